import { createServer } from "node:http";
import autocannon from "autocannon";
import { and, count, eq, gte, sql } from "drizzle-orm";
import { listenOnFreePort, testDriveLeadBody } from "./lead-request.ts";

/**
 * A burst of leads and the deliveries it causes, in one Fastify process with its outbox worker
 * (the server's own, sized as OUTBOX_CONCURRENCY and OUTBOX_TARGET_CONCURRENCY size it): the
 * demo's test-drive form gets a webhook target, a local receiver that answers at once, and
 * SOAK_CONNECTIONS connections (default 50) submit leads for SOAK_SECONDS (default 60), each with
 * its own submission key as the site's form sends. Then it waits for the outbox to be empty (at
 * most SOAK_WAIT_SECONDS, default 300).
 *
 * Prints the intake (leads a second), the deliveries of each kind and how fast they ran, and how
 * long after the soak's end the last webhook and the last delivery of any kind were done: the
 * goal is at most SOAK_GOAL_SECONDS (default 10), marked when missed. Every acknowledged lead must
 * be stored (those still under way when the soak stops are stored without an answer counted, so
 * at most one a connection more), each with its webhook row, and every webhook received exactly
 * once (by its idempotency key). DATABASE_URL runs
 * it on a PostgreSQL server (an empty database: the demo is imported into it).
 */
process.env.NODE_ENV = "production";

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
const waitSeconds = Number(process.env.SOAK_WAIT_SECONDS ?? 300);
const goalSeconds = Number(process.env.SOAK_GOAL_SECONDS ?? 10);

/** A webhook target that answers 204 at once and remembers each delivery's key and time. */
async function startReceiver() {
  const received = new Map<string, number>();
  let duplicates = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const key = String(request.headers["idempotency-key"] ?? "");
      if (received.has(key)) duplicates++;
      else received.set(key, Date.now());
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    duplicates: () => duplicates,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main(): Promise<void> {
  const { openDatabase } = await import("../../runtime/db/client.ts");
  const { migrate } = await import("../../runtime/db/migrate.ts");
  const { importDemo } = await import("../../runtime/demo/import-demo.ts");
  const { buildServer } = await import("../../runtime/server.ts");
  const { readConfig } = await import("../../runtime/config.ts");
  const { forms, leads, outbox } = await import("../../runtime/db/tables/forms.ts");
  const { settings } = await import("../../runtime/db/tables/settings.ts");

  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ databaseUrl: url })
    : await openDatabase({ isInMemory: true });
  await migrate(database);
  await importDemo(database.db);
  const db = database.db;
  const receiver = await startReceiver();
  const formId = 1;
  // The form's integrations become one webhook to the receiver, on a loopback address.
  await db
    .update(forms)
    .set({
      integrations: [
        {
          id: "soak-webhook",
          kind: "webhook",
          url: receiver.url,
          enabled: true,
          secret: "soak",
          system: "",
          org_id: "",
          field_map: {},
        },
      ],
    })
    .where(eq(forms.id, formId));
  await db
    .insert(settings)
    .values({ key: "forms.allow_private_webhooks", value: "true" })
    .onConflictDoUpdate({ target: settings.key, set: { value: "true" } });

  const pool = readConfig(process.env).outbox;
  const app = await buildServer({
    db,
    forms: { leadsPerMinute: Number.MAX_SAFE_INTEGER },
    outbox: { ...pool, log: () => {} },
  });
  const port = await listenOnFreePort(app);
  const body = testDriveLeadBody("soak");

  const startedAt = new Date();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/forms/${formId}/leads`,
    method: "POST",
    connections,
    duration: seconds,
    timeout: 120,
    headers: { "content-type": "application/json" },
    body,
    idReplacement: true,
  });
  const endedAt = Date.now();
  const soakMs = endedAt - startedAt.getTime();
  const deliveredDuringSoak = receiver.received.size;

  // Waits until nothing of the soak is left to deliver.
  const ofSoak = gte(outbox.created_at, startedAt);
  const leftToDeliver = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(outbox)
      .where(and(ofSoak, eq(outbox.status, "pending")));
    return Number(row?.n ?? 0);
  };
  let left = await leftToDeliver();
  while (left > 0 && Date.now() - endedAt < waitSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    left = await leftToDeliver();
  }
  const [stored] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.form_id, formId), gte(leads.created_at, startedAt)));
  const kinds = await db
    .select({
      kind: outbox.kind,
      status: outbox.status,
      n: count(),
      last: sql<string>`max(${outbox.delivered_at})`,
    })
    .from(outbox)
    .where(ofSoak)
    .groupBy(outbox.kind, outbox.status);
  const lastWebhookAt = Math.max(0, ...receiver.received.values());
  const lastDeliveryAt = Math.max(
    0,
    ...kinds.filter((k) => k.last).map((k) => new Date(k.last).getTime()),
  );
  const acknowledged = result["2xx"];
  const storedLeads = Number(stored?.n ?? 0);
  const after = (at: number) => (at === 0 ? "n/a" : `${((at - endedAt) / 1000).toFixed(1)} s`);
  const mark = (at: number) => (at - endedAt > goalSeconds * 1000 ? "  << over the goal" : "");

  console.log(`database: ${database.kind}`);
  console.log(
    `worker pool: ${pool.concurrency} deliveries at once, ${pool.perTargetConcurrency} per target`,
  );
  console.log(
    `soak: ${connections} connections for ${(soakMs / 1000).toFixed(1)} s: ${acknowledged} leads acknowledged, ${storedLeads} stored, ${(storedLeads / (soakMs / 1000)).toFixed(1)} leads/s (p99 ${result.latency.p99} ms, ${result.non2xx} refused)`,
  );
  for (const k of kinds)
    console.log(`  ${k.kind.padEnd(13)} ${k.status.padEnd(10)} ${String(k.n).padStart(7)}`);
  console.log(
    `webhooks received: ${receiver.received.size} (${deliveredDuringSoak} during the soak, ${(deliveredDuringSoak / (soakMs / 1000)).toFixed(1)}/s), duplicates ${receiver.duplicates()}`,
  );
  console.log(`last webhook received ${after(lastWebhookAt)} after the soak${mark(lastWebhookAt)}`);
  console.log(
    `last delivery of any kind ${after(lastDeliveryAt)} after the soak${mark(lastDeliveryAt)}`,
  );
  if (left > 0) console.log(`NOT DONE: ${left} deliveries still pending after ${waitSeconds} s`);
  const integrations = kinds
    .filter((k) => k.kind === "integration")
    .reduce((n, k) => n + Number(k.n), 0);
  if (
    storedLeads < acknowledged ||
    storedLeads > acknowledged + connections ||
    integrations !== storedLeads ||
    receiver.duplicates() > 0 ||
    result.non2xx > 0
  ) {
    console.error(
      `MISMATCH: ${acknowledged} acknowledged, ${storedLeads} stored, ${integrations} webhook rows`,
    );
    process.exitCode = 1;
  }
  await app.close();
  await receiver.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
