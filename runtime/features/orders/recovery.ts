import { sql } from "drizzle-orm";
import type { PaymentKind } from "../../adapters/payments/types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import type { OrdersService } from "./service.ts";
import { accountOptions, orderByNumber, recordEvent } from "./store.ts";

/**
 * The recovery sweep: whatever the process was doing when it stopped (killed between a payment
 * and its order's update, a webhook never delivered, a refund that failed), the next sweep brings
 * every order to one consistent state. It runs when the server starts and then every 30 seconds:
 * - a payment still in flight whose order waits for money is asked of its provider and applied;
 * - money still held by an order that is over (cancelled, its hold lost) is given back;
 * - an order waiting for a payment whose hold has run out, with no payment in flight, expires.
 */

const IN_FLIGHT = ["requires_payment", "requires_action", "processing"];

export async function sweepOrders(
  db: Db,
  service: OrdersService,
  log: (message: string, detail?: unknown) => void,
): Promise<{ applied: number; returned: number; expired: number }> {
  let applied = 0;
  let returned = 0;
  // 1. Payments in flight (or whose success never reached their order).
  const pending = rowsOf<{
    order_number: string;
    provider: string;
    provider_payment_id: string;
    kind: PaymentKind;
    account_id: string;
    status: string;
  }>(
    await db.execute(sql`
      SELECT p.order_number, p.provider, p.kind, p.provider_payment_id, p.account_id, p.status FROM payments p
      JOIN orders o ON o.order_number = p.order_number
      WHERE (p.status IN ('requires_payment', 'requires_action', 'processing')
             AND o.status IN ('initiated', 'awaiting_payment', 'expired')
             AND p.created_at > now() - interval '1 day')
         OR (p.status IN ('succeeded', 'authorised')
             AND o.status IN ('initiated', 'awaiting_payment', 'expired'))
         OR (p.status IN ('succeeded', 'authorised') AND o.status IN ('cancelled', 'refunded')
             AND o.payment_status IN ('paid', 'authorised'))
      ORDER BY p.created_at LIMIT 200`),
  );
  for (const row of pending) {
    const provider = service.providerOf(row.provider, row.kind);
    if (!provider) continue;
    try {
      const payment = await provider.retrieve(
        row.provider_payment_id,
        accountOptions(row.account_id),
      );
      // Still in flight, as last heard: nothing to apply yet.
      if (IN_FLIGHT.includes(payment.status) && payment.status === row.status) continue;
      const before = await orderByNumber(db, row.order_number);
      const after = await service.applyPayment(row.order_number, payment, "system");
      if (
        before &&
        (before.status !== after.status || before.payment_status !== after.payment_status)
      ) {
        applied += 1;
        if (after.payment_status === "refunded" || after.payment_status === "voided") returned += 1;
      }
    } catch (error) {
      log("an order's payment could not be reconciled", { order: row.order_number, error });
    }
  }
  // 3. Orders whose hold ran out with nothing paid and nothing in flight.
  const expired = rowsOf<{ order_number: string }>(
    await db.execute(sql`
      UPDATE orders o SET status = 'expired', updated_at = now()
      WHERE o.status IN ('initiated', 'awaiting_payment', 'awaiting_confirmation')
        AND o.config_url IS NULL
        AND NOT EXISTS (SELECT 1 FROM vehicle_holds h
                        WHERE h.lock_id = o.lock_id AND (h.expires_at > now() OR h.order_number IS NOT NULL))
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_number = o.order_number
                        AND p.status IN ('requires_action', 'processing', 'succeeded', 'authorised'))
      RETURNING o.order_number`),
  );
  for (const row of expired)
    await recordEvent(db, { orderNumber: row.order_number, kind: "expired", source: "system" });
  return { applied, returned, expired: expired.length };
}
