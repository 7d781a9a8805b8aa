import type { FastifyReply, FastifyRequest } from "fastify";
import { translator } from "../../../site/i18n/index.ts";
import type { VersionStamp } from "../../cache/content-versions.ts";
import type { CachedHtml } from "../../cache/html-cache.ts";
import { nextScheduleBoundary } from "../../cache/schedule-boundary.ts";
import { breadcrumbTrail } from "../../core/breadcrumbs.ts";
import type { Language } from "../../core/languages.ts";
import type { PageRecord } from "../../core/page-resolution.ts";
import { prepareBlock } from "../../core/prepare-blocks.ts";
import { siteTimeZone } from "../../core/settings.ts";
import { can } from "../../http/permissions.ts";
import { loadPageData, type PageData } from "../../ssr/page-data.ts";
import { visitorDocument } from "../../ssr/page-document.ts";
import { pageElement, type RenderContext } from "../../ssr/render.tsx";
import { specTagsUnfilled } from "../model-specs/index.ts";
import type { SiteRuntime } from "./site-options.ts";
import { NEVER_FRESH, sendDocument, streamReply } from "./site-replies.ts";
import type { PageWithId } from "./store.ts";

/** A CMS page the resolution decided to render, with what its request has read so far. */
export interface CmsPageRequest {
  request: FastifyRequest;
  reply: FastifyReply;
  language: Language;
  /** The page path the request asked for (what its cache entry is dropped by). */
  path: string;
  stamp: VersionStamp | null;
  /**
   * The URL the page is rendered for: without tracking parameters when a visitor's document may
   * be kept, the page's public address on a preview (disabled-preview.ts); else null (the request's).
   */
  urlPath: string | null;
  /** Where a visitor's document is kept, or null when it is not. */
  cacheKey: string | null;
  /** The document is this visitor's own (their retailer bar, a cookie set): sent private. */
  isPersonal: boolean;
  /** The request's context, before metaheads. */
  ctx: RenderContext;
  /** The published page as looked up, with its translations and prepared blocks. */
  lookedUp: PageWithId | null;
  /** The page to render. */
  page: PageRecord;
  /** The request's context with the global metaheads and the page's own. */
  pageCtx: () => RenderContext;
}

/** The year in the footer changes at the turn of the year (server time, as the footer reads it). */
const nextNewYear = (now: Date): number => new Date(now.getFullYear() + 1, 0, 1).getTime();

/**
 * The page's full context: the editor's toolbar for a signed-in writer, breadcrumbs from its
 * published ancestors, its language versions, and what its blocks ask of the server.
 */
async function cmsPageContext(
  site: SiteRuntime,
  input: CmsPageRequest,
): Promise<{
  renderCtx: RenderContext;
  editor: RenderContext["editor"];
  loaded: PageData;
}> {
  const { options, defaultLanguage } = site;
  const { request, ctx, page, lookedUp, urlPath } = input;
  const { data } = options;
  const lang = input.language.url;
  const base = `/${lang}/`;
  const actor = request.actor;
  const editor =
    actor?.kind === "session" && can(actor.role, "pages:write")
      ? { pageId: page.id, email: actor.label }
      : null;
  const ancestors = await data.ancestors(page.path, lang, input.stamp).catch((error: unknown) => {
    ctx.log("the breadcrumbs could not be read", error);
    return [];
  });
  const crumbs = breadcrumbTrail(page, ancestors, {
    base,
    homeLabel: String(translator(lang)("home")),
  });
  const pageShell = {
    navEntries: ctx.shell?.navEntries ?? [],
    retailers: ctx.shell?.retailers ?? [],
    breadcrumbs: crumbs,
    externalNavigation: ctx.shell?.externalNavigation ?? null,
    retailerBar: ctx.shell?.retailerBar ?? null,
  };
  const renderCtx: RenderContext = {
    ...input.pageCtx(),
    shell: pageShell,
    languages: {
      versions: [
        { lang, path: page.path },
        ...(lookedUp?.id === page.id ? lookedUp.translations : []),
      ],
      defaultLang: defaultLanguage.url,
    },
  };
  // What the page's blocks ask of the server (their schemas' x-page-data): stock lists,
  // dealers, forms, news, fed sliders, read before the render.
  const loaded = await loadPageData(
    options.pageData ?? [],
    {
      page,
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
    lookedUp
      ? data.preparedBlocks(lookedUp)
      : page.blocks.map((raw, index) => prepareBlock(raw, index)),
  );
  Object.assign(renderCtx, loaded.context);
  if (loaded.props) renderCtx.islandProps = loaded.props;
  if (loaded.stylesheets.length > 0) renderCtx.extraTemplates = loaded.stylesheets;
  if (loaded.sources.length > 0) renderCtx.extraSources = loaded.sources;
  return { renderCtx, editor, loaded };
}

/**
 * Renders a CMS page. A signed-in user's document streams; a visitor's is rendered whole, for
 * its validator and its one write, and kept when its URL is cacheable, until the next offer
 * schedule boundary of its blocks, the new year, its external navigation's expiry or its page
 * data's, whichever comes first.
 */
export async function renderCmsPage(
  site: SiteRuntime,
  input: CmsPageRequest,
): Promise<FastifyReply> {
  const { data } = site.options;
  const { request, reply, ctx, page, lookedUp, stamp, cacheKey } = input;
  const { renderCtx, editor, loaded } = await cmsPageContext(site, input);
  const prepared = lookedUp
    ? await (site.options.fillSpecTags ?? specTagsUnfilled)(data.preparedBlocks(lookedUp), stamp)
    : undefined;
  const boundary = nextScheduleBoundary(page.blocks, ctx.now, siteTimeZone(ctx.settings));
  const expiresAt = Math.min(
    boundary ?? Infinity,
    nextNewYear(ctx.now),
    // A page showing the external navigation is kept no longer than its answer.
    ctx.shell?.externalNavigation?.expiresAt ?? Infinity,
    // A page showing stock, dealers or a feed is kept a while: they change under it.
    loaded.expiresAt,
  );
  if (request.actor) {
    const element = await pageElement(
      page,
      editor ? { ...renderCtx, editor } : renderCtx,
      prepared,
    );
    return streamReply(reply, element, 200, renderCtx);
  }
  // A visitor's document: rendered once per page version and what it is rendered from, the
  // query's part written per request (runtime/ssr/page-document.ts).
  const { html, policy, etag } = await visitorDocument(page, renderCtx, prepared);
  const entry: CachedHtml = {
    pagePath: input.path,
    stamp: stamp ?? NEVER_FRESH,
    html,
    policy,
    etag,
    expiresAt,
    encoded: new Map(),
    ...(loaded.dependsOn && loaded.dependsOn.length > 0 ? { dependsOn: loaded.dependsOn } : {}),
  };
  const isKept = cacheKey !== null && stamp !== null && loaded.dependsOn !== null;
  if (isKept) site.htmlCache.set(cacheKey, entry);
  return sendDocument(request, reply, entry, isKept, input.isPersonal);
}
