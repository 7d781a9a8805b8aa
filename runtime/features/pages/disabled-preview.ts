import type { FastifyReply, FastifyRequest } from "fastify";
import type { VersionStamp } from "../../cache/content-versions.ts";
import { encodedPagePath } from "../../core/disabled-preview.ts";
import type { Language } from "../../core/languages.ts";
import { createFolderHandler, resolvePage, sitePageUrl } from "../../core/page-resolution.ts";
import { can } from "../../http/permissions.ts";
import { mergeMetaheads } from "../../ssr/metaheads.tsx";
import { newWindowElement, type RenderContext } from "../../ssr/render.tsx";
import { PREVIEW_ROBOTS } from "../../ssr/shell.tsx";
import { renderCmsPage } from "./render-cms-page.ts";
import { withMetaheads } from "./site-context.ts";
import type { SiteRuntime } from "./site-options.ts";
import { PRIVATE, streamReply } from "./site-replies.ts";
import type { MetaheadRow } from "./store.ts";

/** A request for /{lang}/disabled-preview/{path}, with what the site route has read so far. */
export interface PreviewRequest {
  request: FastifyRequest;
  reply: FastifyReply;
  language: Language;
  stamp: VersionStamp | null;
  /** The previewed page's lookup path (runtime/core/disabled-preview.ts previewedPagePath). */
  pagePath: string;
  /** The global metaheads, which every document carries. */
  globals: readonly MetaheadRow[];
  /** The site's answer to a path with no page: the 404 page, as for any unknown path. */
  notFound: () => Promise<FastifyReply>;
}

const queryOf = (url: string): string => {
  const at = url.indexOf("?");
  return at === -1 ? "" : url.slice(at);
};

/**
 * The preview of a page visitors cannot see (000 §2, /disabled-preview*): for a signed-in user
 * or an API token with pages:read, the page's working copy (its draft, else what it holds: what
 * publishing it would show) rendered by the site's own page render, under a banner saying it is
 * not published or is disabled. Anyone else, and a path with no page, gets the site's 404 page,
 * the same as for any unknown path, so the address tells a visitor nothing.
 *
 * A published page is not previewed: the editor is sent (302) to its public address, where
 * visitors see it and the editor toolbar links back to the builder. An unpublished redirection,
 * link or folder goes where it would lead once published, always with 302 (a page's 301 must not
 * be remembered for an address that is not public). Every answer to an editor is private,
 * no-store, never kept in the HTML cache and noindex.
 */
export async function serveDisabledPreview(
  site: SiteRuntime,
  input: PreviewRequest,
): Promise<FastifyReply> {
  const { request, reply, language, stamp, pagePath } = input;
  const actor = request.actor;
  // Checked before any read: whether a page exists at the path is not a visitor's to learn.
  if (!actor || !can(actor.role, "pages:read", actor.leadAccess)) return input.notFound();
  const lang = language.url;
  const base = `/${lang}/`;
  const found = await site.options.data.previewPage(pagePath, lang);
  if (!found) return input.notFound();
  reply.header("cache-control", PRIVATE).header("x-robots-tag", PREVIEW_ROBOTS);
  // The page's public address: where it is seen once published, and what its links and
  // redirects are resolved against.
  const publicUrl = `${sitePageUrl(base, encodedPagePath(found.page.path))}${queryOf(request.url)}`;
  if (found.isPublished) return reply.redirect(publicUrl, 302);
  const decision = resolvePage({
    page: found.page,
    currentUrl: publicUrl,
    base,
    handlers: { folder: createFolderHandler(() => found.childPath, base) },
  });
  if (decision.kind === "not-found") return input.notFound();
  if (decision.kind === "redirect") return reply.redirect(decision.location, 302);
  // The shell is built for the page's public address (navigation, footer, dynamic content), as
  // a visitor there will get it, with the banner on top.
  const ctx: RenderContext = {
    ...(await site.context(request, publicUrl, stamp, language)),
    preview: { state: found.wasPublished ? "disabled" : "unpublished" },
  };
  const pageCtx = (): RenderContext =>
    withMetaheads(ctx, mergeMetaheads(input.globals, found.page.metaheads));
  if (decision.kind === "new-window") {
    const windowCtx = pageCtx();
    return streamReply(reply, newWindowElement(decision.url, windowCtx), 200, windowCtx);
  }
  return renderCmsPage(site, {
    request,
    reply,
    language,
    path: found.page.path,
    stamp,
    urlPath: publicUrl,
    // Never kept: the request is a signed-in one (streamed), and this says so twice.
    cacheKey: null,
    // An editor's answer: private, whatever else it carries.
    isPersonal: true,
    ctx,
    lookedUp: found.page,
    page: decision.page,
    pageCtx,
  });
}
