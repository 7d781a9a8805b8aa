import { and, assign, fromPromise, setup } from "xstate";
import {
  type ReservationPayment,
  reservationPaymentOf,
} from "../runtime/core/stock/order-online-config.ts";

/**
 * The order-online checkout (001 §2 'Order online journey', §4 'Order-online journey' and 'Buy
 * online'): the hold on the car, the buyer's details, the payment and the order's confirmation,
 * with the soft-lock modals. The calls are injected actors (the site's are the buy-online API):
 *
 * - initOrder: POST /buy_online/orders/init. The car is held for the visitor (`held`: the
 *   initial soft-lock modal, "we hold this car for you for N minutes"); on the configurator
 *   journey nothing is held (a build is not one car) and the form opens at once. Held by another
 *   visitor (409 vehicle_held): `heldByAnother`, the soft-lock modal with its retry.
 * - The buyer's form, then the payment by the vendor type (trimmed and upper-cased):
 *   NO_PAYMENT_JAPAN is a free reservation and NO_PAYMENT_WITH_CONFIRMATION_EMAIL has no
 *   gateway, so both go straight to the order; otherwise createPayment (card, wallet or hosted
 *   checkout) and `awaitingProvider` while the visitor is at the provider (`redirect`) or must
 *   authenticate (`requiresAction`).
 * - confirmOrder: POST /buy_online/orders. The server asks the provider, so a decline found
 *   there is `declined` too; a hold lost meanwhile (the money voided or refunded) is the
 *   reservation confirmation failure page; any other failure the reservation confirmation error
 *   page, from which the confirmation may be asked again.
 * - A declined payment keeps the hold: the buyer may retry (a new attempt, a new
 *   Idempotency-Key) or change their details.
 * - The hold is watched (checkHold: GET /buy_online/holds/:lockId, by the page every few seconds
 *   and on focus, sent as HOLD_STATE; and asked again when the server says hold_lost): expired
 *   and held by somebody else is `kickedOut` (the kicked-out modal: no payment from there);
 *   expired but free is `holdExpired`, from which the hold is taken again.
 *
 * The page the provider returns to starts the machine with `resume` (the reservation kept in
 * sl_order_online_reservation and the provider's redirect_status), so the order is confirmed
 * there.
 */

/** The hold and the order number the server gave (POST /buy_online/orders/init). */
export interface HoldTaken {
  lockId: string;
  orderNumber: string;
  /** When the hold ends (ISO 8601); null on the configurator journey (nothing is held). */
  expiresAt: string | null;
  holdSeconds: number;
  /** The reservation fee, minor units. */
  amount: number;
  currency: string;
  /** The vendor type the server applies ('' when it names none). */
  vendorType: string;
}

/** GET /buy_online/holds/:lockId: `taken` is expired and somebody else holds the car now. */
export type HoldState = "active" | "expired" | "taken" | "ordered";

export type PaymentKind = "card" | "wallet" | "hosted";

/** A payment the server created with the provider. */
export interface PaymentCreated {
  provider: string;
  kind: PaymentKind;
  /** The provider's payment id (pi_…, the PayPal order id, the LiqPay order_id). */
  id: string;
  /** The provider's status (requires_payment, requires_action, authorised, succeeded…). */
  status: string;
  /** Where the browser goes to pay or approve. */
  redirectUrl: string | null;
  /** What a card is confirmed with in the page (Stripe.js). */
  clientSecret: string | null;
}

/** The order as the server answers it once created (POST /buy_online/orders). */
export interface OrderConfirmed {
  orderNumber: string;
  /** confirmed, paid, authorised, awaiting_confirmation (the e-mailed link)… */
  status: string;
  /** authorised: the deposit is held on the card, not charged (order_online.payment_on_hold). */
  paymentStatus: string;
  /** The amount of the order, minor units, and its currency, when the answer names them. */
  amount?: number | null;
  currency?: string;
}

/** What the buyer filled in. */
export interface BuyerDetails {
  email: string;
  /** Name, phone… as the order's lead_attributes. */
  leadAttributes: Record<string, string>;
}

/**
 * A refusal of one of the calls, by the API's error code: vehicle_held (with heldUntil),
 * vehicle_sold, hold_lost, payment_failed (with the provider's message), payment_incomplete,
 * order_state, idempotency_conflict…; `network` when there was no answer.
 */
export class CheckoutCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail: { heldUntil?: string; providerMessage?: string } = {},
  ) {
    super(message);
    this.name = "CheckoutCallError";
  }
}

/** POST /buy_online/orders/init (lockId: the stored hold, sent again). */
export interface InitOrderInput {
  vehicleId: string;
  companyUuid: string;
  configUrl: string | null;
  lockId: string | null;
}

/** The payment call of the vendor's kind (card, wallet or hosted), with the attempt's key. */
export interface CreatePaymentInput {
  kind: PaymentKind;
  lockId: string;
  orderNumber: string;
  vehicleId: string;
  companyUuid: string;
  /** Minor units, as init answered. */
  amount: number;
  currency: string;
  idempotencyKey: string;
}

/** POST /buy_online/orders. */
export interface ConfirmOrderInput {
  lockId: string;
  orderNumber: string;
  vehicleId: string;
  configUrl: string | null;
  /** null: no payment (a free reservation, or the e-mailed confirmation). */
  payment: Pick<PaymentCreated, "provider" | "kind" | "id"> | null;
  customer: BuyerDetails | null;
  idempotencyKey: string;
}

const codeOf = (error: unknown): string =>
  error instanceof CheckoutCallError ? error.code : "network";

/** How the provider sent the visitor back (return_url's redirect_status). */
export type RedirectStatus = "succeeded" | "failed" | "requires_action";

export interface CheckoutInput {
  vehicleId: string;
  companyUuid: string;
  /** The configurator journey's build (no hold is taken). */
  configUrl?: string | null;
  /** checkout_payment.vendor.type of the checkout config. */
  vendorType: string;
  /** A live hold of this vehicle kept in sl_order_online_soft_lock: sent again, not extended. */
  storedLockId?: string | null;
  /**
   * The provider's message of a payment declined just before this page opened (the buyer was
   * sent back to the checkout): shown with the form until the next attempt.
   */
  failureMessage?: string | null;
  /** Back from the provider: the reservation kept across the redirect. */
  resume?: {
    orderNumber: string;
    lockId: string;
    payment: Pick<PaymentCreated, "provider" | "kind" | "id">;
    redirectStatus: RedirectStatus;
    idempotencyKey: string;
    customer: BuyerDetails;
    /** The provider's message on a decline. */
    failureMessage?: string;
    /** The fee, when the page kept it (a retry after a decline pays it again). */
    amount?: number;
    currency?: string;
  } | null;
}

export interface CheckoutContext {
  vehicleId: string;
  companyUuid: string;
  configUrl: string | null;
  vendorType: string;
  lockId: string | null;
  orderNumber: string | null;
  expiresAt: string | null;
  holdSeconds: number;
  amount: number | null;
  currency: string | null;
  /** When the other visitor's hold ends (vehicle_held). */
  heldUntil: string | null;
  customer: BuyerDetails | null;
  /** The current payment attempt's Idempotency-Key. */
  idempotencyKey: string | null;
  payment: Pick<PaymentCreated, "provider" | "kind" | "id"> &
    Partial<Pick<PaymentCreated, "status" | "redirectUrl" | "clientSecret">>;
  order: OrderConfirmed | null;
  /** How the provider sent the visitor back, when the machine started on their return. */
  returnStatus: RedirectStatus | null;
  /** The last refusal's code, and the provider's message on a decline. */
  errorCode: string | null;
  failureMessage: string | null;
}

export type CheckoutEvent =
  /** The initial soft-lock modal closed. */
  | { type: "ACKNOWLEDGE" }
  | { type: "SUBMIT"; customer: BuyerDetails; idempotencyKey: string }
  /** Back from the provider (or the card confirmed in the page). */
  | { type: "PROVIDER_RETURNED"; status: RedirectStatus; failureMessage?: string }
  /** What the hold's poll found. */
  | { type: "HOLD_STATE"; state: HoldState }
  /** Try again: the hold (held by another, kicked out), the payment (declined, a new key), the
   * confirmation (its error page) or after an error. */
  | { type: "RETRY"; idempotencyKey?: string }
  /** Take the hold again once it ran out and the car is free. */
  | { type: "RETAKE" }
  /** Back to the buyer's form from a declined payment. */
  | { type: "EDIT" };

const NO_PAYMENT: CheckoutContext["payment"] = { provider: "", kind: "card", id: "" };

export const orderOnlineCheckoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    initOrder: fromPromise<HoldTaken, InitOrderInput>(async () => {
      throw new Error("initOrder is not provided");
    }),
    checkHold: fromPromise<HoldState, { lockId: string }>(async () => {
      throw new Error("checkHold is not provided");
    }),
    createPayment: fromPromise<PaymentCreated, CreatePaymentInput>(async () => {
      throw new Error("createPayment is not provided");
    }),
    confirmOrder: fromPromise<OrderConfirmed, ConfirmOrderInput>(async () => {
      throw new Error("confirmOrder is not provided");
    }),
  },
  actions: {
    applyHold: assign(({ context }, hold: HoldTaken) => ({
      lockId: hold.lockId,
      orderNumber: hold.orderNumber,
      expiresAt: hold.expiresAt,
      holdSeconds: hold.holdSeconds,
      amount: hold.amount,
      currency: hold.currency,
      // The server's vendor type when it names one: it is what the order calls apply.
      vendorType: hold.vendorType.trim() === "" ? context.vendorType : hold.vendorType,
      heldUntil: null,
      errorCode: null,
    })),
    applyPayment: assign((_, payment: PaymentCreated) => ({
      payment: {
        provider: payment.provider,
        kind: payment.kind,
        id: payment.id,
        status: payment.status,
        redirectUrl: payment.redirectUrl,
        clientSecret: payment.clientSecret,
      },
      errorCode: null,
      failureMessage: null,
    })),
    applyRefusal: assign((_, { error }: { error: unknown }) => ({
      errorCode: codeOf(error),
      failureMessage:
        error instanceof CheckoutCallError ? (error.detail.providerMessage ?? null) : null,
    })),
    newAttempt: assign(({ context, event }) => ({
      idempotencyKey:
        event.type === "RETRY"
          ? (event.idempotencyKey ?? context.idempotencyKey)
          : context.idempotencyKey,
      payment: NO_PAYMENT,
      errorCode: null,
      failureMessage: null,
    })),
    /** A hold that ran out is not sent again: the next init takes a new one. */
    forgetHold: assign({
      lockId: null,
      orderNumber: null,
      expiresAt: null,
      holdSeconds: 0,
      payment: NO_PAYMENT,
    }),
  },
  guards: {
    isResumed: ({ context }) => context.returnStatus !== null,
    hasNewKey: ({ context, event }) =>
      event.type === "RETRY" &&
      event.idempotencyKey !== undefined &&
      event.idempotencyKey !== "" &&
      event.idempotencyKey !== context.idempotencyKey,
    hasAmount: ({ context }) => context.amount !== null && context.currency !== null,
    isHeld: ({ context }) => context.expiresAt !== null,
    hasHold: ({ context }) => context.lockId !== null && context.orderNumber !== null,
    hasNoGateway: ({ context }) => !needsGateway(reservationPaymentOf(context.vendorType)),
  },
}).createMachine({
  id: "orderOnlineCheckout",
  context: ({ input }) => ({
    vehicleId: input.vehicleId,
    companyUuid: input.companyUuid,
    configUrl: input.configUrl ?? null,
    vendorType: input.vendorType,
    lockId: input.resume?.lockId ?? input.storedLockId ?? null,
    orderNumber: input.resume?.orderNumber ?? null,
    expiresAt: null,
    holdSeconds: 0,
    amount: input.resume?.amount ?? null,
    currency: input.resume?.currency ?? null,
    heldUntil: null,
    customer: input.resume?.customer ?? null,
    idempotencyKey: input.resume?.idempotencyKey ?? null,
    payment: input.resume?.payment ?? NO_PAYMENT,
    order: null,
    returnStatus: input.resume?.redirectStatus ?? null,
    errorCode: null,
    failureMessage: input.resume?.failureMessage ?? input.failureMessage ?? null,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "isResumed", target: "returning" }, { target: "takingHold" }],
    },
    /**
     * Back from the provider: where its redirect_status leads. A decline whose message the page
     * does not know is asked of the server (POST /buy_online/orders answers payment_failed with
     * the provider's message), which is also the one that decides: the redirect is only a hint.
     */
    returning: {
      always: [
        {
          guard: ({ context }) =>
            context.returnStatus === "failed" && context.failureMessage !== null,
          target: "declined",
          actions: assign({ errorCode: "payment_failed" }),
        },
        {
          guard: ({ context }) => context.returnStatus === "requires_action",
          target: "awaitingProvider.requiresAction",
        },
        { target: "confirming" },
      ],
    },
    takingHold: {
      invoke: {
        id: "initOrder",
        src: "initOrder",
        input: ({ context }) => ({
          vehicleId: context.vehicleId,
          companyUuid: context.companyUuid,
          configUrl: context.configUrl,
          lockId: context.lockId,
        }),
        onDone: [
          {
            // The stored hold sent again and given back (a reload, a return from the provider):
            // the initial modal was shown when it was taken, not again.
            guard: ({ context, event }) =>
              event.output.expiresAt !== null && context.lockId === event.output.lockId,
            target: "form",
            actions: { type: "applyHold", params: ({ event }) => event.output },
          },
          {
            guard: ({ event }) => event.output.expiresAt !== null,
            target: "held",
            actions: { type: "applyHold", params: ({ event }) => event.output },
          },
          { target: "form", actions: { type: "applyHold", params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: ({ event }) => codeOf(event.error) === "vehicle_held",
            target: "heldByAnother",
            actions: assign({
              errorCode: "vehicle_held",
              lockId: null,
              heldUntil: ({ event }) =>
                event.error instanceof CheckoutCallError
                  ? (event.error.detail.heldUntil ?? null)
                  : null,
            }),
          },
          {
            target: "error",
            actions: assign({ errorCode: ({ event }) => codeOf(event.error), lockId: null }),
          },
        ],
      },
    },
    /** The soft-lock modal: another visitor holds the car until heldUntil. */
    heldByAnother: {
      on: { RETRY: { target: "takingHold", actions: assign({ errorCode: null }) } },
    },
    /** The initial soft-lock modal: the car is held for the visitor until expiresAt. */
    held: {
      on: {
        ACKNOWLEDGE: { target: "form" },
        HOLD_STATE: [
          { guard: ({ event }) => event.state === "taken", target: "kickedOut" },
          { guard: ({ event }) => event.state === "expired", target: "holdExpired" },
        ],
      },
    },
    form: {
      on: {
        SUBMIT: {
          target: "paying",
          actions: assign({
            customer: ({ event }) => event.customer,
            idempotencyKey: ({ event }) => event.idempotencyKey,
            errorCode: null,
            failureMessage: null,
          }),
        },
        HOLD_STATE: [
          { guard: ({ event }) => event.state === "taken", target: "kickedOut" },
          { guard: ({ event }) => event.state === "expired", target: "holdExpired" },
        ],
      },
    },
    /** By the vendor type: no payment (free, or the e-mailed confirmation), or a provider. */
    paying: {
      always: [{ guard: "hasNoGateway", target: "confirming" }, { target: "creatingPayment" }],
    },
    creatingPayment: {
      invoke: {
        id: "createPayment",
        src: "createPayment",
        input: ({ context }) => ({
          kind: gatewayKind(reservationPaymentOf(context.vendorType)),
          lockId: context.lockId ?? "",
          orderNumber: context.orderNumber ?? "",
          vehicleId: context.vehicleId,
          companyUuid: context.companyUuid,
          amount: context.amount ?? 0,
          currency: context.currency ?? "",
          idempotencyKey: context.idempotencyKey ?? "",
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === "requires_action",
            target: "awaitingProvider.requiresAction",
            actions: { type: "applyPayment", params: ({ event }) => event.output },
          },
          {
            target: "awaitingProvider",
            actions: { type: "applyPayment", params: ({ event }) => event.output },
          },
        ],
        onError: [
          { guard: ({ event }) => codeOf(event.error) === "hold_lost", target: "checkingHold" },
          {
            guard: ({ event }) => codeOf(event.error) === "payment_failed",
            target: "declined",
            actions: { type: "applyRefusal", params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: "error",
            actions: { type: "applyRefusal", params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The server said the hold is gone: whose is the car now? */
    checkingHold: {
      invoke: {
        id: "checkHold",
        src: "checkHold",
        input: ({ context }) => ({ lockId: context.lockId ?? "" }),
        onDone: [
          { guard: ({ event }) => event.output === "taken", target: "kickedOut" },
          { guard: ({ event }) => event.output === "expired", target: "holdExpired" },
          {
            // Still ours, or ordered already: the form again, saying the payment did not start.
            target: "form",
            actions: assign({ errorCode: "hold_lost" }),
          },
        ],
        onError: {
          target: "error",
          actions: { type: "applyRefusal", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The visitor is at the provider (redirect), or must authenticate the payment. */
    awaitingProvider: {
      initial: "redirect",
      states: { redirect: {}, requiresAction: {} },
      on: {
        PROVIDER_RETURNED: [
          { guard: ({ event }) => event.status === "succeeded", target: "confirming" },
          { guard: ({ event }) => event.status === "requires_action", target: ".requiresAction" },
          {
            target: "declined",
            actions: assign({
              errorCode: "payment_failed",
              failureMessage: ({ event }) => event.failureMessage ?? null,
            }),
          },
        ],
      },
    },
    confirming: {
      invoke: {
        id: "confirmOrder",
        src: "confirmOrder",
        input: ({ context }) => ({
          lockId: context.lockId ?? "",
          orderNumber: context.orderNumber ?? "",
          vehicleId: context.vehicleId,
          configUrl: context.configUrl,
          payment:
            context.payment.id === ""
              ? null
              : {
                  provider: context.payment.provider,
                  kind: context.payment.kind,
                  id: context.payment.id,
                },
          customer: context.customer,
          idempotencyKey: context.idempotencyKey ?? "",
        }),
        onDone: {
          target: "success",
          actions: assign({
            order: ({ event }) => event.output,
            errorCode: null,
            failureMessage: null,
          }),
        },
        onError: [
          {
            guard: ({ event }) => codeOf(event.error) === "payment_failed",
            target: "declined",
            actions: { type: "applyRefusal", params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: ({ event }) => codeOf(event.error) === "payment_incomplete",
            target: "awaitingProvider.requiresAction",
            actions: { type: "applyRefusal", params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: ({ event }) =>
              ["hold_lost", "vehicle_held", "vehicle_sold"].includes(codeOf(event.error)),
            target: "confirmationFailed",
            actions: { type: "applyRefusal", params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: "confirmationError",
            actions: { type: "applyRefusal", params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** Declined by the provider: the hold is kept; a retry is a new attempt. */
    declined: {
      on: {
        // A retry is a new attempt: without a new Idempotency-Key the provider would answer
        // the declined attempt again, so a RETRY without one is not taken.
        RETRY: [
          {
            guard: and(["hasNewKey", "hasAmount"]),
            target: "paying",
            actions: "newAttempt",
          },
          {
            guard: "hasNewKey",
            // Back from the provider without the fee: the hold is asked for again (the same
            // lock_id gives the same hold, not extended), which answers it.
            target: "takingHold",
            actions: "newAttempt",
          },
        ],
        EDIT: { target: "form", actions: assign({ payment: NO_PAYMENT }) },
        HOLD_STATE: [
          { guard: ({ event }) => event.state === "taken", target: "kickedOut" },
          { guard: ({ event }) => event.state === "expired", target: "holdExpired" },
        ],
      },
    },
    /** The kicked-out modal: the hold ran out and another buyer holds the car. No payment. */
    kickedOut: {
      entry: assign({ errorCode: "vehicle_held" }),
      on: { RETRY: { target: "takingHold", actions: "forgetHold" } },
    },
    /** The hold ran out and the car is free again: it may be taken again. */
    holdExpired: {
      on: { RETAKE: { target: "takingHold", actions: "forgetHold" } },
    },
    success: { type: "final" },
    /** The success page's reservation confirmation error page: the confirmation may be retried. */
    confirmationError: {
      on: { RETRY: { target: "confirming", actions: assign({ errorCode: null }) } },
    },
    /** The success page's reservation confirmation failure page (the hold was lost). */
    confirmationFailed: { type: "final" },
    error: {
      on: {
        RETRY: [
          { guard: "hasHold", target: "form", actions: assign({ errorCode: null }) },
          { target: "takingHold", actions: assign({ errorCode: null }) },
        ],
      },
    },
  },
});

/** Whether a way of paying goes through a provider. */
function needsGateway(payment: ReservationPayment): boolean {
  return payment !== "free" && payment !== "confirmation_email";
}

/** The provider kind of a way of paying that has one. */
function gatewayKind(payment: ReservationPayment): PaymentKind {
  return payment === "wallet" || payment === "hosted" ? payment : "card";
}
