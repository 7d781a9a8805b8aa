import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { get } from "../api.ts";
import { useCan } from "../session.tsx";
import { errorMessage } from "./api-errors.ts";
import {
  CreatePageDialog,
  DeletePageDialog,
  EditPageDialog,
  NEW_PAGE_KINDS,
  type NewPageKind,
  type PageEditKind,
  TranslatePageDialog,
} from "./page-dialogs.tsx";
import {
  builderPathOf,
  knownLanguage,
  languageName,
  otherLanguages,
  pagesIn,
  pickTreeLanguage,
  sitePathOf,
  TREE_LANGUAGE_KEY,
  tagOf,
  treeLanguages,
  versionsOf,
} from "./page-languages.ts";
import { buildPageTree, pageStatus, STATUS_LABELS, type TreeNode } from "./page-tree.ts";
import type { PageDetail, PageSummary } from "./page-types.ts";

export function usePages() {
  return useQuery({
    queryKey: ["cms-pages"],
    queryFn: () => get<{ data: PageSummary[] }>("/api/cms/pages"),
    select: (r) => r.data,
  });
}

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

type Modal =
  | { kind: "create"; type: NewPageKind; parentPath: string }
  | { kind: "edit"; type: PageEditKind; page: PageSummary }
  | { kind: "translate"; page: PageSummary }
  | { kind: "delete"; page: PageSummary }
  | null;

function storedTreeLanguage(): string | null {
  try {
    return window.localStorage.getItem(TREE_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The tree's language (page-languages.ts): `?lang=` in the address, else the open page's, else
 * the last one shown, else Arabic. Choosing one writes it to the address and remembers it.
 */
export function useTreeLanguage(pageLang: string | null): [string, (lang: string) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.get("lang");
  const lang = pickTreeLanguage({ query, pageLang, stored: storedTreeLanguage() });
  // Remembered when chosen or when a page is open, not when it only came from memory.
  const isChosen = knownLanguage(query) !== null || knownLanguage(pageLang) !== null;
  useEffect(() => {
    if (!isChosen) return;
    try {
      window.localStorage.setItem(TREE_LANGUAGE_KEY, lang);
    } catch {
      // Private windows may refuse storage: the address still holds the choice.
    }
  }, [isChosen, lang]);
  const choose = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("lang", next);
        return updated;
      },
      { replace: true },
    );
  };
  return [lang, choose];
}

/**
 * The sidebar: one language's pages nested by path (a selector switches the language), with
 * create (in that language), rename, move, duplicate, a version in another language and delete.
 */
export function PageTreePanel({
  currentId,
  onOpen,
  onDeleted,
}: {
  currentId: number | null;
  /** Goes to a page (the tree then shows its language); the screen asks first when there are unsaved changes. */
  onOpen: (id: number) => void;
  onDeleted: (id: number) => void;
}) {
  const pages = usePages();
  const canWrite = useCan("pages:write");
  const [modal, setModal] = useState<Modal>(null);
  const [filter, setFilter] = useState("");
  const [newKind, setNewKind] = useState<NewPageKind>("page");
  const close = () => setModal(null);
  const all = pages.data ?? [];
  const current = all.find((p) => p.id === currentId);
  const [lang, setLang] = useTreeLanguage(current?.lang ?? null);
  const parentPath = current?.page_type === "folder" && current.lang === lang ? current.path : "";
  const offered = treeLanguages(all);
  const others = otherLanguages(offered);

  const filtered = pagesIn(all, lang).filter(
    (p) =>
      !filter.trim() || `${p.title} ${p.path}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const tree = buildPageTree(filtered);

  function renderNode(node: TreeNode) {
    const page = node.page;
    const isCurrent = page !== null && page.id === currentId;
    return (
      <li key={node.path} className="ed-tree__item">
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
              <span className="ed-tree__title" dir="auto">
                {page.title || node.segment}
              </span>
              {kindOf(page) ? <span className="ed-tree__kind">{kindOf(page)}</span> : null}
              <bdi className="ed-tree__path" dir="ltr">
                /{node.segment}
              </bdi>
            </Link>
          ) : (
            <span className="ed-tree__link ed-tree__link--virtual">
              <bdi dir="ltr">{node.segment}</bdi>
              <span className="ed-tree__kind">{kindOf(null)}</span>
            </span>
          )}
          {page ? <StatusBadge page={page} /> : null}
          {page && canWrite ? (
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
                      setModal({ kind: "edit", type, page });
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
                    setModal({ kind: "translate", page });
                  }}
                >
                  إضافة نسخة بلغة أخرى
                </button>
                <button
                  type="button"
                  className="ed-button ed-button--quiet ed-button--danger"
                  onClick={(e) => {
                    e.currentTarget.closest("details")?.removeAttribute("open");
                    setModal({ kind: "delete", page });
                  }}
                >
                  حذف
                </button>
              </fieldset>
            </details>
          ) : null}
        </div>
        {node.children.length > 0 ? (
          <ul className="ed-tree__children">{node.children.map(renderNode)}</ul>
        ) : null}
      </li>
    );
  }

  return (
    <nav className="ed-sidebar" aria-label="الصفحات">
      <div className="ed-sidebar__head">
        <h2 className="ed-sidebar__title">الصفحات</h2>
        <div className="ed-sidebar__language">
          <label htmlFor="ed-tree-language">لغة الصفحات</label>
          <select
            id="ed-tree-language"
            className="ed-select"
            value={lang}
            onChange={(e) => setLang(e.target.value)}
          >
            <optgroup label="اللغات المستخدمة">
              {offered.map(({ language, pageCount }) => (
                <option key={language.url} value={language.url} lang={language.tag}>
                  {`${language.name} (${language.url}) — ${pageCount}`}
                </option>
              ))}
            </optgroup>
            <optgroup label="كل اللغات">
              {others.map((language) => (
                <option key={language.url} value={language.url} lang={language.tag}>
                  {`${language.name} (${language.url})`}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        {canWrite ? (
          <div className="ed-sidebar__create">
            <label className="ed-visually-hidden" htmlFor="ed-new-kind">
              نوع العنصر الجديد
            </label>
            <select
              id="ed-new-kind"
              className="ed-select"
              value={newKind}
              onChange={(e) => setNewKind(e.target.value as NewPageKind)}
            >
              {NEW_PAGE_KINDS.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {k.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="ed-button ed-button--primary"
              onClick={() => setModal({ kind: "create", type: newKind, parentPath })}
            >
              إنشاء
            </button>
          </div>
        ) : null}
        <label className="ed-visually-hidden" htmlFor="ed-page-filter">
          ابحث في الصفحات
        </label>
        <input
          id="ed-page-filter"
          className="ed-input"
          type="search"
          placeholder="ابحث بالعنوان أو المسار"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      {pages.isPending ? (
        <p className="ed-sidebar__note" role="status">
          جارٍ تحميل الصفحات…
        </p>
      ) : pages.isError ? (
        <p className="ed-field__error" role="alert">
          تعذّر تحميل الصفحات: {errorMessage(pages.error)}
        </p>
      ) : tree.length === 0 ? (
        <p className="ed-sidebar__note">
          {filter.trim() ? "لا صفحة تطابق البحث" : "لا توجد صفحات"} بلغة{" "}
          <bdi lang={tagOf(lang)}>{languageName(lang)}</bdi>.
        </p>
      ) : (
        <ul className="ed-tree" lang={tagOf(lang)}>
          {tree.map(renderNode)}
        </ul>
      )}
      {modal?.kind === "create" ? (
        <CreatePageDialog
          kind={modal.type}
          lang={lang}
          parentPath={modal.parentPath}
          onClose={close}
          onCreated={(page: PageDetail) => {
            close();
            onOpen(page.id);
          }}
        />
      ) : null}
      {modal?.kind === "edit" ? (
        <EditPageDialog
          kind={modal.type}
          page={modal.page}
          onClose={close}
          onDone={(page) => {
            close();
            if (modal.type === "duplicate") onOpen(page.id);
          }}
        />
      ) : null}
      {modal?.kind === "translate" ? (
        <TranslatePageDialog
          page={modal.page}
          pages={all}
          onClose={close}
          onCreated={(page) => {
            close();
            onOpen(page.id);
          }}
        />
      ) : null}
      {modal?.kind === "delete" ? (
        <DeletePageDialog
          page={modal.page}
          onClose={close}
          onDeleted={() => {
            close();
            onDeleted(modal.page.id);
          }}
        />
      ) : null}
    </nav>
  );
}

/**
 * The open page's versions in other languages (pages sharing its translation key), each a link
 * that opens it in the builder, and the way to add one.
 */
export function PageVersions({
  page,
  pages,
  canWrite,
  onOpen,
  onAdd,
}: {
  page: PageSummary;
  pages: readonly PageSummary[];
  canWrite: boolean;
  onOpen: (id: number) => void;
  onAdd: () => void;
}) {
  const versions = versionsOf(page, pages);
  return (
    <nav className="ed-versions" aria-label="نسخ الصفحة بلغات أخرى">
      <span className="ed-versions__label">
        هذه الصفحة بلغة <bdi lang={tagOf(page.lang)}>{languageName(page.lang)}</bdi>
        {versions.length > 0 ? "، ونسخها بلغات أخرى:" : "، ولا نسخ لها بلغات أخرى."}
      </span>
      {versions.length > 0 ? (
        <ul className="ed-versions__list">
          {versions.map((version) => (
            <li key={version.id}>
              <Link
                to={builderPathOf(version)}
                className="ed-versions__link"
                onClick={(e) => {
                  e.preventDefault();
                  onOpen(version.id);
                }}
              >
                <span lang={tagOf(version.lang)}>{languageName(version.lang)}</span>{" "}
                <bdi dir="ltr" className="ed-versions__path">
                  {sitePathOf(version)}
                </bdi>
              </Link>{" "}
              <StatusBadge page={version} />
            </li>
          ))}
        </ul>
      ) : null}
      {canWrite ? (
        <button type="button" className="ed-button ed-button--small" onClick={onAdd}>
          + نسخة بلغة أخرى
        </button>
      ) : null}
    </nav>
  );
}
