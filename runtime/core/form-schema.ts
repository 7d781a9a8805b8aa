import type { ErrorObject } from "ajv";
import type { FormAttributes, FormField } from "../../generated/types.ts";
import { EMAIL_PATTERN, UUID_PATTERN } from "./value-rules.ts";

/**
 * A form's definition (data editors build) compiled to the JSON Schema of a lead's values. The
 * server compiles it with Ajv to check every lead, and serves the same Ajv-generated code to the
 * browser (GET /forms/{id}/validator.js), so the site and the server can never disagree; the
 * messages of both come from leadErrors below. What a JSON Schema cannot say (a phone number
 * valid for its country) is checked by extraLeadChecks (form-phone.ts), on both sides too.
 *
 * Lengths count UTF-16 code units (Ajv's `unicode: false`), the same in the browser and on the
 * server; Arabic letters are one unit each.
 */

export type JsonSchema = Record<string, unknown>;

/** The languages form messages exist in. */
export type FormLang = "ar" | "en";

const E164 = "^\\+[1-9][0-9]{6,14}$";
/** No NUL, and no markup: '<' before a letter, '/', '!' or '?' (a tag, a comment). */
const NO_TAGS = "(?![\\s\\S]*<[A-Za-z!/?])";
const NO_NUL = `^${NO_TAGS}[^\\u0000]*$`;
const NOT_BLANK = `^${NO_TAGS}[^\\u0000]*[^\\s\\u0000][^\\u0000]*$`;
const DATE = "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$";
const NUMBER = "^-?[0-9]+([.,][0-9]+)?$";
/** A file field holds the ids of uploaded files. */
const FILE_ID = UUID_PATTERN;

/** Longest text a field takes when its rules set no max. */
const DEFAULT_MAX_LENGTH: Readonly<Record<string, number>> = { textarea: 5000 };
const TEXT_MAX = 1000;
/** Files a file field takes when its rules set no max. */
const DEFAULT_MAX_FILES = 1;
/** Largest file, in kilobytes, when a file field's rules set no size. */
export const DEFAULT_FILE_SIZE_KB = 5120;

/** What the compiler needs besides the definition: the location ids a locations select offers. */
export interface CompileContext {
  locationIds?: readonly string[];
}

/** The values a field of this kind holds in a lead. */
function fieldValueKind(field: FormField): "string" | "boolean" | "list" {
  if (field.type === "file") return "list";
  if (field.type === "checkbox") return (field.options ?? []).length > 0 ? "list" : "boolean";
  return "string";
}

function optionValues(field: FormField, context: CompileContext): string[] {
  if (field.source === "locations") return [...(context.locationIds ?? [])];
  return (field.options ?? []).map((o) => o.value);
}

function alternative(pattern: string, required: boolean): string {
  return required ? pattern : `^(|${pattern.slice(1, -1)})$`;
}

function stringSchema(field: FormField): JsonSchema {
  const rules = field.rules ?? {};
  const required = field.required === true;
  const max = rules.max ?? DEFAULT_MAX_LENGTH[field.type] ?? TEXT_MAX;
  const schema: JsonSchema = { type: "string", maxLength: max };
  if (rules.min !== undefined && rules.min > 0) schema.minLength = rules.min;
  if (field.type === "phone") schema.pattern = alternative(E164, required);
  else if (field.type === "date") schema.pattern = alternative(DATE, required);
  else if (field.format === "email") schema.pattern = alternative(EMAIL_PATTERN, required);
  else if (field.format === "number") schema.pattern = alternative(NUMBER, required);
  else schema.pattern = required ? NOT_BLANK : NO_NUL;
  return schema;
}

/** The JSON Schema of one field's value. */
function fieldSchema(field: FormField, context: CompileContext = {}): JsonSchema {
  const rules = field.rules ?? {};
  const required = field.required === true;
  switch (field.type) {
    case "select":
    case "radio": {
      const values = optionValues(field, context);
      return { type: "string", enum: required ? values : ["", ...values] };
    }
    case "checkbox": {
      if (fieldValueKind(field) === "boolean")
        return required ? { type: "boolean", const: true } : { type: "boolean" };
      const schema: JsonSchema = {
        type: "array",
        uniqueItems: true,
        items: { type: "string", enum: optionValues(field, context) },
      };
      const min = Math.max(required ? 1 : 0, rules.min ?? 0);
      if (min > 0) schema.minItems = min;
      if (rules.max !== undefined) schema.maxItems = rules.max;
      return schema;
    }
    case "file": {
      const schema: JsonSchema = {
        type: "array",
        uniqueItems: true,
        items: { type: "string", pattern: FILE_ID },
        maxItems: rules.max ?? DEFAULT_MAX_FILES,
      };
      const min = Math.max(required ? 1 : 0, rules.min ?? 0);
      if (min > 0) schema.minItems = min;
      return schema;
    }
    default:
      return stringSchema(field);
  }
}

/** A field is sent unless the visitor cannot see it and nothing fills it: every field is sent. */
export function compileLeadSchema(form: FormAttributes, context: CompileContext = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of form.fields) {
    properties[field.name] = fieldSchema(field, context);
    if (field.required) required.push(field.name);
  }
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    additionalProperties: false,
    properties,
    required,
  };
}

/** One refused value: the field, the rule it breaks and the message the visitor reads. */
export interface LeadError {
  field: string;
  rule:
    | "required"
    | "min"
    | "max"
    | "size"
    | "phone"
    | "email"
    | "date"
    | "number"
    | "in"
    | "type"
    | "unknown"
    | "file"
    | "markup";
  message: string;
}

const MESSAGES: Readonly<Record<FormLang, Readonly<Record<LeadError["rule"], string>>>> = {
  en: {
    required: "The {field} field is required",
    min: "The {field} field must be at least {n} characters",
    max: "Character limit exceeded",
    size: "The {field} field size must be less than {n}KB",
    phone: "Enter a valid phone number",
    email: "Enter a valid e-mail address",
    date: "Enter a valid date",
    number: "Enter a number",
    in: "Choose one of the options",
    type: "The {field} field has the wrong kind of value",
    unknown: "This form has no field {field}",
    file: "The file is missing or was already sent",
    markup: "Remove the markup (<…>) from this field",
  },
  ar: {
    required: "حقل {field} مطلوب",
    min: "يجب أن يحتوي حقل {field} على {n} أحرف على الأقل",
    max: "تم تجاوز الحد الأقصى لعدد الأحرف",
    size: "يجب أن يكون حجم ملف {field} أقل من {n} كيلوبايت",
    phone: "أدخل رقم هاتف صحيحاً",
    email: "أدخل بريداً إلكترونياً صحيحاً",
    date: "أدخل تاريخاً صحيحاً",
    number: "أدخل رقماً",
    in: "اختر أحد الخيارات",
    type: "قيمة حقل {field} من نوع غير صحيح",
    unknown: "لا يحتوي هذا النموذج على الحقل {field}",
    file: "الملف غير موجود أو أُرسل من قبل",
    markup: "أزل الوسوم (<…>) من هذا الحقل",
  },
};

/** Counts in list rules read as items, not characters. */
const LIST_MESSAGES: Readonly<Record<FormLang, { min: string; max: string }>> = {
  en: { min: "Choose at least {n}", max: "Choose at most {n}" },
  ar: { min: "اختر {n} على الأقل", max: "اختر {n} على الأكثر" },
};

/** The message of a rule for a field, in the form's language. */
export function leadMessage(
  rule: LeadError["rule"],
  lang: FormLang,
  field: Pick<FormField, "label" | "name" | "type"> | string,
  n?: number,
): string {
  const label = typeof field === "string" ? field : field.label.trim() || field.name;
  const isList =
    typeof field !== "string" &&
    (field.type === "file" || field.type === "checkbox") &&
    (rule === "min" || rule === "max");
  const template = isList ? LIST_MESSAGES[lang][rule as "min" | "max"] : MESSAGES[lang][rule];
  return template.replace("{field}", label).replace("{n}", String(n ?? ""));
}

function ruleOfPattern(field: FormField): LeadError["rule"] {
  if (field.type === "phone") return "phone";
  if (field.type === "date") return "date";
  if (field.format === "email") return "email";
  if (field.format === "number") return "number";
  return "required";
}

/** The name of the field an Ajv error is about: the first segment of its instance path. */
function fieldNameOf(error: ErrorObject): string {
  const segment = error.instancePath.split("/")[1] ?? "";
  return segment.replaceAll("~1", "/").replaceAll("~0", "~");
}

/**
 * The visitor's messages for Ajv's errors over a lead's values: one per field (the first rule it
 * breaks), in the form's field order, unknown fields last.
 */
export function leadErrors(
  errors: readonly ErrorObject[],
  form: { readonly fields: readonly FormField[] },
  lang: FormLang,
  values: Readonly<Record<string, unknown>> = {},
): LeadError[] {
  const byName = new Map(form.fields.map((f) => [f.name, f]));
  const found = new Map<string, LeadError>();
  for (const error of errors) {
    if (error.keyword === "additionalProperties") {
      const name = String((error.params as { additionalProperty?: unknown }).additionalProperty);
      if (!found.has(name))
        found.set(name, {
          field: name,
          rule: "unknown",
          message: leadMessage("unknown", lang, name),
        });
      continue;
    }
    const name =
      error.keyword === "required"
        ? String((error.params as { missingProperty?: unknown }).missingProperty)
        : fieldNameOf(error);
    const field = byName.get(name);
    if (!field || found.has(name)) continue;
    const limit = (error.params as { limit?: number }).limit;
    let rule: LeadError["rule"];
    switch (error.keyword) {
      case "required":
        rule = "required";
        break;
      case "minLength": {
        const value = values[name];
        const isBlank = typeof value === "string" && value.trim() === "";
        rule = field.required && isBlank ? "required" : "min";
        break;
      }
      case "maxLength":
        rule = "max";
        break;
      case "minItems":
        rule = field.required && (limit ?? 0) <= 1 ? "required" : "min";
        break;
      case "maxItems":
        rule = "max";
        break;
      case "pattern": {
        const value = values[name];
        rule = field.type === "file" ? "file" : ruleOfPattern(field);
        if (rule === "required" && typeof value === "string" && value.trim() !== "")
          rule = "markup";
        break;
      }
      case "const":
        rule = "required";
        break;
      case "uniqueItems":
      case "enum":
        rule = "in";
        break;
      default:
        rule = "type";
    }
    found.set(name, { field: name, rule, message: leadMessage(rule, lang, field, limit) });
  }
  const order = new Map(form.fields.map((f, i) => [f.name, i]));
  return [...found.values()].sort(
    (a, b) => (order.get(a.field) ?? 1e9) - (order.get(b.field) ?? 1e9),
  );
}

/** The JSON:API pointer of a lead value. */
export function leadValuePointer(field: string): string {
  return `/data/attributes/values/${field.replaceAll("~", "~0").replaceAll("/", "~1")}`;
}

/** Field names are unique within a form: the first repeated name, or null. */
export function repeatedFieldName(form: Pick<FormAttributes, "fields">): string | null {
  const seen = new Set<string>();
  for (const field of form.fields) {
    if (seen.has(field.name)) return field.name;
    seen.add(field.name);
  }
  return null;
}

/** {{field}} placeholders in a notification or confirmation text, filled as plain text. */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, unknown>>,
  extra: Readonly<Record<string, string>> = {},
): string {
  return template.replace(/\{\{\s*([A-Za-z][A-Za-z0-9_.-]{0,63})\s*\}\}/g, (_, name: string) => {
    if (name in extra) return extra[name] ?? "";
    const value = values[name];
    if (Array.isArray(value)) return value.join(", ");
    if (value === undefined || value === null) return "";
    return String(value);
  });
}
