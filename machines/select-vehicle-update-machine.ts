import { assign, setup } from "xstate";

/**
 * "Select your vehicle to update" (002 §2.10, §4.6): the parent (vehicle) and child (model year)
 * dropdowns, Show and Clear, the cards of the matching sub-block groups, 'view all' and each
 * card's modal. Which groups match is runtime/core/vehicle-selectors.ts.
 *
 * States: `all` (nothing filtered: every card) and `filtered` (the cards of the choice shown),
 * each `listing` or with a card's `modal` open. Rules decided here: choosing another vehicle
 * resets the year (its years differ); 'Show' applies the dropdowns as they are (an 'all' item
 * matches everything); 'view all' lists every card of the current result, and a new result
 * starts short again.
 */
interface SelectVehicleContext {
  /** The parent keys the dropdown offers, and each one's years. */
  years: Readonly<Record<string, readonly string[]>>;
  /** The dropdowns as set: "" is the 'all' item. */
  parent: string;
  child: string;
  /** The choice the cards show; null in `all`. */
  applied: { parent: string; child: string } | null;
  /** 'view all' pressed for the current result. */
  isExpanded: boolean;
  /** The card whose modal is open. */
  modal: number | null;
}

export type SelectVehicleEvent =
  | { type: "PARENT"; key: string }
  | { type: "CHILD"; key: string }
  | { type: "SHOW" }
  | { type: "CLEAR" }
  | { type: "VIEW_ALL" }
  | { type: "OPEN_MODAL"; card: number }
  | { type: "CLOSE_MODAL" };

const listing = {
  on: {
    OPEN_MODAL: { target: "modal", actions: "openModal" },
    VIEW_ALL: { actions: "expand" },
  },
} as const;
const modal = {
  on: { CLOSE_MODAL: { target: "listing", actions: "closeModal" } },
} as const;

export const selectVehicleUpdateMachine = setup({
  types: {
    context: {} as SelectVehicleContext,
    events: {} as SelectVehicleEvent,
    input: {} as { years: Readonly<Record<string, readonly string[]>> },
  },
  actions: {
    setParent: assign(({ context, event }) => {
      if (event.type !== "PARENT") return {};
      const key = event.key === "" || Object.hasOwn(context.years, event.key) ? event.key : "";
      return { parent: key, child: "" };
    }),
    setChild: assign(({ context, event }) => {
      if (event.type !== "CHILD") return {};
      const known = context.years[context.parent] ?? [];
      return { child: event.key !== "" && known.includes(event.key) ? event.key : "" };
    }),
    apply: assign(({ context }) => ({
      applied: { parent: context.parent, child: context.child },
      isExpanded: false,
      modal: null,
    })),
    reset: assign({ parent: "", child: "", applied: null, isExpanded: false, modal: null }),
    expand: assign({ isExpanded: true }),
    openModal: assign({
      modal: ({ event }) => (event.type === "OPEN_MODAL" ? event.card : null),
    }),
    closeModal: assign({ modal: null }),
  },
}).createMachine({
  id: "selectVehicleUpdate",
  context: ({ input }) => ({
    years: input.years,
    parent: "",
    child: "",
    applied: null,
    isExpanded: false,
    modal: null,
  }),
  initial: "all",
  on: {
    PARENT: { actions: "setParent" },
    CHILD: { actions: "setChild" },
    SHOW: { target: ".filtered", actions: "apply" },
    CLEAR: { target: ".all", actions: "reset" },
  },
  states: {
    all: { initial: "listing", states: { listing, modal } },
    filtered: { initial: "listing", states: { listing, modal } },
  },
});
