import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";

export interface AuditEntry {
  /** A verb: create, update, delete, publish, restore, sign_in, sign_out, upload, revoke, ... */
  action: string;
  /** page, media, setting, metahead, user, api_token, session, ... */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one write. Call it with the same transaction as the write, so the log and the data
 * never disagree.
 */
export async function recordAudit(db: Db, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor_user_id: actor?.userId ?? null,
    actor_label: actor?.label ?? "anonymous",
    action: entry.action,
    entity: entry.entity,
    entity_id:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
