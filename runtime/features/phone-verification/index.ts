import { listLocalSmsMessages, type SmsVerificationProvider } from "../../adapters/sms/index.ts";
import { rateLimiter } from "../../core/rate-window.ts";
import type { Db } from "../../db/client.ts";
import { ApiProblem } from "../../http/problem.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { type PhoneVerificationService, phoneVerificationService } from "./service.ts";

/** Phone verification by SMS as the server assembles it (README.md here). */

export type { PhoneVerificationService } from "./service.ts";
export { consumeVerification } from "./service.ts";

/** The development phone's page size. */
const SMS_PAGE_SIZE = 50;

export function registerPhoneVerification(deps: {
  db: Db;
  provider: SmsVerificationProvider;
  log: (message: string, detail?: unknown) => void;
}): {
  service: PhoneVerificationService;
  handlers: Pick<
    ApiHandlers,
    "createSmsVerification" | "checkSmsVerification" | "listAdminSmsMessages"
  >;
} {
  const service = phoneVerificationService(deps);
  // Checks per address: a person types a code a few times, not thirty times a minute.
  const checksAllowed = rateLimiter(30);
  const ownProvider = (name: string) => {
    if (name !== deps.provider.name)
      throw new ApiProblem(404, "not_found", `There is no SMS provider ${name} here`);
  };
  return {
    service,
    handlers: {
      createSmsVerification: async (request, reply) => {
        ownProvider(request.params.smsProvider);
        const locale = String(request.headers["accept-language"] ?? "ar").slice(0, 2);
        const sent = await service.start({
          phoneNumber: request.body.phone_number,
          clientIp: request.ip,
          locale,
        });
        reply.header("cache-control", "no-store");
        return reply.code(202).send({
          data: {
            type: "verification" as const,
            attributes: {
              status: "pending" as const,
              expires_in: sent.expiresIn,
              resend_after: sent.resendAfter,
            },
          },
        });
      },
      checkSmsVerification: async (request, reply) => {
        ownProvider(request.params.smsProvider);
        if (!checksAllowed(request.ip))
          throw new ApiProblem(429, "rate_limited", "Too many checks: wait a minute", undefined, {
            retry_after: 60,
          });
        const approved = await service.check({
          phoneNumber: request.body.phone_number,
          code: request.body.code,
        });
        reply.header("cache-control", "no-store");
        return {
          data: {
            type: "verification" as const,
            attributes: {
              status: "approved" as const,
              expires_in: approved.expiresIn,
              verification_token: approved.verificationToken,
            },
          },
        };
      },
      listAdminSmsMessages: async (request) => {
        const page = request.query.page ?? 1;
        if (deps.provider.name !== "local")
          return { data: [], meta: { provider: deps.provider.name, total: 0, page } };
        const { rows, total } = await listLocalSmsMessages(deps.db, {
          page,
          perPage: SMS_PAGE_SIZE,
        });
        return {
          data: rows.map((m) => ({
            id: m.id,
            to: m.to,
            body: m.body,
            created_at: new Date(m.created_at).toISOString(),
          })),
          meta: { provider: deps.provider.name, total, page },
        };
      },
    },
  };
}
