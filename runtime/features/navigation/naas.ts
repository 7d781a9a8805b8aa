import { translator } from "../../../site/i18n/index.ts";
import {
  type ExternalNavigationService,
  localExternalNavigation,
} from "../../adapters/external-navigation.ts";
import { NAAS_LOCALE_BY_LANGUAGE, parseNaasFileName } from "../../core/external-navigation.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiProblem } from "../../http/problem.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { listNavEntries } from "./store.ts";

/**
 * The site language a locale is served in by the offline service: the language whose locale it
 * is (ar_AE → ar, en_GB → en, he_IL → he), else the site's default language.
 */
function languageOfLocale(locale: string, fallback: string): string {
  for (const [lang, l] of Object.entries(NAAS_LOCALE_BY_LANGUAGE))
    if (l.toLowerCase() === locale.toLowerCase()) return lang;
  return fallback;
}

/** The offline external navigation of this site: its v2 entries, as the service would answer. */
export function localNaasService(deps: Pick<AppDeps, "db" | "lang">): ExternalNavigationService {
  return localExternalNavigation({
    // Entries for every language, and those of the locale's language (as the v2 header filters them).
    navEntries: async (locale) => {
      const lang = languageOfLocale(locale, deps.lang);
      return (await listNavEntries(deps.db)).filter((e) => e.lang === null || e.lang === lang);
    },
    baseOf: (locale) => `/${languageOfLocale(locale, deps.lang)}/`,
    menuLabelOf: (locale) =>
      String(translator(languageOfLocale(locale, deps.lang))("mainNavigation")),
  });
}

/**
 * GET /naas/nav.locale=….json: what a site whose naas_navigation.configuration names its own
 * origin renders (the site asks the same service in process, without this round trip), and what
 * another site may point its configuration at. The file name is read from the raw path, where
 * "." inside a selector is still %2E.
 */
export function naasHandlers(deps: AppDeps): Pick<ApiHandlers, "getNaasNavigation"> {
  const service = localNaasService(deps);
  return {
    getNaasNavigation: async (request, reply) => {
      // A client that escapes its path parameter (encodeURIComponent) sends `=` as %3D: the
      // name's own `=` signs are read as written; the pieces are decoded one by one after.
      const raw = new URL(request.url, "http://x").pathname
        .replace(/^\/naas\//, "")
        .replace(/%3D/gi, "=");
      const parsed = parseNaasFileName(raw);
      if (parsed === null)
        throw new ApiProblem(
          400,
          "bad_request",
          "file: expected nav.locale={locale}[.disable{selector}…][.enable{selector}…][.logo={logo}].json",
        );
      reply.header("cache-control", "public, max-age=300");
      return service.fetch({ origin: deps.publicOrigin(), ...parsed });
    },
  };
}
