import type { WriteKind } from "../../machines/page-session-machine.ts";
import { previewPathOf, sitePathOf, tagOf } from "./page-languages.ts";
import { StatusBadge } from "./page-tree-panel.tsx";
import type { PageDetail } from "./page-types.ts";
import { PublishChecksPanel } from "./publish-checks-panel.tsx";

/** What the page bar's buttons do; each is one step of the editor's work on the page. */
export interface PageBarActions {
  onUndo: () => void;
  onRedo: () => void;
  onOpenCatalogue: () => void;
  onPaste: () => void;
  onOpenHistory: () => void;
  onSave: () => void;
  onPublish: () => void;
  /** Publishes past the checks' errors (an admin, after confirming); absent: not offered. */
  onPublishOverride?: () => void;
  /** Opens a block and focuses one of its fields: where a check before publishing leads. */
  onOpenField: (target: { index: number; pointer?: string }) => void;
}

/**
 * The top of the page being edited: its title, address and status, then the page's tools
 * (undo, redo, add, paste, history), the checks before publishing (their count, and the list
 * that leads to each field), and the save and publish buttons, which stay off while a block has
 * errors, another write runs, or someone else's save made this copy stale.
 */
/**
 * Where the page is seen outside the builder, in a new tab: its public address once published,
 * else its disabled-preview address (what publishing would show; visitors get a 404 there).
 */
function SiteLink({ page }: { page: PageDetail }) {
  const isPublished = page.is_published;
  return (
    <a
      className="ed-pagebar__site-link"
      href={isPublished ? sitePathOf(page) : previewPathOf(page)}
      target="_blank"
      rel="noopener"
      title={
        isPublished
          ? undefined
          : "الصفحة كما ستظهر للزوار بعد نشرها، من آخر نسخة محفوظة (لا يراها الزوار الآن)"
      }
    >
      {isPublished ? "عرض في الموقع" : "معاينة"}
    </a>
  );
}

export function PageBar({
  page,
  title,
  isDirty,
  canUndo,
  canRedo,
  canWrite,
  canPublish,
  clipboardCount,
  errorCount,
  busy,
  isStale,
  actions,
  canOverrideChecks = false,
}: {
  page: PageDetail;
  title: string;
  isDirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  canWrite: boolean;
  canPublish: boolean;
  clipboardCount: number;
  errorCount: number;
  busy: WriteKind | null;
  isStale: boolean;
  actions: PageBarActions;
  /** An admin: may publish although the checks before publishing found errors. */
  canOverrideChecks?: boolean;
}) {
  const isInvalid = errorCount > 0;
  return (
    <header className="ed-pagebar">
      <div className="ed-pagebar__title">
        <h1 id="ed-page-heading" lang={tagOf(page.lang)} dir="auto">
          {title || page.title}
        </h1>
        <bdi className="ed-pagebar__path" dir="ltr">
          {sitePathOf(page)}
        </bdi>
        <SiteLink page={page} />
        <StatusBadge
          page={{ is_published: page.is_published, has_draft: page.has_draft || isDirty }}
        />
        {isDirty ? (
          <span className="ed-unsaved" role="status">
            <span aria-hidden="true">●</span> تغييرات غير محفوظة
          </span>
        ) : null}
      </div>
      <div className="ed-pagebar__tools" role="toolbar" aria-label="أدوات الصفحة">
        <button
          type="button"
          className="ed-button ed-button--small"
          onClick={actions.onUndo}
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z"
          title="تراجع (Ctrl+Z)"
        >
          تراجع
        </button>
        <button
          type="button"
          className="ed-button ed-button--small"
          onClick={actions.onRedo}
          disabled={!canRedo}
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
              onClick={actions.onOpenCatalogue}
            >
              + إضافة كتلة
            </button>
            <button
              type="button"
              className="ed-button ed-button--small"
              onClick={actions.onPaste}
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
          onClick={actions.onOpenHistory}
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
          onClick={actions.onSave}
          disabled={!canWrite || isInvalid || busy !== null || isStale}
          title={
            !canWrite ? "ليست لديك صلاحية التعديل" : isInvalid ? "صحّح الأخطاء أولًا" : undefined
          }
        >
          {busy === "save" ? "جارٍ الحفظ…" : "حفظ المسودة"}
        </button>
        <PublishChecksPanel
          pageId={page.id}
          revision={page.revision}
          isDirty={isDirty}
          canOverride={canOverrideChecks && canPublish}
          onOpenField={actions.onOpenField}
          {...(actions.onPublishOverride ? { onOverride: actions.onPublishOverride } : {})}
        />
        <button
          type="button"
          className="ed-button ed-button--primary ed-button--small"
          onClick={actions.onPublish}
          disabled={!canPublish || isInvalid || busy !== null || isStale}
          title={
            !canPublish ? "ليست لديك صلاحية النشر" : isInvalid ? "صحّح الأخطاء أولًا" : undefined
          }
        >
          {busy === "publish" ? "جارٍ النشر…" : "نشر"}
        </button>
      </div>
    </header>
  );
}
