import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { pages, settings } from "../../runtime/db/tables/index.ts";
import { indexStalePages } from "../../runtime/features/search/store.ts";
import { buildServer } from "../../runtime/server.ts";
import { injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import { pageHeading } from "../helpers/publishable.ts";

interface Result {
  path: string;
  url: string;
  title: string;
  snippet: string;
  rank: number;
}
interface Results {
  query: string;
  total: number;
  page: number;
  per_page: number;
  results: Result[];
}

const quote = (text: string) => ({ template: "lrdx-quote", fields: { quote: text }, groups: [] });
const htmlBox = (html: string) => ({ template: "lrdx-html-box", fields: { html }, groups: [] });

describe.each(engines)("site search on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let admin: TestSession;

  beforeAll(async () => {
    database = await freshDatabase(engine, { demo: true });
    app = await buildServer({ db: database.db });
    admin = await signedInAs(database.db, "admin");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const search = async (q: string, page?: number): Promise<Results> => {
    const params = new URLSearchParams({ q });
    if (page) params.set("page", String(page));
    const res = await app.inject({ method: "GET", url: `/public_api/search?${params}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const paths = async (q: string) => (await search(q)).results.map((r) => r.path);
  const call = (method: string, url: string, payload?: unknown) =>
    injectAs(app, admin, method, url, payload);

  /**
   * A page made, drafted and published through the builder's API, as an editor would, under a
   * main heading that none of the searches here looks for.
   */
  const publish = async (path: string, title: string, blocks: unknown[], extra = {}) => {
    const created = await call("POST", "/api/cms/pages", { path, title, ...extra });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().data as { id: number; revision: number };
    const drafted = await call("PUT", `/api/cms/pages/${page.id}/draft`, {
      revision: page.revision,
      snapshot: { title, blocks: [pageHeading("أهلاً بكم"), ...blocks] },
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const published = await call("POST", `/api/cms/pages/${page.id}/publish`, {
      revision: drafted.json().data.revision,
    });
    expect(published.statusCode, published.body).toBe(200);
    return published.json().data as { id: number; revision: number };
  };

  it("finds the demo pages: ديفندر and صحراء", async () => {
    const defender = await search("ديفندر");
    expect(defender.total).toBeGreaterThanOrEqual(3);
    expect(defender.results.map((r) => r.path)).toEqual(
      expect.arrayContaining(["models/defender", "news/defender-octa-arrives", "index"]),
    );
    // The page titled with the query itself first, then the other titles that have it.
    expect(defender.results[0]?.path).toBe("models/defender");
    const titled = defender.results.filter((r) => r.title.includes("ديفندر"));
    expect(defender.results.slice(0, titled.length)).toEqual(titled);
    expect(titled.map((r) => r.path)).toContain("news/defender-octa-arrives");
    expect(defender.results[0]).toMatchObject({ url: "/ar/models/defender", title: "ديفندر" });
    // The news list's picture says الصحراء (in its alternative text only): that text is indexed.
    expect(await paths("صحراء")).toContain("news");
    // Redirections (/t, /test-drive) and link pages (/brochure) are not results.
    const booking = await paths("تجربة");
    expect(booking).toContain("book-a-test-drive");
    expect(booking).not.toContain("t");
    expect(booking).not.toContain("test-drive");
    expect(await paths("الكتيّب")).not.toContain("brochure");
    // The internal block gallery (kept out of search engines) is not a result either.
    const gallery = await paths("معرض الكتل");
    expect(gallery.some((p) => p === "blocks" || p.startsWith("blocks/"))).toBe(false);
  });

  it("finds الصحراء by صحراء (the arabic stemmer takes the article off)", async () => {
    await publish("desert-trip", "رحلة برية", [quote("انطلق في الصحراء الكبرى مع الأصدقاء")]);
    expect(await paths("صحراء")).toContain("desert-trip");
    expect(await paths("الصحراء")).toContain("desert-trip");
    expect(await paths("رحلة")).toContain("desert-trip");
  });

  it("ranks a page with the word in its title above one with it in a block's text", async () => {
    await publish("zz-body-only", "صفحة عامة", [
      quote("الغابة الاستوائية غابة كثيفة، والغابة جميلة في كل فصل من فصول السنة"),
    ]);
    await publish("aa-in-title", "الغابة", [quote("نص لا علاقة له بالموضوع")]);
    const found = await search("غابة");
    expect(found.results.map((r) => r.path)).toEqual(["aa-in-title", "zz-body-only"]);
    expect(found.results[0]?.rank ?? 0).toBeGreaterThan(found.results[1]?.rank ?? 0);
  });

  it("highlights the match with <mark> and escapes the page's own text", async () => {
    await publish("escaped", "صفحة الاختبار", [
      htmlBox(
        '<p>منتجع &lt;script&gt;alert(1)&lt;/script&gt; الواحة <b onclick="x()">الخضراء</b></p><script>steal()</script>',
      ),
    ]);
    const [hit] = (await search("الواحة")).results;
    expect(hit?.path).toBe("escaped");
    expect(hit?.snippet).toContain("<mark>الواحة</mark>");
    expect(hit?.snippet).not.toMatch(/<(?!\/?mark>)/);
    expect(hit?.snippet).not.toContain("steal");
    expect(hit?.snippet).not.toContain("onclick");
    // The results page renders the same runs as text.
    const page = await app.inject({ method: "GET", url: "/ar/search?q=الواحة" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<mark>الواحة</mark>");
    expect(page.body).not.toContain("<script>alert");
    expect(page.body).not.toContain("steal()");
  });

  it("never finds a draft, and keeps the index current on publish, unpublish and delete", async () => {
    const page = await publish("volcano", "جولة", [quote("بركان خامد")]);
    expect(await paths("بركان")).toEqual(["volcano"]);
    // A saved draft is not what visitors see: its words are not found, the old ones still are.
    const drafted = await call("PUT", `/api/cms/pages/${page.id}/draft`, {
      revision: page.revision,
      snapshot: { title: "جولة", blocks: [pageHeading("أهلاً بكم"), quote("نهر متجمد")] },
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(await paths("نهر")).toEqual([]);
    expect(await paths("بركان")).toEqual(["volcano"]);
    // Published: the new words are found, the old ones are gone.
    const republished = await call("POST", `/api/cms/pages/${page.id}/publish`, {
      revision: drafted.json().data.revision,
    });
    expect(republished.statusCode, republished.body).toBe(200);
    expect(await paths("نهر")).toEqual(["volcano"]);
    expect(await paths("بركان")).toEqual([]);
    // Unpublished by any writer (here straight in the database): not found.
    await database.db.update(pages).set({ is_published: false }).where(eq(pages.id, page.id));
    expect(await paths("نهر")).toEqual([]);
    await database.db.update(pages).set({ is_published: true }).where(eq(pages.id, page.id));
    expect(await paths("نهر")).toEqual(["volcano"]);
    // Deleted: its row goes with it.
    expect((await call("DELETE", `/api/cms/pages/${page.id}`)).statusCode).toBe(204);
    expect(await paths("نهر")).toEqual([]);
    const [left] = rowsOf<{ n: number | string }>(
      await database.db.execute(
        sql`SELECT count(*) AS n FROM page_search WHERE page_id = ${page.id}`,
      ),
    );
    expect(Number(left?.n)).toBe(0);
  });

  it("indexes an imported page (npm run content -- import) at the next search", async () => {
    const { importContent } = await import("../../runtime/features/content/import-export.ts");
    await importContent(database.db, {
      pages: [{ path: "imported", title: "مستورد", blocks: [quote("سنديانة عتيقة")] }],
      settings: [],
    });
    expect(await paths("سنديانة")).toEqual(["imported"]);
    await importContent(database.db, {
      pages: [{ path: "imported", title: "مستورد", blocks: [quote("صنوبرة شامخة")] }],
      settings: [],
    });
    expect(await paths("سنديانة")).toEqual([]);
    expect(await paths("صنوبرة")).toEqual(["imported"]);
    expect(await indexStalePages(database.db)).toBe(0);
  });

  it("pages the results, 20 a page", async () => {
    for (let i = 0; i < 22; i++) await publish(`many-${i}`, `مجموعة ${i}`, [quote("نخيل")]);
    const first = await search("نخيل");
    expect(first).toMatchObject({ total: 22, page: 1, per_page: 20 });
    expect(first.results).toHaveLength(20);
    const second = await search("نخيل", 2);
    expect(second.results).toHaveLength(2);
    const past = await search("نخيل", 9);
    expect(past).toMatchObject({ total: 22, results: [] });
    const html = (await app.inject({ method: "GET", url: "/ar/search?q=نخيل&page=2" })).body;
    expect(html).toContain('rel="prev"');
    expect(html).not.toContain('rel="next"');
  });

  it("suggests up to 8 titles by the start of a word", async () => {
    const res = await app.inject({ method: "GET", url: `/public_api/search/suggest?q=ديف` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { query: string; suggestions: { path: string; title: string }[] };
    expect(body.query).toBe("ديف");
    expect(body.suggestions[0]).toEqual({
      path: "models/defender",
      url: "/ar/models/defender",
      title: "ديفندر",
    });
    expect(body.suggestions.map((s) => s.path)).toContain("news/defender-octa-arrives");
    const many = await app.inject({ method: "GET", url: "/public_api/search/suggest?q=مجم" });
    expect(many.json().suggestions).toHaveLength(8);
    // Query syntax is only letters to it.
    for (const q of ["", "'", ":*", "!&|", "()"]) {
      const odd = await app.inject({
        method: "GET",
        url: `/public_api/search/suggest?q=${encodeURIComponent(q)}`,
      });
      expect(odd.statusCode, q).toBe(200);
      expect(odd.json().suggestions).toEqual([]);
    }
  });

  it("takes websearch syntax and odd input without an error", async () => {
    for (const q of ['"رحلة برية"', "رحلة or غابة", "-رحلة", "' OR 1=1 --", "في", "&&&", " "]) {
      const res = await app.inject({
        method: "GET",
        url: `/public_api/search?q=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode, q).toBe(200);
    }
    expect((await search('"رحلة برية"')).results.map((r) => r.path)).toEqual(["desert-trip"]);
    expect((await search("")).total).toBe(0);
  });

  it("refuses a query that is too long or carries NUL", async () => {
    const long = "ب".repeat(201);
    for (const url of [
      `/public_api/search?q=${encodeURIComponent(long)}`,
      "/public_api/search?q=a%00b",
      "/public_api/search?q=a&page=0",
      "/public_api/search?q=a&page=x",
      `/public_api/search/suggest?q=${encodeURIComponent(long)}`,
      "/public_api/search/suggest?q=%00",
    ]) {
      const res = await app.inject({ method: "GET", url });
      expect([400, 422], url).toContain(res.statusCode);
      expect(res.body).not.toMatch(/SELECT|tsquery/i);
    }
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/public_api/search?q=${encodeURIComponent("ب".repeat(200))}`,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("renders the results page: the documented texts, an empty state and a too-long query", async () => {
    const found = await app.inject({ method: "GET", url: "/ar/search?q=ديفندر" });
    expect(found.statusCode).toBe(200);
    expect(found.headers["content-type"]).toContain("text/html");
    expect(found.body).toContain('dir="rtl"');
    expect(found.body).toMatch(/عرض \d+ (نتائج|نتيجة) لـ «<bdi[^>]*>ديفندر<\/bdi>»/);
    expect(found.body).toContain('href="/ar/models/defender"');
    expect(found.body).toContain('name="robots" content="noindex, follow"');

    const none = await app.inject({ method: "GET", url: "/ar/search?q=كلمةغيرموجودة" });
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain(
      "عذراً، لا توجد نتائج لبحثك. يرجى المحاولة مرة أخرى بكلمة أو عبارة أخرى.",
    );

    const empty = await app.inject({ method: "GET", url: "/ar/search" });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain("اكتب كلمة أو عبارة للبحث");
    expect(empty.body).toContain('action="/ar/search"');

    const long = await app.inject({
      method: "GET",
      url: `/ar/search?q=${encodeURIComponent("ب".repeat(201))}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("عبارة البحث طويلة جداً");

    const nul = await app.inject({ method: "GET", url: "/ar/search?q=%00" });
    expect(nul.statusCode).toBe(200);
  });

  it("shows the popup search only when search.popup.enabled is 'true'", async () => {
    const off = await app.inject({ method: "GET", url: "/ar/models/defender" });
    expect(off.body).not.toContain("search-popup__open");
    await database.db
      .update(settings)
      .set({ value: "true" })
      .where(eq(settings.key, "search.popup.enabled"));
    const on = await app.inject({ method: "GET", url: "/ar/models/defender" });
    expect(on.body).toContain('popover="auto"');
    expect(on.body).toContain('popoverTarget="site-search-popup"');
    expect(on.body).toContain('action="/ar/search"');
    await database.db
      .update(settings)
      .set({ value: "false" })
      .where(eq(settings.key, "search.popup.enabled"));
  });

  it("is closed with the rest of the site under site-wide login", async () => {
    await database.db.insert(settings).values({ key: "general.require_user_login", value: "true" });
    try {
      for (const url of ["/public_api/search?q=ديفندر", "/public_api/search/suggest?q=ديف"]) {
        expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(401);
        const signedIn = await app.inject({
          method: "GET",
          url,
          headers: { cookie: admin.cookie },
        });
        expect(signedIn.statusCode, url).toBe(200);
        expect(signedIn.headers["cache-control"] ?? "private").toContain("private");
      }
      const page = await app.inject({ method: "GET", url: "/ar/search?q=ديفندر" });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toContain("/ar/sign-in");
    } finally {
      await database.db.delete(settings).where(eq(settings.key, "general.require_user_login"));
    }
  });
});
