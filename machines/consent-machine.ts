import { assign, setup } from "xstate";
import {
  type CategoryMap,
  type ConsentManagerEvent,
  type ConsentRecord,
  type ConsentScope,
  type ConsentStrategy,
  ONETRUST_CATEGORIES,
  PENDING,
  recordFor,
  recordFromManager,
  strategyRecord,
} from "../runtime/core/consent.ts";

/**
 * The visitor's cookie consent. It starts `loading` (the server cannot know the visitor's choice:
 * cached pages are the same bytes for everyone) until the browser reads the stored record and
 * sends LOADED; then it is `pending` (the basic strategy shows its banner) or `decided`. Saving
 * is the injected `persist` action (local storage and the cookie in the browser, a fake in
 * tests); `none` always accepts and stores nothing.
 */

interface ConsentContext {
  strategy: ConsentStrategy;
  categories: CategoryMap;
  record: ConsentRecord;
}

type ConsentEvent =
  /** The stored record, read in the browser (null: nothing stored). */
  | { type: "LOADED"; record: ConsentRecord | null }
  | { type: "ACCEPT_ALL" }
  | { type: "ACCEPT"; scopes: readonly ConsentScope[] }
  | { type: "REJECT" }
  /** An event of a third-party consent manager (its adapter reports it). */
  | { type: "MANAGER"; event: ConsentManagerEvent }
  /** The visitor asks to choose again: the banner shows once more. */
  | { type: "REOPEN" };

/** After a choice: hand the new record to the injected `persist`. */
const save = {
  type: "persist",
  params: ({ context }: { context: ConsentContext }) => ({ record: context.record }),
} as const;

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as { strategy: ConsentStrategy; categories?: CategoryMap },
  },
  actions: {
    /** Stores the record; provided by the browser (storage, cookie) or the tests. */
    persist: (_, _params: { record: ConsentRecord }) => {},
    choose: assign({
      record: ({ context, event }) => {
        if (event.type === "ACCEPT_ALL" || event.type === "ACCEPT" || event.type === "REJECT")
          return recordFor(event, context.strategy);
        if (event.type === "MANAGER") return recordFromManager(event.event, context.categories);
        return context.record;
      },
    }),
    load: assign({
      record: ({ event }) => (event.type === "LOADED" && event.record ? event.record : PENDING),
    }),
  },
  guards: {
    isNone: ({ context }) => context.strategy === "none",
    isDecided: ({ event }) =>
      event.type === "LOADED" &&
      event.record !== null &&
      (event.record.status === "accepted" || event.record.status === "rejected"),
    isBasic: ({ context }) => context.strategy === "basic",
    isManager: ({ context }) => context.strategy !== "basic" && context.strategy !== "none",
  },
}).createMachine({
  id: "consent",
  context: ({ input }) => ({
    strategy: input.strategy,
    categories: input.categories ?? ONETRUST_CATEGORIES,
    record: strategyRecord(input.strategy) ?? { status: "unknown", scopes: [] },
  }),
  initial: "loading",
  states: {
    loading: {
      always: { guard: "isNone", target: "decided" },
      on: {
        LOADED: [
          { guard: "isDecided", target: "decided", actions: "load" },
          { target: "pending", actions: "load" },
        ],
      },
    },
    pending: {
      on: {
        ACCEPT_ALL: { guard: "isBasic", target: "decided", actions: ["choose", save] },
        ACCEPT: { guard: "isBasic", target: "decided", actions: ["choose", save] },
        REJECT: { guard: "isBasic", target: "decided", actions: ["choose", save] },
        MANAGER: { guard: "isManager", target: "decided", actions: ["choose", save] },
      },
    },
    decided: {
      on: {
        REOPEN: { guard: "isBasic", target: "pending" },
        MANAGER: { guard: "isManager", actions: ["choose", save] },
      },
    },
  },
});
