import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import * as client from "openid-client";
import type { OidcOptions } from "../api/deps.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { Actor } from "./actor.ts";
import { recordAudit } from "./audit.ts";
import { normaliseEmail } from "./rate-limit.ts";
import { readCookie, type UserRow } from "./sessions.ts";

/** The short-lived cookie that carries one sign-on attempt from /start to /callback. */
export const OIDC_COOKIE = "oidc_tx";
const OIDC_COOKIE_PATH = "/auth/oidc";
const ATTEMPT_TTL_MS = 10 * 60_000;

/** What /start remembers for /callback: checked against the provider's answer. */
interface Attempt {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  redirectUri: string;
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
 * Authorisation code flow with state, nonce and PKCE (S256). The attempt is kept in an
 * HTTP-only cookie signed with HMAC (key derived from the client secret, so every process of
 * the site accepts it), which also binds the callback to the browser that started it.
 */
export class OidcSignOn {
  private configuration: Promise<client.Configuration> | null = null;
  private readonly key: Buffer;

  constructor(private readonly options: OidcOptions) {
    this.key = options.clientSecret
      ? createHmac("sha256", "oidc-attempt").update(options.clientSecret).digest()
      : randomBytes(32);
  }

  /** Discovery once; a failed discovery is tried again on the next sign-on. */
  private config(): Promise<client.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.options.issuer);
      const isHttp = issuer.protocol === "http:";
      this.configuration = client
        .discovery(
          issuer,
          this.options.clientId,
          this.options.clientSecret,
          undefined,
          // An http issuer is the operator's choice (a provider on the same machine or in tests).
          isHttp ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          this.configuration = null;
          throw error;
        });
    }
    return this.configuration;
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
  async start(input: {
    redirectUri: string;
    returnTo: string;
  }): Promise<{ location: string; cookieValue: string }> {
    const config = await this.config();
    const verifier = client.randomPKCECodeVerifier();
    const attempt: Attempt = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier,
      returnTo: input.returnTo,
      redirectUri: input.redirectUri,
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
    if (this.options.audience) parameters.audience = this.options.audience;
    if (this.options.instanceId) parameters.instance_id = this.options.instanceId;
    let url = client.buildAuthorizationUrl(config, parameters);
    if (this.options.authorizationUrl) {
      const override = new URL(this.options.authorizationUrl);
      for (const [name, value] of url.searchParams) override.searchParams.set(name, value);
      url = override;
    }
    return { location: url.href, cookieValue: this.seal(attempt) };
  }

  /** Checks the provider's answer against the attempt (state, nonce, PKCE, ID token). */
  async callback(request: FastifyRequest): Promise<OidcIdentity & { returnTo: string }> {
    const attempt = this.open(readCookie(request, OIDC_COOKIE));
    const config = await this.config();
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
    if (!email) email = `${claims.sub}@${new URL(this.options.issuer).hostname}`;
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
