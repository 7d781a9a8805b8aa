import type { ReactElement, ReactNode } from "react";
import { blockRegistry, isBlockTemplateKey } from "../../generated/blocks.ts";
import { translator } from "../../site/i18n/index.ts";
import { hasShellIsland, VIDEO_FRAME_ORIGINS } from "../../site/islands/shell.tsx";
import { scriptJson } from "../../site/layouts/block-frame.tsx";
import { Document } from "../../site/layouts/document.tsx";
import { MainLayout } from "../../site/layouts/main-layout.tsx";
import { EditorToolbar } from "../../site/shell/editor-toolbar.tsx";
import { PreviewBanner } from "../../site/shell/preview-banner.tsx";
import { SEARCH_POPUP_SETTING } from "../../site/shell/search-popup.tsx";
import { needsPageContentScript } from "../../site/ui/page-content.tsx";
import { priceContextValue } from "../../site/ui/price.tsx";
import { SiteContext } from "../../site/ui/site-context.tsx";
import { analyticsServerContext } from "../core/analytics.ts";
import { usesExternalNavigation } from "../core/external-navigation.ts";
import { footerModel } from "../core/footer.ts";
import {
  hreflangLinks,
  type LanguageLink,
  languageOf,
  languageSwitchCodes,
  languageSwitchLinks,
  marketFontClass,
} from "../core/languages.ts";
import { navVariant, sitePath } from "../core/navigation.ts";
import { extraMetaTags, type PageMeta } from "../core/page-meta.ts";
import { settingFlag, siteSettings } from "../core/settings.ts";
import { errorReporting, ownerPortalScriptUrl } from "../core/third-party.ts";
import {
  type DocumentSources,
  mergeSources,
  NO_SOURCES,
  rawHtmlSources,
  SITE_SOURCES,
  sourceOf,
} from "../http/security-headers.ts";
import { externalNavigationSources, recordDocumentSources } from "./document-sources.ts";
import { MetaheadSlot } from "./metaheads.tsx";
import type { RenderContext } from "./render-context.ts";

/** The site's general settings for this render: documents read its app name and media library address. */
export function settingsOf(ctx: RenderContext) {
  return siteSettings(ctx.settings, { origin: ctx.site.origin, log: (m) => ctx.log(m) });
}

/**
 * The robots of a page shown at its preview address (runtime/features/pages/disabled-preview.ts):
 * its meta tag, and the X-Robots-Tag header of every answer there.
 */
export const PREVIEW_ROBOTS = "noindex, nofollow";

/** The error-reporting script, on every page while the service has an API key. */
const ERROR_REPORTING_ENTRY = "site/islands/error-reporting.ts";

/** The built analytics island (site/islands/analytics.ts), loaded on every page. */
const ANALYTICS_ENTRY = "site/islands/analytics.ts";
/** The loading bar's entry, loaded async on every page (site/islands/loading-bar.ts). */
const LOADING_BAR_ENTRY = "site/islands/loading-bar.ts";

/** Blocks of the catalogue's Stock Locator group make a page a listing (page category plp). */
export function isStockLocatorBlock(key: string): boolean {
  return isBlockTemplateKey(key) && blockRegistry[key].group === "Stock Locator";
}

/** What the page category needs to know of a CMS page (other documents have neither). */
export interface AnalyticsPage {
  /** The page's path, e.g. `buy-online/success`. */
  path: string;
  hasStockLocatorBlocks: boolean;
}

/**
 * The language switch's links: the page's version in each offered language with the current
 * query (less the dropped parameters), the one part of a page's shell that reads the query.
 */
export function languageLinksOf(ctx: RenderContext): LanguageLink[] {
  return languageSwitchLinks({
    offered: languageSwitchCodes(ctx.settings, (m) => ctx.log(m)),
    current: languageOf(ctx.site.lang),
    versions: ctx.languages?.versions ?? [],
    currentSearch: new URL(ctx.currentUrl, "http://x").search,
  });
}

/**
 * A document in the main layout around its content: head, header, footer, the shell's islands
 * and the scripts the settings switch on. Its Content-Security-Policy sources (the site's, what
 * the settings and the shell load, and `sources`) are recorded for the element (documentSourcesOf).
 */
export function shell(
  ctx: RenderContext,
  meta: PageMeta,
  content: ReactNode,
  hasIslands: boolean,
  sources: readonly DocumentSources[] = [],
  analyticsPage: AnalyticsPage | null = null,
  hasPageMeta = true,
): ReactElement {
  const t = translator(ctx.site.lang);
  const { appName } = settingsOf(ctx);
  const path = new URL(ctx.currentUrl, "http://x").pathname;
  // The same for every visitor of this path (the cached HTML): the island adds what the query
  // and the visitor's storage decide.
  const analytics = analyticsServerContext(ctx.settings, {
    language: ctx.site.lang,
    theme: ctx.theme,
    pagePath: analyticsPage?.path ?? sitePath(path, ctx.site.base),
    hasStockLocatorBlocks: analyticsPage?.hasStockLocatorBlocks ?? false,
    log: (m) => ctx.log(m),
  });
  const footer = footerModel(ctx.settings, {
    path: sitePath(path, ctx.site.base),
    log: (m) => ctx.log(m),
  });
  // Shell islands (cookie banner, popups, modals) load the island script too, and so does a
  // search box (the footer's, the popup's): it works without it, and suggests with it.
  const hasShell = hasShellIsland(ctx.settings, path, ctx.site.lang);
  const hasSearch = footer.searchbar !== null || settingFlag(ctx.settings, SEARCH_POPUP_SETTING);
  const hasScript =
    hasIslands ||
    hasShell ||
    hasSearch ||
    needsPageContentScript(ctx.settings, ctx.pageData, ctx.pageBlocks);
  const versions = ctx.languages?.versions ?? [];
  const languageLinks = languageLinksOf(ctx).map((link, i) =>
    ctx.languageHrefMarker ? { ...link, href: `${ctx.languageHrefMarker}${i}` } : link,
  );
  // The external navigation, where the header shows it: its CSS and JS origins join the policy.
  const externalNavigation = usesExternalNavigation(
    navVariant(ctx.settings, sitePath(path, ctx.site.base), (m) => ctx.log(m)),
    ctx.shell?.externalNavigation,
  )
    ? (ctx.shell?.externalNavigation ?? null)
    : null;
  // Scripts the settings switch on, and the origins the page's policy then allows.
  const log = (m: string) => ctx.log(m);
  const reportingScript = errorReporting(ctx.settings)
    ? (ctx.assets.entries[ERROR_REPORTING_ENTRY]?.script ?? null)
    : null;
  const ownerPortal = ownerPortalScriptUrl(ctx.settings, log);
  const settingScripts = [
    ...(reportingScript ? [{ src: reportingScript, type: "module" as const }] : []),
    ...(ownerPortal ? [{ src: ownerPortal, type: "classic" as const }] : []),
  ];
  const ownerPortalOrigin = ownerPortal ? sourceOf(ownerPortal) : null;
  const alternates = hreflangLinks(versions, ctx.site.origin, ctx.languages?.defaultLang ?? "ar");
  // A preview of a page visitors cannot see is never indexed, whatever the page's own robots.
  const documentMeta: PageMeta = ctx.preview ? { ...meta, robots: PREVIEW_ROBOTS } : meta;
  const element = (
    <SiteContext.Provider value={ctx.site}>
      <Document
        site={ctx.site}
        meta={documentMeta}
        stylesheet={
          // A document without blocks (404, error, new window, showroom) takes the shell's
          // sheet and its page data's block styles, not every block's.
          ctx.assets.stylesheetFor
            ? ctx.assets.stylesheetFor(ctx.pageTemplates ?? ctx.extraTemplates ?? [])
            : ctx.assets.stylesheetHref
        }
        islandScript={hasScript ? ctx.assets.islandScriptHref : null}
        loadingBarScript={ctx.assets.entries[LOADING_BAR_ENTRY]?.script ?? null}
        headEnd={ctx.metaheads ? <MetaheadSlot injection={ctx.metaheads} slot="head" /> : null}
        extraMeta={extraMetaTags(ctx.settings, (m) => ctx.log(m))}
        alternates={alternates}
        scripts={settingScripts}
        fontClass={marketFontClass(ctx.settings, ctx.site.lang)}
        hasPageMeta={hasPageMeta}
        analytics={{
          context: scriptJson(analytics),
          script: ctx.assets.entries[ANALYTICS_ENTRY]?.script ?? null,
        }}
      >
        {ctx.preview ? (
          <PreviewBanner
            texts={{
              heading: t(`disabledPreview.${ctx.preview.state}`),
              body: t("disabledPreview.body"),
            }}
          />
        ) : null}
        <MainLayout
          appName={appName || meta.ogTitle}
          skipLabel={t("skipToContent")}
          footer={{ rights: t("footer.rights", { year: ctx.now.getFullYear() }) }}
          settings={ctx.settings}
          path={path}
          theme={ctx.theme}
          navEntries={ctx.shell?.navEntries}
          breadcrumbs={ctx.shell?.breadcrumbs}
          retailers={ctx.shell?.retailers}
          retailerBar={ctx.shell?.retailerBar ?? null}
          pageFab={ctx.pageBlocks?.fab ?? null}
          pageData={ctx.pageData ?? null}
          hasPriceElements={ctx.pageBlocks?.hasPriceElements ?? false}
          externalNavigation={externalNavigation}
          languages={languageLinks}
          log={(m) => ctx.log(m)}
        >
          {content}
        </MainLayout>
        {/* The editor is served under the default language's base, whatever the page's. */}
        {ctx.editor ? (
          <EditorToolbar {...ctx.editor} base={`/${ctx.languages?.defaultLang ?? "ar"}/`} />
        ) : null}
        {hasScript ? (
          <script
            type="application/json"
            id="site-context"
            dangerouslySetInnerHTML={{ __html: scriptJson(ctx.site) }}
          />
        ) : null}
        {hasIslands ? (
          <script
            type="application/json"
            id="price-context"
            dangerouslySetInnerHTML={{ __html: scriptJson(priceContextValue(ctx.settings)) }}
          />
        ) : null}
        {ctx.metaheads ? <MetaheadSlot injection={ctx.metaheads} slot="body" /> : null}
      </Document>
    </SiteContext.Provider>
  );
  recordDocumentSources(
    element,
    mergeSources(
      SITE_SOURCES,
      hasScript ? { ...NO_SOURCES, frameOrigins: VIDEO_FRAME_ORIGINS } : null,
      ownerPortalOrigin ? { ...NO_SOURCES, scriptOrigins: [ownerPortalOrigin] } : null,
      ...sources,
      rawHtmlSources(footer.middleHtml),
      rawHtmlSources(footer.bottomHtml),
      rawHtmlSources(footer.fallbackHtml),
      ctx.metaheads?.sources,
      externalNavigation ? externalNavigationSources(externalNavigation) : null,
    ),
  );
  return element;
}
