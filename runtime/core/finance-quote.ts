import { periodicPayment } from "./prices.ts";

/**
 * The Finance Calculator's quote (002 §2.7, §3.11, §5.3), in minor units of the catalogue's
 * currency (fils for AED), so every figure shown can be checked by hand to the cent:
 *
 * - the on-the-road price is the chosen engine's price from the model catalogue;
 * - the cash deposit is the visitor's down payment: a percentage of the price (rounded half up to
 *   the minor unit) or an amount, never more than the price less the deposit contribution;
 * - the total deposit is the cash deposit plus the model's deposit contribution (models_info;
 *   0 unless the distributor funds part of the deposit), never more than the price;
 * - the total amount of credit is the price less the total deposit;
 * - the monthly payment is the spreadsheet PMT of the credit (runtime/core/prices.ts
 *   periodicPayment, payments at the end of each month, no final payment) at the product's yearly
 *   nominal rate (read to a millionth of a percent) divided by 12, over the agreement's months;
 *   rounded UP to the minor unit, so the payments always repay the credit (at 0 % the credit
 *   divided by the months, rounded up);
 * - the number of monthly payments is the duration in months (years × 12).
 *
 * Inputs are bounded by the product's min, max and interval (§5.3): `stepValues` lists what a
 * control offers and `boundedValue` brings any value to the nearest of them.
 */

/** How a product's down payment is counted: a percentage of the price, or an amount (minor units). */
export type DownPaymentUnit = "percent" | "amount";
/** How a product's duration is counted. */
export type DurationUnit = "years" | "months";

/** A bounded input of a product (finance_product_input's down_payment or duration). */
export interface BoundedInput {
  min: number;
  max: number;
  default: number;
  /** The step between offered values (the first is min; max is offered even off the step). */
  interval: number;
}

/**
 * The values a control offers: min, min + interval, … up to max, and max itself when the steps
 * miss it. A max below min offers min alone; an interval of 0 or less offers min and max.
 * At most 1,000 values (a wider range is stepped more coarsely, min and max kept).
 */
export function stepValues(input: Omit<BoundedInput, "default"> & { default?: number }): number[] {
  const { min } = input;
  const max = Math.max(input.max, min);
  if (max === min) return [min];
  const interval = input.interval > 0 ? input.interval : max - min;
  const count = Math.floor((max - min) / interval + 1e-9);
  const stride = Math.max(1, Math.ceil(count / 1000));
  const out: number[] = [];
  for (let i = 0; i <= count; i += stride) out.push(roundStep(min + i * interval));
  if (out.at(-1) !== max) out.push(max);
  return out;
}

/** A step's value without the floating-point tail (20 + 3 × 0.1). */
const roundStep = (value: number) => Math.round(value * 1e9) / 1e9;

/** The offered value nearest to `value` (the lower one on a tie); a non-number gives the default. */
export function boundedValue(input: BoundedInput, value: number): number {
  const values = stepValues(input);
  const wanted = Number.isFinite(value) ? value : input.default;
  let best = values[0] ?? input.min;
  for (const v of values) if (Math.abs(v - wanted) < Math.abs(best - wanted)) best = v;
  return best;
}

/** The default as the control offers it (a default off the steps is brought to the nearest). */
export function defaultValue(input: BoundedInput): number {
  return boundedValue(input, input.default);
}

/** The next offered value up (+1) or down (-1) from `value`, or `value` at the end. */
export function stepFrom(input: BoundedInput, value: number, direction: 1 | -1): number {
  const values = stepValues(input);
  const at = values.indexOf(boundedValue(input, value));
  return values[Math.min(Math.max(at + direction, 0), values.length - 1)] ?? value;
}

/** The months of a duration. */
export function durationMonths(value: number, unit: DurationUnit): number {
  return Math.round(unit === "years" ? value * 12 : value);
}

/** What a quote is computed from. */
export interface QuoteInput {
  /** The on-the-road price, minor units (a positive integer). */
  priceMinor: number;
  /** The down payment: a percentage of the price, or an amount in minor units. */
  downPayment: { value: number; unit: DownPaymentUnit };
  /** The model's deposit contribution, minor units (default 0). */
  depositContributionMinor?: number;
  duration: { value: number; unit: DurationUnit };
  /** The yearly nominal interest rate in percent (3.99 is 3.99 %). */
  annualRatePercent: number;
}

/** Every figure of a quote (finance_product_output), money in minor units. */
export interface FinanceQuote {
  onTheRoadPriceMinor: number;
  cashDepositMinor: number;
  depositContributionMinor: number;
  totalDepositMinor: number;
  totalCreditMinor: number;
  monthlyPaymentMinor: number;
  /** How many monthly payments: the agreement's months. */
  monthlyPayments: number;
  durationMonths: number;
  annualRatePercent: number;
}

/**
 * The monthly payment of `creditMinor` over `months` at a yearly nominal rate (percent), rounded
 * up to the minor unit. A result within a millionth of a minor unit of a whole one is that whole
 * one (floating point must not add a fils). 0 when there is no credit.
 */
export function monthlyPaymentMinor(
  creditMinor: number,
  annualRatePercent: number,
  months: number,
): number {
  if (creditMinor <= 0) return 0;
  const exact = -periodicPayment(readRate(annualRatePercent) / 1200, months, creditMinor);
  return Math.ceil(exact - 1e-6);
}

/**
 * A yearly rate as the calculator reads it: to a millionth of a percent, so no rate is so small
 * that its monthly twelfth is a subnormal number with a handful of significant bits.
 */
export function readRate(annualRatePercent: number): number {
  return Math.round(annualRatePercent * 1e6) / 1e6;
}

/** The cash deposit of a down payment on a price, minor units, within 0 and `cap`. */
export function cashDepositMinor(
  priceMinor: number,
  downPayment: QuoteInput["downPayment"],
  cap: number,
): number {
  const raw =
    downPayment.unit === "percent"
      ? Math.round((priceMinor * downPayment.value) / 100)
      : Math.round(downPayment.value);
  return Math.min(Math.max(raw, 0), Math.max(cap, 0));
}

/**
 * The quote, or null when it cannot be made: no price (0, negative, not a whole number of minor
 * units), fewer than one month, or a negative or non-numeric rate.
 */
export function financeQuote(input: QuoteInput): FinanceQuote | null {
  const { priceMinor, annualRatePercent } = input;
  if (!Number.isSafeInteger(priceMinor) || priceMinor <= 0) return null;
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) return null;
  const months = durationMonths(input.duration.value, input.duration.unit);
  if (!Number.isFinite(months) || months < 1) return null;
  const contribution = Math.min(
    Math.max(Math.round(input.depositContributionMinor ?? 0), 0),
    priceMinor,
  );
  const cash = cashDepositMinor(priceMinor, input.downPayment, priceMinor - contribution);
  const totalDeposit = cash + contribution;
  const credit = priceMinor - totalDeposit;
  return {
    onTheRoadPriceMinor: priceMinor,
    cashDepositMinor: cash,
    depositContributionMinor: contribution,
    totalDepositMinor: totalDeposit,
    totalCreditMinor: credit,
    monthlyPaymentMinor: monthlyPaymentMinor(credit, annualRatePercent, months),
    monthlyPayments: months,
    durationMonths: months,
    annualRatePercent: readRate(annualRatePercent),
  };
}
