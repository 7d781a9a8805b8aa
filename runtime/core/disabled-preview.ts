// The address where a signed-in editor previews a page visitors cannot see (000 §2, the
// /disabled-preview* route): /{lang}/disabled-preview/{the page's path}, the home page ("index")
// at /{lang}/disabled-preview/. Pure, so the server's route and the editor's links agree.

import { HOME_PAGE_PATH, sitePageUrl } from "./page-resolution.ts";

/** The first segment of a preview address under a language base. */
export const DISABLED_PREVIEW_SEGMENT = "disabled-preview";

/** A stored page path with each segment encoded for a URL (Arabic paths, a Location header). */
export function encodedPagePath(path: string): string {
  return path
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
}

/** The preview address of a page path under a language base (`/ar/`), encoded. */
export function disabledPreviewUrl(base: string, path: string): string {
  return sitePageUrl(`${base}${DISABLED_PREVIEW_SEGMENT}/`, encodedPagePath(path));
}

/**
 * The page path a site lookup path (runtime/core/page-resolution.ts pagePathFromUrl) previews, or
 * null when it is not a preview address: `disabled-preview/models/defender` previews
 * `models/defender`; `disabled-preview` alone previews the home page.
 */
export function previewedPagePath(lookupPath: string): string | null {
  if (lookupPath === DISABLED_PREVIEW_SEGMENT) return HOME_PAGE_PATH;
  const prefix = `${DISABLED_PREVIEW_SEGMENT}/`;
  return lookupPath.startsWith(prefix) ? lookupPath.slice(prefix.length) : null;
}
