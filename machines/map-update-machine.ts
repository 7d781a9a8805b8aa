import { assign, fromPromise, type SnapshotFrom, setup } from "xstate";
import { checkVin, normaliseVin } from "../runtime/core/vin.ts";

/**
 * The Map Update wizard (002 §2.2, §4.2, §5.1): three steps.
 *
 * - step1 (find your vehicle): SUBMIT with what was typed. Empty: `required` (§5.1 the VIN is
 *   required). Malformed (length, letters, check digit; runtime/core/vin.ts): `unrecognised`,
 *   without asking the server, since such a VIN cannot be one. Otherwise the injected `checkVin`
 *   actor asks (POST /api/vin/check, purpose map_update): recognised goes to step 2, not
 *   recognised stays on step 1 with `unrecognised` (the block's step_1_error_text); no answer is
 *   `failed` (error_msg and try again, §4.1), and RETRY asks again.
 * - step2 (choose & download maps): the VIN shown; CHANGE_VEHICLE back to step 1 (the VIN kept in
 *   the field to correct); the terms box (TERMS) must be ticked before DOWNLOAD is taken (§5.1:
 *   the button is disabled meanwhile, and the machine refuses the event anyway).
 * - step3 (copy to USB): DOWNLOAD_AGAIN repeats the download and stays; UPDATE_NEW_VEHICLE goes
 *   back to step 1 with everything cleared.
 *
 * The `download` action is injected: the block starts the file's download (and reports it).
 */

export type MapUpdateError = "required" | "unrecognised";

export interface MapUpdateContext {
  /** The recognised (or being checked) VIN, normalised. */
  vin: string;
  /** What the VIN field holds (kept when the visitor comes back to change it). */
  typed: string;
  error: MapUpdateError | null;
  /** How many times the map file was asked for on this VIN. */
  downloads: number;
}

export type MapUpdateEvent =
  | { type: "SUBMIT"; typed: string }
  | { type: "RETRY" }
  | { type: "CHANGE_VEHICLE" }
  | { type: "TERMS"; accepted: boolean }
  | { type: "DOWNLOAD" }
  | { type: "DOWNLOAD_AGAIN" }
  | { type: "UPDATE_NEW_VEHICLE" };

export const mapUpdateMachine = setup({
  types: {
    context: {} as MapUpdateContext,
    events: {} as MapUpdateEvent,
  },
  actors: {
    checkVin: fromPromise<boolean, { vin: string }>(async () => {
      throw new Error("checkVin is not provided");
    }),
  },
  actions: {
    /** Start the map file's download for context.vin. */
    download: () => {},
    countDownload: assign({ downloads: ({ context }) => context.downloads + 1 }),
  },
  guards: {
    isEmpty: ({ event }) => event.type === "SUBMIT" && normaliseVin(event.typed) === "",
    isWellFormed: ({ event }) => event.type === "SUBMIT" && checkVin(event.typed).ok,
    isTicked: ({ event }) => event.type === "TERMS" && event.accepted,
  },
}).createMachine({
  id: "mapUpdate",
  context: { vin: "", typed: "", error: null, downloads: 0 },
  initial: "step1",
  states: {
    step1: {
      initial: "editing",
      on: {
        SUBMIT: [
          {
            guard: "isEmpty",
            target: ".editing",
            actions: assign({ typed: ({ event }) => event.typed, error: "required" }),
          },
          {
            guard: "isWellFormed",
            target: ".checking",
            actions: assign({
              typed: ({ event }) => event.typed,
              error: null,
              vin: ({ event }) => {
                const checked = checkVin(event.typed);
                return checked.ok ? checked.vin : "";
              },
            }),
          },
          {
            target: ".editing",
            actions: assign({ typed: ({ event }) => event.typed, error: "unrecognised" }),
          },
        ],
      },
      states: {
        editing: {},
        checking: {
          // A second SUBMIT while the first is asked is not taken.
          on: { SUBMIT: {} },
          invoke: {
            id: "checkVin",
            src: "checkVin",
            input: ({ context }) => ({ vin: context.vin }),
            onDone: [
              {
                guard: ({ event }) => event.output,
                target: "#mapUpdate.step2",
                actions: assign({ downloads: 0 }),
              },
              { target: "editing", actions: assign({ error: "unrecognised", vin: "" }) },
            ],
            onError: { target: "failed" },
          },
        },
        failed: {
          on: { RETRY: "checking" },
        },
      },
    },
    step2: {
      initial: "termsPending",
      on: {
        CHANGE_VEHICLE: { target: "step1.editing", actions: assign({ error: null, vin: "" }) },
      },
      states: {
        termsPending: {
          on: { TERMS: { guard: "isTicked", target: "termsAccepted" } },
        },
        termsAccepted: {
          on: {
            TERMS: { guard: ({ event }) => !event.accepted, target: "termsPending" },
            DOWNLOAD: { target: "#mapUpdate.step3", actions: ["countDownload", "download"] },
          },
        },
      },
    },
    step3: {
      on: {
        DOWNLOAD_AGAIN: { actions: ["countDownload", "download"] },
        UPDATE_NEW_VEHICLE: {
          target: "step1.editing",
          actions: assign({ vin: "", typed: "", error: null, downloads: 0 }),
        },
      },
    },
  },
});

export type MapUpdateSnapshot = SnapshotFrom<typeof mapUpdateMachine>;

/** The step a snapshot shows: 1, 2 or 3. */
export function stepOf(snapshot: MapUpdateSnapshot): 1 | 2 | 3 {
  if (snapshot.matches("step3")) return 3;
  if (snapshot.matches("step2")) return 2;
  return 1;
}
