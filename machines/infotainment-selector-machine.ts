import { assign, setup } from "xstate";

/**
 * The Infotainment System Selector (002 §2.10, §4.6): the dropdown with 'Show me', then
 * 'Your vehicle {selectedOption}' with a back button returning to the dropdown.
 *
 * States: `choosing` (the dropdown) and `shown` (the chosen vehicle's title). The option whose
 * blocks show is `shown` in the context: null before the first 'Show me' (every option's blocks
 * show), and kept while the visitor goes back to the dropdown until another is shown.
 */
interface InfotainmentContext {
  count: number;
  /** The option picked in the dropdown; null for its empty first item. */
  draft: number | null;
  /** The option whose title and blocks show; null before the first choice. */
  shown: number | null;
}

export type InfotainmentEvent =
  | { type: "PICK"; option: number | null }
  | { type: "SHOW" }
  | { type: "BACK" };

export const infotainmentSelectorMachine = setup({
  types: {
    context: {} as InfotainmentContext,
    events: {} as InfotainmentEvent,
    input: {} as { count: number },
  },
  guards: {
    hasDraft: ({ context }) => context.draft !== null,
  },
  actions: {
    pick: assign({
      draft: ({ context, event }) => {
        if (event.type !== "PICK") return context.draft;
        const { option } = event;
        return option !== null && option >= 0 && option < context.count ? option : null;
      },
    }),
    show: assign({ shown: ({ context }) => context.draft }),
  },
}).createMachine({
  id: "infotainmentSelector",
  context: ({ input }) => ({ count: input.count, draft: null, shown: null }),
  initial: "choosing",
  states: {
    choosing: {
      on: {
        PICK: { actions: "pick" },
        SHOW: { guard: "hasDraft", target: "shown", actions: "show" },
      },
    },
    shown: {
      on: { BACK: { target: "choosing" } },
    },
  },
});
