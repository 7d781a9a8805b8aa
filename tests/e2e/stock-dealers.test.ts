import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../generator/chromium.ts";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { importDemoStock } from "../../runtime/demo/demo-stock.ts";
import { buildServer } from "../../runtime/server.ts";
import { loadAssets } from "../../runtime/ssr/assets.ts";
import { freshDatabase } from "../helpers/database.ts";

/**
 * The postcode search, saved cars and the trade-in form in Chromium, in Arabic and right to left,
 * on a page built for this test only (tests/e2e/stock-dealers-harness.tsx, bundled into a
 * temporary folder) and served by the real server over the demo stock (150 vehicles, the demo
 * dealers and trade-in options).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HARNESS = "tests/e2e/stock-dealers-harness.tsx";
const SCREENSHOTS = path.join(root, "tests/e2e/__screenshots__");

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let browser: Browser;
let origin = "";
let clientDir = "";
let cars: { id: string; list: string; name: string }[] = [];

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "stock-dealers-e2e-"));
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    base: "/static/",
    plugins: [react()],
    build: {
      outDir: clientDir,
      emptyOutDir: true,
      manifest: true,
      rollupOptions: { input: [HARNESS] },
    },
  });
  database = await freshDatabase("pglite");
  await importDemoStock(database.db, { count: 150, seed: 7 });
  const assets = loadAssets(clientDir);
  const script = assets.entries[HARNESS]?.script;
  if (!script) throw new Error("the harness was not built");
  app = await buildServer({ db: database.db, assets, outbox: false });
  const rows = rowsOf<{ id: number; name: string }>(
    await database.db.execute(sql`
      SELECT v.id, concat_ws(' ', v.production_year, v.brand, v.model) AS name
      FROM stock_vehicles v ORDER BY v.id LIMIT 2`),
  );
  cars = [
    ...rows.map((r) => ({ id: String(r.id), list: "default", name: r.name })),
    // A car the list does not hold: its fetch answers 404.
    { id: "999999", list: "default", name: "سيارة لم تعد معروضة" },
  ];
  app.get("/harness/stock-dealers", async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const data = {
      endpoint: query.harness_endpoint ?? "/public_api/listing//default/retailers",
      fallbackEndpoint: query.harness_fallback ?? "",
      cars,
    };
    return reply.type("text/html; charset=utf-8").send(`<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>postcode search</title><link rel="stylesheet" href="${assets.stylesheetHref}"></head>
<body><div id="root"></div>
<script type="application/json" id="harness-data">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>
<script type="module" src="${script}"></script></body></html>`);
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address !== "object") throw new Error("no address");
  origin = `http://127.0.0.1:${address.port}`;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.drop();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

/** A phone-sized Arabic visitor with their own storage; `errors` collects the page's script errors. */
async function visitor(
  width = 390,
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "ar" });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  return { page, context, errors };
}

const open = (page: Page, query = "") =>
  page.goto(`${origin}/harness/stock-dealers${query}`, { waitUntil: "networkidle" });
const narrowed = (page: Page) => page.getByTestId("narrowed").textContent();
const dialog = (page: Page) => page.getByRole("dialog");
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("postcode search in Chromium, Arabic and right to left", () => {
  it("a URL location with no dealer opens a modal that cannot be closed until a search finds dealers", async () => {
    const { page, context, errors } = await visitor();
    await open(page, "?brands=Land%20Rover&_postcode=9999&_locality=Nowhere");
    expect(errors).toEqual([]);
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await expect
      .poll(() => dialog(page).getByRole("alert").textContent())
      .toBe("لا يوجد وكيل في الموقع المحدد في الرابط. اختر موقعاً آخر لعرض السيارات.");
    expect(await dialog(page).getByRole("button", { name: "إغلاق" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    expect(await dialog(page).isVisible()).toBe(true);
    // The backdrop does not close it either.
    await page.mouse.click(5, 5);
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await narrowed(page)).toBe("—");
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      caret: "initial",
      path: path.join(SCREENSHOTS, "postcode-search-locked-390.png"),
    });

    // The state search has an error when the state is empty (001 §5), shown by the field.
    await dialog(page).getByRole("radio", { name: "الولاية" }).check();
    await dialog(page).getByRole("button", { name: "بحث" }).click();
    const state = dialog(page).getByRole("combobox", { name: "الولاية" });
    expect(await state.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("SELECT");
    const describedBy = (await state.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("يرجى اختيار الولاية");

    await state.selectOption("NSW");
    expect(await state.locator("option:checked").textContent()).toBe("نيو ساوث ويلز (NSW)");
    await dialog(page).getByRole("button", { name: "بحث" }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await narrowed(page)).toBe("NSW01,NSW02");
    const url = new URL(page.url());
    expect(url.searchParams.get("_state")).toBe("NSW");
    expect(url.searchParams.has("_postcode")).toBe(false);
    expect(url.searchParams.get("brands")).toBe("Land Rover");
    expect(await page.locator(".postcode-search__summary").textContent()).toBe(
      "الولاية: نيو ساوث ويلز",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a postcode and locality with vehicles shows the retailers found; Escape closes; clear un-narrows", async () => {
    const { page, context, errors } = await visitor();
    await open(page);
    expect(await narrowed(page)).toBe("—");
    await page.getByRole("button", { name: "ابحث عن وكيل" }).click();
    await dialog(page).getByRole("radio", { name: "الرمز البريدي والمنطقة" }).check();
    await dialog(page).getByRole("button", { name: "بحث" }).click();
    expect(
      await dialog(page).getByLabel("الرمز البريدي", { exact: true }).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(await dialog(page).locator(".postcode-search__error").allTextContents()).toEqual([
      "يرجى إدخال الرمز البريدي",
      "يرجى إدخال المنطقة",
    ]);
    await dialog(page).getByLabel("الرمز البريدي", { exact: true }).fill("2150");
    await dialog(page).getByLabel("المنطقة", { exact: true }).fill("Parramatta");
    await dialog(page).getByRole("button", { name: "بحث" }).click();
    await expect
      .poll(() => dialog(page).getByRole("heading").textContent())
      .toBe("الوكلاء القريبون من 2150 Parramatta");
    expect(await dialog(page).locator(".postcode-search__dealer strong").allTextContents()).toEqual(
      ["Land Rover Parramatta"],
    );
    expect(await narrowed(page)).toBe("NSW02");
    const url = new URL(page.url());
    expect([...url.searchParams.entries()]).toEqual([
      ["_state", "NSW"],
      ["_postcode", "2150"],
      ["_locality", "Parramatta"],
    ]);
    await page.screenshot({
      caret: "initial",
      path: path.join(SCREENSHOTS, "postcode-search-results-390.png"),
    });
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    // Focus went back to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("تغيير الموقع");

    // A reload keeps the search (read from the URL, fetched again): postcode mode with vehicles
    // opens the modal on the retailers again (001 §4).
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => narrowed(page)).toBe("NSW02");
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await dialog(page).getByRole("button", { name: "عرض السيارات" }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(false);

    await page.getByRole("button", { name: "مسح البحث" }).click();
    expect(await narrowed(page)).toBe("none");
    expect(new URL(page.url()).search).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("picks a retailer from the list's dealers; with no dealers endpoint the URL's location locks the modal", async () => {
    const { page, context, errors } = await visitor();
    await open(page);
    await page.getByRole("button", { name: "ابحث عن وكيل" }).click();
    await dialog(page).getByRole("radio", { name: "وكيل محدد" }).check();
    const retailer = dialog(page).getByLabel("الوكيل");
    await expect.poll(() => retailer.locator("option").count()).toBeGreaterThan(5);
    await retailer.selectOption("VIC01");
    await dialog(page).getByRole("button", { name: "بحث" }).click();
    await expect.poll(() => narrowed(page)).toBe("VIC01");
    expect(new URL(page.url()).searchParams.get("_retailer")).toBe("VIC01");
    expect(errors).toEqual([]);
    await context.close();

    // stock_locator.endpoint_dealers empty: 'No API URL has been provided.' is an empty list.
    const second = await visitor();
    await open(second.page, "?harness_endpoint=&_state=VIC");
    await expect.poll(() => dialog(second.page).isVisible()).toBe(true);
    expect(await narrowed(second.page)).toBe("—");
    await second.context.close();

    // The dealers call failing: the fallback dealers, filtered by the search.
    const third = await visitor();
    await open(
      third.page,
      `?harness_endpoint=${encodeURIComponent("/no-such-endpoint")}&harness_fallback=${encodeURIComponent("/public_api/listing//default/retailers")}&_state=QLD`,
    );
    await expect.poll(() => narrowed(third.page)).toBe("QLD01");
    expect(await dialog(third.page).isVisible()).toBe(false);
    await third.context.close();
  });
});

describe("saved cars in Chromium", () => {
  it("saves and removes with the heart, lists each car, drops a car that is gone, keeps tabs in step and clears", async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 900 },
      locale: "ar",
    });
    // A car saved earlier that the list no longer holds.
    await context.addInitScript(() => {
      if (!localStorage.getItem("harness-seeded")) {
        localStorage.setItem(
          "stockLocatorSavedVahicles",
          JSON.stringify([{ id: "999999", list: "default" }]),
        );
        localStorage.setItem("harness-seeded", "1");
      }
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await open(page);
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem("stockLocatorSavedVahicles") ?? "[]"));
    // The gone car is fetched, answered 404, and removed from the list and the storage.
    await expect.poll(stored).toEqual([]);
    await expect
      .poll(() => page.locator(".saved-cars__empty").textContent())
      .toBe("لم تحفظ أي سيارة بعد. اضغط على رمز القلب في بطاقة السيارة لتجدها هنا.");

    const [first, second] = cars;
    if (!first || !second) throw new Error("no demo cars");
    const heart = (id: string) => page.getByTestId(`car-${id}`).getByRole("button");
    expect(await heart(first.id).getAttribute("aria-pressed")).toBe("false");
    expect(await heart(first.id).getAttribute("aria-label")).toBe(`احفظ السيارة: ${first.name}`);
    await heart(first.id).click();
    expect(await heart(first.id).getAttribute("aria-pressed")).toBe("true");
    await heart(second.id).click();
    expect(await stored()).toEqual([
      { id: first.id, list: "default" },
      { id: second.id, list: "default" },
    ]);
    const items = page.locator(".saved-car");
    await expect.poll(() => items.locator(".saved-car__title").count()).toBe(2);
    const href = await items.first().locator(".saved-car__title").getAttribute("href");
    expect(href).toMatch(new RegExp(`^/ar/showroom/[^/?]+-${first.id}$`));
    expect(await page.locator(".saved-cars__count").textContent()).toBe(
      "عدد السيارات المحفوظة: 2. أُزيلت سيارة لم تعد معروضة.",
    );
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await page
      .locator(".saved-cars")
      .screenshot({ caret: "initial", path: path.join(SCREENSHOTS, "saved-cars-390.png") });

    // Another tab sees the same list and its changes come back through the storage event.
    const other = await context.newPage();
    await open(other);
    await expect.poll(() => other.locator(".saved-car__title").count()).toBe(2);
    await other.getByTestId(`car-${first.id}`).getByRole("button").click();
    await expect.poll(() => heart(first.id).getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => items.count()).toBe(1);

    // The remove button of a listed car, then clear.
    await heart(first.id).click();
    await expect.poll(() => items.count()).toBe(2);
    await items.first().getByRole("button").click();
    await expect.poll(() => items.count()).toBe(1);
    await page.getByRole("button", { name: "مسح الكل" }).click();
    expect(await stored()).toEqual([]);
    expect(await items.count()).toBe(0);
    await expect.poll(() => other.locator(".saved-car").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("trade-in form in Chromium", () => {
  it("checks the fields in Arabic, offers the brand's models, and keeps the details for the order", async () => {
    const { page, context, errors } = await visitor();
    await open(page);
    await page.getByLabel("لدي سيارة أرغب في استبدالها").check();
    const form = page.locator(".trade-in__form");
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.getByRole("button", { name: "حفظ بيانات الاستبدال" }).click();
    expect(await form.getByRole("alert").textContent()).toBe("يرجى تصحيح الحقول المشار إليها.");
    expect(await form.locator(".trade-in__error").count()).toBe(6);
    expect(await form.getByLabel("الطراز").isDisabled()).toBe(true);

    await form.getByLabel("العلامة التجارية").selectOption({ label: "تويوتا" });
    const model = form.getByLabel("الطراز");
    await expect.poll(() => model.isDisabled()).toBe(false);
    await expect.poll(() => model.locator("option").count()).toBeGreaterThan(1);
    const models = await model.locator("option").allTextContents();
    expect(models).toContain("Camry");
    expect(models).not.toContain("Patrol");
    await model.selectOption({ label: "Camry" });
    await form.getByLabel("نوع الهيكل").selectOption({ label: "سيدان" });
    await form.getByLabel("نوع الوقود").selectOption({ label: "هجين" });
    await form.getByLabel("المسافة المقطوعة (كم)").fill("-3");
    await form.getByLabel("تاريخ التسجيل").fill("2019-03-14");
    await form.getByRole("button", { name: "حفظ بيانات الاستبدال" }).click();
    expect(await form.locator(".trade-in__error").allTextContents()).toEqual([
      "أدخل رقماً صحيحاً من 0 إلى 2000000",
    ]);
    await form.getByLabel("المسافة المقطوعة (كم)").fill("85000");
    await form.getByLabel(/رقم اللوحة/).fill("أ ب ج 1234");
    await form.getByRole("button", { name: "حفظ بيانات الاستبدال" }).click();
    await expect
      .poll(() => form.locator(".trade-in__saved").textContent())
      .toBe("حُفظت بيانات سيارتك وستُرفق بطلبك.");
    const data = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("sl_order_online_data") ?? "null"),
    );
    expect(data.tradeInData).toEqual({
      isTradeInOn: true,
      rawData: {
        brand: { value: "toyota", name: "تويوتا" },
        model: { value: "camry", name: "Camry" },
        bodyType: { value: "sedan", name: "سيدان" },
        fuelType: { value: "hybrid", name: "هجين" },
        mileage: 85000,
        registrationDate: { date: "2019-03-14" },
        registration: "أ ب ج 1234",
      },
    });
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await page
      .locator(".trade-in")
      .screenshot({ caret: "initial", path: path.join(SCREENSHOTS, "trade-in-390.png") });

    // Back on the page, the form is filled again from what was kept.
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => page.getByLabel("المسافة المقطوعة (كم)").inputValue()).toBe("85000");
    expect(errors).toEqual([]);
    await context.close();
  });
});
