import { assign, enqueueActions, type SnapshotFrom, setup } from "xstate";
import {
  type BoundedInput,
  boundedValue,
  type DownPaymentUnit,
  type DurationUnit,
  defaultValue,
  type FinanceQuote,
  financeQuote,
  stepFrom,
} from "../runtime/core/finance-quote.ts";
import {
  completeSelection,
  type FinanceVehicle,
  preselectedVehicle,
  selectedVehicle,
  type VehicleSelection,
} from "../runtime/core/finance-vehicles.ts";

/**
 * The Finance Calculator (002 §2.7, §4.4): choose a vehicle, personalise the quote, Calculate,
 * 'Your quote'.
 *
 * - vehicle.chosen: the popular vehicle preselected (runtime/core/finance-vehicles.ts), shown with
 *   'Change vehicle' (CHANGE_VEHICLE → vehicle.changing, the four lists) and the choose button
 *   (CHOOSE → personalise, taken only when the selection names a vehicle).
 * - vehicle.changing: SELECT_YEAR / SELECT_BODY / SELECT_MODEL / SELECT_ENGINE; each keeps the
 *   levels after it when they still exist (completeSelection).
 * - personalise: SELECT_PRODUCT (the block's groups; the inputs go back to that product's
 *   defaults), SET_/STEP_DOWN_PAYMENT and SET_/STEP_DURATION (always a value the product offers:
 *   min, max and interval, §5.3), CALCULATE → quote, taken only for a priced vehicle and a
 *   product; CHANGE_VEHICLE → vehicle.changing.
 * - quote: the figures (runtime/core/finance-quote.ts) and when they were made (the event's `at`,
 *   so the machine stays pure); EDIT_QUOTE → personalise with the inputs kept; CHANGE_VEHICLE →
 *   vehicle.changing.
 * - empty: the catalogue offers no vehicle (nothing to choose or quote).
 *
 * Analytics are injected actions: `calculatorUsed` once, on the visitor's first event;
 * `quoteShown` on each quote.
 */

/** A product's inputs as the machine reads them (finance_product_input, with its units). */
export interface FinanceProductInput {
  /** The product's code (finance_product), for analytics. */
  code: string;
  downPayment: BoundedInput & { unit: DownPaymentUnit };
  duration: BoundedInput & { unit: DurationUnit };
  annualRatePercent: number;
}

export interface FinanceCalculatorInput {
  items: FinanceVehicle[];
  products: FinanceProductInput[];
  /** A model key → its deposit contribution, minor units (models_info). */
  contributions: Record<string, number>;
  /** models_info's preselected vehicle ("" for the catalogue's popular one). */
  preferred: { modelKey: string; engineCode: string };
}

export interface ShownQuote extends FinanceQuote {
  /** When the quote was made (ISO 8601). */
  createdAt: string;
  product: string;
  vehicle: FinanceVehicle;
}

export interface FinanceCalculatorContext extends FinanceCalculatorInput {
  selection: VehicleSelection;
  product: number;
  /** The down payment in its product's unit (percent, or minor units). */
  downPayment: number;
  /** The duration in its product's unit (years or months). */
  duration: number;
  quote: ShownQuote | null;
  isUsed: boolean;
}

export type FinanceCalculatorEvent =
  | { type: "CHANGE_VEHICLE" }
  | { type: "SELECT_YEAR"; year: number }
  | { type: "SELECT_BODY"; body: string }
  | { type: "SELECT_MODEL"; model: string }
  | { type: "SELECT_ENGINE"; engine: string }
  | { type: "CHOOSE" }
  | { type: "SELECT_PRODUCT"; index: number }
  | { type: "SET_DOWN_PAYMENT"; value: number }
  | { type: "STEP_DOWN_PAYMENT"; direction: 1 | -1 }
  | { type: "SET_DURATION"; value: number }
  | { type: "STEP_DURATION"; direction: 1 | -1 }
  | { type: "CALCULATE"; at: string }
  | { type: "EDIT_QUOTE" };

/** The inputs' first values for a product (its defaults as offered); 0 without one. */
function productDefaults(product: FinanceProductInput | undefined) {
  return product
    ? { downPayment: defaultValue(product.downPayment), duration: defaultValue(product.duration) }
    : { downPayment: 0, duration: 0 };
}

/** The quote of a context, or null (no priced vehicle, no product). */
export function quoteOf(context: FinanceCalculatorContext, at: string): ShownQuote | null {
  const vehicle = selectedVehicle(context.items, context.selection);
  const product = context.products[context.product];
  if (!vehicle || vehicle.engine.priceMinor === null || !product) return null;
  const quote = financeQuote({
    priceMinor: vehicle.engine.priceMinor,
    downPayment: { value: context.downPayment, unit: product.downPayment.unit },
    depositContributionMinor: context.contributions[vehicle.model.key] ?? 0,
    duration: { value: context.duration, unit: product.duration.unit },
    annualRatePercent: product.annualRatePercent,
  });
  return quote ? { ...quote, createdAt: at, product: product.code, vehicle } : null;
}

export const financeCalculatorMachine = setup({
  types: {
    context: {} as FinanceCalculatorContext,
    events: {} as FinanceCalculatorEvent,
    input: {} as FinanceCalculatorInput,
  },
  actions: {
    /** The visitor used the calculator (pushed once). */
    calculatorUsed: () => {},
    /** A quote is shown (context.quote). */
    quoteShown: () => {},
    noteUse: enqueueActions(({ context, enqueue }) => {
      if (context.isUsed) return;
      enqueue.assign({ isUsed: true });
      enqueue("calculatorUsed");
    }),
  },
  guards: {
    hasVehicle: ({ context }) => selectedVehicle(context.items, context.selection) !== null,
    canQuote: ({ context }) => quoteOf(context, "") !== null,
    isProduct: ({ context, event }) =>
      event.type === "SELECT_PRODUCT" &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.products.length &&
      event.index !== context.product,
  },
}).createMachine({
  id: "financeCalculator",
  context: ({ input }) => ({
    ...input,
    selection: preselectedVehicle(input.items, input.preferred),
    product: 0,
    ...productDefaults(input.products[0]),
    quote: null,
    isUsed: false,
  }),
  initial: "start",
  states: {
    start: {
      always: [{ guard: "hasVehicle", target: "vehicle" }, { target: "empty" }],
    },
    empty: {},
    vehicle: {
      initial: "chosen",
      on: {
        CHOOSE: { guard: "hasVehicle", target: "personalise", actions: "noteUse" },
      },
      states: {
        chosen: {
          on: { CHANGE_VEHICLE: { target: "changing", actions: "noteUse" } },
        },
        changing: {
          on: {
            SELECT_YEAR: {
              actions: [
                assign({
                  selection: ({ context, event }) =>
                    completeSelection(context.items, { ...context.selection, year: event.year }),
                }),
                "noteUse",
              ],
            },
            SELECT_BODY: {
              actions: [
                assign({
                  selection: ({ context, event }) =>
                    completeSelection(context.items, { ...context.selection, body: event.body }),
                }),
                "noteUse",
              ],
            },
            SELECT_MODEL: {
              actions: [
                assign({
                  selection: ({ context, event }) =>
                    completeSelection(context.items, {
                      ...context.selection,
                      model: event.model,
                    }),
                }),
                "noteUse",
              ],
            },
            SELECT_ENGINE: {
              actions: [
                assign({
                  selection: ({ context, event }) =>
                    completeSelection(context.items, {
                      ...context.selection,
                      engine: event.engine,
                    }),
                }),
                "noteUse",
              ],
            },
          },
        },
      },
    },
    personalise: {
      on: {
        SELECT_PRODUCT: {
          guard: "isProduct",
          actions: [
            assign(({ context, event }) => ({
              product: event.index,
              ...productDefaults(context.products[event.index]),
            })),
            "noteUse",
          ],
        },
        SET_DOWN_PAYMENT: {
          actions: assign({
            downPayment: ({ context, event }) => {
              const product = context.products[context.product];
              return product ? boundedValue(product.downPayment, event.value) : 0;
            },
          }),
        },
        STEP_DOWN_PAYMENT: {
          actions: assign({
            downPayment: ({ context, event }) => {
              const product = context.products[context.product];
              return product
                ? stepFrom(product.downPayment, context.downPayment, event.direction)
                : 0;
            },
          }),
        },
        SET_DURATION: {
          actions: assign({
            duration: ({ context, event }) => {
              const product = context.products[context.product];
              return product ? boundedValue(product.duration, event.value) : 0;
            },
          }),
        },
        STEP_DURATION: {
          actions: assign({
            duration: ({ context, event }) => {
              const product = context.products[context.product];
              return product ? stepFrom(product.duration, context.duration, event.direction) : 0;
            },
          }),
        },
        CALCULATE: {
          guard: "canQuote",
          target: "quote",
          actions: [
            assign({ quote: ({ context, event }) => quoteOf(context, event.at) }),
            "noteUse",
          ],
        },
        CHANGE_VEHICLE: { target: "vehicle.changing" },
      },
    },
    quote: {
      entry: "quoteShown",
      on: {
        EDIT_QUOTE: { target: "personalise" },
        CHANGE_VEHICLE: { target: "vehicle.changing" },
      },
    },
  },
});

export type FinanceCalculatorSnapshot = SnapshotFrom<typeof financeCalculatorMachine>;

/** The step a snapshot shows. */
export type FinanceStep = "empty" | "vehicle" | "personalise" | "quote";

export function financeStepOf(snapshot: FinanceCalculatorSnapshot): FinanceStep {
  if (snapshot.matches("quote")) return "quote";
  if (snapshot.matches("personalise")) return "personalise";
  if (snapshot.matches("vehicle")) return "vehicle";
  return "empty";
}
