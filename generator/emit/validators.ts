import standaloneCode from "ajv/dist/standalone/index.js";
import { createAjv } from "../ajv.ts";
import type { GeneratorCtx } from "../ctx.ts";
import { formatsSource } from "../formats.ts";
import type { IR } from "../ir.ts";
import type { JsonObject } from "../json.ts";
import type { SchemaSet } from "../load.ts";
import { banner, type Emitted } from "./banner.ts";

const validatorName = (typeName: string): string => `validate${typeName}`;

/** The schema a settings namespace is checked with: JSON-string keys take their parsed shape. */
function settingsValidationSchema(s: IR["settings"][number]): JsonObject {
  const properties: JsonObject = {};
  for (const k of s.keys)
    properties[k.key] = k.jsonSchema ?? {
      ...(validationOnly(k.schema) as JsonObject),
      type: "string",
    };
  return { $id: parsedSettingsId(s.id), type: "object", properties };
}

/**
 * Validators: Ajv standalone code (no schema compiling at run time) that fills defaults, one export
 * per block, settings namespace and entity, plus a typed index.
 */
export function emitValidators(ir: IR, set: SchemaSet, ctx: GeneratorCtx): Emitted[] {
  // Blocks are validated by their normalised schemas, so normalisation defaults reach stored content.
  const normalised: SchemaSet = {
    ...set,
    blocks: ir.blocks.map((b) => ({
      kind: "blocks",
      file: b.file,
      id: b.id,
      json: validationOnly(b.schema) as JsonObject,
    })),
    settings: [],
  };
  const ajv = createAjv(normalised, { forStandalone: true, useDefaults: true });
  const exports: Record<string, string> = {};
  for (const b of ir.blocks) exports[validatorName(b.typeName)] = b.id;
  for (const s of ir.settings) {
    ajv.addSchema(settingsValidationSchema(s));
    exports[validatorName(s.typeName)] = parsedSettingsId(s.id);
  }
  for (const e of ir.entities) exports[validatorName(e.typeName)] = e.id;
  const code = esmImports(standaloneCode(ajv, exports), formatsSource());
  const head = banner(ctx, [`${ctx.schemasDir}/`]);
  const names = Object.keys(exports);
  const dts = [
    head,
    'import type { ErrorObject } from "ajv";',
    'import type * as T from "./types.ts";',
    "",
    "/** A generated validator: narrows on success, lists every error (with its JSON pointer) on failure. */",
    "export interface Validator<Out> {",
    "  (data: unknown): data is Out;",
    "  errors?: ErrorObject[] | null;",
    "}",
    "",
    "/** The check of each `format` the schemas name (generator/formats.ts), by its name. */",
    "export declare const formatChecks: Readonly<Record<string, (value: string) => boolean>>;",
    "",
    ...ir.blocks.map(
      (b) => `export declare const ${validatorName(b.typeName)}: Validator<T.${b.typeName}>;`,
    ),
    ...ir.settings.map(
      (s) =>
        `export declare const ${validatorName(s.typeName)}: Validator<Record<string, unknown>>;`,
    ),
    ...ir.entities.map(
      (e) => `export declare const ${validatorName(e.typeName)}: Validator<T.${e.typeName}>;`,
    ),
    "",
  ].join("\n");
  const index = [
    head,
    `import { ${names.join(", ")} } from "./validators.js";`,
    'import type { Validator } from "./validators.js";',
    'import type { BlockInstanceMap, BlockTemplateKey, SettingsNamespace } from "./types.ts";',
    "",
    "/** Template key -> validator of a stored block instance (fills defaults in place). */",
    "export const blockValidators: { [K in BlockTemplateKey]: Validator<BlockInstanceMap[K]> } = {",
    ...ir.blocks.map((b) => `  ${JSON.stringify(b.key)}: ${validatorName(b.typeName)},`),
    "};",
    "",
    "type SettingsValidator = Validator<Record<string, unknown>>;",
    "",
    "/**",
    " * Settings namespace -> validator of its parsed values (JSON-string values parsed first). Every",
    " * namespace has one; a stored key's namespace (read from the key) may be one no schema knows.",
    " */",
    "export const settingsValidators: Readonly<Record<SettingsNamespace, SettingsValidator>> &",
    "  Readonly<Partial<Record<string, SettingsValidator>>> = {",
    ...ir.settings.map((s) => `  ${JSON.stringify(s.namespace)}: ${validatorName(s.typeName)},`),
    "} satisfies Record<SettingsNamespace, SettingsValidator>;",
    "",
    "/** Built-in defaults of every settings key that has one; server settings override them. */",
    `export const settingsDefaults: Readonly<Record<string, string>> = ${JSON.stringify(Object.fromEntries(ir.settings.flatMap((s) => s.keys.filter((k) => typeof k.default === "string").map((k) => [k.key, String(k.default)]))))};`,
    "",
    "/** Settings keys whose value is JSON held as a string. */",
    `export const jsonSettingKeys: ReadonlySet<string> = new Set(${JSON.stringify(ir.settings.flatMap((s) => s.keys.filter((k) => k.jsonSchema).map((k) => k.key)))});`,
    "",
    "/** Settings keys holding raw HTML or script: writing them needs the raw_html capability. */",
    `export const rawHtmlSettingKeys: ReadonlySet<string> = new Set(${JSON.stringify(ir.settings.flatMap((s) => s.keys.filter((k) => k.kind === "Markdown" && k.isRawHtml).map((k) => k.key)))});`,
    "",
    "/**",
    " * Settings keys holding URLs the server itself requests (x-egress): key -> the JSON pointers of",
    ' * those URLs in the parsed value ("" the value itself, "*" any array item). Checked when written.',
    " */",
    `export const egressSettingFields: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(Object.fromEntries(ir.settings.flatMap((s) => s.keys.filter((k) => k.egress.length > 0).map((k) => [k.key, k.egress]))))};`,
    "",
    "/** Settings keys only the server reads (x-server-only): never served to visitors. */",
    `export const serverOnlySettingKeys: ReadonlySet<string> = new Set(${JSON.stringify(ir.settings.flatMap((s) => s.keys.filter((k) => k.isServerOnly).map((k) => k.key)))});`,
    "",
    `export { ${ir.entities.map((e) => validatorName(e.typeName)).join(", ")} };`,
    "",
  ].join("\n");
  return [
    { path: "validators.js", text: `${head}// @ts-nocheck\n${code}\n` },
    { path: "validators.d.ts", text: dts },
    { path: "validate.ts", text: index },
  ];
}

/**
 * Ajv's standalone output still calls require() for its runtime helpers; an ES module imports
 * them. The prelude (the table of format checks) follows the imports.
 */
function esmImports(code: string, prelude: string): string {
  const modules: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)\.default/g, (_m, mod: string) => {
    if (!modules.includes(mod)) modules.push(mod);
    const i = modules.indexOf(mod);
    return `(__runtime${i}.default ?? __runtime${i})`;
  });
  const imports = modules.map((m, i) => `import __runtime${i} from "${m}.js";`).join("\n");
  return `${imports}\n${prelude}\n${body}`;
}

/** Labels, descriptions and examples do not validate anything; leaving them out keeps validators small. */
function validationOnly(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(validationOnly);
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (
      k === "title" ||
      k === "description" ||
      k === "examples" ||
      (k.startsWith("x-") && k !== "x-key")
    )
      continue;
    // A default, const or enum is data, kept as written (a default object may hold a "title").
    out[k] =
      k === "default" || k === "const" || k === "enum"
        ? v
        : k === "properties" || k === "$defs"
          ? Object.fromEntries(
              Object.entries(v as object).map(([pk, pv]) => [pk, validationOnly(pv)]),
            )
          : validationOnly(v);
  }
  return out;
}

const parsedSettingsId = (id: string): string => id.replace(/\.schema\.json$/, ".parsed.json");
