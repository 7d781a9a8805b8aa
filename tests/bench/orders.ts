import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Database } from "../../runtime/db/client.ts";
import { addVehicles, seedOrderOnline } from "../helpers/orders.ts";

/**
 * The order-online journey's writes under load, through HTTP on the real server, on PGlite (a
 * temporary data directory) and then on a PostgreSQL server when DATABASE_URL or
 * TEST_DATABASE_URL is set (a database of its own, created and dropped). In BENCH_ROUNDS rounds
 * (default 3), each call in turn, BENCH_CONCURRENCY requests in flight (default 8), BENCH_REQUESTS
 * each (default 400):
 *   1. GET /buy_online/orders/{n}: one order read by its key, the reference;
 *   2. POST /buy_online/orders/init on a free vehicle each time: a hold taken and an order written;
 *   3. 50 reads at once, the reference of
 *   4. 50 inits at once on one vehicle (one wins, 49 are refused by the hold's one statement):
 *      the contended case, measured per request, and checked: exactly one 201 each time.
 * Prints p50, p95 and req/s of each and the ratios to their references (targets: init p95 ≤ 3×
 * the read's; 50 inits on one vehicle p95 ≤ 3× 50 reads'): a hold must cost a visitor no more than
 * a few reads, and a crowd on one car must not queue behind a lock.
 */
process.env.NODE_ENV = "development";

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 8));
const REQUESTS = Math.max(50, Number(process.env.BENCH_REQUESTS ?? 400));

interface Tally {
  times: number[];
  ms: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
  Number.NaN;

/** `count` requests, `concurrency` in flight, each from `send` (true: answered as expected). */
async function run(
  count: number,
  concurrency: number,
  send: (i: number) => Promise<boolean>,
  tally: Tally,
) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        const ok = await send(i);
        tally.times.push(performance.now() - t);
        if (!ok) tally.errors += 1;
      }
    }),
  );
  tally.ms += performance.now() - started;
}

function report(name: string, tally: Tally) {
  const sorted = [...tally.times].sort((a, b) => a - b);
  const figures = {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    rps: (tally.times.length / tally.ms) * 1000,
  };
  console.log(
    `  ${name.padEnd(34)} p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms  ${figures.rps.toFixed(0)} req/s  errors ${tally.errors}`,
  );
  return figures;
}

async function bench(database: Database, label: string) {
  const { migrate } = await import("../../runtime/db/migrate.ts");
  const { buildServer } = await import("../../runtime/server.ts");
  const { paymentProviders } = await import("../../runtime/adapters/payments/index.ts");
  await migrate(database);
  const db = database.db;
  await seedOrderOnline(db, { count: 0 });
  const free = await addVehicles(db, REQUESTS * ROUNDS + 1, "new");
  const contended = await addVehicles(db, ROUNDS * Math.ceil(REQUESTS / 50), "new");
  const payments = paymentProviders({}, { fetch, db, publicOrigin: () => "http://localhost" });
  const app = await buildServer({ db, outbox: false, payments, ordersSweepMs: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const init = (vehicle: number) =>
    fetch(`${base}/buy_online/orders/init`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ vehicle_id: vehicle, company_uuid: "bench" }),
    });
  const first = await init(free.pop() ?? 0);
  const orderNumber = String(
    ((await first.json()) as { data: { attributes: { order_number: string } } }).data.attributes
      .order_number,
  );
  const read: Tally = { times: [], ms: 0, errors: 0 };
  const writes: Tally = { times: [], ms: 0, errors: 0 };
  const fight: Tally = { times: [], ms: 0, errors: 0 };
  const crowd: Tally = { times: [], ms: 0, errors: 0 };
  let rounds = 0;
  let exactlyOne = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await run(
      REQUESTS,
      CONCURRENCY,
      async () => (await fetch(`${base}/buy_online/orders/${orderNumber}`)).status === 200,
      read,
    );
    await run(
      REQUESTS,
      CONCURRENCY,
      async () => (await init(free.pop() ?? 0)).status === 201,
      writes,
    );
    for (let group = 0; group < Math.ceil(REQUESTS / 50); group++) {
      await run(
        50,
        50,
        async () => (await fetch(`${base}/buy_online/orders/${orderNumber}`)).status === 200,
        crowd,
      );
      const vehicle = contended.pop() ?? 0;
      const statuses: number[] = [];
      await run(
        50,
        50,
        async () => {
          const status = (await init(vehicle)).status;
          statuses.push(status);
          return status === 201 || status === 409;
        },
        fight,
      );
      rounds += 1;
      if (statuses.filter((s) => s === 201).length === 1) exactlyOne += 1;
    }
  }
  console.log(`${label}:`);
  const r = report("read one order (reference)", read);
  const w = report("init: hold + order", writes);
  const k = report("read one order, 50 at once", crowd);
  const c = report("init, 50 at once on one vehicle", fight);
  console.log(
    `  ratios: init p95 ÷ read p95 ${(w.p95 / r.p95).toFixed(2)} (target ≤ 3); 50 inits on one vehicle p95 ÷ 50 reads p95 ${(c.p95 / k.p95).toFixed(2)} (target ≤ 3); init req/s ÷ read req/s ${(w.rps / r.rps).toFixed(2)}`,
  );
  console.log(`  contended groups with exactly one hold: ${exactlyOne}/${rounds}`);
  await app.close();
}

const { openDatabase } = await import("../../runtime/db/client.ts");
const dir = mkdtempSync(path.join(tmpdir(), "bench-orders-"));
try {
  const database = await openDatabase({ dataDir: dir });
  try {
    await bench(database, "PGlite");
  } finally {
    await database.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `bench_orders_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.href });
    try {
      await bench(database, "PostgreSQL");
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}
