import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { importDemoStock } from "../../runtime/demo/demo-stock.ts";
import { importDemo } from "../../runtime/demo/import-demo.ts";
import { buildServer } from "../../runtime/server.ts";
import { freshDatabase } from "../helpers/database.ts";
import { testAssets } from "../helpers/editor-session.ts";
import { launchChromium } from "../helpers/start-site.ts";
import { layoutShift, visitorPage } from "../helpers/visitor-page.ts";

/**
 * The showroom page of a demo vehicle in Chromium, in Arabic, on a 390 px phone: right to left,
 * nothing wider than the screen, nothing moving as it loads, the calculator answering the
 * keyboard, a button's popup opening and closing. A screenshot is written for a person to look at
 * (SHOWROOM_SCREENSHOT_DIR, else a temporary folder; its path is logged).
 */

let app: FastifyInstance;
let browser: Browser;
let url = "";
let database: Awaited<ReturnType<typeof freshDatabase>>;
let vehicleId = 0;

beforeAll(async () => {
  database = await freshDatabase("pglite", { demo: true });
  const count = async () =>
    Number(
      rowsOf<{ n: number | string }>(
        await database.db.execute(sql`SELECT count(*) AS n FROM stock_vehicles`),
      )[0]?.n ?? 0,
    );
  if ((await count()) === 0) await importDemoStock(database.db, { count: 300, listing: "default" });
  // A new vehicle in stock with a price a visitor sees and photos: the page at its fullest.
  const [row] = rowsOf<{ id: number }>(
    await database.db.execute(sql`
      SELECT v.id FROM stock_vehicles v
      JOIN stock_listing_vehicles lv ON lv.vehicle_id = v.id
      JOIN stock_listings l ON l.id = lv.listing_id AND l.name = 'default'
      WHERE v.state = 'new' AND v.status = 'stock' AND v.msrp_price IS NOT NULL
        AND NOT coalesce((v.attributes->>'price_hidden')::boolean, false)
        AND jsonb_array_length(coalesce(v.attributes->'photos', '[]'::jsonb)) > 1
      ORDER BY v.id LIMIT 1`),
  );
  if (!row) throw new Error("the demo stock has no new vehicle in stock with a price");
  vehicleId = row.id;
  app = await buildServer({ db: database.db, assets: testAssets() });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.drop();
});

describe("the showroom page in Chromium, Arabic, on a phone", () => {
  it("renders right to left without horizontal overflow, and its calculator and popups work", async () => {
    const { page, context, errors } = await visitorPage(browser, 390, {
      height: 844,
      deviceScaleFactor: 2,
    });

    // Any slug reaches the vehicle by its id; the page's own links carry the real one.
    const response = await page.goto(`${url}/ar/showroom/vehicle-${vehicleId}`, {
      waitUntil: "networkidle",
    });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.getAttribute("html", "lang")).toBe("ar");
    await expect.poll(() => page.locator("h1").textContent()).toMatch(/جديدة/);

    // Nothing wider than the phone, nothing moving as pictures and the calculator arrive.
    const overflow = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      wide: [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          if (
            r.width === 0 ||
            el.closest(
              ".showroom-gallery__strip, .showroom-similar__list, .showroom-popup, .site-breadcrumbs",
            )
          )
            return false;
          return r.left < -1 || r.right > document.documentElement.clientWidth + 1;
        })
        .map((el) => el.outerHTML.slice(0, 200))
        .slice(0, 5),
    }));
    expect(overflow.wide).toEqual([]);
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
    // The first photo is loaded eagerly in its fixed 4:3 frame, the others lazily.
    const photos = await page.$$eval(".showroom-gallery img", (imgs) =>
      imgs.map((i) => ({
        loading: i.getAttribute("loading"),
        ratio: i.getBoundingClientRect().width / i.getBoundingClientRect().height,
      })),
    );
    expect(photos[0]?.loading).toBe("eager");
    expect(photos.slice(1).every((p) => p.loading === "lazy")).toBe(true);
    expect(photos[0]?.ratio).toBeCloseTo(4 / 3, 1);
    expect(
      await page.$eval(".showroom-gallery img", (i) => (i as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    // Similar vehicles: their photos load once they come near, each card links to its page.
    const similar = page.locator(".showroom-similar__card");
    expect(await similar.count()).toBeGreaterThan(0);
    expect(await similar.count()).toBeLessThanOrEqual(6);
    await similar.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        similar
          .first()
          .locator("img")
          .evaluate((i) => (i as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await similar.first().locator("a").getAttribute("href")).toMatch(
      /^\/ar\/showroom\/[^?]+-\d+/,
    );
    await page.evaluate(() => window.scrollTo(0, 0));

    // Sideways strips scroll inside themselves: the photos, the similar vehicles, the trail.
    for (const strip of [
      ".showroom-gallery__strip",
      ".showroom-similar__list",
      ".site-breadcrumbs",
    ])
      expect(await page.$eval(strip, (el) => getComputedStyle(el).overflowX)).toBe("auto");

    const dir =
      process.env.SHOWROOM_SCREENSHOT_DIR ?? mkdtempSync(path.join(tmpdir(), "showroom-"));
    const shot = path.join(dir, "showroom-390.png");
    await page.screenshot({ caret: "initial", path: shot, fullPage: true });
    console.log(`showroom screenshot: ${shot}`);

    // The calculator hydrates, then answers the keyboard: a larger down payment, a lower payment.
    const mount = page.locator('[data-showroom-island="calculator"]');
    await expect.poll(() => mount.getAttribute("data-hydrated")).toBe("true");
    // In the lease accordion when the lease config has a calculator item: opened first.
    const details = mount.locator("xpath=ancestor::details[1]");
    if (
      (await details.count()) > 0 &&
      !(await details.evaluate((d) => (d as HTMLDetailsElement).open))
    )
      await details.locator("summary").first().click();
    const monthly = mount.locator(".showroom-calculator__result strong");
    const before = Number((await monthly.textContent())?.replace(/[^0-9.]/g, ""));
    expect(before).toBeGreaterThan(0);
    const down = mount.getByLabel("الدفعة الأولى");
    await down.focus();
    // Right to left, the range grows towards the left: ArrowLeft raises it.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect
      .poll(async () => Number((await monthly.textContent())?.replace(/[^0-9.]/g, "")))
      .toBeLessThan(before);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const rate = mount.getByLabel(/نسبة الفائدة السنوية/);
    await rate.fill("0");
    const zeroRate = Number((await monthly.textContent())?.replace(/[^0-9.]/g, ""));
    expect(zeroRate).toBeGreaterThan(0);
    expect(zeroRate).toBeLessThan(before);

    // A popup button opens its dialog from the keyboard; Escape closes it.
    const opener = page.locator(".showroom__actions button[popovertarget]").first();
    if ((await opener.count()) > 0) {
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.locator(".showroom-popup:popover-open");
      await expect.poll(() => dialog.count()).toBe(1);
      expect(await dialog.getAttribute("role")).toBe("dialog");
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
    }

    // The spec accordion opens with the keyboard.
    const spec = page.locator('details[data-accordion="specification"]');
    await spec.locator("summary").focus();
    await page.keyboard.press("Enter");
    expect(await spec.getAttribute("open")).not.toBeNull();

    expect(await layoutShift(page)).toBeLessThan(0.05);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it("sets the summary beside the photos on a wide screen, still without overflow", async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: "ar",
    });
    const page = await context.newPage();
    await page.goto(`${url}/ar/showroom/vehicle-${vehicleId}`, { waitUntil: "networkidle" });
    const gallery = await page.locator(".showroom-gallery").boundingBox();
    const summary = await page.locator(".showroom__summary").boundingBox();
    // Right to left: the photos first, on the right; the summary on their left, side by side.
    expect(gallery && summary && summary.x + summary.width <= gallery.x + 1).toBe(true);
    expect(gallery && summary && Math.abs(summary.y - gallery.y) < 40).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    const dir =
      process.env.SHOWROOM_SCREENSHOT_DIR ?? mkdtempSync(path.join(tmpdir(), "showroom-"));
    await page.screenshot({ caret: "initial", path: path.join(dir, "showroom-1280.png") });
    await context.close();
  });

  it("shows the missing-vehicle page in Arabic with its way back", async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: "ar",
    });
    const page = await context.newPage();
    const response = await page.goto(`${url}/ar/showroom/vehicle-2000000000`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator("h1").textContent()).toBe("هذه السيارة غير متوفرة");
    const back = page.getByRole("link", { name: "تصفّح السيارات المتوفرة" });
    expect(await back.count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    await context.close();
  });
});
