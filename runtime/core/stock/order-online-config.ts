import type { StockIncluded, StockMeta, StockVehicleResource } from "../../../generated/types.ts";
import { fromMinor, minorDigits, toMinor } from "../money.ts";
import { isRecord } from "../records.ts";
import { type ConfigEntryLike, configFor, ORDER_ONLINE_CONFIG_TYPES } from "./showroom-content.ts";

/**
 * The order-online config (001 §3 'Order online config', §4 'Order-online journey', §9 'Order
 * online') read from the stock service's config entries ({config_type, vehicle_state, data}), and
 * the configurator build turned into a stock vehicle (001 §3 'Configurator vehicle'). Pure: the
 * server's order calls and the journey's pages read the same rules.
 *
 * - The stock journey reads order_online, order_online_steps_page, order_online_checkout_page and
 *   order_online_success_page; the configurator journey (a config_url is given) their `config_`
 *   variants.
 * - Of each type, the entry for the vehicle's state is used when one exists, else the entry for
 *   every state (vehicle_state '').
 * - content_types[paymentOption] overrides the base content, section by section and deeply
 *   (objects merged key by key; a text, number or list replaces what it overrides).
 */

/** The prefix of the configurator journey's config types. */
export const CONFIGURATOR_CONFIG_PREFIX = "config_";

export type OrderOnlineJourney = "stock" | "configurator";
export type OrderOnlineConfigType = (typeof ORDER_ONLINE_CONFIG_TYPES)[number];

/** The configurator journey when a config_url is given, else the stock journey. */
export function journeyOf(configUrl: string | null | undefined): OrderOnlineJourney {
  return (configUrl ?? "").trim() === "" ? "stock" : "configurator";
}

/** The config type a journey reads for one of the order-online configs. */
export function configTypeFor(type: OrderOnlineConfigType, journey: OrderOnlineJourney): string {
  return journey === "configurator" ? `${CONFIGURATOR_CONFIG_PREFIX}${type}` : type;
}

/** Every config type a journey loads (the `all?config_type=` list). */
export function orderOnlineConfigTypes(journey: OrderOnlineJourney): string[] {
  return ORDER_ONLINE_CONFIG_TYPES.map((type) => configTypeFor(type, journey));
}

/** Where the config is read for: the journey, the vehicle's state, the chosen payment option. */
export interface OrderOnlineConfigScope {
  journey: OrderOnlineJourney;
  /** The vehicle's state (new, used, approved, demo); '' for none. */
  state: string;
  /** The payment option chosen (paymentOptionsData.type: cash, lease…); '' or absent for none. */
  paymentOption?: string;
}

type Json = Record<string, unknown>;

/**
 * `override` merged over `base`: objects key by key and deeply; anything else in `override`
 * (text, number, boolean, list, null) replaces what `base` had.
 */
export function deepMerge(base: Json, override: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const under = out[key];
    out[key] = isRecord(under) && isRecord(value) ? deepMerge(under, value) : value;
  }
  return out;
}

/**
 * A config's data with content_types[paymentOption] merged over it (content_types itself left
 * out of the answer). No payment option, or none the config names: the base content.
 */
export function contentForPaymentOption(data: Json, paymentOption: string | undefined): Json {
  const { content_types: contentTypes, ...base } = data;
  const option = (paymentOption ?? "").trim();
  if (option === "" || !isRecord(contentTypes)) return base;
  const override = contentTypes[option];
  return isRecord(override) ? deepMerge(base, override) : base;
}

/** One config's data for the scope (state entry first, payment option applied); null: none. */
export function orderOnlineConfigData(
  entries: readonly ConfigEntryLike[],
  type: OrderOnlineConfigType,
  scope: OrderOnlineConfigScope,
): Json | null {
  const entry = configFor(entries, configTypeFor(type, scope.journey), scope.state);
  return entry ? contentForPaymentOption(entry.attributes.data, scope.paymentOption) : null;
}

const textOf = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
const sectionOf = (value: unknown): Json => (isRecord(value) ? value : {});

// ---------------------------------------------------------------------------------------------
// Vendor types (001 §4, §9).

export const FREE_RESERVATION_VENDOR = "NO_PAYMENT_JAPAN";
export const NO_GATEWAY_VENDOR = "NO_PAYMENT_WITH_CONFIRMATION_EMAIL";

/** A vendor type as compared: trimmed and upper-cased ('' for none). */
export function normalVendorType(type: unknown): string {
  return typeof type === "string" ? type.trim().toUpperCase() : "";
}

/** A free reservation: the vendor type, trimmed and upper-cased, is NO_PAYMENT_JAPAN. */
export function isFreeReservation(type: unknown): boolean {
  return normalVendorType(type) === FREE_RESERVATION_VENDOR;
}

/**
 * No payment gateway: the vendor type is NO_PAYMENT_WITH_CONFIRMATION_EMAIL (compared trimmed and
 * upper-cased, as the free reservation's is).
 */
export function isNoGateway(type: unknown): boolean {
  return normalVendorType(type) === NO_GATEWAY_VENDOR;
}

/**
 * How a reservation is paid, by the vendor type: no payment (the e-mailed confirmation link),
 * free, the wallet provider (PAYPAL), the hosted checkout (LIQPAY), else by card (STRIPE, an
 * unknown or no vendor: our card provider is the default).
 */
export type ReservationPayment = "free" | "confirmation_email" | "card" | "wallet" | "hosted";

export function reservationPaymentOf(type: unknown): ReservationPayment {
  const vendor = normalVendorType(type);
  if (vendor === FREE_RESERVATION_VENDOR) return "free";
  if (vendor === NO_GATEWAY_VENDOR) return "confirmation_email";
  if (vendor === "PAYPAL") return "wallet";
  if (vendor === "LIQPAY") return "hosted";
  return "card";
}

// ---------------------------------------------------------------------------------------------
// Money.

/** The currency's minor digits (AED 2, JPY 0, BHD 3) by Intl; null for an unknown code. */
export function currencyMinorDigits(currency: string): number | null {
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return null;
  try {
    return minorDigits(code);
  } catch {
    return null;
  }
}

/** An amount in major units (5000 AED) in minor units (500000), exactly; null when it cannot be. */
export function toMinorUnits(amountMajor: number, currency: string): number | null {
  try {
    return toMinor(amountMajor, currency.trim().toUpperCase());
  } catch {
    return null;
  }
}

/** Minor units back to major units, for a provider that is sent "5000.00" (PayPal). */
export function toMajorText(amountMinor: number, currency: string): string | null {
  try {
    return fromMinor(amountMinor, currency.trim().toUpperCase());
  } catch {
    return null;
  }
}

export const DEFAULT_SOFT_LOCK_MINUTES = 15;

/** The order_online config's settings the journey and the order calls read. */
export interface OrderOnlineSettings {
  /** reservation_fee in major units, as the config writes it; null when unset or invalid. */
  reservationFee: number | null;
  /** The fee's currency (ISO 4217, upper case): the config's, else the fallback given. */
  currency: string;
  /** The fee in minor units of that currency; null when either is missing or invalid. */
  reservationFeeMinor: number | null;
  /** How long a hold lasts, soft_lock_minutes (default 15). */
  softLockMinutes: number;
  /** prices.include_tax: a configurator build's price is its gross price. */
  includeTax: boolean;
  /**
   * payment_on_hold (default false): the card deposit is authorised only (capture_method
   * manual), and the distributor captures it.
   */
  paymentOnHold: boolean;
  /** The vendor type as written (checkout_payment.vendor.type, else order_online's vendor). */
  vendorType: string;
  /** The payment options offered (payment_options), in order. */
  paymentOptions: string[];
  /** The addresses an inquiry e-mail may go to (inquiry_recipients), lower-cased. */
  inquiryRecipients: string[];
}

const positiveInteger = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;

/** The vendor type of a vendor written as {type} or as the type itself. */
const vendorTypeOf = (vendor: unknown): string =>
  isRecord(vendor) ? textOf(vendor.type) : textOf(vendor);

/**
 * The order_online config's settings for the scope. `fallbackCurrency` is the vehicle's or the
 * site's currency (price.currency_iso), used when the config names none.
 */
export function orderOnlineSettings(
  entries: readonly ConfigEntryLike[],
  scope: OrderOnlineConfigScope,
  fallbackCurrency = "",
): OrderOnlineSettings {
  const data = orderOnlineConfigData(entries, "order_online", scope) ?? {};
  const checkout = orderOnlineConfigData(entries, "order_online_checkout_page", scope) ?? {};
  const fee =
    typeof data.reservation_fee === "number" &&
    Number.isFinite(data.reservation_fee) &&
    data.reservation_fee >= 0
      ? data.reservation_fee
      : null;
  const currency = (textOf(data.currency) || fallbackCurrency.trim()).toUpperCase();
  const prices = sectionOf(data.prices);
  const paymentVendor = vendorTypeOf(sectionOf(checkout.checkout_payment).vendor);
  return {
    reservationFee: fee,
    currency,
    reservationFeeMinor: fee === null || currency === "" ? null : toMinorUnits(fee, currency),
    softLockMinutes: positiveInteger(data.soft_lock_minutes) ?? DEFAULT_SOFT_LOCK_MINUTES,
    includeTax: prices.include_tax === true,
    paymentOnHold: data.payment_on_hold === true,
    vendorType: paymentVendor || vendorTypeOf(data.vendor),
    paymentOptions: Array.isArray(data.payment_options)
      ? data.payment_options.map(textOf).filter((o) => o !== "")
      : [],
    inquiryRecipients: Array.isArray(data.inquiry_recipients)
      ? data.inquiry_recipients.map((r) => textOf(r).toLowerCase()).filter((r) => r !== "")
      : [],
  };
}

// ---------------------------------------------------------------------------------------------
// The pages' content.

/** A section of editor content (heading, paragraph, label…), as the config writes it. */
export type ConfigSection = Json;

export const CHECKOUT_SECTIONS = [
  "checkout_details",
  "checkout_form",
  "checkout_payment",
  "checkout_confirmation_page",
  "checkout_rebooking_page",
  "checkout_error_page",
  "checkout_terms_and_conditions",
  "checkout_authentication",
] as const;
type CheckoutSectionName = (typeof CHECKOUT_SECTIONS)[number];

export const SUCCESS_SECTIONS = [
  "reservation_confirmation_error_page",
  "reservation_confirmation_failure_page",
] as const;
type SuccessSectionName = (typeof SUCCESS_SECTIONS)[number];

/** The payment vendor of checkout_payment. */
export interface CheckoutVendor {
  /** As written; compare with isFreeReservation / isNoGateway / reservationPaymentOf. */
  type: string;
  /** The card provider's connected accounts (stripe_account_id of the payment call). */
  stripeConnectedAccounts: string[];
}

export type CheckoutPageContent = Record<
  Exclude<CheckoutSectionName, "checkout_payment">,
  ConfigSection
> & {
  checkout_payment: ConfigSection & { vendor: CheckoutVendor };
};

export type SuccessPageContent = Record<SuccessSectionName, ConfigSection>;

/** A connected account written as its id or as {id} / {account_id}. */
const accountIds = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((a) => (isRecord(a) ? textOf(a.id) || textOf(a.account_id) : textOf(a)))
        .filter((a) => a !== "")
    : [];

/** Every checkout section (an empty object for a section the config lacks), and its vendor. */
export function checkoutPageContent(
  entries: readonly ConfigEntryLike[],
  scope: OrderOnlineConfigScope,
): CheckoutPageContent {
  const data = orderOnlineConfigData(entries, "order_online_checkout_page", scope) ?? {};
  const order = orderOnlineConfigData(entries, "order_online", scope) ?? {};
  const payment = sectionOf(data.checkout_payment);
  const vendor = sectionOf(payment.vendor);
  return {
    checkout_details: sectionOf(data.checkout_details),
    checkout_form: sectionOf(data.checkout_form),
    checkout_payment: {
      ...payment,
      vendor: {
        type: textOf(vendor.type) || vendorTypeOf(order.vendor),
        stripeConnectedAccounts: accountIds(vendor.stripe_connected_accounts),
      },
    },
    checkout_confirmation_page: sectionOf(data.checkout_confirmation_page),
    checkout_rebooking_page: sectionOf(data.checkout_rebooking_page),
    checkout_error_page: sectionOf(data.checkout_error_page),
    checkout_terms_and_conditions: sectionOf(data.checkout_terms_and_conditions),
    checkout_authentication: sectionOf(data.checkout_authentication),
  };
}

/** The success page's sections: the reservation confirmation error and failure pages. */
export function successPageContent(
  entries: readonly ConfigEntryLike[],
  scope: OrderOnlineConfigScope,
): SuccessPageContent {
  const data = orderOnlineConfigData(entries, "order_online_success_page", scope) ?? {};
  return {
    reservation_confirmation_error_page: sectionOf(data.reservation_confirmation_error_page),
    reservation_confirmation_failure_page: sectionOf(data.reservation_confirmation_failure_page),
  };
}

/** One step of the steps page: its id (when the config gives one) and its label. */
export interface OrderOnlineStep {
  id: string;
  label: string;
}

/** The steps page's steps, in order, each with its label (steps without a label are skipped). */
export function stepsPageSteps(
  entries: readonly ConfigEntryLike[],
  scope: OrderOnlineConfigScope,
): OrderOnlineStep[] {
  const data = orderOnlineConfigData(entries, "order_online_steps_page", scope) ?? {};
  if (!Array.isArray(data.steps)) return [];
  return data.steps.flatMap((step, index): OrderOnlineStep[] => {
    const label = isRecord(step) ? textOf(step.label) : textOf(step);
    if (label === "") return [];
    return [{ id: (isRecord(step) ? textOf(step.id) : "") || String(index), label }];
  });
}

// ---------------------------------------------------------------------------------------------
// The configurator vehicle (001 §3 'Configurator vehicle').

/** A configurator build as GET /public_api/vehicles/config_data answers it (data.attributes). */
export interface ConfiguratorBuild {
  color?: string;
  item_id?: string;
  availability?: string;
  model_year?: number;
  gross_price?: number | null;
  net_price?: number | null;
  [other: string]: unknown;
}

/** The build as a stock vehicle answer, which the showroom's mapping reads like any vehicle. */
export interface ConfiguratorVehicle {
  data: StockVehicleResource;
  included: StockIncluded[];
  meta: StockMeta;
  vehicleFromConfigurator: true;
}

/** The button set setup of a configurator vehicle (001 §9: id 1, setup_type 'extended'). */
export const CONFIGURATOR_BUTTON_SET_SETUP_ID = "1";
const CONFIGURATOR_SETUP_TYPE = "extended";

type VehicleStatus = StockVehicleResource["attributes"]["status"];
const STATUSES: readonly VehicleStatus[] = [
  "stock",
  "available_soon",
  "reserved",
  "sold",
  "in_production",
  "on_demand",
  "delivery",
  "demo",
];
const isStatus = (value: string): value is VehicleStatus =>
  STATUSES.some((status) => status === value);

/** Attributes a build may carry under the stock vehicle's own names: kept as they are. */
const CARRIED_TEXT = [
  "nameplate_brand_name",
  "nameplate_name",
  "nameplate_model_group",
  "model_display_name",
  "version",
  "drivetrain",
  "long_description",
  "cover_photo_medium",
] as const;

const finiteOrNull = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/**
 * A configurator build turned into a stock vehicle: config_url; state 'new'; color_name from
 * color; nameplate_external_code from item_id; status from availability; production_year from
 * model_year; msrp_price the gross price when the order-online setting prices.include_tax is
 * true, else the net price. It comes with a button set setup (id 1, setup_type 'extended', no
 * financing options, the order-online config's reservation fee), meta buttons
 * [{button_set_setup_id 1}], and the flag vehicleFromConfigurator.
 *
 * Not in the build, ours: its id is its item_id (a build is not one car of the stock, so it has
 * no stock id), it has no VIN and no dealer, its price is shown (price_hidden false), and an
 * availability that is not a vehicle status reads on_demand (a build is made to order).
 */
export function configuratorVehicle(
  build: ConfiguratorBuild,
  input: {
    configUrl: string;
    /** prices.include_tax of the order-online config (orderOnlineSettings().includeTax). */
    includeTax: boolean;
    /** The order-online config's reservation_fee, major units (orderOnlineSettings()). */
    reservationFee: number | null;
    currency?: string;
  },
): ConfiguratorVehicle {
  const availability = textOf(build.availability);
  const price = input.includeTax ? finiteOrNull(build.gross_price) : finiteOrNull(build.net_price);
  const carried: Partial<Record<(typeof CARRIED_TEXT)[number], string>> = {};
  for (const key of CARRIED_TEXT) {
    const value = textOf(build[key]);
    if (value !== "") carried[key] = value;
  }
  const modelYear = finiteOrNull(build.model_year);
  const currency = (input.currency ?? textOf(build.currency)).trim().toUpperCase();
  return {
    data: {
      id: textOf(build.item_id) || input.configUrl,
      type: "vehicle",
      attributes: {
        vin: "",
        nameplate_brand_name: "",
        nameplate_name: "",
        ...carried,
        config_url: input.configUrl,
        state: "new",
        color_name: textOf(build.color),
        nameplate_external_code: textOf(build.item_id),
        status: isStatus(availability) ? availability : "on_demand",
        ...(modelYear === null ? {} : { production_year: modelYear, model_year: modelYear }),
        msrp_price: price,
        price_hidden: false,
        mileage_unit: "km",
        power_unit: "kW",
        ...(currency === "" ? {} : { currency }),
      },
      relationships: { owner: { data: null } },
    },
    included: [
      {
        id: CONFIGURATOR_BUTTON_SET_SETUP_ID,
        type: "button_set_setup",
        attributes: {
          setup_type: CONFIGURATOR_SETUP_TYPE,
          financing_options: [],
          reservation_fee: input.reservationFee,
        },
      },
    ],
    meta: {
      buttons: [{ button_set_setup_id: CONFIGURATOR_BUTTON_SET_SETUP_ID, label: "", id: "" }],
      prices: { sale_price: null, msrp_price: price, monthly_price: null, subscribe_price: null },
    },
    vehicleFromConfigurator: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Routes.

/** The journey's route names, for the analytics page category (001 §2). */
export type OrderOnlineRoute = "details" | "checkout" | "success" | "confirmation";

/**
 * The journey route of a path without the language base (`showroom-order-online/vehicle/12`):
 * details, checkout, success or confirmation; null for a path outside the journey. The details
 * and confirmation paths end in an id, so their last segment is not their route name.
 */
export function orderOnlineRoute(pagePath: string): OrderOnlineRoute | null {
  const segments = (pagePath.split(/[?#]/, 1)[0] ?? "").split("/").filter(Boolean);
  if (segments[0] !== "showroom-order-online") return null;
  switch (segments[1]) {
    case "vehicle":
      return "details";
    case "checkout":
    case "success":
    case "confirmation":
      return segments[1];
    default:
      return null;
  }
}
