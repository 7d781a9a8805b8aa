import type { OrderPaymentStatus, OrderStatus } from "../../db/tables/index.ts";

/**
 * The order life cycle's rules, pure (runtime/features/orders/README.md draws them): what a
 * provider's word about a payment does to an order. The service applies the answer inside one
 * transaction that holds the order's row.
 */

/** What a payment provider says a payment is (runtime/adapters/payments/types.ts). */
export type ProviderStatus =
  | "requires_payment"
  | "requires_action"
  | "processing"
  | "authorised"
  | "succeeded"
  | "failed"
  | "cancelled"
  | "refunded";

/** How the order document shows the provider's status. */
export function paymentStatusOf(status: ProviderStatus): OrderPaymentStatus {
  switch (status) {
    case "requires_payment":
    case "processing":
      return "pending";
    case "requires_action":
      return "requires_action";
    case "authorised":
      return "authorised";
    case "succeeded":
      return "paid";
    case "failed":
      return "failed";
    case "cancelled":
      return "voided";
    case "refunded":
      return "refunded";
  }
}

/** Orders still waiting for their money: a payment may still make them paid. */
export const OPEN_STATUSES: readonly OrderStatus[] = ["initiated", "awaiting_payment", "expired"];
/** Orders whose money is taken or held: the vehicle is theirs. */
export const LIVE_STATUSES: readonly OrderStatus[] = ["authorised", "paid", "confirmed"];

export type PaymentOutcome =
  /** The money is there: the vehicle must be secured for this order, then it becomes `status`. */
  | { kind: "secure"; status: "paid" | "authorised"; paymentStatus: OrderPaymentStatus }
  /** Record what the payment is now (and the order's new status, when it changes). */
  | { kind: "set"; status: OrderStatus; paymentStatus: OrderPaymentStatus }
  /** The order can no longer take this money: it goes back (void an authorisation, else refund). */
  | { kind: "return_money"; how: "cancel" | "refund"; paymentStatus: OrderPaymentStatus }
  | { kind: "none" };

/**
 * What a payment's status does to its order. The same word twice gives the same order (a
 * webhook and the browser's return may both bring it, in any order): applying an outcome to the
 * order it produced gives "none" or the same "set".
 */
export function outcomeOf(
  order: { status: OrderStatus; payment_status: OrderPaymentStatus },
  provider: ProviderStatus,
): PaymentOutcome {
  const paymentStatus = paymentStatusOf(provider);
  const { status } = order;
  const moneyIn = provider === "succeeded" || provider === "authorised";
  if (status === "cancelled" || status === "refunded") {
    // Money that arrives for an order that is over (its hold was lost, the buyer or the
    // distributor cancelled it) is given back; a payment already given back is recorded.
    if (moneyIn)
      return {
        kind: "return_money",
        how: provider === "authorised" ? "cancel" : "refund",
        paymentStatus,
      };
    return { kind: "set", status, paymentStatus };
  }
  if (OPEN_STATUSES.includes(status)) {
    if (moneyIn)
      return {
        kind: "secure",
        status: provider === "authorised" ? "authorised" : "paid",
        paymentStatus,
      };
    if (provider === "refunded") return { kind: "set", status: "refunded", paymentStatus };
    return {
      kind: "set",
      status: status === "initiated" ? "awaiting_payment" : status,
      paymentStatus,
    };
  }
  if (status === "authorised") {
    if (provider === "succeeded") return { kind: "set", status: "paid", paymentStatus };
    if (provider === "cancelled") return { kind: "set", status: "cancelled", paymentStatus };
    if (provider === "refunded") return { kind: "set", status: "refunded", paymentStatus };
    return { kind: "none" };
  }
  if (status === "paid" || status === "confirmed") {
    if (provider === "refunded") return { kind: "set", status: "refunded", paymentStatus };
    return { kind: "none" };
  }
  // awaiting_confirmation: a no-payment order has no payment to hear about.
  return { kind: "none" };
}

/** What the distributor may do to an order in its status (the admin's buttons, the server's check). */
export type AdminAction = "capture" | "cancel" | "refund" | "resend_confirmation";

export function adminActionApplies(
  action: AdminAction,
  order: { status: OrderStatus; payment_status: OrderPaymentStatus },
): boolean {
  switch (action) {
    case "capture":
      return order.status === "authorised";
    case "cancel":
      return ["initiated", "awaiting_payment", "awaiting_confirmation", "authorised"].includes(
        order.status,
      );
    case "refund":
      return (
        (order.status === "paid" || order.status === "confirmed") && order.payment_status === "paid"
      );
    case "resend_confirmation":
      return LIVE_STATUSES.includes(order.status) || order.status === "awaiting_confirmation";
  }
}
