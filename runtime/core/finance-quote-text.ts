import type { FinanceCalculatorGroupFinanceProductOutput } from "../../generated/types.ts";
import type { FinanceQuote } from "./finance-quote.ts";
import { fromMinor, minorDigits } from "./money.ts";
import { integerText } from "./number-format.ts";
import {
  ARABIC_INDIC,
  disclaimerMark,
  formatPrice,
  type PriceFormat,
  percentText,
} from "./prices.ts";

/**
 * How the Finance Calculator writes its figures, the same on the server, in the island and in the
 * tests (so a test reads what a visitor reads from the quote's numbers):
 *
 * - money by the site's one price formatter with the finance calculator's settings
 *   (price.finance_calculator_*: symbol, delimiter, value format), always with the currency's
 *   minor digits (a quote lists amounts to the fils), isolated for bidirectional text;
 * - percentages by `percentText`, right to left on a right-to-left page ('%3.49');
 * - counts and the creation date in the price settings' digits (price.digits: Latin, or
 *   Arabic-Indic on a market that writes its prices so), so one quote never mixes two digit
 *   systems, whatever a browser's Intl takes for plain `ar`;
 * - the creation date by Intl in the output configuration's language (the page's by default) with
 *   its dateStyle and timeStyle (medium by default), in the site's time zone.
 */

const LATIN = "0123456789";

/** The ten digits of the price settings' digit system. */
export function digitsOf(settings: Pick<PriceFormat, "digits">): string {
  return settings.digits === "arabic-indic" ? ARABIC_INDIC : LATIN;
}

/** An amount in minor units, as the calculator writes it ("" for a negative or broken amount). */
export function financeMoney(minor: number, currency: string, settings: PriceFormat): string {
  if (!Number.isSafeInteger(minor) || minor < 0) return "";
  let decimals: number;
  try {
    decimals = minorDigits(currency);
  } catch {
    return "";
  }
  return formatPrice(Number(fromMinor(minor, currency)), settings, {
    calculator: true,
    allowZero: true,
    decimals,
  });
}

/** A percentage as the calculator writes it (up to two decimals, trailing zeros dropped). */
export function financePercent(value: number, settings: PriceFormat, dir: "rtl" | "ltr"): string {
  return percentText(value, { rtl: dir === "rtl", digits: settings.digits, decimals: 2 });
}

/** A whole number in the price settings' digits (months, payments). */
export function financeCount(n: number, settings: PriceFormat, lang: string): string {
  return integerText(n, lang, digitsOf(settings));
}

/** The Intl locale of the creation date: the language given, numbered as the price settings say. */
export function dateLocale(language: string, settings: PriceFormat): string {
  if (language.includes("-u-")) return language;
  return `${language}-u-nu-${settings.digits === "arabic-indic" ? "arab" : "latn"}`;
}

/** When a quote was made, as its output configuration asks. "" for a date that is not one. */
export function financeDate(
  iso: string,
  config: FinanceCalculatorGroupFinanceProductOutput["created_at"],
  context: { settings: PriceFormat; lang: string; timeZone: string },
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const language = config.language.trim() === "" ? context.lang : config.language.trim();
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: config.date_style,
    timeStyle: config.time_style,
    timeZone: context.timeZone,
  };
  try {
    return new Intl.DateTimeFormat(dateLocale(language, context.settings), options).format(date);
  } catch {
    return new Intl.DateTimeFormat(dateLocale(context.lang, context.settings), options).format(
      date,
    );
  }
}

/** One line of 'Your quote'. */
export interface QuoteRow {
  key:
    | "monthly_payment"
    | "on_the_road_price"
    | "total_deposit"
    | "cash_deposit"
    | "total_amount_of_credit"
    | "monthly_payments"
    | "duration_of_agreement"
    | "interest_rate"
    | "created_at";
  label: string;
  description: string;
  /** The figure as shown (isolated for bidirectional text, with its disclaimer mark). */
  value: string;
  /** A part of the line before it (the cash deposit of the total deposit). */
  isPart: boolean;
}

/** What the rows need besides the quote. */
export interface QuoteTextContext {
  currency: string;
  settings: PriceFormat;
  lang: string;
  dir: "rtl" | "ltr";
  timeZone: string;
  /** The disclaimer marks: the monthly payment's and the price's, "" for none. */
  marks: { monthly: string; price: string };
}

/**
 * The disclaimer marks of the block: '*' for the first disclaimer written (monthly payment, then
 * car price), '**' for the second; none for an empty disclaimer.
 */
export function disclaimerMarks(monthly: string, price: string): QuoteTextContext["marks"] {
  const hasMonthly = monthly.trim() !== "";
  const hasPrice = price.trim() !== "";
  return {
    monthly: hasMonthly ? disclaimerMark(0) : "",
    price: hasPrice ? disclaimerMark(hasMonthly ? 1 : 0) : "",
  };
}

/**
 * The rows of 'Your quote' in the output configuration's order; a figure whose label is empty is
 * left out (the cash deposit too when the total deposit is).
 */
export function quoteRows(
  quote: FinanceQuote & { createdAt: string },
  output: FinanceCalculatorGroupFinanceProductOutput,
  context: QuoteTextContext,
): QuoteRow[] {
  const money = (minor: number) => financeMoney(minor, context.currency, context.settings);
  const count = (n: number) => financeCount(n, context.settings, context.lang);
  const unit = output.duration_of_agreement.unit.trim();
  const rows: (QuoteRow | null)[] = [
    row(
      "monthly_payment",
      output.monthly_payment,
      money(quote.monthlyPaymentMinor) + context.marks.monthly,
    ),
    row(
      "on_the_road_price",
      output.on_the_road_price,
      money(quote.onTheRoadPriceMinor) + context.marks.price,
    ),
    row("total_deposit", output.total_deposit, money(quote.totalDepositMinor)),
    output.total_deposit.label.trim() === ""
      ? null
      : row("cash_deposit", output.total_deposit.cash_deposit, money(quote.cashDepositMinor), true),
    row("total_amount_of_credit", output.total_amount_of_credit, money(quote.totalCreditMinor)),
    row("monthly_payments", output.monthly_payments, count(quote.monthlyPayments)),
    row(
      "duration_of_agreement",
      output.duration_of_agreement,
      unit === "" ? count(quote.durationMonths) : `${count(quote.durationMonths)} ${unit}`,
    ),
    row(
      "interest_rate",
      output.interest_rate,
      financePercent(quote.annualRatePercent, context.settings, context.dir),
    ),
    row("created_at", output.created_at, financeDate(quote.createdAt, output.created_at, context)),
  ];
  return rows.filter((r): r is QuoteRow => r !== null);
}

function row(
  key: QuoteRow["key"],
  entry: { label: string; description: string },
  value: string,
  isPart = false,
): QuoteRow | null {
  if (entry.label.trim() === "") return null;
  return { key, label: entry.label, description: entry.description, value, isPart };
}
