import { blockRegistry } from "../../../generated/blocks.ts";
import type { BlockTemplateKey } from "../../../generated/types.ts";
import { blockValidators } from "../../../generated/validate.ts";
import { catalogueEntry } from "../catalogue.ts";
import type { StoredBlock } from "../page-types.ts";
import type { MakeUid, PageWorking } from "./types.ts";

/** Inserts blocks at `at` (default: the end). Also serves paste, which inserts copies. */
export function addBlocks(
  working: PageWorking,
  blocks: readonly StoredBlock[],
  at: number | undefined,
  makeUid: MakeUid,
): PageWorking {
  const index = at === undefined ? working.items.length : clamp(at, 0, working.items.length);
  const added = blocks.map((block) => ({ uid: makeUid(), block: structuredClone(block) }));
  const items = [...working.items];
  items.splice(index, 0, ...added);
  return { ...working, items };
}

export const clamp = (n: number, min: number, max: number): number =>
  Math.min(Math.max(n, min), max);

/** A picture of the media library as a new block may use it. */
export interface LibraryPicture {
  id: number;
  alt: string;
}

/**
 * What the site holds that a new block's content can point at. Empty lists mean "not known" (not
 * loaded, or not readable by this editor): the example's own ids are kept.
 */
export interface StartingLibrary {
  /** Pictures of the media library, in the order new blocks take them (newest first). */
  pictures: readonly LibraryPicture[];
  /** The pictures the example names that the library holds, by id, with their alt text. */
  known: ReadonlyMap<number, string>;
  /** Ids of the published (public) forms, the first one first. */
  publishedFormIds: readonly string[];
}

export const emptyLibrary: StartingLibrary = {
  pictures: [],
  known: new Map(),
  publishedFormIds: [],
};

/** The catalogue group of the blocks that open a page; one added to a page without H1 becomes it. */
const HERO_GROUP = "Hero";

/** Fields the example sets for its own page that a new block must not repeat. */
const PAGE_SPECIFIC_FIELDS = ["block_scroll_id", "offer_schedule"] as const;

type Json = unknown;

const isRecord = (v: Json): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** An image reference of the shared Image shape: `{ id, alt? }` and nothing else. */
function isImageRef(v: Json): v is { id: number; alt?: string } {
  if (!isRecord(v) || typeof v.id !== "number" || !Number.isInteger(v.id)) return false;
  return Object.keys(v).every((k) => k === "id" || k === "alt");
}

/** Every image id an example names, fields and groups, nested shapes included. */
export function exampleImageIds(key: BlockTemplateKey): number[] {
  const example = catalogueEntry(key)?.example;
  if (!example) return [];
  const ids = new Set<number>();
  const walk = (v: Json): void => {
    if (isImageRef(v)) ids.add(v.id);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (isRecord(v)) Object.values(v).forEach(walk);
  };
  walk(example.fields);
  walk(example.groups);
  return [...ids];
}

/** A heading tag in HTML: `<h2 …>…</h2>`. */
const HTML_HEADING = /<h([1-6])(\b[^>]*)>([\s\S]*?)<\/h\1\s*>/i;

/** True when a block of the page already shows an H1 (a heading level of 1, or an `<h1>` in HTML). */
export function pageHasH1(blocks: readonly StoredBlock[]): boolean {
  const inHtml = (v: Json): boolean => {
    if (typeof v === "string") return /<h1[\s>]/i.test(v);
    if (Array.isArray(v)) return v.some(inHtml);
    if (isRecord(v)) return Object.values(v).some(inHtml);
    return false;
  };
  return blocks.some((b) => b.fields.header_tag === 1 || inHtml(b.fields) || inHtml(b.groups));
}

/**
 * Sets a hero's heading level: its «مستوى العنوان» field when it has one, else the first heading
 * of its first slide's HTML. Other blocks keep their example's level, lowered from H1 to H2 when
 * the page has its H1 already (a page has one H1).
 */
function setHeadingLevel(block: StoredBlock, isHero: boolean, hasH1: boolean): void {
  const wanted = isHero && !hasH1 ? 1 : null;
  if ("header_tag" in block.fields || !isHero) {
    const current = block.fields.header_tag;
    if (wanted !== null) block.fields.header_tag = wanted;
    else if (current === 1) block.fields.header_tag = 2;
    return;
  }
  const first = block.groups[0];
  if (!first) return;
  for (const [symbol, value] of Object.entries(first)) {
    if (typeof value !== "string") continue;
    const match = HTML_HEADING.exec(value);
    if (!match) continue;
    const level = wanted ?? (match[1] === "1" ? 2 : Number(match[1]));
    first[symbol] = value.replace(HTML_HEADING, `<h${level}$2>$3</h${level}>`);
    return;
  }
}

/**
 * Points the example's pictures at the library: an example picture the library holds stays (with
 * the library's alternative text when the example has none); any other takes the library's
 * pictures in turn, each with its alternative text.
 */
function takeLibraryPictures(block: StoredBlock, library: StartingLibrary): void {
  if (library.pictures.length === 0 && library.known.size === 0) return;
  let next = 0;
  const visit = (v: Json): Json => {
    if (isImageRef(v)) {
      const knownAlt = library.known.get(v.id);
      if (knownAlt !== undefined) return { id: v.id, alt: v.alt || knownAlt };
      const picture = library.pictures[next % Math.max(library.pictures.length, 1)];
      if (!picture) return v;
      next += 1;
      return { id: picture.id, alt: picture.alt };
    }
    if (Array.isArray(v)) return v.map(visit);
    if (isRecord(v)) return visitRecord(v);
    return v;
  };
  const visitRecord = (r: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(r).map(([k, x]) => [k, visit(x)]));
  block.fields = visitRecord(block.fields);
  block.groups = block.groups.map(visitRecord);
}

/**
 * Points the example's forms at a published one: the block's form fields (x-options-source:
 * forms) and the buttons that open a form, when the form they name is not published here.
 */
function takePublishedForms(block: StoredBlock, library: StartingLibrary): void {
  const [first] = library.publishedFormIds;
  if (first === undefined) return;
  const published = new Set(library.publishedFormIds);
  for (const symbol of blockRegistry[block.template].formFields) {
    const value = block.fields[symbol];
    if (typeof value !== "string" || !published.has(value)) block.fields[symbol] = first;
  }
  const visit = (v: Json): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (isRecord(v)) {
      if (
        v.type === "form" &&
        typeof v.rdx_forms_form_id === "string" &&
        !published.has(v.rdx_forms_form_id)
      )
        v.rdx_forms_form_id = first;
      Object.values(v).forEach(visit);
    }
  };
  visit(block.fields);
  visit(block.groups);
}

/** The template's defaults alone, as a block without an example starts. */
function defaultsOf(key: BlockTemplateKey): StoredBlock {
  const block: StoredBlock = { template: key, fields: {}, groups: [] };
  blockValidators[key](block);
  return block;
}

/**
 * What a block added from the catalogue starts with: its schema's example (slides, texts,
 * buttons), without the example's scroll id and schedule, its pictures and forms taken from the
 * site's library, and a hero as the page's H1 when the page has none. Defaults fill the rest; an
 * example today's validator refuses falls back to the defaults alone.
 */
export function startingBlock({
  key,
  pageBlocks,
  library = emptyLibrary,
  pageLang = "ar",
}: {
  key: BlockTemplateKey;
  pageBlocks: readonly StoredBlock[];
  library?: StartingLibrary;
  /** The page's language: the examples are written in Arabic, so only an Arabic page takes them. */
  pageLang?: string;
}): StoredBlock {
  const entry = catalogueEntry(key);
  const example = pageLang === "ar" ? entry?.example : undefined;
  const isHero = entry?.group === HERO_GROUP;
  if (!example) {
    const block = defaultsOf(key);
    setHeadingLevel(block, isHero, pageHasH1(pageBlocks));
    return block;
  }
  const block: StoredBlock = {
    template: key,
    fields: structuredClone(example.fields),
    groups: structuredClone(example.groups),
  };
  for (const field of PAGE_SPECIFIC_FIELDS) delete block.fields[field];
  takeLibraryPictures(block, library);
  takePublishedForms(block, library);
  setHeadingLevel(block, isHero, pageHasH1(pageBlocks));
  if (!blockValidators[key](block)) {
    const fallback = defaultsOf(key);
    setHeadingLevel(fallback, isHero, pageHasH1(pageBlocks));
    return fallback;
  }
  return block;
}
