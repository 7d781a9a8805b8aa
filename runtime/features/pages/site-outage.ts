import type { FastifyReply, FastifyRequest } from "fastify";
import { translator } from "../../../site/i18n/index.ts";
import { cacheablePath, type HtmlCache } from "../../cache/html-cache.ts";
import { escapeHtmlNumeric } from "../../core/html-escape.ts";
import type { Language } from "../../core/languages.ts";
import { DATABASE_RETRY_AFTER_S, errorDetail } from "../../db/unavailable.ts";
import { noteHandled } from "../../http/logging.ts";
import { NOT_STORED } from "./site-replies.ts";

/** The page while the database is away and no copy of it is kept: plain HTML, no settings. */
export function unavailablePage(language: Language): string {
  const t = translator(language.url);
  const heading = escapeHtmlNumeric(String(t("errorPage.generic")));
  const body = escapeHtmlNumeric(String(t("errorPage.genericBody")));
  return `<!DOCTYPE html><html lang="${language.tag}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="none"><title>${heading}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.7"><h1>${heading}</h1><p>${body}</p><p><bdi>503</bdi></p></body></html>`;
}

/**
 * While the database is away (restarting, failing over) a visitor gets the last copy of the
 * page this process kept, however stale, else a 503 page with Retry-After; neither is kept by
 * a cache in front (a CDN serves its own copy meanwhile, within stale-while-revalidate).
 */
export function answerWithoutDatabase(input: {
  request: FastifyRequest;
  reply: FastifyReply;
  error: unknown;
  htmlCache: HtmlCache;
  publicOrigin: () => string;
  language: Language;
}): FastifyReply {
  const { request, reply, error, htmlCache, language } = input;
  // Logged here, at warn: the request log does not add a 5xx line of its own.
  noteHandled(request);
  request.log.warn(errorDetail(error), "the database is unavailable: page answered without it");
  const urlPath = request.actor ? null : cacheablePath(request.url);
  const kept = urlPath === null ? null : htmlCache.lastKept(`${input.publicOrigin()}${urlPath}`);
  reply.header("cache-control", NOT_STORED).header("content-type", "text/html; charset=utf-8");
  if (kept) return reply.code(200).header("content-security-policy", kept.policy).send(kept.html);
  return reply
    .code(503)
    .header("retry-after", String(DATABASE_RETRY_AFTER_S))
    .send(unavailablePage(language));
}
