import type {
  JsonSettingKey,
  PlainSettingKey,
  SettingKey,
  SettingTypes,
} from "../../generated/settings.ts";

export type { JsonSettingKey, PlainSettingKey, SettingKey, SettingTypes };

/**
 * A setting for one language's pages: `{key}@{lang}` (e.g. `general.footer.content.top_footer@en`)
 * overrides `{key}` there (settingsForLanguage). Code that writes one writes it with overrideKey.
 */
export type SettingOverrideKey = `${SettingKey}@${string}`;

/** The override of `key` on the pages of `lang` (a language URL code: en, he, pt-br…). */
export function overrideKey(key: SettingKey, lang: string): SettingOverrideKey {
  return `${key}@${lang}`;
}

type PriceAliasOf<K> = K extends `price.${infer Name}` ? `prices.${Name}` : never;

/**
 * A price.X key as a market may have stored it: prices.X, which the schema leaves undeclared (see
 * schemas/settings/prices.schema.json) and settingValue reads in place of price.X when non-empty.
 */
export type PriceAliasKey = PriceAliasOf<SettingKey>;

/** A key the readers accept: one a settings schema declares, or a price.X key's prices.X alias. */
export type ReadableSettingKey = SettingKey | PriceAliasKey;

/** A key read as its stored string: not a JSON key (those are read parsed, by settingJson). */
export type PlainReadableSettingKey = PlainSettingKey | PriceAliasKey;

type NameIn<K, Prefix extends string> = K extends `${Prefix}.${infer Name}` ? Name : never;

/**
 * The keys under a prefix, without it: "copy" | "ok" | … for "exit_popup", so a reader that builds
 * `exit_popup.${name}` names only declared keys.
 */
export type SettingNameIn<Prefix extends string> = NameIn<SettingKey, Prefix>;

/** What settingJson gives for a key: the shape its schema states (x-json), else unknown. */
export type SettingJsonValue<K extends ReadableSettingKey> = K extends JsonSettingKey
  ? SettingTypes[K]
  : unknown;

/** A stored setting as the API serves it. */
export interface SettingRow {
  key: string;
  value: string;
}

/**
 * The settings as stored, by key. Keyed by any string: a stored row may name a key no schema
 * declares (the settings overview lists those) or a `{key}@{lang}` override; code reads it through
 * the typed readers below, which accept only declared keys.
 */
export type SettingsMap = ReadonlyMap<string, string>;

/** Built-in defaults merged in; a server setting overrides a default with the same key. */
export function mergeSettings(
  defaults: Readonly<Record<string, string>>,
  rows: readonly SettingRow[],
): SettingsMap {
  const map = new Map(Object.entries(defaults));
  for (const row of rows) map.set(row.key, row.value);
  return map;
}

/**
 * A setting for one language: `{key}@{lang}` (e.g. `general.footer.content.top_footer@en`)
 * overrides `{key}` on that language's pages, so the English site can have English footer links
 * while every other setting stays shared. Returns the key and the language code, or null for a
 * plain key.
 */
export function languageOverrideOf(key: string): { key: string; lang: string } | null {
  const at = key.lastIndexOf("@");
  if (at <= 0) return null;
  return { key: key.slice(0, at), lang: key.slice(at + 1) };
}

const forLanguage = new WeakMap<SettingsMap, Map<string, SettingsMap>>();

/**
 * The settings a page of `lang` reads: every `{key}@{lang}` applied over `{key}`. Kept per map
 * and language (a new map is read after every settings write), so pages do not rebuild it.
 */
export function settingsForLanguage(map: SettingsMap, lang: string): SettingsMap {
  let byLang = forLanguage.get(map);
  if (!byLang) {
    byLang = new Map();
    forLanguage.set(map, byLang);
  }
  let out = byLang.get(lang);
  if (!out) {
    const merged = new Map(map);
    for (const [key, value] of map) {
      const override = languageOverrideOf(key);
      if (override?.lang === lang) merged.set(override.key, value);
    }
    out = merged;
    byLang.set(lang, out);
  }
  return out;
}

/** Reads a key; a 'price.X' key falls back: 'prices.X' when it has a value, otherwise 'price.X'. */
export function settingValue(map: SettingsMap, key: ReadableSettingKey): string | undefined {
  if (key.startsWith("price.")) {
    const alias = map.get(`prices.${key.slice("price.".length)}`);
    if (alias !== undefined && alias !== "") return alias;
  }
  return map.get(key);
}

/**
 * The stored string of a plain key, typed by the schemas (a JSON key is read parsed, by
 * settingJson). With `lang`, the key's `{key}@{lang}` override wins, as on that language's pages
 * (settingsForLanguage); a 'price.X' key reads 'prices.X' first (settingValue).
 */
export function setting(
  map: SettingsMap,
  key: PlainReadableSettingKey,
  { lang }: { lang?: string } = {},
): SettingTypes[PlainSettingKey] | undefined {
  return settingValue(lang === undefined ? map : settingsForLanguage(map, lang), key);
}

/** 'true' stands for boolean true; anything else is false. */
export function settingFlag(map: SettingsMap, key: PlainReadableSettingKey): boolean {
  return settingValue(map, key) === "true";
}

/**
 * JSON held as a string, parsed: typed by the key's schema (x-json), `unknown` for a key without
 * one. The shape is what the schema lets an editor save; a value stored before the schema said it
 * (or imported) may differ, so readers still check what they use. Invalid JSON logs
 * 'Invalid JSON in {key}' and gives the fallback.
 */
export function settingJson<K extends ReadableSettingKey, F>(
  map: SettingsMap,
  key: K,
  fallback: F,
  log: (message: string) => void,
): SettingJsonValue<K> | F {
  const raw = settingValue(map, key);
  if (raw === undefined || raw.trim() === "") return fallback;
  try {
    return JSON.parse(raw);
  } catch {
    log(`Invalid JSON in ${key}`);
    return fallback;
  }
}

/** The zone offer schedules are read in when `general.site_timezone` is empty or missing. */
export const DEFAULT_SITE_TIME_ZONE = "Asia/Dubai";

/** Zones already asked about: their answer, so a request does not build a formatter to know it. */
const knownZones = new Map<string, boolean>();

/**
 * True when the JavaScript engine reads dates in this IANA zone (the same test as the settings
 * schema's `time-zone` format, generator/formats.ts).
 */
export function isTimeZone(zone: string): boolean {
  const known = knownZones.get(zone);
  if (known !== undefined) return known;
  let valid = zone !== "";
  if (valid)
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
    } catch {
      valid = false;
    }
  // Stored values are few (one setting); the bound only keeps a flood of odd values from growing it.
  if (knownZones.size < 100) knownZones.set(zone, valid);
  return valid;
}

/**
 * The site's IANA time zone: `general.site_timezone`, else Asia/Dubai. A stored value that is not
 * a time zone (saved before the schema refused it, or imported) falls back to Asia/Dubai with a
 * warning, logged once per value, instead of failing every scheduled page.
 */
export function siteTimeZone(map: SettingsMap, log: (message: string) => void = warnOnce): string {
  const stored = settingValue(map, "general.site_timezone")?.trim();
  if (!stored) return DEFAULT_SITE_TIME_ZONE;
  if (isTimeZone(stored)) return stored;
  log(
    `general.site_timezone "${stored}" is not a time zone; offer schedules use ${DEFAULT_SITE_TIME_ZONE}`,
  );
  return DEFAULT_SITE_TIME_ZONE;
}

const warned = new Set<string>();

/** console.warn (the server's stderr, the browser's console), once per message. */
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  if (warned.size < 100) warned.add(message);
  console.warn(message);
}

/** One column of the footer's top row (`general.footer.content.top_footer`, JSON). */
export interface FooterColumn {
  heading: string;
  items: { label: string; url: string; target?: "_self" | "_blank" }[];
}

/** What the site reads from settings for every page, each with its fallback. */
export interface SiteSettings {
  /** `general.app_name`; "" when unset (pages then show their own title). */
  appName: string;
  /** `general.media_library_url`, else the site's own origin. */
  mediaLibraryUrl: string;
  timeZone: string;
  footer: { columns: FooterColumn[]; middleHtml: string; bottomHtml: string };
}

export function siteSettings(
  map: SettingsMap,
  { origin, log }: { origin: string; log: (message: string) => void },
): SiteSettings {
  // This older reading keeps its own column shape and checks only that the value is a list.
  const columns: unknown = settingJson(map, "general.footer.content.top_footer", [], log);
  return {
    appName: settingValue(map, "general.app_name") || "",
    mediaLibraryUrl: settingValue(map, "general.media_library_url") || origin,
    timeZone: siteTimeZone(map),
    footer: {
      // A value that parses but is not a list is dropped like invalid JSON.
      columns: Array.isArray(columns) ? (columns as FooterColumn[]) : [],
      middleHtml: settingValue(map, "general.footer.content.middle_html") ?? "",
      bottomHtml: settingValue(map, "general.footer.content.bottom_footer") ?? "",
    },
  };
}
