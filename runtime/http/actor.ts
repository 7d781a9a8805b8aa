import { createHash } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Db } from "../db/client.ts";
import { apiTokens, sessions, users } from "../db/tables/index.ts";
import { can, lesserRole, type Permission, type Role } from "./permissions.ts";
import { sendError } from "./problem.ts";

/** Who is making a request: a signed-in user (cookie session) or an API client (Bearer token). */
export interface Actor {
  kind: "session" | "token";
  /** The user behind the session, or the admin who issued the token (null once deleted). */
  userId: number | null;
  /** For the audit log: the user's e-mail, or "token:{name}". */
  label: string;
  role: Role;
  /** The user's lead-access capability (an editor with it may read and repair leads). */
  leadAccess?: boolean;
  /** Sessions only: the hash of the session id and its CSRF token. */
  sessionIdHash?: string;
  csrfToken?: string;
  tokenId?: number;
}

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const SESSION_COOKIE = "sid";
export const CSRF_HEADER = "csrf-token";

/** A session lives 12 hours after the last request that used it. */
export const SESSION_TTL_MS = 12 * 3600_000;

/** How often a session's expiry slides and a token's last use is written: at most once a minute. */
export const TOUCH_EVERY_MS = 60_000;

/**
 * Routes that never read the actor: built assets, images, thumbnails, the app manifest and icons. A signed-in editor's
 * browser sends its cookie with each of them, and none should cost a session lookup.
 */
const ACTORLESS_PREFIXES = [
  "/static/",
  "/api/v2/images/",
  "/blocks_thumbnails/",
  "/icons/",
  "/manifest.webmanifest",
] as const;

export const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");

/**
 * Reads one cookie from the request's Cookie header. A value that is not valid percent-encoding
 * (a planted `sid=%E0%A4%A`) reads as absent: no session, never an error on every page.
 */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Looks the actor up on every request, from the database: sign-out and role changes apply at once. */
export async function resolveActor(db: Db, request: FastifyRequest): Promise<Actor | null> {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith("Bearer ")) {
    const hash = sha256(authorization.slice(7).trim());
    const [found] = await db
      .select({ token: apiTokens, creator: users })
      .from(apiTokens)
      .leftJoin(users, eq(users.id, apiTokens.created_by))
      .where(and(eq(apiTokens.token_hash, hash), isNull(apiTokens.revoked_at)))
      .limit(1);
    if (!found) return null;
    const { token: row, creator } = found;
    // A token is bound to the account that issued it: it never has more rights than that account
    // has now, and it stops when the account is deleted or disabled.
    const isBound = row.created_by !== null;
    if (isBound && (!creator || creator.disabled)) return null;
    // "Last used" to the minute: a busy API client must not cost a write per request.
    const now = Date.now();
    if (!row.last_used_at || now - row.last_used_at.getTime() >= TOUCH_EVERY_MS)
      await db
        .update(apiTokens)
        .set({ last_used_at: new Date(now) })
        .where(eq(apiTokens.id, row.id));
    return {
      kind: "token",
      userId: row.created_by,
      label: `token:${row.name}`,
      role: creator ? lesserRole(row.role, creator.role) : row.role,
      leadAccess: creator?.lead_access ?? false,
      tokenId: row.id,
    };
  }
  const sid = readCookie(request, SESSION_COOKIE);
  if (!sid) return null;
  const idHash = sha256(sid);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.id_hash, idHash), gt(sessions.expires_at, new Date())))
    .limit(1);
  if (!row || row.user.disabled) return null;
  // Sliding expiry, from the row just read: at most one write a minute, not one per request.
  const now = Date.now();
  if (now - row.session.last_seen_at.getTime() >= TOUCH_EVERY_MS)
    await db
      .update(sessions)
      .set({ last_seen_at: new Date(now), expires_at: new Date(now + SESSION_TTL_MS) })
      .where(eq(sessions.id_hash, idHash));
  return {
    kind: "session",
    userId: row.user.id,
    label: row.user.email,
    role: row.user.role,
    leadAccess: row.user.lead_access,
    sessionIdHash: idHash,
    csrfToken: row.session.csrf_token,
  };
}

/**
 * Decorates every request with its actor (null for anonymous visitors), except the actorless
 * routes; returns how a guard reads the actor of any request, looking it up there only when asked
 * (pictures while site-wide login is on).
 */
export function registerActor(
  app: FastifyInstance,
  db: Db,
): (request: FastifyRequest) => Promise<Actor | null> {
  app.decorateRequest("actor", null);
  const isActorless = (request: FastifyRequest) =>
    ACTORLESS_PREFIXES.some((prefix) => request.url.startsWith(prefix));
  app.addHook("onRequest", async (request) => {
    if (isActorless(request)) return;
    request.actor = await resolveActor(db, request);
  });
  return async (request) => {
    if (!request.actor && isActorless(request)) request.actor = await resolveActor(db, request);
    return request.actor;
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Why a request comes from another site, or null: its Origin (when sent) is not `host`, or the
 * browser marks it cross-site.
 */
export function crossSiteProblem(request: FastifyRequest, host: string | undefined): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== "null") {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return "the Origin header is not a URL";
    }
    if (originHost !== host) return `cross-site request from ${origin} refused`;
  }
  if (request.headers["sec-fetch-site"] === "cross-site") return "cross-site request refused";
  return null;
}

/**
 * A browser request that changes state must come from this site: it carries the session's
 * csrf-token header, and its Origin (when sent) is this host. Bearer clients carry no cookie,
 * so cross-site forgery cannot ride on them.
 */
export function csrfProblem(request: FastifyRequest): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const crossSite = crossSiteProblem(request, request.headers.host);
  if (crossSite) return crossSite;
  const actor = request.actor;
  if (actor?.kind === "session" && request.headers[CSRF_HEADER] !== actor.csrfToken)
    return `the ${CSRF_HEADER} header is missing or does not match the session`;
  return null;
}

/**
 * The one guard of every non-public route: 401 for anonymous callers, 403 for a missing
 * permission or a failed CSRF check. The editor sends the user to sign in on 401 and to
 * /no-access on 403.
 */
export function requirePermission(...needed: Permission[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const actor = request.actor;
    if (!actor) {
      sendError(reply, 401, "sign_in_required", "Sign in to continue");
      return reply;
    }
    const problem = csrfProblem(request);
    if (problem) {
      sendError(reply, 403, "csrf", problem);
      return reply;
    }
    const missing = needed.find((p) => !can(actor.role, p, actor.leadAccess));
    if (missing) {
      sendError(
        reply,
        403,
        "forbidden",
        `The ${actor.role} role does not have the permission ${missing}`,
      );
      return reply;
    }
  };
}
