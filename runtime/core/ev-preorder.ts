/**
 * The electric-vehicle pre-order's rules that the server, the blocks and their machines share
 * (001 §2 and §4 'Electric-vehicle pre-order'; runtime/features/ev-preorder/README.md): a
 * reservation's statuses and which view of each block a status allows. The server derives the
 * status from the order, its hold and the lead; the blocks show only what that status allows, so
 * no view is reachable by editing the address or the browser's storage.
 */

export const EV_LEAD_STATUSES = [
  "created",
  "payment_intent_created",
  "paid",
  "cancellation_initialised",
  "refunded",
  "cancelled",
  "expired",
  "payment_expired",
] as const;
export type EvLeadStatus = (typeof EV_LEAD_STATUSES)[number];

export type ReservationView =
  | "landing"
  | "reservationMade"
  | "noVehicles"
  | "checkout"
  | "thankYou"
  | "unavailable"
  | "error"
  | "softLockExpired"
  | "paymentExpired";

export type CancellationView =
  | "landing"
  | "thankYou"
  | "unavailable"
  | "paidLeadCancelOnly"
  | "awaitingCancellation"
  | "cancelled"
  | "error";

/** Where the browser keeps the visitor's reservation: {leadId, token} (localStorage). */
export const EV_LEAD_STORAGE_KEY = "l460_bev_lead";

export function isEvLeadStatus(value: unknown): value is EvLeadStatus {
  return typeof value === "string" && (EV_LEAD_STATUSES as readonly string[]).includes(value);
}

/**
 * The reservation block's view for a visitor whose lead is in `status`: the checkout while the
 * vehicle is held for them, "reservation made" once paid (and while a cancellation is pending),
 * the expired pages when the soft lock ran out, the landing again once the reservation is over.
 */
export function reservationViewOf(status: EvLeadStatus): ReservationView {
  switch (status) {
    case "created":
    case "payment_intent_created":
      return "checkout";
    case "paid":
    case "cancellation_initialised":
      return "reservationMade";
    case "expired":
      return "softLockExpired";
    case "payment_expired":
      return "paymentExpired";
    case "refunded":
    case "cancelled":
      return "landing";
  }
}

/**
 * The cancellation block's view of a lead: only a paid reservation can be cancelled (the others
 * read "paid lead cancel only"); a requested cancellation waits for its refund; a refunded or
 * cancelled one is over.
 */
export function cancellationViewOf(status: EvLeadStatus): CancellationView {
  switch (status) {
    case "paid":
      return "landing";
    case "cancellation_initialised":
      return "awaitingCancellation";
    case "refunded":
    case "cancelled":
      return "cancelled";
    case "created":
    case "payment_intent_created":
    case "expired":
    case "payment_expired":
      return "paidLeadCancelOnly";
  }
}

/**
 * A phone number as the page may show it to someone proving they own it: the country code and
 * the last four digits, e.g. "+971 •• ••• 4567". Kept left to right whatever the page's direction.
 */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/[^0-9]/g, "");
  if (digits.length < 7) return "•••";
  const last = digits.slice(-4);
  // The calling code is 1–3 digits; the mask shows at most 3 and always hides the middle.
  const code = digits.slice(0, Math.min(3, digits.length - 6));
  return `+${code} •• ••• ${last}`;
}

/** The lock notice's placeholder, with or without spaces: `{{ soft_lock_time }}`. */
const SOFT_LOCK_PLACEHOLDER = /\{\{\s*soft_lock_time\s*\}\}/g;

/**
 * The order-details lock notice (002 §3.17 `order-details-locked-info`): the template with the
 * time the vehicle is held until, as hour and minute in the site's time zone and the page's
 * language (Arabic digits on an Arabic page).
 */
export function fillSoftLockTime(
  template: string,
  until: Date,
  timeZone: string,
  lang: string,
): string {
  let time: string;
  try {
    time = new Intl.DateTimeFormat(lang, { hour: "numeric", minute: "2-digit", timeZone }).format(
      until,
    );
  } catch {
    time = new Intl.DateTimeFormat(lang, { hour: "numeric", minute: "2-digit" }).format(until);
  }
  return template.replace(SOFT_LOCK_PLACEHOLDER, time);
}
