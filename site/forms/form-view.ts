import type { FormField } from "../../generated/types.ts";
import type { FormLang } from "../../runtime/core/form-schema.ts";
import { normalizeField, type PhoneCountry, type StoredField, sizeText } from "./lead-values.ts";
import { fillText, type LeadFormTexts } from "./texts.ts";

/** A location a locations select offers. */
interface LocationOption {
  id: string;
  label: string;
}

/**
 * Everything the visitor's form renders from, the same on the server and in the browser (the
 * island hydrates with it): the form's fields with their defaults filled, the locations, each
 * phone field's starting country and each file field's hint written once (names and sizes come
 * from Intl, which may word them differently in Node and in a browser), and the texts.
 */
export interface LeadFormView {
  formId: string;
  /** The page's language (Intl, country names). */
  lang: string;
  /** The language of the rule messages: the page's when it is Arabic or English. */
  messagesLang: FormLang;
  fields: FormField[];
  layout: "single_column" | "double_column";
  submitLabel: string;
  hasCaptcha: boolean;
  locations: LocationOption[];
  phones: Record<string, PhoneCountry>;
  fileHints: Record<string, string>;
  texts: LeadFormTexts;
}

/** A form as the forms service holds it (its stored definition or a GET /forms/{id} answer). */
export interface FormSource {
  fields: readonly StoredField[];
  layout?: string;
  submit_label?: string;
  captcha?: boolean;
  lang?: string;
}

/** A location as the forms service holds it. */
export interface LocationSource {
  id: string | number;
  attributes: { name: string; city?: string };
}

/**
 * runtime/core/form-schema.ts's DEFAULT_FILE_SIZE_KB (a test holds them equal): that module brings
 * libphonenumber-js with it, which a form without a phone field does not load.
 */
export const FILE_SIZE_KB = 5120;

const TYPE_NAMES: Readonly<Record<string, string>> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/heic": "HEIC",
};

/** The language a page's messages are written in: Arabic, else English. */
export function messagesLangOf(lang: string, formLang?: string): FormLang {
  if (lang === "ar" || lang === "en") return lang;
  return formLang === "ar" ? "ar" : "en";
}

/** A location's option text: its name, and its city when the name does not say it. */
export function locationLabel(location: LocationSource["attributes"]): string {
  const city = location.city?.trim() ?? "";
  return city !== "" && !location.name.includes(city)
    ? `${location.name} - ${city}`
    : location.name;
}

/** Whether a form has a select of the service's locations (the locations are then read). */
export function needsLocations(form: Pick<FormSource, "fields">): boolean {
  return form.fields.some((f) => f.type === "select" && f.source === "locations");
}

export function buildLeadFormView({
  formId,
  form,
  locations,
  lang,
  texts,
  country,
}: {
  formId: string;
  form: FormSource;
  locations: readonly LocationSource[];
  lang: string;
  texts: LeadFormTexts;
  /** The name and dialling code of a country (libphonenumber-js and Intl.DisplayNames). */
  country: (code: string) => PhoneCountry;
}): LeadFormView {
  const fields = form.fields.map(normalizeField);
  const phones: Record<string, PhoneCountry> = {};
  const fileHints: Record<string, string> = {};
  for (const field of fields) {
    if (field.type === "phone") phones[field.name] = country(field.default_country);
    if (field.type === "file")
      fileHints[field.name] = fillText(texts.fileHint, {
        types: field.accept.map((t) => TYPE_NAMES[t] ?? t).join("، "),
        size: sizeText(field.rules.size ?? FILE_SIZE_KB, lang),
      });
  }
  return {
    formId,
    lang,
    messagesLang: messagesLangOf(lang, form.lang),
    fields,
    layout: form.layout === "double_column" ? "double_column" : "single_column",
    submitLabel: form.submit_label?.trim() || "إرسال",
    hasCaptcha: form.captcha === true,
    locations: locations.map((l) => ({ id: String(l.id), label: locationLabel(l.attributes) })),
    phones,
    fileHints,
    texts,
  };
}
