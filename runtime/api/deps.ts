import type { Db } from "../db/client.ts";
import type { SiteAssets } from "../ssr/assets.ts";

/** Single sign-on settings; absent when only local accounts are used. */
export interface OidcOptions {
  /** The provider's issuer URL (its /.well-known/openid-configuration is read). */
  issuer: string;
  clientId: string;
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
  oidc: OidcOptions | null;
}
