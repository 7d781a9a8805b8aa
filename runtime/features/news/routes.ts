import { settingsDefaults } from "../../../generated/validate.ts";
import { NEWS_PER_PAGE, newsSettings, totalPagesOf } from "../../core/news.ts";
import { sitePageUrl } from "../../core/page-resolution.ts";
import { mergeSettings, settingsForLanguage } from "../../core/settings.ts";
import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { listSettings } from "../pages/index.ts";
import { listNewsPages } from "./store.ts";

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
