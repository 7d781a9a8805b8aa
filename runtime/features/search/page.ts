import type { FastifyRequest } from "fastify";
import { createElement, type ReactElement } from "react";
import { translator } from "../../../site/i18n/index.ts";
import { SearchResults, type SearchResultsProps } from "../../../site/shell/search-results.tsx";
import { DEFAULT_SOCIAL_IMAGE_ID, imageUrl } from "../../core/image-url.ts";
import { OG_IMAGE_WIDTH, type PageMeta, TITLE_DIVIDER } from "../../core/page-meta.ts";
import { SEARCH_QUERY_MAX } from "../../core/search-text.ts";
import { settingValue } from "../../core/settings.ts";
import type { AppDeps } from "../../deps.ts";
import { type RenderContext, searchDocument } from "../../ssr/render.tsx";
import { SEARCH_MAX_PAGE, SEARCH_PER_PAGE, siteSearch } from "./store.ts";

/** The results page for a request's query, and its status. */
export type SearchPageRenderer = (
  request: FastifyRequest,
  ctx: RenderContext,
) => Promise<{ status: number; element: ReactElement }>;

/** The first value of a query parameter given once or repeated. */
function queryValue(query: unknown, name: string): string {
  const value: unknown =
    query !== null && typeof query === "object" ? Reflect.get(query, name) : undefined;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : "";
}

/**
 * /{lang}/search?q=&page=: the results page, rendered on the server (a plain GET form, no
 * script). An empty query shows the form; a query longer than SEARCH_QUERY_MAX says so (400).
 */
export function searchPage(deps: AppDeps): SearchPageRenderer {
  return async (request, ctx) => {
    const t = translator(ctx.site.lang);
    const site = siteSearch(deps.db, ctx.site.lang);
    const q = queryValue(request.query, "q").replaceAll("\0", " ").trim();
    const page = Math.min(
      Math.max(Number.parseInt(queryValue(request.query, "page"), 10) || 1, 1),
      SEARCH_MAX_PAGE,
    );
    const isTooLong = [...q].length > SEARCH_QUERY_MAX;
    const found = q === "" || isTooLong ? { total: 0, hits: [] } : await site.search(q, page);
    const props: SearchResultsProps = {
      query: q,
      state: q === "" ? "empty" : isTooLong ? "too-long" : "results",
      total: found.total,
      page,
      perPage: SEARCH_PER_PAGE,
      maxLength: SEARCH_QUERY_MAX,
      results: found.hits.map((h) => ({ url: h.url, title: h.title, snippet: h.snippet })),
    };
    const appName = settingValue(ctx.settings, "general.app_name") || "";
    const heading = q && !isTooLong ? `${t("search.title")}: ${q}` : t("search.title");
    const meta: PageMeta = {
      title: [heading, appName].filter(Boolean).join(TITLE_DIVIDER),
      ogTitle: t("search.title"),
      canonical: `${ctx.site.origin}${ctx.site.base}search`,
      ogImage: imageUrl(ctx.site.origin, DEFAULT_SOCIAL_IMAGE_ID, { w: OG_IMAGE_WIDTH }),
      robots: "noindex, follow",
    };
    return {
      status: isTooLong ? 400 : 200,
      // No block on this page: its stylesheet is the shell's and the site's parts', without
      // every block's styles (a render-blocking sheet a third of the size).
      element: searchDocument(
        { ...ctx, pageTemplates: ctx.extraTemplates ?? [] },
        meta,
        createElement(SearchResults, props),
      ),
    };
  };
}
