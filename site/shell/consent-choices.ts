/*
 * What the cookie banner's markup (site/shell/consent-banner.tsx, on the server) and its script
 * in the browser (site/islands/consent-banner.ts, no React) agree on.
 */

/** What each of the banner's buttons sends to the consent machine (`data-consent-choice`). */
export type ConsentChoice = "accept-all" | "necessary" | "reject";

/** The <template> the banner's markup is in. */
export const CONSENT_BANNER_TEMPLATE_ID = "consent-banner-template";
