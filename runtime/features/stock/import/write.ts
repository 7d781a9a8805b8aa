import { eq, sql } from "drizzle-orm";
import type { StockVehicle } from "../../../../generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migrate.ts";
import { type stockDealers, stockListings } from "../../../db/tables/stock.ts";
import type { StockVehicleRow } from "../stock-rows.ts";
import { StockFileError } from "./rows.ts";

/** What an import writes: the list, new dealers, and the vehicles in batches. */

/** A listing's name as stock_listings accepts it (and the listing API's path carries it). */
export const LISTING_NAME = /^[a-z0-9_-]{1,60}$/;

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Upserts one batch by VIN and adds it to the list, in one statement; returns how many were new.
 * The rows travel as one jsonb parameter read by jsonb_to_recordset: one multi-row INSERT ... ON
 * CONFLICT (vin) DO UPDATE whatever the batch size (no 65,535-parameter limit), and on PGlite
 * about half the time of the same rows as a VALUES list of 21 parameters a row.
 * created_at changes only when the vehicle names one; the id of a known VIN never changes.
 */
export async function writeBatch(
  tx: Tx,
  listingId: number,
  rows: StockVehicleRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const payload = JSON.stringify(
    rows.map((r) => ({
      vin: r.vin,
      brand: r.brand,
      model: r.model,
      model_group: r.modelGroup,
      state: r.state,
      status: r.status,
      engine_types: r.engineTypes,
      transmission: r.transmission,
      color_canonical: r.colorCanonical,
      color_name: r.colorName,
      dealer_id: r.dealerId,
      financing_options: r.financingOptions,
      mileage: r.mileage,
      production_year: r.productionYear,
      model_year: r.modelYear,
      power_kw: r.powerKw,
      display_price: r.displayPrice,
      msrp_price: r.msrpPrice,
      number_of_seats: r.numberOfSeats,
      created_at: r.createdAt.toISOString(),
      attributes: r.attributes,
    })),
  );
  const result = await tx.execute(sql`
    WITH written AS (
      INSERT INTO stock_vehicles (vin, brand, model, model_group, state, status, engine_types,
        transmission, color_canonical, color_name, dealer_id, financing_options, mileage,
        production_year, model_year, power_kw, display_price, msrp_price, number_of_seats,
        created_at, attributes)
      SELECT vin, brand, model, model_group, state, status, engine_types, transmission,
        color_canonical, color_name, dealer_id, financing_options, mileage, production_year,
        model_year, power_kw, display_price, msrp_price, number_of_seats, created_at, attributes
      FROM jsonb_to_recordset(${payload}::jsonb) AS r(vin text, brand text, model text,
        model_group text, state text, status text, engine_types text[], transmission text,
        color_canonical text, color_name text, dealer_id integer, financing_options text[],
        mileage integer, production_year smallint, model_year smallint, power_kw real,
        display_price numeric, msrp_price numeric, number_of_seats smallint,
        created_at timestamptz, attributes jsonb)
      ON CONFLICT (vin) DO UPDATE SET brand = excluded.brand, model = excluded.model,
        model_group = excluded.model_group, state = excluded.state, status = excluded.status,
        engine_types = excluded.engine_types, transmission = excluded.transmission,
        color_canonical = excluded.color_canonical, color_name = excluded.color_name,
        dealer_id = excluded.dealer_id, financing_options = excluded.financing_options,
        mileage = excluded.mileage, production_year = excluded.production_year,
        model_year = excluded.model_year, power_kw = excluded.power_kw,
        display_price = excluded.display_price, msrp_price = excluded.msrp_price,
        number_of_seats = excluded.number_of_seats,
        created_at = CASE WHEN excluded.attributes ? 'created_at' THEN excluded.created_at ELSE stock_vehicles.created_at END,
        updated_at = now(), attributes = excluded.attributes
      RETURNING id, (xmax = 0) AS is_new
    ), linked AS (
      INSERT INTO stock_listing_vehicles (listing_id, vehicle_id)
      SELECT ${listingId}, id FROM written
      ON CONFLICT DO NOTHING
    )
    SELECT count(*) FILTER (WHERE is_new)::int AS created FROM written`);
  const [row] = rowsOf<{ created: number }>(result);
  return row?.created ?? 0;
}

/** The listing's id, the list created when absent. */
export async function ensureListing(
  tx: Pick<Db, "insert" | "select">,
  name: string,
): Promise<number> {
  if (!LISTING_NAME.test(name))
    throw new StockFileError(
      `the listing name "${name}" must be 1 to 60 small letters, digits, - or _`,
    );
  await tx.insert(stockListings).values({ name }).onConflictDoNothing();
  const [listing] = await tx
    .select({ id: stockListings.id })
    .from(stockListings)
    .where(eq(stockListings.name, name));
  if (!listing) throw new Error(`the listing ${name} was not stored`);
  return listing.id;
}

/** A dealer made from the owner_* fields of the first row naming its code. */
export function dealerFrom(vehicle: StockVehicle, code: string): typeof stockDealers.$inferInsert {
  const attributes: Record<string, unknown> = {};
  const copy = (from: keyof StockVehicle, to: string) => {
    const value = vehicle[from];
    if (value !== undefined && value !== "") attributes[to] = value;
  };
  copy("owner_address", "address");
  copy("owner_city", "city");
  copy("owner_email", "email");
  copy("owner_phone", "phone");
  copy("owner_opening_hours", "opening_hours");
  copy("owner_contact_details", "contact_details");
  const names = vehicle.owner_metadata;
  if (names?.display_name_jag) attributes.display_name_jag = names.display_name_jag;
  if (names?.display_name_lr) attributes.display_name_lr = names.display_name_lr;
  return {
    dealerCode: code,
    name: vehicle.owner_name ?? code,
    brands: [vehicle.nameplate_brand_name],
    state: vehicle.owner_state ?? "",
    postcode: vehicle.owner_zipcode ?? "",
    locality: vehicle.owner_city ?? "",
    attributes,
  };
}
