import type { NavEntry, NavEntryV1List } from "../../generated/types.ts";
import { type SettingsMap, settingFlag, settingJson, settingValue } from "./settings.ts";

export type { NavEntry };

/** One entry as the v1 navigation answers it (GET /nav_entries): a JSON:API resource. */
export type NavEntryV1 = NavEntryV1List["data"][number];

/**
 * An entry as a v1 resource: the v2 entry's fields as attributes, its ids as strings (JSON:API's),
 * and its parent both as parent_id (the Core CMS API's clients read attributes only) and as
 * relationships.parent (schemas/entities/nav-entry-v1-list says why).
 */
export function navEntryV1(entry: NavEntry): NavEntryV1 {
  const parentId = entry.parent_id === null ? null : String(entry.parent_id);
  return {
    id: String(entry.id),
    type: "nav_entry",
    attributes: {
      label: entry.label,
      url: entry.url,
      target: entry.target,
      position: entry.position,
      parent_id: parentId,
      lang: entry.lang,
    },
    relationships: {
      parent: { data: parentId === null ? null : { type: "nav_entry", id: parentId } },
    },
  };
}

/** Levels the v2 navigation may hold: a top entry, its children and theirs. */
export const MAX_NAV_DEPTH = 3;

/** One entry with its children, siblings by position. */
export interface NavNode {
  id: number;
  label: string;
  url: string;
  target: "_self" | "_blank";
  lang: string | null;
  children: NavNode[];
}

/**
 * The entries as a tree: siblings by position (then id), entries deeper than MAX_NAV_DEPTH and
 * entries whose parent is missing (or a cycle) left out.
 */
export function navTree(entries: readonly NavEntry[]): NavNode[] {
  const byParent = new Map<number | null, NavEntry[]>();
  for (const e of entries) {
    const list = byParent.get(e.parent_id) ?? [];
    list.push(e);
    byParent.set(e.parent_id, list);
  }
  const build = (parent: number | null, depth: number): NavNode[] => {
    if (depth > MAX_NAV_DEPTH) return [];
    return [...(byParent.get(parent) ?? [])]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((e) => ({
        id: e.id,
        label: e.label,
        url: e.url,
        target: e.target,
        lang: e.lang,
        children: build(e.id, depth + 1),
      }));
  };
  return build(null, 1);
}

/** Whether an entry is in a language's menu: its own entries and those of every language (lang null). */
export function isInMenuOf(entry: Pick<NavEntry, "lang">, lang: string): boolean {
  return entry.lang === null || entry.lang === lang;
}

/** The depth an entry would have under `parentId` (1 at the top), or null when the parent is unknown. */
export function depthUnder(entries: readonly NavEntry[], parentId: number | null): number | null {
  let depth = 1;
  let at = parentId;
  const byId = new Map(entries.map((e) => [e.id, e]));
  while (at !== null) {
    const parent = byId.get(at);
    if (!parent || depth > entries.length) return null;
    depth++;
    at = parent.parent_id;
  }
  return depth;
}

/** The height of the subtree under an entry: 1 for a leaf. */
export function subtreeHeight(entries: readonly NavEntry[], id: number): number {
  const children = entries.filter((e) => e.parent_id === id);
  return 1 + Math.max(0, ...children.map((c) => subtreeHeight(entries, c.id)));
}

/** True when `id` is `ancestorId` or lies under it (a move there would make a cycle). */
export function isInside(
  entries: readonly NavEntry[],
  id: number | null,
  ancestorId: number,
): boolean {
  const byId = new Map(entries.map((e) => [e.id, e]));
  let at = id;
  for (let steps = 0; at !== null && steps <= entries.length; steps++) {
    if (at === ancestorId) return true;
    at = byId.get(at)?.parent_id ?? null;
  }
  return false;
}

/**
 * The site path of a URL path: the language base dropped, no trailing slash, "/" for the home
 * page ("/ar/" → "/", "/ar/models/defender/" → "/models/defender", "/ar/index" → "/").
 */
export function sitePath(urlPath: string, base: string): string {
  const root = base.endsWith("/") ? base : `${base}/`;
  let rest = urlPath.split(/[?#]/)[0] ?? "";
  if (rest === root.slice(0, -1) || rest.startsWith(root)) rest = rest.slice(root.length - 1);
  rest = rest.replace(/\/+$/, "");
  if (rest === "" || rest === "/index") return "/";
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** A listed path in the form sitePath gives ("models/x/" → "/models/x", "" → "/"). */
export function normaliseListed(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, "");
  if (trimmed === "" || trimmed === "/index" || trimmed === "index") return "/";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/**
 * The paths in `navigation.disabled_on_pages` (JSON list; default ["/"]): the pages on which the
 * global FAB is hidden (the main layout's text; the header keeps its menu there).
 */
export function disabledOnPages(map: SettingsMap, log: (message: string) => void): string[] {
  const value = settingJson(map, "navigation.disabled_on_pages", ["/"], log);
  if (!Array.isArray(value)) {
    log("navigation.disabled_on_pages is not a list: the default applies");
    return ["/"];
  }
  return value.filter((p): p is string => typeof p === "string").map(normaliseListed);
}

/** Whether a site path is one of the listed pages (exact match, as paths are compared). */
export function isListedPage(listed: readonly string[], path: string): boolean {
  return listed.includes(normaliseListed(path));
}

/** One entry of `navigation.logo_settings`. */
interface LogoSetting {
  matchingPath: string;
  homepage: string;
  logo: string;
  /** The brand this entry identifies: it names the favicon (favicon-{type}.ico). */
  type?: string;
  target?: "_self" | "_blank";
}

const nonEmpty = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

/**
 * `navigation.logo_settings`: each entry needs matchingPath, homepage and logo; when one lacks a
 * key the whole list is discarded with a warning. Invalid JSON logs 'Invalid JSON in
 * navigation.logo_settings'.
 */
export function logoSettings(map: SettingsMap, log: (message: string) => void): LogoSetting[] {
  const value = settingJson(map, "navigation.logo_settings", [], log);
  if (!Array.isArray(value)) {
    log("navigation.logo_settings is not a list: the default logo is used");
    return [];
  }
  const out: LogoSetting[] = [];
  for (const entry of value) {
    const e = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>;
    if (!nonEmpty(e.matchingPath) || !nonEmpty(e.homepage) || !nonEmpty(e.logo)) {
      log(
        "navigation.logo_settings: every entry needs matchingPath, homepage and logo; the whole list is discarded",
      );
      return [];
    }
    out.push({
      matchingPath: e.matchingPath,
      homepage: e.homepage,
      logo: e.logo,
      ...(nonEmpty(e.type) ? { type: e.type } : {}),
      ...(e.target === "_blank" || e.target === "_self" ? { target: e.target } : {}),
    });
  }
  return out;
}

/** Whether a site path is `prefix` or lies under it ("/defender" matches "/defender/x", not "/defenders"). */
function isUnder(path: string, prefix: string): boolean {
  const p = normaliseListed(prefix);
  if (p === "/") return path === "/";
  return path === p || path.startsWith(`${p}/`);
}

/** The logo for a site path: the most specific matching entry, else null (the default logo, linking to /). */
export function logoForPath(entries: readonly LogoSetting[], path: string): LogoSetting | null {
  let best: LogoSetting | null = null;
  for (const e of entries)
    if (isUnder(path, e.matchingPath))
      if (
        !best ||
        normaliseListed(e.matchingPath).length > normaliseListed(best.matchingPath).length
      )
        best = e;
  return best;
}

/**
 * The favicon for a site path: the matching logo entry's brand (its `type`) names it
 * (/favicon-{type}.ico); favicon.ico when no brand is identified, and always for the jdx theme.
 */
export function faviconForPath(
  entries: readonly LogoSetting[],
  path: string,
  theme: string,
): string {
  if (theme === "jdx") return "/favicon.ico";
  const type = logoForPath(entries, path)?.type;
  return type ? `/favicon-${encodeURIComponent(type.toLowerCase())}.ico` : "/favicon.ico";
}

/**
 * Which navigation the header shows: v2 or v1 (the same menu of the same entries; the one
 * `navigation.use_v2` makes the site's), light or logo-only.
 */
export type NavVariant = "v2" | "v1" | "light" | "logo-only";

/**
 * Whether the site's navigation is the v2 one (GET /nav_entries_v2): unless
 * `navigation.use_v2` is 'false', which makes it the v1 one (GET /nav_entries). Both calls answer
 * either way; this decides which one the header follows.
 */
export function isNavV2(map: SettingsMap): boolean {
  return settingValue(map, "navigation.use_v2") !== "false";
}

/** A JSON list of site paths held in a setting, or the fallback. */
function pathList(
  map: SettingsMap,
  key: "navigation.ev_paths" | "navigation.redesign_paths",
  fallback: string[],
  log: (message: string) => void,
): string[] {
  const value = settingJson(map, key, fallback, log);
  return Array.isArray(value) ? value.filter((p): p is string => typeof p === "string") : fallback;
}

/** Electric-vehicle programme pages: under a prefix of `navigation.ev_paths`. */
export function isEvProgrammePage(
  map: SettingsMap,
  path: string,
  log: (m: string) => void,
): boolean {
  return pathList(map, "navigation.ev_paths", ["/range-rover-electric"], log).some((p) =>
    isUnder(path, p),
  );
}

/**
 * Electric-vehicle pre-order pages: an EV programme page whose path has a segment containing
 * "pre-order" (e.g. /range-rover-electric/pre-order, /range-rover-electric/pre-order-form).
 */
function isEvPreOrderPage(map: SettingsMap, path: string, log: (m: string) => void): boolean {
  return isEvProgrammePage(map, path, log) && path.split("/").some((s) => s.includes("pre-order"));
}

/** Redesigned pages: under a prefix of `navigation.redesign_paths`. */
export function isRedesignedPage(
  map: SettingsMap,
  path: string,
  log: (m: string) => void,
): boolean {
  return pathList(map, "navigation.redesign_paths", [], log).some((p) => isUnder(path, p));
}

/**
 * The header's variant: logo-only on the EV pre-order pages; the light variant on redesigned
 * pages or everywhere with `navigation.light_variant` = 'true'; otherwise the v2 navigation, or
 * the v1 one when `navigation.use_v2` is 'false'.
 */
export function navVariant(map: SettingsMap, path: string, log: (m: string) => void): NavVariant {
  if (isEvPreOrderPage(map, path, log)) return "logo-only";
  if (settingFlag(map, "navigation.light_variant") || isRedesignedPage(map, path, log))
    return "light";
  return isNavV2(map) ? "v2" : "v1";
}

/** What the header needs for one page, decided from settings and the path. */
export interface HeaderModel {
  variant: NavVariant;
  /** The logo picture (URL), or null for the built-in logo. */
  logo: string | null;
  /** Where the logo links: the entry's homepage, else the site's home. */
  homepage: string | null;
  logoTarget: "_self" | "_blank";
  favicon: string;
}

export function headerModel(
  map: SettingsMap,
  { path, theme, log }: { path: string; theme: string; log: (m: string) => void },
): HeaderModel {
  const logos = logoSettings(map, log);
  const matched = logoForPath(logos, path);
  return {
    variant: navVariant(map, path, log),
    logo: matched?.logo ?? null,
    homepage: matched?.homepage ?? null,
    logoTarget: matched?.target ?? "_self",
    favicon: faviconForPath(logos, path, theme),
  };
}
