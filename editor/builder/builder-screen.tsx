import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { useCan, useSession } from "../session.tsx";
import { errorMessage } from "./api-errors.ts";
import {
  LEAVE_QUESTION,
  useBlockActions,
  useBuilderPage,
  useClipboardCount,
  useLeaveWarning,
  useUndoKeys,
  useUndoPause,
} from "./builder-hooks.ts";
import { BuilderDialogs, type BuilderModal, WorkspaceMessage } from "./builder-workspace.tsx";
import { OpenPage } from "./open-page.tsx";
import { builderPathOf } from "./page-languages.ts";
import { initialPageState, isDirty, toSnapshot } from "./page-state/index.ts";
import { PageTreePanel } from "./page-tree-panel.tsx";
import "./builder.css";

export { snapshotOf } from "./builder-hooks.ts";

/**
 * The page builder: the page tree, the open page (open-page.tsx: its bar, notices, settings,
 * blocks and live preview) and the dialogs. Its state lives in the hooks of builder-hooks.ts.
 */
export default function BuilderScreen() {
  const params = useParams();
  const pageId = params.pageId ? Number(params.pageId) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCan("pages:write");
  const canPublish = useCan("pages:publish");
  const isAdmin = useSession().user.role === "admin";

  const builder = useBuilderPage(pageId);
  const { working, pageQuery, page, pages, pageSummary, send, load, isLoaded } = builder;
  const { state, dispatch } = working;
  const [modal, setModal] = useState<BuilderModal>(null);
  const [clipboardCount, setClipboardCount] = useClipboardCount();
  const dirty = isDirty(state);

  useLeaveWarning(dirty);
  useUndoPause(state, dispatch);
  useUndoKeys(dispatch);

  function openPage(id: number) {
    if (id === pageId) return;
    if (dirty && !window.confirm(LEAVE_QUESTION)) return;
    navigate(builderPathOf({ id }));
  }

  function say(text: string, tone: "ok" | "error" = "ok") {
    send({ type: "SAY", text, tone });
  }

  const { addBlock, paste, rowActions } = useBlockActions({
    working,
    say,
    onCopied: setClipboardCount,
  });

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
        <WorkspaceMessage kind="empty" />
      ) : pageQuery.isError ? (
        <WorkspaceMessage kind="failed" error={errorMessage(pageQuery.error)} />
      ) : !page || !isLoaded ? (
        <WorkspaceMessage kind="loading" />
      ) : (
        <OpenPage
          builder={builder}
          page={page}
          canWrite={canWrite}
          canPublish={canPublish}
          canOverrideChecks={isAdmin}
          clipboardCount={clipboardCount}
          onOpenPage={openPage}
          onOpenModal={setModal}
          onPaste={paste}
          rowActions={rowActions}
        />
      )}
      <BuilderDialogs
        modal={modal}
        pageSummary={pageSummary}
        pages={pages}
        pageId={pageId}
        revision={builder.session.context.revision}
        current={toSnapshot(state.present)}
        canWrite={canWrite}
        isDirty={dirty}
        onClose={() => setModal(null)}
        onPick={(key, block) => {
          addBlock(key, block);
          setModal(null);
        }}
        onCreated={(created) => {
          setModal(null);
          openPage(created.id);
        }}
        onRestored={(detail) => {
          setModal(null);
          queryClient.setQueryData(["cms-page", pageId], { data: detail });
          load(detail);
          say("استُعيدت النسخة وأصبحت المسودة.");
        }}
        onRestoreBlock={(restoring, notice) => {
          dispatch({ type: "restoreBlock", ...restoring });
          say(notice);
        }}
      />
    </div>
  );
}
