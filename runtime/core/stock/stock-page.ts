import { type SettingsMap, settingValue } from "../settings.ts";

/**
 * A page path as a setting holds it, as a link on a page under `base` ('/ar/'): an http(s) URL
 * or a site path ('/ar/stock') as it is, a path under the language base ('stock', './stock') with
 * the base before it; '' is the base itself (the home page). A protocol-relative '//host/x' is
 * never read as another site: it becomes a path under the base.
 */
export function pagePathHref(path: string, base: string): string {
  const trimmed = path.trim();
  if (trimmed === "") return base;
  if (/^https?:\/\//i.test(trimmed) || (trimmed.startsWith("/") && !trimmed.startsWith("//")))
    return trimmed;
  return `${base}${trimmed.replace(/^\.?\/+/, "")}`;
}

/**
 * The stock (vehicle list) page, the default target of every way back to the list (001 §2):
 * stock_locator.stock_page_path, else cars_inventory_ssr.ci_stock_page_path, else the home page,
 * as a link under `base` (see pagePathHref). The showroom's back link, the order-online journey's
 * listing link and the vehicle-list back bar all read it here.
 */
export function stockPageHref(settings: SettingsMap, base: string): string {
  const path =
    settingValue(settings, "stock_locator.stock_page_path")?.trim() ||
    settingValue(settings, "cars_inventory_ssr.ci_stock_page_path")?.trim() ||
    "";
  return pagePathHref(path, base);
}
