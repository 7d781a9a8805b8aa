import { toMinor } from "../../adapters/payments/types.ts";
import { isRecord } from "../../core/records.ts";
import type { StockReader } from "../stock/index.ts";

/**
 * The money rules of an order, read from the site's order-online configs (001 §3 'Order online
 * config'): the reservation fee in minor units and its currency, how long a hold lasts, which
 * payment vendor takes the money, the connected accounts a card payment may go to, and who may
 * receive the inquiry e-mail. Read from the default language's site (with the 'all' entries
 * under it): the money does not differ by language.
 */
export interface OrderRules {
  amountMinor: number;
  currency: string;
  holdMinutes: number;
  /** The vendor type, trimmed and upper-cased (STRIPE, CARD, PAYPAL, LIQPAY, NO_PAYMENT_…). */
  vendorType: string;
  connectedAccounts: string[];
  inquiryRecipients: string[];
  /** order_online.payment_on_hold: a card deposit is authorised only, and the distributor captures it. */
  paymentOnHold: boolean;
}

export const DEFAULT_HOLD_MINUTES = 15;

/** A fee in major units (5000, "5000.50") as minor units, exactly; null when it is no amount. */
function feeMinor(value: unknown, currency: string): number | null {
  if (typeof value !== "number" && typeof value !== "string") return null;
  try {
    return toMinor(value, currency);
  } catch {
    return null;
  }
}

type ConfigEntry = {
  attributes: { config_type: string; vehicle_state: string; data: Record<string, unknown> };
};

/** The entry of a type: the one of the vehicle's state when there is one, else the stateless one. */
function entryData(
  entries: readonly ConfigEntry[],
  type: string,
  vehicleState: string,
): Record<string, unknown> {
  const ofType = entries.filter((e) => e.attributes.config_type === type);
  const chosen =
    ofType.find((e) => vehicleState !== "" && e.attributes.vehicle_state === vehicleState) ??
    ofType.find((e) => e.attributes.vehicle_state === "");
  return chosen?.attributes.data ?? {};
}

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "")
    : [];

/** The vendor type as the journey compares it (001 §4: trimmed and upper-cased). */
export const vendorTypeOf = (value: unknown): string =>
  typeof value === "string" ? value.trim().toUpperCase() : "";

export async function readOrderRules(
  stock: StockReader,
  site: string,
  input: { configurator: boolean; vehicleState: string },
): Promise<OrderRules> {
  const prefix = input.configurator ? "config_" : "";
  const entries = await stock.configs(site, [
    `${prefix}order_online`,
    `${prefix}order_online_checkout_page`,
  ]);
  const base = entryData(entries, `${prefix}order_online`, input.vehicleState);
  const checkout = entryData(entries, `${prefix}order_online_checkout_page`, input.vehicleState);
  const payment = isRecord(checkout.checkout_payment) ? checkout.checkout_payment : {};
  const vendor = isRecord(payment.vendor) ? payment.vendor : {};
  const currency =
    typeof base.currency === "string" && /^[A-Za-z]{3}$/.test(base.currency)
      ? base.currency.toUpperCase()
      : "AED";
  const minutes = Number(base.soft_lock_minutes);
  return {
    amountMinor: feeMinor(base.reservation_fee ?? 0, currency) ?? 0,
    currency,
    holdMinutes:
      Number.isInteger(minutes) && minutes >= 1 && minutes <= 24 * 60
        ? minutes
        : DEFAULT_HOLD_MINUTES,
    vendorType: vendorTypeOf(vendor.type) || vendorTypeOf(base.vendor) || "STRIPE",
    connectedAccounts: strings(vendor.stripe_connected_accounts),
    inquiryRecipients: strings(base.inquiry_recipients).map((e) => e.trim().toLowerCase()),
    paymentOnHold: base.payment_on_hold === true,
  };
}

/** Which payment kind a vendor type pays with; null: no payment (the two no-payment vendors). */
export function paymentKindOf(vendorType: string): "card" | "wallet" | "hosted" | null {
  if (isFreeReservation(vendorType) || isNoGateway(vendorType)) return null;
  if (vendorType === "PAYPAL") return "wallet";
  if (vendorType === "LIQPAY") return "hosted";
  return "card";
}

/** 001 §4: a reservation is free when the vendor type, trimmed and upper-cased, is NO_PAYMENT_JAPAN. */
export const isFreeReservation = (vendorType: string): boolean =>
  vendorTypeOf(vendorType) === "NO_PAYMENT_JAPAN";

/** 001 §4: NO_PAYMENT_WITH_CONFIRMATION_EMAIL means no payment gateway (confirmation by e-mail). */
export const isNoGateway = (vendorType: string): boolean =>
  vendorTypeOf(vendorType) === "NO_PAYMENT_WITH_CONFIRMATION_EMAIL";
