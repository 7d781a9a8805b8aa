import type { GeneratorCtx } from "../ctx.ts";
import type { FieldIR, IR } from "../ir.ts";
import { stableStringify } from "../json.ts";
import { banner, type Emitted } from "./banner.ts";

type Ui = Record<string, unknown>;

/** RJSF uiSchema: one widget (simple kinds) or field (structured kinds) per field kind, right-to-left. */
export function fieldUi(f: FieldIR): Ui {
  const common: Ui = {};
  const options: Ui = {};
  if (f.placeholder) common["ui:placeholder"] = f.placeholder;
  if (f.tooltip) options.tooltip = f.tooltip;
  if (f.contentful) options.contentful = true;
  const withOptions = (ui: Ui): Ui =>
    Object.keys(options).length > 0
      ? {
          ...common,
          ...ui,
          "ui:options": { ...options, ...((ui["ui:options"] as Ui | undefined) ?? {}) },
        }
      : { ...common, ...ui };
  switch (f.kind) {
    case "String":
      return withOptions({ "ui:widget": "String" });
    case "Text":
      return withOptions({ "ui:widget": "Text" });
    case "Number":
      return withOptions({ "ui:widget": "Number" });
    case "Bool":
      return withOptions({ "ui:widget": "Bool" });
    case "Select":
      return withOptions({
        "ui:widget": "Select",
        "ui:enumNames": f.options.map((o) => o.label),
        "ui:options": { searchable: f.searchable },
      });
    case "Image":
      return withOptions({
        "ui:field": "Image",
        "ui:options": { withAlt: f.withAlt, sizes: f.sizes },
      });
    case "Link":
      return withOptions({ "ui:field": "Link", "ui:options": { withoutIcon: f.withoutIcon } });
    case "LinksCollection":
      return withOptions({ "ui:field": "LinksCollection", "ui:options": { orderable: true } });
    case "Icon":
      return withOptions({ "ui:widget": "Icon" });
    case "Markdown":
      return withOptions({ "ui:widget": "Markdown", "ui:options": { language: f.language } });
    case "Json":
      return withOptions({ "ui:field": "Json" });
    case "DateRange":
      return withOptions({ "ui:field": "DateRange" });
    case "Separator":
      return withOptions({ "ui:field": "Separator", "ui:options": { big: f.big } });
    default: {
      const unhandled: never = f;
      throw new Error(`ui-schema: unhandled field kind ${JSON.stringify(unhandled)}`);
    }
  }
}

function objectUi(fields: FieldIR[]): Ui {
  const ui: Ui = { "ui:order": fields.map((f) => f.symbol) };
  for (const f of fields) ui[f.symbol] = fieldUi(f);
  return ui;
}

/** uiSchema per block (fields and groups) and per settings namespace. */
export function emitUiSchema(ir: IR, ctx: GeneratorCtx): Emitted {
  const blocks: Ui = {};
  for (const b of ir.blocks) {
    blocks[b.key] = {
      "ui:options": { dir: "rtl" },
      template: { "ui:widget": "hidden" },
      fields: objectUi(b.fields),
      groups: {
        items: objectUi(b.groupFields),
        "ui:options": { orderable: true, addable: b.hasGroups, maxItems: b.maxFieldGroups },
      },
    };
  }
  const settings: Ui = {};
  for (const s of ir.settings) settings[s.namespace] = objectUi(s.keys);
  const text = [
    banner(ctx, [`${ctx.schemasDir}/`]),
    "/** Template key -> RJSF uiSchema of the block's form. */",
    `export const blockUiSchemas = ${stableStringify(blocks)} as const;`,
    "",
    "/** Settings namespace -> RJSF uiSchema of its form. */",
    `export const settingsUiSchemas = ${stableStringify(settings)} as const;`,
    "",
  ].join("\n");
  return { path: "ui-schema.ts", text };
}
