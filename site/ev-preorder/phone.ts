import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A typed phone number as the API wants it (E.164), or null when it is not a valid number.
 * Arabic-Indic digits are read too; without a leading + the number is read as a UAE number.
 */
export function toE164(typed: string): string | null {
  const latin = typed
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/^00/, "+")
    .replace(/[^\d+]/g, "");
  if (latin === "") return null;
  const parsed = parsePhoneNumberFromString(latin, "AE");
  return parsed?.isValid() ? parsed.number : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** The six digits of a typed code (Arabic-Indic digits read), or null. */
export function codeDigits(typed: string): string | null {
  const latin = typed
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\s/g, "");
  return /^\d{6}$/.test(latin) ? latin : null;
}
