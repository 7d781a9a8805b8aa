import { closeSync, createReadStream, openSync, readFileSync, readSync, statSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import type { ErrorObject } from "ajv";
import { parse as parseCsv } from "csv-parse";
import { eq, sql } from "drizzle-orm";
import type { StockVehicle } from "../../generated/types.ts";
import { validateStockVehicle } from "../../generated/validate.ts";
import { errorPointer, pointerTokens } from "../core/validation-messages.ts";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/migrate.ts";
import { type StockVehicleRow, vehicleRow } from "./stock-rows.ts";
import { stockDealers, stockListings } from "./stock-tables.ts";

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

/** A listing's name as stock_listings accepts it (and the listing API's path carries it). */
export const LISTING_NAME = /^[a-z0-9_-]{1,60}$/;

/** Rows in one INSERT (a few MB of JSON a statement). */
export const IMPORT_BATCH_ROWS = 2000;

/** One vehicle as read from a file, before it is checked. */
export interface SourceRow {
  /** 1-based, the first vehicle of the file is row 1 (a CSV's header is not a row). */
  row: number;
  /** The CSV line the row ends on. */
  line?: number;
  value: unknown;
  /** What went wrong reading the row itself (a cell that is not JSON): reported with it. */
  problems: RowProblem[];
}

/** A field of a row (null: the row as a whole) and the rule it breaks. */
export interface RowProblem {
  field: string | null;
  rule: string;
}

/** The file as a whole cannot be read (not a JSON array, broken CSV quoting, unknown columns). */
export class StockFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StockFileError";
  }
}

/** The import refused the input; `problems` lists every one, and nothing was written. */
export class StockImportError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `${problems.length} ${problems.length === 1 ? "problem" : "problems"}; nothing was imported`,
    );
    this.name = "StockImportError";
  }
}

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

// --- Reading files --------------------------------------------------------------------------

interface PropertySchema {
  type?: string | string[];
  $ref?: string;
  enum?: unknown[];
}

/** How a CSV cell of each documented attribute becomes a value: by the schema's type. */
type CellKind = "string" | "integer" | "number" | "boolean" | "json";

const vehicleSchema = JSON.parse(
  readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      "../../schemas/entities/stock-vehicle.schema.json",
    ),
    "utf8",
  ),
) as { properties: Record<string, PropertySchema>; $defs: Record<string, PropertySchema> };

function kindOf(property: PropertySchema): CellKind {
  const resolved =
    property.$ref?.startsWith("#/$defs/") === true
      ? (vehicleSchema.$defs[property.$ref.slice("#/$defs/".length)] ?? property)
      : property;
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  if (types.includes("array") || types.includes("object")) return "json";
  if (types.includes("integer")) return "integer";
  if (types.includes("number")) return "number";
  if (types.includes("boolean")) return "boolean";
  return "string";
}

/** Attribute name -> how its CSV cells are read. */
export const cellKinds: ReadonlyMap<string, CellKind> = new Map(
  Object.entries(vehicleSchema.properties).map(([name, property]) => [name, kindOf(property)]),
);

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A CSV cell as the schema's type wants it; a cell that does not read as that type is kept as
 * text, so the validator names the rule it breaks; a JSON cell that does not parse is a problem.
 */
function cellValue(kind: CellKind, cell: string): { value: unknown } | { problem: string } {
  const text = cell.trim();
  switch (kind) {
    case "integer":
    case "number":
      return { value: NUMBER.test(text) ? Number(text) : cell };
    case "boolean": {
      const lower = text.toLowerCase();
      if (lower === "true" || lower === "1") return { value: true };
      if (lower === "false" || lower === "0") return { value: false };
      return { value: cell };
    }
    case "json":
      try {
        return { value: JSON.parse(text) };
      } catch (error) {
        return {
          problem: `is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
        };
      }
    default:
      return { value: cell };
  }
}

/**
 * The rows of a CSV file: a header row of documented attribute names, then one vehicle a row;
 * empty cells left out, numbers and booleans read by the schema's types, arrays and objects as
 * JSON. An unknown or repeated column is refused once, for the whole file.
 */
export async function* readCsvRows(input: Readable): AsyncGenerator<SourceRow> {
  const parser = input.pipe(
    parseCsv({ bom: true, skip_empty_lines: true, relax_column_count: true, info: true }),
  );
  input.on("error", (error) => parser.destroy(error));
  let header: string[] | null = null;
  let kinds: CellKind[] = [];
  let row = 0;
  try {
    for await (const entry of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const { record, info } = entry;
      if (!header) {
        header = record.map((name) => name.trim());
        const problems: string[] = [];
        const seen = new Set<string>();
        for (const name of header) {
          if (name === "") problems.push("header: a column has no name");
          else if (!cellKinds.has(name))
            problems.push(`header, ${name}: is not a stock vehicle attribute`);
          else if (seen.has(name)) problems.push(`header, ${name}: the column is repeated`);
          seen.add(name);
        }
        if (problems.length > 0) throw new StockImportError(problems);
        kinds = header.map((name) => cellKinds.get(name) ?? "string");
        continue;
      }
      row += 1;
      const problems: RowProblem[] = [];
      if (record.length !== header.length)
        problems.push({
          field: null,
          rule: `has ${record.length} cells, the header has ${header.length}`,
        });
      const value: Record<string, unknown> = {};
      record.forEach((cell, i) => {
        const name = header?.[i];
        if (name === undefined || cell.trim() === "") return;
        const read = cellValue(kinds[i] ?? "string", cell);
        if ("problem" in read) problems.push({ field: name, rule: read.problem });
        else value[name] = read.value;
      });
      yield { row, line: info.lines, value, problems };
    }
  } catch (error) {
    if (error instanceof StockImportError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new StockFileError(`the CSV cannot be read: ${message}`);
  }
  if (!header) throw new StockFileError("the CSV is empty: its first row names the attributes");
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * Splits the text of a JSON array, chunk by chunk, into the text of its elements, so a large
 * file is never held whole: only the element being read is.
 */
export class JsonArraySplitter {
  private state: "start" | "value" | "inValue" | "afterValue" | "end" = "start";
  private depth = 0;
  private inString = false;
  private isEscaped = false;
  private isScalar = false;
  private parts: string[] = [];
  private sawValue = false;

  /** The complete elements in this chunk (and any left over from earlier ones). */
  push(chunk: string): string[] {
    const out: string[] = [];
    let start = this.state === "inValue" ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (this.state === "inValue") {
        if (this.inString) {
          if (this.isEscaped) this.isEscaped = false;
          else if (c === 0x5c) this.isEscaped = true;
          else if (c === 0x22) {
            this.inString = false;
            if (this.isScalar && this.depth === 0) {
              this.finish(chunk, start, i + 1, out);
              start = -1;
            }
          }
          continue;
        }
        if (this.isScalar) {
          if (c === 0x2c || c === 0x5d || isSpace(c)) {
            this.finish(chunk, start, i, out);
            start = -1;
            i -= 1; // the separator is read again as after a value
          }
          continue;
        }
        if (c === 0x22) this.inString = true;
        else if (c === 0x7b || c === 0x5b) this.depth += 1;
        else if (c === 0x7d || c === 0x5d) {
          this.depth -= 1;
          if (this.depth === 0) {
            this.finish(chunk, start, i + 1, out);
            start = -1;
          }
        }
        continue;
      }
      if (isSpace(c)) continue;
      if (this.state === "start") {
        if (c !== 0x5b)
          throw new StockFileError(
            `the JSON file must be an array of vehicles ([{...}, ...]); it starts with "${chunk.slice(i, i + 20)}"`,
          );
        this.state = "value";
        continue;
      }
      if (this.state === "end")
        throw new StockFileError("the JSON file has more text after the array's closing ]");
      if (this.state === "afterValue") {
        if (c === 0x2c) this.state = "value";
        else if (c === 0x5d) this.state = "end";
        else throw new StockFileError(`the JSON array has "${chunk[i]}" where , or ] belongs`);
        continue;
      }
      // state "value": an element starts, or the array ends ([] or a closing ] after a value).
      if (c === 0x5d && !this.sawValue) {
        this.state = "end";
        continue;
      }
      this.state = "inValue";
      this.sawValue = true;
      this.depth = c === 0x7b || c === 0x5b ? 1 : 0;
      this.isScalar = this.depth === 0;
      this.inString = c === 0x22;
      this.isEscaped = false;
      start = i;
    }
    if (this.state === "inValue" && start >= 0) this.parts.push(chunk.slice(start));
    return out;
  }

  private finish(chunk: string, start: number, end: number, out: string[]): void {
    this.parts.push(chunk.slice(Math.max(start, 0), end));
    out.push(this.parts.length === 1 ? (this.parts[0] as string) : this.parts.join(""));
    this.parts = [];
    this.state = "afterValue";
  }

  /** Checks the array was closed. */
  end(): void {
    if (this.state === "start") throw new StockFileError("the JSON file is empty");
    if (this.state !== "end")
      throw new StockFileError("the JSON file ends before the array's closing ]");
  }
}

/** The elements of a JSON array of vehicles, one at a time. */
export async function* readJsonRows(input: Readable): AsyncGenerator<SourceRow> {
  input.setEncoding("utf8");
  const splitter = new JsonArraySplitter();
  let row = 0;
  let isFirst = true;
  for await (const raw of input as AsyncIterable<string>) {
    const chunk = isFirst && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
    isFirst = false;
    for (const text of splitter.push(chunk)) {
      row += 1;
      try {
        yield { row, value: JSON.parse(text), problems: [] };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        yield {
          row,
          value: {},
          problems: [{ field: null, rule: `is not valid JSON (${message})` }],
        };
      }
    }
  }
  splitter.end();
}

export interface StockFile {
  rows: AsyncIterable<SourceRow>;
  format: "json" | "csv";
  size: number;
  /** Bytes read so far (for a progress bar). */
  bytesRead: () => number;
}

/**
 * A file of vehicles, read as a stream: JSON when it is named .json or its first character is
 * '[', CSV otherwise.
 */
export function openStockFile(file: string): StockFile {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new StockFileError(`${file} is not a file`);
    size = stat.size;
  } catch (error) {
    if (error instanceof StockFileError) throw error;
    throw new StockFileError(
      `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const extension = path.extname(file).toLowerCase();
  let format: "json" | "csv";
  if (extension === ".json") format = "json";
  else if (extension === ".csv") format = "csv";
  else {
    // The first bytes only: the file may be large.
    const bytes = Buffer.alloc(256);
    const fd = openSync(file, "r");
    const read = readSync(fd, bytes, 0, bytes.length, 0);
    closeSync(fd);
    const head = bytes.subarray(0, read).toString("utf8");
    format = head
      .replace(/^\uFEFF/, "")
      .trimStart()
      .startsWith("[")
      ? "json"
      : "csv";
  }
  const stream = createReadStream(file, { highWaterMark: 1 << 20 });
  return {
    rows: format === "json" ? readJsonRows(stream) : readCsvRows(stream),
    format,
    size,
    bytesRead: () => stream.bytesRead,
  };
}

// --- Checking rows --------------------------------------------------------------------------

/** The value a JSON pointer names inside a row, for the message. */
function valueAt(value: unknown, pointer: string): unknown {
  let node: unknown = value;
  for (const token of pointerTokens(pointer)) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

function shown(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** One rule a row breaks, worded for a person reading the import's output. */
function ruleText(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return "is required";
    case "additionalProperties":
      return "is not a stock vehicle attribute";
    case "enum": {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return `must be one of ${allowed.map(String).join(", ")}`;
    }
    default:
      return error.message ?? error.keyword;
  }
}

/** "row 17 (line 18)": where a row is in its file. */
export function rowLabel(source: Pick<SourceRow, "row" | "line">): string {
  return source.line === undefined
    ? `row ${source.row}`
    : `row ${source.row} (line ${source.line})`;
}

/**
 * A row checked by the generated validator (defaults filled in), or its problems, each naming
 * the row, the field and the rule: 'row 17, msrp_price: must be >= 0 (got -5)'.
 */
export function checkRow(
  source: SourceRow,
): { vehicle: StockVehicle; problems: [] } | { vehicle: null; problems: string[] } {
  const label = rowLabel(source);
  const problems = source.problems.map((p) =>
    p.field ? `${label}, ${p.field}: ${p.rule}` : `${label}: ${p.rule}`,
  );
  const value = source.value;
  if (validateStockVehicle(value) && problems.length === 0) return { vehicle: value, problems: [] };
  if (source.problems.some((p) => p.field === null)) return { vehicle: null, problems };
  const seen = new Set<string>();
  for (const error of validateStockVehicle.errors ?? []) {
    if (["if", "then", "else", "allOf", "anyOf", "oneOf", "not"].includes(error.keyword)) continue;
    const pointer = errorPointer(error);
    const field = pointerTokens(pointer).join("/");
    const given = valueAt(value, pointer);
    const rule = ruleText(error);
    const withValue =
      given === undefined || error.keyword === "additionalProperties" || typeof given === "object"
        ? rule
        : `${rule} (got ${shown(given)})`;
    const text = field ? `${label}, ${field}: ${withValue}` : `${label}: ${withValue}`;
    if (seen.has(text)) continue;
    seen.add(text);
    problems.push(text);
  }
  if (problems.length === 0) problems.push(`${label}: is not a stock vehicle`);
  return { vehicle: null, problems };
}

// --- Writing --------------------------------------------------------------------------------

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Upserts one batch by VIN and adds it to the list, in one statement; returns how many were new.
 * The rows travel as one jsonb parameter read by jsonb_to_recordset: one multi-row INSERT ... ON
 * CONFLICT (vin) DO UPDATE whatever the batch size (no 65,535-parameter limit), and on PGlite
 * about half the time of the same rows as a VALUES list of 21 parameters a row.
 * created_at changes only when the vehicle names one; the id of a known VIN never changes.
 */
async function writeBatch(tx: Tx, listingId: number, rows: StockVehicleRow[]): Promise<number> {
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
function dealerFrom(vehicle: StockVehicle, code: string): typeof stockDealers.$inferInsert {
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
