import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CatalogueVehicles } from "../../runtime/core/catalogue.ts";
import {
  boundedValue,
  defaultValue,
  financeQuote,
  monthlyPaymentMinor,
  type QuoteInput,
  stepFrom,
  stepValues,
} from "../../runtime/core/finance-quote.ts";
import {
  dateLocale,
  disclaimerMarks,
  financeMoney,
  quoteRows,
} from "../../runtime/core/finance-quote-text.ts";
import {
  completeSelection,
  financeVehicles,
  nameplateFilter,
  preselectedVehicle,
  vehicleOptions,
} from "../../runtime/core/finance-vehicles.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { DEFAULT_PRICE_SETTINGS, LRI, PDI } from "../../runtime/core/prices.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";

/**
 * Worked examples, each checked to the fils by hand (Python's decimal module at 50 digits:
 * credit × r(1+r)^n / ((1+r)^n − 1), r = rate / 1200, rounded up; at 0 % credit / n). The first
 * is the spreadsheet's own PMT(5%/12, 60, 10000) = −188.71 (18871.23 fils, rounded up 18872).
 */
const TABLE: {
  name: string;
  input: QuoteInput;
  cash: number;
  total: number;
  credit: number;
  monthly: number;
  months: number;
}[] = [
  {
    name: "PMT(5%/12, 60, 10000): 12,500.00 with 20 % down over 60 months at 5 %",
    input: {
      priceMinor: 1250000,
      downPayment: { value: 20, unit: "percent" },
      duration: { value: 60, unit: "months" },
      annualRatePercent: 5,
    },
    cash: 250000,
    total: 250000,
    credit: 1000000,
    monthly: 18872,
    months: 60,
  },
  {
    name: "the §5.3 sample: 20 % down over 4 years at 3.49 %",
    input: {
      priceMinor: 25000000,
      downPayment: { value: 20, unit: "percent" },
      duration: { value: 4, unit: "years" },
      annualRatePercent: 3.49,
    },
    cash: 5000000,
    total: 5000000,
    credit: 20000000,
    monthly: 447032,
    months: 48,
  },
  {
    name: "0 %: the credit divided by the months, rounded up",
    input: {
      priceMinor: 10000000,
      downPayment: { value: 20, unit: "percent" },
      duration: { value: 48, unit: "months" },
      annualRatePercent: 0,
    },
    cash: 2000000,
    total: 2000000,
    credit: 8000000,
    monthly: 166667,
    months: 48,
  },
  {
    name: "an amount down with a deposit contribution, 60 months at 2.99 %",
    input: {
      priceMinor: 41000050,
      downPayment: { value: 5000000, unit: "amount" },
      depositContributionMinor: 1000000,
      duration: { value: 60, unit: "months" },
      annualRatePercent: 2.99,
    },
    cash: 5000000,
    total: 6000000,
    credit: 35000050,
    monthly: 628750,
    months: 60,
  },
  {
    name: "12.5 % of 9,999.99 rounds half up to 1,250.00",
    input: {
      priceMinor: 999999,
      downPayment: { value: 12.5, unit: "percent" },
      duration: { value: 1, unit: "years" },
      annualRatePercent: 7,
    },
    cash: 125000,
    total: 125000,
    credit: 874999,
    monthly: 75711,
    months: 12,
  },
  {
    name: "30 % down and a contribution over 7 years at 5.25 %",
    input: {
      priceMinor: 52500000,
      downPayment: { value: 30, unit: "percent" },
      depositContributionMinor: 2500000,
      duration: { value: 7, unit: "years" },
      annualRatePercent: 5.25,
    },
    cash: 15750000,
    total: 18250000,
    credit: 34250000,
    monthly: 488120,
    months: 84,
  },
  {
    name: "everything down: no credit, no payment",
    input: {
      priceMinor: 30000000,
      downPayment: { value: 100, unit: "percent" },
      duration: { value: 5, unit: "years" },
      annualRatePercent: 4.5,
    },
    cash: 30000000,
    total: 30000000,
    credit: 0,
    monthly: 0,
    months: 60,
  },
];

describe("finance quote: worked examples to the fils", () => {
  for (const t of TABLE)
    it(t.name, () => {
      const q = financeQuote(t.input);
      expect(q).toEqual({
        onTheRoadPriceMinor: t.input.priceMinor,
        cashDepositMinor: t.cash,
        depositContributionMinor: t.input.depositContributionMinor ?? 0,
        totalDepositMinor: t.total,
        totalCreditMinor: t.credit,
        monthlyPaymentMinor: t.monthly,
        monthlyPayments: t.months,
        durationMonths: t.months,
        annualRatePercent: t.input.annualRatePercent,
      });
    });

  it("caps the cash deposit at the price less the contribution, and refuses what cannot be quoted", () => {
    const q = financeQuote({
      priceMinor: 1000000,
      downPayment: { value: 2000000, unit: "amount" },
      depositContributionMinor: 300000,
      duration: { value: 12, unit: "months" },
      annualRatePercent: 3,
    });
    expect(q).toMatchObject({ cashDepositMinor: 700000, totalDepositMinor: 1000000 });
    expect(q?.totalCreditMinor).toBe(0);
    const base: QuoteInput = {
      priceMinor: 1000000,
      downPayment: { value: 20, unit: "percent" },
      duration: { value: 12, unit: "months" },
      annualRatePercent: 3,
    };
    expect(financeQuote({ ...base, priceMinor: 0 })).toBeNull();
    expect(financeQuote({ ...base, priceMinor: 10.5 })).toBeNull();
    expect(financeQuote({ ...base, annualRatePercent: -1 })).toBeNull();
    expect(financeQuote({ ...base, duration: { value: 0, unit: "years" } })).toBeNull();
  });
});

describe("finance quote: properties", () => {
  const credit = fc.integer({ min: 1, max: 10_000_000_000 });
  const rate = fc.double({ min: 0, max: 30, noNaN: true });
  const months = fc.integer({ min: 1, max: 120 });

  it("the monthly payment never falls when the rate rises", () => {
    fc.assert(
      fc.property(credit, rate, rate, months, (c, a, b, n) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(monthlyPaymentMinor(c, low, n)).toBeLessThanOrEqual(monthlyPaymentMinor(c, high, n));
      }),
    );
  });

  it("the monthly payment never rises when the agreement is longer", () => {
    fc.assert(
      fc.property(credit, rate, months, months, (c, r, a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(monthlyPaymentMinor(c, r, long)).toBeLessThanOrEqual(
          monthlyPaymentMinor(c, r, short),
        );
      }),
    );
  });

  it("the payments and the deposit cover the price, and the parts add up", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.oneof(
          fc.record({
            value: fc.double({ min: 0, max: 100, noNaN: true }),
            unit: fc.constant("percent" as const),
          }),
          fc.record({
            value: fc.integer({ min: 0, max: 20_000_000_000 }),
            unit: fc.constant("amount" as const),
          }),
        ),
        fc.integer({ min: 0, max: 5_000_000_000 }),
        months,
        rate,
        (price, downPayment, contribution, n, r) => {
          const q = financeQuote({
            priceMinor: price,
            downPayment,
            depositContributionMinor: contribution,
            duration: { value: n, unit: "months" },
            annualRatePercent: r,
          });
          if (!q) throw new Error("no quote");
          expect(Number.isSafeInteger(q.monthlyPaymentMinor)).toBe(true);
          expect(q.cashDepositMinor + q.depositContributionMinor).toBe(q.totalDepositMinor);
          expect(q.totalDepositMinor + q.totalCreditMinor).toBe(price);
          expect(q.totalCreditMinor).toBeGreaterThanOrEqual(0);
          expect(
            q.monthlyPaymentMinor * q.monthlyPayments + q.totalDepositMinor,
          ).toBeGreaterThanOrEqual(price);
        },
      ),
    );
  });

  it("a bounded input only ever takes an offered value, between min and max", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        (a, b, interval, wanted) => {
          const input = { min: Math.min(a, b), max: Math.max(a, b), interval, default: a };
          const offered = stepValues(input);
          const v = boundedValue(input, wanted);
          expect(offered).toContain(v);
          expect(offered).toContain(stepFrom(input, v, 1));
          expect(offered).toContain(stepFrom(input, v, -1));
          expect(offered[0]).toBe(input.min);
          expect(offered.at(-1)).toBe(input.max);
        },
      ),
    );
  });
});

describe("bounded inputs (§5.3)", () => {
  const down = { min: 20, max: 50, default: 20, interval: 5 };
  it("offers the sample's down payments and durations", () => {
    expect(stepValues(down)).toEqual([20, 25, 30, 35, 40, 45, 50]);
    expect(stepValues({ min: 4, max: 7, default: 4, interval: 1 })).toEqual([4, 5, 6, 7]);
    expect(stepValues({ min: 24, max: 60, default: 48, interval: 10 })).toEqual([
      24, 34, 44, 54, 60,
    ]);
    expect(stepValues({ min: 0.1, max: 0.4, default: 0.1, interval: 0.1 })).toEqual([
      0.1, 0.2, 0.3, 0.4,
    ]);
  });
  it("brings values to the nearest offered one and steps within the ends", () => {
    expect(boundedValue(down, 33)).toBe(35);
    expect(boundedValue(down, 32.5)).toBe(30);
    expect(boundedValue(down, 90)).toBe(50);
    expect(boundedValue(down, Number.NaN)).toBe(20);
    expect(defaultValue({ ...down, default: 22 })).toBe(20);
    expect(stepFrom(down, 50, 1)).toBe(50);
    expect(stepFrom(down, 20, -1)).toBe(20);
    expect(stepFrom(down, 20, 1)).toBe(25);
  });
});

const at = "2026-11-30T00:00:00.000Z";
const vehicle = (
  key: string,
  nameplate: string,
  year: number,
  body: string,
  engines: [string, number | null][],
  popular = false,
): CatalogueVehicles["vehicles"][number] => ({
  id: key,
  key,
  name: key.split("_").at(-1) ?? key,
  brand: { code: "land-rover", name: "لاند روفر" },
  nameplate: { code: nameplate, name: nameplate.toUpperCase() },
  model_year: year,
  body_style: { code: body, name: body },
  image_id: null,
  popular,
  price_from: null,
  currency: "AED",
  engines: engines.map(([code, price], i) => ({
    id: `${key}-${i}`,
    code,
    name: code.toUpperCase(),
    powertrain: "mhev",
    fuel: "diesel",
    power_hp: null,
    power_kw: null,
    capacity_cc: null,
    price_from: price,
  })),
});
const CATALOGUE = [
  vehicle("l460_26my_se", "l460", 2026, "suv", [
    ["d350", 52500000],
    ["p615", null],
  ]),
  vehicle("l460_26my_lwb", "l460", 2026, "suv-lwb", [["p530", 61000000]]),
  vehicle(
    "l663_26my_x",
    "l663",
    2026,
    "suv",
    [
      ["d300", 41000000],
      ["p400", 43000000],
    ],
    true,
  ),
  vehicle("l663_25my_se", "l663", 2025, "suv", [["d250", 38000000]]),
];

describe("the vehicles offered", () => {
  it("filters by nameplate (any case, spaces) and hides unpriced engines when asked", () => {
    expect(nameplateFilter(" L663 , l460,, ")).toEqual(["l663", "l460"]);
    const all = financeVehicles(CATALOGUE, { nameplates: "", hideFree: false });
    expect(all.map((i) => `${i.model.key}:${i.engine.code}`)).toEqual([
      "l460_26my_se:d350",
      "l460_26my_se:p615",
      "l460_26my_lwb:p530",
      "l663_26my_x:d300",
      "l663_26my_x:p400",
      "l663_25my_se:d250",
    ]);
    expect(all[1]?.engine.priceMinor).toBeNull();
    const priced = financeVehicles(CATALOGUE, { nameplates: "", hideFree: true });
    expect(priced.some((i) => i.engine.priceMinor === null)).toBe(false);
    expect(priced).toHaveLength(5);
    const defender = financeVehicles(CATALOGUE, { nameplates: "L663", hideFree: true });
    expect(new Set(defender.map((i) => i.model.nameplate.code))).toEqual(new Set(["l663"]));
  });

  it("preselects models_info's vehicle, else the first popular one, else the first", () => {
    const items = financeVehicles(CATALOGUE, { nameplates: "", hideFree: true });
    expect(preselectedVehicle(items, { modelKey: "", engineCode: "" })).toEqual({
      year: 2026,
      body: "suv",
      model: "l663_26my_x",
      engine: "d300",
    });
    expect(preselectedVehicle(items, { modelKey: "l460_26my_lwb", engineCode: "" }).model).toBe(
      "l460_26my_lwb",
    );
    expect(preselectedVehicle(items, { modelKey: "l663_26my_x", engineCode: "p400" }).engine).toBe(
      "p400",
    );
    const none = items.filter((i) => !i.model.popular);
    expect(preselectedVehicle(none, { modelKey: "nope", engineCode: "" }).model).toBe(
      "l460_26my_se",
    );
  });

  it("offers each level under the ones before it and keeps what still exists", () => {
    const items = financeVehicles(CATALOGUE, { nameplates: "", hideFree: false });
    const s = completeSelection(items, { year: 2025 });
    expect(s).toEqual({ year: 2025, body: "suv", model: "l663_25my_se", engine: "d250" });
    const o = vehicleOptions(items, {
      year: 2026,
      body: "suv",
      model: "l460_26my_se",
      engine: null,
    });
    expect(o.years).toEqual([2026, 2025]);
    expect(o.bodies.map((b) => b.code)).toEqual(["suv", "suv-lwb"]);
    expect(o.models.map((m) => m.key)).toEqual(["l460_26my_se", "l663_26my_x"]);
    expect(o.engines.map((e) => e.code)).toEqual(["d350", "p615"]);
    // A year change keeps the body style that year has, and takes its first model.
    expect(
      completeSelection(items, { year: 2026, body: "suv", model: "l663_25my_se", engine: "d250" }),
    ).toEqual({ year: 2026, body: "suv", model: "l460_26my_se", engine: "d350" });
  });
});

describe("the quote's text", () => {
  const prepared = prepareBlock(structuredClone(examplesOf("lrdx-finance-calculator")[0]), 0);
  const output =
    prepared.kind === "block" && prepared.block.template === "lrdx-finance-calculator"
      ? prepared.block.groups[0]?.finance_product_output
      : undefined;
  if (!output) throw new Error("the example has no output configuration");
  const settings = {
    ...DEFAULT_PRICE_SETTINGS,
    calculatorSymbol: "درهم",
    calculatorPriceFormat: "% ^",
  };
  const quote = financeQuote(TABLE[1]?.input as QuoteInput);
  if (!quote) throw new Error("no quote");

  it("writes money to the fils with the calculator's format, isolated", () => {
    expect(financeMoney(447032, "AED", settings)).toBe(`\u2068درهم\u2069 ${LRI}4,470.32${PDI}`);
    expect(financeMoney(0, "AED", settings)).toContain("0.00");
    expect(financeMoney(-1, "AED", settings)).toBe("");
  });

  it("lists every figure in order, with its marks, digits and date", () => {
    const rows = quoteRows({ ...quote, createdAt: "2026-11-30T10:15:30.000Z" }, output, {
      currency: "AED",
      settings: { ...settings, digits: "arabic-indic" },
      lang: "ar",
      dir: "rtl",
      timeZone: "Asia/Dubai",
      marks: disclaimerMarks("monthly", "price"),
    });
    expect(rows.map((r) => r.key)).toEqual([
      "monthly_payment",
      "on_the_road_price",
      "total_deposit",
      "cash_deposit",
      "total_amount_of_credit",
      "monthly_payments",
      "duration_of_agreement",
      "interest_rate",
      "created_at",
    ]);
    const value = (key: string) => rows.find((r) => r.key === key)?.value ?? "";
    expect(value("monthly_payment")).toContain("٤,٤٧٠٫٣٢");
    expect(value("monthly_payment").endsWith("*")).toBe(true);
    expect(value("on_the_road_price").endsWith("**")).toBe(true);
    expect(value("monthly_payments")).toBe("٤٨");
    expect(value("duration_of_agreement")).toBe("٤٨ شهراً");
    expect(value("interest_rate")).toBe(`${LRI}٪٣٫٤٩${PDI}`);
    expect(value("created_at")).toBe(
      new Intl.DateTimeFormat("ar-u-nu-arab", {
        dateStyle: "medium",
        timeStyle: "medium",
        timeZone: "Asia/Dubai",
      }).format(new Date("2026-11-30T10:15:30.000Z")),
    );
    expect(value("created_at")).toMatch(/[٠-٩]/);
    expect(rows.find((r) => r.key === "cash_deposit")?.isPart).toBe(true);
  });

  it("leaves out a figure whose label is emptied, and the cash deposit with its total", () => {
    const rows = quoteRows(
      { ...quote, createdAt: at },
      {
        ...output,
        total_deposit: { ...output.total_deposit, label: "" },
        created_at: { ...output.created_at, label: " " },
      },
      {
        currency: "AED",
        settings,
        lang: "ar",
        dir: "rtl",
        timeZone: "UTC",
        marks: disclaimerMarks("", ""),
      },
    );
    expect(rows.map((r) => r.key)).not.toContain("total_deposit");
    expect(rows.map((r) => r.key)).not.toContain("cash_deposit");
    expect(rows.map((r) => r.key)).not.toContain("created_at");
    expect(rows.find((r) => r.key === "monthly_payment")?.value.endsWith("*")).toBe(false);
  });

  it("marks the first written disclaimer '*' and numbers the date as the prices", () => {
    expect(disclaimerMarks("", "price")).toEqual({ monthly: "", price: "*" });
    expect(dateLocale("ar", settings)).toBe("ar-u-nu-latn");
    expect(dateLocale("en-GB-u-ca-gregory", settings)).toBe("en-GB-u-ca-gregory");
  });
});
