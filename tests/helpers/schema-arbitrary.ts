import fc from "fast-check";

/**
 * fast-check arbitraries from the JSON Schemas of an OpenAPI document: values a schema likely
 * accepts, and one-step mutations it likely refuses. "Likely": the caller keeps only what Ajv
 * then accepts (or refuses), so a keyword this file does not model (not, dependentRequired,
 * minProperties) only costs samples, never a wrong verdict.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface Schema {
  [keyword: string]: unknown;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isJsonObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Follows a local $ref (#/components/schemas/X) inside the document. */
export function resolveRef(doc: Schema, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === "string" && hops < 8; hops++) {
    let node: unknown = doc;
    for (const token of current.$ref.replace(/^#\//, "").split("/"))
      node = isSchema(node) ? node[token.replaceAll("~1", "/").replaceAll("~0", "~")] : undefined;
    if (!isSchema(node)) throw new Error(`unresolved ${current.$ref}`);
    const { $ref: _ref, ...beside } = current;
    current = { ...node, ...beside };
  }
  return current;
}

/** Text a person might type: Latin, Arabic, digits, a space, an accent and an emoji (no controls). */
const character = fc
  .oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    { weight: 3, arbitrary: fc.integer({ min: 0x621, max: 0x64a }) },
    { weight: 1, arbitrary: fc.constantFrom(0xe9, 0x1f697) },
  )
  .map((code) => String.fromCodePoint(code));

const typesOf = (schema: Schema): string[] => {
  if (Array.isArray(schema.type)) return schema.type.filter((t) => typeof t === "string");
  if (typeof schema.type === "string") return [schema.type];
  if (isSchema(schema.properties) || Array.isArray(schema.required)) return ["object"];
  if (schema.items !== undefined) return ["array"];
  return ["string", "integer", "boolean"];
};

const num = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/** Merges a oneOf/anyOf/allOf branch into the schema around it (properties and required joined). */
function merge(base: Schema, branch: Schema): Schema {
  const { oneOf: _o, anyOf: _a, allOf: _l, ...rest } = base;
  const out: Schema = { ...rest, ...branch };
  if (isSchema(rest.properties) || isSchema(branch.properties))
    out.properties = {
      ...(isSchema(rest.properties) ? rest.properties : {}),
      ...(isSchema(branch.properties) ? branch.properties : {}),
    };
  const required = [
    ...(Array.isArray(rest.required) ? rest.required : []),
    ...(Array.isArray(branch.required) ? branch.required : []),
  ];
  if (required.length > 0) out.required = [...new Set(required)];
  return out;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? minLength + 24, minLength + 40);
  const plain = fc.string({ unit: character, minLength, maxLength });
  switch (schema.format) {
    case "date":
      return fc
        .date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "date-time":
      return fc
        .date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString());
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
      return fc.webUrl();
    case "time-zone":
      return fc.constantFrom("UTC", "Asia/Dubai", "Europe/London", "Asia/Riyadh");
  }
  if (typeof schema.pattern === "string") {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern, "u"));
      return fc.oneof({ weight: 4, arbitrary: matching }, { weight: 1, arbitrary: plain });
    } catch {
      return plain;
    }
  }
  return plain;
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = num(schema.exclusiveMinimum);
  const exclusiveMax = num(schema.exclusiveMaximum);
  let min = num(schema.minimum) ?? (exclusiveMin === undefined ? undefined : exclusiveMin + 1);
  let max = num(schema.maximum) ?? (exclusiveMax === undefined ? undefined : exclusiveMax - 1);
  if (integer) {
    min = Math.ceil(min ?? -(2 ** 31));
    max = Math.floor(max ?? 2 ** 31 - 1);
    const step = num(schema.multipleOf);
    if (step && Number.isInteger(step) && step > 0)
      return fc
        .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
        .map((k) => k * step);
    return fc.integer({ min, max });
  }
  return fc.double({
    min: min ?? -1e9,
    max: max ?? 1e9,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** Values the schema likely accepts. `depth` bounds recursion: deep down only what is required. */
export function valueArbitrary(doc: Schema, raw: Schema, depth = 0): fc.Arbitrary<Json> {
  const schema = resolveRef(doc, raw);
  if ("const" in schema) return fc.constant(schema.const as Json);
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.constantFrom(...(schema.enum as Json[]));
  for (const key of ["oneOf", "anyOf"] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0)
      return fc.oneof(
        ...branches.filter(isSchema).map((b) => valueArbitrary(doc, merge(schema, b), depth)),
      );
  }
  if (Array.isArray(schema.allOf)) {
    const merged = schema.allOf
      .filter(isSchema)
      .reduce<Schema>((acc, b) => merge(acc, resolveRef(doc, b)), { ...schema, allOf: undefined });
    const { allOf: _allOf, ...rest } = merged;
    return valueArbitrary(doc, rest, depth);
  }
  const fallback: Json[] = [];
  if (schema.default !== undefined) fallback.push(schema.default as Json);
  const arbitraries = typesOf(schema).map((type) => typedArbitrary(doc, schema, type, depth));
  const generated =
    arbitraries.length === 1 && arbitraries[0] ? arbitraries[0] : fc.oneof(...arbitraries);
  return fallback.length > 0
    ? fc.oneof(
        { weight: 5, arbitrary: generated },
        { weight: 1, arbitrary: fc.constantFrom(...fallback) },
      )
    : generated;
}

function typedArbitrary(
  doc: Schema,
  schema: Schema,
  type: string,
  depth: number,
): fc.Arbitrary<Json> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "string":
      return stringArbitrary(schema);
    case "array": {
      const items = isSchema(schema.items) ? schema.items : {};
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = depth > 3 ? minLength : Math.min(num(schema.maxItems) ?? 3, minLength + 3);
      const item = valueArbitrary(doc, items, depth + 1);
      return schema.uniqueItems === true
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case "object":
      return objectArbitrary(doc, schema, depth);
    default:
      return fc.constant(null);
  }
}

function objectArbitrary(doc: Schema, schema: Schema, depth: number): fc.Arbitrary<Json> {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required)
    ? schema.required.filter((k): k is string => typeof k === "string")
    : [];
  const model: Record<string, fc.Arbitrary<Json>> = {};
  for (const [name, sub] of Object.entries(properties))
    if (isSchema(sub) && (depth < 4 || required.includes(name)))
      model[name] = valueArbitrary(doc, sub, depth + 1);
  const extra = isSchema(schema.additionalProperties) ? schema.additionalProperties : {};
  for (const name of required) model[name] ??= valueArbitrary(doc, extra, depth + 1);
  const record = fc.record(model, { requiredKeys: required.filter((k) => k in model) });
  // A map (propertyNames or an additionalProperties schema, no named properties): a few entries.
  if (
    Object.keys(properties).length === 0 &&
    (isSchema(schema.propertyNames) || isSchema(schema.additionalProperties))
  ) {
    const keys = isSchema(schema.propertyNames)
      ? stringArbitrary({ ...schema.propertyNames, maxLength: 20 })
      : fc.string({ unit: character, minLength: 1, maxLength: 12 });
    return fc
      .tuple(
        record,
        fc.dictionary(keys, valueArbitrary(doc, extra, depth + 1), { maxKeys: depth > 2 ? 0 : 3 }),
      )
      .map(([named, more]) => ({ ...more, ...named }));
  }
  return record;
}

/** One place inside a value: its JSON pointer, the value there and the schema that governs it. */
interface Site {
  path: string[];
  value: Json | undefined;
  schema: Schema;
  parent: Schema | null;
}

/** Every property reachable through the schema's named properties (and the root). */
function sitesOf(doc: Schema, value: Json, raw: Schema): Site[] {
  const out: Site[] = [];
  const visit = (v: Json | undefined, s: Schema, path: string[], parent: Schema | null) => {
    const schema = resolveRef(doc, s);
    out.push({ path, value: v, schema, parent });
    if (path.length >= 4 || !isSchema(schema.properties)) return;
    for (const [name, sub] of Object.entries(schema.properties))
      if (isSchema(sub) && (isJsonObject(v) || v === undefined))
        visit(isJsonObject(v) ? v[name] : undefined, sub, [...path, name], schema);
  };
  visit(value, raw, [], null);
  return out;
}

const setAt = (value: Json, path: string[], next: Json | undefined): Json => {
  if (path.length === 0) return next ?? null;
  const [head, ...rest] = path as [string, ...string[]];
  const base = isJsonObject(value) ? value : {};
  const out: { [key: string]: Json } = { ...base };
  if (rest.length === 0) {
    if (next === undefined) delete out[head];
    else out[head] = next;
  } else out[head] = setAt(base[head] ?? {}, rest, next);
  return out;
};

/** A value of another JSON type than the schema's. */
function wrongType(schema: Schema): Json {
  const types = typesOf(schema);
  if (!types.includes("string")) return "نص";
  if (!types.includes("integer") && !types.includes("number")) return 42;
  if (!types.includes("object")) return { unexpected: true };
  return [1, 2];
}

/** What a mutation did, and the mutated value. */
export interface Mutation {
  what: string;
  value: Json;
}

/**
 * One-step mutations of a valid value that its schema should refuse: a missing required
 * property, a wrong type, past a length or range limit, outside an enum, an unknown property.
 */
export function mutationArbitrary(
  doc: Schema,
  schema: Schema,
  valid: Json,
): fc.Arbitrary<Mutation> {
  const candidates: Mutation[] = [];
  for (const site of sitesOf(doc, valid, schema)) {
    const at = `/${site.path.join("/")}`;
    const s = site.schema;
    const put = (what: string, next: Json | undefined) =>
      candidates.push({ what: `${at} ${what}`, value: setAt(valid, site.path, next) });
    put("of the wrong type", wrongType(s));
    const name = site.path[site.path.length - 1];
    if (
      name &&
      site.parent &&
      Array.isArray(site.parent.required) &&
      site.parent.required.includes(name)
    )
      put("missing (required)", undefined);
    const maxLength = num(s.maxLength);
    if (maxLength !== undefined && maxLength < 100_000)
      put(`longer than maxLength ${maxLength}`, "ب".repeat(maxLength + 1));
    const minLength = num(s.minLength);
    if (minLength !== undefined && minLength > 0)
      put(`shorter than minLength ${minLength}`, "ب".repeat(minLength - 1));
    const maximum = num(s.maximum);
    if (maximum !== undefined) put(`above maximum ${maximum}`, maximum + 1);
    const minimum = num(s.minimum);
    if (minimum !== undefined) put(`below minimum ${minimum}`, minimum - 1);
    const maxItems = num(s.maxItems);
    if (
      maxItems !== undefined &&
      maxItems < 1000 &&
      Array.isArray(site.value) &&
      site.value.length > 0
    )
      put(
        `more than maxItems ${maxItems}`,
        Array.from({ length: maxItems + 1 }, () => (site.value as Json[])[0] ?? null),
      );
    if (Array.isArray(s.enum)) put("outside its enum", "not-one-of-the-enum");
    if (s.additionalProperties === false && isJsonObject(site.value))
      put("with an unknown property", { ...site.value, unknown_property_x: 1 });
  }
  return fc.constantFrom(...candidates);
}
