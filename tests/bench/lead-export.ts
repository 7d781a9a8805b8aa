import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import type { FormField } from "../../generated/types.ts";
import { openDatabase } from "../../runtime/db/client.ts";
import { migrate } from "../../runtime/db/migrate.ts";
import { forms, leadExports, leads } from "../../runtime/db/tables/forms.ts";
import { users } from "../../runtime/db/tables/index.ts";
import { runLeadExport } from "../../runtime/features/leads/export-job.ts";
import { buildServer } from "../../runtime/server.ts";
import { signedInAs } from "../helpers/auth.ts";

/**
 * Memory of a lead export: the peak RSS growth while exporting 100,000 leads against exporting
 * 1,000 (the export streams in batches and chunks, so the ratio should stay near 1, far from
 * 100), and the same for downloading each file over HTTP. Peak RSS also counts garbage V8 has
 * not collected yet, which grows with a longer run until collections set in: the peak after three
 * more runs of the same export shows where it stops, and one more run with a full GC at every
 * batch shows what the export really holds (heap and external memory). Each size is seeded by one
 * process and measured by a fresh one, so neither the seeding nor the other size's run is in the
 * figures.
 *
 * `npx tsx tests/bench/lead-export.ts [sizes...]` (default 1000 100000) on PGlite in a temporary
 * folder (its WebAssembly memory is in the process's RSS); with BENCH_DATABASE_URL=postgres://...
 * on a fresh database of that server instead (only Node's memory is measured).
 */

const [mode, ...args] = process.argv.slice(2);
const serverUrl = process.env.BENCH_DATABASE_URL;

const field = (name: string, label: string, type: FormField["type"] = "text"): FormField => ({
  name,
  type,
  label,
  required: false,
  rules: {},
  options: [],
  source: "",
  format: "",
  verify_email: false,
  placeholder: "",
  help: "",
  width: "full",
  default: "",
  accept: [],
  default_country: "",
});

const FIELDS: [FormField, ...FormField[]] = [
  field("first_name", "الاسم الأول"),
  field("last_name", "اسم العائلة"),
  field("email", "البريد الإلكتروني"),
  field("phone", "الهاتف", "phone"),
  field("model", "الطراز", "select"),
  field("notes", "ملاحظات", "textarea"),
  field("interests", "الاهتمامات", "checkbox"),
];

const open = (where: string) =>
  openDatabase(serverUrl ? { databaseUrl: where } : { dataDir: where });

/** Child: a form with `count` leads (about 400 bytes of values each). */
async function seed(where: string, count: number): Promise<void> {
  const database = await open(where);
  await migrate(database);
  const { db } = database;
  const [form] = await db
    .insert(forms)
    .values({
      name: "bench",
      definition: {
        name: "طلب تجربة قيادة",
        description: "",
        lang: "ar",
        fields: FIELDS,
        layout: "single_column",
        submit_label: "إرسال",
        captcha: false,
        is_public: true,
      },
    })
    .returning();
  if (!form) throw new Error("no form");
  const start = Date.UTC(2024, 0, 1);
  for (let offset = 0; offset < count; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - offset) }, (_, i) => {
      const n = offset + i;
      return {
        form_id: form.id,
        values: {
          first_name: `محمد ${n}`,
          last_name: "العتيبي",
          email: `lead${n}@example.com`,
          phone: `+9715${String(n).padStart(8, "0")}`,
          model: ["defender_110", "discovery", "range_rover_sport"][n % 3],
          notes: `أرغب في تجربة قيادة يوم السبت، الرقم ${n}. "شكراً"\nسطر ثانٍ =1+1`,
          interests: ["finance", "trade_in"],
        },
        hidden_fields: { utm_source: "google", utm_campaign: "ramadan" },
        created_at: new Date(start + n * 30_000),
      };
    });
    await db.insert(leads).values(rows);
  }
  await database.close();
}

const rss = () => process.memoryUsage.rss();
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Tracks the highest RSS seen, sampled on a timer and at the points the caller names. */
function peakMeter() {
  let peak = rss();
  const sample = () => {
    peak = Math.max(peak, rss());
  };
  const timer = setInterval(sample, 5);
  return {
    sample,
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

const settle = () => {
  (globalThis as { gc?: () => void }).gc?.();
};

/** Child: exports the form's leads, then downloads both files over HTTP; prints JSON figures. */
async function measure(where: string): Promise<void> {
  const database = await open(where);
  const { db } = database;
  const [form] = await db.select({ id: forms.id }).from(forms).limit(1);
  if (!form) throw new Error("not seeded");
  const admin = await signedInAs(db, "admin");
  const app = await buildServer({ db, outbox: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // Warm-up: the same code paths on an empty window, so loading code is not in the figures.
  const warm = await db
    .insert(leadExports)
    .values({
      form_id: form.id,
      status: "pending",
      filters: { "filter[created_at_gteq]": "2100-01-01" },
    })
    .returning();
  await runLeadExport(db, warm[0]?.id ?? "");
  const [row] = await db
    .insert(leadExports)
    .values({ form_id: form.id, status: "pending", filters: {} })
    .returning();
  if (!row) throw new Error("no export");
  settle();
  const before = rss();
  const meter = peakMeter();
  const started = performance.now();
  await runLeadExport(db, row.id, { onProgress: meter.sample });
  const exportMs = performance.now() - started;
  const exportPeak = meter.stop();
  const [done] = await db.select().from(leadExports).where(eq(leadExports.id, row.id));
  // Three more runs (four times the leads written in all): a peak that holds still is bounded.
  const repeated = peakMeter();
  for (let run = 0; run < 3; run++)
    await runLeadExport(db, row.id, { onProgress: repeated.sample });
  const repeatedPeak = Math.max(exportPeak, repeated.stop());

  const downloads: Record<string, { bytes: number; growth: number; ms: number }> = {};
  for (const format of ["csv", "xlsx"]) {
    settle();
    const base = rss();
    const m = peakMeter();
    const t = performance.now();
    const res = await fetch(
      `${origin}/forms/${form.id}/lead_exports/${row.id}/download?format=${format}`,
      {
        headers: { cookie: admin.cookie },
      },
    );
    let bytes = 0;
    const reader = res.body?.getReader();
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      bytes += next.value.length;
      m.sample();
    }
    downloads[format] = { bytes, growth: m.stop() - base, ms: performance.now() - t };
  }
  // Again, collecting garbage at every batch: what the run holds, not what awaits collection.
  const live = () => {
    settle();
    const u = process.memoryUsage();
    return u.heapUsed + u.external;
  };
  const again = await db
    .insert(leadExports)
    .values({ form_id: form.id, status: "pending", filters: {} })
    .returning();
  const liveBase = live();
  let livePeak = liveBase;
  await runLeadExport(db, again[0]?.id ?? "", {
    onProgress: () => {
      livePeak = Math.max(livePeak, live());
    },
  });
  await app.close();
  await db.delete(users);
  await database.close();
  console.log(
    JSON.stringify({
      leads: done?.processed,
      status: done?.status,
      exportMs,
      exportGrowth: exportPeak - before,
      exportLive: livePeak - liveBase,
      exportRepeated: repeatedPeak - before,
      baseline: before,
      downloads,
    }),
  );
}

interface Figures {
  leads: number;
  status: string;
  exportMs: number;
  exportGrowth: number;
  exportLive: number;
  exportRepeated: number;
  baseline: number;
  downloads: Record<string, { bytes: number; growth: number; ms: number }>;
}

function child(...childArgs: string[]): string {
  const result = spawnSync(
    process.execPath,
    [...process.execArgv, "--expose-gc", process.argv[1] ?? "", ...childArgs],
    { encoding: "utf8", env: process.env, maxBuffer: 16 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`${childArgs[0]} failed:\n${result.stderr}`);
  return result.stdout.trim().split("\n").at(-1) ?? "";
}

async function main(sizes: number[]): Promise<void> {
  const results: Figures[] = [];
  for (const size of sizes) {
    let where: string;
    let drop: () => Promise<void>;
    if (serverUrl) {
      const name = `bench_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      where = url.href;
      drop = async () => {
        const again = new pg.Client({ connectionString: serverUrl });
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS ${name}`);
        await again.end();
      };
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), "bench-lead-export-"));
      where = dir;
      drop = async () => rmSync(dir, { recursive: true, force: true });
    }
    try {
      child("seed", where, String(size));
      results.push(JSON.parse(child("measure", where)) as Figures);
    } finally {
      await drop();
    }
  }
  console.log(
    `lead export on ${serverUrl ? "PostgreSQL" : "PGlite"} (peak RSS growth over the baseline)`,
  );
  for (const r of results) {
    console.log(
      `  ${String(r.leads).padStart(7)} leads (${r.status}): export ${mb(r.exportGrowth).padStart(6)} MB in ${(r.exportMs / 1000).toFixed(1)} s` +
        ` (after 4 runs ${mb(r.exportRepeated)} MB; live after GC +${mb(r.exportLive)} MB)` +
        ` | CSV ${mb(r.downloads.csv?.bytes ?? 0)} MB downloaded, +${mb(r.downloads.csv?.growth ?? 0)} MB` +
        ` | XLSX ${mb(r.downloads.xlsx?.bytes ?? 0)} MB downloaded, +${mb(r.downloads.xlsx?.growth ?? 0)} MB` +
        ` | baseline ${mb(r.baseline)} MB`,
    );
  }
  const small = results[0];
  const large = results.at(-1);
  if (small && large && small !== large) {
    // Growth below 1 MB is noise (RSS moves by pages and by collections): counted as 1 MB.
    const ratio = (a: number, b: number) =>
      (Math.max(a, 1024 * 1024) / Math.max(b, 1024 * 1024)).toFixed(2);
    console.log(
      `  ratio ${large.leads} / ${small.leads} leads: export ${ratio(large.exportGrowth, small.exportGrowth)}` +
        ` (live after GC ${ratio(large.exportLive, small.exportLive)})` +
        `, CSV download ${ratio(large.downloads.csv?.growth ?? 0, small.downloads.csv?.growth ?? 0)}` +
        `, XLSX download ${ratio(large.downloads.xlsx?.growth ?? 0, small.downloads.xlsx?.growth ?? 0)}`,
    );
  }
}

if (mode === "seed") await seed(args[0] ?? "", Number(args[1]));
else if (mode === "measure") await measure(args[0] ?? "");
else await main((mode === undefined ? ["1000", "100000"] : [mode, ...args]).map((s) => Number(s)));
