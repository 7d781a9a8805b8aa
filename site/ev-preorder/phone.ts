type PhoneData = typeof import("../forms/phone-data.ts");
let phoneData: Promise<PhoneData> | null = null;

/**
 * The phone rules (the lead forms' phone data, libphonenumber's small metadata), loaded when a
 * phone number is first checked or the field is focused: a page that shows the pre-order block
 * but where nobody types a number never downloads them.
 */
export function loadPhoneRules(): Promise<PhoneData> {
  phoneData ??= import("../forms/phone-data.ts");
  return phoneData;
}

/**
 * A typed phone number as the API wants it (E.164), or null when it is not a valid number.
 * Arabic-Indic digits are read too; without a leading + the number is read as a UAE number.
 */
export async function toE164(typed: string): Promise<string | null> {
  const rules = await loadPhoneRules();
  const e164 = rules.toE164(typed, "AE");
  return e164.startsWith("+") && rules.isValidE164(e164) ? e164 : null;
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
