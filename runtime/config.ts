import type { OidcOptions } from "./api/deps.ts";
import { isRole } from "./auth/permissions.ts";

/** Settings of the process, read once from the environment with explicit defaults. */
export interface RuntimeConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  theme: string;
  /**
   * Single sign-on values from OIDC_* (null when none is set); each wins over its auth.oidc.*
   * setting, and single sign-on is on when an issuer and a client id are known from either.
   */
  oidc: OidcOptions | null;
  /** REQUIRE_USER_LOGIN=true: every page of the site needs a signed-in user. */
  requireUserLogin: boolean;
  /** SECURE_COOKIES=true (behind HTTPS): cookies get the Secure flag. */
  secureCookies: boolean;
}

function readOidc(env: NodeJS.ProcessEnv): OidcOptions | null {
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  for (const name of ["OIDC_ISSUER", "OIDC_AUTHORIZATION_URL"]) {
    const url = value(name);
    if (url && !/^https?:\/\//.test(url))
      throw new Error(`${name} must be an http(s) URL, got "${url}"`);
    if (url && !URL.canParse(url)) throw new Error(`${name} must be a URL, got "${url}"`);
  }
  const defaultRole = value("OIDC_DEFAULT_ROLE");
  if (defaultRole !== undefined && !isRole(defaultRole))
    throw new Error(`OIDC_DEFAULT_ROLE must be admin, editor or viewer, got "${defaultRole}"`);
  const options: OidcOptions = {
    issuer: value("OIDC_ISSUER"),
    clientId: value("OIDC_CLIENT_ID"),
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    audience: value("OIDC_AUDIENCE"),
    instanceId: value("OIDC_INSTANCE_ID"),
    authorizationUrl: value("OIDC_AUTHORIZATION_URL"),
    defaultRole,
  };
  return Object.values(options).some((v) => v !== undefined) ? options : null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir: env.DATA_DIR || "./data",
    databaseUrl: env.DATABASE_URL || undefined,
    theme: env.THEME || "lrdx",
    oidc: readOidc(env),
    requireUserLogin: env.REQUIRE_USER_LOGIN === "true",
    secureCookies: env.SECURE_COOKIES === "true",
  };
}
