import {
  type ReservationPayment,
  reservationPaymentOf,
} from "../../runtime/core/stock/order-online-config.ts";
import type { OrderOnlineTexts } from "./texts.ts";

/**
 * What the server hands each screen of the order-online journey (001 §2 'Order online
 * journey'): the screen, the vehicle as the journey shows it, the reservation fee, the site's
 * order-online content (steps, checkout and success pages) and the texts. The same props render
 * the screen on the server and hydrate it in the browser (site/islands/order-online.tsx).
 */

export type OrderOnlineScreen = "details" | "checkout" | "success" | "confirmation";

/** The vehicle of the journey: a stock vehicle, or a configurator build (configUrl set). */
export interface JourneyVehicle {
  /** The stock vehicle's id ("" for a configurator build that has none). */
  id: string;
  /**
   * The vehicle_id the buy-online calls name: the stock id, or the configurator build's item id
   * (a build is not one car of the stock).
   */
  orderVehicleId: string;
  /** The publication lists it was read from (the showroom's `list`). */
  lists: string[];
  /** The configurator build's address ("" on the stock journey). */
  configUrl: string;
  title: string;
  subtitle: string;
  photo: { src: string; alt: string } | null;
  /** The purchase price as the showroom shows it ("" when hidden or on request). */
  priceText: string;
  vin: string;
  state: string;
  /** The dealer (company) the reservation is made with. */
  companyUuid: string;
  /** The vehicle's showroom page, where the top bar's back link goes. */
  showroomHref: string;
}

/** The reservation fee in major units (5000 AED), formatted by the browser with Intl. */
export interface JourneyFee {
  amount: number;
  currency: string;
}

/** A heading and a paragraph an editor wrote for a page of the journey ("" when unset). */
export interface EditorPage {
  heading: string;
  paragraph: string;
}

/** The site's order-online configs as the screens use them (001 §3 'Order online config'). */
export interface JourneyContent {
  steps: { id: string; label: string }[];
  /** checkout_payment.vendor.type, trimmed and upper-cased ("" for our card provider). */
  vendorType: string;
  softLockMinutes: number;
  /** order_online.payment_on_hold: the card deposit is authorised, and the distributor captures it. */
  paymentOnHold: boolean;
  detailsHeading: string;
  formHeading: string;
  termsLabel: string;
  /** checkout_authentication.enabled: a signed-in visitor only may reserve. */
  isAuthenticationOn: boolean;
  confirmationPage: EditorPage;
  rebookingPage: EditorPage;
  errorPage: EditorPage;
  confirmationErrorPage: EditorPage;
  confirmationFailurePage: EditorPage;
}

/** How a payment is taken for the vendor (001 §4 'Order-online journey', §9). */
export type PaymentWay = ReservationPayment;

/** The vendor type's way of paying (the core's rule, the one the order calls apply). */
export const paymentWay = (vendorType: string): PaymentWay => reservationPaymentOf(vendorType);

/** A stock id as the number it is; a configurator build's item id as its text. */
export function orderVehicleId(id: string): number | string {
  return /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : id;
}

/** What the page and its islands know of the site. */
export interface JourneySite {
  lang: string;
  tag: string;
  dir: "rtl" | "ltr";
  base: string;
  timeZone: string;
  /** The locale numbers and money are written in (Latin digits when the price settings say so). */
  numberLocale: string;
}

export interface OrderOnlineProps {
  screen: OrderOnlineScreen;
  site: JourneySite;
  texts: OrderOnlineTexts;
  /** null: the screen was opened without a vehicle (checkout, success from storage only). */
  vehicle: JourneyVehicle | null;
  fee: JourneyFee | null;
  content: JourneyContent;
  /** The listing page (stock_locator.stock_page_path), the way out of the journey. */
  listingHref: string;
  /** The order of the confirmation screen ("" elsewhere). */
  orderNumber: string;
  isSignedIn: boolean;
  signInHref: string;
  /** The trade-in options' endpoint (stock_locator.endpoint_trade_in), null when unset. */
  tradeInEndpoint: string | null;
  /** Stripe.js is loaded with this key when the card provider is Stripe ("" otherwise). */
  stripePublishableKey: string;
}

/** The journey's addresses under the language base. */
export function journeyHref(
  base: string,
  screen: "details" | "checkout" | "success",
  vehicle: Pick<JourneyVehicle, "id" | "lists" | "configUrl"> | null,
): string {
  const root = `${base.endsWith("/") ? base : `${base}/`}showroom-order-online/`;
  const query = new URLSearchParams();
  if (vehicle?.configUrl) query.set("config_url", vehicle.configUrl);
  if (screen === "details") {
    if (vehicle?.lists.length) query.set("list", vehicle.lists.join(","));
    const path = vehicle?.id ? `vehicle/${encodeURIComponent(vehicle.id)}` : "vehicle";
    const q = query.toString();
    return `${root}${path}${q ? `?${q}` : ""}`;
  }
  if (vehicle?.id) query.set("vehicle", vehicle.id);
  if (vehicle?.lists.length) query.set("list", vehicle.lists.join(","));
  const q = query.toString();
  return `${root}${screen}${q ? `?${q}` : ""}`;
}

export function confirmationHref(base: string, orderNumber: string): string {
  return `${base.endsWith("/") ? base : `${base}/`}showroom-order-online/confirmation/${encodeURIComponent(orderNumber)}`;
}

/** Money in the page's language, e.g. «٥٬٠٠٠٫٠٠ د.إ.‏» (minor digits as the currency has them). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The currency's minor digits (AED 2, JPY 0), as the server converts major to minor units. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat(undefined, { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** A fee in major units as minor units (5000 AED → 500000). */
export function toMinor(fee: JourneyFee): number {
  return Math.round(fee.amount * 10 ** minorDigits(fee.currency));
}

/** A time in the page's language and the site's time zone, e.g. «١٠:٤٥ م». */
export function formatTime(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  try {
    return new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(date);
  }
}

/** A date and time in the page's language and the site's time zone. */
export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  try {
    return new Intl.DateTimeFormat(locale, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone,
    }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
  }
}
