import type { GeneratorCtx } from "../ctx.ts";
import { type FieldIR, type FieldKind, fieldKinds, type IR } from "../ir.ts";
import { stableStringify } from "../json.ts";
import { banner, type Emitted } from "./banner.ts";

type Ui = Record<string, unknown>;

/** How RJSF draws a field kind: a widget (`ui:widget`, one value) or a field (`ui:field`, a structure). */
export function drawnAs(kind: FieldKind): "widget" | "field" {
  switch (kind) {
    case "String":
    case "Text":
    case "Number":
    case "Bool":
    case "Select":
    case "Icon":
    case "Markdown":
      return "widget";
    case "Image":
    case "Link":
    case "LinksCollection":
    case "Json":
    case "DateRange":
    case "Separator":
      return "field";
    default: {
      const unhandled: never = kind;
      throw new Error(`ui-schema: unhandled field kind ${JSON.stringify(unhandled)}`);
    }
  }
}

/** The uiSchema key that names a kind's component: `ui:widget` or `ui:field`. */
const drawKey = (kind: FieldKind): "ui:widget" | "ui:field" =>
  drawnAs(kind) === "widget" ? "ui:widget" : "ui:field";

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
  const drawn = { [drawKey(f.kind)]: f.kind };
  switch (f.kind) {
    case "String":
    case "Text":
    case "Number":
    case "Bool":
    case "Icon":
    case "Json":
    case "DateRange":
      return withOptions(drawn);
    case "Select":
      return withOptions({
        ...drawn,
        "ui:enumNames": f.options.map((o) => o.label),
        "ui:options": {
          searchable: f.searchable,
          ...(f.optionsSource ? { optionsSource: f.optionsSource } : {}),
        },
      });
    case "Image":
      return withOptions({ ...drawn, "ui:options": { withAlt: f.withAlt, sizes: f.sizes } });
    case "Link":
      return withOptions({ ...drawn, "ui:options": { withoutIcon: f.withoutIcon } });
    case "LinksCollection":
      return withOptions({ ...drawn, "ui:options": { orderable: true } });
    case "Markdown":
      return withOptions({ ...drawn, "ui:options": { language: f.language } });
    case "Separator":
      return withOptions({ ...drawn, "ui:options": { big: f.big } });
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
  const drawing = Object.fromEntries(fieldKinds.map((k) => [k, drawnAs(k)]));
  const text = [
    banner(ctx, [`${ctx.schemasDir}/`]),
    'import type { BlockTemplateKey, SettingsNamespace } from "./types.ts";',
    "",
    "/** Field kind -> how the editor draws it: an RJSF widget (`ui:widget`) or field (`ui:field`). */",
    `export const fieldWidgetKinds = ${stableStringify(drawing)} as const;`,
    "",
    "/** Every field kind's widget name: the editor's widget map names each one. */",
    "export type FieldWidgetName = keyof typeof fieldWidgetKinds;",
    "",
    "/** Field kinds drawn as an RJSF widget (`ui:widget`: one value). */",
    "export type UiWidgetName = {",
    '  [N in FieldWidgetName]: (typeof fieldWidgetKinds)[N] extends "widget" ? N : never;',
    "}[FieldWidgetName];",
    "",
    "/** Field kinds drawn as an RJSF field (`ui:field`: a structured value). */",
    "export type UiFieldName = Exclude<FieldWidgetName, UiWidgetName>;",
    "",
    "/** The `ui:options` the generator writes. */",
    "export type FieldUiOptions = {",
    "  tooltip?: string;",
    "  contentful?: boolean;",
    "  searchable?: boolean;",
    '  optionsSource?: "forms" | "nameplates";',
    "  withAlt?: boolean;",
    "  sizes?: { w: number; h?: number }[];",
    "  withoutIcon?: boolean;",
    "  orderable?: boolean;",
    '  language?: "html" | "json";',
    "  big?: boolean;",
    "};",
    "",
    "/** The uiSchema of one field: its widget or field, and what that one reads. */",
    "export type FieldUiSchema = {",
    '  "ui:widget"?: UiWidgetName | "hidden";',
    '  "ui:field"?: UiFieldName;',
    '  "ui:placeholder"?: string;',
    '  "ui:enumNames"?: string[];',
    '  "ui:options"?: FieldUiOptions;',
    "};",
    "",
    "/** The uiSchema of an object of fields: their order, then each field's by its symbol. */",
    'export type ObjectUiSchema = { "ui:order": string[]; [symbol: string]: FieldUiSchema | string[] };',
    "",
    "/** The uiSchema of a block's form: its fields, and its repeatable groups. */",
    "export type BlockUiSchema = {",
    '  "ui:options": { dir: "rtl" };',
    '  template: { "ui:widget": "hidden" };',
    "  fields: ObjectUiSchema;",
    "  groups: {",
    "    items: ObjectUiSchema;",
    '    "ui:options": { orderable: boolean; addable: boolean; maxItems: number | null };',
    "  };",
    "};",
    "",
    "/** Template key -> RJSF uiSchema of the block's form. */",
    `export const blockUiSchemas = ${stableStringify(blocks)} satisfies Record<BlockTemplateKey, BlockUiSchema>;`,
    "",
    "/** Settings namespace -> RJSF uiSchema of its form. */",
    `export const settingsUiSchemas = ${stableStringify(settings)} satisfies Record<SettingsNamespace, ObjectUiSchema>;`,
    "",
  ].join("\n");
  return { path: "ui-schema.ts", text };
}
