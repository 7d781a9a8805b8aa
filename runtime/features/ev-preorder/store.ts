import { sql } from "drizzle-orm";
import { type EvLeadStatus, isEvLeadStatus } from "../../core/ev-preorder.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { ORDER_PAYMENT_STATUSES, type OrderPaymentStatus } from "../../db/tables/index.ts";

/**
 * A reservation as one row: the lead, its order, its vehicle, and its status. The status is
 * derived here, in one SQL expression, from the order's status, whether its hold is still live,
 * whether a payment was ever created, and whether the buyer asked to cancel: the list's filter and
 * every answer read the same rule (runtime/features/ev-preorder/README.md, 'Statuses').
 */

export interface LeadRecord {
  id: string;
  order_number: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  phone_verified_at: Date | null;
  locale: string;
  page_path: string;
  access_token_hash: string;
  cancel_token_hash: string;
  cancellation_requested_at: Date | null;
  cancellation_reason: string;
  terms_accepted_at: Date | null;
  created_at: Date;
  order_status: string;
  payment_status: OrderPaymentStatus;
  amount_minor: number;
  currency: string;
  lock_id: string;
  paid_at: Date | null;
  vehicle_id: string;
  vin: string;
  brand: string;
  model: string;
  version: string;
  model_year: number | null;
  color: string;
  status: EvLeadStatus;
  soft_lock_until: Date | null;
  payment_message: string;
}

/** The status rule (see the module's comment); `o` the order, `l` the lead. */
export const LEAD_STATUS_SQL = sql`
  CASE
    WHEN o.status = 'refunded' THEN
      CASE WHEN l.cancellation_requested_at IS NOT NULL THEN 'refunded' ELSE 'cancelled' END
    WHEN o.status = 'cancelled' THEN 'cancelled'
    WHEN o.status IN ('authorised', 'paid', 'confirmed') THEN
      CASE WHEN l.cancellation_requested_at IS NOT NULL THEN 'cancellation_initialised' ELSE 'paid' END
    WHEN o.status IN ('initiated', 'awaiting_payment', 'awaiting_confirmation')
         AND EXISTS (SELECT 1 FROM vehicle_holds h WHERE h.lock_id = o.lock_id
                     AND (h.expires_at > now() OR h.order_number IS NOT NULL)) THEN
      CASE WHEN o.status = 'awaiting_payment' THEN 'payment_intent_created' ELSE 'created' END
    WHEN EXISTS (SELECT 1 FROM payments p WHERE p.order_number = o.order_number) THEN 'payment_expired'
    ELSE 'expired'
  END`;

const SELECT_LEADS = sql`
  SELECT l.id, l.order_number, l.first_name, l.last_name, l.email, l.phone_number,
    l.phone_verified_at, l.locale, l.page_path, l.access_token_hash, l.cancel_token_hash,
    l.cancellation_requested_at, l.cancellation_reason, l.terms_accepted_at, l.created_at,
    o.status AS order_status, o.payment_status, o.amount_minor, o.currency, o.lock_id, o.paid_at,
    o.vehicle_id, o.vehicle_vin AS vin,
    coalesce(v.brand, '') AS brand, coalesce(v.model, '') AS model,
    coalesce(v.attributes->>'version', '') AS version, v.model_year,
    coalesce(v.color_name, '') AS color,
    ${LEAD_STATUS_SQL} AS status,
    (SELECT h.expires_at FROM vehicle_holds h
      WHERE h.lock_id = o.lock_id AND h.order_number IS NULL AND h.expires_at > now()) AS soft_lock_until,
    coalesce((SELECT e.detail->>'message' FROM payment_events e
      WHERE e.order_number = o.order_number AND e.kind = 'payment_failed'
      ORDER BY e.id DESC LIMIT 1), '') AS payment_message
  FROM ev_leads l
  JOIN orders o ON o.order_number = l.order_number
  LEFT JOIN stock_vehicles v ON v.id::text = o.vehicle_id`;

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value
      : new Date(String(value));

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function record(row: Record<string, unknown>): LeadRecord {
  const status = text(row.status);
  return {
    id: text(row.id),
    order_number: text(row.order_number),
    first_name: text(row.first_name),
    last_name: text(row.last_name),
    email: text(row.email),
    phone_number: text(row.phone_number),
    phone_verified_at: asDate(row.phone_verified_at),
    locale: text(row.locale),
    page_path: text(row.page_path),
    access_token_hash: text(row.access_token_hash),
    cancel_token_hash: text(row.cancel_token_hash),
    cancellation_requested_at: asDate(row.cancellation_requested_at),
    cancellation_reason: text(row.cancellation_reason),
    terms_accepted_at: asDate(row.terms_accepted_at),
    created_at: asDate(row.created_at) ?? new Date(0),
    order_status: text(row.order_status),
    payment_status: ORDER_PAYMENT_STATUSES.find((p) => p === row.payment_status) ?? "none",
    amount_minor: Number(row.amount_minor),
    currency: text(row.currency),
    lock_id: text(row.lock_id),
    paid_at: asDate(row.paid_at),
    vehicle_id: text(row.vehicle_id),
    vin: text(row.vin),
    brand: text(row.brand),
    model: text(row.model),
    version: text(row.version),
    model_year:
      row.model_year === null || row.model_year === undefined ? null : Number(row.model_year),
    color: text(row.color),
    status: isEvLeadStatus(status) ? status : "expired",
    soft_lock_until: asDate(row.soft_lock_until),
    payment_message: text(row.payment_message),
  };
}

export async function leadById(db: Db, id: string): Promise<LeadRecord | null> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`${SELECT_LEADS} WHERE l.id = ${id}`),
  );
  return row ? record(row) : null;
}

/** Reservations newest first, by status and a part of the name, e-mail, phone or reference. */
export async function listLeads(
  db: Db,
  input: {
    status?: EvLeadStatus | undefined;
    q?: string | undefined;
    page: number;
    perPage: number;
  },
): Promise<{ rows: LeadRecord[]; total: number }> {
  const q = input.q?.trim() ?? "";
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`WHERE (${input.status ?? null}::text IS NULL OR ${LEAD_STATUS_SQL} = ${input.status ?? null})
    AND (${q} = '' OR l.first_name || ' ' || l.last_name ILIKE ${like} OR l.email ILIKE ${like}
         OR l.phone_number ILIKE ${like} OR l.order_number ILIKE ${like})`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`${SELECT_LEADS} ${where}
      ORDER BY l.created_at DESC, l.id LIMIT ${input.perPage} OFFSET ${(input.page - 1) * input.perPage}`),
  );
  const [total] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM ev_leads l
      JOIN orders o ON o.order_number = l.order_number ${where}`),
  );
  return { rows: rows.map(record), total: Number(total?.n ?? 0) };
}
