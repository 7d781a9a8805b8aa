import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { settings } from "../../runtime/db/tables/index.ts";
import { importDemoStock } from "../../runtime/demo/demo-stock.ts";
import { importDemo } from "../../runtime/demo/import-demo.ts";
import { buildServer } from "../../runtime/server.ts";
import { axeViolations } from "../helpers/axe.ts";
import { freshDatabase } from "../helpers/database.ts";
import { testAssets } from "../helpers/editor-session.ts";
import { launchChromium } from "../helpers/start-site.ts";
import { verticalShift, visitorPage } from "../helpers/visitor-page.ts";

/*
 * The main layout's retailer bar and vehicle-list back bar in Chromium, in Arabic, at 390 and
 * 1440 px, on the demo site with the postcode search switched on: a visitor picks a retailer in
 * the stock list's search, opens a vehicle (the back bar over it, the retailer bar above), goes
 * back to the list by the bar, then follows a link naming another retailer and keeps it on the
 * next page; the bars are exactly 50 and 42 px high, nothing shifts, axe finds nothing.
 * Screenshots: H31C_SHOTS (default /tmp/h31c-shots).
 */

const SHOTS = process.env.H31C_SHOTS ?? "/tmp/h31c-shots";

let app: FastifyInstance;
let browser: Browser;
let url = "";
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  database = await freshDatabase("pglite", { demo: true });
  const [row] = rowsOf<{ n: number | string }>(
    await database.db.execute(sql`SELECT count(*) AS n FROM stock_vehicles`),
  );
  if (Number(row?.n ?? 0) === 0)
    await importDemoStock(database.db, { count: 300, listing: "default" });
  await database.db
    .insert(settings)
    .values({ key: "stock_locator.features", value: "owner_visible,postcode_search" })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: "owner_visible,postcode_search" },
    });
  app = await buildServer({ db: database.db, assets: testAssets() });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.drop();
});

/**
 * A visitor who accepted the optional cookies, as the cookie banner keeps it (storage and
 * cookie), whose pages sum their vertical layout shifts (verticalShift): what a bar arriving late
 * would cause.
 */
async function consentedVisitor(width: number) {
  const visitor = await visitorPage(browser, width, { height: 900 });
  await visitor.context.addCookies([
    {
      name: "cookieConsentStatus",
      value: encodeURIComponent("accepted:obligatory,optional"),
      url,
    },
  ]);
  return visitor;
}

/** A bar's box: its height, its width, and whether it sits inside the window's width. */
const boxOf = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { height: r.height, width: r.width, left: r.left, right: r.right };
  });

/** The window's width without the scrollbar. */
const windowWidth = (page: Page) => page.evaluate(() => document.documentElement.clientWidth);

describe.each([390, 1440])("the optional bars at %i px", (width) => {
  it("a retailer picked in the stock list's search, then a vehicle, the back bar and a _retailer link", async () => {
    const { page, context, errors } = await consentedVisitor(width);

    // The stock list; its island wakes when touched, then the retailer search.
    await page.goto(`${url}/ar/stock`, { waitUntil: "networkidle" });
    expect(await page.locator(".retailer-bar").count()).toBe(0);
    await page.locator(".stock-locator__count").click();
    await page.waitForSelector('[data-island="lrdx-stock-locator"][data-hydrated="true"]');
    await page.getByRole("button", { name: "ابحث عن وكيل" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio", { name: "وكيل محدد" }).check();
    const retailer = dialog.getByLabel("الوكيل");
    await expect.poll(() => retailer.locator("option").count()).toBeGreaterThan(5);
    await retailer.selectOption("VIC01");
    await dialog.getByRole("button", { name: "بحث" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("_retailer")).toBe("VIC01");
    // Kept for the next pages (the visitor accepted optional cookies).
    await expect
      .poll(async () => (await context.cookies(url)).find((c) => c.name === "rdx_retailer")?.value)
      .toBe("VIC01");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const listPath = new URL(page.url()).pathname;

    // A vehicle of that retailer: the retailer bar, then the back bar, both under the header.
    const card = page.locator(".stock-locator__results .vehicle-card").first();
    await card.locator(".vehicle-card__link").click();
    await page.waitForURL(/\/ar\/showroom\/[^?]+-\d+/);
    await page.waitForLoadState("networkidle");
    const bar = page.locator("aside.retailer-bar");
    expect(await bar.getAttribute("aria-label")).toBe("الوكيل الذي اخترته");
    expect(await bar.locator(".retailer-bar__name").textContent()).toBe(
      "Jaguar Land Rover Doncaster",
    );
    const phone = bar.locator(".retailer-bar__phone");
    expect(await phone.getAttribute("href")).toMatch(/^tel:\+61\d+$/);
    // The number reads left to right inside the Arabic line, in Latin digits.
    const number = phone.locator("bdi");
    expect(await number.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
    expect(await number.textContent()).toMatch(/^\+61 [0-9 ]+$/);
    // Drawn left to right: the "+" at the left end, the last digit at the right.
    const ends = await number.evaluate((el) => {
      const text = el.firstChild;
      if (!text) return null;
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { plus: at(0), last: at((text.textContent ?? "").length - 1) };
    });
    expect(ends && ends.plus < ends.last).toBe(true);
    // A Latin name keeps its own direction (its end gives way on a narrow line, not its start).
    expect(
      await bar.locator(".retailer-bar__name").evaluate((el) => getComputedStyle(el).direction),
    ).toBe("ltr");
    expect((await boxOf(page, ".retailer-bar")).height).toBe(50);
    const back = page.locator("nav.back-bar");
    expect(await back.getAttribute("aria-label")).toBe("الرجوع إلى قائمة السيارات");
    expect((await boxOf(page, ".back-bar")).height).toBe(42);
    const backLink = back.getByRole("link", { name: "العودة إلى نتائج البحث" });
    expect(await backLink.getAttribute("href")).toBe("/ar/stock");
    // In Arabic the arrow points back: to the right, before the text, at the bar's right edge.
    const arrow = await back.locator(".back-bar__arrow").boundingBox();
    const label = await backLink.locator("span").boundingBox();
    expect(arrow && label && arrow.x > label.x).toBe(true);
    // The page's own back link gives way to the bar: one way back.
    expect(await page.locator(".showroom__back").isVisible()).toBe(false);
    // The order under the header: breadcrumbs, the retailer bar, the back bar, the page.
    const tops = await page.$$eval(".site-breadcrumbs, .retailer-bar, .back-bar, #main", (els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    for (const selector of [".retailer-bar", ".back-bar"]) {
      const box = await boxOf(page, selector);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual((await windowWidth(page)) + 0.5);
    }
    expect(await verticalShift(page)).toBeLessThan(0.01);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `showroom-bars-${width}.png`) });

    // The back bar's link takes the keyboard, and goes back to the list.
    await backLink.focus();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("back-bar__link");
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.pathname === listPath);
    expect(await page.locator(".stock-locator").count()).toBe(1);
    expect(await page.locator(".back-bar").count()).toBe(0);
    // The retailer kept: its bar on the list too.
    expect(await page.locator(".retailer-bar__name").textContent()).toBe(
      "Jaguar Land Rover Doncaster",
    );

    // A link naming another retailer: that one is shown, kept, and shown on the next page.
    await page.goto(`${url}/ar/offers?_retailer=DXB01`, { waitUntil: "networkidle" });
    expect(await page.locator(".retailer-bar__name").textContent()).toBe(
      "صالة عرض شارع الشيخ زايد",
    );
    await page.goto(`${url}/ar/models`, { waitUntil: "networkidle" });
    expect(await page.locator(".retailer-bar__name").textContent()).toBe(
      "صالة عرض شارع الشيخ زايد",
    );
    expect(await page.locator(".retailer-bar__phone bdi").textContent()).toBe("+971 4 555 0140");
    expect((await boxOf(page, ".retailer-bar")).height).toBe(50);
    expect(await page.locator(".back-bar").count()).toBe(0);
    expect(await verticalShift(page)).toBeLessThan(0.01);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `models-retailer-bar-${width}.png`) });
    // The retailer's name leads to the retailer locator.
    expect(await page.locator("a.retailer-bar__name").getAttribute("href")).toBe(
      "/ar/retailer-locator",
    );

    // Forgotten: the same page, no bar, no cookie.
    await page.locator(".retailer-bar__forget").click();
    await page.waitForURL((u) => u.pathname === "/ar/models" && u.search === "");
    expect(await page.locator(".retailer-bar").count()).toBe(0);
    expect((await context.cookies(url)).some((c) => c.name === "rdx_retailer")).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
