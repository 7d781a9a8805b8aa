import { isSafeUrl } from "./footer.ts";
import { type SettingsMap, settingFlag, settingJson, settingValue } from "./settings.ts";

/** Items the FAB shows (§9): 4 on desktop, 3 on phones. */
export const FAB_DESKTOP_ITEMS = 4;
export const FAB_MOBILE_ITEMS = 3;

export interface FabLink {
  url: string;
  link_text: string;
  target: "_self" | "_blank";
  type: "internal" | "external" | "form" | "file";
}

/** One FAB item as the FAB shows it. */
export interface FabItem {
  link: FabLink;
  icon: string;
  dc_strategy?: { key: string; value: string; fallback?: { link: FabLink; icon: string } };
}

/** The FAB's state for one page (the names of §3 "FAB"). */
export interface FabState {
  isfabDisabled: boolean;
  desktopItems: number;
  mobileItems: number;
  isSecondary: boolean;
  items: FabItem[];
  isQuickLinks: boolean;
  areQuickLinksReversed: boolean;
  quickLinksExpandButtonLabel: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === "string" ? v.trim() : "");
const LINK_TYPES = ["internal", "external", "form", "file"] as const;

function fabLink(url: unknown, label: unknown, target: unknown, type: unknown): FabLink | null {
  const u = str(url);
  const text = str(label);
  if (u === "" || text === "" || !isSafeUrl(u)) return null;
  const t = (LINK_TYPES as readonly unknown[]).includes(type)
    ? (type as FabLink["type"])
    : /^https?:/i.test(u)
      ? "external"
      : "internal";
  return { url: u, link_text: text, target: target === "_blank" ? "_blank" : "_self", type: t };
}

/**
 * One admin JSON item — link, label, target, type, icon, dc_strategy {key, value},
 * use_dc_fallback, fallback {link, label?, icon} — as a FAB item; null when it has no safe link
 * or no label. The fallback is kept only when use_dc_fallback is true.
 */
export function fabItemFromAdmin(value: unknown): FabItem | null {
  if (!isObj(value)) return null;
  const link = isObj(value.link)
    ? fabLink(value.link.url, value.link.link_text, value.link.target, value.link.type)
    : fabLink(value.link, value.label, value.target, value.type);
  if (!link) return null;
  const item: FabItem = { link, icon: str(value.icon) };
  const dc = isObj(value.dc_strategy) ? value.dc_strategy : null;
  if (dc && str(dc.key) !== "") {
    item.dc_strategy = { key: str(dc.key), value: str(dc.value) };
    const fb = isObj(value.fallback) ? value.fallback : null;
    if (value.use_dc_fallback === true && fb) {
      const fbLink = isObj(fb.link)
        ? fabLink(fb.link.url, fb.link.link_text, fb.link.target, fb.link.type)
        : fabLink(fb.link, fb.label ?? value.label, fb.target ?? value.target, fb.type);
      if (fbLink) item.dc_strategy.fallback = { link: fbLink, icon: str(fb.icon) || item.icon };
    }
  }
  return item;
}

/**
 * Resolves dynamic content for an item. The dynamic-content engine decides per strategy whether
 * the item applies; until it answers (or when it fails: null), the content is shown by default,
 * and an item with a fallback shows its fallback link and icon instead.
 */
export function resolveDynamicItem(
  item: FabItem,
  decide: (strategy: { key: string; value: string }) => boolean | null = () => null,
): FabItem {
  if (!item.dc_strategy) return item;
  const decision = decide(item.dc_strategy);
  if (decision === true) return item;
  const fallback = item.dc_strategy.fallback;
  if (fallback) return { link: fallback.link, icon: fallback.icon };
  return item;
}

/**
 * The FAB for a page: a page-level FAB block's items override the admin items
 * (general.global_fab, JSON); the FAB is disabled when the admin JSON is empty and the page has
 * no FAB block, and on the pages hidden by navigation.disabled_on_pages (`isHiddenHere`).
 */
export function fabState(
  map: SettingsMap,
  {
    pageItems,
    isHiddenHere,
    log,
    decide,
  }: {
    pageItems?: readonly unknown[] | null;
    isHiddenHere: boolean;
    log: (m: string) => void;
    decide?: (strategy: { key: string; value: string }) => boolean | null;
  },
): FabState {
  const admin = settingJson<unknown>(map, "general.global_fab", [], log);
  const adminList = Array.isArray(admin) ? admin : [];
  const source = pageItems && pageItems.length > 0 ? pageItems : adminList;
  const items = source
    .map(fabItemFromAdmin)
    .filter((i): i is FabItem => i !== null)
    .map((i) => resolveDynamicItem(i, decide));
  return {
    isfabDisabled: isHiddenHere || items.length === 0,
    desktopItems: FAB_DESKTOP_ITEMS,
    mobileItems: FAB_MOBILE_ITEMS,
    isSecondary: settingFlag(map, "general.global_fab_secondary"),
    items,
    isQuickLinks: settingFlag(map, "general.global_fab_quick_links"),
    areQuickLinksReversed: settingFlag(map, "general.global_fab_quick_links_reversed_position"),
    quickLinksExpandButtonLabel:
      settingValue(map, "general.global_fab_quick_links_expand_button_label")?.trim() || "",
  };
}
