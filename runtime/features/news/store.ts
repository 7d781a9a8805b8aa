import { sql } from "drizzle-orm";
import { NEWS_MAX_PAGE } from "../../core/news.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";

/** One published news page as the feed lists it. */
interface NewsItem {
  id: number;
  path: string;
  title: string;
  meta_description: string | null;
  image_id: number | null;
  /** ISO date: the page's first publication (see listNewsPages). */
  published_at: string;
}

interface NewsPage {
  total: number;
  items: NewsItem[];
}

/**
 * One page of the published news pages, newest first: those under `under` (a page path; "" for
 * every one), `perPage` a page.
 *
 * The publication date is when the page was first published: the time of its first published
 * version (page_versions, written by the editor's Publish), or, for a page that never went
 * through it (imported content), when the page was created. It does not move when a page is
 * edited and published again, so the list's order stays put.
 *
 * `lang` is the site language the news is listed for (default 'ar'): only that language's pages.
 */
export async function listNewsPages(
  db: Db,
  options: { under: string; page: number; perPage: number; lang?: string },
): Promise<NewsPage> {
  const page = Math.min(Math.max(1, Math.trunc(options.page)), NEWS_MAX_PAGE);
  const perPage = Math.max(1, Math.trunc(options.perPage));
  const prefix = options.under === "" ? "" : `${options.under}/`;
  const lang = options.lang ?? "ar";
  const rows = rowsOf<{
    id: number;
    path: string;
    title: string;
    meta_description: string | null;
    image_id: number | null;
    published_at: Date | string;
    total: number | string;
  }>(
    await db.execute(sql`
      WITH news AS (
        SELECT p.id, p.path, p.title, p.meta_description, p.image_id,
          coalesce(
            (SELECT min(v.created_at) FROM page_versions v WHERE v.page_id = p.id),
            p.created_at
          ) AS published_at
        FROM pages p
        WHERE p.is_published AND p.page_type = 'news' AND p.type IS NULL
          AND p.lang = ${lang} AND starts_with(p.path, ${prefix})
      )
      SELECT news.*, count(*) OVER () AS total
      FROM news
      ORDER BY published_at DESC, id DESC
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    // Past the last page: the count still says how many there are.
    const [counted] = rowsOf<{ total: number | string }>(
      await db.execute(sql`
        SELECT count(*) AS total FROM pages p
        WHERE p.is_published AND p.page_type = 'news' AND p.type IS NULL
          AND p.lang = ${lang} AND starts_with(p.path, ${prefix})`),
    );
    total = Number(counted?.total ?? 0);
  }
  return {
    total,
    items: rows.map((r) => ({
      id: Number(r.id),
      path: r.path,
      title: r.title,
      meta_description: r.meta_description,
      image_id: r.image_id === null ? null : Number(r.image_id),
      published_at: new Date(r.published_at).toISOString(),
    })),
  };
}
