import { mayKeepRetailerWith, retailerCookie } from "../../runtime/core/retailer-bar.ts";
import { readConsentRecord, readGateSettings } from "../islands/consent-record.ts";

/**
 * Keeps the retailer the visitor picked in the stock locator's search in the retailer bar's
 * cookie (runtime/core/retailer-bar.ts), when the page's consent strategy and the visitor's
 * stored consent allow optional cookies: the search changes the URL in place, so the pages the
 * visitor opens next learn the choice from the cookie. The server removes it again if the site
 * shows no retailer bar.
 */
export function keepRetailerInBrowser(code: string): void {
  if (!mayKeepRetailerWith(readGateSettings().strategy, readConsentRecord())) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = retailerCookie(code, window.location.protocol === "https:");
}
