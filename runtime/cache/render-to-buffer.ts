import { PassThrough, type Transform } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { injectMetaheads, type MetaheadInjection } from "../ssr/metaheads.tsx";

export interface RenderedDocument {
  html: Buffer;
  /** An error inside the document (a boundary's fallback was rendered): not fit to be cached. */
  hasErrors: boolean;
}

/**
 * The whole document at once, for the cache: rendered until every boundary is ready, the
 * metaheads written in (see injectMetaheads). Rejects when the shell itself fails.
 */
export function renderDocumentToBuffer(
  element: ReactElement,
  metaheads: MetaheadInjection | null | undefined,
  log: (message: string, detail?: unknown) => void,
): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    let hasErrors = false;
    const timer = setTimeout(() => abort(new Error("render timed out")), 10_000);
    timer.unref();
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        const sink: Transform = metaheads ? injectMetaheads(metaheads) : new PassThrough();
        const chunks: Buffer[] = [];
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => {
          clearTimeout(timer);
          resolve({ html: Buffer.concat(chunks), hasErrors });
        });
        sink.on("error", reject);
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        hasErrors = true;
        log("error while rendering a page", error);
      },
    });
  });
}
