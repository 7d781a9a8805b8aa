import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ReactElement } from "react";
import { settingsDefaults } from "../../generated/validate.ts";
import { translator } from "../../site/i18n/index.ts";
import { can } from "../auth/permissions.ts";
import { isLoginRequired, signInLocation, sitePath } from "../auth/sessions.ts";
import { createFolderHandler, pagePathFromUrl, resolvePage } from "../core/page-resolution.ts";
import { mergeSettings } from "../core/settings.ts";
import type { Db } from "../db/client.ts";
import { findFirstChildPath, findPublishedPage, listSettings } from "../db/repo.ts";
import type { SiteAssets } from "../ssr/assets.ts";
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

  const sendError = async (
    reply: FastifyReply,
    ctx: RenderContext,
    status: number,
    build: () => ReactElement,
  ) => {
    try {
      await streamDocument(build(), reply, status, ctx.log);
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
    if (path === null) return sendError(reply, ctx, 404, () => renderNotFound(ctx));
    try {
      const page = await findPublishedPage(db, path);
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
        case "new-window":
          return streamDocument(newWindowElement(decision.url, ctx), reply, 200, ctx.log);
        case "not-found":
          return sendError(reply, ctx, 404, () => renderNotFound(ctx));
        case "render": {
          const editor =
            actor?.kind === "session" && can(actor.role, "pages:write")
              ? { pageId: decision.page.id, email: actor.label }
              : null;
          const element = await pageElement(decision.page, editor ? { ...ctx, editor } : ctx);
          return streamDocument(element, reply, 200, ctx.log);
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
      return sendError(reply, ctx, status, () => errorElement(status, ctx));
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
