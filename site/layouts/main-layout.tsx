import type { ReactNode } from "react";
import type { Crumb } from "../../runtime/core/breadcrumbs.ts";
import { fabState } from "../../runtime/core/fab.ts";
import { footerModel, type Retailer } from "../../runtime/core/footer.ts";
import {
  disabledOnPages,
  headerModel,
  isListedPage,
  type NavEntry,
  navTree,
  sitePath,
} from "../../runtime/core/navigation.ts";
import type { SettingsMap } from "../../runtime/core/settings.ts";
import {
  consentGateSettings,
  modalsPartProps,
  ShellIsland,
  topPartProps,
} from "../islands/shell.tsx";
import { Breadcrumbs } from "../shell/breadcrumbs.tsx";
import { Fab } from "../shell/fab.tsx";
import { Footer } from "../shell/footer.tsx";
import { Header } from "../shell/header.tsx";
import { SearchPopup } from "../shell/search-popup.tsx";
import { ConsentGateContext } from "../ui/consent-gate.tsx";
import { useSite } from "../ui/site-context.tsx";

export interface MainLayoutProps {
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
  /** The page's breadcrumbs (none on the home page). */
  breadcrumbs?: readonly Crumb[];
  /** The footer's retailers area (shown when general.mena_retailers.footer.config.api is set). */
  retailers?: readonly Retailer[];
  /**
   * A page-level FAB's items (admin JSON item shape); they override general.global_fab. No block
   * carries them yet: the layout accepts them for the page that will.
   */
  pageFabItems?: readonly unknown[] | null;
  /** Where the shell's warnings go (invalid JSON in a setting, a discarded logo list). */
  log?: (message: string) => void;
  children: ReactNode;
}

/**
 * The main layout, in the documented order: navigation, the page content, popup search, the
 * footer, the cookie banner, the site-wide basic popup, the global FAB, the video modal, the modal
 * form and the exit popup (the editor toolbar follows, from the document).
 *
 * navigation.disabled_on_pages (default ["/"]) hides the global FAB on the pages it lists, as the
 * document's main layout says; the header keeps its navigation there.
 */
export function MainLayout({
  appName,
  skipLabel,
  footer,
  settings,
  path,
  isPreview = false,
  theme = "lrdx",
  navEntries = [],
  breadcrumbs = [],
  retailers = [],
  pageFabItems = null,
  log = console.warn,
  children,
}: MainLayoutProps) {
  const { base, lang } = useSite();
  const top = isPreview ? null : topPartProps(settings, path, lang);
  const here = sitePath(path, base);
  const header = headerModel(settings, { path: here, theme, log });
  const fab = fabState(settings, {
    pageItems: pageFabItems,
    isHiddenHere: isPreview || isListedPage(disabledOnPages(settings, log), here),
    log,
  });
  return (
    <>
      {/* slot: navigation */}
      <Header appName={appName} skipLabel={skipLabel} nav={navTree(navEntries)} model={header} />
      <Breadcrumbs crumbs={breadcrumbs} currentPath={path} />
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
      {top ? <ShellIsland props={top} /> : null}
      {/* slot: FAB */}
      <Fab state={fab} />
      {/* slot: video modal, modal form, exit popup */}
      {isPreview ? null : <ShellIsland props={modalsPartProps(settings, lang)} />}
    </>
  );
}
