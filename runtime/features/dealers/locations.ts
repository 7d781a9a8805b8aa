import { asc, eq, sql } from "drizzle-orm";
import type { LocationAttributes, LocationResource } from "../../../generated/types.ts";
import { validateLocationAttributes } from "../../../generated/validate.ts";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/tables/forms.ts";
import type { Actor } from "../../http/actor.ts";
import { notFound } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";
import { checked } from "../forms/index.ts";

type LocationRow = typeof locations.$inferSelect;

const missing = () => notFound("There is no location with this id");

export function locationResource(row: LocationRow): LocationResource {
  return { id: String(row.id), type: "location", attributes: row.attributes };
}

/** Attributes checked by the generated validator and filled with their defaults. */
const checkedLocation = (value: unknown): LocationAttributes =>
  checked(validateLocationAttributes, value, "/data/attributes");

export async function listLocationRows(db: Db): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .orderBy(sql`${locations.attributes} ->> 'name'`, asc(locations.id));
}

export async function createLocationRow(
  db: Db,
  actor: Actor | null,
  value: unknown,
): Promise<LocationRow> {
  const attributes = checkedLocation(value);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(locations).values({ attributes }).returning();
    if (!row) throw new Error("the location was not stored");
    await recordAudit(tx, actor, {
      action: "create",
      entity: "location",
      entityId: row.id,
      after: attributes,
    });
    return row;
  });
}

export async function updateLocationRow(
  db: Db,
  actor: Actor | null,
  id: number,
  value: unknown,
): Promise<LocationRow> {
  const attributes = checkedLocation(value);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(locations).where(eq(locations.id, id)).for("update");
    if (!before) throw missing();
    const [row] = await tx
      .update(locations)
      .set({ attributes, updated_at: new Date() })
      .where(eq(locations.id, id))
      .returning();
    if (!row) throw missing();
    await recordAudit(tx, actor, {
      action: "update",
      entity: "location",
      entityId: id,
      before: before.attributes,
      after: attributes,
    });
    return row;
  });
}

export async function deleteLocationRow(db: Db, actor: Actor | null, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(locations).where(eq(locations.id, id)).returning();
    if (!row) throw missing();
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "location",
      entityId: id,
      before: row.attributes,
    });
  });
}
