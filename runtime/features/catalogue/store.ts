import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type {
  CatalogueEngine,
  CatalogueEngineBody,
  CatalogueModel,
  CatalogueModelBody,
  CatalogueNamed,
  CatalogueNamedBody,
  CatalogueNameplate,
  CatalogueNameplateBody,
  ModelSpecValues,
} from "../../../generated/types.ts";
import type { CatalogueRows } from "../../core/catalogue.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import {
  catalogueBodyStyles,
  catalogueBrands,
  catalogueEngines,
  catalogueModels,
  catalogueNameplates,
  modelSpecs,
} from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, invalid, notFound, pgErrorOf } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";

const stamp = <T extends { updated_at: Date }>(
  row: T,
): Omit<T, "updated_at"> & { updated_at: string } => ({
  ...row,
  updated_at: row.updated_at.toISOString(),
});

/** Each kind's order: position, then id. */
const order = (t: { position: AnyPgColumn; id: AnyPgColumn }) => [asc(t.position), asc(t.id)];

/**
 * The whole catalogue, each kind in its order (position, then id), and the specification sheets
 * of its nameplates' codes and models' keys. Six small reads; the catalogue is a few hundred rows.
 */
export async function readCatalogue(db: Db): Promise<CatalogueRows> {
  const brands = await db
    .select()
    .from(catalogueBrands)
    .orderBy(...order(catalogueBrands));
  const bodyStyles = await db
    .select()
    .from(catalogueBodyStyles)
    .orderBy(...order(catalogueBodyStyles));
  const nameplates = await db
    .select()
    .from(catalogueNameplates)
    .orderBy(...order(catalogueNameplates));
  const models = await db
    .select()
    .from(catalogueModels)
    .orderBy(
      asc(catalogueModels.nameplate_id),
      sql`${catalogueModels.model_year} DESC`,
      ...order(catalogueModels),
    );
  const engines = await db
    .select()
    .from(catalogueEngines)
    .orderBy(asc(catalogueEngines.model_id), ...order(catalogueEngines));
  const keys = [...nameplates.map((n) => n.code), ...models.map((m) => m.key)];
  const sheets =
    keys.length === 0
      ? []
      : await db
          .select({ key: modelSpecs.key, specs: modelSpecs.specs })
          .from(modelSpecs)
          .where(inArray(modelSpecs.key, keys));
  const specs: Record<string, ModelSpecValues> = {};
  for (const s of sheets) specs[s.key] = s.specs;
  return {
    brands: brands.map(stamp),
    body_styles: bodyStyles.map(stamp),
    nameplates: nameplates.map(stamp),
    models: models.map(stamp),
    engines: engines.map(stamp),
    specs,
  };
}

/** How many offers name each car model key. */
export async function offerKeyCounts(db: Db): Promise<Map<string, number>> {
  const rows = rowsOf<{ key: string; n: number | string }>(
    await db.execute(
      sql`SELECT lower(car_model_key) AS key, count(*)::int AS n FROM offers GROUP BY 1 ORDER BY 1`,
    ),
  );
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

// ---------------------------------------------------------------------------------------------
// Writes: one row each, validated by the route's schema first, then here the rules across rows
// (the model key begins with its nameplate's code) and across fields (an electric engine), each
// refusal naming its field; unique codes and references are guarded by the database itself.

type Kind = "brand" | "body_style" | "nameplate" | "model" | "engine";

const KIND_WORD: Record<Kind, string> = {
  brand: "العلامة التجارية",
  body_style: "نوع الهيكل",
  nameplate: "الطراز",
  model: "الفئة",
  engine: "المحرك",
};

/** What uses a row of each kind, for the in_use refusal. */
const USED_BY: Partial<Record<Kind, string>> = {
  brand: "طرازات تتبع هذه العلامة التجارية",
  body_style: "فئات تستخدم نوع الهيكل هذا",
  nameplate: "فئات تتبع هذا الطراز",
};

/** The body field a foreign key names (catalogue_models_body_style_id_fkey → body_style_id). */
function foreignKeyField(constraint: string | undefined): string {
  const match = /_((?:brand|body_style|nameplate|model|image)_id)_fkey$/.exec(constraint ?? "");
  return match?.[1] ?? "id";
}

/** A database refusal of a write, as the API's answer; anything else is thrown as it is. */
function refusal(error: unknown, kind: Kind, codeField: "code" | "key"): never {
  const pg = pgErrorOf(error);
  if (pg?.code === "23505") {
    const rule = codeField === "key" ? "key_taken" : "code_taken";
    throw new ApiProblem(409, rule, `${codeField}: هذا الرمز مستخدم لـ${KIND_WORD[kind]} آخر.`, [
      { pointer: `/${codeField}`, rule: "unique", message: "هذا الرمز مستخدم من قبل." },
    ]);
  }
  if (pg?.code === "23503") {
    const field = foreignKeyField(pg.constraint);
    const message =
      field === "image_id"
        ? "لا توجد صورة بهذا الرقم في مكتبة الوسائط."
        : "لا يوجد عنصر بهذا الرقم.";
    throw invalid(`/${field}`, "exists", message);
  }
  throw error;
}

const missing = (kind: Kind, id: number) => notFound(`لا يوجد ${KIND_WORD[kind]} بالرقم ${id}.`);

const clean = (s: string) => s.trim();

function engineValues(body: CatalogueEngineBody) {
  return {
    model_id: body.model_id,
    code: body.code,
    name_ar: clean(body.name_ar),
    name_en: clean(body.name_en),
    position: body.position ?? 0,
    powertrain: body.powertrain,
    fuel: body.fuel,
    power_hp: body.power_hp ?? null,
    power_kw: body.power_kw ?? null,
    capacity_cc: body.capacity_cc ?? null,
    price_from: body.price_from ?? null,
    specs: cleanSpecs(body.specs ?? {}),
    updated_at: new Date(),
  };
}

function cleanSpecs(specs: ModelSpecValues): ModelSpecValues {
  const out: ModelSpecValues = {};
  for (const [name, value] of Object.entries(specs))
    out[name] = typeof value === "string" ? value.trim() : value;
  return out;
}

const namedValues = (body: CatalogueNamedBody) => ({
  code: body.code,
  name_ar: clean(body.name_ar),
  name_en: clean(body.name_en),
  position: body.position ?? 0,
  updated_at: new Date(),
});

/** Moves a specification sheet to a new key with its owner (nothing when it has none). */
async function moveSheet(tx: Db, from: string, to: string): Promise<void> {
  if (from === to) return;
  try {
    await tx
      .update(modelSpecs)
      .set({ key: to, updated_at: new Date() })
      .where(eq(modelSpecs.key, from));
  } catch (error) {
    if (pgErrorOf(error)?.code === "23505")
      throw new ApiProblem(
        409,
        "sheet_taken",
        "مواصفات محفوظة تحمل هذا الرمز الجديد: احذفها أولاً.",
        [{ pointer: "/code", rule: "unique", message: "توجد مواصفات بهذا الرمز." }],
      );
    throw error;
  }
}

/** Each kind's table, its audit entity and how a body becomes its columns. */
export interface CatalogueWriter<Body, Item> {
  create(actor: Actor | null, body: Body): Promise<Item>;
  update(actor: Actor | null, id: number, body: Body): Promise<Item>;
  remove(actor: Actor | null, id: number): Promise<void>;
}

type StoredRow = { id: number; updated_at: Date };
type Stamped<Row extends StoredRow> = ReturnType<typeof stamp<Row>>;

/**
 * One row inserted and audited in one transaction: `check` first (rules across rows), then the
 * insert, whose database refusals (a taken code, a missing reference) become the API's answers.
 */
function auditedCreate<Row extends StoredRow>(
  db: Db,
  actor: Actor | null,
  kind: Kind,
  codeField: "code" | "key",
  insert: (tx: Db) => Promise<Row[]>,
  check?: (tx: Db) => Promise<void>,
): Promise<Stamped<Row>> {
  return db.transaction(async (tx) => {
    if (check) await check(tx);
    const [row] = await insert(tx).catch((e) => refusal(e, kind, codeField));
    if (!row) throw new Error(`the ${kind} was not stored`);
    await recordAudit(tx, actor, {
      action: "create",
      entity: `catalogue_${kind}`,
      entityId: row.id,
      after: stamp(row),
    });
    return stamp(row);
  });
}

/**
 * One row updated and audited in one transaction: the row locked (404 when absent), `check` with
 * it as it was, the update (database refusals as in auditedCreate), then `moved` with the row as
 * it was and as it is (a sheet following a renamed key).
 */
function auditedUpdate<Row extends StoredRow>(
  db: Db,
  actor: Actor | null,
  kind: Kind,
  codeField: "code" | "key",
  id: number,
  steps: {
    lock: (tx: Db) => Promise<Row[]>;
    write: (tx: Db) => Promise<Row[]>;
    check?: (tx: Db, before: Row) => Promise<void>;
    moved?: (tx: Db, before: Row, row: Row) => Promise<void>;
  },
): Promise<Stamped<Row>> {
  return db.transaction(async (tx) => {
    const [before] = await steps.lock(tx);
    if (!before) throw missing(kind, id);
    if (steps.check) await steps.check(tx, before);
    const [row] = await steps.write(tx).catch((e) => refusal(e, kind, codeField));
    if (!row) throw missing(kind, id);
    if (steps.moved) await steps.moved(tx, before, row);
    await recordAudit(tx, actor, {
      action: "update",
      entity: `catalogue_${kind}`,
      entityId: id,
      before: stamp(before),
      after: stamp(row),
    });
    return stamp(row);
  });
}

/** Brands and body styles: a code and two names. */
function namedWriter(
  db: Db,
  kind: "brand" | "body_style",
): CatalogueWriter<CatalogueNamedBody, CatalogueNamed> {
  const table = kind === "brand" ? catalogueBrands : catalogueBodyStyles;
  return {
    create: (actor, body) =>
      auditedCreate(db, actor, kind, "code", (tx) =>
        tx.insert(table).values(namedValues(body)).returning(),
      ),
    update: (actor, id, body) =>
      auditedUpdate(db, actor, kind, "code", id, {
        lock: (tx) => tx.select().from(table).where(eq(table.id, id)).for("update"),
        write: (tx) => tx.update(table).set(namedValues(body)).where(eq(table.id, id)).returning(),
      }),
    remove: (actor, id) => removeRow(db, actor, kind, table, id),
  };
}

/** Deletes one row; 404 when absent, 409 in_use while others reference it. */
async function removeRow(
  db: Db,
  actor: Actor | null,
  kind: Kind,
  table:
    | typeof catalogueBrands
    | typeof catalogueBodyStyles
    | typeof catalogueNameplates
    | typeof catalogueModels
    | typeof catalogueEngines,
  id: number,
  after?: (tx: Db, before: Record<string, unknown>) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    let rows: Record<string, unknown>[];
    try {
      rows = await tx.delete(table).where(eq(table.id, id)).returning();
    } catch (error) {
      if (pgErrorOf(error)?.code === "23503")
        throw new ApiProblem(
          409,
          "in_use",
          `لا يمكن حذف ${KIND_WORD[kind]}: توجد ${USED_BY[kind] ?? "عناصر تستخدمه"}. احذفها أو انقلها أولاً.`,
          [{ pointer: "/id", rule: "in_use", message: USED_BY[kind] ?? "مستخدم" }],
        );
      throw error;
    }
    const [before] = rows;
    if (!before) throw missing(kind, id);
    if (after) await after(tx, before);
    await recordAudit(tx, actor, {
      action: "delete",
      entity: `catalogue_${kind}`,
      entityId: id,
      before: stampAny(before),
    });
  });
}

const stampAny = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );

function nameplateWriter(db: Db): CatalogueWriter<CatalogueNameplateBody, CatalogueNameplate> {
  const values = (body: CatalogueNameplateBody) => ({
    ...namedValues(body),
    brand_id: body.brand_id,
    image_id: body.image_id ?? null,
  });
  return {
    create: (actor, body) =>
      auditedCreate(db, actor, "nameplate", "code", (tx) =>
        tx.insert(catalogueNameplates).values(values(body)).returning(),
      ),
    update: (actor, id, body) =>
      auditedUpdate(db, actor, "nameplate", "code", id, {
        lock: (tx) =>
          tx.select().from(catalogueNameplates).where(eq(catalogueNameplates.id, id)).for("update"),
        check: async (tx, before) => {
          if (before.code === body.code) return;
          const [model] = await tx
            .select({ key: catalogueModels.key })
            .from(catalogueModels)
            .where(eq(catalogueModels.nameplate_id, id))
            .limit(1);
          if (model)
            throw invalid(
              "/code",
              "models_keyed",
              `مفاتيح فئات هذا الطراز تبدأ برمزه (${model.key}): لا يتغير الرمز ما دامت له فئات.`,
            );
        },
        write: (tx) =>
          tx
            .update(catalogueNameplates)
            .set(values(body))
            .where(eq(catalogueNameplates.id, id))
            .returning(),
        moved: (tx, before, row) => moveSheet(tx, before.code, row.code),
      }),
    remove: (actor, id) =>
      removeRow(db, actor, "nameplate", catalogueNameplates, id, async (tx, before) => {
        await tx.delete(modelSpecs).where(eq(modelSpecs.key, String(before.code)));
      }),
  };
}

/** A model's key begins with its nameplate's code and '_' (the sheets' key space, migration 019). */
async function checkModelKey(tx: Db, body: CatalogueModelBody): Promise<void> {
  const [nameplate] = await tx
    .select({ code: catalogueNameplates.code })
    .from(catalogueNameplates)
    .where(eq(catalogueNameplates.id, body.nameplate_id));
  if (!nameplate) throw invalid("/nameplate_id", "exists", "لا يوجد طراز بهذا الرقم.");
  if (!body.key.startsWith(`${nameplate.code}_`))
    throw invalid(
      "/key",
      "nameplate_prefix",
      `يبدأ مفتاح الفئة برمز طرازها ثم _ (${nameplate.code}_…).`,
    );
}

function modelWriter(db: Db): CatalogueWriter<CatalogueModelBody, CatalogueModel> {
  const values = (body: CatalogueModelBody) => ({
    ...namedValues({ ...body, code: body.key }),
    key: body.key,
    nameplate_id: body.nameplate_id,
    model_year: body.model_year,
    body_style_id: body.body_style_id,
    image_id: body.image_id ?? null,
    popular: body.popular ?? false,
  });
  const columns = (body: CatalogueModelBody) => {
    const { code: _code, ...rest } = values(body);
    return rest;
  };
  return {
    create: (actor, body) =>
      auditedCreate(
        db,
        actor,
        "model",
        "key",
        (tx) => tx.insert(catalogueModels).values(columns(body)).returning(),
        (tx) => checkModelKey(tx, body),
      ),
    update: (actor, id, body) =>
      auditedUpdate(db, actor, "model", "key", id, {
        lock: (tx) =>
          tx.select().from(catalogueModels).where(eq(catalogueModels.id, id)).for("update"),
        check: (tx) => checkModelKey(tx, body),
        write: (tx) =>
          tx
            .update(catalogueModels)
            .set(columns(body))
            .where(eq(catalogueModels.id, id))
            .returning(),
        moved: (tx, before, row) => moveSheet(tx, before.key, row.key),
      }),
    remove: (actor, id) =>
      removeRow(db, actor, "model", catalogueModels, id, async (tx, before) => {
        await tx.delete(modelSpecs).where(eq(modelSpecs.key, String(before.key)));
      }),
  };
}

function engineWriter(db: Db): CatalogueWriter<CatalogueEngineBody, CatalogueEngine> {
  return {
    create: (actor, body) =>
      auditedCreate(db, actor, "engine", "code", (tx) =>
        tx.insert(catalogueEngines).values(engineValues(body)).returning(),
      ),
    update: (actor, id, body) =>
      auditedUpdate(db, actor, "engine", "code", id, {
        lock: (tx) =>
          tx.select().from(catalogueEngines).where(eq(catalogueEngines.id, id)).for("update"),
        write: (tx) =>
          tx
            .update(catalogueEngines)
            .set(engineValues(body))
            .where(eq(catalogueEngines.id, id))
            .returning(),
      }),
    remove: (actor, id) => removeRow(db, actor, "engine", catalogueEngines, id),
  };
}

/** The catalogue's writers, one per kind. */
export function catalogueWriters(db: Db) {
  return {
    brand: namedWriter(db, "brand"),
    body_style: namedWriter(db, "body_style"),
    nameplate: nameplateWriter(db),
    model: modelWriter(db),
    engine: engineWriter(db),
  };
}

/** A whole catalogue stored when the database has none yet (the demo import); else nothing. */
export async function seedCatalogue(db: Db, seed: CatalogueSeed): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: catalogueBrands.id }).from(catalogueBrands).limit(1);
    if (existing) return;
    const ids = new Map<string, number>();
    for (const [i, b] of seed.brands.entries()) {
      const [row] = await tx
        .insert(catalogueBrands)
        .values({ ...b, position: i })
        .returning({ id: catalogueBrands.id });
      if (row) ids.set(`brand:${b.code}`, row.id);
    }
    for (const [i, b] of seed.bodyStyles.entries()) {
      const [row] = await tx
        .insert(catalogueBodyStyles)
        .values({ ...b, position: i })
        .returning({ id: catalogueBodyStyles.id });
      if (row) ids.set(`body:${b.code}`, row.id);
    }
    const need = (key: string) => {
      const id = ids.get(key);
      if (id === undefined)
        throw new Error(`the catalogue seed names ${key}, which it does not hold`);
      return id;
    };
    for (const [i, n] of seed.nameplates.entries()) {
      const [row] = await tx
        .insert(catalogueNameplates)
        .values({
          code: n.code,
          name_ar: n.name_ar,
          name_en: n.name_en,
          brand_id: need(`brand:${n.brand}`),
          image_id: n.image_id ?? null,
          position: i,
        })
        .returning({ id: catalogueNameplates.id });
      if (row) ids.set(`nameplate:${n.code}`, row.id);
      for (const [j, m] of n.models.entries()) {
        const [model] = await tx
          .insert(catalogueModels)
          .values({
            nameplate_id: need(`nameplate:${n.code}`),
            key: m.key,
            model_year: m.model_year,
            body_style_id: need(`body:${m.body_style}`),
            name_ar: m.name_ar,
            name_en: m.name_en,
            image_id: m.image_id ?? null,
            popular: m.popular ?? false,
            position: j,
          })
          .returning({ id: catalogueModels.id });
        if (!model) continue;
        for (const [k, e] of m.engines.entries())
          await tx
            .insert(catalogueEngines)
            .values({ ...engineValues({ ...e, model_id: model.id }), position: k });
        if (m.specs)
          await tx
            .insert(modelSpecs)
            .values({ key: m.key, specs: cleanSpecs(m.specs) })
            .onConflictDoNothing();
      }
    }
  });
}

/** The demo's catalogue, by codes (runtime/demo/demo-catalogue.ts). */
export interface CatalogueSeed {
  brands: { code: string; name_ar: string; name_en: string }[];
  bodyStyles: { code: string; name_ar: string; name_en: string }[];
  nameplates: {
    brand: string;
    code: string;
    name_ar: string;
    name_en: string;
    image_id?: number | null;
    models: {
      key: string;
      model_year: number;
      body_style: string;
      name_ar: string;
      name_en: string;
      image_id?: number | null;
      popular?: boolean;
      specs?: ModelSpecValues;
      engines: Omit<CatalogueEngineBody, "model_id">[];
    }[];
  }[];
}
