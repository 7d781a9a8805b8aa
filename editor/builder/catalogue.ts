import { isBlockTemplateKey } from "../../generated/blocks.ts";
import catalogueJson from "../../generated/catalogue.json" with { type: "json" };
import type { BlockTemplateKey } from "../../generated/types.ts";

/** A field as the catalogue describes it (label in Arabic, symbol = the key in `fields`). */
export interface CatalogueField {
  symbol: string;
  label: string;
  field_type: string;
  value: unknown;
}

/** What the builder shows of one block template. */
export interface CatalogueEntry {
  key: BlockTemplateKey;
  /** The Arabic name editors read (the schema's `x-label`). */
  name: string;
  /** The catalogue's English name (the template's `name`, the schema's `title`). */
  catalogueName: string;
  /** The Arabic description editors read (the schema's `x-description`). */
  description: string;
  /** The schema's English account of the block, searched but not shown. */
  englishDescription: string;
  group: string;
  listPriority: number;
  isHidden: boolean;
  maxFieldGroups: number | null;
  thumbnailUrl: string;
  fields: CatalogueField[];
  groupFields: CatalogueField[];
  /** The schema's first example, what a block added from the catalogue starts from. */
  example: BlockExample | null;
}

/** A schema example's content: the stored block's fields and groups. */
export interface BlockExample {
  fields: Record<string, unknown>;
  groups: Record<string, unknown>[];
}

interface RawTemplate {
  attributes: {
    key: string;
    name: string;
    label?: string | null;
    description?: string | null;
    label_description?: string | null;
    example?: BlockExample | null;
    group: string;
    hidden: boolean;
    list_priority: number;
    max_field_groups: number | null;
    thumbnail_url?: string | null;
    fields: CatalogueField[];
    field_groups_template: CatalogueField[];
  };
}

/** Group names as editors read them; an unknown group keeps its own name. */
export const GROUP_LABELS: Readonly<Record<string, string>> = {
  Hero: "الواجهة",
  Content: "المحتوى",
  Advanced: "متقدّم",
  Specials: "العروض الخاصة",
  Mena: "الشرق الأوسط",
  APO: "APO",
  Other: "أخرى",
  Retailers: "الموزّعون",
  Schema: "البيانات المنظّمة",
  "Stock Locator": "محدّد المخزون",
  EIRO: "EIRO",
};

/** Every template of the generated catalogue whose key the registry knows. */
export function readCatalogue(raw: { data: RawTemplate[] } = catalogueJson): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  for (const { attributes: a } of raw.data) {
    if (!isBlockTemplateKey(a.key)) continue;
    out.push({
      key: a.key,
      name: a.label || a.name,
      catalogueName: a.name,
      description: a.label_description ?? "",
      englishDescription: a.description ?? "",
      group: a.group,
      listPriority: a.list_priority,
      isHidden: a.hidden,
      maxFieldGroups: a.max_field_groups,
      thumbnailUrl: a.thumbnail_url ?? `/blocks_thumbnails/${a.key}.png`,
      fields: a.fields,
      groupFields: a.field_groups_template,
      example: a.example ?? null,
    });
  }
  return out;
}

export const catalogue: readonly CatalogueEntry[] = readCatalogue();

export function catalogueEntry(key: string): CatalogueEntry | undefined {
  return catalogue.find((e) => e.key === key);
}

/**
 * Text as the catalogue search compares it: Arabic without diacritics or tatweel, every alef form
 * as a bare alef, alef maqsura as yaa, taa marbuta as haa, Arabic-Indic digits as Latin ones (so
 * «٣٦٠» finds "360"); Latin case-blind.
 */
export function normaliseSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/[ىی]/g, "ي")
    .replace(/ک/g, "ك")
    .replace(/ة/g, "ه")
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .trim();
}

export interface CatalogueGroup {
  group: string;
  label: string;
  entries: CatalogueEntry[];
}

/**
 * Visible templates matching the query (Arabic and English name, description, key, group, Arabic
 * field labels), grouped by their group and ordered by list priority, ascending; groups by their
 * first entry.
 */
export function groupCatalogue(entries: readonly CatalogueEntry[], query = ""): CatalogueGroup[] {
  const terms = normaliseSearch(query).split(/\s+/).filter(Boolean);
  const matches = entries.filter((e) => {
    if (e.isHidden) return false;
    if (terms.length === 0) return true;
    const haystack = normaliseSearch(
      [
        e.name,
        e.catalogueName,
        e.description,
        e.englishDescription,
        e.key,
        e.group,
        GROUP_LABELS[e.group] ?? "",
        ...e.fields.map((f) => f.label),
      ].join(" "),
    );
    return terms.every((t) => haystack.includes(t));
  });
  const sorted = [...matches].sort(
    (a, b) => a.listPriority - b.listPriority || a.name.localeCompare(b.name, "ar"),
  );
  const groups = new Map<string, CatalogueEntry[]>();
  for (const e of sorted) {
    const list = groups.get(e.group) ?? [];
    list.push(e);
    groups.set(e.group, list);
  }
  return [...groups].map(([group, list]) => ({
    group,
    label: GROUP_LABELS[group] ?? group,
    entries: list,
  }));
}
