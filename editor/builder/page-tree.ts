import { pagePathProblem } from "../../runtime/core/page-path.ts";
import type { PageSummary } from "./page-types.ts";

/** A node of the sidebar: a page, or a path segment no page stands for. */
export interface TreeNode {
  path: string;
  /** The last path segment. */
  segment: string;
  page: PageSummary | null;
  children: TreeNode[];
}

/** Pages nested by path prefix ("models" holds "models/defender"), each level sorted by path. */
export function buildPageTree(pages: readonly PageSummary[]): TreeNode[] {
  const byPath = new Map<string, TreeNode>();
  const roots: TreeNode[] = [];
  const nodeFor = (path: string): TreeNode => {
    const existing = byPath.get(path);
    if (existing) return existing;
    const cut = path.lastIndexOf("/");
    const node: TreeNode = { path, segment: path.slice(cut + 1), page: null, children: [] };
    byPath.set(path, node);
    if (cut > 0) nodeFor(path.slice(0, cut)).children.push(node);
    else roots.push(node);
    return node;
  };
  for (const page of pages) nodeFor(page.path.replace(/^\/+|\/+$/g, "")).page = page;
  const sort = (nodes: TreeNode[]) => {
    nodes.sort((a, b) => {
      if (a.path === "index") return -1;
      if (b.path === "index") return 1;
      return a.path.localeCompare(b.path);
    });
    for (const n of nodes) sort(n.children);
  };
  sort(roots);
  return roots;
}

export type PageStatus = "published" | "draft" | "unpublished";

/**
 * منشورة: visitors see it and nothing waits; مسودة: a draft waits to be published;
 * غير منشورة: visitors do not see it.
 */
export function pageStatus(page: Pick<PageSummary, "is_published" | "has_draft">): PageStatus {
  if (page.has_draft) return "draft";
  return page.is_published ? "published" : "unpublished";
}

export const STATUS_LABELS: Readonly<Record<PageStatus, string>> = {
  published: "منشورة",
  draft: "مسودة",
  unpublished: "غير منشورة",
};

/**
 * The server's path rule (the PagePath schema), checked before sending so the dialog can say
 * what is wrong at once, in the same words as the server's refusal.
 */
export function pathProblem(path: string): string | null {
  return pagePathProblem(path.trim())?.message ?? null;
}

/** The page tree's width in pixels: its bounds, its first width, and the keyboard's steps. */
export const TREE_WIDTH = { min: 200, max: 560, initial: 260, step: 16, bigStep: 64 } as const;

/** Where the tree's width is remembered in this browser. */
export const TREE_WIDTH_KEY = "ed-tree-width";

/** A width within the tree's bounds (a stored value that is not a number: the first width). */
export function clampTreeWidth(width: number): number {
  if (!Number.isFinite(width)) return TREE_WIDTH.initial;
  return Math.round(Math.min(TREE_WIDTH.max, Math.max(TREE_WIDTH.min, width)));
}

/**
 * The width after a key pressed on the tree's resize handle, or null for another key. The
 * handle is the tree's inline end (its left edge in Arabic): the arrow that points away from the
 * tree widens it. Shift takes bigger steps; Home and End go to the bounds.
 */
export function treeWidthAfterKey(
  width: number,
  key: string,
  { isRtl, isBig }: { isRtl: boolean; isBig: boolean },
): number | null {
  const step = isBig ? TREE_WIDTH.bigStep : TREE_WIDTH.step;
  const wider = isRtl ? "ArrowLeft" : "ArrowRight";
  const narrower = isRtl ? "ArrowRight" : "ArrowLeft";
  if (key === wider) return clampTreeWidth(width + step);
  if (key === narrower) return clampTreeWidth(width - step);
  if (key === "Home") return TREE_WIDTH.min;
  if (key === "End") return TREE_WIDTH.max;
  return null;
}

/** The pages under a node, nearest first (a folder's own level, then deeper). */
function pagesUnder(node: TreeNode): PageSummary[] {
  const out: PageSummary[] = [];
  let level = node.children;
  while (level.length > 0) {
    for (const child of level) if (child.page) out.push(child.page);
    level = level.flatMap((child) => child.children);
  }
  return out;
}

/**
 * What a node is called in the tree: its page's title; a path segment that no page stands for
 * (a folder only implied by its pages' paths, like `range-rover-electric`) has no title of its
 * own, so it is called after the nearest page it holds, in that page's language, and by its raw
 * segment only when none of its pages has a title.
 */
export function nodeTitleOf(node: TreeNode): string {
  if (node.page) return node.page.title || node.segment;
  return pagesUnder(node).find((p) => p.title.trim() !== "")?.title ?? node.segment;
}

/** The tooltip of a row: its full title, and for a folder without a page the pages it holds. */
export function nodeTooltipOf(node: TreeNode): string {
  if (node.page) return nodeTitleOf(node);
  const titles = pagesUnder(node)
    .map((p) => p.title.trim())
    .filter(Boolean);
  return titles.length > 0 ? `مجلد فيه: ${titles.join("، ")}` : "مجلد";
}
