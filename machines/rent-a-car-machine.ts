import { and, assign, fromPromise, setup } from "xstate";
import {
  arePlacesChosen,
  CUSTOM_LOCATION,
  isRangeValid,
  type PlaceChoice,
} from "../runtime/core/rent-a-car.ts";

/**
 * The Rent a Car wizard (002 §2.8, §4.7): locations and dates → vehicle → the reservation
 * overlay (one extras step per group, CONTACT DETAILS, the summary) → send inquiry → the
 * thank-you view or the error view.
 *
 * - `booking`: the page's steps. Places and dates may be changed in any order; a car can be
 *   chosen only once both are (the tooltip says so), and a change of pick-up forgets the car
 *   (it may not be offered there). CONTINUE opens the overlay with a car chosen.
 * - `overlay.extras`: step `step` of `groupCount`; NEXT after the last goes to the contact step,
 *   BACK before the first closes the overlay. Without groups CONTINUE goes to the contact step.
 * - `overlay.contact`: the form is read (`loadForm`, injected); a failure offers RETRY (§4.1).
 *   The form checks the visitor's values with the forms service's validator and hands them over
 *   (CHECKED) for the summary.
 * - `sending` posts the lead (`sendInquiry`, injected); `sent` is the thank-you (DONE starts a new
 *   booking), `failed` the error view (RETRY sends again, BACK returns to the summary).
 */

export type ContactValues = Record<string, string | boolean | string[]>;

export interface RentACarContext extends PlaceChoice {
  pickUpDate: string;
  dropOffDate: string;
  /** The chosen car's index in vehicles_list. */
  vehicle: number | null;
  /** Each extra's quantity by key (runtime/core/rent-a-car.ts extraKey). */
  extras: Record<string, number>;
  initialExtras: Record<string, number>;
  /** The extras step shown, from 0. */
  step: number;
  groupCount: number;
  /** The visitor's today (ISO day) and the weekdays that cannot be chosen. */
  today: string;
  disabledDays: number[];
  /** The contact form's values, once checked. */
  contact: ContactValues | null;
}

export interface RentACarInput {
  groupCount: number;
  extras: Record<string, number>;
  today: string;
  disabledDays: number[];
}

type PlaceField = keyof PlaceChoice;

export type RentACarEvent =
  | { type: "PLACE"; field: Exclude<PlaceField, "isDifferentDropOff">; value: string }
  | { type: "DIFFERENT_DROP_OFF"; isDifferent: boolean }
  | { type: "DATES"; pickUp: string; dropOff: string }
  | { type: "SELECT_VEHICLE"; index: number }
  | { type: "CONTINUE" }
  | { type: "SET_EXTRA"; key: string; quantity: number }
  | { type: "NEXT" }
  | { type: "BACK" }
  | { type: "CLOSE" }
  | { type: "CHECKED"; values: ContactValues }
  | { type: "SEND" }
  | { type: "RETRY" }
  | { type: "DONE" };

function freshContext(input: RentACarInput): RentACarContext {
  return {
    pickUp: "",
    dropOff: "",
    isDifferentDropOff: false,
    customPickUp: "",
    customDropOff: "",
    pickUpDate: "",
    dropOffDate: "",
    vehicle: null,
    extras: { ...input.extras },
    initialExtras: { ...input.extras },
    step: 0,
    groupCount: input.groupCount,
    today: input.today,
    disabledDays: [...input.disabledDays],
    contact: null,
  };
}

/** Whether places and dates are chosen: the car may be chosen then. */
export function isSearchReady(context: RentACarContext): boolean {
  return (
    arePlacesChosen(context) &&
    isRangeValid(context.pickUpDate, context.dropOffDate, {
      today: context.today,
      disabledDays: context.disabledDays,
    })
  );
}

export const rentACarMachine = setup({
  types: {
    context: {} as RentACarContext,
    events: {} as RentACarEvent,
    input: {} as RentACarInput,
  },
  actors: {
    /** Reads the contact form (GET /forms/{id}); rejects when it cannot. */
    loadForm: fromPromise<void>(async () => {
      throw new Error("loadForm is not provided");
    }),
    /** Posts the inquiry as a lead of the contact form; rejects when it is not stored. */
    sendInquiry: fromPromise<void, RentACarContext>(async () => {
      throw new Error("sendInquiry is not provided");
    }),
  },
  actions: {
    /** The lead is stored: analytics (rental inquiry sent). */
    inquirySent: () => {},
  },
  guards: {
    isReady: ({ context }) => isSearchReady(context),
    canContinue: ({ context }) => context.vehicle !== null && isSearchReady(context),
    hasExtras: ({ context }) => context.groupCount > 0,
    isValidRange: ({ context, event }) =>
      event.type === "DATES" &&
      isRangeValid(event.pickUp, event.dropOff, {
        today: context.today,
        disabledDays: context.disabledDays,
      }),
    isLastStep: ({ context }) => context.step >= context.groupCount - 1,
    isFirstStep: ({ context }) => context.step <= 0,
  },
}).createMachine({
  id: "rentACar",
  context: ({ input }) => freshContext(input),
  initial: "booking",
  states: {
    booking: {
      id: "booking",
      on: {
        PLACE: {
          actions: assign(({ context, event }) => {
            const next = { ...context, [event.field]: event.value };
            // A custom address is kept only while its option is chosen.
            if (event.field === "pickUp" && event.value !== CUSTOM_LOCATION) next.customPickUp = "";
            if (event.field === "dropOff" && event.value !== CUSTOM_LOCATION)
              next.customDropOff = "";
            if (event.field === "pickUp" || event.field === "customPickUp") next.vehicle = null;
            return next;
          }),
        },
        DIFFERENT_DROP_OFF: {
          actions: assign(({ event }) =>
            event.isDifferent
              ? { isDifferentDropOff: true }
              : { isDifferentDropOff: false, dropOff: "", customDropOff: "" },
          ),
        },
        DATES: {
          guard: "isValidRange",
          actions: assign(({ event }) => ({
            pickUpDate: event.pickUp,
            dropOffDate: event.dropOff,
          })),
        },
        SELECT_VEHICLE: {
          guard: "isReady",
          actions: assign(({ event }) => ({ vehicle: event.index })),
        },
        CONTINUE: [
          {
            guard: and(["canContinue", "hasExtras"]),
            target: "overlay.extras",
            actions: assign({ step: 0 }),
          },
          { guard: "canContinue", target: "overlay.contact" },
        ],
      },
    },
    overlay: {
      initial: "extras",
      on: { CLOSE: "booking" },
      states: {
        extras: {
          on: {
            SET_EXTRA: {
              actions: assign(({ context, event }) => ({
                extras: { ...context.extras, [event.key]: Math.max(0, event.quantity) },
              })),
            },
            NEXT: [
              { guard: "isLastStep", target: "contact" },
              { actions: assign(({ context }) => ({ step: context.step + 1 })) },
            ],
            BACK: [
              { guard: "isFirstStep", target: "#booking" },
              { actions: assign(({ context }) => ({ step: context.step - 1 })) },
            ],
          },
        },
        contact: {
          initial: "loading",
          on: {
            BACK: [
              {
                guard: "hasExtras",
                target: "extras",
                actions: assign(({ context }) => ({ step: context.groupCount - 1 })),
              },
              { target: "#booking" },
            ],
          },
          states: {
            loading: {
              invoke: {
                id: "loadForm",
                src: "loadForm",
                onDone: { target: "ready" },
                onError: { target: "failed" },
              },
            },
            ready: {
              on: {
                CHECKED: {
                  target: "#rentACar.overlay.summary",
                  actions: assign(({ event }) => ({ contact: event.values })),
                },
              },
            },
            failed: { on: { RETRY: "loading" } },
          },
        },
        summary: {
          on: {
            BACK: "contact",
            SEND: "#rentACar.sending",
          },
        },
      },
    },
    sending: {
      invoke: {
        id: "sendInquiry",
        src: "sendInquiry",
        input: ({ context }) => context,
        onDone: { target: "sent", actions: "inquirySent" },
        onError: { target: "failed" },
      },
    },
    sent: {
      on: {
        DONE: {
          target: "booking",
          actions: assign(({ context }) =>
            freshContext({
              groupCount: context.groupCount,
              extras: context.initialExtras,
              today: context.today,
              disabledDays: context.disabledDays,
            }),
          ),
        },
      },
    },
    failed: {
      on: {
        RETRY: "sending",
        BACK: "overlay.summary",
      },
    },
  },
});
