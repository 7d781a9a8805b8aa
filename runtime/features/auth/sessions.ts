import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { settingsDefaults } from "../../../generated/validate.ts";
import { type SettingKey, settingFlag } from "../../core/settings.ts";
import type { Db } from "../../db/client.ts";
import { sessions, settings, type users } from "../../db/tables/index.ts";
import {
  type Actor,
  readCookie,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sha256,
} from "../../http/actor.ts";
import {
  can,
  PERMISSIONS,
  type Permission,
  RAW_HTML_SETTING,
  type Role,
} from "../../http/permissions.ts";
import { recordAudit } from "./audit.ts";

/** Site-wide login: the setting, or REQUIRE_USER_LOGIN=true in the environment. */
export const REQUIRE_LOGIN_SETTING = "general.require_user_login" satisfies SettingKey;

export type UserRow = typeof users.$inferSelect;

/** What the editor learns about the signed-in user (GET /api/auth/me and the sign-in answer). */
export interface SessionInfo {
  user: { id: number; email: string; name: string; role: Role };
  permissions: Permission[];
  csrfToken: string;
  /** The role holds raw_html and the site has raw HTML switched on. */
  rawHtml: boolean;
}

function cookie(name: string, value: string, attributes: string[]): string {
  return [`${name}=${encodeURIComponent(value)}`, ...attributes].join("; ");
}

/** The `sid` cookie: HTTP-only, same-site Lax, whole site; Secure behind HTTPS. */
export function sessionCookie(sid: string, secure: boolean): string {
  return cookie(SESSION_COOKIE, sid, [
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${SESSION_TTL_MS / 1000}`,
    ...(secure ? ["Secure"] : []),
  ]);
}

export function clearedSessionCookie(secure: boolean): string {
  return cookie(SESSION_COOKIE, "", [
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=0",
    ...(secure ? ["Secure"] : []),
  ]);
}

export { readCookie };

/** The raw-HTML switch is on unless an admin stored the string "false" (default "true"). */
export async function isRawHtmlSwitchOn(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, RAW_HTML_SETTING))
    .limit(1);
  const value = row?.value ?? (settingsDefaults as Record<string, string>)[RAW_HTML_SETTING] ?? "";
  return value.trim().toLowerCase() !== "false";
}

/** Writing raw HTML needs both the permission (admins) and the site-wide switch. */
export async function canWriteRawHtml(db: Db, role: Role): Promise<boolean> {
  return can(role, "raw_html") && (await isRawHtmlSwitchOn(db));
}

export async function sessionInfo(
  db: Db,
  user: Pick<UserRow, "id" | "email" | "name" | "role" | "lead_access">,
  csrfToken: string,
): Promise<SessionInfo> {
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    permissions: PERMISSIONS.filter((p) => can(user.role, p, user.lead_access)),
    csrfToken,
    rawHtml: await canWriteRawHtml(db, user.role),
  };
}

/**
 * Starts a session for a user who has just proved who they are (password or single sign-on):
 * a new random id every time (the one the browser held before is dropped, so a planted id is
 * useless), its SHA-256 and a fresh CSRF token stored, the cookie set, the sign-in audited.
 */
export async function startSession(options: {
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
  user: UserRow;
  secure: boolean;
  method: "password" | "oidc";
}): Promise<SessionInfo> {
  const { db, request, reply, user } = options;
  const sid = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(24).toString("base64url");
  const previous = readCookie(request, SESSION_COOKIE);
  const now = new Date();
  await db.transaction(async (tx) => {
    if (previous) await tx.delete(sessions).where(eq(sessions.id_hash, sha256(previous)));
    await tx.delete(sessions).where(lt(sessions.expires_at, now));
    await tx.insert(sessions).values({
      id_hash: sha256(sid),
      user_id: user.id,
      csrf_token: csrfToken,
      expires_at: new Date(now.getTime() + SESSION_TTL_MS),
    });
    const actor: Actor = { kind: "session", userId: user.id, label: user.email, role: user.role };
    await recordAudit(tx, actor, {
      action: "sign_in",
      entity: "session",
      entityId: user.id,
      after: { method: options.method, address: request.ip },
    });
  });
  reply.header("set-cookie", sessionCookie(sid, options.secure));
  return sessionInfo(db, user, csrfToken);
}

/** Ends the request's session (sign-out): the row goes at once, so the cookie is dead everywhere. */
export async function endSession(db: Db, actor: Actor): Promise<void> {
  if (!actor.sessionIdHash) return;
  const idHash = actor.sessionIdHash;
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id_hash, idHash));
    await recordAudit(tx, actor, {
      action: "sign_out",
      entity: "session",
      entityId: actor.userId,
    });
  });
}

/** A returnTo that is a path of this site ("/x", never "//host" or "/\host"), else the fallback. */
export function sitePath(returnTo: unknown, fallback: string): string {
  if (typeof returnTo !== "string" || !returnTo.startsWith("/")) return fallback;
  if (returnTo.startsWith("//") || returnTo.startsWith("/\\")) return fallback;
  // Control characters and backslashes can be read as another host by some browsers.
  for (const char of returnTo) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "\\") return fallback;
  }
  return returnTo;
}

/** The sign-in screen, coming back to `returnTo` afterwards. */
export function signInLocation(lang: string, returnTo: string): string {
  return `/${lang}/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Site-wide login is on: REQUIRE_USER_LOGIN=true in the environment, or the setting is "true". */
export function isLoginRequired(settingsMap: ReadonlyMap<string, string>): boolean {
  return (
    process.env.REQUIRE_USER_LOGIN === "true" || settingFlag(settingsMap, REQUIRE_LOGIN_SETTING)
  );
}
