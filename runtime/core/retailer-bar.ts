import {
  type ConsentRecord,
  type ConsentScope,
  type ConsentStrategy,
  isConsentGiven,
  parseConsentRecord,
  parseStrategy,
  strategyRecord,
} from "./consent.ts";
import { isUnderPagePrefixes } from "./page-prefixes.ts";
import { type SettingsMap, settingJson, settingValue } from "./settings.ts";
import { cleanDealerCode, POSTCODE_URL_PARAMS, readSearchParams } from "./stock/postcode.ts";
import { pagePathHref } from "./stock/stock-page.ts";

/*
 * The retailer bar (000 §2 'Main layout', §9: 50 px): once the visitor has chosen a retailer, a
 * bar under the header names it, with its phone and a link. The choice is the postcode and dealer
 * search's `_retailer` query parameter (001 §4), kept in a first-party cookie when the visitor's
 * cookie consent allows it, so later pages show the bar too. Pure: the server reads the request
 * and the dealer, the browser writes the cookie; both ask here.
 */

/** The first-party cookie the chosen retailer's dealer code is kept in (path /, Lax). */
export const RETAILER_COOKIE = "rdx_retailer";

/** How long the choice is kept: 90 days (the specification names no lifetime). */
export const RETAILER_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/**
 * The consent keeping the choice needs: a preference the visitor made, not one the site needs to
 * work, so the optional cookies' scope (with the basic strategy's "accept all", or a consent
 * manager's functional categories).
 */
export const RETAILER_COOKIE_SCOPES: readonly ConsentScope[] = ["optional"];

/** The query parameter that names the retailer (001 §4), and that forgets it when empty. */
export const RETAILER_PARAM = POSTCODE_URL_PARAMS.retailer;

/** The retailer bar's settings (general.retailer_bar.*), with their fallbacks. */
export interface RetailerBarSettings {
  isEnabled: boolean;
  /** Site path prefixes where the bar shows; "/" is every page. */
  pages: string[];
  /** Where the retailer's name links to, as stored ("" for no link). */
  link: string;
}

/**
 * general.retailer_bar.enabled (on unless 'false'), .pages (a JSON list of path prefixes; empty
 * is every page; invalid JSON logs 'Invalid JSON in general.retailer_bar.pages' and no page shows
 * the bar) and .link.
 */
export function retailerBarSettings(
  settings: SettingsMap,
  log: (message: string) => void,
): RetailerBarSettings {
  const stored = settingValue(settings, "general.retailer_bar.pages");
  const pages =
    stored === undefined || stored.trim() === ""
      ? ["/"]
      : settingJson(settings, "general.retailer_bar.pages", [], log);
  return {
    isEnabled: settingValue(settings, "general.retailer_bar.enabled") !== "false",
    pages: Array.isArray(pages) ? pages.filter((p): p is string => typeof p === "string") : [],
    link: (settingValue(settings, "general.retailer_bar.link") ?? "").trim(),
  };
}

/** Whether the page at `urlPath` shows the bar once a retailer is chosen. */
export function isRetailerBarPage(
  settings: SettingsMap,
  input: { urlPath: string; base: string; log: (message: string) => void },
): boolean {
  const bar = retailerBarSettings(settings, input.log);
  return bar.isEnabled && isUnderPagePrefixes(bar.pages, input.urlPath, input.base);
}

/** What a request says of the visitor's retailer. */
export type RetailerChoice =
  /** A dealer code: from the URL (`_retailer`, its first valid code) or from the cookie. */
  | { kind: "chosen"; code: string; source: "query" | "cookie" }
  /** `_retailer` present and empty: the visitor asked to forget the choice. */
  | { kind: "forget" }
  | { kind: "none" };

/**
 * The retailer a request names: the URL's `_retailer` first (001 §4: a search in force, several
 * codes in a retailer search, the bar shows the first), else the cookie's code. An empty
 * `_retailer` forgets; a malformed one is ignored, as the search ignores it.
 */
export function retailerChoiceOf(
  search: URLSearchParams,
  cookie: string | undefined,
): RetailerChoice {
  const values = search.getAll(RETAILER_PARAM);
  if (values.length > 0 && values.every((v) => v.trim() === "")) return { kind: "forget" };
  const [first] = readSearchParams(search).retailer;
  if (first) return { kind: "chosen", code: first.value, source: "query" };
  const kept = cleanDealerCode(cookie);
  return kept ? { kind: "chosen", code: kept, source: "cookie" } : { kind: "none" };
}

/**
 * Whether the visitor's consent allows keeping the choice: always with no consent layer (the
 * strategy none); otherwise the stored record must be accepted with the optional scope. Nothing
 * decided yet (no record) is no.
 */
export function mayKeepRetailerWith(
  strategy: ConsentStrategy,
  record: ConsentRecord | null,
): boolean {
  if (strategyRecord(strategy)) return true;
  return record !== null && isConsentGiven(record, RETAILER_COOKIE_SCOPES);
}

/**
 * mayKeepRetailerWith on the server: the strategy of cookie_consent.strategy, and the record the
 * request's `cookieConsentStatus` cookie holds (the cookie banner writes it beside local storage).
 */
export function mayKeepRetailer(settings: SettingsMap, consentRecord: string | undefined): boolean {
  const strategy = parseStrategy(settingValue(settings, "cookie_consent.strategy"));
  return mayKeepRetailerWith(
    strategy,
    consentRecord === undefined ? null : parseConsentRecord(consentRecord),
  );
}

/**
 * The cookie that keeps `code` (a Set-Cookie value, or a `document.cookie` assignment), or that
 * removes the kept one when `code` is null: path /, SameSite=Lax, Secure on https. Readable by
 * the page's script (not HttpOnly): the stock locator's search writes it in the browser.
 */
export function retailerCookie(code: string | null, isSecure: boolean): string {
  const attributes = [
    `${RETAILER_COOKIE}=${code === null ? "" : encodeURIComponent(code)}`,
    "Path=/",
    `Max-Age=${code === null ? 0 : RETAILER_COOKIE_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
  ];
  if (isSecure) attributes.push("Secure");
  return attributes.join("; ");
}

/** The chosen retailer as the dealers feature finds it by its code. */
export interface ChosenRetailer {
  code: string;
  name: string;
  /** The phone as shown: international format, Latin digits ("" when the dealer has none). */
  phone: string;
  /** Its tel: link ("" when there is no dialable number). */
  phoneHref: string;
}

/** The retailer bar as the layout renders it. */
export interface RetailerBarModel {
  name: string;
  phone: string;
  phoneHref: string;
  /** The retailer's name links here (general.retailer_bar.link); null: no link. */
  href: string | null;
  /** The same page with an empty `_retailer`: the server forgets the choice and comes back. */
  forgetHref: string;
}

/** The bar for a retailer on the page at `urlPath` (path only: the same for every query). */
export function retailerBarModel(
  retailer: ChosenRetailer,
  input: { settings: SettingsMap; urlPath: string; base: string; log: (message: string) => void },
): RetailerBarModel {
  const { link } = retailerBarSettings(input.settings, input.log);
  const path = input.urlPath.split(/[?#]/)[0] || input.base;
  return {
    name: retailer.name,
    phone: retailer.phone,
    phoneHref: retailer.phoneHref,
    href: link === "" ? null : pagePathHref(link, input.base),
    forgetHref: `${path}?${RETAILER_PARAM}=`,
  };
}

/**
 * The URL a forgetting request goes back to: the same path and query without `_retailer`
 * (site-relative; never another origin).
 */
export function withoutRetailerParam(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  query.delete(RETAILER_PARAM);
  const rest = query.toString();
  const path = url.slice(0, at);
  return rest === "" ? path : `${path}?${rest}`;
}
