/** A page on the way to the current one: its lookup path (e.g. "models/defender") and title. */
export interface AncestorPage {
  path: string;
  title: string;
}

/** One crumb: its text and link (null for the current page). */
export interface Crumb {
  label: string;
  url: string | null;
}

/** The lookup paths above a page: "models/defender/specs" → ["models", "models/defender"]. */
export function ancestorPaths(pagePath: string): string[] {
  const parts = pagePath.split("/").filter(Boolean);
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join("/"));
}

/**
 * A page's breadcrumbs: home, then each ancestor that is a published page (a folder or a parent
 * page, by path) with its title, then the page itself without a link. None on the home page
 * ("index"). Ancestors with no page of their own are skipped.
 */
export function breadcrumbTrail(
  page: { path: string; title: string },
  ancestors: readonly AncestorPage[],
  { base, homeLabel }: { base: string; homeLabel: string },
): Crumb[] {
  if (page.path === "index" || page.path === "") return [];
  const root = base.endsWith("/") ? base : `${base}/`;
  const byPath = new Map(ancestors.map((a) => [a.path, a.title]));
  const crumbs: Crumb[] = [{ label: homeLabel, url: root }];
  for (const path of ancestorPaths(page.path)) {
    const title = byPath.get(path);
    if (title) crumbs.push({ label: title, url: `${root}${path}` });
  }
  crumbs.push({ label: page.title, url: null });
  return crumbs;
}

/** schema.org BreadcrumbList for the crumbs (absolute URLs; the last is the current page). */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  { origin, currentPath }: { origin: string; currentPath: string },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: new URL(c.url ?? currentPath, origin).href,
    })),
  };
}
