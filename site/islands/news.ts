import {
  newsBackHref,
  parseVisitedNewsPages,
  rememberNewsPage,
  VISITED_NEWS_PAGES_KEY,
  type VisitedNewsPages,
} from "../../runtime/core/news.ts";

/** What the island needs of localStorage (a stand-in in tests). */
export interface NewsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** localStorage, or null where the browser refuses it (private modes, blocked storage). */
function browserStorage(): NewsStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The news pages' memory (section 4: "News visited pages are updated per path and persisted"):
 * on a list page, the page number seen is stored for its list path under 'visitedNewsPages'; on
 * a news page, the back link becomes {listPath}?currentPage={page} when a page is stored for its
 * list. Loaded only on pages with a news list or a back link (site/islands/client.tsx). Returns
 * the memory as it left it.
 */
export function startNews(
  root: ParentNode = document,
  storage: NewsStorage | null = browserStorage(),
): VisitedNewsPages {
  let visited: VisitedNewsPages = {};
  try {
    visited = parseVisitedNewsPages(storage?.getItem(VISITED_NEWS_PAGES_KEY));
  } catch {
    visited = {};
  }
  let isChanged = false;
  for (const list of root.querySelectorAll<HTMLElement>("[data-news-list]")) {
    const path = list.dataset.newsList ?? "";
    const page = Number(list.dataset.newsPage);
    if (path === "" || !Number.isInteger(page) || page < 1) continue;
    if (visited[path] !== page) {
      visited = rememberNewsPage(visited, path, page);
      isChanged = true;
    }
  }
  if (isChanged)
    try {
      storage?.setItem(VISITED_NEWS_PAGES_KEY, JSON.stringify(visited));
    } catch {
      // Storage full or refused: the back link then goes to the list's first page.
    }
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-news-back]")) {
    const path = link.dataset.newsBack ?? "";
    if (path !== "") link.href = newsBackHref(path, visited);
  }
  return visited;
}
