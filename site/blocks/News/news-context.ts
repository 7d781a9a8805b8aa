import { createContext } from "react";

/** One news page as a card of the list, ready to render (texts already written). */
export interface NewsCard {
  title: string;
  description: string | null;
  /** The page's site URL, e.g. /ar/news/defender-octa-arrives. */
  url: string;
  imageId: number;
  /** The publication date as the date locale writes it, and as an ISO date for <time>. */
  dateText: string;
  dateTime: string;
}

/** What one News block on the page shows: a page of the list, or the error state. */
export type NewsFeed =
  | {
      state: "ready";
      /** The URL path of the page holding the list (its pagination links and memory key). */
      listPath: string;
      page: number;
      totalPages: number;
      items: NewsCard[];
      /** mena_news.publication_date_label; empty: the date alone. */
      dateLabel: string;
    }
  | { state: "error" };

/** A news page's link back to its list (its href is the list until the island reads the memory). */
export interface NewsBackLink {
  listPath: string;
  label: string;
}

/**
 * What the server read for the page's news: each News block's feed by its position on the page,
 * and a news page's back link. Absent (the editor's preview, the render tests): a News block
 * shows its no-results texts.
 */
export interface NewsContextValue {
  feeds: Readonly<Record<number, NewsFeed>>;
  backLink: NewsBackLink | null;
}

export const NewsContext = createContext<NewsContextValue | null>(null);
