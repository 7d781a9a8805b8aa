import { DEFAULT_SOCIAL_IMAGE_ID } from "./image-url.ts";
import type { PageRecord } from "./page-resolution.ts";
import { type SettingKey, type SettingsMap, settingJson } from "./settings.ts";

export interface PageMeta {
  title: string;
  description?: string;
  canonical: string;
  ogImage: string;
  ogTitle: string;
  robots?: string;
  /** The site's name (app name, else the theme's brand), for og:site_name; absent when none. */
  siteName?: string;
}

/** What every page's meta reads from the site: its name, theme, picture origin and default picture. */
export interface SiteMetaOptions {
  appName?: string;
  theme: string;
  mediaLibraryUrl?: string;
  defaultSocialImageId?: number;
}

interface BuildPageMetaInput {
  page: PageRecord;
  settings: SiteMetaOptions;
  /** Site origin without a trailing slash, e.g. "https://example.com". */
  origin: string;
  /** Current path, may include a query, e.g. "/ar/models?x=1". */
  currentPath: string;
}

interface ChooseMetaPageInput {
  /** Catch-all route parameter; routers may hand repeatable params over as segments. */
  pathMatch: string | readonly string[] | undefined;
  current: PageRecord;
  previous?: PageRecord | null;
}

export const TITLE_DIVIDER = " | ";
export const OG_IMAGE_WIDTH = 1600;

// A Map rather than an object literal so a theme like "constructor" cannot hit the prototype.
const BRAND_BY_THEME: ReadonlyMap<string, string> = new Map([
  ["lrdx", "لاند روفر"],
  ["jdx", "جاكوار"],
]);

export function buildPageMeta(input: BuildPageMetaInput): PageMeta {
  const { page, settings, currentPath } = input;
  const origin = withoutTrailingSlashes(input.origin);
  const siteName = siteNameFor(settings);
  const pageTitle = nonBlank(page.meta_title) ?? nonBlank(page.title);

  const meta: PageMeta = {
    title: documentTitle(pageTitle, siteName),
    canonical: canonicalUrl(page.canonical_url, origin, currentPath),
    ogImage: ogImageUrl(page, settings, origin),
    ogTitle: pageTitle ?? siteName,
  };
  const description = nonBlank(page.meta_description);
  if (description !== null) meta.description = description;
  if (page.disable_seo_tracking) meta.robots = "none";
  if (siteName !== "") meta.siteName = siteName;
  return meta;
}

/**
 * While the catch-all route switches pages, the route parameter can already point at the next
 * page while the loaded page is still the previous one; only a matching page may own the meta.
 * News pages are exempt because their path does not mirror the route.
 */
export function chooseMetaPage(input: ChooseMetaPageInput): PageRecord {
  const { pathMatch, current, previous } = input;
  if (current.page_type === "news") return current;
  if (normalizePagePath(pathMatch) === normalizePagePath(current.path)) return current;
  return previous ?? current;
}

function siteNameFor(settings: SiteMetaOptions): string {
  return nonBlank(settings.appName) ?? BRAND_BY_THEME.get(settings.theme) ?? "";
}

function documentTitle(pageTitle: string | null, siteName: string): string {
  if (pageTitle === null) return siteName;
  if (siteName === "" || pageTitle === siteName) return pageTitle;
  return `${pageTitle}${TITLE_DIVIDER}${siteName}`;
}

function canonicalUrl(canonical: string | null, origin: string, currentPath: string): string {
  const configured = nonBlank(canonical);
  if (configured === null) return `${origin}${pathWithoutQuery(currentPath)}`;
  // `//host/...` is protocol-relative, i.e. already absolute, so only single-slash paths count.
  if (configured.startsWith("/") && !configured.startsWith("//")) return `${origin}${configured}`;
  return configured;
}

function ogImageUrl(page: PageRecord, settings: SiteMetaOptions, origin: string): string {
  const external = nonBlank(page.external_meta_image);
  if (external !== null) return external;
  const libraryUrl = withoutTrailingSlashes(nonBlank(settings.mediaLibraryUrl) ?? origin);
  const imageId = page.image_id ?? settings.defaultSocialImageId ?? DEFAULT_SOCIAL_IMAGE_ID;
  return `${libraryUrl}/api/v2/images/${imageId}/w/${OG_IMAGE_WIDTH}.jpg`;
}

function normalizePagePath(path: string | readonly string[] | undefined): string {
  const joined = typeof path === "string" ? path : (path ?? []).join("/");
  const trimmed = joined.replace(/^\/+|\/+$/g, "");
  // The home page is stored as "index" but reached with an empty route parameter.
  return trimmed === "" ? "index" : trimmed;
}

function pathWithoutQuery(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? "";
}

function withoutTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, "");
}

function nonBlank(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

// ---------------------------------------------------------------------------------------------
// Open Graph locale

/**
 * The territory og:locale pairs a language with when its tag names none: the Gulf for Arabic
 * (the site's market), otherwise where the language is mainly spoken; a language not listed gets
 * its own code upper-cased (de_DE, fr_FR).
 */
const OG_TERRITORIES: ReadonlyMap<string, string> = new Map([
  ["ar", "AE"],
  ["bn", "BD"],
  ["ca", "ES"],
  ["ckb", "IQ"],
  ["cs", "CZ"],
  ["da", "DK"],
  ["el", "GR"],
  ["en", "GB"],
  ["et", "EE"],
  ["eu", "ES"],
  ["fa", "IR"],
  ["he", "IL"],
  ["ja", "JP"],
  ["ka", "GE"],
  ["ko", "KR"],
  ["ne", "NP"],
  ["sl", "SI"],
  ["sq", "AL"],
  ["sr", "RS"],
  ["sv", "SE"],
  ["uk", "UA"],
  ["vi", "VN"],
  ["zh", "CN"],
]);

/** og:locale (`language_TERRITORY`) for a page language code or tag: ar → ar_AE, pt-br → pt_BR. */
export function ogLocale(lang: string): string {
  const [language = "", ...rest] = lang.trim().split(/[-_]/);
  const base = language.toLowerCase() || "ar";
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part));
  return `${base}_${(region ?? OG_TERRITORIES.get(base) ?? base).toUpperCase()}`;
}

// ---------------------------------------------------------------------------------------------
// The `meta` setting

/** One entry of the `meta` setting: a <meta> named by `name`, or by `property` (Open Graph). */
export type ExtraMetaTag =
  | { name: string; content: string }
  | { property: string; content: string };

const META_SETTING_KEY = "meta" satisfies SettingKey;

/** What 000 §5 says to log when the `meta` setting is not a list of valid entries. */
export const META_SETTING_WARNING = 'Please check your "meta" settings in admin panel.';

/**
 * Names and properties every page writes itself (above): the `meta` setting cannot add a second
 * description or robots, which would contradict the page's own (robots none on pages whose SEO
 * is disabled). Compared without case.
 */
const RESERVED_META_NAMES: readonly string[] = [
  "description",
  "robots",
  "viewport",
  "theme-color",
  "og:title",
  "og:description",
  "og:image",
  "og:url",
  "og:locale",
  "og:site_name",
  "og:type",
  "twitter:card",
];

/** A name or property the `meta` setting may use: letters, digits and `_ . : -`, from a letter. */
const META_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.:-]{0,99}$/;

function extraMetaTag(value: unknown): ExtraMetaTag | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  const entry = value as Record<string, unknown>;
  const attribute = keys.find((k) => k !== "content");
  if (keys.length !== 2 || (attribute !== "name" && attribute !== "property")) return null;
  const name = entry[attribute];
  const content = entry.content;
  if (typeof name !== "string" || typeof content !== "string") return null;
  if (!META_NAME_PATTERN.test(name) || RESERVED_META_NAMES.includes(name.toLowerCase()))
    return null;
  return attribute === "name" ? { name, content } : { property: name, content };
}

/**
 * The extra meta tags of the `meta` setting (a JSON array of `{name, content}` or `{property,
 * content}`), written in every page's <head>. Invalid JSON logs 'Invalid JSON in meta' and adds
 * none; JSON that is not an array, or entries that are not one of the two shapes (another
 * attribute, a reserved or malformed name, a value that is not a string), log 'Please check your
 * "meta" settings in admin panel.' and are left out, the valid entries kept. The admin's form
 * refuses all of these when the setting is saved (schemas/settings/meta.schema.json).
 */
export function extraMetaTags(map: SettingsMap, log: (message: string) => void): ExtraMetaTag[] {
  const raw = settingJson(map, META_SETTING_KEY, [], log);
  if (!Array.isArray(raw)) {
    log(META_SETTING_WARNING);
    return [];
  }
  const tags = raw.map(extraMetaTag);
  const valid = tags.filter((tag): tag is ExtraMetaTag => tag !== null);
  if (valid.length !== tags.length) log(META_SETTING_WARNING);
  return valid;
}
