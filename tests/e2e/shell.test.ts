import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startedSiteInChromium } from "../helpers/start-site.ts";

const site = startedSiteInChromium();

/** A visitor who has answered the cookie banner (the summer page's popup is closed if it opens). */
async function visit(
  path: string,
  width: number,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, locale: "ar" });
  await context.addInitScript(() => {
    if (!location.protocol.startsWith("http")) return;
    localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
  });
  const page = await context.newPage();
  await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
  // The summer page's basic popup, if it opens anyway.
  const popup = page.locator("dialog.basic-popup[open]");
  await page.waitForTimeout(700);
  if (await popup.count()) await popup.getByRole("button", { name: "لاحقاً" }).click();
  return { page, context };
}

describe("the site shell in Chromium, Arabic and right to left", () => {
  it("opens the two-level menu by mouse and by keyboard at 1440 px, and closes it with Escape", async () => {
    const { page, context } = await visit("/ar/models/defender", 1440);
    const nav = page.getByRole("navigation", { name: "التنقل الرئيسي" });
    const models = nav.getByRole("button", { name: "الطرازات" });
    await expect.poll(() => models.isVisible()).toBe(true);
    const panel = page.locator("#site-nav-panel-1");
    expect(await panel.isVisible()).toBe(false);
    await models.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(
      await panel.getByRole("link", { name: "ديفندر", exact: true }).getAttribute("href"),
    ).toBe("/ar/models/defender");
    // The panel opens under its button, in the header's reading direction.
    const button = await models.boundingBox();
    const box = await panel.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0) - 1);
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);
    // Keyboard: focus the button, Enter opens, Tab reaches the links, Escape closes.
    await models.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "نظرة عامة على الطرازات",
    );
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);
    // Phones' menu button is not shown on desktop.
    expect(await page.getByRole("button", { name: "القائمة" }).isVisible()).toBe(false);
    // Heights of §9: 72 px header.
    expect((await page.locator(".site-header").boundingBox())?.height).toBe(72);
    await context.close();
  });

  it("opens the drawer at 390 px, with the second level in it", async () => {
    const { page, context } = await visit("/ar/models/defender", 390);
    expect((await page.locator(".site-header").boundingBox())?.height).toBe(48);
    expect(await page.locator(".site-nav__list").isVisible()).toBe(false);
    const menu = page.getByRole("button", { name: "القائمة" });
    const size = await menu.boundingBox();
    expect(size?.height ?? 0).toBeGreaterThanOrEqual(48);
    await menu.click();
    const drawer = page.locator("#site-nav-drawer");
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.locator("summary", { hasText: "العروض" }).click();
    await expect
      .poll(() => drawer.getByRole("link", { name: "عروض الصيف" }).isVisible())
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await context.close();
  });

  it("shows breadcrumbs on a sub-page, with structured data, and none on the home page", async () => {
    const { page, context } = await visit("/ar/offers/summer", 390);
    const crumbs = page.getByRole("navigation", { name: "مسار التنقل" });
    expect(await crumbs.getByRole("link").allTextContents()).toEqual(["الرئيسية", "العروض"]);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe("عروض الصيف");
    expect((await crumbs.boundingBox())?.height).toBe(55);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(ld["@type"]).toBe("BreadcrumbList");
    // Scrolled: the header goes, the breadcrumbs move up to the top.
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await crumbs.boundingBox())?.y).toBe(0);
    await context.close();
    const home = await visit("/ar/", 390);
    expect(await home.page.getByRole("navigation", { name: "مسار التنقل" }).count()).toBe(0);
    await home.context.close();
  });

  it("hides the header while scrolling down and brings it back on scrolling up, breadcrumbs with it, without layout shift", async () => {
    const { page, context } = await visit("/ar/offers/summer", 390);
    const header = page.locator(".site-header");
    const crumbs = page.getByRole("navigation", { name: "مسار التنقل" });
    const top = async (locator: typeof header) => (await locator.boundingBox())?.y;
    await expect
      .poll(() => page.evaluate(() => document.documentElement.className))
      .toContain("header-reveal");
    // The page's load shifts it by less than "good" (0.1)...
    const loadShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          const add = (entries: PerformanceEntryList) => {
            for (const e of entries as (PerformanceEntry & { value: number })[]) sum += e.value;
          };
          const observer = new PerformanceObserver((list) => add(list.getEntries()));
          observer.observe({ type: "layout-shift", buffered: true });
          setTimeout(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(sum);
          }, 100);
        }),
    );
    expect(loadShift).toBeLessThan(0.1);
    // ...and the header's moves do not shift it at all, from here on.
    await page.evaluate(() => {
      const w = window as Window & { shifts?: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) w.shifts = (w.shifts ?? 0) + shift.value;
        }
      }).observe({ type: "layout-shift" });
    });
    expect(await top(header)).toBe(0);
    expect(await top(crumbs)).toBe(48);
    // Down past the header: it hides, the breadcrumbs move up to the top.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => top(crumbs)).toBe(0);
    expect(await top(header)).toBe(-48);
    expect(
      await page.evaluate(() => document.documentElement.classList.contains("header-hidden")),
    ).toBe(true);
    // Up a little: the header comes back at the top, the breadcrumbs under it.
    await page.mouse.wheel(0, -120);
    await expect.poll(() => top(header)).toBe(0);
    await expect.poll(() => top(crumbs)).toBe(48);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // Down again: hidden again.
    await page.mouse.wheel(0, 200);
    await expect.poll(() => top(header)).toBe(-48);
    // Back at the top of the page, in its place.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => top(header)).toBe(0);
    expect(await page.evaluate(() => (window as Window & { shifts?: number }).shifts)).toBe(0);
    await context.close();
  });

  it("shows the footer's columns, links and retailers", async () => {
    const { page, context } = await visit("/ar/models/defender", 1440);
    const footer = page.locator("footer.site-footer");
    expect(await footer.getByRole("link", { name: "احجز موعد صيانة" }).getAttribute("href")).toBe(
      "/ar/owners-servicing-maintenance-book-service-online",
    );
    expect(await footer.getByRole("link", { name: "واتساب" }).getAttribute("target")).toBe(
      "_blank",
    );
    expect(await footer.getByRole("link", { name: "سياسة الخصوصية" }).count()).toBe(1);
    expect(await footer.getByRole("heading", { name: "الوكلاء والمعارض" }).count()).toBe(1);
    expect(await footer.getByRole("search").count()).toBe(1);
    const width = await footer.locator(".site-footer__columns").boundingBox();
    expect(width?.width ?? 0).toBeLessThanOrEqual(1740);
    await context.close();
  });

  it("shows 4 FAB items on desktop, 3 on phones, none on the home page", async () => {
    for (const [width, count] of [
      [1440, 4],
      [390, 3],
    ] as const) {
      const { page, context } = await visit("/ar/models/defender", width);
      const fab = page.getByRole("complementary", { name: "روابط سريعة" });
      const visible = await fab
        .getByRole("link")
        .evaluateAll(
          (links) => links.filter((l) => (l as HTMLElement).offsetParent !== null).length,
        );
      expect(visible, `${width} px`).toBe(count);
      for (const link of await fab.getByRole("link").all())
        if (await link.isVisible())
          expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
      await context.close();
    }
    const home = await visit("/ar/", 390);
    expect(await home.page.locator(".site-fab").count()).toBe(0);
    await home.context.close();
  });
});
