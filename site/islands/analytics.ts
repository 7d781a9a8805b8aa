import {
  ANALYTICS_CONTEXT_ELEMENT_ID,
  ANALYTICS_EVENT_ATTRIBUTE,
  type AnalyticsServerContext,
  campaignCookie,
  campaignCookieValue,
  completePageLoadContext,
  pushEcommerce,
} from "../../runtime/core/analytics.ts";
import { CONSENT_STORAGE_KEY } from "../../runtime/core/consent.ts";
import { whenParsed } from "./when-parsed.ts";

/**
 * The analytics island, loaded on every page (its own small entry, not the block islands'
 * client, so a page without islands still ships no React): it keeps the campaign parameters in
 * the `__gtm_campaign_url` cookie and pushes the page-load context to `window.dataLayer`
 * (runtime/core/analytics.ts holds the rules). It runs as soon as it arrives rather than after
 * load and idle like the shell's parts: it only reads the location and local storage and writes
 * one cookie, nothing that paints, and the tag manager should have the context early. Being an
 * async module, it never blocks the first paint.
 */

declare global {
  interface Window {
    /** The tag manager's event queue. */
    dataLayer?: Record<string, unknown>[];
  }
}

/** The stored consent record; none when storage is missing or blocked ("There is no localStorage"). */
function storedConsent(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The path plus the query the category mapping is tested against, decoded so an Arabic path
 * reads as the address bar shows it (`/ar/عروض`); as sent when it does not decode.
 */
function pathAndQuery(): string {
  const raw = location.pathname + location.search;
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

function keepCampaign(): void {
  const value = campaignCookieValue(location.href);
  if (value === null) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = campaignCookie(value, location.protocol === "https:");
}

function pushPageLoadContext(): void {
  const text = document.getElementById(ANALYTICS_CONTEXT_ELEMENT_ID)?.textContent;
  if (!text) return;
  const context = completePageLoadContext(JSON.parse(text) as AnalyticsServerContext, {
    pathAndQuery: pathAndQuery(),
    storedConsent: storedConsent(),
    log: (message) => console.warn(message),
  });
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ...context });
}

/** The ecommerce events the page reports at load, after its context (see ANALYTICS_EVENT_ATTRIBUTE). */
function pushPageEvents(): void {
  for (const el of document.querySelectorAll(`script[${ANALYTICS_EVENT_ATTRIBUTE}]`)) {
    try {
      const entry: unknown = JSON.parse(el.textContent ?? "");
      if (entry === null || typeof entry !== "object" || Array.isArray(entry)) continue;
      window.dataLayer = window.dataLayer ?? [];
      pushEcommerce(window.dataLayer, { ...entry });
    } catch {
      // Not JSON: nothing to report.
    }
  }
}

keepCampaign();
// The page's context is written after this script's tag: read once the document is parsed.
whenParsed(() => {
  pushPageLoadContext();
  pushPageEvents();
});
