import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ReactElement } from "react";
import { settingsDefaults } from "../../generated/validate.ts";
import { translator } from "../../site/i18n/index.ts";
import { can } from "../auth/permissions.ts";
import { isLoginRequired, signInLocation, sitePath } from "../auth/sessions.ts";
import { createFolderHandler, pagePathFromUrl, resolvePage } from "../core/page-resolution.ts";
import { mergeSettings } from "../core/settings.ts";
import type { Db } from "../db/client.ts";
import {
  findFirstChildPath,
  findPublishedPage,
  listMetaheads,
  listSettings,
  type MetaheadRow,
} from "../db/repo.ts";
import type { SiteAssets } from "../ssr/assets.ts";
import { mergeMetaheads, prepareMetaheads } from "../ssr/metaheads.tsx";
import {
  errorElement,
  errorPageFallback,
  newWindowElement,
  notFoundElement,
  pageElement,
  type RenderContext,
  streamDocument,
} from "../ssr/render.tsx";

export interface SiteOptions {
  db: Db;
  assets: SiteAssets;
  theme: string;
  lang: string;
  /** Renders the error page; replaceable so tests can make it fail. */
  renderNotFound?: (ctx: RenderContext) => ReactElement;
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The visitor site: /ar/* resolved as CMS pages, streamed React; / goes to /ar/. */
export function registerSiteRoutes(app: FastifyInstance, options: SiteOptions): void {
  const { db, assets, theme, lang } = options;
  const base = `/${lang}/`;
  const renderNotFound = options.renderNotFound ?? notFoundElement;

  const context = async (request: FastifyRequest): Promise<RenderContext> => {
    const origin = originOf(request);
    const settings = mergeSettings(settingsDefaults, await listSettings(db));
    return {
      site: {
        lang,
        dir: "rtl",
        base,
        mediaBase: settings.get("general.media_library_url") || "",
        origin,
      },
      settings,
      theme,
      assets,
      currentUrl: request.url,
      referrer: typeof request.headers.referer === "string" ? request.headers.referer : null,
      now: new Date(),
      log: (message, detail) => request.log.warn({ detail }, message),
    };
  };

  // Global metaheads (no page); a failure to read them must not take the page down with it.
  const loadGlobalMetaheads = (ctx: RenderContext): Promise<MetaheadRow[]> =>
    listMetaheads(db, null).catch((error: unknown) => {
      ctx.log("the global metaheads could not be read", error);
      return [];
    });
  const withMetaheads = (ctx: RenderContext, rows: readonly MetaheadRow[]): RenderContext => ({
    ...ctx,
    metaheads: prepareMetaheads(rows, ctx.log),
  });

  const sendError = async (
    reply: FastifyReply,
    ctx: RenderContext,
    status: number,
    build: () => ReactElement,
  ) => {
    try {
      await streamDocument(build(), reply, status, ctx.log, ctx.metaheads);
    } catch (error) {
      ctx.log("the error page failed", error);
      reply
        .code(status)
        .header("content-type", "text/html; charset=utf-8")
        .send(errorPageFallback(error, lang, base));
    }
  };

  app.get("/", (request, reply) => {
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    return reply.redirect(`${base}${query}`, 302);
  });
  app.get(`/${lang}`, (request, reply) =>
    reply.redirect(`${base}${request.url.slice(lang.length + 1)}`, 301),
  );

  app.get(`${base}*`, async (request, reply) => {
    const ctx = await context(request);
    const path = pagePathFromUrl(request.url, base);
    const actor = request.actor;
    // What a signed-in user sees (the toolbar) must never be cached for visitors.
    if (actor) reply.header("cache-control", "private, no-store");
    // Site-wide login: every CMS page needs a signed-in user; /auth-exchange exists only then.
    if (isLoginRequired(ctx.settings)) {
      if (path === "auth-exchange") {
        const { returnTo } = request.query as { returnTo?: string };
        const target = sitePath(returnTo, base);
        return reply
          .header("cache-control", "no-store")
          .redirect(actor ? target : signInLocation(lang, target), 302);
      }
      if (!actor)
        return reply
          .header("cache-control", "no-store")
          .redirect(signInLocation(lang, request.url), 302);
    }
    if (path === null) {
      const notFoundCtx = withMetaheads(ctx, await loadGlobalMetaheads(ctx));
      return sendError(reply, notFoundCtx, 404, () => renderNotFound(notFoundCtx));
    }
    // The 404 and error pages carry the global metaheads only; a page also its own.
    const loadingGlobals = loadGlobalMetaheads(ctx);
    try {
      const [page, globals] = await Promise.all([findPublishedPage(db, path), loadingGlobals]);
      const pageCtx = (): RenderContext =>
        withMetaheads(ctx, mergeMetaheads(globals, page?.metaheads ?? []));
      const childPath =
        page?.page_type === "folder" ? await findFirstChildPath(db, page.path) : null;
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
          return streamDocument(element, reply, 200, ctx.log, windowCtx.metaheads);
        }
        case "not-found": {
          const notFoundCtx = withMetaheads(ctx, globals);
          return sendError(reply, notFoundCtx, 404, () => renderNotFound(notFoundCtx));
        }
        case "render": {
          const editor =
            actor?.kind === "session" && can(actor.role, "pages:write")
              ? { pageId: decision.page.id, email: actor.label }
              : null;
          const renderCtx = pageCtx();
          const element = await pageElement(
            decision.page,
            editor ? { ...renderCtx, editor } : renderCtx,
          );
          return streamDocument(element, reply, 200, ctx.log, renderCtx.metaheads);
        }
        default: {
          const unhandled: never = decision;
          throw new Error(`unhandled decision ${JSON.stringify(unhandled)}`);
        }
      }
    } catch (error) {
      request.log.error(error);
      const status =
        typeof (error as { statusCode?: unknown }).statusCode === "number"
          ? Number((error as { statusCode: number }).statusCode)
          : 500;
      const errorCtx = withMetaheads(ctx, await loadingGlobals);
      return sendError(reply, errorCtx, status, () => errorElement(status, errorCtx));
    }
  });

  // No route matched, or the route's validation failed: the framework-level text.
  app.setNotFoundHandler((request, reply) => {
    const t = translator(lang);
    const accepts = request.headers.accept ?? "";
    if (!accepts.includes("text/html"))
      return reply
        .code(404)
        .send({ statusCode: 404, error: "Not Found", message: "This page could not be found" });
    return reply
      .code(404)
      .header("content-type", "text/html; charset=utf-8")
      .send(
        `<!DOCTYPE html><html lang="${lang}" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh"><p><bdi>404</bdi> | ${t("notFound.framework")}</p></body></html>`,
      );
  });
}
