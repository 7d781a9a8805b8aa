import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { apiTokens } from "../../db/tables/index.ts";
import { type Actor, sha256 } from "../../http/actor.ts";
import type { Role } from "../../http/permissions.ts";
import { recordAudit } from "./audit.ts";

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** What an admin sees of a token: never its hash, and the secret only once, on creation. */
export interface ApiTokenSummary {
  id: number;
  name: string;
  prefix: string;
  role: Role;
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

export function tokenSummary(row: ApiTokenRow): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    role: row.role,
    created_by: row.created_by,
    created_at: iso(row.created_at) ?? "",
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
  };
}

/** A new Bearer token `cms_...`: 32 random bytes; only its SHA-256 and first characters are kept. */
export async function issueToken(
  db: Db,
  actor: Actor | null,
  input: { name: string; role: Role },
): Promise<{ token: string; summary: ApiTokenSummary }> {
  const token = `cms_${randomBytes(32).toString("base64url")}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        name: input.name,
        role: input.role,
        token_hash: sha256(token),
        prefix: token.slice(0, 8),
        // Issued by a token: bound to the account behind that token.
        created_by: actor?.userId ?? null,
      })
      .returning();
    if (!row) throw new Error("the token was not stored");
    const summary = tokenSummary(row);
    await recordAudit(tx, actor, {
      action: "create",
      entity: "api_token",
      entityId: row.id,
      after: { id: row.id, name: row.name, role: row.role, prefix: row.prefix },
    });
    return { token, summary };
  });
}

/** Revokes a token at once (the next request with it is anonymous); null when there is none. */
export async function revokeToken(
  db: Db,
  actor: Actor | null,
  id: number,
): Promise<ApiTokenSummary | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(apiTokens).where(eq(apiTokens.id, id)).limit(1);
    if (!before) return null;
    if (before.revoked_at) return tokenSummary(before);
    const [row] = await tx
      .update(apiTokens)
      .set({ revoked_at: new Date() })
      .where(eq(apiTokens.id, id))
      .returning();
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: "revoke",
      entity: "api_token",
      entityId: id,
      before: { name: before.name, role: before.role, prefix: before.prefix, revoked_at: null },
      after: { revoked_at: iso(row.revoked_at) },
    });
    return tokenSummary(row);
  });
}
