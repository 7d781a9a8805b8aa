/**
 * Vehicle identification numbers (ISO 3779) as visitors type them into the owner tools (the Map
 * Update wizard and the Local VIN Checker, 002 §2.2, §2.11) and as the server checks them before
 * any lookup.
 *
 * A VIN is 17 characters of A–Z and 0–9 without I, O and Q (they read as 1 and 0). Its ninth
 * character is the North American check digit (49 CFR 565.15, also written by the makers whose
 * cars this site sells): each character is transliterated to a number (letters by the table
 * below, digits as themselves), multiplied by its position's weight
 * 8-7-6-5-4-3-2-10-0-9-8-7-6-5-4-3-2, and the sum modulo 11 is the check digit, 10 written X.
 *
 * What a person types is normalised first (`normaliseVin`): spaces and dashes dropped, letters
 * upper-cased, Arabic-Indic and Eastern Arabic-Indic digits read as 0–9. The API takes only the
 * normalised form (its schema's pattern, VIN_PATTERN); the blocks normalise before they send.
 */

/** The normalised form's shape: 17 of A–Z and 0–9 without I, O, Q. */
export const VIN_PATTERN = "^[A-HJ-NPR-Z0-9]{17}$";
const VIN_RE = new RegExp(VIN_PATTERN);

export const VIN_LENGTH = 17;

/** Each position's weight; position 9 (the check digit itself) weighs 0. */
export const VIN_WEIGHTS: readonly number[] = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The transliteration of letters to numbers (I, O and Q have none: they are never allowed). */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** The number a VIN character stands for in the check-digit sum, or null for one not allowed. */
export function vinCharValue(char: string): number | null {
  if (/^[0-9]$/.test(char)) return Number(char);
  return LETTER_VALUES[char] ?? null;
}

/**
 * The check digit of a VIN's characters ("0"–"9" or "X"), position 9 ignored; null when a
 * character is not allowed or the length is not 17.
 */
export function vinCheckDigit(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const value = vinCharValue(vin.charAt(i));
    if (value === null) return null;
    sum += value * (VIN_WEIGHTS[i] ?? 0);
  }
  const rest = sum % 11;
  return rest === 10 ? "X" : String(rest);
}

/** Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits as 0–9. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** What a person typed, as a VIN is compared: no spaces or dashes, upper case, Latin digits. */
export function normaliseVin(typed: string): string {
  return latinDigits(typed)
    .replace(/[\s\u00a0\u200e\u200f\u2066-\u2069-]/g, "")
    .toUpperCase();
}

/**
 * Why a VIN is refused, checked in this order: `required` (nothing typed), `length` (not 17),
 * `characters` (something but A–Z, 0–9), `forbidden_letters` (I, O or Q), `check_digit`.
 */
export type VinRule = "required" | "length" | "characters" | "forbidden_letters" | "check_digit";

export type VinCheck = { ok: true; vin: string } | { ok: false; rule: VinRule };

/** Checks a VIN as typed: normalised, then its form and its check digit. */
export function checkVin(typed: string): VinCheck {
  const vin = normaliseVin(typed);
  if (vin === "") return { ok: false, rule: "required" };
  if (vin.length !== VIN_LENGTH) return { ok: false, rule: "length" };
  if (!/^[A-Z0-9]+$/.test(vin)) return { ok: false, rule: "characters" };
  if (!VIN_RE.test(vin)) return { ok: false, rule: "forbidden_letters" };
  if (vin.charAt(8) !== vinCheckDigit(vin)) return { ok: false, rule: "check_digit" };
  return { ok: true, vin };
}

/** True when `vin` is already normalised and passes every rule. */
export function isValidVin(vin: string): boolean {
  const checked = checkVin(vin);
  return checked.ok && checked.vin === vin;
}

/**
 * The VIN made valid by writing its check digit at position 9 (the demo's and the tests' VINs are
 * made so). `vin` must be 17 allowed characters; its ninth is replaced.
 */
export function withCheckDigit(vin: string): string {
  const digit = vinCheckDigit(vin);
  if (digit === null) throw new Error(`not 17 allowed VIN characters: ${vin}`);
  return `${vin.slice(0, 8)}${digit}${vin.slice(9)}`;
}

/** The Arabic message of each rule, for the API's 422 and the blocks' inline error. */
export const VIN_RULE_MESSAGES_AR: Readonly<Record<VinRule, string>> = {
  required: "رقم الهيكل (VIN) مطلوب.",
  length: "رقم الهيكل (VIN) 17 خانة من الحروف والأرقام.",
  characters: "رقم الهيكل (VIN) حروف لاتينية وأرقام فقط.",
  forbidden_letters: "لا يحتوي رقم الهيكل (VIN) على الحروف I أو O أو Q.",
  check_digit: "رقم الهيكل (VIN) غير صحيح: راجع الخانات وأعد كتابته.",
};

/** What a VIN check is for: the Map Update wizard's step 1, or the Local VIN Checker. */
export type VinPurpose = "map_update" | "local_check";

/**
 * Whether a VIN is recognised for a purpose, from where it was found: the Map Update wizard
 * knows a vehicle of the distributor (in the stock or in the list of affected vehicles); the
 * Local VIN Checker answers positive only for a vehicle in the list of affected vehicles.
 */
export function isVinRecognised(
  purpose: VinPurpose,
  found: { inStock: boolean; isAffected: boolean },
): boolean {
  return purpose === "local_check" ? found.isAffected : found.inStock || found.isAffected;
}

/**
 * Where the Map Update wizard's download goes: the block's map_download_url with the VIN as the
 * `vin` query parameter (replacing one already there), keeping its fragment; "" when no url is set.
 */
export function mapDownloadHref(url: string, vin: string): string {
  const trimmed = url.trim();
  if (trimmed === "") return "";
  const hashAt = trimmed.indexOf("#");
  const hash = hashAt === -1 ? "" : trimmed.slice(hashAt);
  const [path = "", query = ""] = (hashAt === -1 ? trimmed : trimmed.slice(0, hashAt)).split(
    "?",
    2,
  );
  const params = new URLSearchParams(query);
  params.set("vin", vin);
  return `${path}?${params.toString()}${hash}`;
}
