import type { NewsContextValue } from "../../site/blocks/News/news-context.ts";
import type { PageForms } from "../../site/forms/forms-context.ts";
import type { EditorToolbarProps } from "../../site/shell/editor-toolbar.tsx";
import type { PreviewState } from "../../site/shell/preview-banner.tsx";
import type { PageBlocksInfo, PageContentData } from "../../site/ui/page-content.tsx";
import type { SiteContextValue } from "../../site/ui/site-context.tsx";
import type { Crumb } from "../core/breadcrumbs.ts";
import type { ExternalNavigation } from "../core/external-navigation.ts";
import type { Retailer } from "../core/footer.ts";
import type { LanguageVersion } from "../core/languages.ts";
import type { NavEntry } from "../core/navigation.ts";
import type { RetailerBarModel } from "../core/retailer-bar.ts";
import type { SettingsMap } from "../core/settings.ts";
import type { DocumentSources } from "../http/security-headers.ts";
import type { SiteAssets } from "./assets.ts";
import type { MetaheadInjection } from "./metaheads.tsx";

/** What a render needs from the server around it. */
export interface RenderContext {
  site: SiteContextValue;
  settings: SettingsMap;
  theme: string;
  assets: SiteAssets;
  /** Request path and query, e.g. "/ar/offers?x=1". */
  currentUrl: string;
  referrer: string | null;
  now: Date;
  log: (message: string, detail?: unknown) => void;
  /** A signed-in user who may edit the page: the editor toolbar is rendered for them only. */
  editor?: EditorToolbarProps | null;
  /**
   * A page an editor previews at its disabled-preview address (runtime/features/pages/
   * disabled-preview.ts): why visitors cannot see it. The document then opens with the banner
   * saying so and is never indexed (robots noindex, nofollow).
   */
  preview?: { state: PreviewState } | null;
  /** The metaheads this document carries (see prepareMetaheads); none when absent. */
  metaheads?: MetaheadInjection | null;
  /** The shell's data from the database: navigation entries, breadcrumbs, retailers, the retailer bar. */
  shell?: ShellData;
  /** What the server fetched for the page: dynamic-content data, the exchange rate. */
  pageData?: PageContentData | null;
  /** A CMS page's Ready To Go Bar (the FAB's items) and whether it has prices to convert. */
  pageBlocks?: PageBlocksInfo | null;
  /** The templates of the page's blocks: its stylesheet carries their styles only. */
  pageTemplates?: readonly string[];
  /** Templates whose styles the page needs beyond its blocks' (page data's, e.g. a news back link). */
  extraTemplates?: readonly string[];
  /** Origins the page's policy allows for its page data (Stripe.js for a card form). */
  extraSources?: readonly DocumentSources[];
  /** The page's news: its News blocks' lists and a news page's back link (runtime/features/news/page-data.ts). */
  news?: NewsContextValue | null;
  /** The forms its blocks name, rendered whole (runtime/features/forms/page-data.ts), and what they load. */
  forms?: { value: PageForms; sources: DocumentSources } | null;
  /**
   * Props of island blocks beyond their block, by position, read for this request (the stock
   * blocks' first page, runtime/features/stock/page-data.ts); such an island is rendered for the request.
   */
  islandProps?: Readonly<Record<number, Readonly<Record<string, unknown>>>> | null;
  /**
   * The page's versions in every language (its own included: hreflang and the language switch)
   * and the site's default language (x-default); absent: the document is not a CMS page.
   */
  languages?: { versions: readonly LanguageVersion[]; defaultLang: string };
  /**
   * Set while a visitor's document is rendered once for every query of its path (see
   * runtime/ssr/page-document.ts): the language switch's links are written as this marker and
   * their index, and each request writes its own.
   */
  languageHrefMarker?: string;
}

/** What the header, breadcrumbs and footer read from outside the settings. */
export interface ShellData {
  navEntries: readonly NavEntry[];
  breadcrumbs: readonly Crumb[];
  retailers: readonly Retailer[];
  /** The external navigation's answer, when it is configured and answered (else the v2 one). */
  externalNavigation?: ExternalNavigation | null;
  /**
   * The retailer bar: the retailer this visitor chose, when the page shows it. Read per request
   * (runtime/features/pages/retailer-choice.ts): a document carrying one from the visitor's
   * cookie is never kept for other visitors.
   */
  retailerBar?: RetailerBarModel | null;
}
