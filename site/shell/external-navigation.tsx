import type { ExternalNavigation } from "../../runtime/core/external-navigation.ts";
import type { LanguageLink } from "../../runtime/core/languages.ts";
import type { HeaderModel } from "../../runtime/core/navigation.ts";
import { LanguageSwitch } from "./header.tsx";

interface ExternalNavigationHeaderProps {
  /** The service's answer, sanitised and filled (runtime/core/external-navigation.ts). */
  navigation: ExternalNavigation;
  skipLabel: string;
  /** For the favicon by path (navigation.logo_settings), as the v2 header uses it. */
  model?: HeaderModel;
  /** The site's language switch, kept beside the service's navigation (two languages or more). */
  languages?: readonly LanguageLink[];
}

/**
 * The header slot with the external navigation: the skip link, the service's HTML (already
 * sanitised: no script, no style, no handler survives), its stylesheet and its script (async,
 * so it never holds the page back). The page's Content-Security-Policy allows exactly the
 * origins of those two links (runtime/ssr/document-sources.ts). It carries the site header's class, so
 * it hides on scrolling down and comes back on scrolling up like the v2 header.
 */
export function ExternalNavigationHeader({
  navigation,
  skipLabel,
  model,
  languages = [],
}: ExternalNavigationHeaderProps) {
  return (
    <header
      className="site-header site-header--external"
      id="top"
      data-naas-origin={navigation.origin}
    >
      {model && model.favicon !== "/favicon.ico" ? <link rel="icon" href={model.favicon} /> : null}
      <a className="skip-link" href="#main">
        {skipLabel}
      </a>
      {navigation.cssLink ? <link rel="stylesheet" href={navigation.cssLink} /> : null}
      <div
        className="site-header__external"
        dangerouslySetInnerHTML={{ __html: navigation.html }}
      />
      {languages.length > 1 ? <LanguageSwitch links={languages} /> : null}
      {navigation.javascriptLink ? <script src={navigation.javascriptLink} async /> : null}
    </header>
  );
}
