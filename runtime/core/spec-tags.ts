import { blockRegistry } from "../../generated/blocks.ts";
import type { ModelSpecValues } from "../../generated/types.ts";
import { escapeHtml } from "./html-escape.ts";
import {
  MAX_KEYS_PER_LOAD,
  normalizeModelKey,
  SPEC_NAME_PATTERN,
  specValueText,
} from "./model-specs.ts";
import type { PreparedBlock } from "./prepared-block.ts";

/**
 * Car spec values in text (000 §7, 002 §7): `<spec car-key spec-name>` in a block's text is
 * replaced by that model's spec value, loaded for the whole page in one batch.
 *
 * What is accepted (decided here; the documents show only `<spec car-key spec-name>`):
 * - the bare form `<spec l460 power>`: the first word is the model key, the second the spec name;
 * - the attribute form `<spec car-key="l460" spec-name="power">`, attributes in either order,
 *   quoted with " or ' or not at all (`car_key`/`spec_name` too), and a bare word filling the
 *   one attribute left out (`<spec car-key="l460" power>`); other attributes are ignored;
 * - either form self-closed (`<spec l460 power/>`) or followed at once by `</spec>`;
 *   anything between `<spec …>` and `</spec>` stays as written (a lone `</spec>` is dropped);
 * - in editor HTML also the escaped form a rich-text editor stores when the tag is typed as text
 *   (`&lt;spec l460 power&gt;`, `&quot;` quotes, `&nbsp;` spaces);
 * - `spec` in any letter case; the model key in any case (lower-cased, 000 §9); the spec name
 *   exactly as stored (top_speed and Top_Speed are two specs).
 *
 * What it shows: the value as text (escaped in HTML, never read as HTML), wrapped in the Unicode
 * first-strong isolate (U+2068 … U+2069) so "250 km/h" keeps its order in right-to-left text. An
 * unknown model, an unknown spec, an empty value, a model whose load failed and a tag that is not
 * well formed all show nothing: never the tag itself.
 */

/** One tag's reference; null for a tag that names no valid key and spec. */
interface SpecTagRef {
  modelKey: string;
  specName: string;
}

/** Every model key's specs for one page: null where the model is unknown or failed to load. */
export type SpecLookup = ReadonlyMap<string, ModelSpecValues | null>;

/**
 * The batch loader (000 §7): every key asked maps to its model's specs, or to null when there is
 * no such model or the load failed. One call per page render.
 */
export type SpecBatchLoader = (keys: readonly string[]) => Promise<SpecLookup>;

// Editor HTML is sanitised when a page is prepared, which would drop a <spec> element: before
// that, each tag becomes this marker, in private-use characters that neither sanitising nor an
// editor's typing produces, and is filled at render time.
const MARK_OPEN = "\uE000";
const MARK_MID = "\uE001";
const MARK_CLOSE = "\uE002";
const MARKER = /\uE000([^\uE000-\uE002]*)\uE001([^\uE000-\uE002]*)\uE002/g;

const RAW_TAG = /<spec(?=[\s/>])([^<>]*)>(?:\s*<\/spec\s*>)?/gi;
const RAW_CLOSE = /<\/spec\s*>/gi;
const ESCAPED_TAG =
  /&lt;spec(?=\s|\/|&gt;|&nbsp;|&#160;)((?:(?!&gt;|&lt;)[^<>])*)&gt;(?:(?:\s|&nbsp;|&#160;)*&lt;\/spec\s*&gt;)?/gi;
const ESCAPED_CLOSE = /&lt;\/spec\s*&gt;/gi;

const ATTRIBUTE = /([^\s"'=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=]+)))?/g;

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;|&#0*34;|&#x0*22;/gi, '"')
    .replace(/&apos;|&#0*39;|&#x0*27;/gi, "'")
    .replace(/&nbsp;|&#0*160;|&#x0*a0;/gi, " ")
    .replace(/&amp;/gi, "&");
}

/** What follows `<spec` up to `>`: the model key and spec name it names, or null. */
export function parseSpecTag(inner: string): SpecTagRef | null {
  const text = decodeEntities(inner).replace(/\/\s*$/, "");
  let key: string | undefined;
  let name: string | undefined;
  const bare: string[] = [];
  for (const match of text.matchAll(ATTRIBUTE)) {
    const attribute = match[1] ?? "";
    const value = match[2] ?? match[3] ?? match[4];
    if (value === undefined) {
      bare.push(attribute);
      continue;
    }
    const named = attribute.toLowerCase().replace("_", "-");
    if (named === "car-key") key = value;
    else if (named === "spec-name") name = value;
  }
  if (key === undefined) key = bare.shift();
  if (name === undefined) name = bare.shift();
  if (key === undefined || name === undefined || bare.length > 0) return null;
  const modelKey = normalizeModelKey(key);
  const specName = name.trim();
  if (modelKey === null || !SPEC_NAME_PATTERN.test(specName)) return null;
  return { modelKey, specName };
}

const markerOf = (ref: SpecTagRef | null): string =>
  ref ? `${MARK_OPEN}${ref.modelKey}${MARK_MID}${ref.specName}${MARK_CLOSE}` : "";

/**
 * Editor HTML before it is sanitised: every spec tag (raw or escaped) becomes a marker that
 * survives sanitising and that fillSpecTags replaces; a tag that is not well formed goes.
 */
export function protectSpecTags(html: string): string {
  if (!mayHoldTags(html)) return html;
  return html
    .replace(RAW_TAG, (_, inner: string) => markerOf(parseSpecTag(inner)))
    .replace(ESCAPED_TAG, (_, inner: string) => markerOf(parseSpecTag(inner)))
    .replace(RAW_CLOSE, "")
    .replace(ESCAPED_CLOSE, "");
}

const mayHoldTags = (text: string): boolean => text.includes(MARK_OPEN) || /spec/i.test(text);

/**
 * Replaces each tag of `text` with what `fill` returns for it: in HTML (`isHtml`) the raw and
 * escaped forms and markers, in plain text the raw form and markers.
 */
function mapSpecTags(
  text: string,
  isHtml: boolean,
  fill: (ref: SpecTagRef | null) => string,
): string {
  if (!mayHoldTags(text)) return text;
  const byMarker = (_: string, key: string, name: string) =>
    fill(
      normalizeModelKey(key) !== null && SPEC_NAME_PATTERN.test(name)
        ? { modelKey: key, specName: name }
        : null,
    );
  const byTag = (_: string, inner: string) => fill(parseSpecTag(inner));
  let out = text.replace(MARKER, byMarker).replace(RAW_TAG, byTag).replace(RAW_CLOSE, "");
  if (isHtml) out = out.replace(ESCAPED_TAG, byTag).replace(ESCAPED_CLOSE, "");
  return out;
}

/** The tags of one text, in order (null for one that is not well formed). */
export function specTagsIn(text: string, isHtml = false): (SpecTagRef | null)[] {
  const found: (SpecTagRef | null)[] = [];
  mapSpecTags(text, isHtml, (ref) => {
    found.push(ref);
    return "";
  });
  return found;
}

/** What one tag shows: the value, isolated for bidirectional text; "" when there is none. */
function specTagText(ref: SpecTagRef | null, lookup: SpecLookup): string {
  if (ref === null) return "";
  const value = specValueText(lookup.get(ref.modelKey)?.[ref.specName]);
  return value === "" ? "" : `\u2068${value}\u2069`;
}

/** `text` with every tag filled from `lookup`: escaped when `isHtml`, plain text otherwise. */
export function fillSpecTagsInText(text: string, isHtml: boolean, lookup: SpecLookup): string {
  return mapSpecTags(text, isHtml, (ref) => {
    const value = specTagText(ref, lookup);
    return isHtml ? escapeHtml(value) : value;
  });
}

type Json = unknown;

/** A field value with its tags mapped; nested values (links, lists) are plain text. */
function mapValue(
  value: Json,
  isHtml: boolean,
  map: (text: string, isHtml: boolean) => string,
): Json {
  if (typeof value === "string") return map(value, isHtml);
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const next = mapValue(item, false, map);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  if (typeof value === "object" && value !== null) return mapRecord(value, new Set(), map);
  return value;
}

function mapRecord<T extends object>(
  record: T,
  htmlNames: ReadonlySet<string>,
  map: (text: string, isHtml: boolean) => string,
): T {
  let out: Record<string, Json> | null = null;
  for (const [name, value] of Object.entries(record)) {
    const next = mapValue(value, htmlNames.has(name), map);
    if (next === value) continue;
    out ??= { ...(record as Record<string, Json>) };
    out[name] = next;
  }
  return (out ?? record) as T;
}

/**
 * Every text of a prepared block with its tags mapped: the registry's HTML fields (sanitised and
 * raw) as HTML, every other string as text. The block is returned as it is when nothing changed.
 */
function mapBlock(
  prepared: PreparedBlock,
  map: (text: string, isHtml: boolean) => string,
): PreparedBlock {
  if (prepared.kind !== "block") return prepared;
  const def = blockRegistry[prepared.key];
  const fieldHtml = new Set([...def.htmlFields, ...def.rawHtmlFields]);
  const groupHtml = new Set([...def.groupHtmlFields, ...def.groupRawHtmlFields]);
  const { block } = prepared;
  const fields = mapRecord(block.fields, fieldHtml, map);
  let groupsChanged = false;
  const groups = block.groups.map((group: object) => {
    const next = mapRecord(group, groupHtml, map);
    if (next !== group) groupsChanged = true;
    return next;
  });
  if (fields === block.fields && !groupsChanged) return prepared;
  return {
    ...prepared,
    block: { ...block, fields, groups: groupsChanged ? groups : block.groups } as typeof block,
  };
}

/** The model keys the tags of a page's blocks name, each once, in page order. */
export function collectSpecKeys(blocks: readonly PreparedBlock[]): string[] {
  const keys = new Set<string>();
  for (const prepared of blocks)
    mapBlock(prepared, (text, isHtml) => {
      for (const ref of specTagsIn(text, isHtml)) if (ref) keys.add(ref.modelKey);
      return text;
    });
  return [...keys];
}

/** The page's blocks with every tag filled from `lookup` (the input is not changed). */
export function fillSpecTags(
  blocks: readonly PreparedBlock[],
  lookup: SpecLookup,
): PreparedBlock[] {
  return blocks.map((prepared) =>
    mapBlock(prepared, (text, isHtml) => fillSpecTagsInText(text, isHtml, lookup)),
  );
}

/**
 * One page render's tags: the keys collected, loaded in ONE call of `load` (at most
 * MAX_KEYS_PER_LOAD keys; tags naming more models than that show nothing), filled. A page with
 * no tags loads nothing; a load that throws fills every tag with nothing.
 */
export async function fillPageSpecTags(
  blocks: readonly PreparedBlock[],
  load: SpecBatchLoader,
): Promise<PreparedBlock[]> {
  const keys = collectSpecKeys(blocks).slice(0, MAX_KEYS_PER_LOAD);
  if (keys.length === 0) return fillSpecTags(blocks, new Map());
  const lookup = await load(keys).catch(() => new Map<string, ModelSpecValues | null>());
  return fillSpecTags(blocks, lookup);
}
