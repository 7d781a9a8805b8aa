import { HOME_PAGE_PATH } from "./page-resolution.ts";
import { type SettingsMap, settingValue } from "./settings.ts";

/**
 * News (sections 2, 5 and 9 of the document). The feed is ours: the published pages of type
 * news, newest first (runtime/features/news/store.ts reads them). The rules here are pure:
 *
 * - the mena_news locale must be in NEWS_LOCALES, otherwise 'en'; the market, checked
 *   upper-cased, must be in NEWS_MARKETS, otherwise 'AE';
 * - dates are written in the date locale (default en-GB) after the publication date label
 *   (default empty);
 * - the site remembers, per news list path, the last page number seen (localStorage key
 *   'visitedNewsPages'); a news page's back link is {listPath}?currentPage={page} when a page
 *   number is stored for its list, and just {listPath} otherwise.
 *
 * Decisions where the document is silent: a news page's list is its parent page (news pages sit
 * under the page that lists them: /ar/news/defender-octa-arrives goes back to /ar/news); the
 * publication date is the page's first publication (see runtime/features/news/store.ts); 9 news a page.
 */

const NEWS_LOCALES = ["en", "ar", "fr", "ge", "ru"] as const;
type NewsLocale = (typeof NEWS_LOCALES)[number];
const DEFAULT_NEWS_LOCALE: NewsLocale = "en";

export const NEWS_MARKETS = [
  "DZ",
  "AM",
  "KZ",
  "IR",
  "BH",
  "JO",
  "YE",
  "QA",
  "AE",
  "TN",
  "OM",
  "AZ",
  "GE",
  "EG",
  "IQ",
  "KW",
  "LB",
  "MA",
  "PS",
  "SA",
] as const;
type NewsMarket = (typeof NEWS_MARKETS)[number];
const DEFAULT_NEWS_MARKET: NewsMarket = "AE";

const DEFAULT_NEWS_DATE_LOCALE = "en-GB";
/** The localStorage key of the visited list pages: {listPath: lastPageNumber}. */
export const VISITED_NEWS_PAGES_KEY = "visitedNewsPages";
/** The query parameter of a list page's number. */
export const CURRENT_PAGE_PARAM = "currentPage";
/** News on one page of the list, and the most the API gives at once. */
export const NEWS_PER_PAGE = 9;
/** The deepest list page (as schemas/entities/news-query says). */
export const NEWS_MAX_PAGE = 1000;

/** The locale if it is one of the list (trimmed, any case), otherwise 'en'. */
export function newsLocale(value: string | null | undefined): NewsLocale {
  const wanted = (value ?? "").trim().toLowerCase();
  return NEWS_LOCALES.find((l) => l === wanted) ?? DEFAULT_NEWS_LOCALE;
}

/** The market upper-cased if it is one of the list, otherwise 'AE'. */
export function newsMarket(value: string | null | undefined): NewsMarket {
  const wanted = (value ?? "").trim().toUpperCase();
  return NEWS_MARKETS.find((m) => m === wanted) ?? DEFAULT_NEWS_MARKET;
}

/** A date locale the runtime knows, otherwise en-GB. */
export function newsDateLocale(value: string | null | undefined): string {
  const wanted = (value ?? "").trim();
  if (wanted === "") return DEFAULT_NEWS_DATE_LOCALE;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([wanted]).length > 0
      ? wanted
      : DEFAULT_NEWS_DATE_LOCALE;
  } catch {
    return DEFAULT_NEWS_DATE_LOCALE;
  }
}

interface NewsSettings {
  locale: NewsLocale;
  market: NewsMarket;
  dateLocale: string;
  publicationDateLabel: string;
  /** The back link's text; empty: the site language's own (i18n news.back). */
  backLabel: string;
}

/** The mena_news settings as the rules read them. */
export function newsSettings(map: SettingsMap): NewsSettings {
  return {
    locale: newsLocale(settingValue(map, "mena_news.locale")),
    market: newsMarket(settingValue(map, "mena_news.market")),
    dateLocale: newsDateLocale(settingValue(map, "mena_news.date_locale")),
    publicationDateLabel: (settingValue(map, "mena_news.publication_date_label") ?? "").trim(),
    backLabel: (settingValue(map, "mena_news.back_button_label") ?? "").trim(),
  };
}

/** A list page number from the query: a whole number from 1 to NEWS_MAX_PAGE; anything else is 1. */
export function currentPageOf(value: unknown): number {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first !== "string" && typeof first !== "number") return 1;
  const text = String(first).trim();
  if (!/^[0-9]{1,7}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 ? Math.min(page, NEWS_MAX_PAGE) : 1;
}

/** How many list pages `total` news make; none when there is no news. */
export function totalPagesOf(total: number, perPage: number): number {
  return total <= 0 ? 0 : Math.ceil(total / Math.max(1, perPage));
}

/**
 * The pagination text: the catalogue's 'of %' comes after the current page (% = the number of
 * pages: "2 من 5"); a text naming {{current}} or {{total}} is used as it is.
 */
export function paginationLabel(template: string, current: number, total: number): string {
  const text = template.trim();
  if (text.includes("{{current}}") || text.includes("{{total}}"))
    return text.replaceAll("{{current}}", String(current)).replaceAll("{{total}}", String(total));
  if (text === "") return `${current} / ${total}`;
  const rest = text.includes("%") ? text.replaceAll("%", String(total)) : `${text} ${total}`;
  return `${current} ${rest}`;
}

/** A pagination link: page 1 is the list's own URL (the cached one), the others ?currentPage=N. */
export function listPageHref(listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}?${CURRENT_PAGE_PARAM}=${page}`;
}

/** List path → last page number seen. */
export type VisitedNewsPages = Record<string, number>;

/** What localStorage holds, read forgivingly: entries that are not a page number are dropped. */
export function parseVisitedNewsPages(text: string | null | undefined): VisitedNewsPages {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const out: VisitedNewsPages = {};
  for (const [path, page] of Object.entries(value))
    if (Number.isInteger(page) && (page as number) >= 1) out[path] = page as number;
  return out;
}

/** The memory after a visit to page `page` of the list at `listPath` (the last page seen wins). */
export function rememberNewsPage(
  visited: Readonly<VisitedNewsPages>,
  listPath: string,
  page: number,
): VisitedNewsPages {
  return { ...visited, [listPath]: page };
}

/** The back link: {listPath}?currentPage={page} when a page is stored for the list, else {listPath}. */
export function newsBackHref(listPath: string, visited: Readonly<VisitedNewsPages>): string {
  const page = Object.hasOwn(visited, listPath) ? visited[listPath] : undefined;
  return page === undefined ? listPath : `${listPath}?${CURRENT_PAGE_PARAM}=${page}`;
}

/** A news page's list: its parent page path ("news/a" → "news"); null for a top-level page. */
export function newsListPagePath(pagePath: string): string | null {
  const at = pagePath.lastIndexOf("/");
  return at <= 0 ? null : pagePath.slice(0, at);
}

/**
 * The page path whose news a News block lists: its news_path, or the path of the page that holds
 * it; "" (every news page) for the home page.
 */
export function newsSourcePath(newsPath: string, pagePath: string): string {
  const path = newsPath.trim().replace(/^\/+|\/+$/g, "") || pagePath;
  return path === HOME_PAGE_PATH ? "" : path;
}

/**
 * The locale a page's news dates are written in: the date locale setting when it is a variant of
 * the page's language (ar-AE, ar-EG with its own digits, en-GB on English pages), else the page's
 * own language, so that an Arabic page never reads "28 November 2026" because the site-wide
 * setting was left at its English default.
 */
export function newsDateLocaleFor(dateLocale: string, pageTag: string): string {
  const language = (tag: string) => tag.split("-")[0]?.toLowerCase() ?? "";
  return language(dateLocale) === language(pageTag) ? dateLocale : pageTag;
}

/** A publication date as the date locale writes it, in the site's time zone. */
export function formatNewsDate(iso: string, dateLocale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };
  try {
    return new Intl.DateTimeFormat(dateLocale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(DEFAULT_NEWS_DATE_LOCALE, options).format(date);
  }
}
