import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { IdempotencyConflict, PaymentProviderError } from "../../adapters/payments/types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import {
  type OrderRow,
  orders,
  type PaymentEventRow,
  type PaymentRow,
  paymentEvents,
  payments,
} from "../../db/tables/index.ts";
import { ApiProblem } from "../../http/problem.ts";

/** The orders' rows: read, locked for a change, their payments and their events. */

// Crockford's base32 without I, L, O, U: order numbers are read aloud and typed from e-mails.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new order number: 'SO-' and 8 random characters (40 bits: unguessable, short enough to read). */
export function newOrderNumber(): string {
  let out = "SO-";
  for (let i = 0; i < 8; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** A confirmation link's token (sent once by e-mail) and what the order keeps of it. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: tokenHash(token) };
}

export const tokenHash = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

export async function orderByNumber(db: Db, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.order_number, orderNumber)).limit(1);
  return row ?? null;
}

export async function orderByLock(db: Db, lockId: string): Promise<OrderRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(lockId)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.lock_id, lockId)).limit(1);
  return row ?? null;
}

/** The order's row, locked until the transaction ends: one change to an order at a time. */
export async function lockOrder(tx: Db, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.order_number, orderNumber))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function paymentOf(
  db: Db,
  provider: string,
  providerPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.provider, provider), eq(payments.provider_payment_id, providerPaymentId)),
    )
    .limit(1);
  return row ?? null;
}

export async function paymentsOfOrder(db: Db, orderNumber: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.order_number, orderNumber))
    .orderBy(desc(payments.created_at));
}

export async function eventsOfOrder(db: Db, orderNumber: string): Promise<PaymentEventRow[]> {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.order_number, orderNumber))
    .orderBy(paymentEvents.id);
}

export interface EventInput {
  orderNumber: string;
  kind: string;
  source: "buyer" | "provider" | "admin" | "system";
  actor?: string;
  provider?: string | null;
  providerEventId?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Records an event. A provider's event id is kept once: false when this one was already recorded
 * (a replayed webhook).
 */
export async function recordEvent(db: Db, event: EventInput): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      INSERT INTO payment_events (order_number, provider, provider_event_id, kind, source, actor, detail)
      VALUES (${event.orderNumber}, ${event.provider ?? null}, ${event.providerEventId ?? null},
              ${event.kind}, ${event.source}, ${event.actor ?? ""}, ${JSON.stringify(event.detail ?? {})}::jsonb)
      ON CONFLICT (provider, provider_event_id) DO NOTHING
      RETURNING id`),
  );
  return rows.length === 1;
}

/** A payment's connected account as the provider calls take it (Stripe's Stripe-Account). */
export const accountOptions = (accountId: string): { accountId?: string } =>
  accountId ? { accountId } : {};

/**
 * A call to a payment provider, its refusals in the API's words: a payment in the wrong state for
 * the call is 409 order_state, the same key with another request 409 idempotency_conflict, a
 * provider that refused or did not answer 502 payment_provider (its own message kept for the log,
 * not shown), one not configured here 503.
 */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof IdempotencyConflict)
      throw new ApiProblem(
        409,
        "idempotency_conflict",
        "This Idempotency-Key was used with another request",
      );
    if (error instanceof PaymentProviderError) {
      if (error.code === "payment_state")
        throw new ApiProblem(409, "order_state", "The payment cannot do this in its state");
      if (error.code === "not_configured")
        throw new ApiProblem(
          503,
          "payment_provider_unconfigured",
          "Payments of this kind are not configured on this site",
        );
      throw new ApiProblem(
        502,
        "payment_provider",
        "The payment provider could not complete the request: try again in a moment",
        undefined,
        { provider: error.provider },
      );
    }
    throw error;
  }
}
