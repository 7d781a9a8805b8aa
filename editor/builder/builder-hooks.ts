import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import {
  type Dispatch,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import type { BlockTemplateKey } from "../../generated/types.ts";
import { busyWith, pageSessionMachine } from "../../machines/page-session-machine.ts";
import { call } from "../api.ts";
import { type BlockRowActions, blockName, focusBlockField } from "./block-list.tsx";
import type { BlockProblem } from "./block-validation.ts";
import { newBlock, validateBlocks } from "./block-validation.ts";
import { copyBlocks, readClipboard } from "./clipboard.ts";
import { serverProblemsOf, sessionActors } from "./page-session.ts";
import {
  type BlockItem,
  canRedo,
  canUndo,
  initialPageState,
  nextUidOf,
  type PageAction,
  type PageState,
  type PageWorking,
  pageReducer,
} from "./page-state/index.ts";
import { usePages } from "./page-tree-panel.tsx";
import type { DraftSnapshot, PageDetail, StoredBlock } from "./page-types.ts";

/*
 * The page builder's state, one concern per hook: the working copy of the page, its save and
 * publish session, the problems that block a save, and the window-wide behaviours (leaving with
 * unsaved changes, the undo pause, the clipboard, the undo and redo keys).
 */

export const LEAVE_QUESTION = "في هذه الصفحة تغييرات غير محفوظة. هل تريد المغادرة دون حفظها؟";

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

/** The last removal, offered for undo while nothing else has changed since. */
export interface RemovedBlock {
  name: string;
  before: PageWorking;
}

/** The page being edited, the selected block and what its forms report, with their reset. */
export function useWorkingPage() {
  const [state, dispatch] = useReducer(pageReducer, undefined, () => initialPageState());
  const [selectedUid, setSelectedUid] = useState<string | null>(null);
  const [formProblems, setFormProblems] = useState<Map<string, number>>(new Map());

  /** The working copy starts again from a page's detail. */
  const resetWorking = useCallback((detail: PageDetail) => {
    dispatch({ type: "load", snapshot: snapshotOf(detail) });
    setSelectedUid(null);
    setFormProblems(new Map());
  }, []);

  /** A block's form counts its own errors; the count is kept only when it changes. */
  const reportFormProblems = useCallback((uid: string, count: number) => {
    setFormProblems((m) => {
      if ((m.get(uid) ?? 0) === count) return m;
      const next = new Map(m);
      next.set(uid, count);
      return next;
    });
  }, []);

  return {
    state,
    dispatch,
    selectedUid,
    setSelectedUid,
    formProblems,
    reportFormProblems,
    resetWorking,
  };
}

/**
 * The working page as the builder hands it around: {@link useWorkingPage}'s, with a `dispatch`
 * that tells the page session when the page moves on, and the last removal (kept by the
 * session, so that any later edit, undo, save, publish or other page forgets it).
 */
export type WorkingPage = ReturnType<typeof useWorkingPage> & {
  removed: RemovedBlock | null;
  setRemoved: (removed: RemovedBlock | null) => void;
};

/** Whether an action changes the working copy (what the session's stale notices follow). */
export function movesPageOn(state: PageState, action: PageAction): boolean {
  switch (action.type) {
    case "load":
    case "saved":
    case "checkpoint":
      return false;
    case "undo":
      return canUndo(state);
    case "redo":
      return canRedo(state);
    default:
      return true;
  }
}

/** Which block {@link BuilderPage.openBlockField} opens (its session id or its position) and which field. */
export interface BlockFieldTarget {
  /** The block's session id (`BlockItem.uid`); or give `index`. */
  uid?: string;
  /** The block's position in the page, from 0; used when `uid` is not given. */
  index?: number;
  /**
   * The field, as a JSON pointer inside the block ("/fields/heading", "/groups/0/question",
   * the pointers of the server's problems); without it, the block's heading button is focused.
   */
  pointer?: string;
}

/**
 * What the editor does to the blocks: add from the catalogue, paste, and each row's select,
 * move, duplicate, copy and remove. New and pasted blocks go after the selected one, else at
 * the end, and come selected.
 */
export function useBlockActions({
  working,
  say,
  onCopied,
}: {
  working: WorkingPage;
  say: (text: string) => void;
  /** The clipboard now holds this many blocks. */
  onCopied: (count: number) => void;
}) {
  const { state, dispatch, selectedUid, setSelectedUid, setRemoved } = working;
  const items = state.present.items;
  const insertionIndex = () =>
    selectedUid ? items.findIndex((i) => i.uid === selectedUid) + 1 : items.length;

  /** Adds a block: the catalogue's starting content when given, else the schema's defaults. */
  function addBlock(key: BlockTemplateKey, block: StoredBlock = newBlock(key)) {
    dispatch({ type: "add", block, at: insertionIndex() });
    setSelectedUid(nextUidOf(state));
    say(`أُضيفت «${blockName({ template: key, fields: {}, groups: [] })}».`);
  }

  function paste() {
    const copied = readClipboard(window.localStorage);
    if (copied.length === 0) return;
    dispatch({ type: "paste", blocks: copied, at: insertionIndex() });
    setSelectedUid(nextUidOf(state));
    say(copied.length === 1 ? "أُلصقت الكتلة." : `أُلصقت ${copied.length} كتل.`);
  }

  const rowActions: BlockRowActions = {
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
      onCopied(1);
      say(`نُسخت «${blockName(item.block)}». الصقها في هذه الصفحة أو في أي صفحة أخرى.`);
    },
    onRemove: (uid: string) => {
      const item = items.find((i) => i.uid === uid);
      dispatch({ type: "remove", uid });
      if (selectedUid === uid) setSelectedUid(null);
      setRemoved({ name: item ? blockName(item.block) : "", before: state.present });
    },
  };

  return { addBlock, paste, rowActions };
}

/**
 * The save, publish, stale and presence session of the page the route names
 * (machines/page-session-machine.ts), loaded once per page from its detail.
 */
export function usePageSession({
  pageId,
  page,
  state,
  dispatch,
  resetWorking,
  onRefusedBlock,
}: {
  pageId: number | null;
  page: PageDetail | undefined;
  state: PageState;
  dispatch: Dispatch<PageAction>;
  resetWorking: (detail: PageDetail) => void;
  /** The server refused fields of this block (the first it named): show it. */
  onRefusedBlock: (uid: string) => void;
}) {
  const queryClient = useQueryClient();
  const stateRef = useRef(state);
  stateRef.current = state;
  const machine = useMemo(
    () =>
      pageSessionMachine.provide({
        actors: sessionActors({ stateRef, dispatch, queryClient, onReloaded: resetWorking }),
      }),
    [queryClient, resetWorking, dispatch],
  );
  const [session, send] = useMachine(machine);
  const { revision, problems } = session.context;
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

  useEffect(() => {
    const first = problems.find((p) => p.uid !== null)?.uid;
    if (first) onRefusedBlock(first);
  }, [problems, onRefusedBlock]);

  return { session, send, load, isLoaded, isStale, busy, serverProblems };
}

/**
 * The page the route names, as the builder edits it: its detail (fetched once, never refetched
 * over local edits), its summary among every page, its working copy, its session, and the
 * problems that stop a save.
 */
export function useBuilderPage(pageId: number | null) {
  const core = useWorkingPage();
  const { state, setSelectedUid } = core;
  const stateRef = useRef(state);
  stateRef.current = state;
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
  const session = usePageSession({
    pageId,
    page,
    state,
    dispatch: core.dispatch,
    resetWorking: core.resetWorking,
    onRefusedBlock: setSelectedUid,
  });
  const { send } = session;
  const rawDispatch = core.dispatch;
  // Every change to the working copy goes through here, so the session forgets, before the
  // change lands, what it said about the state before (a removal's undo, "saved"...).
  const dispatch = useCallback(
    (action: PageAction) => {
      if (movesPageOn(stateRef.current, action)) send({ type: "EDITED" });
      rawDispatch(action);
    },
    [send, rawDispatch],
  );
  const removedNotice = session.session.context.removed;
  const [removedBefore, setRemovedBefore] = useState<PageWorking | null>(null);
  const setRemoved = useCallback(
    (next: RemovedBlock | null) => {
      if (next === null) {
        send({ type: "EDITED" });
        return;
      }
      setRemovedBefore(next.before);
      send({ type: "REMOVED", name: next.name });
    },
    [send],
  );
  const removed = useMemo(
    () =>
      removedNotice !== null && removedBefore !== null
        ? { name: removedNotice.name, before: removedBefore }
        : null,
    [removedNotice, removedBefore],
  );
  const working: WorkingPage = { ...core, dispatch, removed, setRemoved };
  /**
   * Opens a block (its form shows) and focuses one of its fields: what a check before
   * publishing, a click in the preview or a server's problem leads to.
   */
  const openBlockField = useCallback(
    (target: BlockFieldTarget) => {
      const items = stateRef.current.present.items;
      const uid = target.uid ?? (target.index === undefined ? undefined : items[target.index]?.uid);
      if (uid === undefined || !items.some((i) => i.uid === uid)) return;
      setSelectedUid(uid);
      focusBlockField(uid, target.pointer);
    },
    [setSelectedUid],
  );
  const problems = useSaveProblems(
    state.present.items,
    core.formProblems,
    state.present.meta.title,
  );
  return {
    working,
    openBlockField,
    pageQuery,
    page,
    pages: pageList.data ?? [],
    pageSummary,
    ...session,
    problems,
  };
}

/** The open page as {@link useBuilderPage} holds it. */
export type BuilderPage = ReturnType<typeof useBuilderPage>;

/** The problems that stop a save: each block's (the larger of ours and its form's) and the title. */
export function useSaveProblems(
  items: readonly BlockItem[],
  formProblems: ReadonlyMap<string, number>,
  title: string,
): {
  blocks: StoredBlock[];
  clientProblems: Map<number, BlockProblem[]>;
  problemCounts: Map<string, number>;
  titleMissing: number;
  errorCount: number;
} {
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
  const titleMissing = title.trim() === "" ? 1 : 0;
  const errorCount = [...problemCounts.values()].reduce((a, b) => a + b, 0) + titleMissing;
  return { blocks, clientProblems, problemCounts, titleMissing, errorCount };
}

/** Ask before leaving the site with unsaved changes. */
export function useLeaveWarning(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_QUESTION;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);
}

/** Typing in one form is one undo step until the editor pauses. */
export function useUndoPause(state: PageState, dispatch: Dispatch<PageAction>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: every edit restarts the pause timer
  useEffect(() => {
    if (state.lastCoalesce === null) return;
    const timer = window.setTimeout(() => dispatch({ type: "checkpoint" }), 800);
    return () => window.clearTimeout(timer);
  }, [state.lastCoalesce, state.present]);
}

/** How many blocks the clipboard holds; it lives in localStorage, so another tab may fill it. */
export function useClipboardCount() {
  const [clipboardCount, setClipboardCount] = useState(0);
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
  return [clipboardCount, setClipboardCount] as const;
}

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, except while typing in a code or rich editor. */
export function useUndoKeys(dispatch: Dispatch<PageAction>): void {
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
  }, [dispatch]);
}
