import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_SETTINGS, type PriceFormat } from "../../runtime/core/prices.ts";
import {
  formatStockPrice,
  hasMiniCalculator,
  MINI_CALCULATOR_DEFAULTS,
  miniCalculatorConfig,
  miniCalculatorPayment,
  priceOf,
  settingsForCurrency,
  vehiclePrices,
  visiblePurchasePrice,
} from "../../runtime/core/stock/showroom-prices.ts";
import { stockAttributes } from "../helpers/stock-vehicle.ts";

/** The visible text: Unicode isolates removed. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, "");
const aed: PriceFormat = { ...DEFAULT_PRICE_SETTINGS, symbol: "د.إ", currencyIso: "AED" };

describe("stock price formats", () => {
  it("purchase '% ^', lease '@ / Month', subscribe 'from % ^ / Month'", () => {
    expect(plain(formatStockPrice(489000, DEFAULT_PRICE_SETTINGS, "purchase"))).toBe("€ 489,000");
    expect(plain(formatStockPrice(2500, DEFAULT_PRICE_SETTINGS, "lease"))).toBe("2,500€ / Month");
    expect(plain(formatStockPrice(3100, DEFAULT_PRICE_SETTINGS, "subscribe"))).toBe(
      "from € 3,100 / Month",
    );
  });

  it("follows the price settings' lease and subscription strings", () => {
    const own = { ...aed, leaseShortString: "@ شهرياً", subscriptionString: "اشتراك ^ %" };
    expect(plain(formatStockPrice(2500, own, "lease"))).toBe("2,500د.إ شهرياً");
    expect(plain(formatStockPrice(3100, own, "subscribe"))).toBe("اشتراك 3,100 د.إ");
  });

  it("writes the double price through the price settings", () => {
    const double = {
      ...aed,
      doublePriceFeature: true,
      doublePriceRate: 0.25,
      doublePriceSymbol: "€",
    };
    expect(plain(formatStockPrice(400000, double, "purchase"))).toBe("د.إ 400,000 (100,000€)");
  });

  it("uses the vehicle's currency code as the symbol when it is not the site's", () => {
    expect(settingsForCurrency(aed, "AED")).toBe(aed);
    expect(settingsForCurrency(aed, "").symbol).toBe("د.إ");
    expect(settingsForCurrency(aed, "SAR").symbol).toBe("SAR");
  });
});

describe("vehicle prices", () => {
  const drive = { NSW: 510000, vic: 505000 };

  it("new: the drive-away price of the visitor's state overrides the purchase price", () => {
    const prices = vehiclePrices(stockAttributes({ price_metadata: drive }), {
      settings: aed,
      state: "VIC",
    });
    const purchase = priceOf(prices, "purchase");
    expect(purchase?.value_raw).toBe(505000);
    expect(plain(purchase?.value ?? "")).toBe("د.إ 505,000");
    expect(prices.config.priceType).toBe("drive_away");
    expect(prices.driveAway.current).toMatchObject({ state: "vic", value: 505000 });
    expect(prices.driveAway.states.map((s) => s.state)).toEqual(["NSW", "vic"]);
  });

  it("new without a state, or a state without a price: the retailer price", () => {
    for (const state of [null, "", "QLD"]) {
      const prices = vehiclePrices(stockAttributes({ price_metadata: drive }), {
        settings: aed,
        state,
      });
      expect(priceOf(prices, "purchase")?.value_raw).toBe(489000);
      expect(prices.config.priceType).toBe("retailer");
    }
  });

  it("used and approved: the msrp, never a drive-away price", () => {
    const prices = vehiclePrices(
      stockAttributes({ state: "used", price_metadata: drive, msrp_price: 210000 }),
      { settings: aed, state: "NSW" },
    );
    expect(priceOf(prices, "purchase")?.value_raw).toBe(210000);
    expect(prices.driveAway).toEqual({ states: [], current: null });
  });

  it("a sale price under the msrp is shown with the msrp as the old price", () => {
    const prices = vehiclePrices(
      stockAttributes({ state: "approved", msrp_price: 300000, sale_price: 279000 }),
      { settings: aed },
    );
    const purchase = priceOf(prices, "purchase");
    expect(purchase?.value_raw).toBe(279000);
    expect(purchase?.old_price_raw).toBe(300000);
    expect(plain(purchase?.oldPrice ?? "")).toBe("د.إ 300,000");
  });

  it("lists lease and subscribe prices, from meta.prices when the attributes have none", () => {
    const prices = vehiclePrices(stockAttributes({ monthly_price: 6900 }), {
      settings: aed,
      metaPrices: { sale_price: null, msrp_price: null, monthly_price: 1, subscribe_price: 8200 },
    });
    expect(prices.list.map((p) => [p.type, p.value_raw])).toEqual([
      ["purchase", 489000],
      ["lease", 6900],
      ["subscribe", 8200],
    ]);
    expect(plain(priceOf(prices, "lease")?.value ?? "")).toBe("6,900د.إ / Month");
  });

  it("hides every price from visitors when price_hidden, whatever the financing options", () => {
    const shown = vehiclePrices(
      stockAttributes({ monthly_price: 6900, financing_options: { cash: true, lease: false } }),
      { settings: aed },
    );
    expect(shown.list.map((p) => p.hiddenFromVisitors)).toEqual([false, false]);
    const hidden = vehiclePrices(stockAttributes({ price_hidden: true, monthly_price: 6900 }), {
      settings: aed,
    });
    expect(hidden.list.map((p) => p.hiddenFromVisitors)).toEqual([true, true]);
  });

  it("price on request: a hidden price with a financing option", () => {
    const onRequest = vehiclePrices(stockAttributes({ price_hidden: true }), { settings: aed });
    expect(onRequest.priceOnRequest).toBe(true);
    expect(visiblePurchasePrice(onRequest)).toBeNull();
    const noOption = vehiclePrices(
      stockAttributes({ price_hidden: true, financing_options: { cash: false } }),
      { settings: aed },
    );
    expect(noOption.priceOnRequest).toBe(false);
    const shown = vehiclePrices(stockAttributes(), { settings: aed });
    expect(shown.priceOnRequest).toBe(false);
    expect(visiblePurchasePrice(shown)?.value_raw).toBe(489000);
  });

  it("a tax notice when prices_type is present", () => {
    expect(vehiclePrices(stockAttributes(), { settings: aed }).taxNotice).toBeNull();
    expect(
      vehiclePrices(stockAttributes({ prices_type: "gross" }), { settings: aed }).taxNotice,
    ).toBe("gross");
  });

  it("AVL prices: open market value, ARF and PARF", () => {
    const prices = vehiclePrices(
      stockAttributes({
        avl_field: {
          open_market_value: 80000,
          additional_registration_fee: 120000,
          preferential_additional_registration_fee: 40000,
        },
      }),
      { settings: aed },
    );
    expect(prices.avl.omv?.raw).toBe(80000);
    expect(plain(prices.avl.arf?.text ?? "")).toBe("د.إ 120,000");
    expect(prices.avl.parf?.raw).toBe(40000);
  });

  it("on-the-road price and the charges above the purchase price", () => {
    const prices = vehiclePrices(
      stockAttributes({
        state: "used",
        msrp_price: 200000,
        japan_used_and_approved_cars_field: { on_the_road_price: 215500 },
      }),
      { settings: aed },
    );
    expect(prices.onTheRoad.value?.raw).toBe(215500);
    expect(prices.onTheRoad.chargeValue?.raw).toBe(15500);
  });

  it("breakdown: total, base and the sum of the optional features", () => {
    const prices = vehiclePrices(
      stockAttributes({
        total_price: 504000,
        base_price: 489000,
        price_breakdown: [
          { label: "رسوم التسجيل", value: 1000 },
          { label: " ", value: 5 },
        ],
      }),
      { settings: aed },
    );
    expect(prices.breakdown.totalPrice?.raw).toBe(504000);
    expect(prices.breakdown.basePrice?.raw).toBe(489000);
    expect(prices.breakdown.optionalFeaturesPrice?.raw).toBe(15000);
    expect(prices.breakdown.items).toEqual([
      { label: "رسوم التسجيل", price: { raw: 1000, text: expect.stringContaining("1,000") } },
    ]);
  });

  it("the currency is the vehicle's, else the site's", () => {
    expect(vehiclePrices(stockAttributes(), { settings: aed }).currency).toBe("AED");
    const { currency: _c, ...noCurrency } = stockAttributes();
    expect(vehiclePrices(noCurrency, { settings: DEFAULT_PRICE_SETTINGS }).currency).toBe("EUR");
  });
});

describe("mini finance calculator", () => {
  it("is shown for new, used and approved vehicles only", () => {
    expect(["new", "used", "approved", "demo", ""].map(hasMiniCalculator)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("computes the monthly payment of the financed amount", () => {
    const result = miniCalculatorPayment({
      price: 100000,
      downPaymentPercent: 20,
      months: 48,
      annualRatePercent: 6,
    });
    expect(result?.downPayment).toBe(20000);
    expect(result?.financed).toBe(80000);
    // The standard annuity: 80,000 × 0.005 / (1 − 1.005^−48) = 1,878.80.
    expect(result?.monthly).toBe(1878.8);
    expect(result?.total).toBeCloseTo(20000 + 1878.8 * 48, 2);
  });

  it("with a rate of 0 divides the financed amount by the term", () => {
    expect(
      miniCalculatorPayment({
        price: 120000,
        downPaymentPercent: 0,
        months: 60,
        annualRatePercent: 0,
      })?.monthly,
    ).toBe(2000);
    expect(
      miniCalculatorPayment({ price: 1, downPaymentPercent: 100, months: 12, annualRatePercent: 5 })
        ?.monthly,
    ).toBe(0);
  });

  it("refuses inputs it cannot use", () => {
    const ok = { price: 1000, downPaymentPercent: 10, months: 12, annualRatePercent: 3 };
    expect(miniCalculatorPayment({ ...ok, price: 0 })).toBeNull();
    expect(miniCalculatorPayment({ ...ok, months: 0 })).toBeNull();
    expect(miniCalculatorPayment({ ...ok, months: 1.5 })).toBeNull();
    expect(miniCalculatorPayment({ ...ok, annualRatePercent: -1 })).toBeNull();
    expect(miniCalculatorPayment({ ...ok, downPaymentPercent: 101 })).toBeNull();
    expect(miniCalculatorPayment({ ...ok, annualRatePercent: Number.NaN })).toBeNull();
  });

  it("reads its bounds from a calculator's input JSON, durations in years as months", () => {
    const config = miniCalculatorConfig(
      JSON.stringify({
        down_payment: { label: "الدفعة", min: 20, max: 50, default: 20, interval: 5 },
        duration: { min: 4, max: 7, default: 4, unit: "years" },
        interest_rate: { label: "الفائدة", default: 2.99 },
      }),
    );
    expect(config.downPayment).toEqual({ min: 20, max: 50, default: 20, step: 5 });
    expect(config.term).toEqual({ min: 48, max: 84, default: 48, step: 12 });
    expect(config.rate.default).toBe(2.99);
  });

  it("keeps the built-in bounds for missing or inconsistent input", () => {
    expect(miniCalculatorConfig(null)).toEqual(MINI_CALCULATOR_DEFAULTS);
    expect(miniCalculatorConfig("{not json")).toEqual(MINI_CALCULATOR_DEFAULTS);
    expect(miniCalculatorConfig({ down_payment: { min: 50, max: 10 } }).downPayment).toEqual(
      MINI_CALCULATOR_DEFAULTS.downPayment,
    );
  });
});
