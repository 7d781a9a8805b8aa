import { and, count, desc, eq } from "drizzle-orm";
import type { AuditPage, AuditQuery } from "../../../generated/types.ts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/tables/index.ts";

export const AUDIT_PAGE_SIZE = 50;

/** One page of the audit log, newest first, filtered by entity and entity id. */
export async function auditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const page = query.page ?? 1;
  const filters = [
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entity_id ? eq(auditLog.entity_id, query.entity_id) : undefined,
  ].filter((f) => f !== undefined);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    data: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
    total: total?.n ?? 0,
    page,
    per_page: AUDIT_PAGE_SIZE,
  };
}
