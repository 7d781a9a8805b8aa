import { describe, expect, it } from "vitest";
import { configSite, listingPageHref } from "../../runtime/features/stock/showroom-page.ts";

const map = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe("the showroom's listing page", () => {
  it("is stock_locator.stock_page_path, else cars_inventory_ssr.ci_stock_page_path, else home", () => {
    expect(
      listingPageHref(
        map({
          "stock_locator.stock_page_path": "stock",
          "cars_inventory_ssr.ci_stock_page_path": "inventory",
        }),
        "/ar/",
      ),
    ).toBe("/ar/stock");
    expect(
      listingPageHref(
        map({
          "stock_locator.stock_page_path": " ",
          "cars_inventory_ssr.ci_stock_page_path": "inventory",
        }),
        "/ar/",
      ),
    ).toBe("/ar/inventory");
    expect(listingPageHref(map({}), "/ar/")).toBe("/ar/");
  });

  it("keeps a site path or an http(s) URL as it is, never a protocol-relative one", () => {
    const of = (path: string) =>
      listingPageHref(map({ "stock_locator.stock_page_path": path }), "/ar/");
    expect(of("/en/stock")).toBe("/en/stock");
    expect(of("https://example.com/stock")).toBe("https://example.com/stock");
    expect(of("//evil.example/x")).toBe("/ar/evil.example/x");
    expect(of("./stock")).toBe("/ar/stock");
  });
});

describe("the site a config call names", () => {
  it("is the hostname and the base path", () => {
    expect(configSite("https://www.example.com:8443", "/ar/")).toBe("www.example.com/ar/");
    expect(configSite("not a url", "/ar/")).toBe("/ar/");
  });
});
