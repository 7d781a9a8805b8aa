import type { StoredBlock } from "./page-types.ts";

/** Builder → preview: the blocks to show. */
export interface PreviewBlocksMessage {
  type: "preview";
  blocks: StoredBlock[];
  /** The block the editor has selected, outlined in the preview. */
  selected?: number | null;
  /** The page title, shown where the site shows the site name. */
  title?: string;
  /**
   * The page's language (a URL code): the preview renders in its direction, `lang` and texts,
   * as the site does under /{lang}/. Absent: the site's default, Arabic.
   */
  lang?: string;
}

/** Preview → builder: ready for blocks, or the block an editor clicked. */
export type PreviewReplyMessage =
  | { type: "preview-ready" }
  | { type: "preview-select"; index: number };

export const PREVIEW_PATH = "/ar/cms/preview";

/** Only same-origin messages are read: the preview and the builder are one site. */
export function isSameOriginMessage(event: MessageEvent, origin = window.location.origin): boolean {
  return event.origin === origin;
}

export function isPreviewBlocksMessage(data: unknown): data is PreviewBlocksMessage {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === "preview" &&
    Array.isArray((data as { blocks?: unknown }).blocks)
  );
}

export function isPreviewReply(data: unknown): data is PreviewReplyMessage {
  if (typeof data !== "object" || data === null) return false;
  const type = (data as { type?: unknown }).type;
  if (type === "preview-ready") return true;
  return type === "preview-select" && typeof (data as { index?: unknown }).index === "number";
}
