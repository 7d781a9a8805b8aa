import {
  type HirePurchaseInput,
  type HirePurchaseResult,
  percentOf,
  quoteHirePurchase,
} from "./engine.ts";
import type { InputRange, MarketPreset } from "./markets.ts";

export * from "./engine.ts";
export * from "./markets.ts";

/** What a visitor chooses in a market's calculator (percentages of the price, months). */
export interface HirePurchaseChoice {
  /** Cash price, minor units. */
  price: number;
  depositPercent: number;
  months: number;
  ratePercent: number;
  /** Balloon in percent of the price; ignored where the market has none. */
  balloonPercent: number;
}

/**
 * A value kept inside its range and on its steps from the minimum (a value typed between steps
 * goes to the nearest; a value that is not a number to the default).
 */
export function snapToRange(value: number, range: InputRange): number {
  if (!Number.isFinite(value)) return range.default;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  if (!(range.step > 0)) return clamped;
  const steps = Math.round((clamped - range.min) / range.step);
  // Decimal steps (0.05) are rounded to the step's own decimals, so 2.49 stays 2.49.
  const decimals = (String(range.step).split(".")[1] ?? "").length;
  const snapped = Number((range.min + steps * range.step).toFixed(decimals));
  return Math.min(range.max, snapped);
}

/** The market's starting choice: its sample price and every range's default. */
export function defaultChoice(
  preset: MarketPreset,
  price = preset.samplePrice,
): HirePurchaseChoice {
  return {
    price,
    depositPercent: preset.deposit.default,
    months: preset.term.default,
    ratePercent: preset.rate.default,
    balloonPercent: preset.balloon?.default ?? 0,
  };
}

/** The engine's input for a choice in a market: its method, timing, fees, tax and rounding. */
export function marketInput(preset: MarketPreset, choice: HirePurchaseChoice): HirePurchaseInput {
  const taxed = preset.tax.basis === "price" ? percentOf(choice.price, preset.tax.percent) : 0;
  return {
    price: choice.price,
    deposit: percentOf(choice.price + taxed, choice.depositPercent),
    balloon: preset.balloon ? percentOf(choice.price + taxed, choice.balloonPercent) : 0,
    annualRatePercent: choice.ratePercent,
    months: choice.months,
    timing: preset.timing,
    rateMethod: preset.rateMethod,
    upfrontFees: preset.fees.upfront,
    financedFees: preset.fees.financed,
    monthlyFee: preset.fees.monthly,
    taxBasis: preset.tax.basis,
    taxPercent: preset.tax.percent,
    roundingUnit: preset.roundingUnit,
  };
}

/** A quote for a choice in a market. */
export function quoteForMarket(
  preset: MarketPreset,
  choice: HirePurchaseChoice,
): HirePurchaseResult {
  return quoteHirePurchase(marketInput(preset, choice));
}
