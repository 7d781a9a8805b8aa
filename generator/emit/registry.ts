import type { GeneratorCtx } from "../ctx.ts";
import { blockMarkets, type FieldIR, type IR, pageDataKinds } from "../ir.ts";
import { banner, type Emitted } from "./banner.ts";

/**
 * Blocks: template key -> what the site, the editor and the server know of a block, without its
 * component. It imports types only, so runtime/core can read it without reaching site/.
 */
export function emitBlocks(ir: IR, ctx: GeneratorCtx): Emitted {
  const entries = ir.blocks.map((b) =>
    [
      `  ${JSON.stringify(b.key)}: {`,
      `    key: ${JSON.stringify(b.key)},`,
      `    name: ${JSON.stringify(b.name)},`,
      `    label: ${JSON.stringify(b.label)},`,
      `    group: ${JSON.stringify(b.group)},`,
      `    listPriority: ${b.listPriority},`,
      `    maxFieldGroups: ${b.maxFieldGroups ?? "null"},`,
      `    isIsland: ${b.island},`,
      `    isHidden: ${b.hidden},`,
      `    version: ${b.version},`,
      `    htmlFields: ${JSON.stringify(sanitisedHtml(b.fields))},`,
      `    groupHtmlFields: ${JSON.stringify(sanitisedHtml(b.groupFields))},`,
      `    rawHtmlFields: ${JSON.stringify(rawHtml(b.fields))},`,
      `    groupRawHtmlFields: ${JSON.stringify(rawHtml(b.groupFields))},`,
      `    pageData: ${b.pageData === null ? "null" : JSON.stringify(b.pageData)},`,
      `    market: ${b.market === null ? "null" : JSON.stringify(b.market)},`,
      `    drawsMap: ${b.drawsMap},`,
      `    ownsFollowingBlocks: ${b.ownsFollowingBlocks},`,
      `    isPageFab: ${b.isPageFab},`,
      `    nestedGroups: ${objectLiteral(b.nestedGroups)},`,
      `    formFields: ${JSON.stringify(formFields(b.fields))},`,
      "  },",
    ].join("\n"),
  );
  const text = [
    banner(
      ctx,
      ir.blocks.map((b) => b.file),
    ),
    "import type {",
    "  AnyBlock,",
    "  BlockInstanceMap,",
    "  BlockTemplateKey,",
    "  PageDataTemplateKeys,",
    "  PageFabTemplateKey,",
    '} from "./types.ts";',
    "",
    "/** What the page route may load on the server for a block before rendering it (schema `x-page-data`). */",
    `export const PAGE_DATA_KINDS = [${pageDataKinds.map((k) => JSON.stringify(k)).join(", ")}] as const;`,
    "export type PageDataKind = (typeof PAGE_DATA_KINDS)[number];",
    "",
    "/** The market a block belongs to (schema `x-market`). */",
    `export type BlockMarket = ${blockMarkets.map((m) => JSON.stringify(m)).join(" | ")};`,
    "",
    "/** What the site, the editor and the server know of a block template (its component: block-components.ts). */",
    "export interface BlockDefinition<K extends BlockTemplateKey> {",
    "  key: K;",
    "  /** The catalogue's English name (schema `title`). */",
    "  name: string;",
    "  /** The Arabic name editors read (schema `x-label`). */",
    "  label: string;",
    "  group: string;",
    "  listPriority: number;",
    "  maxFieldGroups: number | null;",
    "  /** Hydrates on the client; other blocks ship no JavaScript. */",
    "  isIsland: boolean;",
    "  isHidden: boolean;",
    "  version: number;",
    "  /** Editor HTML fields the page renderer sanitises before the component sees them. */",
    "  htmlFields: readonly string[];",
    "  groupHtmlFields: readonly string[];",
    "  /** Raw HTML and script kept as written: writing them needs the raw_html capability. */",
    "  rawHtmlFields: readonly string[];",
    "  groupRawHtmlFields: readonly string[];",
    "  /** What the page route loads on the server before rendering the block (schema `x-page-data`). */",
    "  pageData: PageDataKind | null;",
    "  /** overseas: off outside the overseas market; mena: the MENA markets' dealers only (schema `x-market`). */",
    "  market: BlockMarket | null;",
    "  /** Draws the maps service's map (schema `x-map`). */",
    "  drawsMap: boolean;",
    "  /** Each group's blocks_count owns that many of the following blocks: tab panels (schema `x-tabs`). */",
    "  ownsFollowingBlocks: boolean;",
    "  /** The page-level FAB block: its groups replace the admin's FAB items (schema `x-page-fab`). */",
    "  isPageFab: boolean;",
    "  /** Group fields holding another block's groups (a `$ref` to its groups): field -> that block. */",
    "  nestedGroups: Readonly<Record<string, BlockTemplateKey>>;",
    "  /** Fields naming a form of the forms service (`x-options-source: forms`): the page renders it whole. */",
    "  formFields: readonly string[];",
    "}",
    "",
    "export const blockRegistry: { [K in BlockTemplateKey]: BlockDefinition<K> } = {",
    ...entries,
    "};",
    "",
    // Marked pure so that a browser bundle which reads no metadata (a tab block's ids from
    // runtime/core/tab-panels.ts) leaves the whole table out.
    "export const blockTemplateKeys = /* @__PURE__ */ Object.keys(blockRegistry) as BlockTemplateKey[];",
    "",
    "export function isBlockTemplateKey(key: string): key is BlockTemplateKey {",
    "  return Object.hasOwn(blockRegistry, key);",
    "}",
    "",
    "/** True when the page route loads `kind` for the block; its fields are then `PageDataFields[kind]`. */",
    "export function hasPageData<D extends PageDataKind>(",
    "  block: AnyBlock,",
    "  kind: D,",
    "): block is BlockInstanceMap[PageDataTemplateKeys[D]] {",
    "  return blockRegistry[block.template].pageData === kind;",
    "}",
    "",
    "/** True for the page-level FAB block (schema `x-page-fab`). */",
    "export function isPageFabBlock(block: AnyBlock): block is BlockInstanceMap[PageFabTemplateKey] {",
    "  return blockRegistry[block.template].isPageFab;",
    "}",
    "",
  ].join("\n");
  return { path: "blocks.ts", text };
}

/**
 * Block components: template key -> a lazy loader of the block's component (typed, no casts).
 * The one generated file besides islands.ts that reaches into site/, and only with `import()`.
 */
export function emitBlockComponents(ir: IR, ctx: GeneratorCtx): Emitted {
  const text = [
    banner(
      ctx,
      ir.blocks.map((b) => b.file),
    ),
    'import type { ComponentType } from "react";',
    'import type { BlockProps, BlockTemplateKey } from "./types.ts";',
    "",
    "/** Template key -> its component, loaded the first time a page or the preview shows the block. */",
    "export const blockComponents: {",
    "  [K in BlockTemplateKey]: () => Promise<{ default: ComponentType<BlockProps<K>> }>;",
    "} = {",
    ...ir.blocks.map(
      (b) =>
        `  ${JSON.stringify(b.key)}: () => import("../${ctx.blocksDir}/${b.componentName}/index.tsx"),`,
    ),
    "};",
    "",
  ].join("\n");
  return { path: "block-components.ts", text };
}

/** A string map as a TypeScript object literal: `{}` or `{ "slides": "lrdx-hero-slider" }`. */
function objectLiteral(map: Record<string, string>): string {
  const entries = Object.entries(map).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
}

/** Markdown html fields that are not raw HTML: sanitised on render. */
function sanitisedHtml(fields: FieldIR[]): string[] {
  return fields
    .filter((f) => f.kind === "Markdown" && f.language === "html" && !f.isRawHtml)
    .map((f) => f.symbol);
}

/** Fields naming a form of the forms service (x-options-source: forms). */
function formFields(fields: FieldIR[]): string[] {
  return fields
    .filter((f) => f.kind === "Select" && f.optionsSource === "forms")
    .map((f) => f.symbol);
}

/** Fields holding raw HTML or script (x-raw-html). */
function rawHtml(fields: FieldIR[]): string[] {
  return fields.filter((f) => f.kind === "Markdown" && f.isRawHtml).map((f) => f.symbol);
}

/** Islands: the loaders the client entry may hydrate; only island blocks reach the browser. */
export function emitIslands(ir: IR, ctx: GeneratorCtx): Emitted {
  const islands = ir.blocks.filter((b) => b.island);
  const text = [
    banner(
      ctx,
      islands.map((b) => b.file),
    ),
    'import type { ComponentType } from "react";',
    'import type { BlockProps } from "./types.ts";',
    "",
    "/** Template keys of the blocks that hydrate in the browser (`x-island`). */",
    `export type IslandTemplateKey = ${islands.map((b) => JSON.stringify(b.key)).join(" | ") || "never"};`,
    "",
    "/** Island template key -> its component, loaded only on pages that show it. */",
    "export const islandLoaders: {",
    "  [K in IslandTemplateKey]: () => Promise<{ default: ComponentType<BlockProps<K>> }>;",
    "} = {",
    ...islands.map(
      (b) =>
        `  ${JSON.stringify(b.key)}: () => import("../${ctx.blocksDir}/${b.componentName}/index.tsx"),`,
    ),
    "};",
    "",
    "export function isIslandTemplateKey(key: string): key is IslandTemplateKey {",
    "  return Object.hasOwn(islandLoaders, key);",
    "}",
    "",
  ].join("\n");
  return { path: "islands.ts", text };
}
