import type { GeneratorCtx } from "../ctx.ts";
import type { FieldIR, IR } from "../ir.ts";
import { stableStringify } from "../json.ts";
import { type Emitted, jsonBannerText } from "./banner.ts";

/** The catalogue's field definition of one field: label, symbol, field_type, value, attrs, data. */
export function fieldDefinition(f: FieldIR): Record<string, unknown> {
  const attrs: Record<string, unknown> = {};
  let data: unknown = null;
  if (f.placeholder) attrs.placeholder = f.placeholder;
  if (f.description) attrs.description = f.description;
  if (f.tooltip) attrs.tooltip = f.tooltip;
  switch (f.kind) {
    case "String":
    case "Text":
    case "Number":
    case "Bool":
    case "DateRange":
    case "Link":
    case "LinksCollection":
      if (f.kind === "Link" && f.withoutIcon) attrs.withoutIcon = true;
      break;
    case "Select":
      attrs.options = f.options;
      attrs.searchable = f.searchable;
      break;
    case "Image":
      attrs.withAlt = f.withAlt;
      attrs.sizes = f.sizes;
      break;
    case "Icon":
      data = { icons: f.icons };
      break;
    case "Markdown":
      attrs.language = f.language;
      break;
    case "Json":
      data = { schema: f.subSchema };
      break;
    case "Separator":
      break;
    default: {
      const unhandled: never = f;
      throw new Error(`catalogue: unhandled field kind ${JSON.stringify(unhandled)}`);
    }
  }
  return {
    label: f.label,
    symbol: f.symbol,
    field_type: f.kind,
    value: f.default ?? null,
    attrs,
    data,
    component: null,
    contentful: f.contentful,
  };
}

/**
 * What a block added from the catalogue starts from: its schema's first example, as the stored
 * block's fields and groups (the editor swaps in the site's own pictures and forms).
 */
function startingExample(b: IR["blocks"][number]): { fields: unknown; groups: unknown } | null {
  const first = b.examples[0];
  if (!first) return null;
  return { fields: first.fields ?? {}, groups: first.groups ?? [] };
}

/**
 * Catalogue: the editor's template entities (catalogue §3.1), ordered by group then list_priority.
 * Beside the catalogue's own attributes: `label` and `label_description`, the Arabic name and
 * description editors read, and `example`, the content a new block starts from.
 */
export function emitCatalogue(ir: IR, ctx: GeneratorCtx): Emitted {
  const templates = [...ir.blocks]
    .sort(
      (a, b) =>
        a.group.localeCompare(b.group) ||
        a.listPriority - b.listPriority ||
        a.key.localeCompare(b.key),
    )
    .map((b) => ({
      id: b.key,
      type: "template",
      attributes: {
        key: b.key,
        name: b.name,
        label: b.label,
        description: b.description,
        label_description: b.labelDescription ?? "",
        example: startingExample(b),
        short_description: b.description.split(/(?<=\.)\s/)[0] ?? b.description,
        group: b.group,
        hidden: b.hidden,
        template: b.key,
        list_priority: b.listPriority,
        thumbnail_url: `/blocks_thumbnails/${b.key}.png`,
        fields: b.fields.map(fieldDefinition),
        field_groups: [],
        field_groups_seed: [],
        field_groups_template: b.groupFields.map(fieldDefinition),
        external_block: false,
        area: null,
        max_field_groups: b.maxFieldGroups,
        version: b.version,
      },
    }));
  const doc = { $comment: jsonBannerText(ctx, [`${ctx.schemasDir}/blocks/`]), data: templates };
  return { path: "catalogue.json", text: `${stableStringify(doc)}\n` };
}
