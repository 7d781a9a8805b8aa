import { describe, expect, it } from "vitest";
import { buildApiIR } from "../../generator/build-ir.ts";
import { defaultCtx } from "../../generator/ctx.ts";
import { emitOpenApi } from "../../generator/emit/openapi.ts";
import { GeneratorError } from "../../generator/errors.ts";
import type { JsonObject } from "../../generator/json.ts";
import { loadRouteContract } from "../../generator/load.ts";
import { ir, route, set } from "../helpers/route-fixture.ts";

interface Response {
  description: string;
  content?: Record<string, { schema: { $ref?: string } }>;
}
interface Operation {
  security: Record<string, string[]>[];
  responses: Record<string, Response>;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

/** The OpenAPI document of a route table made of `routes`. */
function openApiOf(routes: JsonObject[]): Document {
  const api = buildApiIR(
    { file: "schemas/api/routes.json", json: { errorReply: "problem", routes } },
    ir,
  );
  return JSON.parse(emitOpenApi(ir, api, set, defaultCtx).text) as Document;
}

const operationOf = (doc: Document, path: string, method: string): Operation => {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${method} ${path} is not in the document`);
  return op;
};

describe("the OpenAPI emitter", () => {
  it("gives each operation the security its permission asks for", () => {
    const doc = openApiOf([
      route({
        operationId: "signIn",
        method: "POST",
        url: "/login",
        permission: "anyone",
        params: null,
      }),
      route({ operationId: "readPublic", url: "/public/:id", permission: "public" }),
      route({ operationId: "readThing" }),
      route({ operationId: "writeThing", method: "PATCH", body: "media-alt" }),
    ]);
    expect(operationOf(doc, "/login", "post").security).toEqual([]);
    // Visitors need nothing, unless site-wide login is on: then a session or a token.
    expect(operationOf(doc, "/public/{id}", "get").security).toEqual([
      {},
      { session: [] },
      { bearer: [] },
    ]);
    expect(operationOf(doc, "/api/things/{id}", "get").security).toEqual([
      { session: [] },
      { bearer: [] },
    ]);
    // A session's write also carries its csrf-token header; a Bearer token does not.
    expect(operationOf(doc, "/api/things/{id}", "patch").security).toEqual([
      { session: [], csrf: [] },
      { bearer: [] },
    ]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      "bearer",
      "csrf",
      "session",
    ]);
    expect(doc.servers).toEqual([expect.objectContaining({ url: "/" })]);
  });

  it("documents each refusal the route's shape implies, and the ones the route table names", () => {
    const doc = openApiOf([
      route({
        method: "PATCH",
        body: "media-alt",
        errors: { "409": "the picture is in use (media_in_use)" },
      }),
      route({
        operationId: "signIn",
        method: "POST",
        url: "/login",
        permission: "anyone",
        params: null,
      }),
    ]);
    const patch = operationOf(doc, "/api/things/{id}", "patch");
    expect(Object.keys(patch.responses).sort()).toEqual(
      ["200", "400", "401", "403", "404", "409", "413", "415", "422", "5XX"].sort(),
    );
    for (const status of ["400", "401", "403", "404", "409", "413", "415", "422", "5XX"])
      expect(patch.responses[status]?.content?.["application/json"]?.schema.$ref, status).toBe(
        "#/components/schemas/Problem",
      );
    expect(patch.responses["409"]?.description).toContain("media_in_use");
    expect(patch.responses["403"]?.description).toContain("(csrf)");
    expect(patch.responses["403"]?.description).toContain("pages:read");
    // Open to anyone, no params, no body: nothing to refuse, so no 4xx is promised.
    const signIn = operationOf(doc, "/login", "post");
    expect(Object.keys(signIn.responses).sort()).toEqual(["200", "5XX"]);
  });

  it("keeps only the components the operations name, without $defs, each $ref resolving", () => {
    const doc = openApiOf([route({ query: "leads-query" })]);
    expect(Object.keys(doc.components.schemas).sort()).toEqual(["MediaDocument", "Problem"]);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"$defs"');
    for (const [, name] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g))
      expect(doc.components.schemas, name).toHaveProperty(name ?? "");
  });

  it("documents today's API in full: security, a 4xx where one can happen, the Problem body", () => {
    const file = loadRouteContract(defaultCtx);
    if (!file) throw new Error("schemas/api/routes.json is missing");
    const api = buildApiIR(file, ir);
    const doc = JSON.parse(emitOpenApi(ir, api, set, defaultCtx).text) as Document;
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        expect(Array.isArray(op.security), `${method} ${path}`).toBe(true);
        expect(op.responses["5XX"], `${method} ${path}`).toBeDefined();
        expect(op.responses["4XX"], `${method} ${path}`).toBeUndefined();
      }
  });

  it("refuses an error status that is not a 4xx, or one without its reason", () => {
    const rulesOf = (errors: JsonObject) => {
      try {
        buildApiIR(
          {
            file: "schemas/api/routes.json",
            json: { errorReply: "problem", routes: [route({ errors })] },
          },
          ir,
        );
        return [];
      } catch (error) {
        if (!(error instanceof GeneratorError)) throw error;
        return error.problems.map((p) => `${p.pointer} ${p.rule}`);
      }
    };
    expect(rulesOf({ "409": "taken (conflict)" })).toEqual([]);
    expect(rulesOf({ "500": "broken" })).toEqual(["/routes/0/errors error-replies"]);
    expect(rulesOf({ "409": "" })).toEqual(["/routes/0/errors error-replies"]);
  });
});
