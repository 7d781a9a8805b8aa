import { type SettingsMap, settingJson, settingValue } from "./settings.ts";

/**
 * Predefined links (sections 3, 5, 8): `predefined_links` is a JSON array of {alias, url}.
 * - '{lang}' in a URL is replaced by the language's URL code;
 * - configured pass-through query parameters (`predefined_links.pass_through_params`) are copied
 *   from the current URL when the link lacks them;
 * - invalid JSON logs 'Invalid JSON in predefined_links' and gives an empty list.
 */

interface PredefinedLink {
  alias: string;
  url: string;
}

/** The links of the setting; entries without a text alias and url are dropped. */
export function predefinedLinks(
  map: SettingsMap,
  log: (message: string) => void,
): PredefinedLink[] {
  const parsed = settingJson(map, "predefined_links", [], log);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { alias, url } = entry as { alias?: unknown; url?: unknown };
    return typeof alias === "string" && alias.trim() !== "" && typeof url === "string" && url !== ""
      ? [{ alias: alias.trim(), url }]
      : [];
  });
}

/** The configured pass-through parameter names (comma-separated). */
export function passThroughParams(map: SettingsMap): string[] {
  return (settingValue(map, "predefined_links.pass_through_params") ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
}

interface LinkContext {
  /** The language's URL code ("ar"). */
  lang: string;
  /** The current page's URL (absolute, or a path with its query). */
  currentUrl: string;
  passThrough: readonly string[];
  log?: (message: string) => void;
}

const BASE = "http://predefined.invalid";

/** '{lang}' replaced, and the pass-through parameters the link lacks copied from the current URL. */
export function predefinedLinkUrl(url: string, context: LinkContext): string {
  const withLang = url.replaceAll("{lang}", encodeURIComponent(context.lang));
  if (context.passThrough.length === 0) return withLang;
  try {
    const current = new URL(context.currentUrl, BASE).searchParams;
    const hashAt = withLang.indexOf("#");
    const beforeHash = hashAt === -1 ? withLang : withLang.slice(0, hashAt);
    const hash = hashAt === -1 ? "" : withLang.slice(hashAt);
    const queryAt = beforeHash.indexOf("?");
    const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
    const params = new URLSearchParams(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1));
    let added = false;
    for (const name of context.passThrough) {
      if (params.has(name)) continue;
      for (const value of current.getAll(name)) {
        params.append(name, value);
        added = true;
      }
    }
    if (!added) return withLang;
    return `${path}?${params.toString()}${hash}`;
  } catch (error) {
    (context.log ?? console.warn)(
      `Error passing parameters to predefined link ${url}: ${String(error)}`,
    );
    return withLang;
  }
}

/** The URL of the link with this alias, ready to follow; undefined when no link has it. */
export function resolvePredefinedLink(
  alias: string,
  links: readonly PredefinedLink[],
  context: LinkContext,
): string | undefined {
  const link = links.find((l) => l.alias === alias.trim());
  return link ? predefinedLinkUrl(link.url, context) : undefined;
}

/**
 * How a link names a predefined link: its href is exactly the alias (trimmed), e.g. a CTA, FAB
 * item or footer link whose url is `test_drive`. The document gives predefined links an alias
 * and a url but not how content refers to them; an alias is a bare word, which the safe-URL rule
 * accepts as a relative link, so an editor types it where a URL goes. An alias wins over a page
 * of the same relative name.
 */
export function predefinedLinkFor(
  href: string,
  links: readonly PredefinedLink[],
): PredefinedLink | undefined {
  const wanted = href.trim();
  return wanted === "" ? undefined : links.find((l) => l.alias === wanted);
}

/**
 * The server's part: the URL with '{lang}' replaced. The pass-through part depends on the
 * visitor's query, which the shared (cached) HTML cannot hold: the link carries the parameter
 * names (PASS_THROUGH_ATTRIBUTE) and the browser copies them (applyPassThrough).
 */
export function predefinedHref(link: PredefinedLink, lang: string): string {
  return predefinedLinkUrl(link.url, { lang, currentUrl: "/", passThrough: [] });
}

/** The attribute that marks a predefined link, with its comma-separated pass-through names. */
export const PASS_THROUGH_ATTRIBUTE = "data-pass-through";

/** What the browser's part needs of a link: the DOM's anchor, or a stand-in in tests. */
export interface PassThroughAnchor {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

/**
 * The browser's part: each marked link gets the configured parameters of the current URL that it
 * lacks. Returns how many links changed.
 */
export function applyPassThrough(
  root: { querySelectorAll(selector: string): Iterable<PassThroughAnchor> },
  currentUrl: string,
  log: (message: string) => void = console.warn,
): number {
  let changed = 0;
  for (const anchor of root.querySelectorAll(`a[${PASS_THROUGH_ATTRIBUTE}]`)) {
    const href = anchor.getAttribute("href");
    const names = (anchor.getAttribute(PASS_THROUGH_ATTRIBUTE) ?? "")
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    if (!href || names.length === 0) continue;
    const next = predefinedLinkUrl(href, { lang: "", currentUrl, passThrough: names, log });
    if (next === href) continue;
    anchor.setAttribute("href", next);
    changed++;
  }
  return changed;
}
