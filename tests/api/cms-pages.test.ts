import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, settings } from "../../runtime/db/tables/index.ts";
import { RAW_HTML_SETTING } from "../../runtime/http/permissions.ts";
import { buildServer } from "../../runtime/server.ts";
import { auditEntries, injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import { pageHeading } from "../helpers/publishable.ts";

interface PageDetail {
  id: number;
  path: string;
  title: string;
  page_type: string;
  is_published: boolean;
  has_draft: boolean;
  draft: { title: string; blocks: { template: string; fields: Record<string, unknown> }[] } | null;
  blocks: { template: string; fields: Record<string, unknown> }[];
  revision: number;
  published_version: number | null;
  updated_by_label: string | null;
  editors: { email: string }[];
  http_code: number | null;
}

const quote = (text: string) => ({ template: "lrdx-quote", fields: { quote: text }, groups: [] });
const htmlBox = (html: string) => ({ template: "lrdx-html-box", fields: { html }, groups: [] });

describe.each(engines)("page builder API on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let admin: TestSession;
  let editor: TestSession;
  let editor2: TestSession;
  let viewer: TestSession;
  beforeAll(async () => {
    database = await freshDatabase(engine, { demo: true });
    app = await buildServer({ db: database.db });
    admin = await signedInAs(database.db, "admin");
    editor = await signedInAs(database.db, "editor");
    editor2 = await signedInAs(database.db, "editor");
    viewer = await signedInAs(database.db, "viewer");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = (who: TestSession, method: string, url: string, payload?: unknown) =>
    injectAs(app, who, method, url, payload);
  const create = async (who: TestSession, body: Record<string, unknown>): Promise<PageDetail> => {
    const res = await call(who, "POST", "/api/cms/pages", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const saveDraft = (who: TestSession, page: { id: number; revision: number }, blocks: unknown[]) =>
    call(who, "PUT", `/api/cms/pages/${page.id}/draft`, {
      revision: page.revision,
      snapshot: { title: "مسودة", blocks },
    });
  const publicGet = (path: string) =>
    app.inject({
      method: "GET",
      url: `/public_api/pages/by_path/${encodeURI(path)}`,
      headers: { accept: "application/json" },
    });
  const auditOf = (id: number) => auditEntries(database.db, "page", String(id));

  describe("the tree", () => {
    it("lists every language's pages in language then path order with their state, for a viewer too", async () => {
      const res = await call(viewer, "GET", "/api/cms/pages");
      expect(res.statusCode).toBe(200);
      const list = res.json().data as {
        path: string;
        lang: string;
        is_published: boolean;
        has_draft: boolean;
      }[];
      expect(list.map((p) => p.path)).toContain("models/defender");
      const keys = list.map((p) => `${p.lang} ${p.path}`);
      expect(keys).toEqual([...keys].sort());
      expect(new Set(list.map((p) => p.lang))).toEqual(new Set(["ar", "en", "he"]));
      expect(list[0]).toMatchObject({ is_published: true, has_draft: false, revision: 1 });
      expect(Object.keys(list[0] ?? {}).sort()).toEqual(
        [
          "id",
          "path",
          "lang",
          "translation_key",
          "title",
          "page_type",
          "type",
          "link_type",
          "is_published",
          "has_draft",
          "revision",
          "updated_at",
          "updated_by_label",
        ].sort(),
      );
    });

    it("creates pages, folders, news, redirections and links, unpublished", async () => {
      const page = await create(editor, { path: "tree/new-page", title: "صفحة" });
      expect(page).toMatchObject({
        page_type: "page",
        is_published: false,
        revision: 1,
        draft: null,
      });
      expect(page.updated_by_label).toBe(editor.email);
      await create(editor, { path: "tree", title: "مجلد", page_type: "folder" });
      await create(editor, { path: "tree/news-1", title: "خبر", page_type: "news" });
      const redirect = await create(editor, {
        path: "tree/old",
        title: "قديم",
        type: "url_redirection",
        to: "/offers",
      });
      expect(redirect.http_code).toBe(301);
      const temp = await create(editor, {
        path: "tree/temp",
        title: "مؤقت",
        type: "url_redirection",
        to: "https://example.com",
        http_code: 307,
      });
      expect(temp.http_code).toBe(307);
      const link = await create(editor, {
        path: "tree/brochure",
        title: "كتيب",
        link_type: "file",
        redirect_path: "/files/brochure.pdf",
        link_new_window: true,
      });
      expect(link).toMatchObject({ link_type: "file", link_new_window: true });
      const arabic = await create(editor, { path: "عروض/صيف-2025", title: "عروض الصيف" });
      expect(arabic.path).toBe("عروض/صيف-2025");
      expect((await auditOf(page.id)).map((a) => a.action)).toEqual(["create"]);
    });

    it("refuses a bad path with 422 naming path, and a taken one with 409 path_taken", async () => {
      for (const path of [
        "/lead",
        "trail/",
        "Upper/case",
        "has space",
        "a//b",
        "under_score",
        "",
      ]) {
        const res = await call(editor, "POST", "/api/cms/pages", { path, title: "س" });
        expect(res.statusCode, path).toBe(422);
        expect(res.json().message).toContain("المسار");
        expect(res.json().details[0].pointer).toBe("/path");
      }
      const taken = await call(editor, "POST", "/api/cms/pages", {
        path: "models/defender",
        title: "س",
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe("path_taken");
    });

    it("refuses a redirection without target, a wrong code, a bad redirect_path, an unknown field", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ type: "url_redirection" }, "/to", "required"],
        [{ type: "url_redirection", to: "/x", http_code: 303 }, "/http_code", "enum"],
        [{ type: "url_redirection", to: "/x", http_code: 200 }, "/http_code", "enum"],
        [{ link_type: "internal", redirect_path: "offers" }, "/redirect_path", "pattern"],
        [{ link_type: "ftp" }, "/link_type", "enum"],
        [{ blocks: [] }, "/blocks", "additionalProperties"],
      ];
      for (const [extra, pointer, rule] of cases) {
        const res = await call(editor, "POST", "/api/cms/pages", {
          path: "bad-redirect",
          title: "س",
          ...extra,
        });
        expect(res.statusCode, JSON.stringify(extra)).toBe(422);
        expect(res.json().details).toContainEqual(expect.objectContaining({ pointer, rule }));
      }
    });

    it("moves a folder with its children in one transaction", async () => {
      const folder = await create(editor, {
        path: "range",
        title: "الطرازات",
        page_type: "folder",
      });
      await create(editor, { path: "range/defender", title: "ديفندر" });
      await create(editor, { path: "range/defender/octa", title: "أوكتا" });
      await create(editor, { path: "ranger", title: "ليس ابناً" });
      const res = await call(editor, "PATCH", `/api/cms/pages/${folder.id}`, {
        revision: 1,
        path: "models-2026",
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ path: "models-2026", revision: 2 });
      const paths = (await call(editor, "GET", "/api/cms/pages"))
        .json()
        .data.map((p: { path: string }) => p.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          "models-2026",
          "models-2026/defender",
          "models-2026/defender/octa",
          "ranger",
        ]),
      );
      expect(paths).not.toContain("range/defender");
    });

    it("refuses a move onto a taken path, children included, and changes nothing", async () => {
      const folder = await create(editor, { path: "box", title: "صندوق", page_type: "folder" });
      await create(editor, { path: "box/item", title: "عنصر" });
      await create(editor, { path: "crate", title: "آخر", page_type: "folder" });
      await create(editor, { path: "crate/item", title: "عنصر آخر" });
      const res = await call(editor, "PATCH", `/api/cms/pages/${folder.id}`, {
        revision: 1,
        path: "crate",
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("path_taken");
      const res2 = await call(editor, "PATCH", `/api/cms/pages/${folder.id}`, {
        revision: 1,
        path: "bin",
      });
      expect(res2.statusCode).toBe(200);
      const inside = await call(editor, "PATCH", `/api/cms/pages/${folder.id}`, {
        revision: 2,
        path: "bin/deeper",
      });
      expect(inside.statusCode).toBe(422);
      const list = (await call(editor, "GET", "/api/cms/pages")).json().data as { path: string }[];
      expect(list.map((p) => p.path)).toEqual(expect.arrayContaining(["bin/item", "crate/item"]));
    });

    it("puts title and meta changes in the draft and routing fields on the row", async () => {
      const page = await create(editor, { path: "meta-page", title: "قبل" });
      const res = await call(editor, "PATCH", `/api/cms/pages/${page.id}`, {
        revision: 1,
        title: "بعد",
        meta_description: "وصف",
        disable_seo_tracking: true,
        link_new_window: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        title: "قبل",
        link_new_window: true,
        has_draft: true,
        revision: 2,
      });
      expect(data.draft).toMatchObject({
        title: "بعد",
        meta_description: "وصف",
        disable_seo_tracking: true,
      });
      const bad = await call(editor, "PATCH", `/api/cms/pages/${page.id}`, {
        revision: 2,
        title: "",
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().details[0].pointer).toBe("/title");
      const list = (await call(editor, "GET", "/api/cms/pages")).json().data as PageDetail[];
      expect(list.find((p) => p.id === page.id)?.title).toBe("بعد");
    });

    it("duplicates the working state as a new unpublished page", async () => {
      const page = await create(editor, { path: "dup-source", title: "أصل" });
      await saveDraft(editor, page, [quote("منسوخ")]);
      const res = await call(editor, "POST", `/api/cms/pages/${page.id}/duplicate`, {
        path: "dup-copy",
        title: "نسخة",
      });
      expect(res.statusCode, res.body).toBe(201);
      const copy = res.json().data as PageDetail;
      expect(copy).toMatchObject({
        path: "dup-copy",
        title: "نسخة",
        is_published: false,
        revision: 1,
      });
      expect(copy.blocks[0]?.fields.quote).toBe("منسوخ");
      const taken = await call(editor, "POST", `/api/cms/pages/${page.id}/duplicate`, {
        path: "dup-source",
        title: "نسخة",
      });
      expect(taken.json().code).toBe("path_taken");
    });

    it("deletes a page, and a folder only when it is empty", async () => {
      const folder = await create(editor, { path: "trash", title: "سلة", page_type: "folder" });
      const child = await create(editor, { path: "trash/one", title: "واحد" });
      const refused = await call(editor, "DELETE", `/api/cms/pages/${folder.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe("folder_not_empty");
      expect((await call(editor, "DELETE", `/api/cms/pages/${child.id}`)).statusCode).toBe(204);
      expect((await call(editor, "DELETE", `/api/cms/pages/${folder.id}`)).statusCode).toBe(204);
      expect((await call(editor, "GET", `/api/cms/pages/${folder.id}`)).statusCode).toBe(404);
      expect((await auditOf(folder.id)).map((a) => a.action)).toEqual(["create", "delete"]);
    });
  });

  describe("drafts", () => {
    it("stores a valid snapshot with defaults filled, and audits it", async () => {
      const page = await create(editor, { path: "draft-ok", title: "مسودة" });
      const res = await saveDraft(editor, page, [quote("نص")]);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as PageDetail;
      expect(data.revision).toBe(2);
      expect(data.has_draft).toBe(true);
      expect(data.draft?.blocks[0]?.fields).toMatchObject({ quote: "نص", section_class: "center" });
      expect(data.blocks).toEqual([]);
      const [entry] = (await auditOf(page.id)).filter((a) => a.action === "save_draft");
      expect(entry?.actor_label).toBe(editor.email);
      expect(entry?.after).toMatchObject({ title: "مسودة" });
    });

    it("refuses an invalid block with 422 naming block, template, pointer and rule; nothing stored", async () => {
      const page = await create(editor, { path: "draft-bad", title: "سيئة" });
      const res = await saveDraft(editor, page, [
        quote("جيد"),
        { template: "lrdx-quote", fields: { quote: "نص", section_class: "diagonal" }, groups: [] },
      ]);
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.code).toBe("invalid");
      expect(body.details).toEqual([
        expect.objectContaining({
          block: 1,
          template: "lrdx-quote",
          pointer: "/fields/section_class",
          rule: "enum",
        }),
      ]);
      expect(body.message).toContain("block 1 (lrdx-quote) /fields/section_class");
      const unknown = await saveDraft(editor, page, [
        { template: "lrdx-no-such-block", fields: {} },
      ]);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().details[0]).toMatchObject({ block: 0, rule: "known-template" });
      const [row] = await database.db.select().from(pages).where(eq(pages.id, page.id));
      expect(row).toMatchObject({ revision: 1, draft: null });
    });

    it("refuses a stale revision with 409 stale, naming who saved", async () => {
      const page = await create(editor, { path: "draft-stale", title: "قديمة" });
      expect((await saveDraft(editor, page, [quote("أول")])).statusCode).toBe(200);
      const stale = await saveDraft(editor2, page, [quote("ثانٍ")]);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: "stale",
        revision: 2,
        updated_by_label: editor.email,
      });
      expect(stale.json().message).toContain(editor.email);
      const missing = await call(editor, "PUT", `/api/cms/pages/${page.id}/draft`, {
        snapshot: { title: "x", blocks: [] },
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().details[0].pointer).toBe("/revision");
    });

    it("lets exactly one of two concurrent saves from one revision win", async () => {
      const page = await create(editor, { path: "draft-race", title: "سباق" });
      const results = await Promise.all([
        saveDraft(editor, page, [quote("أ")]),
        saveDraft(editor2, page, [quote("ب")]),
        saveDraft(admin, page, [quote("ج")]),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const [row] = await database.db.select().from(pages).where(eq(pages.id, page.id));
      expect(row?.revision).toBe(2);
    });
  });

  describe("publishing", () => {
    it("keeps drafts away from visitors until published", async () => {
      const page = await create(editor, { path: "launch", title: "إطلاق" });
      expect((await publicGet("launch")).statusCode).toBe(404);
      const saved = (
        await saveDraft(editor, page, [pageHeading("إطلاق"), quote("النسخة الأولى")])
      ).json().data;
      expect((await publicGet("launch")).statusCode).toBe(404);
      const site = await app.inject({ method: "GET", url: "/ar/launch" });
      expect(site.body).not.toContain("النسخة الأولى");
      const published = await call(editor, "POST", `/api/cms/pages/${page.id}/publish`, {
        revision: saved.revision,
      });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().data).toMatchObject({
        is_published: true,
        published_version: 1,
        draft: null,
        title: "مسودة",
      });
      const visible = await publicGet("launch");
      expect(visible.statusCode).toBe(200);
      expect(JSON.stringify(visible.json())).toContain("النسخة الأولى");
      expect((await app.inject({ method: "GET", url: "/ar/launch" })).body).toContain(
        "النسخة الأولى",
      );
      // A new draft stays invisible; the published version is what visitors get.
      await saveDraft(editor, published.json().data, [quote("النسخة الثانية")]);
      const still = JSON.stringify((await publicGet("launch")).json());
      expect(still).toContain("النسخة الأولى");
      expect(still).not.toContain("النسخة الثانية");
    });

    it("keeps numbered versions; restoring one makes it the draft, not the published page", async () => {
      const page = await create(editor, { path: "history", title: "تاريخ" });
      let current = (await saveDraft(editor, page, [pageHeading("تاريخ"), quote("v1")])).json()
        .data;
      current = (
        await call(editor, "POST", `/api/cms/pages/${page.id}/publish`, {
          revision: current.revision,
        })
      ).json().data;
      current = (await saveDraft(admin, current, [pageHeading("تاريخ"), quote("v2")])).json().data;
      current = (
        await call(admin, "POST", `/api/cms/pages/${page.id}/publish`, {
          revision: current.revision,
        })
      ).json().data;
      expect(current.published_version).toBe(2);
      const versions = (await call(viewer, "GET", `/api/cms/pages/${page.id}/versions`)).json()
        .data;
      expect(versions).toEqual([
        expect.objectContaining({ version: 2, created_by_label: admin.email }),
        expect.objectContaining({ version: 1, created_by_label: editor.email }),
      ]);
      const v1 = (await call(viewer, "GET", `/api/cms/pages/${page.id}/versions/1`)).json().data;
      expect(v1.snapshot.blocks[1].fields.quote).toBe("v1");
      expect((await call(viewer, "GET", `/api/cms/pages/${page.id}/versions/9`)).statusCode).toBe(
        404,
      );
      const restored = await call(editor, "POST", `/api/cms/pages/${page.id}/versions/1/restore`, {
        revision: current.revision,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      const data = restored.json().data as PageDetail;
      expect(data.draft?.blocks[1]?.fields.quote).toBe("v1");
      expect(data.blocks[1]?.fields.quote).toBe("v2");
      expect(JSON.stringify((await publicGet("history")).json())).toContain("v2");
      const actions = (await auditOf(page.id)).map((a) => a.action);
      expect(actions).toEqual([
        "create",
        "save_draft",
        "publish",
        "save_draft",
        "publish",
        "restore",
      ]);
    });

    it("publishes the current state when there is no draft", async () => {
      // A copy holds its source's blocks as its current state, with no draft of its own.
      const source = await create(editor, { path: "plain-source", title: "بسيطة" });
      await saveDraft(editor, source, [pageHeading("بسيطة"), quote("الحالة الحالية")]);
      const copied = await call(editor, "POST", `/api/cms/pages/${source.id}/duplicate`, {
        path: "plain",
        title: "بسيطة",
      });
      expect(copied.statusCode, copied.body).toBe(201);
      const page = copied.json().data as PageDetail;
      expect(page).toMatchObject({ has_draft: false, draft: null, revision: 1 });
      const res = await call(editor, "POST", `/api/cms/pages/${page.id}/publish`, { revision: 1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        is_published: true,
        published_version: 1,
        revision: 2,
      });
      const visible = await publicGet("plain");
      expect(visible.statusCode).toBe(200);
      expect(JSON.stringify(visible.json())).toContain("الحالة الحالية");
      const stale = await call(editor, "POST", `/api/cms/pages/${page.id}/publish`, {
        revision: 1,
      });
      expect(stale.json().code).toBe("stale");
    });
  });

  describe("presence", () => {
    it("answers each heartbeat with the other editors, and the detail lists them", async () => {
      const page = await create(editor, { path: "together", title: "معاً" });
      const first = await call(editor, "POST", `/api/cms/pages/${page.id}/presence`);
      expect(first.statusCode).toBe(200);
      expect(first.json().data.editors).toEqual([]);
      const second = await call(editor2, "POST", `/api/cms/pages/${page.id}/presence`);
      expect(second.json().data.editors.map((e: { email: string }) => e.email)).toEqual([
        editor.email,
      ]);
      const detail = (await call(editor, "GET", `/api/cms/pages/${page.id}`)).json()
        .data as PageDetail;
      expect(detail.editors.map((e) => e.email)).toEqual([editor2.email]);
    });
  });

  describe("raw HTML", () => {
    let page: PageDetail;
    beforeAll(async () => {
      page = await create(admin, { path: "embed", title: "تضمين" });
      const res = await saveDraft(admin, page, [quote("نص"), htmlBox("<script>track()</script>")]);
      expect(res.statusCode, res.body).toBe(200);
      page = res.json().data;
    });

    it("refuses new HTML from an editor with 403 raw_html naming the block and field", async () => {
      const res = await saveDraft(editor, page, [quote("نص"), htmlBox("<script>evil()</script>")]);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("raw_html");
      expect(res.json().details[0]).toMatchObject({
        block: 1,
        template: "lrdx-html-box",
        pointer: "/fields/html",
      });
      const added = await saveDraft(editor, page, [htmlBox("<b>x</b>")]);
      expect(added.statusCode).toBe(403);
    });

    it("lets an editor save a page whose HTML box is unchanged, moved, or removed", async () => {
      const res = await saveDraft(editor, page, [
        htmlBox("<script>track()</script>"),
        quote("تعديل"),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      page = res.json().data;
      const empty = await saveDraft(editor, page, [quote("تعديل"), htmlBox("")]);
      expect(empty.statusCode).toBe(200);
      page = empty.json().data;
    });

    it("lets an admin write HTML, audited as raw_html, unless the switch is off", async () => {
      const res = await saveDraft(admin, page, [
        htmlBox("<iframe src='https://maps.example'></iframe>"),
      ]);
      expect(res.statusCode).toBe(200);
      page = res.json().data;
      const entries = (await auditOf(page.id)).filter((a) => a.action === "raw_html");
      expect(entries.length).toBe(2);
      await database.db.insert(settings).values({ key: RAW_HTML_SETTING, value: "false" });
      try {
        const off = await saveDraft(admin, page, [htmlBox("<p>new</p>")]);
        expect(off.statusCode).toBe(403);
        expect(off.json().code).toBe("raw_html");
      } finally {
        await database.db.delete(settings).where(eq(settings.key, RAW_HTML_SETTING));
      }
    });
  });

  it("refuses writes to a viewer and reads to nobody signed in", async () => {
    expect(
      (await call(viewer, "POST", "/api/cms/pages", { path: "v", title: "v" })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/cms/pages" })).statusCode).toBe(401);
  });
});
