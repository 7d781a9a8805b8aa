import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { users } from "../../db/tables/index.ts";
import type { AppDeps } from "../../deps.ts";
import { crossSiteProblem } from "../../http/actor.ts";
import { can, PERMISSIONS } from "../../http/permissions.ts";
import { sendError } from "../../http/problem.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { accountForIdentity, OIDC_COOKIE, OidcSignOn } from "./oidc.ts";
import { verifyPassword } from "./passwords.ts";
import {
  normaliseEmail,
  recordSignInAttempt,
  reserveSignInAttempt,
  settleSignInAttempt,
} from "./rate-limit.ts";
import {
  clearedSessionCookie,
  endSession,
  sessionInfo,
  sitePath,
  startSession,
} from "./sessions.ts";

/** One message for an unknown e-mail, a wrong password and a disabled account: no enumeration. */
export const WRONG_CREDENTIALS = "البريد الإلكتروني أو كلمة المرور غير صحيحة.";

/** The Host header as URL would write it (a default port left out), to compare with Origin. */
function hostOf(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.headers.host ?? ""}`).host;
  } catch {
    return request.headers.host ?? "";
  }
}

function minutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

type AuthOperations =
  | "signIn"
  | "signOut"
  | "getSession"
  | "listAuthProviders"
  | "startSingleSignOn"
  | "finishSingleSignOn";

/** Sign-in with a password, sign-out and the current session. */
function sessionHandlers(deps: AppDeps): Pick<ApiHandlers, "signIn" | "signOut" | "getSession"> {
  const { db } = deps;
  return {
    signIn: async (request, reply) => {
      // A sign-in form posted from another site (login CSRF) is refused before anything is looked up.
      const problem = crossSiteProblem(request, hostOf(request));
      if (problem) return sendError(reply, 403, "csrf", problem);
      const body = request.body;
      const email = normaliseEmail(body.email).slice(0, 320);
      const address = request.ip;

      const reservation = await reserveSignInAttempt(db, email, address);
      if ("refusal" in reservation) {
        const { refusal } = reservation;
        request.log.warn(
          { email, address, scope: refusal.scope },
          "sign-in refused: too many failed attempts",
        );
        reply.header("retry-after", String(refusal.retryAfterSeconds));
        return sendError(
          reply,
          429,
          "too_many_attempts",
          `محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد ${minutes(refusal.retryAfterSeconds)} دقيقة.`,
        );
      }

      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      const isPasswordRight = await verifyPassword(user?.password_hash ?? null, body.password);
      const reason = !user
        ? "unknown_account"
        : !user.password_hash
          ? "no_password"
          : !isPasswordRight
            ? "wrong_password"
            : user.disabled
              ? "disabled"
              : null;
      if (!user || reason) {
        await settleSignInAttempt(db, reservation.attemptId, {
          succeeded: false,
          reason: reason ?? "",
        });
        request.log.warn({ email, address, reason }, "sign-in failed");
        return sendError(reply, 401, "invalid_credentials", WRONG_CREDENTIALS);
      }
      await settleSignInAttempt(db, reservation.attemptId, { succeeded: true });
      return startSession({
        db,
        request,
        reply,
        user,
        secure: deps.secureCookies,
        method: "password",
      });
    },

    signOut: async (request, reply) => {
      if (request.actor) await endSession(db, request.actor);
      return reply.header("set-cookie", clearedSessionCookie(deps.secureCookies)).code(204).send();
    },

    getSession: async (request, reply) => {
      const actor = request.actor;
      if (!actor) return sendError(reply, 401, "sign_in_required", "Sign in to continue");
      reply.header("cache-control", "private, no-store");
      if (actor.kind === "token")
        return {
          user: { id: actor.userId ?? 0, email: "", name: actor.label, role: actor.role },
          permissions: PERMISSIONS.filter((p) => can(actor.role, p, actor.leadAccess)),
          csrfToken: "",
          rawHtml: false,
        };
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.id, actor.userId ?? -1))
        .limit(1);
      if (!user) return sendError(reply, 401, "sign_in_required", "Sign in to continue");
      return sessionInfo(db, user, actor.csrfToken ?? "");
    },
  };
}

/**
 * Single sign-on when configured, and how the sign-in screen may sign in; the provider is asked
 * (discovery, tokens) through `egress`, the server's outbound-request guard.
 */
function singleSignOnHandlers(
  deps: AppDeps,
  egress: typeof fetch,
): Pick<ApiHandlers, "listAuthProviders" | "startSingleSignOn" | "finishSingleSignOn"> {
  const { db, lang } = deps;
  // The configuration is read per attempt (environment over the auth.oidc.* settings).
  const oidc = new OidcSignOn(db, deps.oidc, egress);
  const editorHome = `/${lang}/cms`;

  const ssoFailed = (reply: FastifyReply, error: string, returnTo?: string) => {
    const query = new URLSearchParams({ error });
    if (returnTo) query.set("returnTo", returnTo);
    return reply
      .header("set-cookie", oidc.attemptCookie("", deps.secureCookies))
      .redirect(`/${lang}/sign-in?${query}`, 302);
  };

  return {
    /** How the sign-in screen may sign in: always with a password, and with SSO when configured. */
    listAuthProviders: async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return {
        password: true,
        oidc: (await oidc.current()) ? { startUrl: "/auth/oidc/start" } : null,
      };
    },

    startSingleSignOn: async (request, reply) => {
      const options = await oidc.current();
      if (!options)
        return sendError(reply, 404, "not_configured", "Single sign-on is not configured");
      const { returnTo } = request.query;
      const target = sitePath(returnTo, editorHome);
      try {
        const { location, cookieValue } = await oidc.start(options, {
          redirectUri: `${deps.publicOrigin()}/auth/oidc/callback`,
          returnTo: target,
        });
        reply.header("cache-control", "no-store");
        reply.header("set-cookie", oidc.attemptCookie(cookieValue, deps.secureCookies));
        return reply.redirect(location, 302);
      } catch (error) {
        request.log.error({ err: error }, "single sign-on: the provider could not be reached");
        return ssoFailed(reply, "sso_unavailable", target);
      }
    },

    finishSingleSignOn: async (request, reply) => {
      const options = await oidc.current();
      if (!options)
        return sendError(reply, 404, "not_configured", "Single sign-on is not configured");
      let identity: Awaited<ReturnType<OidcSignOn["callback"]>>;
      try {
        identity = await oidc.callback(options, request);
      } catch (error) {
        request.log.warn(
          {
            err: error,
            address: request.ip,
            hasAttempt: request.headers.cookie?.includes(OIDC_COOKIE),
          },
          "single sign-on refused",
        );
        return ssoFailed(reply, "sso_failed");
      }
      let user: Awaited<ReturnType<typeof accountForIdentity>>;
      try {
        user = await accountForIdentity(db, identity, options.defaultRole);
      } catch (error) {
        request.log.warn({ err: error, email: identity.email }, "single sign-on: no account");
        return ssoFailed(reply, "sso_failed", identity.returnTo);
      }
      if (user.disabled) {
        await recordSignInAttempt(db, {
          email: user.email,
          address: request.ip,
          succeeded: false,
          reason: "disabled",
        });
        request.log.warn(
          { email: user.email, address: request.ip },
          "single sign-on: account disabled",
        );
        return ssoFailed(reply, "disabled");
      }
      await recordSignInAttempt(db, { email: user.email, address: request.ip, succeeded: true });
      reply.header("set-cookie", oidc.attemptCookie("", deps.secureCookies));
      await startSession({ db, request, reply, user, secure: deps.secureCookies, method: "oidc" });
      return reply
        .header("cache-control", "no-store")
        .redirect(sitePath(identity.returnTo, editorHome), 302);
    },
  };
}

/**
 * Sign-in, sign-out, the current session, and single sign-on when configured; the provider is
 * asked (discovery, tokens) through `egress`, the server's outbound-request guard.
 */
export function authHandlers(
  deps: AppDeps,
  egress: typeof fetch,
): Pick<ApiHandlers, AuthOperations> {
  return { ...sessionHandlers(deps), ...singleSignOnHandlers(deps, egress) };
}
