import type { GeneratorCtx } from "./ctx.ts";
import { dereference } from "./deref.ts";
import { GeneratorError, type SchemaProblem } from "./errors.ts";
import type { ApiIR, BlockIR, EntityIR, FieldIR, IR, RouteIR, SettingsIR } from "./ir.ts";
import { blockMarkets, httpMethods, pageDataKinds, pascalCase } from "./ir.ts";
import { isObject, type Json, type JsonObject } from "./json.ts";
import type { RouteContractFile, SchemaFile, SchemaSet } from "./load.ts";
import { normaliseBlockSchema, normaliseField } from "./normalise.ts";

const str = (v: Json | undefined): string | null => (typeof v === "string" ? v : null);
const num = (v: Json | undefined): number | null => (typeof v === "number" ? v : null);

/** Reads one normalised field schema into its tagged IR form. */
function fieldToIR(symbol: string, schema: JsonObject, required: boolean): FieldIR {
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
      const source = schema["x-options-source"];
      return {
        ...base,
        kind,
        searchable: schema["x-searchable"] === true,
        ...(source === "forms" || source === "nameplates" ? { optionsSource: source } : {}),
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

/** A `$ref` to another block's groups: `<key>.schema.json#/properties/groups` (relative or absolute). */
const groupsRef = /(?:^|\/)([a-z0-9]+(?:-[a-z0-9]+)*)\.schema\.json#\/properties\/groups$/;

/**
 * The block's group fields that hold another block's groups, read from the written schema
 * (dereferencing replaces the `$ref` that says whose groups they are): symbol -> block key.
 */
function nestedGroupsOf(file: SchemaFile, set: SchemaSet): Record<string, string> {
  const blockKeys = new Set(set.blocks.map((b) => b.json["x-key"]));
  const props = isObject(file.json.properties) ? file.json.properties : {};
  const groups = isObject(props.groups) ? props.groups : {};
  const items = isObject(groups.items) ? groups.items : {};
  const fields = isObject(items.properties) ? items.properties : {};
  const out: Record<string, string> = {};
  for (const [symbol, field] of Object.entries(fields)) {
    const ref = isObject(field) && typeof field.$ref === "string" ? field.$ref : "";
    const key = groupsRef.exec(ref)?.[1];
    if (key !== undefined && blockKeys.has(key)) out[symbol] = key;
  }
  return out;
}

function blockToIR(file: SchemaFile, set: SchemaSet): BlockIR {
  const schema = normaliseBlockSchema(dereference(file, set), file.file);
  const props = isObject(schema.properties) ? schema.properties : {};
  const groups = isObject(props.groups) ? props.groups : {};
  const key = String(file.json["x-key"]);
  const typePrefix = pascalCase(key.replace(/^[a-z0-9]+-/, ""));
  const declared = file.json["x-component"];
  const componentName = typeof declared === "string" ? declared : typePrefix;
  return {
    tag: "block",
    key,
    name: String(file.json.title),
    label: String(file.json["x-label"]),
    ...(typeof file.json["x-description"] === "string"
      ? { labelDescription: file.json["x-description"] }
      : {}),
    description: String(file.json.description ?? ""),
    group: String(file.json["x-group"]),
    listPriority: Number(file.json["x-list-priority"]),
    maxFieldGroups: num(file.json["x-max-field-groups"]),
    hasGroups: groups.maxItems !== 0,
    hidden: file.json["x-hidden"] === true,
    island: file.json["x-island"] === true,
    version: Number(file.json["x-version"]),
    pageData: pageDataKinds.find((k) => k === file.json["x-page-data"]) ?? null,
    market: blockMarkets.find((m) => m === file.json["x-market"]) ?? null,
    drawsMap: file.json["x-map"] === true,
    ownsFollowingBlocks: file.json["x-tabs"] === true,
    isPageFab: file.json["x-page-fab"] === true,
    nestedGroups: nestedGroupsOf(file, set),
    fields: objectFields(props.fields),
    groupFields: objectFields(groups.items),
    examples: (Array.isArray(file.json.examples) ? file.json.examples : []).filter(isObject),
    file: file.file,
    id: file.id,
    componentName,
    declaresComponent: typeof declared === "string",
    typePrefix,
    typeName: `${typePrefix}Block`,
    schema,
  };
}

/**
 * Where a settings key's value holds URLs the server requests (x-egress): the key itself ("") or
 * properties of its x-json shape, "*" standing for any array item.
 */
function egressPointers(schema: JsonObject, at: string): string[] {
  const found = schema["x-egress"] === true ? [at] : [];
  const props = isObject(schema.properties) ? schema.properties : {};
  for (const [name, sub] of Object.entries(props))
    if (isObject(sub))
      found.push(...egressPointers(sub, `${at}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`));
  if (isObject(schema.items)) found.push(...egressPointers(schema.items, `${at}/*`));
  for (const alternatives of [schema.anyOf, schema.oneOf])
    if (Array.isArray(alternatives))
      for (const sub of alternatives) if (isObject(sub)) found.push(...egressPointers(sub, at));
  if (isObject(schema["x-json"])) found.push(...egressPointers(schema["x-json"], at));
  return [...new Set(found)];
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
    const isServerOnly = field["x-server-only"] === true;
    const egress = egressPointers(field, "");
    keys.push({ ...fieldToIR(key, field, false), key, jsonSchema, isServerOnly, egress });
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

/**
 * The API contract as IR: every route checked (unique operationId and method + URL, a known
 * method, a permission, entity names that exist, params that match the URL, errors that are 4xx
 * statuses) and linked to the entities its schemas name. Every problem is reported at once.
 */
export function buildApiIR(contract: RouteContractFile, ir: IR): ApiIR {
  const { file, json } = contract;
  const problems: SchemaProblem[] = [];
  const byName = new Map(ir.entities.map((e) => [e.name, e]));
  const entity = (name: Json | undefined, pointer: string): EntityIR | null => {
    if (name === undefined || name === null) return null;
    const found = typeof name === "string" ? byName.get(name) : undefined;
    if (!found)
      problems.push({
        file,
        pointer,
        rule: "known-entity",
        message: `names no schemas/entities/${String(name)}.schema.json`,
      });
    return found ?? null;
  };
  const problem = entity(json.errorReply, "/errorReply");
  const list = Array.isArray(json.routes) ? json.routes : [];
  if (!Array.isArray(json.routes))
    problems.push({ file, pointer: "/routes", rule: "type", message: "must be an array" });
  const seenIds = new Set<string>();
  const seenRoutes = new Set<string>();
  const routes: RouteIR[] = [];
  list.forEach((raw, i) => {
    const at = `/routes/${i}`;
    if (!isObject(raw)) {
      problems.push({ file, pointer: at, rule: "type", message: "must be an object" });
      return;
    }
    const operationId = typeof raw.operationId === "string" ? raw.operationId : "";
    if (!/^[a-z][A-Za-z0-9]*$/.test(operationId) || seenIds.has(operationId))
      problems.push({
        file,
        pointer: `${at}/operationId`,
        rule: "unique-operation-id",
        message: `"${operationId}" must be a camelCase name used once`,
      });
    seenIds.add(operationId);
    const method = httpMethods.find((m) => m === raw.method);
    if (!method)
      problems.push({
        file,
        pointer: `${at}/method`,
        rule: "enum",
        message: `must be one of ${httpMethods.join(", ")}`,
      });
    const url = typeof raw.url === "string" ? raw.url : "";
    if (!url.startsWith("/") || seenRoutes.has(`${raw.method} ${url}`))
      problems.push({
        file,
        pointer: `${at}/url`,
        rule: "unique-route",
        message: `"${url}" must start with / and be declared once per method`,
      });
    seenRoutes.add(`${raw.method} ${url}`);
    const permission = (Array.isArray(raw.permission) ? raw.permission : [raw.permission]).filter(
      (p): p is string => typeof p === "string" && p !== "",
    );
    if (permission.length === 0)
      problems.push({
        file,
        pointer: `${at}/permission`,
        rule: "required",
        message:
          'every route names its permission ("anyone", "public", "signed_in" or permission names)',
      });
    const params = entity(raw.params, `${at}/params`);
    const urlParams = [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? "");
    if (url.endsWith("*")) urlParams.push("*");
    const declared = params?.schema.properties;
    const declaredNames = isObject(declared) ? Object.keys(declared).sort() : [];
    if (urlParams.sort().join() !== declaredNames.join())
      problems.push({
        file,
        pointer: `${at}/params`,
        rule: "params-match-url",
        message: `the URL has the parameters [${urlParams.join(", ")}], the params schema [${declaredNames.join(", ")}]`,
      });
    const repliesRaw = isObject(raw.replies) ? raw.replies : {};
    const replies = Object.entries(repliesRaw).map(([status, name]) => ({
      status: Number(status),
      entity: entity(name, `${at}/replies/${status}`),
    }));
    if (replies.length === 0 || replies.some((r) => !(r.status >= 200 && r.status < 400)))
      problems.push({
        file,
        pointer: `${at}/replies`,
        rule: "success-replies",
        message: "names at least one reply, each with a 2xx or 3xx status",
      });
    const errorsRaw = raw.errors === undefined ? {} : raw.errors;
    const errors = isObject(errorsRaw)
      ? Object.entries(errorsRaw).map(([status, why]) => ({
          status: Number(status),
          description: typeof why === "string" ? why : "",
        }))
      : [];
    if (
      !isObject(errorsRaw) ||
      errors.some((e) => !(e.status >= 400 && e.status < 500) || e.description === "")
    )
      problems.push({
        file,
        pointer: `${at}/errors`,
        rule: "error-replies",
        message: "maps 4xx statuses to when the route answers them (a non-empty text)",
      });
    routes.push({
      tag: "route",
      operationId,
      method: method ?? "GET",
      url,
      openApiPath: url.replace(/:([A-Za-z_]+)/g, "{$1}").replace(/\*$/, "{path}"),
      permission,
      summary: typeof raw.summary === "string" ? raw.summary : "",
      group: typeof raw.tag === "string" ? raw.tag : "other",
      params,
      query: entity(raw.query, `${at}/query`),
      headers: entity(raw.headers, `${at}/headers`),
      body: entity(raw.body, `${at}/body`),
      bodyType: raw.bodyType === "multipart" ? "multipart" : "json",
      produces: typeof raw.produces === "string" ? raw.produces : null,
      replies,
      errors,
    });
  });
  if (problems.length > 0 || !problem) throw new GeneratorError(problems);
  return { routes, problem };
}
