import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BlockProps } from "../../generated/types.ts";
import {
  currentPageOf,
  formatNewsDate,
  listPageHref,
  NEWS_MARKETS,
  newsBackHref,
  newsDateLocale,
  newsDateLocaleFor,
  newsListPagePath,
  newsLocale,
  newsMarket,
  newsSettings,
  newsSourcePath,
  paginationLabel,
  parseVisitedNewsPages,
  rememberNewsPage,
  totalPagesOf,
  VISITED_NEWS_PAGES_KEY,
} from "../../runtime/core/news.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import { examplesOf } from "../../runtime/demo/showcase.ts";
import News from "../../site/blocks/News/index.tsx";
import { NewsContext, type NewsContextValue } from "../../site/blocks/News/news-context.ts";
import { type NewsStorage, startNews } from "../../site/islands/news.ts";

describe("news settings (section 5)", () => {
  it("keeps a locale of the list and reads anything else as en", () => {
    for (const l of ["en", "ar", "fr", "ge", "ru"]) expect(newsLocale(l)).toBe(l);
    expect(newsLocale(" AR ")).toBe("ar");
    expect(newsLocale("de")).toBe("en");
    expect(newsLocale("")).toBe("en");
    expect(newsLocale(undefined)).toBe("en");
  });

  it("checks the market upper-cased against the twenty markets, else AE", () => {
    expect(NEWS_MARKETS).toHaveLength(20);
    expect(newsMarket("sa")).toBe("SA");
    expect(newsMarket("Kw")).toBe("KW");
    expect(newsMarket("PS")).toBe("PS");
    expect(newsMarket("US")).toBe("AE");
    expect(newsMarket("")).toBe("AE");
  });

  it("defaults the date locale to en-GB and the publication date label to empty", () => {
    const s = newsSettings(mergeSettings({}, []));
    expect(s).toEqual({
      locale: "en",
      market: "AE",
      dateLocale: "en-GB",
      publicationDateLabel: "",
      backLabel: "",
    });
    expect(newsDateLocale("ar-AE")).toBe("ar-AE");
    expect(newsDateLocale("not a locale!")).toBe("en-GB");
    const set = newsSettings(
      mergeSettings({}, [
        { key: "mena_news.locale", value: "ru" },
        { key: "mena_news.market", value: "qa" },
        { key: "mena_news.publication_date_label", value: " نُشر في " },
      ]),
    );
    expect(set).toMatchObject({ locale: "ru", market: "QA", publicationDateLabel: "نُشر في" });
  });

  it("writes a publication date in the date locale and the site's time zone", () => {
    // 23:30 UTC on the 11th is already the 12th in Dubai.
    expect(formatNewsDate("2025-03-11T23:30:00Z", "en-GB", "Asia/Dubai")).toBe("12 March 2025");
    expect(formatNewsDate("2025-03-11T23:30:00Z", "en-GB", "UTC")).toBe("11 March 2025");
    expect(formatNewsDate("2025-03-12T10:00:00Z", "ar-AE", "Asia/Dubai")).toMatch(/مارس/);
    expect(formatNewsDate("not a date", "en-GB", "UTC")).toBe("");
  });

  it("writes the dates in the page's language: the setting only picks that language's variant", () => {
    // The default en-GB is English: an Arabic page writes its own month names.
    const ar = newsDateLocaleFor("en-GB", "ar");
    expect(ar).toBe("ar");
    const text = formatNewsDate("2026-11-28T10:00:00Z", ar, "Asia/Dubai");
    expect(text).toMatch(/نوفمبر/);
    expect(text).not.toMatch(/November/);
    expect(newsDateLocaleFor("en-GB", "en")).toBe("en-GB");
    expect(newsDateLocaleFor("ar-EG", "ar")).toBe("ar-EG");
    expect(newsDateLocaleFor("ar-AE", "he")).toBe("he");
    expect(formatNewsDate("2026-11-28T10:00:00Z", "he", "Asia/Dubai")).toMatch(/בנובמבר/);
  });
});

describe("the list's pages", () => {
  it("reads ?currentPage as a whole page number, 1 for anything else", () => {
    expect(currentPageOf("3")).toBe(3);
    expect(currentPageOf(["2", "5"])).toBe(2);
    for (const bad of [undefined, "", "0", "-1", "2.5", "abc", "1e3", {}])
      expect(currentPageOf(bad)).toBe(1);
    expect(currentPageOf("99999")).toBe(1000);
  });

  it("counts pages and writes the catalogue's 'of %' after the current page", () => {
    expect(totalPagesOf(0, 9)).toBe(0);
    expect(totalPagesOf(9, 9)).toBe(1);
    expect(totalPagesOf(10, 9)).toBe(2);
    expect(paginationLabel("من %", 2, 5)).toBe("2 من 5");
    expect(paginationLabel("of %", 1, 3)).toBe("1 of 3");
    expect(paginationLabel("صفحة {{current}} من {{total}}", 2, 5)).toBe("صفحة 2 من 5");
    expect(paginationLabel("من", 2, 5)).toBe("2 من 5");
    expect(paginationLabel("", 2, 5)).toBe("2 / 5");
  });

  it("links page 1 to the list itself (the cached page) and the others by ?currentPage", () => {
    expect(listPageHref("/ar/news", 1)).toBe("/ar/news");
    expect(listPageHref("/ar/news", 3)).toBe("/ar/news?currentPage=3");
  });

  it("lists the news under the block's path, its page's path when empty, every news on home", () => {
    expect(newsSourcePath("news", "index")).toBe("news");
    expect(newsSourcePath("/press/", "about")).toBe("press");
    expect(newsSourcePath("", "media/news")).toBe("media/news");
    expect(newsSourcePath("", "index")).toBe("");
  });
});

describe("the visited news pages and the back link (section 2)", () => {
  it("goes back to {path}?currentPage={page} when a page is stored, else to {path}", () => {
    expect(newsBackHref("/ar/news", { "/ar/news": 3 })).toBe("/ar/news?currentPage=3");
    expect(newsBackHref("/ar/news", { "/ar/press": 3 })).toBe("/ar/news");
    expect(newsBackHref("/ar/news", {})).toBe("/ar/news");
  });

  it("remembers the last page seen per list path and reads storage forgivingly", () => {
    const once = rememberNewsPage({}, "/ar/news", 2);
    expect(rememberNewsPage(once, "/ar/news", 1)).toEqual({ "/ar/news": 1 });
    expect(rememberNewsPage(once, "/ar/press", 4)).toEqual({ "/ar/news": 2, "/ar/press": 4 });
    expect(parseVisitedNewsPages('{"/ar/news":2,"/x":"3","/y":0,"/z":1.5}')).toEqual({
      "/ar/news": 2,
    });
    expect(parseVisitedNewsPages("not json")).toEqual({});
    expect(parseVisitedNewsPages("[1,2]")).toEqual({});
    expect(parseVisitedNewsPages(null)).toEqual({});
  });

  it("takes a news page's list to be its parent page", () => {
    expect(newsListPagePath("news/defender-octa-arrives")).toBe("news");
    expect(newsListPagePath("media/news/a")).toBe("media/news");
    expect(newsListPagePath("top-level-news")).toBeNull();
  });
});

/** A stand-in for the page's elements: what the island reads and writes. */
function fakeRoot(lists: { path: string; page: string }[], backs: string[]) {
  const listElements = lists.map((l) => ({ dataset: { newsList: l.path, newsPage: l.page } }));
  const links = backs.map((path) => ({ dataset: { newsBack: path }, href: path }));
  const root = {
    querySelectorAll: (selector: string) =>
      selector === "[data-news-list]"
        ? listElements
        : selector === "a[data-news-back]"
          ? links
          : [],
  } as unknown as ParentNode;
  return { root, links };
}

function memoryStorage(initial: Record<string, string> = {}): NewsStorage & {
  items: Record<string, string>;
} {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => (Object.hasOwn(items, key) ? (items[key] as string) : null),
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

describe("the news island (site/islands/news.ts)", () => {
  it("stores the list page seen under visitedNewsPages, then a news page's back link uses it", () => {
    const storage = memoryStorage();
    startNews(fakeRoot([{ path: "/ar/news", page: "2" }], []).root, storage);
    expect(JSON.parse(storage.items[VISITED_NEWS_PAGES_KEY] ?? "{}")).toEqual({ "/ar/news": 2 });
    const article = fakeRoot([], ["/ar/news"]);
    startNews(article.root, storage);
    expect(article.links[0]?.href).toBe("/ar/news?currentPage=2");
  });

  it("leaves the back link on the list when nothing is stored, or storage is refused", () => {
    const article = fakeRoot([], ["/ar/news"]);
    startNews(article.root, memoryStorage({ [VISITED_NEWS_PAGES_KEY]: "{broken" }));
    expect(article.links[0]?.href).toBe("/ar/news");
    const refused = fakeRoot([{ path: "/ar/news", page: "3" }], ["/ar/news"]);
    const throwing: NewsStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => startNews(refused.root, throwing)).not.toThrow();
    expect(refused.links[0]?.href).toBe("/ar/news?currentPage=3");
    const none = fakeRoot([], ["/ar/news"]);
    startNews(none.root, null);
    expect(none.links[0]?.href).toBe("/ar/news");
  });
});

describe("the News block", () => {
  const [example] = examplesOf("lrdx-news");
  const prepared = prepareBlock(structuredClone(example), 1);
  if (prepared.kind === "error") throw new Error("the News example is invalid");
  const props = { block: prepared.block, index: 1 } as BlockProps<"lrdx-news">;
  const render = (value: NewsContextValue | null) =>
    renderToStaticMarkup(
      <NewsContext.Provider value={value}>
        <News {...props} />
      </NewsContext.Provider>,
    );
  const card = (n: number) => ({
    title: `خبر ${n}`,
    description: `ملخص ${n}`,
    url: `/ar/news/item-${n}`,
    imageId: 30001,
    dateText: "12 March 2025",
    dateTime: "2025-03-12T10:00:00.000Z",
  });

  it("renders the cards, read-more links and the pagination links on the server", () => {
    const html = render({
      backLink: null,
      feeds: {
        1: {
          state: "ready",
          listPath: "/ar/news",
          page: 2,
          totalPages: 3,
          dateLabel: "نُشر في",
          items: [card(1), card(2)],
        },
      },
    });
    expect(html.match(/class="news-card"/g)).toHaveLength(2);
    expect(html).toContain('href="/ar/news/item-1"');
    expect(html).toContain('aria-label="اقرأ المزيد: خبر 1"');
    expect(html).toContain("نُشر في");
    expect(html).toContain('<time dateTime="2025-03-12T10:00:00.000Z">12 March 2025</time>');
    expect(html).toContain('rel="prev" href="/ar/news"');
    expect(html).toContain('rel="next" href="/ar/news?currentPage=3"');
    expect(html).toContain("2 من 3");
    expect(html).toContain('data-news-list="/ar/news" data-news-page="2"');
    // The quick links, under their phone label.
    expect(html).toContain("الخطوات التالية");
    expect(html).toContain("احجز تجربة قيادة");
  });

  it("shows the no-results texts, and the error texts as an alert", () => {
    const empty = render({
      backLink: null,
      feeds: {
        1: {
          state: "ready",
          listPath: "/ar/news",
          page: 1,
          totalPages: 0,
          dateLabel: "",
          items: [],
        },
      },
    });
    expect(empty).toContain("لا توجد نتائج");
    expect(empty).toContain("لم نعثر على أي أخبار");
    expect(empty).not.toContain("data-news-list");
    const failed = render({ backLink: null, feeds: { 1: { state: "error" } } });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain("حدث خطأ ما");
    // Past the last page: no results, and a way back to the first.
    const past = render({
      backLink: null,
      feeds: {
        1: {
          state: "ready",
          listPath: "/ar/news",
          page: 7,
          totalPages: 2,
          dateLabel: "",
          items: [],
        },
      },
    });
    expect(past).toContain("لا توجد نتائج");
    expect(past).toContain('href="/ar/news"');
    // The editor's preview has no feed: a sample card and every state's texts.
    const preview = render(null);
    for (const text of ["اقرأ المزيد", "1 من 3", "لا توجد نتائج", "حدث خطأ ما"])
      expect(preview).toContain(text);
    expect(preview).not.toContain("data-news-list");
  });
});
