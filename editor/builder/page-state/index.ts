import type { DraftSnapshot, PageMetaValues, StoredBlock } from "../page-types.ts";
import { addBlocks } from "./add-block.ts";
import { duplicateBlock } from "./duplicate-block.ts";
import { moveBlock } from "./move-block.ts";
import { removeBlock } from "./remove-block.ts";
import { restoreBlock } from "./restore-block.ts";
import type { BlockItem, PageWorking } from "./types.ts";
import { addGroup, updateBlock, updateMeta } from "./update-block.ts";

export type { BlockItem, PageWorking } from "./types.ts";
export { maxGroupsOf } from "./update-block.ts";

/** How many steps back the session keeps. */
export const HISTORY_LIMIT = 100;

/** The page being edited, with its undo and redo stacks for the session. */
export interface PageState {
  past: PageWorking[];
  present: PageWorking;
  future: PageWorking[];
  /** The state last loaded or saved: unsaved changes exist when `present` is another object. */
  saved: PageWorking;
  nextUid: number;
  /** Consecutive edits with the same key (typing in one form) make one undo step. */
  lastCoalesce: string | null;
}

export type PageAction =
  | { type: "load"; snapshot: DraftSnapshot }
  | { type: "add"; block: StoredBlock; at?: number }
  | { type: "paste"; blocks: StoredBlock[]; at?: number }
  | { type: "remove"; uid: string }
  | { type: "duplicate"; uid: string }
  | { type: "move"; from: number; to: number }
  | { type: "update"; uid: string; value: Pick<StoredBlock, "fields" | "groups"> }
  | { type: "addGroup"; uid: string; group: Record<string, unknown> }
  | { type: "meta"; patch: Partial<PageMetaValues> }
  /**
   * One block as an older version had it, at its old position (`replacing`: the index of the
   * same block in today's list, which it takes the place of; null when the block was deleted).
   */
  | { type: "restoreBlock"; block: StoredBlock; at: number; replacing: number | null }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "saved"; working: PageWorking }
  /** Ends the current run of coalesced edits (the editor sends it after a pause in typing). */
  | { type: "checkpoint" };

export const emptyMeta: PageMetaValues = {
  title: "",
  meta_title: "",
  meta_description: "",
  image_id: null,
  canonical_url: "",
  disable_seo_tracking: false,
};

export function initialPageState(snapshot?: DraftSnapshot): PageState {
  const base: PageState = {
    past: [],
    present: { meta: emptyMeta, items: [] },
    future: [],
    saved: { meta: emptyMeta, items: [] },
    nextUid: 1,
    lastCoalesce: null,
  };
  base.saved = base.present;
  return snapshot ? pageReducer(base, { type: "load", snapshot }) : base;
}

/** The draft snapshot the server stores, from the working state. */
export function toSnapshot(working: PageWorking): DraftSnapshot {
  return { ...working.meta, blocks: working.items.map((i) => i.block) };
}

/** The id the next added, pasted or duplicated block will get (the first of a paste). */
export const nextUidOf = (state: PageState): string => `b${state.nextUid}`;

export const isDirty = (state: PageState): boolean => state.present !== state.saved;
export const canUndo = (state: PageState): boolean => state.past.length > 0;
export const canRedo = (state: PageState): boolean => state.future.length > 0;

function coalesceKey(action: PageAction): string | null {
  if (action.type === "update") return `update:${action.uid}`;
  if (action.type === "meta") return `meta:${Object.keys(action.patch).sort().join(",")}`;
  return null;
}

/** The page's working state: every change is a new `present`, the old one goes to `past`. */
export function pageReducer(state: PageState, action: PageAction): PageState {
  let next = state.nextUid;
  const makeUid = () => `b${next++}`;
  switch (action.type) {
    case "load": {
      const items: BlockItem[] = action.snapshot.blocks.map((block) => ({
        uid: makeUid(),
        block: structuredClone(block),
      }));
      const { blocks: _blocks, ...meta } = action.snapshot;
      const present = { meta: { ...emptyMeta, ...meta }, items };
      return {
        past: [],
        present,
        future: [],
        saved: present,
        nextUid: next,
        lastCoalesce: null,
      };
    }
    case "undo": {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        lastCoalesce: null,
      };
    }
    case "redo": {
      const [following, ...rest] = state.future;
      if (!following) return state;
      return {
        ...state,
        past: [...state.past, state.present],
        present: following,
        future: rest,
        lastCoalesce: null,
      };
    }
    case "saved":
      return { ...state, saved: action.working, lastCoalesce: null };
    case "checkpoint":
      return state.lastCoalesce === null ? state : { ...state, lastCoalesce: null };
    default: {
      const present = apply(state.present, action, makeUid);
      if (present === state.present) return state;
      const key = coalesceKey(action);
      const isSameStep = key !== null && key === state.lastCoalesce;
      return {
        ...state,
        past: isSameStep ? state.past : [...state.past, state.present].slice(-HISTORY_LIMIT),
        present,
        future: [],
        nextUid: next,
        lastCoalesce: key,
      };
    }
  }
}

type EditAction = Exclude<PageAction, { type: "load" | "undo" | "redo" | "saved" | "checkpoint" }>;

function apply(working: PageWorking, action: EditAction, makeUid: () => string): PageWorking {
  switch (action.type) {
    case "add":
      return addBlocks(working, [action.block], action.at, makeUid);
    case "paste":
      return addBlocks(working, action.blocks, action.at, makeUid);
    case "remove":
      return removeBlock(working, action.uid);
    case "duplicate":
      return duplicateBlock(working, action.uid, makeUid);
    case "move":
      return moveBlock(working, action.from, action.to);
    case "update":
      return updateBlock(working, action.uid, action.value);
    case "addGroup":
      return addGroup(working, action.uid, action.group);
    case "meta":
      return updateMeta(working, action.patch);
    case "restoreBlock":
      return restoreBlock(working, action, makeUid);
    default: {
      const never: never = action;
      return never;
    }
  }
}
