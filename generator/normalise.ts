import { GeneratorError, type SchemaProblem } from "./errors.ts";
import { fieldKinds } from "./ir.ts";
import { isObject, type Json, type JsonObject, pointerToken } from "./json.ts";

/** What a rule knows about the field beside its schema. */
interface FieldInfo {
  required: boolean;
}

/** A normalisation rule: one readable name, one reason, field schema in, field schema out. */
export interface FieldRule {
  name: string;
  why: string;
  apply: (field: JsonObject, info: FieldInfo) => JsonObject | { problem: string };
}

const kindOf = (f: JsonObject): string | undefined =>
  typeof f["x-field"] === "string" ? f["x-field"] : undefined;

/** Applied in order to every block field and group field, after dereferencing. */
export const fieldRules: FieldRule[] = [
  {
    name: "field-has-known-kind",
    why: "every field must name its editor kind, directly or through the common field it references",
    apply: (f) => {
      const kind = kindOf(f);
      return kind && (fieldKinds as readonly string[]).includes(kind)
        ? f
        : { problem: `x-field must be one of ${fieldKinds.join(", ")}` };
    },
  },
  {
    name: "field-has-label",
    why: "the editor shows a label for every field",
    apply: (f) =>
      typeof f.title === "string" && f.title.length > 0
        ? f
        : { problem: "title (the field's label) is required" },
  },
  {
    name: "select-has-enum",
    why: "a Select offers a fixed list of values, or the editor reads them (x-options-source)",
    apply: (f) =>
      kindOf(f) !== "Select" || Array.isArray(f.enum) || f["x-options-source"] !== undefined
        ? f
        : { problem: "a Select field needs enum (or x-options-source)" },
  },
  {
    name: "select-labels-match-values",
    why: "labels pair with values one to one; missing labels show the value itself",
    apply: (f) => {
      if (kindOf(f) !== "Select" || !Array.isArray(f.enum)) return f;
      const labels = f["x-enum-labels"];
      if (labels === undefined) return { ...f, "x-enum-labels": f.enum.map((v) => String(v)) };
      return Array.isArray(labels) && labels.length === f.enum.length
        ? f
        : { problem: `x-enum-labels must have ${f.enum.length} entries, one per enum value` };
    },
  },
  {
    name: "optional-text-defaults-to-empty",
    why: "stored instances carry every field, so renderers never meet undefined text",
    apply: (f, info) => {
      const textual =
        ["String", "Text", "Markdown"].includes(kindOf(f) ?? "") && f["x-language"] !== "json";
      return textual && !info.required && f.default === undefined ? { ...f, default: "" } : f;
    },
  },
  {
    name: "bool-defaults-to-false",
    why: "an unticked checkbox is false, not absent",
    apply: (f) => (kindOf(f) === "Bool" && f.default === undefined ? { ...f, default: false } : f),
  },
  {
    name: "links-collection-defaults-to-empty",
    why: "a collection with no links is an empty list",
    apply: (f) =>
      kindOf(f) === "LinksCollection" && f.default === undefined ? { ...f, default: [] } : f,
  },
  {
    name: "image-defaults-to-default-image",
    why: "the catalogue's default image id is 24735",
    apply: (f, info) =>
      kindOf(f) === "Image" && f.default === undefined && !info.required
        ? { ...f, default: { id: 24735 } }
        : f,
  },
];

/** Runs every rule over one field; returns the field or the problems with their rule names. */
export function normaliseField(
  field: JsonObject,
  info: FieldInfo,
): { field: JsonObject; problems: { rule: string; message: string }[] } {
  let current = field;
  const problems: { rule: string; message: string }[] = [];
  for (const rule of fieldRules) {
    const out = rule.apply(current, info);
    if ("problem" in out && typeof out.problem === "string" && Object.keys(out).length === 1) {
      problems.push({ rule: rule.name, message: out.problem });
      break;
    }
    current = out as JsonObject;
  }
  return { field: current, problems };
}

/** Phase 4: normalise every field of a dereferenced block schema (fields and group fields). */
export function normaliseBlockSchema(schema: JsonObject, file: string): JsonObject {
  const out = structuredClone(schema);
  const problems: SchemaProblem[] = [];
  const props = out.properties;
  if (!isObject(props)) return out;
  const fieldsObj = props.fields;
  const groups = props.groups;
  const groupItems = isObject(groups) ? groups.items : undefined;
  const places: [JsonObject | undefined, string][] = [
    [isObject(fieldsObj) ? fieldsObj : undefined, "/properties/fields"],
    [isObject(groupItems) ? groupItems : undefined, "/properties/groups/items"],
  ];
  for (const [objectSchema, base] of places) {
    if (!objectSchema || !isObject(objectSchema.properties)) continue;
    const required = Array.isArray(objectSchema.required) ? objectSchema.required : [];
    for (const [symbol, value] of Object.entries(objectSchema.properties)) {
      if (!isObject(value)) continue;
      const { field, problems: found } = normaliseField(value, {
        required: required.includes(symbol),
      });
      for (const p of found)
        problems.push({ file, pointer: `${base}/properties/${pointerToken(symbol)}`, ...p });
      objectSchema.properties[symbol] = field as Json;
    }
  }
  if (problems.length > 0) throw new GeneratorError(problems);
  return out;
}
