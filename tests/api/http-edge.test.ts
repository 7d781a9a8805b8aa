import { beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

/**
 * What a client sees at the HTTP edge: 405 with Allow for a method a path does not serve, a
 * documented 4xx for an overlong path parameter, JSON:API's media type on the JSON:API routes,
 * one address per site page, and the manifest's own media type.
 */

const JSON_API = "application/vnd.api+json";

const form = {
  name: "طلب تجربة قيادة",
  lang: "ar",
  fields: [{ name: "first_name", type: "text", label: "الاسم", required: true }],
};

describe.each(engines)("the HTTP edge on %s", (engine) => {
  const site = useDemoServer(engine, { forms: { leadsPerMinute: 1000 } });
  let admin: TestSession;
  beforeAll(async () => {
    admin = await signedInAs(site.database.db, "admin");
  });
  const send = (
    method: string,
    url: string,
    headers: Record<string, string> = {},
    payload?: string,
  ) =>
    site.app.inject({
      method: method as "GET",
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });

  describe("a method a path does not serve", () => {
    it.each([
      ["TRACE", "/settings", "GET, HEAD, POST"],
      ["QUERY", "/settings", "GET, HEAD, POST"],
      ["OPTIONS", "/forms", "GET, HEAD, POST"],
      ["DELETE", "/api/templates", "GET, HEAD"],
      ["PUT", "/public_api/listing//default/retailers", "GET, HEAD"],
      ["POST", "/ar/models/defender", "GET, HEAD"],
      ["PATCH", "/manifest.webmanifest", "GET, HEAD"],
      ["TRACE", "/ar/", "GET, HEAD"],
    ])("%s %s answers 405 with Allow: %s", async (method, url, allow) => {
      const res = await send(method, url);
      expect(res.statusCode, res.body).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toMatchObject({ statusCode: 405, code: "method_not_allowed" });
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    });

    it("a path that serves several methods names them all; HEAD follows GET", async () => {
      const res = await send("POST", "/api/cms/pages/1");
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe("DELETE, GET, HEAD, PATCH");
      expect((await send("HEAD", "/api/templates")).statusCode).toBe(200);
    });

    it("a path nothing serves stays a 404, whatever the method", async () => {
      for (const method of ["GET", "TRACE", "POST"])
        expect((await send(method, "/no/such/path")).statusCode, method).toBe(404);
    });
  });

  describe("a path parameter over its limit", () => {
    it("is the documented 400 naming the parameter and its rule, never a 414", async () => {
      for (const [method, url, pointer] of [
        ["DELETE", `/api/admin/settings/${"a".repeat(3000)}`, "/params/key"],
        ["GET", `/api/compare/spec/${"d".repeat(150)}`, "/params/modelKey"],
        ["GET", `/forms/${"1".repeat(500)}/leads`, "/params/formId"],
      ] as const) {
        const res = await injectAs(site.app, admin, method, url);
        expect(res.statusCode, `${url.slice(0, 40)}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json().details).toContainEqual(expect.objectContaining({ pointer }));
      }
      const page = await send("GET", `/public_api/pages/by_path/${"p".repeat(2100)}`);
      expect(page.statusCode).toBe(400);
    });
  });

  describe("JSON:API's media type on the JSON:API routes", () => {
    const createForm = (headers: Record<string, string>) =>
      site.app.inject({
        method: "POST",
        url: "/forms",
        headers: { ...admin.headers, ...headers },
        payload: JSON.stringify({ data: { type: "form", attributes: form } }),
      });
    let formId = "";
    const submit = (headers: Record<string, string>, values: Record<string, unknown>) =>
      send(
        "POST",
        `/forms/${formId}/leads`,
        headers,
        JSON.stringify({ data: { type: "lead", attributes: { values } } }),
      );

    it("POST /forms takes application/vnd.api+json and answers in it", async () => {
      const res = await createForm({ "content-type": JSON_API });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers["content-type"]).toBe(JSON_API);
      formId = res.json().data.id;
      expect(res.json()).toMatchObject({ data: { type: "form", attributes: { name: form.name } } });
      const plain = await createForm({ "content-type": "application/json" });
      expect(plain.statusCode, plain.body).toBe(201);
      expect(plain.headers["content-type"]).toMatch(/^application\/json/);
    });

    it("a lead is taken in JSON:API's media type, with ext and profile, and answered in it", async () => {
      const res = await submit({ "content-type": JSON_API }, { first_name: "سارة" });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers["content-type"]).toBe(JSON_API);
      expect(res.json()).toMatchObject({ data: { type: "lead" } });
      const profiled = await submit(
        { "content-type": `${JSON_API}; profile="https://example.com/p"`, accept: JSON_API },
        { first_name: "ليلى" },
      );
      expect(profiled.statusCode, profiled.body).toBe(201);
      const asked = await submit(
        { "content-type": "application/json", accept: JSON_API },
        { first_name: "نور" },
      );
      expect(asked.statusCode, asked.body).toBe(201);
      expect(asked.headers["content-type"]).toBe(JSON_API);
    });

    it("refuses JSON:API's media type with other parameters: 415, and 406 for Accept", async () => {
      const charset = await submit(
        { "content-type": `${JSON_API}; charset=utf-8` },
        { first_name: "سارة" },
      );
      expect(charset.statusCode).toBe(415);
      expect(charset.json().errors[0]).toMatchObject({
        status: "415",
        code: "unsupported_media_type",
      });
      const accept = await submit(
        { "content-type": "application/json", accept: `${JSON_API}; version=2` },
        { first_name: "سارة" },
      );
      expect(accept.statusCode).toBe(406);
      expect(accept.json().errors[0]).toMatchObject({ status: "406", code: "not_acceptable" });
      const another = await submit(
        { "content-type": "application/json", accept: `${JSON_API}; version=2, ${JSON_API}` },
        { first_name: "سارة" },
      );
      expect(another.statusCode, another.body).toBe(201);
    });

    it("answers its refusals in JSON:API's error shape", async () => {
      const invalid = await submit({ "content-type": JSON_API }, { first_name: "" });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.headers["content-type"]).toBe(JSON_API);
      const body = invalid.json();
      expect(Object.keys(body)).toEqual(["errors"]);
      expect(body.errors[0]).toMatchObject({
        status: "422",
        code: expect.any(String),
        title: expect.any(String),
        detail: expect.any(String),
        source: { pointer: "/data/attributes/values/first_name" },
      });
      const schema = await createForm({ "content-type": JSON_API });
      expect(schema.statusCode).toBe(201);
      const empty = await site.app.inject({
        method: "POST",
        url: "/forms",
        headers: { ...admin.headers, "content-type": JSON_API },
        payload: JSON.stringify({ data: { type: "form", attributes: { ...form, fields: [] } } }),
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({
        errors: [
          expect.objectContaining({
            status: "422",
            code: "minItems",
            source: { pointer: "/data/attributes/fields" },
          }),
        ],
      });
      const signedOut = await send(
        "POST",
        "/forms",
        { "content-type": JSON_API },
        JSON.stringify({ data: { type: "form", attributes: form } }),
      );
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().errors[0]).toMatchObject({ status: "401", code: "sign_in_required" });
      const surrogate = await submit({ "content-type": JSON_API }, { first_name: "A\ud800" });
      expect(surrogate.statusCode).toBe(422);
      expect(surrogate.json().errors[0]).toMatchObject({
        code: "noLoneSurrogate",
        source: { pointer: "/data/attributes/values/first_name" },
      });
    });

    it("a plain JSON client still reads the Problem's members, with the errors beside", async () => {
      const res = await submit({ "content-type": "application/json" }, { first_name: "" });
      expect(res.statusCode).toBe(422);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({
        statusCode: 422,
        code: "invalid",
        errors: [expect.objectContaining({ status: "422" })],
      });
    });

    it("the OpenAPI documents both media types, bodies and answers", async () => {
      const doc = (await send("GET", "/api/openapi.json")).json();
      for (const path of ["/forms", "/forms/{formId}/leads"]) {
        const op = doc.paths[path].post;
        expect(Object.keys(op.requestBody.content).sort(), path).toEqual([
          "application/json",
          JSON_API,
        ]);
        expect(Object.keys(op.responses["201"].content).sort(), path).toEqual([
          "application/json",
          JSON_API,
        ]);
        expect(op.responses["422"].content[JSON_API].schema.required).toEqual(["errors"]);
        expect(op.responses["406"], path).toBeDefined();
      }
    });
  });

  describe("one address per site page", () => {
    it("a page path with empty segments is redirected (301) to it collapsed, query kept", async () => {
      const res = await send("GET", "/ar//models//defender?utm_source=x&a=1");
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe("/ar/models/defender?utm_source=x&a=1");
      const root = await send("GET", "/ar///");
      expect(root.statusCode).toBe(301);
      expect(root.headers.location).toBe("/ar/");
      const page = await send("GET", "/ar/models/defender");
      expect(page.statusCode).toBe(200);
    });

    it("the API's documented double slash is kept", async () => {
      const res = await send("GET", "/public_api/listing//default/retailers");
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    });
  });

  it("the manifest is served and documented as application/manifest+json", async () => {
    const res = await send("GET", "/manifest.webmanifest");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const doc = (await send("GET", "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/manifest.webmanifest"].get.responses["200"].content)).toEqual([
      "application/manifest+json",
    ]);
  });
});
