import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, settings } from "../../runtime/db/tables/index.ts";
import { example } from "../../runtime/demo/showcase.ts";
import { type EditorServer, startEditorServer } from "../helpers/editor-session.ts";

/*
 * In Chromium, Arabic and right to left, on the demo's Defender 130 page: its Ready To Go Bar
 * gives the floating action button its items (decided on the server, with the url_brands
 * fallback), predefined links get the visitor's campaign parameters in the browser, and the
 * page's price is converted with the rate of a currency service on another origin.
 */

let server: EditorServer;
let rates: Server;
let rateRequests = 0;
let ratesOrigin = "";

beforeAll(async () => {
  rates = createServer((request, response) => {
    if (request.url === "/currency-exchange") {
      rateRequests++;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ data: { rate: 3.5 }, startdate: "2026-11-01" }));
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => rates.listen(0, "127.0.0.1", resolve));
  ratesOrigin = `http://127.0.0.1:${(rates.address() as AddressInfo).port}`;
  server = await startEditorServer([]);
  // A Defender page with the bar (its brochure item shows), and one whose bar turns the FAB off.
  await server.database.db.insert(pages).values([
    {
      path: "models/defender/next-steps",
      title: "الخطوات التالية",
      blocks: [example("lrdx-quote", 0), example("lrdx-ready-to-go-bar", 0)],
    },
    {
      path: "models/no-fab",
      title: "بلا زر عائم",
      blocks: [example("lrdx-ready-to-go-bar", 0, { fabDisabled: true })],
    },
  ]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => rates?.close(resolve));
});

async function setSetting(key: string, value: string): Promise<void> {
  await server.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** A visitor who has answered the cookie banner, with script errors and chunk requests kept. */
async function visit(
  path: string,
  width = 1440,
): Promise<{ context: BrowserContext; page: Page; problems: string[]; scripts: string[] }> {
  const context = await server.browser.newContext({
    viewport: { width, height: 900 },
    locale: "ar",
  });
  await context.addInitScript(() => {
    if (!location.protocol.startsWith("http")) return;
    localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const scripts: string[] = [];
  page.on("pageerror", (e) => problems.push(String(e)));
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  return { context, page, problems, scripts };
}

const visibleLabels = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) =>
    links
      // A closed <details> hides its content with content-visibility: checkVisibility sees it.
      .filter((l) => (l as HTMLElement).checkVisibility())
      .map((l) => l.textContent?.trim()),
  );

describe("the Ready To Go Bar and the floating action button", () => {
  it("the bar's items replace the admin items in the FAB: 4 on desktop, 3 on phones, fallbacks decided by the URL", async () => {
    const { context, page, problems } = await visit("/ar/models/defender-130");
    const bar = page.getByRole("region", { name: "الخطوات التالية" });
    // The brochure item is for Defender pages (url_brands): this model shows its fallback.
    const shown = ["احجز تجربة قيادة", "صمّم سيارتك", "ابحث عن وكيل", "العروض"];
    expect(await visibleLabels(page, ".ready-to-go-bar__link")).toEqual(shown);
    expect(await bar.getByText("عروض هذا الشهر").count()).toBe(0);
    const fab = page.getByRole("complementary", { name: "روابط سريعة" });
    expect(await visibleLabels(page, ".site-fab__link")).toEqual(shown);
    // Not the admin items (general.global_fab).
    expect(await fab.getByText("احجز صيانة").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();

    const phone = await visit("/ar/models/defender-130", 390);
    expect(await visibleLabels(phone.page, ".ready-to-go-bar__link")).toEqual(shown.slice(0, 2));
    expect(await visibleLabels(phone.page, ".site-fab__link")).toEqual(shown.slice(0, 3));
    const more = phone.page.getByText("عرض المزيد", { exact: true });
    await more.focus();
    await phone.page.keyboard.press("Enter");
    await expect.poll(() => visibleLabels(phone.page, ".ready-to-go-bar__link")).toEqual(shown);
    await phone.context.close();

    // On a Defender page the same bar shows its brochure item.
    const defender = await visit("/ar/models/defender/next-steps");
    expect(await visibleLabels(defender.page, ".site-fab__link")).toEqual([
      "احجز تجربة قيادة",
      "صمّم سيارتك",
      "ابحث عن وكيل",
      "اطلب كتيّباً",
    ]);
    await defender.context.close();
  });

  it("copies the visitor's campaign parameters onto predefined links in the browser", async () => {
    const { context, page } = await visit(
      "/ar/models/defender-130?utm_source=mail&gclid=g1&other=x",
    );
    // The bar's link and the FAB's (the footer's "build yours" is a plain URL, not the alias):
    // the alias's URL with {lang}, then the configured parameters the visitor's URL has.
    const hrefs = await page
      .locator("a[data-pass-through]", { hasText: "صمّم سيارتك" })
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) expect(href).toBe("/ar/build-yours?utm_source=mail&gclid=g1");
    await context.close();
    // Without them: the URL as configured.
    const plain = await visit("/ar/models/defender-130");
    expect(
      await plain.page
        .locator(".ready-to-go-bar__link", { hasText: "صمّم سيارتك" })
        .getAttribute("href"),
    ).toBe("/ar/build-yours");
    await plain.context.close();
  });

  it("fabDisabled turns the FAB off; with no admin items only a page with the bar has one", async () => {
    const noFab = await visit("/ar/models/no-fab");
    expect(await noFab.page.locator(".ready-to-go-bar").count()).toBe(1);
    expect(await noFab.page.locator(".site-fab").count()).toBe(0);
    await noFab.context.close();
    await setSetting("general.global_fab", "[]");
    const plain = await visit("/ar/models/defender");
    expect(await plain.page.locator(".site-fab").count()).toBe(0);
    await plain.context.close();
    const withBar = await visit("/ar/models/defender-130");
    expect(await withBar.page.locator(".site-fab__link").count()).toBe(4);
    await withBar.context.close();
  });
});

describe("currency exchange", () => {
  it("converts the page's prices with the rate (truncated), from the local service and from a service at api_url", async () => {
    // The demo's offline service: a fixed rate of 3.6725; 95,000 × 3.6725 = 348,887.5.
    const price = async (page: Page) =>
      page.locator(".price-exchange-class").evaluate((el) => el.textContent);
    const local = await visit("/ar/models/defender-130");
    await expect.poll(() => price(local.page)).toBe("348,887");
    expect(local.problems).toEqual([]);
    await local.context.close();

    // The rates service stands for an internal one: the server calls it only once allow-listed.
    await setSetting("security.egress_allowed_hosts", new URL(ratesOrigin).host);
    await setSetting("currency_exchange.api_url", `${ratesOrigin}/currency-exchange`);
    await setSetting("currency_exchange.response_key", "data.rate");
    const first = await visit("/ar/models/defender-130");
    await expect.poll(() => price(first.page)).toBe("332,500");
    await first.context.close();
    const again = await visit("/ar/models/defender-130?utm_source=x");
    await expect.poll(() => price(again.page)).toBe("332,500");
    await again.context.close();
    // Fetched once (the one-time rule), by the server: the page's policy keeps connect-src 'self'.
    expect(rateRequests).toBe(1);

    // A page without prices to convert carries no rate and loads no exchange script.
    const other = await visit("/ar/models/defender");
    expect(await other.page.locator("#price-exchange").count()).toBe(0);
    expect(other.scripts.some((s) => s.includes("price-exchange"))).toBe(false);
    await other.context.close();
  });
});
