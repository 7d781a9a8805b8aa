import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "./html-escape.ts";
import type { NavNode, NavVariant } from "./navigation.ts";
import { type SettingsMap, settingJson, settingValue } from "./settings.ts";

/**
 * The external navigation service ("naas", 000 §7): its configuration, the request URL, what its
 * answer may hold and how its HTML is filled and cleaned before it is put in the header. Pure:
 * runtime/adapters/external-navigation.ts does the fetching and caching.
 *
 * The variant is used when `naas_navigation.configuration` holds a url.origin (and the page is
 * not a logo-only EV pre-order page); otherwise, and whenever the service fails, the v2
 * navigation is shown.
 */

/** The locale asked for when neither the configuration nor the site language names one (§9). */
const DEFAULT_NAAS_LOCALE = "en_GB";

/**
 * Site language → the service's locale, when the configuration names none. Not in the document:
 * Arabic as the UAE market writes it, English as the document's default, Hebrew as Israel's.
 */
export const NAAS_LOCALE_BY_LANGUAGE: Readonly<Record<string, string>> = {
  ar: "ar_AE",
  en: "en_GB",
  he: "he_IL",
};

const LOCALE = /^[A-Za-z]{2,3}(_[A-Za-z]{2})?$/;

/** `naas_navigation.configuration` once read. */
interface NaasConfiguration {
  /** The service's origin (`https://nav.example.com`), without a path. */
  origin: string;
  /** One locale for every language, one per language, or null (the language decides). */
  locale: string | Readonly<Record<string, string>> | null;
  disabledSelectors: readonly string[];
  enabledSelectors: readonly string[];
  logo: string | null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((s): s is string => typeof s === "string" && s.trim() !== "")
    : [];

/** The origin of an http(s) URL, or null. */
function originOf(value: unknown): string | null {
  if (typeof value !== "string" || !/^https?:\/\//i.test(value.trim())) return null;
  try {
    const url = new URL(value.trim());
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * The configuration, or null when the external navigation is not configured (the v2 navigation
 * then). Invalid JSON logs 'Invalid JSON in naas_navigation.configuration'; JSON without a usable
 * url.origin is logged and counts as not configured.
 */
export function naasConfiguration(
  map: SettingsMap,
  log: (message: string) => void,
): NaasConfiguration | null {
  // Checked as any value: one stored before the schema stated the shape may be anything.
  const value: unknown = settingJson(map, "naas_navigation.configuration", null, log);
  if (value === null) return null;
  if (typeof value !== "object" || Array.isArray(value)) {
    log("naas_navigation.configuration is not an object: the v2 navigation is shown");
    return null;
  }
  const config = value as Record<string, unknown>;
  const url = config.url;
  const origin =
    typeof url === "object" && url !== null ? originOf((url as { origin?: unknown }).origin) : null;
  if (origin === null) {
    log("naas_navigation.configuration has no http(s) url.origin: the v2 navigation is shown");
    return null;
  }
  let locale: NaasConfiguration["locale"] = null;
  if (typeof config.locale === "string" && LOCALE.test(config.locale)) locale = config.locale;
  else if (typeof config.locale === "object" && config.locale !== null) {
    const byLanguage: Record<string, string> = {};
    for (const [lang, l] of Object.entries(config.locale))
      if (typeof l === "string" && LOCALE.test(l)) byLanguage[lang] = l;
    locale = byLanguage;
  }
  return {
    origin,
    locale,
    disabledSelectors: strings(config.disabledSelectors),
    enabledSelectors: strings(config.enabledSelectors),
    logo: typeof config.logo === "string" && config.logo.trim() !== "" ? config.logo.trim() : null,
  };
}

/**
 * The locale to ask for on a page in `lang`: the configuration's (its entry for the language
 * when it is a map), else the language's own (NAAS_LOCALE_BY_LANGUAGE), else en_GB.
 */
export function naasLocale(config: Pick<NaasConfiguration, "locale">, lang: string): string {
  if (typeof config.locale === "string") return config.locale;
  const configured = config.locale?.[lang];
  if (configured) return configured;
  return NAAS_LOCALE_BY_LANGUAGE[lang] ?? DEFAULT_NAAS_LOCALE;
}

/**
 * One part of the file name: percent-encoded, and "." too, since dots separate the parts (a
 * selector "a.b" cannot be read as two).
 */
const part = (value: string): string => encodeURIComponent(value).replaceAll(".", "%2E");

/** What is asked of the service: everything the URL carries. */
export interface NaasRequest {
  origin: string;
  locale: string;
  disabledSelectors: readonly string[];
  enabledSelectors: readonly string[];
  logo: string | null;
}

export function naasRequest(config: NaasConfiguration, lang: string): NaasRequest {
  return {
    origin: config.origin,
    locale: naasLocale(config, lang),
    disabledSelectors: config.disabledSelectors,
    enabledSelectors: config.enabledSelectors,
    logo: config.logo,
  };
}

/** The file name under /naas/: nav.locale={locale}[.disable{s}...][.enable{s}...][.logo={logo}].json */
export function naasFileName(request: Omit<NaasRequest, "origin">): string {
  const locale = LOCALE.test(request.locale) ? request.locale : DEFAULT_NAAS_LOCALE;
  return [
    `nav.locale=${locale}`,
    ...request.disabledSelectors.map((s) => `disable${part(s)}`),
    ...request.enabledSelectors.map((s) => `enable${part(s)}`),
    ...(request.logo ? [`logo=${part(request.logo)}`] : []),
    "json",
  ].join(".");
}

/** GET {origin}/naas/nav.locale={locale}[.disable{selector}...][.enable{selector}...][.logo={logo}].json */
export function naasRequestUrl(request: NaasRequest): string {
  return `${request.origin.replace(/\/+$/, "")}/naas/${naasFileName(request)}`;
}

/**
 * The file name read back (what our own /naas/ route answers), from the raw, still-encoded path
 * segment; null when it is not one.
 */
export function parseNaasFileName(file: string): Omit<NaasRequest, "origin"> | null {
  const match = /^nav\.locale=([A-Za-z]{2,3}(?:_[A-Za-z]{2})?)((?:\.[^./]+)*)\.json$/.exec(file);
  if (!match) return null;
  const decode = (s: string): string | null => {
    try {
      return decodeURIComponent(s);
    } catch {
      return null;
    }
  };
  const out = {
    locale: match[1] ?? DEFAULT_NAAS_LOCALE,
    disabledSelectors: [] as string[],
    enabledSelectors: [] as string[],
    logo: null as string | null,
  };
  for (const piece of (match[2] ?? "").split(".").slice(1)) {
    const [kind, rest] = piece.startsWith("disable")
      ? ["disable", piece.slice("disable".length)]
      : piece.startsWith("enable")
        ? ["enable", piece.slice("enable".length)]
        : piece.startsWith("logo=")
          ? ["logo", piece.slice("logo=".length)]
          : ["", ""];
    const value = decode(rest);
    if (kind === "" || value === null || value === "") return null;
    if (kind === "disable") out.disabledSelectors.push(value);
    else if (kind === "enable") out.enabledSelectors.push(value);
    else out.logo = value;
  }
  return out;
}

/** What the service answers, once checked. */
export interface NaasAnswer {
  html: string;
  cssLink: string | null;
  javascriptLink: string | null;
}

/** An answer's HTML larger than this is refused: a header is never this big. */
const MAX_NAAS_HTML = 512 * 1024;

/**
 * A link of the answer the page may load: an absolute https URL, a path on this site ("/x", not
 * "//host"), or any URL on the service's own configured origin (which the administrator chose,
 * so an http service in development works too). null for anything else.
 */
export function allowedNaasLink(value: unknown, serviceOrigin: string): string | null {
  if (typeof value !== "string") return null;
  const link = value.trim();
  // No control characters or spaces anywhere (browsers drop tabs and newlines inside a URL).
  if (link === "" || [...link].some((c) => c <= " " || c === "\u007f")) return null;
  if (/^\/(?![/\\])/.test(link)) return link;
  if (!/^https?:\/\//i.test(link)) return null;
  try {
    const url = new URL(link);
    if (url.protocol === "https:" || url.origin === serviceOrigin) return url.href;
  } catch {
    return null;
  }
  return null;
}

/**
 * The answer checked: `html` must be a string (at most MAX_NAAS_HTML); cssLink and javascriptLink
 * are kept when allowedNaasLink allows them, dropped (and logged) otherwise. null when the
 * answer is unusable.
 */
export function readNaasAnswer(
  body: unknown,
  { serviceOrigin, log }: { serviceOrigin: string; log: (message: string) => void },
): NaasAnswer | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    log("Error fetching Naas Navigation: the answer is not a JSON object");
    return null;
  }
  const answer = body as Record<string, unknown>;
  if (typeof answer.html !== "string") {
    log("Error fetching Naas Navigation: the answer has no html string");
    return null;
  }
  if (answer.html.length > MAX_NAAS_HTML) {
    log("Error fetching Naas Navigation: the answer's html is too large");
    return null;
  }
  const link = (name: "cssLink" | "javascriptLink"): string | null => {
    const raw = answer[name];
    if (raw === undefined || raw === null || raw === "") return null;
    const allowed = allowedNaasLink(raw, serviceOrigin);
    if (allowed === null)
      log(`Naas Navigation: ${name} dropped (not https, this site or the service's origin)`);
    return allowed;
  };
  return { html: answer.html, cssLink: link("cssLink"), javascriptLink: link("javascriptLink") };
}

/** The retailer the placeholders name (naas_navigation.retailer_name and retailer_url). */
interface NaasRetailer {
  name: string;
  url: string;
}

export function naasRetailer(map: SettingsMap): NaasRetailer {
  return {
    name: settingValue(map, "naas_navigation.retailer_name")?.trim() ?? "",
    url: settingValue(map, "naas_navigation.retailer_url")?.trim() ?? "",
  };
}

/** {{retailer-name}} and {{retailer-url}} (spaces inside the braces allowed) filled, HTML-escaped. */
export function fillRetailerPlaceholders(html: string, retailer: NaasRetailer): string {
  return html
    .replace(/\{\{\s*retailer-name\s*\}\}/g, () => escapeHtml(retailer.name))
    .replace(/\{\{\s*retailer-url\s*\}\}/g, () => escapeHtml(retailer.url));
}

/**
 * What is kept of the service's HTML (third-party markup in our header): the structure of a
 * navigation (nav, header, lists, links, buttons, details/summary, pictures, text formatting),
 * classes, ids, lang/dir, roles, aria-* and data-* attributes (its stylesheet and script hook on
 * them), popover attributes, and http(s)/mailto/tel/relative links. Dropped: scripts, styles and
 * style attributes, event handlers, iframes, forms and inputs, SVG, and anything else; a link
 * left with no text and no picture is removed (an empty retailer link).
 */
const naasSanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "nav",
    "header",
    "div",
    "span",
    "section",
    "ul",
    "ol",
    "li",
    "a",
    "button",
    "details",
    "summary",
    "p",
    "strong",
    "em",
    "b",
    "i",
    "small",
    "bdi",
    "br",
    "hr",
    "img",
    "picture",
    "source",
    "h2",
    "h3",
    "h4",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "title", "hreflang"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading"],
    source: ["srcset", "media", "type", "sizes"],
    button: ["type", "popovertarget", "popovertargetaction", "title"],
    details: ["open"],
    "*": ["class", "id", "lang", "dir", "role", "hidden", "popover", "aria-*", "data-*"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src", "srcset"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
  exclusiveFilter: (frame) =>
    frame.tag === "a" && frame.text.trim() === "" && frame.mediaChildren.length === 0,
};

/** The service's HTML ready for the header: placeholders filled, then sanitised. */
export function externalNavigationHtml(html: string, retailer: NaasRetailer): string {
  return sanitizeHtml(fillRetailerPlaceholders(html, retailer), naasSanitizeOptions);
}

/** What the header shows for the external variant. */
export interface ExternalNavigation {
  /** Sanitised, placeholders filled. */
  html: string;
  cssLink: string | null;
  javascriptLink: string | null;
  /** The service's origin (its request URL's), for the page's Content-Security-Policy. */
  origin: string;
  /** Until when this answer is used (epoch ms): a page kept in a cache with it is kept no longer. */
  expiresAt: number;
}

/**
 * Whether the header shows the external navigation: when it answered, on every page but the
 * logo-only ones (the EV pre-order pages keep their logo alone). It wins over the light variant
 * and the v2 (or v1) navigation: logo-only > external > light > v2 or v1.
 */
export function usesExternalNavigation(
  variant: NavVariant,
  navigation: ExternalNavigation | null | undefined,
): navigation is ExternalNavigation {
  return navigation !== null && navigation !== undefined && variant !== "logo-only";
}

/**
 * The origins a document must allow for the answer's links: none for a path on this site,
 * else the link's origin (scripts: script-src and connect-src; styles: style-src and font-src).
 */
export function externalNavigationOrigins(
  nav: Pick<ExternalNavigation, "cssLink" | "javascriptLink">,
): {
  scriptOrigins: string[];
  styleOrigins: string[];
} {
  const originOfLink = (link: string | null): string[] => {
    if (link === null || link.startsWith("/")) return [];
    const origin = originOf(link);
    return origin ? [origin] : [];
  };
  return {
    scriptOrigins: originOfLink(nav.javascriptLink),
    styleOrigins: originOfLink(nav.cssLink),
  };
}

/**
 * The parts of the offline answer (what our own /naas/ route serves from the v2 entries): each
 * is shown unless `.disable{part}` names it. `.enable{part}` is accepted and changes nothing,
 * since every part is shown by default; the real service's other selectors are ignored.
 */
const LOCAL_NAAS_PARTS = ["logo", "menu", "retailer"] as const;

/** Site-relative URLs gain the language base, as the v2 header writes them. */
function localHref(url: string, base: string): string {
  const root = base.replace(/\/$/, "");
  if (url.startsWith("/") && !url.startsWith("//"))
    return url === root || url.startsWith(`${root}/`) ? url : `${root}${url}`;
  return url;
}

function localItems(nodes: readonly NavNode[], base: string, depth: number): string {
  return nodes
    .map((node) => {
      const lang = node.lang ? ` lang="${escapeHtml(node.lang)}"` : "";
      const target = node.target === "_blank" ? ' target="_blank" rel="noopener"' : "";
      const link = node.url
        ? `<a class="naas-nav__link" href="${escapeHtml(localHref(node.url, base))}"${target}${lang}>${escapeHtml(node.label)}</a>`
        : `<span class="naas-nav__heading"${lang}>${escapeHtml(node.label)}</span>`;
      if (node.children.length === 0) return `<li>${link}</li>`;
      return `<li><details class="naas-nav__group"><summary${lang}>${escapeHtml(node.label)}</summary><ul class="naas-nav__sub naas-nav__sub--${depth + 1}">${node.url ? `<li>${link}</li>` : ""}${localItems(node.children, base, depth + 1)}</ul></details></li>`;
    })
    .join("");
}

/**
 * The offline service's answer: the v2 navigation as plain HTML (lists of links, sub-levels as
 * <details>, so it works without a script), the logo named by `.logo=` (else the site's mark),
 * and a retailer link with the {{retailer-name}}/{{retailer-url}} placeholders the site fills.
 * Its styles are in the site's own stylesheet (site/shell/external-navigation.css): no links.
 */
export function localNaasAnswer(
  tree: readonly NavNode[],
  request: Omit<NaasRequest, "origin">,
  { base, menuLabel }: { base: string; menuLabel: string },
): NaasAnswer {
  const isShown = (p: (typeof LOCAL_NAAS_PARTS)[number]) => !request.disabledSelectors.includes(p);
  const mark = (request.logo ?? "LRDX").toUpperCase();
  const parts = [
    isShown("logo")
      ? `<a class="naas-nav__logo" href="${escapeHtml(base)}"><span class="naas-nav__mark">${escapeHtml(mark)}</span></a>`
      : "",
    isShown("menu") && tree.length > 0
      ? `<ul class="naas-nav__list">${localItems(tree, base, 1)}</ul>`
      : "",
    isShown("retailer")
      ? '<p class="naas-nav__retailer"><a href="{{retailer-url}}">{{retailer-name}}</a></p>'
      : "",
  ];
  return {
    html: `<nav class="naas-nav" aria-label="${escapeHtml(menuLabel)}" data-naas-locale="${escapeHtml(request.locale)}">${parts.join("")}</nav>`,
    cssLink: null,
    javascriptLink: null,
  };
}
