import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { type DocumentReader, ListingIndexes } from "../../runtime/features/stock/stock-index.ts";
import { type Engine, engines, freshDatabase } from "../helpers/database.ts";

const addVehicle = (vin: string) => sql`
  WITH v AS (
    INSERT INTO stock_vehicles (vin, brand, model, state, status, attributes)
    VALUES (${vin}, 'Land Rover', 'Defender', 'new', 'stock', ${JSON.stringify({ vin })}::jsonb)
    RETURNING id)
  INSERT INTO stock_listing_vehicles (listing_id, vehicle_id)
  SELECT l.id, v.id FROM stock_listings l, v WHERE l.name = 'test'`;

describe.each(engines)("a list's index on %s", (engine: Engine) => {
  it("holds each vehicle written, and while a newer index is built past the wait, answers from the one it holds", async () => {
    const database = await freshDatabase(engine);
    const { db } = database;
    // Reading documents waits on `gate` while it is closed (a slow build).
    let gate: Promise<void> = Promise.resolve();
    let open = () => {};
    const documents: DocumentReader = async (_tx, ids) => {
      await gate;
      return new Map(
        ids.map((id) => [id, { resource: Buffer.from(`{"id":"${id}"}`), photo: null }]),
      );
    };
    const indexes = await ListingIndexes.open(db, { documents, rebuildWaitMs: 100 });
    try {
      await db.execute(sql`INSERT INTO stock_listings (name) VALUES ('test')`);
      for (const vin of ["SALTEST0000000001", "SALTEST0000000002"])
        await db.execute(addVehicle(vin));
      const [listing] = rowsOf<{ id: number }>(
        await db.execute(sql`SELECT id FROM stock_listings WHERE name = 'test'`),
      );
      if (!listing) throw new Error("no list");

      // A list's first index is waited for, and holds its vehicles written.
      let first = await indexes.get(listing.id);
      // A PostgreSQL server's notification of the list's vehicles may take a moment.
      for (let i = 0; i < 40 && first.size < 2; i++) {
        await new Promise((r) => setTimeout(r, 50));
        first = await indexes.get(listing.id);
      }
      expect(first.size).toBe(2);
      const [id] = first.query({
        checkbox: {},
        range: {},
        exact: {},
        dealerCodes: null,
        sort: "-created_at",
        page: 1,
        items: 1,
        facets: [],
      }).rows;
      expect(first.documentOf(id ?? -1)?.resource.toString()).toBe(
        `{"id":"${first.ids[id ?? -1]}"}`,
      );

      // A third vehicle; its index is slow to build.
      gate = new Promise((resolve) => {
        open = resolve;
      });
      await db.execute(addVehicle("SALTEST0000000003"));
      for (let i = 0; i < 40 && (await indexes.latestVersion()) <= first.version; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(await indexes.latestVersion()).toBeGreaterThan(first.version);
      const started = performance.now();
      const during = await indexes.get(listing.id);
      expect(during).toBe(first);
      expect(performance.now() - started).toBeLessThan(1000);

      // Once built, the new index answers.
      open();
      let after = await indexes.get(listing.id);
      for (let i = 0; i < 40 && after === first; i++) {
        await new Promise((r) => setTimeout(r, 50));
        after = await indexes.get(listing.id);
      }
      expect(after.size).toBe(3);
      expect(after.version).toBeGreaterThan(first.version);
    } finally {
      open();
      await indexes.stop();
      await database.drop();
    }
  });
});
