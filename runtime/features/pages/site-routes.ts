import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ReactElement } from "react";
import { translator } from "../../../site/i18n/index.ts";
import type { externalNavigationLoader } from "../../adapters/external-navigation.ts";
import type { VersionStamp } from "../../cache/content-versions.ts";
import {
  type CachedHtml,
  cacheablePath,
  encodedBody,
  etagOf,
  HtmlCache,
  matchesEtag,
  preferredEncoding,
  publicCacheControl,
} from "../../cache/html-cache.ts";
import { nextScheduleBoundary } from "../../cache/schedule-boundary.ts";
import type { SiteData } from "../../cache/site-data.ts";
import { ancestorPaths, breadcrumbTrail } from "../../core/breadcrumbs.ts";
import { localRetailers } from "../../core/footer.ts";
import { LANGUAGES, type Language, languageByUrl, languageOf } from "../../core/languages.ts";
import { isInMenuOf } from "../../core/navigation.ts";
import { createFolderHandler, pagePathFromUrl, resolvePage } from "../../core/page-resolution.ts";
import { prepareBlock } from "../../core/prepare-blocks.ts";
import { setting, settingsForLanguage, siteTimeZone } from "../../core/settings.ts";
import {
  DATABASE_RETRY_AFTER_S,
  errorDetail,
  isDatabaseUnavailable,
} from "../../db/unavailable.ts";
import { noteHandled } from "../../http/logging.ts";
import type { SiteAssets } from "../../ssr/assets.ts";
import { mergeMetaheads, prepareMetaheads } from "../../ssr/metaheads.tsx";
import { loadPageData, type PageDataLoader } from "../../ssr/page-data.ts";
import {
  errorElement,
  errorPageFallback,
  newWindowElement,
  notFoundElement,
  pageElement,
  type RenderContext,
  streamDocument,
} from "../../ssr/render.tsx";
import { renderDocumentToBuffer } from "../../ssr/render-to-buffer.ts";
import { can } from "../auth/permissions.ts";
import { isLoginRequired, signInLocation, sitePath } from "../auth/sessions.ts";
import { type SpecTagFiller, specTagsUnfilled } from "../model-specs/spec-tags.ts";
import type { SearchPageRenderer } from "../search/search.ts";
import type { ShowroomPageRenderer } from "../stock/showroom.ts";
import { pageContentService } from "./page-content.ts";
import type { MetaheadRow } from "./store.ts";

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
}

/** What a signed-in user sees (the toolbar) must never be stored by a browser or a CDN. */
const PRIVATE = "private, no-store";
/** Error pages, redirects to sign in and the like: not worth keeping anywhere. */
const NOT_STORED = "no-store";

/** The stamp of a document that is never kept (no notifications: nothing may be held). */
const NEVER_FRESH: VersionStamp = { pages: 0, settings: 0, metaheads: 0, epoch: -1 };

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page while the database is away and no copy of it is kept: plain HTML, no settings. */
export function unavailablePage(language: Language): string {
  const t = translator(language.url);
  const heading = escapeHtml(String(t("errorPage.generic")));
  const body = escapeHtml(String(t("errorPage.genericBody")));
  return `<!DOCTYPE html><html lang="${language.tag}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="none"><title>${heading}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.7"><h1>${heading}</h1><p>${body}</p><p><bdi>503</bdi></p></body></html>`;
}

/** The year in the footer changes at the turn of the year (server time, as the footer reads it). */
const nextNewYear = (now: Date): number => new Date(now.getFullYear() + 1, 0, 1).getTime();

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
 */
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

export function registerSiteRoutes(app: FastifyInstance, options: SiteOptions): void {
  const { data, assets, theme } = options;
  /** The default language: / leads to it, and the sign-in flow is in it. */
  const defaultLanguage = languageOf(options.lang);
  const defaultBase = `/${defaultLanguage.url}/`;
  const renderNotFound = options.renderNotFound ?? notFoundElement;
  const htmlCache = new HtmlCache();
  // Dynamic-content data and the exchange rate: fetched once per process and configuration.
  const pageContents = pageContentService({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    log: (message) => app.log.warn(message),
  });

  const context = async (
    request: FastifyRequest,
    currentUrl: string,
    stamp: VersionStamp | null,
    language: Language,
  ): Promise<RenderContext> => {
    const origin = options.publicOrigin();
    // A language's own values (`{key}@{lang}`) over the shared ones.
    const settings = settingsForLanguage(await data.settings(stamp), language.url);
    // The shell's data: a failure to read it is logged and leaves the header without a menu.
    const navEntries = (
      await data.navEntries(stamp).catch((error: unknown) => {
        request.log.warn({ detail: error }, "the navigation entries could not be read");
        return [];
      })
    ).filter((entry) => isInMenuOf(entry, language.url));
    const retailersApi = setting(settings, "general.mena_retailers.footer.config.api")?.trim();
    const retailers = retailersApi ? await localRetailers.list(retailersApi) : [];
    const pageData = await pageContents.load(settings, new URL(currentUrl, "http://x").pathname);
    // The service's locale follows the page's language (runtime/core/external-navigation.ts).
    const externalNavigation =
      (await options.externalNavigation
        ?.load(settings, language.url, (message) => request.log.warn(message))
        .catch((error: unknown) => {
          request.log.warn({ detail: error }, "Error fetching Naas Navigation");
          return null;
        })) ?? null;
    return {
      shell: { navEntries, breadcrumbs: [], retailers, externalNavigation },
      site: {
        lang: language.url,
        tag: language.tag,
        dir: language.dir,
        base: `/${language.url}/`,
        mediaBase: setting(settings, "general.media_library_url") || "",
        origin,
        timeZone: siteTimeZone(settings),
      },
      settings,
      theme,
      assets,
      currentUrl,
      pageData,
      referrer: typeof request.headers.referer === "string" ? request.headers.referer : null,
      now: new Date(),
      log: (message, detail) => request.log.warn({ detail }, message),
    };
  };

  // Global metaheads (no page); a failure to read them must not take the page down with it.
  const loadGlobalMetaheads = (
    ctx: RenderContext,
    stamp: VersionStamp | null,
  ): Promise<MetaheadRow[]> =>
    data.globalMetaheads(stamp).catch((error: unknown) => {
      ctx.log("the global metaheads could not be read", error);
      return [];
    });
  const withMetaheads = (ctx: RenderContext, rows: readonly MetaheadRow[]): RenderContext => ({
    ...ctx,
    metaheads: prepareMetaheads(rows, ctx.log, ctx.site.lang),
  });

  /**
   * Streams a document and answers with the reply itself: an async onSend hook (compression) can
   * hold the headers back, and a handler that resolved to nothing would then be answered empty.
   */
  const stream = async (
    reply: FastifyReply,
    element: ReactElement,
    status: number,
    ctx: RenderContext,
  ): Promise<FastifyReply> => {
    await streamDocument(element, reply, status, ctx.log, ctx.metaheads);
    return reply;
  };

  const sendError = async (
    reply: FastifyReply,
    ctx: RenderContext,
    status: number,
    build: () => ReactElement,
  ): Promise<FastifyReply> => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", NOT_STORED);
    try {
      return await stream(reply, build(), status, ctx);
    } catch (error) {
      ctx.log("the error page failed", error);
      return reply
        .code(status)
        .header("content-type", "text/html; charset=utf-8")
        .send(errorPageFallback(error, ctx.site.lang, ctx.site.base, ctx.site.dir));
    }
  };

  /**
   * A visitor's document with its validator. A kept one is compressed once, at high quality, for
   * every later visitor; one rendered for this request only is left to @fastify/compress (fast).
   */
  const sendDocument = async (
    request: FastifyRequest,
    reply: FastifyReply,
    entry: CachedHtml,
    isKept: boolean,
  ) => {
    reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", publicCacheControl(entry.expiresAt, Date.now()))
      .header("etag", entry.etag)
      .header("content-security-policy", entry.policy)
      .header("vary", "accept-encoding");
    if (matchesEtag(request.headers["if-none-match"], entry.etag)) return reply.code(304).send();
    const encoding = isKept ? preferredEncoding(request.headers["accept-encoding"]) : null;
    if (encoding === null) return reply.send(entry.html);
    return reply.header("content-encoding", encoding).send(await encodedBody(entry, encoding));
  };

  app.get("/", (request, reply) => {
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    return reply.redirect(`${defaultBase}${query}`, 302);
  });
  // Every language of the platform is routed: /{url}/… serves that language's pages.
  for (const language of LANGUAGES) servePagesOf(language);

  function servePagesOf(language: Language): void {
    const lang = language.url;
    const base = `/${lang}/`;
    app.get(`/${lang}`, (request, reply) =>
      reply.redirect(`${base}${request.url.slice(lang.length + 1)}`, 301),
    );

    const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
      // Taken before anything is read: a write that lands meanwhile makes what is read stale.
      const stamp = await data.stamp();
      const actor = request.actor;
      const path = pagePathFromUrl(request.url, base);
      // Tracking parameters do not change a page: it is rendered (and cached) without them.
      const urlPath = actor || stamp === null ? null : cacheablePath(request.url);
      const cacheKey = urlPath === null ? null : `${options.publicOrigin()}${urlPath}`;
      if (cacheKey !== null && path !== null) {
        // A page's breadcrumbs carry its ancestors' titles: a change to one of them makes it stale.
        const hit = htmlCache.get(cacheKey, Date.now(), (entry) =>
          [entry.pagePath, ...ancestorPaths(entry.pagePath), ...(entry.dependsOn ?? [])].every(
            (p) => data.isFresh(entry.stamp, p),
          ),
        );
        if (hit) return sendDocument(request, reply, hit, true);
      }
      const ctx = await context(request, urlPath ?? request.url, stamp, language);
      if (actor) reply.header("cache-control", PRIVATE);
      // Site-wide login: every CMS page needs a signed-in user; /auth-exchange exists only then.
      if (isLoginRequired(ctx.settings)) {
        if (path === "auth-exchange") {
          const { returnTo } = request.query as { returnTo?: string };
          const target = sitePath(returnTo, base);
          return reply
            .header("cache-control", NOT_STORED)
            .redirect(actor ? target : signInLocation(defaultLanguage.url, target), 302);
        }
        if (!actor)
          return reply
            .header("cache-control", NOT_STORED)
            .redirect(signInLocation(defaultLanguage.url, request.url), 302);
      }
      if (path === null) {
        const notFoundCtx = withMetaheads(ctx, await loadGlobalMetaheads(ctx, stamp));
        return sendError(reply, notFoundCtx, 404, () => renderNotFound(notFoundCtx));
      }
      // The 404 and error pages carry the global metaheads only; a page also its own.
      const loadingGlobals = loadGlobalMetaheads(ctx, stamp);
      try {
        const [{ page, childPath }, globals] = await Promise.all([
          data.page(stamp, path, lang),
          loadingGlobals,
        ]);
        const pageCtx = (): RenderContext =>
          withMetaheads(ctx, mergeMetaheads(globals, page?.metaheads ?? []));
        const decision = resolvePage({
          page,
          currentUrl: request.url,
          base,
          handlers: { folder: createFolderHandler(() => childPath, base) },
        });
        switch (decision.kind) {
          case "redirect":
            return reply.redirect(decision.location, decision.status);
          case "new-window": {
            const windowCtx = pageCtx();
            const element = newWindowElement(decision.url, windowCtx);
            return stream(reply, element, 200, windowCtx);
          }
          case "not-found": {
            const notFoundCtx = withMetaheads(ctx, globals);
            if (path === "search" && options.searchPage) {
              const { status, element } = await options.searchPage(request, notFoundCtx);
              if (!reply.hasHeader("cache-control")) reply.header("cache-control", NOT_STORED);
              return stream(reply, element, status, notFoundCtx);
            }
            if (path.startsWith("showroom/") && options.showroomPage) {
              // Its vehicle, prices and status change without a page write: never kept.
              const { status, element } = await options.showroomPage(request, ctx, path);
              if (!reply.hasHeader("cache-control")) reply.header("cache-control", NOT_STORED);
              return stream(reply, element, status, ctx);
            }
            return sendError(reply, notFoundCtx, 404, () => renderNotFound(notFoundCtx));
          }
          case "render": {
            const editor =
              actor?.kind === "session" && can(actor.role, "pages:write")
                ? { pageId: decision.page.id, email: actor.label }
                : null;
            const ancestors = await data
              .ancestors(decision.page.path, lang)
              .catch((error: unknown) => {
                ctx.log("the breadcrumbs could not be read", error);
                return [];
              });
            const crumbs = breadcrumbTrail(decision.page, ancestors, {
              base,
              homeLabel: String(translator(lang)("home")),
            });
            const pageShell = {
              navEntries: ctx.shell?.navEntries ?? [],
              retailers: ctx.shell?.retailers ?? [],
              breadcrumbs: crumbs,
              externalNavigation: ctx.shell?.externalNavigation ?? null,
            };
            const renderCtx: RenderContext = {
              ...pageCtx(),
              shell: pageShell,
              languages: {
                versions: [
                  { lang, path: decision.page.path },
                  ...(page?.id === decision.page.id ? page.translations : []),
                ],
                defaultLang: defaultLanguage.url,
              },
            };
            // What the page's blocks ask of the server (their schemas' x-page-data): stock lists,
            // dealers, forms, news, fed sliders, read before the render.
            const loaded = await loadPageData(
              options.pageData ?? [],
              {
                page: decision.page,
                url: urlPath ?? request.url,
                base,
                lang,
                settings: ctx.settings,
                ancestors,
                isEditor: editor !== null,
                origin: ctx.site.origin,
                now: ctx.now,
                log: ctx.log,
              },
              page
                ? data.preparedBlocks(page)
                : decision.page.blocks.map((raw, index) => prepareBlock(raw, index)),
            );
            Object.assign(renderCtx, loaded.context);
            if (loaded.props) renderCtx.islandProps = loaded.props;
            if (loaded.stylesheets.length > 0) renderCtx.extraTemplates = loaded.stylesheets;
            const element = await pageElement(
              decision.page,
              editor ? { ...renderCtx, editor } : renderCtx,
              page
                ? await (options.fillSpecTags ?? specTagsUnfilled)(data.preparedBlocks(page), stamp)
                : undefined,
            );
            const boundary = nextScheduleBoundary(
              decision.page.blocks,
              ctx.now,
              siteTimeZone(ctx.settings),
            );
            const expiresAt = Math.min(
              boundary ?? Infinity,
              nextNewYear(ctx.now),
              // A page showing the external navigation is kept no longer than its answer.
              ctx.shell?.externalNavigation?.expiresAt ?? Infinity,
              // A page showing stock, dealers or a feed is kept a while: they change under it.
              loaded.expiresAt,
            );
            // A signed-in user's document streams; a visitor's is rendered whole, for its
            // validator and its one write, and kept when its URL is cacheable.
            if (actor) return stream(reply, element, 200, renderCtx);
            const { html, policy } = renderDocumentToBuffer(element, renderCtx.metaheads);
            const entry: CachedHtml = {
              pagePath: path,
              stamp: stamp ?? NEVER_FRESH,
              html,
              policy,
              etag: etagOf(html),
              expiresAt,
              encoded: new Map(),
              ...(loaded.dependsOn && loaded.dependsOn.length > 0
                ? { dependsOn: loaded.dependsOn }
                : {}),
            };
            const isKept = cacheKey !== null && stamp !== null && loaded.dependsOn !== null;
            if (isKept) htmlCache.set(cacheKey, entry);
            return sendDocument(request, reply, entry, isKept);
          }
          default: {
            const unhandled: never = decision;
            throw new Error(`unhandled decision ${JSON.stringify(unhandled)}`);
          }
        }
      } catch (error) {
        // The database is away: answered below, as every read before this one.
        if (isDatabaseUnavailable(error)) throw error;
        request.log.error(error);
        const status =
          typeof (error as { statusCode?: unknown }).statusCode === "number"
            ? Number((error as { statusCode: number }).statusCode)
            : 500;
        const errorCtx = withMetaheads(ctx, await loadingGlobals);
        return sendError(reply, errorCtx, status, () => errorElement(status, errorCtx));
      }
    };

    /**
     * While the database is away (restarting, failing over) a visitor gets the last copy of the
     * page this process kept, however stale, else a 503 page with Retry-After; neither is kept by
     * a cache in front (a CDN serves its own copy meanwhile, within stale-while-revalidate).
     */
    app.get(`${base}*`, async (request, reply) => {
      const collapsed = collapsedSitePath(request.url);
      if (collapsed !== null) return reply.redirect(collapsed, 301);
      try {
        return await servePage(request, reply);
      } catch (error) {
        if (!isDatabaseUnavailable(error) || reply.sent) throw error;
        // Logged here, at warn: the request log does not add a 5xx line of its own.
        noteHandled(request);
        request.log.warn(
          errorDetail(error),
          "the database is unavailable: page answered without it",
        );
        const urlPath = request.actor ? null : cacheablePath(request.url);
        const kept =
          urlPath === null ? null : htmlCache.lastKept(`${options.publicOrigin()}${urlPath}`);
        reply
          .header("cache-control", NOT_STORED)
          .header("content-type", "text/html; charset=utf-8");
        if (kept)
          return reply.code(200).header("content-security-policy", kept.policy).send(kept.html);
        return reply
          .code(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_S))
          .send(unavailablePage(language));
      }
    });
  }

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
