import type { Browser, BrowserContext } from "playwright-core";

/** A phone as the page benches load pages in: 412 × 823 CSS pixels at 1.75×, touch, Arabic. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: "ar",
  });
}
