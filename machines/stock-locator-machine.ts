import { assign, setup } from "xstate";
import { type BudgetTerms, budgetPrice } from "../runtime/core/stock/card.ts";
import type {
  CheckboxFilterKey,
  RangeFilterKey,
  SortOption,
  StockFacets,
  StockFilterKey,
} from "../runtime/core/stock/filters.ts";
import {
  boundsOf,
  clearFilter,
  type LocatorState,
  type RangeValue,
  resetFilters,
  setBudget,
  setPage,
  setRange,
  setSort,
  toggleOption,
} from "../runtime/core/stock/url-state.ts";

/**
 * The stock locator's list state (001 §4): what the visitor chose (filters, sort, page, monthly
 * budget), the last answer's facets and page count that bound it, the filters panel (a drawer on
 * phones) and the reverse calculator. Pure: the island fetches the list for `context.list` and
 * writes it to the URL; this machine only decides what the list is.
 *
 * - Every filter change and a new sort go back to page 1; a page outside 1..pages is clamped.
 * - A range side equal to its bound (the facet's min or max) is no narrowing and is dropped.
 * - RESET clears every filter and the budget (the no-results page's button).
 * - The monthly budget is applied only when it gives a price with the block's terms; otherwise
 *   the calculator shows its error and the list is unchanged.
 * - LOCATION replaces the whole choice (the visitor went back or forward in history).
 */
interface StockLocatorContext {
  list: LocatorState;
  facets: StockFacets;
  /** Pages of the last answer; null before one. */
  pages: number | null;
  terms: BudgetTerms;
}

type StockLocatorEvent =
  | { type: "TOGGLE_OPTION"; key: CheckboxFilterKey; value: string }
  | { type: "SET_RANGE"; key: RangeFilterKey; value: RangeValue }
  | { type: "CLEAR_FILTER"; key: StockFilterKey }
  | { type: "RESET" }
  | { type: "SET_SORT"; sort: SortOption }
  | { type: "SET_PAGE"; page: number }
  | { type: "SET_BUDGET"; monthly: number }
  | { type: "CLEAR_BUDGET" }
  | { type: "RESULT"; facets: StockFacets; pages: number }
  | { type: "LOCATION"; list: LocatorState }
  | { type: "OPEN_FILTERS" }
  | { type: "CLOSE_FILTERS" };

interface StockLocatorInput {
  list: LocatorState;
  facets?: StockFacets;
  pages?: number | null;
  terms: BudgetTerms;
}

export const stockLocatorMachine = setup({
  types: {
    context: {} as StockLocatorContext,
    events: {} as StockLocatorEvent,
    input: {} as StockLocatorInput,
  },
  guards: {
    budgetGivesPrice: ({ context, event }) =>
      event.type === "SET_BUDGET" && budgetPrice(event.monthly, context.terms) !== null,
  },
  actions: {
    toggleOption: assign({
      list: ({ context, event }) =>
        event.type === "TOGGLE_OPTION"
          ? toggleOption(context.list, event.key, event.value)
          : context.list,
    }),
    setRange: assign({
      list: ({ context, event }) =>
        event.type === "SET_RANGE"
          ? setRange(context.list, event.key, event.value, boundsOf(context.facets, event.key))
          : context.list,
    }),
    clearFilter: assign({
      list: ({ context, event }) =>
        event.type === "CLEAR_FILTER" ? clearFilter(context.list, event.key) : context.list,
    }),
    reset: assign({ list: ({ context }) => resetFilters(context.list) }),
    setSort: assign({
      list: ({ context, event }) =>
        event.type === "SET_SORT" ? setSort(context.list, event.sort) : context.list,
    }),
    setPage: assign({
      list: ({ context, event }) =>
        event.type === "SET_PAGE" ? setPage(context.list, event.page, context.pages) : context.list,
    }),
    setBudget: assign({
      list: ({ context, event }) =>
        event.type === "SET_BUDGET" ? setBudget(context.list, event.monthly) : context.list,
    }),
    clearBudget: assign({ list: ({ context }) => setBudget(context.list, null) }),
    result: assign({
      facets: ({ context, event }) => (event.type === "RESULT" ? event.facets : context.facets),
      pages: ({ context, event }) => (event.type === "RESULT" ? event.pages : context.pages),
    }),
    location: assign({
      list: ({ context, event }) => (event.type === "LOCATION" ? event.list : context.list),
    }),
  },
}).createMachine({
  id: "stockLocator",
  type: "parallel",
  context: ({ input }) => ({
    list: input.list,
    facets: input.facets ?? {},
    pages: input.pages ?? null,
    terms: input.terms,
  }),
  on: {
    TOGGLE_OPTION: { actions: "toggleOption" },
    SET_RANGE: { actions: "setRange" },
    CLEAR_FILTER: { actions: "clearFilter" },
    SET_SORT: { actions: "setSort" },
    SET_PAGE: { actions: "setPage" },
    RESULT: { actions: "result" },
  },
  states: {
    panel: {
      initial: "closed",
      states: {
        closed: { on: { OPEN_FILTERS: "open" } },
        open: { on: { CLOSE_FILTERS: "closed" } },
      },
    },
    budget: {
      initial: "idle",
      states: {
        idle: {
          always: { guard: ({ context }) => context.list.budget !== null, target: "applied" },
        },
        applied: {
          always: { guard: ({ context }) => context.list.budget === null, target: "idle" },
        },
        failed: {},
      },
      on: {
        SET_BUDGET: [
          { guard: "budgetGivesPrice", target: ".applied", actions: "setBudget" },
          { target: ".failed" },
        ],
        CLEAR_BUDGET: { target: ".idle", actions: "clearBudget" },
        RESET: { target: ".idle", actions: "reset" },
        LOCATION: [
          {
            guard: ({ event }) => event.list.budget !== null,
            target: ".applied",
            actions: "location",
          },
          { target: ".idle", actions: "location" },
        ],
      },
    },
  },
});

/** The price ceiling the applied budget stands for; null when no budget is applied. */
export function budgetCeiling(context: StockLocatorContext): number | null {
  return context.list.budget === null ? null : budgetPrice(context.list.budget, context.terms);
}
