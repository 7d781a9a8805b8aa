/**
 * What the journey keeps in the visitor's browser (001 §9 storage keys): the journey's data
 * (sl_order_online_data), the hold (sl_order_online_soft_lock: {vehicleId, lockId, expiresAt}),
 * the reservation attempt (sl_order_online_reservation: {orderNumber, lockId, paymentId,
 * provider, kind, amount, currency, idempotencyKey, the buyer}) and the showroom's finance selection (sl_product_page_data). Blocked
 * or full storage reads as nothing and is written to in vain: the journey still runs.
 */

export const JOURNEY_DATA_KEY = "sl_order_online_data";
export const SOFT_LOCK_KEY = "sl_order_online_soft_lock";
export const RESERVATION_KEY = "sl_order_online_reservation";
export const PRODUCT_PAGE_DATA_KEY = "sl_product_page_data";

export interface SoftLock {
  vehicleId: string;
  lockId: string;
  expiresAt: string;
}

export interface Reservation {
  orderNumber: string;
  lockId: string;
  paymentId: string;
  provider: string;
  /** The payment's kind (card, wallet, hosted): which id the order names it by. */
  kind: string;
  /** The fee init answered (minor units) and its currency: a retry after a decline pays it. */
  amount: number | null;
  currency: string;
  /** The payment attempt's Idempotency-Key: a retry of the same attempt sends it again. */
  idempotencyKey: string;
  /** The buyer's e-mail and name, sent with the order once the payment returns. */
  customerEmail: string;
  customerName: string;
  customerPhone: string;
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : null;
}
const str = (value: unknown): string => (typeof value === "string" ? value : "");

export function readJson(key: string): Record<string, unknown> | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? record(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}
export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked or full: the journey goes on without it.
  }
}
export function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

export function readSoftLock(): SoftLock | null {
  const data = readJson(SOFT_LOCK_KEY);
  if (!data || !str(data.lockId)) return null;
  return {
    vehicleId: String(data.vehicleId ?? ""),
    lockId: str(data.lockId),
    expiresAt: str(data.expiresAt),
  };
}

export function readReservation(): Reservation | null {
  const data = readJson(RESERVATION_KEY);
  if (!data) return null;
  return {
    orderNumber: str(data.orderNumber),
    lockId: str(data.lockId),
    paymentId: str(data.paymentId),
    provider: str(data.provider),
    kind: str(data.kind),
    amount: typeof data.amount === "number" && Number.isFinite(data.amount) ? data.amount : null,
    currency: str(data.currency),
    idempotencyKey: str(data.idempotencyKey),
    customerEmail: str(data.customerEmail),
    customerName: str(data.customerName),
    customerPhone: str(data.customerPhone),
  };
}

export function writeReservation(patch: Partial<Reservation>): Reservation {
  const next: Reservation = {
    orderNumber: "",
    lockId: "",
    paymentId: "",
    provider: "",
    kind: "",
    amount: null,
    currency: "",
    idempotencyKey: "",
    customerEmail: "",
    customerName: "",
    customerPhone: "",
    ...readReservation(),
    ...patch,
  };
  writeJson(RESERVATION_KEY, next);
  return next;
}

/** The journey's data with some members replaced (the others kept as they are). */
export function patchJourneyData(patch: Record<string, unknown>): void {
  writeJson(JOURNEY_DATA_KEY, { ...readJson(JOURNEY_DATA_KEY), ...patch });
}
