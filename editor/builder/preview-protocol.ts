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
  /** The editor may change texts by typing in the preview (absent: only looking). */
  isEditable?: boolean;
}

/**
 * Where a text the preview lets an editor change lives in its block: a field of the block
 * (`{ group: null, field: "title" }`) or a field of one of its repeatable groups.
 */
export interface PreviewFieldPath {
  group: number | null;
  field: string;
}

/**
 * Preview → builder: ready for blocks, the block an editor clicked, or a text an editor changed
 * in place (the builder puts it in the block's field, as if typed in the form).
 */
export type PreviewReplyMessage =
  | { type: "preview-ready" }
  | { type: "preview-select"; index: number }
  | { type: "preview-edit"; index: number; path: PreviewFieldPath; value: string };

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

function isFieldPath(path: unknown): path is PreviewFieldPath {
  if (typeof path !== "object" || path === null) return false;
  const { group, field } = path as { group?: unknown; field?: unknown };
  return (group === null || (typeof group === "number" && group >= 0)) && typeof field === "string";
}

export function isPreviewReply(data: unknown): data is PreviewReplyMessage {
  if (typeof data !== "object" || data === null) return false;
  const message = data as { type?: unknown; index?: unknown; path?: unknown; value?: unknown };
  if (message.type === "preview-ready") return true;
  if (typeof message.index !== "number") return false;
  if (message.type === "preview-select") return true;
  return (
    message.type === "preview-edit" &&
    isFieldPath(message.path) &&
    typeof message.value === "string"
  );
}

/**
 * A block's fields and groups with one text changed where the preview says: what the builder's
 * update path receives, as from the block's form. A path the block does not have changes nothing.
 */
export function withPreviewEdit(
  block: Pick<StoredBlock, "fields" | "groups">,
  path: PreviewFieldPath,
  value: string,
): Pick<StoredBlock, "fields" | "groups"> {
  if (path.group === null)
    return { fields: { ...block.fields, [path.field]: value }, groups: block.groups };
  const group = block.groups[path.group];
  if (!group) return { fields: block.fields, groups: block.groups };
  const groups = [...block.groups];
  groups[path.group] = { ...group, [path.field]: value };
  return { fields: block.fields, groups };
}
