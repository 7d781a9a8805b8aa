import { compile, DEFAULT_OPTIONS } from "json-schema-to-typescript";
// json-schema-to-typescript's own formatter (prettier with its options), applied to many declarations at once.
import { format } from "json-schema-to-typescript/dist/src/formatter.js";
import type { GeneratorCtx } from "../ctx.ts";
import { dereference } from "../deref.ts";
import type { BlockIR, FieldIR, IR } from "../ir.ts";
import { pageDataKinds, pascalCase } from "../ir.ts";
import type { JsonObject } from "../json.ts";
import type { SchemaSet } from "../load.ts";
import { banner, type Emitted } from "./banner.ts";

/** Types: shared shapes, each block's fields/groups/instance, settings namespaces and entities, as TypeScript. */
export async function emitTypes(ir: IR, set: SchemaSet, ctx: GeneratorCtx): Promise<Emitted> {
  const parts: string[] = [];
  for (const shared of set.shared) {
    if (shared.json.$defs !== undefined && shared.json.type === undefined) continue; // a definitions library, not a shape
    parts.push(
      await schemaToTs(
        dereference(shared, set, { onSharedDocument: sharedAsTsType }),
        String(shared.json.title),
      ),
    );
  }
  // Settings keys and their values are typed in settings.ts (emit/settings.ts).
  for (const block of ir.blocks) parts.push(await blockTypes(block));
  // Inside other entities (a page's blocks, a content document's pages) a block is any stored block.
  const withBlockUnion: SchemaSet = {
    ...set,
    entities: set.entities.map((e) =>
      e.id.endsWith(BLOCK_ENTITY) ? { ...e, json: { $id: e.id, tsType: "AnyBlock" } } : e,
    ),
  };
  for (const e of ir.entities) {
    const { $id: _id, ...schema } = dereference(
      { kind: "entities", file: e.file, id: e.id, json: e.schema },
      withBlockUnion,
      { onSharedDocument: sharedAsTsType },
    );
    parts.push(await schemaToTs(schema, e.typeName));
  }
  const namespaces = ir.settings.map((s) => JSON.stringify(s.namespace));
  parts.push(
    `/** Every settings namespace (the part of a key before its first dot). */\nexport type SettingsNamespace = ${namespaces.join(" | ") || "never"};\n`,
  );
  const keys = ir.blocks.map((b) => JSON.stringify(b.key));
  parts.push(
    `/** Every block template key. */\nexport type BlockTemplateKey = ${keys.join(" | ") || "never"};\n`,
  );
  parts.push(
    `/** Template key -> stored block instance (defaults filled in). */\nexport interface BlockInstanceMap {\n${ir.blocks.map((b) => `  ${JSON.stringify(b.key)}: ${b.typeName};`).join("\n")}\n}\n`,
  );
  parts.push(
    "/** Any stored block. */\nexport type AnyBlock = BlockInstanceMap[BlockTemplateKey];\n",
  );
  parts.push(pageDataTypes(ir));
  parts.push(
    "/** Props of the component that renders a block: its stored instance and its position on the page. */\nexport interface BlockProps<K extends BlockTemplateKey> {\n  block: BlockInstanceMap[K];\n  /** 0-based position on the page; the first two blocks load images eagerly. */\n  index: number;\n}\n",
  );
  parts.push(...sharedComponentKeys(ir));
  const text = `${banner(ctx, [`${ctx.schemasDir}/`])}\n${parts.join("\n")}`;
  return { path: "types.ts", text: await formatDeclarations(text) };
}

/**
 * The blocks behind each page-data kind and the page-level FAB, as types: a loader reads its
 * blocks' fields typed by its kind, without naming a block key.
 */
function pageDataTypes(ir: IR): string {
  const keysOf = (blocks: BlockIR[]) =>
    blocks.map((b) => JSON.stringify(b.key)).join(" | ") || "never";
  const declaring = (kind: string) => ir.blocks.filter((b) => b.pageData === kind);
  const keyLines = pageDataKinds.map((k) => `  ${JSON.stringify(k)}: ${keysOf(declaring(k))};`);
  const fieldLines = pageDataKinds.map((k) => {
    const fields = declaring(k).map((b) => `BlockInstanceMap[${JSON.stringify(b.key)}]["fields"]`);
    return `  ${JSON.stringify(k)}: ${fields.join(" | ") || "never"};`;
  });
  return [
    "/** Page-data kind (schema `x-page-data`) -> the template keys of the blocks declaring it. */",
    `export interface PageDataTemplateKeys {\n${keyLines.join("\n")}\n}\n`,
    "/** Page-data kind -> the fields of the blocks declaring it, what its loader reads. */",
    `export interface PageDataFields {\n${fieldLines.join("\n")}\n}\n`,
    "/** The page-level FAB blocks (schema `x-page-fab`). */",
    `export type PageFabTemplateKey = ${keysOf(ir.blocks.filter((b) => b.isPageFab))};\n`,
  ].join("\n");
}

/** The entity that describes one stored block; referenced from elsewhere, it is typed as `AnyBlock`. */
const BLOCK_ENTITY = "/entities/block-instance.schema.json";

/** A $ref to a whole shared document becomes a reference to its emitted type. */
function sharedAsTsType(target: { json: JsonObject }, siblings: JsonObject): JsonObject {
  return { ...siblings, tsType: String(target.json.title) };
}

/**
 * One JSON Schema as a named TypeScript declaration (json-schema-to-typescript), left unformatted
 * and marked: the emitter passes its whole text through `formatDeclarations`, which formats every
 * marked declaration with one prettier call.
 */
export async function schemaToTs(schema: JsonObject, name: string): Promise<string> {
  const clean = requireDefaulted(stripTitles(structuredClone(schema), true)) as JsonObject;
  const code = await compile(clean as Parameters<typeof compile>[0], name, {
    bannerComment: "",
    additionalProperties: false,
    declareExternallyReferenced: true,
    enableConstEnums: false,
    unknownAny: true,
    // Tuples for every length up to maxItems would bloat the types; the validators enforce the cap.
    maxItems: -1,
    format: false,
    style: tsStyle,
  });
  if (code.includes(OPEN) || code.includes(CLOSE))
    throw new Error(`types: ${name} holds a private-use character the formatter marks with`);
  return `${OPEN}${code}${CLOSE}`;
}

/** Prettier's options beside json-schema-to-typescript's defaults (which it merges in the same way). */
const tsStyle = { semi: true, singleQuote: false, printWidth: 100 };

/** Around a declaration still to be formatted (private-use characters, never in a schema's output). */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const marked = /\uE000([^\uE001]*)\uE001/g;

/** The line between two declarations while they are formatted together. */
const SPLIT = "// @generator-split";

/**
 * Formats every declaration `schemaToTs` marked in text, exactly as prettier formats each alone
 * (what json-schema-to-typescript's own `format` does), with one prettier call for all of them:
 * prettier's set-up per call costs more than formatting a small declaration.
 */
export async function formatDeclarations(text: string): Promise<string> {
  const declarations = [...text.matchAll(marked)].map((m) => m[1] ?? "");
  if (declarations.length === 0) return text;
  const joined = declarations.map((d) => `${SPLIT}\n${d.trim()}\n`).join("");
  const formatted = await format(joined, {
    ...DEFAULT_OPTIONS,
    format: true,
    style: { ...DEFAULT_OPTIONS.style, ...tsStyle },
  });
  const parts = formatted.split(`${SPLIT}\n`).slice(1);
  if (parts.length !== declarations.length)
    throw new Error(`types: ${declarations.length} declarations came back as ${parts.length}`);
  let i = 0;
  return text.replace(marked, () => `${(parts[i++] ?? "").trim()}\n`);
}

/** Nested titles are editor labels, not type names; only the root title names the type. */
function stripTitles(node: unknown, isRoot: boolean): unknown {
  if (Array.isArray(node)) return node.map((n) => stripTitles(n, false));
  void isRoot;
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "title" || k === "$id" || k === "examples" || k === "$schema" || k.startsWith("x-"))
      continue;
    // Under properties and $defs the keys are names, not keywords: keep every one.
    out[k] =
      (k === "properties" || k === "$defs") && typeof v === "object" && v !== null
        ? Object.fromEntries(
            Object.entries(v).map(([name, sub]) => [name, stripTitles(sub, false)]),
          )
        : stripTitles(v, false);
  }
  return out;
}

/**
 * For each component that blocks name with `x-component`: `<Name>TemplateKey`, the union of the
 * keys it renders, which types its props (`BlockProps<<Name>TemplateKey>`). In key order.
 */
export function sharedComponentKeys(ir: IR): string[] {
  const byComponent = new Map<string, string[]>();
  for (const b of ir.blocks) {
    if (!b.declaresComponent) continue;
    byComponent.set(b.componentName, [...(byComponent.get(b.componentName) ?? []), b.key]);
  }
  return [...byComponent.keys()].sort().map((name) => {
    const keys = (byComponent.get(name) ?? []).map((k) => JSON.stringify(k)).join(" | ");
    return `/** The blocks site/blocks/${name} renders (schema \`x-component\`). */\nexport type ${name}TemplateKey = ${keys};\n`;
  });
}

async function blockTypes(block: BlockIR): Promise<string> {
  const extra: string[] = [];
  const fieldLines = async (fields: FieldIR[], owner: string) => {
    const lines: string[] = [];
    for (const f of fields) {
      const present = f.required || f.default !== undefined;
      const doc = `  /** ${f.label}${f.description ? ` — ${f.description}` : ""} (${f.kind}) */`;
      lines.push(
        doc,
        `  ${JSON.stringify(f.symbol)}${present ? "" : "?"}: ${await fieldType(f, `${owner}${pascalCase(f.symbol)}`, extra)};`,
      );
    }
    return lines.join("\n");
  };
  const fields = await fieldLines(block.fields, `${block.typePrefix}`);
  const group = await fieldLines(block.groupFields, `${block.typePrefix}Group`);
  return [
    ...extra,
    `/** Block-level fields of ${block.name} (${block.key}). */\nexport interface ${block.typePrefix}Fields {\n${fields}\n}\n`,
    `/** One repeatable group of ${block.name}. */\nexport interface ${block.typePrefix}Group {\n${group}\n}\n`,
    `/** A stored ${block.name} block. */\nexport interface ${block.typeName} {\n  template: ${JSON.stringify(block.key)};\n  fields: ${block.typePrefix}Fields;\n  groups: ${block.typePrefix}Group[];\n}\n`,
  ].join("\n");
}

/** The TypeScript type of one field, by kind. */
async function fieldType(f: FieldIR, name: string, extra: string[]): Promise<string> {
  switch (f.kind) {
    case "String":
    case "Text":
    case "Markdown":
      return "string";
    case "Number":
      return "number";
    case "Bool":
      return "boolean";
    case "Select":
      // Options the editor reads from the API are ids the schema bounds by a pattern.
      if (f.optionsSource) return "string";
      return f.options.map((o) => JSON.stringify(o.value)).join(" | ") || "never";
    case "Image":
      return "Image";
    case "Link":
      return "Link";
    case "LinksCollection":
      return "Link[]";
    case "Icon":
      return "IconName";
    case "DateRange":
      return "OfferSchedule";
    case "Separator":
      return "{ big: boolean }";
    case "Json": {
      extra.push(await schemaToTs(f.subSchema, name));
      return name;
    }
    default: {
      const unhandled: never = f;
      throw new Error(`types: unhandled field kind ${JSON.stringify(unhandled)}`);
    }
  }
}

/** Validation fills defaults, so a property with a default is always present in validated data. */
function requireDefaulted(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(requireDefaulted);
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = requireDefaulted(v);
  const props = out.properties;
  if (typeof props === "object" && props !== null) {
    const required = new Set(Array.isArray(out.required) ? (out.required as string[]) : []);
    for (const [name, sub] of Object.entries(props)) {
      if (typeof sub === "object" && sub !== null && "default" in sub) required.add(name);
    }
    if (required.size > 0) out.required = [...required];
  }
  return out;
}
