import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migrate.ts";
import type { IndexRow } from "./columns.ts";
import { ListingIndex, type VehicleDocument } from "./listing-index.ts";
import { SLICE_AFTER } from "./slices.ts";

/** How many vehicles' documents an index build reads at once. */
const DOCUMENT_BATCH = 1000;

/** The documents of a list's vehicles, by id, read in the transaction the index is read in. */
export type DocumentReader = (
  tx: Pick<Db, "execute">,
  ids: readonly number[],
) => Promise<Map<number, VehicleDocument>>;

/** A list's vehicles as its index reads them, once per stock version (grouped by model). */
export const indexRowsSql = (listingId: number) => sql`
  SELECT v.id, v.brand, v.model, v.model_group, v.state, v.status, v.transmission,
    v.color_canonical, v.color_name, v.dealer_id, d.dealer_code, v.number_of_seats,
    v.engine_types, v.financing_options, v.msrp_price, v.display_price, v.mileage,
    v.production_year, v.model_year, v.power_kw,
    extract(epoch FROM v.created_at) AS created,
    v.sale_price, v.monthly_price, v.subscribe_price
  FROM stock_listing_vehicles lv
  JOIN stock_vehicles v ON v.id = lv.vehicle_id
  LEFT JOIN stock_dealers d ON d.id = v.dealer_id
  WHERE lv.listing_id = ${listingId}
  ORDER BY v.brand, v.model_group, v.model, v.id`;

/** The stock version as the database holds it now. */
export async function readStockVersion(db: Pick<Db, "execute">): Promise<number> {
  const [row] = rowsOf<{ version: string | number }>(
    await db.execute(sql`SELECT version FROM stock_version`),
  );
  return Number(row?.version ?? 0);
}

/** Each row's vehicle written, read by `read` a batch at a time (undefined: not given). */
async function readDocuments(
  tx: Pick<Db, "execute">,
  rows: readonly IndexRow[],
  read: DocumentReader,
): Promise<(VehicleDocument | undefined)[]> {
  const documents: (VehicleDocument | undefined)[] = new Array(rows.length);
  const rowOf = new Map(rows.map((row, at) => [row.id, at]));
  const batch = (at: number) =>
    at < rows.length
      ? read(
          tx,
          rows.slice(at, at + DOCUMENT_BATCH).map((row) => row.id),
        )
      : null;
  // The next batch is asked for before this one is taken in: a server reads it meanwhile.
  let next = batch(0);
  for (let at = 0; next !== null; at += DOCUMENT_BATCH) {
    const current = await next;
    next = batch(at + DOCUMENT_BATCH);
    for (const [id, written] of current) {
      const row = rowOf.get(id);
      if (row !== undefined) documents[row] = written;
    }
  }
  return documents;
}

/**
 * A list's index as of the stock version now: its rows, its vehicles written (when `documents`
 * reads them) and the version, all read in one read-only transaction, so they agree.
 */
export function buildListingIndex(
  db: Db,
  listingId: number,
  documents: DocumentReader | undefined,
): Promise<ListingIndex> {
  return db.transaction(
    async (tx) => {
      const version = await readStockVersion(tx);
      const rows = rowsOf<IndexRow>(await tx.execute(indexRowsSql(listingId)));
      const written = documents
        ? await readDocuments(tx, rows, documents)
        : new Array<VehicleDocument | undefined>(rows.length);
      return new ListingIndex(rows, version, SLICE_AFTER, written);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
