import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { TRACKING_PARAMETERS } from "../core/languages.ts";
import type { VersionStamp } from "./content-versions.ts";
import { LruMap } from "./lru.ts";

export type Encoding = "br" | "gzip";

const compress: Record<Encoding, (html: Buffer) => Promise<Buffer>> = {
  // Done once per cached page and version, off the main thread: worth a high quality.
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (html) => promisify(gzip)(html, { level: 9 }),
};

/** One anonymous page's document, as every visitor of that URL gets it until it is stale. */
export interface CachedHtml {
  /** The lookup path the page was resolved from (what invalidation names). */
  pagePath: string;
  /** The content versions known before the page was read. */
  stamp: VersionStamp;
  html: Buffer;
  /** Its Content-Security-Policy: the hashes and origins of what the document runs and frames. */
  policy: string;
  /** Weak: the same validator stands for the identity, gzip and brotli bodies. */
  etag: string;
  /** When an offer schedule or the footer's year would change the page (ms since epoch). */
  expiresAt: number;
  /** Other page paths it shows content of (a News block's list): a change under one makes it stale. */
  dependsOn?: readonly string[];
  /** Compressed bodies, made the first time a visitor asks for that encoding. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

export function etagOf(html: Buffer): string {
  return `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
}

/** The page's body in an encoding, compressed once for every later visitor. */
export function encodedBody(entry: CachedHtml, encoding: Encoding): Promise<Buffer> {
  let body = entry.encoded.get(encoding);
  if (!body) {
    body = compress[encoding](entry.html);
    entry.encoded.set(encoding, body);
    body.catch(() => entry.encoded.delete(encoding));
  }
  return body;
}

/** The best encoding the client accepts (brotli, then gzip), or null for the plain body. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: Encoding) => (quality.get(name) ?? quality.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}

/** Whether an If-None-Match header names this validator (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === wanted);
}

/** How long a shared cache (CDN) may serve a page without asking, and then serve it stale while it asks. */
export const SHARED_MAX_AGE_S = 60;
export const STALE_WHILE_REVALIDATE_S = 300;

/**
 * Cache-Control of an anonymous page: browsers revalidate every time (a 304 with the ETag is
 * cheap), shared caches keep it SHARED_MAX_AGE_S seconds and may serve it stale for
 * STALE_WHILE_REVALIDATE_S more while they revalidate; neither past the page's next offer
 * schedule boundary.
 */
export function publicCacheControl(expiresAt: number, now: number): string {
  const left = Math.max(0, Math.floor((expiresAt - now) / 1000));
  const shared = Math.min(SHARED_MAX_AGE_S, left);
  const stale = Math.max(0, Math.min(STALE_WHILE_REVALIDATE_S, left - shared));
  return `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${stale}`;
}

/**
 * Query parameters that never change a page: the campaign and click tracking ones the language
 * switch drops (runtime/core/languages.ts). Exactly those: a page cached without them links its
 * language versions without a query, which is what the switch does with them; any other query
 * renders the page for itself, and its switch keeps that query.
 */
const TRACKING_PARAMETER = new Set<string>(TRACKING_PARAMETERS);

/**
 * The URL path under which a request's page is cached, or null when the query may change it
 * (anything but tracking parameters): such requests are rendered for themselves.
 */
export function cacheablePath(url: string): string | null {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const name of query.keys()) if (!TRACKING_PARAMETER.has(name)) return null;
  return url.slice(0, at);
}

/** How many documents one process holds (by origin and URL path); least recently read go first. */
export const HTML_CACHE_LIMIT = 500;

export class HtmlCache {
  private readonly entries = new LruMap<string, CachedHtml>(HTML_CACHE_LIMIT);

  /** The entry for `key` when `isFresh` and not expired; a stale one is dropped. */
  get(key: string, now: number, isFresh: (entry: CachedHtml) => boolean): CachedHtml | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (now < entry.expiresAt && isFresh(entry)) return entry;
    this.entries.delete(key);
    return null;
  }

  /**
   * The last entry kept for `key`, however stale (the page while the database is away: an old
   * page rather than none); null when there is none.
   */
  lastKept(key: string): CachedHtml | null {
    return this.entries.get(key) ?? null;
  }

  set(key: string, entry: CachedHtml): void {
    this.entries.set(key, entry);
  }
}
