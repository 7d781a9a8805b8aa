/**
 * The rules of a dealer as the admin's Dealers tab edits it (schemas/entities/dealer-attributes):
 * the generated validator, the one rule a schema cannot say (coordinates come in pairs), and each
 * problem worded in Arabic naming its field. The server (runtime/features/dealers/store.ts) and the
 * screen (editor/admin/dealers/) run the same checks, so the screen refuses what the server would.
 */
import type { DealerAttributes } from "../../generated/types.ts";
import { validateDealerAttributes } from "../../generated/validate.ts";
import {
  type AjvLikeError,
  errorPointer,
  type FieldProblem,
  pointerTokens,
  ruleMessage,
} from "./validation-messages.ts";

/** A dealer with nothing filled in but the defaults. */
export const EMPTY_DEALER: DealerAttributes = {
  dealer_code: "",
  name: "",
  brands: [],
  state: "",
  postcode: "",
  locality: "",
  address: "",
  city: "",
  country: "",
  phone: "",
  whatsapp: "",
  email: "",
  services: [],
  opening_hours: "",
  latitude: null,
  longitude: null,
};

/** The Arabic name of each field (the schema's titles). */
export const DEALER_LABELS: Readonly<Record<keyof DealerAttributes, string>> = {
  dealer_code: "رمز الوكيل",
  name: "الاسم",
  brands: "العلامات التجارية",
  state: "الولاية أو المنطقة",
  postcode: "الرمز البريدي",
  locality: "الحي أو البلدة",
  address: "العنوان",
  city: "المدينة",
  country: "الدولة",
  phone: "الهاتف",
  whatsapp: "واتساب",
  email: "البريد الإلكتروني",
  services: "الخدمات",
  opening_hours: "ساعات العمل",
  latitude: "خط العرض",
  longitude: "خط الطول",
};

const isDealerKey = (key: string): key is keyof DealerAttributes =>
  Object.hasOwn(DEALER_LABELS, key);

/** What each field's pattern asks for, in words (a bare "wrong format" tells the user nothing). */
const PATTERN_RULES: Readonly<Partial<Record<keyof DealerAttributes, string>>> = {
  dealer_code: "من 1 إلى 40 حرفاً لاتينياً أو رقماً أو _ أو -، دون مسافات",
  name: "نصاً غير فارغ دون محارف تحكم",
  brands: "سطراً واحداً غير فارغ لكل علامة",
  state: "حروفاً وأرقاماً ومسافات و _ و - فقط",
  postcode: "من 3 إلى 10 أرقام، أو فارغاً",
  locality: "سطراً واحداً دون محارف تحكم",
  address: "سطراً واحداً دون محارف تحكم",
  city: "سطراً واحداً دون محارف تحكم",
  country: "رمز دولة من حرفين لاتينيين كبيرين مثل AE، أو فارغاً",
  phone: "أرقاماً ومسافات و + و ( ) و - فقط",
  whatsapp: "رقماً دولياً: أرقاماً ومسافات و + و ( ) و - فقط",
  email: "عنوان بريد إلكتروني صحيحاً مثل name@example.com، أو فارغاً",
  services: "رمزاً من حروف لاتينية صغيرة وأرقام و _ و - (حتى 40)",
  opening_hours: "نصاً دون محارف تحكم",
};

/** The label of the field a pointer (relative to the attributes) names: "العلامات التجارية 2". */
function dealerLabel(pointer: string): string {
  const [first = "", index] = pointerTokens(pointer);
  const label = isDealerKey(first) ? DEALER_LABELS[first] : first || "الوكيل";
  return index !== undefined && /^\d+$/.test(index) ? `${label} ${Number(index) + 1}` : label;
}

/**
 * A map pin's coordinate missing beside the other, in words: the schema says it as its
 * dependentRequired (one sent without the other) or, once the missing one is filled with its
 * default null, as that null's type under the other's dependentSchemas.
 */
function isUnpairedCoordinate(error: AjvLikeError, pointer: string, value: unknown): boolean {
  const [first = "", ...rest] = pointerTokens(pointer);
  if ((first !== "latitude" && first !== "longitude") || rest.length > 0) return false;
  if (error.keyword === "dependentRequired") return true;
  const held = typeof value === "object" && value !== null ? Object.entries(value) : [];
  return error.keyword === "type" && held.some(([k, v]) => k === first && v === null);
}

function pairMessage(missing: "latitude" | "longitude"): string {
  const other = missing === "latitude" ? "longitude" : "latitude";
  return `${DEALER_LABELS[missing]}: مطلوب مع ${DEALER_LABELS[other]} (أدخل الإحداثيين معاً أو اتركهما فارغين)`;
}

function messageOf(error: AjvLikeError, pointer: string, value?: unknown): string {
  const [first = ""] = pointerTokens(pointer);
  if (
    isUnpairedCoordinate(error, pointer, value) &&
    (first === "latitude" || first === "longitude")
  )
    return pairMessage(first);
  const rule =
    error.keyword === "pattern" && isDealerKey(first) && PATTERN_RULES[first]
      ? `يجب أن يكون ${PATTERN_RULES[first]}`
      : ruleMessage(error.keyword, error.params);
  return `${dealerLabel(pointer)}: ${rule}`;
}

/** A problem with its rule, as the server's 422 details carry it. */
interface DealerProblem extends FieldProblem {
  rule: string;
}

const WRAPPERS = new Set(["if", "then", "else", "allOf", "anyOf", "oneOf", "not", "$ref"]);

/**
 * A dealer checked once: every problem (pointers relative to its attributes), and the dealer
 * filled with its defaults when there is none. The validator fills defaults: it checks a copy.
 */
export function checkDealer(value: unknown): {
  dealer: DealerAttributes | null;
  problems: DealerProblem[];
} {
  const copy: unknown = structuredClone(value ?? {});
  const out: DealerProblem[] = [];
  const seen = new Set<string>();
  if (!validateDealerAttributes(copy)) {
    for (const error of (validateDealerAttributes.errors ?? []) as AjvLikeError[]) {
      if (WRAPPERS.has(error.keyword)) continue;
      const pointer = errorPointer(error);
      // One problem per field, the first the validator found (an empty name breaks both its
      // length and its pattern: "required" says it).
      if (seen.has(pointer)) continue;
      seen.add(pointer);
      const isPair = isUnpairedCoordinate(error, pointer, copy);
      out.push({
        pointer,
        rule: isPair ? "dependentRequired" : error.keyword,
        message: messageOf(error, pointer, copy),
      });
    }
    return { dealer: null, problems: out };
  }
  // Both coordinates or neither (a map pin needs both) is the schema's dependentRequired.
  return { dealer: copy, problems: [] };
}

/** Every problem of a dealer, none when it may be saved (see checkDealer). */
export const dealerProblems = (value: unknown): DealerProblem[] => checkDealer(value).problems;

/** A stored dealer field read as text (trimmed; anything else is empty). */
export const dealerText = (v: unknown): string => (typeof v === "string" ? v.trim() : "");

/** A stored dealer coordinate read as a number (a numeric string too), or null. */
export function dealerNumber(v: unknown): number | null {
  const n =
    typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}
