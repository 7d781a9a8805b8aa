import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { injectMetaheadsInto, type MetaheadInjection } from "./metaheads.tsx";

/**
 * The whole document at once, for the cache and for a visitor's one write: the site's documents
 * hold no Suspense boundary (block components are loaded before rendering), so the synchronous
 * render gives the same HTML as the stream without its per-chunk work, and any error is thrown
 * (the caller shows the error page). The metaheads are written in (see injectMetaheads).
 */
export function renderDocumentToBuffer(
  element: ReactElement,
  metaheads: MetaheadInjection | null | undefined,
): Buffer {
  const html = `<!DOCTYPE html>${renderToString(element)}`;
  return Buffer.from(metaheads ? injectMetaheadsInto(html, metaheads) : html);
}
