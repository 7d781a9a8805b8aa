import type { ReactNode } from "react";
import { backBarModel } from "../../runtime/core/back-bar.ts";
import type { Crumb } from "../../runtime/core/breadcrumbs.ts";
import {
  type ExternalNavigation,
  usesExternalNavigation,
} from "../../runtime/core/external-navigation.ts";
import { fabState, type PageFab } from "../../runtime/core/fab.ts";
import { footerModel, type Retailer } from "../../runtime/core/footer.ts";
import type { LanguageLink } from "../../runtime/core/languages.ts";
import {
  disabledOnPages,
  headerModel,
  isListedPage,
  type NavEntry,
  navTree,
  sitePath,
} from "../../runtime/core/navigation.ts";
import type { RetailerBarModel } from "../../runtime/core/retailer-bar.ts";
import type { SettingsMap } from "../../runtime/core/settings.ts";
import { translator } from "../i18n/index.ts";
import { consentGateSettings, modalsPartProps, ShellIsland, topPart } from "../islands/shell.tsx";
import { Breadcrumbs } from "../shell/breadcrumbs.tsx";
import { ExternalNavigationHeader } from "../shell/external-navigation.tsx";
import { Fab, FabRailMark } from "../shell/fab.tsx";
import { Footer } from "../shell/footer.tsx";
import { Header } from "../shell/header.tsx";
import { BackBar, RetailerBar } from "../shell/page-bars.tsx";
import { SearchPopup } from "../shell/search-popup.tsx";
import { ConsentGateContext } from "../ui/consent-gate.tsx";
import {
  PageContentContext,
  type PageContentData,
  pageContent,
  usePageContent,
} from "../ui/page-content.tsx";
import { PriceContext, PriceExchangeData, priceContextValue } from "../ui/price.tsx";
import { useSite } from "../ui/site-context.tsx";

interface MainLayoutProps {
  appName: string;
  skipLabel: string;
  /** The footer's rights line; the footer itself is read from `settings` (other members are ignored). */
  footer: {
    rights: string;
    columns?: readonly unknown[];
    middleHtml?: string;
    bottomHtml?: string;
  };
  /** Every setting over the defaults: each shell part reads its own namespace. */
  settings: SettingsMap;
  /** The page's URL path (e.g. /ar/models/defender), for the parts shown on some paths only. */
  path: string;
  /** The builder's live preview: the page's blocks only matter; overlays (banner, popups) stay shut. */
  isPreview?: boolean;
  /** The site's theme (jdx always uses the default favicon). */
  theme?: string;
  /** The v2 navigation's entries (from the database). */
  navEntries?: readonly NavEntry[];
  /**
   * The external navigation service's answer when naas_navigation.configuration names one and it
   * answered (runtime/adapters/external-navigation.ts); it takes the header's place on every page
   * but the logo-only ones. Absent or null: the v2 navigation.
   */
  externalNavigation?: ExternalNavigation | null;
  /** The page's breadcrumbs (none on the home page). */
  breadcrumbs?: readonly Crumb[];
  /** The footer's retailers area (shown when general.mena_retailers.footer.config.api is set). */
  retailers?: readonly Retailer[];
  /**
   * The retailer bar: the retailer this visitor chose, when this page shows it (decided on the
   * server per request, runtime/features/pages/retailer-choice.ts); none in the builder's preview.
   */
  retailerBar?: RetailerBarModel | null;
  /**
   * A page-level FAB's items (admin JSON item shape); they override general.global_fab. The
   * older form of `pageFab`.
   */
  pageFabItems?: readonly unknown[] | null;
  /** The language switch's entries (runtime/core/languages.ts languageSwitchLinks); none: hidden. */
  languages?: readonly LanguageLink[];
  /** Where the shell's warnings go (invalid JSON in a setting, a discarded logo list). */
  log?: (message: string) => void;
  children: ReactNode;
  /** The page's Ready To Go Bar as the FAB reads it (runtime/core/fab.ts readyToGoFab). */
  pageFab?: PageFab | null;
  /** What the server fetched for this page: dynamic-content data and the exchange rate. */
  pageData?: PageContentData | null;
  /** The page has prices to convert: with a rate, the rate is written for the browser. */
  hasPriceElements?: boolean;
}

/**
 * The main layout, in the documented order: navigation, the page content, popup search, the
 * footer, the cookie banner, the site-wide basic popup, the global FAB, the video modal, the modal
 * form and the exit popup (the editor toolbar follows, from the document). Under the navigation,
 * the optional bars in the specification's order: breadcrumbs, the retailer bar (the visitor's
 * chosen retailer) and the back bar of the vehicle-list modals (global.sl_back_button).
 *
 * navigation.disabled_on_pages (default ["/"]) hides the global FAB on the pages it lists, as the
 * document's main layout says; the header keeps its navigation there.
 */
function MainLayoutParts({
  appName,
  skipLabel,
  footer,
  settings,
  path,
  isPreview = false,
  pageFab = null,
  theme = "lrdx",
  navEntries = [],
  breadcrumbs = [],
  retailers = [],
  retailerBar = null,
  pageFabItems = null,
  externalNavigation = null,
  languages = [],
  log = console.warn,
  children,
}: MainLayoutProps) {
  const { base, lang } = useSite();
  const content = usePageContent();
  const top = isPreview ? null : topPart(settings, path, lang);
  const here = sitePath(path, base);
  const header = headerModel(settings, { path: here, theme, log });
  const backBar = isPreview
    ? null
    : backBarModel(settings, {
        urlPath: path,
        base,
        defaultLabel: String(translator(lang)("backBar.back")),
        log,
      });
  const fab = fabState(settings, {
    page: pageFab,
    display: (strategy, hasFallback) => content.display(strategy, hasFallback),
    pageItems: pageFabItems,
    isHiddenHere: isPreview || isListedPage(disabledOnPages(settings, log), here),
    log,
  });
  return (
    <>
      <FabRailMark state={fab} />
      {/* slot: navigation */}
      {usesExternalNavigation(header.variant, externalNavigation) ? (
        <ExternalNavigationHeader
          navigation={externalNavigation}
          skipLabel={skipLabel}
          model={header}
          languages={isPreview ? [] : languages}
        />
      ) : (
        <Header
          appName={appName}
          skipLabel={skipLabel}
          nav={navTree(navEntries)}
          model={header}
          languages={isPreview ? [] : languages}
        />
      )}
      <Breadcrumbs crumbs={breadcrumbs} currentPath={path} />
      {/* slot: retailer bar, back bar (vehicle-list modals) */}
      {retailerBar && !isPreview ? <RetailerBar bar={retailerBar} /> : null}
      {backBar ? <BackBar bar={backBar} /> : null}
      <main id="main" className="site-main" tabIndex={-1}>
        <ConsentGateContext.Provider value={consentGateSettings(settings, lang, isPreview)}>
          {children}
        </ConsentGateContext.Provider>
      </main>
      {/* slot: popup search */}
      {isPreview ? null : <SearchPopup settings={settings} />}
      {/* slot: footer */}
      <Footer
        model={footerModel(settings, { path: here, log })}
        retailers={retailers}
        rights={footer.rights}
      />
      {/* slot: cookie banner, basic popup */}
      {top ? <ShellIsland props={top.props} banner={top.banner} /> : null}
      {/* slot: FAB */}
      <Fab state={fab} />
      {/* slot: video modal, modal form, exit popup */}
      {isPreview ? null : <ShellIsland props={modalsPartProps(settings, lang)} />}
    </>
  );
}

/**
 * The main layout (MainLayoutParts above) inside what the page's content reads: its dynamic
 * content decided on the server and its predefined links (site/ui/page-content.tsx), and the
 * Price settings for <Price>; with prices to convert and a rate, the rate for the browser.
 */
export function MainLayout(props: MainLayoutProps) {
  const { lang } = useSite();
  const { settings, isPreview = false, pageData = null, log = console.warn } = props;
  const content = pageContent({
    settings,
    lang,
    dc: isPreview ? null : (pageData?.dc ?? null),
    log,
  });
  const rate = isPreview || !props.hasPriceElements ? null : (pageData?.exchangeRate ?? null);
  return (
    <PageContentContext.Provider value={content}>
      <PriceContext.Provider value={priceContextValue(settings)}>
        <MainLayoutParts {...props} />
        {rate === null ? null : <PriceExchangeData rate={rate} />}
      </PriceContext.Provider>
    </PageContentContext.Provider>
  );
}
