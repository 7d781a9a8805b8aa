import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { buildServer } from "../../runtime/server.ts";
import { axeViolations } from "../helpers/axe.ts";
import { freshDatabase } from "../helpers/database.ts";
import { testAssets } from "../helpers/editor-session.ts";
import { ageVerifications, lastSmsCode } from "../helpers/ev-preorder.ts";
import { orderMail } from "../helpers/orders.ts";
import { launchChromium } from "../helpers/start-site.ts";
import { visitorPage } from "../helpers/visitor-page.ts";

/**
 * The electric-vehicle pre-order in Chromium, in Arabic, at 390 and 1440 px, on the demo site
 * with the local card and SMS providers (001 §2, §4; 002 §2.12, §2.13): a buyer verifies their
 * phone, reserves, pays the fee on the provider's page and lands on the thank-you view; a soft
 * lock runs out under a faked clock and the buyer retries; the confirmation e-mail's link leads
 * to the cancellation, which needs a code sent to the reservation's phone, and ends cancelled
 * with the fee refunded once; axe-core's rules on each view. Screenshots go to
 * EV_PREORDER_SCREENSHOT_DIR (default tests/e2e/__screenshots__/ev-preorder).
 */

let app: FastifyInstance;
let browser: Browser;
let url = "";
let database: Awaited<ReturnType<typeof freshDatabase>>;
const shots = process.env.EV_PREORDER_SCREENSHOT_DIR ?? "tests/e2e/__screenshots__/ev-preorder";
const PAGE = "/ar/range-rover-electric/pre-order";

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  database = await freshDatabase("pglite", { demo: true });
  app = await buildServer({ db: database.db, assets: testAssets() });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  url = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.drop();
});

let phoneSerial = 0;
const newPhone = () => `+9715${String(21_000_000 + phoneSerial++ * 7).slice(0, 8)}`;

/** The hydrated reservation block. */
async function openReservation(page: Page): Promise<void> {
  await page.goto(`${url}${PAGE}`, { waitUntil: "networkidle" });
  await expect
    .poll(() => page.locator(".ev-block [data-view]").first().getAttribute("data-view"), {
      timeout: 15_000,
    })
    .toBe("landing");
}

/** Types the code the local provider "sent" to `phone` and checks it. */
async function enterCode(page: Page, phone: string): Promise<void> {
  const code = page.getByLabel("رمز التحقق");
  await expect.poll(() => code.isVisible()).toBe(true);
  await code.fill(await lastSmsCode(database.db, phone));
  await page.getByRole("button", { name: "تحقّق من الرمز" }).click();
  await expect.poll(() => page.getByText("تم التحقق من رقم هاتفك.").isVisible()).toBe(true);
}

/** Fills the buyer's details, verifies the phone, reserves: the checkout view. */
async function reserve(page: Page, phone: string): Promise<void> {
  await page.getByLabel("الاسم الأول").fill("سارة");
  await page.getByLabel("اسم العائلة").fill("المنصوري");
  await page.getByLabel("البريد الإلكتروني").fill("sara@example.com");
  await page.getByLabel("رقم الهاتف المحمول").fill(phone);
  await page.getByRole("button", { name: "أرسل رمز التحقق" }).click();
  await enterCode(page, phone);
  await page.getByRole("button", { name: "احجز الآن" }).click();
  await expect
    .poll(() => page.locator(".ev-block [data-view]").first().getAttribute("data-view"), {
      timeout: 15_000,
    })
    .toBe("checkout");
}

const viewOf = (page: Page) =>
  page.locator(".ev-block [data-view]").first().getAttribute("data-view");

describe("the electric-vehicle pre-order in Chromium, Arabic", () => {
  it("reserves on a phone, pays the fee with the local provider and lands on the thank-you view", async () => {
    const { page, context, errors } = await visitorPage(browser, 390, { height: 844 });
    const missing: string[] = [];
    page.on("response", (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
    const phone = newPhone();
    await openReservation(page);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    // The programme's pages: the logo-only navigation (no menu).
    expect(await page.locator("header nav a").count()).toBeLessThanOrEqual(1);
    await page.screenshot({ path: path.join(shots, "landing-390.png"), fullPage: true });
    expect(await axeViolations(page, ".ev-block")).toEqual([]);
    // A wrong code names the field and the tries left.
    await page.getByLabel("رقم الهاتف المحمول").fill(phone);
    await page.getByRole("button", { name: "أرسل رمز التحقق" }).click();
    const right = await lastSmsCode(database.db, phone);
    await page.getByLabel("رمز التحقق").fill(right === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "تحقّق من الرمز" }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toMatch(/المتبقية/);
    await page.getByLabel("رمز التحقق").fill(right);
    await page.getByRole("button", { name: "تحقّق من الرمز" }).click();
    await expect.poll(() => page.getByText("تم التحقق من رقم هاتفك.").isVisible()).toBe(true);
    await page.getByLabel("الاسم الأول").fill("سارة");
    await page.getByLabel("اسم العائلة").fill("المنصوري");
    await page.getByLabel("البريد الإلكتروني").fill("sara@example.com");
    await page.getByRole("button", { name: "احجز الآن" }).click();
    await expect.poll(() => viewOf(page), { timeout: 15_000 }).toBe("checkout");
    // The lock notice names the time in Dubai, the fee its amount with the editor's symbol.
    const block = page.locator(".ev-block").first();
    await expect.poll(() => block.textContent()).toMatch(/السيارة محجوزة لك حتى الساعة/);
    expect(await block.textContent()).toMatch(/درهم/);
    expect(await block.textContent()).not.toMatch(/\{\{/);
    await page.screenshot({ path: path.join(shots, "checkout-390.png"), fullPage: true });
    expect(await axeViolations(page, ".ev-block")).toEqual([]);
    // Paying without the terms is refused in the page, naming the checkbox.
    await page.getByRole("button", { name: "ادفع رسوم الحجز" }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toMatch(/الشروط/);
    expect(page.url()).not.toMatch(/local-pay/);
    await page.getByLabel("أوافق على الشروط والأحكام").check();
    await Promise.all([
      page.waitForURL(/\/local-pay\//),
      page.getByRole("button", { name: "ادفع رسوم الحجز" }).click(),
    ]);
    await Promise.all([
      page.waitForURL(/range-rover-electric\/pre-order/),
      page.getByRole("button", { name: "دفع ناجح" }).click(),
    ]);
    await expect.poll(() => viewOf(page), { timeout: 20_000 }).toBe("thankYou");
    expect(await block.textContent()).toContain("شكراً لك");
    // The provider's return parameters are gone from the address.
    expect(page.url()).not.toMatch(/payment_id|redirect_status/);
    await page.screenshot({ path: path.join(shots, "thank-you-390.png"), fullPage: true });
    // Back later: the reservation is made (no button).
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => viewOf(page), { timeout: 15_000 }).toBe("reservationMade");
    expect(await block.getByRole("button").count()).toBe(0);
    expect(missing).toEqual([]);
    // The refused code answered 422, as it should: the browser logs it; nothing else.
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await context.close();
  });

  it("shows the soft lock expiring under a faked clock, and retries the same car", async () => {
    const { page, context } = await visitorPage(browser, 1440);
    await page.clock.install();
    const phone = newPhone();
    await openReservation(page);
    await reserve(page, phone);
    await page.screenshot({ path: path.join(shots, "checkout-1440.png"), fullPage: true });
    const [lead] = rowsOf<{ id: string; vehicle_id: string }>(
      await database.db.execute(sql`SELECT l.id, o.vehicle_id FROM ev_leads l
        JOIN orders o ON o.order_number = l.order_number WHERE l.phone_number = ${phone}`),
    );
    // The server's hold runs out, and the page's clock passes its end.
    await database.db.execute(sql`UPDATE vehicle_holds SET expires_at = now() - interval '1 second'
      WHERE lock_id = (SELECT o.lock_id FROM orders o JOIN ev_leads l ON l.order_number = o.order_number
                       WHERE l.id = ${lead?.id ?? ""})`);
    await page.clock.fastForward("16:00");
    await expect.poll(() => viewOf(page), { timeout: 15_000 }).toBe("softLockExpired");
    await page.screenshot({ path: path.join(shots, "soft-lock-expired-1440.png"), fullPage: true });
    expect(await axeViolations(page, ".ev-block")).toEqual([]);
    await page.getByRole("button", { name: "أعد المحاولة" }).click();
    await expect.poll(() => viewOf(page), { timeout: 15_000 }).toBe("checkout");
    const [retried] = rowsOf<{ vehicle_id: string }>(
      await database.db.execute(sql`SELECT o.vehicle_id FROM ev_leads l
        JOIN orders o ON o.order_number = l.order_number WHERE l.retry_of = ${lead?.id ?? ""}`),
    );
    expect(retried?.vehicle_id).toBe(lead?.vehicle_id);
    await context.close();
  });

  it("cancels from the e-mailed link after a code to the reservation's phone; the fee is refunded once", async () => {
    const { page, context, errors } = await visitorPage(browser, 390, { height: 844 });
    const phone = newPhone();
    await openReservation(page);
    await reserve(page, phone);
    await page.getByLabel("أوافق على الشروط والأحكام").check();
    await Promise.all([
      page.waitForURL(/\/local-pay\//),
      page.getByRole("button", { name: "ادفع رسوم الحجز" }).click(),
    ]);
    await Promise.all([
      page.waitForURL(/range-rover-electric\/pre-order/),
      page.getByRole("button", { name: "دفع ناجح" }).click(),
    ]);
    await expect.poll(() => viewOf(page), { timeout: 20_000 }).toBe("thankYou");
    const [lead] = rowsOf<{ id: string }>(
      await database.db.execute(sql`SELECT id FROM ev_leads WHERE phone_number = ${phone}`),
    );
    const mail = (await orderMail(database.db)).find((m) => m.text.includes(`lead=${lead?.id}`));
    const link = /(http\S+#token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(link).toContain("/ar/range-rover-electric/pre-order/cancel?lead=");

    // Someone with the id but not the token sees nothing of it.
    await page.goto(link.replace(/#token=.*/, "#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"));
    await expect.poll(() => viewOf(page), { timeout: 15_000 }).toBe("unavailable");

    // A fresh document (only the fragment differs: the browser would not load the page again).
    await page.goto("about:blank");
    await page.goto(link.replace(/^https?:\/\/[^/]+/, url));
    await expect.poll(() => viewOf(page), { timeout: 15_000 }).toBe("landing");
    // The token left the address once read.
    expect(page.url()).not.toContain("#token=");
    const block = page.locator(".ev-block").first();
    expect(await block.textContent()).toContain(phone.slice(-4));
    await page.screenshot({ path: path.join(shots, "cancel-landing-390.png"), fullPage: true });
    expect(await axeViolations(page, ".ev-block")).toEqual([]);
    await ageVerifications(database.db, phone, 60);
    await page.getByRole("button", { name: "أرسل رمز التحقق" }).click();
    await enterCode(page, phone);
    await page.getByRole("button", { name: "إلغاء الحجز" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.screenshot({ path: path.join(shots, "cancel-modal-390.png") });
    // The secondary button keeps the reservation.
    await dialog.getByRole("button", { name: "لا، احتفظ بالحجز" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole("button", { name: "إلغاء الحجز" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "نعم، ألغِ الحجز" }).click();
    await expect.poll(() => viewOf(page), { timeout: 15_000 }).toBe("thankYou");
    await page.screenshot({ path: path.join(shots, "cancel-thank-you-390.png"), fullPage: true });
    const [order] = rowsOf<{ status: string; refunded: number }>(
      await database.db.execute(sql`SELECT o.status, p.refunded_minor AS refunded FROM orders o
        JOIN ev_leads l ON l.order_number = o.order_number JOIN payments p ON p.order_number = o.order_number
        WHERE l.id = ${lead?.id ?? ""}`),
    );
    expect(order?.status).toBe("refunded");
    expect(Number(order?.refunded)).toBe(500_000);
    // Opened again: cancelled.
    await page.goto("about:blank");
    await page.goto(link.replace(/^https?:\/\/[^/]+/, url));
    await expect.poll(() => viewOf(page), { timeout: 15_000 }).toBe("cancelled");
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await context.close();
  });

  it("lays the landing and the cancellation out at 1440 px without a violation", async () => {
    const { page, context } = await visitorPage(browser, 1440);
    await openReservation(page);
    await page.screenshot({ path: path.join(shots, "landing-1440.png"), fullPage: true });
    expect(await axeViolations(page, ".ev-block")).toEqual([]);
    const tabs = page.getByRole("tab");
    expect(await tabs.count()).toBe(2);
    await tabs.first().focus();
    // Right to left: the left arrow goes to the next tab.
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    await page.goto(`${url}/ar/range-rover-electric/pre-order/cancel`);
    await expect.poll(() => viewOf(page), { timeout: 15_000 }).toBe("unavailable");
    await page.screenshot({
      path: path.join(shots, "cancel-unavailable-1440.png"),
      fullPage: true,
    });
    await context.close();
  });
});
