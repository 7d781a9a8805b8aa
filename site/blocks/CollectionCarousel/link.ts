/** Where a Collection Carousel card (or the Color Button Carousel's button) leads. */
export interface CollectionLink {
  href: string;
  isExternal: boolean;
}

/**
 * The catalogue's rule (§5.5): a url that starts with http or https is external and is used as
 * given; any other url is internal, a path of this site under the page's language base
 * ("collection/bag" and "/collection/bag" both give "/ar/collection/bag"; a path already under
 * the base is kept). An empty url gives no link.
 */
export function collectionLink(url: string, base: string): CollectionLink | null {
  const value = url.trim();
  if (value === "") return null;
  if (/^https?:/i.test(value)) return { href: value, isExternal: true };
  if (value.startsWith("#") || value.startsWith("?")) return { href: value, isExternal: false };
  const root = base.replace(/\/$/, "");
  const path = `/${value.replace(/^(\.\/)+/, "").replace(/^\/+/, "")}`;
  const href = path === root || path.startsWith(`${root}/`) ? path : `${root}${path}`;
  return { href, isExternal: false };
}
