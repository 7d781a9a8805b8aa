import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import type { BlockTemplateKey } from "../../generated/types.ts";
import { busyWith, pageSessionMachine } from "../../machines/page-session-machine.ts";
import { call } from "../api.ts";
import { useCan } from "../session.tsx";
import { BlockForm } from "../widgets/block-form.tsx";
import { errorMessage } from "./api-errors.ts";
import { BlockList, blockName } from "./block-list.tsx";
import { newBlock, validateBlocks } from "./block-validation.ts";
import { CatalogueDialog } from "./catalogue-dialog.tsx";
import { copyBlocks, readClipboard } from "./clipboard.ts";
import { HistoryDialog } from "./history-panel.tsx";
import { TranslatePageDialog } from "./page-dialogs.tsx";
import { builderPathOf, sitePathOf, tagOf } from "./page-languages.ts";
import { PageMetaForm } from "./page-meta-form.tsx";
import { noticeText, serverProblemsOf, sessionActors } from "./page-session.ts";
import {
  type BlockItem,
  canRedo,
  canUndo,
  initialPageState,
  isDirty,
  nextUidOf,
  type PageWorking,
  pageReducer,
  toSnapshot,
} from "./page-state/index.ts";
import { PageTreePanel, PageVersions, StatusBadge, usePages } from "./page-tree-panel.tsx";
import type { DraftSnapshot, PageDetail, StoredBlock } from "./page-types.ts";
import { PreviewPane } from "./preview-pane.tsx";
import "./builder.css";

const LEAVE_QUESTION = "في هذه الصفحة تغييرات غير محفوظة. هل تريد المغادرة دون حفظها؟";

/** The working copy of a page: its draft when it has one, else what visitors see. */
export function snapshotOf(page: PageDetail): DraftSnapshot {
  const d = page.draft ?? {};
  const blocks = (Array.isArray(d.blocks) ? d.blocks : page.blocks).filter(
    (b): b is StoredBlock =>
      typeof b === "object" && b !== null && typeof (b as StoredBlock).template === "string",
  );
  return {
    title: d.title ?? page.title ?? "",
    meta_title: d.meta_title ?? page.meta_title ?? "",
    meta_description: d.meta_description ?? page.meta_description ?? "",
    image_id: d.image_id ?? page.image_id ?? null,
    canonical_url: d.canonical_url ?? page.canonical_url ?? "",
    disable_seo_tracking: d.disable_seo_tracking ?? page.disable_seo_tracking ?? false,
    blocks: blocks.map((b) => ({
      template: b.template,
      fields: b.fields ?? {},
      groups: Array.isArray(b.groups) ? b.groups : [],
    })),
  };
}

function isEditableTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && target.closest(".cm-editor, [contenteditable='true']") !== null
  );
}

export default function BuilderScreen() {
  const params = useParams();
  const pageId = params.pageId ? Number(params.pageId) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCan("pages:write");
  const canPublish = useCan("pages:publish");

  const [state, dispatch] = useReducer(pageReducer, undefined, () => initialPageState());
  const [selectedUid, setSelectedUid] = useState<string | null>(null);
  const [formProblems, setFormProblems] = useState<Map<string, number>>(new Map());
  /** The last removal, offered for undo while nothing else has changed since. */
  const [removed, setRemoved] = useState<{ name: string; before: PageWorking } | null>(null);
  const [modal, setModal] = useState<"catalogue" | "history" | "translate" | null>(null);
  const [clipboardCount, setClipboardCount] = useState(0);

  const pageQuery = useQuery({
    queryKey: ["cms-page", pageId],
    queryFn: () => call("getPage", { params: { id: pageId ?? 0 } }),
    enabled: pageId !== null,
    select: (r) => r.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const page = pageQuery.data;
  const pageList = usePages();
  const pageSummary = pageList.data?.find((p) => p.id === pageId);

  /** The working copy starts again from a page's detail. */
  const resetWorking = useCallback((detail: PageDetail) => {
    dispatch({ type: "load", snapshot: snapshotOf(detail) });
    setSelectedUid(null);
    setFormProblems(new Map());
    setRemoved(null);
  }, []);

  const stateRef = useRef(state);
  stateRef.current = state;
  const machine = useMemo(
    () =>
      pageSessionMachine.provide({
        actors: sessionActors({ stateRef, dispatch, queryClient, onReloaded: resetWorking }),
      }),
    [queryClient, resetWorking],
  );
  const [session, send] = useMachine(machine);
  const { revision, editors, problems, notice } = session.context;
  const isLoaded = page !== undefined && session.context.pageId === page.id && revision !== null;
  const isStale = session.matches({ write: "stale" }) || session.matches({ write: "reloading" });
  const busy = busyWith(session);
  const serverProblems = useMemo(() => serverProblemsOf(problems), [problems]);

  const load = useCallback(
    (detail: PageDetail) => {
      resetWorking(detail);
      send({
        type: "LOADED",
        pageId: detail.id,
        revision: detail.revision,
        editors: detail.editors ?? [],
      });
    },
    [resetWorking, send],
  );

  // The session follows the page the route names: presence starts, old answers are dropped.
  useEffect(() => {
    send({ type: "OPEN", pageId });
  }, [pageId, send]);

  // The working state is loaded once per page; later refetches never overwrite local edits.
  useEffect(() => {
    if (page && page.id === pageId && !isLoaded) load(page);
  }, [page, pageId, isLoaded, load]);

  // The server refused fields: show the first block it named.
  useEffect(() => {
    const first = problems.find((p) => p.uid !== null)?.uid;
    if (first) setSelectedUid(first);
  }, [problems]);

  const dirty = isDirty(state);
  const items = state.present.items;
  const blocks = useMemo(() => items.map((i) => i.block), [items]);

  const clientProblems = useMemo(() => validateBlocks(blocks), [blocks]);
  const problemCounts = useMemo(() => {
    const counts = new Map<string, number>();
    items.forEach((item, index) => {
      const n = Math.max(clientProblems.get(index)?.length ?? 0, formProblems.get(item.uid) ?? 0);
      if (n > 0) counts.set(item.uid, n);
    });
    return counts;
  }, [items, clientProblems, formProblems]);
  const titleMissing = state.present.meta.title.trim() === "" ? 1 : 0;
  const errorCount = [...problemCounts.values()].reduce((a, b) => a + b, 0) + titleMissing;

  // Ask before leaving the site with unsaved changes.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_QUESTION;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  // Typing in one form is one undo step until the editor pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every edit restarts the pause timer
  useEffect(() => {
    if (state.lastCoalesce === null) return;
    const timer = window.setTimeout(() => dispatch({ type: "checkpoint" }), 800);
    return () => window.clearTimeout(timer);
  }, [state.lastCoalesce, state.present]);

  // The clipboard lives in localStorage: another tab or page may have filled it.
  useEffect(() => {
    const refresh = () => setClipboardCount(readClipboard(window.localStorage).length);
    refresh();
    window.addEventListener("storage", refresh);
    window.addEventListener("focus", refresh);
    return () => {
      window.removeEventListener("storage", refresh);
      window.removeEventListener("focus", refresh);
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (isEditableTarget(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        dispatch({ type: "undo" });
      } else if ((key === "z" && event.shiftKey) || key === "y") {
        event.preventDefault();
        dispatch({ type: "redo" });
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  function openPage(id: number) {
    if (id === pageId) return;
    if (dirty && !window.confirm(LEAVE_QUESTION)) return;
    navigate(builderPathOf({ id }));
  }

  function say(text: string, tone: "ok" | "error" = "ok") {
    send({ type: "SAY", text, tone });
  }

  function addBlock(key: BlockTemplateKey) {
    const index = selectedUid ? items.findIndex((i) => i.uid === selectedUid) + 1 : items.length;
    dispatch({ type: "add", block: newBlock(key), at: index });
    setSelectedUid(nextUidOf(state));
    setModal(null);
    say(`أُضيفت «${blockName({ template: key, fields: {}, groups: [] })}».`);
  }

  function paste() {
    const copied = readClipboard(window.localStorage);
    if (copied.length === 0) return;
    const index = selectedUid ? items.findIndex((i) => i.uid === selectedUid) + 1 : items.length;
    dispatch({ type: "paste", blocks: copied, at: index });
    setSelectedUid(nextUidOf(state));
    say(copied.length === 1 ? "أُلصقت الكتلة." : `أُلصقت ${copied.length} كتل.`);
  }

  const actions = {
    onSelect: (uid: string) => setSelectedUid((s) => (s === uid ? null : uid)),
    onMove: (from: number, to: number) => dispatch({ type: "move", from, to }),
    onDuplicate: (uid: string) => {
      dispatch({ type: "duplicate", uid });
      setSelectedUid(nextUidOf(state));
    },
    onCopy: (uid: string) => {
      const item = items.find((i) => i.uid === uid);
      if (!item) return;
      copyBlocks(window.localStorage, [item.block]);
      setClipboardCount(1);
      say(`نُسخت «${blockName(item.block)}». الصقها في هذه الصفحة أو في أي صفحة أخرى.`);
    },
    onRemove: (uid: string) => {
      const item = items.find((i) => i.uid === uid);
      dispatch({ type: "remove", uid });
      if (selectedUid === uid) setSelectedUid(null);
      setRemoved({ name: item ? blockName(item.block) : "", before: state.present });
    },
  };

  const shown = notice ? noticeText(notice) : null;
  const selectedIndex = selectedUid ? items.findIndex((i) => i.uid === selectedUid) : -1;
  const isInvalid = errorCount > 0;
  const others = editors.map((e) => e.email);

  function renderForm(item: BlockItem) {
    return (
      <BlockForm
        template={item.block.template}
        value={{ fields: item.block.fields, groups: item.block.groups }}
        onChange={(value) => dispatch({ type: "update", uid: item.uid, value })}
        serverErrors={serverProblems.byUid.get(item.uid) ?? []}
        readOnly={!canWrite}
        contentLang={page?.lang}
        onValidity={(errors) =>
          setFormProblems((m) => {
            if ((m.get(item.uid) ?? 0) === errors.length) return m;
            const next = new Map(m);
            next.set(item.uid, errors.length);
            return next;
          })
        }
      />
    );
  }

  const clientProblemList = selectedIndex >= 0 ? (clientProblems.get(selectedIndex) ?? []) : [];

  return (
    <div className="ed-builder">
      <PageTreePanel
        currentId={pageId}
        onOpen={openPage}
        onDeleted={(id) => {
          if (id === pageId) {
            dispatch({ type: "load", snapshot: toSnapshot(initialPageState().present) });
            send({ type: "OPEN", pageId: null });
            navigate("/cms");
          }
        }}
      />
      {pageId === null ? (
        <main className="ed-workspace ed-workspace--empty" aria-label="محرّر الصفحات">
          <p>اختر صفحة من القائمة لتحريرها، أو أنشئ صفحة جديدة.</p>
        </main>
      ) : pageQuery.isError ? (
        <main className="ed-workspace" aria-label="محرّر الصفحات">
          <p className="ed-error" role="alert">
            تعذّر تحميل الصفحة: {errorMessage(pageQuery.error)}
          </p>
        </main>
      ) : !page || !isLoaded ? (
        <main className="ed-workspace" aria-label="محرّر الصفحات">
          <p className="ed-loading" role="status">
            جارٍ تحميل الصفحة…
          </p>
        </main>
      ) : (
        <>
          <main className="ed-workspace" aria-labelledby="ed-page-heading">
            <header className="ed-pagebar">
              <div className="ed-pagebar__title">
                <h1 id="ed-page-heading" lang={tagOf(page.lang)} dir="auto">
                  {state.present.meta.title || page.title}
                </h1>
                <bdi className="ed-pagebar__path" dir="ltr">
                  {sitePathOf(page)}
                </bdi>
                {page.is_published ? (
                  <a
                    className="ed-pagebar__site-link"
                    href={sitePathOf(page)}
                    target="_blank"
                    rel="noopener"
                  >
                    عرض في الموقع
                  </a>
                ) : null}
                <StatusBadge
                  page={{ is_published: page.is_published, has_draft: page.has_draft || dirty }}
                />
                {dirty ? (
                  <span className="ed-unsaved" role="status">
                    <span aria-hidden="true">●</span> تغييرات غير محفوظة
                  </span>
                ) : null}
              </div>
              <div className="ed-pagebar__tools" role="toolbar" aria-label="أدوات الصفحة">
                <button
                  type="button"
                  className="ed-button ed-button--small"
                  onClick={() => dispatch({ type: "undo" })}
                  disabled={!canUndo(state)}
                  aria-keyshortcuts="Control+Z"
                  title="تراجع (Ctrl+Z)"
                >
                  تراجع
                </button>
                <button
                  type="button"
                  className="ed-button ed-button--small"
                  onClick={() => dispatch({ type: "redo" })}
                  disabled={!canRedo(state)}
                  aria-keyshortcuts="Control+Shift+Z"
                  title="إعادة (Ctrl+Shift+Z)"
                >
                  إعادة
                </button>
                {canWrite ? (
                  <>
                    <button
                      type="button"
                      className="ed-button ed-button--small"
                      onClick={() => setModal("catalogue")}
                    >
                      + إضافة كتلة
                    </button>
                    <button
                      type="button"
                      className="ed-button ed-button--small"
                      onClick={paste}
                      disabled={clipboardCount === 0}
                      title={clipboardCount === 0 ? "الحافظة فارغة: انسخ كتلة أولًا" : undefined}
                    >
                      لصق{clipboardCount > 0 ? ` (${clipboardCount})` : ""}
                    </button>
                  </>
                ) : null}
                <button
                  type="button"
                  className="ed-button ed-button--small"
                  onClick={() => setModal("history")}
                >
                  السجلّ
                </button>
                {isInvalid ? (
                  <span className="ed-badge ed-badge--error" role="status">
                    {errorCount} {errorCount === 1 ? "خطأ" : "أخطاء"} تمنع الحفظ
                  </span>
                ) : null}
                <button
                  type="button"
                  className="ed-button ed-button--small"
                  onClick={() => send({ type: "SAVE" })}
                  disabled={!canWrite || isInvalid || busy !== null || isStale}
                  title={
                    !canWrite
                      ? "ليست لديك صلاحية التعديل"
                      : isInvalid
                        ? "صحّح الأخطاء أولًا"
                        : undefined
                  }
                >
                  {busy === "save" ? "جارٍ الحفظ…" : "حفظ المسودة"}
                </button>
                <button
                  type="button"
                  className="ed-button ed-button--primary ed-button--small"
                  onClick={() => send({ type: "PUBLISH", isDirty: dirty })}
                  disabled={!canPublish || isInvalid || busy !== null || isStale}
                  title={
                    !canPublish
                      ? "ليست لديك صلاحية النشر"
                      : isInvalid
                        ? "صحّح الأخطاء أولًا"
                        : undefined
                  }
                >
                  {busy === "publish" ? "جارٍ النشر…" : "نشر"}
                </button>
              </div>
            </header>
            {isStale ? (
              <div className="ed-banner ed-banner--danger" role="alert">
                <span>حفظ شخص آخر هذه الصفحة بعد أن فتحتها. لم يُحفظ شيء من تغييراتك فوق عمله.</span>
                <button
                  type="button"
                  className="ed-button ed-button--small"
                  onClick={() => {
                    if (
                      !dirty ||
                      window.confirm("ستفقد تغييراتك غير المحفوظة. هل تريد إعادة التحميل؟")
                    )
                      send({ type: "RELOAD" });
                  }}
                >
                  إعادة تحميل الصفحة
                </button>
              </div>
            ) : null}
            {others.length > 0 ? (
              <div className="ed-banner ed-banner--warning" role="status">
                يحرّر هذه الصفحة الآن أيضًا:{" "}
                {others.map((email, i) => (
                  <span key={email}>
                    {i > 0 ? "، " : ""}
                    <bdi>{email}</bdi>
                  </span>
                ))}
                . احفظ بانتظام لتجنّب التعارض.
              </div>
            ) : null}
            {pageSummary ? (
              <PageVersions
                page={pageSummary}
                pages={pageList.data ?? []}
                canWrite={canWrite}
                onOpen={openPage}
                onAdd={() => setModal("translate")}
              />
            ) : null}
            {page.type === "url_redirection" || page.link_type || page.page_type === "folder" ? (
              <div className="ed-banner ed-banner--info">
                {page.page_type === "folder"
                  ? "هذا مجلد: يذهب الزوّار إلى أول صفحة فيه."
                  : page.type === "url_redirection"
                    ? `هذه الصفحة تحوّل الزوّار (${page.http_code ?? 301}) إلى `
                    : "هذه الصفحة رابط إلى "}
                {page.type === "url_redirection" ? <bdi dir="ltr">{page.to}</bdi> : null}
                {page.link_type ? <bdi dir="ltr">{page.redirect_path}</bdi> : null}
              </div>
            ) : null}
            <div className="ed-notices" aria-live="polite">
              {shown ? (
                <p
                  className={shown.tone === "error" ? "ed-notice ed-notice--error" : "ed-notice"}
                  role={shown.tone === "error" ? "alert" : undefined}
                >
                  {shown.text}
                  {notice?.kind === "failed" && notice.canRetry ? (
                    <>
                      {" "}
                      <button
                        type="button"
                        className="ed-button ed-button--small"
                        onClick={() => send({ type: "RETRY", isDirty: dirty })}
                      >
                        إعادة المحاولة
                      </button>
                    </>
                  ) : null}
                </p>
              ) : null}
              {removed !== null && state.past.at(-1) === removed.before ? (
                <p className="ed-notice">
                  حُذفت «{removed.name}».{" "}
                  <button
                    type="button"
                    className="ed-button ed-button--small"
                    onClick={() => {
                      dispatch({ type: "undo" });
                      setRemoved(null);
                    }}
                  >
                    تراجع عن الحذف
                  </button>
                </p>
              ) : null}
            </div>
            <details
              className="ed-panel"
              open={titleMissing > 0 || serverProblems.page.length > 0 ? true : undefined}
            >
              <summary className="ed-panel__summary">إعدادات الصفحة (العنوان والميتا)</summary>
              <PageMetaForm
                lang={page.lang}
                meta={state.present.meta}
                onChange={(patch) => dispatch({ type: "meta", patch })}
                serverErrors={serverProblems.page}
                isReadOnly={!canWrite}
              />
            </details>
            {items.length === 0 ? (
              <div className="ed-empty">
                <p>هذه الصفحة فارغة. أضف أول كتلة من الكتالوج.</p>
                {canWrite ? (
                  <button
                    type="button"
                    className="ed-button ed-button--primary"
                    onClick={() => setModal("catalogue")}
                  >
                    افتح الكتالوج
                  </button>
                ) : null}
              </div>
            ) : (
              <BlockList
                items={items}
                selectedUid={selectedUid}
                problems={problemCounts}
                canWrite={canWrite}
                actions={actions}
                renderForm={(item) => (
                  <>
                    {clientProblemList.length > 0 ? (
                      <ul className="ed-block__problems" aria-label="أخطاء هذه الكتلة">
                        {clientProblemList.map((p) => (
                          <li key={`${p.pointer}|${p.message}`}>{p.message}</li>
                        ))}
                      </ul>
                    ) : null}
                    {renderForm(item)}
                  </>
                )}
              />
            )}
          </main>
          <PreviewPane
            lang={page.lang}
            blocks={blocks}
            title={state.present.meta.title}
            selectedIndex={selectedIndex >= 0 ? selectedIndex : null}
            onSelect={(index) => {
              const uid = items[index]?.uid;
              if (uid) setSelectedUid(uid);
            }}
          />
        </>
      )}
      {modal === "catalogue" ? (
        <CatalogueDialog onPick={addBlock} onClose={() => setModal(null)} />
      ) : null}
      {modal === "translate" && pageSummary ? (
        <TranslatePageDialog
          page={pageSummary}
          pages={pageList.data ?? []}
          onClose={() => setModal(null)}
          onCreated={(created) => {
            setModal(null);
            openPage(created.id);
          }}
        />
      ) : null}
      {modal === "history" && pageId !== null && revision !== null ? (
        <HistoryDialog
          pageId={pageId}
          revision={revision}
          current={toSnapshot(state.present)}
          canWrite={canWrite}
          isDirty={dirty}
          onClose={() => setModal(null)}
          onRestored={(detail) => {
            setModal(null);
            queryClient.setQueryData(["cms-page", pageId], { data: detail });
            load(detail);
            say("استُعيدت النسخة وأصبحت المسودة.");
          }}
        />
      ) : null}
    </div>
  );
}
