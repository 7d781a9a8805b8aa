import type { FastifyReply, FastifyRequest } from "fastify";
import type { ReactElement } from "react";
import type { VersionStamp } from "../../cache/content-versions.ts";
import {
  type CachedHtml,
  encodedBody,
  matchesEtag,
  preferredEncoding,
  publicCacheControl,
} from "../../cache/html-cache.ts";
import { errorPageFallback, type RenderContext, streamDocument } from "../../ssr/render.tsx";

/** What a signed-in user sees (the toolbar) must never be stored by a browser or a CDN. */
export const PRIVATE = "private, no-store";
/** Error pages, redirects to sign in and the like: not worth keeping anywhere. */
export const NOT_STORED = "no-store";

/** The stamp of a document that is never kept (no notifications: nothing may be held). */
export const NEVER_FRESH: VersionStamp = { pages: 0, settings: 0, metaheads: 0, epoch: -1 };

/**
 * Streams a document and answers with the reply itself: an async onSend hook (compression) can
 * hold the headers back, and a handler that resolved to nothing would then be answered empty.
 */
export async function streamReply(
  reply: FastifyReply,
  element: ReactElement,
  status: number,
  ctx: RenderContext,
): Promise<FastifyReply> {
  await streamDocument(element, reply, status, ctx.log, ctx.metaheads);
  return reply;
}

/** An error page, never stored; when it fails to render, the plain fallback in its place. */
export async function sendErrorPage(
  reply: FastifyReply,
  ctx: RenderContext,
  status: number,
  build: () => ReactElement,
): Promise<FastifyReply> {
  if (!reply.hasHeader("cache-control")) reply.header("cache-control", NOT_STORED);
  try {
    return await streamReply(reply, build(), status, ctx);
  } catch (error) {
    ctx.log("the error page failed", error);
    return reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .send(errorPageFallback(error, ctx.site.lang, ctx.site.base, ctx.site.dir));
  }
}

/**
 * A visitor's document with its validator. A kept one is compressed once, at high quality, for
 * every later visitor; one rendered for this request only is left to @fastify/compress (fast).
 * A private one (this visitor's own: the retailer bar from their cookie) is never stored by a
 * browser or a shared cache.
 */
export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedHtml,
  isKept: boolean,
  isPrivate = false,
): Promise<FastifyReply> {
  reply
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", isPrivate ? PRIVATE : publicCacheControl(entry.expiresAt, Date.now()))
    .header("etag", entry.etag)
    .header("content-security-policy", entry.policy)
    .header("vary", "accept-encoding");
  if (matchesEtag(request.headers["if-none-match"], entry.etag)) return reply.code(304).send();
  const encoding = isKept ? preferredEncoding(request.headers["accept-encoding"]) : null;
  if (encoding === null) return reply.send(entry.html);
  return reply.header("content-encoding", encoding).send(await encodedBody(entry, encoding));
}
