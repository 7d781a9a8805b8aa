import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StockVehicle } from "../../generated/types.ts";
import { openDatabase } from "../../runtime/db/client.ts";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { demoVehicle, importDemoStock } from "../../runtime/demo/demo-stock.ts";
import {
  importStockVehicles,
  JsonArraySplitter,
  openStockFile,
  StockFileError,
  StockImportError,
} from "../../runtime/features/stock/stock-import.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

type Vehicle = Partial<StockVehicle> & Record<string, unknown>;

const defender: Vehicle = {
  vin: "SALEA7AX1R2000001",
  nameplate_brand_name: "Land Rover",
  nameplate_name: "Defender",
  nameplate_model_group: "Defender",
  nameplate_external_code: "L663",
  state: "new",
  status: "stock",
  production_year: 2026,
  model_year: 2027,
  transmission: "auto",
  mileage: 12,
  engine_type: ["petrol", "mhev"],
  power: 400,
  power_unit: "bhp",
  number_of_seats: 7,
  color_canonical: "green",
  color_name: "أخضر بانجيا",
  msrp_price: 420000,
  sale_price: 399000,
  monthly_price: 7800,
  financing_options: { cash: true, lease: true, rent: false },
  price_metadata: { DXB: 431000, AUH: 433000 },
  features_standard: ["كاميرا محيطية 360 درجة"],
  photos: [{ normal: "/api/v2/images/30001/w/1024.jpg" }],
  currency: "AED",
};

const fpace: Vehicle = {
  vin: "SADCA2BN5PA000002",
  nameplate_brand_name: "Jaguar",
  nameplate_name: "F-PACE",
  state: "used",
  status: "reserved",
  production_year: 2021,
  mileage: 64000,
  engine_type: ["diesel"],
  power: 150,
  msrp_price: 145000,
  price_hidden: true,
  financing_options: { cash: true },
  color_canonical: "black",
  color_name: "أسود سانتوريني",
  created_at: "2026-03-01T08:00:00Z",
};

/** The two vehicles as a CSV: JSON cells for arrays and objects, an empty cell left out. */
function csvOf(vehicles: Vehicle[]): string {
  const columns = [...new Set(vehicles.flatMap((v) => Object.keys(v)))];
  const cell = (value: unknown) => {
    if (value === undefined) return "";
    const text = typeof value === "object" ? JSON.stringify(value) : String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${[columns.join(","), ...vehicles.map((v) => columns.map((c) => cell(v[c])).join(","))].join("\n")}\n`;
}

const dir = mkdtempSync(path.join(tmpdir(), "stock-import-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileCount = 0;
function file(name: string, text: string): string {
  fileCount += 1;
  const at = path.join(dir, `${fileCount}-${name}`);
  writeFileSync(at, text);
  return at;
}

describe("reading a JSON array a chunk at a time", () => {
  const split = (text: string, size: number): string[] => {
    const splitter = new JsonArraySplitter();
    const out: string[] = [];
    for (let i = 0; i < text.length; i += size) out.push(...splitter.push(text.slice(i, i + size)));
    splitter.end();
    return out;
  };
  const tricky = [
    { vin: "A", note: 'quotes \\" and ] } [ { inside, "strings"', list: [[1, 2], { a: [] }] },
    "a string, with a comma",
    42.5,
    null,
    { empty: {}, arabic: "أبيض فوجي" },
  ];
  const text = ` \n[ ${tricky.map((v) => JSON.stringify(v, null, 1)).join(" ,\n ")} ]\n `;

  it("gives each element whole, whatever the chunk boundaries", () => {
    for (const size of [1, 2, 3, 7, 64, text.length])
      expect(split(text, size).map((t) => JSON.parse(t))).toEqual(tricky);
    expect(split("[]", 1)).toEqual([]);
  });

  it("refuses what is not one JSON array", () => {
    expect(() => split('{"vin": "A"}', 4)).toThrow(StockFileError);
    expect(() => split('[{"vin": "A"}', 4)).toThrow(/ends before/);
    expect(() => split('[{"vin": "A"}] []', 4)).toThrow(/more text/);
    expect(() => split('[{"a": 1} {"b": 2}]', 4)).toThrow(/where , or \] belongs/);
  });
});

describe.each(engines)("stock import on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  const query = async <T>(text: string): Promise<T[]> =>
    rowsOf<T>(await database.db.execute(sql.raw(text)));
  const vehicleCount = async () =>
    Number((await query<{ n: number }>("SELECT count(*)::int AS n FROM stock_vehicles"))[0]?.n);
  const run = (at: string, listing = "default") =>
    importStockVehicles(database.db, openStockFile(at).rows, { listing });
  const refusal = async (promise: Promise<unknown>): Promise<readonly string[]> => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StockImportError);
    return (error as StockImportError).problems;
  };

  it("imports a JSON array into a new list, deriving the typed columns the filters read", async () => {
    const report = await run(file("two.json", JSON.stringify([defender, fpace])), "spring");
    expect(report).toMatchObject({ listing: "spring", rows: 2, created: 2, updated: 0 });
    const rows = await query<Record<string, unknown>>(
      `SELECT v.vin, brand, model, model_group, state, status, engine_types, financing_options,
         power_kw, display_price::float AS display_price, msrp_price::float AS msrp_price,
         number_of_seats, mileage, v.created_at, attributes, l.name AS listing
       FROM stock_vehicles v JOIN stock_listing_vehicles lv ON lv.vehicle_id = v.id
       JOIN stock_listings l ON l.id = lv.listing_id ORDER BY v.vin`,
    );
    expect(rows).toHaveLength(2);
    const [jaguar, landRover] = rows;
    expect(landRover).toMatchObject({
      vin: defender.vin,
      brand: "Land Rover",
      model: "Defender",
      model_group: "Defender",
      state: "new",
      status: "stock",
      engine_types: ["petrol", "mhev"],
      financing_options: ["cash", "lease"],
      display_price: 399000,
      msrp_price: 420000,
      number_of_seats: 7,
      listing: "spring",
    });
    // 400 bhp in kW; the attributes keep what was sent, with the schema's defaults.
    expect(landRover?.power_kw).toBeCloseTo(298.28, 1);
    expect(landRover?.attributes).toMatchObject({
      power: 400,
      power_unit: "bhp",
      mileage_unit: "km",
    });
    // A hidden price has no display price; the vehicle's own created_at is kept.
    expect(jaguar).toMatchObject({ display_price: null, msrp_price: 145000, model_group: "" });
    expect(new Date(jaguar?.created_at as string).toISOString()).toBe("2026-03-01T08:00:00.000Z");
    expect(jaguar?.power_kw).toBe(150);
  });

  it("reads the same vehicles from a CSV, with JSON cells, numbers, booleans and empty cells", async () => {
    const before = await query<{ vin: string; attributes: unknown }>(
      "SELECT vin, attributes FROM stock_vehicles ORDER BY vin",
    );
    const csv = csvOf([defender, fpace]);
    expect(csv).toContain(",,"); // cells a vehicle leaves empty
    const report = await run(file("two.csv", csv), "spring");
    expect(report).toMatchObject({ rows: 2, created: 0, updated: 2 });
    const after = await query<{ vin: string; attributes: unknown }>(
      "SELECT vin, attributes FROM stock_vehicles ORDER BY vin",
    );
    expect(after).toEqual(before);
  });

  it("upserts by VIN: a second import updates in place, adds to another list, no duplicates", async () => {
    const [{ id } = { id: 0 }] = await query<{ id: number }>(
      `SELECT id FROM stock_vehicles WHERE vin = '${defender.vin}'`,
    );
    const cheaper = { ...defender, msrp_price: 410000, sale_price: undefined, status: "sold" };
    const report = await run(file("again.json", JSON.stringify([cheaper])), "default");
    expect(report).toMatchObject({ rows: 1, created: 0, updated: 1 });
    expect(await vehicleCount()).toBe(2);
    const rows = await query<Record<string, unknown>>(
      `SELECT id, status, display_price::float AS display_price, attributes,
         array(SELECT l.name FROM stock_listing_vehicles lv JOIN stock_listings l ON l.id = lv.listing_id
           WHERE lv.vehicle_id = v.id ORDER BY l.name) AS lists
       FROM stock_vehicles v WHERE vin = '${defender.vin}'`,
    );
    expect(rows[0]).toMatchObject({
      id,
      status: "sold",
      display_price: 410000,
      lists: ["default", "spring"],
    });
    expect(rows[0]?.attributes).not.toHaveProperty("sale_price");
  });

  it("refuses a bad file whole, naming every row, field and rule, and writes nothing", async () => {
    const before = await query(
      "SELECT vin, attributes, updated_at FROM stock_vehicles ORDER BY vin",
    );
    const bad = [
      { ...defender, msrp_price: 1 },
      { ...fpace, msrp_price: -5 },
      { ...fpace, vin: undefined, state: "broken", colour: "red" },
      { ...defender, vin: "SALEA7AX1R2000009", engine_type: ["steam"], mileage: "far" },
    ];
    const problems = await refusal(run(file("bad.json", JSON.stringify(bad)), "never"));
    expect(problems).toEqual([
      "row 2, msrp_price: must be >= 0 (got -5)",
      "row 3, vin: is required",
      "row 3, colour: is not a stock vehicle attribute",
      'row 3, state: must be one of new, used, approved, demo (got "broken")',
      'row 4, mileage: must be integer (got "far")',
      'row 4, engine_type/0: must be one of petrol, diesel, bev, hev, mhev, phev, phev_rev, ffv (got "steam")',
    ]);
    expect(
      await query("SELECT vin, attributes, updated_at FROM stock_vehicles ORDER BY vin"),
    ).toEqual(before);
    expect(await query("SELECT 1 FROM stock_listings WHERE name = 'never'")).toEqual([]);
  });

  it("names the CSV row, its line and the field of a cell that is not JSON or not a number", async () => {
    const csv = [
      "vin,nameplate_brand_name,nameplate_name,state,status,msrp_price,photos,price_hidden",
      "SALEA7AX1R2000011,Land Rover,Defender,new,stock,abc,,yes",
      'SALEA7AX1R2000012,Land Rover,Defender,new,stock,1000,"[{""normal"": ",false',
    ].join("\n");
    const problems = await refusal(run(file("bad.csv", csv)));
    expect(problems).toEqual([
      'row 1 (line 2), msrp_price: must be number,null (got "abc")',
      'row 1 (line 2), price_hidden: must be boolean (got "yes")',
      expect.stringMatching(/^row 2 \(line 3\), photos: is not valid JSON/),
    ]);
    const unknown = await refusal(run(file("unknown.csv", "vin,colour\nSALEA7AX1R2000013,red\n")));
    expect(unknown).toEqual(["header, colour: is not a stock vehicle attribute"]);
  });

  it("refuses a VIN twice in one file", async () => {
    const problems = await refusal(
      run(file("twice.json", JSON.stringify([fpace, defender, fpace]))),
    );
    expect(problems).toEqual([`row 3, vin: ${fpace.vin} is on row 1 too`]);
  });

  it("needs a known dealer, or owner_name on the first row naming a new one, which creates it", async () => {
    const unknown = await refusal(
      run(file("dealer.json", JSON.stringify([{ ...fpace, owner_dealer_code: "NOPE1" }]))),
    );
    expect(unknown).toEqual([
      "row 1, owner_dealer_code: there is no dealer NOPE1 (give owner_name, and the other owner_* fields, on this row to create it)",
    ]);
    expect(await query("SELECT 1 FROM stock_dealers WHERE dealer_code = 'NOPE1'")).toEqual([]);

    const withDealer = [
      {
        ...fpace,
        owner_dealer_code: "SHJ09",
        owner_name: "صالة عرض الشارقة الجديدة",
        owner_state: "SHJ",
        owner_city: "الشارقة",
        owner_zipcode: "1799",
        owner_phone: "+97165000999",
        owner_metadata: { display_name_jag: "جاكوار الشارقة" },
      },
      { ...defender, owner_dealer_code: "SHJ09" },
    ];
    const report = await run(file("dealer-new.json", JSON.stringify(withDealer)));
    expect(report.dealersCreated).toEqual(["SHJ09"]);
    const dealers = await query<Record<string, unknown>>(
      "SELECT id, name, state, postcode, locality, brands, attributes FROM stock_dealers WHERE dealer_code = 'SHJ09'",
    );
    expect(dealers).toEqual([
      {
        id: expect.any(Number),
        name: "صالة عرض الشارقة الجديدة",
        state: "SHJ",
        postcode: "1799",
        locality: "الشارقة",
        brands: ["Jaguar", "Land Rover"],
        attributes: { city: "الشارقة", phone: "+97165000999", display_name_jag: "جاكوار الشارقة" },
      },
    ]);
    const owned = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stock_vehicles WHERE dealer_id = ${Number(dealers[0]?.id)}`,
    );
    expect(owned[0]?.n).toBe(2);
  });

  it("generates a demo inventory of 1,000 with every state, status, brand and engine, reproducibly", async () => {
    expect(demoVehicle(7, { asOf: new Date("2026-11-01") })).toEqual(
      demoVehicle(7, { asOf: new Date("2026-11-01") }),
    );
    const report = await importDemoStock(database.db, { count: 1000, listing: "demo-list" });
    expect(report).toMatchObject({ rows: 1000, created: 1000, listing: "demo-list" });
    const distinct = async (expression: string) =>
      (
        await query<{ v: string }>(
          `SELECT DISTINCT ${expression} AS v FROM stock_vehicles v
           JOIN stock_listing_vehicles lv ON lv.vehicle_id = v.id
           JOIN stock_listings l ON l.id = lv.listing_id WHERE l.name = 'demo-list' ORDER BY 1`,
        )
      ).map((r) => r.v);
    expect(await distinct("state")).toEqual(["approved", "demo", "new", "used"]);
    expect(await distinct("status")).toEqual([
      "available_soon",
      "delivery",
      "demo",
      "in_production",
      "on_demand",
      "reserved",
      "sold",
      "stock",
    ]);
    expect(await distinct("brand")).toEqual(["Jaguar", "Land Rover"]);
    expect(await distinct("unnest(engine_types)")).toEqual(
      expect.arrayContaining(["bev", "diesel", "mhev", "petrol", "phev"]),
    );
    expect(await distinct("color_canonical")).toHaveLength(10);
    expect(await distinct("transmission")).toEqual(["auto", "manual"]);
    expect(await distinct("lower(attributes->>'nameplate_external_code')")).toEqual([
      "l405",
      "l460",
      "l461",
      "l462",
      "l494",
      "l550",
      "l551",
      "l560",
      "l663",
      "x152",
      "x260",
      "x540",
      "x590",
      "x760",
      "x761",
    ]);
    // Dealers in the emirates and the Australian states, every vehicle with one.
    expect(await distinct("(SELECT state FROM stock_dealers d WHERE d.id = v.dealer_id)")).toEqual(
      expect.arrayContaining(["ACT", "AUH", "DXB", "NSW", "SHJ", "VIC"]),
    );
    // Reference data the stock pages read.
    const counts = await query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM stock_configs WHERE config_type IN ('cash','lease','subscription','additional')) AS showroom,
         (SELECT count(*)::int FROM stock_configs WHERE config_type LIKE '%order_online%') AS order_online,
         (SELECT count(*)::int FROM stock_widget_translations) AS translations,
         (SELECT count(DISTINCT lang)::int FROM trade_in_options) AS trade_in_langs,
         (SELECT count(*)::int FROM stock_configurator_builds) AS builds,
         (SELECT count(*)::int FROM stock_company_config) AS company,
         (SELECT jsonb_array_length(buttons) FROM stock_listings WHERE name = 'demo-list') AS buttons`,
    );
    expect(counts[0]).toEqual({
      showroom: 5,
      order_online: 8,
      translations: 2,
      trade_in_langs: 2,
      builds: 2,
      company: 1,
      buttons: 3,
    });
    // A second run updates the same vehicles.
    const again = await importDemoStock(database.db, { count: 1000, listing: "demo-list" });
    expect(again).toMatchObject({ created: 0, updated: 1000 });
  }, 120_000);
});

describe("npm run stock", () => {
  const dataDir = path.join(dir, "cli-data");

  interface Outcome {
    code: number | null;
    stdout: string;
    stderr: string;
  }

  const spawned = (command: string, args: string[]) =>
    new Promise<Outcome>((resolve) => {
      const child = spawn(command, args, {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (c: Buffer) => {
        stdout += c.toString();
      });
      child.stderr.on("data", (c: Buffer) => {
        stderr += c.toString();
      });
      child.once("exit", (code) => resolve({ code, stdout, stderr }));
    });
  const cli = (args: string[]) =>
    spawned(process.execPath, ["--import", "tsx", "runtime/stock-cli.ts", ...args]);

  it("explains itself with --help and refuses wrong usage with exit code 2", async () => {
    const help = await cli(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("import FILE [--listing NAME]");
    expect(help.stdout).toContain("demo [--count N]");
    const wrong = await cli(["demo", "--count", "none"]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("--count must be a whole number");
  }, 60_000);

  it("loads a demo inventory and imports a file, printing a summary line; a bad file exits 1", async () => {
    const demo = await cli(["demo", "--count", "40", "--listing", "cli-demo"]);
    expect(demo.stderr).toBe("");
    expect(demo.code).toBe(0);
    expect(demo.stdout).toMatch(
      /^demo inventory: 40 vehicles into listing cli-demo \(40 new, 0 updated\) in [\d.]+ s; 18 dealers/,
    );

    const good = await cli([
      "import",
      file("cli.csv", csvOf([defender, fpace])),
      "--listing",
      "cli",
    ]);
    expect(good.stderr).toBe("");
    expect(good.code).toBe(0);
    expect(good.stdout).toMatch(
      /imported .*cli\.csv: 2 vehicles into listing cli \(2 new, 0 updated\)/,
    );

    const bad = await cli([
      "import",
      file("cli-bad.json", JSON.stringify([defender, { ...fpace, msrp_price: -1 }])),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toContain("row 2, msrp_price: must be >= 0 (got -1)");
    expect(bad.stderr).toContain("1 problem; nothing was imported.");

    const missing = await cli(["import", path.join(dir, "no-such-file.json")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("cannot read");

    const database = await openDatabase({ dataDir });
    try {
      const lists = rowsOf<{ name: string; n: number }>(
        await database.db.execute(
          sql`SELECT l.name, count(lv.vehicle_id)::int AS n FROM stock_listings l
              LEFT JOIN stock_listing_vehicles lv ON lv.listing_id = l.id GROUP BY l.name ORDER BY l.name`,
        ),
      );
      expect(lists).toEqual([
        { name: "cli", n: 2 },
        { name: "cli-demo", n: 40 },
      ]);
    } finally {
      await database.close();
    }
  }, 240_000);

  it("draws a progress bar on a terminal's standard error, and ends with the summary", async () => {
    // `script` runs the command on a pseudo-terminal, so standard error is a TTY.
    const command = `${process.execPath} --import tsx runtime/stock-cli.ts demo --count 4000 --listing tty`;
    const run = await spawned("script", ["-qec", command, "/dev/null"]);
    expect(run.code).toBe(0);
    const bars = run.stdout.match(/\[[#-]{30}\] +\d+% [\d,]+ rows, [\d,]+\/s/g) ?? [];
    expect(bars.length).toBeGreaterThan(0);
    expect(run.stdout).toMatch(/demo inventory: 4,000 vehicles into listing tty/);
  }, 240_000);

  it("says the data directory is held by another process, and exits 1 without opening it", async () => {
    // The test runner itself holds the lock: a live process that is not the CLI.
    writeFileSync(path.join(dataDir, ".lock"), String(process.pid));
    try {
      const run = await cli(["demo", "--count", "5"]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`is in use by another process (pid ${process.pid})`);
      expect(run.stderr).toContain("DATABASE_URL");
    } finally {
      rmSync(path.join(dataDir, ".lock"), { force: true });
    }
  }, 60_000);
});
