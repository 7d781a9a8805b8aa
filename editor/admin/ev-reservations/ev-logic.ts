/**
 * Pure rules of the electric-vehicle reservations screen and the development phone: the admin
 * API's answers read defensively (a field the server leaves out is shown empty, never breaks the
 * screen), the list's filters as the query string the admin API reads (and back, from the screen's
 * address), a reservation row in the admin's words (money, dates and numbers through Intl in the
 * admin's language), which reservations a refund applies to, and a refund asked for once per
 * intention however often its button is pressed.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import {
  EV_LEAD_STATUSES,
  type EvLeadStatus,
  isEvLeadStatus,
} from "../../../runtime/core/ev-preorder.ts";
import { isRecord } from "../../../runtime/core/records.ts";
import { ApiError } from "../../api.ts";
import { formatMoney, type Row } from "../orders/order-logic.ts";
import type { EvAdminTexts } from "./texts.ts";

/** One reservation of GET /api/admin/ev_reservations. */
export interface EvReservationRow {
  id: string;
  reference: string;
  /** A lead status (EvLeadStatus); kept as sent so that a status this screen does not know still shows. */
  status: string;
  name: string;
  email: string;
  phone_number: string;
  vehicle: { id: string; title: string; vin: string };
  amount_minor: number;
  currency: string;
  created_at: string;
  paid_at: string | null;
  cancellation_requested_at: string | null;
}

/** One event of a reservation's timeline. */
export interface EvEvent {
  kind: string;
  source: string;
  actor: string | null;
  created_at: string;
  detail: unknown;
}

export type CrmValue = string | number | boolean | null;

/** GET /api/admin/ev_reservations/{id}: the row, what the CRM receives, and the events. */
export interface EvReservationDetail extends EvReservationRow {
  salesforce: Record<string, CrmValue>;
  events: EvEvent[];
  /** The fee's payment (none, pending, paid, refunded…: the orders' payment statuses). */
  payment_status: string;
  /** What the buyer gave as the reason when cancelling ('' for none). */
  cancellation_reason: string;
  /** The buyer's language. */
  locale: string;
}

export interface EvReservationList {
  rows: EvReservationRow[];
  total: number;
  page: number;
  pages: number;
}

/** One text message the local SMS provider kept instead of sending it. */
export interface SmsMessage {
  id: string;
  to: string;
  body: string;
  created_at: string;
}

export interface SmsList {
  messages: SmsMessage[];
  /** The configured SMS provider's name: `local` keeps its messages, `twilio` does not. */
  provider: string;
  total: number;
  perPage: number;
}

/** Messages a page of the development phone holds when the server does not say. */
export const SMS_PER_PAGE = 50;

const str = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
const strOrNull = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;
const num = (value: unknown, fallback = 0): number =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;
const int = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : fallback;

/** A reservation row from the API's JSON; null when it names no reservation. */
export function readReservation(value: unknown): EvReservationRow | null {
  if (!isRecord(value)) return null;
  const id = str(value.id);
  if (id === "") return null;
  const vehicle = isRecord(value.vehicle) ? value.vehicle : {};
  return {
    id,
    reference: str(value.reference),
    status: str(value.status),
    name: str(value.name),
    email: str(value.email),
    phone_number: str(value.phone_number),
    vehicle: { id: str(vehicle.id), title: str(vehicle.title), vin: str(vehicle.vin) },
    amount_minor: num(value.amount_minor),
    currency: str(value.currency) || "AED",
    created_at: str(value.created_at),
    paid_at: strOrNull(value.paid_at),
    cancellation_requested_at: strOrNull(value.cancellation_requested_at),
  };
}

/** The list's answer: its readable rows and its paging (one page at least). */
export function readReservationList(body: unknown): EvReservationList {
  const data = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  const meta = isRecord(body) && isRecord(body.meta) ? body.meta : {};
  const rows = data.map(readReservation).filter((row) => row !== null);
  const page = Math.max(1, int(meta.page, 1));
  return {
    rows,
    total: int(meta.total, rows.length),
    page,
    pages: Math.max(1, int(meta.pages, 1)),
  };
}

const isCrmValue = (value: unknown): value is CrmValue =>
  value === null ||
  typeof value === "string" ||
  typeof value === "boolean" ||
  (typeof value === "number" && Number.isFinite(value));

/** One reservation's answer; null when it holds none. */
export function readReservationDetail(body: unknown): EvReservationDetail | null {
  const data = isRecord(body) ? body.data : undefined;
  const row = readReservation(data);
  if (row === null || !isRecord(data)) return null;
  const salesforce: Record<string, CrmValue> = {};
  if (isRecord(data.salesforce))
    for (const [key, value] of Object.entries(data.salesforce))
      if (isCrmValue(value)) salesforce[key] = value;
  const events: EvEvent[] = (Array.isArray(data.events) ? data.events : [])
    .filter(isRecord)
    .map((event) => ({
      kind: str(event.kind),
      source: str(event.source),
      actor: strOrNull(event.actor),
      created_at: str(event.created_at),
      detail: event.detail,
    }))
    .filter((event) => event.kind !== "");
  return {
    ...row,
    salesforce,
    events,
    payment_status: str(data.payment_status),
    cancellation_reason: str(data.cancellation_reason),
    locale: str(data.locale),
  };
}

/** The development phone's answer, its messages newest first. */
export function readSmsList(body: unknown): SmsList {
  const data = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  const meta = isRecord(body) && isRecord(body.meta) ? body.meta : {};
  const messages = data
    .filter(isRecord)
    .map((m) => ({
      id: str(m.id),
      to: str(m.to),
      body: str(m.body),
      created_at: str(m.created_at),
    }))
    .filter((m) => m.id !== "");
  return {
    messages: newestFirst(messages),
    provider: str(meta.provider) || "local",
    total: int(meta.total, messages.length),
    perPage: Math.max(1, int(meta.per_page, SMS_PER_PAGE)),
  };
}

/** Messages newest first (those sent at the same moment keep the server's order). */
export function newestFirst<M extends { created_at: string }>(messages: readonly M[]): M[] {
  const time = (m: M) => {
    const t = Date.parse(m.created_at);
    return Number.isNaN(t) ? 0 : t;
  };
  return [...messages].sort((a, b) => time(b) - time(a));
}

/** The list's filters as the screen holds them ('' for none). */
export interface EvFilters {
  status: EvLeadStatus | "";
  /** A name, e-mail, phone number or reference, or part of one. */
  q: string;
  page: number;
}

export const NO_EV_FILTERS: EvFilters = { status: "", q: "", page: 1 };

/** The longest search the screen sends. */
const MAX_SEARCH = 100;

/** The filters as the admin API's query (empty values left out; page 1 is the default). */
export function evFiltersQuery(filters: EvFilters): {
  status?: EvLeadStatus;
  q?: string;
  page?: number;
} {
  const query: { status?: EvLeadStatus; q?: string; page?: number } = {};
  if (filters.status !== "") query.status = filters.status;
  // Control characters (a pasted line break) are no part of a search, and the API refuses them.
  const q = filters.q
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, MAX_SEARCH);
  if (q !== "") query.q = q;
  if (filters.page > 1) query.page = Math.trunc(filters.page);
  return query;
}

/** The filters as a query string: "status=paid&q=Salem&page=2" ('' for none). */
export function evFiltersToSearch(filters: EvFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(evFiltersQuery(filters)))
    if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

/** The filters an address's query string holds (anything unreadable is no filter). */
export function evFiltersFromSearch(search: string | URLSearchParams): EvFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const status = params.get("status") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    status: isEvLeadStatus(status) ? status : "",
    q: (params.get("q") ?? "").slice(0, MAX_SEARCH),
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

/** Every status the filter offers, in the order of a reservation's life then its exits. */
export const EV_FILTER_STATUSES: readonly EvLeadStatus[] = EV_LEAD_STATUSES;

/** A status in the admin's words (a status this screen does not know, as sent). */
export function statusLabel(status: string, t: EvAdminTexts): string {
  return isEvLeadStatus(status) ? t.statuses[status] : status;
}

/** How a status badge reads: done (paid), waiting on someone, or over. */
export type StatusTone = "ok" | "waiting" | "ended";

export function statusTone(status: string): StatusTone {
  if (status === "paid") return "ok";
  if (
    status === "created" ||
    status === "payment_intent_created" ||
    status === "cancellation_initialised"
  )
    return "waiting";
  return "ended";
}

/** The fee can be refunded: it was taken and has not been given back. */
export const isRefundable = (status: string): boolean =>
  status === "paid" || status === "cancellation_initialised";

/** The refund is offered: it applies, and the admin may move money (orders:write). */
export const offersRefund = (status: string, canWrite: boolean): boolean =>
  canWrite && isRefundable(status);

/** A phone number in its international spacing ("+971 50 123 4567"); as sent when unreadable. */
export function formatPhone(e164: string): string {
  if (e164.trim() === "") return "";
  try {
    return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
  } catch {
    return e164;
  }
}

/** A date and time in the admin's language ('' for none, the text itself when unreadable). */
export function formatWhen(
  value: string | null | undefined,
  lang: string,
  timeZone?: string,
): string {
  if (!value) return "";
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(lang, {
    dateStyle: "medium",
    timeStyle: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(time);
}

/** A count in the admin's language. */
export const formatCount = (value: number, lang: string): string =>
  new Intl.NumberFormat(lang).format(value);

/** A reservation row as the list shows it, every value in the admin's words. */
export interface ReservationRowView {
  reference: string;
  name: string;
  email: string;
  phone: string;
  vehicle: string;
  vin: string;
  fee: string;
  status: string;
  tone: StatusTone;
  created: string;
  /** When the fee was taken, or "not paid". */
  paid: string;
}

export function reservationRowView(
  row: EvReservationRow,
  t: EvAdminTexts,
  lang: string,
  timeZone?: string,
): ReservationRowView {
  return {
    reference: row.reference || row.id,
    name: row.name,
    email: row.email,
    phone: formatPhone(row.phone_number),
    vehicle: row.vehicle.title || row.vehicle.id,
    vin: row.vehicle.vin,
    fee: formatMoney(row.amount_minor, row.currency, lang),
    status: statusLabel(row.status, t),
    tone: statusTone(row.status),
    created: formatWhen(row.created_at, lang, timeZone),
    paid: row.paid_at ? formatWhen(row.paid_at, lang, timeZone) : t.notPaid,
  };
}

/**
 * What the CRM receives for the reservation, one row a field in the server's order: yes/no for
 * a flag, numbers in the admin's language, a dash for an empty field.
 */
export function crmRows(
  salesforce: Readonly<Record<string, CrmValue>>,
  t: EvAdminTexts,
  lang: string,
): Row[] {
  return Object.entries(salesforce).map(([key, value]) => ({
    key,
    label: key,
    value:
      value === null || value === ""
        ? t.dash
        : typeof value === "boolean"
          ? value
            ? t.yes
            : t.no
          : typeof value === "number"
            ? formatCount(value, lang)
            : value,
  }));
}

/**
 * Whether a failed refund's outcome is unknown, so that asking again is the same request (the
 * same Idempotency-Key): the server was not reached or did not finish (a network failure, a 5xx,
 * the first request still running). A refusal it gave (a 4xx) ends the intention.
 */
export function keepsKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.code === "idempotency_in_progress";
}

/**
 * A refund asked for once per intention: while one is on its way a second press joins it (one
 * request, one key); a request whose outcome is unknown is asked again with the same key, so the
 * provider refunds once; once the server has answered, the next press is a new intention.
 */
export function refundIntent<T>(
  send: (idempotencyKey: string) => Promise<T>,
  newKey: () => string = () => crypto.randomUUID(),
): () => Promise<T> {
  let key: string | null = null;
  let pending: Promise<T> | null = null;
  return () => {
    if (pending) return pending;
    key ??= newKey();
    const request = send(key).then(
      (answer) => {
        key = null;
        return answer;
      },
      (error: unknown) => {
        if (!keepsKey(error)) key = null;
        throw error;
      },
    );
    pending = request.finally(() => {
      pending = null;
    });
    return pending;
  };
}

/**
 * An event's kind in the admin's words: the reservation's own events, then those of its order and
 * payment (the commerce engine's, worded as on the orders screen), else the kind as recorded.
 */
export function eventLabel(
  kind: string,
  t: EvAdminTexts,
  orderEventKinds: Readonly<Record<string, string>>,
): string {
  return t.eventKinds[kind] ?? orderEventKinds[kind] ?? kind;
}

/** The refusal of a refund in the admin's words, by its code; null for one without words here. */
export function refusalText(error: unknown, t: EvAdminTexts): string | null {
  return error instanceof ApiError ? (t.refusals[error.code] ?? null) : null;
}
