import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import * as client from "openid-client";
import type { Db } from "../../db/client.ts";
import { settings, users } from "../../db/tables/index.ts";
import type { OidcOptions } from "../../deps.ts";
import type { Actor } from "../../http/actor.ts";
import { isRole, type Role } from "../../http/permissions.ts";
import { recordAudit } from "./audit.ts";
import { normaliseEmail } from "./rate-limit.ts";
import { readCookie, type UserRow } from "./sessions.ts";

/** The short-lived cookie that carries one sign-on attempt from /start to /callback. */
export const OIDC_COOKIE = "oidc_tx";
const OIDC_COOKIE_PATH = "/auth/oidc";
const ATTEMPT_TTL_MS = 10 * 60_000;
/** Discovered providers kept at once (an admin trying a few issuers does not grow it further). */
const MAX_DISCOVERIES = 8;

/** The settings an admin may use instead of the OIDC_* environment (never the client secret). */
export const OIDC_SETTING_KEYS = {
  issuer: "auth.oidc.issuer",
  clientId: "auth.oidc.client_id",
  audience: "auth.oidc.audience",
  instanceId: "auth.oidc.instance_id",
  authorizationUrl: "auth.oidc.authorization_url",
  defaultRole: "auth.oidc.default_role",
} as const;

/** The single sign-on configuration in force for one attempt. */
export interface OidcConfiguration {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  audience?: string;
  instanceId?: string;
  authorizationUrl?: string;
  defaultRole: Role;
}

/**
 * Environment values win over settings key by key (an empty value counts as unset); null when
 * no issuer or no client id is known from either.
 */
export function resolveOidc(
  env: OidcOptions | null,
  stored: ReadonlyMap<string, string>,
): OidcConfiguration | null {
  const pick = (fromEnv: string | undefined, key: string): string | undefined =>
    fromEnv?.trim() || stored.get(key)?.trim() || undefined;
  const issuer = pick(env?.issuer, OIDC_SETTING_KEYS.issuer);
  const clientId = pick(env?.clientId, OIDC_SETTING_KEYS.clientId);
  if (!issuer || !clientId) return null;
  const storedRole = stored.get(OIDC_SETTING_KEYS.defaultRole)?.trim();
  return {
    issuer,
    clientId,
    clientSecret: env?.clientSecret || undefined,
    audience: pick(env?.audience, OIDC_SETTING_KEYS.audience),
    instanceId: pick(env?.instanceId, OIDC_SETTING_KEYS.instanceId),
    authorizationUrl: pick(env?.authorizationUrl, OIDC_SETTING_KEYS.authorizationUrl),
    defaultRole: env?.defaultRole ?? (isRole(storedRole) ? storedRole : "viewer"),
  };
}

/** The stored auth.oidc.* settings, read afresh. */
export async function readOidcSettings(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, Object.values(OIDC_SETTING_KEYS)));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** What /start remembers for /callback: checked against the provider's answer. */
interface Attempt {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  redirectUri: string;
  /** The provider the attempt went to: the callback is refused if the configuration changed since. */
  issuer: string;
  clientId: string;
  expiresAt: number;
}

/** Who the provider says signed in. */
export interface OidcIdentity {
  subject: string;
  email: string;
  name: string;
}

export class OidcError extends Error {
  override name = "OidcError";
}

/**
 * Authorisation code flow with state, nonce and PKCE (S256). The configuration is resolved per
 * attempt (environment over the auth.oidc.* settings), so a change of the settings applies at the
 * next sign-in; discovery is cached per issuer and client. The attempt is kept in an HTTP-only
 * cookie signed with HMAC (key derived from OIDC_CLIENT_SECRET, so every process of the site
 * accepts it; without a secret, a key of this process), which also binds the callback to the
 * browser that started it.
 */
export class OidcSignOn {
  private readonly discoveries = new Map<string, Promise<client.Configuration>>();
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    private readonly env: OidcOptions | null,
    /** How the provider is asked: the server's egress guard (its allow-list admits a provider inside). */
    private readonly egress: typeof fetch,
  ) {
    this.key = env?.clientSecret
      ? createHmac("sha256", "oidc-attempt").update(env.clientSecret).digest()
      : randomBytes(32);
  }

  /** The configuration in force now, or null when single sign-on is off. */
  async current(): Promise<OidcConfiguration | null> {
    return resolveOidc(this.env, await readOidcSettings(this.db));
  }

  /** Discovery once per issuer and client; a failed discovery is tried again on the next sign-on. */
  private config(options: OidcConfiguration): Promise<client.Configuration> {
    const cacheKey = `${options.issuer}\n${options.clientId}`;
    let configuration = this.discoveries.get(cacheKey);
    if (!configuration) {
      const issuer = new URL(options.issuer);
      const isHttp = issuer.protocol === "http:";
      configuration = client
        .discovery(issuer, options.clientId, options.clientSecret, undefined, {
          // Discovery, the token call and the keys, each through the guard (the configuration
          // keeps this fetch for every later call).
          [client.customFetch]: (url, { body, ...init }) =>
            this.egress(url, {
              ...init,
              // A copy over its own ArrayBuffer, which is what fetch's body type takes.
              body: body instanceof Uint8Array ? new Uint8Array(body) : body,
            }),
          // An http issuer is the operator's choice (a provider on the same machine or in tests).
          ...(isHttp ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          this.discoveries.delete(cacheKey);
          throw error;
        });
      this.discoveries.set(cacheKey, configuration);
      for (const oldest of this.discoveries.keys()) {
        if (this.discoveries.size <= MAX_DISCOVERIES) break;
        this.discoveries.delete(oldest);
      }
    }
    return configuration;
  }

  private sign(payload: string): string {
    return createHmac("sha256", this.key).update(payload).digest("base64url");
  }

  private seal(attempt: Attempt): string {
    const payload = Buffer.from(JSON.stringify(attempt)).toString("base64url");
    return `${payload}.${this.sign(payload)}`;
  }

  private open(value: string | undefined): Attempt {
    if (!value) throw new OidcError("no sign-on attempt cookie (expired, or another browser)");
    const [payload, signature] = value.split(".");
    if (!payload || !signature) throw new OidcError("malformed sign-on attempt cookie");
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new OidcError("the sign-on attempt cookie was altered");
    const attempt = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Attempt;
    if (attempt.expiresAt < Date.now()) throw new OidcError("the sign-on attempt expired");
    return attempt;
  }

  /** The cookie attributes of the attempt: Lax, so it comes back on the provider's redirect. */
  attemptCookie(value: string, secure: boolean): string {
    return [
      `${OIDC_COOKIE}=${value}`,
      `Path=${OIDC_COOKIE_PATH}`,
      "HttpOnly",
      "SameSite=Lax",
      `Max-Age=${value ? ATTEMPT_TTL_MS / 1000 : 0}`,
      ...(secure ? ["Secure"] : []),
    ].join("; ");
  }

  /** The provider's authorisation URL and the attempt cookie to set. */
  async start(
    options: OidcConfiguration,
    input: { redirectUri: string; returnTo: string },
  ): Promise<{ location: string; cookieValue: string }> {
    const config = await this.config(options);
    const verifier = client.randomPKCECodeVerifier();
    const attempt: Attempt = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier,
      returnTo: input.returnTo,
      redirectUri: input.redirectUri,
      issuer: options.issuer,
      clientId: options.clientId,
      expiresAt: Date.now() + ATTEMPT_TTL_MS,
    };
    const parameters: Record<string, string> = {
      redirect_uri: input.redirectUri,
      scope: "openid email profile",
      response_type: "code",
      state: attempt.state,
      nonce: attempt.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
    };
    if (options.audience) parameters.audience = options.audience;
    if (options.instanceId) parameters.instance_id = options.instanceId;
    let url = client.buildAuthorizationUrl(config, parameters);
    if (options.authorizationUrl) {
      const override = new URL(options.authorizationUrl);
      for (const [name, value] of url.searchParams) override.searchParams.set(name, value);
      url = override;
    }
    return { location: url.href, cookieValue: this.seal(attempt) };
  }

  /** Checks the provider's answer against the attempt (state, nonce, PKCE, ID token). */
  async callback(
    options: OidcConfiguration,
    request: FastifyRequest,
  ): Promise<OidcIdentity & { returnTo: string }> {
    const attempt = this.open(readCookie(request, OIDC_COOKIE));
    if (attempt.issuer !== options.issuer || attempt.clientId !== options.clientId)
      throw new OidcError("the single sign-on configuration changed during the attempt");
    const config = await this.config(options);
    const currentUrl = new URL(attempt.redirectUri);
    const at = request.url.indexOf("?");
    currentUrl.search = at >= 0 ? request.url.slice(at) : "";
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: attempt.verifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new OidcError("the provider sent no ID token");
    let email = typeof claims.email === "string" ? claims.email : "";
    let name = typeof claims.name === "string" ? claims.name : "";
    if (!email || !name) {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      email ||= info.email ?? "";
      name ||= info.name ?? info.preferred_username ?? "";
    }
    if (!email) email = `${claims.sub}@${new URL(options.issuer).hostname}`;
    return { subject: claims.sub, email: normaliseEmail(email), name, returnTo: attempt.returnTo };
  }
}

/**
 * The account of a single sign-on identity: found by its subject, else an existing local
 * account with the same e-mail and no subject yet is linked, else a new account with the
 * default role (viewer unless configured).
 */
export async function accountForIdentity(
  db: Db,
  identity: OidcIdentity,
  defaultRole: UserRow["role"],
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [bySubject] = await tx
      .select()
      .from(users)
      .where(eq(users.oidc_subject, identity.subject))
      .limit(1);
    if (bySubject) return bySubject;
    const actor: Actor = { kind: "session", userId: null, label: "oidc", role: "viewer" };
    const [byEmail] = await tx.select().from(users).where(eq(users.email, identity.email)).limit(1);
    if (byEmail) {
      if (byEmail.oidc_subject) throw new OidcError("the e-mail belongs to another SSO identity");
      const [linked] = await tx
        .update(users)
        .set({ oidc_subject: identity.subject, updated_at: new Date() })
        .where(eq(users.id, byEmail.id))
        .returning();
      if (!linked) throw new OidcError("the account could not be linked");
      await recordAudit(
        tx,
        { ...actor, userId: linked.id },
        {
          action: "link_sso",
          entity: "user",
          entityId: linked.id,
          before: { oidc_subject: null },
          after: { oidc_subject: identity.subject },
        },
      );
      return linked;
    }
    const [created] = await tx
      .insert(users)
      .values({
        email: identity.email,
        name: identity.name,
        role: defaultRole,
        oidc_subject: identity.subject,
      })
      .returning();
    if (!created) throw new OidcError("the account could not be created");
    await recordAudit(
      tx,
      { ...actor, userId: created.id },
      {
        action: "create",
        entity: "user",
        entityId: created.id,
        after: {
          id: created.id,
          email: created.email,
          name: created.name,
          role: created.role,
          sso: true,
        },
      },
    );
    return created;
  });
}
