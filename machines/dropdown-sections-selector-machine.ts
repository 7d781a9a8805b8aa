import { assign, setup } from "xstate";

/**
 * The Dropdown Sections Selector (002 §2.10, §4.6): a bar opens the selection dialog; 'Show me'
 * with an option picked makes it the selection ('Your selection' with Edit and Clear); Edit
 * reopens the dialog on the current choice, and closing it without 'Show me' keeps the choice;
 * Clear removes it. Which blocks show for a selection is runtime/core/vehicle-selectors.ts.
 *
 * States: `idle` (nothing chosen, dialog closed), `prompting` (the dialog, first choice),
 * `selected` (a choice, dialog closed), `editing` (the dialog over a choice).
 */
interface DropdownSectionsContext {
  /** How many options the block has. */
  count: number;
  /** The option picked in the dialog's dropdown; null for the empty first item. */
  draft: number | null;
  /** The option whose blocks show; null while nothing is chosen. */
  selected: number | null;
}

export type DropdownSectionsEvent =
  | { type: "OPEN" }
  | { type: "PICK"; option: number | null }
  | { type: "SHOW" }
  | { type: "CANCEL" }
  | { type: "EDIT" }
  | { type: "CLEAR" };

export const dropdownSectionsSelectorMachine = setup({
  types: {
    context: {} as DropdownSectionsContext,
    events: {} as DropdownSectionsEvent,
    input: {} as { count: number },
  },
  guards: {
    hasDraft: ({ context }) => context.draft !== null,
    hasOptions: ({ context }) => context.count > 0,
  },
  actions: {
    pick: assign({
      draft: ({ context, event }) => {
        if (event.type !== "PICK") return context.draft;
        const { option } = event;
        return option !== null && option >= 0 && option < context.count ? option : null;
      },
    }),
    choose: assign({ selected: ({ context }) => context.draft }),
    draftFromSelection: assign({ draft: ({ context }) => context.selected }),
    clear: assign({ draft: null, selected: null }),
  },
}).createMachine({
  id: "dropdownSectionsSelector",
  context: ({ input }) => ({ count: input.count, draft: null, selected: null }),
  initial: "idle",
  states: {
    idle: {
      on: { OPEN: { guard: "hasOptions", target: "prompting" } },
    },
    prompting: {
      on: {
        PICK: { actions: "pick" },
        SHOW: { guard: "hasDraft", target: "selected", actions: "choose" },
        CANCEL: { target: "idle", actions: "clear" },
      },
    },
    selected: {
      on: {
        EDIT: { target: "editing", actions: "draftFromSelection" },
        CLEAR: { target: "idle", actions: "clear" },
      },
    },
    editing: {
      on: {
        PICK: { actions: "pick" },
        SHOW: { guard: "hasDraft", target: "selected", actions: "choose" },
        CANCEL: { target: "selected", actions: "draftFromSelection" },
        CLEAR: { target: "idle", actions: "clear" },
      },
    },
  },
});
