import { normaliseListed, sitePath } from "./navigation.ts";

/** A URL path as the visitor reads it (`/ar/عروض`); as given when it is not valid percent-encoding. */
function decodedPath(urlPath: string): string {
  const path = urlPath.split(/[?#]/)[0] ?? "";
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Whether a page lies under one of the listed path prefixes of a setting (the optional bars'
 * `pages`): "/showroom" covers /showroom and /showroom/…, not /showroom-order-online; "/" covers
 * every page. A prefix is a site path, without the language code (`sitePath`); one written with
 * it ("/ar/showroom") matches too.
 */
export function isUnderPagePrefixes(
  prefixes: readonly string[],
  urlPath: string,
  base: string,
): boolean {
  const full = decodedPath(urlPath).replace(/\/+$/, "") || "/";
  const site = sitePath(full, base);
  return prefixes.some((prefix) => {
    const p = normaliseListed(prefix);
    if (p === "/") return true;
    return [site, full].some((path) => path === p || path.startsWith(`${p}/`));
  });
}
