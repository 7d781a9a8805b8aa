import { type SQL, sql } from "drizzle-orm";
import type {
  StockDealerList,
  StockRetailerList,
  StockRetailersQuery,
  TradeInOptionsDocument,
} from "../../../generated/types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { stockNotFound } from "../stock/index.ts";

/**
 * The stock data service's dealers and trade-in calls (001 §7):
 * - GET /public_api/listing//{listingId}/retailers (the documented double slash; the one-slash
 *   spelling answers the same): the postcode search's dealers, by brand, state, postcode,
 *   locality and dealer codes; every dealer of the company, whether or not it has vehicles in
 *   the list (a postcode whose dealers have none is what makes the search narrow to its state).
 * - GET /public_api/listing/{listingId}/dealers: the dealers with vehicles in the list, of one
 *   brand, sorted by name (id and ciCode).
 * - GET /trade_in/form_options: body types, brands, models (of a brand) and fuel types.
 * An unknown publication list is 404. Inputs are checked by the route's schemas (bounded, no
 * control characters, unknown parameters refused with a 400 naming them).
 */

/** The most dealers one answer lists (meta.total still counts them all). */
const DEALERS_ANSWER_MAX = 1000;

interface DealerRow {
  id: number;
  uuid: string;
  dealer_code: string;
  name: string;
  brands: string[];
  state: string;
  postcode: string;
  locality: string;
  attributes: Record<string, unknown>;
  total: number | string;
}

const textOf = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;
const numberOf = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value)
    ? value
    : typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))
      ? Number(value)
      : null;

const noSuchListing = (listing: string) => stockNotFound(`No publication list named ${listing}`);

async function listingId(db: Db, name: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM stock_listings WHERE name = ${name}`),
  );
  if (!row) throw noSuchListing(name);
  return Number(row.id);
}

const lower = (value: string) => value.trim().toLocaleLowerCase("en");

/** The WHERE conditions of the dealers call's q[...] parameters. */
function retailerConditions(query: StockRetailersQuery): SQL[] {
  const where: SQL[] = [];
  const brand = query["q[brand_eq]"];
  if (brand !== undefined)
    where.push(sql`EXISTS (SELECT 1 FROM unnest(d.brands) b WHERE lower(b) = ${lower(brand)})`);
  const state = query["q[state_eq]"];
  if (state !== undefined) where.push(sql`upper(d.state) = ${state.trim().toUpperCase()}`);
  const postcode = query["q[postcode_eq]"];
  if (postcode !== undefined) where.push(sql`d.postcode = ${postcode}`);
  const locality = query["q[locality_eq]"];
  if (locality !== undefined)
    where.push(sql`lower(trim(d.locality)) = ${lower(locality).replace(/\s+/g, " ")}`);
  const codes = [...(query["q[dealer_code_in][]"] ?? []), ...(query["q[dealer_code_in]"] ?? [])];
  if (query["q[dealer_code_in][]"] !== undefined || query["q[dealer_code_in]"] !== undefined)
    where.push(
      codes.length === 0
        ? sql`false`
        : sql`d.dealer_code IN (${sql.join(
            [...new Set(codes)].map((c) => sql`${c}`),
            sql`, `,
          )})`,
    );
  return where;
}

const whereOf = (conditions: SQL[]): SQL =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);

async function findRetailers(
  db: Db,
  listing: string,
  query: StockRetailersQuery,
): Promise<StockRetailerList> {
  await listingId(db, listing);
  const rows = rowsOf<DealerRow>(
    await db.execute(sql`
      SELECT d.id, d.uuid, d.dealer_code, d.name, d.brands, d.state, d.postcode, d.locality,
        d.attributes, count(*) OVER () AS total
      FROM stock_dealers d
      WHERE ${whereOf(retailerConditions(query))}
      ORDER BY lower(d.name), d.dealer_code
      LIMIT ${DEALERS_ANSWER_MAX}`),
  );
  return {
    data: rows.map((d) => {
      const a = d.attributes ?? {};
      return {
        id: String(d.id),
        type: "retailer" as const,
        uuid: String(d.uuid),
        dealer_code: d.dealer_code,
        name: d.name,
        brands: d.brands ?? [],
        state: d.state,
        postcode: d.postcode,
        locality: d.locality,
        address: textOf(a.address),
        city: textOf(a.city),
        email: textOf(a.email),
        phone: textOf(a.phone) ?? textOf(a.mainPhone),
        latitude: numberOf(a.latitude),
        longitude: numberOf(a.longitude),
      };
    }),
    meta: { total: Number(rows[0]?.total ?? 0) },
  };
}

async function findListingDealers(
  db: Db,
  listing: string,
  options: { brand?: string; descending?: boolean },
): Promise<StockDealerList> {
  const id = await listingId(db, listing);
  const brand =
    options.brand === undefined
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM unnest(d.brands) b WHERE lower(b) = ${lower(options.brand)})`;
  const order = options.descending ? sql`DESC` : sql`ASC`;
  const rows = rowsOf<Omit<DealerRow, "total">>(
    await db.execute(sql`
      SELECT d.id, d.uuid, d.dealer_code, d.name, d.brands, d.state, d.postcode, d.locality,
        d.attributes
      FROM stock_dealers d
      WHERE ${brand}
        AND EXISTS (
          SELECT 1 FROM stock_vehicles v
          JOIN stock_listing_vehicles lv ON lv.vehicle_id = v.id AND lv.listing_id = ${id}
          WHERE v.dealer_id = d.id)
      ORDER BY lower(d.name) ${order}, d.dealer_code ${order}
      LIMIT ${DEALERS_ANSWER_MAX}`),
  );
  return {
    data: rows.map((d) => ({
      id: String(d.id),
      type: "dealer" as const,
      ciCode: d.dealer_code,
      name: d.name,
      brands: d.brands ?? [],
      state: d.state,
      postcode: d.postcode,
      locality: d.locality,
      city: textOf(d.attributes?.city),
    })),
  };
}

type TradeInData = TradeInOptionsDocument["data"];

/** The language trade-in options fall back to (001 §9: language default en). */
const TRADE_IN_FALLBACK_LANG = "en";

async function findTradeInOptions(
  db: Db,
  lang: string,
  brand?: string,
): Promise<TradeInOptionsDocument> {
  const read = async (l: string) =>
    rowsOf<{ kind: string; value: string; name: string; brand: string }>(
      await db.execute(sql`
        SELECT kind, value, name, brand FROM trade_in_options
        WHERE lang = ${l}
        ORDER BY kind, position, name, value`),
    );
  let answered = lang;
  let rows = await read(lang);
  if (rows.length === 0 && lang !== TRADE_IN_FALLBACK_LANG) {
    answered = TRADE_IN_FALLBACK_LANG;
    rows = await read(TRADE_IN_FALLBACK_LANG);
  }
  const data: TradeInData = {
    lang: answered,
    bodyTypes: [],
    brands: [],
    models: [],
    fuelTypes: [],
  };
  for (const r of rows) {
    if (r.kind === "models") data.models.push({ value: r.value, name: r.name, brand: r.brand });
    else if (r.kind === "bodyTypes" || r.kind === "brands" || r.kind === "fuelTypes")
      data[r.kind].push({ value: r.value, name: r.name });
  }
  if (brand !== undefined) {
    const asked = lower(brand);
    const known = data.brands.find((b) => lower(b.value) === asked || lower(b.name) === asked);
    const value = lower(known?.value ?? brand);
    data.models = data.models.filter((m) => lower(m.brand) === value);
  }
  return { data };
}

export function stockDealerHandlers(
  deps: AppDeps,
): Pick<
  ApiHandlers,
  "listStockRetailers" | "listStockRetailersSingleSlash" | "listStockDealers" | "getTradeInOptions"
> {
  const { db } = deps;
  const cacheable = (reply: { header: (k: string, v: string) => unknown }) =>
    reply.header("cache-control", "public, max-age=0, s-maxage=60");
  return {
    listStockRetailers: async (request, reply) => {
      cacheable(reply);
      return findRetailers(db, request.params.listingId, request.query ?? {});
    },
    listStockRetailersSingleSlash: async (request, reply) => {
      cacheable(reply);
      return findRetailers(db, request.params.listingId, request.query ?? {});
    },
    listStockDealers: async (request, reply) => {
      cacheable(reply);
      const query = request.query ?? {};
      return findListingDealers(db, request.params.listingId, {
        brand: query["filter[brands_name_eq]"],
        descending: query.sort === "-name",
      });
    },
    getTradeInOptions: async (request, reply) => {
      cacheable(reply);
      const query = request.query ?? {};
      return findTradeInOptions(db, query.lang ?? TRADE_IN_FALLBACK_LANG, query.brand);
    },
  };
}
