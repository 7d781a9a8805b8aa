import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";

/**
 * The hold on a stock vehicle (the "soft lock"): one row per vehicle in vehicle_holds, whose
 * primary key is the guard. Every change is one statement that decides and writes at once, so
 * two visitors can never both hold one car, on PGlite or on a PostgreSQL server under any
 * number of connections: there is no read followed by a write anywhere here.
 */

export interface HeldVehicle {
  lockId: string;
  expiresAt: Date;
}

export type HoldState = "active" | "expired" | "taken" | "ordered";

interface HoldRow {
  vehicle_id: number;
  lock_id: string;
  expires_at: Date | string;
  order_number: string | null;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * Takes the vehicle for `lockId` for `minutes`: inserted when nobody ever held it, or taken over
 * when the last hold has run out and no order has it. Null when someone else holds it, with
 * when their hold ends (null: an order has the car).
 */
export async function takeHold(
  db: Db,
  vehicleId: number,
  lockId: string,
  minutes: number,
): Promise<HeldVehicle | { heldUntil: Date | null }> {
  const [row] = rowsOf<HoldRow>(
    await db.execute(sql`
      INSERT INTO vehicle_holds (vehicle_id, lock_id, expires_at)
      VALUES (${vehicleId}, ${lockId}, now() + make_interval(mins => ${minutes}))
      ON CONFLICT (vehicle_id) DO UPDATE
        SET lock_id = EXCLUDED.lock_id, expires_at = EXCLUDED.expires_at, created_at = now()
        WHERE vehicle_holds.order_number IS NULL AND vehicle_holds.expires_at <= now()
      RETURNING vehicle_id, lock_id, expires_at, order_number`),
  );
  if (row) return { lockId: row.lock_id, expiresAt: asDate(row.expires_at) };
  const [current] = rowsOf<HoldRow>(
    await db.execute(
      sql`SELECT vehicle_id, lock_id, expires_at, order_number FROM vehicle_holds WHERE vehicle_id = ${vehicleId}`,
    ),
  );
  return {
    heldUntil: current && current.order_number === null ? asDate(current.expires_at) : null,
  };
}

/**
 * Makes the vehicle this order's for good (its money is in, or it was granted free): the hold of
 * `lockId` when it is still the vehicle's (even run out, as long as nobody took it since), or a
 * free vehicle. False when another visitor holds it now or another order has it.
 */
export async function secureHold(
  db: Db,
  vehicleId: number,
  lockId: string,
  orderNumber: string,
): Promise<boolean> {
  const rows = rowsOf<HoldRow>(
    await db.execute(sql`
      INSERT INTO vehicle_holds (vehicle_id, lock_id, expires_at, order_number)
      VALUES (${vehicleId}, ${lockId}, 'infinity', ${orderNumber})
      ON CONFLICT (vehicle_id) DO UPDATE
        SET lock_id = EXCLUDED.lock_id, expires_at = 'infinity', order_number = EXCLUDED.order_number
        WHERE (vehicle_holds.order_number IS NULL
                 AND (vehicle_holds.lock_id = EXCLUDED.lock_id OR vehicle_holds.expires_at <= now()))
           OR vehicle_holds.order_number = EXCLUDED.order_number
      RETURNING vehicle_id, lock_id, expires_at, order_number`),
  );
  return rows.length === 1;
}

/**
 * Keeps the vehicle for `lockId` until `until` (the no-payment vendor's confirmation window),
 * when the hold is still this visitor's or the car is free. False otherwise.
 */
export async function extendHold(
  db: Db,
  vehicleId: number,
  lockId: string,
  hours: number,
): Promise<boolean> {
  const rows = rowsOf<HoldRow>(
    await db.execute(sql`
      INSERT INTO vehicle_holds (vehicle_id, lock_id, expires_at)
      VALUES (${vehicleId}, ${lockId}, now() + make_interval(hours => ${hours}))
      ON CONFLICT (vehicle_id) DO UPDATE
        SET lock_id = EXCLUDED.lock_id, expires_at = EXCLUDED.expires_at
        WHERE vehicle_holds.order_number IS NULL
          AND (vehicle_holds.lock_id = EXCLUDED.lock_id OR vehicle_holds.expires_at <= now())
      RETURNING vehicle_id, lock_id, expires_at, order_number`),
  );
  return rows.length === 1;
}

/** Lets the vehicle go (an order cancelled or refunded): only the hold of this lock or order. */
export async function releaseHold(db: Db, lockId: string, orderNumber: string): Promise<void> {
  await db.execute(
    sql`DELETE FROM vehicle_holds WHERE lock_id = ${lockId} OR order_number = ${orderNumber}`,
  );
}

/** Where the hold of `lockId` on `vehicleId` stands now. */
export async function holdState(
  db: Db,
  vehicleId: number,
  lockId: string,
): Promise<{ state: HoldState; expiresAt: Date | null }> {
  const [row] = rowsOf<HoldRow & { live: boolean }>(
    await db.execute(sql`
      SELECT vehicle_id, lock_id, expires_at, order_number, expires_at > now() AS live
      FROM vehicle_holds WHERE vehicle_id = ${vehicleId}`),
  );
  if (!row) return { state: "expired", expiresAt: null };
  const mine = row.lock_id === lockId;
  if (row.order_number !== null) return { state: mine ? "ordered" : "taken", expiresAt: null };
  if (mine) return { state: row.live ? "active" : "expired", expiresAt: asDate(row.expires_at) };
  return { state: row.live ? "taken" : "expired", expiresAt: null };
}

/** The stock vehicles held or ordered now: other visitors see them as reserved. */
export async function reservedVehicleIds(db: Db): Promise<Set<number>> {
  const rows = rowsOf<{ vehicle_id: number }>(
    await db.execute(
      sql`SELECT vehicle_id FROM vehicle_holds WHERE order_number IS NOT NULL OR expires_at > now()`,
    ),
  );
  return new Set(rows.map((r) => Number(r.vehicle_id)));
}
