import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, settings } from "../../runtime/db/tables/index.ts";
import { RAW_HTML_SETTING } from "../../runtime/http/permissions.ts";
import { buildServer } from "../../runtime/server.ts";
import { auditEntries, injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import { settingsNamespaces } from "../helpers/settings-namespaces.ts";

describe.each(engines)("settings and metaheads admin on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let admin: TestSession;
  let editor: TestSession;
  let viewer: TestSession;
  beforeAll(async () => {
    database = await freshDatabase(engine, { demo: true });
    await database.db.insert(settings).values({ key: "legacy.widget_color", value: "#ff0000" });
    app = await buildServer({ db: database.db });
    admin = await signedInAs(database.db, "admin");
    editor = await signedInAs(database.db, "editor");
    viewer = await signedInAs(database.db, "viewer");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = (who: TestSession, method: string, url: string, payload?: unknown) =>
    injectAs(app, who, method, url, payload);
  const put = (who: TestSession, key: string, value: unknown) =>
    call(who, "PUT", `/api/admin/settings/${encodeURIComponent(key)}`, { value });
  const overview = async () => (await call(viewer, "GET", "/api/admin/settings")).json().data;
  const switchRawHtml = async (value: "true" | "false" | null) => {
    await database.db.delete(settings).where(eq(settings.key, RAW_HTML_SETTING));
    if (value) await database.db.insert(settings).values({ key: RAW_HTML_SETTING, value });
  };
  const auditFor = (entity: string, id: string) => auditEntries(database.db, entity, id);

  describe("settings", () => {
    it("shows every namespace with its keys, values, defaults and the unknown stored keys", async () => {
      const res = await call(viewer, "GET", "/api/admin/settings");
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.namespaces.map((n: { namespace: string }) => n.namespace).sort()).toEqual(
        settingsNamespaces(),
      );
      expect(data.values["security.raw_html_enabled"]).toBe("true");
      const general = data.namespaces.find((n: { namespace: string }) => n.namespace === "general");
      expect(general.keys.slice(0, 2)).toEqual(["general.app_name", "general.404_page"]);
      expect(general.keys).toContain("general.footer.content.top_footer");
      expect(data.values["general.app_name"]).toBe("لاند روفر الإمارات");
      expect(data.values["general.site_timezone"]).toBe("Asia/Dubai");
      expect(data.defaults["search.popup.enabled"]).toBe("false");
      expect(data.raw_html_keys).toContain("general.404_page");
      expect(data.json_keys).toContain("general.footer.content.top_footer");
      expect(data.unknown).toContainEqual({ key: "legacy.widget_color", value: "#ff0000" });
      expect(data.unknown.map((u: { key: string }) => u.key)).not.toContain("general.app_name");
      expect((await call(editor, "GET", "/api/admin/settings")).statusCode).toBe(403);
    });

    it("stores a valid value and audits it; a DELETE brings the default back", async () => {
      const res = await put(admin, "general.site_timezone", "Asia/Riyadh");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ key: "general.site_timezone", value: "Asia/Riyadh" });
      expect((await overview()).values["general.site_timezone"]).toBe("Asia/Riyadh");
      const gone = await call(admin, "DELETE", "/api/admin/settings/general.site_timezone");
      expect(gone.statusCode).toBe(204);
      expect((await overview()).values["general.site_timezone"]).toBe("Asia/Dubai");
      expect(
        (await call(admin, "DELETE", "/api/admin/settings/general.site_timezone")).statusCode,
      ).toBe(404);
      const actions = (await auditFor("setting", "general.site_timezone")).map((a) => a.action);
      expect(actions).toEqual(["update", "delete"]);
    });

    it("refuses a value its schema rejects with 422 naming the key and the rule", async () => {
      const res = await put(admin, "search.popup.enabled", "maybe");
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain("search.popup.enabled");
      expect(res.json().message).toContain("enum");
      expect(res.json().details[0].rule).toBe("enum");
      const notString = await put(admin, "general.app_name", 5);
      expect(notString.statusCode).toBe(422);
      expect(notString.json().details[0]).toMatchObject({ pointer: "/value", rule: "type" });
      const long = await put(admin, "general.app_name", "س".repeat(121));
      expect(long.json().details[0].rule).toBe("maxLength");
    });

    it("saves a namespace's screen in one go, all or nothing, audited per key", async () => {
      const saveNamespace = (who: TestSession, namespace: string, body: unknown) =>
        call(who, "PUT", `/api/admin/settings/namespaces/${namespace}`, body);
      const before = (await overview()).values;
      // One bad key refuses the whole save, naming that key; the good keys are not written.
      const refused = await saveNamespace(admin, "basic_popup", {
        values: {
          "basic_popup.header": "عرض الربيع",
          "basic_popup.cookie_expiry_days": "0",
          "basic_popup.body@en": "Spring offer",
        },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details).toEqual([
        expect.objectContaining({ pointer: "/basic_popup.cookie_expiry_days", rule: "pattern" }),
      ]);
      expect(refused.json().message).toContain("basic_popup.cookie_expiry_days");
      const after = await overview();
      expect(after.values["basic_popup.header"]).toBe(before["basic_popup.header"]);
      expect(after.unknown.map((u: { key: string }) => u.key)).not.toContain("basic_popup.body@en");
      // A key of another namespace is refused too, by name.
      const foreign = await saveNamespace(admin, "basic_popup", {
        values: { "general.app_name": "س" },
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().details[0]).toMatchObject({
        pointer: "/general.app_name",
        rule: "namespace",
      });
      expect((await saveNamespace(admin, "no_such_namespace", { values: {} })).statusCode).toBe(
        404,
      );
      expect(
        (await saveNamespace(editor, "basic_popup", { values: { "basic_popup.header": "x" } }))
          .statusCode,
      ).toBe(403);

      // A good save writes every changed key and a language's own value, and removes what it names.
      const saved = await saveNamespace(admin, "basic_popup", {
        values: {
          "basic_popup.header": "عرض الربيع",
          "basic_popup.cookie_expiry_days": "14",
          "basic_popup.body@en": "Spring offer",
          "basic_popup.store_type": after.values["basic_popup.store_type"],
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(
        saved
          .json()
          .data.saved.map((s: { key: string }) => s.key)
          .sort(),
      ).toEqual(["basic_popup.body@en", "basic_popup.cookie_expiry_days", "basic_popup.header"]);
      const now = await overview();
      expect(now.values["basic_popup.header"]).toBe("عرض الربيع");
      expect(now.unknown).toContainEqual({ key: "basic_popup.body@en", value: "Spring offer" });
      expect(await auditFor("setting", "basic_popup.body@en")).toEqual([
        expect.objectContaining({ action: "create" }),
      ]);
      // An unchanged key is not audited.
      expect(await auditFor("setting", "basic_popup.store_type")).toEqual([]);
      const removed = await saveNamespace(admin, "basic_popup", {
        values: {},
        remove: ["basic_popup.body@en", "basic_popup.cookie_expiry_days"],
      });
      expect(removed.json().data.removed.sort()).toEqual([
        "basic_popup.body@en",
        "basic_popup.cookie_expiry_days",
      ]);
      expect((await overview()).values["basic_popup.cookie_expiry_days"]).toBe("30");
    });

    it("parses JSON-string keys first: invalid JSON and a wrong shape are 422", async () => {
      const broken = await put(admin, "general.footer.content.top_footer", "[{");
      expect(broken.statusCode).toBe(422);
      expect(broken.json().message).toContain("Invalid JSON in general.footer.content.top_footer");
      const shape = await put(
        admin,
        "general.footer.content.top_footer",
        JSON.stringify([{ heading: "روابط" }]),
      );
      expect(shape.statusCode).toBe(422);
      expect(shape.json().details[0]).toMatchObject({ rule: "required" });
      const good = await put(
        admin,
        "general.footer.content.top_footer",
        JSON.stringify([
          { rows: [{ heading: "روابط", items: [{ label: "العروض", url: "/ar/offers" }] }] },
        ]),
      );
      expect(good.statusCode, good.body).toBe(200);
    });

    it("accepts an unknown key as a plain string, for admins only", async () => {
      const res = await put(admin, "owner_portal.script_url", "https://portal.example/app.js");
      expect(res.statusCode).toBe(200);
      expect((await overview()).unknown).toContainEqual({
        key: "owner_portal.script_url",
        value: "https://portal.example/app.js",
      });
      expect((await put(editor, "owner_portal.script_url", "x")).statusCode).toBe(403);
      // The key is part of the URL: a bad one is refused at the edge with 400 naming it.
      const badKey = await put(admin, "bad key!", "x");
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json().details[0]).toMatchObject({ pointer: "/params/key", rule: "pattern" });
      const flag = await put(admin, RAW_HTML_SETTING, "perhaps");
      expect(flag.statusCode).toBe(422);
    });

    it("writes raw-HTML keys only with the switch on, audited as raw_html", async () => {
      const res = await put(admin, "general.404_page", "<h1>غير موجود</h1>");
      expect(res.statusCode, res.body).toBe(200);
      const [entry] = await auditFor("setting", "general.404_page");
      expect(entry?.action).toBe("raw_html");
      await switchRawHtml("false");
      try {
        const off = await put(admin, "general.404_page", "<script>x()</script>");
        expect(off.statusCode).toBe(403);
        expect(off.json().code).toBe("raw_html");
        expect(off.json().message).toContain("general.404_page");
        // Saving the value it already has writes no new HTML.
        expect((await put(admin, "general.404_page", "<h1>غير موجود</h1>")).statusCode).toBe(200);
      } finally {
        await switchRawHtml(null);
      }
    });
  });

  describe("metaheads", () => {
    const head = { language: "javascript", content: "window.dataLayer=[];", sequence: 2 };

    it("creates, lists, changes and deletes metaheads, audited", async () => {
      const created = await call(admin, "POST", "/api/admin/metaheads", head);
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json().data;
      expect(row).toMatchObject({
        ...head,
        rdx_core_page_id: null,
        in_body: false,
        reload_on_each_page: false,
      });
      const publicHeads = await app.inject({
        method: "GET",
        url: "/metaheads",
        headers: { accept: "application/json" },
      });
      expect(publicHeads.body).toContain("window.dataLayer=[];");
      const list = await call(viewer, "GET", "/api/admin/metaheads");
      expect(list.json().data.map((m: { id: number }) => m.id)).toContain(row.id);
      const [page] = await database.db
        .select()
        .from(pages)
        .where(eq(pages.path, "models/defender"));
      const patched = await call(admin, "PATCH", `/api/admin/metaheads/${row.id}`, {
        rdx_core_page_id: page?.id,
        in_body: true,
        language: "html",
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json().data).toMatchObject({
        rdx_core_page_id: page?.id,
        in_body: true,
        language: "html",
        sequence: 2,
      });
      expect((await call(admin, "DELETE", `/api/admin/metaheads/${row.id}`)).statusCode).toBe(204);
      expect((await call(admin, "DELETE", `/api/admin/metaheads/${row.id}`)).statusCode).toBe(404);
      const actions = (await auditFor("metahead", String(row.id))).map((a) => a.action);
      expect(actions).toEqual(["raw_html", "raw_html", "delete"]);
    });

    it("refuses a bad language, sequence, flag, unknown field or page with 422 naming the field", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...head, language: "php" }, "/language", "enum"],
        [{ content: "x" }, "/language", "required"],
        [{ ...head, sequence: 1.5 }, "/sequence", "type"],
        [{ ...head, in_body: "yes" }, "/in_body", "type"],
        [{ ...head, rdx_core_page_id: 999999 }, "/rdx_core_page_id", "exists"],
        [{ ...head, rdx_core_page_id: "x" }, "/rdx_core_page_id", "type"],
        [{ ...head, priority: 1 }, "/priority", "additionalProperties"],
      ];
      for (const [body, pointer, rule] of cases) {
        const res = await call(admin, "POST", "/api/admin/metaheads", body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().details).toContainEqual(expect.objectContaining({ pointer, rule }));
      }
    });

    it("compiles sass and scss when saved and stores the CSS beside the source", async () => {
      const created = await call(admin, "POST", "/api/admin/metaheads", {
        language: "scss",
        content: "$c: #123456;\n.a {\n  .b { color: $c; }\n}",
      });
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json().data;
      expect(row).toMatchObject({ language: "scss", compiled_css: ".a .b{color:#123456}" });
      expect(row.content).toContain("$c: #123456;");
      const sass = await call(admin, "PATCH", `/api/admin/metaheads/${row.id}`, {
        language: "sass",
        content: "$c: red\n.x\n  color: $c",
      });
      expect(sass.statusCode, sass.body).toBe(200);
      expect(sass.json().data.compiled_css).toBe(".x{color:red}");
      // Another language keeps no compiled CSS.
      const css = await call(admin, "PATCH", `/api/admin/metaheads/${row.id}`, {
        language: "css",
        content: ".x{color:red}",
      });
      expect(css.json().data.compiled_css).toBeNull();
      // The compiled CSS is the server's: a client cannot write it.
      const forged = await call(admin, "POST", "/api/admin/metaheads", {
        language: "css",
        content: "a{}",
        compiled_css: "b{}",
      });
      expect(forged.statusCode).toBe(422);
      expect(forged.json().details).toContainEqual(
        expect.objectContaining({ pointer: "/compiled_css" }),
      );
    });

    it("refuses sass or scss that does not compile with 422 on content and the line, storing nothing", async () => {
      const count = async () =>
        (await call(viewer, "GET", "/api/admin/metaheads")).json().data.length;
      const before = await count();
      const broken = await call(admin, "POST", "/api/admin/metaheads", {
        language: "scss",
        content: ".a {\n  color: red;\n  width: $missing;\n}",
      });
      expect(broken.statusCode, broken.body).toBe(422);
      const detail = broken
        .json()
        .details.find((d: { pointer: string }) => d.pointer === "/content");
      expect(detail).toMatchObject({ pointer: "/content", rule: "scss" });
      expect(detail.message).toContain("line 3");
      expect(detail.message).toContain("Undefined variable");
      expect(broken.body).not.toMatch(/node_modules|sass\.dart|\/work\/|file:|\bat /);
      const unclosed = await call(admin, "POST", "/api/admin/metaheads", {
        language: "sass",
        content: ".a\n  color: red\n  width: (1px",
      });
      expect(unclosed.statusCode).toBe(422);
      expect(unclosed.json().details).toContainEqual(
        expect.objectContaining({ pointer: "/content", rule: "sass" }),
      );
      expect(await count()).toBe(before);
      // A broken change to a stored one leaves the stored one as it was.
      const kept = (
        await call(admin, "POST", "/api/admin/metaheads", { language: "scss", content: "a{b:c}" })
      ).json().data;
      const change = await call(admin, "PATCH", `/api/admin/metaheads/${kept.id}`, {
        content: "a{b:$nope}",
      });
      expect(change.statusCode).toBe(422);
      const list = (await call(viewer, "GET", "/api/admin/metaheads")).json().data;
      expect(list.find((m: { id: number }) => m.id === kept.id)).toMatchObject({
        content: "a{b:c}",
        compiled_css: "a{b:c}",
      });
      expect((await call(admin, "DELETE", `/api/admin/metaheads/${kept.id}`)).statusCode).toBe(204);
    });

    it("limits a metahead to a site language, or none for every language", async () => {
      const en = await call(admin, "POST", "/api/admin/metaheads", { ...head, lang: "en" });
      expect(en.statusCode, en.body).toBe(201);
      expect(en.json().data.lang).toBe("en");
      const id = en.json().data.id;
      const all = await call(admin, "PATCH", `/api/admin/metaheads/${id}`, { lang: null });
      expect(all.json().data.lang).toBeNull();
      const bad = await call(admin, "PATCH", `/api/admin/metaheads/${id}`, { lang: "Arabic" });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().details).toContainEqual(expect.objectContaining({ pointer: "/lang" }));
      expect((await call(admin, "DELETE", `/api/admin/metaheads/${id}`)).statusCode).toBe(204);
    });

    it("needs metaheads:write with raw_html, and the switch on", async () => {
      expect((await call(editor, "POST", "/api/admin/metaheads", head)).statusCode).toBe(403);
      expect((await call(viewer, "POST", "/api/admin/metaheads", head)).statusCode).toBe(403);
      const kept = (await call(admin, "POST", "/api/admin/metaheads", head)).json().data;
      await switchRawHtml("false");
      try {
        const off = await call(admin, "POST", "/api/admin/metaheads", head);
        expect(off.statusCode).toBe(403);
        expect(off.json().code).toBe("raw_html");
        const change = await call(admin, "PATCH", `/api/admin/metaheads/${kept.id}`, {
          content: "x()",
        });
        expect(change.json().code).toBe("raw_html");
        expect((await call(admin, "DELETE", `/api/admin/metaheads/${kept.id}`)).statusCode).toBe(
          204,
        );
      } finally {
        await switchRawHtml(null);
      }
    });
  });
});
