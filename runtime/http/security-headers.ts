import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { anchorScript } from "../../site/layouts/document.tsx";
import { LruMap } from "../cache/lru.ts";

/**
 * What a document may run and frame beyond this site's own files: the hashes of its inline
 * scripts, the origins of its external scripts and frames. The site's own inline scripts are
 * constants (their hashes are computed once); the rest comes from what an administrator wrote
 * with the raw_html capability (metaheads, the HTML box, the footer and 404 HTML), which is their
 * explicit opt-in: the page carries it, so its policy allows it, and nothing else.
 */
export interface DocumentSources {
  /** `'sha256-…'` of each executable inline script. */
  scriptHashes: readonly string[];
  /** `https://host[:port]` (or a bare host for `//host/…`) of each external script. */
  scriptOrigins: readonly string[];
  /** Origins of the frames (iframe src) the raw HTML embeds. */
  frameOrigins: readonly string[];
  /**
   * Origins of external stylesheets (style-src, and font-src for the fonts they load): only the
   * external navigation service's CSS link, on the pages that show it.
   */
  styleOrigins?: readonly string[];
  /** Origins a script of the page may call (connect-src): the external navigation's script. */
  connectOrigins?: readonly string[];
}

export const NO_SOURCES: DocumentSources = {
  scriptHashes: [],
  scriptOrigins: [],
  frameOrigins: [],
};

/** The CSP source of an inline script's exact text: `'sha256-<base64>'`. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** A fresh per-response nonce (128 bits, base64) for React's streaming inline scripts. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The site's own inline scripts that every document carries (the anchor scroller), hashed once. */
export const SITE_SOURCES: DocumentSources = {
  scriptHashes: [scriptHash(anchorScript)],
  scriptOrigins: [],
  frameOrigins: [],
};

/** The policy of an HTML response nothing else set one for: the site's own scripts only. */
const BASE_POLICY = sitePolicy(SITE_SOURCES);

/** Sources of several parts of one document, each once, in first-seen order. */
export function mergeSources(...parts: readonly (DocumentSources | null | undefined)[]) {
  const join = (pick: (s: DocumentSources) => readonly string[] | undefined) => [
    ...new Set(parts.flatMap((p) => (p ? (pick(p) ?? []) : []))),
  ];
  return {
    scriptHashes: join((s) => s.scriptHashes),
    scriptOrigins: join((s) => s.scriptOrigins),
    frameOrigins: join((s) => s.frameOrigins),
    styleOrigins: join((s) => s.styleOrigins),
    connectOrigins: join((s) => s.connectOrigins),
  } satisfies DocumentSources;
}

/**
 * The CSP source expression for a URL an administrator wrote: its origin when it is an absolute
 * http(s) URL, its host for a scheme-relative `//host/…` (the page's scheme), null for a path on
 * this site ('self' covers it) or anything else.
 */
export function sourceOf(url: string): string | null {
  const value = url.trim().replaceAll("&amp;", "&");
  if (/^\/\//.test(value)) {
    try {
      return new URL(`https:${value}`).host || null;
    } catch {
      return null;
    }
  }
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const parsed = new URL(value);
    return parsed.origin === "null" ? null : parsed.origin;
  } catch {
    return null;
  }
}

/** Script types a browser runs (no type, a JavaScript MIME type, or module); others are data. */
const EXECUTABLE_TYPE =
  /^(|module|(text|application)\/(java|ecma|x-java|x-ecma)script|text\/(jscript|livescript|javascript1\.[0-5]))$/i;

const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`,
    "i",
  ).exec(attributes);
  if (!match) return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, "i").test(attributes) ? "" : null;
  return match[1] ?? match[2] ?? match[3] ?? "";
};

const rawHtmlMemo = new LruMap<string, DocumentSources>(256);

/**
 * The scripts and frames raw HTML written by an administrator declares: the hash of each
 * executable inline <script> (its text exactly as written, which is what the browser hashes),
 * the origin of each <script src> and <iframe src>. Memoised by the HTML: the same footer or
 * HTML box is seen on every page.
 */
export function rawHtmlSources(html: string): DocumentSources {
  if (html === "" || !/<(script|iframe)\b/i.test(html)) return NO_SOURCES;
  const known = rawHtmlMemo.get(html);
  if (known) return known;
  const scriptHashes: string[] = [];
  const scriptOrigins: string[] = [];
  const frameOrigins: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    const attributes = m[1] ?? "";
    const type = attribute(attributes, "type") ?? "";
    if (!EXECUTABLE_TYPE.test(type.trim())) continue;
    const src = attribute(attributes, "src");
    if (src !== null) {
      const source = sourceOf(src);
      if (source) scriptOrigins.push(source);
    } else scriptHashes.push(scriptHash(m[2] ?? ""));
  }
  for (const m of html.matchAll(/<iframe\b([^>]*)>/gi)) {
    const source = sourceOf(attribute(m[1] ?? "", "src") ?? "");
    if (source) frameOrigins.push(source);
  }
  const out = mergeSources({ scriptHashes, scriptOrigins, frameOrigins });
  rawHtmlMemo.set(html, out);
  return out;
}

/**
 * The Content-Security-Policy of a site document, built from its parts.
 *
 * - script-src: this site's files, the hashes of the document's inline scripts, the per-response
 *   nonce of a streamed document (React's own inline scripts carry it), the origins of the
 *   external scripts an administrator added. Never 'unsafe-inline' or 'unsafe-eval'.
 * - style-src keeps 'unsafe-inline': React writes style attributes on the server (images' focal
 *   points, the hero's colours...), and css metaheads are inline <style>; styles cannot run code,
 *   so the inline scripts stay what the policy guards.
 * - img-src allows any https image: the media library may be another host
 *   (general.media_library_url) and raw HTML may show pictures from anywhere; images run nothing.
 * - media-src likewise allows any https video: a hero's native video_desktop / native_video is a
 *   url, often a video host's; without it only this site's own files would play.
 * - frame-src: this site and the origins of the iframes the raw HTML embeds (maps, videos).
 * - The external navigation service (naas_navigation.configuration), on the pages that show it:
 *   the origin of its CSS link in style-src and font-src, of its JS link in script-src and
 *   connect-src; exactly those origins, never a wildcard, and nothing when it is not configured.
 * - frame-ancestors 'self': only this site may frame a page (the builder's preview is same-origin).
 */
export function sitePolicy(sources: DocumentSources, nonce?: string | null): string {
  const list = (...items: readonly string[]) => items.filter((s) => s !== "").join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...sources.scriptHashes, nonce ? `'nonce-${nonce}'` : "", ...sources.scriptOrigins)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...(sources.styleOrigins ?? []))}`,
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    `font-src ${list("'self'", "data:", ...(sources.styleOrigins ?? []))}`,
    `connect-src ${list("'self'", ...(sources.connectOrigins ?? []))}`,
    `frame-src ${list("'self'", ...sources.frameOrigins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * The editor's single-page app (/ar/cms, /ar/admin, sign-in) and its preview frame. Its scripts
 * are the built module files only. 'unsafe-eval' is there for RJSF's Ajv, which compiles the
 * schemas of the settings forms and of anyOf/oneOf questions with `new Function` at run time.
 * Styles: CodeMirror and the drag-and-drop overlay insert <style> elements and style attributes.
 * blob: images are the media library's previews of files about to be uploaded. The app frames
 * only its preview (same origin) and is framed by nobody; the preview shows the real site
 * components, whose HTML boxes may embed any https frame, and is framed by the builder only.
 */
export function editorPolicy(kind: "app" | "preview"): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    kind === "app" ? "frame-src 'self'" : "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    kind === "app" ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
  ].join("; ");
}

const isHtml = (contentType: unknown): boolean =>
  typeof contentType === "string" && contentType.toLowerCase().startsWith("text/html");

/**
 * On every response: nosniff, a referrer policy, framing by this site only (X-Frame-Options
 * for older browsers, frame-ancestors in the CSP). HTML responses get a Content-Security-Policy
 * when their route did not set one (a page sets its own, kept with it in the HTML cache): the
 * site's base policy, its constant inline scripts only.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    reply
      .header("x-content-type-options", "nosniff")
      .header("referrer-policy", "strict-origin-when-cross-origin")
      .header("x-frame-options", "SAMEORIGIN");
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.hasHeader("content-security-policy")) return payload;
    if (!isHtml(reply.getHeader("content-type"))) return payload;
    reply.header("content-security-policy", BASE_POLICY);
    return payload;
  });
}
