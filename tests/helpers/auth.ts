import { randomBytes } from "node:crypto";
import type { Db } from "../../runtime/db/client.ts";
import { apiTokens, type Role, sessions, users } from "../../runtime/db/tables/index.ts";
import { sha256 } from "../../runtime/http/actor.ts";

export interface TestSession {
  userId: number;
  email: string;
  role: Role;
  /** `sid=...`, for the cookie header. */
  cookie: string;
  csrfToken: string;
  /** Headers of a same-site browser write: cookie and csrf-token. */
  headers: Record<string, string>;
}

/** A user of the given role with a signed-in session, written straight to the database. */
export async function signedInAs(
  db: Db,
  role: Role,
  email = `${role}-${randomBytes(3).toString("hex")}@example.com`,
): Promise<TestSession> {
  const [user] = await db.insert(users).values({ email, role, name: role }).returning();
  if (!user) throw new Error("no user");
  const sid = randomBytes(24).toString("base64url");
  const csrfToken = randomBytes(16).toString("base64url");
  await db.insert(sessions).values({
    id_hash: sha256(sid),
    user_id: user.id,
    csrf_token: csrfToken,
    expires_at: new Date(Date.now() + 3600_000),
  });
  const cookie = `sid=${sid}`;
  return {
    userId: user.id,
    email,
    role,
    cookie,
    csrfToken,
    headers: { cookie, "csrf-token": csrfToken },
  };
}

/** An API token of the given role, as an admin would issue it. */
export async function bearerToken(db: Db, role: Role, name = `${role}-client`): Promise<string> {
  const token = `cms_${randomBytes(24).toString("base64url")}`;
  await db
    .insert(apiTokens)
    .values({ name, role, token_hash: sha256(token), prefix: token.slice(0, 8) });
  return token;
}
