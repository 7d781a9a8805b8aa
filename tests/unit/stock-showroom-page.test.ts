import { describe, expect, it } from "vitest";
import { settingsDefaults } from "../../generated/validate.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import { pagePathHref, stockPageHref } from "../../runtime/core/stock/stock-page.ts";
import { configSite } from "../../runtime/features/stock/showroom-page.ts";

/** The site's settings: every default, these rows over them. */
const settings = (rows: Record<string, string> = {}) =>
  mergeSettings(
    settingsDefaults,
    Object.entries(rows).map(([key, value]) => ({ key, value })),
  );

describe("the stock page path (001 §2), one rule for every way back to the list", () => {
  it("is stock_locator.stock_page_path, else cars_inventory_ssr.ci_stock_page_path, else home", () => {
    expect(
      stockPageHref(
        settings({
          "stock_locator.stock_page_path": "stock",
          "cars_inventory_ssr.ci_stock_page_path": "inventory",
        }),
        "/ar/",
      ),
    ).toBe("/ar/stock");
    expect(
      stockPageHref(
        settings({
          "stock_locator.stock_page_path": " ",
          "cars_inventory_ssr.ci_stock_page_path": "inventory",
        }),
        "/ar/",
      ),
    ).toBe("/ar/inventory");
    expect(stockPageHref(settings(), "/ar/")).toBe("/ar/");
    expect(stockPageHref(new Map(), "/en/")).toBe("/en/");
  });

  it("keeps a site path or an http(s) URL as it is, never a protocol-relative one", () => {
    const of = (path: string) =>
      stockPageHref(settings({ "stock_locator.stock_page_path": path }), "/ar/");
    expect(of("/en/stock")).toBe("/en/stock");
    expect(of("https://example.com/stock")).toBe("https://example.com/stock");
    expect(of("//evil.example/x")).toBe("/ar/evil.example/x");
    expect(of("./stock")).toBe("/ar/stock");
    expect(pagePathHref("retailer-locator", "/he/")).toBe("/he/retailer-locator");
  });
});

describe("the site a config call names", () => {
  it("is the hostname and the base path", () => {
    expect(configSite("https://www.example.com:8443", "/ar/")).toBe("www.example.com/ar/");
    expect(configSite("not a url", "/ar/")).toBe("/ar/");
  });
});
