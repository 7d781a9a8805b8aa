import { assign, setup } from "xstate";

/**
 * What a visitor does with the Models and Specifications block (002 §3.12): the list collapsed to
 * its first cards and opened again (is_toggle), an engine chosen on a card (its figures follow),
 * a card's specification opened and closed, and the additional specification dialog of one card.
 * Effects (analytics, focus) are named actions the component provides.
 */

/** How many cards a collapsed list shows. */
export const COLLAPSED_CARDS = 3;

/** One shown card as the machine knows it. */
export interface CardShape {
  /** How many engines its model has (at least 1 once figures are known; 0 when none). */
  engines: number;
  /** It has additional specification content (a dialog to open). */
  hasModal: boolean;
}

export interface ModelsSpecificationsInput {
  cards: readonly CardShape[];
  isToggle: boolean;
  /** The engine each card starts with (its index), e.g. none given: the first. */
  initialEngines?: readonly number[];
}

interface ModelsSpecificationsContext {
  cards: readonly CardShape[];
  /** is_toggle is on and there are more cards than a collapsed list shows. */
  isCollapsible: boolean;
  engines: number[];
  openSpecs: boolean[];
  modalCard: number | null;
}

export type ModelsSpecificationsEvent =
  | { type: "TOGGLE_LIST" }
  | { type: "CHOOSE_ENGINE"; card: number; engine: number }
  | { type: "TOGGLE_SPECS"; card: number }
  | { type: "OPEN_MODAL"; card: number }
  | { type: "CLOSE_MODAL" };

/** A list collapses only when asked to and when it has more cards than a collapsed list shows. */
export const canCollapse = (isToggle: boolean, cardCount: number): boolean =>
  isToggle && cardCount > COLLAPSED_CARDS;

/** Whether card `index` is shown: every card, or the first ones of a collapsed list. */
export const isCardShown = (index: number, isCollapsed: boolean): boolean =>
  !isCollapsed || index < COLLAPSED_CARDS;

export const modelsSpecificationsMachine = setup({
  types: {
    context: {} as ModelsSpecificationsContext,
    events: {} as ModelsSpecificationsEvent,
    input: {} as ModelsSpecificationsInput,
  },
  actions: {
    /** The list was opened or closed (analytics). */
    listToggled: () => {},
    /** A card's engine changed (analytics). */
    engineChosen: () => {},
    /** A card's specification was opened or closed (analytics). */
    specsToggled: () => {},
    /** The dialog opened (analytics) and closed (focus back to its button). */
    modalOpened: () => {},
    modalClosed: () => {},
  },
  guards: {
    isCollapsible: ({ context }) => context.isCollapsible,
    isOtherEngine: ({ context, event }) =>
      event.type === "CHOOSE_ENGINE" &&
      event.card >= 0 &&
      event.card < context.cards.length &&
      event.engine >= 0 &&
      event.engine < (context.cards[event.card]?.engines ?? 0) &&
      event.engine !== context.engines[event.card],
    isCard: ({ context, event }) =>
      event.type === "TOGGLE_SPECS" && event.card >= 0 && event.card < context.cards.length,
    hasModal: ({ context, event }) =>
      event.type === "OPEN_MODAL" && context.cards[event.card]?.hasModal === true,
  },
}).createMachine({
  id: "modelsSpecifications",
  type: "parallel",
  context: ({ input }) => ({
    cards: input.cards,
    isCollapsible: canCollapse(input.isToggle, input.cards.length),
    engines: input.cards.map((c, i) => {
      const wanted = input.initialEngines?.[i] ?? 0;
      return wanted >= 0 && wanted < c.engines ? wanted : 0;
    }),
    openSpecs: input.cards.map(() => false),
    modalCard: null,
  }),
  on: {
    CHOOSE_ENGINE: {
      guard: "isOtherEngine",
      actions: [
        assign({
          engines: ({ context, event }) =>
            context.engines.map((e, i) => (i === event.card ? event.engine : e)),
        }),
        "engineChosen",
      ],
    },
    TOGGLE_SPECS: {
      guard: "isCard",
      actions: [
        assign({
          openSpecs: ({ context, event }) =>
            context.openSpecs.map((open, i) => (i === event.card ? !open : open)),
        }),
        "specsToggled",
      ],
    },
  },
  states: {
    list: {
      initial: "deciding",
      states: {
        deciding: {
          always: [{ guard: "isCollapsible", target: "collapsed" }, { target: "whole" }],
        },
        collapsed: { on: { TOGGLE_LIST: { target: "expanded", actions: "listToggled" } } },
        expanded: { on: { TOGGLE_LIST: { target: "collapsed", actions: "listToggled" } } },
        /** Nothing to collapse: every card shows and there is no button. */
        whole: {},
      },
    },
    modal: {
      initial: "closed",
      states: {
        closed: {
          on: {
            OPEN_MODAL: {
              guard: "hasModal",
              target: "open",
              actions: [assign({ modalCard: ({ event }) => event.card }), "modalOpened"],
            },
          },
        },
        open: {
          on: {
            CLOSE_MODAL: {
              target: "closed",
              actions: [assign({ modalCard: null }), "modalClosed"],
            },
          },
        },
      },
    },
  },
});
