import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { translator } from "../../../site/i18n/index.ts";
import { cacheablePath, HtmlCache } from "../../cache/html-cache.ts";
import { ancestorPaths } from "../../core/breadcrumbs.ts";
import { previewedPagePath } from "../../core/disabled-preview.ts";
import { LANGUAGES, type Language, languageByUrl, languageOf } from "../../core/languages.ts";
import {
  createFolderHandler,
  type Decision,
  pagePathFromUrl,
  resolvePage,
} from "../../core/page-resolution.ts";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import { mergeMetaheads } from "../../ssr/metaheads.tsx";
import {
  errorElement,
  newWindowElement,
  notFoundElement,
  type RenderContext,
} from "../../ssr/render.tsx";
import { isLoginRequired, signInLocation, sitePath } from "../auth/index.ts";
import { serveDisabledPreview } from "./disabled-preview.ts";
import { pageContentService } from "./page-content.ts";
import { renderCmsPage } from "./render-cms-page.ts";
import { NO_RETAILER, visitorRetailer, withRetailerBar } from "./retailer-choice.ts";
import { loadGlobalMetaheads, siteContextBuilder, withMetaheads } from "./site-context.ts";
import type { SiteOptions, SiteRuntime } from "./site-options.ts";
import { answerWithoutDatabase } from "./site-outage.ts";
import { NOT_STORED, PRIVATE, sendDocument, sendErrorPage, streamReply } from "./site-replies.ts";
import type { MetaheadRow } from "./store.ts";

/**
 * A site URL whose path has empty segments (`/ar//models//defender?x=1`) with them collapsed
 * (`/ar/models/defender?x=1`, the query kept), or null when it has none: one page, one address,
 * so that caches and search engines do not keep the same page twice. The result always starts
 * with a single `/`, never `//host`.
 */
export function collapsedSitePath(url: string): string | null {
  const at = url.indexOf("?");
  const path = at === -1 ? url : url.slice(0, at);
  if (!path.includes("//")) return null;
  return path.replace(/\/{2,}/g, "/") + (at === -1 ? "" : url.slice(at));
}

/**
 * Site-wide login: every CMS page needs a signed-in user, and /auth-exchange exists only then.
 * The redirect to sign in (or back, from /auth-exchange), or null when the request may go on.
 */
function signInRedirect(
  site: SiteRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: RenderContext,
  path: string | null,
): FastifyReply | null {
  if (!isLoginRequired(ctx.settings)) return null;
  const actor = request.actor;
  const signInLang = site.defaultLanguage.url;
  if (path === "auth-exchange") {
    const { returnTo } = request.query as { returnTo?: string };
    const target = sitePath(returnTo, ctx.site.base);
    return reply
      .header("cache-control", NOT_STORED)
      .redirect(actor ? target : signInLocation(signInLang, target), 302);
  }
  if (!actor)
    return reply
      .header("cache-control", NOT_STORED)
      .redirect(signInLocation(signInLang, request.url), 302);
  return null;
}

/**
 * No published page at the path: the search results page, a showroom page or an order-online
 * page when the path is theirs, else the 404 page.
 */
async function answerMissingPage(
  site: SiteRuntime,
  input: {
    request: FastifyRequest;
    reply: FastifyReply;
    ctx: RenderContext;
    path: string;
    globals: readonly MetaheadRow[];
  },
): Promise<FastifyReply> {
  const { options } = site;
  const { request, reply, ctx, path } = input;
  const renderNotFound = options.renderNotFound ?? notFoundElement;
  const notFoundCtx = withMetaheads(ctx, input.globals);
  if (path === "search" && options.searchPage) {
    const { status, element } = await options.searchPage(request, notFoundCtx);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", NOT_STORED);
    return streamReply(reply, element, status, notFoundCtx);
  }
  if (path.startsWith("showroom/") && options.showroomPage) {
    // Its vehicle, prices and status change without a page write: never kept.
    const { status, element } = await options.showroomPage(request, ctx, path);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", NOT_STORED);
    return streamReply(reply, element, status, ctx);
  }
  if (
    (path === "showroom-order-online" || path.startsWith("showroom-order-online/")) &&
    options.orderOnlinePage
  ) {
    // A visitor's hold, payment and order: never kept by a shared cache, never indexed.
    const { status, element } = await options.orderOnlinePage(request, ctx, path);
    reply.header("cache-control", NOT_STORED).header("x-robots-tag", "noindex, nofollow");
    return streamReply(reply, element, status, ctx);
  }
  return sendErrorPage(reply, notFoundCtx, 404, () => renderNotFound(notFoundCtx));
}

/**
 * One request for a page of a language: from the HTML cache when a visitor's copy is kept and
 * fresh, else resolved (redirect, new window, missing, render) and rendered. An error other than
 * the database's absence answers the error page with its status.
 */
async function servePage(
  site: SiteRuntime,
  language: Language,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { options, htmlCache } = site;
  const { data } = options;
  const lang = language.url;
  const base = `/${lang}/`;
  // Taken before anything is read: a write that lands meanwhile makes what is read stale.
  const stamp = await data.stamp();
  const actor = request.actor;
  const path = pagePathFromUrl(request.url, base);
  // The visitor's chosen retailer: a bar from their cookie makes the document theirs alone.
  const retailer =
    path === null ? NO_RETAILER : await visitorRetailer(site, { request, stamp, language });
  if (retailer.cookie !== null) reply.header("set-cookie", retailer.cookie);
  if (retailer.redirect !== null)
    return reply.header("cache-control", NOT_STORED).redirect(retailer.redirect, 302);
  // Tracking parameters do not change a page: it is rendered (and cached) without them.
  const urlPath =
    actor || stamp === null || retailer.isPersonal ? null : cacheablePath(request.url);
  const cacheKey = urlPath === null ? null : `${options.publicOrigin()}${urlPath}`;
  if (cacheKey !== null && path !== null) {
    // A page's breadcrumbs carry its ancestors' titles: a change to one of them makes it stale.
    const hit = htmlCache.get(cacheKey, Date.now(), (entry) =>
      [entry.pagePath, ...ancestorPaths(entry.pagePath), ...(entry.dependsOn ?? [])].every((p) =>
        data.isFresh(entry.stamp, p),
      ),
    );
    if (hit) return sendDocument(request, reply, hit, true);
  }
  const ctx = withRetailerBar(
    await site.context(request, urlPath ?? request.url, stamp, language),
    retailer.bar,
  );
  if (actor || retailer.isPersonal) reply.header("cache-control", PRIVATE);
  const signIn = signInRedirect(site, request, reply, ctx, path);
  if (signIn) return signIn;
  const renderNotFound = options.renderNotFound ?? notFoundElement;
  if (path === null) {
    const notFoundCtx = withMetaheads(ctx, await loadGlobalMetaheads(data, ctx, stamp));
    return sendErrorPage(reply, notFoundCtx, 404, () => renderNotFound(notFoundCtx));
  }
  // The 404 and error pages carry the global metaheads only; a page also its own.
  const loadingGlobals = loadGlobalMetaheads(data, ctx, stamp);
  try {
    // /{lang}/disabled-preview/…: an editor's preview of a page visitors cannot see; to anyone
    // else, the same 404 page as any unknown path (answered below as for a missing page).
    const previewed = previewedPagePath(path);
    if (previewed !== null) {
      const globals = await loadingGlobals;
      return await serveDisabledPreview(site, {
        request,
        reply,
        language,
        stamp,
        pagePath: previewed,
        globals,
        notFound: () => answerMissingPage(site, { request, reply, ctx, path, globals }),
      });
    }
    const [{ page, childPath }, globals] = await Promise.all([
      data.page(stamp, path, lang),
      loadingGlobals,
    ]);
    const pageCtx = (): RenderContext =>
      withMetaheads(ctx, mergeMetaheads(globals, page?.metaheads ?? []));
    const decision: Decision = resolvePage({
      page,
      currentUrl: request.url,
      base,
      handlers: { folder: createFolderHandler(() => childPath, base) },
    });
    // Awaited inside the try: a render that fails is answered with the error page below.
    switch (decision.kind) {
      case "redirect":
        return reply.redirect(decision.location, decision.status);
      case "new-window": {
        const windowCtx = pageCtx();
        const element = newWindowElement(decision.url, windowCtx);
        return await streamReply(reply, element, 200, windowCtx);
      }
      case "not-found":
        return await answerMissingPage(site, { request, reply, ctx, path, globals });
      case "render":
        return await renderCmsPage(site, {
          request,
          reply,
          language,
          path,
          stamp,
          urlPath,
          cacheKey,
          isPersonal: retailer.isPersonal,
          ctx,
          lookedUp: page,
          page: decision.page,
          pageCtx,
        });
      default: {
        const unhandled: never = decision;
        throw new Error(`unhandled decision ${JSON.stringify(unhandled)}`);
      }
    }
  } catch (error) {
    // The database is away: answered by the route, as every read before this one.
    if (isDatabaseUnavailable(error)) throw error;
    request.log.error(error);
    const status =
      typeof (error as { statusCode?: unknown }).statusCode === "number"
        ? Number((error as { statusCode: number }).statusCode)
        : 500;
    const errorCtx = withMetaheads(ctx, await loadingGlobals);
    return sendErrorPage(reply, errorCtx, status, () => errorElement(status, errorCtx));
  }
}

/** /{lang} goes to /{lang}/, and /{lang}/* serves that language's pages. */
function servePagesOf(app: FastifyInstance, site: SiteRuntime, language: Language): void {
  const lang = language.url;
  const base = `/${lang}/`;
  app.get(`/${lang}`, (request, reply) =>
    reply.redirect(`${base}${request.url.slice(lang.length + 1)}`, 301),
  );
  app.get(`${base}*`, async (request, reply) => {
    const collapsed = collapsedSitePath(request.url);
    if (collapsed !== null) return reply.redirect(collapsed, 301);
    try {
      return await servePage(site, language, request, reply);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || reply.sent) throw error;
      return answerWithoutDatabase({
        request,
        reply,
        error,
        htmlCache: site.htmlCache,
        publicOrigin: site.options.publicOrigin,
        language,
      });
    }
  });
}

/**
 * The visitor site: /ar/* resolved as CMS pages, streamed React; / goes to /ar/.
 *
 * Anonymous pages (status 200) get a weak ETag (304 when it matches), a Cache-Control a CDN can
 * honour, and brotli or gzip bodies; those without a query but tracking parameters are rendered
 * once and then answered from memory, by origin and URL path, compressed once. An entry is dropped when
 * the database announces a write to its page, a setting or a metahead (any process, see
 * runtime/cache/content-versions.ts), and when an offer schedule of its blocks or the footer's
 * year would change it. Other queries are rendered for each request; signed-in users get the
 * document streamed, private and no-store; redirects and error pages are never kept.
 * /{lang}/disabled-preview/{path} is an editor's preview of a page visitors cannot see
 * (disabled-preview.ts), and the 404 page to anyone else.
 */
export function registerSiteRoutes(app: FastifyInstance, options: SiteOptions): void {
  const defaultLanguage = languageOf(options.lang);
  const defaultBase = `/${defaultLanguage.url}/`;
  // Dynamic-content data and the exchange rate: fetched once per process and configuration.
  const pageContents = pageContentService({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    log: (message) => app.log.warn(message),
  });
  const site: SiteRuntime = {
    options,
    htmlCache: new HtmlCache(),
    defaultLanguage,
    context: siteContextBuilder(options, pageContents),
  };

  app.get("/", (request, reply) => {
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    return reply.redirect(`${defaultBase}${query}`, 302);
  });
  // Every language of the platform is routed: /{url}/… serves that language's pages.
  for (const language of LANGUAGES) servePagesOf(app, site, language);

  // No route matched, or the route's validation failed: the framework-level text, in the
  // language the path starts with (the default one otherwise).
  app.setNotFoundHandler((request, reply) => {
    const language = languageByUrl(request.url.split(/[/?#]/)[1] ?? "") ?? defaultLanguage;
    const t = translator(language.url);
    const accepts = request.headers.accept ?? "";
    if (!accepts.includes("text/html"))
      return reply
        .code(404)
        .send({ statusCode: 404, error: "Not Found", message: "This page could not be found" });
    return reply
      .code(404)
      .header("content-type", "text/html; charset=utf-8")
      .send(
        `<!DOCTYPE html><html lang="${language.tag}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh"><p><bdi>404</bdi> | ${t("notFound.framework")}</p></body></html>`,
      );
  });
}
