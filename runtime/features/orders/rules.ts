import {
  checkoutPageContent,
  configTypeFor,
  journeyOf,
  normalVendorType,
  orderOnlineSettings,
  reservationPaymentOf,
} from "../../core/stock/order-online-config.ts";
import type { StockReader } from "../stock/index.ts";

/**
 * The money rules of an order, read from the site's order-online configs (001 §3 'Order online
 * config', by the rules of runtime/core/stock/order-online-config.ts, which the journey's pages
 * read too): the reservation fee in minor units and its currency, how long a hold lasts, which
 * payment vendor takes the money, the connected accounts a card payment may go to, who may
 * receive the inquiry e-mail, and whether deposits are held. Read from the default language's
 * site (with the 'all' entries under it): the money does not differ by language.
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

/** The currency when the config names none. */
const DEFAULT_CURRENCY = "AED";

export async function readOrderRules(
  stock: StockReader,
  site: string,
  input: { configurator: boolean; vehicleState: string },
): Promise<OrderRules> {
  const journey = journeyOf(input.configurator ? "configurator" : null);
  const entries = await stock.configs(site, [
    configTypeFor("order_online", journey),
    configTypeFor("order_online_checkout_page", journey),
  ]);
  const scope = { journey, state: input.vehicleState };
  const settings = orderOnlineSettings(entries, scope, DEFAULT_CURRENCY);
  return {
    amountMinor: settings.reservationFeeMinor ?? 0,
    currency: settings.currency || DEFAULT_CURRENCY,
    holdMinutes: settings.softLockMinutes,
    vendorType: normalVendorType(settings.vendorType) || "STRIPE",
    connectedAccounts: checkoutPageContent(entries, scope).checkout_payment.vendor
      .stripeConnectedAccounts,
    inquiryRecipients: settings.inquiryRecipients,
    paymentOnHold: settings.paymentOnHold,
  };
}

/** Which payment kind a vendor type pays with; null: no payment (the two no-payment vendors). */
export function paymentKindOf(vendorType: string): "card" | "wallet" | "hosted" | null {
  const way = reservationPaymentOf(vendorType);
  return way === "free" || way === "confirmation_email" ? null : way;
}
