import type { FastifyRequest } from "fastify";
import type { VersionStamp } from "../../cache/content-versions.ts";
import { CONSENT_STORAGE_KEY } from "../../core/consent.ts";
import type { Language } from "../../core/languages.ts";
import {
  isRetailerBarPage,
  mayKeepRetailer,
  RETAILER_COOKIE,
  type RetailerBarModel,
  retailerBarModel,
  retailerBarSettings,
  retailerChoiceOf,
  retailerCookie,
  withoutRetailerParam,
} from "../../core/retailer-bar.ts";
import { settingsForLanguage } from "../../core/settings.ts";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import { readCookie } from "../../http/actor.ts";
import type { RenderContext } from "../../ssr/render.tsx";
import type { SiteRuntime } from "./site-options.ts";

/**
 * What one page request does about the visitor's chosen retailer (runtime/core/retailer-bar.ts):
 * the bar its page shows, the cookie its answer sets, and whether the answer is this visitor's
 * own. The HTML cache holds one document per URL for every visitor, so a document whose bar
 * comes from the visitor's cookie, or whose answer sets a cookie, is rendered for this request,
 * never kept, and sent private (no shared cache keeps it either). A document whose bar comes from
 * the URL's `_retailer` is the same for everyone who asks for that URL: such a URL is rendered per
 * request anyway (its query is not a tracking one) and may be shared by URL.
 */
export interface VisitorRetailer {
  /** The bar the page shows, or null. */
  bar: RetailerBarModel | null;
  /** The answer is this visitor's alone: not taken from nor kept in the HTML cache, private. */
  isPersonal: boolean;
  /** The Set-Cookie value the answer carries (keeping or removing the choice), or null. */
  cookie: string | null;
  /** An emptied `_retailer` (the bar's forget link): the URL to go back to without it. */
  redirect: string | null;
}

/** A request that names no retailer. */
export const NO_RETAILER: VisitorRetailer = {
  bar: null,
  isPersonal: false,
  cookie: null,
  redirect: null,
};

/** The render context with the retailer bar in its shell (unchanged without one). */
export function withRetailerBar(ctx: RenderContext, bar: RetailerBarModel | null): RenderContext {
  if (bar === null) return ctx;
  const shell = ctx.shell ?? { navEntries: [], breadcrumbs: [], retailers: [] };
  return { ...ctx, shell: { ...shell, retailerBar: bar } };
}

/**
 * Reads the request's choice (`_retailer` in the URL, else the rdx_retailer cookie) and decides.
 * Nothing is read from the database unless the request names a retailer. The choice is kept in
 * the cookie only while general.retailer_bar.enabled is on and the visitor's cookie consent allows
 * optional cookies; a kept cookie the consent no longer allows, or naming no dealer now, is
 * removed. An empty `_retailer` removes it and goes back to the URL without it.
 */
export async function visitorRetailer(
  site: SiteRuntime,
  input: { request: FastifyRequest; stamp: VersionStamp | null; language: Language },
): Promise<VisitorRetailer> {
  const { request, stamp, language } = input;
  const { options } = site;
  const kept = readCookie(request, RETAILER_COOKIE);
  const at = request.url.indexOf("?");
  const search = new URLSearchParams(at === -1 ? "" : request.url.slice(at + 1));
  const choice = retailerChoiceOf(search, kept);
  const isSecure = options.secureCookies ?? false;
  const removal = kept === undefined ? null : retailerCookie(null, isSecure);
  if (choice.kind === "none") return NO_RETAILER;
  if (choice.kind === "forget")
    return {
      bar: null,
      isPersonal: true,
      cookie: removal,
      redirect: withoutRetailerParam(request.url),
    };

  const settings = settingsForLanguage(await options.data.settings(stamp), language.url);
  const log = (message: string) => request.log.warn(message);
  // No retailer bar: nothing to keep the choice for (a cookie the browser wrote is removed).
  if (!retailerBarSettings(settings, log).isEnabled || !options.findRetailer)
    return removal === null ? NO_RETAILER : { ...NO_RETAILER, isPersonal: true, cookie: removal };
  const mayKeep = mayKeepRetailer(settings, readCookie(request, CONSENT_STORAGE_KEY));
  if (choice.source === "cookie" && !mayKeep)
    return { bar: null, isPersonal: true, cookie: removal, redirect: null };

  const base = `/${language.url}/`;
  const urlPath = at === -1 ? request.url : request.url.slice(0, at);
  const isBarPage = isRetailerBarPage(settings, { urlPath, base, log });
  // Kept, on a page without the bar: the shared document, nothing read.
  if (choice.source === "cookie" && !isBarPage) return NO_RETAILER;

  const retailer = await options.findRetailer(choice.code).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) throw error;
    request.log.warn({ detail: error }, "the chosen retailer could not be read");
    return undefined;
  });
  // Not read (a failure, logged): no bar this time, the kept choice left as it is.
  if (retailer === undefined) return NO_RETAILER;
  if (retailer === null) {
    // A code no dealer has (any longer): forgotten, the page shown without a bar.
    return choice.source === "cookie"
      ? { bar: null, isPersonal: true, cookie: removal, redirect: null }
      : NO_RETAILER;
  }
  const bar = isBarPage ? retailerBarModel(retailer, { settings, urlPath, base, log }) : null;
  if (choice.source === "cookie") return { bar, isPersonal: true, cookie: null, redirect: null };
  // Chosen in the URL: kept for the next pages when the consent allows; a kept choice the
  // consent no longer allows is removed.
  const cookie = mayKeep
    ? kept === retailer.code
      ? null
      : retailerCookie(retailer.code, isSecure)
    : removal;
  return { bar, isPersonal: cookie !== null, cookie, redirect: null };
}
