import { and, assign, fromPromise, not, type SnapshotFrom, setup } from "xstate";

/**
 * The page builder's write life cycle for one open page: save the draft, publish, a stale
 * revision (409) that only a reload clears, the server's field problems (422), failures that can
 * be retried, and who else has the page open. Effects are injected actors (no fetch here): the
 * builder provides the real API calls, tests provide fakes.
 */

/** Another editor who has the page open (from the presence heartbeat). */
export interface PresenceEditor {
  email: string;
  seen_at: string;
}

/** One field the server refused (422); `uid` names the block, null for a page field. */
export interface WriteProblem {
  uid: string | null;
  pointer: string;
  rule: string;
  message: string;
}

/** Why the server did not take a write, as the injected actors report it. */
export type WriteRefusal =
  /** 409 stale: someone saved after this page was loaded. */
  | { kind: "stale" }
  /** 422: the fields named are wrong; nothing was stored. */
  | { kind: "invalid"; message: string; problems: readonly WriteProblem[] }
  /** Refused for good (permission, conflict): trying again changes nothing. */
  | { kind: "refused"; message: string }
  /** The request did not get an answer (network, 5xx): worth trying again. */
  | { kind: "failed"; message: string };

/** Thrown by a write actor to say how the server refused; any other error counts as `failed`. */
export class WriteRefusedError extends Error {
  readonly refusal: WriteRefusal;
  constructor(refusal: WriteRefusal) {
    super(refusal.kind === "stale" ? "stale" : refusal.message);
    this.name = "WriteRefusedError";
    this.refusal = refusal;
  }
}

/** What the builder tells the editor after a step of the life cycle. */
export type SessionNotice =
  | { kind: "saved" }
  | { kind: "published"; version: number | null }
  | { kind: "reloaded" }
  | { kind: "invalid"; message: string }
  | { kind: "failed"; message: string; canRetry: boolean }
  /** Anything else the builder says (a block added, pasted, restored...). */
  | { kind: "note"; text: string; tone: "ok" | "error" };

export type WriteKind = "save" | "publish";

/** A block just removed, offered for undo until the page moves on. */
export interface RemovedNotice {
  /** The block's name as the builder shows it. */
  name: string;
}

/**
 * Whether a notice speaks of a state the page has since left: what went well (saved, published,
 * reloaded, a block added or copied) is forgotten at the next edit; a refusal or a failure stays
 * until the next write, because an edit does not put the unsaved work anywhere safer.
 */
export function isPassingNotice(notice: SessionNotice | null): boolean {
  if (notice === null) return false;
  switch (notice.kind) {
    case "saved":
    case "published":
    case "reloaded":
      return true;
    case "note":
      return notice.tone === "ok";
    case "invalid":
    case "failed":
      return false;
    default: {
      const unhandled: never = notice;
      return unhandled;
    }
  }
}

interface PageSessionContext {
  /** The page whose route is open; null when none is. */
  pageId: number | null;
  /** The revision the working copy started from; null until the page is loaded. */
  revision: number | null;
  editors: readonly PresenceEditor[];
  problems: readonly WriteProblem[];
  notice: SessionNotice | null;
  /** The block just removed, with its undo; forgotten as soon as the page moves on. */
  removed: RemovedNotice | null;
  /** Publish once the save in progress succeeds (publishing unsaved changes saves them first). */
  isPublishAfterSave: boolean;
  /** The write that failed without an answer, offered again by RETRY. */
  retry: WriteKind | null;
  /** The publish under way goes past the checks' errors (an admin's explicit choice). */
  isOverridingChecks: boolean;
}

export type PageSessionEvent =
  /** The builder opened a page's route (null: no page). */
  | { type: "OPEN"; pageId: number | null }
  /** The page's detail arrived (first load, or a version restored from history). */
  | { type: "LOADED"; pageId: number; revision: number; editors: readonly PresenceEditor[] }
  | { type: "SAVE" }
  /**
   * Publish; unsaved changes (`isDirty`) are saved first. `overrideChecks`: an admin publishes
   * past the checks' errors (the server refuses anyone else and audits the override).
   */
  | { type: "PUBLISH"; isDirty: boolean; overrideChecks?: boolean }
  | { type: "RETRY"; isDirty: boolean }
  /** After a stale refusal: take the server's copy. */
  | { type: "RELOAD" }
  | { type: "SAY"; text: string; tone?: "ok" | "error" }
  | { type: "DISMISS" }
  /**
   * The working copy moved on (an edit, an undo, a redo): the removal's undo and what was said
   * about the state before (saved, published, restored...) no longer apply.
   */
  | { type: "EDITED" }
  /** A block was removed: its undo is offered until the page moves on. */
  | { type: "REMOVED"; name: string };

/** What a write answers: the page's new revision (and, for publish, its version number). */
export interface WriteOutput {
  revision: number;
  publishedVersion?: number | null;
}

export interface WriteInput {
  pageId: number;
  revision: number;
  /** A publish past the checks' errors, as an admin asked. */
  overrideChecks?: boolean;
}

export interface ReloadOutput {
  revision: number;
  editors: readonly PresenceEditor[];
}

/** The refusal behind an actor's error; an error that is not a refusal is a failure to answer. */
function refusalOf(error: unknown): WriteRefusal {
  if (error instanceof WriteRefusedError) return error.refusal;
  return { kind: "failed", message: error instanceof Error ? error.message : String(error) };
}

const messageOf = (refusal: WriteRefusal): string =>
  refusal.kind === "stale" ? "" : refusal.message;

const PRESENCE_EVERY_MS = 20_000;

export const pageSessionMachine = setup({
  types: {
    context: {} as PageSessionContext,
    events: {} as PageSessionEvent,
  },
  actors: {
    saveDraft: fromPromise<WriteOutput, WriteInput>(async () => {
      throw new Error("page session: the saveDraft actor was not provided");
    }),
    publish: fromPromise<WriteOutput, WriteInput>(async () => {
      throw new Error("page session: the publish actor was not provided");
    }),
    reload: fromPromise<ReloadOutput, { pageId: number }>(async () => {
      throw new Error("page session: the reload actor was not provided");
    }),
    heartbeat: fromPromise<readonly PresenceEditor[], { pageId: number }>(async () => {
      throw new Error("page session: the heartbeat actor was not provided");
    }),
  },
  delays: {
    presenceInterval: PRESENCE_EVERY_MS,
  },
  guards: {
    isLoaded: ({ context }) => context.pageId !== null && context.revision !== null,
    isPublishAfterSave: ({ context }) => context.isPublishAfterSave,
    isStale: (_, params: { error: unknown }) => refusalOf(params.error).kind === "stale",
    isInvalid: (_, params: { error: unknown }) => refusalOf(params.error).kind === "invalid",
    isRetryingSave: ({ context }) => context.retry === "save",
    isRetryingPublish: ({ context }) => context.retry === "publish",
    hasPage: ({ context }) => context.pageId !== null,
    /** Something said about an older state of the page is still shown. */
    hasStaleNotice: ({ context }) => context.removed !== null || isPassingNotice(context.notice),
    /** Publishing (or retrying it) with changes not saved yet: they are saved first. */
    hasUnsavedChanges: ({ event }) =>
      (event.type === "PUBLISH" || event.type === "RETRY") && event.isDirty,
  },
  actions: {
    open: assign((_, params: { pageId: number | null }) => ({
      pageId: params.pageId,
      revision: null,
      editors: [],
      problems: [],
      notice: null,
      removed: null,
      isPublishAfterSave: false,
      retry: null,
    })),
    /** The page's detail arrived: nothing said about the copy it replaces applies any more. */
    load: assign(
      (_, params: { pageId: number; revision: number; editors: readonly PresenceEditor[] }) => ({
        pageId: params.pageId,
        revision: params.revision,
        editors: params.editors,
        problems: [],
        notice: null,
        removed: null,
        isPublishAfterSave: false,
        retry: null,
      }),
    ),
    startWrite: assign(({ context, event }) => ({
      notice: null,
      removed: null,
      retry: null,
      // A retry runs the publish that got no answer as it was asked (past the checks or not).
      isOverridingChecks:
        event.type === "PUBLISH"
          ? event.overrideChecks === true
          : event.type === "RETRY" && context.isOverridingChecks,
    })),
    markPublishAfterSave: assign({ isPublishAfterSave: true }),
    clearPublishAfterSave: assign({ isPublishAfterSave: false }),
    written: assign((_, params: { output: WriteOutput }) => ({
      revision: params.output.revision,
      problems: [],
    })),
    noteSaved: assign({ notice: { kind: "saved" } }),
    notePublished: assign((_, params: { output: WriteOutput }) => ({
      notice: { kind: "published", version: params.output.publishedVersion ?? null },
    })),
    refuseInvalid: assign((_, params: { error: unknown }) => {
      const refusal = refusalOf(params.error);
      return refusal.kind === "invalid"
        ? {
            problems: refusal.problems,
            notice: { kind: "invalid", message: refusal.message },
            isPublishAfterSave: false,
          }
        : {};
    }),
    refuseOther: assign((_, params: { error: unknown; write: WriteKind }) => {
      const refusal = refusalOf(params.error);
      const canRetry = refusal.kind === "failed";
      return {
        notice: { kind: "failed", message: messageOf(refusal), canRetry },
        retry: canRetry ? params.write : null,
        isPublishAfterSave: false,
      };
    }),
    markStale: assign({ isPublishAfterSave: false, retry: null }),
    reloaded: assign((_, params: { output: ReloadOutput }) => ({
      revision: params.output.revision,
      editors: params.output.editors,
      problems: [],
      notice: { kind: "reloaded" },
      removed: null,
    })),
    reloadFailed: assign((_, params: { error: unknown }) => ({
      notice: { kind: "failed", message: messageOf(refusalOf(params.error)), canRetry: false },
    })),
    say: assign((_, params: { text: string; tone: "ok" | "error" }) => ({
      notice: { kind: "note", text: params.text, tone: params.tone },
    })),
    dismiss: assign({ notice: null }),
    forgetStale: assign(({ context }) => ({
      notice: isPassingNotice(context.notice) ? null : context.notice,
      removed: null,
    })),
    noteRemoved: assign((_, params: { name: string }) => ({ removed: { name: params.name } })),
    setEditors: assign((_, params: { editors: readonly PresenceEditor[] }) => ({
      editors: params.editors,
    })),
  },
}).createMachine({
  id: "pageSession",
  type: "parallel",
  context: {
    pageId: null,
    revision: null,
    editors: [],
    problems: [],
    notice: null,
    removed: null,
    isPublishAfterSave: false,
    retry: null,
    isOverridingChecks: false,
  },
  on: {
    OPEN: {
      target: [".write.idle", ".presence.beating"],
      reenter: true,
      actions: { type: "open", params: ({ event }) => ({ pageId: event.pageId }) },
    },
    LOADED: {
      target: ".write.idle",
      actions: {
        type: "load",
        params: ({ event }) => ({
          pageId: event.pageId,
          revision: event.revision,
          editors: event.editors,
        }),
      },
    },
    SAY: {
      actions: {
        type: "say",
        params: ({ event }) => ({ text: event.text, tone: event.tone ?? "ok" }),
      },
    },
    DISMISS: { actions: "dismiss" },
    // Unguarded, every keystroke would make a new snapshot; with nothing to forget it is ignored.
    EDITED: { guard: "hasStaleNotice", actions: "forgetStale" },
    REMOVED: {
      actions: [
        "forgetStale",
        { type: "noteRemoved", params: ({ event }) => ({ name: event.name }) },
      ],
    },
  },
  states: {
    write: {
      initial: "idle",
      states: {
        idle: {
          on: {
            SAVE: { guard: "isLoaded", target: "saving", actions: "startWrite" },
            PUBLISH: [
              {
                guard: and(["isLoaded", "hasUnsavedChanges"]),
                target: "saving",
                actions: ["startWrite", "markPublishAfterSave"],
              },
              { guard: "isLoaded", target: "publishing", actions: "startWrite" },
            ],
            RETRY: [
              { guard: "isRetryingSave", target: "saving", actions: "startWrite" },
              {
                guard: and(["isRetryingPublish", "hasUnsavedChanges"]),
                target: "saving",
                actions: ["startWrite", "markPublishAfterSave"],
              },
              { guard: "isRetryingPublish", target: "publishing", actions: "startWrite" },
            ],
          },
        },
        saving: {
          invoke: {
            id: "saveDraft",
            src: "saveDraft",
            input: ({ context }) => ({
              pageId: context.pageId ?? 0,
              revision: context.revision ?? 0,
            }),
            onDone: [
              {
                guard: "isPublishAfterSave",
                target: "publishing",
                actions: [
                  { type: "written", params: ({ event }) => ({ output: event.output }) },
                  "clearPublishAfterSave",
                ],
              },
              {
                target: "idle",
                actions: [
                  { type: "written", params: ({ event }) => ({ output: event.output }) },
                  "noteSaved",
                ],
              },
            ],
            onError: [
              {
                guard: { type: "isStale", params: ({ event }) => ({ error: event.error }) },
                target: "stale",
                actions: "markStale",
              },
              {
                guard: { type: "isInvalid", params: ({ event }) => ({ error: event.error }) },
                target: "idle",
                actions: { type: "refuseInvalid", params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: "idle",
                actions: {
                  type: "refuseOther",
                  params: ({ context, event }) => ({
                    error: event.error,
                    write: context.isPublishAfterSave ? "publish" : "save",
                  }),
                },
              },
            ],
          },
        },
        publishing: {
          invoke: {
            id: "publish",
            src: "publish",
            input: ({ context }) => ({
              pageId: context.pageId ?? 0,
              revision: context.revision ?? 0,
              overrideChecks: context.isOverridingChecks,
            }),
            onDone: {
              target: "idle",
              actions: [
                { type: "written", params: ({ event }) => ({ output: event.output }) },
                { type: "notePublished", params: ({ event }) => ({ output: event.output }) },
              ],
            },
            onError: [
              {
                guard: { type: "isStale", params: ({ event }) => ({ error: event.error }) },
                target: "stale",
                actions: "markStale",
              },
              {
                guard: { type: "isInvalid", params: ({ event }) => ({ error: event.error }) },
                target: "idle",
                actions: { type: "refuseInvalid", params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: "idle",
                actions: {
                  type: "refuseOther",
                  params: ({ event }) => ({ error: event.error, write: "publish" as const }),
                },
              },
            ],
          },
        },
        /** Someone saved in between: nothing is written over their work until a reload. */
        stale: {
          on: { RELOAD: { guard: "hasPage", target: "reloading" } },
        },
        reloading: {
          invoke: {
            id: "reload",
            src: "reload",
            input: ({ context }) => ({ pageId: context.pageId ?? 0 }),
            onDone: {
              target: "idle",
              actions: { type: "reloaded", params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: "stale",
              actions: { type: "reloadFailed", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** A heartbeat while a page is open; the answer lists the others who have it open. */
    presence: {
      initial: "off",
      states: {
        off: {},
        beating: {
          always: { guard: not("hasPage"), target: "off" },
          invoke: {
            id: "heartbeat",
            src: "heartbeat",
            input: ({ context }) => ({ pageId: context.pageId ?? 0 }),
            onDone: {
              target: "resting",
              actions: { type: "setEditors", params: ({ event }) => ({ editors: event.output }) },
            },
            // A missed heartbeat is not worth a word: the next one tries again.
            onError: { target: "resting" },
          },
        },
        resting: {
          after: { presenceInterval: "beating" },
        },
      },
    },
  },
});

export type PageSessionSnapshot = SnapshotFrom<typeof pageSessionMachine>;

/** The write in progress, if any (what the save and publish buttons say). */
export function busyWith(snapshot: PageSessionSnapshot): WriteKind | null {
  if (snapshot.matches({ write: "saving" })) return "save";
  if (snapshot.matches({ write: "publishing" })) return "publish";
  return null;
}
