import { isRecord } from "../../runtime/core/records.ts";
import {
  ORDER_ONLINE_DATA_KEY,
  readTradeInData,
  type TradeInData,
} from "../../runtime/core/stock/trade-in.ts";
import { STEPS_STORAGE_KEY } from "./steps-storage.ts";

/**
 * The order-online journey's browser stores (001 §3 'Order online storage data', §4 'Order-online
 * journey', §9 storage keys), each read and written whole as JSON under its key:
 *
 * - sl_order_online_data: what the visitor chose along the journey;
 * - sl_order_online_soft_lock: the hold the server gave ({vehicleId, lockId, expiresAt});
 * - sl_order_online_reservation: the order and payment under way ({orderNumber, lockId,
 *   paymentId, provider, idempotencyKey}), so the page the provider returns to can confirm it and
 *   a retry of the same attempt sends the same Idempotency-Key;
 * - sl_product_page_data: what the showroom hands the journey (finance selection, trade-in).
 *
 * Reading never throws: a missing, unreadable or malformed store reads as empty (null), and a
 * member of the wrong shape as absent. Writing never throws either: it answers false when the
 * browser refused (storage full or switched off). The storage is passed in (localStorage in the
 * browser, a Map-backed one in tests).
 */

/** The part of the Web Storage API the stores use. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const SOFT_LOCK_KEY = "sl_order_online_soft_lock";
export const RESERVATION_KEY = "sl_order_online_reservation";
export const PRODUCT_PAGE_DATA_KEY = "sl_product_page_data";
export { ORDER_ONLINE_DATA_KEY };

type Json = Record<string, unknown>;

function readJson(storage: StorageLike, key: string): Json | null {
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeJson(storage: StorageLike, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

function remove(storage: StorageLike, key: string): boolean {
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

const textOrNull = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== ""
    ? value
    : typeof value === "number" && Number.isFinite(value)
      ? String(value)
      : null;
const recordOrNull = (value: unknown): Json | null => (isRecord(value) ? value : null);

// ---------------------------------------------------------------------------------------------
// sl_order_online_data

/** The payment option the visitor chose, with what it carries (a finance product…). */
export interface PaymentOptionsData {
  type: string;
  data: unknown[];
  [further: string]: unknown;
}

/** An appointment booking: its date (YYYY-MM-DD) and time ({value: 'HH:MM'}). */
export interface AppBookingData {
  date: string;
  time: { value: string };
}

/** The dealer chosen to deliver the vehicle; its uuid is whom the payment goes to. */
export interface LocationDetails {
  uuid: string;
  [further: string]: unknown;
}

/** sl_order_online_data (001 §3 'Order online storage data'); null members are unset. */
export interface OrderOnlineData {
  vehicleId: string | null;
  /** The details step's path, to come back to from the checkout. */
  detailsRoute: string | null;
  location: Json | null;
  preselectedPaymentOption: string | null;
  tradeInData: TradeInData | null;
  /** The configurator build's URL on the configurator journey. */
  configUrl: string | null;
  paymentOptionsData: PaymentOptionsData | null;
  tabChoice: string | null;
  servicePackData: Json | null;
  appBookingData: AppBookingData | null;
  locationDetails: LocationDetails | null;
  /** Always locationDetails' uuid (see withLocationDetails). */
  paymentRecipient: string | null;
  termsAndConditionsData: Json | null;
}

export const EMPTY_ORDER_ONLINE_DATA: OrderOnlineData = {
  vehicleId: null,
  detailsRoute: null,
  location: null,
  preselectedPaymentOption: null,
  tradeInData: null,
  configUrl: null,
  paymentOptionsData: null,
  tabChoice: null,
  servicePackData: null,
  appBookingData: null,
  locationDetails: null,
  paymentRecipient: null,
  termsAndConditionsData: null,
};

function paymentOptionsDataOf(value: unknown): PaymentOptionsData | null {
  if (!isRecord(value) || typeof value.type !== "string") return null;
  return { ...value, type: value.type, data: Array.isArray(value.data) ? value.data : [] };
}

function appBookingDataOf(value: unknown): AppBookingData | null {
  if (!isRecord(value) || typeof value.date !== "string") return null;
  const time = isRecord(value.time) && typeof value.time.value === "string" ? value.time.value : "";
  return { date: value.date, time: { value: time } };
}

function locationDetailsOf(value: unknown): LocationDetails | null {
  if (!isRecord(value)) return null;
  const uuid = textOrNull(value.uuid);
  return uuid === null ? null : { ...value, uuid };
}

/** The order-online data a parsed store holds, each member checked. */
function orderOnlineDataOf(stored: Json | null): OrderOnlineData {
  if (stored === null) return EMPTY_ORDER_ONLINE_DATA;
  const locationDetails = locationDetailsOf(stored.locationDetails);
  return {
    vehicleId: textOrNull(stored.vehicleId),
    detailsRoute: textOrNull(stored.detailsRoute),
    location: recordOrNull(stored.location),
    preselectedPaymentOption: textOrNull(stored.preselectedPaymentOption),
    tradeInData: readTradeInData(JSON.stringify({ tradeInData: stored.tradeInData ?? null })),
    configUrl: textOrNull(stored.configUrl),
    paymentOptionsData: paymentOptionsDataOf(stored.paymentOptionsData),
    tabChoice: textOrNull(stored.tabChoice),
    servicePackData: recordOrNull(stored.servicePackData),
    appBookingData: appBookingDataOf(stored.appBookingData),
    locationDetails,
    paymentRecipient: locationDetails?.uuid ?? textOrNull(stored.paymentRecipient),
    termsAndConditionsData: recordOrNull(stored.termsAndConditionsData),
  };
}

export function readOrderOnlineData(storage: StorageLike): OrderOnlineData {
  return orderOnlineDataOf(readJson(storage, ORDER_ONLINE_DATA_KEY));
}

/**
 * Writes members of the order-online data over what is stored (the others kept). Setting
 * locationDetails sets paymentRecipient to its uuid, and clearing it clears the recipient.
 */
export function writeOrderOnlineData(
  storage: StorageLike,
  patch: Partial<OrderOnlineData>,
): boolean {
  const next: OrderOnlineData = { ...readOrderOnlineData(storage), ...patch };
  if ("locationDetails" in patch) next.paymentRecipient = patch.locationDetails?.uuid ?? null;
  return writeJson(storage, ORDER_ONLINE_DATA_KEY, next);
}

/** The data with the dealer chosen: paymentRecipient is set to locationDetails' uuid. */
export function withLocationDetails(
  data: OrderOnlineData,
  locationDetails: LocationDetails | null,
): OrderOnlineData {
  return { ...data, locationDetails, paymentRecipient: locationDetails?.uuid ?? null };
}

// ---------------------------------------------------------------------------------------------
// sl_order_online_soft_lock

/** The hold the server gave for a vehicle (POST /buy_online/orders/init). */
export interface StoredSoftLock {
  vehicleId: string;
  lockId: string;
  /** ISO 8601, as the server wrote it. */
  expiresAt: string;
}

export function readSoftLock(storage: StorageLike): StoredSoftLock | null {
  const stored = readJson(storage, SOFT_LOCK_KEY);
  if (stored === null) return null;
  const vehicleId = textOrNull(stored.vehicleId);
  const lockId = textOrNull(stored.lockId);
  const expiresAt = textOrNull(stored.expiresAt);
  if (vehicleId === null || lockId === null || expiresAt === null) return null;
  if (Number.isNaN(Date.parse(expiresAt))) return null;
  return { vehicleId, lockId, expiresAt };
}

export function writeSoftLock(storage: StorageLike, lock: StoredSoftLock): boolean {
  return writeJson(storage, SOFT_LOCK_KEY, lock);
}

export function clearSoftLock(storage: StorageLike): boolean {
  return remove(storage, SOFT_LOCK_KEY);
}

/** The stored hold of this vehicle that has not run out at `now`; null otherwise. */
export function liveSoftLockFor(
  storage: StorageLike,
  vehicleId: string | number,
  now: Date,
): StoredSoftLock | null {
  const lock = readSoftLock(storage);
  if (lock === null || lock.vehicleId !== String(vehicleId)) return null;
  return Date.parse(lock.expiresAt) > now.getTime() ? lock : null;
}

// ---------------------------------------------------------------------------------------------
// sl_order_online_reservation

/** The order and payment under way, kept across the provider's redirect. */
export interface StoredReservation {
  orderNumber: string;
  lockId: string;
  /** The provider's payment id (pi_…, PayPal order id, LiqPay order_id); null before one. */
  paymentId: string | null;
  provider: string | null;
  /** The Idempotency-Key of the current payment attempt (a retry of it sends the same). */
  idempotencyKey: string | null;
}

export function readReservation(storage: StorageLike): StoredReservation | null {
  const stored = readJson(storage, RESERVATION_KEY);
  if (stored === null) return null;
  const orderNumber = textOrNull(stored.orderNumber);
  const lockId = textOrNull(stored.lockId);
  if (orderNumber === null || lockId === null) return null;
  return {
    orderNumber,
    lockId,
    paymentId: textOrNull(stored.paymentId),
    provider: textOrNull(stored.provider),
    idempotencyKey: textOrNull(stored.idempotencyKey),
  };
}

export function writeReservation(storage: StorageLike, reservation: StoredReservation): boolean {
  return writeJson(storage, RESERVATION_KEY, reservation);
}

export function clearReservation(storage: StorageLike): boolean {
  return remove(storage, RESERVATION_KEY);
}

// ---------------------------------------------------------------------------------------------
// sl_product_page_data

/** The finance selection made on the showroom (001 §3 'Finance selection'). */
export interface FinanceSelection {
  /** cash, lease, subscription…; a calculator selection reads as lease. */
  type: string;
  selectedOptionData: { dataLayer: Json } | null;
  subscriptionProductsData: { duration: number | null; mileage: number | null } | null;
  /** The values read from the selection (duration, monthly payment, rate…), as chosen. */
  values: Json;
}

/** What the showroom hands the journey under sl_product_page_data. */
export interface ProductPageData {
  vehicleId: string | null;
  financeSelection: FinanceSelection | null;
  tradeInData: TradeInData | null;
}

/** A finance selection's type as the order reads it: a calculator selection is a lease. */
export function financeTypeOf(type: string): string {
  const normal = type.trim().toLowerCase();
  return normal === "calculator" ? "lease" : normal;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

function financeSelectionOf(value: unknown): FinanceSelection | null {
  if (!isRecord(value) || typeof value.type !== "string" || value.type.trim() === "") return null;
  const selected = recordOrNull(value.selectedOptionData);
  const dataLayer = selected ? recordOrNull(selected.dataLayer) : null;
  const subscription = recordOrNull(value.subscriptionProductsData);
  return {
    type: financeTypeOf(value.type),
    selectedOptionData: dataLayer ? { dataLayer } : null,
    subscriptionProductsData: subscription
      ? {
          duration: numberOrNull(subscription.duration),
          mileage: numberOrNull(subscription.mileage),
        }
      : null,
    values: recordOrNull(value.values) ?? {},
  };
}

export function readProductPageData(storage: StorageLike): ProductPageData {
  const stored = readJson(storage, PRODUCT_PAGE_DATA_KEY);
  return {
    vehicleId: textOrNull(stored?.vehicleId),
    financeSelection: financeSelectionOf(stored?.financeSelection),
    tradeInData: readTradeInData(JSON.stringify({ tradeInData: stored?.tradeInData ?? null })),
  };
}

export function writeProductPageData(storage: StorageLike, data: ProductPageData): boolean {
  return writeJson(storage, PRODUCT_PAGE_DATA_KEY, data);
}

// ---------------------------------------------------------------------------------------------
// Journey start

/**
 * Resets the journey's storage when a journey starts (the visitor arrives at the details step
 * from a showroom or a configurator link; not when a step is reloaded), before the steps are
 * initialised (001 §4):
 *
 * - sl_order_online_data starts again with this journey's vehicleId, detailsRoute and configUrl;
 *   the trade-in data is kept (it is the visitor's own car, whichever car they reserve), taken
 *   from the showroom's sl_product_page_data when that has some;
 * - the soft-lock store is cleared only when it is this vehicle's;
 * - the reservation store is cleared (an order under way belongs to the journey it started in);
 * - the steps store is cleared when the journey is for another vehicle or build than the stored
 *   data's (its steps and their order are that journey's); sl_product_page_data is the showroom's
 *   and is left as it is.
 *
 * Answers the data the journey starts with.
 */
export function resetJourneyStorage(
  storage: StorageLike,
  journey: { vehicleId: string | number | null; detailsRoute?: string; configUrl?: string | null },
): OrderOnlineData {
  const previous = readOrderOnlineData(storage);
  const vehicleId = journey.vehicleId === null ? null : String(journey.vehicleId);
  const configUrl = textOrNull(journey.configUrl);
  const tradeInData = readProductPageData(storage).tradeInData ?? previous.tradeInData;

  const lock = readSoftLock(storage);
  // An unreadable soft-lock store names no vehicle to compare with, so it stays as it is.
  if (lock !== null && vehicleId !== null && lock.vehicleId === vehicleId) clearSoftLock(storage);
  clearReservation(storage);
  if (previous.vehicleId !== vehicleId || previous.configUrl !== configUrl)
    remove(storage, STEPS_STORAGE_KEY);

  const data: OrderOnlineData = {
    ...EMPTY_ORDER_ONLINE_DATA,
    vehicleId,
    detailsRoute: textOrNull(journey.detailsRoute),
    configUrl,
    tradeInData,
  };
  remove(storage, ORDER_ONLINE_DATA_KEY);
  writeJson(storage, ORDER_ONLINE_DATA_KEY, data);
  return data;
}
