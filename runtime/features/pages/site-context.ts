import type { VersionStamp } from "../../cache/content-versions.ts";
import { localRetailers } from "../../core/footer.ts";
import { isInMenuOf } from "../../core/navigation.ts";
import { digitLocale, localeDigits } from "../../core/number-format.ts";
import { priceSettings } from "../../core/prices.ts";
import { setting, settingsForLanguage, siteTimeZone } from "../../core/settings.ts";
import { prepareMetaheads } from "../../ssr/metaheads.tsx";
import type { RenderContext } from "../../ssr/render.tsx";
import type { pageContentService } from "./page-content.ts";
import type { SiteData } from "./site-data.ts";
import type { SiteContextBuilder, SiteOptions } from "./site-options.ts";
import type { MetaheadRow } from "./store.ts";

/** The render context of each request of the site, read through the options' held data. */
export function siteContextBuilder(
  options: SiteOptions,
  pageContents: ReturnType<typeof pageContentService>,
): SiteContextBuilder {
  const { data, assets, theme } = options;
  return async (request, currentUrl, stamp, language) => {
    const origin = options.publicOrigin();
    // A language's own values (`{key}@{lang}`) over the shared ones.
    const settings = settingsForLanguage(await data.settings(stamp), language.url);
    const numberLocale = digitLocale(language.tag, priceSettings(settings).digits);
    // The shell's data: a failure to read it is logged and leaves the header without a menu. The
    // menu is the language's entries, what GET /nav_entries_v2 and its v1 twin /nav_entries answer.
    const navEntries = (
      await data.navEntries(stamp).catch((error: unknown) => {
        request.log.warn({ detail: error }, "the navigation entries could not be read");
        return [];
      })
    ).filter((entry) => isInMenuOf(entry, language.url));
    const retailersApi = setting(settings, "general.mena_retailers.footer.config.api")?.trim();
    const retailers = retailersApi ? await localRetailers.list(retailersApi) : [];
    const pageData = await pageContents.load(settings, new URL(currentUrl, "http://x").pathname);
    // The service's locale follows the page's language (runtime/core/external-navigation.ts).
    const externalNavigation =
      (await options.externalNavigation
        ?.load(settings, language.url, (message) => request.log.warn(message))
        .catch((error: unknown) => {
          request.log.warn({ detail: error }, "Error fetching Naas Navigation");
          return null;
        })) ?? null;
    return {
      shell: { navEntries, breadcrumbs: [], retailers, externalNavigation },
      site: {
        lang: language.url,
        tag: language.tag,
        dir: language.dir,
        base: `/${language.url}/`,
        mediaBase: setting(settings, "general.media_library_url") || "",
        origin,
        timeZone: siteTimeZone(settings),
        numberLocale,
        digits: localeDigits(numberLocale),
      },
      settings,
      theme,
      assets,
      currentUrl,
      pageData,
      referrer: typeof request.headers.referer === "string" ? request.headers.referer : null,
      now: new Date(),
      log: (message, detail) => request.log.warn({ detail }, message),
    };
  };
}

/** Global metaheads (no page); a failure to read them must not take the page down with it. */
export const loadGlobalMetaheads = (
  data: SiteData,
  ctx: RenderContext,
  stamp: VersionStamp | null,
): Promise<MetaheadRow[]> =>
  data.globalMetaheads(stamp).catch((error: unknown) => {
    ctx.log("the global metaheads could not be read", error);
    return [];
  });

/** The context with the metaheads its document carries. */
export const withMetaheads = (ctx: RenderContext, rows: readonly MetaheadRow[]): RenderContext => ({
  ...ctx,
  metaheads: prepareMetaheads(rows, ctx.log, ctx.site.lang),
});
