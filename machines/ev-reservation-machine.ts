import { assign, fromPromise, not, type SnapshotFrom, setup } from "xstate";
import {
  type EvLeadStatus,
  type ReservationView,
  reservationViewOf,
} from "../runtime/core/ev-preorder.ts";

/**
 * The electric-vehicle pre-order block (001 §2 'Electric-vehicle pre-order reservation flow', §4
 * 'Electric-vehicle pre-order reservation'): one block, one view at a time. The calls are injected
 * actors (the site's are the lead API of runtime/features/ev-preorder):
 *
 * - readLead: GET /api/leads/{id}/salesforce_data. Every view of a reservation comes from its
 *   answer, never from what the browser kept: a stored lead is read first, and its server status
 *   picks the view (`reservationViewOf`). An unknown lead (404) is forgotten and the page starts
 *   afresh.
 * - The landing: the buyer's details and, when the programme requires it, their phone proved by
 *   a code (sendCode, checkCode), then createLead (POST /api/leads) soft-locks a vehicle for them
 *   and opens the checkout.
 * - The checkout: the terms ticked, createIntent (POST /api/stripe/create_payment_intent) and
 *   goToProvider (the provider's page, or Stripe.js in this one). Back from the provider the lead
 *   is read every two seconds for up to thirty until the server knows the payment's outcome.
 * - The soft lock running out (LOCK_EXPIRED, the page's timer at soft_lock_until) is checked with
 *   the server; an expired lock may be tried again (retryLead) while vehicles remain.
 *
 * The browser keeps `context.lead` ({leadId, token} under EV_LEAD_STORAGE_KEY): the block writes
 * it whenever it changes and removes it when it becomes null.
 */

/** A lead as the machine needs it: from the lead document's attributes. */
export interface LeadSnapshot {
  id: string;
  status: EvLeadStatus;
  /** ISO 8601, while the vehicle is soft-locked (created, payment_intent_created). */
  softLockUntil: string | null;
  /** none, pending, requires_action, authorised, paid, failed, voided, refunded. */
  paymentStatus: string;
  /** The provider's decline message, "" when none. */
  paymentMessage: string;
  /** The lead's phone (E.164): the cancellation proves it is the buyer's. */
  phoneNumber: string;
}

/** What the browser keeps of the visitor's reservation. */
export interface StoredLead {
  leadId: string;
  /** The lead's access token (x-lead-token). */
  token: string;
}

/** The provider's return to the page (`?payment_id=…&redirect_status=…`). */
export interface ProviderReturn {
  paymentId: string;
  redirectStatus: string;
}

/** What the page data says of the programme (EvBlockData). */
export interface ReservationProgramme {
  enabled: boolean;
  /** Free vehicles now. */
  available: number;
  requirePhoneVerification: boolean;
}

export interface ReservationInput {
  ev: ReservationProgramme;
  stored: StoredLead | null;
  returned: ProviderReturn | null;
}

/** The buyer's details from the landing form. */
export interface LeadDetails {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164. */
  phoneNumber: string;
}

export interface ReadLeadInput {
  leadId: string;
  token: string;
}

export interface SendCodeInput {
  phone: string;
}
export interface CodeSent {
  /** Seconds before another code may be asked for. */
  resendAfter: number;
}

export interface CheckCodeInput {
  phone: string;
  code: string;
}
export interface PhoneVerified {
  verificationToken: string;
}

export interface CreateLeadInput {
  details: LeadDetails;
  verificationToken: string | null;
}
/** POST /api/leads: the lead and its access token (meta.access_token). */
export interface LeadCreated {
  lead: LeadSnapshot;
  token: string;
}

export type RetryLeadInput = ReadLeadInput;

export interface CreateIntentInput {
  leadId: string;
  token: string;
  termsAccepted: true;
  idempotencyKey: string;
}
/** The payment the server created with the provider. */
export interface IntentCreated {
  provider: string;
  /** The provider's page (the local provider's /local-pay/{id}), or null with Stripe.js. */
  redirectUrl: string | null;
  clientSecret: string | null;
}

export interface ProviderOutcome {
  /** Stripe.js refused the card in the page: its message. null: the payment went ahead. */
  message: string | null;
}

/**
 * A refusal of one of the calls. `code` is the API's code (no_vehicles_available, vehicle_held,
 * soft_lock_expired, lead_state, not_found, rate_limited…) or, for a refused field (422), the
 * rule it breaks (verified_phone, phone, code, expired, terms_accepted); `network` is used when
 * there was no answer (any other thrown error counts as that). The message is the API's detail,
 * shown to the visitor.
 */
export class EvCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extra: {
      /** The HTTP status. */
      status?: number;
      /** The refused field's JSON pointer. */
      pointer?: string;
      /** A wrong code: how many tries are left (meta.attempts_left). */
      attemptsLeft?: number;
      /** rate_limited: seconds before asking again. */
      retryAfter?: number;
    } = {},
  ) {
    super(message);
    this.name = "EvCallError";
  }
}

/** The refusal's code, `network` for anything that is not an answer of the API. */
export const evCodeOf = (error: unknown): string =>
  error instanceof EvCallError ? error.code : "network";

/** The API's text for the visitor, null when it gave none. */
export const evMessageOf = (error: unknown): string | null =>
  error instanceof EvCallError && error.message !== "" ? error.message : null;

/** An unknown lead, or a token that is not its own: both answer 404. */
export const isEvNotFound = (error: unknown): boolean =>
  error instanceof EvCallError && (error.code === "not_found" || error.extra.status === 404);

/** The server no longer counts the phone as verified (no token, or one that ran out). */
export const isUnverifiedPhone = (error: unknown): boolean =>
  error instanceof EvCallError &&
  (error.code === "verified_phone" ||
    (error.extra.pointer ?? "").endsWith("/phone_verification_token"));

/** How long the page waits between two reads of a payment being confirmed, and how many. */
export const PAYMENT_POLL_MS = 2000;
export const PAYMENT_POLL_READS = 15;

export interface ReservationContext {
  ev: ReservationProgramme;
  /** The visitor's reservation, as the browser keeps it. */
  lead: StoredLead | null;
  /** Back from the provider, until the lead was read. */
  returned: ProviderReturn | null;
  /** The server's status of the lead, from its last read. */
  status: EvLeadStatus | null;
  softLockUntil: string | null;
  paymentStatus: string;
  /** The phone being (or last) verified, and the one a code was sent to. */
  phone: string | null;
  phoneWithCode: string | null;
  verificationToken: string | null;
  /** The last refusal: its code (the block's text for it) and the API's detail. */
  errorCode: string | null;
  message: string | null;
  /** A wrong code: the tries left. */
  attemptsLeft: number | null;
  /** Seconds before another code may be asked for. */
  resendAfter: number | null;
  /** The provider's decline message (the payment-provider error's "Error message:"). */
  paymentMessage: string | null;
  /** The current payment attempt's Idempotency-Key. */
  idempotencyKey: string | null;
  intent: IntentCreated | null;
  /** Reads of the lead while the payment is being confirmed. */
  polls: number;
}

export type ReservationEvent =
  | { type: "SEND_CODE"; phone: string }
  | { type: "CHECK_CODE"; code: string }
  | { type: "RESERVE"; details: LeadDetails }
  | { type: "PAY"; termsAccepted: boolean }
  /** From the checkout to the landing; the reservation is kept. */
  | { type: "BACK" }
  /** The page's timer reached soft_lock_until. */
  | { type: "LOCK_EXPIRED" }
  /** Try again: after an error, or a soft lock that ran out. */
  | { type: "RETRY" }
  /** After an expired payment: a new reservation from the landing. */
  | { type: "START_AGAIN" };

const LIVE: readonly EvLeadStatus[] = ["created", "payment_intent_created"];

const isRefusal = (error: unknown): boolean => error instanceof EvCallError;

/** The kept reservation as every lead call names it (empty before there is one). */
const leadOf = ({ context }: { context: ReservationContext }): StoredLead => ({
  leadId: context.lead?.leadId ?? "",
  token: context.lead?.token ?? "",
});

export const evReservationMachine = setup({
  types: {
    context: {} as ReservationContext,
    events: {} as ReservationEvent,
    input: {} as ReservationInput,
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
    createLead: fromPromise<LeadCreated, CreateLeadInput>(async () => {
      throw new Error("createLead is not provided");
    }),
    retryLead: fromPromise<LeadCreated, RetryLeadInput>(async () => {
      throw new Error("retryLead is not provided");
    }),
    createIntent: fromPromise<IntentCreated, CreateIntentInput>(async () => {
      throw new Error("createIntent is not provided");
    }),
    goToProvider: fromPromise<ProviderOutcome, IntentCreated>(async () => {
      throw new Error("goToProvider is not provided");
    }),
  },
  delays: { pollDelay: PAYMENT_POLL_MS },
  actions: {
    applyLead: assign((_, lead: LeadSnapshot) => ({
      status: lead.status,
      softLockUntil: lead.softLockUntil,
      paymentStatus: lead.paymentStatus,
      paymentMessage: lead.paymentMessage === "" ? null : lead.paymentMessage,
    })),
    /** The browser forgets the reservation: it is over, or the server does not know it. */
    forgetLead: assign({
      lead: null,
      status: null,
      softLockUntil: null,
      paymentStatus: "none",
      intent: null,
      idempotencyKey: null,
    }),
    refuse: assign((_, { error }: { error: unknown }) => ({
      errorCode: evCodeOf(error),
      message: evMessageOf(error),
    })),
    clearRefusal: assign({ errorCode: null, message: null, attemptsLeft: null }),
    takePhone: assign(({ event }) => ({
      phone: event.type === "SEND_CODE" ? event.phone : null,
      errorCode: null,
      message: null,
      attemptsLeft: null,
    })),
    /** A code refused: too soon (rate_limited, with when to ask again) or a number refused. */
    refuseCode: assign(({ context }, { error }: { error: unknown }) => ({
      errorCode: evCodeOf(error),
      message: evMessageOf(error),
      resendAfter:
        error instanceof EvCallError && error.extra.retryAfter !== undefined
          ? error.extra.retryAfter
          : context.resendAfter,
    })),
    /**
     * A payment attempt: a new Idempotency-Key, unless the last attempt got no answer (then it
     * is the same attempt, tried again with the same key).
     */
    startAttempt: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? crypto.randomUUID(),
      errorCode: null,
      message: null,
      paymentMessage: null,
      // The last read's outcome belongs to the attempt before: the server answers this one.
      paymentStatus: "none",
    })),
    /**
     * The provider declined: the attempt is over, so the next one has a new key (the same key
     * would replay the declined answer).
     */
    decline: assign((_, { message }: { message: string | null }) => ({
      errorCode: "payment_failed",
      message: null,
      paymentMessage: message,
      idempotencyKey: null,
      intent: null,
    })),
  },
  guards: {
    isEnabled: ({ context }) => context.ev.enabled,
    hasLead: ({ context }) => context.lead !== null,
    hasVehicles: ({ context }) => context.ev.available > 0,
    /** The reservation kept after BACK whose vehicle was still held at its last read. */
    hasLiveLead: ({ context }) =>
      context.lead !== null && context.status !== null && LIVE.includes(context.status),
    isVerificationOptional: ({ context }) => !context.ev.requirePhoneVerification,
    hasVerification: ({ context }) => context.verificationToken !== null,
    hasCodeForPhone: ({ context }) =>
      context.phoneWithCode !== null && context.phoneWithCode === context.phone,
    leadViewIs: ({ context }, params: { view: ReservationView }) =>
      context.status !== null && reservationViewOf(context.status) === params.view,
    isStatus: ({ context }, params: { status: EvLeadStatus }) => context.status === params.status,
    /** Back from the provider with the payment not settled yet: the server is asked until it is. */
    isReturnToConfirm: ({ context }) =>
      context.returned !== null && context.status === "payment_intent_created",
    isReturnPaid: ({ context }) => context.returned !== null && context.status === "paid",
    isPaymentFailed: ({ context }) =>
      context.status !== null &&
      LIVE.includes(context.status) &&
      context.paymentStatus === "failed",
    isPaymentPending: ({ context }) =>
      context.status !== null &&
      LIVE.includes(context.status) &&
      context.polls < PAYMENT_POLL_READS,
  },
}).createMachine({
  id: "evReservation",
  context: ({ input }) => ({
    ev: input.ev,
    lead: input.stored,
    returned: input.returned,
    status: null,
    softLockUntil: null,
    paymentStatus: "none",
    phone: null,
    phoneWithCode: null,
    verificationToken: null,
    errorCode: null,
    message: null,
    attemptsLeft: null,
    resendAfter: null,
    paymentMessage: null,
    idempotencyKey: null,
    intent: null,
    polls: 0,
  }),
  initial: "resolving",
  states: {
    resolving: {
      initial: "deciding",
      states: {
        deciding: {
          always: [
            { guard: not("isEnabled"), target: "#evReservation.unavailable" },
            { guard: "hasLead", target: "reading" },
            { guard: "hasVehicles", target: "#evReservation.landing" },
            { target: "#evReservation.noVehicles" },
          ],
        },
        reading: {
          invoke: {
            id: "readLead",
            src: "readLead",
            input: leadOf,
            onDone: {
              target: "#evReservation.routing",
              actions: { type: "applyLead", params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: ({ event }) => isEvNotFound(event.error),
                target: "deciding",
                actions: "forgetLead",
              },
              {
                target: "#evReservation.error",
                actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    /** Where a lead's server status leads (never shown: it decides at once). */
    routing: {
      exit: assign({ returned: null }),
      always: [
        { guard: "isReturnToConfirm", target: "confirmingPayment" },
        { guard: "isReturnPaid", target: "thankYou" },
        { guard: { type: "leadViewIs", params: { view: "checkout" } }, target: "checkout" },
        {
          guard: { type: "leadViewIs", params: { view: "reservationMade" } },
          target: "reservationMade",
        },
        {
          guard: { type: "leadViewIs", params: { view: "softLockExpired" } },
          target: "softLockExpired",
        },
        {
          guard: { type: "leadViewIs", params: { view: "paymentExpired" } },
          target: "paymentExpired",
        },
        // Refunded or cancelled: that reservation is over; the visitor may make another.
        { guard: "hasVehicles", target: "landing", actions: "forgetLead" },
        { target: "noVehicles", actions: "forgetLead" },
      ],
    },
    landing: {
      initial: "editing",
      states: {
        editing: {
          on: {
            SEND_CODE: { target: "sendingCode", actions: "takePhone" },
            RESERVE: [
              { guard: "hasLiveLead", target: "#evReservation.resolving.reading" },
              { guard: "isVerificationOptional", target: "creatingLead" },
              { actions: assign({ errorCode: "verified_phone", message: null }) },
            ],
          },
        },
        sendingCode: {
          invoke: {
            id: "sendCode",
            src: "sendCode",
            input: ({ context }) => ({ phone: context.phone ?? "" }),
            onDone: {
              target: "codeSent",
              actions: assign({
                phoneWithCode: ({ context }) => context.phone,
                resendAfter: ({ event }) => event.output.resendAfter,
                attemptsLeft: null,
                errorCode: null,
                message: null,
              }),
            },
            onError: [
              {
                // A resend refused (too soon): the code sent before still stands.
                guard: "hasCodeForPhone",
                target: "codeSent",
                actions: { type: "refuseCode", params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: "editing",
                actions: { type: "refuseCode", params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        codeSent: {
          on: {
            CHECK_CODE: { target: "checkingCode", actions: "clearRefusal" },
            SEND_CODE: { target: "sendingCode", actions: "takePhone" },
            RESERVE: [
              { guard: "hasLiveLead", target: "#evReservation.resolving.reading" },
              { guard: "isVerificationOptional", target: "creatingLead" },
              { actions: assign({ errorCode: "verified_phone", message: null }) },
            ],
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
                errorCode: null,
                message: null,
              }),
            },
            onError: [
              {
                // No live code any more (expired, used, too many tries): a new one is needed.
                guard: ({ event }) => evCodeOf(event.error) === "expired",
                target: "editing",
                actions: [
                  { type: "refuse", params: ({ event }) => ({ error: event.error }) },
                  assign({ phoneWithCode: null, attemptsLeft: null }),
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
        verified: {
          on: {
            // Another number: it is verified afresh.
            SEND_CODE: {
              target: "sendingCode",
              actions: ["takePhone", assign({ verificationToken: null })],
            },
            RESERVE: [
              { guard: "hasLiveLead", target: "#evReservation.resolving.reading" },
              { target: "creatingLead" },
            ],
          },
        },
        creatingLead: {
          entry: "clearRefusal",
          invoke: {
            id: "createLead",
            src: "createLead",
            input: ({ context, event }) => {
              const details: LeadDetails =
                event.type === "RESERVE"
                  ? event.details
                  : { firstName: "", lastName: "", email: "", phoneNumber: "" };
              // The phone that was verified is the one the lead is made with.
              return context.verificationToken !== null && context.phone !== null
                ? {
                    details: { ...details, phoneNumber: context.phone },
                    verificationToken: context.verificationToken,
                  }
                : { details, verificationToken: null };
            },
            onDone: {
              target: "#evReservation.routing",
              actions: [
                assign({
                  lead: ({ event }) => ({
                    leadId: event.output.lead.id,
                    token: event.output.token,
                  }),
                }),
                { type: "applyLead", params: ({ event }) => event.output.lead },
              ],
            },
            onError: [
              {
                guard: ({ event }) => evCodeOf(event.error) === "no_vehicles_available",
                target: "#evReservation.noVehicles",
                actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) },
              },
              {
                // The verification ran out meanwhile: the phone is proved again.
                guard: ({ event }) => isUnverifiedPhone(event.error),
                target: "editing",
                actions: [
                  { type: "refuse", params: ({ event }) => ({ error: event.error }) },
                  assign({ verificationToken: null, phoneWithCode: null }),
                ],
              },
              {
                guard: "hasVerification",
                target: "verified",
                actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: "editing",
                actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    checkout: {
      initial: "ready",
      on: { LOCK_EXPIRED: { target: "checkingLock" } },
      states: {
        ready: {
          on: {
            PAY: [
              {
                guard: ({ event }) => event.termsAccepted,
                target: "creatingIntent",
                actions: "startAttempt",
              },
              { actions: assign({ errorCode: "terms_accepted", message: null }) },
            ],
            BACK: { target: "#evReservation.landing" },
          },
        },
        creatingIntent: {
          invoke: {
            id: "createIntent",
            src: "createIntent",
            input: ({ context }) => ({
              ...leadOf({ context }),
              termsAccepted: true as const,
              idempotencyKey: context.idempotencyKey ?? "",
            }),
            onDone: {
              target: "redirecting",
              actions: assign({ intent: ({ event }) => event.output }),
            },
            onError: [
              {
                // The server says the lock ran out, or the lead moved on: read it for its view.
                guard: ({ event }) =>
                  ["soft_lock_expired", "lead_state"].includes(evCodeOf(event.error)),
                target: "#evReservation.checkingLock",
                actions: [
                  { type: "refuse", params: ({ event }) => ({ error: event.error }) },
                  assign({ idempotencyKey: null }),
                ],
              },
              {
                guard: ({ event }) => evCodeOf(event.error) === "terms_accepted",
                target: "ready",
                actions: [
                  { type: "refuse", params: ({ event }) => ({ error: event.error }) },
                  assign({ idempotencyKey: null }),
                ],
              },
              {
                // Answered: that attempt is over, the next one has a new key.
                guard: ({ event }) => isRefusal(event.error),
                target: "paymentError",
                actions: [
                  { type: "refuse", params: ({ event }) => ({ error: event.error }) },
                  assign({ idempotencyKey: null, paymentMessage: null }),
                ],
              },
              {
                // No answer: the same attempt is tried again with the same key.
                target: "paymentError",
                actions: [
                  { type: "refuse", params: ({ event }) => ({ error: event.error }) },
                  assign({ paymentMessage: null }),
                ],
              },
            ],
          },
        },
        redirecting: {
          invoke: {
            id: "goToProvider",
            src: "goToProvider",
            input: ({ context }) =>
              context.intent ?? { provider: "", redirectUrl: null, clientSecret: null },
            onDone: [
              {
                guard: ({ event }) => event.output.message !== null,
                target: "paymentError",
                actions: {
                  type: "decline",
                  params: ({ event }) => ({ message: event.output.message }),
                },
              },
              // Paid in the page (Stripe.js without a redirect): the server confirms it.
              { target: "#evReservation.confirmingPayment" },
            ],
            onError: {
              target: "paymentError",
              actions: [
                { type: "refuse", params: ({ event }) => ({ error: event.error }) },
                assign({ paymentMessage: null }),
              ],
            },
          },
        },
        /** The payment-provider error: the reservation is kept and may be paid again. */
        paymentError: {
          on: {
            PAY: [
              {
                guard: ({ event }) => event.termsAccepted,
                target: "creatingIntent",
                actions: "startAttempt",
              },
              { actions: assign({ errorCode: "terms_accepted", message: null }) },
            ],
            BACK: { target: "#evReservation.landing" },
          },
        },
      },
    },
    /** The soft lock's time came: does the server agree? */
    checkingLock: {
      invoke: {
        id: "readLead",
        src: "readLead",
        input: leadOf,
        onDone: {
          target: "routing",
          actions: { type: "applyLead", params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: ({ event }) => isEvNotFound(event.error),
            target: "resolving",
            actions: "forgetLead",
          },
          {
            target: "error",
            actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** Back from the provider: the lead is read until the server knows the payment's outcome. */
    confirmingPayment: {
      initial: "checking",
      entry: assign({ polls: 0 }),
      states: {
        checking: {
          always: [
            {
              guard: { type: "isStatus", params: { status: "paid" } },
              target: "#evReservation.thankYou",
            },
            {
              guard: "isPaymentFailed",
              target: "#evReservation.checkout.paymentError",
              actions: {
                type: "decline",
                params: ({ context }) => ({ message: context.paymentMessage }),
              },
            },
            { guard: "isPaymentPending", target: "waiting" },
            {
              guard: ({ context }) => context.status !== null && LIVE.includes(context.status),
              target: "#evReservation.error",
              actions: assign({ errorCode: "payment_pending", message: null }),
            },
            { target: "#evReservation.routing" },
          ],
        },
        waiting: { after: { pollDelay: "reading" } },
        reading: {
          invoke: {
            id: "readLead",
            src: "readLead",
            input: leadOf,
            onDone: {
              target: "checking",
              actions: [
                { type: "applyLead", params: ({ event }) => event.output },
                assign({ polls: ({ context }) => context.polls + 1 }),
              ],
            },
            // A read that got no answer counts as one: the next one may.
            onError: {
              target: "checking",
              actions: assign({ polls: ({ context }) => context.polls + 1 }),
            },
          },
        },
      },
    },
    thankYou: {},
    reservationMade: {},
    noVehicles: {},
    unavailable: {},
    error: {
      on: { RETRY: { target: "resolving", actions: "clearRefusal" } },
    },
    softLockExpired: {
      on: { RETRY: { target: "retrying", actions: "clearRefusal" } },
    },
    /** A new lead for the same buyer: the same vehicle if it is still free, else another. */
    retrying: {
      invoke: {
        id: "retryLead",
        src: "retryLead",
        input: leadOf,
        onDone: {
          target: "routing",
          actions: [
            assign({
              lead: ({ event }) => ({ leadId: event.output.lead.id, token: event.output.token }),
              idempotencyKey: null,
              intent: null,
              paymentMessage: null,
            }),
            { type: "applyLead", params: ({ event }) => event.output.lead },
          ],
        },
        onError: [
          {
            guard: ({ event }) => evCodeOf(event.error) === "no_vehicles_available",
            target: "noVehicles",
            actions: [
              { type: "refuse", params: ({ event }) => ({ error: event.error }) },
              "forgetLead",
            ],
          },
          {
            target: "softLockExpired",
            actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    paymentExpired: {
      on: { START_AGAIN: { target: "landing", actions: ["forgetLead", "clearRefusal"] } },
    },
  },
});

export type ReservationSnapshot = SnapshotFrom<typeof evReservationMachine>;

/** What the block shows: a view, or a busy state while the server is asked. */
export type ReservationScreen =
  | ReservationView
  | "resolving"
  | "confirmingPayment"
  | "retrying"
  | "checkingLock";

/** The top-level view of a snapshot (its sub-state is the block's detail within that view). */
export function viewOf(snapshot: ReservationSnapshot): ReservationScreen {
  const value = snapshot.value;
  const top = typeof value === "string" ? value : Object.keys(value)[0];
  switch (top) {
    case "landing":
    case "reservationMade":
    case "noVehicles":
    case "checkout":
    case "thankYou":
    case "unavailable":
    case "error":
    case "softLockExpired":
    case "paymentExpired":
    case "confirmingPayment":
    case "retrying":
    case "checkingLock":
      return top;
    default:
      // resolving, and routing (which never rests): the server is being asked.
      return "resolving";
  }
}
