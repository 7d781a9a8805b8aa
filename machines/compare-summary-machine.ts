import { assign, setup } from "xstate";

/**
 * The compare / model-summary selection (000 §3 "Compare / model-summary selection", §4 "Compare
 * summary"): the body styles and models the page's summary blocks register, the one selected,
 * the filter block's id and the model key they are about. It drives the "Model Summary Filters"
 * block (selectBodystyle, selectModel, submit; 002 §2.10, site/blocks/ModelSummaryFilters), whose
 * body styles and models are registered from the model catalogue.
 *
 * States: `choosing` until a model is submitted, then `summarised` (its summary shown). The
 * shown model stays until the next submit, so changing a list does not move the summary away.
 *
 * Rules (the documents give the first two; the rest are decided here):
 * - when the key changes, the selection resets, and so do the registered bodies and models (they
 *   were the old model's; the blocks register the new model's);
 * - the first body registered, and the first model registered for the selected body, become the
 *   selection;
 * - selecting a body selects its first model (none when it has none yet); an unknown body, or a
 *   model not of the selected body, changes nothing;
 * - registering the same body or model again changes nothing;
 * - submit shows the selected model's summary, and is refused while no model is selected;
 * - a new key also forgets the shown summary (back to `choosing`).
 */
interface CompareSummarySelection {
  body: string | null;
  model: string | null;
}

interface CompareSummaryContext {
  selected: CompareSummarySelection;
  /** Body styles in the order registered. */
  bodies: readonly string[];
  /** Each body's models in the order registered. */
  modelsPerBody: Readonly<Record<string, readonly string[]>>;
  /** The id of the filter block that drives the selection; null before one registers. */
  filterId: string | null;
  /** The model key the summary is about (e.g. l460); null before one is set. */
  key: string | null;
  /** The model whose summary was submitted and is shown; null before a submit. */
  shown: string | null;
}

export type CompareSummaryEvent =
  | { type: "SET_KEY"; key: string | null }
  | { type: "SET_FILTER"; filterId: string | null }
  | { type: "REGISTER_BODY"; body: string }
  | { type: "REGISTER_MODEL"; body: string; model: string }
  | { type: "SELECT_BODY"; body: string }
  | { type: "SELECT_MODEL"; model: string }
  | { type: "SUBMIT" };

/** What the machine starts from: the key, the filter, and the pairs known at once (page data). */
export interface CompareSummaryInput {
  key?: string | null;
  filterId?: string | null;
  /** Body and model pairs registered at start, in order, as REGISTER_MODEL would. */
  registered?: readonly { body: string; model: string }[];
}

const NOTHING: CompareSummarySelection = { body: null, model: null };

const withBody = (context: CompareSummaryContext, body: string): CompareSummaryContext =>
  context.bodies.includes(body)
    ? context
    : {
        ...context,
        bodies: [...context.bodies, body],
        selected: context.selected.body === null ? { body, model: null } : context.selected,
      };

/** The selection after `body` and `model` are registered (the body first, when it is new). */
function registerModel(
  context: CompareSummaryContext,
  body: string,
  model: string,
): CompareSummaryContext {
  const next = withBody(context, body);
  const models = next.modelsPerBody[body] ?? [];
  if (models.includes(model)) return next;
  const isFirstOfSelected = next.selected.body === body && next.selected.model === null;
  return {
    ...next,
    modelsPerBody: { ...next.modelsPerBody, [body]: [...models, model] },
    selected: isFirstOfSelected ? { body, model } : next.selected,
  };
}

export const compareSummaryMachine = setup({
  types: {
    context: {} as CompareSummaryContext,
    events: {} as CompareSummaryEvent,
    input: {} as CompareSummaryInput,
  },
  guards: {
    isNewKey: ({ context, event }) => event.type === "SET_KEY" && event.key !== context.key,
    isKnownBody: ({ context, event }) =>
      event.type === "SELECT_BODY" && context.bodies.includes(event.body),
    isModelOfSelectedBody: ({ context, event }) =>
      event.type === "SELECT_MODEL" &&
      context.selected.body !== null &&
      (context.modelsPerBody[context.selected.body] ?? []).includes(event.model),
    hasModel: ({ context }) => context.selected.model !== null,
  },
  actions: {
    resetForKey: assign(({ event }) =>
      event.type === "SET_KEY"
        ? { key: event.key, selected: NOTHING, bodies: [], modelsPerBody: {}, shown: null }
        : {},
    ),
    setFilter: assign({
      filterId: ({ context, event }) =>
        event.type === "SET_FILTER" ? event.filterId : context.filterId,
    }),
    registerBody: assign(({ context, event }) =>
      event.type === "REGISTER_BODY" ? withBody(context, event.body) : context,
    ),
    registerModel: assign(({ context, event }) =>
      event.type === "REGISTER_MODEL" ? registerModel(context, event.body, event.model) : context,
    ),
    selectBody: assign({
      selected: ({ context, event }) =>
        event.type === "SELECT_BODY"
          ? { body: event.body, model: context.modelsPerBody[event.body]?.[0] ?? null }
          : context.selected,
    }),
    selectModel: assign({
      selected: ({ context, event }) =>
        event.type === "SELECT_MODEL"
          ? { ...context.selected, model: event.model }
          : context.selected,
    }),
    showSelected: assign({ shown: ({ context }) => context.selected.model }),
    /** Injected by the block: the analytics of a submit (context.shown is the model shown). */
    summaryShown: () => {},
  },
}).createMachine({
  id: "compareSummary",
  context: ({ input }) =>
    (input.registered ?? []).reduce(
      (context: CompareSummaryContext, pair) => registerModel(context, pair.body, pair.model),
      {
        selected: NOTHING,
        bodies: [],
        modelsPerBody: {},
        filterId: input.filterId ?? null,
        key: input.key ?? null,
        shown: null,
      },
    ),
  initial: "choosing",
  states: {
    choosing: {
      on: {
        SUBMIT: {
          guard: "hasModel",
          target: "summarised",
          actions: ["showSelected", "summaryShown"],
        },
      },
    },
    summarised: {
      on: { SUBMIT: { guard: "hasModel", actions: ["showSelected", "summaryShown"] } },
    },
  },
  on: {
    SET_KEY: { guard: "isNewKey", target: ".choosing", actions: "resetForKey" },
    SET_FILTER: { actions: "setFilter" },
    REGISTER_BODY: { actions: "registerBody" },
    REGISTER_MODEL: { actions: "registerModel" },
    SELECT_BODY: { guard: "isKnownBody", actions: "selectBody" },
    SELECT_MODEL: { guard: "isModelOfSelectedBody", actions: "selectModel" },
  },
});
