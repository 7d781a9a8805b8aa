import type { OidcOptions } from "./api/deps.ts";
import { isRole } from "./auth/permissions.ts";

/** Settings of the process, read once from the environment with explicit defaults. */
export interface RuntimeConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  theme: string;
  /** Single sign-on, when OIDC_ISSUER and OIDC_CLIENT_ID are set. */
  oidc: OidcOptions | null;
  /** REQUIRE_USER_LOGIN=true: every page of the site needs a signed-in user. */
  requireUserLogin: boolean;
  /** SECURE_COOKIES=true (behind HTTPS): cookies get the Secure flag. */
  secureCookies: boolean;
}

function readOidc(env: NodeJS.ProcessEnv): OidcOptions | null {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!issuer && !clientId) return null;
  if (!issuer || !clientId)
    throw new Error("single sign-on needs both OIDC_ISSUER and OIDC_CLIENT_ID (or neither)");
  for (const [name, value] of [
    ["OIDC_ISSUER", issuer],
    ["OIDC_AUTHORIZATION_URL", env.OIDC_AUTHORIZATION_URL],
  ] as const) {
    if (value && !URL.canParse(value)) throw new Error(`${name} must be a URL, got "${value}"`);
  }
  const defaultRole = env.OIDC_DEFAULT_ROLE || undefined;
  if (defaultRole !== undefined && !isRole(defaultRole))
    throw new Error(`OIDC_DEFAULT_ROLE must be admin, editor or viewer, got "${defaultRole}"`);
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    audience: env.OIDC_AUDIENCE || undefined,
    instanceId: env.OIDC_INSTANCE_ID || undefined,
    authorizationUrl: env.OIDC_AUTHORIZATION_URL || undefined,
    defaultRole,
  };
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
