import type { GeneratorCtx } from "./ctx.ts";
import { dereference } from "./deref.ts";
import { GeneratorError } from "./errors.ts";
import type { BlockIR, EntityIR, FieldIR, IR, SettingsIR } from "./ir.ts";
import { pascalCase } from "./ir.ts";
import { isObject, type Json, type JsonObject } from "./json.ts";
import type { SchemaFile, SchemaSet } from "./load.ts";
import { normaliseBlockSchema, normaliseField } from "./normalise.ts";

const str = (v: Json | undefined): string | null => (typeof v === "string" ? v : null);
const num = (v: Json | undefined): number | null => (typeof v === "number" ? v : null);

/** Reads one normalised field schema into its tagged IR form. */
export function fieldToIR(symbol: string, schema: JsonObject, required: boolean): FieldIR {
  const base = {
    symbol,
    label: str(schema.title) ?? symbol,
    description: str(schema.description),
    default: schema.default,
    required,
    contentful: schema["x-contentful"] === true,
    placeholder: str(schema["x-placeholder"]),
    tooltip: str(schema["x-tooltip"]),
    schema,
  };
  const kind = schema["x-field"];
  switch (kind) {
    case "String":
    case "Text":
      return { ...base, kind, maxLength: num(schema.maxLength) };
    case "Number":
      return { ...base, kind, minimum: num(schema.minimum), maximum: num(schema.maximum) };
    case "Bool":
    case "DateRange":
      return { ...base, kind };
    case "Select": {
      const values = Array.isArray(schema.enum) ? schema.enum : [];
      const labels = Array.isArray(schema["x-enum-labels"]) ? schema["x-enum-labels"] : [];
      return {
        ...base,
        kind,
        searchable: schema["x-searchable"] === true,
        options: values
          .filter((v): v is string | number => typeof v === "string" || typeof v === "number")
          .map((value, i) => ({ value, label: String(labels[i] ?? value) })),
      };
    }
    case "Image": {
      const sizes = Array.isArray(schema["x-sizes"]) ? schema["x-sizes"].filter(isObject) : [];
      return {
        ...base,
        kind,
        withAlt: schema["x-with-alt"] === true,
        sizes: sizes.map((s) =>
          typeof s.h === "number" ? { w: Number(s.w), h: s.h } : { w: Number(s.w) },
        ),
      };
    }
    case "Link":
      return { ...base, kind, withoutIcon: schema["x-without-icon"] === true };
    case "LinksCollection":
      return { ...base, kind, maxItems: num(schema.maxItems) };
    case "Icon":
      return { ...base, kind, icons: (Array.isArray(schema.enum) ? schema.enum : []).map(String) };
    case "Markdown":
      return {
        ...base,
        kind,
        language: schema["x-language"] === "json" ? "json" : "html",
        isRawHtml: schema["x-raw-html"] === true,
      };
    case "Json": {
      const { title: _t, description: _d, ...subSchema } = schema;
      return { ...base, kind, subSchema };
    }
    case "Separator": {
      const def = schema.default;
      return { ...base, kind, big: isObject(def) && def.big === true };
    }
    default:
      throw new Error(`field ${symbol}: unknown x-field ${String(kind)}`);
  }
}

function objectFields(objectSchema: Json | undefined): FieldIR[] {
  if (!isObject(objectSchema) || !isObject(objectSchema.properties)) return [];
  const required = Array.isArray(objectSchema.required) ? objectSchema.required : [];
  return Object.entries(objectSchema.properties)
    .filter((entry): entry is [string, JsonObject] => isObject(entry[1]))
    .map(([symbol, schema]) => fieldToIR(symbol, schema, required.includes(symbol)));
}

function blockToIR(file: SchemaFile, set: SchemaSet): BlockIR {
  const schema = normaliseBlockSchema(dereference(file, set), file.file);
  const props = isObject(schema.properties) ? schema.properties : {};
  const groups = isObject(props.groups) ? props.groups : {};
  const key = String(file.json["x-key"]);
  const componentName = pascalCase(key.replace(/^[a-z0-9]+-/, ""));
  return {
    tag: "block",
    key,
    name: String(file.json.title),
    label: String(file.json["x-label"]),
    description: String(file.json.description ?? ""),
    group: String(file.json["x-group"]),
    listPriority: Number(file.json["x-list-priority"]),
    maxFieldGroups: num(file.json["x-max-field-groups"]),
    hasGroups: groups.maxItems !== 0,
    hidden: file.json["x-hidden"] === true,
    island: file.json["x-island"] === true,
    version: Number(file.json["x-version"]),
    fields: objectFields(props.fields),
    groupFields: objectFields(groups.items),
    examples: (Array.isArray(file.json.examples) ? file.json.examples : []).filter(isObject),
    file: file.file,
    id: file.id,
    componentName,
    typeName: `${componentName}Block`,
    schema,
  };
}

function settingsToIR(file: SchemaFile, set: SchemaSet): SettingsIR {
  const schema = dereference(file, set);
  const props = isObject(schema.properties) ? schema.properties : {};
  const problems = [];
  const keys: SettingsIR["keys"] = [];
  for (const [key, value] of Object.entries(props)) {
    if (!isObject(value)) continue;
    const { field, problems: found } = normaliseField(value, { required: false });
    for (const p of found) problems.push({ file: file.file, pointer: `/properties/${key}`, ...p });
    if (found.length > 0) continue;
    const jsonSchema = isObject(field["x-json"]) ? field["x-json"] : null;
    keys.push({ ...fieldToIR(key, field, false), key, jsonSchema });
  }
  if (problems.length > 0) throw new GeneratorError(problems);
  const namespace = String(
    file.json["x-namespace"] ?? file.file.replace(/^.*\/|\.schema\.json$/g, ""),
  );
  return {
    tag: "settings",
    namespace,
    title: String(file.json.title),
    file: file.file,
    id: file.id,
    typeName: `${pascalCase(namespace)}Settings`,
    keys,
    schema,
  };
}

function entityToIR(file: SchemaFile): EntityIR {
  const name = file.file.replace(/^.*\/|\.schema\.json$/g, "");
  return {
    tag: "entity",
    name,
    title: String(file.json.title),
    file: file.file,
    id: file.id,
    typeName: pascalCase(name),
    schema: file.json,
  };
}

/** Phase 5: the one model every emitter reads; sorted so output never depends on disk order. */
export function buildIR(set: SchemaSet, _ctx: GeneratorCtx): IR {
  const blocks = set.blocks
    .map((f) => blockToIR(f, set))
    .sort((a, b) => a.key.localeCompare(b.key));
  const settings = set.settings
    .map((f) => settingsToIR(f, set))
    .sort((a, b) => a.namespace.localeCompare(b.namespace));
  const entities = set.entities.map(entityToIR).sort((a, b) => a.name.localeCompare(b.name));
  return { blocks, settings, entities };
}
