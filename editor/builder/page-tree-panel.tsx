import { useQuery } from "@tanstack/react-query";
import { type RefObject, useEffect, useRef, useState } from "react";
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
import {
  buildPageTree,
  clampTreeWidth,
  TREE_WIDTH,
  TREE_WIDTH_KEY,
  treeWidthAfterKey,
} from "./page-tree.ts";
import { type PageAction, StatusBadge, TreeNodeItem } from "./page-tree-items.tsx";
import type { PageDetail, PageSummary } from "./page-types.ts";

export { StatusBadge } from "./page-tree-items.tsx";

export function usePages() {
  return useQuery({
    queryKey: ["cms-pages"],
    queryFn: () => get<{ data: PageSummary[] }>("/api/cms/pages"),
    select: (r) => r.data,
  });
}

type Modal = { kind: "create"; type: NewPageKind; parentPath: string } | PageAction | null;

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

function storedTreeWidth(): number {
  try {
    const stored = window.localStorage.getItem(TREE_WIDTH_KEY);
    return stored === null ? TREE_WIDTH.initial : clampTreeWidth(Number(stored));
  } catch {
    return TREE_WIDTH.initial;
  }
}

const pixels = new Intl.NumberFormat("ar", { maximumFractionDigits: 0 });

/**
 * The tree's width: remembered in this browser, set on the builder's grid (the sidebar's parent,
 * whose first column it sizes through `--ed-tree-width`), changed by dragging the handle or with
 * its arrow keys.
 */
function useTreeWidth(navRef: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(storedTreeWidth);
  const drag = useRef<{ x: number; width: number; pointer: number } | null>(null);
  useEffect(() => {
    const grid = navRef.current?.parentElement;
    grid?.style.setProperty("--ed-tree-width", `${width}px`);
  }, [navRef, width]);
  const remember = (next: number) => {
    try {
      window.localStorage.setItem(TREE_WIDTH_KEY, String(next));
    } catch {
      // Private windows may refuse storage: the width holds until the page is left.
    }
  };
  const isRtl = () =>
    navRef.current ? getComputedStyle(navRef.current).direction === "rtl" : true;
  const handle = {
    onPointerDown: (event: React.PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { x: event.clientX, width, pointer: event.pointerId };
    },
    onPointerMove: (event: React.PointerEvent<HTMLElement>) => {
      const start = drag.current;
      if (!start || start.pointer !== event.pointerId) return;
      const moved = event.clientX - start.x;
      setWidth(clampTreeWidth(start.width + (isRtl() ? -moved : moved)));
    },
    onPointerUp: (event: React.PointerEvent<HTMLElement>) => {
      if (!drag.current || drag.current.pointer !== event.pointerId) return;
      drag.current = null;
      setWidth((current) => {
        remember(current);
        return current;
      });
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      const next = treeWidthAfterKey(width, event.key, {
        isRtl: isRtl(),
        isBig: event.shiftKey,
      });
      if (next === null) return;
      event.preventDefault();
      setWidth(next);
      remember(next);
    },
  };
  return { width, handle };
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
  const navRef = useRef<HTMLElement>(null);
  const resize = useTreeWidth(navRef);
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

  return (
    <nav className="ed-sidebar ed-sidebar--resizable" aria-label="الصفحات" ref={navRef}>
      <div className="ed-sidebar__scroll">
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
            {tree.map((node) => (
              <TreeNodeItem
                key={node.path}
                node={node}
                currentId={currentId}
                canWrite={canWrite}
                onOpen={onOpen}
                onAction={setModal}
              />
            ))}
          </ul>
        )}
        <TreeDialogs
          modal={modal}
          lang={lang}
          pages={all}
          onClose={close}
          onOpen={onOpen}
          onDeleted={onDeleted}
        />
      </div>
      {/* The handle on the tree's inner edge: drag it, or focus it and use the arrow keys. */}
      <hr
        className="ed-sidebar__resize"
        aria-orientation="vertical"
        aria-label="عرض قائمة الصفحات"
        aria-valuemin={TREE_WIDTH.min}
        aria-valuemax={TREE_WIDTH.max}
        aria-valuenow={resize.width}
        aria-valuetext={`${pixels.format(resize.width)} بكسل`}
        title="اسحب لتغيير عرض قائمة الصفحات، أو استعمل الأسهم"
        tabIndex={0}
        {...resize.handle}
      />
    </nav>
  );
}

/** The dialog a tree action opened: each closes itself, then opens or forgets the page it changed. */
function TreeDialogs({
  modal,
  lang,
  pages,
  onClose: close,
  onOpen,
  onDeleted,
}: {
  modal: Modal;
  lang: string;
  pages: readonly PageSummary[];
  onClose: () => void;
  onOpen: (id: number) => void;
  onDeleted: (id: number) => void;
}) {
  return (
    <>
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
          pages={pages}
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
    </>
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
