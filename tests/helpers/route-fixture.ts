import { buildIR } from "../../generator/build-ir.ts";
import { defaultCtx } from "../../generator/ctx.ts";
import type { JsonObject } from "../../generator/json.ts";
import { loadSchemas } from "../../generator/load.ts";

/** The project's schemas and their IR, for tests that feed the generator a route of their own. */
export const set = loadSchemas(defaultCtx);
export const ir = buildIR(set, defaultCtx);

/** One valid route of schemas/api/routes.json, with the fields a test changes. */
export const route = (overrides: JsonObject = {}): JsonObject => ({
  operationId: "getThing",
  method: "GET",
  url: "/api/things/:id",
  permission: "pages:read",
  summary: "A thing",
  params: "id-params",
  replies: { "200": "media-document" },
  ...overrides,
});
