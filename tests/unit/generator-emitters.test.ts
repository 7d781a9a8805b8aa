import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { defaultCtx, resolveCtx } from "../../generator/ctx.ts";
import { banner, type Emitted, jsonBannerText } from "../../generator/emit/banner.ts";
import { emitCatalogue, fieldDefinition } from "../../generator/emit/catalogue.ts";
import { emitBlockComponents, emitBlocks, emitIslands } from "../../generator/emit/registry.ts";
import { emitTypes } from "../../generator/emit/types.ts";
import { drawnAs, emitUiSchema, fieldUi } from "../../generator/emit/ui-schema.ts";
import {
  type BlockIR,
  blockMarkets,
  type FieldIR,
  type FieldKind,
  fieldKinds,
  type IR,
  pageDataKinds,
} from "../../generator/ir.ts";
import type { JsonObject } from "../../generator/json.ts";
import type { SchemaSet } from "../../generator/load.ts";
import { generate } from "../../generator/pipeline.ts";
import { isOwnedElsewhere } from "../../generator/write.ts";

/* Emitters are pure (IR in, text out), so every case builds a small IR by hand. */

type FieldBase = Pick<
  FieldIR,
  | "symbol"
  | "label"
  | "description"
  | "default"
  | "required"
  | "contentful"
  | "placeholder"
  | "tooltip"
  | "schema"
>;

const base = (symbol: string, over: Partial<FieldBase> = {}): FieldBase => ({
  symbol,
  label: `Label ${symbol}`,
  description: null,
  default: undefined,
  required: false,
  contentful: false,
  placeholder: null,
  tooltip: null,
  schema: {},
  ...over,
});

type FieldOf<K extends FieldKind> = Extract<FieldIR, { kind: K }>;

const hotspotsSchema: JsonObject = {
  type: "array",
  items: {
    type: "object",
    additionalProperties: false,
    required: ["x"],
    properties: { x: { type: "number", maximum: 100 } },
  },
};

/** One plain field of every kind; a new kind fails compilation here until it gets a case. */
const oneOfEach: { [K in FieldKind]: FieldOf<K> } = {
  String: { ...base("s"), kind: "String", maxLength: 80 },
  Text: { ...base("t"), kind: "Text", maxLength: null },
  Number: { ...base("n"), kind: "Number", minimum: 1, maximum: 4 },
  Bool: { ...base("b", { default: false }), kind: "Bool" },
  Select: {
    ...base("sel", { default: "s" }),
    kind: "Select",
    options: [
      { label: "Small", value: "s" },
      { label: "Large", value: "l" },
    ],
    searchable: true,
  },
  Image: {
    ...base("img", { default: { id: 24735 } }),
    kind: "Image",
    withAlt: true,
    sizes: [{ w: 1600, h: 900 }, { w: 640 }],
  },
  Link: { ...base("link"), kind: "Link", withoutIcon: true },
  LinksCollection: { ...base("links", { default: [] }), kind: "LinksCollection", maxItems: 4 },
  Icon: { ...base("icon"), kind: "Icon", icons: ["", "car", "phone"] },
  Markdown: { ...base("md"), kind: "Markdown", language: "html", isRawHtml: false },
  Json: { ...base("json"), kind: "Json", subSchema: structuredClone(hotspotsSchema) },
  DateRange: { ...base("dates"), kind: "DateRange" },
  Separator: { ...base("sep", { default: { big: true } }), kind: "Separator", big: true },
};

function block(key: string, over: Partial<BlockIR> = {}): BlockIR {
  const componentName = key
    .replace(/^lrdx-/, "")
    .split("-")
    .map((w) => (w[0] ?? "").toUpperCase() + w.slice(1))
    .join("");
  return {
    tag: "block",
    key,
    name: componentName,
    label: `كتلة ${componentName}`,
    description: `${componentName} block. Second sentence.`,
    group: "Content",
    listPriority: 10,
    maxFieldGroups: null,
    hasGroups: false,
    hidden: false,
    island: false,
    version: 1,
    pageData: null,
    market: null,
    drawsMap: false,
    ownsFollowingBlocks: false,
    isPageFab: false,
    nestedGroups: {},
    fields: [],
    groupFields: [],
    examples: [],
    file: `schemas/blocks/${key}.schema.json`,
    id: `https://schema.cms.local/blocks/${key}.schema.json`,
    componentName,
    declaresComponent: false,
    typePrefix: componentName,
    typeName: `${componentName}Block`,
    schema: {},
    ...over,
  };
}

const irOf = (blocks: BlockIR[]): IR => ({ blocks, settings: [], entities: [] });
const emptySet: SchemaSet = { meta: [], shared: [], blocks: [], settings: [], entities: [] };

describe("fieldUi: one widget or field per kind", () => {
  const want: { [K in FieldKind]: Record<string, unknown> } = {
    String: { "ui:widget": "String" },
    Text: { "ui:widget": "Text" },
    Number: { "ui:widget": "Number" },
    Bool: { "ui:widget": "Bool" },
    Select: {
      "ui:widget": "Select",
      "ui:enumNames": ["Small", "Large"],
      "ui:options": { searchable: true },
    },
    Image: {
      "ui:field": "Image",
      "ui:options": { withAlt: true, sizes: [{ w: 1600, h: 900 }, { w: 640 }] },
    },
    Link: { "ui:field": "Link", "ui:options": { withoutIcon: true } },
    LinksCollection: { "ui:field": "LinksCollection", "ui:options": { orderable: true } },
    Icon: { "ui:widget": "Icon" },
    Markdown: { "ui:widget": "Markdown", "ui:options": { language: "html" } },
    Json: { "ui:field": "Json" },
    DateRange: { "ui:field": "DateRange" },
    Separator: { "ui:field": "Separator", "ui:options": { big: true } },
  };

  it("has a case for each of the field kinds", () => {
    expect(Object.keys(want).sort()).toEqual([...fieldKinds].sort());
  });

  it.each(fieldKinds.map((kind) => ({ kind, given: oneOfEach[kind], want: want[kind] })))(
    "$kind",
    ({ given, want }) => {
      expect(fieldUi(given)).toEqual(want);
    },
  );

  it.each([
    {
      name: "placeholder, tooltip and contentful on a widget",
      given: {
        ...oneOfEach.String,
        placeholder: "Type here",
        tooltip: "Shown beside the label",
        contentful: true,
      },
      want: {
        "ui:placeholder": "Type here",
        "ui:widget": "String",
        "ui:options": { tooltip: "Shown beside the label", contentful: true },
      },
    },
    {
      name: "tooltip merges with the kind's own options",
      given: { ...oneOfEach.Select, searchable: false, tooltip: "Pick one" },
      want: {
        "ui:widget": "Select",
        "ui:enumNames": ["Small", "Large"],
        "ui:options": { tooltip: "Pick one", searchable: false },
      },
    },
    {
      name: "json Markdown names its language",
      given: { ...oneOfEach.Markdown, language: "json" as const, contentful: true },
      want: { "ui:widget": "Markdown", "ui:options": { contentful: true, language: "json" } },
    },
    {
      name: "Image without alt and sizes",
      given: { ...oneOfEach.Image, withAlt: false, sizes: [] },
      want: { "ui:field": "Image", "ui:options": { withAlt: false, sizes: [] } },
    },
    {
      name: "small Separator",
      given: { ...oneOfEach.Separator, big: false },
      want: { "ui:field": "Separator", "ui:options": { big: false } },
    },
  ])("$name", ({ given, want }) => {
    expect(fieldUi(given)).toEqual(want);
  });
});

describe("fieldDefinition: the catalogue's field of each kind", () => {
  const def = (f: FieldIR, attrs: Record<string, unknown>, data: unknown = null) => ({
    label: f.label,
    symbol: f.symbol,
    field_type: f.kind,
    value: f.default ?? null,
    attrs,
    data,
    component: null,
    contentful: f.contentful,
  });

  const want: { [K in FieldKind]: Record<string, unknown> } = {
    String: def(oneOfEach.String, {}),
    Text: def(oneOfEach.Text, {}),
    Number: def(oneOfEach.Number, {}),
    Bool: def(oneOfEach.Bool, {}),
    Select: def(oneOfEach.Select, {
      options: [
        { label: "Small", value: "s" },
        { label: "Large", value: "l" },
      ],
      searchable: true,
    }),
    Image: def(oneOfEach.Image, { withAlt: true, sizes: [{ w: 1600, h: 900 }, { w: 640 }] }),
    Link: def(oneOfEach.Link, { withoutIcon: true }),
    LinksCollection: def(oneOfEach.LinksCollection, {}),
    Icon: def(oneOfEach.Icon, {}, { icons: ["", "car", "phone"] }),
    Markdown: def(oneOfEach.Markdown, { language: "html" }),
    Json: def(oneOfEach.Json, {}, { schema: hotspotsSchema }),
    DateRange: def(oneOfEach.DateRange, {}),
    Separator: def(oneOfEach.Separator, {}),
  };

  it("has a case for each of the field kinds", () => {
    expect(Object.keys(want).sort()).toEqual([...fieldKinds].sort());
  });

  it.each(fieldKinds.map((kind) => ({ kind, given: oneOfEach[kind], want: want[kind] })))(
    "$kind",
    ({ given, want }) => {
      expect(fieldDefinition(given)).toEqual(want);
    },
  );

  it.each([
    {
      name: "value is the default; null without one",
      given: oneOfEach.Text,
      want: { value: null },
    },
    {
      name: "Image default is the value",
      given: oneOfEach.Image,
      want: { value: { id: 24735 } },
    },
    {
      name: "Separator default is the value",
      given: oneOfEach.Separator,
      want: { value: { big: true } },
    },
    {
      name: "numeric Select values stay numbers",
      given: {
        ...oneOfEach.Select,
        default: 2,
        searchable: false,
        options: [
          { label: "H1", value: 1 },
          { label: "H2", value: 2 },
        ],
      },
      want: {
        value: 2,
        attrs: {
          options: [
            { label: "H1", value: 1 },
            { label: "H2", value: 2 },
          ],
          searchable: false,
        },
      },
    },
    {
      name: "Link with the icon picker has no withoutIcon attribute",
      given: { ...oneOfEach.Link, withoutIcon: false },
      want: { attrs: {} },
    },
    {
      name: "placeholder, description and tooltip go to attrs; contentful is kept",
      given: {
        ...oneOfEach.String,
        placeholder: "Type here",
        description: "What it is",
        tooltip: "Help",
        contentful: true,
      },
      want: {
        attrs: { placeholder: "Type here", description: "What it is", tooltip: "Help" },
        contentful: true,
      },
    },
  ])("$name", ({ given, want }) => {
    expect(fieldDefinition(given)).toMatchObject(want);
  });
});

/** The text of one registry entry, from its key line to its closing brace. */
function registryEntry(text: string, key: string): string {
  const start = text.indexOf(`  ${JSON.stringify(key)}: {\n`);
  expect(start, `registry entry of ${key}`).toBeGreaterThanOrEqual(0);
  return text.slice(start, text.indexOf("\n  },", start));
}

describe("emitBlocks, emitBlockComponents and emitIslands", () => {
  const accordion = block("lrdx-accordion", {
    island: true,
    maxFieldGroups: 30,
    hasGroups: true,
    fields: [oneOfEach.String],
    groupFields: [
      { ...oneOfEach.Markdown, symbol: "answer" },
      { ...oneOfEach.Markdown, symbol: "raw", isRawHtml: true },
      { ...oneOfEach.Markdown, symbol: "data", language: "json" },
    ],
  });
  const quote = block("lrdx-quote", {
    label: "اقتباس",
    group: "Content",
    listPriority: 25,
    hidden: true,
    version: 2,
    fields: [{ ...oneOfEach.Markdown, symbol: "body" }, oneOfEach.Text],
  });
  const ir = irOf([accordion, quote]);

  it.each([
    {
      key: "lrdx-accordion",
      want: [
        'key: "lrdx-accordion",',
        'name: "Accordion",',
        'label: "كتلة Accordion",',
        "maxFieldGroups: 30,",
        "isIsland: true,",
        "isHidden: false,",
        "version: 1,",
        "htmlFields: [],",
        'groupHtmlFields: ["answer"],',
        "pageData: null,",
        "market: null,",
        "drawsMap: false,",
        "ownsFollowingBlocks: false,",
        "isPageFab: false,",
        "nestedGroups: {},",
      ],
    },
    {
      key: "lrdx-quote",
      want: [
        'key: "lrdx-quote",',
        'name: "Quote",',
        'label: "اقتباس",',
        'group: "Content",',
        "listPriority: 25,",
        "maxFieldGroups: null,",
        "isIsland: false,",
        "isHidden: true,",
        "version: 2,",
        'htmlFields: ["body"],',
        "groupHtmlFields: [],",
      ],
    },
  ])("$key entry", ({ key, want }) => {
    const entry = registryEntry(emitBlocks(ir, defaultCtx).text, key);
    for (const line of want) expect(entry).toContain(`    ${line}`);
  });

  it.each([
    {
      name: "page data and market",
      over: { pageData: "stock-listing", market: "overseas" } as const,
      want: ['pageData: "stock-listing",', 'market: "overseas",'],
    },
    {
      name: "map, tabs and page FAB",
      over: { drawsMap: true, ownsFollowingBlocks: true, isPageFab: true },
      want: ["drawsMap: true,", "ownsFollowingBlocks: true,", "isPageFab: true,"],
    },
    {
      name: "nested groups",
      over: { nestedGroups: { slides: "lrdx-hero-slider" } },
      want: ['nestedGroups: { "slides": "lrdx-hero-slider" },'],
    },
  ])("the schema's server needs: $name", ({ over, want }) => {
    const entry = registryEntry(
      emitBlocks(irOf([block("lrdx-thing", over)]), defaultCtx).text,
      "lrdx-thing",
    );
    for (const line of want) expect(entry).toContain(`    ${line}`);
  });

  it("is blocks.ts, banner first, typed map of every block, importing types only", () => {
    const out = emitBlocks(ir, defaultCtx);
    expect(out.path).toBe("blocks.ts");
    expect(out.text.startsWith(banner(defaultCtx, [accordion.file, quote.file]))).toBe(true);
    expect(out.text).toContain(
      "export const blockRegistry: { [K in BlockTemplateKey]: BlockDefinition<K> } = {",
    );
    expect(out.text).toContain(
      'export const PAGE_DATA_KINDS = ["stock-listing", "stock-carousel", "retailers", "maps", "news", "collection-feed", "ev-preorder", "vehicle-catalogue", "model-figures", "quiz-images", "range-data"] as const;',
    );
    // runtime/core reads it: a component import here would bring site/ back into the core.
    expect(out.text).not.toContain("import(");
    expect(out.text).not.toContain("load:");
    expect(out.text.match(/^import .*$|^} from .*$/gm)).toEqual([
      "import type {",
      '} from "./types.ts";',
    ]);
  });

  it("block components: one lazy loader per block, keyed by template", () => {
    const out = emitBlockComponents(ir, defaultCtx);
    expect(out.path).toBe("block-components.ts");
    expect(out.text.startsWith(banner(defaultCtx, [accordion.file, quote.file]))).toBe(true);
    expect(out.text).toContain(
      "  [K in BlockTemplateKey]: () => Promise<{ default: ComponentType<BlockProps<K>> }>;",
    );
    expect(out.text).toContain(
      '  "lrdx-accordion": () => import("../site/blocks/Accordion/index.tsx"),',
    );
    expect(out.text).toContain('  "lrdx-quote": () => import("../site/blocks/Quote/index.tsx"),');
  });

  it("lazy import path follows ctx.blocksDir", () => {
    const text = emitBlockComponents(ir, resolveCtx({ blocksDir: "app/components" })).text;
    expect(text).toContain('"lrdx-quote": () => import("../app/components/Quote/index.tsx"),');
  });

  it("islands list only island blocks", () => {
    const out = emitIslands(ir, defaultCtx);
    expect(out.path).toBe("islands.ts");
    expect(out.text).toContain(
      '  "lrdx-accordion": () => import("../site/blocks/Accordion/index.tsx"),',
    );
    expect(out.text).not.toContain("lrdx-quote");
    expect(out.text.startsWith(banner(defaultCtx, [accordion.file]))).toBe(true);
  });

  it("islands are keyed by template: each loader gives the props of its own block", () => {
    const out = emitIslands(ir, defaultCtx);
    expect(out.text).toContain('export type IslandTemplateKey = "lrdx-accordion";');
    expect(out.text).toContain(
      "  [K in IslandTemplateKey]: () => Promise<{ default: ComponentType<BlockProps<K>> }>;",
    );
    expect(emitIslands({ ...ir, blocks: [] }, defaultCtx).text).toContain(
      "export type IslandTemplateKey = never;",
    );
  });
});

interface CatalogueDoc {
  $comment: string;
  data: {
    id: string;
    type: string;
    attributes: {
      key: string;
      name: string;
      label: string;
      group: string;
      list_priority: number;
      short_description: string;
      thumbnail_url: string;
      max_field_groups: number | null;
      fields: { symbol: string }[];
      field_groups_template: { symbol: string }[];
    };
  }[];
}

describe("emitCatalogue", () => {
  const blocks = [
    block("lrdx-hero", { group: "Hero", listPriority: 1 }),
    block("lrdx-late", { group: "Content", listPriority: 30 }),
    block("lrdx-early-b", { group: "Content", listPriority: 5 }),
    block("lrdx-early-a", { group: "Content", listPriority: 5 }),
    block("lrdx-html", { group: "Advanced", listPriority: 40 }),
  ];
  const read = (ir: IR): CatalogueDoc => {
    const out = emitCatalogue(ir, defaultCtx);
    expect(out.path).toBe("catalogue.json");
    expect(out.text.endsWith("}\n")).toBe(true);
    return JSON.parse(out.text) as CatalogueDoc;
  };

  it("orders by group, then list_priority, then key", () => {
    const doc = read(irOf(blocks));
    expect(doc.data.map((t) => [t.attributes.group, t.attributes.list_priority, t.id])).toEqual([
      ["Advanced", 40, "lrdx-html"],
      ["Content", 5, "lrdx-early-a"],
      ["Content", 5, "lrdx-early-b"],
      ["Content", 30, "lrdx-late"],
      ["Hero", 1, "lrdx-hero"],
    ]);
  });

  it("does not depend on the IR's order", () => {
    expect(emitCatalogue(irOf([...blocks].reverse()), defaultCtx).text).toBe(
      emitCatalogue(irOf(blocks), defaultCtx).text,
    );
  });

  it("maps a block to a template entity", () => {
    const b = block("lrdx-faq", {
      name: "FAQ",
      label: "الأسئلة الشائعة",
      maxFieldGroups: 12,
      fields: [oneOfEach.String, oneOfEach.Bool],
      groupFields: [oneOfEach.Markdown],
    });
    const [t] = read(irOf([b])).data;
    expect(t).toMatchObject({
      id: "lrdx-faq",
      type: "template",
      attributes: {
        key: "lrdx-faq",
        name: "FAQ",
        label: "الأسئلة الشائعة",
        short_description: "Faq block.",
        thumbnail_url: "/blocks_thumbnails/lrdx-faq.png",
        max_field_groups: 12,
        fields: [{ symbol: "s" }, { symbol: "b" }],
        field_groups_template: [{ symbol: "md" }],
      },
    });
  });

  it("says in $comment how it was generated", () => {
    expect(read(irOf(blocks)).$comment).toBe(jsonBannerText(defaultCtx, ["schemas/blocks/"]));
  });
});

describe("emitTypes", () => {
  const headerTag: FieldOf<"Select"> = {
    ...base("header_tag", { default: 2 }),
    kind: "Select",
    searchable: false,
    options: [1, 2, 3, 4, 5, 6].map((v) => ({ label: `H${v}`, value: v })),
  };
  const demo = block("lrdx-demo", {
    hasGroups: true,
    fields: [
      headerTag,
      { ...oneOfEach.Select, symbol: "size", default: undefined },
      { ...oneOfEach.Select, symbol: "nothing", options: [] },
      { ...oneOfEach.Text, symbol: "quote", required: true },
      { ...oneOfEach.String, symbol: "author", default: "" },
      { ...oneOfEach.Image, symbol: "photo", default: undefined },
      { ...oneOfEach.Bool, symbol: "flag" },
      { ...oneOfEach.LinksCollection, symbol: "buttons" },
      { ...oneOfEach.Link, symbol: "cta" },
      { ...oneOfEach.Icon, symbol: "glyph" },
      { ...oneOfEach.DateRange, symbol: "offer_schedule" },
      { ...oneOfEach.Separator, symbol: "line" },
      { ...oneOfEach.Number, symbol: "columns", default: 3 },
      { ...oneOfEach.Json, symbol: "hotspots" },
    ],
    groupFields: [{ ...oneOfEach.String, symbol: "title", required: true }],
  });

  let out: Emitted = { path: "", text: "" };
  let text = "";
  beforeAll(async () => {
    out = await emitTypes(irOf([demo]), emptySet, defaultCtx);
    text = out.text;
  });

  it("emits types.ts with the banner", () => {
    expect(out.path).toBe("types.ts");
    expect(out.text.startsWith(banner(defaultCtx, ["schemas/"]))).toBe(true);
  });

  it.each([
    {
      name: "numeric Select is a union of its values",
      want: '  "header_tag": 1 | 2 | 3 | 4 | 5 | 6;',
    },
    { name: "string Select without default is optional", want: '  "size"?: "s" | "l";' },
    { name: "Select without options is never", want: '  "nothing": never;' },
    { name: "required without default is present", want: '  "quote": string;' },
    { name: "with a default is present", want: '  "author": string;' },
    { name: "no default, not required: optional", want: '  "photo"?: Image;' },
    { name: "Bool", want: '  "flag": boolean;' },
    { name: "LinksCollection", want: '  "buttons": Link[];' },
    { name: "Link without default is optional", want: '  "cta"?: Link;' },
    { name: "Icon", want: '  "glyph"?: IconName;' },
    { name: "DateRange", want: '  "offer_schedule"?: OfferSchedule;' },
    { name: "Separator", want: '  "line": { big: boolean };' },
    { name: "Number", want: '  "columns": number;' },
    { name: "Json field gets its own named type", want: '  "hotspots"?: DemoHotspots;' },
    { name: "Json sub-schema is compiled", want: "export type DemoHotspots = {" },
    { name: "group field", want: '  "title": string;' },
    { name: "fields interface", want: "export interface DemoFields {" },
    { name: "group interface", want: "export interface DemoGroup {" },
    {
      name: "instance interface",
      want: '  template: "lrdx-demo";\n  fields: DemoFields;\n  groups: DemoGroup[];',
    },
    { name: "template key union", want: 'export type BlockTemplateKey = "lrdx-demo";' },
    { name: "instance map", want: '  "lrdx-demo": DemoBlock;' },
    { name: "doc comment names label and kind", want: "  /** Label header_tag (Select) */" },
  ])("$name", ({ want }) => {
    expect(text).toContain(want);
  });

  it("marks `?` exactly on fields without default that are not required", () => {
    const optional = [...text.matchAll(/^ {2}"([^"]+)"\?:/gm)].map((m) => m[1]).sort();
    const want = [...demo.fields, ...demo.groupFields]
      .filter((f) => !f.required && f.default === undefined)
      .map((f) => f.symbol)
      .sort();
    expect(optional).toEqual(want);
  });

  it("maps each page-data kind to its blocks' keys and fields, and names the page FAB blocks", async () => {
    const out = await emitTypes(
      irOf([
        block("lrdx-list-a", { pageData: "stock-listing" }),
        block("lrdx-list-b", { pageData: "stock-listing" }),
        block("lrdx-bar", { isPageFab: true }),
        block("lrdx-plain"),
      ]),
      emptySet,
      defaultCtx,
    );
    expect(out.text).toContain('  "stock-listing": "lrdx-list-a" | "lrdx-list-b";');
    expect(out.text).toContain(
      '  "stock-listing": BlockInstanceMap["lrdx-list-a"]["fields"] | BlockInstanceMap["lrdx-list-b"]["fields"];',
    );
    // A kind no block declares still has its entry, so a loader keyed by kind always compiles.
    expect(out.text).toContain('  "news": never;');
    expect(out.text).toContain('export type PageFabTemplateKey = "lrdx-bar";');
  });

  it("x-component: blocks sharing one component keep their own types and get their key union", async () => {
    const shared = (key: string) =>
      block(key, { componentName: "SharedCalc", declaresComponent: true });
    const out = await emitTypes(
      irOf([shared("lrdx-calc-b"), block("lrdx-plain"), shared("lrdx-calc-a")]),
      emptySet,
      defaultCtx,
    );
    expect(out.text).toContain(
      'export type SharedCalcTemplateKey = "lrdx-calc-b" | "lrdx-calc-a";',
    );
    expect(out.text).toContain("export interface CalcAFields {");
    expect(out.text).toContain("export interface CalcBFields {");
    expect(out.text).not.toContain("SharedCalcFields");
    expect(out.text).not.toContain("PlainTemplateKey");
    const loaders = emitBlockComponents(
      irOf([shared("lrdx-calc-a"), shared("lrdx-calc-b"), block("lrdx-plain")]),
      defaultCtx,
    ).text;
    expect(loaders).toContain(
      '  "lrdx-calc-a": () => import("../site/blocks/SharedCalc/index.tsx"),',
    );
    expect(loaders).toContain(
      '  "lrdx-calc-b": () => import("../site/blocks/SharedCalc/index.tsx"),',
    );
    expect(loaders).toContain('  "lrdx-plain": () => import("../site/blocks/Plain/index.tsx"),');
    // Deterministic: the same input gives the same text.
    const again = await emitTypes(
      irOf([shared("lrdx-calc-b"), block("lrdx-plain"), shared("lrdx-calc-a")]),
      emptySet,
      defaultCtx,
    );
    expect(again.text).toBe(out.text);
  });

  it("no blocks: the key union is never", async () => {
    const out = await emitTypes(irOf([]), emptySet, defaultCtx);
    expect(out.text).toContain("export type BlockTemplateKey = never;");
  });

  it("a block inside another entity is the block union, not an open object", async () => {
    const blockId = "https://schema.cms.local/entities/block-instance.schema.json";
    const pageId = "https://schema.cms.local/entities/page.schema.json";
    const blockSchema: JsonObject = {
      $id: blockId,
      title: "BlockInstance",
      type: "object",
      required: ["template"],
      properties: { template: { type: "string" }, fields: { type: "object" } },
    };
    const pageSchema: JsonObject = {
      $id: pageId,
      title: "Page",
      type: "object",
      required: ["blocks"],
      properties: { blocks: { type: "array", items: { $ref: "block-instance.schema.json" } } },
    };
    const set: SchemaSet = {
      ...emptySet,
      entities: [
        { kind: "entities", file: "block-instance.schema.json", id: blockId, json: blockSchema },
        { kind: "entities", file: "page.schema.json", id: pageId, json: pageSchema },
      ],
    };
    const entity = (name: string, id: string, schema: JsonObject) => ({
      tag: "entity" as const,
      name,
      title: name,
      file: `${name}.schema.json`,
      id,
      typeName: name,
      schema,
    });
    const out = await emitTypes(
      {
        ...irOf([]),
        entities: [
          entity("BlockInstance", blockId, blockSchema),
          entity("Page", pageId, pageSchema),
        ],
      },
      set,
      defaultCtx,
    );
    expect(out.text).toMatch(/export interface Page \{\s+blocks: AnyBlock\[\];/);
    // The block entity itself keeps its own (open) shape: it is what a template validator reads.
    expect(out.text).toMatch(/export interface BlockInstance \{\s+template: string;/);
  });

  it("names every settings namespace in one union", async () => {
    const settings = ["general", "search"].map((namespace) => ({
      tag: "settings" as const,
      namespace,
      title: namespace,
      file: `${namespace}.schema.json`,
      id: `https://schema.cms.local/settings/${namespace}.schema.json`,
      typeName: `${namespace[0]?.toUpperCase()}${namespace.slice(1)}Settings`,
      keys: [],
      schema: {},
    }));
    const out = await emitTypes({ ...irOf([]), settings }, emptySet, defaultCtx);
    expect(out.text).toContain('export type SettingsNamespace = "general" | "search";');
    const none = await emitTypes(irOf([]), emptySet, defaultCtx);
    expect(none.text).toContain("export type SettingsNamespace = never;");
  });
});

describe("emitUiSchema", () => {
  const parseConst = (text: string, name: string): Record<string, unknown> => {
    const m = new RegExp(`export const ${name} = ([\\s\\S]*?) satisfies `).exec(text);
    if (!m?.[1]) throw new Error(`${name} not found`);
    return JSON.parse(m[1]) as Record<string, unknown>;
  };

  it("gives every block an rtl form with ordered fields and group options", () => {
    const b = block("lrdx-faq", {
      hasGroups: true,
      maxFieldGroups: 30,
      fields: [oneOfEach.Text, oneOfEach.String],
      groupFields: [oneOfEach.Markdown],
    });
    const noGroups = block("lrdx-quote", { fields: [oneOfEach.Bool] });
    const out = emitUiSchema(irOf([b, noGroups]), defaultCtx);
    expect(out.path).toBe("ui-schema.ts");
    expect(out.text.startsWith(banner(defaultCtx, ["schemas/"]))).toBe(true);
    const ui = parseConst(out.text, "blockUiSchemas");
    expect(ui["lrdx-faq"]).toEqual({
      "ui:options": { dir: "rtl" },
      template: { "ui:widget": "hidden" },
      fields: {
        "ui:order": ["t", "s"],
        t: { "ui:widget": "Text" },
        s: { "ui:widget": "String" },
      },
      groups: {
        items: { "ui:order": ["md"], md: fieldUi(oneOfEach.Markdown) },
        "ui:options": { orderable: true, addable: true, maxItems: 30 },
      },
    });
    expect(ui["lrdx-quote"]).toMatchObject({
      groups: {
        items: { "ui:order": [] },
        "ui:options": { orderable: true, addable: false, maxItems: null },
      },
    });
    expect(parseConst(out.text, "settingsUiSchemas")).toEqual({});
    expect(out.text).toContain("} satisfies Record<BlockTemplateKey, BlockUiSchema>;");
    expect(out.text).toContain("} satisfies Record<SettingsNamespace, ObjectUiSchema>;");
  });

  it("names every field kind's widget, drawn the way its uiSchema says", () => {
    const out = emitUiSchema(irOf([]), defaultCtx);
    const m = /export const fieldWidgetKinds = ([\s\S]*?) as const;/.exec(out.text);
    const kinds = JSON.parse(m?.[1] ?? "{}") as Record<string, string>;
    expect(Object.keys(kinds).sort()).toEqual([...fieldKinds].sort());
    for (const kind of fieldKinds) {
      const ui = fieldUi(oneOfEach[kind]);
      expect(ui[kinds[kind] === "widget" ? "ui:widget" : "ui:field"]).toBe(kind);
      expect(drawnAs(kind)).toBe(kinds[kind]);
    }
    expect(out.text).toContain("export type FieldWidgetName = keyof typeof fieldWidgetKinds;");
  });
});

describe("banner", () => {
  it.each([
    {
      name: "up to three sources are named",
      sources: ["a.json", "b.json"],
      want: "// Generated from a.json, b.json by `npm run generate`. Do not edit: change the schema and regenerate.\n",
    },
    {
      name: "more are counted",
      sources: ["a", "b", "c", "d"],
      want: "// Generated from 4 schemas under schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.\n",
    },
  ])("$name", ({ sources, want }) => {
    expect(banner(defaultCtx, sources)).toBe(want);
  });

  it("names ctx.command", () => {
    expect(banner(resolveCtx({ command: "make gen" }), ["x"])).toContain("by `make gen`.");
  });

  it("JSON banner is the same sentence without the comment marker", () => {
    expect(jsonBannerText(defaultCtx, ["x"])).toBe(
      "Generated from x by `npm run generate`. Do not edit: change the schema and regenerate.",
    );
  });
});

/*
 * The whole pipeline over the real schemas: the same input gives the same output, the input is
 * not mutated, and the committed generated/ is what it gives today (CI's drift check, locally).
 * Its files are not copied into snapshots: generated/ is itself the reviewed output.
 */

// Every schema set `generate` loads, with a deep copy taken before anything else sees it.
const loads = vi.hoisted(() => [] as { set: SchemaSet; before: SchemaSet }[]);
vi.mock("../../generator/load.ts", async (importOriginal) => {
  const mod = await importOriginal<typeof import("../../generator/load.ts")>();
  return {
    ...mod,
    loadSchemas: (ctx: Parameters<typeof mod.loadSchemas>[0]): SchemaSet => {
      const set = mod.loadSchemas(ctx);
      loads.push({ set, before: structuredClone(set) });
      return set;
    },
  };
});

const first = await generate(defaultCtx);
const second = await generate(defaultCtx);
const outDir = path.join(defaultCtx.root, defaultCtx.outDir);
const isCode = (p: string): boolean => /\.(ts|js)$/.test(p);

describe("generate is idempotent and pure", () => {
  it("emits the same files in the same order twice", () => {
    expect(second.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
  });

  it.each(first.files.map((f, i) => ({ path: f.path, text: f.text, again: second.files[i] })))(
    "$path is identical on a second run",
    ({ path: file, text, again }) => {
      expect(again?.path).toBe(file);
      expect(again?.text === text, `${file} differs between two runs of generate`).toBe(true);
    },
  );

  it("emits each path once", () => {
    const paths = first.files.map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("does not mutate the schemas it loaded", () => {
    expect(loads).toHaveLength(2);
    for (const { set, before } of loads) expect(set).toEqual(before);
  });
});

describe("what each block needs from the server, read from its schema", () => {
  const byKey = new Map(first.ir.blocks.map((b) => [b.key, b]));
  const needs = (pick: (b: BlockIR) => unknown) =>
    Object.fromEntries(
      first.ir.blocks
        .filter((b) => pick(b) !== null && pick(b) !== false)
        .map((b) => [b.key, pick(b)]),
    );

  it("x-page-data", () => {
    expect(needs((b) => b.pageData)).toEqual({
      "lrdx-collection-slider": "collection-feed",
      "lrdx-derivatives": "model-figures",
      "lrdx-dual-frame-map": "maps",
      "lrdx-finance-calculator": "vehicle-catalogue",
      "lrdx-models-specifications": "model-figures",
      "lrdx-model-summary-filters": "vehicle-catalogue",
      "lrdx-l-460-bev": "ev-preorder",
      "lrdx-l-460-bev-cancel": "ev-preorder",
      "lrdx-news": "news",
      "lrdx-off-road-quiz": "quiz-images",
      "lrdx-overseas-stock-locator": "stock-listing",
      "lrdx-range-calculator": "range-data",
      "lrdx-retailer-locator": "retailers",
      "lrdx-retailer-locator-cards": "maps",
      "lrdx-retailer-locator-mena": "retailers",
      "lrdx-retailer-locator-with-map": "retailers",
      "lrdx-specification-accordion": "vehicle-catalogue",
      "lrdx-stock-locator": "stock-listing",
      "lrdx-stock-locator-carousel": "stock-carousel",
    });
  });

  it("x-market, x-map, x-tabs and x-page-fab", () => {
    expect(needs((b) => b.market)).toEqual({
      "lrdx-overseas-stock-locator": "overseas",
      "lrdx-retailer-locator-mena": "mena",
    });
    expect(Object.keys(needs((b) => b.drawsMap))).toEqual([
      "lrdx-dual-frame-map",
      "lrdx-retailer-locator-with-map",
    ]);
    expect(Object.keys(needs((b) => b.ownsFollowingBlocks))).toEqual([
      "lrdx-infotainment-system-selector",
      "lrdx-section-image-tabs",
      "lrdx-section-tabs",
    ]);
    expect(Object.keys(needs((b) => b.isPageFab))).toEqual(["lrdx-ready-to-go-bar"]);
  });

  it("a group field written as a $ref to another block's groups holds that block's groups", () => {
    expect(byKey.get("lrdx-tabbed-component")?.nestedGroups).toEqual({
      slides: "lrdx-hero-slider",
    });
    expect(Object.keys(needs((b) => (Object.keys(b.nestedGroups).length > 0 ? b : null)))).toEqual([
      "lrdx-tabbed-component",
    ]);
  });

  it("the meta-schema admits exactly the kinds and markets the generator emits", () => {
    const meta = JSON.parse(
      readFileSync(path.join(defaultCtx.root, "schemas/meta/block.schema.json"), "utf8"),
    ) as { properties: Record<string, { enum?: unknown[] }> };
    expect(meta.properties["x-page-data"]?.enum).toEqual([...pageDataKinds]);
    expect(meta.properties["x-market"]?.enum).toEqual([...blockMarkets]);
  });
});

/** 1-based number of the first line where two texts differ. */
function firstDifferentLine(a: string, b: string): number {
  const la = a.split("\n");
  const lb = b.split("\n");
  const n = Math.max(la.length, lb.length);
  for (let i = 0; i < n; i++) if (la[i] !== lb[i]) return i + 1;
  return 0;
}

describe("generated/ is fresh", () => {
  it.each(first.files)("generated/$path matches the schemas", ({ path: file, text }) => {
    let committed: string | undefined;
    try {
      committed = readFileSync(path.join(outDir, file), "utf8");
    } catch {
      committed = undefined;
    }
    expect(
      committed,
      `generated/${file} is missing: run \`npm run generate\` and commit it`,
    ).toBeDefined();
    expect(
      committed === text,
      `generated/${file} is stale (first difference at line ${firstDifferentLine(committed ?? "", text)}): run \`npm run generate\` and commit the result`,
    ).toBe(true);
  });

  it("holds no file the generator does not emit", () => {
    const emitted = new Set(first.files.map((f) => f.path));
    const stray = readdirSync(outDir, { recursive: true, encoding: "utf8" })
      .filter((name) => statSync(path.join(outDir, name)).isFile())
      .map((name) => name.split(path.sep).join("/"))
      .filter(
        (name) => !name.endsWith("README.md") && !isOwnedElsewhere(name) && !emitted.has(name),
      );
    expect(stray, "stray files in generated/: run `npm run generate` to remove them").toEqual([]);
  });
});

describe("every generated file carries its banner", () => {
  const bannerLine =
    /^\/\/ Generated from .+ by `npm run generate`\. Do not edit: change the schema and regenerate\.\n/;

  it.each(first.files.filter((f) => isCode(f.path)))("$path starts with the banner", ({ text }) => {
    expect(text).toMatch(bannerLine);
  });

  // The OpenAPI document says it in an extension (x-generated): its root admits no $comment.
  it.each(first.files.filter((f) => f.path.endsWith(".json")))(
    "$path says it in $comment (openapi.json: x-generated)",
    ({ path, text }) => {
      const doc = JSON.parse(text) as Record<string, unknown>;
      const banner = path.endsWith("openapi.json") ? doc["x-generated"] : doc.$comment;
      expect(banner).toMatch(/^Generated from .+ by `npm run generate`\./);
    },
  );

  it("every emitted file is code or JSON", () => {
    expect(first.files.filter((f) => !isCode(f.path) && !f.path.endsWith(".json"))).toEqual([]);
  });
});
