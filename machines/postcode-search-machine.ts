import { and, assign, fromPromise, setup } from "xstate";
import {
  collectDealerCodes,
  type DealerSearchItem,
  dealersQuery,
  EMPTY_SEARCH,
  matchesSearch,
  NO_API_URL_ERROR,
  narrowToState,
  type PostcodeSearchData,
  searchMode,
} from "../runtime/core/stock/postcode.ts";

/**
 * The postcode search of a stock locator block (001 §4 'Postcode search', §8 dealers errors).
 *
 * - On load with location parameters (START: the search the URL carries), the dealers are
 *   fetched and their dealer codes collected (each once). No codes: the modal opens and cannot
 *   be closed. Otherwise the search is stored and `applied` runs (the block narrows its list to
 *   the codes and goes back to page 1; the URL keeps the search).
 * - A search the visitor submits in the modal goes the same way, but finding no dealer only says
 *   so next to the form (the modal stays as it was).
 * - A postcode search that narrows to dealers with vehicles opens the modal on the retailers found;
 *   with no vehicles the search narrows to the state only and fetches again, once.
 * - Dealers errors (001 §8): 'Error occurred while fetching dealers: No API URL has been
 *   provided.' is an empty list; any other error reads the fallback dealers (stock_locator.
 *   fallback_dealers, filtered here as the dealers call would have) when there is one; else the
 *   search has failed (shown in the modal; the list stays as it was).
 *
 * Effects are injected: fetchDealers (the dealers call with the query), fetchFallbackDealers,
 * countVehicles (how many vehicles the listing has for the codes) and the `applied` action.
 */

interface PostcodeSearchInput {
  /** The block's brand, sent as q[brand_eq]. */
  brand?: string;
  /** Whether a fallback dealers endpoint is set. */
  hasFallback?: boolean;
}

type PostcodeModal = "closed" | "open" | "locked";
export type PostcodeSearchError = "noDealers" | "noVehicles" | "failed";

interface PostcodeSearchContext {
  brand: string;
  hasFallback: boolean;
  /** The search in force (what the list is narrowed by). */
  search: PostcodeSearchData;
  /** The dealer codes the list is narrowed to; null: not narrowed. */
  dealerCodes: string[] | null;
  /** The dealers the search in force found. */
  dealers: DealerSearchItem[];
  /** The search being fetched, where it came from, and whether it is the state-only retry. */
  pending: PostcodeSearchData;
  origin: "load" | "submit";
  isRetry: boolean;
  found: DealerSearchItem[];
  modal: PostcodeModal;
  /** What the open modal shows: the search form, or the retailers a postcode search found. */
  view: "form" | "results";
  error: PostcodeSearchError | null;
}

type PostcodeSearchEvent =
  /** The browser has read the URL: the search it carries (readSearchParams), EMPTY_SEARCH if none. */
  | { type: "START"; search: PostcodeSearchData }
  | { type: "OPEN" }
  | { type: "CLOSE" }
  | { type: "SUBMIT"; search: PostcodeSearchData }
  | { type: "CLEAR" };

const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export const postcodeSearchMachine = setup({
  types: {
    context: {} as PostcodeSearchContext,
    events: {} as PostcodeSearchEvent,
    input: {} as PostcodeSearchInput,
  },
  actors: {
    fetchDealers: fromPromise<DealerSearchItem[], { query: string }>(async () => {
      throw new Error("fetchDealers is not provided");
    }),
    fetchFallbackDealers: fromPromise<DealerSearchItem[], undefined>(async () => {
      throw new Error("fetchFallbackDealers is not provided");
    }),
    countVehicles: fromPromise<number, { dealerCodes: string[] }>(async () => {
      throw new Error("countVehicles is not provided");
    }),
  },
  actions: {
    /** The search in force changed (context.search, context.dealerCodes): narrow, persist. */
    applied: () => {},
    apply: assign(({ context }) => ({
      search: context.pending,
      dealerCodes: collectDealerCodes(context.found),
      dealers: context.found,
      error: null,
    })),
  },
  guards: {
    hasSearch: ({ context }) => searchMode(context.search) !== "none",
    hasNoCodes: ({ context }) => collectDealerCodes(context.found).length === 0,
    isFromLoad: ({ context }) => context.origin === "load",
    isPostcode: ({ context }) => searchMode(context.pending) === "postcodeSearch",
    canClose: ({ context }) => context.modal !== "locked",
    hasFallback: ({ context }) => context.hasFallback,
  },
}).createMachine({
  id: "postcodeSearch",
  context: ({ input }) => ({
    brand: input.brand ?? "",
    hasFallback: input.hasFallback ?? false,
    search: EMPTY_SEARCH,
    dealerCodes: null,
    dealers: [],
    pending: EMPTY_SEARCH,
    origin: "load",
    isRetry: false,
    found: [],
    modal: "closed",
    view: "form",
    error: null,
  }),
  initial: "waiting",
  on: {
    OPEN: {
      guard: "canClose",
      actions: assign({ modal: "open", view: "form", error: null }),
    },
    CLOSE: {
      guard: "canClose",
      actions: assign({ modal: "closed", view: "form", error: null }),
    },
  },
  states: {
    waiting: {
      on: {
        START: {
          target: "starting",
          actions: assign({ search: ({ event }) => event.search }),
        },
      },
    },
    starting: {
      always: [
        {
          guard: "hasSearch",
          target: "fetching",
          actions: assign({ pending: ({ context }) => context.search, origin: "load" }),
        },
        { target: "idle" },
      ],
    },
    idle: {
      on: {
        SUBMIT: {
          target: "fetching",
          actions: assign({
            pending: ({ event }) => event.search,
            origin: "submit",
            isRetry: false,
            error: null,
          }),
        },
        CLEAR: {
          guard: "canClose",
          actions: [
            assign({
              search: EMPTY_SEARCH,
              pending: EMPTY_SEARCH,
              dealerCodes: null,
              dealers: [],
              modal: "closed",
              view: "form",
              error: null,
            }),
            "applied",
          ],
        },
      },
    },
    fetching: {
      invoke: {
        src: "fetchDealers",
        input: ({ context }) => ({
          query: dealersQuery(context.pending, context.brand).toString(),
        }),
        onDone: { target: "checking", actions: assign({ found: ({ event }) => event.output }) },
        onError: [
          {
            guard: ({ event }) => errorMessage(event.error) === NO_API_URL_ERROR,
            target: "checking",
            actions: assign({ found: [] }),
          },
          { guard: "hasFallback", target: "fetchingFallback" },
          { target: "idle", actions: assign({ error: "failed", modal: "open", view: "form" }) },
        ],
      },
    },
    fetchingFallback: {
      invoke: {
        src: "fetchFallbackDealers",
        onDone: {
          target: "checking",
          actions: assign({
            found: ({ context, event }) =>
              event.output.filter((d) => matchesSearch(d, context.pending, context.brand)),
          }),
        },
        onError: {
          target: "idle",
          actions: assign({ error: "failed", modal: "open", view: "form" }),
        },
      },
    },
    checking: {
      always: [
        // A location from the URL that matches no dealer: the visitor must pick another.
        {
          guard: and(["isFromLoad", "hasNoCodes"]),
          target: "idle",
          actions: assign({ modal: "locked", view: "form", error: "noDealers" }),
        },
        {
          guard: "hasNoCodes",
          target: "idle",
          actions: assign({
            error: "noDealers",
            view: "form",
            modal: ({ context }) => (context.modal === "locked" ? "locked" : "open"),
          }),
        },
        {
          guard: "isPostcode",
          target: "counting",
          actions: ["apply", assign({ modal: "closed", view: "form" }), "applied"],
        },
        {
          target: "idle",
          actions: ["apply", assign({ modal: "closed", view: "form" }), "applied"],
        },
      ],
    },
    counting: {
      invoke: {
        src: "countVehicles",
        input: ({ context }) => ({ dealerCodes: context.dealerCodes ?? [] }),
        onDone: [
          {
            guard: ({ event }) => event.output > 0,
            target: "idle",
            actions: assign({ modal: "open", view: "results" }),
          },
          {
            // No vehicles near the postcode: the state only, once.
            guard: ({ context }) => !context.isRetry && narrowToState(context.pending) !== null,
            target: "fetching",
            actions: assign({
              pending: ({ context }) => narrowToState(context.pending) ?? EMPTY_SEARCH,
              isRetry: true,
            }),
          },
          {
            target: "idle",
            actions: assign({ modal: "open", view: "form", error: "noVehicles" }),
          },
        ],
        // The count is only what decides whether the modal shows; the narrowing stands.
        onError: { target: "idle" },
      },
    },
  },
});
