import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { noteHandled } from "./logging.ts";
import { sendError } from "./problem.ts";
import type { ApiHandlers } from "./route-table.ts";

/** How long readiness waits for `SELECT 1`: a load balancer probes every few seconds. */
export const READY_TIMEOUT_MS = 2000;

/** Seconds a load balancer is asked to wait before it probes a server that is not ready again. */
export const READY_RETRY_AFTER_S = 5;

/** True when the database answers `SELECT 1` within `timeoutMs`; never throws. */
export async function databaseAnswers(db: Db, timeoutMs = READY_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz (live: the process answers) and GET /readyz (ready: the database answers too), for
 * a load balancer or an orchestrator. Both are open to anyone, even during site-wide login, say
 * nothing of the site, and are never cached. Readiness logs when it changes (not ready at warn,
 * ready again at info), not at every probe.
 */
export function healthHandlers(options: {
  db: Db;
  timeoutMs?: number;
}): Pick<ApiHandlers, "getLiveness" | "getReadiness"> {
  let wasReady = true;
  return {
    getLiveness: async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
    getReadiness: async (request, reply) => {
      reply.header("cache-control", "no-store");
      noteHandled(request);
      const isReady = await databaseAnswers(options.db, options.timeoutMs);
      if (isReady !== wasReady) {
        wasReady = isReady;
        if (isReady) request.log.info("ready: the database answers again");
        else request.log.warn("not ready: the database does not answer");
      }
      if (isReady) return { status: "ok" as const };
      reply.header("retry-after", String(READY_RETRY_AFTER_S));
      return sendError(
        reply,
        503,
        "unavailable",
        "الخدمة غير جاهزة: قاعدة البيانات لا تجيب.",
        undefined,
        { error: "Service Unavailable" },
      );
    },
  };
}
