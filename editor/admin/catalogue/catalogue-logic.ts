/**
 * Pure rules of the model catalogue's screen: each kind as its form holds it (numbers and the
 * price as typed), the body it saves, checked by the generated validator of the body's schema
 * (the one the server checks too) with Arabic messages naming the field, the server's refusals
 * brought to the same fields, and prices between the major units editors type and the minor units
 * stored, exactly (the typed decimal is read as text, never through a floating-point number).
 * No React, no fetch.
 */
import type {
  CatalogueAdmin,
  CatalogueEngineBody,
  CatalogueModelBody,
  CatalogueNamedBody,
  CatalogueNameplateBody,
} from "../../../generated/types.ts";
import {
  validateCatalogueEngineBody,
  validateCatalogueModelBody,
  validateCatalogueNamedBody,
  validateCatalogueNameplateBody,
} from "../../../generated/validate.ts";
import {
  type AjvLikeError,
  errorPointer,
  isTableRule,
  pointerTokens,
  ruleMessage,
} from "../../../runtime/core/validation-messages.ts";
import { ApiError } from "../../api.ts";
import type { Problem } from "../forms/form-logic.ts";
import { type SpecRow, specsOfRows } from "../spec-rows.tsx";

export type Catalogue = CatalogueAdmin["data"];
export type Named = Catalogue["brands"][number];
export type Nameplate = Catalogue["nameplates"][number];
export type Model = Catalogue["models"][number];
export type Engine = Catalogue["engines"][number];
export type Currency = Catalogue["currency"];
export type Powertrain = Engine["powertrain"];
export type Fuel = Engine["fuel"];

/** The two lists of named rows: brands and body styles. */
export type NamedList = "brands" | "body_styles";

// ---------------------------------------------------------------- words

/** The Arabic name of every field a body has, as its label reads. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  code: "الرمز",
  key: "مفتاح الفئة",
  name_ar: "الاسم بالعربية",
  name_en: "الاسم بالإنجليزية",
  position: "الترتيب",
  brand_id: "العلامة التجارية",
  image_id: "الصورة",
  nameplate_id: "الطراز",
  model_year: "سنة الطراز",
  body_style_id: "نوع الهيكل",
  popular: "فئة شائعة",
  model_id: "الفئة",
  powertrain: "نظام الدفع",
  fuel: "الوقود",
  power_hp: "القوة (حصان)",
  power_kw: "القوة (كيلوواط)",
  capacity_cc: "سعة المحرك (سم³)",
  price_from: "السعر ابتداءً من",
  specs: "مواصفات المحرك",
};

export const POWERTRAIN_LABELS: Readonly<Record<Powertrain, string>> = {
  ice: "احتراق داخلي",
  mhev: "هجين خفيف (MHEV)",
  hev: "هجين (HEV)",
  phev: "هجين قابل للشحن (PHEV)",
  bev: "كهربائي بالكامل (BEV)",
};

export const FUEL_LABELS: Readonly<Record<Fuel, string>> = {
  petrol: "بنزين",
  diesel: "ديزل",
  electric: "كهرباء",
};

export const POWERTRAINS = Object.keys(POWERTRAIN_LABELS).filter(isPowertrain);
export const FUELS = Object.keys(FUEL_LABELS).filter(isFuel);

export function isPowertrain(value: string): value is Powertrain {
  return value in POWERTRAIN_LABELS;
}

export function isFuel(value: string): value is Fuel {
  return value in FUEL_LABELS;
}

/** What the schemas' patterns ask, in words, by field. */
const PATTERN_WORDS: Readonly<Record<string, string>> = {
  code: "حروف لاتينية صغيرة وأرقام و - فقط، تبدأ بحرف أو رقم، حتى 32 حرفاً، مثل suv",
  key: "رمز الطراز ثم _ ثم حروف لاتينية صغيرة وأرقام و _ - ، حتى 32 حرفاً، مثل l460_25my_se",
  name_ar: "لا يكون فارغاً ولا مسافات فقط",
  name_en: "لا يكون فارغاً ولا مسافات فقط",
};

/** An engine's code may also hold "_" (p400, p550e, d350_mhev). */
const ENGINE_CODE_WORDS = "حروف لاتينية صغيرة وأرقام و _ - فقط، تبدأ بحرف أو رقم، مثل p400";

/**
 * An engine's rule across fields, where its schema states it (an electric engine runs on
 * electricity and has no capacity; any other burns petrol or diesel), in words.
 */
function engineRuleWords(field: string, keyword: string): string | undefined {
  if (field === "fuel" && (keyword === "const" || keyword === "enum"))
    return "الكهرباء وقود المحرك الكهربائي بالكامل وحده، وغيره يعمل بالبنزين أو الديزل";
  if (field === "capacity_cc" && keyword === "type")
    return "لا سعة للمحرك الكهربائي بالكامل: اتركها فارغة";
  return undefined;
}

// ---------------------------------------------------------------- numbers and prices

const ARABIC_INDIC = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC = /[\u06F0-\u06F9]/g;

/**
 * A number as an editor may type it, in Latin digits: Arabic-Indic digits become Latin ones, the
 * Arabic decimal mark (٫) a point, and group separators (, ٬ and spaces) are dropped.
 */
export function latinNumberText(text: string): string {
  return text
    .trim()
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, ".")
    .replace(/[,\u066C\s\u00A0\u202F]/g, "");
}

/** A whole number typed as text: null when empty, NaN when it is not one. */
export function wholeNumberOf(text: string): number | null {
  const latin = latinNumberText(text);
  if (latin === "") return null;
  return /^\d{1,10}$/.test(latin) ? Number(latin) : Number.NaN;
}

/** The largest price the server keeps, in minor units. */
export const MAX_PRICE_MINOR = 100_000_000_000;

export type PriceReading = { ok: true; minor: number | null } | { ok: false; message: string };

/**
 * A price typed in major units ("329000.00", "329,000", "٣٢٩٠٠٠٫٥") as minor units of a
 * currency with `digits` decimals (329000.00 AED → 32900000 fils), read digit by digit so no
 * floating-point error can creep in; empty is no price (null).
 */
export function minorUnitsOf(text: string, digits: number): PriceReading {
  const latin = latinNumberText(text);
  if (latin === "") return { ok: true, minor: null };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(latin);
  if (!match)
    return {
      ok: false,
      message: "اكتب المبلغ أرقاماً، بنقطة عشرية إن لزم، مثل 329000.00",
    };
  const whole = match[1] ?? "0";
  const fraction = match[2] ?? "";
  if (fraction.length > digits) return { ok: false, message: fractionWords(digits) };
  const minor = BigInt(`${whole}${fraction.padEnd(digits, "0")}`);
  if (minor > BigInt(MAX_PRICE_MINOR)) return { ok: false, message: "المبلغ أكبر من المسموح" };
  return { ok: true, minor: Number(minor) };
}

/** How many decimals a price may have, in words. */
function fractionWords(digits: number): string {
  if (digits <= 0) return "لا كسور في هذه العملة: اكتب المبلغ دون منازل عشرية";
  if (digits === 1) return "منزلة عشرية واحدة على الأكثر";
  if (digits === 2) return "منزلتان عشريتان على الأكثر";
  return `${digits} منازل عشرية على الأكثر`;
}

/** A price in minor units as the decimal text of its major units (32900000, 2 → "329000.00"). */
export function majorUnitsText(minor: number, digits: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) return "";
  const text = String(minor);
  if (digits <= 0) return text;
  const padded = text.padStart(digits + 1, "0");
  return `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

function isNumericText(text: string): text is `${number}` {
  return /^-?\d+(\.\d+)?$/.test(text);
}

/**
 * A price for reading, in Arabic with the currency (Intl.NumberFormat "ar", style currency),
 * formatted from the exact decimal text; an unknown currency code is written after the amount.
 */
export function formatPrice(minor: number, currency: Currency): string {
  const text = majorUnitsText(minor, currency.digits);
  if (!isNumericText(text)) return "";
  try {
    return new Intl.NumberFormat("ar", {
      style: "currency",
      currency: currency.iso,
      minimumFractionDigits: currency.digits,
      maximumFractionDigits: currency.digits,
    }).format(text);
  } catch {
    return `${text} ${currency.iso}`;
  }
}

/** A model's price from: the least of its engines' prices, or null when none is published. */
export function priceFrom(engines: readonly Engine[]): number | null {
  let least: number | null = null;
  for (const e of engines)
    if (e.price_from !== null && (least === null || e.price_from < least)) least = e.price_from;
  return least;
}

// ---------------------------------------------------------------- the tree

/** A kind's rows in the catalogue's order: position, then id. */
export function inOrder<T extends { position: number; id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** A nameplate's models by model year (newest first), then position and id. */
export function modelsOf(catalogue: Catalogue, nameplateId: number): Model[] {
  return catalogue.models
    .filter((m) => m.nameplate_id === nameplateId)
    .sort((a, b) => b.model_year - a.model_year || a.position - b.position || a.id - b.id);
}

export const enginesOf = (catalogue: Catalogue, modelId: number): Engine[] =>
  inOrder(catalogue.engines.filter((e) => e.model_id === modelId));

export const nameplatesOf = (catalogue: Catalogue, brandId: number): Nameplate[] =>
  inOrder(catalogue.nameplates.filter((n) => n.brand_id === brandId));

/** "2025 · SUV · SE": a model's year, its body style and its trim's name. */
export function modelTitle(model: Model, catalogue: Catalogue): string {
  const body = catalogue.body_styles.find((b) => b.id === model.body_style_id);
  return [String(model.model_year), body?.name_ar ?? "—", model.name_ar].join(" · ");
}

/** How many specs a sheet holds (a nameplate's by its code, a model's by its key). */
export const sheetSize = (catalogue: Catalogue, key: string): number =>
  Object.keys(catalogue.specs[key] ?? {}).length;

// ---------------------------------------------------------------- drafts and bodies

/** A brand or body style as its form holds it. */
export interface NamedDraft {
  code: string;
  name_ar: string;
  name_en: string;
  position: string;
}

export interface NameplateDraft extends NamedDraft {
  brand_id: string;
  image_id: number | null;
}

export interface ModelDraft {
  nameplate_id: string;
  model_year: string;
  body_style_id: string;
  key: string;
  name_ar: string;
  name_en: string;
  position: string;
  image_id: number | null;
  popular: boolean;
}

export interface EngineDraft {
  code: string;
  name_ar: string;
  name_en: string;
  position: string;
  powertrain: Powertrain;
  fuel: Fuel;
  power_hp: string;
  power_kw: string;
  capacity_cc: string;
  /** In major units, as typed. */
  price: string;
  specs: SpecRow[];
}

const text = (n: number | null): string => (n === null ? "" : String(n));

export const namedDraft = (row: Named | null): NamedDraft => ({
  code: row?.code ?? "",
  name_ar: row?.name_ar ?? "",
  name_en: row?.name_en ?? "",
  position: String(row?.position ?? 0),
});

export const nameplateDraft = (row: Nameplate | null, brandId: number): NameplateDraft => ({
  ...namedDraft(row),
  brand_id: text(row?.brand_id ?? brandId),
  image_id: row?.image_id ?? null,
});

/** A model's form: a new one starts with its nameplate's code as the key's prefix. */
export function modelDraft(
  row: Model | null,
  nameplate: Nameplate | undefined,
  bodyStyleId: number | null,
): ModelDraft {
  return {
    nameplate_id: text(row?.nameplate_id ?? nameplate?.id ?? null),
    model_year: String(row?.model_year ?? new Date().getFullYear()),
    body_style_id: text(row?.body_style_id ?? bodyStyleId),
    key: row?.key ?? (nameplate ? `${nameplate.code}_` : ""),
    name_ar: row?.name_ar ?? "",
    name_en: row?.name_en ?? "",
    position: String(row?.position ?? 0),
    image_id: row?.image_id ?? null,
    popular: row?.popular ?? false,
  };
}

export function engineDraft(row: Engine | null, currency: Currency, specs: SpecRow[]): EngineDraft {
  return {
    code: row?.code ?? "",
    name_ar: row?.name_ar ?? "",
    name_en: row?.name_en ?? "",
    position: String(row?.position ?? 0),
    powertrain: row?.powertrain ?? "ice",
    fuel: row?.fuel ?? "petrol",
    power_hp: text(row?.power_hp ?? null),
    power_kw: text(row?.power_kw ?? null),
    capacity_cc: text(row?.capacity_cc ?? null),
    price:
      row?.price_from === null || row?.price_from === undefined
        ? ""
        : majorUnitsText(row.price_from, currency.digits),
    specs,
  };
}

/**
 * A change of powertrain carries the fuel along where only one fits: an electric engine runs on
 * electricity and has no capacity; leaving electric goes back to petrol. The editor may still
 * choose another fuel (the server then names the rule on the fuel).
 */
export function withPowertrain(draft: EngineDraft, powertrain: Powertrain): EngineDraft {
  if (powertrain === "bev") return { ...draft, powertrain, fuel: "electric", capacity_cc: "" };
  return { ...draft, powertrain, fuel: draft.fuel === "electric" ? "petrol" : draft.fuel };
}

/** What a form saves, or the problems that keep it from being sent. */
export type Checked<T> = { ok: true; body: T } | { ok: false; problems: Problem[] };

/** A number field's reading: a whole number, null for empty, or a problem at its pointer. */
function readWhole(
  value: string,
  field: string,
  problems: Problem[],
  emptyAs: number | null,
): number | null {
  const n = wholeNumberOf(value);
  if (n === null) return emptyAs;
  if (Number.isNaN(n)) {
    problems.push({ pointer: `/${field}`, message: `${label(field)}: اكتب عدداً صحيحاً` });
    return emptyAs;
  }
  return n;
}

const label = (field: string): string => FIELD_LABELS[field] ?? field;

/** A select's id as a number (0 when none is chosen: the validator names the field). */
const idOf = (value: string): number => (value === "" ? 0 : Number(value));

/** Keywords that only say "a branch failed"; the branch's own errors say why. */
const WRAPPERS = new Set(["if", "then", "else", "allOf", "anyOf", "oneOf", "not", "$ref"]);

/** What a field's broken rule means, in words. */
function ruleWords(field: string, error: AjvLikeError, isEngine: boolean): string {
  const across = isEngine ? engineRuleWords(field, error.keyword) : undefined;
  if (across) return across;
  const isChoice = field === "nameplate_id" || field === "brand_id" || field === "body_style_id";
  if (isChoice && error.keyword === "minimum") return "اختر واحداً";
  const meaning =
    error.keyword !== "pattern"
      ? undefined
      : isEngine && field === "code"
        ? ENGINE_CODE_WORDS
        : PATTERN_WORDS[field];
  return meaning
    ? `${ruleMessage("pattern", {})} (${meaning})`
    : ruleMessage(error.keyword, error.params);
}

/**
 * The validator's errors as problems at the form's fields ("/name_ar"), one per field, each
 * message naming the field in Arabic; a spec's error at the specs (/specs).
 */
export function validatorProblems(
  errors: readonly AjvLikeError[] | null | undefined,
  isEngine = false,
): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    if (WRAPPERS.has(error.keyword)) continue;
    const field = pointerTokens(errorPointer(error))[0] ?? "";
    const pointer = `/${field}`;
    // One problem a field: the first rule it breaks.
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    const words = ruleWords(field, error, isEngine);
    out.push({ pointer, message: `${label(field)}: ${words}` });
  }
  return out;
}

/** The text fields every body requires, said to be missing when left empty. */
const REQUIRED_TEXT = ["code", "key", "name_ar", "name_en"] as const;

/**
 * Runs a generated validator on a copy (it fills defaults in place), after the problems already
 * found (a number typed wrong, an empty required text): a field keeps the first problem found.
 */
function check<T extends object>(
  body: T,
  validate: { (value: unknown): boolean; errors?: readonly AjvLikeError[] | null },
  found: Problem[],
  isEngine = false,
): Checked<T> {
  const problems = [...found];
  for (const field of REQUIRED_TEXT)
    if (field in body && Reflect.get(body, field) === "")
      problems.push({
        pointer: `/${field}`,
        message: `${label(field)}: ${ruleMessage("required", {})}`,
      });
  if (!validate(structuredClone(body))) {
    const named = new Set(problems.map((p) => p.pointer));
    problems.push(
      ...validatorProblems(validate.errors, isEngine).filter((p) => !named.has(p.pointer)),
    );
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, body };
}

export function namedBody(d: NamedDraft): Checked<CatalogueNamedBody> {
  const problems: Problem[] = [];
  const body: CatalogueNamedBody = {
    code: d.code.trim(),
    name_ar: d.name_ar.trim(),
    name_en: d.name_en.trim(),
    position: readWhole(d.position, "position", problems, 0) ?? 0,
  };
  return check(body, validateCatalogueNamedBody, problems);
}

export function nameplateBody(d: NameplateDraft): Checked<CatalogueNameplateBody> {
  const problems: Problem[] = [];
  const body: CatalogueNameplateBody = {
    brand_id: idOf(d.brand_id),
    code: d.code.trim(),
    name_ar: d.name_ar.trim(),
    name_en: d.name_en.trim(),
    position: readWhole(d.position, "position", problems, 0) ?? 0,
    image_id: d.image_id,
  };
  return check(body, validateCatalogueNameplateBody, problems);
}

export function modelBody(d: ModelDraft): Checked<CatalogueModelBody> {
  const problems: Problem[] = [];
  const year = readWhole(d.model_year, "model_year", problems, null);
  if (year === null && problems.length === 0)
    problems.push({ pointer: "/model_year", message: `${label("model_year")}: هذا الحقل مطلوب` });
  const body: CatalogueModelBody = {
    nameplate_id: idOf(d.nameplate_id),
    model_year: year ?? 0,
    body_style_id: idOf(d.body_style_id),
    key: d.key.trim(),
    name_ar: d.name_ar.trim(),
    name_en: d.name_en.trim(),
    position: readWhole(d.position, "position", problems, 0) ?? 0,
    image_id: d.image_id,
    popular: d.popular,
  };
  return check(body, validateCatalogueModelBody, problems);
}

export function engineBody(
  d: EngineDraft,
  modelId: number,
  digits: number,
): Checked<CatalogueEngineBody> {
  const problems: Problem[] = [];
  const price = minorUnitsOf(d.price, digits);
  if (!price.ok)
    problems.push({ pointer: "/price_from", message: `${label("price_from")}: ${price.message}` });
  const specs = specsOfRows(d.specs);
  if (specs.problems.size > 0)
    problems.push({
      pointer: "/specs",
      message: `${label("specs")}: ${[...specs.problems.values()][0]}`,
    });
  const body: CatalogueEngineBody = {
    model_id: modelId,
    code: d.code.trim(),
    name_ar: d.name_ar.trim(),
    name_en: d.name_en.trim(),
    position: readWhole(d.position, "position", problems, 0) ?? 0,
    powertrain: d.powertrain,
    fuel: d.fuel,
    power_hp: readWhole(d.power_hp, "power_hp", problems, null),
    power_kw: readWhole(d.power_kw, "power_kw", problems, null),
    capacity_cc: readWhole(d.capacity_cc, "capacity_cc", problems, null),
    price_from: price.ok ? price.minor : null,
    specs: specs.specs,
  };
  return check(body, validateCatalogueEngineBody, problems, true);
}

// ---------------------------------------------------------------- the server's refusals

/** The codes of a 409 that name one field, for a refusal that carries no details. */
const TAKEN: Readonly<Record<string, { field: string; message: string }>> = {
  code_taken: { field: "code", message: "هذا الرمز مستخدم في صف آخر؛ اختر رمزاً غيره" },
  key_taken: { field: "key", message: "هذا المفتاح مستخدم لفئة أخرى؛ اختر مفتاحاً غيره" },
};

/**
 * The server's words for a field, with the field named in Arabic: a leading name it gave (the
 * field's own, or any Latin name) is replaced by the label; a table rule is worded by the table.
 */
function serverMessage(field: string, detail: { rule?: string; message: string }): string {
  const words = detail.message.replace(/^[^:\u0600-\u06FF]{1,40}:\s*/, "").trim();
  const stripped = words.startsWith(`${label(field)}:`)
    ? words.slice(label(field).length + 1).trim()
    : words;
  const said =
    stripped !== ""
      ? stripped
      : detail.rule && isTableRule(detail.rule)
        ? ruleMessage(detail.rule, {})
        : "رفضه الخادم";
  return field === "" ? said : `${label(field)}: ${said}`;
}

/**
 * A refused save's problems at the form's fields (the detail's pointer, /name_ar, /fuel; a spec's
 * at /specs); null for a failure that names no field (the network, a 5xx, a 403).
 */
export function refusedProblems(error: unknown): Problem[] | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status !== 422 && error.status !== 409 && error.status !== 400) return null;
  const named = error.details.filter((d) => (d.pointer ?? "") !== "");
  if (named.length > 0)
    return named.map((d) => {
      const field = pointerTokens(d.pointer ?? "")[0] ?? "";
      return { pointer: `/${field}`, message: serverMessage(field, d) };
    });
  const taken = TAKEN[error.code];
  if (taken)
    return [{ pointer: `/${taken.field}`, message: `${label(taken.field)}: ${taken.message}` }];
  return null;
}

/** What each kind is called, for the outcome lines («أُضيفت العلامة التجارية «…»»). */
export const KIND_WORDS = {
  brands: { one: "العلامة التجارية", isFeminine: true },
  body_styles: { one: "نوع الهيكل", isFeminine: false },
  nameplates: { one: "الطراز", isFeminine: false },
  models: { one: "الفئة", isFeminine: true },
  engines: { one: "المحرك", isFeminine: false },
} as const;

export type Kind = keyof typeof KIND_WORDS;

/** The past tense of a verb of a kind, in its gender: added, saved, deleted, not deleted. */
export function kindVerb(kind: Kind, verb: "added" | "saved" | "deleted" | "not_deleted"): string {
  const f = KIND_WORDS[kind].isFeminine;
  switch (verb) {
    case "added":
      return f ? "أُضيفت" : "أُضيف";
    case "saved":
      return f ? "حُفظت" : "حُفظ";
    case "deleted":
      return f ? "حُذفت" : "حُذف";
    case "not_deleted":
      return f ? "لم تُحذف" : "لم يُحذف";
  }
}

/** Why a row that is still used cannot be deleted (409 in_use), by kind. */
const IN_USE: Readonly<Record<Kind, string>> = {
  brands: "ما زالت طرازات تتبع هذه العلامة التجارية. انقلها إلى علامة أخرى أو احذفها أولاً.",
  body_styles: "ما زالت فئات تستخدم نوع الهيكل هذا. غيّر نوع هيكلها أو احذفها أولاً.",
  nameplates: "ما زالت لهذا الطراز فئات. احذف فئاته أولاً.",
  models: "ما زالت الفئة مستخدمة.",
  engines: "ما زال المحرك مستخدماً.",
};

/** A refused delete in Arabic: a row still in use (409 in_use) said plainly, else the reason. */
export function deleteRefusal(kind: Kind, name: string, error: unknown, reason: string): string {
  const { one, isFeminine } = KIND_WORDS[kind];
  if (error instanceof ApiError && error.status === 409 && error.code === "in_use")
    return `لا يمكن حذف ${one} «${name}» لأن${isFeminine ? "ها" : "ه"} مستخدم${isFeminine ? "ة" : ""}: ${IN_USE[kind]}`;
  return `${kindVerb(kind, "not_deleted")} ${one} «${name}»: ${reason}`;
}
