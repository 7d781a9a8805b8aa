import type { FastifyRequest } from "fastify";
import type { ReactElement } from "react";
import type { externalNavigationLoader } from "../../adapters/external-navigation.ts";
import type { VersionStamp } from "../../cache/content-versions.ts";
import type { HtmlCache } from "../../cache/html-cache.ts";
import type { Language } from "../../core/languages.ts";
import type { ChosenRetailer } from "../../core/retailer-bar.ts";
import type { SiteAssets } from "../../ssr/assets.ts";
import type { PageDataLoader } from "../../ssr/page-data.ts";
import type { RenderContext } from "../../ssr/render.tsx";
import type { SpecTagFiller } from "../model-specs/index.ts";
import type { OrderOnlinePageRenderer } from "../order-online/index.ts";
import type { SearchPageRenderer } from "../search/index.ts";
import type { ShowroomPageRenderer } from "../stock/index.ts";
import type { SiteData } from "./site-data.ts";

export interface SiteOptions {
  /** Settings, metaheads and pages, held while the database announces no change to them. */
  data: SiteData;
  assets: SiteAssets;
  theme: string;
  lang: string;
  /** The public origin (PUBLIC_URL) canonical links and the page's origin are written with. */
  publicOrigin: () => string;
  /** Renders the error page; replaceable so tests can make it fail. */
  renderNotFound?: (ctx: RenderContext) => ReactElement;
  /** The search results page at /{lang}/search, unless a published page has the path search. */
  searchPage?: SearchPageRenderer;
  /**
   * The showroom (vehicle detail) page at /{lang}/showroom/{slug}-{id}, unless a published page
   * has that path (runtime/features/stock/showroom.ts). Page meta tags are off on it (000 §2).
   */
  showroomPage?: ShowroomPageRenderer;
  /**
   * The order-online journey's pages at /{lang}/showroom-order-online/… (details, checkout,
   * success, confirmation), unless a published page has that path
   * (runtime/features/order-online). Page meta tags are off on them (000 §2).
   */
  orderOnlinePage?: OrderOnlinePageRenderer;
  /**
   * What blocks ask of the server before a page renders (runtime/ssr/page-data.ts): each loader
   * runs for the blocks whose schema names it (stock lists, dealers, forms, news, fed sliders).
   */
  pageData?: readonly PageDataLoader[];
  /** The fetch dynamic content and the currency exchange call out with (the server's egress guard). */
  fetch?: typeof fetch;
  /** Fills a page's `<spec>` tags with one batched load per render; absent: they show nothing. */
  fillSpecTags?: SpecTagFiller;
  /**
   * The external navigation (runtime/adapters/external-navigation.ts) when
   * naas_navigation.configuration names a service; absent or failing: the v2 navigation.
   */
  externalNavigation?: Pick<ReturnType<typeof externalNavigationLoader>, "load">;
  /**
   * The dealer a visitor chose, by its dealer code (runtime/features/dealers), for the retailer
   * bar; absent: no retailer bar.
   */
  findRetailer?: (code: string) => Promise<ChosenRetailer | null>;
  /** The cookies the site sets are Secure (https). */
  secureCookies?: boolean;
}

/**
 * The render context of a request before its page is known: the settings in its language, the
 * shell's data (navigation, retailers, external navigation), the page's dynamic content.
 */
export type SiteContextBuilder = (
  request: FastifyRequest,
  currentUrl: string,
  stamp: VersionStamp | null,
  language: Language,
) => Promise<RenderContext>;

/** What every page answer of one app shares: its options, its HTML cache, its context builder. */
export interface SiteRuntime {
  options: SiteOptions;
  htmlCache: HtmlCache;
  /** The default language: / leads to it, and the sign-in flow is in it. */
  defaultLanguage: Language;
  context: SiteContextBuilder;
}
