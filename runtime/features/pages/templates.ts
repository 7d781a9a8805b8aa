import catalogue from "../../../generated/catalogue.json" with { type: "json" };
import openapi from "../../../generated/openapi.json" with { type: "json" };
import type { ApiHandlers } from "../../http/route-table.ts";

/** The block catalogue (template entities) and the OpenAPI description, both generated. */
export function templateHandlers(): Pick<ApiHandlers, "listTemplates" | "getOpenApi"> {
  const { "x-generated": _generated, ...description } = openapi;
  return {
    listTemplates: async () => ({ data: catalogue.data }),
    getOpenApi: async () => description,
  };
}
