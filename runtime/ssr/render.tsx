import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";
import type { ComponentType, ReactElement, ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { blockComponents } from "../../generated/block-components.ts";
import { blockRegistry, isBlockTemplateKey } from "../../generated/blocks.ts";
import type { AnyBlock, BlockProps, BlockTemplateKey } from "../../generated/types.ts";
import { NewsBackLinkBar } from "../../site/blocks/News/back-link.tsx";
import { NewsContext, type NewsContextValue } from "../../site/blocks/News/news-context.ts";
import { FormsContext, type PageForms } from "../../site/forms/forms-context.ts";
import { translateList, translator } from "../../site/i18n/index.ts";
import { hasShellIsland, VIDEO_FRAME_ORIGINS } from "../../site/islands/shell.tsx";
import {
  BlockError,
  BlockFrame,
  IslandMount,
  scriptJson,
} from "../../site/layouts/block-frame.tsx";
import { Document } from "../../site/layouts/document.tsx";
import { ErrorPage } from "../../site/layouts/error-page.tsx";
import { MainLayout } from "../../site/layouts/main-layout.tsx";
import { NewWindow, newWindowScript } from "../../site/layouts/new-window.tsx";
import { NotFound } from "../../site/layouts/not-found.tsx";
import { EditorToolbar, type EditorToolbarProps } from "../../site/shell/editor-toolbar.tsx";
import { SEARCH_POPUP_SETTING } from "../../site/shell/search-popup.tsx";
import {
  needsPageContentScript,
  type PageBlocksInfo,
  type PageContentData,
  pageBlocksInfo,
} from "../../site/ui/page-content.tsx";
import { SiteContext, type SiteContextValue } from "../../site/ui/site-context.tsx";
import { TabPanel } from "../../site/ui/tab-panel.tsx";
import { analyticsServerContext } from "../core/analytics.ts";
import type { Crumb } from "../core/breadcrumbs.ts";
import {
  type ExternalNavigation,
  externalNavigationOrigins,
  usesExternalNavigation,
} from "../core/external-navigation.ts";
import { footerModel, type Retailer } from "../core/footer.ts";
import { DEFAULT_SOCIAL_IMAGE_ID, imageUrl } from "../core/image-url.ts";
import {
  hreflangLinks,
  type LanguageVersion,
  languageOf,
  languageSwitchCodes,
  languageSwitchLinks,
  marketFontClass,
} from "../core/languages.ts";
import { safeNewWindowUrl } from "../core/links.ts";
import { type NavEntry, navVariant, sitePath } from "../core/navigation.ts";
import { decideNotFoundView } from "../core/not-found.ts";
import { buildPageMeta, extraMetaTags, OG_IMAGE_WIDTH, type PageMeta } from "../core/page-meta.ts";
import type { PageRecord } from "../core/page-resolution.ts";
import {
  type BlockErrorTexts,
  type BlockFrameData,
  errorTextsOf,
  type PreparedBlock,
  preparePageBlocks,
  scheduleBlocks,
} from "../core/prepare-blocks.ts";
import {
  type SettingsMap,
  settingFlag,
  settingValue,
  siteSettings,
  siteTimeZone,
} from "../core/settings.ts";
import {
  groupTabPanels,
  type TabNode,
  type TabPlanInput,
  tabPanelPlan,
} from "../core/tab-panels.ts";
import { errorReporting, ownerPortalScriptUrl } from "../core/third-party.ts";
import {
  type DocumentSources,
  mergeSources,
  NO_SOURCES,
  newNonce,
  rawHtmlSources,
  SITE_SOURCES,
  scriptHash,
  sitePolicy,
  sourceOf,
} from "../http/security-headers.ts";
import type { SiteAssets } from "./assets.ts";
import { injectMetaheads, type MetaheadInjection, MetaheadSlot } from "./metaheads.tsx";

export { errorPageFallback } from "../../site/layouts/error-page.tsx";
export type { EditorToolbarProps };
export { scriptJson };

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
  /** The metaheads this document carries (see prepareMetaheads); none when absent. */
  metaheads?: MetaheadInjection | null;
  /** The shell's data from the database: navigation entries, breadcrumbs, retailers. */
  shell?: ShellData;
  /** What the server fetched for the page: dynamic-content data, the exchange rate. */
  pageData?: PageContentData | null;
  /** A CMS page's Ready To Go Bar (the FAB's items) and whether it has prices to convert. */
  pageBlocks?: PageBlocksInfo | null;
  /** The templates of the page's blocks: its stylesheet carries their styles only. */
  pageTemplates?: readonly string[];
  /** Templates whose styles the page needs beyond its blocks' (page data's, e.g. a news back link). */
  extraTemplates?: readonly string[];
  /** The page's news: its News blocks' lists and a news page's back link (runtime/features/news/news.ts). */
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
}

/** What the header, breadcrumbs and footer read from outside the settings. */
export interface ShellData {
  navEntries: readonly NavEntry[];
  breadcrumbs: readonly Crumb[];
  retailers: readonly Retailer[];
  /** The external navigation's answer, when it is configured and answered (else the v2 one). */
  externalNavigation?: ExternalNavigation | null;
}

/** One block ready for the page: its component's element, or its island's HTML and props. */
type RenderedBlock =
  | RenderedContent<{ kind: "static"; element: ReactNode }>
  | RenderedContent<{ kind: "island"; html: string; props: string }>
  | { kind: "error"; key: string; frame: BlockFrameData; texts: BlockErrorTexts };

/** A block that rendered, with the scripts and frames its raw HTML fields declare. */
type RenderedContent<T> = T & { key: string; frame: BlockFrameData; sources: DocumentSources };

/** The scripts and frames of a block's raw HTML fields (the HTML box): the admin's opt-in. */
function blockSources(key: BlockTemplateKey, block: AnyBlock): DocumentSources {
  const names = blockRegistry[key].rawHtmlFields;
  if (names.length === 0) return NO_SOURCES;
  return mergeSources(
    ...names.map((name) => {
      const value: unknown = Reflect.get(block.fields, name);
      return typeof value === "string" ? rawHtmlSources(value) : NO_SOURCES;
    }),
  );
}

// import() of a module already loaded still costs a trip through the module loader (a thread
// hop under tsx): each component is loaded once.
const loadedComponents = new Map<BlockTemplateKey, Promise<unknown>>();

/** Loads a prepared block's component; an island is rendered to HTML here, hydrated in the browser. */
async function renderBlock<K extends BlockTemplateKey>(
  key: K,
  block: AnyBlock,
  frame: BlockFrameData,
  ctx: RenderContext,
): Promise<RenderedBlock> {
  const def = blockRegistry[key];
  let loading = loadedComponents.get(key) as
    | Promise<{ default: ComponentType<BlockProps<K>> }>
    | undefined;
  if (!loading) {
    loading = blockComponents[key]();
    loadedComponents.set(key, loading);
    // A load that failed is tried again on the next render (the block's "try again" reloads).
    loading.catch(() => loadedComponents.delete(key));
  }
  const { default: Component } = await loading;
  const extra = ctx.islandProps?.[frame.index];
  const props = { ...extra, block, index: frame.index } as BlockProps<K>;
  const sources = blockSources(key, block);
  if (!def.isIsland)
    return { kind: "static", key, frame, sources, element: <Component {...props} /> };
  // A form in an island (site/forms/form-slot.tsx) is rendered from the forms read for the page.
  const forms = ctx.forms?.value ?? null;
  const formsKey = forms ? JSON.stringify(forms.views) : "";
  const make = () => ({
    html: renderToString(
      <SiteContext.Provider value={ctx.site}>
        <FormsContext.Provider value={forms}>
          <Component {...props} />
        </FormsContext.Provider>
      </SiteContext.Provider>,
      { identifierPrefix: `b${frame.index}-` },
    ),
    props: scriptJson(props),
  });
  const made = extra
    ? make()
    : memoIsland(block, `${frame.index}\n${JSON.stringify(ctx.site)}\n${formsKey}`, make);
  return { kind: "island", key, frame, sources, ...made };
}

interface IslandMarkup {
  html: string;
  props: string;
}

/**
 * An island's server HTML and props are a function of its prepared block and the site context
 * (islands render from those alone; anything that changes with time runs after hydration). A
 * published page's prepared blocks live as long as its version, so each island is rendered once
 * per version and context instead of on every request. A few contexts per block at most: the
 * origin comes from the request, and it must not grow the memory without bound.
 */
const islandMarkup = new WeakMap<AnyBlock, Map<string, IslandMarkup>>();
const CONTEXTS_PER_ISLAND = 4;

function memoIsland(block: AnyBlock, context: string, make: () => IslandMarkup): IslandMarkup {
  let byContext = islandMarkup.get(block);
  if (!byContext) {
    byContext = new Map();
    islandMarkup.set(block, byContext);
  }
  let made = byContext.get(context);
  if (!made) {
    if (byContext.size >= CONTEXTS_PER_ISLAND) byContext.clear();
    made = make();
    byContext.set(context, made);
  }
  return made;
}

/**
 * The page's blocks as runtime/core prepares them (migrated, validated with defaults, sanitised,
 * offer schedule checked in the site time zone), scheduled-out blocks dropped, each component
 * loaded. A block that fails shows its error texts.
 */
export async function renderBlocks(
  blocks: readonly unknown[],
  ctx: RenderContext,
  ready?: readonly PreparedBlock[],
): Promise<RenderedBlock[]> {
  const prepared = ready
    ? scheduleBlocks(ready, { now: ctx.now, timeZone: siteTimeZone(ctx.settings) })
    : preparePageBlocks(blocks, { settings: ctx.settings, now: ctx.now });
  const out: RenderedBlock[] = [];
  for (const p of prepared) {
    if (p.kind === "error") {
      ctx.log(
        `block ${p.frame.index} (${p.key || "no template"}) on ${ctx.currentUrl} is invalid`,
        p.problems,
      );
      out.push({ kind: "error", key: p.key, frame: p.frame, texts: p.texts });
      continue;
    }
    if (p.isScheduledOut) continue;
    try {
      out.push(await renderBlock(p.key, p.block, p.frame, ctx));
    } catch (error) {
      ctx.log(`block ${p.frame.index} (${p.key}) failed to load`, error);
      out.push({
        kind: "error",
        key: p.key,
        frame: p.frame,
        texts: errorTextsOf(p.block.fields),
      });
    }
  }
  return out;
}

function FramedBlock({ block, currentUrl }: { block: RenderedBlock; currentUrl: string }) {
  return (
    <BlockFrame frame={block.frame} template={block.key}>
      {block.kind === "static" ? block.element : null}
      {block.kind === "island" ? (
        <IslandMount
          template={block.key}
          index={block.frame.index}
          html={block.html}
          props={block.props}
        />
      ) : null}
      {block.kind === "error" ? <BlockError texts={block.texts} retryHref={currentUrl} /> : null}
    </BlockFrame>
  );
}

const tabPlanInput = (p: PreparedBlock): TabPlanInput => ({
  key: p.key,
  index: p.frame.index,
  groups: p.kind === "block" ? p.block.groups : undefined,
});

/** Framed blocks, the blocks a tab owns inside its panel (runtime/core/tab-panels.ts). */
function framedNodes(nodes: readonly TabNode<RenderedBlock>[], currentUrl: string): ReactNode[] {
  return nodes.map((n) =>
    n.kind === "block" ? (
      <FramedBlock key={n.item.frame.index} block={n.item} currentUrl={currentUrl} />
    ) : (
      <TabPanel key={`tabs-${n.owner}-${n.range.tab}`} owner={n.owner} range={n.range}>
        {framedNodes(n.children, currentUrl)}
      </TabPanel>
    ),
  );
}

/** What a page showing the external navigation must allow: its script's and stylesheet's origins. */
function externalNavigationSources(navigation: ExternalNavigation): DocumentSources {
  const { scriptOrigins, styleOrigins } = externalNavigationOrigins(navigation);
  return { ...NO_SOURCES, scriptOrigins, styleOrigins, connectOrigins: scriptOrigins };
}

function settingsOf(ctx: RenderContext) {
  return siteSettings(ctx.settings, { origin: ctx.site.origin, log: (m) => ctx.log(m) });
}

/**
 * What each document element runs and frames, for its Content-Security-Policy: recorded when
 * the element is built (shell), read when it is rendered (streamDocument, renderDocumentToBuffer).
 */
const documentSources = new WeakMap<ReactElement, DocumentSources>();

/** The scripts and frames of a document built here; the site's own inline scripts for any other. */
export function documentSourcesOf(element: ReactElement): DocumentSources {
  return documentSources.get(element) ?? SITE_SOURCES;
}

/** The error-reporting script, on every page while the service has an API key. */
const ERROR_REPORTING_ENTRY = "site/islands/error-reporting.ts";

/** The built analytics island (site/islands/analytics.ts), loaded on every page. */
const ANALYTICS_ENTRY = "site/islands/analytics.ts";
/** The loading bar's entry, loaded async on every page (site/islands/loading-bar.ts). */
const LOADING_BAR_ENTRY = "site/islands/loading-bar.ts";

/** Blocks of the catalogue's Stock Locator group make a page a listing (page category plp). */
function isStockLocatorBlock(key: string): boolean {
  return isBlockTemplateKey(key) && blockRegistry[key].group === "Stock Locator";
}

/** What the page category needs to know of a CMS page (other documents have neither). */
interface AnalyticsPage {
  /** The page's path, e.g. `buy-online/success`. */
  path: string;
  hasStockLocatorBlocks: boolean;
}

function shell(
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
  const languageLinks = languageSwitchLinks({
    offered: languageSwitchCodes(ctx.settings, (m) => ctx.log(m)),
    current: languageOf(ctx.site.lang),
    versions,
    currentSearch: new URL(ctx.currentUrl, "http://x").search,
  });
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
  const element = (
    <SiteContext.Provider value={ctx.site}>
      <Document
        site={ctx.site}
        meta={meta}
        stylesheet={
          ctx.pageTemplates && ctx.assets.stylesheetFor
            ? ctx.assets.stylesheetFor(ctx.pageTemplates)
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
        {ctx.metaheads ? <MetaheadSlot injection={ctx.metaheads} slot="body" /> : null}
      </Document>
    </SiteContext.Provider>
  );
  documentSources.set(
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

function metaFor(page: PageRecord, ctx: RenderContext): PageMeta {
  const { appName, mediaLibraryUrl } = settingsOf(ctx);
  return buildPageMeta({
    page,
    settings: { appName, theme: ctx.theme, mediaLibraryUrl },
    origin: ctx.site.origin,
    currentPath: ctx.currentUrl,
  });
}

/** A CMS page: its blocks in the main layout; `prepared` when they were prepared already. */
export async function pageElement(
  page: PageRecord,
  ctx: RenderContext,
  prepared?: readonly PreparedBlock[],
): Promise<ReactElement> {
  const ready =
    prepared ?? preparePageBlocks(page.blocks, { settings: ctx.settings, now: ctx.now });
  // The shell reads the page's Ready To Go Bar (the FAB) and whether it has prices to convert.
  const pageBlocks = pageBlocksInfo(ready, { settings: ctx.settings, now: ctx.now });
  const blocks = await renderBlocks(page.blocks, ctx, prepared);
  // Tab blocks own the blocks after them: those are wrapped in one panel per tab.
  const framed = framedNodes(
    groupTabPanels(
      blocks,
      (b) => b.frame.index,
      tabPanelPlan(ready.map(tabPlanInput), ready.length),
    ),
    ctx.currentUrl,
  );
  // News lists and a news page's back link read what the server found (NewsContext); the
  // visited-page memory needs the island script (site/islands/news.ts).
  const news = ctx.news ?? null;
  const newsContent = news ? (
    <NewsContext.Provider value={news}>
      {news.backLink ? <NewsBackLinkBar link={news.backLink} /> : null}
      {framed}
    </NewsContext.Provider>
  ) : (
    framed
  );
  // Forms are rendered whole and hydrated by the lead-form island (site/forms/form-slot.tsx).
  const forms = ctx.forms ?? null;
  const content = forms ? (
    <FormsContext.Provider value={forms.value}>{newsContent}</FormsContext.Provider>
  ) : (
    newsContent
  );
  return shell(
    {
      ...ctx,
      pageBlocks,
      // Page data may need a block's stylesheet beyond the page's blocks (a news back link).
      pageTemplates: [...blocks.map((b) => b.key), ...(ctx.extraTemplates ?? [])],
    },
    metaFor(page, ctx),
    content,
    blocks.some((b) => b.kind === "island") || news !== null || forms !== null,
    [
      ...blocks.map((b) => (b.kind === "error" ? NO_SOURCES : b.sources)),
      forms?.sources ?? NO_SOURCES,
      mapsSources(ctx.settings, blocks),
    ],
    { path: page.path, hasStockLocatorBlocks: blocks.some((b) => isStockLocatorBlock(b.key)) },
  );
}

/**
 * The maps service's script and the calls it makes (site/ui/maps/maps.ts loads
 * https://maps.googleapis.com/maps/api/js; its tiles and markers come from maps.gstatic.com and
 * are https images, which img-src allows), on a page with a map block and a maps key only.
 */
function mapsSources(
  settings: SettingsMap,
  blocks: readonly { kind: string; key?: string }[],
): DocumentSources {
  const key = settingValue(settings, "general.maps_key");
  if (typeof key !== "string" || key.trim() === "") return NO_SOURCES;
  if (
    !blocks.some(
      (b) =>
        b.kind !== "error" &&
        b.key !== undefined &&
        isBlockTemplateKey(b.key) &&
        blockRegistry[b.key].drawsMap,
    )
  )
    return NO_SOURCES;
  return {
    ...NO_SOURCES,
    scriptOrigins: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
    connectOrigins: ["https://maps.googleapis.com"],
  };
}

/** The 404 page in the variant settings and theme choose. */
export function notFoundElement(ctx: RenderContext): ReactElement {
  const t = translator(ctx.site.lang);
  const view = decideNotFoundView({
    setting: settingValue(ctx.settings, "general.404_page"),
    theme: ctx.theme,
    defaults: {
      heading: t("notFound.heading"),
      paragraph: t("notFound.heroParagraph"),
      buttonLabel: t("notFound.heroButton"),
    },
    log: (m) => ctx.log(m),
  });
  const meta: PageMeta = {
    title: [t("notFound.heading"), settingsOf(ctx).appName].filter(Boolean).join(" | "),
    ogTitle: t("notFound.heading"),
    canonical: `${ctx.site.origin}${ctx.currentUrl.split("?")[0]}`,
    ogImage: imageUrl(ctx.site.origin, DEFAULT_SOCIAL_IMAGE_ID, { w: OG_IMAGE_WIDTH }),
    robots: "none",
  };
  const backHref = ctx.referrer?.startsWith(ctx.site.origin) ? ctx.referrer : null;
  const texts = {
    heading: t("notFound.heading"),
    intro: t("notFound.intro"),
    reasons: translateList(t, "notFound.reasons"),
    suggestions: t("notFound.suggestions"),
    goHome: t("notFound.goHome"),
    goBack: t("notFound.goBack"),
  };
  return shell(ctx, meta, <NotFound view={view} texts={texts} backHref={backHref} />, false, [
    view.variant === "html" ? rawHtmlSources(view.html) : NO_SOURCES,
  ]);
}

/** Interstitial for a page whose redirect opens in a new window. */
export function newWindowElement(url: string, ctx: RenderContext): ReactElement {
  const t = translator(ctx.site.lang);
  const safe = safeNewWindowUrl(url, ctx.site.base);
  const meta: PageMeta = {
    title: t("newWindow.heading"),
    ogTitle: t("newWindow.heading"),
    canonical: `${ctx.site.origin}${ctx.currentUrl}`,
    ogImage: "",
    robots: "none",
  };
  return shell(
    ctx,
    meta,
    <NewWindow url={safe} texts={{ heading: t("newWindow.heading"), open: t("newWindow.open") }} />,
    false,
    [{ ...NO_SOURCES, scriptHashes: [scriptHash(newWindowScript(safe))] }],
  );
}

/** Generic error page in the error layout, with the error's status. */
export function errorElement(status: number, ctx: RenderContext): ReactElement {
  const t = translator(ctx.site.lang);
  const meta: PageMeta = {
    title: t("errorPage.generic"),
    ogTitle: t("errorPage.generic"),
    canonical: `${ctx.site.origin}${ctx.currentUrl}`,
    ogImage: "",
    robots: "none",
  };
  return shell(
    ctx,
    meta,
    <ErrorPage
      status={status}
      texts={{ heading: t("errorPage.generic"), body: t("errorPage.genericBody") }}
    />,
    false,
  );
}

/** The site search's results page (runtime/features/search/search.ts builds its content) in the main layout. */
export function searchDocument(
  ctx: RenderContext,
  meta: PageMeta,
  content: ReactNode,
): ReactElement {
  // Its search box is hydrated: the island script loads.
  return shell(ctx, meta, content, true);
}

/**
 * The showroom page (runtime/features/stock/showroom.ts builds its content) in the main layout. Page meta
 * tags are off on this route (000 §2): its <title> only, no metaheads; the page carries its own
 * structured data. The island script loads for the mini calculator.
 */
export function showroomDocument(
  ctx: RenderContext,
  title: string,
  content: ReactNode,
  hasIslands: boolean,
): ReactElement {
  const meta: PageMeta = { title, ogTitle: title, canonical: "", ogImage: "" };
  // Its route is stock-locator-preview: analytics reads the route name preview (category pdp).
  const analyticsPage = { path: "showroom/preview", hasStockLocatorBlocks: false };
  return shell({ ...ctx, metaheads: null }, meta, content, hasIslands, [], analyticsPage, false);
}

/**
 * Streams a React document to the reply once its shell is ready; rejects if the shell fails.
 * Pass the render context's metaheads so their markers are replaced by their HTML. The reply's
 * Content-Security-Policy lists the document's script hashes and a nonce made for this response
 * alone, which React puts on the inline scripts it streams (streamed documents are never shared).
 */
export function streamDocument(
  element: ReactElement,
  reply: FastifyReply,
  status: number,
  log: RenderContext["log"],
  metaheads?: MetaheadInjection | null,
): Promise<void> {
  const nonce = newNonce();
  return new Promise((resolve, reject) => {
    let isShellDone = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        isShellDone = true;
        const body = metaheads ? injectMetaheads(metaheads) : new PassThrough();
        reply
          .code(status)
          .header("content-type", "text/html; charset=utf-8")
          .header("content-security-policy", sitePolicy(documentSourcesOf(element), nonce));
        pipe(body);
        reply.send(body);
        resolve();
      },
      onShellError(error) {
        isShellDone = true;
        reject(error);
      },
      onError(error) {
        if (isShellDone) log("error while streaming a page", error);
      },
    });
    setTimeout(() => abort(new Error("render timed out")), 10_000).unref();
  });
}
