import { randomUUID } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { escapeHtmlNumeric } from "../core/html-escape.ts";
import {
  type DocumentSources,
  mergeSources,
  NO_SOURCES,
  rawHtmlSources,
  scriptHash,
  sourceOf,
} from "../http/security-headers.ts";

/** The stored fields a render needs (a row of the metaheads table). */
export interface Metahead {
  id: number;
  rdx_core_page_id: number | null;
  in_body: boolean;
  content: string;
  language: string;
  sequence: number;
  /** See {@link metaheadRun}; absent is false. */
  reload_on_each_page?: boolean;
  /** The site language it is written on; null or absent: every language. */
  lang?: string | null;
  /** A sass or scss metahead's CSS, compiled when it was saved. */
  compiled_css?: string | null;
}

/**
 * Metaheads ready to be written into one document. React cannot emit raw HTML without a wrapping
 * element, and nothing but head elements may stand in <head>, so the document renders an empty
 * marker element carrying a random token at the end of <head> and at the end of <body>, and the
 * streamed bytes are rewritten: each marker is replaced by the metaheads' HTML, exactly as built
 * here. The token is new for every render, so no page content can forge a marker.
 */
export interface MetaheadInjection {
  token: string;
  head: string;
  body: string;
  /**
   * What the metaheads run and frame, for the document's Content-Security-Policy: the hash of
   * each javascript metahead's script, the origin of each js-src, and the scripts and frames of
   * html metaheads. Writing them is the administrator's explicit opt-in (raw_html).
   */
  sources: DocumentSources;
}

type Log = (message: string, detail?: unknown) => void;

/** Sequence first, then id, as the admin list and GET /metaheads order them. */
export function orderMetaheads<T extends Metahead>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}

/** Global metaheads plus a page's own, each once, in order. */
export function mergeMetaheads<T extends Metahead>(globals: readonly T[], own: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const row of [...globals, ...own]) byId.set(row.id, row);
  return orderMetaheads([...byId.values()]);
}

/**
 * The specification's run rule: a global metahead that does not reload on each page runs once; a
 * page's own, and any with reload_on_each_page, run again on every page change. This site is
 * rendered on the server and every navigation loads a new document, so every metahead the
 * document carries runs (or applies) once per page load, whatever its rule: a "once" script is not
 * suppressed on later pages (an analytics snippet must run in every document). The rule is written
 * on the element as `data-metahead-run="once"` or `"every"`, for a client that would navigate
 * without loading a document: it would run the "every" ones again after each navigation and
 * leave the "once" ones alone. No such client exists today. html metaheads are written as they
 * are and carry no marker.
 */
export function metaheadRun(row: Metahead): "once" | "every" {
  return row.reload_on_each_page === true || row.rdx_core_page_id !== null ? "every" : "once";
}

/**
 * Whether a metahead is written on a page of the site language `lang`: those without a language
 * always, the others when their language is the page's (or its primary subtag: `ar` on `ar-EG`).
 */
export function isMetaheadForLanguage(row: Metahead, lang: string | undefined): boolean {
  if (row.lang === null || row.lang === undefined || lang === undefined) return true;
  const page = lang.toLowerCase();
  return row.lang === page || row.lang === page.split("-")[0];
}

const escapeAttribute = escapeHtmlNumeric;

/**
 * Script text that cannot end its element early: `</script` would close it and `<!--` would put
 * the parser in the escaped state where a later `<script` swallows the rest of the document.
 * Both rewrites mean the same to JavaScript inside strings, templates and regular expressions.
 */
export const escapeScriptText = (code: string): string =>
  code.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");

/** Style text that cannot end its element early (`\/` is `/` to CSS). */
export const escapeStyleText = (css: string): string => css.replace(/<\/(style)/gi, "<\\/$1");

/** An absolute http(s) URL or a path on this site; anything else (javascript:, data:, //host) is not a script source. */
export function isAllowedScriptSource(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const HEAD_ELEMENTS = new Set([
  "base",
  "link",
  "meta",
  "noscript",
  "script",
  "style",
  "template",
  "title",
]);

/** Start tags in the HTML that do not belong in <head>; the browser would start the body there. */
export function nonHeadElements(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!HEAD_ELEMENTS.has(name)) names.add(name);
  }
  return [...names];
}

/** The HTML one metahead writes, or null when it is skipped (the reason is logged). */
export function metaheadHtml(row: Metahead, log: Log): string | null {
  const content = row.content;
  if (content.trim() === "") return null;
  const id = `data-metahead="${row.id}" data-metahead-run="${metaheadRun(row)}"`;
  switch (row.language) {
    case "javascript":
      return `<script ${id}>${escapeScriptText(content)}</script>`;
    case "js-src": {
      const src = content.trim();
      if (!isAllowedScriptSource(src)) {
        log(`metahead ${row.id} skipped: js-src must be an http(s) URL or a path on this site`, {
          src,
        });
        return null;
      }
      return `<script ${id} src="${escapeAttribute(src)}" defer></script>`;
    }
    case "css":
      return `<style ${id}>${escapeStyleText(content)}</style>`;
    case "html":
      if (!row.in_body) {
        const misplaced = nonHeadElements(content);
        if (misplaced.length > 0)
          log(
            `metahead ${row.id} puts elements that do not belong in <head> there (${misplaced.join(", ")}); the browser starts the body at the first one`,
          );
      }
      return content;
    case "sass":
    case "scss":
      // Compiled when saved (runtime/features/settings/metahead-sass.ts); a row saved before that has no CSS.
      if (row.compiled_css === null || row.compiled_css === undefined) {
        log(`metahead ${row.id} skipped: its ${row.language} has not been compiled; save it again`);
        return null;
      }
      if (row.compiled_css.trim() === "") return null;
      return `<style ${id} data-metahead-language="${row.language}">${escapeStyleText(row.compiled_css)}</style>`;
    default:
      log(`metahead ${row.id} skipped: unknown language "${row.language}"`);
      return null;
  }
}

// Rows are held by SiteData for as long as the metaheads do not change: hashed once per row.
const sourcesOfRow = new WeakMap<Metahead, DocumentSources>();

/** What one written metahead runs and frames (see MetaheadInjection.sources). */
export function metaheadSources(row: Metahead): DocumentSources {
  let out = sourcesOfRow.get(row);
  if (out) return out;
  switch (row.language) {
    case "javascript":
      out = { ...NO_SOURCES, scriptHashes: [scriptHash(escapeScriptText(row.content))] };
      break;
    case "js-src": {
      const origin = sourceOf(row.content);
      out = origin ? { ...NO_SOURCES, scriptOrigins: [origin] } : NO_SOURCES;
      break;
    }
    case "html":
      out = rawHtmlSources(row.content);
      break;
    default:
      out = NO_SOURCES;
  }
  sourcesOfRow.set(row, out);
  return out;
}

/**
 * The HTML for the head and for the end of the body, in sequence order; null when nothing is
 * written, so a document without metaheads is rendered exactly as it always was. With `lang` (the
 * page's site language), a metahead limited to another language is left out.
 */
export function prepareMetaheads(
  rows: readonly Metahead[],
  log: Log,
  lang?: string,
): MetaheadInjection | null {
  let head = "";
  let body = "";
  const sources: DocumentSources[] = [];
  for (const row of orderMetaheads(rows)) {
    if (!isMetaheadForLanguage(row, lang)) continue;
    const html = metaheadHtml(row, log);
    if (html === null) continue;
    if (row.in_body) body += html;
    else head += html;
    sources.push(metaheadSources(row));
  }
  if (head === "" && body === "") return null;
  return { token: randomUUID(), head, body, sources: mergeSources(...sources) };
}

type Slot = "head" | "body";

/** The marker element's exact HTML as React writes it. */
export const slotMarker = (token: string, slot: Slot): string =>
  `<template data-metaheads="${token}-${slot}"></template>`;

/** Where the metaheads of a slot go; replaced in the stream by {@link injectMetaheads}. */
export function MetaheadSlot({ injection, slot }: { injection: MetaheadInjection; slot: Slot }) {
  return <template data-metaheads={`${injection.token}-${slot}`} />;
}

/** The same replacement as {@link injectMetaheads}, for a document rendered whole. */
export function injectMetaheadsInto(html: string, injection: MetaheadInjection): string {
  let out = html;
  for (const slot of ["head", "body"] as const) {
    const marker = slotMarker(injection.token, slot);
    const at = out.indexOf(marker);
    if (at !== -1) out = `${out.slice(0, at)}${injection[slot]}${out.slice(at + marker.length)}`;
  }
  return out;
}

/**
 * Replaces the head marker, then the body marker, with their HTML, each once. Bytes are passed on
 * as they come except for a tail shorter than the marker, held back in case a marker is split
 * across chunks.
 */
export function injectMetaheads(injection: MetaheadInjection): Transform {
  const pending = [
    { marker: Buffer.from(slotMarker(injection.token, "head")), html: injection.head },
    { marker: Buffer.from(slotMarker(injection.token, "body")), html: injection.body },
  ];
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      let data = Buffer.concat([held, Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)]);
      held = Buffer.alloc(0);
      for (let next = pending[0]; next; next = pending[0]) {
        const at = data.indexOf(next.marker);
        if (at === -1) {
          const keep = Math.min(data.length, next.marker.length - 1);
          held = data.subarray(data.length - keep);
          data = data.subarray(0, data.length - keep);
          break;
        }
        this.push(data.subarray(0, at));
        this.push(Buffer.from(next.html));
        data = data.subarray(at + next.marker.length);
        pending.shift();
      }
      if (data.length > 0) this.push(data);
      done();
    },
    flush(done: TransformCallback) {
      if (held.length > 0) this.push(held);
      done();
    },
  });
}
