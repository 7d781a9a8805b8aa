import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { stockDealers } from "../../db/tables/stock.ts";
import { checkRow, rowLabel } from "./import/check.ts";
import { type SourceRow, StockImportError } from "./import/rows.ts";
import { dealerFrom, ensureListing, writeBatch } from "./import/write.ts";
import { type StockVehicleRow, vehicleRow } from "./stock-rows.ts";

/**
 * The stock import (`npm run stock -- import FILE --listing NAME`, and the demo generator): vehicles
 * in the documented attribute names (schemas/entities/stock-vehicle.schema.json), from a JSON array
 * or a CSV file read as a stream, each checked by the generated validator. Every problem of every
 * row is reported ('row 17, msrp_price: must be >= 0 (got -5)') and then nothing is written; a
 * clean file is written in one transaction: the publication list is created when absent, vehicles
 * are upserted by VIN in multi-row statements of a few thousand rows, and added to the list.
 *
 * Dealers: a vehicle's owner_dealer_code must name a dealer of stock_dealers, or the first row
 * naming an unknown code must carry owner_name, and the dealer is then created from that row's
 * owner_* fields (name, state, zipcode as postcode, city as locality; address, email, phone,
 * opening hours, contact details and owner_metadata's display names in its attributes, as the
 * listing service reads them). An existing dealer is
 * never changed by an import.
 */

export { checkRow, rowLabel } from "./import/check.ts";
export { cellKinds, readCsvRows } from "./import/csv.ts";
export { openStockFile, type StockFile } from "./import/file.ts";
export { JsonArraySplitter, readJsonRows } from "./import/json.ts";
export {
  type RowProblem,
  type SourceRow,
  StockFileError,
  StockImportError,
} from "./import/rows.ts";
export { ensureListing, LISTING_NAME } from "./import/write.ts";

/** Rows in one INSERT (a few MB of JSON a statement). */
export const IMPORT_BATCH_ROWS = 2000;

export interface ImportReport {
  listing: string;
  /** Vehicles read (and written). */
  rows: number;
  created: number;
  updated: number;
  /** Dealer codes the import created from owner_* fields. */
  dealersCreated: string[];
}

export interface ImportOptions {
  /** The publication list, created when absent (default `default`). */
  listing?: string;
  /** created_at of vehicles that name none. */
  now?: Date;
  batchRows?: number;
  /** Called after each row is read, with the number read so far. */
  onRow?: (rows: number) => void;
}

/**
 * Checks every row and, when all are good, writes them in one transaction (see the module's
 * comment). Throws StockImportError listing every problem (nothing written), StockFileError when
 * the file itself cannot be read.
 */
export async function importStockVehicles(
  db: Db,
  rows: AsyncIterable<SourceRow>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const listing = options.listing ?? "default";
  const now = options.now ?? new Date();
  const batchRows = options.batchRows ?? IMPORT_BATCH_ROWS;
  const report: ImportReport = { listing, rows: 0, created: 0, updated: 0, dealersCreated: [] };
  await db.transaction(async (tx) => {
    const listingId = await ensureListing(tx, listing);
    const dealers = new Map<string, number>(
      (
        await tx.select({ id: stockDealers.id, code: stockDealers.dealerCode }).from(stockDealers)
      ).map((d) => [d.code, d.id]),
    );
    const createdBrands = new Map<string, Set<string>>();
    const vins = new Map<string, number>();
    const problems: string[] = [];
    let batch: StockVehicleRow[] = [];
    for await (const source of rows) {
      report.rows += 1;
      options.onRow?.(report.rows);
      const { vehicle, problems: rowProblems } = checkRow(source);
      if (!vehicle) {
        problems.push(...rowProblems);
        batch = [];
        continue;
      }
      const label = rowLabel(source);
      const firstRow = vins.get(vehicle.vin);
      if (firstRow !== undefined) {
        problems.push(`${label}, vin: ${vehicle.vin} is on row ${firstRow} too`);
        continue;
      }
      vins.set(vehicle.vin, source.row);
      let dealerId: number | null = null;
      const code = vehicle.owner_dealer_code;
      if (code !== undefined) {
        const known = dealers.get(code);
        if (known !== undefined) {
          dealerId = known;
          createdBrands.get(code)?.add(vehicle.nameplate_brand_name);
        } else if (vehicle.owner_name) {
          const [created] = await tx
            .insert(stockDealers)
            .values(dealerFrom(vehicle, code))
            .returning({ id: stockDealers.id });
          if (!created) throw new Error(`the dealer ${code} was not stored`);
          dealerId = created.id;
          dealers.set(code, created.id);
          createdBrands.set(code, new Set([vehicle.nameplate_brand_name]));
          report.dealersCreated.push(code);
        } else {
          problems.push(
            `${label}, owner_dealer_code: there is no dealer ${code} (give owner_name, and the other owner_* fields, on this row to create it)`,
          );
          continue;
        }
      }
      if (problems.length > 0) continue;
      batch.push(vehicleRow(vehicle, dealerId, now));
      if (batch.length >= batchRows) {
        report.created += await writeBatch(tx, listingId, batch);
        batch = [];
      }
    }
    if (problems.length > 0) throw new StockImportError(problems);
    report.created += await writeBatch(tx, listingId, batch);
    for (const [code, brands] of createdBrands) {
      if (brands.size > 1)
        await tx
          .update(stockDealers)
          .set({ brands: [...brands].sort() })
          .where(eq(stockDealers.dealerCode, code));
    }
  });
  report.updated = report.rows - report.created;
  // Fresh statistics for the planner: PGlite has no autovacuum, and without them the listing
  // index's load joins 100,000 vehicles by nested loop, estimated at a few hundred rows.
  if (report.rows > 0)
    await db.execute(sql`ANALYZE stock_vehicles, stock_listing_vehicles, stock_dealers`);
  return report;
}
