import type { FastifyInstance } from "fastify";

/**
 * A visitor's test-drive request as the lead benches send it: the demo form's fields filled in
 * Arabic, a fresh submission key per request (autocannon's `[<id>]` replacement, as each visit
 * makes one) and the campaign that names the run.
 */
export function testDriveLeadBody(campaign: string): string {
  return JSON.stringify({
    data: {
      type: "lead",
      attributes: {
        values: {
          first_name: "سارة",
          last_name: "الهاشمي",
          email: "sara@example.com",
          phone: "+971501234567",
          vehicle_interest: "defender-110",
          preferred_location: "1",
          preferred_date: "2026-12-01",
          driving_license: [],
          message: "أرغب في تجربة ديفندر 110 يوم السبت صباحاً.",
          lead_source: "website",
          ga_client_id: "",
          contact_consent: true,
        },
        hidden_fields: { campaign },
        submission_key: `${campaign}-[<id>]`,
        lang: "ar",
      },
    },
  });
}

/** Starts the bench's server on a free loopback port and returns the port. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}
