import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pages, pageVersions, settings } from "../../runtime/db/tables/index.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

interface NewsAnswer {
  locale: string;
  market: string;
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
  data: { id: number; path: string; url: string; title: string; published_at: string }[];
}

const cards = (html: string) => [...html.matchAll(/<li class="news-card">/g)].length;

describe.each(engines)("the news feed on %s", (engine) => {
  const site = useDemoServer(engine);
  const get = (url: string) => site.app.inject({ method: "GET", url });
  const feed = async (query = ""): Promise<NewsAnswer> =>
    (await get(`/public_api/news${query}`)).json();
  const setSetting = async (key: string, value: string) => {
    const db = site.database.db;
    const updated = await db
      .update(settings)
      .set({ value })
      .where(eq(settings.key, key))
      .returning();
    if (updated.length === 0) await db.insert(settings).values({ key, value });
  };

  it("lists the published news pages, newest first, nine a page, with the locale and market", async () => {
    const first = await feed();
    expect(first).toMatchObject({ locale: "en", market: "AE", page: 1, per_page: 9, total: 10 });
    expect(first.total_pages).toBe(2);
    expect(first.data).toHaveLength(9);
    expect(first.data.every((n) => n.path.startsWith("news/") && n.url === `/ar/${n.path}`)).toBe(
      true,
    );
    const second = await feed("?page=2");
    expect(second.data).toHaveLength(1);
    const seen = new Set([...first.data, ...second.data].map((n) => n.id));
    expect(seen.size).toBe(10);
    expect((await feed("?items=4&page=3")).data).toHaveLength(2);
    expect((await feed("?page=9")).data).toEqual([]);
    expect((await feed("?page=9")).total).toBe(10);
    expect((await feed("?path=news")).total).toBe(10);
    expect((await feed("?path=offers")).total).toBe(0);
  });

  it("reads the settings by the document's rules: unknown locale en, market upper-cased or AE", async () => {
    await setSetting("mena_news.locale", "ar");
    await setSetting("mena_news.market", "sa");
    expect(await feed()).toMatchObject({ locale: "ar", market: "SA" });
    await setSetting("mena_news.locale", "de");
    await setSetting("mena_news.market", "us");
    expect(await feed()).toMatchObject({ locale: "en", market: "AE" });
  });

  it("dates each news page by its first publication, else its creation", async () => {
    const db = site.database.db;
    const [oldest] = await db
      .select()
      .from(pages)
      .where(eq(pages.path, "news/evoque-design-award"));
    const [newest] = await db
      .select()
      .from(pages)
      .where(eq(pages.path, "news/discovery-family-adventure"));
    if (!oldest || !newest) throw new Error("demo news missing");
    await db.insert(pageVersions).values({
      page_id: oldest.id,
      version: 1,
      snapshot: {} as never,
      created_by_label: "test",
      created_at: new Date("2020-01-01T08:00:00Z"),
    });
    await db
      .update(pages)
      .set({ created_at: new Date(Date.now() + 86_400_000) })
      .where(eq(pages.id, newest.id));
    const all = (await feed("?items=50")).data;
    expect(all[0]?.path).toBe("news/discovery-family-adventure");
    expect(all.at(-1)?.path).toBe("news/evoque-design-award");
    expect(all.at(-1)?.published_at).toBe("2020-01-01T08:00:00.000Z");
  });

  it("refuses a bad query with 400 naming the parameter", async () => {
    for (const query of [
      "?page=0",
      "?page=-1",
      "?page=abc",
      "?page=1001",
      "?items=0",
      "?items=51",
      "?path=../etc",
      `?path=${"a".repeat(301)}`,
      "?unknown=1",
    ]) {
      const res = await get(`/public_api/news${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const res = await get("/public_api/news?items=51");
    expect(JSON.stringify(res.json())).toContain("items");
  });

  it("renders the list on the server; page N by ?currentPage, never page 1 from the cache", async () => {
    const one = await get("/ar/news");
    expect(one.statusCode).toBe(200);
    expect(cards(one.body)).toBe(9);
    expect(one.body).toContain('rel="next" href="/ar/news?currentPage=2"');
    expect(one.body).toContain("1 من 2");
    const again = await get("/ar/news");
    expect(again.headers.etag).toBe(one.headers.etag);
    const two = await get("/ar/news?currentPage=2");
    expect(two.statusCode).toBe(200);
    expect(two.headers.etag).not.toBe(one.headers.etag);
    expect(cards(two.body)).toBe(1);
    expect(two.body).toContain("2 من 2");
    expect(two.body).toContain('rel="prev" href="/ar/news"');
    expect(two.body).toContain('data-news-page="2"');
    // Page 1 is still page 1, and a page past the end says there is nothing there.
    expect(cards((await get("/ar/news")).body)).toBe(9);
    const past = await get("/ar/news?currentPage=7");
    expect(cards(past.body)).toBe(0);
    expect(past.body).toContain("لا توجد نتائج");
    // Not a page number: the first page.
    expect(cards((await get("/ar/news?currentPage=abc")).body)).toBe(9);
  });

  it("a news page published under the list shows at once on every cached page listing it", async () => {
    const before = await get("/ar/news");
    expect(before.body).not.toContain("خبر عاجل للاختبار");
    // The home page's showcase lists news/… too (its News block's news_path).
    const home = await get("/ar/");
    expect(cards(home.body)).toBe(9);
    expect((await get("/ar/")).headers.etag).toBe(home.headers.etag);
    await site.database.db.insert(pages).values({
      path: "news/breaking-test",
      page_type: "news",
      title: "خبر عاجل للاختبار",
      created_at: new Date(Date.now() + 2 * 86_400_000),
    });
    const after = await get("/ar/news");
    expect(after.body).toContain("خبر عاجل للاختبار");
    expect((await get("/ar/")).body).toContain("خبر عاجل للاختبار");
    await site.database.db.delete(pages).where(eq(pages.path, "news/breaking-test"));
    expect((await get("/ar/news")).body).not.toContain("خبر عاجل للاختبار");
  });

  it("gives a news page a back link to its list, labelled by the setting or the language", async () => {
    const article = await get("/ar/news/defender-octa-arrives");
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('href="/ar/news" data-news-back="/ar/news"');
    expect(article.body).toContain("العودة إلى قسم الأخبار");
    await setSetting("mena_news.back_button_label", "كل الأخبار");
    expect((await get("/ar/news/defender-octa-arrives")).body).toContain("كل الأخبار");
    await setSetting("mena_news.back_button_label", "");
    // A plain page has none.
    expect((await get("/ar/models/defender")).body).not.toContain("data-news-back");
  });
});
