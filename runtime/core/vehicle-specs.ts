/**
 * The catalogue's specification parameters (issue: the model catalogue): what each is called in
 * the site's languages, its unit, and the order a specification lists them in. A sheet may hold
 * other names too (they are listed after these, by name, labelled with their own name). Values are
 * as stored: a number (shown in the language's digits with the unit) or a text that carries its
 * own unit ("250 كم/س", shown as written).
 */
import { specValueText } from "./model-specs.ts";
import { numberFormat } from "./number-format.ts";

export type CatalogueLang = "ar" | "en";

/** The catalogue's language for a site language: Arabic for Arabic pages, else English. */
export const catalogueLangOf = (lang: string): CatalogueLang => (lang === "ar" ? "ar" : "en");

export interface SpecParameter {
  name: string;
  label: Readonly<Record<CatalogueLang, string>>;
  /** The unit a number is shown with ("" for a count). */
  unit: Readonly<Record<CatalogueLang, string>>;
}

const p = (name: string, ar: string, en: string, unitAr = "", unitEn = ""): SpecParameter => ({
  name,
  label: { ar, en },
  unit: { ar: unitAr, en: unitEn },
});

/** In the order a specification lists them. */
export const SPEC_PARAMETERS: readonly SpecParameter[] = [
  p("powertrain", "نظام الدفع", "Powertrain"),
  p("fuel", "الوقود", "Fuel"),
  p("power", "القوة", "Power", "حصان", "PS"),
  p("power_kw", "القوة بالكيلوواط", "Power (kW)", "كيلوواط", "kW"),
  p("torque", "عزم الدوران", "Torque", "نيوتن متر", "Nm"),
  p("capacity", "سعة المحرك", "Engine capacity", "سم³", "cc"),
  p("acceleration", "التسارع من 0 إلى 100 كم/س", "0-100 km/h", "ثانية", "s"),
  p("top_speed", "السرعة القصوى", "Top speed", "كم/س", "km/h"),
  p("consumption", "استهلاك الوقود", "Fuel consumption", "لتر/100 كم", "l/100 km"),
  p(
    "energy_consumption",
    "استهلاك الطاقة",
    "Energy consumption",
    "كيلوواط ساعة/100 كم",
    "kWh/100 km",
  ),
  p("emissions", "انبعاثات ثاني أكسيد الكربون", "CO₂ emissions", "غ/كم", "g/km"),
  p("tank", "سعة خزان الوقود", "Fuel tank", "لتر", "l"),
  p("battery", "سعة البطارية", "Battery capacity", "كيلوواط ساعة", "kWh"),
  p("range", "المدى", "Range", "كم", "km"),
  p("seats", "عدد المقاعد", "Seats"),
  p("towing", "قدرة السحب", "Towing capacity", "كغ", "kg"),
  p("boot", "سعة صندوق الأمتعة", "Boot space", "لتر", "l"),
];

const byName = new Map(SPEC_PARAMETERS.map((s, i) => [s.name, { spec: s, order: i }]));

/** A parameter's label in a language: its own name when the catalogue does not know it. */
export function specLabel(name: string, lang: CatalogueLang): string {
  return byName.get(name)?.spec.label[lang] ?? name;
}

/** A parameter's unit in a language ("" when none or unknown). */
export function specUnit(name: string, lang: CatalogueLang): string {
  return byName.get(name)?.spec.unit[lang] ?? "";
}

/** Parameter names in a specification's order: the known ones first, the others by name. */
export function orderSpecNames(names: Iterable<string>): string[] {
  const rank = (n: string) => byName.get(n)?.order ?? SPEC_PARAMETERS.length;
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** The words of the engines' fields, as a specification shows them. */
const POWERTRAIN: Readonly<Record<string, Readonly<Record<CatalogueLang, string>>>> = {
  ice: { ar: "محرك احتراق", en: "Combustion" },
  mhev: { ar: "هجين خفيف", en: "Mild hybrid" },
  hev: { ar: "هجين", en: "Hybrid" },
  phev: { ar: "هجين قابل للشحن", en: "Plug-in hybrid" },
  bev: { ar: "كهربائي بالكامل", en: "Electric" },
};
const FUEL: Readonly<Record<string, Readonly<Record<CatalogueLang, string>>>> = {
  petrol: { ar: "بنزين", en: "Petrol" },
  diesel: { ar: "ديزل", en: "Diesel" },
  electric: { ar: "كهرباء", en: "Electricity" },
};

/** A powertrain or fuel code in words; the code itself when unknown. */
export function engineWord(kind: "powertrain" | "fuel", code: string, lang: CatalogueLang): string {
  return (kind === "powertrain" ? POWERTRAIN : FUEL)[code]?.[lang] ?? code;
}

/**
 * A value as a specification shows it: a number in the language's digits (grouped, up to two
 * decimals) followed by the parameter's unit; a text as written; "" for nothing.
 */
export function specDisplay(
  name: string,
  value: string | number | null | undefined,
  lang: CatalogueLang,
): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") {
    if (name === "powertrain" || name === "fuel") return engineWord(name, value, lang);
    return specValueText(value);
  }
  if (!Number.isFinite(value)) return "";
  const number = numberFormat(lang, { maximumFractionDigits: 2 }).format(value);
  const unit = specUnit(name, lang);
  return unit === "" ? number : `${number} ${unit}`;
}
