import { isEvProgrammePage, isRedesignedPage } from "./navigation.ts";
import { type SettingsMap, settingJson, settingValue } from "./settings.ts";
import { isSafeUrl } from "./value-rules.ts";

/** Footer image defaults (§9): 200 × 80. */
export const FOOTER_IMAGE_WIDTH = 200;
export const FOOTER_IMAGE_HEIGHT = 80;

type FooterTarget = "_self" | "_blank";

/** A footer item after the §5 rules: a valid target, a label or an image, a safe URL. */
export interface FooterItem {
  type: "link" | "social" | "image" | "wrapper";
  label: string;
  id?: string;
  className?: string;
  url?: string;
  target: FooterTarget;
  rel?: string;
  icon?: string;
  ariaLabel?: string;
  image?: { src: string; alt: string; width: number; height: number };
  /** The wrapper's element (div or span) and its items. */
  tag: "div" | "span";
  items?: FooterItem[];
  dcStrategy?: { key: string; value: string };
}

export interface FooterRow {
  heading: string;
  headingTag: "h2" | "h3" | "h4" | "p";
  headingLink?: { url: string; target: FooterTarget };
  items: FooterItem[];
}

interface FooterColumn {
  type: "links" | "social";
  rows: FooterRow[];
}

/** The footer's four parts, from one prefix of settings, after the §5 rules. */
export interface FooterModel {
  variant: FooterVariant;
  topFooter: FooterColumn[];
  mediumFooter: FooterItem[];
  middleHtml: string;
  bottomHtml: string;
  searchbar: { placeholder: string } | null;
  /** general.footer.content holding raw HTML: shown when the JSON parts are empty. */
  fallbackHtml: string;
  /** general.mena_retailers.footer.config.api: the retailers area is shown when set. */
  retailersApi: string | null;
}

type FooterVariant = "default" | "redesign" | "bev";

/** Where each variant's parts are kept: `{prefix}.top_footer`, `{prefix}.searchbar`… */
type FooterPrefix =
  | "general.footer.content"
  | "general.redesign_config.footer.content"
  | "general.l460_bev_config.footer.content";

const FOOTER_PREFIX: Record<FooterVariant, FooterPrefix> = {
  default: "general.footer.content",
  redesign: "general.redesign_config.footer.content",
  bev: "general.l460_bev_config.footer.content",
};

const PARTS = ["top_footer", "medium_footer", "middle_html", "bottom_footer", "searchbar"] as const;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const optStr = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v : undefined;

/** Link targets are limited to _self and _blank (default _self). */
export function footerTarget(value: unknown): FooterTarget {
  return value === "_blank" ? "_blank" : "_self";
}

const ITEM_TYPES = ["link", "social", "image", "wrapper"] as const;

/**
 * One footer item, or null when it is invalid and dropped: an image item needs an image src;
 * every other type except wrapper needs a label; an unsafe URL (javascript:, //host…) drops it.
 */
export function footerItem(value: unknown, depth = 0): FooterItem | null {
  if (!isObj(value)) return null;
  const type = (ITEM_TYPES as readonly unknown[]).includes(value.type)
    ? (value.type as FooterItem["type"])
    : "link";
  const url = optStr(value.url);
  if (url !== undefined && !isSafeUrl(url)) return null;
  const label = str(value.label).trim();
  const image = isObj(value.image) ? value.image : null;
  const src = image ? optStr(image.src) : undefined;
  if (type === "image") {
    if (!src || !isSafeUrl(src)) return null;
  } else if (type !== "wrapper" && label === "") return null;
  const aria = isObj(value.aria) ? optStr(value.aria.label) : undefined;
  const dc = isObj(value.dc_strategy) ? value.dc_strategy : null;
  const item: FooterItem = {
    type,
    label,
    target: footerTarget(value.target),
    tag: value.tag === "span" ? "span" : "div",
  };
  const id = optStr(value.id);
  if (id) item.id = id;
  const className = optStr(value.class);
  if (className) item.className = className;
  if (url) item.url = url;
  const rel = optStr(value.rel);
  if (rel) item.rel = rel;
  const icon = optStr(value.icon);
  if (icon) item.icon = icon;
  if (aria) item.ariaLabel = aria;
  if (src && image)
    item.image = {
      src,
      alt: str(image.alt),
      width: positive(image.width) ?? FOOTER_IMAGE_WIDTH,
      height: positive(image.height) ?? FOOTER_IMAGE_HEIGHT,
    };
  if (dc && typeof dc.key === "string") item.dcStrategy = { key: dc.key, value: str(dc.value) };
  if (type === "wrapper" && Array.isArray(value.items) && depth < 2)
    item.items = footerItems(value.items, depth + 1);
  return item;
}

function positive(v: unknown): number | undefined {
  return typeof v === "number" && Number.isFinite(v) && v > 0 ? Math.round(v) : undefined;
}

/** The valid items of a list; invalid ones are dropped. */
export function footerItems(value: unknown, depth = 0): FooterItem[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => footerItem(v, depth)).filter((i): i is FooterItem => i !== null);
}

const HEADING_TAGS = ["h2", "h3", "h4", "p"] as const;

/** One row, or null: a row is kept only if it has items or a linked heading. */
export function footerRow(value: unknown): FooterRow | null {
  if (!isObj(value)) return null;
  const items = footerItems(value.items);
  const link = isObj(value.heading_link) ? value.heading_link : null;
  const linkUrl = link ? optStr(link.url) : undefined;
  const headingLink =
    linkUrl && isSafeUrl(linkUrl)
      ? { url: linkUrl, target: footerTarget(link?.target) }
      : undefined;
  const heading = str(value.heading).trim();
  if (items.length === 0 && !(headingLink && heading)) return null;
  const tag = (HEADING_TAGS as readonly unknown[]).includes(value.heading_html_tag)
    ? (value.heading_html_tag as FooterRow["headingTag"])
    : "h2";
  return { heading, headingTag: tag, ...(headingLink ? { headingLink } : {}), items };
}

/**
 * top_footer: columns of type links or social, each with rows. A column written the older way,
 * {heading, items}, reads as a links column of one row. Columns left with no row are dropped.
 */
export function footerColumns(value: unknown): FooterColumn[] {
  if (!Array.isArray(value)) return [];
  const out: FooterColumn[] = [];
  for (const c of value) {
    if (!isObj(c)) continue;
    const rowsIn = Array.isArray(c.rows) ? c.rows : "items" in c ? [c] : [];
    const rows = rowsIn.map(footerRow).filter((r): r is FooterRow => r !== null);
    if (rows.length > 0) out.push({ type: c.type === "social" ? "social" : "links", rows });
  }
  return out;
}

/**
 * The footer variant of a page: redesigned pages read general.redesign_config.footer.content.*,
 * electric-vehicle programme pages general.l460_bev_config.footer.content.* (when that variant
 * has any part set; otherwise the default parts).
 */
function footerVariant(map: SettingsMap, path: string, log: (m: string) => void): FooterVariant {
  const has = (v: FooterVariant) =>
    PARTS.some((p) => (settingValue(map, `${FOOTER_PREFIX[v]}.${p}`) ?? "").trim() !== "");
  if (isEvProgrammePage(map, path, log) && has("bev")) return "bev";
  if (isRedesignedPage(map, path, log) && has("redesign")) return "redesign";
  return "default";
}

/** The footer for a site path: one variant's parts, each checked by the §5 rules. */
export function footerModel(
  map: SettingsMap,
  { path, log }: { path: string; log: (m: string) => void },
): FooterModel {
  const variant = footerVariant(map, path, log);
  const prefix = FOOTER_PREFIX[variant];
  const search = settingJson(map, `${prefix}.searchbar`, null, log);
  const api = settingValue(map, "general.mena_retailers.footer.config.api")?.trim();
  return {
    variant,
    topFooter: footerColumns(settingJson(map, `${prefix}.top_footer`, [], log)),
    mediumFooter: footerItems(settingJson(map, `${prefix}.medium_footer`, [], log)),
    middleHtml: settingValue(map, `${prefix}.middle_html`) ?? "",
    bottomHtml: settingValue(map, `${prefix}.bottom_footer`) ?? "",
    searchbar: isObj(search) ? { placeholder: str(search.placeholder) } : null,
    fallbackHtml: settingValue(map, "general.footer.content") ?? "",
    retailersApi: api && isSafeUrl(api) ? api : null,
  };
}

/** Whether the JSON parts are all empty, so the raw-HTML fallback is shown. */
export function isFooterEmpty(model: FooterModel): boolean {
  return (
    model.topFooter.length === 0 &&
    model.mediumFooter.length === 0 &&
    model.middleHtml.trim() === "" &&
    model.bottomHtml.trim() === "" &&
    model.searchbar === null
  );
}

/** One retailer of the footer's retailers area. */
export interface Retailer {
  name: string;
  city: string;
  phone: string;
  url: string;
}

/**
 * Where the retailers area reads its retailers from (`general.mena_retailers.footer.config.api`).
 * The site ships the local source; a remote one fetches the API and maps its answer.
 */
interface RetailerSource {
  list(api: string): Promise<readonly Retailer[]>;
}

const DEMO_RETAILERS: readonly Retailer[] = [
  { name: "المعرض الرئيسي — دبي", city: "دبي", phone: "+971 4 555 0140", url: "/retailer-locator" },
  { name: "معرض أبوظبي", city: "أبوظبي", phone: "+971 2 555 0123", url: "/retailer-locator" },
  { name: "معرض الشارقة", city: "الشارقة", phone: "+971 6 555 0145", url: "/retailer-locator" },
];

/** The local source: demo retailers, whatever the API setting names. */
export const localRetailers: RetailerSource = {
  list: async () => DEMO_RETAILERS,
};
