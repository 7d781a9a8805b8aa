import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { importDemoStock } from "../../runtime/demo/demo-stock.ts";
import { importDemo } from "../../runtime/demo/import-demo.ts";
import { buildServer } from "../../runtime/server.ts";
import { axeViolations } from "../helpers/axe.ts";
import { freshDatabase } from "../helpers/database.ts";
import { testAssets } from "../helpers/editor-session.ts";
import { walkSteps } from "../helpers/order-journey.ts";
import { launchChromium } from "../helpers/start-site.ts";
import { visitorPage } from "../helpers/visitor-page.ts";

/**
 * The order-online journey in Chromium, in Arabic, at 390 and 1440 px, against the local card
 * provider (001 §2, §4): from the stock locator to a showroom, «احجز الآن», the steps, the
 * checkout with its soft-lock modal, a declined card then a paid one, a card that needs
 * verifying, the success page and the order's confirmation; and the configurator journey from
 * a config_url; the two no-payment vendors (a free reservation, and one confirmed by the e-mailed
 * link), set for the used and approved vehicles' states so that one server serves every case;
 * and axe-core's accessibility rules on every screen at 390 and 1440 px. Screenshots go to
 * ORDER_ONLINE_SCREENSHOT_DIR (default tests/e2e/__screenshots__/order-online).
 */

let app: FastifyInstance;
let browser: Browser;
let url = "";
let database: Awaited<ReturnType<typeof freshDatabase>>;
let vehicleIds: number[] = [];
/** A vehicle whose state's checkout config names each no-payment vendor. */
let freeVehicleId = 0;
let emailVehicleId = 0;
/** The free reservation's order, read back by the accessibility check. */
let freeOrderNumber = "";

/** A vehicle of the default listing in stock, of a state. */
async function vehicleOfState(state: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await database.db.execute(sql`
      SELECT v.id FROM stock_vehicles v
      JOIN stock_listing_vehicles lv ON lv.vehicle_id = v.id
      JOIN stock_listings l ON l.id = lv.listing_id AND l.name = 'default'
      WHERE v.state = ${state} AND v.status = 'stock'
      ORDER BY v.id LIMIT 1`),
  );
  if (!row) throw new Error(`the demo stock has no ${state} vehicle in stock`);
  return row.id;
}
const shots = process.env.ORDER_ONLINE_SCREENSHOT_DIR ?? "tests/e2e/__screenshots__/order-online";
const CONFIG_URL = "https://configurator.example.com/landrover/l663/build/demo-defender-110";

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  database = await freshDatabase("pglite", { demo: true });
  const [{ n } = { n: 0 }] = rowsOf<{ n: number | string }>(
    await database.db.execute(sql`SELECT count(*) AS n FROM stock_vehicles`),
  );
  if (Number(n) === 0) await importDemoStock(database.db, { count: 300, listing: "default" });
  vehicleIds = rowsOf<{ id: number }>(
    await database.db.execute(sql`
      SELECT v.id FROM stock_vehicles v
      JOIN stock_listing_vehicles lv ON lv.vehicle_id = v.id
      JOIN stock_listings l ON l.id = lv.listing_id AND l.name = 'default'
      WHERE v.state = 'new' AND v.status = 'stock' AND v.msrp_price IS NOT NULL
      ORDER BY v.id LIMIT 5`),
  ).map((r) => r.id);
  if (vehicleIds.length < 5) throw new Error("the demo stock has too few new vehicles in stock");
  // The no-payment vendors, each for a vehicle state (the checkout config of that state wins).
  freeVehicleId = await vehicleOfState("used");
  emailVehicleId = await vehicleOfState("approved");
  for (const [state, vendor] of [
    ["used", "NO_PAYMENT_JAPAN"],
    ["approved", "NO_PAYMENT_WITH_CONFIRMATION_EMAIL"],
  ] as const)
    await database.db.execute(sql`
      INSERT INTO stock_configs (site, config_type, vehicle_state, data)
      VALUES ('all', 'order_online_checkout_page', ${state},
        ${JSON.stringify({
          checkout_payment: { vendor: { type: ` ${vendor.toLowerCase()} ` } },
          checkout_terms_and_conditions: { label: "أوافق على الشروط والأحكام" },
        })}::jsonb)`);
  app = await buildServer({ db: database.db, assets: testAssets() });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  // The server writes its own links (the payment's redirect) with its public origin, localhost:
  // the visitor stays on it, or the journey's storage would be another origin's.
  url = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.drop();
});

/** Closes the initial soft-lock modal (15 minutes, the demo's hold). */
async function acknowledgeHold(page: Page): Promise<void> {
  const modal = page.locator('dialog[data-modal="soft-lock"]');
  await expect.poll(() => modal.isVisible()).toBe(true);
  expect(await modal.textContent()).toMatch(/15 دقيقة/);
  await modal.getByRole("button", { name: "متابعة" }).click();
}

/** Fills the buyer's form and agrees to the terms. */
async function fillForm(page: Page): Promise<void> {
  await page.getByLabel("الاسم الكامل").fill("سارة أحمد");
  await page.getByLabel("البريد الإلكتروني").fill("sara@example.com");
  await page.getByLabel("رقم الجوال").fill("0501234567");
  await page.getByLabel("أوافق على الشروط والأحكام").check();
}

/** Closes the initial soft-lock modal, fills the form and pays: lands on the local checkout. */
async function fillAndPay(page: Page, options: { isNewHold: boolean } = { isNewHold: true }) {
  if (options.isNewHold) await acknowledgeHold(page);
  await fillForm(page);
  await Promise.all([page.waitForURL(/\/local-pay\//), page.locator(".oo-pay").click()]);
}

/** Waits for the success page's order number and answers it. */
async function orderNumberOnSuccess(page: Page): Promise<string> {
  await page.waitForURL(/showroom-order-online\/success/);
  const number = page.locator("[data-order-number]");
  await expect.poll(() => number.count(), { timeout: 15_000 }).toBe(1);
  const text = (await number.textContent()) ?? "";
  expect(text).toMatch(/^SO-[0-9A-Z]{8}$/);
  return text;
}

describe("the order-online journey in Chromium, Arabic", () => {
  it("from the listing to a paid reservation on a phone: declined card, then paid; the confirmation", async () => {
    const { page, context, errors } = await visitorPage(browser, 390, {
      height: 844,
      deviceScaleFactor: 2,
    });
    const vehicleId = vehicleIds[0] ?? 0;
    // Errors the journey's pages report (the provider's test page is not ours to check here).
    const journeyErrors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && page.url().includes("showroom-order-online"))
        journeyErrors.push(`${m.text()} ${m.location().url}`);
    });
    // The stock locator page lists vehicles; its showroom pages carry «احجز الآن».
    await page.goto(`${url}/ar/stock`, { waitUntil: "networkidle" });
    expect(await page.locator('a[href*="/ar/showroom/"]').count()).toBeGreaterThan(0);
    await page.goto(`${url}/ar/showroom/vehicle-${vehicleId}`, { waitUntil: "networkidle" });
    const reserve = page.locator('a[href*="showroom-order-online/vehicle/"]').first();
    expect(await reserve.textContent()).toContain("احجز الآن");
    await Promise.all([page.waitForURL(/showroom-order-online\/vehicle\//), reserve.click()]);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    // The top bar: 42 px on a phone.
    expect(
      await page.locator(".oo-topbar").evaluate((el) => el.getBoundingClientRect().height),
    ).toBe(42);
    await page.screenshot({
      path: path.join(shots, "details-390.png"),
      fullPage: true,
      caret: "initial",
    });
    await walkSteps(page);

    // An empty form names each field it needs.
    await page
      .locator('dialog[data-modal="soft-lock"]')
      .getByRole("button", { name: "متابعة" })
      .click();
    await page.locator(".oo-pay").click();
    expect(await page.locator(".oo-form__summary").textContent()).toContain(
      "حقل «الاسم الكامل» مطلوب.",
    );
    // A reload keeps the hold (the same lock sent again): no initial modal this time.
    await page.reload();
    await expect
      .poll(() => page.locator("[data-checkout-state]").getAttribute("data-checkout-state"))
      .toBe("form");
    expect(await page.locator('dialog[data-modal="soft-lock"]').isVisible()).toBe(false);
    await fillAndPay(page, { isNewHold: false });
    // The provider sends the buyer back to a path of this site, in Arabic.
    const back = new URL(page.url()).searchParams.get("return_url") ?? "";
    expect(new URL(back).pathname).toBe("/ar/showroom-order-online/success");

    // Declined: back to checkout with the provider's message, then paid.
    await page.screenshot({
      path: path.join(shots, "local-pay-390.png"),
      fullPage: true,
      caret: "initial",
    });
    await page.getByRole("button", { name: "رفض البطاقة" }).click();
    await page.waitForURL(/showroom-order-online\/checkout/, { timeout: 15_000 });
    const declined = page.locator("[data-payment-error]");
    await expect.poll(() => declined.count()).toBe(1);
    expect(await declined.textContent()).toContain("Your card was declined.");
    await page.screenshot({
      path: path.join(shots, "checkout-declined-390.png"),
      fullPage: true,
      caret: "initial",
    });
    await page.getByLabel("أوافق على الشروط والأحكام").check();
    await Promise.all([page.waitForURL(/\/local-pay\//), page.locator(".oo-pay").click()]);
    await page.getByRole("button", { name: "دفع ناجح" }).click();
    const orderNumber = await orderNumberOnSuccess(page);
    expect(await page.locator("h1").textContent()).toBeTruthy();
    // The demo holds deposits (payment_on_hold): authorised on the card, not charged.
    const success = (await page.locator(".oo-success").textContent()) ?? "";
    expect(success).toContain("5,000.00");
    expect(success).toContain("المبلغ المحجوز على بطاقتك");
    expect(await page.locator("[data-payment-held]").textContent()).toContain("لم يُخصم بعد");
    // A reload reads the order back rather than placing it again.
    expect(new URL(page.url()).searchParams.get("order")).toBe(orderNumber);
    await page.screenshot({
      path: path.join(shots, "success-held-390.png"),
      fullPage: true,
      caret: "initial",
    });

    // The confirmation page: the order read back, its date in Arabic, its payment in words.
    await Promise.all([
      page.waitForURL(/showroom-order-online\/confirmation\//),
      page.getByRole("link", { name: "عرض طلبك" }).click(),
    ]);
    await expect.poll(() => page.locator("[data-created]").count()).toBe(1);
    expect(await page.locator("[data-order-number]").textContent()).toBe(orderNumber);
    expect(await page.locator("[data-created]").textContent()).toMatch(
      /(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)/,
    );
    expect(await page.locator("[data-payment-status]").textContent()).toBe("محجوز على بطاقتك");
    expect(await page.locator("[data-payment-held]").count()).toBe(1);
    await page.screenshot({
      path: path.join(shots, "confirmation-390.png"),
      fullPage: true,
      caret: "initial",
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    // Chromium reports any error status in the console: the declined card's 402 is the API's
    // answer by contract, and /favicon.ico is the browser's own ask.
    expect(
      journeyErrors.filter((e) => !/status of 402 .*\/buy_online\/orders$|\/favicon\.ico$/.test(e)),
    ).toEqual([]);
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await context.close();
  }, 120_000);

  it("a card that needs verifying, on a wide screen with the 62 px top bar", async () => {
    const { page, context } = await visitorPage(browser, 1440);
    const vehicleId = vehicleIds[1] ?? 0;
    await page.goto(`${url}/ar/showroom-order-online/vehicle/${vehicleId}?list=default`, {
      waitUntil: "networkidle",
    });
    expect(
      await page.locator(".oo-topbar").evaluate((el) => el.getBoundingClientRect().height),
    ).toBe(62);
    // The tabs answer the arrows once a step is confirmed (right to left: ArrowLeft goes on).
    await expect
      .poll(() => page.locator("[data-order-online-island]").getAttribute("data-hydrated"))
      .toBe("true");
    await page.locator('[data-confirm-step="0"]').click();
    await page.getByRole("tab").nth(1).focus();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => page.getByRole("tab").nth(0).getAttribute("aria-selected"))
      .toBe("true");
    await page.keyboard.press("ArrowLeft");
    await expect
      .poll(() => page.getByRole("tab").nth(1).getAttribute("aria-selected"))
      .toBe("true");
    await page.screenshot({
      path: path.join(shots, "details-1440.png"),
      fullPage: true,
      caret: "initial",
    });
    // The steps already confirmed stay confirmed; confirm the rest.
    const tabs = page.getByRole("tab");
    for (let i = 1; i < (await tabs.count()); i++)
      await page.locator(`[data-confirm-step="${i}"]`).click();
    await Promise.all([
      page.waitForURL(/checkout/),
      page.getByRole("button", { name: "المتابعة إلى الدفع" }).click(),
    ]);
    await page.screenshot({
      path: path.join(shots, "checkout-1440.png"),
      fullPage: true,
      caret: "initial",
    });
    await fillAndPay(page);
    await page.getByRole("button", { name: "يتطلب تحققاً" }).click();
    await page.waitForURL(/authenticate/);
    await page.getByRole("button", { name: "تأكيد" }).click();
    await orderNumberOnSuccess(page);
    await page.screenshot({
      path: path.join(shots, "success-1440.png"),
      fullPage: true,
      caret: "initial",
    });
    await context.close();
  }, 120_000);

  it("another buyer sees the held car as held; once the hold runs out and they take it, the first is kicked out", async () => {
    const vehicleId = vehicleIds[2] ?? 0;
    const checkout = `${url}/ar/showroom-order-online/checkout?vehicle=${vehicleId}&list=default`;
    const first = await visitorPage(browser, 390);
    await first.page.goto(checkout);
    await acknowledgeHold(first.page);
    const second = await visitorPage(browser, 390);
    await second.page.goto(checkout);
    await expect.poll(() => second.page.locator(".oo-notice h2").textContent()).toMatch(/محجوزة/);
    await second.page.screenshot({
      path: path.join(shots, "rebooking-390.png"),
      fullPage: true,
      caret: "initial",
    });
    // The first hold runs out; the second buyer asks again and holds the car.
    await database.db.execute(
      sql`UPDATE vehicle_holds SET expires_at = now() - interval '1 second' WHERE vehicle_id = ${vehicleId}`,
    );
    await second.page.getByRole("button", { name: "حاول مرة أخرى" }).click();
    await acknowledgeHold(second.page);
    // The first buyer looks at the page again: the kicked-out modal, with no way to pay.
    await first.page.evaluate(() => window.dispatchEvent(new Event("focus")));
    const kicked = first.page.locator('dialog[data-modal="kicked-out"]');
    await expect.poll(() => kicked.isVisible()).toBe(true);
    expect(await kicked.textContent()).toContain("يحجزها الآن مشترٍ آخر");
    await first.page.keyboard.press("Escape");
    expect(await kicked.isVisible()).toBe(true);
    await first.page.screenshot({ path: path.join(shots, "kicked-out-390.png"), caret: "initial" });
    await first.context.close();
    await second.context.close();
  }, 60_000);

  it("a hold that ran out with the car still free: the expired modal takes it again", async () => {
    const vehicleId = vehicleIds[3] ?? 0;
    const { page, context } = await visitorPage(browser, 1440);
    await page.goto(`${url}/ar/showroom-order-online/checkout?vehicle=${vehicleId}&list=default`);
    await acknowledgeHold(page);
    await page.screenshot({ path: path.join(shots, "checkout-held-1440.png"), caret: "initial" });
    await database.db.execute(
      sql`UPDATE vehicle_holds SET expires_at = now() - interval '1 second' WHERE vehicle_id = ${vehicleId}`,
    );
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    const expired = page.locator('dialog[data-modal="expired"]');
    await expect.poll(() => expired.isVisible()).toBe(true);
    await page.screenshot({ path: path.join(shots, "hold-expired-1440.png"), caret: "initial" });
    await expired.getByRole("button", { name: "احجزها مجدداً" }).click();
    // A new hold, with its initial modal.
    await acknowledgeHold(page);
    await context.close();
  }, 60_000);

  it("a free reservation (NO_PAYMENT_JAPAN): no payment step, straight to the success page", async () => {
    const { page, context, errors } = await visitorPage(browser, 390, { height: 844 });
    const paymentCalls: string[] = [];
    page.on("request", (r) => {
      if (/\/buy_online\/(payment|paypal|liqpay)|\/local-pay\//.test(r.url()))
        paymentCalls.push(r.url());
    });
    await page.goto(
      `${url}/ar/showroom-order-online/checkout?vehicle=${freeVehicleId}&list=default`,
    );
    await acknowledgeHold(page);
    expect(await page.getByText("هذا الحجز مجاني.").count()).toBe(1);
    expect(await page.locator(".oo-pay").textContent()).toBe("احجز الآن");
    await fillForm(page);
    await page.screenshot({
      path: path.join(shots, "checkout-free-390.png"),
      fullPage: true,
      caret: "initial",
    });
    await page.locator(".oo-pay").click();
    await orderNumberOnSuccess(page);
    freeOrderNumber = (await page.locator("[data-order-number]").textContent()) ?? "";
    expect(await page.locator("[data-order-status]").getAttribute("data-order-status")).toBe(
      "confirmed",
    );
    expect(paymentCalls).toEqual([]);
    await page.screenshot({
      path: path.join(shots, "success-free-390.png"),
      fullPage: true,
      caret: "initial",
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it("no gateway (NO_PAYMENT_WITH_CONFIRMATION_EMAIL): the e-mailed link confirms the order", async () => {
    const { page, context } = await visitorPage(browser, 390, { height: 844 });
    await page.goto(
      `${url}/ar/showroom-order-online/checkout?vehicle=${emailVehicleId}&list=default`,
    );
    await acknowledgeHold(page);
    expect(await page.getByText("سنرسل إليك رابطاً بالبريد الإلكتروني").count()).toBe(1);
    await fillForm(page);
    await page.locator(".oo-pay").click();
    const orderNumber = await orderNumberOnSuccess(page);
    expect(await page.locator("[data-order-status]").getAttribute("data-order-status")).toBe(
      "awaiting_confirmation",
    );
    expect(await page.locator("[data-email-sent]").textContent()).toContain(
      "افتح الرابط فيه لتأكيد حجزك",
    );
    // Nothing was paid: no amount paid or held is shown.
    expect(await page.locator(".oo-success").textContent()).not.toMatch(
      /المبلغ المدفوع|المبلغ المحجوز/,
    );
    await page.screenshot({
      path: path.join(shots, "success-email-390.png"),
      fullPage: true,
      caret: "initial",
    });
    // The link from the buyer's e-mail, as the outbox holds it.
    let link = "";
    await expect
      .poll(
        async () => {
          const rows = rowsOf<{ text: string | null }>(
            await database.db.execute(
              sql`SELECT payload->>'text' AS text FROM outbox WHERE kind = 'order_mail'`,
            ),
          );
          const found = rows
            .map((r) => /https?:\/\/\S+by_link=1/.exec(r.text ?? "")?.[0] ?? "")
            .find((l) => l.includes(orderNumber));
          link = found ?? "";
          return link;
        },
        { timeout: 10_000 },
      )
      .not.toBe("");
    const target = new URL(link);
    await page.goto(`${url}${target.pathname}${target.search}`);
    const status = page.locator("[data-status]");
    await expect.poll(() => status.getAttribute("data-status")).toBe("confirmed");
    expect(await page.locator(".oo-confirmation").textContent()).toContain("تم تأكيد حجزك.");
    expect(await page.locator("[data-order-number]").textContent()).toBe(orderNumber);
    await page.screenshot({
      path: path.join(shots, "confirmation-email-390.png"),
      fullPage: true,
      caret: "initial",
    });
    await context.close();
  }, 60_000);

  it("axe-core finds no violation on the details, checkout, success and confirmation pages", async () => {
    const vehicleId = vehicleIds[4] ?? 0;
    const found: string[] = [];
    for (const width of [390, 1440]) {
      // Each width is another visitor: the car is let go of between them.
      await database.db.execute(
        sql`DELETE FROM vehicle_holds WHERE vehicle_id = ${vehicleId} AND order_number IS NULL`,
      );
      const { page, context } = await visitorPage(browser, width);
      const check = async (name: string) => {
        for (const v of await axeViolations(page, ".oo")) found.push(`${name} ${width}: ${v}`);
      };
      await page.goto(`${url}/ar/showroom-order-online/vehicle/${vehicleId}?list=default`, {
        waitUntil: "networkidle",
      });
      await check("details");
      await page.goto(
        `${url}/ar/showroom-order-online/checkout?vehicle=${vehicleId}&list=default`,
        { waitUntil: "networkidle" },
      );
      await acknowledgeHold(page);
      await check("checkout");
      // The form's error summary and messages too.
      await page.locator(".oo-pay").click();
      await expect.poll(() => page.locator(".oo-field__error").count()).toBeGreaterThan(0);
      await check("checkout with errors");
      await page.screenshot({
        path: path.join(shots, `checkout-errors-${width}.png`),
        fullPage: true,
        caret: "initial",
      });
      await page.goto(`${url}/ar/showroom-order-online/success?order=${freeOrderNumber}`);
      await expect.poll(() => page.locator("[data-order-number]").count()).toBe(1);
      await check("success");
      await page.screenshot({
        path: path.join(shots, `success-${width}.png`),
        fullPage: true,
        caret: "initial",
      });
      await page.goto(`${url}/ar/showroom-order-online/confirmation/${freeOrderNumber}`);
      await expect.poll(() => page.locator("[data-created]").count()).toBe(1);
      await check("confirmation");
      await page.screenshot({
        path: path.join(shots, `confirmation-${width}.png`),
        fullPage: true,
        caret: "initial",
      });
      await context.close();
    }
    expect(found).toEqual([]);
  }, 120_000);

  it("the configurator journey from a config_url", async () => {
    const { page, context, errors } = await visitorPage(browser, 390);
    const response = await page.goto(
      `${url}/ar/showroom-order-online/vehicle?config_url=${encodeURIComponent(CONFIG_URL)}`,
      { waitUntil: "networkidle" },
    );
    expect(response?.status()).toBe(200);
    // The build's car, named in Arabic as the showroom names it.
    expect(await page.locator(".oo-topbar__vehicle").textContent()).toContain("لاند روفر ديفندر");
    expect(await page.locator(".oo-vehicle__tag").first().textContent()).toBe("سيارة من المُهيِّئ");
    await page.screenshot({
      path: path.join(shots, "configurator-390.png"),
      fullPage: true,
      caret: "initial",
    });
    await walkSteps(page);
    expect(page.url()).toContain("config_url=");
    // A build is not one car: no hold, so no soft-lock modal; the form is there to fill.
    await expect.poll(() => page.getByLabel("الاسم الكامل").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it("an unknown vehicle is a page saying so, with the way back", async () => {
    const { page, context } = await visitorPage(browser, 390);
    const response = await page.goto(
      `${url}/ar/showroom-order-online/vehicle/999999999?list=default`,
    );
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("لا يمكن طلب هذه السيارة");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
    await context.close();
  });
});
