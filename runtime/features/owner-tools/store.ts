import { asc, count, eq, sql } from "drizzle-orm";
import { pageCount } from "../../core/page-count.ts";
import type { Db } from "../../db/client.ts";
import { affectedVins } from "../../db/tables/owner-tools.ts";
import { stockVehicles } from "../../db/tables/stock.ts";
import type { Actor } from "../../http/actor.ts";
import { notFound } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";

/**
 * The owner tools' lookups (002 §7 'Map Update: VIN recognition', 'Local VIN Checker: VIN lookup
 * against a local database of affected cars'): where a VIN is found, and the admin's list of
 * affected vehicles (migrations/020_affected_vins.sql). VINs reach here normalised and checked
 * (runtime/core/vin.ts, the routes' schemas).
 */

export interface AffectedVinRow {
  vin: string;
  note: string;
  created_at: Date;
}

/** Where a VIN is known: in the stock (any list), in the list of affected vehicles. */
export async function findVin(
  db: Db,
  vin: string,
): Promise<{ inStock: boolean; isAffected: boolean }> {
  const [stock] = await db
    .select({ id: stockVehicles.id })
    .from(stockVehicles)
    .where(eq(stockVehicles.vin, vin))
    .limit(1);
  const [affected] = await db
    .select({ vin: affectedVins.vin })
    .from(affectedVins)
    .where(eq(affectedVins.vin, vin))
    .limit(1);
  return { inStock: stock !== undefined, isAffected: affected !== undefined };
}

/** A page of the list, by VIN; `q` keeps the VINs holding it (any case). */
export async function listAffectedVins(
  db: Db,
  query: { q?: string; page?: number; items?: number },
) {
  const page = query.page ?? 1;
  const items = query.items ?? 50;
  const q = (query.q ?? "").toUpperCase();
  const where = q === "" ? undefined : sql`strpos(${affectedVins.vin}, ${q}) > 0`;
  const [total] = await db.select({ n: count() }).from(affectedVins).where(where);
  const rows = await db
    .select()
    .from(affectedVins)
    .where(where)
    .orderBy(asc(affectedVins.vin))
    .limit(items)
    .offset((page - 1) * items);
  const n = Number(total?.n ?? 0);
  return { data: rows, meta: { total: n, page, items, pages: pageCount(n, items) } };
}

/**
 * Adds a VIN, audited. A VIN already listed is left as it is (its note too) and answered with
 * isNew false: the primary key decides, so two adds at the same moment make one row and one
 * audit entry.
 */
export async function addAffectedVin(
  db: Db,
  actor: Actor | null,
  body: { vin: string; note?: string },
): Promise<{ row: AffectedVinRow; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(affectedVins)
      .values({ vin: body.vin, note: body.note ?? "" })
      .onConflictDoNothing()
      .returning();
    if (made) {
      await recordAudit(tx, actor, {
        action: "create",
        entity: "affected_vin",
        entityId: made.vin,
        after: { vin: made.vin, note: made.note },
      });
      return { row: made, isNew: true };
    }
    const [kept] = await tx.select().from(affectedVins).where(eq(affectedVins.vin, body.vin));
    if (!kept) throw new Error("the affected VIN was neither stored nor found");
    return { row: kept, isNew: false };
  });
}

/** Removes a VIN, audited; 404 when it is not listed. */
export async function removeAffectedVin(db: Db, actor: Actor | null, vin: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(affectedVins).where(eq(affectedVins.vin, vin)).returning();
    if (!gone) throw notFound(`رقم الهيكل ${vin} ليس في قائمة المركبات المشمولة.`);
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "affected_vin",
      entityId: gone.vin,
      before: { vin: gone.vin, note: gone.note },
    });
  });
}

/** The demo's list (and any seed): added where missing, nothing audited. */
export async function seedAffectedVins(
  db: Db,
  rows: readonly { vin: string; note: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(affectedVins)
    .values([...rows])
    .onConflictDoNothing();
}
