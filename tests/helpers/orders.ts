import { sql } from "drizzle-orm";
import type { Db } from "../../runtime/db/client.ts";
import { rowsOf } from "../../runtime/db/migrate.ts";

/**
 * A database with what the order-online journey needs: stock vehicles (new ones paid by card,
 * used ones free (NO_PAYMENT_JAPAN), approved ones confirmed by e-mail link, demo ones by the
 * wallet (PAYPAL), those of the test state 'hosted' by the hosted checkout (LIQPAY)) and the order-online
 * configs: a 5,000.00 AED reservation fee, 15-minute holds, the distributor's inquiry address.
 */
export const FEE_MINOR = 500_000;
export const DISTRIBUTOR = "sales@distributor.example";

export async function seedOrderOnline(
  db: Db,
  vehicles: { count: number; state?: "new" | "used" | "approved" } = { count: 4 },
): Promise<number[]> {
  await db.execute(sql`
    INSERT INTO stock_configs (site, config_type, vehicle_state, data) VALUES
      ('all', 'order_online', '', ${JSON.stringify({
        reservation_fee: 5000,
        currency: "AED",
        soft_lock_minutes: 15,
        inquiry_recipients: [DISTRIBUTOR],
      })}::jsonb),
      ('all', 'order_online_checkout_page', '', ${JSON.stringify({
        checkout_payment: { vendor: { type: "STRIPE", stripe_connected_accounts: ["acct_demo"] } },
      })}::jsonb),
      ('all', 'order_online_checkout_page', 'used', ${JSON.stringify({
        checkout_payment: { vendor: { type: " no_payment_japan " } },
      })}::jsonb),
      ('all', 'order_online_checkout_page', 'approved', ${JSON.stringify({
        checkout_payment: { vendor: { type: "NO_PAYMENT_WITH_CONFIRMATION_EMAIL" } },
      })}::jsonb),
      ('all', 'order_online_checkout_page', 'demo', ${JSON.stringify({
        checkout_payment: { vendor: { type: "PAYPAL" } },
      })}::jsonb),
      ('all', 'order_online_checkout_page', 'hosted', ${JSON.stringify({
        checkout_payment: { vendor: { type: "LIQPAY" } },
      })}::jsonb)
    ON CONFLICT DO NOTHING`);
  return addVehicles(db, vehicles.count, vehicles.state ?? "new");
}

let serial = 0;

/** Adds stock vehicles of a state; answers their ids. */
export async function addVehicles(db: Db, count: number, state: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    serial += 1;
    const vin = `SALBUYERTEST${String(serial).padStart(5, "0")}`;
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`
        INSERT INTO stock_vehicles (vin, brand, model, state, status, attributes)
        VALUES (${vin}, 'Land Rover', 'Defender', ${state}, 'stock',
                ${JSON.stringify({ vin, state, status: "stock", nameplate_brand_name: "Land Rover", nameplate_name: "Defender" })}::jsonb)
        RETURNING id`),
    );
    if (row) ids.push(Number(row.id));
  }
  // All in one publication list, 'orders', so the listing calls show them.
  await db.execute(sql`INSERT INTO stock_listings (name) SELECT 'orders'
    WHERE NOT EXISTS (SELECT 1 FROM stock_listings WHERE name = 'orders')`);
  for (const id of ids)
    await db.execute(sql`
      INSERT INTO stock_listing_vehicles (listing_id, vehicle_id)
      SELECT l.id, ${id} FROM stock_listings l WHERE l.name = 'orders'`);
  return ids;
}

/** The outbox's order mail, oldest first. */
export async function orderMail(
  db: Db,
): Promise<{ to: string[]; subject: string; text: string }[]> {
  const rows = rowsOf<{ target: { to: string[] }; payload: { subject: string; text: string } }>(
    await db.execute(
      sql`SELECT target, payload FROM outbox WHERE kind = 'order_mail' ORDER BY created_at, id`,
    ),
  );
  return rows.map((r) => ({ to: r.target.to, subject: r.payload.subject, text: r.payload.text }));
}
