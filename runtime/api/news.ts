import { sql } from "drizzle-orm";
import type { BlockInstanceMap } from "../../generated/types.ts";
import { settingsDefaults } from "../../generated/validate.ts";
import type { NewsContextValue, NewsFeed } from "../../site/blocks/News/news-context.ts";
import { translator } from "../../site/i18n/index.ts";
import type { AncestorPage } from "../core/breadcrumbs.ts";
import { DEFAULT_IMAGE_ID } from "../core/image-url.ts";
import {
  CURRENT_PAGE_PARAM,
  currentPageOf,
  formatNewsDate,
  NEWS_MAX_PAGE,
  NEWS_PER_PAGE,
  newsListPagePath,
  newsSettings,
  newsSourcePath,
  totalPagesOf,
} from "../core/news.ts";
import type { PageRecord } from "../core/page-resolution.ts";
import { sitePageUrl } from "../core/page-resolution.ts";
import type { PreparedBlock } from "../core/prepare-blocks.ts";
import {
  mergeSettings,
  type SettingsMap,
  settingsForLanguage,
  siteTimeZone,
} from "../core/settings.ts";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/migrate.ts";
import { listSettings } from "../db/repo.ts";
import type { AppDeps } from "./deps.ts";
import type { ApiHandlers } from "./route-table.ts";

/** One published news page as the feed lists it. */
export interface NewsItem {
  id: number;
  path: string;
  title: string;
  meta_description: string | null;
  image_id: number | null;
  /** ISO date: the page's first publication (see listNewsPages). */
  published_at: string;
}

export interface NewsPage {
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

/**
 * GET /public_api/news: one page of the feed, in the language `?lang=` names (default the site's),
 * with the mena_news locale and market (the language's own values first).
 */
export function newsHandlers(deps: AppDeps): Pick<ApiHandlers, "listNews"> {
  return {
    listNews: async (request) => {
      const lang = request.query.lang ?? deps.lang;
      const base = `/${lang}/`;
      const page = request.query.page ?? 1;
      const perPage = request.query.items ?? NEWS_PER_PAGE;
      const under = (request.query.path ?? "").trim();
      const [found, settings] = await Promise.all([
        listNewsPages(deps.db, { under, page, perPage, lang }),
        listSettings(deps.db).then((rows) =>
          settingsForLanguage(mergeSettings(settingsDefaults, rows), lang),
        ),
      ]);
      const { locale, market } = newsSettings(settings);
      return {
        locale,
        market,
        page,
        per_page: perPage,
        total: found.total,
        total_pages: totalPagesOf(found.total, perPage),
        data: found.items.map((item) => ({ ...item, url: sitePageUrl(base, item.path) })),
      };
    },
  };
}

/** What the site route needs to render a page's news, and how long its document may be kept. */
export interface NewsRender {
  value: NewsContextValue;
  /**
   * Page paths a cached copy of the document depends on beyond its own (a change under one
   * makes it stale); null: the document must not be kept (every news page listed, or a failure).
   */
  dependsOn: readonly string[] | null;
}

export interface NewsRenderInput {
  page: PageRecord;
  /** The page's prepared blocks, when the site holds them. */
  prepared: readonly PreparedBlock[] | undefined;
  /** Request path and query. */
  url: string;
  base: string;
  lang: string;
  settings: SettingsMap;
  ancestors: readonly AncestorPage[];
  log: (message: string, detail?: unknown) => void;
}

export type NewsRenderer = (input: NewsRenderInput) => Promise<NewsRender | null>;

type NewsFields = BlockInstanceMap["lrdx-news"]["fields"];

/** The News blocks of a page by position, with their fields (defaults filled when prepared). */
function newsBlocksOf(input: NewsRenderInput): { index: number; fields: Partial<NewsFields> }[] {
  if (input.prepared)
    return input.prepared.flatMap((p) =>
      p.kind === "block" && p.key === "lrdx-news"
        ? [{ index: p.frame.index, fields: p.block.fields as NewsFields }]
        : [],
    );
  return input.page.blocks.flatMap((raw, index) => {
    const block = raw as { template?: unknown; fields?: Partial<NewsFields> } | null;
    return block?.template === "lrdx-news" ? [{ index, fields: block.fields ?? {} }] : [];
  });
}

/**
 * The site's news for one page: each News block's page of the list (?currentPage=N, 1 when
 * absent or not a page number), and a news page's back link to its list (its parent page, when
 * published). Null when the page has neither.
 */
export function newsRenderer(db: Db): NewsRenderer {
  return async (input) => {
    const blocks = newsBlocksOf(input);
    const listPagePath = input.page.page_type === "news" ? newsListPagePath(input.page.path) : null;
    const hasList = listPagePath !== null && input.ancestors.some((a) => a.path === listPagePath);
    if (blocks.length === 0 && !hasList) return null;
    const settings = newsSettings(input.settings);
    const t = translator(input.lang);
    const backLink =
      hasList && listPagePath !== null
        ? {
            listPath: sitePageUrl(input.base, listPagePath),
            label: settings.backLabel || String(t("news.back")),
          }
        : null;
    const query = new URLSearchParams(input.url.includes("?") ? input.url.split("?")[1] : "");
    const page = currentPageOf(query.get(CURRENT_PAGE_PARAM) ?? undefined);
    const timeZone = siteTimeZone(input.settings);
    const feeds: Record<number, NewsFeed> = {};
    const dependsOn = new Set<string>();
    let isKeepable = true;
    for (const { index, fields } of blocks) {
      const under = newsSourcePath(fields.news_path ?? "news", input.page.path);
      if (under === "") isKeepable = false;
      else dependsOn.add(under);
      try {
        const found = await listNewsPages(db, {
          under,
          page,
          perPage: NEWS_PER_PAGE,
          lang: input.lang,
        });
        feeds[index] = {
          state: "ready",
          listPath: sitePageUrl(input.base, input.page.path),
          page,
          totalPages: totalPagesOf(found.total, NEWS_PER_PAGE),
          dateLabel: settings.publicationDateLabel,
          items: found.items.map((item) => ({
            title: item.title,
            description: item.meta_description,
            url: sitePageUrl(input.base, item.path),
            imageId: item.image_id ?? DEFAULT_IMAGE_ID,
            dateText: formatNewsDate(item.published_at, settings.dateLocale, timeZone),
            dateTime: item.published_at,
          })),
        };
      } catch (error) {
        input.log("the news list could not be read", error);
        feeds[index] = { state: "error" };
        isKeepable = false;
      }
    }
    return { value: { feeds, backLink }, dependsOn: isKeepable ? [...dependsOn] : null };
  };
}
