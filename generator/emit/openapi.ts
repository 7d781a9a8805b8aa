import type { GeneratorCtx } from "../ctx.ts";
import { dereference } from "../deref.ts";
import type { ApiIR, EntityIR, IR, RouteIR } from "../ir.ts";
import { isObject, type Json, type JsonObject, stableStringify } from "../json.ts";
import type { SchemaSet } from "../load.ts";
import { inlineEntity } from "./api.ts";
import { type Emitted, jsonBannerText } from "./banner.ts";

const strip = (s: JsonObject): JsonObject => {
  const { $id: _i, $schema: _s, examples: _e, ...rest } = s;
  return rest;
};

const ref = (entity: EntityIR): JsonObject => ({
  $ref: `#/components/schemas/${entity.typeName}`,
});

const problemReply = (api: ApiIR, description: string): JsonObject => ({
  description,
  content: { "application/json": { schema: ref(api.problem) } },
});

/** Methods whose session requests must carry the csrf-token header (runtime/http/actor.ts). */
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every refusal (4xx) a route can answer, status -> why: those its shape implies (params and
 * query checked at the edge, a JSON or multipart body, its permission) and the ones the route
 * table names for it (`errors`: a 409 on a taken key, a 429 past a rate limit).
 */
function refusals(route: RouteIR): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const add = (status: number, why: string) => out.set(status, [...(out.get(status) ?? []), why]);
  const isAnyone = route.permission.includes("anyone");
  const isPublic = route.permission.includes("public");
  const isSignedIn = route.permission.includes("signed_in");
  if (isPublic)
    add(
      401,
      "site-wide login is on and the caller has no session or Bearer token (sign_in_required)",
    );
  else if (!isAnyone) add(401, "no session or Bearer token, or an expired one (sign_in_required)");
  if (!isAnyone && !isPublic && UNSAFE_METHODS.has(route.method))
    add(403, "a session's write without its csrf-token header, or from another site (csrf)");
  if (!isAnyone && !isPublic && !isSignedIn)
    add(403, `the caller's role lacks ${route.permission.join(" and ")} (forbidden)`);
  if (route.params || route.query)
    add(
      400,
      "a path or query parameter breaks its schema (invalid; details name each as /params/{name} or /query/{name} with its rule)",
    );
  if (route.params) add(404, "nothing has this identifier (not_found)");
  if (route.body) {
    add(400, "the body is not well-formed JSON (bad_request)");
    add(413, "the body is larger than the server accepts (too_large)");
    add(415, "the body is not in a media type the operation takes (unsupported_media_type)");
    add(
      422,
      "the body breaks its schema, carries a NUL character or nests deeper than 64 levels (invalid; details name each field by JSON pointer with its rule and Arabic message)",
    );
  }
  if (route.bodyType === "multipart") {
    add(
      400,
      "the upload is not well-formed multipart/form-data, or carries no file or two (bad_request)",
    );
    add(413, "the file is larger than the server accepts (too_large)");
    add(415, "the body is not multipart/form-data (unsupported_media_type)");
    add(
      422,
      "no file part or an empty one, or a field part that breaks its rule (invalid; details name the part)",
    );
  }
  for (const e of route.errors) add(e.status, e.description);
  return out;
}

/** Who may call a route, in words, for its description. */
function whoMayCall(permission: readonly string[]): string {
  if (permission.includes("anyone"))
    return "Anyone: the sign-in flow stays open under site-wide login.";
  if (permission.includes("public"))
    return "Visitors; while site-wide login is on, only callers with a session or a Bearer token.";
  if (permission.includes("signed_in")) return "Any signed-in session or Bearer token.";
  return `A session or Bearer token whose role has ${permission.join(" and ")}.`;
}

/**
 * The OpenAPI security of a route: none for the sign-in flow; visitors' routes take a session or
 * a token optionally ({}: none), as site-wide login needs one; the rest need a session (with its
 * csrf-token header on writes) or a Bearer token.
 */
function securityOf(route: RouteIR): JsonObject[] {
  if (route.permission.includes("anyone")) return [];
  if (route.permission.includes("public")) return [{}, { session: [] }, { bearer: [] }];
  const session: JsonObject = UNSAFE_METHODS.has(route.method)
    ? { session: [], csrf: [] }
    : { session: [] };
  return [session, { bearer: [] }];
}

/** Path, query and header parameters: one per property of the route's params, query and headers schemas. */
function parameters(route: RouteIR, set: SchemaSet): JsonObject[] {
  const out: JsonObject[] = [];
  const add = (entity: EntityIR | null, where: "path" | "query" | "header") => {
    if (!entity) return;
    const schema = inlineEntity(entity, set);
    const props = isObject(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? schema.required : [];
    for (const [name, sub] of Object.entries(props)) {
      if (!isObject(sub)) continue;
      out.push({
        name: name === "*" ? "path" : name,
        in: where,
        required: where === "path" || required.includes(name),
        schema: sub,
      });
    }
  };
  add(route.params, "path");
  add(route.query, "query");
  add(route.headers, "header");
  return out;
}

/** The JSON:API media type: a route that produces it takes it too (runtime/http/route-table.ts). */
const JSON_API = "application/vnd.api+json";

/** The media types of a route's JSON reply and body: JSON:API's and plain JSON, or its own. */
function jsonMediaTypes(route: RouteIR): string[] {
  if (route.produces === JSON_API) return [JSON_API, "application/json"];
  return [route.produces ?? "application/json"];
}

/** A JSON:API error document, as a JSON:API route answers a refusal in its media type. */
const JSON_API_ERRORS: JsonObject = {
  type: "object",
  required: ["errors"],
  properties: {
    errors: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        properties: {
          status: { type: "string" },
          code: { type: "string" },
          title: { type: "string" },
          detail: { type: "string" },
          source: {
            type: "object",
            properties: { pointer: { type: "string" }, parameter: { type: "string" } },
          },
        },
      },
    },
  },
};

function operation(route: RouteIR, api: ApiIR, set: SchemaSet): JsonObject {
  const responses: JsonObject = {};
  for (const reply of route.replies) {
    const isRedirect = reply.status >= 300 && reply.status < 400;
    const description =
      reply.status === 204
        ? "No content"
        : isRedirect
          ? `Redirect to the URL in Location: ${route.summary}`
          : route.summary;
    // A JSON reply in its own media type (JSON:API, the web app manifest) names it with produces.
    const entity = reply.entity;
    const answer: JsonObject = entity
      ? {
          description,
          content: Object.fromEntries(
            jsonMediaTypes(route).map((type) => [type, { schema: ref(entity) }]),
          ),
        }
      : route.produces && !isRedirect
        ? {
            description,
            content: { [route.produces]: { schema: { type: "string", format: "binary" } } },
          }
        : { description };
    if (isRedirect)
      answer.headers = { Location: { description: "Where to go", schema: { type: "string" } } };
    responses[String(reply.status)] = answer;
  }
  for (const [status, why] of refusals(route))
    responses[String(status)] = problemReply(api, `Refused: ${why.join("; ")}`);
  responses["5XX"] = problemReply(api, "Server error (never with internals)");
  // A JSON:API route negotiates its media type (runtime/http/route-table.ts): 406 is one of its
  // refusals, and each refusal is also written as JSON:API errors.
  if (route.produces === JSON_API && responses["406"] === undefined)
    responses["406"] = problemReply(
      api,
      `Refused: Accept names ${JSON_API} only with media type parameters other than ext and profile (not_acceptable)`,
    );
  if (route.produces === JSON_API)
    for (const [status, reply] of Object.entries(responses))
      if (/^[45]/.test(status) && isObject(reply) && isObject(reply.content))
        reply.content[JSON_API] = { schema: JSON_API_ERRORS };
  const op: JsonObject = {
    operationId: route.operationId,
    summary: route.summary,
    description: whoMayCall(route.permission),
    tags: [route.group],
    "x-permission": route.permission,
    security: securityOf(route),
    responses,
  };
  const params = parameters(route, set);
  if (params.length > 0) op.parameters = params;
  const body = route.body;
  if (body)
    op.requestBody = {
      required: true,
      content: Object.fromEntries(
        (route.produces === JSON_API ? [JSON_API, "application/json"] : ["application/json"]).map(
          (type) => [type, { schema: ref(body) }],
        ),
      ),
    };
  if (route.bodyType === "multipart")
    op.requestBody = {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: ["file"],
            properties: {
              file: { type: "string", format: "binary" },
              alt: { type: "string", maxLength: 300 },
            },
          },
        },
      },
    };
  return op;
}

/** The names of the components a document refers to (`#/components/schemas/{name}`). */
function referencedSchemas(node: Json, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) referencedSchemas(item, into);
  else if (isObject(node))
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string" && value.startsWith(COMPONENT))
        into.add(value.slice(COMPONENT.length));
      else referencedSchemas(value, into);
    }
  return into;
}

const COMPONENT = "#/components/schemas/";

/** A dereferenced schema without its $defs: every $ref to them has been inlined. */
function withoutDefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(withoutDefs);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "$defs") continue;
    // Under properties the keys are names, not keywords.
    out[k] =
      k === "properties" && isObject(v)
        ? Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, withoutDefs(sub)]))
        : withoutDefs(v);
  }
  return out;
}

/**
 * OpenAPI 3.1 of the served API: every route of the contract with its permission (x-permission),
 * its security and every answer it gives, success and refusal; components are the same JSON
 * Schemas the server validates with, those the operations name (the block schemas are served by
 * GET /api/templates).
 */
export function emitOpenApi(ir: IR, api: ApiIR, set: SchemaSet, ctx: GeneratorCtx): Emitted {
  const paths: Record<string, JsonObject> = {};
  for (const route of api.routes) {
    const item = paths[route.openApiPath] ?? {};
    item[route.method.toLowerCase()] = operation(route, api, set);
    paths[route.openApiPath] = item;
  }
  const used = referencedSchemas(paths, new Set());
  const schemas: JsonObject = {};
  for (const e of ir.entities)
    if (used.has(e.typeName))
      schemas[e.typeName] = withoutDefs(
        strip(dereference({ kind: "entities", file: e.file, id: e.id, json: e.schema }, set)),
      );
  const doc = {
    "x-generated": jsonBannerText(ctx, [`${ctx.schemasDir}/api/routes.json`, `${ctx.schemasDir}/`]),
    openapi: "3.1.0",
    info: {
      title: "Site API",
      version: "1.0.0",
      description:
        "Pages, settings, the block catalogue, pictures, and the editor's API (pages, media, settings, metaheads, users, tokens, audit). x-permission names what each route needs: anyone (the sign-in flow), public (visitors; a session or Bearer token while site-wide login is on), signed_in, or permissions of the caller's role. Every refusal is the Problem body: a machine-readable code, and for invalid input each field by JSON pointer with its rule.",
    },
    servers: [{ url: "/", description: "The site's own origin (PUBLIC_URL)" }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "sid",
          description:
            "The session cookie POST /api/auth/login (or single sign-on) sets: HTTP-only, 12 hours after its last use. Its writes also carry the csrf-token header.",
        },
        csrf: {
          type: "apiKey",
          in: "header",
          name: "csrf-token",
          description:
            "The csrfToken of the session (the sign-in answer, GET /api/auth/me): required with the session cookie on POST, PUT, PATCH and DELETE; a request whose Origin is another host is refused too.",
        },
        bearer: {
          type: "http",
          scheme: "bearer",
          description:
            "An API token (cms_...) an admin issues at POST /api/admin/tokens: it acts with the lesser of its own role and its issuer's current role. No cookie, so no csrf-token.",
        },
      },
    },
  };
  return { path: "openapi.json", text: `${stableStringify(doc)}\n` };
}
