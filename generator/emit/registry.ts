import type { GeneratorCtx } from "../ctx.ts";
import type { FieldIR, IR } from "../ir.ts";
import { banner, type Emitted } from "./banner.ts";

/** Registry: template key -> metadata and a lazy loader of the block's component (typed, no casts). */
export function emitRegistry(ir: IR, ctx: GeneratorCtx): Emitted {
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
      `    load: () => import("../${ctx.blocksDir}/${b.componentName}/index.tsx"),`,
      "  },",
    ].join("\n"),
  );
  const text = [
    banner(
      ctx,
      ir.blocks.map((b) => b.file),
    ),
    'import type { ComponentType } from "react";',
    'import type { BlockProps, BlockTemplateKey } from "./types.ts";',
    "",
    "/** What the site and the editor know of a block template. */",
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
    "  load: () => Promise<{ default: ComponentType<BlockProps<K>> }>;",
    "}",
    "",
    "export const blockRegistry: { [K in BlockTemplateKey]: BlockDefinition<K> } = {",
    ...entries,
    "};",
    "",
    "export const blockTemplateKeys = Object.keys(blockRegistry) as BlockTemplateKey[];",
    "",
    "export function isBlockTemplateKey(key: string): key is BlockTemplateKey {",
    "  return Object.hasOwn(blockRegistry, key);",
    "}",
    "",
  ].join("\n");
  return { path: "registry.ts", text };
}

/** Markdown html fields that are not raw HTML: sanitised on render. */
function sanitisedHtml(fields: FieldIR[]): string[] {
  return fields
    .filter((f) => f.kind === "Markdown" && f.language === "html" && !f.isRawHtml)
    .map((f) => f.symbol);
}

/** Fields holding raw HTML or script (x-raw-html). */
export function rawHtml(fields: FieldIR[]): string[] {
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
