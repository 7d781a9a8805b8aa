import { describe, expect, it } from "vitest";
import { buildApiIR } from "../../generator/build-ir.ts";
import { defaultCtx } from "../../generator/ctx.ts";
import { emitApiRoutes, emitApiTypes } from "../../generator/emit/api.ts";
import { GeneratorError } from "../../generator/errors.ts";
import type { JsonObject } from "../../generator/json.ts";
import { loadRouteContract } from "../../generator/load.ts";
import { ir, route, set } from "../helpers/route-fixture.ts";

const contract = (routes: JsonObject[]) => ({
  file: "schemas/api/routes.json",
  json: { errorReply: "problem", routes },
});

/** The rules each problem names, or [] when the contract is accepted. */
function rulesOf(routes: JsonObject[]): string[] {
  try {
    buildApiIR(contract(routes), ir);
    return [];
  } catch (error) {
    if (!(error instanceof GeneratorError)) throw error;
    return error.problems.map((p) => `${p.pointer} ${p.rule}`);
  }
}

describe("the route contract (schemas/api/routes.json)", () => {
  it("accepts a route and links its schemas, with the OpenAPI path", () => {
    const api = buildApiIR(contract([route()]), ir);
    expect(api.routes[0]).toMatchObject({
      operationId: "getThing",
      openApiPath: "/api/things/{id}",
      permission: ["pages:read"],
    });
    expect(api.routes[0]?.params?.typeName).toBe("IdParams");
  });

  it.each([
    [
      "an operationId used twice",
      [route(), route({ url: "/api/other/:id" })],
      "/routes/1/operationId unique-operation-id",
    ],
    [
      "a method and URL declared twice",
      [route(), route({ operationId: "again" })],
      "/routes/1/url unique-route",
    ],
    [
      "a schema that does not exist",
      [route({ body: "no-such-body" })],
      "/routes/0/body known-entity",
    ],
    [
      "a URL parameter the params schema lacks",
      [route({ url: "/api/things/:id/:other" })],
      "/routes/0/params params-match-url",
    ],
    ["a route without a permission", [route({ permission: [] })], "/routes/0/permission required"],
    ["an unknown method", [route({ method: "TRACE" })], "/routes/0/method enum"],
    [
      "no success reply",
      [route({ replies: { "404": "problem" } })],
      "/routes/0/replies success-replies",
    ],
  ])("refuses %s, naming where and the rule", (_name, routes, expected) => {
    expect(rulesOf(routes)).toContain(expected);
  });

  it("holds today's API: every route with a permission and a reply, ids as bounded integers", () => {
    const file = loadRouteContract(defaultCtx);
    if (!file) throw new Error("schemas/api/routes.json is missing");
    const api = buildApiIR(file, ir);
    expect(api.routes.length).toBeGreaterThanOrEqual(45);
    const routes = JSON.parse(emitApiRoutes(api, set, defaultCtx).text).routes as {
      url: string;
      schema: { params?: { properties: Record<string, unknown> } };
    }[];
    for (const r of routes) {
      const id = r.schema.params?.properties.id;
      if (r.url.includes(":id"))
        expect(id, r.url).toEqual({ type: "integer", minimum: 1, maximum: 2147483647 });
    }
    const types = emitApiTypes(api, defaultCtx).text;
    expect(types).toContain("createUser: {");
    expect(types).toContain("body: UserCreate;");
  });
});
