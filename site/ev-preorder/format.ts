import { minorDigits } from "../order-online/model.ts";

/**
 * How the pre-order blocks write amounts and durations: always through Intl in the page's
 * language, so an Arabic page reads Arabic digits.
 */

/**
 * The Intl locale of a page language: Arabic pages write Arabic-Indic digits (the programme's
 * pages are Arabic first), whatever the engine's default numbering for "ar" is, so the server and
 * the browser write the same digits.
 */
export function intlLocale(lang: string): string {
  return /^ar(-|$)/.test(lang) && !lang.includes("-u-") ? `${lang}-u-nu-arab` : lang;
}

/** A fee in minor units as a major amount (5000.00 AED from 500000), no trailing ".00". */
function major(amountMinor: number, currency: string): { value: number; digits: number } {
  const digits = minorDigits(currency);
  const value = amountMinor / 10 ** digits;
  return { value, digits: Number.isInteger(value) ? 0 : digits };
}

/** The fee as a currency amount, e.g. "‏٥٬٠٠٠ د.إ.‏" on an Arabic page. */
export function feeMoney(amountMinor: number, currency: string, lang: string): string {
  const { value, digits } = major(amountMinor, currency);
  try {
    return new Intl.NumberFormat(intlLocale(lang), {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${value} ${currency}`;
  }
}

/** The fee's number alone (the checkout writes the editor's currency symbol beside it). */
export function feeNumber(amountMinor: number, currency: string, lang: string): string {
  const { value, digits } = major(amountMinor, currency);
  return new Intl.NumberFormat(intlLocale(lang), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A count of minutes or seconds as words, e.g. "٥ دقائق", "30 seconds". */
export function duration(count: number, unit: "minute" | "second", lang: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(lang), {
      style: "unit",
      unit,
      unitDisplay: "long",
    }).format(count);
  } catch {
    return `${count} ${unit}`;
  }
}

/** Whole minutes left until `untilIso` (rounded up, never below 0). */
export function minutesLeft(untilIso: string, now: number): number {
  const ms = Date.parse(untilIso) - now;
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 60_000)) : 0;
}
