import type { GlobalSettingsSlBackButtonValue } from "../../generated/settings.ts";
import { settingsValidators } from "../../generated/validate.ts";
import { isUnderPagePrefixes } from "./page-prefixes.ts";
import { type SettingsMap, settingValue } from "./settings.ts";
import { pagePathHref, stockPageHref } from "./stock/stock-page.ts";

/*
 * The back bar of the vehicle-list modals (001 §2, 000 §9: 42 px): a bar above a vehicle's page
 * (the showroom, reached from the stock list) whose link goes back to the list. Configured by
 * `global.sl_back_button` (schemas/settings/global.schema.json). Pure: the main layout renders
 * what backBarModel decides.
 */

const BACK_BUTTON_KEY = "global.sl_back_button";

/** Logged when the stored setting is not JSON of its schema's shape (001 §8); no bar then. */
export const BACK_BUTTON_PARSE_ERROR = "Cannot parse back button settings";

export type BackButtonConfig = GlobalSettingsSlBackButtonValue;

/** What an empty or missing setting means: the bar on the showroom pages, back to the stock page. */
export const DEFAULT_BACK_BUTTON: Readonly<BackButtonConfig> = Object.freeze({
  enabled: true,
  label: "",
  url: "",
  pages: ["/showroom"],
});

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** The shape the validator leaves a valid value in (its defaults filled). */
function isBackButtonConfig(value: unknown): value is BackButtonConfig {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const v: { [key: string]: unknown } = { ...value };
  return (
    typeof v.enabled === "boolean" &&
    typeof v.label === "string" &&
    typeof v.url === "string" &&
    isStringList(v.pages)
  );
}

/**
 * `global.sl_back_button` read: the default when it is empty or missing; the stored object checked
 * by the namespace's generated validator (the schema's rules: known members only, a safe URL,
 * path prefixes) with its defaults filled; null, with 'Cannot parse back button settings' logged,
 * when it is not JSON or not of that shape.
 */
export function backButtonConfig(
  settings: SettingsMap,
  log: (message: string) => void,
): BackButtonConfig | null {
  const raw = settingValue(settings, BACK_BUTTON_KEY);
  if (raw === undefined || raw.trim() === "") return { ...DEFAULT_BACK_BUTTON };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    log(BACK_BUTTON_PARSE_ERROR);
    return null;
  }
  const holder: Record<string, unknown> = { [BACK_BUTTON_KEY]: parsed };
  const value = settingsValidators.global(holder) ? holder[BACK_BUTTON_KEY] : null;
  if (!isBackButtonConfig(value)) {
    log(BACK_BUTTON_PARSE_ERROR);
    return null;
  }
  return value;
}

/** The back bar as the layout renders it: its link's text and target. */
export interface BackBarModel {
  label: string;
  href: string;
}

/**
 * The back bar of the page at `urlPath` (e.g. /ar/showroom/defender-12), or null when there is
 * none: the setting is off, unreadable (logged) or does not list the page. Its target is the
 * setting's `url`, else the stock page (stockPageHref: stock_locator.stock_page_path, else
 * cars_inventory_ssr.ci_stock_page_path, else the home page); its text the setting's `label`,
 * else `defaultLabel` (the page language's «العودة إلى نتائج البحث»).
 */
export function backBarModel(
  settings: SettingsMap,
  input: { urlPath: string; base: string; defaultLabel: string; log: (message: string) => void },
): BackBarModel | null {
  const config = backButtonConfig(settings, input.log);
  if (!config?.enabled) return null;
  if (!isUnderPagePrefixes(config.pages, input.urlPath, input.base)) return null;
  return {
    label: config.label.trim() || input.defaultLabel,
    href:
      config.url.trim() === ""
        ? stockPageHref(settings, input.base)
        : pagePathHref(config.url, input.base),
  };
}
