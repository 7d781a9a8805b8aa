import {
  type ConsentRecord,
  type ConsentScope,
  type ConsentStatus,
  parseConsentRecord,
  parseStrategy,
  strategyRecord,
} from "./consent.ts";
import { type SettingKey, type SettingsMap, settingJson, settingValue } from "./settings.ts";

/**
 * Analytics rules (000 §3 "Page-load analytics context" and "Page category", §9 "UTM tracking",
 * §9 "Timing"): what every page pushes to `window.dataLayer` when it loads, how its category is
 * chosen, and what the campaign cookie holds. Pure: site/islands/analytics.ts reads the location,
 * local storage and cookies in the browser and passes their text here.
 *
 * The server's HTML cache keeps one anonymous document per path, so whatever depends on the query
 * or on the visitor's storage is decided in the browser: the server writes the parts it knows
 * (analyticsServerContext) as JSON, and the island completes them (completePageLoadContext).
 */

/** The setting holding category -> regex (JSON), tried before the documented fallbacks. */
const PAGE_CATEGORY_MAPPING_KEY = "data_layers.page_category_mapping" satisfies SettingKey;

/** The id of the <script type="application/json"> holding the server's part of the context. */
export const ANALYTICS_CONTEXT_ELEMENT_ID = "analytics-context";

/** The category of a page no rule names. */
const DEFAULT_PAGE_CATEGORY = "dx_other";

/** The category of a page with stock-locator blocks (a product listing). */
const STOCK_LOCATOR_CATEGORY = "plp";

/**
 * The documented fallbacks by route name. A CMS page's route name is the last segment of its
 * path, so the pages `buy-online/success` and `showroom/preview` are a confirmation and a product
 * page (decision: the specification names the routes, not where they sit).
 */
const ROUTE_CATEGORIES: ReadonlyMap<string, string> = new Map([
  ["success", "checkout_order_confirmation"],
  ["checkout", "checkout_reservation"],
  ["details", "checkout"],
  ["preview", "pdp"],
]);

/** The `event` of the page-load push, so a tag manager's trigger can wait for the context. */
const PAGE_LOAD_EVENT = "page_load_context";

/** `data_layers.application` when unset: the platform's name, as `dx_other` is its category. */
const DEFAULT_APPLICATION = "rdx";

/**
 * What every page pushes to `window.dataLayer` once it has loaded (000 §3 lists language,
 * currency code, brand, consent status, category, market and application; the names are ours,
 * snake_case as dataLayer variables usually are).
 */
interface PageLoadContext {
  event: typeof PAGE_LOAD_EVENT;
  /** The page's language code (`ar`, `en`, `he`). */
  language: string;
  /** ISO 4217 code from the price settings (`price.currency_iso`, `prices.currency_iso` wins). */
  currency_code: string | null;
  /** The site's theme (`lrdx`, `jdx`); null when there is none (000 §3 "Brand"). */
  brand: string | null;
  /** The stored cookie consent: accepted, rejected, or pending when nothing is decided yet. */
  consent_status: ConsentStatus;
  /** The scopes accepted (obligatory, optional...), so tags can check the one they need. */
  consent_scopes: ConsentScope[];
  page_category: string;
  /** `data_layers.market` (an ISO 3166 code such as AE); null when unset. */
  market: string | null;
  /** `data_layers.application`. */
  application: string;
}

/** One rule of the mapping: the category, and the regular expression's source. */
export type CategoryRule = readonly [category: string, pattern: string];

/** What the server knows of the context: the same for every visitor of a path. */
export interface AnalyticsServerContext {
  language: string;
  currency_code: string | null;
  brand: string | null;
  market: string | null;
  application: string;
  /** The mapping's rules, in the setting's order, those that are not regular expressions left out. */
  categoryRules: CategoryRule[];
  /** The category when no rule matches: the documented fallbacks for this page. */
  fallbackCategory: string;
  /** The consent every visitor has when the site asks none (strategy none); else null. */
  fixedConsent: ConsentRecord | null;
}

type Log = (message: string) => void;

/** A regular expression from a mapping's pattern, or null (logged) when it is not one. */
function compileRule(rule: CategoryRule, log: Log): RegExp | null {
  try {
    return new RegExp(rule[1]);
  } catch {
    log(`Invalid regex in ${PAGE_CATEGORY_MAPPING_KEY} for "${rule[0]}": ${rule[1]}`);
    return null;
  }
}

/**
 * The rules of `data_layers.page_category_mapping`: a JSON object of category -> regular
 * expression source. Invalid JSON (or JSON that is not an object) logs 'Invalid JSON in
 * data_layers.page_category_mapping' and gives no rules; a value that is not a string, or not a
 * regular expression, is left out with a log naming its category.
 */
export function categoryRules(map: SettingsMap, log: Log): CategoryRule[] {
  const raw = settingJson(map, PAGE_CATEGORY_MAPPING_KEY, null, log);
  if (raw === null) return [];
  if (typeof raw !== "object" || Array.isArray(raw)) {
    log(`Invalid JSON in ${PAGE_CATEGORY_MAPPING_KEY}`);
    return [];
  }
  const rules: CategoryRule[] = [];
  for (const [category, pattern] of Object.entries(raw)) {
    if (typeof pattern !== "string") {
      log(`Invalid regex in ${PAGE_CATEGORY_MAPPING_KEY} for "${category}": not a string`);
      continue;
    }
    if (compileRule([category, pattern], log) !== null) rules.push([category, pattern]);
  }
  return rules;
}

/**
 * The first rule whose expression matches the path plus the query (`/ar/offers?utm_source=x`),
 * or null. An invalid expression is skipped with a log.
 */
export function mappedCategory(
  rules: readonly CategoryRule[],
  pathAndQuery: string,
  log: Log = () => {},
): string | null {
  for (const rule of rules) if (compileRule(rule, log)?.test(pathAndQuery)) return rule[0];
  return null;
}

/**
 * The documented fallbacks: success -> checkout_order_confirmation, checkout ->
 * checkout_reservation, details -> checkout, preview -> pdp (by the route name, see
 * ROUTE_CATEGORIES), then a page with stock-locator blocks -> plp, else dx_other.
 */
export function fallbackCategory(input: {
  /** The page's path without the language base, e.g. `buy-online/success`. */
  pagePath: string;
  hasStockLocatorBlocks: boolean;
}): string {
  const segments = input.pagePath.split(/[?#]/, 1)[0]?.split("/").filter(Boolean) ?? [];
  const routeName = (segments.at(-1) ?? "").toLowerCase();
  const byRoute = ROUTE_CATEGORIES.get(routeName);
  if (byRoute !== undefined) return byRoute;
  return input.hasStockLocatorBlocks ? STOCK_LOCATOR_CATEGORY : DEFAULT_PAGE_CATEGORY;
}

/** The page's category: the mapping setting first, then the documented fallbacks. */
export function pageCategory(input: {
  rules: readonly CategoryRule[];
  pathAndQuery: string;
  pagePath: string;
  hasStockLocatorBlocks: boolean;
  log?: Log;
}): string {
  return mappedCategory(input.rules, input.pathAndQuery, input.log) ?? fallbackCategory(input);
}

function nonBlank(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/** The parts of the context the server knows, for the page at `pagePath` in `language`. */
export function analyticsServerContext(
  map: SettingsMap,
  input: {
    language: string;
    theme: string;
    pagePath: string;
    hasStockLocatorBlocks: boolean;
    log: Log;
  },
): AnalyticsServerContext {
  return {
    language: input.language,
    currency_code: nonBlank(settingValue(map, "price.currency_iso")),
    brand: nonBlank(input.theme),
    market: nonBlank(settingValue(map, "data_layers.market"))?.toUpperCase() ?? null,
    application: nonBlank(settingValue(map, "data_layers.application")) ?? DEFAULT_APPLICATION,
    categoryRules: categoryRules(map, input.log),
    fallbackCategory: fallbackCategory(input),
    fixedConsent: strategyRecord(parseStrategy(settingValue(map, "cookie_consent.strategy"))),
  };
}

/**
 * The whole push, from the server's part and what the browser reads: the location's path and
 * query, and the stored `cookieConsentStatus` record (null when there is none).
 */
export function completePageLoadContext(
  server: AnalyticsServerContext,
  browser: { pathAndQuery: string; storedConsent: string | null; log?: Log },
): PageLoadContext {
  const consent = server.fixedConsent ?? parseConsentRecord(browser.storedConsent);
  return {
    event: PAGE_LOAD_EVENT,
    language: server.language,
    currency_code: server.currency_code,
    brand: server.brand,
    consent_status: consent.status,
    consent_scopes: [...consent.scopes],
    page_category:
      mappedCategory(server.categoryRules, browser.pathAndQuery, browser.log) ??
      server.fallbackCategory,
    market: server.market,
    application: server.application,
  };
}

// ---------------------------------------------------------------------------------------------
// Campaign (UTM) cookie

/** The cookie the campaign parameters are kept in, for the tag manager (000 §9 "UTM tracking"). */
const CAMPAIGN_COOKIE = "__gtm_campaign_url";

/** The parameters kept, in this order of the specification. */
const CAMPAIGN_PARAMETERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
  "gclid",
] as const;

/**
 * How long the cookie lasts: 30 days, the usual attribution window (decision: the specification
 * names only the path), so a lead sent on a later visit is still credited to the campaign.
 */
export const CAMPAIGN_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A longer value is not stored: a cookie holds about 4 KB, and a URL that long is not a campaign. */
const CAMPAIGN_COOKIE_MAX_LENGTH = 2048;

/**
 * The cookie's value for a visit to `url`, or null to leave the cookie as it is.
 *
 * The value is the landing URL (origin and path, no fragment) with its query reduced to the
 * campaign parameters that have a value, in the order the URL has them, e.g.
 * `https://www.example.com/ar/offers?utm_source=news&gclid=abc` (a URL, as the cookie's name says,
 * so a tag manager's URL variable can read each parameter). URLSearchParams encodes it, so it never
 * holds a space, a comma or a semicolon.
 *
 * A visit whose URL has any campaign parameter overwrites the cookie entirely (the last campaign
 * wins, and parameters of two campaigns never mix); a visit without one leaves it alone.
 */
export function campaignCookieValue(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const kept = new URLSearchParams();
  let hasCampaign = false;
  for (const [name, value] of parsed.searchParams)
    if (value !== "" && (CAMPAIGN_PARAMETERS as readonly string[]).includes(name)) {
      kept.append(name, value);
      hasCampaign = true;
    }
  if (!hasCampaign) return null;
  const value = `${parsed.origin}${parsed.pathname}?${kept.toString()}`;
  return value.length > CAMPAIGN_COOKIE_MAX_LENGTH ? null : value;
}

/** The `document.cookie` assignment that stores `value` (path /, Lax, Secure on https). */
export function campaignCookie(value: string, isSecure: boolean): string {
  const attributes = [
    `${CAMPAIGN_COOKIE}=${value}`,
    "path=/",
    `max-age=${CAMPAIGN_COOKIE_MAX_AGE_SECONDS}`,
    "samesite=lax",
  ];
  if (isSecure) attributes.push("secure");
  return attributes.join("; ");
}

// ---------------------------------------------------------------------------------------------
// Pushes that wait for the tag manager

/** How long a push's callback waits for the tag manager before it runs anyway (000 §9 "Timing"). */
export const ANALYTICS_CALLBACK_TIMEOUT_MS = 5000;

/** What a dataLayer is to us: something to push entries onto. */
interface DataLayerLike {
  push(entry: Record<string, unknown>): unknown;
}

/**
 * Pushes a GA4 ecommerce event: the previous ecommerce object is cleared first, as GA4 asks.
 */
export function pushEcommerce(layer: DataLayerLike, entry: Record<string, unknown>): void {
  layer.push({ ecommerce: null });
  layer.push(entry);
}

/**
 * Marks a `<script type="application/json">` holding an ecommerce event the page reports at
 * load (the stock list's first page of vehicles): site/islands/analytics.ts pushes each, so the
 * report does not wait for the island that shows them to hydrate.
 */
export const ANALYTICS_EVENT_ATTRIBUTE = "data-analytics-event";

/**
 * Pushes `entry` and runs `callback` once: when the tag manager calls its `eventCallback`, or
 * after ANALYTICS_CALLBACK_TIMEOUT_MS when it does not (blocked, not loaded, or a tag hangs), so
 * whatever waits for the tags (a navigation, a form's next step) is never stuck. Timers are
 * passed in so a test drives the clock.
 */
export function pushWithCallback(
  layer: DataLayerLike,
  entry: Record<string, unknown>,
  callback: () => void,
  timers: {
    setTimeout: (run: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  } = {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
): void {
  let isDone = false;
  const once = () => {
    if (isDone) return;
    isDone = true;
    timers.clearTimeout(timer);
    callback();
  };
  const timer = timers.setTimeout(once, ANALYTICS_CALLBACK_TIMEOUT_MS);
  layer.push({ ...entry, eventCallback: once, eventTimeout: ANALYTICS_CALLBACK_TIMEOUT_MS });
}
