/** A stored setting as the API serves it. */
export interface SettingRow {
  key: string;
  value: string;
}

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
export function settingValue(map: SettingsMap, key: string): string | undefined {
  if (key.startsWith("price.")) {
    const alias = map.get(`prices.${key.slice("price.".length)}`);
    if (alias !== undefined && alias !== "") return alias;
  }
  return map.get(key);
}

/** 'true' stands for boolean true; anything else is false. */
export function settingFlag(map: SettingsMap, key: string): boolean {
  return settingValue(map, key) === "true";
}

/** JSON held as a string; invalid JSON logs 'Invalid JSON in {key}' and gives the fallback. */
export function settingJson<T>(
  map: SettingsMap,
  key: string,
  fallback: T,
  log: (message: string) => void,
): T {
  const raw = settingValue(map, key);
  if (raw === undefined || raw.trim() === "") return fallback;
  try {
    return JSON.parse(raw) as T;
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
  const columns = settingJson<unknown>(map, "general.footer.content.top_footer", [], log);
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
