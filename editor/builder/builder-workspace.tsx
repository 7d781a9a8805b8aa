import type { ReactNode } from "react";
import type { BlockTemplateKey } from "../../generated/types.ts";
import type { SessionNotice } from "../../machines/page-session-machine.ts";
import type { ApiProblem } from "../api.ts";
import { BlockList, type BlockRowActions } from "./block-list.tsx";
import type { BlockProblem } from "./block-validation.ts";
import { CatalogueDialog } from "./catalogue-dialog.tsx";
import { type BlockRestore, HistoryDialog } from "./history-panel.tsx";
import { TranslatePageDialog } from "./page-dialogs.tsx";
import { PageMetaForm } from "./page-meta-form.tsx";
import { noticeText } from "./page-session.ts";
import type { BlockItem } from "./page-state/index.ts";
import type {
  DraftSnapshot,
  PageDetail,
  PageMetaValues,
  PageSummary,
  StoredBlock,
} from "./page-types.ts";

/*
 * The messages around the page being edited: the workspace before a page is open, the stale
 * copy, the other editors, what kind of page this is, the session's notices, the page's
 * settings, the list of blocks (or the invitation to add the first one) and the dialogs.
 */

/**
 * The workspace while no page is open, its page failed to load, or it is loading: titled «محرّر
 * الصفحات» until a page is open (an open page's bar titles the workspace with the page's name).
 */
export function WorkspaceMessage({
  kind,
  error,
}: {
  kind: "empty" | "failed" | "loading";
  error?: string;
}) {
  const heading = (
    <h1 id="ed-workspace-heading" className="ed-workspace__heading">
      محرّر الصفحات
    </h1>
  );
  if (kind === "empty")
    return (
      <main className="ed-workspace ed-workspace--empty" aria-labelledby="ed-workspace-heading">
        <div className="ed-workspace__welcome">
          {heading}
          <p>اختر صفحة من القائمة لتحريرها، أو أنشئ صفحة جديدة.</p>
        </div>
      </main>
    );
  return (
    <main className="ed-workspace" aria-labelledby="ed-workspace-heading">
      {heading}
      {kind === "failed" ? (
        <p className="ed-error" role="alert">
          تعذّر تحميل الصفحة: {error}
        </p>
      ) : (
        <p className="ed-loading" role="status">
          جارٍ تحميل الصفحة…
        </p>
      )}
    </main>
  );
}

/** Someone else saved the page after it was opened: nothing more is saved over their work. */
export function StaleBanner({ isDirty, onReload }: { isDirty: boolean; onReload: () => void }) {
  return (
    <div className="ed-banner ed-banner--danger" role="alert">
      <span>حفظ شخص آخر هذه الصفحة بعد أن فتحتها. لم يُحفظ شيء من تغييراتك فوق عمله.</span>
      <button
        type="button"
        className="ed-button ed-button--small"
        onClick={() => {
          if (!isDirty || window.confirm("ستفقد تغييراتك غير المحفوظة. هل تريد إعادة التحميل؟"))
            onReload();
        }}
      >
        إعادة تحميل الصفحة
      </button>
    </div>
  );
}

/** The other people editing this page now. */
export function EditorsBanner({ emails }: { emails: readonly string[] }) {
  return (
    <div className="ed-banner ed-banner--warning" role="status">
      يحرّر هذه الصفحة الآن أيضًا:{" "}
      {emails.map((email, i) => (
        <span key={email}>
          {i > 0 ? "، " : ""}
          <bdi>{email}</bdi>
        </span>
      ))}
      . احفظ بانتظام لتجنّب التعارض.
    </div>
  );
}

/** A folder, a redirection or a link: where visitors go instead of this page's blocks. */
export function PageKindBanner({ page }: { page: PageDetail }) {
  if (!(page.type === "url_redirection" || page.link_type || page.page_type === "folder"))
    return null;
  return (
    <div className="ed-banner ed-banner--info">
      {page.page_type === "folder"
        ? "هذا مجلد: يذهب الزوّار إلى أول صفحة فيه."
        : page.type === "url_redirection"
          ? `هذه الصفحة تحوّل الزوّار (${page.http_code ?? 301}) إلى `
          : "هذه الصفحة رابط إلى "}
      {page.type === "url_redirection" ? <bdi dir="ltr">{page.to}</bdi> : null}
      {page.link_type ? <bdi dir="ltr">{page.redirect_path}</bdi> : null}
    </div>
  );
}

/** The session's last notice (with a retry after a failure) and the undo of the last removal. */
export function SessionNotices({
  notice,
  removedName,
  onRetry,
  onUndoRemove,
}: {
  notice: SessionNotice | null;
  /** The removed block's name while its removal can still be undone. */
  removedName: string | null;
  onRetry: () => void;
  onUndoRemove: () => void;
}) {
  const shown = notice ? noticeText(notice) : null;
  return (
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
              <button type="button" className="ed-button ed-button--small" onClick={onRetry}>
                إعادة المحاولة
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      {removedName !== null ? (
        <p className="ed-notice">
          حُذفت «{removedName}».{" "}
          <button type="button" className="ed-button ed-button--small" onClick={onUndoRemove}>
            تراجع عن الحذف
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** The page's blocks, the selected one open with our own problems above its form. */
export function PageBlocks({
  items,
  selectedUid,
  problemCounts,
  selectedProblems,
  canWrite,
  actions,
  onOpenCatalogue,
  renderForm,
}: {
  items: BlockItem[];
  selectedUid: string | null;
  problemCounts: Map<string, number>;
  selectedProblems: readonly BlockProblem[];
  canWrite: boolean;
  actions: BlockRowActions;
  onOpenCatalogue: () => void;
  renderForm: (item: BlockItem) => ReactNode;
}) {
  if (items.length === 0)
    return (
      <div className="ed-empty">
        <p>هذه الصفحة فارغة. أضف أول كتلة من الكتالوج.</p>
        {canWrite ? (
          <button type="button" className="ed-button ed-button--primary" onClick={onOpenCatalogue}>
            افتح الكتالوج
          </button>
        ) : null}
      </div>
    );
  return (
    <BlockList
      items={items}
      selectedUid={selectedUid}
      problems={problemCounts}
      canWrite={canWrite}
      actions={actions}
      renderForm={(item) => (
        <>
          {selectedProblems.length > 0 ? (
            <ul className="ed-block__problems" aria-label="أخطاء هذه الكتلة">
              {selectedProblems.map((p) => (
                <li key={`${p.pointer}|${p.message}`}>{p.message}</li>
              ))}
            </ul>
          ) : null}
          {renderForm(item)}
        </>
      )}
    />
  );
}

/** The page's title and meta, opened by itself while the title is missing or the server refused one. */
export function PageSettingsPanel({
  page,
  meta,
  isOpen,
  serverErrors,
  canWrite,
  onChange,
}: {
  page: PageDetail;
  meta: PageMetaValues;
  isOpen: boolean;
  serverErrors: ApiProblem[];
  canWrite: boolean;
  onChange: (patch: Partial<PageMetaValues>) => void;
}) {
  return (
    <details className="ed-panel" open={isOpen ? true : undefined}>
      <summary className="ed-panel__summary">إعدادات الصفحة (العنوان والميتا)</summary>
      <PageMetaForm
        lang={page.lang}
        meta={meta}
        onChange={onChange}
        serverErrors={serverErrors}
        isReadOnly={!canWrite}
      />
    </details>
  );
}

/** The builder's dialogs, at most one open: the catalogue, a new language version, the history. */
export type BuilderModal = "catalogue" | "history" | "translate" | null;

export function BuilderDialogs({
  modal,
  pageSummary,
  pages,
  pageId,
  revision,
  current,
  canWrite,
  isDirty,
  onClose,
  onPick,
  onCreated,
  onRestored,
  onRestoreBlock,
}: {
  modal: BuilderModal;
  pageSummary: PageSummary | undefined;
  pages: readonly PageSummary[];
  pageId: number | null;
  revision: number | null;
  current: DraftSnapshot;
  canWrite: boolean;
  isDirty: boolean;
  onClose: () => void;
  /** The chosen template and the block it starts as (its example, with the site's pictures). */
  onPick: (key: BlockTemplateKey, block: StoredBlock) => void;
  onCreated: (page: PageDetail) => void;
  onRestored: (page: PageDetail) => void;
  /** One block put back into the draft from a version, with the sentence that says so. */
  onRestoreBlock: (restore: BlockRestore, notice: string) => void;
}) {
  return (
    <>
      {modal === "catalogue" ? (
        <CatalogueDialog
          onPick={onPick}
          onClose={onClose}
          pageBlocks={current.blocks}
          {...(pageSummary ? { pageLang: pageSummary.lang } : {})}
        />
      ) : null}
      {modal === "translate" && pageSummary ? (
        <TranslatePageDialog
          page={pageSummary}
          pages={pages}
          onClose={onClose}
          onCreated={onCreated}
        />
      ) : null}
      {modal === "history" && pageId !== null && revision !== null ? (
        <HistoryDialog
          pageId={pageId}
          revision={revision}
          current={current}
          canWrite={canWrite}
          isDirty={isDirty}
          onClose={onClose}
          onRestored={onRestored}
          onRestoreBlock={onRestoreBlock}
          pageLang={pageSummary?.lang}
        />
      ) : null}
    </>
  );
}
