import { asc, eq, sql } from "drizzle-orm";
import type { ModelSpec, ModelSpecAdmin, ModelSpecValues } from "../../../generated/types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { modelSpecs } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { notFound } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";

type Row = typeof modelSpecs.$inferSelect;

const modelOf = (row: Row): ModelSpec => ({ key: row.key, specs: row.specs });
const adminOf = (row: Row): ModelSpecAdmin => ({
  key: row.key,
  specs: row.specs,
  updated_at: row.updated_at.toISOString(),
});

export const noSuchModel = () => notFound("لا توجد مواصفات لهذا الطراز.");

/** One model's specs by its (lower-case) key, or null. */
export async function findModelSpec(db: Db, key: string): Promise<ModelSpec | null> {
  const [model] = await findModelSpecs(db, [key]);
  return model ?? null;
}

/**
 * The models of `keys` that have specs, in the order of `keys`, in one read. A key of the model
 * catalogue's models (migration 019) reads the model's sheet over its nameplate's, so a figure the
 * whole nameplate shares is kept once, on the nameplate's sheet.
 */
export async function findModelSpecs(db: Db, keys: readonly string[]): Promise<ModelSpec[]> {
  if (keys.length === 0) return [];
  const rows = rowsOf<{ key: string; specs: ModelSpecValues }>(
    await db.execute(sql`
      SELECT k.key, coalesce(ns.specs, '{}'::jsonb) || coalesce(ms.specs, '{}'::jsonb) AS specs
      FROM unnest(ARRAY[${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]) AS k(key)
      LEFT JOIN model_specs ms ON ms.key = k.key
      LEFT JOIN catalogue_models m ON m.key = k.key
      LEFT JOIN catalogue_nameplates n ON n.id = m.nameplate_id
      LEFT JOIN model_specs ns ON ns.key = n.code
      WHERE ms.key IS NOT NULL OR ns.key IS NOT NULL`),
  );
  const byKey = new Map(rows.map((r) => [r.key, { key: r.key, specs: r.specs }]));
  return keys.flatMap((k) => byKey.get(k) ?? []);
}

/** Every model, by key. */
export async function listModelSpecs(db: Db): Promise<ModelSpecAdmin[]> {
  const rows = await db.select().from(modelSpecs).orderBy(asc(modelSpecs.key));
  return rows.map(adminOf);
}

/** Spec values as stored: texts trimmed, in the order written. */
function cleanSpecs(specs: ModelSpecValues): ModelSpecValues {
  const out: ModelSpecValues = {};
  for (const [name, value] of Object.entries(specs))
    out[name] = typeof value === "string" ? value.trim() : value;
  return out;
}

/** Stores a model's whole spec map (created when new), audited in the same transaction. */
export async function putModelSpec(
  db: Db,
  actor: Actor | null,
  key: string,
  specs: ModelSpecValues,
): Promise<ModelSpecAdmin> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(modelSpecs)
      .where(eq(modelSpecs.key, key))
      .for("update");
    const values = { specs: cleanSpecs(specs), updated_at: new Date() };
    const [row] = await tx
      .insert(modelSpecs)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: modelSpecs.key, set: values })
      .returning();
    if (!row) throw new Error("the model specs were not stored");
    const after = adminOf(row);
    await recordAudit(tx, actor, {
      action: before ? "update" : "create",
      entity: "model_spec",
      entityId: key,
      ...(before ? { before: modelOf(before) } : {}),
      after: modelOf(row),
    });
    return after;
  });
}

/** Deletes a model's specs; 404 when there are none. */
export async function deleteModelSpec(db: Db, actor: Actor | null, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(modelSpecs).where(eq(modelSpecs.key, key)).returning();
    if (!before) throw noSuchModel();
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "model_spec",
      entityId: key,
      before: modelOf(before),
    });
  });
}

/** Stores models that are not there yet (the demo import); existing ones are left as they are. */
export async function seedModelSpecs(db: Db, models: readonly ModelSpec[]): Promise<void> {
  if (models.length === 0) return;
  await db
    .insert(modelSpecs)
    .values(models.map((m) => ({ key: m.key, specs: cleanSpecs(m.specs) })))
    .onConflictDoNothing();
}
