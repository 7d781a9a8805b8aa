import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { settingsDefaults } from "../../generated/validate.ts";
import {
  type CurrencyExchangeService,
  currencyExchangeService,
  exchangeRateLoader,
  httpCurrencyExchange,
  localCurrencyExchange,
} from "../../runtime/adapters/currency-exchange.ts";
import { egressFetcher } from "../../runtime/adapters/egress.ts";
import {
  convertPriceText,
  currencyExchangeConfig,
  exchangeFinished,
  exchangeStarted,
  initialCurrencyExchangeState,
  MISSING_RESPONSE_KEY,
  readExchangeResponse,
  readPath,
  shouldFetchExchange,
} from "../../runtime/core/currency-exchange.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import { applyExchangeRate, type PriceElement } from "../../site/islands/price-exchange.ts";

const defaultKeys = { responseKey: "data", startDateKey: "startdate" };

describe("reading the service's answer", () => {
  it("the rate at response_key (default 'data'), the start date at start_date_key (default 'startdate')", () => {
    // §7: "The rate is read at the path named by currency_exchange.response_key (default 'data')."
    const config = currencyExchangeConfig(mergeSettings(settingsDefaults, []));
    expect([config.responseKey, config.startDateKey]).toEqual(["data", "startdate"]);
    expect(readExchangeResponse({ data: 3.67, startdate: "2025-01-01" }, config)).toEqual({
      ok: true,
      rate: 3.67,
      startDate: "2025-01-01",
    });
  });

  it("paths are dot-separated, and a key holding a dot is found whole", () => {
    const body = { result: { rates: [{ aed: "0.27" }] }, "valid.from": "2025-02-01" };
    expect(readPath(body, "result.rates.0.aed")).toBe("0.27");
    expect(
      readExchangeResponse(body, { responseKey: "result.rates.0.aed", startDateKey: "valid.from" }),
    ).toEqual({ ok: true, rate: 0.27, startDate: "2025-02-01" });
  });

  it("an answer without the rate is the documented error and sets no rate", () => {
    // §8: "Currency exchange error: API response doesn't contain specified response_key" (no rate is set)
    for (const body of [{}, { data: null }, { data: "x" }, { data: 0 }, "text", null])
      expect(readExchangeResponse(body, defaultKeys)).toEqual({
        ok: false,
        error: MISSING_RESPONSE_KEY,
      });
    const state = exchangeFinished(exchangeStarted(initialCurrencyExchangeState), {
      ok: false,
      error: MISSING_RESPONSE_KEY,
    });
    expect(state.exchangeRate).toBeNull();
  });

  it("a missing start date is null, not an error", () => {
    expect(readExchangeResponse({ data: 2 }, defaultKeys)).toEqual({
      ok: true,
      rate: 2,
      startDate: null,
    });
  });
});

describe("one-time fetch", () => {
  it("skipped while loading and once loaded", () => {
    // §4 One-time fetches: "Currency exchange: skipped while loading and once loaded."
    expect(shouldFetchExchange(initialCurrencyExchangeState)).toBe(true);
    const loading = exchangeStarted(initialCurrencyExchangeState);
    expect(shouldFetchExchange(loading)).toBe(false);
    const loaded = exchangeFinished(loading, { ok: true, rate: 2, startDate: null });
    expect(loaded).toEqual({ exchangeRate: 2, startDate: null, isLoading: false, loaded: true });
    expect(shouldFetchExchange(loaded)).toBe(false);
  });

  it("the loader asks its service once, however many callers", async () => {
    const fetchRate = vi.fn(async () => ({ ok: true as const, rate: 4, startDate: null }));
    const loader = exchangeRateLoader({ kind: "local", fetchRate });
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    await loader.load();
    expect(fetchRate).toHaveBeenCalledTimes(1);
    expect(a.exchangeRate).toBe(4);
    expect(b).toBe(a);
  });

  it("the loader logs a failed reading once and keeps no rate", async () => {
    const log = vi.fn();
    const service: CurrencyExchangeService = {
      kind: "http",
      fetchRate: async () => ({ ok: false, error: MISSING_RESPONSE_KEY }),
    };
    const loader = exchangeRateLoader(service, log);
    expect((await loader.load()).exchangeRate).toBeNull();
    await loader.load();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(MISSING_RESPONSE_KEY);
  });
});

describe("services", () => {
  it("local by default: the fixed rate offline, or no rate when none is set", async () => {
    const none = currencyExchangeService(
      currencyExchangeConfig(mergeSettings(settingsDefaults, [])),
    );
    expect(none.kind).toBe("local");
    expect(await none.fetchRate()).toBeNull();
    const fixed = currencyExchangeService(
      currencyExchangeConfig(
        mergeSettings(settingsDefaults, [{ key: "currency_exchange.fixed_rate", value: "3.6725" }]),
      ),
    );
    expect(await fixed.fetchRate()).toEqual({ ok: true, rate: 3.6725, startDate: null });
    expect(await localCurrencyExchange(null).fetchRate()).toBeNull();
  });

  describe("the HTTP service against a local server", () => {
    let server: Server;
    let base = "";
    const requests: string[] = [];
    // The local server stands for an internal service the site's allow-list names.
    const allowListed = egressFetcher({ allowed: () => "127.0.0.1" });
    beforeAll(async () => {
      server = createServer((req, res) => {
        requests.push(req.url ?? "");
        if (req.url === "/rate") {
          res.setHeader("content-type", "application/json");
          res.end(JSON.stringify({ data: { rate: "0.2723" }, meta: { startdate: "2025-03-01" } }));
        } else if (req.url === "/empty") {
          res.setHeader("content-type", "application/json");
          res.end("{}");
        } else {
          res.statusCode = 503;
          res.statusMessage = "Service Unavailable";
          res.end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("is chosen when api_url is set, and reads the configured paths", async () => {
      const service = currencyExchangeService(
        currencyExchangeConfig(
          mergeSettings(settingsDefaults, [
            { key: "currency_exchange.api_url", value: `${base}/rate` },
            { key: "currency_exchange.response_key", value: "data.rate" },
            { key: "currency_exchange.start_date_key", value: "meta.startdate" },
          ]),
        ),
        allowListed,
      );
      expect(service.kind).toBe("http");
      expect(await service.fetchRate()).toEqual({
        ok: true,
        rate: 0.2723,
        startDate: "2025-03-01",
      });
      expect(requests).toContain("/rate");
    });

    it("an answer without the key, and an HTTP error, are failed readings", async () => {
      const read = (path: string) =>
        httpCurrencyExchange({
          url: `${base}${path}`,
          ...defaultKeys,
          fetch: allowListed,
        }).fetchRate();
      expect(await read("/empty")).toEqual({ ok: false, error: MISSING_RESPONSE_KEY });
      expect(await read("/down")).toEqual({
        ok: false,
        error: "Currency exchange error: 503 Service Unavailable",
      });
    });
  });
});

describe("converting price texts", () => {
  it("converts the price by the rate, truncating to a whole number", () => {
    // §8: "converts prices inside elements with the class 'price-exchange-class' by the rate, truncating to a whole number."
    expect(convertPriceText("From 1,000 €", 3.6725)).toBe("From 3,672 €");
    expect(convertPriceText("1,999.99", 1)).toBe("1,999");
    expect(convertPriceText("12.500 AED", 0.5, ".")).toBe("6.250 AED");
    expect(convertPriceText("من \u20661,234,567\u2069 د.إ", 2)).toBe(
      "من \u20662,469,134\u2069 د.إ",
    );
    expect(convertPriceText("١٬٠٠٠", 2, "٬")).toBe("٢٬٠٠٠");
  });

  it("text without a number, or a rate that is not positive, is left as it is", () => {
    expect(convertPriceText("السعر عند الطلب", 2)).toBe("السعر عند الطلب");
    expect(convertPriceText("1,000 €", 0)).toBe("1,000 €");
    expect(convertPriceText("1,000 €", Number.NaN)).toBe("1,000 €");
  });

  it("the class is configurable (currency_exchange.class_name)", () => {
    const config = currencyExchangeConfig(
      mergeSettings(settingsDefaults, [{ key: "currency_exchange.class_name", value: "fx" }]),
    );
    expect(config.className).toBe("fx");
    expect(currencyExchangeConfig(mergeSettings(settingsDefaults, [])).className).toBe(
      "price-exchange-class",
    );
  });

  it("applyExchangeRate converts each element of the class once, from its original text", () => {
    const make = (text: string): PriceElement & { attrs: Map<string, string> } => {
      const attrs = new Map<string, string>();
      return {
        attrs,
        textContent: text,
        getAttribute: (n) => attrs.get(n) ?? null,
        setAttribute: (n, v) => void attrs.set(n, v),
      };
    };
    const elements = [make("1,000 €"), make("no price")];
    const selectors: string[] = [];
    const root = {
      querySelectorAll: (selector: string) => {
        selectors.push(selector);
        return elements;
      },
    };
    expect(applyExchangeRate(root, 2)).toBe(1);
    expect(selectors).toEqual([".price-exchange-class"]);
    expect(elements[0]?.textContent).toBe("2,000 €");
    // A later rate converts the original, not the converted text.
    applyExchangeRate(root, 3);
    expect(elements[0]?.textContent).toBe("3,000 €");
    expect(applyExchangeRate(root, 3, { className: "a b" })).toBe(0);
  });
});
