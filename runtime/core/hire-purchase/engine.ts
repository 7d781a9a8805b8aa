import { periodicPayment } from "../prices.ts";

/**
 * The hire-purchase engine: one pure calculation behind every market's calculator (the thirty
 * presets of markets.ts are data for it). Money is in minor units (integers) throughout; rates are
 * percentages per year.
 *
 * The credit: cash price (plus tax on the price where the market charges it on top) less the
 * deposit, plus the fees the market adds to the credit. Fees paid up front are charges paid at
 * signing, not credit.
 *
 * Two ways of charging interest, as markets do:
 * - `annuity` (Europe, New Zealand, the Gulf's banks): the level payment of the spreadsheet PMT
 *   (runtime/core/prices.ts `periodicPayment`: rate per month, months, present value = the credit,
 *   future value = the balloon, timing 0 in arrears or 1 in advance; rate 0 is the total over
 *   the periods), interest each month on the balance outstanding.
 * - `flat` (hire purchase in Thailand, Singapore, Brunei): interest = credit × flat rate × years,
 *   added to the credit and divided into equal instalments; each instalment's interest share by
 *   the rule of 78 (the sum of the digits), as those contracts state it.
 *
 * Rounding (minor units): the level payment is rounded half up to the market's rounding unit
 * (e.g. 100 satang: whole baht), each row's interest to the minor unit, and the last instalment
 * takes the rest, so the principal column adds up to the credit exactly and the balance ends at 0
 * (or at the balloon, which the final row repays). The balloon (guaranteed future value) is never
 * changed: with payments in advance it falls a month after the last instalment, and its row's
 * interest is what that month accrues on the balance left.
 *
 * Tax: `interest` adds the tax on each row's interest to that payment (a tax on the credit's
 * charge, e.g. Thailand's VAT on hire-purchase interest); `price` adds it to the cash price (a
 * price shown before tax, e.g. business leasing).
 *
 * The APR is the annual rate equating what the borrower receives with what they pay (the EU
 * Consumer Credit Directive 2008/48/EC, Annex I): the amount of credit less the fees paid at
 * signing is received at month 0; every payment (instalment, balloon, their fees and tax) at its
 * month; the monthly rate x solving it is found by Newton's method, kept inside a bracket by
 * bisection, and annualised as the directive does, APR = (1 + x)^12 − 1 (months as twelfths of a
 * year). Unknowns the directive leaves to the lender (insurance, registration) are not charges
 * here unless a market's preset names them as fees.
 */

/** How interest is charged. */
export type RateMethod = "annuity" | "flat";

/** Where a market's tax falls, if anywhere. */
export type TaxBasis = "none" | "interest" | "price";

export interface HirePurchaseInput {
  /** Cash price of the vehicle, minor units. */
  price: number;
  /** Deposit (down payment) paid at signing, minor units. */
  deposit: number;
  /** Balloon, final payment or guaranteed future value, due at the end; 0 for none. */
  balloon: number;
  /** Nominal (annuity) or flat rate, percent per year. */
  annualRatePercent: number;
  /** Number of monthly instalments. */
  months: number;
  /** 0: each instalment at the end of its month (arrears); 1: at its start (advance). */
  timing: 0 | 1;
  rateMethod: RateMethod;
  /** Fees paid at signing (not financed), minor units. */
  upfrontFees: number;
  /** Fees added to the credit, minor units. */
  financedFees: number;
  /** A fee with every instalment (account or statement fee), minor units. */
  monthlyFee: number;
  taxBasis: TaxBasis;
  /** The tax's rate in percent (ignored when taxBasis is none). */
  taxPercent: number;
  /** The level payment is rounded to a multiple of this many minor units (1: to the minor unit). */
  roundingUnit: number;
}

/** One row of the repayment schedule. */
export interface ScheduleRow {
  /** 1-based number of the payment; the balloon row follows the last instalment. */
  period: number;
  /** When it is paid, in months from signing. */
  month: number;
  kind: "instalment" | "balloon";
  /** All the borrower pays in this row: principal + interest + tax + fee. */
  payment: number;
  interest: number;
  principal: number;
  tax: number;
  fee: number;
  /** What is still owed after this row. */
  balance: number;
}

export interface HirePurchaseQuote {
  /** Cash price plus the tax charged on the price. */
  cashPrice: number;
  taxOnPrice: number;
  /** The deposit paid at signing. */
  deposit: number;
  /** The fees paid at signing. */
  upfrontFees: number;
  /** The amount of credit: cash price − deposit + financed fees. */
  credit: number;
  /** The level instalment (fee and tax of a typical month included). */
  instalment: number;
  /** The last instalment, which takes the rounding. */
  lastInstalment: number;
  balloon: number;
  schedule: ScheduleRow[];
  totalInterest: number;
  totalTax: number;
  totalFees: number;
  /** The cost of credit: interest, tax on it, and every fee. */
  costOfCredit: number;
  /** Everything paid: deposit, up-front fees and every row. */
  totalPayable: number;
  /** Annual percentage rate from the cash flows, percent (unrounded). */
  aprPercent: number;
}

/** Why an input cannot be quoted. */
export type HirePurchaseProblem =
  | "months"
  | "amounts"
  | "rate"
  | "deposit-exceeds-price"
  | "balloon-exceeds-credit"
  | "flat-with-balloon";

export type HirePurchaseResult =
  | { ok: true; quote: HirePurchaseQuote }
  | { ok: false; problem: HirePurchaseProblem };

const isMinor = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** Half up to a multiple of unit (a positive integer). */
function roundTo(value: number, unit: number): number {
  return Math.round(value / unit) * unit;
}

/** The input's first problem, or null. */
export function hirePurchaseProblem(input: HirePurchaseInput): HirePurchaseProblem | null {
  if (!Number.isInteger(input.months) || input.months < 1 || input.months > 600) return "months";
  const amounts = [
    input.price,
    input.deposit,
    input.balloon,
    input.upfrontFees,
    input.financedFees,
    input.monthlyFee,
  ];
  if (
    !amounts.every(isMinor) ||
    !Number.isSafeInteger(input.roundingUnit) ||
    input.roundingUnit < 1
  )
    return "amounts";
  if (
    !Number.isFinite(input.annualRatePercent) ||
    input.annualRatePercent < 0 ||
    input.annualRatePercent > 100 ||
    !Number.isFinite(input.taxPercent) ||
    input.taxPercent < 0 ||
    input.taxPercent > 100
  )
    return "rate";
  const taxOnPrice =
    input.taxBasis === "price" ? Math.round((input.price * input.taxPercent) / 100) : 0;
  if (input.deposit > input.price + taxOnPrice) return "deposit-exceeds-price";
  const credit = input.price + taxOnPrice - input.deposit + input.financedFees;
  if (input.balloon > 0 && input.rateMethod === "flat") return "flat-with-balloon";
  if (input.balloon >= credit && input.balloon > 0) return "balloon-exceeds-credit";
  return null;
}

/** Tax on an amount of interest (0 unless the market taxes interest). */
function interestTax(input: HirePurchaseInput, interest: number): number {
  return input.taxBasis === "interest" ? Math.round((interest * input.taxPercent) / 100) : 0;
}

/** The level payment (principal and interest only), rounded to the market's unit. */
export function levelPayment(input: HirePurchaseInput, credit: number): number {
  if (input.rateMethod === "flat") {
    const interest = Math.round((credit * input.annualRatePercent * input.months) / 1200);
    return roundTo((credit + interest) / input.months, input.roundingUnit);
  }
  const r = monthlyRate(input);
  return roundTo(
    -periodicPayment(r, input.months, credit, -input.balloon, input.timing),
    input.roundingUnit,
  );
}

/**
 * The rate per month; one so small that (1 + r)^n − 1 underflows is 0 (the annuity's formula
 * would divide by 0, and its interest rounds to nothing anyway).
 */
function monthlyRate(input: HirePurchaseInput): number {
  const r = input.annualRatePercent / 1200;
  return Math.expm1(input.months * Math.log1p(r)) > 0 ? r : 0;
}

function annuitySchedule(input: HirePurchaseInput, credit: number, level: number): ScheduleRow[] {
  const r = monthlyRate(input);
  const n = input.months;
  const rows: ScheduleRow[] = [];
  // With payments in advance the balloon falls a month after the last instalment: the last
  // instalment leaves what grows into the balloon in that month.
  const leftAfterLast =
    input.balloon === 0
      ? 0
      : input.timing === 1
        ? Math.round(input.balloon / (1 + r))
        : input.balloon;
  let balance = credit;
  for (let k = 1; k <= n; k++) {
    const month = input.timing === 1 ? k - 1 : k;
    const interest = month === 0 ? 0 : Math.round(balance * r);
    const principal = k === n ? balance - leftAfterLast : level - interest;
    balance -= principal;
    const tax = interestTax(input, interest);
    rows.push({
      period: k,
      month,
      kind: "instalment",
      payment: principal + interest + tax + input.monthlyFee,
      interest,
      principal,
      tax,
      fee: input.monthlyFee,
      balance,
    });
  }
  if (input.balloon > 0) {
    const interest = input.balloon - balance;
    const tax = interestTax(input, interest);
    rows.push({
      period: n + 1,
      month: n,
      kind: "balloon",
      payment: input.balloon + tax,
      interest,
      principal: balance,
      tax,
      fee: 0,
      balance: 0,
    });
  }
  return rows;
}

function flatSchedule(input: HirePurchaseInput, credit: number, level: number): ScheduleRow[] {
  const n = input.months;
  const totalInterest = Math.round((credit * input.annualRatePercent * n) / 1200);
  const digits = (n * (n + 1)) / 2;
  const rows: ScheduleRow[] = [];
  let balance = credit;
  let interestLeft = totalInterest;
  for (let k = 1; k <= n; k++) {
    const month = input.timing === 1 ? k - 1 : k;
    const interest = k === n ? interestLeft : Math.round((totalInterest * (n - k + 1)) / digits);
    const principal = k === n ? balance : level - interest;
    interestLeft -= interest;
    balance -= principal;
    const tax = interestTax(input, interest);
    rows.push({
      period: k,
      month,
      kind: "instalment",
      payment: principal + interest + tax + input.monthlyFee,
      interest,
      principal,
      tax,
      fee: input.monthlyFee,
      balance,
    });
  }
  return rows;
}

/**
 * The monthly rate x at which the payments' present value equals what was received at month 0
 * (Newton's method inside a bisection bracket), as an annual percentage (1 + x)^12 − 1.
 * `flows` are (month, amount) paid by the borrower; `received` is the net amount at month 0
 * (nothing received for something paid: Infinity).
 */
export function aprFromCashFlows(
  received: number,
  flows: readonly { month: number; amount: number }[],
): number {
  const paid = flows.reduce((sum, f) => sum + f.amount, 0);
  // Nothing received for something paid: no finite rate (fees as large as the credit).
  if (received <= 0) return paid > 0 ? Number.POSITIVE_INFINITY : 0;
  if (paid <= 0) return 0;
  // f(x) = Σ a·(1+x)^−t − received, decreasing in x, and its slope −Σ t·a·(1+x)^−t / (1+x), in
  // one pass. A schedule's months come in order a month apart: the discount factor of the next
  // month is the last one's times 1/(1+x), a multiplication instead of a power.
  const valueAndSlope = (x: number): [number, number] => {
    const v = 1 / (1 + x);
    let value = -received;
    let slope = 0;
    let month = 0;
    let factor = 1;
    for (const fl of flows) {
      if (fl.month === month + 1) factor *= v;
      else if (fl.month !== month) factor = v ** fl.month;
      month = fl.month;
      const discounted = fl.amount * factor;
      value += discounted;
      slope -= fl.month * discounted * v;
    }
    return [value, slope];
  };
  const f = (x: number) => valueAndSlope(x)[0];
  let lo = -0.99;
  let hi = 1;
  while (f(hi) > 0 && hi < 1e6) hi *= 2;
  let x = paid > received ? 0.01 : 0;
  for (let i = 0; i < 200; i++) {
    const [fx, slope] = valueAndSlope(x);
    if (Math.abs(fx) < 1e-9 * Math.max(1, received)) break;
    if (fx > 0) lo = x;
    else hi = x;
    let next = slope !== 0 ? x - fx / slope : Number.NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - x) < 1e-15) {
      x = next;
      break;
    }
    x = next;
  }
  return ((1 + x) ** 12 - 1) * 100;
}

/** A quote for the input, or the reason there is none. */
export function quoteHirePurchase(input: HirePurchaseInput): HirePurchaseResult {
  const problem = hirePurchaseProblem(input);
  if (problem !== null) return { ok: false, problem };
  const taxOnPrice =
    input.taxBasis === "price" ? Math.round((input.price * input.taxPercent) / 100) : 0;
  const cashPrice = input.price + taxOnPrice;
  const credit = cashPrice - input.deposit + input.financedFees;
  const level = levelPayment(input, credit);
  const schedule =
    input.rateMethod === "flat"
      ? flatSchedule(input, credit, level)
      : annuitySchedule(input, credit, level);
  const sum = (pick: (row: ScheduleRow) => number) => schedule.reduce((s, row) => s + pick(row), 0);
  const totalInterest = sum((row) => row.interest);
  const totalTax = sum((row) => row.tax);
  const totalFees = sum((row) => row.fee) + input.upfrontFees + input.financedFees;
  const instalments = schedule.filter((row) => row.kind === "instalment");
  const first = instalments[0];
  const last = instalments.at(-1);
  const received = credit - input.financedFees - input.upfrontFees;
  const aprPercent = aprFromCashFlows(
    received,
    schedule.map((row) => ({ month: row.month, amount: row.payment })),
  );
  return {
    ok: true,
    quote: {
      cashPrice,
      taxOnPrice,
      deposit: input.deposit,
      upfrontFees: input.upfrontFees,
      credit,
      instalment: first?.payment ?? 0,
      lastInstalment: last?.payment ?? 0,
      balloon: input.balloon,
      schedule,
      totalInterest,
      totalTax,
      totalFees,
      costOfCredit: totalInterest + totalTax + totalFees,
      totalPayable: input.deposit + input.upfrontFees + sum((row) => row.payment),
      aprPercent,
    },
  };
}

/** A deposit given as a percentage of the price, in minor units (half up). */
export function percentOf(price: number, percent: number): number {
  return Math.round((price * percent) / 100);
}
