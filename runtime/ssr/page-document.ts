import { randomUUID } from "node:crypto";
import { renderToString } from "react-dom/server";
import { etagOf } from "../cache/html-cache.ts";
import type { PageRecord } from "../core/page-resolution.ts";
import { type PreparedBlock, scheduleBlocks } from "../core/prepare-blocks.ts";
import { siteTimeZone } from "../core/settings.ts";
import { sitePolicy } from "../http/security-headers.ts";
import { documentSourcesOf } from "./document-sources.ts";
import { injectMetaheadsInto } from "./metaheads.tsx";
import { pageElement } from "./render.tsx";
import { objectId } from "./render-blocks.tsx";
import type { RenderContext } from "./render-context.ts";
import { languageLinksOf } from "./shell.tsx";

/** A visitor's document, whole: its bytes, its Content-Security-Policy and its validator. */
export interface VisitorDocument {
  html: Buffer;
  policy: string;
  etag: string;
}

/**
 * A page's document for every query of its path: its bytes cut where the language switch's
 * links go (each piece followed by the index of the link written there, the last by none).
 */
interface DocumentTemplate {
  pieces: Buffer[];
  links: number[];
  policy: string;
  etag: string;
}

const TEMPLATES_PER_PAGE = 4;
const templates = new WeakMap<PageRecord, Map<string, DocumentTemplate>>();

/** An href as React writes it in an attribute. */
const escapeAttribute = (value: string): string =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");

/**
 * Everything a visitor's document is rendered from, but the query: the published page (one
 * object per version), which of its prepared blocks show now, the language's settings and the
 * build's assets (one object each while they do not change), the path, the year the footer
 * shows, the metaheads, and the rest of the render context as it is (what page data read for
 * this request included: a stock list read for the query makes its own key). Null for a
 * signed-in user's document.
 */
function documentKey(
  page: PageRecord,
  ctx: RenderContext,
  prepared: readonly PreparedBlock[],
): string | null {
  const {
    site,
    settings,
    assets,
    currentUrl,
    now,
    log: _log,
    referrer: _referrer,
    editor,
    metaheads,
    forms,
    languageHrefMarker: _marker,
    ...rest
  } = ctx;
  if (editor) return null;
  const shown = scheduleBlocks(prepared, { now, timeZone: siteTimeZone(settings) }).map((p) =>
    p.kind === "error" ? -1 : p.isScheduledOut ? 0 : objectId(p.block),
  );
  return JSON.stringify([
    objectId(page),
    shown,
    objectId(settings),
    objectId(assets),
    site,
    new URL(currentUrl, "http://x").pathname,
    now.getFullYear(),
    metaheads ? [metaheads.head, metaheads.body, metaheads.sources] : null,
    forms ? [forms.value.views, forms.sources] : null,
    rest,
  ]);
}

/** The document rendered whole, as every request of a document that cannot be shared is. */
async function wholeDocument(
  page: PageRecord,
  ctx: RenderContext,
  prepared: readonly PreparedBlock[] | undefined,
): Promise<VisitorDocument> {
  const element = await pageElement(page, ctx, prepared);
  const text = `<!DOCTYPE html>${renderToString(element)}`;
  const html = Buffer.from(ctx.metaheads ? injectMetaheadsInto(text, ctx.metaheads) : text);
  return { html, policy: sitePolicy(documentSourcesOf(element)), etag: etagOf(html) };
}

/**
 * The page rendered with its language links as markers, cut at them; null when a marker is not
 * where an href goes, or when a block failed (its box's retry link carries the query).
 */
async function renderTemplate(
  page: PageRecord,
  ctx: RenderContext,
  prepared: readonly PreparedBlock[],
): Promise<DocumentTemplate | null> {
  const marker = `lang-${randomUUID()}-`;
  const element = await pageElement(page, { ...ctx, languageHrefMarker: marker }, prepared);
  let text = `<!DOCTYPE html>${renderToString(element)}`;
  if (ctx.metaheads) text = injectMetaheadsInto(text, ctx.metaheads);
  if (text.includes('class="block-error"')) return null;
  const pieces: Buffer[] = [];
  const links: number[] = [];
  let from = 0;
  for (const match of text.matchAll(new RegExp(`${marker}(\\d+)`, "g"))) {
    if (!text.endsWith('href="', match.index)) return null;
    pieces.push(Buffer.from(text.slice(from, match.index)));
    links.push(Number(match[1]));
    from = match.index + match[0].length;
  }
  pieces.push(Buffer.from(text.slice(from)));
  return {
    pieces,
    links,
    policy: sitePolicy(documentSourcesOf(element)),
    etag: etagOf(Buffer.concat(pieces)),
  };
}

/**
 * A visitor's document. Its render is a function of what documentKey names and of the query,
 * which only the language switch's links read: the document is rendered once per page version
 * and key, and each request writes its own links into it. A document that cannot be shared is
 * rendered whole.
 */
export async function visitorDocument(
  page: PageRecord,
  ctx: RenderContext,
  prepared: readonly PreparedBlock[] | undefined,
): Promise<VisitorDocument> {
  const key = prepared ? documentKey(page, ctx, prepared) : null;
  if (key === null || !prepared) return wholeDocument(page, ctx, prepared);
  let byKey = templates.get(page);
  let template = byKey?.get(key);
  if (!template) {
    const made = await renderTemplate(page, ctx, prepared);
    if (!made) return wholeDocument(page, ctx, prepared);
    if (!byKey) {
      byKey = new Map();
      templates.set(page, byKey);
    }
    if (byKey.size >= TEMPLATES_PER_PAGE) byKey.clear();
    byKey.set(key, made);
    template = made;
  }
  const hrefs = languageLinksOf(ctx).map((link) => escapeAttribute(link.href));
  const parts: Buffer[] = [];
  for (const [i, piece] of template.pieces.entries()) {
    parts.push(piece);
    const link = template.links[i];
    if (link === undefined) continue;
    const href = hrefs[link];
    if (href === undefined) return wholeDocument(page, ctx, prepared);
    parts.push(Buffer.from(href));
  }
  return {
    html: Buffer.concat(parts),
    policy: template.policy,
    etag:
      template.links.length === 0
        ? template.etag
        : etagOf(Buffer.from(`${template.etag}\n${hrefs.join("\n")}`)),
  };
}
