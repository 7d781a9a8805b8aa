import { Link } from "react-router-dom";
import type { PageEditKind } from "./page-dialogs.tsx";
import { builderPathOf } from "./page-languages.ts";
import {
  nodeTitleOf,
  nodeTooltipOf,
  pageStatus,
  STATUS_LABELS,
  type TreeNode,
} from "./page-tree.ts";
import type { PageSummary } from "./page-types.ts";

/*
 * The page tree's rows: each page (or the folder its path implies) with its kind, its path
 * segment, its status and, for writers, the menu of what can be done to it; its children below.
 * Titles wrap rather than being cut, and each row's tooltip holds its full title and path.
 */

export function StatusBadge({ page }: { page: Pick<PageSummary, "is_published" | "has_draft"> }) {
  const status = pageStatus(page);
  return <span className={`ed-badge ed-badge--${status}`}>{STATUS_LABELS[status]}</span>;
}

/** A word for what is not a plain page (folder, news, redirection, link). */
function kindOf(page: PageSummary | null): string {
  if (!page || page.page_type === "folder") return "مجلد";
  if (page.type === "url_redirection") return "تحويل";
  if (page.link_type) return "رابط";
  if (page.page_type === "news") return "خبر";
  return "";
}

/** What a page's menu asks the tree to open a dialog for. */
export type PageAction =
  | { kind: "edit"; type: PageEditKind; page: PageSummary }
  | { kind: "translate"; page: PageSummary }
  | { kind: "delete"; page: PageSummary };

/** One node of the tree and, nested, its children. */
export function TreeNodeItem({
  node,
  currentId,
  canWrite,
  onOpen,
  onAction,
}: {
  node: TreeNode;
  currentId: number | null;
  canWrite: boolean;
  onOpen: (id: number) => void;
  onAction: (action: PageAction) => void;
}) {
  const page = node.page;
  const isCurrent = page !== null && page.id === currentId;
  return (
    <li className="ed-tree__item">
      <div className={isCurrent ? "ed-tree__row ed-tree__row--current" : "ed-tree__row"}>
        {page ? (
          <Link
            to={builderPathOf(page)}
            className="ed-tree__link"
            aria-current={isCurrent ? "page" : undefined}
            onClick={(e) => {
              e.preventDefault();
              onOpen(page.id);
            }}
          >
            <span className="ed-tree__title" dir="auto" title={nodeTooltipOf(node)}>
              {nodeTitleOf(node)}
            </span>
            {kindOf(page) ? <span className="ed-tree__kind">{kindOf(page)}</span> : null}
            <bdi className="ed-tree__path" dir="ltr" title={`/${node.path}`}>
              /{node.segment}
            </bdi>
          </Link>
        ) : (
          <span className="ed-tree__link ed-tree__link--virtual">
            <span className="ed-tree__title" dir="auto" title={nodeTooltipOf(node)}>
              {nodeTitleOf(node)}
            </span>
            <span className="ed-tree__kind">{kindOf(null)}</span>
            <bdi className="ed-tree__path" dir="ltr" title={`/${node.path}`}>
              /{node.segment}
            </bdi>
          </span>
        )}
        {page ? <StatusBadge page={page} /> : null}
        {page && canWrite ? <PageMenu page={page} onAction={onAction} /> : null}
      </div>
      {node.children.length > 0 ? (
        <ul className="ed-tree__children">
          {node.children.map((child) => (
            <TreeNodeItem
              key={child.path}
              node={child}
              currentId={currentId}
              canWrite={canWrite}
              onOpen={onOpen}
              onAction={onAction}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A page's menu: rename, move, duplicate, a version in another language, delete. */
function PageMenu({
  page,
  onAction,
}: {
  page: PageSummary;
  onAction: (action: PageAction) => void;
}) {
  return (
    <details className="ed-menu">
      <summary
        className="ed-button ed-button--quiet ed-icon-button"
        aria-label={`إجراءات «${page.title}»`}
      >
        ⋯
      </summary>
      <fieldset className="ed-menu__list">
        <legend className="ed-visually-hidden">{`إجراءات «${page.title}»`}</legend>
        {(
          [
            ["rename", "إعادة التسمية"],
            ["move", "نقل"],
            ["duplicate", "نسخ"],
          ] as const
        ).map(([type, label]) => (
          <button
            key={type}
            type="button"
            className="ed-button ed-button--quiet"
            onClick={(e) => {
              e.currentTarget.closest("details")?.removeAttribute("open");
              onAction({ kind: "edit", type, page });
            }}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          className="ed-button ed-button--quiet"
          onClick={(e) => {
            e.currentTarget.closest("details")?.removeAttribute("open");
            onAction({ kind: "translate", page });
          }}
        >
          إضافة نسخة بلغة أخرى
        </button>
        <button
          type="button"
          className="ed-button ed-button--quiet ed-button--danger"
          onClick={(e) => {
            e.currentTarget.closest("details")?.removeAttribute("open");
            onAction({ kind: "delete", page });
          }}
        >
          حذف
        </button>
      </fieldset>
    </details>
  );
}
