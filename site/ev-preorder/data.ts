import type { EvLeadStatus } from "../../runtime/core/ev-preorder.ts";
import { isEvLeadStatus } from "../../runtime/core/ev-preorder.ts";

/**
 * What the server reads for the pre-order blocks before the page renders
 * (runtime/features/ev-preorder/page-data.ts, page data kind "ev-preorder"), passed to both
 * islands as the prop `ev`: the programme's settings (l460BevConfig) and how many vehicles are
 * free now. The editor's preview has none: the blocks then show their landing with the editor's
 * texts.
 */
export interface EvBlockData {
  /** The pre-order API's base URL; "" is this server. */
  apiUrl: string;
  /** The SMS provider's path segment (`local` offline, `twilio`). */
  smsProvider: string;
  /** l460BevConfig.enabled: off, both blocks read "page unavailable". */
  enabled: boolean;
  /** Vehicles free now (0: the landing reads "no vehicles"). */
  available: number;
  fee: { amountMinor: number; currency: string };
  softLockMinutes: number;
  requirePhoneVerification: boolean;
  /** general.site_timezone: the lock notice's time is the site's. */
  timeZone: string;
  /** The page's language. */
  lang: string;
  /** This page's path with its language, e.g. "/ar/range-rover-electric/pre-order". */
  pagePath: string;
  stripePublishableKey: string | null;
  /** The allocation's model, for the landing's vehicle block. */
  vehicle: { title: string; image: string | null } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The island's `ev` prop when the server gave one (null in the editor's preview). */
export function evBlockDataOf(props: object): EvBlockData | null {
  const value: unknown = Reflect.get(props, "ev");
  if (!isRecord(value)) return null;
  const fee = value.fee;
  const vehicle = value.vehicle;
  if (
    typeof value.apiUrl !== "string" ||
    typeof value.smsProvider !== "string" ||
    typeof value.enabled !== "boolean" ||
    typeof value.available !== "number" ||
    !isRecord(fee) ||
    typeof fee.amountMinor !== "number" ||
    typeof fee.currency !== "string"
  )
    return null;
  return {
    apiUrl: value.apiUrl,
    smsProvider: value.smsProvider,
    enabled: value.enabled,
    available: value.available,
    fee: { amountMinor: fee.amountMinor, currency: fee.currency },
    softLockMinutes: typeof value.softLockMinutes === "number" ? value.softLockMinutes : 15,
    requirePhoneVerification: value.requirePhoneVerification !== false,
    timeZone: typeof value.timeZone === "string" ? value.timeZone : "Asia/Dubai",
    lang: typeof value.lang === "string" ? value.lang : "ar",
    pagePath: typeof value.pagePath === "string" ? value.pagePath : "",
    stripePublishableKey:
      typeof value.stripePublishableKey === "string" ? value.stripePublishableKey : null,
    vehicle:
      isRecord(vehicle) && typeof vehicle.title === "string"
        ? { title: vehicle.title, image: typeof vehicle.image === "string" ? vehicle.image : null }
        : null,
  };
}

/** A reservation as the API shows it to its buyer (the lead document's attributes). */
export interface LeadView {
  status: EvLeadStatus;
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  /** E.164. */
  phone_number: string;
  phone_verified: boolean;
  locale: string;
  vehicle: {
    id: string;
    title: string;
    vin_short: string;
    model_year: number | null;
    color: string;
  };
  reservation_fee: { amount_minor: number; currency: string };
  /** ISO, while the vehicle is soft-locked (created, payment_intent_created). */
  soft_lock_until: string | null;
  /** none|pending|requires_action|authorised|paid|failed|voided|refunded */
  payment_status: string;
  /** The provider's decline message, "" when none. */
  payment_message: string;
  created_at: string;
  paid_at: string | null;
  cancellation_requested_at: string | null;
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const strOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** A lead document's attributes read defensively; null when the status is not one we know. */
export function leadViewOf(attributes: Record<string, unknown>): LeadView | null {
  if (!isEvLeadStatus(attributes.status)) return null;
  const vehicle = isRecord(attributes.vehicle) ? attributes.vehicle : {};
  const fee = isRecord(attributes.reservation_fee) ? attributes.reservation_fee : {};
  return {
    status: attributes.status,
    reference: str(attributes.reference),
    first_name: str(attributes.first_name),
    last_name: str(attributes.last_name),
    email: str(attributes.email),
    phone_number: str(attributes.phone_number),
    phone_verified: attributes.phone_verified === true,
    locale: str(attributes.locale),
    vehicle: {
      id: str(vehicle.id),
      title: str(vehicle.title),
      vin_short: str(vehicle.vin_short),
      model_year: typeof vehicle.model_year === "number" ? vehicle.model_year : null,
      color: str(vehicle.color),
    },
    reservation_fee: {
      amount_minor: typeof fee.amount_minor === "number" ? fee.amount_minor : 0,
      currency: str(fee.currency),
    },
    soft_lock_until: strOrNull(attributes.soft_lock_until),
    payment_status: str(attributes.payment_status),
    payment_message: str(attributes.payment_message),
    created_at: str(attributes.created_at),
    paid_at: strOrNull(attributes.paid_at),
    cancellation_requested_at: strOrNull(attributes.cancellation_requested_at),
  };
}
