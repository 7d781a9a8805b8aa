import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";
import type { ReactElement, ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { NewsBackLinkBar } from "../../site/blocks/News/back-link.tsx";
import { NewsContext } from "../../site/blocks/News/news-context.ts";
import { FormViews } from "../../site/forms/form-slot.tsx";
import { FormsContext } from "../../site/forms/forms-context.ts";
import { translateList, translator } from "../../site/i18n/index.ts";
import { ErrorPage } from "../../site/layouts/error-page.tsx";
import { NewWindow, newWindowScript } from "../../site/layouts/new-window.tsx";
import { NotFound } from "../../site/layouts/not-found.tsx";
import { pageBlocksInfo } from "../../site/ui/page-content.tsx";
import { DEFAULT_SOCIAL_IMAGE_ID, imageUrl } from "../core/image-url.ts";
import { safeNewWindowUrl } from "../core/links.ts";
import { decideNotFoundView } from "../core/not-found.ts";
import { buildPageMeta, OG_IMAGE_WIDTH, type PageMeta } from "../core/page-meta.ts";
import type { PageRecord } from "../core/page-resolution.ts";
import { type PreparedBlock, preparePageBlocks } from "../core/prepare-blocks.ts";
import { settingValue } from "../core/settings.ts";
import {
  type DocumentSources,
  NO_SOURCES,
  newNonce,
  rawHtmlSources,
  scriptHash,
  sitePolicy,
} from "../http/security-headers.ts";
import { documentSourcesOf, mapsSources } from "./document-sources.ts";
import { injectMetaheads, type MetaheadInjection } from "./metaheads.tsx";
import { framedBlocks, renderBlocks } from "./render-blocks.tsx";
import type { RenderContext } from "./render-context.ts";
import { isStockLocatorBlock, settingsOf, shell } from "./shell.tsx";

/*
 * The site's documents, one function each: a CMS page, the 404 page, the new-window
 * interstitial, the error page, the search results and the showroom, and the stream that sends
 * one. Their parts live beside this file: the render context (render-context.ts), the blocks
 * (render-blocks.tsx), the shell around them (shell.tsx) and the policy's sources
 * (document-sources.ts).
 */

export { scriptJson } from "../../site/layouts/block-frame.tsx";
export { errorPageFallback } from "../../site/layouts/error-page.tsx";
export type { EditorToolbarProps } from "../../site/shell/editor-toolbar.tsx";
export { documentSourcesOf } from "./document-sources.ts";
export { renderBlocks } from "./render-blocks.tsx";
export type { RenderContext, ShellData } from "./render-context.ts";

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
  const framed = framedBlocks(blocks, ready, ctx.currentUrl);
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
  // Forms are rendered whole and hydrated by the lead-form island (site/forms/form-slot.tsx);
  // each form's view is written once, after the content, for all its slots.
  const forms = ctx.forms ?? null;
  const content = forms ? (
    <FormsContext.Provider value={forms.value}>
      {newsContent}
      <FormViews views={forms.value.views} />
    </FormsContext.Provider>
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
      ...(ctx.extraSources ?? []),
    ],
    { path: page.path, hasStockLocatorBlocks: blocks.some((b) => isStockLocatorBlock(b.key)) },
  );
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

/** The site search's results page (runtime/features/search/page.ts builds its content) in the main layout. */
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
 * A page of the order-online journey (runtime/features/order-online builds its content) in the
 * main layout. Page meta tags are off on these routes (000 §2) and they are never indexed (a
 * robots meta, which React places in the head, beside the reply's X-Robots-Tag); the analytics
 * page category is the route's (001 §2: details -> checkout, checkout -> checkout_reservation,
 * success -> checkout_order_confirmation; the confirmation page is dx_other).
 */
export function orderOnlineDocument(
  ctx: RenderContext,
  input: {
    title: string;
    content: ReactNode;
    hasIslands: boolean;
    screen: "details" | "checkout" | "success" | "confirmation";
    sources?: readonly DocumentSources[];
  },
): ReactElement {
  const meta: PageMeta = { title: input.title, ogTitle: input.title, canonical: "", ogImage: "" };
  const analyticsPage = {
    path: `showroom-order-online/${input.screen}`,
    hasStockLocatorBlocks: false,
  };
  return shell(
    { ...ctx, metaheads: null },
    meta,
    <>
      <meta name="robots" content="noindex, nofollow" />
      {input.content}
    </>,
    input.hasIslands,
    input.sources ?? [],
    analyticsPage,
    false,
  );
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
