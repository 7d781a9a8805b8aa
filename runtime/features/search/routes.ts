import { highlightHtml } from "../../core/search-text.ts";
import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { SEARCH_PER_PAGE, siteSearch } from "./store.ts";

/** GET /public_api/search and /public_api/search/suggest. */
export function searchHandlers(deps: AppDeps): Pick<ApiHandlers, "searchPages" | "suggestSearch"> {
  const siteOf = (lang: string | undefined) => siteSearch(deps.db, lang ?? deps.lang);
  return {
    searchPages: async (request) => {
      const site = siteOf(request.query.lang);
      const q = request.query.q ?? "";
      const page = request.query.page ?? 1;
      const { total, hits } = await site.search(q, page);
      return {
        query: q,
        total,
        page,
        per_page: SEARCH_PER_PAGE,
        results: hits.map((h) => ({
          path: h.path,
          url: h.url,
          title: h.title,
          snippet: highlightHtml(h.snippet),
          rank: h.rank,
        })),
      };
    },
    suggestSearch: async (request) => {
      const site = siteOf(request.query.lang);
      const q = request.query.q ?? "";
      return { query: q, suggestions: await site.suggest(q) };
    },
  };
}
