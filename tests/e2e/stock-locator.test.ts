import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { settings } from "../../runtime/db/tables/index.ts";
import { importDemoStock } from "../../runtime/demo/demo-stock.ts";
import { importDemo } from "../../runtime/demo/import-demo.ts";
import { importContent } from "../../runtime/features/content/import-export.ts";
import { buildServer } from "../../runtime/server.ts";
import { freshDatabase } from "../helpers/database.ts";
import { testAssets } from "../helpers/editor-session.ts";
import { launchChromium } from "../helpers/start-site.ts";
import { layoutShift, visitorPage } from "../helpers/visitor-page.ts";

/**
 * A shopper on a phone, in Arabic: narrows the stock by brand and engine, sorts by price, goes to
 * page 2, opens a vehicle, saves it, and comes back through the URL to the same filters and list.
 * The page the URL names shows that list before any script runs (the server's first render).
 */

let app: FastifyInstance;
let browser: Browser;
let url = "";
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  database = await freshDatabase("pglite", { demo: true });
  const [row] = rowsOf<{ n: number | string }>(
    await database.db.execute(sql`SELECT count(*) AS n FROM stock_vehicles`),
  );
  if (Number(row?.n ?? 0) === 0)
    await importDemoStock(database.db, { count: 300, listing: "default" });
  await importContent(database.db, {
    settings: [],
    pages: [
      {
        path: "stock-e2e",
        title: "سيارات المخزون",
        blocks: [
          {
            template: "lrdx-stock-locator",
            fields: {
              heading: "سيارات متوفرة في المخزون",
              items_per_page: 6,
              "filter-brands": true,
              "filter-engine_types": true,
              "filter-production_year": true,
              "filter-dealers": true,
              reverse_calculator: true,
              reverse_calculator_rate: 0,
              reverse_calculator_term: 60,
              reverse_calculator_down_payment: 0,
              reset_button_theme: "secondary",
            },
            groups: [],
          },
        ],
      },
    ],
  } as unknown as Parameters<typeof importContent>[1]);
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

const visitor = (width: number, options: { javaScript?: boolean } = {}) =>
  visitorPage(browser, width, options);

const HYDRATED = '[data-island="lrdx-stock-locator"][data-hydrated="true"]';

/**
 * The locator hydrates only when the visitor touches it (its HTML is a working GET form): a tap
 * on the count, as a visitor's first touch of the list, then its island is live.
 */
async function touchLocator(page: Page): Promise<void> {
  await page.locator(".stock-locator__count").click();
  await page.waitForSelector(HYDRATED);
}

const cardIds = (page: Page) =>
  page.$$eval(".stock-locator__results .vehicle-card", (cards) =>
    cards.map((c) => (c as HTMLElement).dataset.vehicleId ?? ""),
  );

/** The amounts the cards show, as numbers (Latin digits, ',' grouping). */
const cardPrices = (page: Page) =>
  page.$$eval(".stock-locator__results .vehicle-card__amount", (els) =>
    els.map((e) => Number((e.textContent ?? "").replace(/[^0-9]/g, ""))),
  );

describe("the stock locator in Chromium, Arabic, on a phone", () => {
  it("filters by brand and engine, sorts by price, pages, opens and saves a vehicle, and comes back through the URL", async () => {
    const { page, context, errors } = await visitor(390);
    const listingCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/public_api/listing/")) listingCalls.push(r.url());
    });
    await page.goto(`${url}/ar/stock-e2e`, { waitUntil: "networkidle" });
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    // Nothing hydrates the locator until the visitor touches it: the filters button's first tap
    // wakes it and opens the panel once it is live.
    expect(await page.locator(HYDRATED).count()).toBe(0);
    expect(await cardIds(page)).toHaveLength(6);
    const count = page.locator(".stock-locator__count");
    const all = Number((await count.textContent())?.replace(/[^0-9]/g, ""));
    expect(all).toBeGreaterThan(50);

    // The filters open as a full-screen panel on a phone.
    await page.getByRole("button", { name: "الفلاتر" }).click();
    await page.waitForSelector(HYDRATED);
    const panel = page.locator(".stock-locator__panel");
    // The list hydrates from the server's answer: no request for it, nor for the dealers' names
    // while their filter stays closed.
    expect(listingCalls).toEqual([]);
    // Hydrating from the server's list moves nothing.
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await expect.poll(() => panel.isVisible()).toBe(true);
    // The brand reads in Arabic, as the menu writes it; the address keeps the stock's name.
    await panel
      .locator('details[data-filter="brands"]')
      .getByLabel(/^لاند روفر/)
      .check();
    await page.waitForURL(/brands=Land\+Rover/);
    const engine = panel.locator('details[data-filter="engine_types"]');
    if ((await engine.getAttribute("open")) === null) await engine.locator("summary").click();
    await engine.getByLabel(/^هجين خفيف/).check();
    await page.waitForURL(/engine_types=mhev/);
    await page.getByRole("button", { name: /^عرض النتائج/ }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    // Focus comes back to the button that opened the panel.
    expect(await page.evaluate(() => document.activeElement?.className ?? "")).toContain(
      "stock-locator__filters-button",
    );
    await expect
      .poll(async () => Number((await count.textContent())?.replace(/[^0-9]/g, "")))
      .toBeLessThan(all);
    const narrowed = Number((await count.textContent())?.replace(/[^0-9]/g, ""));
    expect(narrowed).toBeGreaterThan(6);
    // Every card is a Land Rover, its title written in Arabic as the filter reads it.
    await expect
      .poll(() =>
        page.$$eval(
          ".stock-locator__results .vehicle-card__title",
          (els) =>
            els.length > 0 &&
            els.every((e) => (e.textContent ?? "").trim().startsWith("لاند روفر")),
        ),
      )
      .toBe(true);

    // Sort by price, lowest first.
    await page.getByLabel("الترتيب").selectOption("priceAsc");
    await page.waitForURL(/sort=priceAsc/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.every((p, i) => i === 0 || p >= (prices[i - 1] ?? 0));
      })
      .toBe(true);
    const firstPagePrices = await cardPrices(page);

    // Page 2.
    await page.getByRole("link", { name: "الصفحة التالية" }).click();
    await page.waitForURL(/page=2/);
    await expect
      .poll(() => page.locator('.stock-pager a[aria-current="page"]').textContent())
      .toBe("2");
    await expect
      .poll(async () => (await cardPrices(page))[0] ?? 0)
      .toBeGreaterThanOrEqual(firstPagePrices.at(-1) ?? 0);
    const listUrl = page.url();
    const params = new URL(listUrl).searchParams;
    expect(params.get("brands")).toBe("Land Rover");
    expect(params.get("engine_types")).toBe("mhev");
    expect(params.get("sort")).toBe("priceAsc");
    expect(params.get("page")).toBe("2");
    expect(await page.evaluate(() => sessionStorage.getItem("sl_vehicle_list_query_params"))).toBe(
      "brands=Land+Rover&engine_types=mhev&sort=priceAsc&page=2",
    );
    const ids = await cardIds(page);
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/stock-locator-390.png",
    });

    // Save the first vehicle, then open it.
    const first = page.locator(".stock-locator__results .vehicle-card").first();
    await first.locator(".save-car").click();
    await expect.poll(() => first.locator(".save-car").getAttribute("aria-pressed")).toBe("true");
    expect(
      await page.evaluate(() => localStorage.getItem("stockLocatorSavedVahicles") ?? ""),
    ).toContain(`"${ids[0]}"`);
    await first.locator(".vehicle-card__link").click();
    await page.waitForURL(new RegExp(`/ar/showroom/[^?]+-${ids[0]}(\\?|$)`));
    expect(await page.locator("h1").count()).toBeGreaterThan(0);

    // Back through the URL: the same filters, sort, page and list.
    await page.goto(listUrl, { waitUntil: "networkidle" });
    await touchLocator(page);
    expect(await cardIds(page)).toEqual(ids);
    expect(await page.getByLabel("الترتيب").inputValue()).toBe("priceAsc");
    await page.getByRole("button", { name: "الفلاتر" }).click();
    expect(
      await panel
        .locator('details[data-filter="brands"]')
        .getByLabel(/^لاند روفر/)
        .isChecked(),
    ).toBe(true);
    expect(
      await panel
        .locator('details[data-filter="engine_types"]')
        .getByLabel(/^هجين خفيف/)
        .isChecked(),
    ).toBe(true);
    expect(page.url()).toBe(listUrl);
    expect(
      await page
        .locator(`.vehicle-card[data-vehicle-id="${ids[0]}"] .save-car`)
        .getAttribute("aria-pressed"),
    ).toBe("true");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the shared URL shows the same list with no script, and the no-results page resets", async () => {
    const shared = `${url}/ar/stock-e2e?brands=Land+Rover&engine_types=mhev&sort=priceAsc&page=2`;
    const noScript = await visitor(390, { javaScript: false });
    await noScript.page.goto(shared);
    const idsWithout = await cardIds(noScript.page);
    expect(idsWithout).toHaveLength(6);
    await noScript.context.close();

    const { page, context, errors } = await visitor(1440);
    await page.goto(shared, { waitUntil: "networkidle" });
    await touchLocator(page);
    expect(await cardIds(page)).toEqual(idsWithout);
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/stock-locator-1440.png",
    });

    // The dealers filter names its dealers (its facet counts them by id).
    const dealers = page.locator('details[data-filter="dealers"]');
    await dealers.locator("summary").click();
    await expect
      .poll(() => dealers.locator(".stock-filter__option label span").first().textContent())
      .toMatch(/\p{L}/u);

    // The monthly budget: 2,000 a month for 60 months at 0% pays for at most 120,000.
    await page.goto(`${url}/ar/stock-e2e`, { waitUntil: "networkidle" });
    await touchLocator(page);
    const count = page.locator(".stock-locator__count");
    const before = Number((await count.textContent())?.replace(/[^0-9]/g, ""));
    await page.getByLabel("ميزانيتك الشهرية").fill("2000");
    await page.getByRole("button", { name: "التصفية حسب الميزانية الشهرية" }).click();
    await page.waitForURL(/monthly_budget=2000/);
    await expect
      .poll(async () => Number((await count.textContent())?.replace(/[^0-9]/g, "")))
      .toBeLessThan(before);
    expect((await cardPrices(page)).every((p) => p <= 120000)).toBe(true);
    await page.getByRole("button", { name: "إعادة ضبط الفلتر" }).click();
    await expect.poll(() => page.url()).toBe(`${url}/ar/stock-e2e`);
    await expect
      .poll(async () => Number((await count.textContent())?.replace(/[^0-9]/g, "")))
      .toBe(before);
    // A budget that gives no price: the error text, and the list unchanged.
    await page.getByRole("button", { name: "التصفية حسب الميزانية الشهرية" }).click();
    expect(await page.getByRole("alert").textContent()).toBe(
      "حدث خطأ ما، يرجى تحديث الصفحة والمحاولة مرة أخرى",
    );
    expect(page.url()).toBe(`${url}/ar/stock-e2e`);

    // A range no vehicle is in: the no-results page, its reset button in the block's theme.
    await page.goto(`${url}/ar/stock-e2e?production_year.from=2099`, {
      waitUntil: "networkidle",
    });
    await touchLocator(page);
    expect(await cardIds(page)).toEqual([]);
    expect(await page.locator(".stock-locator__empty h3").textContent()).toBe(
      "لا توجد سيارات تطابق اختيارك",
    );
    const reset = page.getByRole("button", { name: "إعادة ضبط الفلاتر" });
    expect(await reset.getAttribute("class")).toContain("cta--secondary");
    await reset.click();
    await expect.poll(() => page.url()).toBe(`${url}/ar/stock-e2e`);
    await expect.poll(async () => (await cardIds(page)).length).toBe(6);
    expect(errors).toEqual([]);
    await context.close();
  });
  it("with no script a visitor filters by a facet and pages; with script a tick before the island woke is kept", async () => {
    const noScript = await visitor(390, { javaScript: false });
    const { page: bare } = noScript;
    await bare.goto(`${url}/ar/stock-e2e`);
    const count = (p: Page) =>
      p
        .locator(".stock-locator__count")
        .textContent()
        .then((text) => Number((text ?? "").replace(/[^0-9]/g, "")));
    const all = await count(bare);
    // The filters link opens the panel over the page; its button sends the form.
    await bare.getByRole("button", { name: "الفلاتر" }).click();
    const panel = bare.locator(".stock-locator__panel");
    expect(await panel.isVisible()).toBe(true);
    await panel
      .locator('details[data-filter="brands"]')
      .getByLabel(/^لاند روفر/)
      .check();
    await panel.getByRole("button", { name: /^عرض النتائج/ }).click();
    await bare.waitForURL(/brands=Land\+Rover/);
    const narrowed = await count(bare);
    expect(narrowed).toBeLessThan(all);
    expect(narrowed).toBeGreaterThan(6);
    const titles = () =>
      bare.$$eval(".stock-locator__results .vehicle-card__title", (els) =>
        els.map((e) => (e.textContent ?? "").trim()),
      );
    const firstPage = await titles();
    expect(firstPage.length).toBe(6);
    expect(firstPage.every((title) => title.startsWith("لاند روفر"))).toBe(true);
    const firstIds = await cardIds(bare);
    await bare.getByRole("link", { name: "الصفحة التالية" }).click();
    await bare.waitForURL(/page=2/);
    expect(new URL(bare.url()).searchParams.getAll("brands")).toEqual(["Land Rover"]);
    expect(await bare.locator('.stock-pager a[aria-current="page"]').textContent()).toBe("2");
    expect((await titles()).every((title) => title.startsWith("لاند روفر"))).toBe(true);
    const secondIds = await cardIds(bare);
    expect(secondIds.length).toBeGreaterThan(0);
    expect(secondIds.some((id) => firstIds.includes(id))).toBe(false);
    await noScript.context.close();

    // With script, the first touch is a tick in the filters column: it wakes the island, and the
    // tick is given to it once it is live.
    const { page, context, errors } = await visitor(1440);
    await page.goto(`${url}/ar/stock-e2e`, { waitUntil: "networkidle" });
    expect(await page.locator(HYDRATED).count()).toBe(0);
    const brand = page.locator('details[data-filter="brands"]').getByLabel(/^لاند روفر/);
    await brand.click();
    await page.waitForURL(/brands=Land\+Rover/);
    await expect.poll(() => brand.isChecked()).toBe(true);
    await expect.poll(() => count(page)).toBe(narrowed);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
  it("reports the page of vehicles it shows at load, before the island wakes, and not again once it has", async () => {
    const { context, page } = await visitor(390);
    await page.goto(`${url}/ar/stock-e2e`, { waitUntil: "networkidle" });
    const reported = () =>
      page.evaluate(() =>
        ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
          .filter((e) => e.event === "view_item_list")
          .map((e) => (e.ecommerce as { items: { item_id: string; index: number }[] }).items),
      );
    // Nobody touched the list: its island sleeps, the report went from the page's markup.
    expect(await page.locator(HYDRATED).count()).toBe(0);
    const ids = await cardIds(page);
    expect(ids.length).toBeGreaterThan(0);
    const atLoad = await reported();
    expect(atLoad).toHaveLength(1);
    expect(atLoad[0]?.map((i) => i.item_id)).toEqual(ids);
    expect(atLoad[0]?.map((i) => i.index)).toEqual(ids.map((_, i) => i + 1));
    // Woken, the island does not report the same page again.
    await touchLocator(page);
    await page.waitForTimeout(300);
    expect(await reported()).toHaveLength(1);
    await context.close();
  });

  it("the stock init popup once per session, the partner's button, and the analytics items", async () => {
    const values = {
      "stock_locator.stock_init_popup_header": "تنبيه المخزون",
      "stock_locator.stock_init_popup_content": "<p>الأسعار تشمل ضريبة القيمة المضافة.</p>",
      "ntt_cxp_sl.enabled": "true",
      "ntt_cxp_sl.button_label": "اختر لعميلك",
      "ntt_cxp_sl.cxp_redirect_url": "https://cxp.example.com/back",
    };
    for (const [key, value] of Object.entries(values))
      await database.db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
    const { page, context, errors } = await visitor(390);
    const listUrl = `${url}/ar/stock-e2e?opportunity_id=OP-7&cxp_env=uat&sort=priceAsc`;
    await expect
      .poll(async () => {
        await page.goto(listUrl, { waitUntil: "networkidle" });
        return page.getByRole("dialog", { name: "تنبيه المخزون" }).isVisible();
      })
      .toBe(true);
    await page.getByRole("button", { name: "إغلاق" }).click();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(false);

    // The partner's button replaces the vehicle's, carrying the vehicle and the opportunity.
    const partner = page
      .locator(".stock-locator__results .vehicle-card")
      .first()
      .getByRole("link", { name: "اختر لعميلك" });
    const href = new URL((await partner.getAttribute("href")) ?? "");
    const firstId = (await cardIds(page))[0];
    expect(href.origin).toBe("https://cxp.example.com");
    expect(href.searchParams.get("opportunity_id")).toBe("OP-7");
    expect(href.searchParams.get("cxp_env")).toBe("uat");
    expect(href.searchParams.get("vehicle_stock_id")).toBe(firstId);
    expect(href.searchParams.get("vehicle_api_endpoint")).toMatch(
      new RegExp(`/public_api/listing/default/vehicle/${firstId}$`),
    );

    // The page of vehicles pushed to the dataLayer: quantity 1, 1-based index.
    const items = await page.evaluate(() => {
      const layer =
        (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
      const push = layer.find((e) => e.event === "view_item_list") as
        | { ecommerce: { items: { index: number; quantity: number; item_id: string }[] } }
        | undefined;
      return push?.ecommerce.items ?? [];
    });
    expect(items.map((i) => i.index)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(items.every((i) => i.quantity === 1)).toBe(true);
    expect(items[0]?.item_id).toBe(firstId);

    // Once per session: the next visit in this tab shows no popup.
    await page.reload({ waitUntil: "networkidle" });
    await page.waitForSelector(HYDRATED);
    expect(await page.getByRole("dialog").isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
