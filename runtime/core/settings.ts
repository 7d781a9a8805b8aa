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

/** The site's IANA time zone: `general.site_timezone`, else Asia/Dubai. */
export function siteTimeZone(map: SettingsMap): string {
  return settingValue(map, "general.site_timezone") || DEFAULT_SITE_TIME_ZONE;
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
