import { asc, eq } from "drizzle-orm";
import type { Offer as OfferEntity, OfferInput, OfferPatch } from "../../../generated/types.ts";
import { mergeOfferProperties } from "../../core/offers.ts";
import type { Db } from "../../db/client.ts";
import { offersTable } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { notFound } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";

type OfferRow = typeof offersTable.$inferSelect;

const entityOf = (row: OfferRow): OfferEntity => ({
  id: row.id,
  car_model_key: row.car_model_key,
  properties: row.properties as OfferEntity["properties"],
  updated_at: row.updated_at.toISOString(),
});

/** Every stored offer, oldest first, as the admin manages them. */
export async function listStoredOffers(db: Db): Promise<OfferEntity[]> {
  const rows = await db.select().from(offersTable).orderBy(asc(offersTable.id));
  return rows.map(entityOf);
}

// The admin's writes, each audited in its own transaction -----------------------------------

const noSuchOffer = () => notFound("لا يوجد عرض بهذا المعرّف.");

export async function createStoredOffer(
  db: Db,
  actor: Actor | null,
  input: OfferInput,
): Promise<OfferEntity> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offersTable)
      .values({ car_model_key: input.car_model_key.trim(), properties: input.properties ?? {} })
      .returning();
    if (!row) throw new Error("the offer was not stored");
    const offer = entityOf(row);
    await recordAudit(tx, actor, {
      action: "create",
      entity: "offer",
      entityId: row.id,
      after: offer,
    });
    return offer;
  });
}

export async function updateStoredOffer(
  db: Db,
  actor: Actor | null,
  id: number,
  patch: OfferPatch,
): Promise<OfferEntity> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(offersTable)
      .where(eq(offersTable.id, id))
      .for("update");
    if (!current) throw noSuchOffer();
    const [row] = await tx
      .update(offersTable)
      .set({
        car_model_key: patch.car_model_key?.trim() ?? current.car_model_key,
        properties: patch.properties
          ? mergeOfferProperties(current.properties, patch.properties)
          : current.properties,
        updated_at: new Date(),
      })
      .where(eq(offersTable.id, id))
      .returning();
    if (!row) throw noSuchOffer();
    const offer = entityOf(row);
    await recordAudit(tx, actor, {
      action: "update",
      entity: "offer",
      entityId: id,
      before: entityOf(current),
      after: offer,
    });
    return offer;
  });
}

export async function deleteStoredOffer(db: Db, actor: Actor | null, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(offersTable).where(eq(offersTable.id, id)).returning();
    if (!row) throw noSuchOffer();
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "offer",
      entityId: id,
      before: entityOf(row),
    });
  });
}
