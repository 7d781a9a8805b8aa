/**
 * The one table of Arabic validation messages: the builder's and the admin's forms and the API's
 * 400/422 answers word every JSON-schema rule from here. Pure: no form library, no server.
 */

import { valueRulePatterns } from "../../generated/value-rules.ts";

/** The parts of a JSON schema the labels read; RJSF's and Ajv's schema types both fit. */
export interface SchemaNode {
  title?: string;
  properties?: { readonly [key: string]: SchemaNode | boolean };
  items?: SchemaNode | boolean | readonly (SchemaNode | boolean)[];
  additionalProperties?: SchemaNode | boolean;
  allOf?: readonly (SchemaNode | boolean)[];
}

/** One validation failure, in the shape the editor shows and the server answers with. */
export interface FieldProblem {
  /** JSON pointer into the block value, e.g. /fields/heading or /groups/2/title. */
  pointer: string;
  message: string;
}

/** The part of an Ajv error the messages need (Ajv's ErrorObject and RJSF's errors both fit). */
export interface AjvLikeError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Names of the parts of shared values (links, images, hotspots, periods) that carry no title. */
export const partLabels: Record<string, string> = {
  link_text: "نص الرابط",
  url: "الرابط",
  type: "نوع الرابط",
  target: "طريقة الفتح",
  rdx_forms_form_id: "رقم النموذج",
  hidden_fields: "الحقول المخفية",
  icon: "الأيقونة",
  theme: "السمة",
  ui_type: "شكل الزر",
  size: "الحجم",
  form_layout: "تخطيط النموذج",
  dc_strategy: "المحتوى الديناميكي",
  id: "الصورة",
  alt: "النص البديل",
  x: "الموضع الأفقي",
  y: "الموضع العمودي",
  group: "رقم المجموعة",
  label: "الاسم",
  start: "البداية",
  end: "النهاية",
  heading: "العنوان",
  items: "العناصر",
  key: "المفتاح",
  value: "القيمة",
};

const num = (v: unknown): string => (typeof v === "number" ? String(v) : String(v ?? ""));

/**
 * The wording of a named rule's `pattern` (schemas/shared/value-rules.schema.json), found by the
 * pattern Ajv reports; any other pattern is "الصيغة غير صحيحة".
 */
const patternMessages: ReadonlyMap<string, string> = new Map([
  [
    valueRulePatterns["safe-url"],
    "يجب أن يكون الرابط مساراً داخل الموقع يبدأ بـ / (لا //)، أو يبدأ بـ http:// أو https:// أو mailto: أو tel:؛ لا تُقبل روابط javascript: ولا data:",
  ],
]);

/** The wording of a `format` of generator/formats.ts, by its name. */
const formatMessages: Readonly<Record<string, string>> = {
  "time-zone": "ليست منطقة زمنية معروفة؛ اكتب اسمها كما في قاعدة IANA، مثل Asia/Dubai",
  date: "ليس تاريخاً حقيقياً؛ اكتبه بالصيغة YYYY-MM-DD، مثل 2026-02-28",
  "date-time":
    "ليس تاريخاً ووقتاً حقيقيين؛ اكتبهما مثل 2026-02-28T09:30 أو 2026-02-28T09:30:00+04:00",
};

/** Splits a JSON pointer into its tokens (RFC 6901). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === "" || pointer === "/") return [];
  return pointer
    .replace(/^\//, "")
    .split("/")
    .map((t) => t.replaceAll("~1", "/").replaceAll("~0", "~"));
}

function isSchema(v: unknown): v is SchemaNode {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The schema under one step of a value path: a property, an array item or an additional property. */
function childSchema(schema: SchemaNode | undefined, token: string): SchemaNode | undefined {
  if (!schema) return undefined;
  const child = schema.properties?.[token];
  if (isSchema(child)) return child;
  if (/^\d+$/.test(token) && isSchema(schema.items)) return schema.items;
  if (isSchema(schema.additionalProperties)) return schema.additionalProperties;
  for (const part of schema.allOf ?? []) {
    if (!isSchema(part)) continue;
    const found = childSchema(part, token);
    if (found) return found;
  }
  return undefined;
}

/**
 * The Arabic label of the field a pointer names, from the form schema's titles: "العنوان",
 * "المجموعة 3 — العنوان", "الأزرار 2 — الرابط".
 */
export function labelForPointer(schema: SchemaNode, pointer: string): string {
  const tokens = pointerTokens(pointer);
  const parts: string[] = [];
  let node: SchemaNode | undefined = schema;
  tokens.forEach((token, i) => {
    const parentTitle: string | undefined = node?.title;
    node = childSchema(node, token);
    const isRootGroups = i === 1 && tokens[0] === "groups" && /^\d+$/.test(token);
    if (isRootGroups) {
      parts.push(`المجموعة ${Number(token) + 1}`);
      return;
    }
    if (/^\d+$/.test(token)) {
      const last = parts.pop() ?? parentTitle ?? "العنصر";
      parts.push(`${last} ${Number(token) + 1}`);
      return;
    }
    if (i === 0 && (token === "fields" || token === "groups")) {
      if (token === "groups" && tokens.length === 1) parts.push("المجموعات");
      return;
    }
    const title = node?.title;
    parts.push(typeof title === "string" && title !== "" ? title : (partLabels[token] ?? token));
  });
  return parts.join(" — ");
}

/**
 * The Arabic message of one failed rule, without the field's name. Limits come from Ajv's
 * params; a caller that only knows the rule (e.g. from a server message) gets the same wording
 * without the number.
 */
export function ruleMessage(keyword: string, params: Record<string, unknown>): string {
  const hasLimit = params.limit !== undefined && params.limit !== null && params.limit !== "";
  const limit = num(params.limit);
  switch (keyword) {
    case "required":
      return "هذا الحقل مطلوب";
    case "dependentRequired":
      return typeof params.property === "string"
        ? `مطلوب مع ${params.property}: أدخلهما معاً أو اتركهما فارغين`
        : "مطلوب مع حقل آخر";
    case "maxLength":
      return hasLimit ? `يجب ألا يزيد عن ${limit} حرفاً` : "أطول من المسموح";
    case "minLength":
      if (params.limit === 1) return "هذا الحقل مطلوب";
      return hasLimit ? `يجب ألا يقل عن ${limit} أحرف` : "أقصر من المسموح";
    case "maximum":
      return hasLimit ? `يجب ألا تزيد القيمة عن ${limit}` : "القيمة أكبر من المسموح";
    case "minimum":
      return hasLimit ? `يجب ألا تقل القيمة عن ${limit}` : "القيمة أصغر من المسموح";
    case "exclusiveMaximum":
      return hasLimit ? `يجب أن تكون القيمة أقل من ${limit}` : "القيمة أكبر من المسموح";
    case "exclusiveMinimum":
      return hasLimit ? `يجب أن تكون القيمة أكبر من ${limit}` : "القيمة أصغر من المسموح";
    case "maxItems":
    case "maxProperties":
      return hasLimit ? `الحد الأقصى ${limit} عنصر` : "عناصر أكثر من المسموح";
    case "minItems":
    case "minProperties":
      return hasLimit ? `يجب ألا يقل عدد العناصر عن ${limit}` : "عناصر أقل من المسموح";
    case "pattern":
      return (
        (typeof params.pattern === "string" ? patternMessages.get(params.pattern) : undefined) ??
        "الصيغة غير صحيحة"
      );
    case "format":
      return (
        (typeof params.format === "string" && Object.hasOwn(formatMessages, params.format)
          ? formatMessages[params.format]
          : undefined) ?? "الصيغة غير صحيحة"
      );
    case "noNul":
      return "يحتوي على محرف NUL (\\u0000) غير مسموح به";
    case "noLoneSurrogate":
      return "يحتوي على نصف محرف UTF-16 منفرد (مثل \\ud800 دون شريكه) غير مسموح به";
    case "maxDepth":
      return hasLimit ? `متداخل أعمق من ${limit} مستوى` : "متداخل أعمق من المسموح";
    case "enum":
      return "اختر قيمة من القائمة";
    case "const":
      return "القيمة غير مسموحة";
    case "type":
      return params.type === "integer" || params.type === "number"
        ? "يجب أن تكون القيمة رقماً"
        : "نوع القيمة غير صحيح";
    case "additionalProperties":
      return params.additionalProperty === undefined
        ? "حقل غير معروف"
        : `حقل غير معروف: ${String(params.additionalProperty)}`;
    case "propertyNames":
      return "اسم غير صالح";
    case "uniqueItems":
      return "العناصر مكررة";
    case "multipleOf":
      return `يجب أن تكون القيمة من مضاعفات ${num(params.multipleOf)}`;
    case "dateRange":
      return "يجب ألا تكون البداية بعد النهاية";
    case "json":
      return "ليست JSON صالحاً";
    default:
      return "القيمة غير صالحة";
  }
}

/** True when the table words this rule (a JSON-schema keyword or one of the editor's own). */
export function isTableRule(keyword: string): boolean {
  return ruleMessage(keyword, {}) !== ruleMessage("", {});
}

/** Where an error belongs: a missing or unknown property is reported on the property itself. */
export function errorPointer(error: AjvLikeError): string {
  const property =
    error.keyword === "required" || error.keyword === "dependentRequired"
      ? error.params.missingProperty
      : error.keyword === "additionalProperties"
        ? error.params.additionalProperty
        : undefined;
  if (typeof property === "string")
    return `${error.instancePath}/${property.replaceAll("~", "~0").replaceAll("/", "~1")}`;
  return error.instancePath;
}

/** Keywords that only say "a branch failed"; the branch's own errors say why. */
const wrappers = new Set(["if", "then", "else", "allOf", "anyOf", "oneOf", "not", "$ref"]);

/**
 * Ajv errors as Arabic problems naming the field: "العنوان: يجب ألا يزيد عن 120 حرفاً".
 * Pointers are relative to the form value ({fields, groups}); one message per rule and field.
 */
export function problemsFromAjv(
  errors: readonly AjvLikeError[],
  schema: SchemaNode,
): FieldProblem[] {
  const out: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (wrappers.has(error.keyword)) continue;
    const pointer = errorPointer(error);
    const label = labelForPointer(schema, pointer);
    const rule = ruleMessage(error.keyword, error.params);
    const message = label ? `${label}: ${rule}` : rule;
    const key = `${pointer}\n${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ pointer, message });
  }
  return out;
}
