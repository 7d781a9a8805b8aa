import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { settingsDefaults } from "../../generated/validate.ts";
import {
  DEFAULT_PRICE_SETTINGS,
  disclaimerMark,
  FSI,
  formatAmount,
  formatPrice,
  LRI,
  PDI,
  PRICE_SETTING_KEYS,
  type PriceFormat,
  percentText,
  periodicPayment,
  priceFormatter,
  priceSettings,
  stripHtml,
} from "../../runtime/core/prices.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";

const ISOLATES = /[\u2066-\u2069]/g;
/** The visible text: isolates removed. */
const plain = (text: string) => text.replace(ISOLATES, "");
const defaults = (over: Partial<PriceFormat> = {}): PriceFormat => ({
  ...DEFAULT_PRICE_SETTINGS,
  ...over,
});
/** Formats with the built-in settings, returning the visible text. */
const fmt = (value: unknown, options = {}, over: Partial<PriceFormat> = {}) =>
  plain(formatPrice(value, defaults(over), options));

describe("price settings", () => {
  it("the built-in values are the schema's defaults (one source of truth, two copies held equal)", () => {
    for (const [name, key] of Object.entries(PRICE_SETTING_KEYS)) {
      const builtIn = DEFAULT_PRICE_SETTINGS[name as keyof PriceFormat];
      expect(settingsDefaults[key], key).toBe(String(builtIn));
    }
  });

  it("reads every key of the Price settings table, and a prices.X value wins over price.X", () => {
    // §3 Setting: "A 'price.X' key falls back: if 'prices.X' has a value it is used, otherwise 'price.X'."
    const map = mergeSettings(settingsDefaults, [
      { key: "price.currency_symbol", value: "$" },
      { key: "prices.currency_symbol", value: "د.إ" },
      { key: "price.currency_delimiter", value: "." },
      { key: "prices.currency_delimiter", value: "" },
      { key: "price.double_price_feature", value: "true" },
      { key: "price.double_price_rate", value: "0.27" },
      { key: "price.double_price_decimals", value: "2" },
    ]);
    const s = priceSettings(map);
    expect(s.symbol).toBe("د.إ");
    expect(s.delimiter).toBe(".");
    expect(s.doublePriceFeature).toBe(true);
    expect(s.doublePriceRate).toBe(0.27);
    expect(s.doublePriceDecimals).toBe(2);
    expect(s.fullString).toBe("From ^ %");
  });

  it("double price defaults: symbol EUR, rate 1, decimals 0; a rate that is not a number keeps 1", () => {
    const s = priceSettings(mergeSettings({}, [{ key: "price.double_price_rate", value: "abc" }]));
    expect([s.doublePriceSymbol, s.doublePriceRate, s.doublePriceDecimals]).toEqual(["EUR", 1, 0]);
  });
});

describe("formatPrice: the document's rules", () => {
  it("a non-numeric value formats to an empty string", () => {
    for (const v of ["", "  ", "abc", "12,000", null, undefined, Number.NaN, Infinity, {}, []])
      expect(formatPrice(v, defaults())).toBe("");
  });

  it("a price of 0 or less formats to an empty string unless zero is explicitly allowed", () => {
    expect(formatPrice(0, defaults())).toBe("");
    expect(formatPrice("0", defaults())).toBe("");
    expect(formatPrice(-5, defaults())).toBe("");
    expect(fmt(0, { allowZero: true })).toBe("0€");
    expect(formatPrice(-5, defaults(), { allowZero: true })).toBe("");
  });

  it("the format is chosen by price type (purchase, lease or subscribe), else the default format", () => {
    // §8: priceFormat '^%'; full 'From ^ %'; lease 'or @ / Month'; subscription 'from % ^ / Month'.
    expect(fmt(25000)).toBe("25,000€");
    expect(fmt(25000, { type: "purchase" })).toBe("From 25,000 €");
    expect(fmt(499, { type: "lease" })).toBe("or 499€ / Month");
    expect(fmt(499, { type: "lease_short" })).toBe("499€ / Month");
    expect(fmt(499, { type: "subscribe" })).toBe("from € 499 / Month");
    expect(fmt(25000, { type: "offer" })).toBe("From 25,000 €");
    expect(fmt(25000, { type: "unknown-type" })).toBe("25,000€");
  });

  it("the finance calculator has its own delimiter, symbol and formats", () => {
    const over = {
      calculatorDelimiter: " ",
      calculatorSymbol: "AED",
      calculatorPriceFormat: "% ^",
    };
    expect(fmt(1234567, { calculator: true }, over)).toBe("AED 1 234 567");
    expect(fmt(1234567, { calculator: true, type: "purchase" }, over)).toBe("From 1 234 567 AED");
  });

  it("symbol position and separators follow the settings", () => {
    expect(fmt(1234567, {}, { priceFormat: "% ^", symbol: "$" })).toBe("$ 1,234,567");
    expect(fmt(1234567.891, { decimals: 2 }, { delimiter: "." })).toBe("1.234.567,89€");
    expect(fmt(999, {}, { delimiter: "" })).toBe("999€");
  });

  it("HTML can optionally be stripped", () => {
    const over = { fullString: "<strong>From</strong> ^&nbsp;<span class='c'>%</span>" };
    expect(fmt(100, { type: "purchase" }, over)).toBe(
      "<strong>From</strong> 100&nbsp;<span class='c'>€</span>",
    );
    expect(fmt(100, { type: "purchase", stripHtml: true }, over)).toBe("From 100\u00a0€");
  });

  it("double price: the amount times the rate, in the double symbol, beside the price", () => {
    const over = { doublePriceFeature: true, doublePriceRate: 0.5, doublePriceDecimals: 1 };
    expect(fmt(1001, { type: "purchase" }, over)).toBe("From 1,001 € (500.5EUR)");
    // In a template with '@' the second price stands with the value.
    expect(fmt(1000, { type: "lease" }, over)).toBe("or 1,000€ (500.0EUR) / Month");
  });

  it("disclaimer marks are '*', '**' and '***' in order", () => {
    expect([0, 1, 2].map(disclaimerMark)).toEqual(["*", "**", "***"]);
    expect(fmt(100, { disclaimer: 1 })).toBe("100€**");
  });

  it("right to left: the amount sits in an LTR isolate and the symbol in a first-strong isolate", () => {
    const text = formatPrice(1500, defaults({ fullString: "من ^ %", symbol: "AED" }), {
      type: "purchase",
    });
    expect(text).toBe(`من ${LRI}1,500${PDI} ${FSI}AED${PDI}`);
    expect(formatPrice(1500, defaults(), { isolate: false })).toBe("1,500€");
  });

  it("Arabic-Indic digits when price.digits says so", () => {
    expect(fmt(1234.5, { decimals: 2 }, { digits: "arabic-indic" })).toBe("١,٢٣٤٫٥٠€");
  });

  it("priceFormatter reads the merged settings", () => {
    const format = priceFormatter(
      mergeSettings(settingsDefaults, [{ key: "prices.full_string", value: "ابتداءً من ^ %" }]),
    );
    expect(plain(format(90000, { type: "purchase" }))).toBe("ابتداءً من 90,000 €");
  });
});

describe("formatPrice: properties", () => {
  const settingsArb = fc.record({
    delimiter: fc.constantFrom(",", ".", " ", "", "'"),
    symbol: fc.string({ maxLength: 6 }),
    priceFormat: fc.constantFrom("^%", "^ %", "% ^", "<b>^</b> %"),
    fullString: fc.string({ maxLength: 30 }),
    leaseFullString: fc.string({ maxLength: 30 }),
    doublePriceFeature: fc.boolean(),
    doublePriceRate: fc.double({ min: 0.001, max: 1000, noNaN: true }),
    doublePriceDecimals: fc.integer({ min: 0, max: 3 }),
    digits: fc.constantFrom("latin" as const, "arabic-indic" as const),
  });
  const typeArb = fc.constantFrom("purchase", "lease", "subscribe", "offer", "rent", undefined);

  it("with stripHtml the output never contains an HTML tag", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e12, noNaN: true }),
        settingsArb,
        typeArb,
        (value, over, type) => {
          const out = formatPrice(value, defaults(over), { type, stripHtml: true });
          expect(out).not.toMatch(/<[^>]*>/);
          expect(out).not.toContain("<");
        },
      ),
    );
  });

  it("0 or less is always empty without allowZero; a positive price never is", () => {
    fc.assert(
      fc.property(fc.double({ max: 0, noNaN: true }), settingsArb, typeArb, (value, over, type) => {
        expect(formatPrice(value, defaults(over), { type })).toBe("");
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e15, noNaN: true }), (value) => {
        expect(formatPrice(value, defaults())).not.toBe("");
      }),
    );
  });

  it("the grouped amount reads back as the rounded value", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e15, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(",", " ", "'"),
        (value, decimals, delimiter) => {
          const text = formatAmount(value, { delimiter, decimals });
          const back = Number(text.split(delimiter).join(""));
          expect(Math.abs(back - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-6 * value);
          // Groups of three after the first.
          {
            const whole = text.split(".")[0] ?? "";
            const groups = whole.split(delimiter);
            expect(groups.slice(1).every((g) => g.length === 3)).toBe(true);
            expect((groups[0] ?? "").length).toBeGreaterThanOrEqual(1);
            expect((groups[0] ?? "").length).toBeLessThanOrEqual(3);
          }
        },
      ),
    );
  });

  it("the double price is the amount times the rate, rounded to its decimals", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (value, rate, decimals) => {
          const out = formatPrice(
            value,
            defaults({
              doublePriceFeature: true,
              doublePriceRate: rate,
              doublePriceDecimals: decimals,
              delimiter: "",
            }),
            { isolate: false },
          );
          const second = /\(([0-9.]+)EUR\)$/.exec(out)?.[1];
          expect(second).toBeDefined();
          expect(Number(second)).toBeCloseTo(
            Number((value * rate).toFixed(decimals)),
            decimals - 1,
          );
          expect(second?.split(".")[1]?.length ?? 0).toBe(decimals);
        },
      ),
    );
  });

  it("isolates are balanced: every LRI or FSI is closed by a PDI, in order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), settingsArb, typeArb, (value, over, type) => {
        let depth = 0;
        for (const ch of formatPrice(value, defaults(over), { type, stripHtml: true })) {
          if (ch === LRI || ch === FSI) depth++;
          if (ch === PDI) depth--;
          expect(depth).toBeGreaterThanOrEqual(0);
        }
        expect(depth).toBe(0);
      }),
    );
  });

  it("a symbol holding a placeholder character is never replaced again", () => {
    fc.assert(
      fc.property(fc.constantFrom("^", "%", "@", "^%@"), (symbol) => {
        expect(fmt(7, {}, { symbol })).toBe(`7${symbol}`);
      }),
    );
  });
});

describe("stripHtml", () => {
  it("removes tags and stray angle brackets", () => {
    expect(stripHtml("<p>a <b>b</b></p> 3 < 4")).toBe("a b 3  4");
    expect(stripHtml("x &amp; y")).toBe("x & y");
  });
});

describe("finance helper", () => {
  it("the periodic payment formula (rate, periods, present value, future value, timing)", () => {
    // Spreadsheet PMT(5%/12, 60, 10000) = -188.7123...
    expect(periodicPayment(0.05 / 12, 60, 10000)).toBeCloseTo(-188.7123, 3);
    // With a balloon owed at the end (future value -3000) and payments in advance:
    // (20000·1.004167^36 − 3000)·0.004167 / (1.004167·(1.004167^36 − 1)) = 519.84.
    expect(periodicPayment(0.05 / 12, 36, 20000, -3000, 1)).toBeCloseTo(-519.84, 1);
  });

  it("with a rate of 0, the payment is the total divided by the number of periods", () => {
    expect(periodicPayment(0, 10, 1000)).toBe(-100);
    expect(periodicPayment(0, 4, 1000, 200)).toBe(-300);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 0, max: 1e7 }), (n, pv) => {
        expect(periodicPayment(0, n, pv) * n).toBeCloseTo(-pv, 5);
      }),
    );
  });

  it("percent text is built with right-to-left support", () => {
    expect(percentText(3.5)).toBe("3.5%");
    expect(percentText(4)).toBe("4%");
    expect(percentText(3.5, { rtl: true })).toBe(`${LRI}%3.5${PDI}`);
    expect(percentText(3.25, { rtl: true, digits: "arabic-indic" })).toBe(`${LRI}٪٣٫٢٥${PDI}`);
    expect(percentText(Number.NaN)).toBe("");
  });
});
