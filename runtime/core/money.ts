/**
 * Money in minor units (fils, cents), exactly: the payment providers, the order calls and the
 * journey's pages convert with these, so an amount is read and written one way everywhere.
 */

/** How many minor digits a currency has (AED 2, JPY 0, KWD 3), as Intl knows it. */
export function minorDigits(currency: string): number {
  let digits: number | undefined;
  try {
    digits = new Intl.NumberFormat("en", {
      style: "currency",
      currency,
    }).resolvedOptions().maximumFractionDigits;
  } catch {
    throw new RangeError(`not a currency code: ${currency}`);
  }
  return digits ?? 2;
}

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * A major-unit amount (5000, "5000.00", 7.34) in minor units (500000, 734), exactly: the decimal
 * text is read digit by digit (7.34 × 100 in floating point is 733.9999…); digits beyond the
 * currency's are rounded half up.
 */
export function toMinor(major: number | string, currency: string): number {
  const digits = minorDigits(currency);
  const text = typeof major === "number" ? numberText(major) : major.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a non-negative decimal amount: ${String(major)}`);
  const [, whole = "0", fraction = ""] = match;
  const kept = fraction.slice(0, digits).padEnd(digits, "0");
  const roundUp = (fraction[digits] ?? "0") >= "5";
  const minor = Number(whole) * 10 ** digits + Number(kept || "0") + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount too large: ${String(major)}`);
  return minor;
}

/** A number's plain decimal text (no exponent), for the exact reading above. */
function numberText(value: number): string {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`not a non-negative amount: ${value}`);
  const text = String(value);
  if (!text.includes("e")) return text;
  return value.toFixed(20).replace(/\.?0+$/, "");
}

/** Minor units as the decimal text providers want ("5000.00", JPY "5000", KWD "1.250"). */
export function fromMinor(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`not a non-negative integer amount of minor units: ${minor}`);
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * A price in minor units as the site's price formatter (<Price>) reads it: major units, with
 * decimals only when there are; null for none (null, 0 or less, or an unknown currency).
 */
export function shownPrice(
  minor: number | null,
  currency: string,
): { value: number; decimals: number } | null {
  if (minor === null || minor <= 0) return null;
  let digits: number;
  try {
    digits = minorDigits(currency);
  } catch {
    return null;
  }
  return {
    value: Number(fromMinor(minor, currency)),
    decimals: minor % 10 ** digits === 0 ? 0 : digits,
  };
}
