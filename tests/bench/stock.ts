import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, Db } from "../../runtime/db/client.ts";
import { prng } from "../../runtime/demo/demo-stock.ts";
import type { StockPrepared } from "../../runtime/server.ts";

/**
 * The stock listing on 100,000 vehicles (BENCH_VEHICLES), in one run per database: PGlite in a
 * temporary data directory, then a PostgreSQL server when DATABASE_URL or TEST_DATABASE_URL is set
 * (in a database of its own, created and dropped on that server). For each:
 *
 * - the load: `npm run stock -- demo`'s code path (generate, check every vehicle with the schema,
 *   upsert by VIN in batches), timed;
 * - through HTTP on the real server (buildServer, listening on a port), BENCH_CONNECTIONS
 *   connections (default 4) for BENCH_SECONDS each (default 10), after a warm-up, in
 *   BENCH_ROUNDS rounds (default 4) that take the three calls in turn, so a machine that slows
 *   down or speeds up during the run weighs on each call alike:
 *   1. the primary-key vehicle fetch, GET /public_api/listing/default/vehicle/{id}, random ids:
 *      the reference;
 *   2. the listing call with three filters (brand Land Rover, engine type mhev, an msrp price
 *      range), a sort (display price), the facets of every filter, page 1 of 12 vehicles;
 *   3. the same at page 500.
 *   Every listing request draws its own price range (from 100,000-200,000 to 500,000-700,000
 *   AED, steps of 1,000), so the listing index's answer cache (the last 256 queries) does not
 *   answer the run: each request is a query the index has to scan for; the filters keep well
 *   over 6,000 matches so page 500 exists (checked before measuring).
 *
 * Prints p50, p95 (of every response's time) and req/s of each, and the ratios: listing req/s ÷
 * key fetch req/s (target ≥ 0.5), listing p95 ÷ key fetch p95 (target ≤ 2), page 500 ÷ page 1
 * p95 and req/s (target ≤ 1.2); then EXPLAIN (ANALYZE, BUFFERS) of the SQL the listing service
 * runs (its own statements, from runtime/features/stock/stock-index.ts and stock.ts: the index load, the
 * vehicles by primary key as the index build reads them to hold them written and as the light
 * list reads its page, the one-vehicle read). A full
 * listing answer reads no vehicle: its page is joined from the vehicles the index holds written.
 */
process.env.NODE_ENV = "production";

const COUNT = Number(process.env.BENCH_VEHICLES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
const WARM_SECONDS = Math.min(3, SECONDS);

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  requests: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, at)] as number;
}

/** Every response time and the counts of one call's sessions. */
interface Tally {
  times: number[];
  requests: number;
  errors: number;
  seconds: number;
}

const newTally = (): Tally => ({ times: [], requests: 0, errors: 0, seconds: 0 });

function figuresOf(tally: Tally): Figures {
  const times = [...tally.times].sort((a, b) => a - b);
  return {
    rps: tally.requests / tally.seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    requests: tally.requests,
    errors: tally.errors,
  };
}

/**
 * Requests against `base` for `seconds`, each path from `nextPath`; every response time and the
 * counts added to `tally`.
 */
function measure(
  base: string,
  nextPath: () => string,
  seconds: number,
  tally: Tally = newTally(),
): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const times = tally.times;
    let errors = 0;
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: "GET",
            setupRequest: (request) => ({ ...request, path: nextPath() }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        tally.requests += result.requests.total;
        tally.errors += errors + result.errors + result.timeouts;
        tally.seconds += seconds;
        resolve(tally);
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) errors += 1;
      times.push(responseTime);
    });
  });
}

function listingPath(random: () => number, page: number): string {
  const from = 100_000 + Math.floor(random() * 101) * 1000;
  const to = 500_000 + Math.floor(random() * 201) * 1000;
  const query = new URLSearchParams([
    ["filter[nameplate_brand_name_in]", "Land Rover"],
    ["filter[engine_type_includes]", "mhev"],
    ["filter[msrp_price_gteq]", String(from)],
    ["filter[msrp_price_lteq]", String(to)],
    ["sort", "display_price"],
    ["items", "12"],
    ["page", String(page)],
  ]);
  return `/public_api/listing/default?${query}`;
}

async function explain(db: Db, title: string, statement: ReturnType<typeof sql>) {
  const { rowsOf } = await import("../../runtime/db/migrate.ts");
  const rows = rowsOf<Record<string, string>>(
    await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`),
  );
  console.log(`\n  EXPLAIN (ANALYZE, BUFFERS): ${title}`);
  for (const row of rows) {
    const line = String(Object.values(row)[0]);
    // A plan line holding a list of 1,000 ids is cut.
    console.log(`    ${line.length > 200 ? `${line.slice(0, 200)}…` : line}`);
  }
}

interface Target {
  name: string;
  open: () => Promise<{
    database: Database;
    cleanup: () => Promise<void>;
  }>;
}

async function benchOne(target: Target): Promise<void> {
  const { migrate, rowsOf } = await import("../../runtime/db/migrate.ts");
  const { importDemoStock } = await import("../../runtime/demo/demo-stock.ts");
  const { buildServer } = await import("../../runtime/server.ts");

  console.log(`\n== ${target.name} ==`);
  const { database, cleanup } = await target.open();
  try {
    await migrate(database);
    const db = database.db;
    const loadStart = performance.now();
    const cpuStart = process.cpuUsage();
    const report = await importDemoStock(db, {
      count: COUNT,
      listing: "default",
      asOf: new Date("2026-11-01T00:00:00Z"),
    });
    const cpu = process.cpuUsage(cpuStart);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    console.log(
      `load: ${report.rows.toLocaleString("en")} demo vehicles (${report.created.toLocaleString("en")} new) in ${loadSeconds.toFixed(1)} s, ${Math.round(report.rows / loadSeconds).toLocaleString("en")} vehicles/s (this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`,
    );

    // The server builds the list's index once it listens, as `npm start` does, and says so.
    let tell: (outcome: StockPrepared) => void = () => {};
    const prepared = new Promise<StockPrepared>((resolve) => {
      tell = resolve;
    });
    const app = await buildServer({ db, outbox: false, prepareStock: (o) => tell(o) });
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const address = app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const base = `http://127.0.0.1:${port}`;
      const [listing] = rowsOf<{ id: number }>(
        await db.execute(sql`SELECT id FROM stock_listings WHERE name = 'default'`),
      );
      if (!listing) throw new Error("no listing default");
      const ids = rowsOf<{ vehicle_id: number }>(
        await db.execute(
          sql`SELECT vehicle_id FROM stock_listing_vehicles WHERE listing_id = ${listing.id}`,
        ),
      ).map((r) => r.vehicle_id);

      const built = await prepared;
      if (!built.ok) throw built.error;
      const first = await fetch(`${base}${listingPath(prng(1), 1)}`);
      if (first.status !== 200) throw new Error(`listing answered ${first.status}`);
      const deep = (await (await fetch(`${base}${listingPath(prng(1), 500)}`)).json()) as {
        data: unknown[];
        meta: { total: number };
      };
      // The narrowest range a request can draw still leaves page 500 full.
      const narrowest = new URLSearchParams([
        ["filter[nameplate_brand_name_in]", "Land Rover"],
        ["filter[engine_type_includes]", "mhev"],
        ["filter[msrp_price_gteq]", "200000"],
        ["filter[msrp_price_lteq]", "500000"],
        ["items", "1"],
      ]);
      const narrow = (await (
        await fetch(`${base}/public_api/listing/default?${narrowest}`)
      ).json()) as { meta: { total: number } };
      console.log(
        `index of ${built.vehicles.toLocaleString("en")} vehicles built once the server listened, in ${(built.ms / 1000).toFixed(1)} s; it holds ${(built.bytes / 1024 / 1024).toFixed(0)} MB: its columns and the vehicles written (${Math.round(built.bytes / built.vehicles).toLocaleString("en")} bytes each); the filters match ${narrow.meta.total.toLocaleString("en")} to ${deep.meta.total.toLocaleString("en")} vehicles (page 500 has ${deep.data.length})`,
      );
      const { indexRowsSql } = await import("../../runtime/features/stock/stock-index.ts");
      const { vehiclesSql, writtenVehiclesSql } = await import(
        "../../runtime/features/stock/stock-store.ts"
      );
      if (narrow.meta.total < 6000 || deep.data.length !== 12)
        throw new Error("the filters leave fewer than 6,000 vehicles: page 500 would be empty");

      const keyRandom = prng(7);
      const keyPath = () =>
        `/public_api/listing/default/vehicle/${ids[Math.floor(keyRandom() * ids.length)]}`;
      const page1Random = prng(11);
      const page500Random = prng(13);
      const page1 = () => listingPath(page1Random, 1);
      const page500 = () => listingPath(page500Random, 500);

      // Warm-up: JIT, pools, the database's caches.
      await measure(base, keyPath, WARM_SECONDS);
      await measure(base, page1, WARM_SECONDS);
      await measure(base, page500, WARM_SECONDS);

      const tallies = { key: newTally(), page1: newTally(), page500: newTally() };
      for (let round = 0; round < ROUNDS; round++) {
        await measure(base, keyPath, SECONDS / ROUNDS, tallies.key);
        await measure(base, page1, SECONDS / ROUNDS, tallies.page1);
        await measure(base, page500, SECONDS / ROUNDS, tallies.page500);
      }
      const key = figuresOf(tallies.key);
      const list1 = figuresOf(tallies.page1);
      const list500 = figuresOf(tallies.page500);

      const line = (name: string, f: Figures) =>
        `${name.padEnd(44)} p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  ${f.rps.toFixed(0).padStart(6)} req/s  (${f.requests} requests, ${f.errors} errors)`;
      console.log(
        `HTTP, ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} rounds taking the calls in turn, after a ${WARM_SECONDS} s warm-up:`,
      );
      console.log(line("key fetch /vehicle/{id} (reference)", key));
      console.log(line("listing, 3 filters, sort, facets, page 1", list1));
      console.log(line("listing, same, page 500", list500));
      const verdict = (ok: boolean) => (ok ? "meets" : "MISSES");
      const rpsRatio = list1.rps / key.rps;
      const p95Ratio = list1.p95 / key.p95;
      const deepRps = list1.rps / list500.rps;
      const deepP95 = list500.p95 / list1.p95;
      console.log(
        `listing req/s ÷ key fetch req/s: ${rpsRatio.toFixed(2)} (target ≥ 0.5: ${verdict(rpsRatio >= 0.5)})`,
      );
      console.log(
        `listing p95 ÷ key fetch p95:     ${p95Ratio.toFixed(2)} (target ≤ 2: ${verdict(p95Ratio <= 2)})`,
      );
      console.log(
        `page 500 ÷ page 1: p95 ${deepP95.toFixed(2)}, time per request (req/s inverted) ${deepRps.toFixed(2)} (target ≤ 1.2: ${verdict(deepP95 <= 1.2 && deepRps <= 1.2)})`,
      );

      // The SQL behind these answers (the listing service's own statements).
      await explain(
        db,
        "the listing index's load (once per stock version)",
        indexRowsSql(listing.id),
      );
      await explain(
        db,
        "1,000 vehicles by primary key, as the index build reads them to hold them written",
        writtenVehiclesSql(ids.slice(5000, 6000)),
      );
      await explain(
        db,
        "the light list's 12 vehicles by primary key",
        vehiclesSql(ids.slice(5000, 5012), null),
      );
      await explain(
        db,
        "the key fetch: one vehicle, in one of the named lists",
        vehiclesSql([ids[777] ?? 0], [listing.id]),
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await cleanup();
  }
}

async function main(): Promise<void> {
  const { openDatabase } = await import("../../runtime/db/client.ts");
  const targets: Target[] = [
    {
      name: "PGlite (a data directory on disk, as npm start uses)",
      open: async () => {
        const dir = mkdtempSync(path.join(tmpdir(), "bench-stock-"));
        const database = await openDatabase({ dataDir: dir });
        return { database, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
      },
    },
  ];
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push({
      name: "PostgreSQL server (a database of its own, dropped after)",
      open: async () => {
        const name = `bench_stock_${randomBytes(5).toString("hex")}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const database = await openDatabase({ databaseUrl: url.href });
        return {
          database,
          cleanup: async () => {
            const again = new pg.Client({ connectionString: serverUrl });
            await again.connect();
            await again.query(`DROP DATABASE IF EXISTS ${name}`);
            await again.end();
          },
        };
      },
    });
  } else {
    console.log(
      "PGlite only: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server to measure it too",
    );
  }
  for (const target of targets) await benchOne(target);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
