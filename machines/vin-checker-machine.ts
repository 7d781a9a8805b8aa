import { assign, fromPromise, setup } from "xstate";
import { checkVin } from "../runtime/core/vin.ts";

/**
 * The Local VIN Checker block (002 §2.11, §8). The visitor types a VIN and presses check: an
 * empty or malformed VIN (length, letters, check digit: runtime/core/vin.ts) is refused at once
 * (`invalid`) and nothing is asked; a valid one is sent normalised to the injected `checkVin`
 * actor (POST /api/vin/check, purpose local_check), whose answer is the positive or the negative
 * response. No answer (`failed`) shows the block's error_msg; RETRY asks again for the same VIN.
 * Typing (EDIT) after a response takes the response away, so what shows always matches the field.
 */

export interface VinCheckerContext {
  /** The VIN last sent, normalised. */
  vin: string;
}

export type VinCheckerEvent =
  | { type: "SUBMIT"; typed: string }
  | { type: "EDIT" }
  | { type: "RETRY" };

export const vinCheckerMachine = setup({
  types: {
    context: {} as VinCheckerContext,
    events: {} as VinCheckerEvent,
  },
  actors: {
    checkVin: fromPromise<boolean, { vin: string }>(async () => {
      throw new Error("checkVin is not provided");
    }),
  },
  actions: {
    /** A response was shown (positive or negative): analytics. */
    answered: () => {},
  },
  guards: {
    isValid: ({ event }) => event.type === "SUBMIT" && checkVin(event.typed).ok,
  },
}).createMachine({
  id: "vinChecker",
  context: { vin: "" },
  initial: "idle",
  on: {
    SUBMIT: [
      {
        guard: "isValid",
        target: ".checking",
        actions: assign({
          vin: ({ event }) => {
            const checked = checkVin(event.typed);
            return checked.ok ? checked.vin : "";
          },
        }),
      },
      { target: ".invalid" },
    ],
  },
  states: {
    idle: {},
    invalid: { on: { EDIT: "idle" } },
    checking: {
      // A second SUBMIT while the first is asked is not taken.
      on: { SUBMIT: {} },
      invoke: {
        id: "checkVin",
        src: "checkVin",
        input: ({ context }) => ({ vin: context.vin }),
        onDone: [
          { guard: ({ event }) => event.output, target: "positive", actions: "answered" },
          { target: "negative", actions: "answered" },
        ],
        onError: { target: "failed" },
      },
    },
    positive: { on: { EDIT: "idle" } },
    negative: { on: { EDIT: "idle" } },
    failed: { on: { RETRY: "checking", EDIT: "idle" } },
  },
});
