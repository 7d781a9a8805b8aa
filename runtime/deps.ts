import type { Db } from "./db/client.ts";
import type { StockService } from "./features/stock/stock-service.ts";
import type { SiteAssets } from "./ssr/assets.ts";

/**
 * Single sign-on values from the environment (OIDC_*). Each one set wins over the matching
 * auth.oidc.* setting; single sign-on is on when an issuer and a client id are known from either.
 */
export interface OidcOptions {
  /** The provider's issuer URL (its /.well-known/openid-configuration is read). */
  issuer?: string;
  clientId?: string;
  /** Only ever from the environment: settings are public. */
  clientSecret?: string;
  /** Requested audience and instance id, passed on the authorisation request when set. */
  audience?: string;
  instanceId?: string;
  /** Overrides the authorisation endpoint from the discovery document. */
  authorizationUrl?: string;
  /** Role given to a user who signs in for the first time. */
  defaultRole?: "admin" | "editor" | "viewer";
}

/** What every route module receives from buildServer. */
export interface AppDeps {
  db: Db;
  lang: string;
  theme: string;
  assets: SiteAssets;
  /** Set the Secure flag on cookies (true behind HTTPS). */
  secureCookies: boolean;
  /** Single sign-on values from the environment; the auth.oidc.* settings fill the rest. */
  oidc: OidcOptions | null;
  /** Where made picture variants are kept between requests and restarts; memory only when absent. */
  imageCacheDir?: string;
  /** The site's public origin (PUBLIC_URL): absolute URLs never come from request headers. */
  publicOrigin: () => string;
  /** The stock data service (listings, vehicles, configs) over this database. */
  stock: StockService;
}
