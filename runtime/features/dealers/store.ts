import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type {
  DealerAttributes,
  DealerList,
  DealerResource,
  PublicDealerList,
} from "../../../generated/types.ts";
import { checkDealer, dealerNumber as num, dealerText as text } from "../../core/dealers.ts";
import { pageCount } from "../../core/page-count.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { stockDealers } from "../../db/tables/stock.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, isUniqueViolation, notFound } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";

/**
 * The admin's Dealers tab (002 §3.15: the retailer locators have no fields; their retailers are
 * managed here): the stock_dealers rows, listed, searched, created, edited and deleted, each
 * write checked by the generated validator and audited in its transaction. A write to
 * stock_dealers fires its statement trigger (migrations/012_stock.sql), which bumps the stock
 * version and the settings content version: the listing indexes rebuild and every cached page
 * (those with retailer blocks among them) is rendered afresh, as after an import.
 *
 * What the tab edits is exactly what the retailer blocks and the dealers call read: the columns
 * dealer_code, name, brands, state, postcode and locality, and the attributes address, city,
 * country, phone, whatsapp, email, services, opening_hours, latitude and longitude. Other
 * attributes an import wrote (contact_details, display names) are kept as they are.
 */

/** The most dealers one list answer holds (meta.total counts every match). */
const ADMIN_DEALERS_MAX = 500;

/** The attributes the tab edits (the rest of DealerAttributes are columns). */
const EDITED_ATTRIBUTES = [
  "address",
  "city",
  "country",
  "phone",
  "whatsapp",
  "email",
  "services",
  "opening_hours",
  "latitude",
  "longitude",
] as const satisfies readonly (keyof DealerAttributes)[];

/** The import's older spelling of phone, which the blocks read when phone is empty. */
const LEGACY_PHONE = "mainPhone";

interface DealerRow {
  id: number;
  dealer_code: string;
  name: string;
  brands: string[] | null;
  state: string;
  postcode: string;
  locality: string;
  attributes: Record<string, unknown> | null;
  vehicles: number | string;
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : [];

/** A row's fields as the tab edits them, read as the retailer blocks read them. */
function attributesOf(row: Omit<DealerRow, "vehicles">): DealerAttributes {
  const a = row.attributes ?? {};
  return {
    dealer_code: row.dealer_code,
    name: row.name,
    brands: row.brands ?? [],
    state: row.state,
    postcode: row.postcode,
    locality: row.locality,
    address: text(a.address),
    city: text(a.city),
    country: text(a.country).toUpperCase(),
    phone: text(a.phone) || text(a[LEGACY_PHONE]),
    whatsapp: text(a.whatsapp),
    email: text(a.email),
    services: strings(a.services),
    opening_hours: text(a.opening_hours),
    latitude: num(a.latitude),
    longitude: num(a.longitude),
  };
}

function resourceOf(row: DealerRow): DealerResource {
  return {
    id: String(row.id),
    type: "dealer",
    attributes: attributesOf(row),
    meta: { vehicles: Number(row.vehicles) },
  };
}

/**
 * The stored attributes after an edit: the edited keys set (an empty one removed, as an import
 * leaves it out), the others kept; the tab's phone replaces the legacy spelling.
 */
function storedAttributes(
  before: Record<string, unknown>,
  dealer: DealerAttributes,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...before };
  delete out[LEGACY_PHONE];
  for (const key of EDITED_ATTRIBUTES) {
    const value = dealer[key];
    const isEmpty = value === "" || value === null || (Array.isArray(value) && value.length === 0);
    if (isEmpty) delete out[key];
    else out[key] = value;
  }
  return out;
}

/** The stock_dealers columns of a dealer, its attributes merged over what was stored. */
function storedRow(before: Record<string, unknown>, dealer: DealerAttributes) {
  return {
    dealerCode: dealer.dealer_code,
    name: dealer.name,
    brands: dealer.brands,
    state: dealer.state,
    postcode: dealer.postcode,
    locality: dealer.locality,
    attributes: storedAttributes(before, dealer),
  };
}

/** The body's attributes checked (the generated validator and the coordinates pair), or a 422. */
function checkedOrRefused(value: unknown): DealerAttributes {
  const { dealer, problems } = checkDealer(value);
  if (dealer) return dealer;
  const details = problems.map((p) => ({ ...p, pointer: `/data/attributes${p.pointer}` }));
  throw new ApiProblem(
    422,
    "invalid",
    details.map((d) => d.message).join(" / ") || "الوكيل غير صالح",
    details,
  );
}

const noSuchDealer = (id: number) => notFound(`لا يوجد وكيل بالمعرّف ${id}`);

function codeTaken(code: string): ApiProblem {
  const message = `رمز الوكيل: الرمز «${code}» مستخدم لوكيل آخر؛ اختر رمزاً غير مستخدم`;
  return new ApiProblem(409, "dealer_code_taken", message, [
    { pointer: "/data/attributes/dealer_code", rule: "unique", message },
  ]);
}

const vehiclesWord = (n: number): string => (n === 1 ? "سيارة واحدة" : `${n} سيارة`);

async function refuseTakenCode(db: Db, code: string, exceptId?: number): Promise<void> {
  const same = eq(stockDealers.dealerCode, code);
  const [taken] = await db
    .select({ id: stockDealers.id })
    .from(stockDealers)
    .where(exceptId === undefined ? same : and(same, ne(stockDealers.id, exceptId)))
    .limit(1);
  if (taken) throw codeTaken(code);
}

/** Runs a write; a unique violation that slipped past the check (a race) is still the 409. */
async function guardCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
}

const SELECT_DEALER = sql`
  SELECT d.id, d.dealer_code, d.name, d.brands, d.state, d.postcode, d.locality, d.attributes,
    (SELECT count(*) FROM stock_vehicles v WHERE v.dealer_id = d.id) AS vehicles`;

async function readDealer(db: Db, id: number, isLocked = false): Promise<DealerRow | null> {
  const [row] = rowsOf<DealerRow>(
    await db.execute(sql`${SELECT_DEALER} FROM stock_dealers d WHERE d.id = ${id}
      ${isLocked ? sql`FOR UPDATE OF d` : sql``}`),
  );
  return row ?? null;
}

/** The dealers whose name or dealer code holds `q` (any case), by name. */
export async function listDealers(db: Db, q?: string): Promise<DealerList> {
  const needle = (q ?? "").trim().toLocaleLowerCase("en");
  const where: SQL =
    needle === ""
      ? sql`true`
      : sql`(strpos(lower(d.name), ${needle}) > 0 OR strpos(lower(d.dealer_code), ${needle}) > 0)`;
  const rows = rowsOf<DealerRow & { total: number | string }>(
    await db.execute(sql`${SELECT_DEALER}, count(*) OVER () AS total
      FROM stock_dealers d
      WHERE ${where}
      ORDER BY lower(d.name), d.dealer_code
      LIMIT ${ADMIN_DEALERS_MAX}`),
  );
  return { data: rows.map(resourceOf), meta: { total: Number(rows[0]?.total ?? 0) } };
}

/**
 * A page of the dealers for visitors (the Core CMS API's GET /dealers), in the admin list's order:
 * each dealer's id and the fields the retailer blocks show, read as they read them; neither the
 * admin's vehicle count nor the attributes an import stored beside those fields.
 */
export async function listPublicDealers(
  db: Db,
  { page, items }: { page: number; items: number },
): Promise<PublicDealerList> {
  const [counted] = rowsOf<{ n: number | string }>(
    await db.execute(sql`SELECT count(*) AS n FROM stock_dealers`),
  );
  const rows = rowsOf<Omit<DealerRow, "vehicles">>(
    await db.execute(sql`
      SELECT d.id, d.dealer_code, d.name, d.brands, d.state, d.postcode, d.locality, d.attributes
      FROM stock_dealers d
      ORDER BY lower(d.name), d.dealer_code
      LIMIT ${items} OFFSET ${(page - 1) * items}`),
  );
  const total = Number(counted?.n ?? 0);
  return {
    data: rows.map((row) => ({
      id: String(row.id),
      type: "dealer" as const,
      attributes: attributesOf(row),
    })),
    meta: { total, page, items, pages: pageCount(total, items) },
  };
}

export async function getDealer(db: Db, id: number): Promise<DealerResource> {
  const row = await readDealer(db, id);
  if (!row) throw noSuchDealer(id);
  return resourceOf(row);
}

export async function createDealer(
  db: Db,
  actor: Actor | null,
  value: unknown,
): Promise<DealerResource> {
  const dealer = checkedOrRefused(value);
  return guardCode(dealer.dealer_code, () =>
    // A taken code breaks the unique index: guardCode answers it as 409.
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(stockDealers)
        .values(storedRow({}, dealer))
        .returning({ id: stockDealers.id });
      if (!row) throw new Error("the dealer was not stored");
      await recordAudit(tx, actor, {
        action: "create",
        entity: "dealer",
        entityId: row.id,
        after: dealer,
      });
      const stored = await readDealer(tx, row.id);
      if (!stored) throw new Error("the dealer was not stored");
      return resourceOf(stored);
    }),
  );
}

/**
 * Replaces a dealer's fields. A new dealer code is refused while stock vehicles name the dealer:
 * imports find a vehicle's dealer by the code (owner_dealer_code), so the next import would no
 * longer find this one.
 */
export async function updateDealer(
  db: Db,
  actor: Actor | null,
  id: number,
  value: unknown,
): Promise<DealerResource> {
  const dealer = checkedOrRefused(value);
  return guardCode(dealer.dealer_code, () =>
    db.transaction(async (tx) => {
      const before = await readDealer(tx, id, true);
      if (!before) throw noSuchDealer(id);
      if (before.dealer_code !== dealer.dealer_code) {
        await refuseTakenCode(tx, dealer.dealer_code, id);
        const vehicles = Number(before.vehicles);
        if (vehicles > 0) {
          const message = `رمز الوكيل: لا يمكن تغيير الرمز «${before.dealer_code}» لأن ${vehiclesWord(vehicles)} في المخزون تستخدمه، وتجد الاستيرادات الوكيل برمزه`;
          throw new ApiProblem(
            409,
            "dealer_in_use",
            message,
            [{ pointer: "/data/attributes/dealer_code", rule: "in_use", message }],
            { vehicles },
          );
        }
      }
      await tx
        .update(stockDealers)
        .set(storedRow(before.attributes ?? {}, dealer))
        .where(eq(stockDealers.id, id));
      await recordAudit(tx, actor, {
        action: "update",
        entity: "dealer",
        entityId: id,
        before: attributesOf(before),
        after: dealer,
      });
      const stored = await readDealer(tx, id);
      if (!stored) throw noSuchDealer(id);
      return resourceOf(stored);
    }),
  );
}

/**
 * Deletes a dealer no stock vehicle names. One that vehicles name is refused (409 dealer_in_use
 * with their count) rather than deleted: the foreign key would leave those vehicles without a
 * dealer (ON DELETE SET NULL), so the stock pages would lose their retailer and the dealer
 * filters would stop finding them. The row lock keeps an import from adding one meanwhile.
 */
export async function deleteDealer(db: Db, actor: Actor | null, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readDealer(tx, id, true);
    if (!before) throw noSuchDealer(id);
    const vehicles = Number(before.vehicles);
    if (vehicles > 0)
      throw new ApiProblem(
        409,
        "dealer_in_use",
        `لا يمكن حذف الوكيل «${before.name}»: ${vehiclesWord(vehicles)} في المخزون تستخدمه. يمكن حذفه حين لا تبقى له سيارات.`,
        undefined,
        { vehicles },
      );
    await tx.delete(stockDealers).where(eq(stockDealers.id, id));
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "dealer",
      entityId: id,
      before: attributesOf(before),
    });
  });
}
