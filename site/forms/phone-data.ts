import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";
import type { PhoneCountry } from "./lead-values.ts";

/**
 * The phone field's data (libphonenumber-js's small metadata, about 20 kB compressed): the
 * countries with their dialling codes and names in the page's language, and the conversion of a
 * nationally written number to E.164. The browser loads it only for a form with a phone field.
 */

const namesByLang = new Map<string, Intl.DisplayNames | null>();

function regionNames(lang: string): Intl.DisplayNames | null {
  if (!namesByLang.has(lang)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([lang, "en"], { type: "region" });
    } catch {
      names = null;
    }
    namesByLang.set(lang, names);
  }
  return namesByLang.get(lang) ?? null;
}

/** One country; an unknown code falls back to the United Arab Emirates. */
export function countryInfo(code: string, lang: string): PhoneCountry {
  const known: CountryCode = isSupportedCountry(code) ? code : "AE";
  return {
    code: known,
    dialCode: getCountryCallingCode(known),
    name: regionNames(lang)?.of(known) ?? known,
  };
}

const lists = new Map<string, PhoneCountry[]>();

/** Every country libphonenumber knows, by name in the page's language. */
export function countryList(lang: string): PhoneCountry[] {
  let list = lists.get(lang);
  if (!list) {
    const collator = new Intl.Collator(lang);
    list = getCountries()
      .map((code) => countryInfo(code, lang))
      .sort((a, b) => collator.compare(a.name, b.name));
    lists.set(lang, list);
  }
  return list;
}

/** Latin digits for Arabic-Indic and Persian ones, and nothing but digits and a leading +. */
function digitsOf(text: string): string {
  const latin = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  const plus = latin.trim().startsWith("+") || latin.trim().startsWith("00") ? "+" : "";
  const digits = latin.replace(/\D/g, "");
  return plus && digits.startsWith("00") ? `+${digits.slice(2)}` : `${plus}${digits}`;
}

/**
 * The number in E.164 (+971501234567) from what the visitor typed for a country (a number
 * typed with its + and code is read as it is); "" when nothing was typed. What makes no valid
 * number is sent as libphonenumber reads it, or as typed: the form's check refuses it with the
 * phone message.
 */
export function toE164(typed: string, country: string): string {
  const digits = digitsOf(typed);
  if (digits === "" || digits === "+") return "";
  const parsed = isSupportedCountry(country)
    ? parsePhoneNumberFromString(digits, country)
    : parsePhoneNumberFromString(digits);
  return parsed?.number ?? digits;
}

/** A number in E.164 split into its country and national digits (for a pre-filled value). */
export function splitNumber(
  value: string,
  fallbackCountry: string,
): { country: string; national: string } {
  const parsed = parsePhoneNumberFromString(digitsOf(value), {
    defaultCountry: isSupportedCountry(fallbackCountry) ? fallbackCountry : "AE",
  });
  if (!parsed) return { country: fallbackCountry, national: value };
  return { country: parsed.country ?? fallbackCountry, national: String(parsed.nationalNumber) };
}

/** Whether an E.164 number is a valid number of its country (the pre-order's phone check). */
export function isValidE164(e164: string): boolean {
  return parsePhoneNumberFromString(e164)?.isValid() ?? false;
}
