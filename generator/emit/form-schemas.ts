import type { GeneratorCtx } from "../ctx.ts";
import { customFormats } from "../formats.ts";
import type { BlockIR, IR, SettingsIR } from "../ir.ts";
import { isObject, type Json, type JsonObject, stableStringify } from "../json.ts";
import { banner, type Emitted } from "./banner.ts";

/** Keywords a form has no use for: document identity, notes and examples. */
const dropped = new Set(["$schema", "$id", "$comment", "examples"]);
/** Keywords whose value is data, copied as it is. */
const dataKeywords = new Set(["default", "const", "enum"]);

/**
 * A schema as the editor's forms read it: already dereferenced by buildIR, without identity
 * keywords, without the catalogue's x- keywords (the uiSchema carries what they said) and without
 * the project's own formats (generator/formats.ts).
 */
function formSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(formSchema);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (dropped.has(key) || key.startsWith("x-")) continue;
    // The forms' own Ajv does not know the project's formats; the generated validators (and so
    // the server) check them.
    if (key === "format" && typeof value === "string" && Object.hasOwn(customFormats, value))
      continue;
    if (dataKeywords.has(key)) out[key] = value;
    // Under properties the keys are field names, never keywords: keep every one.
    else if (key === "properties" && isObject(value)) out[key] = propertiesOf(value);
    else out[key] = formSchema(value);
  }
  return out;
}

function propertiesOf(props: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [name, schema] of Object.entries(props)) out[name] = formSchema(schema);
  return out;
}

/** The form of one block: its `fields` object and its `groups` array (the template is fixed). */
function blockFormSchema(b: BlockIR): JsonObject {
  const props = isObject(b.schema.properties) ? b.schema.properties : {};
  const fields = isObject(props.fields) ? props.fields : { type: "object", properties: {} };
  const groups = isObject(props.groups) ? props.groups : { type: "array", maxItems: 0 };
  return {
    type: "object",
    required: ["fields", "groups"],
    properties: { fields: formSchema(fields), groups: formSchema(groups) },
  };
}

/** The form of one settings namespace; a JSON-string key is described by its parsed value. */
function settingsFormSchema(s: SettingsIR): JsonObject {
  const properties: JsonObject = {};
  for (const k of s.keys) {
    const shown: JsonObject = { title: k.label };
    if (k.description) shown.description = k.description;
    properties[k.key] = k.jsonSchema
      ? { ...shown, ...(formSchema(k.jsonSchema) as JsonObject) }
      : formSchema(k.schema);
  }
  return { type: "object", properties };
}

/** RJSF JSON Schemas (no $ref) of every block's form and every settings namespace's form. */
export function emitFormSchemas(ir: IR, ctx: GeneratorCtx): Emitted {
  const blocks: JsonObject = {};
  for (const b of ir.blocks) blocks[b.key] = blockFormSchema(b);
  const settings: JsonObject = {};
  for (const s of ir.settings) settings[s.namespace] = settingsFormSchema(s);
  const text = [
    banner(ctx, [`${ctx.schemasDir}/`]),
    'import type { RJSFSchema } from "@rjsf/utils";',
    'import type { BlockTemplateKey, SettingsNamespace } from "./types.ts";',
    "",
    "/** Template key -> JSON Schema of the block's form: {fields, groups}, dereferenced. */",
    `export const blockFormSchemas: Record<BlockTemplateKey, RJSFSchema> = ${stableStringify(blocks)};`,
    "",
    "/** Settings namespace -> JSON Schema of its form; JSON-string keys appear parsed (each keeps its literal type). */",
    `export const settingsFormSchemas = ${stableStringify(settings)} satisfies Record<SettingsNamespace, RJSFSchema>;`,
    "",
    "export function isSettingsNamespace(name: string): name is SettingsNamespace {",
    "  return Object.hasOwn(settingsFormSchemas, name);",
    "}",
    "",
  ].join("\n");
  return { path: "form-schemas.ts", text };
}
