/**
 * Pure rules of the orders screen: which actions apply to an order in each state, the list's
 * filters as the query string the admin API reads (and back, from the screen's address), money
 * from minor units and dates through Intl in the admin's language, and the buyer's, finance and
 * trade-in data as labelled rows.
 */
import type { AdminOrderDocument, AdminOrdersQuery } from "../../../generated/types.ts";
import { isRecord } from "../../../runtime/core/records.ts";
import type { OrderAction, OrderStatus, OrderTexts, PaymentStatus } from "./texts.ts";

type Order = AdminOrderDocument["data"];

/** Every order status, in the order of the life cycle then its side exits. */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  "initiated",
  "awaiting_payment",
  "awaiting_confirmation",
  "authorised",
  "paid",
  "confirmed",
  "cancelled",
  "expired",
  "refunded",
];

export const ORDER_ACTIONS: readonly OrderAction[] = [
  "capture",
  "cancel",
  "refund",
  "resend_confirmation",
];

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

const isOrderAction = (value: string): value is OrderAction =>
  (ORDER_ACTIONS as readonly string[]).includes(value);

/**
 * The actions that apply to an order, by its life cycle (initiated → awaiting payment →
 * authorised → paid → confirmed; cancelled, expired, refunded) and its payment's state, as the
 * server applies them:
 * - capture: the money is held (an authorised order);
 * - cancel: nothing has been taken yet (initiated, awaiting payment or the e-mailed link's
 *   confirmation) or the money is only held;
 * - refund: the money was taken (payment paid) on a paid or confirmed order;
 * - resend confirmation: the buyer has one to receive (authorised, paid, confirmed, or awaiting
 *   the e-mailed link's confirmation).
 */
export function actionsFor(status: OrderStatus, paymentStatus: PaymentStatus): OrderAction[] {
  const out: OrderAction[] = [];
  if (status === "authorised") out.push("capture");
  if (
    status === "initiated" ||
    status === "awaiting_payment" ||
    status === "awaiting_confirmation" ||
    status === "authorised"
  )
    out.push("cancel");
  if (paymentStatus === "paid" && (status === "paid" || status === "confirmed")) out.push("refund");
  if (
    status === "authorised" ||
    status === "paid" ||
    status === "confirmed" ||
    status === "awaiting_confirmation"
  )
    out.push("resend_confirmation");
  return out;
}

/**
 * The actions the screen offers: none without orders:write; else those the server says apply now
 * (its document's `actions`), or by the rules above when it names none.
 */
export function offeredActions(
  order: Pick<Order, "status" | "payment_status"> & { actions?: readonly string[] },
  canWrite: boolean,
): OrderAction[] {
  if (!canWrite) return [];
  const fromServer = order.actions?.filter(isOrderAction);
  return fromServer ?? actionsFor(order.status, order.payment_status);
}

/** The list's filters as the screen holds them (dates as YYYY-MM-DD, '' for none). */
export interface OrderFilters {
  status: OrderStatus | "";
  vehicle: string;
  from: string;
  to: string;
  page: number;
}

export const NO_FILTERS: OrderFilters = { status: "", vehicle: "", from: "", to: "", page: 1 };

/** Orders a page holds (the API's default). */
export const PER_PAGE = 25;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the admin API's query (empty values left out; page 1 is the default). */
export function filtersQuery(filters: OrderFilters): Partial<AdminOrdersQuery> {
  const query: Partial<AdminOrdersQuery> = {};
  if (filters.status !== "") query.status = filters.status;
  const vehicle = filters.vehicle.trim();
  if (vehicle !== "") query.vehicle = vehicle.slice(0, 100);
  // A range typed backwards is read the right way round.
  const [from, to] =
    DATE.test(filters.from) && DATE.test(filters.to) && filters.from > filters.to
      ? [filters.to, filters.from]
      : [filters.from, filters.to];
  if (DATE.test(from)) query.from = from;
  if (DATE.test(to)) query.to = to;
  if (filters.page > 1) query.page = Math.trunc(filters.page);
  return query;
}

/** The filters as a query string: "status=paid&vehicle=SAL&from=2026-01-01&page=2" ('' for none). */
export function filtersToSearch(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtersQuery(filters)))
    if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

/** The filters an address's query string holds (anything unreadable is no filter). */
export function filtersFromSearch(search: string | URLSearchParams): OrderFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const status = params.get("status") ?? "";
  const page = Number(params.get("page") ?? "1");
  const date = (key: string) => {
    const value = params.get(key) ?? "";
    return DATE.test(value) ? value : "";
  };
  return {
    status: isOrderStatus(status) ? status : "",
    vehicle: (params.get("vehicle") ?? "").slice(0, 100),
    from: date("from"),
    to: date("to"),
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

/** How many pages `total` orders fill (at least one). */
export const pageCount = (total: number, perPage = PER_PAGE): number =>
  Math.max(1, Math.ceil(total / Math.max(1, perPage)));

/** The currency's minor digits (AED 2, JPY 0, BHD 3) by Intl; 2 for a code Intl does not know. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** An amount in minor units as money in the admin's language: 500000 AED → "‏5,000.00 د.إ.‏". */
export function formatMoney(amountMinor: number, currency: string, lang: string): string {
  const digits = minorDigits(currency);
  const major = amountMinor / 10 ** digits;
  try {
    return new Intl.NumberFormat(lang, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    return `${new Intl.NumberFormat(lang).format(major)} ${currency}`;
  }
}

/** A date and time in the admin's language ('' for none, the text itself when unreadable). */
export function formatDateTime(value: string | null | undefined, lang: string): string {
  if (!value) return "";
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(time);
}

/** A language code as its name in the admin's language ("ar" → "العربية"); the code when unknown. */
export function languageName(code: string, lang: string): string {
  if (code.trim() === "") return "";
  try {
    return new Intl.DisplayNames([lang], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** One labelled value of the detail. */
export interface Row {
  key: string;
  label: string;
  value: string;
}

const textOf = (value: unknown): string =>
  typeof value === "string"
    ? value.trim()
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : "";

/**
 * A nested object's readable leaves as rows "a › b: value" (at most `max`), in its order; a leaf
 * whose dotted path `labels` names is labelled in the admin's words instead.
 */
export function flatRows(
  value: unknown,
  max = 40,
  labels: Readonly<Record<string, string>> = {},
): Row[] {
  const rows: Row[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (rows.length >= max) return;
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, [...path, String(i + 1)]);
      return;
    }
    if (isRecord(node)) {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
      return;
    }
    const text = textOf(node);
    const key = path.join(".");
    if (text !== "" && path.length > 0)
      rows.push({ key, label: labels[key] ?? path.join(" › "), value: text });
  };
  walk(value, []);
  return rows;
}

/**
 * The showroom's finance selection (001 §3 'Finance selection', carried as finance_option): its
 * type in words (a lease, cash…), the subscription's length and mileage labelled, anything else
 * by its path.
 */
export function financeRows(finance: unknown, t: OrderTexts, lang: string): Row[] {
  return flatRows(finance, 40, t.financeFields).map((row) =>
    row.key === "type"
      ? { ...row, value: t.financeTypes[row.value] ?? row.value }
      : { ...row, value: formatCount(row.value, lang) },
  );
}

/** A whole or decimal number written as digits, in the admin's language; other text as it is. */
function formatCount(value: string, lang: string | undefined): string {
  if (lang === undefined || !/^-?\d+(\.\d+)?$/.test(value)) return value;
  return new Intl.NumberFormat(lang).format(Number(value));
}

/** A `{name}` option's name, or the value itself. */
const nameOf = (value: unknown): string =>
  isRecord(value) ? textOf(value.name) || textOf(value.value) : textOf(value);

/**
 * The trade-in the buyer carried into the order (001 §3 'Trade-in': metadata.tradeInData with
 * isTradeInOn and rawData's brand, body type, fuel type, model, mileage, registration date and
 * registration); none when it is off or absent. With `lang`, the mileage is written in its digits.
 */
export function tradeInRows(metadata: unknown, t: OrderTexts, lang?: string): Row[] {
  const data = isRecord(metadata) ? metadata.tradeInData : undefined;
  if (!isRecord(data) || data.isTradeInOn === false) return [];
  const raw = isRecord(data.rawData) ? data.rawData : {};
  const registrationDate = isRecord(raw.registrationDate)
    ? textOf(raw.registrationDate.date)
    : textOf(raw.registrationDate);
  const rows: Row[] = [
    { key: "brand", label: t.tradeIn.brand, value: nameOf(raw.brand) },
    { key: "model", label: t.tradeIn.model, value: nameOf(raw.model) },
    { key: "bodyType", label: t.tradeIn.bodyType, value: nameOf(raw.bodyType) },
    { key: "fuelType", label: t.tradeIn.fuelType, value: nameOf(raw.fuelType) },
    { key: "mileage", label: t.tradeIn.mileage, value: formatCount(textOf(raw.mileage), lang) },
    { key: "registrationDate", label: t.tradeIn.registrationDate, value: registrationDate },
    { key: "registration", label: t.tradeIn.registration, value: textOf(raw.registration) },
  ];
  return rows.filter((r) => r.value !== "");
}

/**
 * The events of an order, oldest first (the timeline reads down in time), each with a key that
 * stays its own while events are added (its time, kind and source, numbered when repeated).
 */
export function timeline<E extends { created_at: string; kind: string; source?: string }>(
  events: readonly E[],
): (E & { key: string })[] {
  const seen = new Map<string, number>();
  return [...events]
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .map((event) => {
      const base = `${event.created_at}|${event.kind}|${event.source ?? ""}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      return { ...event, key: n === 1 ? base : `${base}|${n}` };
    });
}
