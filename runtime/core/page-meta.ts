import { DEFAULT_SOCIAL_IMAGE_ID } from "./image-url.ts";
import type { PageRecord } from "./page-resolution.ts";

export interface PageMeta {
  title: string;
  description?: string;
  canonical: string;
  ogImage: string;
  ogTitle: string;
  robots?: string;
}

export interface MetaSettings {
  appName?: string;
  theme: string;
  mediaLibraryUrl?: string;
  defaultSocialImageId?: number;
}

export interface BuildPageMetaInput {
  page: PageRecord;
  settings: MetaSettings;
  /** Site origin without a trailing slash, e.g. "https://example.com". */
  origin: string;
  /** Current path, may include a query, e.g. "/ar/models?x=1". */
  currentPath: string;
}

export interface ChooseMetaPageInput {
  /** Catch-all route parameter; routers may hand repeatable params over as segments. */
  pathMatch: string | readonly string[] | undefined;
  current: PageRecord;
  previous?: PageRecord | null;
}

export { DEFAULT_SOCIAL_IMAGE_ID };

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

function siteNameFor(settings: MetaSettings): string {
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

function ogImageUrl(page: PageRecord, settings: MetaSettings, origin: string): string {
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
