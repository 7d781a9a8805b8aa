import type { ReactNode } from "react";
import type { SettingsMap } from "../../runtime/core/settings.ts";
import {
  consentGateSettings,
  modalsPartProps,
  ShellIsland,
  topPartProps,
} from "../islands/shell.tsx";
import { Footer, type FooterProps } from "../shell/footer.tsx";
import { Header } from "../shell/header.tsx";
import { SearchPopup } from "../shell/search-popup.tsx";
import { ConsentGateContext } from "../ui/consent-gate.tsx";
import { useSite } from "../ui/site-context.tsx";

export interface MainLayoutProps {
  appName: string;
  skipLabel: string;
  footer: FooterProps;
  /** Every setting over the defaults: each shell part reads its own namespace. */
  settings: SettingsMap;
  /** The page's URL path (e.g. /ar/models/defender), for the parts shown on some paths only. */
  path: string;
  /** The builder's live preview: the page's blocks only matter; overlays (banner, popups) stay shut. */
  isPreview?: boolean;
  children: ReactNode;
}

/**
 * The main layout, in the documented order: navigation, the page content, popup search, the
 * footer, the cookie banner, the site-wide basic popup, the global FAB, the video modal, the modal
 * form and the exit popup (the editor toolbar follows, from the document).
 */
export function MainLayout({
  appName,
  skipLabel,
  footer,
  settings,
  path,
  isPreview = false,
  children,
}: MainLayoutProps) {
  const { lang } = useSite();
  const top = isPreview ? null : topPartProps(settings, path, lang);
  return (
    <>
      {/* slot: navigation */}
      <Header appName={appName} skipLabel={skipLabel} />
      <main id="main" className="site-main" tabIndex={-1}>
        <ConsentGateContext.Provider value={consentGateSettings(settings, lang, isPreview)}>
          {children}
        </ConsentGateContext.Provider>
      </main>
      {/* slot: popup search */}
      {isPreview ? null : <SearchPopup settings={settings} />}
      {/* slot: footer */}
      <Footer {...footer} />
      {/* slot: cookie banner, basic popup */}
      {top ? <ShellIsland props={top} /> : null}
      {/* slot: FAB */}
      {/* slot: video modal, modal form, exit popup */}
      {isPreview ? null : <ShellIsland props={modalsPartProps(settings, lang)} />}
    </>
  );
}
