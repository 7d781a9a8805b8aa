import { and, assign, fromPromise, or, type SnapshotFrom, setup } from "xstate";
import {
  type CancellationView,
  cancellationViewOf,
  type EvLeadStatus,
} from "../runtime/core/ev-preorder.ts";
import {
  type CheckCodeInput,
  type CodeSent,
  EvCallError,
  evCodeOf,
  evMessageOf,
  isEvNotFound,
  isUnverifiedPhone,
  type LeadSnapshot,
  type PhoneVerified,
  type ReadLeadInput,
  type SendCodeInput,
} from "./ev-reservation-machine.ts";

/**
 * The electric-vehicle reservation cancellation block (001 §2 'Electric-vehicle reservation
 * cancellation flow', §4 'Electric-vehicle cancellation'). The page is opened from the e-mailed
 * link (`?lead=<id>#token=<cancel token>`); the lead is read with that token and its server
 * status picks the view (`cancellationViewOf`): only a paid reservation reaches the landing. There
 * the buyer proves the lead's phone is theirs (a code sent to it), when the programme requires
 * it, then confirms in a modal; cancelLead (PUT /api/leads/{id}/initialize_cancellation) asks for
 * the refund.
 */

export interface CancellationProgramme {
  enabled: boolean;
  requirePhoneVerification: boolean;
}

export interface CancellationInput {
  ev: CancellationProgramme;
  /** The page's `?lead=`. */
  leadId: string | null;
  /** The page's `#token=` (the e-mailed cancel token). */
  token: string | null;
}

export interface CancelLeadInput {
  leadId: string;
  token: string;
  verificationToken: string | null;
  idempotencyKey: string;
}

export interface CancellationContext {
  ev: CancellationProgramme;
  leadId: string | null;
  token: string | null;
  /** The server's status of the lead, from its last answer. */
  status: EvLeadStatus | null;
  /** The lead's phone (E.164): shown masked, the code is sent to it. */
  phone: string | null;
  /** Whether a code was sent and may be checked. */
  hasCode: boolean;
  verificationToken: string | null;
  /** The last refusal: its code (the block's text for it) and the API's detail. */
  errorCode: string | null;
  message: string | null;
  attemptsLeft: number | null;
  resendAfter: number | null;
  /** The cancellation's Idempotency-Key, kept while the same request is tried again. */
  idempotencyKey: string | null;
}

export type CancellationEvent =
  /** Send a code to the lead's phone (again). */
  | { type: "SEND_CODE" }
  | { type: "CHECK_CODE"; code: string }
  /** The landing's cancel button: opens the confirmation modal. */
  | { type: "CANCEL" }
  /** The modal's primary button. */
  | { type: "CONFIRM" }
  /** The modal's secondary button, or Escape. */
  | { type: "DISMISS" }
  | { type: "RETRY" };

export const evCancellationMachine = setup({
  types: {
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
    input: {} as CancellationInput,
  },
  actors: {
    readLead: fromPromise<LeadSnapshot, ReadLeadInput>(async () => {
      throw new Error("readLead is not provided");
    }),
    sendCode: fromPromise<CodeSent, SendCodeInput>(async () => {
      throw new Error("sendCode is not provided");
    }),
    checkCode: fromPromise<PhoneVerified, CheckCodeInput>(async () => {
      throw new Error("checkCode is not provided");
    }),
    cancelLead: fromPromise<LeadSnapshot, CancelLeadInput>(async () => {
      throw new Error("cancelLead is not provided");
    }),
  },
  actions: {
    applyLead: assign((_, lead: LeadSnapshot) => ({
      status: lead.status,
      phone: lead.phoneNumber === "" ? null : lead.phoneNumber,
    })),
    refuse: assign((_, { error }: { error: unknown }) => ({
      errorCode: evCodeOf(error),
      message: evMessageOf(error),
    })),
    clearRefusal: assign({ errorCode: null, message: null, attemptsLeft: null }),
    /** A code refused: too soon (rate_limited, with when to ask again) or the number refused. */
    refuseCode: assign(({ context }, { error }: { error: unknown }) => ({
      errorCode: evCodeOf(error),
      message: evMessageOf(error),
      resendAfter:
        error instanceof EvCallError && error.extra.retryAfter !== undefined
          ? error.extra.retryAfter
          : context.resendAfter,
    })),
  },
  guards: {
    isEnabled: ({ context }) => context.ev.enabled,
    hasLink: ({ context }) =>
      context.leadId !== null &&
      context.leadId !== "" &&
      context.token !== null &&
      context.token !== "",
    isVerified: ({ context }) => context.verificationToken !== null,
    isVerificationOptional: ({ context }) => !context.ev.requirePhoneVerification,
    hasCode: ({ context }) => context.hasCode,
    viewIs: ({ context }, params: { view: CancellationView }) =>
      context.status !== null && cancellationViewOf(context.status) === params.view,
  },
}).createMachine({
  id: "evCancellation",
  context: ({ input }) => ({
    ev: input.ev,
    leadId: input.leadId,
    token: input.token,
    status: null,
    phone: null,
    hasCode: false,
    verificationToken: null,
    errorCode: null,
    message: null,
    attemptsLeft: null,
    resendAfter: null,
    idempotencyKey: null,
  }),
  initial: "resolving",
  states: {
    resolving: {
      initial: "deciding",
      states: {
        deciding: {
          always: [
            { guard: and(["isEnabled", "hasLink"]), target: "reading" },
            { target: "#evCancellation.unavailable" },
          ],
        },
        reading: {
          invoke: {
            id: "readLead",
            src: "readLead",
            input: ({ context }) => ({ leadId: context.leadId ?? "", token: context.token ?? "" }),
            onDone: {
              target: "#evCancellation.routing",
              actions: { type: "applyLead", params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: ({ event }) => isEvNotFound(event.error),
                target: "#evCancellation.unavailable",
              },
              {
                target: "#evCancellation.error",
                actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    /** Where the lead's server status leads (never shown: it decides at once). */
    routing: {
      always: [
        { guard: { type: "viewIs", params: { view: "landing" } }, target: "landing" },
        {
          guard: { type: "viewIs", params: { view: "awaitingCancellation" } },
          target: "awaitingCancellation",
        },
        { guard: { type: "viewIs", params: { view: "cancelled" } }, target: "cancelled" },
        {
          guard: { type: "viewIs", params: { view: "paidLeadCancelOnly" } },
          target: "paidLeadCancelOnly",
        },
        { target: "error" },
      ],
    },
    landing: {
      initial: "verify",
      on: {
        CANCEL: [
          {
            guard: or(["isVerified", "isVerificationOptional"]),
            target: "modal",
            actions: "clearRefusal",
          },
          // The phone is proved first: the button says so instead of opening the modal.
          { actions: assign({ errorCode: "verified_phone", message: null }) },
        ],
      },
      states: {
        /** The lead's phone, masked, and the button that sends it a code. */
        verify: {
          on: { SEND_CODE: { target: "sendingCode", actions: "clearRefusal" } },
        },
        sendingCode: {
          invoke: {
            id: "sendCode",
            src: "sendCode",
            input: ({ context }) => ({ phone: context.phone ?? "" }),
            onDone: {
              target: "codeSent",
              actions: assign({
                hasCode: true,
                resendAfter: ({ event }) => event.output.resendAfter,
                errorCode: null,
                message: null,
                attemptsLeft: null,
              }),
            },
            onError: [
              {
                // A resend refused (too soon): the code sent before still stands.
                guard: "hasCode",
                target: "codeSent",
                actions: { type: "refuseCode", params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: "verify",
                actions: { type: "refuseCode", params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        codeSent: {
          on: {
            CHECK_CODE: { target: "checkingCode", actions: "clearRefusal" },
            SEND_CODE: { target: "sendingCode", actions: "clearRefusal" },
          },
        },
        checkingCode: {
          invoke: {
            id: "checkCode",
            src: "checkCode",
            input: ({ context, event }) => ({
              phone: context.phone ?? "",
              code: event.type === "CHECK_CODE" ? event.code : "",
            }),
            onDone: {
              target: "verified",
              actions: assign({
                verificationToken: ({ event }) => event.output.verificationToken,
                attemptsLeft: null,
              }),
            },
            onError: [
              {
                // No live code any more: a new one is sent from the start.
                guard: ({ event }) => evCodeOf(event.error) === "expired",
                target: "verify",
                actions: [
                  { type: "refuse", params: ({ event }) => ({ error: event.error }) },
                  assign({ hasCode: false, attemptsLeft: null }),
                ],
              },
              {
                target: "codeSent",
                actions: [
                  { type: "refuse", params: ({ event }) => ({ error: event.error }) },
                  assign({
                    attemptsLeft: ({ event }) =>
                      event.error instanceof EvCallError
                        ? (event.error.extra.attemptsLeft ?? null)
                        : null,
                  }),
                ],
              },
            ],
          },
        },
        verified: {},
      },
    },
    /** "Cancel the reservation?": CONFIRM asks for it, DISMISS goes back. */
    modal: {
      on: {
        CONFIRM: {
          target: "cancelling",
          actions: assign({
            idempotencyKey: ({ context }) => context.idempotencyKey ?? crypto.randomUUID(),
            errorCode: null,
            message: null,
          }),
        },
        DISMISS: { target: "#evCancellation.landing.verified" },
      },
    },
    cancelling: {
      invoke: {
        id: "cancelLead",
        src: "cancelLead",
        input: ({ context }) => ({
          leadId: context.leadId ?? "",
          token: context.token ?? "",
          verificationToken: context.verificationToken,
          idempotencyKey: context.idempotencyKey ?? "",
        }),
        onDone: {
          target: "thankYou",
          actions: { type: "applyLead", params: ({ event }) => event.output },
        },
        onError: [
          {
            // The verification ran out meanwhile: the phone is proved again.
            guard: ({ event }) => isUnverifiedPhone(event.error),
            target: "#evCancellation.landing.verify",
            actions: [
              { type: "refuse", params: ({ event }) => ({ error: event.error }) },
              assign({ verificationToken: null, hasCode: false, idempotencyKey: null }),
            ],
          },
          {
            // Not paid (any more): the lead is read again for what it is now.
            guard: ({ event }) => evCodeOf(event.error) === "lead_state",
            target: "resolving",
            actions: [
              { type: "refuse", params: ({ event }) => ({ error: event.error }) },
              assign({ idempotencyKey: null }),
            ],
          },
          {
            guard: ({ event }) => isEvNotFound(event.error),
            target: "unavailable",
          },
          {
            // No answer: the modal again, and the same request (same key) when confirmed.
            guard: ({ event }) => !(event.error instanceof EvCallError),
            target: "modal",
            actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: "error",
            actions: [
              { type: "refuse", params: ({ event }) => ({ error: event.error }) },
              assign({ idempotencyKey: null }),
            ],
          },
        ],
      },
    },
    thankYou: {},
    awaitingCancellation: {},
    cancelled: {},
    paidLeadCancelOnly: {},
    unavailable: {},
    error: {
      on: { RETRY: { target: "resolving", actions: "clearRefusal" } },
    },
  },
});

export type CancellationSnapshot = SnapshotFrom<typeof evCancellationMachine>;

/**
 * What the block shows: a view, the confirmation modal (over the landing), or a busy state while
 * the server is asked.
 */
export type CancellationScreen = CancellationView | "resolving" | "modal" | "cancelling";

/** The top-level view of a snapshot. */
export function viewOf(snapshot: CancellationSnapshot): CancellationScreen {
  const value = snapshot.value;
  const top = typeof value === "string" ? value : Object.keys(value)[0];
  switch (top) {
    case "landing":
    case "thankYou":
    case "unavailable":
    case "paidLeadCancelOnly":
    case "awaitingCancellation":
    case "cancelled":
    case "error":
    case "modal":
    case "cancelling":
      return top;
    default:
      return "resolving";
  }
}
