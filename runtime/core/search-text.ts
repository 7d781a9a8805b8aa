import { escapeHtml } from "./html-escape.ts";
import { sitePageUrl } from "./page-resolution.ts";
/**
 * Site search, the pure parts: the text a page is found by, and the highlighted snippets the
 * database hands back. The server stores what `pageSearchText` returns (runtime/features/search/store.ts)
 * and the results page renders what `parseHighlight` returns, as text, never as HTML.
 */

/** The longest query the search accepts (characters), as schemas/entities/search-query says. */
export const SEARCH_QUERY_MAX = 200;

/** Where ts_headline starts and stops a highlight: private-use characters, never in page text. */
export const HIGHLIGHT_START = "\uE000";
export const HIGHLIGHT_STOP = "\uE001";

/** A published page's searchable columns (blocks as stored: template, fields, groups). */
interface SearchSource {
  title: string;
  meta_title?: string | null;
  meta_description?: string | null;
  blocks: readonly unknown[];
}

/** What is indexed: the title (weighted highest), the meta texts, then every block text. */
interface SearchText {
  title: string;
  meta: string;
  body: string;
}

/**
 * Keys whose values are never content: identifiers, addresses, presentation choices and
 * settings of a block (schema fields such as url, header_size, box_color, rdx_forms_form_id,
 * form_params_mapping, offer_schedule), and the error texts every block carries.
 */
const SKIPPED_KEY =
  /(^|[_-])(id|ids|key|template|url|urls|href|src|srcset|icon|theme|type|ui_type|size|target|dir|class|style|variant|color|colour|alignment|position|ratio|tag|font|layout|mapping|strategy|schedule|scroll)$|^(error_msg|try_again_btn_label|hidden_fields|dc_strategy|offer_schedule|sizes|value_rules|api)$/i;

/** A URL or a site path (http:, mailto:, /x, ./x, #x). */
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:|\/|\.\.?\/|#[^\s]*$|www\.)/i;
/** A colour: #abc, #aabbcc(dd), rgb()/hsl(). */
const COLOUR_LIKE = /^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\(.*\))$/i;
/** An enum-like or machine value: one lower-case ASCII token (primary, top-space-0, 16-9, _blank). */
const TOKEN_LIKE = /^[a-z0-9_.:-]*$/;
/** A number, a date or a time. */
const NUMERIC_LIKE = /^[\d\s.,:/+-]*$/;

/** True when a string value is content a visitor reads (not a URL, colour, enum value or number). */
export function isContentText(value: string): boolean {
  const text = value.trim();
  if (text === "") return false;
  if (URL_LIKE.test(text) || COLOUR_LIKE.test(text) || TOKEN_LIKE.test(text)) return false;
  return !NUMERIC_LIKE.test(text);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  shy: "",
  zwnj: "\u200C",
  zwj: "\u200D",
  lrm: "",
  rlm: "",
  laquo: "«",
  raquo: "»",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  copy: "©",
  reg: "®",
  trade: "™",
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith("#")) {
    const code =
      body[1] === "x" || body[1] === "X"
        ? Number.parseInt(body.slice(2), 16)
        : Number.parseInt(body.slice(1), 10);
    if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) return " ";
    if (code >= 0xd800 && code <= 0xdfff) return " ";
    return String.fromCodePoint(code);
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/**
 * The text of an HTML fragment: scripts, styles, comments and tags dropped (a tag leaves a
 * space, so words on either side stay apart), entities decoded, white space collapsed. The
 * result is plain text for the index; it is never put back into a page as HTML.
 */
export function stripHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
    .replace(/<(script|style|template|noscript|iframe|svg)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, " ")
    .replace(/<\/?[a-z!?][^>]*(?:>|$)/gi, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => decodeEntity(entity, body))
    .replace(/[<>]/g, " ")
    .replace(/[\uE000\uE001]/g, " ")
    .replaceAll(String.fromCharCode(0), " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Collects the content strings of a value, depth first, skipping non-content keys. */
function collect(value: unknown, out: string[], depth: number): void {
  if (depth > 32) return;
  if (typeof value === "string") {
    const text = stripHtml(value);
    if (isContentText(text)) out.push(text);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out, depth + 1);
    return;
  }
  if (value === null || typeof value !== "object") return;
  for (const [key, item] of Object.entries(value)) {
    if (SKIPPED_KEY.test(key)) continue;
    collect(item, out, depth + 1);
  }
}

/** Every content text of a list of stored blocks: each block's fields, then its groups. */
export function blockTexts(blocks: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const block of blocks) {
    if (block === null || typeof block !== "object") continue;
    const { fields, groups } = block as { fields?: unknown; groups?: unknown };
    collect(fields, out, 0);
    collect(groups, out, 0);
  }
  // The same text twice (a heading repeated as an alt text) is indexed once.
  return [...new Set(out)];
}

/** What a page is found by: its title, its meta title and description, and its blocks' texts. */
export function pageSearchText(page: SearchSource): SearchText {
  const title = stripHtml(page.title);
  const meta = [page.meta_title, page.meta_description]
    .map((v) => stripHtml(v ?? ""))
    .filter((v) => v !== "" && v !== title);
  return {
    title,
    meta: [...new Set(meta)].join("\n"),
    body: blockTexts(page.blocks).join("\n"),
  };
}

/** One run of a snippet: plain text, highlighted or not. */
export interface SnippetPart {
  text: string;
  isMatch: boolean;
}

/**
 * Splits ts_headline's output (highlights between HIGHLIGHT_START and HIGHLIGHT_STOP) into runs
 * of text; an unbalanced marker is dropped. Render the runs as text (React escapes them).
 */
export function parseHighlight(raw: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, isMatch: boolean) => {
    if (text === "") return;
    const last = parts.at(-1);
    if (last && last.isMatch === isMatch) last.text += text;
    else parts.push({ text, isMatch });
  };
  let rest = raw;
  while (rest !== "") {
    const start = rest.indexOf(HIGHLIGHT_START);
    if (start === -1) {
      push(rest.replaceAll(HIGHLIGHT_STOP, ""), false);
      break;
    }
    push(rest.slice(0, start).replaceAll(HIGHLIGHT_STOP, ""), false);
    rest = rest.slice(start + 1);
    const stop = rest.indexOf(HIGHLIGHT_STOP);
    const end = stop === -1 ? rest.length : stop;
    push(rest.slice(0, end).replaceAll(HIGHLIGHT_START, ""), true);
    rest = stop === -1 ? "" : rest.slice(stop + 1);
  }
  return parts;
}

/** A snippet as safe HTML for API clients: every run escaped, highlights in <mark>. */
export function highlightHtml(parts: readonly SnippetPart[]): string {
  return parts
    .map((p) => (p.isMatch ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text)))
    .join("");
}

/** The site URL of a page path under a language base ("index" is the base itself). */
export function searchResultUrl(base: string, path: string): string {
  return sitePageUrl(
    base,
    path
      .split("/")
      .map((s) => encodeURIComponent(s))
      .join("/"),
  );
}
