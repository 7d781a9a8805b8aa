import type { GeneratorCtx } from "../ctx.ts";
import { dereference } from "../deref.ts";
import type { ApiIR, EntityIR, RouteIR } from "../ir.ts";
import { isObject, type Json, type JsonObject, stableStringify } from "../json.ts";
import type { SchemaSet } from "../load.ts";
import { banner, type Emitted, jsonBannerText } from "./banner.ts";

const CONTRACT = "schemas/api/routes.json";

/** An entity's schema, every $ref inlined, without the identity keywords a validator would register. */
export function inlineEntity(entity: EntityIR, set: SchemaSet): JsonObject {
  const full = dereference(
    { kind: "entities", file: entity.file, id: entity.id, json: entity.schema },
    set,
  );
  return withoutIdentity(full) as JsonObject;
}

function withoutIdentity(node: Json): Json {
  if (Array.isArray(node)) return node.map(withoutIdentity);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "$id" || k === "$schema" || k === "examples") continue;
    // Under properties the keys are names, not keywords.
    out[k] =
      k === "properties" && isObject(v)
        ? Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, withoutIdentity(sub)]))
        : withoutIdentity(v);
  }
  return out;
}

/**
 * A reply schema as the serialiser must read it: JSON Schema lets an object carry properties it
 * does not name unless additionalProperties says otherwise, but fast-json-stringify writes only
 * the named ones; so every object that does not decide says so explicitly.
 */
function forSerialiser(node: Json): Json {
  if (Array.isArray(node)) return node.map(forSerialiser);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node))
    out[k] =
      k === "properties" && isObject(v)
        ? Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, forSerialiser(sub)]))
        : forSerialiser(v);
  const isObjectSchema =
    out.type === "object" || (Array.isArray(out.type) && out.type.includes("object"));
  if (isObjectSchema && out.additionalProperties === undefined) out.additionalProperties = true;
  return out;
}

/** The first success reply: the one a handler answers with. */
function successReply(route: RouteIR): RouteIR["replies"][number] {
  const first = [...route.replies].sort((a, b) => a.status - b.status)[0];
  if (!first) throw new Error(`${route.operationId}: no reply`);
  return first;
}

/**
 * generated/api-routes.json: each route with its Fastify schemas (params, querystring, body and
 * the replies, error replies as the Problem body), for runtime/api to register.
 */
export function emitApiRoutes(api: ApiIR, set: SchemaSet, ctx: GeneratorCtx): Emitted {
  const problem = forSerialiser(inlineEntity(api.problem, set));
  const routes = api.routes.map((route) => {
    const response: JsonObject = {};
    for (const reply of route.replies)
      if (reply.entity)
        response[String(reply.status)] = forSerialiser(inlineEntity(reply.entity, set));
    response["4xx"] = problem;
    response["5xx"] = problem;
    const schema: JsonObject = { response };
    if (route.params) schema.params = inlineEntity(route.params, set);
    if (route.query) schema.querystring = inlineEntity(route.query, set);
    if (route.headers) schema.headers = inlineEntity(route.headers, set);
    if (route.body) schema.body = inlineEntity(route.body, set);
    return {
      operationId: route.operationId,
      method: route.method,
      url: route.url,
      permission: route.permission,
      bodyType: route.bodyType,
      ...(route.produces ? { produces: route.produces } : {}),
      status: successReply(route).status,
      schema,
    };
  });
  const doc = { $comment: jsonBannerText(ctx, [CONTRACT, `${ctx.schemasDir}/entities/`]), routes };
  return { path: "api-routes.json", text: `${stableStringify(doc)}\n` };
}

const typeOf = (entity: EntityIR | null, none: string): string => entity?.typeName ?? none;

/**
 * generated/api.ts: operationId -> method, URL, permission and the generated types of its params,
 * query, body and reply; handlers and the editor's client are typed from it.
 */
export function emitApiTypes(api: ApiIR, ctx: GeneratorCtx): Emitted {
  const used = new Set<string>();
  const lines = api.routes.map((route) => {
    const reply = successReply(route);
    const parts = {
      params: typeOf(route.params, "Record<string, never>"),
      query: typeOf(route.query, "Record<string, never>"),
      body: route.bodyType === "multipart" ? "FormData" : typeOf(route.body, "undefined"),
      reply: typeOf(reply.entity, "undefined"),
    };
    for (const e of [route.params, route.query, route.body, reply.entity])
      if (e) used.add(e.typeName);
    return [
      `  /** ${route.method} ${route.url} (${route.permission.join(" + ")}): ${route.summary.replaceAll("*/", "*\\/")} */`,
      `  ${route.operationId}: {`,
      `    method: ${JSON.stringify(route.method)};`,
      `    url: ${JSON.stringify(route.url)};`,
      `    status: ${reply.status};`,
      `    params: ${parts.params};`,
      `    query: ${parts.query};`,
      `    body: ${parts.body};`,
      `    reply: ${parts.reply};`,
      "  };",
    ].join("\n");
  });
  used.add(api.problem.typeName);
  const where = api.routes.map(
    (r) =>
      `  ${r.operationId}: { method: ${JSON.stringify(r.method)}, url: ${JSON.stringify(r.url)} },`,
  );
  const permissions = api.routes.map((r) => `  ${r.operationId}: ${JSON.stringify(r.permission)},`);
  const text = [
    banner(ctx, [CONTRACT, `${ctx.schemasDir}/entities/`]),
    `import type { ${[...used].sort().join(", ")} } from "./types.ts";`,
    "",
    "/** The one error body of the API. */",
    `export type ApiErrorBody = ${api.problem.typeName};`,
    "",
    "/** Every route of the API by operationId: method, URL, success status and the types of its parts. */",
    "export interface ApiOperations {",
    lines.join("\n"),
    "}",
    "",
    "export type OperationId = keyof ApiOperations;",
    "",
    "/** Method and URL of each operation, for clients that build requests from an operationId. */",
    "export const apiOperations: {",
    '  readonly [K in OperationId]: { method: ApiOperations[K]["method"]; url: ApiOperations[K]["url"] };',
    "} = {",
    where.join("\n"),
    "};",
    "",
    '/** What each route needs: "anyone" (the sign-in flow), "public" (visitors; a session or token while site-wide login is on), "signed_in", or the permission names of runtime/http/permissions.ts. */',
    "export const apiPermissions: { readonly [K in OperationId]: readonly string[] } = {",
    permissions.join("\n"),
    "};",
    "",
  ].join("\n");
  return { path: "api.ts", text };
}
