/**
 * Pure rules of the form builder: a new field, what each kind of field keeps, the definition
 * checked by the generated validator (the schema the server checks too) with Arabic messages
 * naming the field, and the server's 422 pointers brought back to the builder's own. No React,
 * no fetch.
 */
import type {
  FormAttributes,
  FormField,
  FormIntegrations,
  FormSettings,
} from "../../../generated/types.ts";
import {
  validateFormAttributes,
  validateFormIntegrations,
  validateFormSettings,
} from "../../../generated/validate.ts";
import { repeatedFieldName } from "../../../runtime/core/form-schema.ts";
import {
  type AjvLikeError,
  errorPointer,
  pointerTokens,
  ruleMessage,
} from "../../../runtime/core/validation-messages.ts";

export type FieldType = FormField["type"];

/** The kinds of field, in the order the builder offers them, with their Arabic names. */
export const FIELD_TYPES: readonly { type: FieldType; label: string }[] = [
  { type: "text", label: "نص قصير" },
  { type: "textarea", label: "نص طويل" },
  { type: "select", label: "قائمة منسدلة" },
  { type: "radio", label: "اختيار واحد (أزرار)" },
  { type: "checkbox", label: "مربع اختيار" },
  { type: "phone", label: "رقم هاتف" },
  { type: "date", label: "تاريخ" },
  { type: "file", label: "ملف مرفق" },
  { type: "hidden", label: "حقل مخفي" },
  { type: "dynamic", label: "قيمة من الصفحة" },
  { type: "ga_client_id", label: "معرّف Google Analytics" },
];

export function fieldTypeLabel(type: string): string {
  return FIELD_TYPES.find((t) => t.type === type)?.label ?? type;
}

/** Kinds whose choices are listed in the field (a select may take the locations instead). */
export const hasOptions = (field: Pick<FormField, "type" | "source">): boolean =>
  field.type === "radio" ||
  field.type === "checkbox" ||
  (field.type === "select" && field.source !== "locations");

/** Kinds bounded by rules.min and rules.max: text lengths, or a list's number of items. */
export const hasCountRules = (field: Pick<FormField, "type">): boolean =>
  ["text", "textarea", "checkbox", "file"].includes(field.type);

/** Kinds a visitor sees and fills (the others are filled by the page). */
export const isVisibleKind = (type: FieldType): boolean =>
  type !== "hidden" && type !== "dynamic" && type !== "ga_client_id";

export const ACCEPT_TYPES: readonly { type: FormField["accept"][number]; label: string }[] = [
  { type: "application/pdf", label: "PDF" },
  { type: "image/jpeg", label: "JPEG" },
  { type: "image/png", label: "PNG" },
  { type: "image/webp", label: "WebP" },
  { type: "image/heic", label: "HEIC" },
];

const DEFAULT_ACCEPT: FormField["accept"] = ["application/pdf", "image/jpeg", "image/png"];

/** A field as the schema fills it by default, named so it does not repeat a name already taken. */
export function newField(takenNames: readonly string[], type: FieldType = "text"): FormField {
  let n = takenNames.length + 1;
  while (takenNames.includes(`field_${n}`)) n += 1;
  return {
    name: `field_${n}`,
    type,
    label: "",
    required: false,
    rules: {},
    options: [],
    source: "",
    format: "",
    verify_email: false,
    placeholder: "",
    help: "",
    width: "half",
    default: "",
    accept: [...DEFAULT_ACCEPT],
    default_country: "AE",
  };
}

/** A field stored by an older builder may lack parts the schema fills: every part present. */
export function completeField(field: Partial<FormField> & Pick<FormField, "name" | "type">) {
  return { ...newField([]), ...field, rules: { ...(field.rules ?? {}) } } as FormField;
}

/**
 * The field as saved: parts that do not apply to its kind go back to their defaults, so a text
 * field that was once a select does not keep its options, and empty rules are left out.
 */
function cleanField(field: FormField): FormField {
  const base = newField([]);
  const rules: FormField["rules"] = {};
  if (hasCountRules(field)) {
    if (field.rules.min !== undefined) rules.min = field.rules.min;
    if (field.rules.max !== undefined) rules.max = field.rules.max;
  }
  if (field.type === "file" && field.rules.size !== undefined) rules.size = field.rules.size;
  return {
    ...field,
    rules,
    options: hasOptions(field) ? field.options : base.options,
    source: field.type === "select" ? field.source : "",
    format: field.type === "text" ? field.format : "",
    verify_email: field.type === "text" && field.format === "email" ? field.verify_email : false,
    accept: field.type === "file" ? field.accept : base.accept,
    default_country: field.type === "phone" ? field.default_country : base.default_country,
  };
}

/** The definition without its fields: what the builder's head edits. */
export type FormHead = Omit<FormAttributes, "fields">;

export const NEW_FORM_HEAD: FormHead = {
  name: "",
  description: "",
  lang: "ar",
  layout: "single_column",
  submit_label: "إرسال",
  captcha: false,
  is_public: true,
};

/** The definition's parts the builder edits, picked from a form as the API answers it. */
export function headOf(attributes: Partial<FormHead>): FormHead {
  return {
    name: attributes.name ?? "",
    description: attributes.description ?? "",
    lang: attributes.lang === "en" ? "en" : "ar",
    layout: attributes.layout === "double_column" ? "double_column" : "single_column",
    submit_label: attributes.submit_label ?? NEW_FORM_HEAD.submit_label,
    captcha: attributes.captcha ?? false,
    is_public: attributes.is_public ?? true,
  };
}

/** The definition sent with POST or PUT /forms (every field cleaned). */
export function definitionOf(head: FormHead, fields: readonly FormField[]): FormAttributes {
  return {
    ...head,
    name: head.name.trim(),
    fields: fields.map(cleanField) as FormAttributes["fields"],
  };
}

/** One problem, in Arabic, at a JSON pointer inside the value the screen edits. */
export interface Problem {
  pointer: string;
  message: string;
}

/** Problems by pointer, several per pointer when several rules fail. */
export type ProblemMap = ReadonlyMap<string, readonly string[]>;

export function problemMap(problems: readonly Problem[]): ProblemMap {
  const map = new Map<string, string[]>();
  for (const p of problems) map.set(p.pointer, [...(map.get(p.pointer) ?? []), p.message]);
  return map;
}

/** The Arabic names of the definition's parts (titles in the schema, or ours where it has none). */
const HEAD_LABELS: Readonly<Record<string, string>> = {
  name: "اسم النموذج",
  description: "الوصف",
  lang: "لغة النموذج",
  fields: "الحقول",
  layout: "التخطيط",
  submit_label: "نص زر الإرسال",
  captcha: "التحقق من أن المرسل ليس روبوتاً",
  is_public: "نموذج عام",
};

const FIELD_PART_LABELS: Readonly<Record<string, string>> = {
  name: "اسم الحقل",
  type: "النوع",
  label: "التسمية",
  required: "إلزامي",
  rules: "القواعد",
  min: "الحد الأدنى",
  max: "الحد الأقصى",
  size: "أكبر حجم للملف (ك.ب)",
  options: "الخيارات",
  source: "مصدر الخيارات",
  format: "الصيغة",
  verify_email: "التحقق من البريد",
  placeholder: "النص الإرشادي داخل الحقل",
  help: "نص المساعدة",
  width: "العرض",
  default: "القيمة الافتراضية",
  accept: "أنواع الملفات",
  default_country: "الدولة الافتراضية",
};

/**
 * The name of the part a pointer of the definition names: "الحقل 2 «البريد» — اسم الحقل",
 * "الحقل 1 — الخيار 3 — القيمة".
 */
function definitionLabel(pointer: string, fields: readonly FormField[]): string {
  const tokens = pointerTokens(pointer);
  if (tokens[0] !== "fields" || tokens[1] === undefined || !/^\d+$/.test(tokens[1]))
    return HEAD_LABELS[tokens[0] ?? ""] ?? (tokens.join(" — ") || "النموذج");
  const index = Number(tokens[1]);
  const field = fields[index];
  const parts = [
    field?.label.trim() ? `الحقل ${index + 1} «${field.label.trim()}»` : `الحقل ${index + 1}`,
  ];
  const rest = tokens.slice(2);
  if (rest[0] === "options" && rest[1] !== undefined && /^\d+$/.test(rest[1])) {
    parts.push(`الخيار ${Number(rest[1]) + 1}`);
    if (rest[2]) parts.push(rest[2] === "value" ? "القيمة" : "النص");
  } else if (rest[0] === "rules" && rest[1]) parts.push(FIELD_PART_LABELS[rest[1]] ?? rest[1]);
  else if (rest[0]) parts.push(FIELD_PART_LABELS[rest[0]] ?? rest[0]);
  return parts.join(" — ");
}

/** What a refused pattern means, by where it is (the schema's patterns, in words). */
const PATTERN_WORDS: readonly [RegExp, string][] = [
  [/^\/fields\/\d+\/name$/, "يبدأ بحرف لاتيني، ثم حروف لاتينية وأرقام و _ . - فقط، حتى 64 حرفاً"],
  [/^\/fields\/\d+\/default_country$/, "رمز الدولة من حرفين لاتينيين كبيرين، مثل AE"],
  [/^\/targets\/\d+\/id$/, "أحرف لاتينية صغيرة وأرقام و _ - فقط، ويبدأ بحرف أو رقم"],
  [/^\/targets\/\d+\/url$/, "يبدأ بـ https:// (أو http://) دون مسافات"],
  [/^\/targets\/\d+\/org_id$/, "حروف لاتينية وأرقام فقط"],
  [/^\/notifications\/recipients\/\d+$/, "عنوان بريد واحد مثل name@example.com"],
  [/^\/thank_you\/page_url$/, "مسار في الموقع يبدأ بـ / أو رابط يبدأ بـ https://"],
  [/^\/code$/, "حروف لاتينية وأرقام و _ . - فقط"],
  [/^\/phone$/, "أرقام و + ومسافات وأقواس و - فقط"],
];

/** Keywords that only say "a branch failed"; the branch's own errors say why. */
const WRAPPERS = new Set(["if", "then", "else", "allOf", "anyOf", "oneOf", "not", "$ref"]);

/** Ajv errors as problems, one per pointer and rule, each message naming the part. */
export function ajvProblems(
  errors: readonly AjvLikeError[] | null | undefined,
  label: (pointer: string) => string,
): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    if (WRAPPERS.has(error.keyword)) continue;
    const pointer = errorPointer(error);
    const key = `${pointer}|${error.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const meaning =
      error.keyword === "pattern" ? PATTERN_WORDS.find(([at]) => at.test(pointer))?.[1] : undefined;
    const words = meaning
      ? `${ruleMessage("pattern", {})} (${meaning})`
      : ruleMessage(error.keyword, error.params);
    out.push({ pointer, message: `${label(pointer)}: ${words}` });
  }
  return out;
}

/**
 * The definition checked as the server checks it: the generated validator of its schema, field
 * names unique, min not above max, and choices listed where the field needs them.
 */
export function definitionProblems(definition: FormAttributes): Problem[] {
  const fields = definition.fields;
  const label = (pointer: string) => definitionLabel(pointer, fields);
  const problems: Problem[] = [];
  // The validator fills defaults in place: it checks a copy.
  if (!validateFormAttributes(structuredClone(definition)))
    problems.push(...ajvProblems(validateFormAttributes.errors, label));
  const repeated = repeatedFieldName(definition);
  if (repeated !== null) {
    const index = fields.map((f) => f.name).lastIndexOf(repeated);
    const pointer = `/fields/${index}/name`;
    problems.push({ pointer, message: `${label(pointer)}: الاسم «${repeated}» مستخدم في حقل آخر` });
  }
  fields.forEach((field, index) => {
    const { min, max } = field.rules;
    if (min !== undefined && max !== undefined && min > max) {
      // Where the server names it too.
      const pointer = `/fields/${index}/rules/min`;
      problems.push({ pointer, message: `${label(pointer)}: أكبر من الحد الأقصى (${max})` });
    }
    if (hasOptions(field) && field.type !== "checkbox" && field.options.length === 0) {
      const pointer = `/fields/${index}/options`;
      problems.push({ pointer, message: `${label(pointer)}: أضف خياراً واحداً على الأقل` });
    }
  });
  return problems;
}

/**
 * A refusal's details as problems of the value a screen edits: the body's JSON:API prefix
 * (/data/attributes, then e.g. /config) taken off each pointer; a detail outside it keeps its
 * pointer and is shown in the summary.
 */
export function serverProblems(
  details: readonly { pointer?: string; message: string }[],
  prefix = "/data/attributes",
): Problem[] {
  return details.map((d) => {
    const pointer = d.pointer ?? "";
    const inside =
      pointer === prefix
        ? ""
        : pointer.startsWith(`${prefix}/`)
          ? pointer.slice(prefix.length)
          : null;
    return { pointer: inside ?? pointer, message: d.message };
  });
}

/** The place of an item after moving it (the builder's reorder, by drag or by button). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length)
    return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

// ---------------------------------------------------------------- settings

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? structuredClone(value as Record<string, unknown>)
    : {};

/** The three settings sub-resources as stored, every default filled (the validator fills them). */
export function completeSettings(
  parts: Partial<Record<keyof FormSettings, unknown>>,
): FormSettings {
  const filled = {
    thank_you: asObject(parts.thank_you),
    notifications: asObject(parts.notifications),
    confirmations: asObject(parts.confirmations),
  };
  // The validator fills the defaults in place. A stored value it still refuses is kept as read,
  // so the tabs show it with its problems (settingsProblems) instead of losing it.
  if (validateFormSettings(filled)) return filled;
  return filled as FormSettings;
}

/** The problems at a pointer and under it, gathered on the pointer (a list edited as one text). */
export function gatherUnder(problems: ProblemMap, pointer: string): ProblemMap {
  const messages: string[] = [];
  for (const [at, list] of problems)
    if (at === pointer || at.startsWith(`${pointer}/`)) messages.push(...list);
  const map = new Map(problems);
  if (messages.length) map.set(pointer, messages);
  return map;
}

const SETTINGS_LABELS: Readonly<Record<string, string>> = {
  thank_you: "صفحة الشكر",
  notifications: "إشعارات الفريق",
  confirmations: "رسالة التأكيد",
  type: "ما يراه الزائر",
  title: "العنوان",
  message: "الرسالة",
  page_url: "رابط الصفحة",
  enabled: "مفعّل",
  recipients: "المستلمون",
  subject: "الموضوع",
  email_field: "حقل البريد الإلكتروني",
  body: "نص الرسالة",
};

function settingsLabel(pointer: string): string {
  const tokens = pointerTokens(pointer);
  return tokens
    .map((t, i) =>
      /^\d+$/.test(t)
        ? `${tokens[i - 1] === "recipients" ? "العنوان " : ""}${Number(t) + 1}`
        : (SETTINGS_LABELS[t] ?? t),
    )
    .join(" — ");
}

export function settingsProblems(settings: FormSettings): Problem[] {
  if (validateFormSettings(structuredClone(settings))) return [];
  return ajvProblems(validateFormSettings.errors, settingsLabel);
}

// ---------------------------------------------------------------- integrations

export type IntegrationTarget = FormIntegrations["targets"][number];

/** The value a stored secret reads as; sending it back keeps the stored one. */
export const MASKED_SECRET = "********";

export function newTarget(
  taken: readonly string[],
  kind: IntegrationTarget["kind"],
): IntegrationTarget {
  let n = taken.length + 1;
  while (taken.includes(`${kind}-${n}`)) n += 1;
  return {
    id: `${kind}-${n}`,
    kind,
    enabled: true,
    url: "",
    secret: "",
    system: kind === "crm" ? "local" : "",
    org_id: "",
    field_map: {},
  };
}

const TARGET_LABELS: Readonly<Record<string, string>> = {
  id: "المعرّف",
  kind: "النوع",
  enabled: "مفعّلة",
  url: "رابط الويب هوك",
  secret: "السر",
  system: "النظام",
  org_id: "معرّف المؤسسة",
  field_map: "ربط الحقول",
};

function integrationsLabel(pointer: string): string {
  const tokens = pointerTokens(pointer);
  if (tokens[0] !== "targets") return tokens.join(" — ") || "التكاملات";
  const parts: string[] = [];
  if (tokens[1] !== undefined) parts.push(`الوجهة ${Number(tokens[1]) + 1}`);
  if (tokens[2]) parts.push(TARGET_LABELS[tokens[2]] ?? tokens[2]);
  if (tokens[3]) parts.push(`«${tokens[3]}»`);
  return parts.join(" — ") || "الوجهات";
}

export function integrationsProblems(config: FormIntegrations): Problem[] {
  const problems: Problem[] = [];
  if (!validateFormIntegrations(structuredClone(config)))
    problems.push(...ajvProblems(validateFormIntegrations.errors, integrationsLabel));
  const seen = new Set<string>();
  config.targets.forEach((target, index) => {
    if (seen.has(target.id)) {
      const pointer = `/targets/${index}/id`;
      problems.push({ pointer, message: `${integrationsLabel(pointer)}: المعرّف مكرر` });
    }
    seen.add(target.id);
    if (target.kind === "webhook" && target.url.trim() === "") {
      const pointer = `/targets/${index}/url`;
      problems.push({ pointer, message: `${integrationsLabel(pointer)}: هذا الحقل مطلوب` });
    }
  });
  return problems;
}
