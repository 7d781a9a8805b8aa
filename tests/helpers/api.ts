import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../runtime/db/client.ts";
import { auditLog } from "../../runtime/db/tables/index.ts";
import type { TestSession } from "./auth.ts";

/** A request through `app.inject` as the signed-in `who` (cookie and csrf-token), with a JSON body. */
export function injectAs(
  app: FastifyInstance,
  who: TestSession,
  method: string,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method: method as "GET",
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The audit entries written about one entity. */
export function auditEntries(db: Db, entity: string, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, entityId)));
}
