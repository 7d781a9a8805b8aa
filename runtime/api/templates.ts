import type { FastifyInstance } from "fastify";
import catalogue from "../../generated/catalogue.json" with { type: "json" };
import openapi from "../../generated/openapi.json" with { type: "json" };

/** The block catalogue (template entities) and the OpenAPI description, both generated. */
export function registerTemplateRoutes(app: FastifyInstance): void {
  app.get("/api/templates", async () => ({ data: catalogue.data }));
  app.get("/api/openapi.json", async () => {
    const { $comment: _c, ...doc } = openapi;
    return doc;
  });
}
