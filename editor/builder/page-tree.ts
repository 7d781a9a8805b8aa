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
