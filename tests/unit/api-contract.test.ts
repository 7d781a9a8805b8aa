import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import openapi from "../../generated/openapi.json" with { type: "json" };
import type { Db } from "../../runtime/db/client.ts";
import { templateHandlers } from "../../runtime/features/pages/templates.ts";
import { PERMISSIONS } from "../../runtime/http/permissions.ts";
import { type ApiHandlers, apiRoutes } from "../../runtime/http/route-table.ts";
import { buildServer } from "../../runtime/server.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { freshDatabase } from "../helpers/database.ts";

type Operation = { operationId: string; "x-permission": string[] };
type Detail = { pointer: string; rule: string; message: string };

const operations = (): { method: string; path: string; op: Operation }[] =>
  Object.entries(openapi.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

/** "METHOD /full/path" of every route in Fastify's printed tree (HEAD and OPTIONS left out). */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^(.*?)(?:├── |└── )(.+?) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = `${depth === 0 ? "" : (stack[depth - 1] ?? "")}${match[2]}`.replace(/\/\/+/g, "/");
    stack[depth] = path;
    for (const method of (match[3] ?? "").split(",").map((m) => m.trim()))
      if (method !== "HEAD" && method !== "OPTIONS") routes.push(`${method} ${path}`);
  }
  return routes;
}

/** The JSON API, as opposed to the HTML pages of the site and the editor shell. */
const isApiRoute = (route: string) =>
  /^[A-Z]+ \/(api\/|public_api\/|settings$|metaheads$|auth\/oidc\/|blocks_thumbnails\/)/.test(
    route,
  );

describe("the route table and its OpenAPI description", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  let app: FastifyInstance;
  let admin: TestSession;

  beforeAll(async () => {
    database = await freshDatabase("pglite");
    db = database.db;
    app = await buildServer({ db });
    app.get("/api/test-only/boom", async () => {
      throw new Error('relation "secret_table" does not exist: SELECT password_hash FROM users');
    });
    admin = await signedInAs(db, "admin");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const asAdmin = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie: admin.cookie, "csrf-token": admin.csrfToken },
      ...(payload ? { payload } : {}),
    });

  it("describes every registered API route, each with its permission", async () => {
    const registered = registeredRoutes(app.printRoutes({ commonPrefix: false }))
      .filter(isApiRoute)
      .filter((r) => !r.includes("/api/test-only/"));
    // Fastify prints routes that share a position as ":spec|:w"; parameter names are not compared.
    const shape = (route: string) => route.replace(/:[A-Za-z_|:]+/g, ":_");
    const described = new Set(apiRoutes.map((r) => shape(`${r.method} ${r.url}`)));
    expect(registered.length).toBeGreaterThanOrEqual(45);
    for (const route of registered) expect(described, route).toContain(shape(route));
    const known = new Set<string>(["anyone", "public", "signed_in", ...PERMISSIONS]);
    const ops = operations();
    expect(ops).toHaveLength(apiRoutes.length);
    for (const { method, path, op } of ops) {
      expect(op["x-permission"].length, `${method} ${path}`).toBeGreaterThan(0);
      for (const p of op["x-permission"]) expect(known, `${method} ${path}`).toContain(p);
    }
    for (const r of apiRoutes)
      expect(app.hasRoute({ method: r.method, url: r.url }), `${r.method} ${r.url}`).toBe(true);
  });

  it("serves the same description at GET /api/openapi.json", async () => {
    const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const served = res.json();
    expect(Object.keys(served.paths).sort()).toEqual(Object.keys(openapi.paths).sort());
    expect(served.paths["/api/admin/users/{id}"].patch["x-permission"]).toEqual(["users:manage"]);
    expect(served.paths["/api/admin/metaheads"].post["x-permission"]).toEqual([
      "metaheads:write",
      "raw_html",
    ]);
  });

  it("refuses an id that is not a bounded integer with 400 naming the parameter", async () => {
    for (const url of ["/api/cms/pages/abc", "/api/cms/pages/0", "/api/cms/pages/99999999999"]) {
      const res = await asAdmin("GET", url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body.code).toBe("invalid");
      expect(body.details[0].pointer, url).toBe("/params/id");
      expect(["type", "minimum", "maximum"]).toContain(body.details[0].rule);
      expect(body.details[0].message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("refuses a body that breaks its schema with 422 naming each field, rule and Arabic message", async () => {
    const res = await asAdmin("POST", "/api/admin/users", {
      email: "not-an-email",
      role: "owner",
      password: "short",
    });
    expect(res.statusCode).toBe(422);
    const details: Detail[] = res.json().details;
    expect(details.map((d) => `${d.pointer} ${d.rule}`).sort()).toEqual([
      "/email pattern",
      "/password minLength",
      "/role enum",
    ]);
    const password = details.find((d) => d.pointer === "/password");
    // The label comes from the schema's title, the rule's wording from the one message table.
    expect(password?.message).toBe("كلمة المرور: يجب ألا يقل عن 12 أحرف");
  });

  it("refuses a NUL character in a string", async () => {
    const res = await asAdmin("POST", "/api/admin/tokens", { name: "a\u0000b", role: "viewer" });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      expect.objectContaining({ pointer: "/name", rule: "noNul" }),
    ]);
  });

  it("checks who is calling before what they send: anonymous gets 401, not 422", async () => {
    const res = await app.inject({ method: "POST", url: "/api/admin/users", payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("sign_in_required");
  });

  it("answers a server error without internals", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test-only/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ statusCode: 500, code: "internal" });
    expect(res.body).not.toMatch(/SELECT|secret_table|password_hash|at .*\.ts/);
  });

  it("requires a handler for every route at compile time", () => {
    // @ts-expect-error a route table entry without its handler does not compile
    const missing: ApiHandlers = { ...templateHandlers() };
    expect(Object.keys(missing)).toEqual(["listTemplates", "getOpenApi"]);
  });
});
