import { isValidPhoneNumber } from "libphonenumber-js/min";
import type { FormField } from "../../generated/types.ts";
import { type FormLang, type LeadError, leadMessage } from "./form-schema.ts";

/*
 * The phone check, apart from form-schema.ts so that a browser form without a phone field never
 * loads libphonenumber's metadata.
 */

/**
 * What a schema cannot check, after it passed: each phone number is a valid number of its
 * country (libphonenumber's metadata).
 */
export function extraLeadChecks(
  values: Readonly<Record<string, unknown>>,
  form: { readonly fields: readonly FormField[] },
  lang: FormLang,
): LeadError[] {
  const out: LeadError[] = [];
  for (const field of form.fields) {
    const value = values[field.name];
    if (field.type === "phone" && typeof value === "string" && value !== "")
      if (!isValidPhoneNumber(value))
        out.push({ field: field.name, rule: "phone", message: leadMessage("phone", lang, field) });
  }
  return out;
}
