import { desc } from "drizzle-orm";
import type { ApiToken, TokenCreate } from "../../../generated/types.ts";
import type { Db } from "../../db/client.ts";
import { apiTokens } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { notFound } from "../../http/problem.ts";
import { issueToken, revokeToken, tokenSummary } from "./tokens.ts";

/** Every API token, newest first; never a secret. */
export async function listTokens(db: Db): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .orderBy(desc(apiTokens.created_at), desc(apiTokens.id));
  return rows.map(tokenSummary);
}

/** A new token from a body the TokenCreate schema has checked; its secret is returned this once. */
export async function createToken(
  db: Db,
  actor: Actor | null,
  input: TokenCreate,
): Promise<ApiToken & { token: string }> {
  const { token, summary } = await issueToken(db, actor, {
    name: input.name.trim(),
    role: input.role,
  });
  return { ...summary, token };
}

export async function revokeTokenById(db: Db, actor: Actor | null, id: number): Promise<void> {
  const revoked = await revokeToken(db, actor, id);
  if (!revoked) throw notFound("لا يوجد رمز وصول بهذا المعرّف.");
}
