import type { FormField } from "../../generated/types.ts";

/**
 * The pure rules of the visitor's form (site/forms/lead-form.tsx): a field with every default
 * filled, the values a form starts with, what the page's URL pre-fills, the values a lead sends,
 * the Google Analytics client id, and what the server's answers mean. No DOM, no React: the
 * same on the server, in the browser and in tests.
 */

/** What the form holds for one field while the visitor fills it. */
export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;

/** A field as the forms service may store it: the name, type and label, the rest defaulted. */
export type StoredField = Partial<FormField> & Pick<FormField, "name" | "type" | "label">;

const DEFAULT_ACCEPT: FormField["accept"] = ["application/pdf", "image/jpeg", "image/png"];

/** A field with every optional property at its schema default (form-field.schema.json). */
export function normalizeField(field: StoredField): FormField {
  return {
    name: field.name,
    type: field.type,
    label: field.label,
    required: field.required ?? false,
    rules: field.rules ?? {},
    options: field.options ?? [],
    source: field.source ?? "",
    format: field.format ?? "",
    verify_email: field.verify_email ?? false,
    placeholder: field.placeholder ?? "",
    help: field.help ?? "",
    width: field.width ?? "half",
    default: field.default ?? "",
    accept: field.accept && field.accept.length > 0 ? field.accept : DEFAULT_ACCEPT,
    default_country: field.default_country ?? "AE",
  };
}

/** Fields the visitor sees and fills (the others are filled by the page). */
export function isVisibleField(field: Pick<FormField, "type">): boolean {
  return field.type !== "hidden" && field.type !== "dynamic" && field.type !== "ga_client_id";
}

/** A checkbox without options is one yes/no box; with options, a list of choices. */
export function isCheckboxList(field: Pick<FormField, "type" | "options">): boolean {
  return field.type === "checkbox" && field.options.length > 0;
}

const TRUE_WORDS = new Set(["1", "true", "yes", "on"]);

/** What a field starts with: its default, a hidden field's value from the block, a dynamic one's. */
export function initialValues(
  fields: readonly FormField[],
  {
    hiddenFields = {},
    dynamicValues = {},
  }: {
    hiddenFields?: Readonly<Record<string, string>>;
    dynamicValues?: Readonly<Record<string, string>>;
  } = {},
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const preset = field.default;
    switch (field.type) {
      case "checkbox":
        values[field.name] = isCheckboxList(field)
          ? preset
              .split(",")
              .map((v) => v.trim())
              .filter((v) => field.options.some((o) => o.value === v))
          : TRUE_WORDS.has(preset.trim().toLowerCase());
        break;
      case "file":
        values[field.name] = [];
        break;
      case "hidden":
        values[field.name] = hiddenFields[field.name] ?? preset;
        break;
      case "dynamic":
        values[field.name] = dynamicValues[field.name] ?? preset;
        break;
      case "ga_client_id":
        values[field.name] = "";
        break;
      case "select":
      case "radio":
        values[field.name] =
          field.source === "locations" || field.options.some((o) => o.value === preset)
            ? preset
            : "";
        break;
      default:
        values[field.name] = preset;
    }
  }
  return values;
}

/** A value read from the URL for a field, as the field holds it; null when it cannot take it. */
function valueFromText(
  field: FormField,
  text: string,
  locationIds: readonly string[] = [],
): FieldValue | null {
  switch (field.type) {
    case "checkbox":
      if (!isCheckboxList(field)) return TRUE_WORDS.has(text.trim().toLowerCase());
      return text
        .split(",")
        .map((v) => v.trim())
        .filter((v) => field.options.some((o) => o.value === v));
    case "select":
    case "radio": {
      const choices =
        field.source === "locations" ? locationIds : field.options.map((o) => o.value);
      return choices.includes(text) ? text : null;
    }
    case "date":
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
    case "file":
    case "ga_client_id":
      return null;
    default:
      return text;
  }
}

/** The block's mappings the URL is read with (FormSlotProps). */
export interface PrefillMappings {
  /** URL parameter -> field name (form_params_mapping). */
  paramsMapping?: Readonly<Record<string, string>>;
  /** URL parameter -> location field name (form_location_params_mapping). */
  locationParamsMapping?: Readonly<Record<string, string>>;
  /** Any id the URL carries -> location id (form_location_mapping). */
  locationMapping?: Readonly<Record<string, string>>;
}

/**
 * What the page's URL pre-fills: each form_params_mapping parameter fills its field; each
 * form_location_params_mapping parameter's value goes through form_location_mapping to a
 * location id (a value that is a location id itself is taken as it is) and fills the location
 * field. Values a field cannot hold (an unknown option, a location not offered) are left out.
 */
export function prefillFromUrl(
  fields: readonly FormField[],
  search: string,
  mappings: PrefillMappings,
  locationIds: readonly string[] = [],
): FormValues {
  const query = new URLSearchParams(search);
  const byName = new Map(fields.map((f) => [f.name, f]));
  const out: FormValues = {};
  for (const [param, name] of Object.entries(mappings.paramsMapping ?? {})) {
    const text = query.get(param);
    const field = byName.get(name);
    if (text === null || !field) continue;
    const value = valueFromText(field, text, locationIds);
    if (value !== null) out[name] = value;
  }
  for (const [param, name] of Object.entries(mappings.locationParamsMapping ?? {})) {
    const text = query.get(param);
    const field = byName.get(name);
    if (text === null || !field) continue;
    const id = mappings.locationMapping?.[text] ?? text;
    const value = valueFromText(field, id, locationIds);
    if (value !== null) out[name] = value;
  }
  return out;
}

/** The client id in a `_ga` cookie (GA1.2.{X}.{Y} -> X.Y), or "" when there is none. */
export function gaClientIdOf(cookie: string): string {
  for (const part of cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== "_ga") continue;
    const match = /^GA\d+\.\d+\.(\d+\.\d+)$/.exec(decodeURIComponent(rest.join("=")));
    if (match?.[1]) return match[1];
  }
  return "";
}

/** What the browser knows besides the form's own state when it builds a lead's values. */
interface LeadValueSources {
  /** A phone field's number in E.164, or what the visitor typed when it cannot be read. */
  phone: (name: string) => string;
  /** The ids of a file field's uploaded files. */
  files: (name: string) => string[];
  gaClientId: string;
}

/**
 * The values a lead sends: one per field of the form, trimmed where a visitor typed them. An
 * empty text is left out, so that a required field left empty reads "required" (not a length or
 * a shape it breaks) and an optional one is simply absent.
 */
export function leadValues(
  fields: readonly FormField[],
  values: Readonly<FormValues>,
  sources: LeadValueSources,
): Record<string, string | boolean | string[]> {
  const out: Record<string, string | boolean | string[]> = {};
  for (const field of fields) {
    const value = values[field.name];
    let sent: string | boolean | string[];
    switch (field.type) {
      case "phone":
        sent = sources.phone(field.name);
        break;
      case "file":
        sent = sources.files(field.name);
        break;
      case "ga_client_id":
        sent = sources.gaClientId;
        break;
      case "checkbox":
        sent = isCheckboxList(field) ? (Array.isArray(value) ? value : []) : value === true;
        break;
      case "text":
      case "textarea":
        sent = typeof value === "string" ? value.trim() : "";
        break;
      default:
        sent = typeof value === "string" ? value : "";
    }
    if (sent !== "") out[field.name] = sent;
  }
  return out;
}

/** One refusal in an answer: a JSON:API error or a detail of the Problem body. */
interface ProblemItem {
  detail?: unknown;
  title?: unknown;
  message?: unknown;
  pointer?: unknown;
  source?: { pointer?: unknown };
}

const VALUE_POINTER = "/data/attributes/values/";

function textOf(item: ProblemItem): string {
  for (const text of [item.detail, item.message, item.title])
    if (typeof text === "string" && text !== "") return text;
  return "";
}

/**
 * A 422 answer's messages by field name (the first for each field, JSON pointers decoded), and
 * those naming no field of the form. JSON:API `errors` are read, else the Problem's `details`.
 */
export function serverErrors(
  body: unknown,
  fieldNames: readonly string[],
): { byField: Record<string, string>; general: string[] } {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  const parsed = (body ?? {}) as { errors?: unknown; details?: unknown; message?: unknown };
  const items = Array.isArray(parsed.errors)
    ? parsed.errors
    : Array.isArray(parsed.details)
      ? parsed.details
      : [];
  for (const raw of items as (ProblemItem | null)[]) {
    if (raw === null || typeof raw !== "object") continue;
    const text = textOf(raw);
    if (text === "") continue;
    const rawPointer = raw.source?.pointer ?? raw.pointer;
    const pointer = typeof rawPointer === "string" ? rawPointer : "";
    const name = pointer.startsWith(VALUE_POINTER)
      ? (pointer.slice(VALUE_POINTER.length).split("/")[0] ?? "")
          .replaceAll("~1", "/")
          .replaceAll("~0", "~")
      : undefined;
    if (name !== undefined && fieldNames.includes(name)) {
      if (!(name in byField)) byField[name] = text;
    } else if (!general.includes(text)) general.push(text);
  }
  if (items.length === 0 && typeof parsed.message === "string" && parsed.message !== "")
    general.push(parsed.message);
  return { byField, general };
}

/** The message of a refused upload or request: its first detail's, else its own. */
export function problemMessage(body: unknown): string {
  const parsed = (body ?? {}) as { details?: unknown; message?: unknown };
  if (Array.isArray(parsed.details))
    for (const item of parsed.details as (ProblemItem | null)[])
      if (item && typeof item === "object" && textOf(item) !== "") return textOf(item);
  return typeof parsed.message === "string" ? parsed.message : "";
}

/** What the form shows after a lead is stored (form-settings thank_you). */
export interface ThankYou {
  type: "message" | "page";
  title: string;
  message: string;
  pageUrl: string;
}

/**
 * The thank-you of a lead's answer. A page is followed only when it is a path on this site or
 * an https address; anything else shows the message.
 */
export function thankYouOf(body: unknown, fallback: { title: string; message: string }): ThankYou {
  const attributes = (body as { data?: { attributes?: { thank_you?: unknown } } } | null)?.data
    ?.attributes;
  const raw = (attributes?.thank_you ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === "string" ? (raw[key] as string) : "");
  const pageUrl = text("page_url");
  const isSafePage = /^\/(?!\/)[^\s]*$/.test(pageUrl) || /^https:\/\/[^\s]+$/.test(pageUrl);
  return {
    type: raw.type === "page" && isSafePage ? "page" : "message",
    title: text("title") || fallback.title,
    message: text("message") || fallback.message,
    pageUrl: isSafePage ? pageUrl : "",
  };
}

/** One country of a phone field's dropdown. */
export interface PhoneCountry {
  code: string;
  dialCode: string;
  name: string;
}

/** Arabic letter forms that search alike (hamzas on alif, final yeh, teh marbuta). */
function searchable(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u064B-\u065F\u0670]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .trim();
}

/** The countries whose name, code or dialling code matches what the visitor typed. */
export function filterCountries(countries: readonly PhoneCountry[], query: string): PhoneCountry[] {
  const q = searchable(query);
  if (q === "") return [...countries];
  const digits = q.replace(/^\+|^00/, "");
  return countries.filter(
    (c) =>
      searchable(c.name).includes(q) ||
      c.code.toLowerCase() === q ||
      (/^\d+$/.test(digits) && c.dialCode.startsWith(digits)),
  );
}

/** A size in kilobytes as the visitor reads it (KB below a megabyte, else MB). */
export function sizeText(kilobytes: number, lang: string): string {
  const isMega = kilobytes >= 1024;
  return new Intl.NumberFormat(lang, {
    style: "unit",
    unit: isMega ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: isMega ? 1 : 0,
  }).format(isMega ? kilobytes / 1024 : kilobytes);
}

/** A new submission key: made once per rendered form and kept across retries. */
export function newSubmissionKey(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/[^A-Za-z0-9_-]/g, "");
}

/** A JSON object of strings held in a data attribute (hidden or dynamic values); {} otherwise. */
export function stringRecordOf(text: string | undefined): Record<string, string> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
  } catch {
    return {};
  }
}
