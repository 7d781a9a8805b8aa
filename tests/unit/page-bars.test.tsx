import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { settingsDefaults, settingsValidators } from "../../generated/validate.ts";
import {
  BACK_BUTTON_PARSE_ERROR,
  backBarModel,
  backButtonConfig,
  DEFAULT_BACK_BUTTON,
} from "../../runtime/core/back-bar.ts";
import { isUnderPagePrefixes } from "../../runtime/core/page-prefixes.ts";
import {
  isRetailerBarPage,
  mayKeepRetailer,
  RETAILER_COOKIE_MAX_AGE_SECONDS,
  retailerBarModel,
  retailerChoiceOf,
  retailerCookie,
  withoutRetailerParam,
} from "../../runtime/core/retailer-bar.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import { shownPhone } from "../../runtime/features/dealers/chosen-retailer.ts";
import { MainLayout } from "../../site/layouts/main-layout.tsx";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";

/** The site's settings: every default, these rows over them. */
const settings = (rows: Record<string, string> = {}) =>
  mergeSettings(
    settingsDefaults,
    Object.entries(rows).map(([key, value]) => ({ key, value })),
  );

const SHOWROOM = "/ar/showroom/defender-110-12";

/** backBarModel on the showroom page, with the messages it logged. */
function backBar(rows: Record<string, string>, urlPath = SHOWROOM) {
  const logged: string[] = [];
  const model = backBarModel(settings(rows), {
    urlPath,
    base: "/ar/",
    defaultLabel: "العودة إلى نتائج البحث",
    log: (m) => logged.push(m),
  });
  return { model, logged };
}

describe("the optional bars' page prefixes", () => {
  it("cover a path and what lies under it, '/' every page, with or without the language code", () => {
    expect(isUnderPagePrefixes(["/showroom"], "/ar/showroom/x-1", "/ar/")).toBe(true);
    expect(isUnderPagePrefixes(["/showroom"], "/ar/showroom", "/ar/")).toBe(true);
    expect(isUnderPagePrefixes(["/showroom"], "/ar/showroom-order-online/checkout", "/ar/")).toBe(
      false,
    );
    expect(isUnderPagePrefixes(["/ar/showroom/"], "/ar/showroom/x-1", "/ar/")).toBe(true);
    expect(isUnderPagePrefixes(["/"], "/ar/", "/ar/")).toBe(true);
    expect(isUnderPagePrefixes(["/"], "/ar/offers/summer", "/ar/")).toBe(true);
    expect(isUnderPagePrefixes([], "/ar/offers", "/ar/")).toBe(false);
    // An Arabic path as the browser sends it.
    expect(isUnderPagePrefixes(["/عروض"], `/ar/${encodeURIComponent("عروض")}/x`, "/ar/")).toBe(
      true,
    );
  });
});

describe("global.sl_back_button: the vehicle-list back bar's settings", () => {
  it("is declared in the global namespace with its default, and its validator checks the JSON", () => {
    expect(JSON.parse(settingsDefaults["global.sl_back_button"] ?? "")).toEqual({
      enabled: true,
      pages: ["/showroom"],
    });
    const validate = settingsValidators.global;
    expect(validate({ "global.sl_back_button": { enabled: true, pages: ["/showroom"] } })).toBe(
      true,
    );
    expect(validate({ "global.sl_back_button": { pages: ["showroom"] } })).toBe(false);
    expect(validate({ "global.sl_back_button": { url: "javascript:alert(1)" } })).toBe(false);
    expect(validate({ "global.sl_back_button": { colour: "red" } })).toBe(false);
  });

  it("valid: the bar on the pages it lists, back to the stock page, in the default words", () => {
    const { model, logged } = backBar({ "stock_locator.stock_page_path": "stock" });
    expect(model).toEqual({ label: "العودة إلى نتائج البحث", href: "/ar/stock" });
    expect(logged).toEqual([]);
    expect(backBar({}, "/ar/offers").model).toBeNull();
    expect(backBar({}, "/ar/showroom-order-online/checkout").model).toBeNull();
  });

  it("its label, target and pages as set; enabled false shows none", () => {
    const value = JSON.stringify({
      enabled: true,
      label: "العودة إلى السيارات",
      url: "/ar/used-cars",
      pages: ["/showroom", "/showroom-order-online"],
    });
    expect(backBar({ "global.sl_back_button": value }).model).toEqual({
      label: "العودة إلى السيارات",
      href: "/ar/used-cars",
    });
    expect(
      backBar({ "global.sl_back_button": value }, "/ar/showroom-order-online/checkout").model,
    ).not.toBeNull();
    expect(
      backBar({ "global.sl_back_button": JSON.stringify({ enabled: false }) }).model,
    ).toBeNull();
    // A bare path is under the language base, as the stock page path is.
    expect(
      backBar({ "global.sl_back_button": JSON.stringify({ url: "stock?sort=priceAsc" }) }).model
        ?.href,
    ).toBe("/ar/stock?sort=priceAsc");
  });

  it("an object leaving members out gets their defaults; an empty setting is the default", () => {
    expect(backButtonConfig(settings({ "global.sl_back_button": "{}" }), () => {})).toEqual(
      DEFAULT_BACK_BUTTON,
    );
    expect(backButtonConfig(settings({ "global.sl_back_button": " " }), () => {})).toEqual(
      DEFAULT_BACK_BUTTON,
    );
    expect(backButtonConfig(new Map(), () => {})).toEqual(DEFAULT_BACK_BUTTON);
  });

  it("the target falls back through the stock page path rule", () => {
    expect(backBar({ "cars_inventory_ssr.ci_stock_page_path": "inventory" }).model?.href).toBe(
      "/ar/inventory",
    );
    expect(
      backBar({
        "stock_locator.stock_page_path": "stock",
        "cars_inventory_ssr.ci_stock_page_path": "inventory",
      }).model?.href,
    ).toBe("/ar/stock");
    expect(backBar({}).model?.href).toBe("/ar/");
  });

  it("invalid: logs exactly 'Cannot parse back button settings' and shows no bar", () => {
    for (const value of [
      "{enabled: true",
      "not json",
      "[]",
      "null",
      "42",
      JSON.stringify({ enabled: "yes" }),
      JSON.stringify({ pages: "/showroom" }),
      JSON.stringify({ url: "javascript:alert(1)" }),
      JSON.stringify({ unknown: 1 }),
    ]) {
      const { model, logged } = backBar({ "global.sl_back_button": value });
      expect(model, value).toBeNull();
      expect(logged, value).toEqual([BACK_BUTTON_PARSE_ERROR]);
    }
    expect(BACK_BUTTON_PARSE_ERROR).toBe("Cannot parse back button settings");
  });
});

/** The main layout of a page, rendered as the server does, with what it logged. */
function layout(
  rows: Record<string, string>,
  path: string,
  extra: Partial<Parameters<typeof MainLayout>[0]> = {},
) {
  const logged: string[] = [];
  const html = renderToStaticMarkup(
    <SiteContext.Provider value={{ ...defaultSiteContext, lang: "ar", base: "/ar/", dir: "rtl" }}>
      <MainLayout
        appName="لاند روفر"
        skipLabel="انتقل إلى المحتوى"
        footer={{ rights: "" }}
        settings={settings(rows)}
        path={path}
        log={(m) => logged.push(m)}
        {...extra}
      >
        <p>المحتوى</p>
      </MainLayout>
    </SiteContext.Provider>,
  );
  return { html, logged };
}

describe("the bars in the main layout", () => {
  it("the back bar: a nav named in Arabic with one link, before the page's content", () => {
    const { html } = layout({ "stock_locator.stock_page_path": "stock" }, SHOWROOM);
    expect(html).toMatch(
      /<nav class="back-bar" aria-label="الرجوع إلى قائمة السيارات">.*<a class="back-bar__link" href="\/ar\/stock">.*العودة إلى نتائج البحث/,
    );
    expect(html.indexOf('class="back-bar"')).toBeLessThan(html.indexOf('id="main"'));
    expect(layout({}, "/ar/offers").html).not.toContain("back-bar");
    // The builder's preview shows the page's blocks only.
    expect(layout({}, SHOWROOM, { isPreview: true }).html).not.toContain("back-bar");
  });

  it("an unreadable setting: logged through the layout's log, no bar, the page still renders", () => {
    const { html, logged } = layout({ "global.sl_back_button": "{oops" }, SHOWROOM);
    expect(logged).toContain(BACK_BUTTON_PARSE_ERROR);
    expect(html).not.toContain("back-bar");
    expect(html).toContain("المحتوى");
  });

  it("the retailer bar: the name, the phone isolated left to right, the forget link", () => {
    const bar = retailerBarModel(
      {
        code: "DXB01",
        name: "صالة عرض شارع الشيخ زايد",
        phone: "+971 4 555 0140",
        phoneHref: "tel:+97145550140",
      },
      { settings: settings(), urlPath: "/ar/offers", base: "/ar/", log: () => {} },
    );
    const { html } = layout({}, "/ar/offers", { retailerBar: bar });
    expect(html).toContain('<aside class="retailer-bar" aria-label="الوكيل الذي اخترته">');
    expect(html).toContain(
      '<a class="retailer-bar__name" href="/ar/retailer-locator" dir="auto" title="صالة عرض شارع الشيخ زايد">صالة عرض شارع الشيخ زايد</a>',
    );
    expect(html).toMatch(/href="tel:\+97145550140">.*<bdi dir="ltr">\+971 4 555 0140<\/bdi><\/a>/);
    expect(html).toContain('href="/ar/offers?_retailer="');
    expect(html).toContain("إلغاء اختيار الوكيل");
    expect(html.indexOf("retailer-bar")).toBeLessThan(html.indexOf('id="main"'));
    expect(layout({}, "/ar/offers", { retailerBar: bar, isPreview: true }).html).not.toContain(
      "retailer-bar",
    );
  });
});

describe("the FAB rail's column", () => {
  const fab = JSON.stringify([
    { link: "/offers", label: "العروض" },
    { link: "/stock", label: "المخزون" },
  ]);

  it("is asked for first in the page, before the header, so the first paint already leaves it", () => {
    const { html } = layout({ "general.global_fab": fab }, "/ar/offers");
    expect(html.startsWith('<div class="site-fab-rail" hidden="">')).toBe(true);
    expect(html.indexOf("site-fab-rail")).toBeLessThan(html.indexOf("site-header"));
    // Reversed, at the inline start.
    const reversed = layout(
      { "general.global_fab": fab, "general.global_fab_quick_links_reversed_position": "true" },
      "/ar/offers",
    ).html;
    expect(reversed).toContain('<div class="site-fab-rail site-fab-rail--reversed" hidden="">');
  });

  it("is not asked for by quick links (a button, no column), nor where there is no FAB", () => {
    const quick = layout(
      { "general.global_fab": fab, "general.global_fab_quick_links": "true" },
      "/ar/offers",
    ).html;
    expect(quick).toContain("site-fab--quick-links");
    expect(quick).not.toContain("site-fab-rail");
    expect(layout({ "general.global_fab": "[]" }, "/ar/offers").html).not.toContain("site-fab");
  });
});

describe("the retailer bar's rules", () => {
  const search = (query: string) => new URLSearchParams(query);

  it("the URL's _retailer names the retailer, else the cookie; an empty one forgets", () => {
    expect(retailerChoiceOf(search("_retailer=DXB01"), "AUH01")).toEqual({
      kind: "chosen",
      code: "DXB01",
      source: "query",
    });
    // A retailer search of several: the first.
    expect(retailerChoiceOf(search("_retailer=DXB02,DXB01"), undefined)).toMatchObject({
      code: "DXB02",
    });
    expect(retailerChoiceOf(search("x=1"), "AUH01")).toEqual({
      kind: "chosen",
      code: "AUH01",
      source: "cookie",
    });
    // A malformed value is ignored, as the search ignores it: the cookie stands.
    expect(retailerChoiceOf(search("_retailer=%3Cb%3E"), "AUH01")).toMatchObject({
      source: "cookie",
    });
    expect(retailerChoiceOf(search("_retailer="), "AUH01")).toEqual({ kind: "forget" });
    expect(retailerChoiceOf(search(""), "<script>")).toEqual({ kind: "none" });
    expect(retailerChoiceOf(search(""), undefined)).toEqual({ kind: "none" });
  });

  it("is kept only with consent to optional cookies, always without a consent layer", () => {
    const basic = settings({ "cookie_consent.strategy": "basic" });
    expect(mayKeepRetailer(basic, "accepted:obligatory,optional")).toBe(true);
    expect(mayKeepRetailer(basic, "accepted:obligatory")).toBe(false);
    expect(mayKeepRetailer(basic, "rejected:")).toBe(false);
    expect(mayKeepRetailer(basic, undefined)).toBe(false);
    expect(mayKeepRetailer(settings({ "cookie_consent.strategy": "none" }), undefined)).toBe(true);
    expect(mayKeepRetailer(settings({ "cookie_consent.strategy": "onetrust" }), undefined)).toBe(
      false,
    );
  });

  it("its cookie: first party, Lax, 90 days, Secure on https; a removal expires it", () => {
    expect(retailerCookie("DXB01", true)).toBe(
      `rdx_retailer=DXB01; Path=/; Max-Age=${RETAILER_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; Secure`,
    );
    expect(retailerCookie(null, false)).toBe("rdx_retailer=; Path=/; Max-Age=0; SameSite=Lax");
  });

  it("shows on the pages general.retailer_bar.pages lists while it is enabled", () => {
    const at = (rows: Record<string, string>, urlPath: string) =>
      isRetailerBarPage(settings(rows), { urlPath, base: "/ar/", log: () => {} });
    expect(at({}, "/ar/")).toBe(true);
    expect(at({}, "/ar/showroom/x-1")).toBe(true);
    expect(at({ "general.retailer_bar.enabled": "false" }, "/ar/")).toBe(false);
    const pages = { "general.retailer_bar.pages": '["/stock", "/showroom"]' };
    expect(at(pages, "/ar/stock")).toBe(true);
    expect(at(pages, "/ar/offers")).toBe(false);
    const logged: string[] = [];
    expect(
      isRetailerBarPage(settings({ "general.retailer_bar.pages": "[" }), {
        urlPath: "/ar/",
        base: "/ar/",
        log: (m) => logged.push(m),
      }),
    ).toBe(false);
    expect(logged).toEqual(["Invalid JSON in general.retailer_bar.pages"]);
  });

  it("links the name as general.retailer_bar.link says, or not at all", () => {
    const retailer = { code: "A", name: "أ", phone: "", phoneHref: "" };
    const of = (rows: Record<string, string>) =>
      retailerBarModel(retailer, {
        settings: settings(rows),
        urlPath: "/en/offers",
        base: "/en/",
        log: () => {},
      });
    expect(of({}).href).toBe("/en/retailer-locator");
    expect(of({ "general.retailer_bar.link": "" }).href).toBeNull();
    expect(of({ "general.retailer_bar.link": "https://dealer.example.com" }).href).toBe(
      "https://dealer.example.com",
    );
    expect(of({}).forgetHref).toBe("/en/offers?_retailer=");
  });

  it("forgetting goes back to the same URL without _retailer", () => {
    expect(withoutRetailerParam("/ar/stock?_retailer=&sort=priceAsc")).toBe(
      "/ar/stock?sort=priceAsc",
    );
    expect(withoutRetailerParam("/ar/offers?_retailer=")).toBe("/ar/offers");
  });

  it("a phone is shown in its international format, in Latin digits", () => {
    expect(shownPhone("+97145550140")).toBe("+971 4 555 0140");
    expect(shownPhone("04 555 0140")).toBe("04 555 0140");
    expect(shownPhone("+12")).toBe("+12");
  });
});
