import type { NewsContextValue, NewsFeed } from "../../../site/blocks/News/news-context.ts";
import { translator } from "../../../site/i18n/index.ts";
import { DEFAULT_IMAGE_ID } from "../../core/image-url.ts";
import { languageOf } from "../../core/languages.ts";
import {
  CURRENT_PAGE_PARAM,
  currentPageOf,
  formatNewsDate,
  NEWS_PER_PAGE,
  newsDateLocaleFor,
  newsListPagePath,
  newsSettings,
  newsSourcePath,
  totalPagesOf,
} from "../../core/news.ts";
import { sitePageUrl } from "../../core/page-resolution.ts";
import { siteTimeZone } from "../../core/settings.ts";
import type { Db } from "../../db/client.ts";
import {
  type PageDataLoader,
  type PageDataRequest,
  type PageDataResult,
  pageDataFields,
  templatesWithPageData,
  wantsPageData,
} from "../../ssr/page-data.ts";
import { listNewsPages } from "./store.ts";

/** What the news loader adds to a page's render. */
type NewsPageData = PageDataResult & { context: { news: NewsContextValue } };

/** What the site route needs to render a page's news, and how long its document may be kept. */
interface NewsRender {
  value: NewsContextValue;
  /**
   * Page paths a cached copy of the document depends on beyond its own (a change under one
   * makes it stale); null: the document must not be kept (every news page listed, or a failure).
   */
  dependsOn: readonly string[] | null;
}

/** The news blocks of a page by position, with their fields. */
function newsBlocksOf(input: PageDataRequest) {
  return input.blocks.flatMap((p) => {
    const fields = pageDataFields(p, "news");
    return fields ? [{ index: p.frame.index, fields }] : [];
  });
}

/**
 * The site's news for one page: each News block's page of the list (?currentPage=N, 1 when
 * absent or not a page number), and a news page's back link to its list (its parent page, when
 * published). Null when the page has neither.
 */
export function newsRenderer(db: Db): PageDataLoader & {
  load: (input: PageDataRequest) => Promise<NewsPageData | null>;
} {
  return {
    name: "news",
    wants: wantsPageData("news"),
    // A news page links back to its list whether or not it has news blocks itself.
    runsOnEveryPage: true,
    load: async (input) => {
      const news = await readNews(db, input);
      if (!news) return null;
      return {
        context: { news: news.value },
        // The back link bar is styled by the news blocks' stylesheet.
        stylesheets: news.value.backLink ? templatesWithPageData("news") : [],
        dependsOn: news.dependsOn,
      };
    },
  };
}

async function readNews(db: Db, input: PageDataRequest): Promise<NewsRender | null> {
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
  const dateLocale = newsDateLocaleFor(settings.dateLocale, languageOf(input.lang).tag);
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
          dateText: formatNewsDate(item.published_at, dateLocale, timeZone),
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
}
