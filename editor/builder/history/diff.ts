import { diffArrays } from "diff";
import { isBlockTemplateKey } from "../../../generated/blocks.ts";
import catalogueJson from "../../../generated/catalogue.json" with { type: "json" };
import { type CatalogueField, catalogueEntry } from "../catalogue.ts";
import type { DraftSnapshot, PageMetaValues, StoredBlock } from "../page-types.ts";

/**
 * What changed between two page snapshots, as an editor reads it: page settings and blocks,
 * each field named by its Arabic label and shown as text (rich text without its tags, a select
 * by its option's label, a picture as its id and alternative text). The block's `version` and
 * `template` keys never appear: they are storage, not content.
 *
 * Stored blocks carry no id of their own, so blocks are matched by content: first those that
 * are identical and in the same order, then identical ones elsewhere (moved), then blocks of the
 * same template that share most of their field values (changed). What is left was added or
 * removed.
 */

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Every select field's option labels ("template symbol" → value → label), read from the
 * generated catalogue.
 */
const optionLabels: ReadonlyMap<string, ReadonlyMap<string, string>> = (() => {
  const out = new Map<string, Map<string, string>>();
  for (const template of catalogueJson.data) {
    const a = template.attributes;
    for (const field of [...a.fields, ...a.field_groups_template]) {
      const attrs: unknown = field.attrs;
      const options = isRecord(attrs) && Array.isArray(attrs.options) ? attrs.options : [];
      for (const option of options) {
        if (!isRecord(option) || typeof option.label !== "string") continue;
        const name = `${a.key} ${field.symbol}`;
        const labels = out.get(name) ?? new Map<string, string>();
        labels.set(stableKey(option.value), option.label);
        out.set(name, labels);
      }
    }
  }
  return out;
})();

/** A value as the diff shows it. */
export type ShownValue =
  | { kind: "empty" }
  | { kind: "text"; text: string }
  | { kind: "image"; id: number; alt: string }
  | { kind: "flag"; value: boolean };

/** One word run of a text diff. */
export interface WordPart {
  kind: "added" | "removed" | "same";
  text: string;
}

export interface FieldChange {
  /** Where the value is, e.g. `heading` or `groups/1/title`: stable, for keys and tests. */
  path: string;
  /** The Arabic label(s), outermost first: ["العنصر ٢", "العنوان"] for a group's field. */
  label: string;
  /** A repeatable group's item (1-based) this change belongs to, or null for a block field. */
  item: number | null;
  /** For a whole group item added or removed; else "changed". */
  change: "changed" | "added" | "removed";
  before: ShownValue;
  after: ShownValue;
  /** The word diff when both sides are text. */
  words: WordPart[] | null;
}

export type BlockStatus = "added" | "removed" | "changed" | "moved" | "same";

export interface BlockChange {
  status: BlockStatus;
  /** Also true for a changed block whose place among the others changed. */
  isMoved: boolean;
  template: string;
  /** The block's Arabic name from the catalogue. */
  name: string;
  /** 0-based positions in the older and the newer snapshot (null where the block is absent). */
  fromIndex: number | null;
  toIndex: number | null;
  fields: FieldChange[];
  /** The block as it is in the older snapshot (to restore it), null for an added block. */
  before: StoredBlock | null;
  after: StoredBlock | null;
}

export interface SnapshotDiff {
  meta: FieldChange[];
  blocks: BlockChange[];
  /** True when nothing differs: no meta change and every block `same`. */
  isSame: boolean;
}

/** The page settings a version holds, with the labels the page settings form uses. */
export const META_LABELS: Readonly<Record<keyof PageMetaValues, string>> = {
  title: "العنوان",
  meta_title: "عنوان الميتا",
  meta_description: "وصف الميتا",
  image_id: "صورة المشاركة",
  canonical_url: "الرابط الأساسي (canonical)",
  disable_seo_tracking: "إيقاف تتبّع محركات البحث",
};

const META_KEYS = Object.keys(META_LABELS) as (keyof PageMetaValues)[];

/** Sorted-key JSON, so two values compare equal whatever their key order. */
export function stableKey(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === "object")
      return Object.fromEntries(
        Object.entries(v)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, inner]) => [k, sort(inner)]),
      );
    return v;
  };
  return JSON.stringify(sort(value)) ?? "undefined";
}

/** What an editor reads of an HTML or Markdown text: the words, without tags or entities. */
export function plainText(html: string): string {
  return (
    html
      .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, " ")
      .replace(/<[^>]*>/g, "")
      // Markdown's emphasis, code and heading marks.
      .replace(/[*_`]+|^#+\s*|\n#+\s*/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Every text inside a structured value (a link, a list of links, a JSON field), in order. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [plainText(value)] : [];
  if (typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (isRecord(value)) return Object.values(value).flatMap(textsOf);
  return [];
}

function shownLink(value: unknown): string {
  if (!isRecord(value)) return "";
  const label = typeof value.link_text === "string" ? value.link_text.trim() : "";
  const url = typeof value.url === "string" ? value.url.trim() : "";
  return label && url ? `${label} (${url})` : label || url;
}

/** A field's value as text or picture, by the field's kind. */
export function showValue(
  field: CatalogueField | undefined,
  value: unknown,
  template = "",
): ShownValue {
  if (value === undefined || value === null || value === "") return { kind: "empty" };
  switch (field?.field_type) {
    case "Image": {
      if (!isRecord(value) || typeof value.id !== "number") return { kind: "empty" };
      return { kind: "image", id: value.id, alt: typeof value.alt === "string" ? value.alt : "" };
    }
    case "Bool":
      return typeof value === "boolean" ? { kind: "flag", value } : { kind: "empty" };
    case "Select": {
      const label = optionLabels.get(`${template} ${field.symbol}`)?.get(stableKey(value));
      return { kind: "text", text: label ?? textsOf(value).join(" · ") };
    }
    case "Link": {
      const text = shownLink(value);
      return text ? { kind: "text", text } : { kind: "empty" };
    }
    case "LinksCollection": {
      const texts = Array.isArray(value) ? value.map(shownLink).filter(Boolean) : [];
      return texts.length > 0 ? { kind: "text", text: texts.join(" · ") } : { kind: "empty" };
    }
    default: {
      if (typeof value === "boolean") return { kind: "flag", value };
      const texts = textsOf(value);
      return texts.length > 0 ? { kind: "text", text: texts.join(" · ") } : { kind: "empty" };
    }
  }
}

function wordsOf(before: ShownValue, after: ShownValue): WordPart[] | null {
  if (before.kind !== "text" && after.kind !== "text") return null;
  const from = before.kind === "text" ? before.text : "";
  const to = after.kind === "text" ? after.text : "";
  // Whole words (split at spaces), so an Arabic word is never cut inside its letters.
  return diffArrays(from.split(/(\s+)/), to.split(/(\s+)/)).map((part) => ({
    kind: part.added ? "added" : part.removed ? "removed" : "same",
    text: part.value.join(""),
  }));
}

/** The changed fields of one object (a block's fields or one group item), in label order. */
function fieldChanges(
  template: string,
  fields: readonly CatalogueField[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix: string,
  item: number | null,
): FieldChange[] {
  const known = new Map(fields.map((f) => [f.symbol, f]));
  const keys = [
    ...fields.map((f) => f.symbol),
    ...[...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !known.has(k)),
  ];
  const out: FieldChange[] = [];
  for (const key of keys) {
    const field = known.get(key);
    if (field?.field_type === "Separator") continue;
    if (stableKey(before[key]) === stableKey(after[key])) continue;
    const shownBefore = showValue(field, before[key], template);
    const shownAfter = showValue(field, after[key], template);
    // Values that differ only in what an editor cannot see (an absent default, key order).
    if (stableKey(shownBefore) === stableKey(shownAfter)) continue;
    out.push({
      path: `${prefix}${key}`,
      label: field?.label ?? key,
      item,
      change: "changed",
      before: shownBefore,
      after: shownAfter,
      words: wordsOf(shownBefore, shownAfter),
    });
  }
  return out;
}

/** Every visible difference between two versions of one block (fields, then group items). */
export function blockFieldChanges(before: StoredBlock, after: StoredBlock): FieldChange[] {
  const entry = catalogueEntry(after.template) ?? catalogueEntry(before.template);
  const out = fieldChanges(
    after.template,
    entry?.fields ?? [],
    before.fields,
    after.fields,
    "",
    null,
  );
  const count = Math.max(before.groups.length, after.groups.length);
  for (let i = 0; i < count; i++) {
    const from = before.groups[i];
    const to = after.groups[i];
    const groupFields = entry?.groupFields ?? [];
    if (from && to) {
      out.push(...fieldChanges(after.template, groupFields, from, to, `groups/${i}/`, i + 1));
      continue;
    }
    const present = from ?? to ?? {};
    const text = textsOf(present).join(" · ");
    const shown: ShownValue = text ? { kind: "text", text } : { kind: "empty" };
    out.push({
      path: `groups/${i}`,
      label: "",
      item: i + 1,
      change: from ? "removed" : "added",
      before: from ? shown : { kind: "empty" },
      after: to ? shown : { kind: "empty" },
      words: null,
    });
  }
  return out;
}

/** A block's content without its storage keys (`version`), for matching. */
const contentKey = (block: StoredBlock): string =>
  stableKey({ template: block.template, fields: block.fields, groups: block.groups });

/** The share of field values two blocks of one template have in common (0 to 1). */
function likeness(a: StoredBlock, b: StoredBlock): number {
  if (a.template !== b.template) return 0;
  const keys = new Set([...Object.keys(a.fields), ...Object.keys(b.fields)]);
  let same = 0;
  for (const k of keys) if (stableKey(a.fields[k]) === stableKey(b.fields[k])) same++;
  const groupsSame = stableKey(a.groups) === stableKey(b.groups) ? 1 : 0;
  return (same + groupsSame) / (keys.size + 1);
}

/** Pairs of [from index, to index] of the longest common subsequence of two key lists. */
function commonRun(from: readonly string[], to: readonly string[]): [number, number][] {
  const rows = from.length;
  const cols = to.length;
  // table[i * (cols + 1) + j]: the common run's length from from[i] and to[j] on.
  const table = new Int32Array((rows + 1) * (cols + 1));
  const at = (i: number, j: number): number => table[i * (cols + 1) + j] ?? 0;
  for (let i = rows - 1; i >= 0; i--)
    for (let j = cols - 1; j >= 0; j--)
      table[i * (cols + 1) + j] =
        from[i] === to[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    if (from[i] === to[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}

/**
 * Matches the blocks of two snapshots: `to[j] = from[i]` for each returned pair. Identical
 * blocks in order first, then identical ones out of order, then same-template blocks sharing at
 * least half their values (or the only unmatched block of their template on each side).
 */
export function matchBlocks(
  from: readonly StoredBlock[],
  to: readonly StoredBlock[],
): Map<number, number> {
  const fromKeys = from.map(contentKey);
  const toKeys = to.map(contentKey);
  const pairs = new Map<number, number>(); // from index → to index
  const taken = new Set<number>(); // to indexes
  for (const [i, j] of commonRun(fromKeys, toKeys)) {
    pairs.set(i, j);
    taken.add(j);
  }
  fromKeys.forEach((key, i) => {
    if (pairs.has(i)) return;
    const j = toKeys.findIndex((k, index) => k === key && !taken.has(index));
    if (j >= 0) {
      pairs.set(i, j);
      taken.add(j);
    }
  });
  const candidates: { i: number; j: number; score: number }[] = [];
  from.forEach((a, i) => {
    if (pairs.has(i)) return;
    to.forEach((b, j) => {
      if (taken.has(j) || a.template !== b.template) return;
      candidates.push({ i, j, score: likeness(a, b) });
    });
  });
  const onlyOfTemplate = (template: string): boolean =>
    from.filter((b, i) => b.template === template && !pairs.has(i)).length === 1 &&
    to.filter((b, j) => b.template === template && !taken.has(j)).length === 1;
  candidates.sort((a, b) => b.score - a.score || Math.abs(a.i - a.j) - Math.abs(b.i - b.j));
  for (const c of candidates) {
    if (pairs.has(c.i) || taken.has(c.j)) continue;
    const template = from[c.i]?.template ?? "";
    if (c.score < 0.5 && !onlyOfTemplate(template)) continue;
    pairs.set(c.i, c.j);
    taken.add(c.j);
  }
  return pairs;
}

/**
 * The from-indexes of pairs that keep their relative order: the longest run whose `to` indexes
 * increase; among runs as long, the one that keeps the most unchanged blocks, then the one whose
 * blocks travelled least. So a block dragged elsewhere reads as moved, not every block it
 * jumped over, and an edited block is the one said to have moved rather than its untouched
 * neighbour.
 */
function inOrder(pairs: Map<number, number>, isIdentical: (i: number) => boolean): Set<number> {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  // Each tie-breaker's total stays below one step of the one before it (at most 200 blocks).
  const bonus = (i: number, j: number) => 1 + (isIdentical(i) ? 1e-3 : 0) - Math.abs(i - j) * 1e-9;
  const best: number[] = [];
  const previous: number[] = [];
  sorted.forEach(([i, j], k) => {
    best[k] = bonus(i, j);
    previous[k] = -1;
    for (let m = 0; m < k; m++) {
      const [, before] = sorted[m] ?? [0, 0];
      const total = (best[m] ?? 0) + bonus(i, j);
      if (before < j && total > (best[k] ?? 0)) {
        best[k] = total;
        previous[k] = m;
      }
    }
  });
  let k = -1;
  best.forEach((score, index) => {
    if (k < 0 || score > (best[k] ?? 0)) k = index;
  });
  const kept = new Set<number>();
  while (k >= 0) {
    const pair = sorted[k];
    if (pair) kept.add(pair[0]);
    k = previous[k] ?? -1;
  }
  return kept;
}

/** Every block of both snapshots in the newer one's order, removed blocks where they were. */
export function diffBlocks(
  from: readonly StoredBlock[],
  to: readonly StoredBlock[],
): BlockChange[] {
  const pairs = matchBlocks(from, to);
  const kept = inOrder(pairs, (i) => {
    const j = pairs.get(i);
    const a = from[i];
    const b = j === undefined ? undefined : to[j];
    return a !== undefined && b !== undefined && contentKey(a) === contentKey(b);
  });
  const fromOf = new Map([...pairs].map(([i, j]) => [j, i]));
  const nameOf = (template: string) => catalogueEntry(template)?.name ?? template;
  const removedAfter = new Map<number, BlockChange[]>(); // to index (-1: first) → removed blocks
  let anchor = -1;
  from.forEach((block, i) => {
    const j = pairs.get(i);
    if (j !== undefined) {
      if (kept.has(i)) anchor = j;
      return;
    }
    const list = removedAfter.get(anchor) ?? [];
    list.push({
      status: "removed",
      isMoved: false,
      template: block.template,
      name: nameOf(block.template),
      fromIndex: i,
      toIndex: null,
      fields: [],
      before: block,
      after: null,
    });
    removedAfter.set(anchor, list);
  });
  const out: BlockChange[] = [...(removedAfter.get(-1) ?? [])];
  to.forEach((block, j) => {
    const i = fromOf.get(j);
    const before = i === undefined ? undefined : from[i];
    if (i === undefined || !before) {
      out.push({
        status: "added",
        isMoved: false,
        template: block.template,
        name: nameOf(block.template),
        fromIndex: null,
        toIndex: j,
        fields: [],
        before: null,
        after: block,
      });
    } else {
      const fields = blockFieldChanges(before, block);
      const isMoved = !kept.has(i);
      out.push({
        status: fields.length > 0 ? "changed" : isMoved ? "moved" : "same",
        isMoved,
        template: block.template,
        name: nameOf(block.template),
        fromIndex: i,
        toIndex: j,
        fields,
        before,
        after: block,
      });
    }
    out.push(...(removedAfter.get(j) ?? []));
  });
  return out;
}

/** The page settings that differ, labelled as the page settings form labels them. */
export function diffMeta(from: Partial<DraftSnapshot>, to: Partial<DraftSnapshot>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const key of META_KEYS) {
    const a = from[key] ?? null;
    const b = to[key] ?? null;
    if (stableKey(a) === stableKey(b)) continue;
    const show = (v: unknown): ShownValue =>
      key === "image_id"
        ? typeof v === "number"
          ? { kind: "image", id: v, alt: "" }
          : { kind: "empty" }
        : key === "disable_seo_tracking"
          ? { kind: "flag", value: v === true }
          : typeof v === "string" && v.trim()
            ? { kind: "text", text: v }
            : { kind: "empty" };
    const before = show(a);
    const after = show(b);
    if (stableKey(before) === stableKey(after)) continue;
    out.push({
      path: key,
      label: META_LABELS[key],
      item: null,
      change: "changed",
      before,
      after,
      words: wordsOf(before, after),
    });
  }
  return out;
}

/** Blocks of a stored snapshot, keeping only well-formed ones (a version is stored JSON). */
export function blocksOf(snapshot: unknown): StoredBlock[] {
  if (!isRecord(snapshot) || !Array.isArray(snapshot.blocks)) return [];
  return snapshot.blocks.flatMap((b): StoredBlock[] =>
    isRecord(b) && typeof b.template === "string" && isBlockTemplateKey(b.template)
      ? [
          {
            template: b.template,
            fields: isRecord(b.fields) ? b.fields : {},
            groups: Array.isArray(b.groups) ? b.groups.filter(isRecord) : [],
          },
        ]
      : [],
  );
}

/** The page settings of a stored snapshot, each taken only when it has its expected type. */
export function metaOf(snapshot: unknown): Partial<PageMetaValues> {
  if (!isRecord(snapshot)) return {};
  const out: Partial<PageMetaValues> = {};
  for (const key of ["title", "meta_title", "meta_description", "canonical_url"] as const) {
    const v = snapshot[key];
    if (typeof v === "string") out[key] = v;
  }
  if (typeof snapshot.image_id === "number") out.image_id = snapshot.image_id;
  if (typeof snapshot.disable_seo_tracking === "boolean")
    out.disable_seo_tracking = snapshot.disable_seo_tracking;
  return out;
}

/** The whole comparison of an older snapshot with a newer one (stored JSON or the draft). */
export function diffSnapshots(from: unknown, to: unknown): SnapshotDiff {
  const meta = diffMeta(metaOf(from), metaOf(to));
  const blocks = diffBlocks(blocksOf(from), blocksOf(to));
  return { meta, blocks, isSame: meta.length === 0 && blocks.every((b) => b.status === "same") };
}
