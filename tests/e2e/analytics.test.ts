import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "../../runtime/db/tables/index.ts";
import { type EditorServer, startEditorServer } from "../helpers/editor-session.ts";

/*
 * SEO and analytics in Chromium on the demo site, in Arabic: the page-load context every page
 * pushes to window.dataLayer (its category from the mapping setting, else the fallbacks), the
 * campaign cookie kept from a URL's utm parameters, and the `meta` setting's tags in <head>.
 * Pages with tracking parameters are answered from the same cached HTML as without, so what the
 * query decides is shown to be decided in the browser.
 */

let server: EditorServer;

beforeAll(async () => {
  server = await startEditorServer([]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

async function setSetting(key: string, value: string): Promise<void> {
  await server.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

async function removeSetting(key: string): Promise<void> {
  await server.database.db.delete(settings).where(eq(settings.key, key));
}

/** A fresh visitor, with script errors and Content-Security-Policy violations collected. */
async function visitor(
  storedConsent: string | null = null,
): Promise<{ context: BrowserContext; errors: string[] }> {
  const context = await server.browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: "ar",
  });
  if (storedConsent !== null)
    await context.addInitScript((value) => {
      if (location.protocol.startsWith("http")) localStorage.setItem("cookieConsentStatus", value);
    }, storedConsent);
  const errors: string[] = [];
  context.on("page", (page) => {
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
  });
  return { context, errors };
}

/** Opens a path and returns what the page pushed to window.dataLayer. */
async function dataLayerOf(page: Page, path: string): Promise<Record<string, unknown>[]> {
  await page.goto(`${server.url}${path}`, { waitUntil: "load" });
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((e) => e.event === "page_load_context"),
  );
  return page.evaluate(() => window.dataLayer ?? []);
}

describe("the page-load analytics context", () => {
  it("is pushed once on a page, with the documented fields, for a visitor who has not chosen", async () => {
    await setSetting("price.currency_iso", "AED");
    const { context, errors } = await visitor();
    const page = await context.newPage();
    // A page of content only (the home page shows a stock carousel: a listing, plp).
    const pushed = await dataLayerOf(page, "/ar/privacy-policy");
    expect(pushed.filter((e) => e.event === "page_load_context")).toEqual([
      {
        event: "page_load_context",
        language: "ar",
        currency_code: "AED",
        brand: "lrdx",
        consent_status: "pending",
        consent_scopes: [],
        page_category: "dx_other",
        market: "AE",
        application: "rdx",
      },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("carries the consent the visitor stored", async () => {
    const { context } = await visitor("accepted:obligatory,optional");
    const page = await context.newPage();
    const [pushed] = await dataLayerOf(page, "/ar/offers/summer");
    expect(pushed).toMatchObject({
      consent_status: "accepted",
      consent_scopes: ["obligatory", "optional"],
    });
    await context.close();
  });

  it("takes its category from the mapping setting, tested against the path and the query", async () => {
    await setSetting(
      "data_layers.page_category_mapping",
      JSON.stringify({
        broken: "([",
        summer_campaign: "utm_campaign=summer",
        offers: "^/ar/offers",
      }),
    );
    const { context, errors } = await visitor();
    const page = await context.newPage();
    const category = async (path: string) => (await dataLayerOf(page, path))[0]?.page_category;
    expect(await category("/ar/offers/summer")).toBe("offers");
    // The same cached HTML as /ar/models/defender: the browser reads the query.
    expect(await category("/ar/models/defender?utm_campaign=summer")).toBe("summer_campaign");
    expect(await category("/ar/models/defender")).toBe("dx_other");
    // The invalid expression is ignored (the server logs it), never an error in the page.
    expect(errors).toEqual([]);
    await removeSetting("data_layers.page_category_mapping");
    expect(await category("/ar/offers/summer")).toBe("dx_other");
    await context.close();
  });
});

describe("the campaign cookie", () => {
  async function campaignCookie(context: BrowserContext) {
    return (await context.cookies()).find((c) => c.name === "__gtm_campaign_url");
  }

  it("keeps the utm parameters of the URL, on the whole site, until another campaign comes", async () => {
    const { context } = await visitor();
    const page = await context.newPage();
    await dataLayerOf(page, "/ar/offers/summer?x=1&utm_source=news&utm_medium=email&gclid=abc");
    const first = await campaignCookie(context);
    expect(first?.value).toBe(
      `${server.url}/ar/offers/summer?utm_source=news&utm_medium=email&gclid=abc`,
    );
    expect(first?.path).toBe("/");
    // A page without campaign parameters keeps it.
    await dataLayerOf(page, "/ar/models/defender");
    expect((await campaignCookie(context))?.value).toBe(first?.value);
    // A new campaign replaces it entirely.
    await dataLayerOf(page, "/ar/?utm_campaign=winter");
    expect((await campaignCookie(context))?.value).toBe(`${server.url}/ar/?utm_campaign=winter`);
    await context.close();
  });

  it("is not set by a URL without campaign parameters", async () => {
    const { context } = await visitor();
    const page = await context.newPage();
    await dataLayerOf(page, "/ar/?fbclid=x");
    expect(await campaignCookie(context)).toBeUndefined();
    await context.close();
  });
});

describe("the meta tags", () => {
  it("writes the meta setting's tags in <head> beside the page's Open Graph tags", async () => {
    await setSetting(
      "meta",
      JSON.stringify([
        { name: "google-site-verification", content: "verify-123" },
        { property: "fb:app_id", content: "987" },
      ]),
    );
    const { context, errors } = await visitor();
    const page = await context.newPage();
    await page.goto(`${server.url}/ar/offers/summer`, { waitUntil: "load" });
    const meta = (selector: string) =>
      page.locator(`head ${selector}`).getAttribute("content", { timeout: 2000 });
    expect(await meta('meta[name="google-site-verification"]')).toBe("verify-123");
    expect(await meta('meta[property="fb:app_id"]')).toBe("987");
    expect(await meta('meta[property="og:locale"]')).toBe("ar_AE");
    // The canonical URL, written with the site's public origin.
    const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/^http:\/\/[^/]+\/ar\/offers\/summer$/);
    expect(await meta('meta[property="og:url"]')).toBe(canonical);
    expect(await meta('meta[property="og:image"]')).toMatch(
      /\/api\/v2\/images\/\d+\/w\/1600\.jpg$/,
    );
    expect(await page.locator("head title").textContent()).toMatch(/ \| /);
    expect(errors).toEqual([]);

    // Invalid JSON adds nothing, and the page is served as before.
    await setSetting("meta", '[{"name": "google-site-verification",');
    await page.reload({ waitUntil: "load" });
    expect(await page.locator('head meta[name="google-site-verification"]').count()).toBe(0);
    expect(await meta('meta[property="og:locale"]')).toBe("ar_AE");
    await removeSetting("meta");
    await context.close();
  });
});
