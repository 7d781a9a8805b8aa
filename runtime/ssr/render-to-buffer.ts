import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { sitePolicy } from "../http/security-headers.ts";
import { documentSourcesOf } from "./document-sources.ts";
import { injectMetaheadsInto, type MetaheadInjection } from "./metaheads.tsx";

/**
 * The whole document at once, for the cache and for a visitor's one write: the site's documents
 * hold no Suspense boundary (block components are loaded before rendering), so the synchronous
 * render gives the same HTML as the stream without its per-chunk work, and any error is thrown
 * (the caller shows the error page). The metaheads are written in (see injectMetaheads). Its
 * Content-Security-Policy comes with it (hashes only: the same bytes go to every visitor, so no
 * nonce), to be kept beside it in the HTML cache.
 */
export function renderDocumentToBuffer(
  element: ReactElement,
  metaheads: MetaheadInjection | null | undefined,
): { html: Buffer; policy: string } {
  const html = `<!DOCTYPE html>${renderToString(element)}`;
  return {
    html: Buffer.from(metaheads ? injectMetaheadsInto(html, metaheads) : html),
    policy: sitePolicy(documentSourcesOf(element)),
  };
}
