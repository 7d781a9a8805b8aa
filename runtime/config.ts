import { isIP } from "node:net";
import type { OidcOptions } from "./deps.ts";
import { isRole } from "./http/permissions.ts";

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
  /** Cookies get the Secure flag: SECURE_COOKIES=true, or a PUBLIC_URL that is https. */
  secureCookies: boolean;
  /**
   * PUBLIC_URL: the origin visitors reach the site at (canonical links, the page's origin, the
   * single sign-on callback). Never taken from a request's Host or X-Forwarded-Host. Unset: the
   * server's own http://localhost:PORT.
   */
  publicUrl: string | undefined;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For/-Proto/-Host are believed (their addresses or
   * CIDR ranges, or loopback/linklocal/uniquelocal, comma-separated; or a number of hops). Unset:
   * none, and the client's address is the connection's.
   */
  trustProxy: string | number | false;
  /**
   * The outbox worker's pool (runtime/features/outbox/outbox.ts): OUTBOX_CONCURRENCY deliveries
   * under way at once (default 128), at most OUTBOX_TARGET_CONCURRENCY of them to one target, a
   * webhook's origin, a CRM system or the mail server (default 32). The worker shares the process
   * with the visitors' requests: the more deliveries it keeps under way, the larger its share, and
   * at these sizes it keeps up with the intake of a busy process (tests/bench/leads-soak.ts); a
   * target that takes fewer at once (an SMTP server's limit per client) is given a lower bound.
   *
   */
  outbox: { concurrency: number; perTargetConcurrency: number };
  /**
   * OUTBOX_WORKER (on, the default, or off): whether the server delivers in its own process. Off,
   * the deliveries are left to workers of their own (`npm run worker`, runtime/worker-main.ts) on
   * the same PostgreSQL server, and the visitors' requests keep the process to themselves.
   */
  isOutboxWorker: boolean;
}

/** A whole number from 1 to 1000 in `name`, or `fallback` when it is unset. */
function readCount(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 1000)
    throw new Error(`${name} must be a whole number from 1 to 1000, got "${text}"`);
  return value;
}

/** PUBLIC_URL as an origin (scheme, host and port; no path). */
export function readPublicUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:"))
    throw new Error(
      `PUBLIC_URL must be an http(s) URL such as https://www.example.com, got "${text}"`,
    );
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password)
    throw new Error(
      `PUBLIC_URL must be an origin only (no path, query or credentials), got "${text}"`,
    );
  return url.origin;
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** One TRUST_PROXY entry: an address, a CIDR range, or a named range of proxy-addr. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: off unless it names the proxies (or a hop count); "true" is refused on purpose. */
export function readTrustProxy(value: string | undefined): string | number | false {
  const text = value?.trim();
  if (!text || text === "false") return false;
  if (/^\d+$/.test(text) && Number(text) > 0 && Number(text) < 100) return Number(text);
  const entries = text.split(",").map((e) => e.trim());
  const bad = entries.find((e) => !isProxyEntry(e));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY must list the proxies' addresses or ranges (e.g. 10.0.0.2,10.1.0.0/16 or loopback) or a hop count; "${bad}" is neither` +
        (bad === "true" || bad === "*"
          ? " (trusting every client's X-Forwarded-* headers is not offered)"
          : ""),
    );
  return entries.join(",");
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
  const publicUrl = readPublicUrl(env.PUBLIC_URL);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir: env.DATA_DIR || "./data",
    databaseUrl: env.DATABASE_URL || undefined,
    theme: env.THEME || "lrdx",
    oidc: readOidc(env),
    requireUserLogin: env.REQUIRE_USER_LOGIN === "true",
    secureCookies: env.SECURE_COOKIES === "true" || publicUrl?.startsWith("https:") === true,
    publicUrl,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    isOutboxWorker: readOutboxWorker(env.OUTBOX_WORKER),
    outbox: {
      concurrency: readCount(env, "OUTBOX_CONCURRENCY", 128),
      perTargetConcurrency: readCount(env, "OUTBOX_TARGET_CONCURRENCY", 32),
    },
  };
}

/** OUTBOX_WORKER: on (the default) or off. */
function readOutboxWorker(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() || "on";
  if (text !== "on" && text !== "off")
    throw new Error(`OUTBOX_WORKER must be on or off, got "${value}"`);
  return text === "on";
}
