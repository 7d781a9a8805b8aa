import type { Browser, BrowserContext, Page } from "playwright-core";

export interface VisitorPage {
  page: Page;
  context: BrowserContext;
  /** Script errors and console errors the page reported. */
  errors: string[];
}

/**
 * A visitor's page in Arabic at `width` (cookies already accepted), counting layout shifts not
 * caused by the visitor (CLS without session windows; read with {@link layoutShift}), and apart
 * those that moved something up or down ({@link verticalShift}: what content arriving late
 * causes; a sideways one, the header's items taking their places in a first paint made before
 * the parser reached the header's end, is the shell's), and collecting script and console errors.
 */
export async function visitorPage(
  browser: Browser,
  width: number,
  options: { height?: number; deviceScaleFactor?: number; javaScript?: boolean } = {},
): Promise<VisitorPage> {
  const context = await browser.newContext({
    viewport: { width, height: options.height ?? 900 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    locale: "ar",
    javaScriptEnabled: options.javaScript ?? true,
  });
  await context.addInitScript(() => {
    if (!location.protocol.startsWith("http")) return;
    localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
    const w = window as unknown as { __shift: number; __verticalShift: number };
    w.__shift = 0;
    w.__verticalShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        if (entry.sources.some((s) => Math.abs(s.previousRect.y - s.currentRect.y) > 0.5))
          w.__verticalShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return { page, context, errors };
}

/** The vertical layout shift the page has summed so far (see visitorPage). */
export const verticalShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __verticalShift: number }).__verticalShift);

/** The layout shift the page has summed so far. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);
