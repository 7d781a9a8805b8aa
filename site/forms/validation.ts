import type { ErrorObject } from "ajv";
import type { FormField } from "../../generated/types.ts";
import {
  DEFAULT_FILE_SIZE_KB,
  type FormLang,
  type LeadError,
  leadErrors,
  leadMessage,
} from "../../runtime/core/form-schema.ts";

/**
 * The form's check in the browser, loaded when the visitor first leaves a field or sends: the
 * server's own Ajv-generated validator for the form (GET /forms/{id}/validator.js, an ES module
 * with no imports, so no Ajv here) and the messages of runtime/core/form-schema.ts, the same
 * code the server refuses a lead with: the browser and the server cannot disagree.
 */

/** Ajv's generated function: true or false, the errors on itself. */
export type GeneratedValidator = ((values: unknown) => boolean) & {
  errors?: ErrorObject[] | null;
};

function isValidator(value: unknown): value is GeneratedValidator {
  return typeof value === "function";
}

/** Imports the form's validator module; rejects when it cannot be loaded. */
export async function importValidator(url: string): Promise<GeneratedValidator> {
  const module: unknown = await import(/* @vite-ignore */ url);
  const validate = (module as { default?: unknown }).default;
  if (!isValidator(validate)) throw new Error(`${url} has no validate function`);
  return validate;
}

/** The phone check of runtime/core/form-phone.ts, loaded only for a form with a phone field. */
export type PhoneCheck = typeof import("../../runtime/core/form-phone.ts").extraLeadChecks;

export async function loadPhoneCheck(fields: readonly FormField[]): Promise<PhoneCheck | null> {
  if (!fields.some((f) => f.type === "phone")) return null;
  return (await import("../../runtime/core/form-phone.ts")).extraLeadChecks;
}

/** The visitor's messages for a lead's values, one per field, in the form's order. */
export function checkLead(
  validate: GeneratedValidator,
  values: Readonly<Record<string, unknown>>,
  fields: readonly FormField[],
  lang: FormLang,
  phoneCheck: PhoneCheck | null = null,
): LeadError[] {
  const form = { fields };
  if (!validate(values)) return leadErrors(validate.errors ?? [], form, lang, values);
  return phoneCheck ? phoneCheck(values, form, lang) : [];
}

/** The message of a file larger than its field allows, or null when it fits. */
export function fileSizeError(field: FormField, bytes: number, lang: FormLang): string | null {
  const limit = field.rules.size ?? DEFAULT_FILE_SIZE_KB;
  return bytes > limit * 1024 ? leadMessage("size", lang, field, limit) : null;
}
