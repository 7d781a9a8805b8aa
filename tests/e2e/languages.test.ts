/**
 * The English site (left to right) and the Hebrew one (right to left) beside the Arabic one, in
 * Chromium on the demo site: direction and layout, the menu, the footer, the cookie banner, the
 * language switch, search and the 404 — and the home pages' screenshots at phone and desktop
 * widths in both directions (tests/e2e/__screenshots__/languages-*).
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startedSiteInChromium } from "../helpers/start-site.ts";

const site = startedSiteInChromium();
const SHOTS = "tests/e2e/__screenshots__";

async function visitor(
  width: number,
  { hasConsented = true, locale = "en" } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, locale });
  if (hasConsented)
    await context.addInitScript(() => {
      if (location.protocol.startsWith("http"))
        localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
    });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  return { context, page, errors };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
}

describe("the English site, left to right", () => {
  it("lays the header out left to right and opens the English menu by keyboard", async () => {
    const { context, page, errors } = await visitor(1440);
    await open(page, "/en/models/defender");
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    // The logo starts the header on the left; in Arabic it starts it on the right.
    const logo = await page.locator(".site-header__logo").boundingBox();
    expect(logo?.x ?? 999).toBeLessThan(100);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const models = nav.getByRole("button", { name: "Models" });
    await models.focus();
    await page.keyboard.press("Enter");
    const panel = page.locator(`#${await models.getAttribute("popovertarget")}`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(
      await panel.getByRole("link", { name: "Defender", exact: true }).getAttribute("href"),
    ).toBe("/en/models/defender");
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);
    // The footer and the quick links are the English site's own.
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe(
      "/en/contact-us",
    );
    expect(await page.getByRole("complementary", { name: "Quick links" }).textContent()).toContain(
      "Book a test drive",
    );
    expect(errors).toEqual([]);
    await context.close();

    const arabic = await visitor(1440, { locale: "ar" });
    await open(arabic.page, "/ar/models/defender");
    const arabicLogo = await arabic.page.locator(".site-header__logo").boundingBox();
    expect((arabicLogo?.x ?? 0) + (arabicLogo?.width ?? 0)).toBeGreaterThan(1340);
    await arabic.context.close();
  });

  it("shows the cookie banner in English; accepting stores the documented record", async () => {
    const { context, page } = await visitor(390, { hasConsented: false });
    await open(page, "/en/models/defender");
    const banner = page.locator(".consent-banner");
    await banner.waitFor({ state: "visible", timeout: 15_000 });
    expect(await banner.textContent()).toContain("We respect your privacy");
    await banner.getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => page.locator(".consent-banner").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("cookieConsentStatus"))).toBe(
      "accepted:obligatory,optional",
    );
    await context.close();
  });

  it("switches to the Arabic version of the page by keyboard, keeping the query but the tracking", async () => {
    const { context, page } = await visitor(390);
    await open(page, "/en/models/defender?colour=red&utm_source=mail&gclid=abc");
    const summary = page.locator(".lang-switch__button");
    await summary.focus();
    await page.keyboard.press("Enter");
    const arabic = page.getByRole("link", { name: "العربية" });
    await expect.poll(() => arabic.isVisible()).toBe(true);
    await arabic.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/ar/models/defender?colour=red");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    // And on to Hebrew, right to left too.
    await page.locator(".lang-switch__button").click();
    await page.getByRole("link", { name: "עברית" }).click();
    await page.waitForURL("**/he/models/defender?colour=red");
    expect(await page.locator("html").getAttribute("lang")).toBe("he");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await context.close();
  });

  it("searches the English pages, with results and with none", async () => {
    const { context, page } = await visitor(390);
    await open(page, "/en/search?q=capability");
    expect(await page.locator("h1").textContent()).toBe("Search");
    const results = page.locator(".search-results__list a");
    expect(await results.count()).toBeGreaterThan(0);
    for (const href of await results.evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")),
    ))
      expect(href).toMatch(/^\/en\//);
    await open(page, "/en/search?q=zzzqqq");
    expect(await page.locator("main").textContent()).toContain(
      "Sorry there were no results for your search.",
    );
    await context.close();
  });

  it("answers an unknown English page with the English 404", async () => {
    const { context, page } = await visitor(390);
    const response = await page.goto(`${site.url}/en/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Page not found");
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    await context.close();
  });

  it("screenshots the home pages at 390 and 1440 px, in both directions", async () => {
    for (const [lang, width] of [
      ["ar", 390],
      ["ar", 1440],
      ["en", 390],
      ["en", 1440],
      ["he", 390],
    ] as const) {
      const { context, page } = await visitor(width, { locale: lang });
      await open(page, `/${lang}/`);
      // Nothing wider than the screen: no sideways scrolling in either direction.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${lang} ${width}`,
      ).toBeLessThanOrEqual(width);
      await page.screenshot({
        caret: "initial",
        path: `${SHOTS}/languages-home-${lang}-${width}.png`,
      });
      await context.close();
    }
  });
});
