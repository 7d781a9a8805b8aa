import { describe, expect, it } from "vitest";
import { auditEntries, injectAs } from "../helpers/api.ts";
import { signedInAs } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

/** A filled spec tag, as the page carries it: the value between the two bidi isolates. */
const iso = (text: string) => `\u2068${text}\u2069`;

describe.each(engines)("model specs and spec tags on %s", (engine) => {
  const site = useDemoServer(engine);
  const as = async (role: "admin" | "editor" | "viewer") => signedInAs(site.database.db, role);
  const get = (url: string) => site.app.inject({ method: "GET", url });

  it("serves one model for the compare: data[0] is the model, keys in any case", async () => {
    const res = await get("/api/compare/spec/l460");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          key: "l460",
          specs: {
            power: "530 حصانًا",
            acceleration: "4.6 ثانية",
            top_speed: "250 كم/س",
            seats: 5,
            consumption: "11.8 لتر/100 كم",
          },
        },
      ],
    });
    expect((await get("/api/compare/spec/L460")).json().data[0].key).toBe("l460");
  });

  it("serves the core CMS path as a JSON:API resource", async () => {
    const res = await get("/compare/spec/l663");
    expect(res.statusCode).toBe(200);
    const [item] = res.json().data;
    expect(item).toMatchObject({ id: "l663", type: "model_spec", attributes: { key: "l663" } });
    expect(item.attributes.specs.top_speed).toBe("191 كم/س");
  });

  it("answers 404 with a JSON error for an unknown model", async () => {
    for (const url of ["/api/compare/spec/x999", "/compare/spec/x999"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json().message).toBe("لا توجد مواصفات لهذا الطراز.");
    }
  });

  it("reads several models at once, in the order asked, leaving unknown keys out", async () => {
    const res = await get("/api/compare/specs?keys=l663,X999,L460,l663");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: { key: string }) => m.key)).toEqual(["l663", "l460"]);
  });

  it("refuses bad params and queries with a 400 naming them", async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => `m${i}`).join(",");
    for (const [url, pointer] of [
      ["/api/compare/spec/l460%20x", "/params/modelKey"],
      [`/api/compare/spec/${"l".repeat(33)}`, "/params/modelKey"],
      ["/api/compare/spec/-l460", "/params/modelKey"],
      ["/compare/spec/a%00b", "/params/modelKey"],
      ["/api/compare/specs", "/query"],
      ["/api/compare/specs?keys=", "/query/keys"],
      ["/api/compare/specs?keys=l460,,l461", "/query/keys"],
      [`/api/compare/specs?keys=${tooMany}`, "/query/keys"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(
        res.json().details.some((d: { pointer: string }) => d.pointer.startsWith(pointer)),
        `${url}: ${res.body}`,
      ).toBe(true);
    }
  });

  it("lets editors and admins write specs, audited; viewers read the list; visitors neither", async () => {
    const editor = await as("editor");
    const created = await injectAs(site.app, editor, "PUT", "/api/admin/model_specs/L560", {
      specs: { power: " 250 حصانًا ", seats: 5 },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      key: "l560",
      specs: { power: "250 حصانًا", seats: 5 },
    });
    expect((await get("/api/compare/spec/l560")).json().data[0].specs.power).toBe("250 حصانًا");

    const admin = await as("admin");
    const updated = await injectAs(site.app, admin, "PUT", "/api/admin/model_specs/l560", {
      specs: { power: "300 حصان" },
    });
    expect(updated.json().data.specs).toEqual({ power: "300 حصان" });

    const viewer = await as("viewer");
    const list = await injectAs(site.app, viewer, "GET", "/api/admin/model_specs");
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((m: { key: string }) => m.key)).toEqual([
      "l460",
      "l461",
      "l462",
      "l560",
      "l663",
    ]);
    for (const method of ["PUT", "DELETE"] as const)
      expect(
        (
          await injectAs(
            site.app,
            viewer,
            method,
            "/api/admin/model_specs/l560",
            method === "PUT" ? { specs: {} } : undefined,
          )
        ).statusCode,
      ).toBe(403);
    const anonymous = await site.app.inject({
      method: "PUT",
      url: "/api/admin/model_specs/l560",
      payload: { specs: {} },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get("/api/admin/model_specs")).statusCode).toBe(401);

    const deleted = await injectAs(site.app, editor, "DELETE", "/api/admin/model_specs/l560");
    expect(deleted.statusCode).toBe(204);
    expect((await get("/api/compare/spec/l560")).statusCode).toBe(404);
    expect(
      (await injectAs(site.app, editor, "DELETE", "/api/admin/model_specs/l560")).statusCode,
    ).toBe(404);

    const audit = await auditEntries(site.database.db, "model_spec", "l560");
    expect(audit.map((a) => a.action).sort()).toEqual(["create", "delete", "update"]);
    const update = audit.find((a) => a.action === "update");
    expect(update?.before).toEqual({ key: "l560", specs: { power: "250 حصانًا", seats: 5 } });
    expect(update?.after).toEqual({ key: "l560", specs: { power: "300 حصان" } });
  });

  it("refuses bad specs with a 422 naming the field", async () => {
    const editor = await as("editor");
    const put = (specs: unknown) =>
      injectAs(site.app, editor, "PUT", "/api/admin/model_specs/l999", { specs });
    for (const [specs, pointer] of [
      [{ "bad name": "x" }, "/specs"],
      [{ power: "x".repeat(201) }, "/specs/power"],
      [{ power: true }, "/specs/power"],
      [{ power: { nested: 1 } }, "/specs/power"],
      [{ power: "a\u0001b" }, "/specs/power"],
      [Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`s${i}`, i])), "/specs"],
      ["not an object", "/specs"],
    ] as const) {
      const res = await put(specs);
      expect(res.statusCode, JSON.stringify(specs).slice(0, 60)).toBe(422);
      expect(
        res.json().details.some((d: { pointer: string }) => d.pointer.startsWith(pointer)),
        res.body,
      ).toBe(true);
    }
    const nul = await put({ power: "a\u0000b" });
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
    const extra = await injectAs(site.app, editor, "PUT", "/api/admin/model_specs/l999", {
      specs: {},
      other: 1,
    });
    expect(extra.statusCode).toBe(422);
    expect((await get("/api/compare/spec/l999")).statusCode).toBe(404);
  });

  it("renders the compare page with its spec tags filled, and refreshes it after a write", async () => {
    const page = () => get("/ar/compare");
    const first = await page();
    expect(first.statusCode).toBe(200);
    // The plain-text paragraph and the editor HTML of each card.
    expect(first.body).toContain(`رينج روفر بقوة ${iso("530 حصانًا")}`);
    expect(first.body).toContain(`بسرعة قصوى ${iso("191 كم/س")}`);
    expect(first.body).toContain(`<li>التسارع من 0 إلى 100 كم/س: ${iso("6.5 ثانية")}</li>`);
    expect(first.body).toContain(`<li>المقاعد: ${iso("7")}</li>`);
    expect(first.body).not.toMatch(/&lt;spec|<spec|\uE000/);

    const admin = await as("admin");
    await injectAs(site.app, admin, "PUT", "/api/admin/model_specs/l460", {
      specs: { power: '<b>555</b> & "حصان"', top_speed: "250 كم/س" },
    });
    await expect
      .poll(async () => (await page()).body)
      .toContain(`رينج روفر بقوة ${iso("&lt;b&gt;555&lt;/b&gt; &amp; &quot;حصان&quot;")}`);
    const after = (await page()).body;
    expect(after).toContain(
      `<li>القوة: ${iso("&lt;b&gt;555&lt;/b&gt; &amp; &quot;حصان&quot;")}</li>`,
    );
    // A spec the model no longer has shows nothing.
    expect(after).toContain("<li>المقاعد: </li><li>استهلاك الوقود: </li>");
    expect(after).not.toContain("<b>555</b>");

    await injectAs(site.app, admin, "DELETE", "/api/admin/model_specs/l460");
    await expect.poll(async () => (await page()).body).toContain("رينج روفر بقوة  وديفندر");
  });
});
