import { BlockForm } from "../widgets/block-form.tsx";
import type { BlockRowActions } from "./block-list.tsx";
import type { BuilderPage } from "./builder-hooks.ts";
import { PageBar } from "./builder-pagebar.tsx";
import {
  type BuilderModal,
  EditorsBanner,
  PageBlocks,
  PageKindBanner,
  PageSettingsPanel,
  SessionNotices,
  StaleBanner,
} from "./builder-workspace.tsx";
import { canRedo, canUndo, isDirty } from "./page-state/index.ts";
import { PageVersions } from "./page-tree-panel.tsx";
import type { PageDetail } from "./page-types.ts";
import { PreviewPane } from "./preview-pane.tsx";

/**
 * The open page once loaded: its bar, the banners and notices about it, its settings, its
 * blocks with their forms, and beside them the live preview.
 */
export function OpenPage({
  builder,
  page,
  canWrite,
  canPublish,
  canOverrideChecks,
  clipboardCount,
  onOpenPage,
  onOpenModal,
  onPaste,
  rowActions,
}: {
  builder: BuilderPage;
  page: PageDetail;
  canWrite: boolean;
  canPublish: boolean;
  /** An admin may publish past the checks' errors. */
  canOverrideChecks: boolean;
  clipboardCount: number;
  onOpenPage: (id: number) => void;
  onOpenModal: (modal: BuilderModal) => void;
  onPaste: () => void;
  rowActions: BlockRowActions;
}) {
  const { working, pages, pageSummary, session, send, isStale, busy, serverProblems, problems } =
    builder;
  const { state, dispatch, selectedUid, setSelectedUid, removed, setRemoved } = working;
  const { editors, notice } = session.context;
  const dirty = isDirty(state);
  const items = state.present.items;
  const selectedIndex = selectedUid ? items.findIndex((i) => i.uid === selectedUid) : -1;
  return (
    <>
      <main className="ed-workspace" aria-labelledby="ed-page-heading">
        <PageBar
          page={page}
          title={state.present.meta.title}
          isDirty={dirty}
          canUndo={canUndo(state)}
          canRedo={canRedo(state)}
          canWrite={canWrite}
          canPublish={canPublish}
          canOverrideChecks={canOverrideChecks}
          clipboardCount={clipboardCount}
          errorCount={problems.errorCount}
          busy={busy}
          isStale={isStale}
          actions={{
            onUndo: () => dispatch({ type: "undo" }),
            onRedo: () => dispatch({ type: "redo" }),
            onOpenCatalogue: () => onOpenModal("catalogue"),
            onPaste,
            onOpenHistory: () => onOpenModal("history"),
            onSave: () => send({ type: "SAVE" }),
            onPublish: () => send({ type: "PUBLISH", isDirty: dirty }),
            onPublishOverride: () =>
              send({ type: "PUBLISH", isDirty: dirty, overrideChecks: true }),
            onOpenField: builder.openBlockField,
          }}
        />
        {isStale ? <StaleBanner isDirty={dirty} onReload={() => send({ type: "RELOAD" })} /> : null}
        {editors.length > 0 ? <EditorsBanner emails={editors.map((e) => e.email)} /> : null}
        {pageSummary ? (
          <PageVersions
            page={pageSummary}
            pages={pages}
            canWrite={canWrite}
            onOpen={onOpenPage}
            onAdd={() => onOpenModal("translate")}
          />
        ) : null}
        <PageKindBanner page={page} />
        <SessionNotices
          notice={notice}
          removedName={
            removed !== null && state.past.at(-1) === removed.before ? removed.name : null
          }
          onRetry={() => send({ type: "RETRY", isDirty: dirty })}
          onUndoRemove={() => {
            dispatch({ type: "undo" });
            setRemoved(null);
          }}
        />
        <PageSettingsPanel
          page={page}
          meta={state.present.meta}
          isOpen={problems.titleMissing > 0 || serverProblems.page.length > 0}
          serverErrors={serverProblems.page}
          canWrite={canWrite}
          onChange={(patch) => dispatch({ type: "meta", patch })}
        />
        <PageBlocks
          items={items}
          selectedUid={selectedUid}
          problemCounts={problems.problemCounts}
          selectedProblems={
            selectedIndex >= 0 ? (problems.clientProblems.get(selectedIndex) ?? []) : []
          }
          canWrite={canWrite}
          actions={rowActions}
          onOpenCatalogue={() => onOpenModal("catalogue")}
          renderForm={(item) => (
            <BlockForm
              template={item.block.template}
              value={{ fields: item.block.fields, groups: item.block.groups }}
              onChange={(value) => dispatch({ type: "update", uid: item.uid, value })}
              serverErrors={serverProblems.byUid.get(item.uid) ?? []}
              readOnly={!canWrite}
              contentLang={page.lang}
              onValidity={(errors) => working.reportFormProblems(item.uid, errors.length)}
            />
          )}
        />
      </main>
      <PreviewPane
        lang={page.lang}
        blocks={problems.blocks}
        title={state.present.meta.title}
        selectedIndex={selectedIndex >= 0 ? selectedIndex : null}
        onSelect={(index) => {
          const uid = items[index]?.uid;
          if (uid) setSelectedUid(uid);
        }}
        onEdit={
          canWrite
            ? (index, value) => {
                const uid = items[index]?.uid;
                if (!uid) return;
                setSelectedUid(uid);
                dispatch({ type: "update", uid, value });
              }
            : undefined
        }
      />
    </>
  );
}
