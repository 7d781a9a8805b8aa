import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { importDemoStock } from "../../runtime/demo/demo-stock.ts";
import { buildServer, type StockPrepared } from "../../runtime/server.ts";
import { type Engine, engines, freshDatabase } from "../helpers/database.ts";

describe.each(engines)("the stock lists prepared at start on %s", (engine: Engine) => {
  it("builds every list's index once the server listens, and says how many lists and vehicles", async () => {
    const database = await freshDatabase(engine);
    const { db } = database;
    await importDemoStock(db, { count: 150 });
    await importDemoStock(db, { count: 40, listing: "overseas" });
    let tell: (outcome: StockPrepared) => void = () => {};
    const prepared = new Promise<StockPrepared>((resolve) => {
      tell = resolve;
    });
    const app = await buildServer({ db, outbox: false, prepareStock: (o) => tell(o) });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const outcome = await prepared;
      const [held] = rowsOf<{ lists: number; vehicles: number }>(
        await db.execute(sql`
          SELECT (SELECT count(*) FROM stock_listings)::int AS lists,
                 (SELECT count(*) FROM stock_listing_vehicles)::int AS vehicles`),
      );
      expect(held).toEqual({ lists: 2, vehicles: 190 });
      expect(outcome).toMatchObject({ ok: true, ...held });
      // The lists answer from the indexes built: every vehicle of each is counted.
      for (const [name, total] of [
        ["default", 150],
        ["overseas", 40],
      ] as const) {
        const page = await app.inject(`/public_api/listing/${name}?page=1&items=12`);
        expect(page.statusCode, page.body).toBe(200);
        expect(page.json().meta.total).toBe(total);
      }
    } finally {
      await app.close();
      await database.drop();
    }
    // A fresh database, 190 vehicles imported and two indexes built: well over 30 s on a busy
    // two-core machine.
  }, 90_000);
});
