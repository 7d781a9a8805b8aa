import { sql } from "drizzle-orm";
import type { Db } from "../../runtime/db/client.ts";
import { rowsOf } from "../../runtime/db/migrate.ts";

/**
 * A database with the electric-vehicle pre-order programme: `count` electric Range Rovers in the
 * programme's publication list (ev-preorder), a 5,000.00 AED fee, 15-minute soft locks, and the
 * settings given (l460BevConfig.*).
 */
export const EV_FEE_MINOR = 500_000;

let serial = 0;

export async function seedEvProgramme(
  db: Db,
  count: number,
  settings: Record<string, string> = {},
  listing = "ev-preorder",
): Promise<number[]> {
  const values: Record<string, string> = {
    "l460BevConfig.listing": listing,
    "l460BevConfig.reservation_fee": "5000",
    "l460BevConfig.currency": "AED",
    "l460BevConfig.recipients": "sales@distributor.example",
    ...settings,
  };
  for (const [key, value] of Object.entries(values))
    await db.execute(sql`INSERT INTO settings (key, value) VALUES (${key}, ${value})
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  await db.execute(sql`INSERT INTO stock_listings (name) SELECT ${listing}
    WHERE NOT EXISTS (SELECT 1 FROM stock_listings WHERE name = ${listing})`);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    serial += 1;
    const vin = `SALEVPRE${String(serial).padStart(3, "0")}${String(Date.now() % 1_000_000).padStart(6, "0")}`;
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`
        INSERT INTO stock_vehicles (vin, brand, model, state, status, engine_types, color_name, model_year, attributes)
        VALUES (${vin}, 'Land Rover', 'Range Rover Electric', 'new', 'in_production', '{bev}', 'Fuji White', 2027,
                ${JSON.stringify({ vin, version: "SE", nameplate_external_code: "L460" })}::jsonb)
        RETURNING id`),
    );
    if (!row) continue;
    ids.push(Number(row.id));
    await db.execute(sql`INSERT INTO stock_listing_vehicles (listing_id, vehicle_id)
      SELECT l.id, ${Number(row.id)} FROM stock_listings l WHERE l.name = ${listing}`);
  }
  return ids;
}

/** The code of the newest SMS the local provider "sent" to a number. */
export async function lastSmsCode(db: Db, phone: string): Promise<string> {
  const [row] = rowsOf<{ body: string }>(
    await db.execute(sql`SELECT body FROM local_sms_messages WHERE phone_number = ${phone}
      ORDER BY created_at DESC LIMIT 1`),
  );
  const code = /\d{6}/.exec(row?.body ?? "")?.[0];
  if (!code) throw new Error(`no SMS code was sent to ${phone}`);
  return code;
}

/** Lets the next code be sent at once (the 30-second resend rule), as if time had passed. */
export async function ageVerifications(db: Db, phone: string, seconds: number): Promise<void> {
  await db.execute(sql`UPDATE phone_verifications
    SET created_at = created_at - make_interval(secs => ${seconds})
    WHERE phone_number = ${phone}`);
}
