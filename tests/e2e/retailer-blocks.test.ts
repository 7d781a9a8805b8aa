import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startedSiteInChromium } from "../helpers/start-site.ts";

const site = startedSiteInChromium();
const PAGE = "/ar/blocks/retailers";
/** Screenshots to look at: RETAILER_SHOTS, else a folder under the system's temporary one. */
const shots = process.env.RETAILER_SHOTS ?? path.join(tmpdir(), "retailer-blocks-shots");
mkdirSync(shots, { recursive: true });

/** An Arabic visitor in Dubai who has answered the cookie banner; their position only if granted. */
async function visitor(
  width: number,
  options: { position?: boolean } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await site.browser.newContext({
    viewport: { width, height: 900 },
    locale: "ar",
    geolocation: { latitude: 25.2048, longitude: 55.2708 },
    permissions: options.position ? ["geolocation"] : [],
  });
  await context.addInitScript(() => {
    if (!location.protocol.startsWith("http")) return;
    localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
  });
  // Nothing is fetched from elsewhere: no maps key is set, so no maps script may be asked for.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("request", (r) => {
    if (r.url().includes("maps.googleapis.com")) errors.push(`maps script requested: ${r.url()}`);
  });
  await page.goto(`${site.url}${PAGE}`, { waitUntil: "networkidle" });
  return { page, context, errors };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The island of a block by its template key. */
const block = (page: Page, key: string) => page.locator(`[data-template="${key}"]`);

/** Waits until every island on the page has hydrated (the island client marks none; React owns the root). */
async function hydrated(page: Page, key: string) {
  const input = block(page, key).getByLabel("ابحث بالاسم أو المدينة");
  // A controlled input filters only once React is attached: type, and wait for the list to follow.
  await expect
    .poll(async () => {
      await input.fill("");
      await input.fill("z");
      const status = await block(page, key).locator(".retailer-locator__status").textContent();
      await input.fill("");
      return status?.startsWith("0 من") ?? false;
    })
    .toBe(true);
}

describe("the retailers family page in Chromium, Arabic, right to left", () => {
  it("on a phone: every block is there from the server, the locator searches and measures distance on request", async () => {
    const { page, context, errors } = await visitor(390, { position: true });
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    const locator = block(page, "lrdx-retailer-locator");
    const cards = locator.locator(".retailer-card");
    // The Dealers data, rendered on the server: every dealer, each with its contact links.
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(6);
    await expect
      .poll(() => locator.locator(".retailer-locator__status").textContent())
      .toBe(`${total} من ${total} وكيل`);
    expect(await locator.locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(total);
    expect(await locator.locator('a[href^="mailto:"]').count()).toBeGreaterThanOrEqual(6);
    expect(await locator.getByText("ساعات العمل").count()).toBeGreaterThanOrEqual(6);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      caret: "initial",
      path: path.join(shots, "retailers-390.png"),
      fullPage: true,
    });

    await hydrated(page, "lrdx-retailer-locator");
    // Search by city, in another spelling of the alef.
    await locator.getByLabel("ابحث بالاسم أو المدينة").fill("ابوظبي");
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(1);
    for (const text of await cards.locator(".retailer-card__address").allTextContents())
      expect(text).toContain("أبوظبي");
    await locator.getByLabel("ابحث بالاسم أو المدينة").fill("لا يوجد وكيل بهذا الاسم");
    await expect.poll(() => cards.count()).toBe(0);
    expect(await locator.getByText("لا يوجد وكلاء مطابقون لبحثك.").isVisible()).toBe(true);
    await locator.getByRole("button", { name: "امسح البحث" }).click();
    await expect.poll(() => cards.count()).toBe(total);

    // The position is asked only now; nearest first, distances in km.
    await locator.getByRole("button", { name: "اعرض الأقرب إليّ" }).click();
    await expect
      .poll(() => locator.locator(".retailer-locator__status").textContent())
      .toContain("مرتبة حسب المسافة منك");
    const distances = await locator
      .locator(".retailer-card__distance")
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-distance"))));
    expect(distances.length).toBeGreaterThanOrEqual(6);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances[0]).toBeLessThan(20);
    expect(await locator.locator(".retailer-card__distance").first().textContent()).toMatch(/كم$/);

    // The Mena variant: a city filter.
    const mena = block(page, "lrdx-retailer-locator-mena");
    await mena.getByLabel("المدينة", { exact: true }).selectOption("دبي");
    await expect
      .poll(() => mena.locator(".retailer-card .retailer-card__address").allTextContents())
      .toSatisfy((texts: string[]) => texts.length > 0 && texts.every((t) => t.includes("دبي")));

    // Car Rent: the equipment opens by keyboard.
    const rent = block(page, "lrdx-car-rent");
    const summary = rent.locator(".car-rent__equipment summary").first();
    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await rent.getByText("حامل السقف الاستكشافي").isVisible()).toBe(true);

    // The schema blocks: one JSON-LD script each, nothing visible.
    const ld = await page.$$eval('script[type="application/ld+json"]', (els) =>
      els.map((e) => JSON.parse(e.textContent ?? "null") as unknown),
    );
    const types = ld
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .map((v) => (v as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["AutoDealer", "AutoRepair"]));
    expect(
      await block(page, "lrdx-retailer-schema").evaluate((el) => el.getBoundingClientRect().height),
    ).toBeLessThan(2);
    expect(await page.locator(".schema-block").first().isVisible()).toBe(false);

    // The News block's quick links sit under their phone label.
    const news = block(page, "lrdx-news");
    expect(await news.getByText("الخطوات التالية").isVisible()).toBe(true);

    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a wide screen: the map beside the list, pins follow the list, the cards measure in their unit", async () => {
    const { page, context, errors } = await visitor(1440, { position: true });
    const withMap = block(page, "lrdx-retailer-locator-with-map");
    await withMap.scrollIntoViewIfNeeded();
    const map = withMap.locator('svg[data-map="static"]');
    expect(await map.isVisible()).toBe(true);
    const pins = map.locator("[data-pin]");
    const items = withMap.locator(".retailer-card");
    expect(await pins.count()).toBe(await items.count());
    // Right to left: the map at the inline start (right), the list to its left.
    const mapBox = await map.boundingBox();
    const listBox = await withMap.locator(".retailer-locator__list").boundingBox();
    expect((mapBox?.x ?? 0) > (listBox?.x ?? 0)).toBe(true);
    // No key: no real map and no maps script; the drawing stays.
    expect(await withMap.locator('[data-map="real"]').count()).toBe(0);

    await hydrated(page, "lrdx-retailer-locator-with-map");
    const show = withMap.getByRole("button", { name: "عرض على الخريطة" }).nth(1);
    await show.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => show.getAttribute("aria-pressed")).toBe("true");
    const selected = await withMap
      .locator(".retailer-card--selected")
      .getAttribute("data-retailer");
    expect(await map.locator(".static-map__pin--selected").getAttribute("data-pin")).toBe(selected);
    // Focus is visible on the control the keyboard reached.
    const outline = await show.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");

    // Retailer Locator Cards: search and distance in the block's unit.
    const cards = block(page, "lrdx-retailer-locator-cards");
    await cards.scrollIntoViewIfNeeded();
    await cards.getByLabel("ابحث بالاسم أو المدينة").fill("الشارقة");
    await expect.poll(() => cards.locator(".retailer-card").count()).toBe(1);
    await cards.getByLabel("ابحث بالاسم أو المدينة").fill("");
    await cards.getByRole("button", { name: "المسافة" }).click();
    await expect.poll(() => cards.locator(".retailer-card__distance").count()).toBe(3);
    expect(await cards.locator(".retailer-card__name").first().textContent()).toBe(
      "لاند روفر — شارع الشيخ زايد",
    );
    expect(await cards.locator('a[href^="https://wa.me/"]').count()).toBe(2);

    // Dual Frame Map: the drawing of its one pin beside the content, stacked as two frames.
    const dual = block(page, "lrdx-dual-frame-map");
    expect(await dual.locator("[data-pin]").count()).toBe(1);
    expect(
      await dual.getByRole("link", { name: "احصل على الاتجاهات" }).getAttribute("href"),
    ).toContain("destination=25.1538,55.2264");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      caret: "initial",
      path: path.join(shots, "retailers-1440.png"),
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a visitor who refuses their position is told so, and the list stays usable", async () => {
    const { page, context, errors } = await visitor(390);
    const locator = block(page, "lrdx-retailer-locator");
    await hydrated(page, "lrdx-retailer-locator");
    await locator.getByRole("button", { name: "اعرض الأقرب إليّ" }).click();
    await expect
      .poll(() => locator.locator(".retailer-locator__status").textContent())
      .toContain("لم تسمح بمعرفة موقعك");
    expect(await locator.locator(".retailer-card__distance").count()).toBe(0);
    expect(await locator.locator(".retailer-card").count()).toBeGreaterThanOrEqual(6);
    expect(errors).toEqual([]);
    await context.close();
  });
});
