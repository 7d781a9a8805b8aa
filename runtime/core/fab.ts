import { isPageFabBlock } from "../../generated/blocks.ts";
import type { AnyBlock, BlockInstanceMap, PageFabTemplateKey } from "../../generated/types.ts";
import type { DcStrategyRef, DynamicContentDisplay } from "./dynamic-content.ts";
import { type SettingsMap, settingFlag, settingJson, settingValue } from "./settings.ts";
import { isSafeUrl } from "./value-rules.ts";

/** Items the FAB shows (§9): 4 on desktop, 3 on phones. */
export const FAB_DESKTOP_ITEMS = 4;
export const FAB_MOBILE_ITEMS = 3;

interface FabLink {
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
  /** The Ready To Go Bar's items when the page has one (they are then `items`). */
  RTGItems: FabItem[];
  isRTGOnPage: boolean;
  /** The Ready To Go Bar's mobile_button_label ("" when none: the language's 'Show more'). */
  mobileButtonLabel: string;
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
 * Decides an item's dynamic content (section 4): the item itself, its fallback (link and icon),
 * or nothing (null). `display` is runtime/core/dynamic-content.ts's decision; without one, every
 * item shows (the strategy's values are unknown: null).
 */
export function resolveDynamicItem(
  item: FabItem,
  display: (strategy: DcStrategyRef, hasFallback: boolean) => DynamicContentDisplay = () =>
    "content",
): FabItem | null {
  if (!item.dc_strategy) return item;
  const fallback = item.dc_strategy.fallback;
  switch (display(item.dc_strategy, fallback !== undefined)) {
    case "content":
      return item;
    case "fallback":
      return fallback ? { link: fallback.link, icon: fallback.icon } : null;
    case "nothing":
      return null;
  }
}

/** "At most 5 groups, of which only the first 4 are displayed": the bar and the FAB alike. */
export const READY_TO_GO_BAR_SHOWN = 4;

/** A page's FAB block as the FAB reads it. */
export interface PageFab {
  /** Its groups as admin JSON items (fabItemFromAdmin reads them). */
  items: unknown[];
  /** fabDisabled: no FAB on the page at all. */
  isFabDisabled: boolean;
  mobileButtonLabel: string;
}

/** The page-level FAB block (schema `x-page-fab`): the Ready To Go Bar. */
type RtgBlock = BlockInstanceMap[PageFabTemplateKey];
type RtgLink = RtgBlock["groups"][number]["link"];

function adminLink(link: RtgLink) {
  // A form link names its form by id; the FAB writes it as #form-{id}.
  const url = link.type === "form" ? link.rdx_forms_form_id || "1" : link.url;
  return { url, link_text: link.link_text, target: link.target, type: link.type };
}

/**
 * The page-level FAB: the first Ready To Go Bar among the blocks visitors get (hidden by
 * hide_block or not: hiding the bar keeps its items for the FAB), its first 4 groups as admin
 * items with their dynamic-content strategy (the group's link.dc_strategy) and fallback
 * (use_dc_fallback, fallback_link, fallback_icon). null when the page has none.
 */
export function readyToGoFab(blocks: readonly AnyBlock[]): PageFab | null {
  const bar = blocks.find(isPageFabBlock);
  if (!bar) return null;
  return {
    isFabDisabled: bar.fields.fabDisabled === true,
    mobileButtonLabel: bar.fields.mobile_button_label.trim(),
    items: bar.groups.slice(0, READY_TO_GO_BAR_SHOWN).map((g) => ({
      link: adminLink(g.link),
      icon: g.icon,
      dc_strategy: g.link.dc_strategy,
      use_dc_fallback: g.use_dc_fallback === true,
      fallback: { link: adminLink(g.fallback_link), icon: g.fallback_icon },
    })),
  };
}

/**
 * The FAB for a page. A page-level FAB block (the Ready To Go Bar, `page`) overrides the admin
 * items (general.global_fab, JSON); its fabDisabled switches the FAB off on the page. The FAB is
 * disabled when the admin JSON is empty and the page has no FAB block, when nothing is left to
 * show, and on the pages hidden by navigation.disabled_on_pages (`isHiddenHere`). `display`
 * decides each item's dynamic content. `pageItems` is the older form of `page` (items only).
 */
export function fabState(
  map: SettingsMap,
  {
    page,
    pageItems,
    isHiddenHere,
    log,
    display,
  }: {
    page?: PageFab | null;
    pageItems?: readonly unknown[] | null;
    isHiddenHere: boolean;
    log: (m: string) => void;
    display?: (strategy: DcStrategyRef, hasFallback: boolean) => DynamicContentDisplay;
  },
): FabState {
  const pageFab: PageFab | null =
    page ??
    (pageItems && pageItems.length > 0
      ? { items: [...pageItems], isFabDisabled: false, mobileButtonLabel: "" }
      : null);
  const decided = (list: readonly unknown[]) =>
    list
      .map(fabItemFromAdmin)
      .filter((i): i is FabItem => i !== null)
      .map((i) => resolveDynamicItem(i, display))
      .filter((i): i is FabItem => i !== null);
  const RTGItems = pageFab ? decided(pageFab.items) : [];
  let items = RTGItems;
  if (!pageFab) {
    const admin = settingJson(map, "general.global_fab", [], log);
    items = decided(Array.isArray(admin) ? admin : []);
  }
  return {
    isfabDisabled: isHiddenHere || pageFab?.isFabDisabled === true || items.length === 0,
    desktopItems: FAB_DESKTOP_ITEMS,
    mobileItems: FAB_MOBILE_ITEMS,
    isSecondary: settingFlag(map, "general.global_fab_secondary"),
    items,
    RTGItems,
    isRTGOnPage: pageFab !== null,
    mobileButtonLabel: pageFab?.mobileButtonLabel ?? "",
    isQuickLinks: settingFlag(map, "general.global_fab_quick_links"),
    areQuickLinksReversed: settingFlag(map, "general.global_fab_quick_links_reversed_position"),
    quickLinksExpandButtonLabel:
      settingValue(map, "general.global_fab_quick_links_expand_button_label")?.trim() || "",
  };
}
