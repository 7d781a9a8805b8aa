/**
 * The site's languages: the 51 codes of the specification (000 §1), each with the URL code it is
 * routed under (/{url}/…), its BCP 47 tag (`<html lang>`, hreflang) and its direction.
 *
 * Decisions where the specification gives only the codes:
 * - URL codes are the codes lower-cased with `_` turned into `-` (pt_BR → /pt-br/, sr_Latin →
 *   /sr-latin/), so every path segment is a plain lower-case token.
 * - `bd` (Bangladesh) is Bengali, tagged `bn`; `ckb` is Central Kurdish (Sorani), written
 *   right to left like Arabic, Hebrew and Persian; `sr_Latin` is `sr-Latn`.
 * - Every one of the 51 is routable: /de/ serves the German pages, and a 404 in German chrome
 *   (English texts, the fallback) when there are none. Only ar, en and he have bundled texts.
 */
import type { LanguageCode } from "../../generated/types.ts";
import { sitePageUrl } from "./page-resolution.ts";
import { type SettingsMap, setting, settingFlag, settingJson } from "./settings.ts";

export interface Language {
  /** The specification's code: ar, pt_BR, sr_Latin… */
  code: string;
  /** The URL code and the pages' `lang`: ar, pt-br, sr-latin… (schemas/shared/language.schema.json) */
  url: LanguageCode;
  /** BCP 47, for `<html lang>` and hreflang. */
  tag: string;
  dir: "rtl" | "ltr";
  /** The language's own name, for the language switch. */
  name: string;
}

const RTL = new Set(["ar", "he", "fa", "ckb"]);

const NAMES: Record<string, [tag: string, name: string]> = {
  ar: ["ar", "العربية"],
  az: ["az", "Azərbaycanca"],
  bd: ["bn", "বাংলা"],
  bg: ["bg", "Български"],
  ca: ["ca", "Català"],
  ckb: ["ckb", "کوردی"],
  cs: ["cs", "Čeština"],
  da: ["da", "Dansk"],
  de: ["de", "Deutsch"],
  el: ["el", "Ελληνικά"],
  en: ["en", "English"],
  es: ["es", "Español"],
  et: ["et", "Eesti"],
  eu: ["eu", "Euskara"],
  fa: ["fa", "فارسی"],
  fi: ["fi", "Suomi"],
  fr: ["fr", "Français"],
  he: ["he", "עברית"],
  hr: ["hr", "Hrvatski"],
  hu: ["hu", "Magyar"],
  id: ["id", "Bahasa Indonesia"],
  it: ["it", "Italiano"],
  ja: ["ja", "日本語"],
  ka: ["ka", "ქართული"],
  ko: ["ko", "한국어"],
  lt: ["lt", "Lietuvių"],
  lv: ["lv", "Latviešu"],
  mn: ["mn", "Монгол"],
  ms_MY: ["ms-MY", "Bahasa Melayu"],
  nb_NO: ["nb-NO", "Norsk bokmål"],
  ne: ["ne", "नेपाली"],
  nl: ["nl", "Nederlands"],
  nn_NO: ["nn-NO", "Norsk nynorsk"],
  pl: ["pl", "Polski"],
  pt_BR: ["pt-BR", "Português (Brasil)"],
  pt_PT: ["pt-PT", "Português (Portugal)"],
  ro: ["ro", "Română"],
  ru: ["ru", "Русский"],
  sk: ["sk", "Slovenčina"],
  sl: ["sl", "Slovenščina"],
  sq: ["sq", "Shqip"],
  sr: ["sr", "Српски"],
  sr_Latin: ["sr-Latn", "Srpski"],
  sv: ["sv", "Svenska"],
  th: ["th", "ไทย"],
  tr: ["tr", "Türkçe"],
  uk: ["uk", "Українська"],
  uz: ["uz", "Oʻzbekcha"],
  vi: ["vi", "Tiếng Việt"],
  zh_CN: ["zh-CN", "简体中文"],
  zh_TW: ["zh-TW", "繁體中文"],
};

export const LANGUAGES: readonly Language[] = Object.entries(NAMES).map(([code, [tag, name]]) => ({
  code,
  // The schema's enum holds the same 51 (a unit test compares them).
  url: code.toLowerCase().replaceAll("_", "-") as LanguageCode,
  tag,
  dir: RTL.has(code) ? "rtl" : "ltr",
  name,
}));

const byUrl = new Map<string, Language>(LANGUAGES.map((l) => [l.url, l]));

/** The language routed under a URL code, or undefined for any other segment. */
export function languageByUrl(url: string): Language | undefined {
  return byUrl.get(url);
}

/** Every URL code, for schemas and route checks. */
export const LANGUAGE_URL_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.url);

/** The language a page of `url` code is in; the default site language when the code is unknown. */
export function languageOf(url: string, fallback = "ar"): Language {
  return byUrl.get(url) ?? (byUrl.get(fallback) as Language);
}

/** Campaign and click tracking parameters: they never change what a page shows. */
export const TRACKING_PARAMETERS = [
  "utm_id",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "fbclid",
  "gclid",
  "_ga",
  "_gac",
  "_gl",
] as const;

/**
 * Query parameters the language switch drops (000 §2 "Language switch"): the tracking ones and
 * the journey parameters that belong to the page the visitor came from.
 */
const LANGUAGE_SWITCH_DROPPED = [
  ...TRACKING_PARAMETERS,
  "model_str",
  "config_url",
  "formCode",
] as const;

/**
 * Where the language switch goes: the target language's version of the page (or its home page)
 * with the current query, less the dropped parameters. `target` is a site path, maybe with a
 * query of its own, whose parameters win over the current ones.
 */
export function languageSwitchHref(target: string, currentSearch: string): string {
  const hashAt = target.indexOf("#");
  const hash = hashAt === -1 ? "" : target.slice(hashAt);
  const withoutHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const queryAt = withoutHash.indexOf("?");
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const params = new URLSearchParams(currentSearch);
  for (const name of LANGUAGE_SWITCH_DROPPED) params.delete(name);
  if (queryAt !== -1) {
    for (const [name, value] of new URLSearchParams(withoutHash.slice(queryAt + 1)))
      params.set(name, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}${hash}`;
}

/** One language of the switch: where it goes, and whether it is the page's own. */
export interface LanguageLink {
  url: LanguageCode;
  tag: string;
  name: string;
  href: string;
  isCurrent: boolean;
}

/** A published page's version in one language. */
export interface LanguageVersion {
  lang: string;
  path: string;
}

/** The site path of a page path under a language: the home page ("index") is the language base. */
export function languagePagePath(lang: string, path: string): string {
  return sitePageUrl(`/${lang}/`, path);
}

/**
 * The language switch (000 §2): each offered language (the `languages.switch` setting, in its
 * order; unknown codes skipped) links to the page's version in it, or to its home page, with the
 * current query less the dropped parameters. The current language is always in the list.
 */
export function languageSwitchLinks(input: {
  offered: readonly string[];
  current: Language;
  /** The page's versions, its own included; empty for a page that is not a CMS page. */
  versions: readonly LanguageVersion[];
  currentSearch: string;
}): LanguageLink[] {
  const offered = input.offered.map((code) => byUrl.get(code)).filter((l) => l !== undefined);
  if (offered.length === 0) return [];
  if (!offered.some((l) => l.url === input.current.url)) offered.unshift(input.current);
  const pathIn = new Map(input.versions.map((v) => [v.lang, v.path]));
  return offered.map((language) => {
    const path = pathIn.get(language.url);
    const target = path === undefined ? `/${language.url}/` : languagePagePath(language.url, path);
    return {
      url: language.url,
      tag: language.tag,
      name: language.name,
      href: languageSwitchHref(target, input.currentSearch),
      isCurrent: language.url === input.current.url,
    };
  });
}

/**
 * The hreflang alternates of a page with versions: one per version (its own included), and
 * x-default for the default language's version when there is one. None for a page without
 * versions (a page alone in its language needs no alternates).
 */
export function hreflangLinks(
  versions: readonly LanguageVersion[],
  origin: string,
  defaultLang: string,
): { hreflang: string; href: string }[] {
  if (versions.length < 2) return [];
  const links: { hreflang: string; href: string }[] = [];
  for (const version of versions) {
    const language = byUrl.get(version.lang);
    if (!language) continue;
    links.push({
      hreflang: language.tag,
      href: `${origin}${languagePagePath(version.lang, version.path)}`,
    });
  }
  const fallback = versions.find((v) => v.lang === defaultLang);
  if (fallback)
    links.push({
      hreflang: "x-default",
      href: `${origin}${languagePagePath(fallback.lang, fallback.path)}`,
    });
  return links;
}

/** The `languages.switch` setting: the codes the switch offers (default ar, en, he). */
export function languageSwitchCodes(
  settings: SettingsMap,
  log: (message: string) => void,
): string[] {
  const value = settingJson(settings, "languages.switch", ["ar", "en", "he"], log);
  if (!Array.isArray(value)) {
    log("languages.switch is not a list: the default applies");
    return ["ar", "en", "he"];
  }
  return value.filter((code): code is string => typeof code === "string" && byUrl.has(code));
}

/**
 * The `<html>` class choosing the font set (site/styles/base.css): the market's
 * (`languages.market_font`: israel, iraq, japan) or the default; Hebrew first on Hebrew pages and
 * when `languages.hebrew_fonts` is 'true'. Null: the default fonts.
 */
export function marketFontClass(settings: SettingsMap, lang: string): string | null {
  const classes: string[] = [];
  const market = setting(settings, "languages.market_font")?.trim();
  if (market === "israel" || market === "iraq" || market === "japan")
    classes.push(`font-market-${market}`);
  if (lang === "he" || settingFlag(settings, "languages.hebrew_fonts")) classes.push("font-hebrew");
  return classes.length > 0 ? classes.join(" ") : null;
}

/** PostgreSQL's text search configurations (its Snowball stemmers) for the languages that have one. */
const SEARCH_CONFIGS: Readonly<Record<string, string>> = {
  ar: "arabic",
  ca: "catalan",
  da: "danish",
  de: "german",
  el: "greek",
  en: "english",
  es: "spanish",
  eu: "basque",
  fi: "finnish",
  fr: "french",
  hu: "hungarian",
  id: "indonesian",
  it: "italian",
  lt: "lithuanian",
  ne: "nepali",
  nl: "dutch",
  "nb-no": "norwegian",
  "nn-no": "norwegian",
  "pt-br": "portuguese",
  "pt-pt": "portuguese",
  ro: "romanian",
  ru: "russian",
  sr: "serbian",
  sv: "swedish",
  tr: "turkish",
};

/**
 * The text search configuration a language's pages are indexed and searched in: its stemmer, or
 * `simple` (words as written, lower-cased) for the languages PostgreSQL has none for (Hebrew,
 * Japanese…). Always one of a fixed list: the name is safe to cast to regconfig.
 */
export function searchConfig(lang: string): string {
  return SEARCH_CONFIGS[lang] ?? "simple";
}
