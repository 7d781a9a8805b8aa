import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ANALYTICS_CALLBACK_TIMEOUT_MS,
  type AnalyticsServerContext,
  analyticsServerContext,
  CAMPAIGN_COOKIE_MAX_AGE_SECONDS,
  type CategoryRule,
  campaignCookie,
  campaignCookieValue,
  categoryRules,
  completePageLoadContext,
  fallbackCategory,
  mappedCategory,
  pageCategory,
  pushWithCallback,
} from "../../runtime/core/analytics.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";

function settings(values: Record<string, string>) {
  return mergeSettings(
    {},
    Object.entries(values).map(([key, value]) => ({ key, value })),
  );
}

function collect(): { log: (m: string) => void; messages: string[] } {
  const messages: string[] = [];
  return { log: (m) => messages.push(m), messages };
}

const MAPPING = "data_layers.page_category_mapping";

describe("page category: the documented fallbacks", () => {
  it.each([
    { pagePath: "buy-online/success", stock: false, want: "checkout_order_confirmation" },
    { pagePath: "buy-online/checkout", stock: false, want: "checkout_reservation" },
    { pagePath: "buy-online/details", stock: false, want: "checkout" },
    { pagePath: "showroom/preview", stock: false, want: "pdp" },
    { pagePath: "success", stock: false, want: "checkout_order_confirmation" },
    { pagePath: "/buy-online/Success/", stock: false, want: "checkout_order_confirmation" },
    { pagePath: "used-cars", stock: true, want: "plp" },
    // A route name wins over the stock-locator blocks: the order the document lists them in.
    { pagePath: "used-cars/preview", stock: true, want: "pdp" },
    { pagePath: "models/defender", stock: false, want: "dx_other" },
    { pagePath: "/", stock: false, want: "dx_other" },
    { pagePath: "index", stock: false, want: "dx_other" },
    // Only the last segment is the route name.
    { pagePath: "success/stories", stock: false, want: "dx_other" },
    { pagePath: "successful", stock: false, want: "dx_other" },
  ])("$pagePath (stock-locator blocks: $stock) is $want", ({ pagePath, stock, want }) => {
    expect(fallbackCategory({ pagePath, hasStockLocatorBlocks: stock })).toBe(want);
  });
});

describe("page category: the mapping setting first", () => {
  const rules: CategoryRule[] = [
    ["offers", "^/ar/offers"],
    ["campaign", "utm_campaign=summer"],
    ["everything", "."],
  ];

  it("gives the first rule that matches the path plus the query", () => {
    expect(mappedCategory(rules, "/ar/offers/summer")).toBe("offers");
    expect(mappedCategory(rules, "/ar/models?utm_campaign=summer")).toBe("campaign");
    expect(mappedCategory(rules, "/ar/models")).toBe("everything");
    expect(mappedCategory(rules.slice(0, 2), "/ar/models")).toBeNull();
    expect(mappedCategory([], "/ar/")).toBeNull();
  });

  it("wins over every fallback, which apply when nothing matches", () => {
    const base = { pathAndQuery: "/ar/buy-online/success", pagePath: "buy-online/success" };
    expect(
      pageCategory({ ...base, rules: [["thanks", "success$"]], hasStockLocatorBlocks: true }),
    ).toBe("thanks");
    expect(
      pageCategory({ ...base, rules: [["offers", "^/ar/offers"]], hasStockLocatorBlocks: true }),
    ).toBe("checkout_order_confirmation");
    expect(
      pageCategory({
        rules: [],
        pathAndQuery: "/ar/used",
        pagePath: "used",
        hasStockLocatorBlocks: true,
      }),
    ).toBe("plp");
  });

  it("skips an invalid expression with a log, and goes on to the next rule", () => {
    const { log, messages } = collect();
    expect(
      mappedCategory(
        [
          ["broken", "(["],
          ["ok", "offers"],
        ],
        "/ar/offers",
        log,
      ),
    ).toBe("ok");
    expect(messages).toEqual([
      'Invalid regex in data_layers.page_category_mapping for "broken": ([',
    ]);
  });

  it("reads the setting's rules in order, leaving out what is not a regular expression", () => {
    const { log, messages } = collect();
    const map = settings({
      [MAPPING]: JSON.stringify({
        offers: "^/ar/offers",
        broken: "(",
        number: 5,
        pdp: "cars/\\d+",
      }),
    });
    expect(categoryRules(map, log)).toEqual([
      ["offers", "^/ar/offers"],
      ["pdp", "cars/\\d+"],
    ]);
    expect(messages).toEqual([
      'Invalid regex in data_layers.page_category_mapping for "broken": (',
      'Invalid regex in data_layers.page_category_mapping for "number": not a string',
    ]);
  });

  it.each([
    { name: "unset", value: undefined, logged: [] },
    { name: "empty", value: "  ", logged: [] },
    { name: "invalid JSON", value: "{offers:", logged: [`Invalid JSON in ${MAPPING}`] },
    { name: "an array", value: '["^/ar"]', logged: [`Invalid JSON in ${MAPPING}`] },
    { name: "a string", value: '"^/ar"', logged: [`Invalid JSON in ${MAPPING}`] },
    { name: "null", value: "null", logged: [] },
  ])("gives no rules when $name", ({ value, logged }) => {
    const { log, messages } = collect();
    expect(categoryRules(settings(value === undefined ? {} : { [MAPPING]: value }), log)).toEqual(
      [],
    );
    expect(messages).toEqual(logged);
  });
});

describe("the page-load context", () => {
  const base = {
    language: "ar",
    theme: "lrdx",
    pagePath: "offers/summer",
    hasStockLocatorBlocks: false,
    log: () => {},
  };

  it("holds what the server knows: language, currency, brand, market, application", () => {
    const server = analyticsServerContext(
      settings({
        "price.currency_iso": "AED",
        "data_layers.market": "ae",
        "data_layers.application": "dealer-site",
        "cookie_consent.strategy": "basic",
      }),
      base,
    );
    expect(server).toEqual({
      language: "ar",
      currency_code: "AED",
      brand: "lrdx",
      market: "AE",
      application: "dealer-site",
      categoryRules: [],
      fallbackCategory: "dx_other",
      fixedConsent: null,
    });
  });

  it("reads the currency through the prices.X fallback, and has defaults for the rest", () => {
    const server = analyticsServerContext(
      settings({ "price.currency_iso": "EUR", "prices.currency_iso": "SAR" }),
      { ...base, theme: "", language: "en" },
    );
    expect(server).toMatchObject({
      language: "en",
      currency_code: "SAR",
      brand: null,
      market: null,
      application: "rdx",
    });
    expect(analyticsServerContext(settings({}), base).currency_code).toBeNull();
  });

  const server: AnalyticsServerContext = {
    language: "he",
    currency_code: "AED",
    brand: "lrdx",
    market: "AE",
    application: "rdx",
    categoryRules: [["campaign", "utm_campaign=summer"]],
    fallbackCategory: "plp",
    fixedConsent: null,
  };

  it("is completed in the browser with the stored consent and the category of the URL", () => {
    expect(
      completePageLoadContext(server, {
        pathAndQuery: "/he/used?utm_campaign=summer",
        storedConsent: "accepted:obligatory,optional",
      }),
    ).toEqual({
      event: "page_load_context",
      language: "he",
      currency_code: "AED",
      brand: "lrdx",
      consent_status: "accepted",
      consent_scopes: ["obligatory", "optional"],
      page_category: "campaign",
      market: "AE",
      application: "rdx",
    });
  });

  it.each([
    { stored: null, status: "pending", scopes: [] },
    { stored: "", status: "pending", scopes: [] },
    { stored: "rejected:", status: "rejected", scopes: [] },
    { stored: "accepted:obligatory", status: "accepted", scopes: ["obligatory"] },
    { stored: "nonsense", status: "pending", scopes: [] },
  ])("consent $stored reads as $status", ({ stored, status, scopes }) => {
    const context = completePageLoadContext(server, {
      pathAndQuery: "/he/used",
      storedConsent: stored,
    });
    expect(context.consent_status).toBe(status);
    expect(context.consent_scopes).toEqual(scopes);
    expect(context.page_category).toBe("plp");
  });

  it("is accepted with every scope when the site asks no consent (strategy none)", () => {
    const none = analyticsServerContext(settings({ "cookie_consent.strategy": "" }), base);
    expect(
      completePageLoadContext(none, { pathAndQuery: "/ar/", storedConsent: "rejected:" }),
    ).toMatchObject({ consent_status: "accepted", consent_scopes: ["obligatory", "optional"] });
  });

  it("goes through JSON unchanged (the server writes it into the page)", () => {
    const map = settings({ [MAPPING]: '{"offers": "^/ar/offers"}' });
    const written = analyticsServerContext(map, base);
    expect(JSON.parse(JSON.stringify(written))).toEqual(written);
  });
});

describe("the campaign cookie", () => {
  it.each([
    {
      name: "keeps only the campaign parameters, in the URL's order",
      url: "https://www.example.com/ar/offers?x=1&gclid=abc&utm_source=news&utm_medium=email#top",
      want: "https://www.example.com/ar/offers?gclid=abc&utm_source=news&utm_medium=email",
    },
    {
      name: "every documented parameter",
      url: "https://s.example/ar/?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&utm_id=f&gclid=g&fbclid=h",
      want: "https://s.example/ar/?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&utm_id=f&gclid=g",
    },
    {
      name: "encodes Arabic, spaces, commas and semicolons",
      url: "https://s.example/ar/?utm_campaign=عروض الصيف;a,b",
      want: "https://s.example/ar/?utm_campaign=%D8%B9%D8%B1%D9%88%D8%B6+%D8%A7%D9%84%D8%B5%D9%8A%D9%81%3Ba%2Cb",
    },
    { name: "nothing without a campaign parameter", url: "https://s.example/ar/?x=1", want: null },
    { name: "nothing for empty values", url: "https://s.example/ar/?utm_source=", want: null },
    {
      name: "nothing for parameters in other case",
      url: "https://s.example/?UTM_SOURCE=a",
      want: null,
    },
    { name: "nothing for a URL that is not one", url: "not a url", want: null },
    {
      name: "nothing when too long for a cookie",
      url: `https://s.example/?utm_term=${"x".repeat(3000)}`,
      want: null,
    },
  ])("$name", ({ url, want }) => {
    expect(campaignCookieValue(url)).toBe(want);
  });

  it("is set on the whole site for 30 days, Secure on https", () => {
    expect(campaignCookie("https://s.example/?utm_id=1", true)).toBe(
      `__gtm_campaign_url=https://s.example/?utm_id=1; path=/; max-age=${CAMPAIGN_COOKIE_MAX_AGE_SECONDS}; samesite=lax; secure`,
    );
    expect(campaignCookie("v", false)).not.toContain("secure");
    expect(CAMPAIGN_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
  });
});

describe("a push that waits for the tag manager", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs its callback once, when the tag manager calls back", () => {
    vi.useFakeTimers();
    const layer: Record<string, unknown>[] = [];
    const callback = vi.fn();
    pushWithCallback(layer, { event: "lead" }, callback);
    expect(layer[0]).toMatchObject({ event: "lead", eventTimeout: 5000 });
    const eventCallback = layer[0]?.eventCallback as () => void;
    eventCallback();
    eventCallback();
    vi.advanceTimersByTime(ANALYTICS_CALLBACK_TIMEOUT_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("runs it after 5000 ms when the tag manager never does", () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    pushWithCallback([], { event: "lead" }, callback);
    vi.advanceTimersByTime(4999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
