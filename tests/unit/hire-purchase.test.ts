import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  aprFromCashFlows,
  defaultChoice,
  HIRE_PURCHASE_MARKETS,
  type HirePurchaseInput,
  type HirePurchaseMarketId,
  levelPayment,
  MARKET_PRESETS,
  marketInput,
  quoteForMarket,
  quoteHirePurchase,
  snapToRange,
} from "../../runtime/core/hire-purchase/index.ts";

/**
 * The worked example of every market at its preset's defaults (sample price, default deposit,
 * term, rate, balloon): the amount of credit, the level payment (principal and interest, before
 * the month's fee and tax) and the total interest over the schedule, in minor units. Computed
 * outside the engine, with exact decimals and the documented rules (half-up rounding of each
 * month's interest, the last instalment takes the rest); the level payment is checked again
 * below by the closed formula.
 */
const WORKED: readonly [HirePurchaseMarketId, number, number, number][] = [
  ["sample", 3600000, 82742, 371639],
  ["thailand", 187500000, 4295300, 18675000],
  ["brunei", 5400000, 105750, 945000],
  ["singapore", 10500000, 149325, 2043300],
  ["nz-loan", 5436035, 115366, 1485921],
  ["nz-lease", 5980000, 130878, 1123617],
  ["slovenia", 4025000, 79510, 745609],
  ["malta", 4025000, 79510, 745609],
  ["bulgaria", 4025000, 79510, 745609],
  ["romania", 20100000, 426077, 5464634],
  ["cyprus", 4025000, 79510, 745609],
  ["greece", 4025000, 79510, 745609],
  ["iceland", 6059000, 130232, 1754884],
  ["sweden", 40059500, 811300, 8618785],
  ["gibraltar", 2815000, 55608, 521454],
  ["norway", 39450000, 817000, 9570285],
  ["denmark", 32350000, 624700, 5129511],
  ["ireland", 4006349, 79142, 742142],
  ["ireland-secondary", 4007500, 73394, 634687],
  ["finland-loan", 4030000, 77724, 633438],
  ["finland-loan-lfi", 4030000, 62046, 698185],
  ["estonia", 4020000, 79411, 744683],
  ["latvia", 4020000, 79411, 744683],
  ["lithuania", 4020000, 79411, 744683],
  ["ukraine", 140000000, 3329855, 59791328],
  ["universal", 4000000, 79016, 740973],
  ["universal-leasing", 5400000, 105686, 804718],
  ["universal-mena", 20000000, 383167, 2990000],
  ["hungary-leasing", 1204990000, 23154700, 334294521],
  ["moldova", 40150000, 870957, 12107442],
];

/**
 * The level payment by the closed formulas, written here rather than taken from the engine:
 * annuity C·r·(1+r)^n − B·r over (1 + r·timing)((1+r)^n − 1); flat (C + C·rate·years) / n.
 */
function closedFormLevel(input: HirePurchaseInput, credit: number): number {
  const unit = input.roundingUnit;
  const n = input.months;
  if (input.rateMethod === "flat") {
    const interest = Math.round((credit * input.annualRatePercent * (n / 12)) / 100);
    return Math.round((credit + interest) / n / unit) * unit;
  }
  const r = input.annualRatePercent / 100 / 12;
  if (r === 0) return Math.round((credit - input.balloon) / n / unit) * unit;
  const g = (1 + r) ** n;
  const payment = ((credit * g - input.balloon) * r) / ((1 + r * input.timing) * (g - 1));
  return Math.round(payment / unit) * unit;
}

describe("hire purchase: the worked example of every market, to the cent", () => {
  it("covers the thirty markets", () => {
    expect(WORKED.map(([id]) => id)).toEqual([...HIRE_PURCHASE_MARKETS]);
  });

  it.each(WORKED)("%s", (id, credit, level, totalInterest) => {
    const preset = MARKET_PRESETS[id];
    const input = marketInput(preset, defaultChoice(preset));
    expect(closedFormLevel(input, credit)).toBe(level);
    const result = quoteHirePurchase(input);
    if (!result.ok) throw new Error(result.problem);
    const q = result.quote;
    expect(q.credit).toBe(credit);
    const first = q.schedule[0];
    expect(first && first.principal + first.interest).toBe(level);
    expect(q.totalInterest).toBe(totalInterest);
    // Every instalment but the last is the level payment with its month's fee and tax.
    for (const row of q.schedule.slice(0, preset.balloon && input.balloon > 0 ? -2 : -1))
      expect(row.principal + row.interest).toBe(level);
    const paidInRows = q.schedule.reduce((s, row) => s + row.payment, 0);
    expect(q.totalPayable).toBe(input.deposit + input.upfrontFees + paidInRows);
    expect(paidInRows).toBe(
      credit + totalInterest + q.totalTax + preset.fees.monthly * input.months,
    );
  });
});

describe("hire purchase: the APR", () => {
  it("round-trips through the Annex I equation to 0.1 % for every market", () => {
    for (const id of HIRE_PURCHASE_MARKETS) {
      const preset = MARKET_PRESETS[id];
      const input = marketInput(preset, defaultChoice(preset));
      const result = quoteHirePurchase(input);
      if (!result.ok) throw new Error(result.problem);
      const x = (1 + result.quote.aprPercent / 100) ** (1 / 12) - 1;
      const received = result.quote.credit - input.financedFees - input.upfrontFees;
      const presentValue = result.quote.schedule.reduce(
        (s, row) => s + row.payment * (1 + x) ** -row.month,
        0,
      );
      expect(Math.abs(presentValue - received) / received, id).toBeLessThan(0.001);
    }
  });

  it("is the effective rate of a fee-free annuity: (1 + r/12)^12 − 1", () => {
    const apr = aprFromCashFlows(
      1_000_000,
      Array.from({ length: 12 }, (_, k) => ({ month: k + 1, amount: 85_607 })),
    );
    // 12 × 856.07 on 10,000: 5.0 % nominal, 5.12 % effective.
    expect(apr).toBeCloseTo(5.116, 2);
  });

  it("makes a flat rate's true cost visible (Thailand: 2.49 % flat is more than 4.5 %)", () => {
    const preset = MARKET_PRESETS.thailand;
    const result = quoteForMarket(preset, defaultChoice(preset));
    if (!result.ok) throw new Error(result.problem);
    expect(result.quote.aprPercent).toBeGreaterThan(4.5);
  });
});

describe("hire purchase: rules", () => {
  const base: HirePurchaseInput = {
    price: 3_000_000,
    deposit: 600_000,
    balloon: 0,
    annualRatePercent: 0,
    months: 36,
    timing: 0,
    rateMethod: "annuity",
    upfrontFees: 0,
    financedFees: 0,
    monthlyFee: 0,
    taxBasis: "none",
    taxPercent: 0,
    roundingUnit: 1,
  };

  it("at rate 0 divides the credit over the periods (the last takes the rest)", () => {
    const result = quoteHirePurchase(base);
    if (!result.ok) throw new Error(result.problem);
    expect(result.quote.instalment).toBe(66_667);
    expect(result.quote.lastInstalment).toBe(2_400_000 - 35 * 66_667);
    expect(result.quote.totalInterest).toBe(0);
    expect(result.quote.aprPercent).toBeCloseTo(0, 9);
  });

  it("refuses what cannot be quoted", () => {
    expect(quoteHirePurchase({ ...base, months: 0 })).toEqual({ ok: false, problem: "months" });
    expect(quoteHirePurchase({ ...base, deposit: 4_000_000 })).toEqual({
      ok: false,
      problem: "deposit-exceeds-price",
    });
    expect(quoteHirePurchase({ ...base, balloon: 2_400_000 })).toEqual({
      ok: false,
      problem: "balloon-exceeds-credit",
    });
    expect(quoteHirePurchase({ ...base, price: 1.5 })).toEqual({ ok: false, problem: "amounts" });
    expect(quoteHirePurchase({ ...base, annualRatePercent: -1 })).toEqual({
      ok: false,
      problem: "rate",
    });
    expect(quoteHirePurchase({ ...base, rateMethod: "flat", balloon: 100 })).toEqual({
      ok: false,
      problem: "flat-with-balloon",
    });
  });

  it("keeps a guaranteed future value exact, also with payments in advance", () => {
    for (const timing of [0, 1] as const) {
      const result = quoteHirePurchase({
        ...base,
        annualRatePercent: 6.9,
        balloon: 1_000_000,
        timing,
      });
      if (!result.ok) throw new Error(result.problem);
      const last = result.quote.schedule.at(-1);
      expect(last?.kind).toBe("balloon");
      expect(last?.payment).toBe(1_000_000);
      expect(last?.month).toBe(36);
    }
  });

  it("snaps a chosen value to its range and steps", () => {
    const range = { min: 20, max: 50, default: 20, step: 5 };
    expect(snapToRange(37, range)).toBe(35);
    expect(snapToRange(99, range)).toBe(50);
    expect(snapToRange(Number.NaN, range)).toBe(20);
    expect(snapToRange(2.49, { min: 0, max: 10, default: 2, step: 0.01 })).toBe(2.49);
  });

  it("each preset's defaults lie in its ranges, and each names its currency and source", () => {
    for (const id of HIRE_PURCHASE_MARKETS) {
      const p = MARKET_PRESETS[id];
      for (const r of [p.rate, p.term, p.deposit, ...(p.balloon ? [p.balloon] : [])]) {
        expect(r.default, id).toBeGreaterThanOrEqual(r.min);
        expect(r.default, id).toBeLessThanOrEqual(r.max);
        expect(snapToRange(r.default, r), id).toBe(r.default);
      }
      expect(p.currency, id).toMatch(/^[A-Z]{3}$/);
      expect(
        new Intl.NumberFormat("en", { style: "currency", currency: p.currency }).resolvedOptions()
          .maximumFractionDigits === p.minorDigits || p.currency === "HUF",
        id,
      ).toBe(true);
      expect(p.source.length + p.assumptions.length, id).toBeGreaterThan(20);
      expect(p.labelsAr.apr, id).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

/** A quotable input: amounts in minor units, deposit and balloon leaving credit to repay. */
const inputs = fc
  .record({
    price: fc.integer({ min: 100_000, max: 500_000_000 }),
    depositShare: fc.integer({ min: 0, max: 80 }),
    balloonShare: fc.integer({ min: 0, max: 50 }),
    annualRatePercent: fc.double({ min: 0, max: 30, noNaN: true }),
    months: fc.integer({ min: 1, max: 120 }),
    timing: fc.constantFrom(0 as const, 1 as const),
    rateMethod: fc.constantFrom("annuity" as const, "flat" as const),
    financedFees: fc.integer({ min: 0, max: 500_000 }),
    upfrontFees: fc.integer({ min: 0, max: 500_000 }),
    monthlyFee: fc.integer({ min: 0, max: 10_000 }),
    taxBasis: fc.constantFrom("none" as const, "interest" as const, "price" as const),
    taxPercent: fc.integer({ min: 0, max: 25 }),
    roundingUnit: fc.constantFrom(1, 5, 100),
  })
  .map(
    (r): HirePurchaseInput => ({
      price: r.price,
      deposit: Math.floor((r.price * r.depositShare) / 100),
      balloon:
        r.rateMethod === "flat"
          ? 0
          : Math.floor((r.price * (100 - r.depositShare) * r.balloonShare) / 20_000),
      annualRatePercent: r.annualRatePercent,
      months: r.months,
      timing: r.timing,
      rateMethod: r.rateMethod,
      financedFees: r.financedFees,
      upfrontFees: r.upfrontFees,
      monthlyFee: r.monthlyFee,
      taxBasis: r.taxBasis,
      taxPercent: r.taxPercent,
      roundingUnit: r.roundingUnit,
    }),
  );

describe("hire purchase: properties", () => {
  it("the schedule repays the credit to the cent", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = quoteHirePurchase(input);
        if (!result.ok) return;
        const q = result.quote;
        const principal = q.schedule.reduce((s, row) => s + row.principal, 0);
        expect(principal).toBe(q.credit);
        expect(q.schedule.at(-1)?.balance).toBe(0);
        for (const row of q.schedule) {
          expect(Number.isSafeInteger(row.payment)).toBe(true);
          expect(row.payment).toBe(row.principal + row.interest + row.tax + row.fee);
        }
        let balance = q.credit;
        for (const row of q.schedule) {
          balance -= row.principal;
          expect(row.balance).toBe(balance);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the APR is at least the nominal rate when there are fees", () => {
    fc.assert(
      fc.property(
        inputs.filter((i) => i.rateMethod === "annuity" && i.months >= 6),
        fc.integer({ min: 1, max: 20 }),
        (input, feeShare) => {
          // Fees of at least a thousandth of the credit, beyond a cent's rounding a month.
          const credit = input.price - input.deposit;
          const fees = Math.max(input.months, Math.ceil((credit * feeShare) / 1000));
          const result = quoteHirePurchase({ ...input, financedFees: fees });
          if (!result.ok) return;
          expect(result.quote.aprPercent).toBeGreaterThanOrEqual(input.annualRatePercent);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("the payment grows with the rate and falls with the term", () => {
    fc.assert(
      fc.property(
        inputs,
        // Rates move by a hundredth of a point at least (every market's step): a smaller step
        // is below the floating-point noise of the formula at a payment's half-cent.
        fc.double({ min: 0.01, max: 10, noNaN: true }),
        fc.integer({ min: 1, max: 60 }),
        (input, more, longer) => {
          // The level payment before rounding to the market's unit and the last row's rest.
          const level = (i: HirePurchaseInput) => {
            const r = quoteHirePurchase(i);
            return r.ok ? levelPayment(i, r.quote.credit) : null;
          };
          const now = level(input);
          const dearer = level({ ...input, annualRatePercent: input.annualRatePercent + more });
          if (now !== null && dearer !== null) expect(dearer).toBeGreaterThanOrEqual(now);
          const longerLevel = level({ ...input, months: input.months + longer });
          if (now !== null && longerLevel !== null && input.months > 1 && input.balloon === 0)
            expect(longerLevel).toBeLessThanOrEqual(now);
        },
      ),
      { numRuns: 300 },
    );
  });
});
