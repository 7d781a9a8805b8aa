// Pure page-resolution rules for the catch-all route. Isomorphic on purpose: the server uses them
// to answer with redirects, the client with navigations, so nothing here may touch a DB or DOM.

import type { Page } from "../../generated/types.ts";

/** A stored page as the resolver reads it: the generated Page entity with every default filled. */
export type PageRecord = Required<Omit<Page, "blocks" | "http_code">> & {
  id: number;
  /** As stored: a code the schema does not allow falls back to the default redirect. */
  http_code: number | null;
  /** As stored: runtime/core/prepare-blocks.ts checks each block before it is shown. */
  blocks: unknown[];
  metaheads: unknown[];
};

export type Decision =
  | { kind: "redirect"; location: string; status: number; isFullPageNavigation: boolean }
  | { kind: "new-window"; url: string; isFullPageNavigation: boolean }
  | { kind: "render"; page: PageRecord }
  | { kind: "not-found" };

/** Returns undefined to mean "not handled", so resolution continues with `redirect_path`. */
export type PageHandler = (page: PageRecord) => Decision | undefined;

export interface PageHandlers {
  folder?: PageHandler;
  internal?: PageHandler;
  external?: PageHandler;
  file?: PageHandler;
}

interface ResolveInput {
  page: PageRecord | null;
  /** Path plus query as requested, e.g. "/ar/a/b?x=1". */
  currentUrl: string;
  /** Language base path, e.g. "/ar/". */
  base: string;
  handlers?: PageHandlers;
}

export const HOME_PAGE_PATH = "index";

/** A page's site URL under a language base (`/ar/`): the home page is the base itself. */
export function sitePageUrl(base: string, path: string): string {
  return path === HOME_PAGE_PATH ? base : `${base}${path}`;
}
const DEFAULT_REDIRECT_STATUS = 301;
const FOLDER_REDIRECT_STATUS = 302;
export const MISSING_PATHNAME_MESSAGE = "You have to provide current page pathname.";

const ALLOWED_REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

// Only used as a resolution anchor; the host never leaks into a returned location.
const ANCHOR_ORIGIN = "http://resolver.invalid";

const NOT_FOUND: Decision = { kind: "not-found" };

export function resolvePage(input: ResolveInput): Decision {
  const { page, currentUrl, base, handlers } = input;
  assertPathname(currentUrl);
  if (!page) return NOT_FOUND;

  const { path: currentPath, query: currentQuery } = splitUrl(currentUrl);

  if (page.type === "url_redirection") {
    const to = nonBlank(page.to);
    // A redirection without a target cannot redirect anywhere; falling through keeps the
    // page reachable instead of answering with a broken Location.
    if (to !== null) {
      const target = siteRelativeLocation(to, currentPath, base);
      return {
        kind: "redirect",
        location: mergeQuery(target.location, currentQuery),
        status: redirectStatus(page.http_code),
        isFullPageNavigation: target.isFullPageNavigation,
      };
    }
  }

  const category = handlerCategory(page);
  const handler = category === null ? undefined : handlers?.[category];
  if (handler) {
    const decision = handler(page);
    if (decision !== undefined) return decision;
  }

  const redirectPath = nonBlank(page.redirect_path);
  if (redirectPath !== null) {
    const target = siteRelativeLocation(redirectPath, currentPath, base);
    if (page.link_new_window) {
      return {
        kind: "new-window",
        url: target.location,
        isFullPageNavigation: target.isFullPageNavigation,
      };
    }
    return {
      kind: "redirect",
      location: target.location,
      status: DEFAULT_REDIRECT_STATUS,
      isFullPageNavigation: target.isFullPageNavigation,
    };
  }

  return { kind: "render", page };
}

/**
 * `/x` is relative to the language base, `./x` to the current page; anything else (absolute
 * URLs, bare words, `mailto:`) is handed to the browser untouched as a full-page navigation.
 */
export function siteRelativeLocation(
  target: string,
  currentPath: string,
  base: string,
): { location: string; isFullPageNavigation: boolean } {
  const root = baseRoot(base);

  if (target.startsWith("./")) {
    const from = pageUrlPath(currentPath);
    const url = new URL(target, `${ANCHOR_ORIGIN}${from}`);
    return { location: locationWithinBase(url, root), isFullPageNavigation: false };
  }

  if (target.startsWith("/")) {
    const prefixed = isWithinBase(splitUrl(target).path, root) ? target : `${root}${target}`;
    // Concatenating (not resolving) keeps a `//host` path from being parsed as an authority.
    const url = new URL(`${ANCHOR_ORIGIN}${prefixed}`);
    return { location: locationWithinBase(url, root), isFullPageNavigation: false };
  }

  return { location: target, isFullPageNavigation: true };
}

/** Lookup path for the pages API, or null when the URL cannot name a page under `base`. */
export function pagePathFromUrl(urlPath: string, base: string): string | null {
  assertPathname(urlPath);
  const root = baseRoot(base);
  const { path } = splitUrl(urlPath);
  if (!isWithinBase(path, root)) return null;

  let decoded: string;
  try {
    decoded = decodeURIComponent(path.slice(root.length));
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;

  const segments = decoded.split("/").filter((segment) => segment !== "" && segment !== ".");
  // Paths are forwarded to the pages API; traversal segments have no legitimate meaning there.
  if (segments.includes("..")) return null;
  return segments.length === 0 ? HOME_PAGE_PATH : segments.join("/");
}

/** Folders have no content of their own, so they send visitors to their first child page. */
export function createFolderHandler(
  findFirstChildPath: (folderPath: string) => string | null,
  base = "/ar/",
): PageHandler {
  const root = baseRoot(base);
  return (page) => {
    const childPath = findFirstChildPath(page.path);
    const segments = (childPath ?? "").split("/").filter((segment) => segment !== "");
    if (segments.length === 0) return NOT_FOUND;
    // Stored paths are decoded (see pagePathFromUrl), so they need encoding for a Location.
    const encoded = segments.map((segment) => encodeURIComponent(segment)).join("/");
    return {
      kind: "redirect",
      location: `${root}/${encoded}`,
      status: FOLDER_REDIRECT_STATUS,
      isFullPageNavigation: false,
    };
  };
}

function assertPathname(value: unknown): asserts value is string {
  if (typeof value !== "string" || value === "") throw new Error(MISSING_PATHNAME_MESSAGE);
}

function handlerCategory(page: PageRecord): keyof PageHandlers | null {
  if (page.page_type === "folder") return "folder";
  if (page.link_type === "internal" && page.page_type !== "page") return "internal";
  if (page.link_type === "external") return "external";
  if (page.link_type === "file") return "file";
  return null;
}

function redirectStatus(code: number | null): number {
  return code !== null && ALLOWED_REDIRECT_STATUSES.has(code) ? code : DEFAULT_REDIRECT_STATUS;
}

function nonBlank(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/** "/ar/" and "/ar" both become "/ar"; "/" becomes "" so every path is inside it. */
function baseRoot(base: string): string {
  const trimmed = base.replace(/\/+$/, "");
  return trimmed === "" || trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

function isWithinBase(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

function splitUrl(url: string): { path: string; query: string } {
  const withoutHash = url.split("#", 1)[0] ?? "";
  const queryStart = withoutHash.indexOf("?");
  if (queryStart === -1) return { path: withoutHash, query: "" };
  return { path: withoutHash.slice(0, queryStart), query: withoutHash.slice(queryStart + 1) };
}

// Trailing slashes do not change which page is shown, so they must not change where `./`
// points either. At the base itself `./x` resolves to `/x`, which locationWithinBase pins back.
function pageUrlPath(currentPath: string): string {
  return splitUrl(currentPath).path.replace(/\/+$/, "");
}

// `..` in a target may climb out of the language base; pinning it back keeps redirects on-site
// and a leading `//` from turning into a protocol-relative (off-site) Location.
function locationWithinBase(url: URL, root: string): string {
  const path = isWithinBase(url.pathname, root) ? url.pathname : `${root}${url.pathname}`;
  return `${path.replace(/^\/{2,}/, "/")}${url.search}${url.hash}`;
}

/** Keeps the target's own params and appends current ones whose key the target lacks. */
function mergeQuery(location: string, currentQuery: string): string {
  const currentPairs = currentQuery.split("&").filter((pair) => pair !== "");
  if (currentPairs.length === 0) return location;

  const hashStart = location.indexOf("#");
  const hash = hashStart === -1 ? "" : location.slice(hashStart);
  const beforeHash = hashStart === -1 ? location : location.slice(0, hashStart);
  const queryStart = beforeHash.indexOf("?");
  const target = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  const targetQuery = queryStart === -1 ? "" : beforeHash.slice(queryStart + 1);

  const targetKeys = new Set(
    targetQuery
      .split("&")
      .filter((pair) => pair !== "")
      .map(queryKey),
  );
  const carried = currentPairs.filter((pair) => !targetKeys.has(queryKey(pair)));
  const query = [targetQuery, ...carried].filter((part) => part !== "").join("&");
  return `${target}${query === "" ? "" : `?${query}`}${hash}`;
}

// Keys are compared decoded so `a%20b` and `a+b` count as the same parameter.
function queryKey(pair: string): string {
  const raw = (pair.split("=", 1)[0] ?? "").replace(/\+/g, " ");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
