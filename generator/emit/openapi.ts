import type { GeneratorCtx } from "../ctx.ts";
import { dereference } from "../deref.ts";
import type { ApiIR, EntityIR, IR, RouteIR } from "../ir.ts";
import { isObject, type JsonObject, stableStringify } from "../json.ts";
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

/** Path and query parameters: one per property of the route's params and query schemas. */
function parameters(route: RouteIR, set: SchemaSet): JsonObject[] {
  const out: JsonObject[] = [];
  const add = (entity: EntityIR | null, where: "path" | "query") => {
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
  return out;
}

function operation(route: RouteIR, api: ApiIR, set: SchemaSet): JsonObject {
  const responses: JsonObject = {};
  for (const reply of route.replies) {
    const description = reply.status === 204 ? "No content" : route.summary;
    if (reply.entity)
      responses[String(reply.status)] = {
        description,
        content: { "application/json": { schema: ref(reply.entity) } },
      };
    else if (route.produces)
      responses[String(reply.status)] = {
        description,
        content: { [route.produces]: { schema: { type: "string", format: "binary" } } },
      };
    else responses[String(reply.status)] = { description };
  }
  const isAlwaysOpen = route.permission.includes("anyone");
  if (route.permission.includes("public"))
    responses["401"] = problemReply(
      api,
      "Site-wide login is on and the caller has no session or Bearer token (sign_in_required)",
    );
  else if (!isAlwaysOpen) {
    responses["401"] = problemReply(api, "Not signed in (sign_in_required)");
    responses["403"] = problemReply(api, "Missing permission or failed CSRF check");
  }
  responses["4XX"] = problemReply(
    api,
    "Refused: the body names each invalid field (JSON pointer), its rule and the Arabic message",
  );
  responses["5XX"] = problemReply(api, "Server error (never with internals)");
  const op: JsonObject = {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.group],
    "x-permission": route.permission,
    responses,
  };
  // Visitors' routes take a session or a token optionally ({}: none), as site-wide login needs one.
  if (route.permission.includes("public")) op.security = [{}, { session: [] }, { bearer: [] }];
  else if (!isAlwaysOpen) op.security = [{ session: [] }, { bearer: [] }];
  const params = parameters(route, set);
  if (params.length > 0) op.parameters = params;
  if (route.body)
    op.requestBody = {
      required: true,
      content: { "application/json": { schema: ref(route.body) } },
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
              alt: { type: "string", maxLength: 1000 },
            },
          },
        },
      },
    };
  return op;
}

/**
 * OpenAPI 3.1 of the served API: every route of the contract with its permission (x-permission);
 * components are the same JSON Schemas the server validates with.
 */
export function emitOpenApi(ir: IR, api: ApiIR, set: SchemaSet, ctx: GeneratorCtx): Emitted {
  const schemas: JsonObject = {};
  for (const e of ir.entities)
    schemas[e.typeName] = strip(
      dereference({ kind: "entities", file: e.file, id: e.id, json: e.schema }, set),
    );
  for (const b of ir.blocks) schemas[b.typeName] = strip(b.schema);
  const paths: Record<string, JsonObject> = {};
  for (const route of api.routes) {
    const item = paths[route.openApiPath] ?? {};
    item[route.method.toLowerCase()] = operation(route, api, set);
    paths[route.openApiPath] = item;
  }
  const doc = {
    $comment: jsonBannerText(ctx, [`${ctx.schemasDir}/api/routes.json`, `${ctx.schemasDir}/`]),
    openapi: "3.1.0",
    info: {
      title: "Site API",
      version: "1.0.0",
      description:
        "Pages, settings, the block catalogue, pictures, and the editor's API (pages, media, settings, metaheads, users, tokens, audit). x-permission names what each route needs: anyone (the sign-in flow), public (visitors; a session or Bearer token while site-wide login is on), signed_in, or permissions of the caller's role.",
    },
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "sid" },
        bearer: { type: "http", scheme: "bearer" },
      },
    },
  };
  return { path: "openapi.json", text: `${stableStringify(doc)}\n` };
}
