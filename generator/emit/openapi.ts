import type { GeneratorCtx } from "../ctx.ts";
import { dereference } from "../deref.ts";
import type { IR } from "../ir.ts";
import { type JsonObject, stableStringify } from "../json.ts";
import type { SchemaSet } from "../load.ts";
import { type Emitted, jsonBannerText } from "./banner.ts";

const strip = (s: JsonObject): JsonObject => {
  const { $id: _i, $schema: _s, examples: _e, ...rest } = s;
  return rest;
};

const jsonApi = (description: string, ref: string, isList: boolean): JsonObject => ({
  description,
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["data"],
        properties: { data: isList ? { type: "array", items: { $ref: ref } } : { $ref: ref } },
      },
    },
  },
});

const problem: JsonObject = {
  description: "Error",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Problem" } } },
};

/** OpenAPI 3.1 of the served API; components are the same JSON Schemas the server validates with. */
export function emitOpenApi(ir: IR, set: SchemaSet, ctx: GeneratorCtx): Emitted {
  const schemas: JsonObject = {
    Problem: {
      type: "object",
      required: ["statusCode", "error", "message"],
      properties: {
        statusCode: { type: "integer" },
        error: { type: "string" },
        message: { type: "string" },
      },
    },
  };
  for (const e of ir.entities)
    schemas[e.typeName] = strip(
      dereference({ kind: "entities", file: e.file, id: e.id, json: e.schema }, set),
    );
  for (const b of ir.blocks) schemas[b.typeName] = strip(b.schema);
  const doc = {
    $comment: jsonBannerText(ctx, [`${ctx.schemasDir}/`]),
    openapi: "3.1.0",
    info: {
      title: "Site API",
      version: "1.0.0",
      description: "Pages, settings and the block catalogue.",
    },
    paths: {
      "/public_api/pages/by_path/{path}": {
        get: {
          summary: "A published page by its path (no language base, no leading slash)",
          parameters: [
            {
              name: "path",
              in: "path",
              required: true,
              schema: { type: "string" },
              example: "models/defender",
            },
          ],
          responses: {
            "200": jsonApi("The page", "#/components/schemas/PageResource", false),
            "404": problem,
          },
        },
      },
      "/settings": {
        get: {
          summary: "Every setting as {id, key, value}",
          responses: { "200": jsonApi("Settings", "#/components/schemas/SettingResource", true) },
        },
      },
      "/api/templates": {
        get: {
          summary: "The block catalogue (template entities)",
          responses: { "200": jsonApi("Templates", "#/components/schemas/Template", true) },
        },
      },
    },
    components: {
      schemas: {
        ...schemas,
        Template: {
          type: "object",
          required: ["id", "type", "attributes"],
          properties: {
            id: { type: "string" },
            type: { const: "template" },
            attributes: {
              type: "object",
              required: ["key", "name", "label", "group"],
              properties: {
                key: { type: "string", description: "The template key, e.g. lrdx-quote." },
                name: { type: "string", description: "The catalogue's English name." },
                label: { type: "string", description: "The Arabic name editors read." },
                group: { type: "string", description: "The catalogue group." },
              },
            },
          },
        },
      },
    },
  };
  return { path: "openapi.json", text: `${stableStringify(doc)}\n` };
}
