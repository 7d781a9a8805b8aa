import { isSupportedCountry, isValidPhoneNumber } from "libphonenumber-js/min";

/**
 * The checkout's phone rule, in a module of its own: libphonenumber's metadata is fetched when the
 * form is sent, not with every screen of the journey.
 */

/** A mobile number valid for the country (libphonenumber-js), Arabic-Indic digits read too. */
export function isValidPhone(typed: string, country: string): boolean {
  const latin = typed
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[^\d+]/g, "");
  try {
    return latin.startsWith("+")
      ? isValidPhoneNumber(latin)
      : isValidPhoneNumber(latin, isSupportedCountry(country) ? country : "AE");
  } catch {
    return false;
  }
}
