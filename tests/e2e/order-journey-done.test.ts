import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Browser } from "playwright-core";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailTransport } from "../../runtime/adapters/mail.ts";
import { type PaymentProviders, paymentProviders } from "../../runtime/adapters/payments/index.ts";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { users } from "../../runtime/db/tables/index.ts";
import { hashPassword } from "../../runtime/features/auth/passwords.ts";
import { buildServer } from "../../runtime/server.ts";
import { freshDatabase } from "../helpers/database.ts";
import { signIn, TEST_PASSWORD, testAssets } from "../helpers/editor-session.ts";
import { walkSteps } from "../helpers/order-journey.ts";
import { launchChromium } from "../helpers/start-site.ts";
import { visitorPage } from "../helpers/visitor-page.ts";

/**
 * Issue 24's "done when", as one story on one server and one Chromium: a shopper on a phone
 * (390 px, Arabic) picks a car in the demo's stock locator, reserves it from its showroom, walks
 * the steps, pays the deposit with the local card provider (the demo holds deposits: payment on
 * hold), reads the success and confirmation pages in Arabic and receives the confirmation e-mail
 * through a real SMTP server; the distributor signs in, finds the order and captures the deposit,
 * and the order reads paid, to the distributor and to the buyer. Screenshots go to
 * ORDER_ADMIN_SHOTS (default tests/e2e/__screenshots__/order-admin).
 */

const shots = process.env.ORDER_ADMIN_SHOTS ?? "tests/e2e/__screenshots__/order-admin";
const DISTRIBUTOR = "distributor@example.com";
const BUYER = "sara.journey@example.com";

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

let app: FastifyInstance;
let browser: Browser;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let payments: PaymentProviders;
let smtp: SMTPServer;
let url = "http://localhost";
const received: ReceivedMail[] = [];

/** A header value with its RFC 2047 encoded words decoded. */
const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_all, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuoted(data.replace(/_/g, " ")),
    );

/** Quoted-printable bytes as UTF-8 text. */
const decodeQuoted = (value: string): string =>
  Buffer.from(
    value
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    "latin1",
  ).toString("utf8");

/** A plain-text message as the SMTP server received it: its recipients, subject and text. */
function readMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuoted(body)
        : body;
  return {
    to,
    subject: decodeWords(headers.get("subject") ?? ""),
    text: text.replace(/\r\n/g, "\n"),
  };
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((a) => a.address);
        received.push(readMail(Buffer.concat(chunks).toString("utf8"), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const { port: smtpPort } = smtp.server.address() as AddressInfo;

  database = await freshDatabase("pglite", { demo: true });
  await database.db.insert(users).values({
    email: DISTRIBUTOR,
    name: "مدير المبيعات",
    role: "admin",
    password_hash: await hashPassword(TEST_PASSWORD),
  });
  // The local providers as `npm start` has them (the webhook a few seconds after the payment),
  // with the server's own origin for the test checkout page's links.
  payments = paymentProviders({}, { fetch, db: database.db, publicOrigin: () => url });
  app = await buildServer({
    db: database.db,
    assets: testAssets(),
    payments,
    outbox: { mail: smtpMailTransport(`smtp://127.0.0.1:${smtpPort}`) },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  // The visitor stays on the origin the server writes its links with, or the journey's storage
  // would be another origin's when the payment page sends them back.
  url = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.drop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** The vehicles a shopper can reserve: new, in stock, priced, in the default list. */
async function orderableVehicles(): Promise<Set<number>> {
  const rows = rowsOf<{ id: number }>(
    await database.db.execute(sql`
      SELECT v.id FROM stock_vehicles v
      JOIN stock_listing_vehicles lv ON lv.vehicle_id = v.id
      JOIN stock_listings l ON l.id = lv.listing_id AND l.name = 'default'
      WHERE v.state = 'new' AND v.status = 'stock' AND v.msrp_price IS NOT NULL`),
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** The messages the SMTP server has received for `address`, waited for up to `ms`. */
async function mailTo(address: string, ms = 20_000): Promise<ReceivedMail[]> {
  await expect
    .poll(() => received.filter((m) => m.to.includes(address)).length, { timeout: ms })
    .toBeGreaterThan(0);
  return received.filter((m) => m.to.includes(address));
}

describe("done when: a phone's reservation, paid and e-mailed, captured by the distributor", () => {
  it("from the stock locator to a captured deposit", async () => {
    const shopper = await visitorPage(browser, 390, { height: 844, deviceScaleFactor: 2 });
    const { page } = shopper;
    page.setDefaultTimeout(15_000);
    // What the journey's own pages report (the provider's test page is not the journey).
    const journeyErrors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && page.url().includes("showroom-order-online"))
        journeyErrors.push(`${m.text()} ${m.location().url}`);
    });

    // The stock locator: the shopper picks a car that can be reserved.
    await page.goto(`${url}/ar/stock`, { waitUntil: "networkidle" });
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    const orderable = await orderableVehicles();
    const hrefs = await page
      .locator('a[href*="/ar/showroom/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const pick = hrefs.find((href) => {
      const id = /-(\d+)(?:[?#]|$)/.exec(new URL(href, "http://x").pathname)?.[1];
      return id !== undefined && orderable.has(Number(id));
    });
    if (!pick) throw new Error(`no reservable car among the locator's links: ${hrefs.join(", ")}`);
    const vehicleId = Number(/-(\d+)(?:[?#]|$)/.exec(new URL(pick, "http://x").pathname)?.[1]);
    await page.screenshot({ path: path.join(shots, "done-stock-390.png"), caret: "initial" });
    await Promise.all([
      page.waitForURL(/\/ar\/showroom\//),
      page.locator(`a[href="${pick}"]`).first().click(),
    ]);

    // Its showroom: «احجز الآن» opens the journey's steps.
    const reserve = page.locator('a[href*="showroom-order-online/vehicle/"]').first();
    expect(await reserve.textContent()).toContain("احجز الآن");
    await Promise.all([page.waitForURL(/showroom-order-online\/vehicle\//), reserve.click()]);
    expect(new URL(page.url()).pathname).toBe(`/ar/showroom-order-online/vehicle/${vehicleId}`);
    await walkSteps(page);

    // Checkout: the hold is explained, the buyer's details given, the deposit paid.
    const modal = page.locator('dialog[data-modal="soft-lock"]');
    await expect.poll(() => modal.isVisible()).toBe(true);
    expect(await modal.textContent()).toMatch(/15 دقيقة/);
    await modal.getByRole("button", { name: "متابعة" }).click();
    await page.getByLabel("الاسم الكامل").fill("سارة أحمد");
    await page.getByLabel("البريد الإلكتروني").fill(BUYER);
    await page.getByLabel("رقم الجوال").fill("0501234567");
    await page.getByLabel("أوافق على الشروط والأحكام").check();
    await page.screenshot({
      path: path.join(shots, "done-checkout-390.png"),
      fullPage: true,
      caret: "initial",
    });
    await Promise.all([page.waitForURL(/\/local-pay\//), page.locator(".oo-pay").click()]);
    await page.getByRole("button", { name: "دفع ناجح" }).click();

    // The success page in Arabic: the order's number and the deposit.
    await page.waitForURL(/showroom-order-online\/success/);
    const number = page.locator("[data-order-number]");
    await expect.poll(() => number.count(), { timeout: 15_000 }).toBe(1);
    const orderNumber = (await number.textContent()) ?? "";
    expect(orderNumber).toMatch(/^SO-[0-9A-Z]{8}$/);
    expect(await page.getAttribute("html", "lang")).toMatch(/^ar/);
    expect(await page.locator(".oo-success").textContent()).toContain("5,000.00");
    await page.screenshot({
      path: path.join(shots, "done-success-390.png"),
      fullPage: true,
      caret: "initial",
    });

    // The confirmation page: the deposit held on the buyer's card, in words.
    await Promise.all([
      page.waitForURL(/showroom-order-online\/confirmation\//),
      page.getByRole("link", { name: "عرض طلبك" }).click(),
    ]);
    await expect.poll(() => page.locator("[data-created]").count()).toBe(1);
    expect(await page.locator("[data-order-number]").textContent()).toBe(orderNumber);
    const paymentStatus = page.locator("[data-payment-status]");
    expect(await paymentStatus.getAttribute("data-payment-status")).toBe("authorised");
    expect(await paymentStatus.textContent()).toMatch(/محجوز/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    await page.screenshot({
      path: path.join(shots, "done-confirmation-390.png"),
      fullPage: true,
      caret: "initial",
    });

    // The buyer's e-mail, delivered over SMTP, in Arabic, names the order and links to it; the
    // distributor's notice names it too.
    const [mail] = await mailTo(BUYER);
    expect(mail?.subject).toBe(`تأكيد حجز سيارتك — الطلب ${orderNumber}`);
    expect(mail?.text).toContain(`رقم الطلب: ${orderNumber}`);
    expect(mail?.text).toContain(`/ar/showroom-order-online/confirmation/${orderNumber}`);
    const notices = await mailTo("sales@distributor.example");
    expect(notices.some((m) => m.subject.includes(orderNumber))).toBe(true);

    // The distributor finds the order by its car and captures the deposit.
    const distributor = await signIn({ url, browser }, DISTRIBUTOR, 1440);
    const admin = distributor.page;
    admin.setDefaultTimeout(10_000);
    await admin.goto(`${url}/ar/admin/orders`, { waitUntil: "networkidle" });
    await admin.getByLabel("السيارة (المعرّف أو جزء من رقم الهيكل)").fill(String(vehicleId));
    await admin.getByRole("button", { name: "تطبيق" }).click();
    const row = admin.locator(`tr[data-order-number="${orderNumber}"]`);
    await row.waitFor();
    expect(await admin.locator("tr[data-order-number]").count()).toBe(1);
    expect(await row.locator('td[data-label="الحالة"]').textContent()).toBe("مبلغ محجوز");
    await row.getByRole("link", { name: `فتح الطلب ${orderNumber}` }).click();
    await admin.locator(".adm-timeline").waitFor();
    expect(await admin.locator(".adm-card").first().textContent()).toContain("تحصيل المبلغ");
    await admin.getByRole("button", { name: "تحصيل المبلغ", exact: true }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "تأكيد", exact: true }).click();
    await admin.getByRole("status").filter({ hasText: "حُصّل المبلغ" }).waitFor();
    const summary = admin.locator(".adm-dl").first();
    await expect.poll(() => summary.textContent()).toContain("مدفوع");
    await admin.screenshot({
      path: path.join(shots, "done-admin-captured-1440.png"),
      fullPage: true,
      caret: "initial",
    });
    expect(distributor.errors).toEqual([]);
    await distributor.context.close();

    // The money is taken once at the provider; the car is sold once; the buyer reads it paid.
    const taken = (await payments.local?.list())?.filter(
      (p) => p.metadata.order_number === orderNumber,
    );
    expect(taken?.map((p) => p.status)).toEqual(["succeeded"]);
    const [live] = rowsOf<{ n: number }>(
      await database.db.execute(sql`
        SELECT count(*)::int AS n FROM orders
        WHERE vehicle_id = ${String(vehicleId)} AND status IN ('authorised', 'paid', 'confirmed')`),
    );
    expect(live?.n).toBe(1);
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => paymentStatus.getAttribute("data-payment-status")).toBe("paid");
    expect(await paymentStatus.textContent()).toMatch(/مدفوع/);
    await page.screenshot({
      path: path.join(shots, "done-confirmation-paid-390.png"),
      fullPage: true,
      // The default hides the caret with a style on the focused field, which a field not yet
      // hydrated (the footer's search) reports as a mismatch with the server's HTML.
      caret: "initial",
    });

    expect(journeyErrors.filter((e) => !/\/favicon\.ico$/.test(e))).toEqual([]);
    expect(shopper.errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await shopper.context.close();
  }, 180_000);
});
