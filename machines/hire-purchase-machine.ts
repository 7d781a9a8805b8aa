import { assign, enqueueActions, setup } from "xstate";
import {
  type HirePurchaseChoice,
  type HirePurchaseQuote,
  type MarketPreset,
  quoteForMarket,
  snapToRange,
} from "../runtime/core/hire-purchase/index.ts";

/**
 * A hire-purchase calculator block (002 §3.11; every market's template runs this one machine).
 * The visitor sets the price, deposit, term, rate and (where the market has one) balloon in
 * `editing`: every value is kept inside the market's range and on its steps (snapToRange), so
 * what the form shows is what is quoted. CALCULATE quotes with the engine
 * (runtime/core/hire-purchase): a quote goes to `quoted` (its summary; SHOW_SCHEDULE opens the
 * repayment schedule, HIDE_SCHEDULE closes it), and an input the engine refuses (a price of 0, a
 * deposit above the price) to `failed`, the block's load-failure view, whose RETRY starts again
 * from the market's defaults. EDIT goes back to the form with the choice kept.
 *
 * Analytics are injected actions: `used` once, at the visitor's first change or calculation;
 * `quoteShown` on each quote.
 */

export type HirePurchaseField =
  | "price"
  | "depositPercent"
  | "months"
  | "ratePercent"
  | "balloonPercent";

export interface HirePurchaseContext {
  preset: MarketPreset;
  /** Where RETRY starts again: the block's price and rate within the market's defaults. */
  initial: HirePurchaseChoice;
  choice: HirePurchaseChoice;
  quote: HirePurchaseQuote | null;
  hasBeenUsed: boolean;
}

export type HirePurchaseEvent =
  | { type: "SET"; field: HirePurchaseField; value: number }
  | { type: "CALCULATE" }
  | { type: "EDIT" }
  | { type: "SHOW_SCHEDULE" }
  | { type: "HIDE_SCHEDULE" }
  | { type: "RETRY" };

/** A value for a field kept inside the market's range (a price: a whole, non-negative amount). */
export function keptValue(preset: MarketPreset, field: HirePurchaseField, value: number): number {
  switch (field) {
    case "price":
      return Number.isFinite(value) ? Math.min(1e11, Math.max(0, Math.round(value))) : 0;
    case "depositPercent":
      return snapToRange(value, preset.deposit);
    case "months":
      return snapToRange(value, preset.term);
    case "ratePercent":
      return snapToRange(value, preset.rate);
    case "balloonPercent":
      return preset.balloon ? snapToRange(value, preset.balloon) : 0;
  }
}

/** The quote of a choice, or null when the engine refuses it or there is nothing to finance. */
export function quoteOf(
  preset: MarketPreset,
  choice: HirePurchaseChoice,
): HirePurchaseQuote | null {
  if (!(choice.price > 0)) return null;
  const result = quoteForMarket(preset, choice);
  return result.ok && result.quote.credit > 0 ? result.quote : null;
}

export const hirePurchaseMachine = setup({
  types: {
    context: {} as HirePurchaseContext,
    events: {} as HirePurchaseEvent,
    input: {} as { preset: MarketPreset; choice: HirePurchaseChoice },
  },
  actions: {
    /** The visitor first used the calculator: analytics. */
    used: () => {},
    /** A quote is shown: analytics. */
    quoteShown: () => {},
    /** `used` once, at the first change or calculation. */
    reportFirstUse: enqueueActions(({ context, enqueue }) => {
      if (context.hasBeenUsed) return;
      enqueue.assign({ hasBeenUsed: true });
      enqueue("used");
    }),
    setChoice: assign({
      choice: ({ context, event }) =>
        event.type === "SET"
          ? {
              ...context.choice,
              [event.field]: keptValue(context.preset, event.field, event.value),
            }
          : context.choice,
    }),
  },
  guards: {
    isQuotable: ({ context }) => quoteOf(context.preset, context.choice) !== null,
  },
}).createMachine({
  id: "hirePurchase",
  context: ({ input }) => ({
    preset: input.preset,
    initial: input.choice,
    choice: input.choice,
    quote: null,
    hasBeenUsed: false,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        SET: { actions: ["setChoice", "reportFirstUse"] },
        CALCULATE: [
          {
            guard: "isQuotable",
            target: "quoted",
            actions: [
              assign({ quote: ({ context }) => quoteOf(context.preset, context.choice) }),
              "reportFirstUse",
            ],
          },
          { target: "failed", actions: "reportFirstUse" },
        ],
      },
    },
    quoted: {
      entry: "quoteShown",
      initial: "summary",
      on: { EDIT: "editing" },
      states: {
        summary: { on: { SHOW_SCHEDULE: "schedule" } },
        schedule: { on: { HIDE_SCHEDULE: "summary" } },
      },
    },
    failed: {
      on: {
        RETRY: {
          target: "editing",
          actions: assign({ choice: ({ context }) => context.initial, quote: null }),
        },
      },
    },
  },
});
