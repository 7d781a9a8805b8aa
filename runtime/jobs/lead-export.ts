import { Writable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { eq, type SQL, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { FormAttributes, FormField } from "../../generated/types.ts";
import { shownName } from "../cms/media-upload.ts";
import { isUuid } from "../core/value-rules.ts";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/migrate.ts";
import { forms, leadExports, type OutboxRow } from "../services/forms-tables.ts";

/**
 * A lead export (000 §4 "Lead export"): the leads of one form that the lead list's created_at
 * window selects, in its sort, written in one pass as CSV and as XLSX into lead_export_chunks
 * (about 256 KB each), read in batches by keyset pagination: the file is never whole in memory,
 * neither here nor when it is downloaded.
 */

/** Leads read per query, in the order of leads_form_created (created_at sorts). */
export const LEAD_EXPORT_BATCH = 500;
/** Leads read per query when sorted by a value field, which no index holds. */
export const LEAD_EXPORT_VALUE_SORT_BATCH = 2000;
/** Bytes of one stored piece of a file. */
export const LEAD_EXPORT_CHUNK_BYTES = 256 * 1024;
/** What an editor reads when an export failed: no internals. */
export const LEAD_EXPORT_FAILED = "تعذّر إكمال التصدير، أعد المحاولة.";
/** Excel refuses a cell longer than this; the CSV keeps the whole text. */
const XLSX_CELL_MAX = 32_767;

export type LeadExportFormat = "csv" | "xlsx";

/** The query an export was asked with, as given (filter[created_at_gteq], ..., sort). */
export type LeadExportFilters = Record<string, string>;

export const FROM_FILTER = "filter[created_at_gteq]";
export const TO_FILTER = "filter[created_at_lteq]";
export const DEFAULT_LEAD_SORT = "-created_at";

// ---------------------------------------------------------------------------------------------
// The created_at window

const DATE_BOUND =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The instants a created_at filter stands for: from included, to included or (a date) excluded. */
export interface LeadWindow {
  from: Date | null;
  /** The last instant included, or with `isToExclusive` the first one left out. */
  to: Date | null;
  isToExclusive: boolean;
}

/**
 * The instant a date bound names, or null when it names none (2024-02-30, 25:00). A date, or a
 * date-time without an offset, is UTC, as in the lead list; `dayOffset` 1 gives the start of the
 * next day (a date alone as 'to' means the whole day).
 */
export function dateBoundInstant(value: string, dayOffset = 0): Date | null {
  const match = DATE_BOUND.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  // PostgreSQL has no year 0; setUTCFullYear, since Date.UTC reads a year below 100 as 19xx.
  if (year < 1) return null;
  const calendar = new Date(0);
  calendar.setUTCFullYear(year, month - 1, day);
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1) return null;
  if (calendar.getUTCDate() !== day) return null;
  const hours = Number(h ?? 0);
  const minutes = Number(mi ?? 0);
  const seconds = Number(s ?? 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const millis = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  let offsetMinutes = 0;
  if (offset && offset !== "Z") {
    const sign = offset.startsWith("-") ? -1 : 1;
    const [oh, om] = [Number(offset.slice(1, 3)), Number(offset.slice(-2))];
    if (oh > 23 || om > 59) return null;
    offsetMinutes = sign * (oh * 60 + om);
  }
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day + dayOffset);
  instant.setUTCHours(hours, minutes, seconds, millis);
  return new Date(instant.getTime() - offsetMinutes * 60_000);
}

/** The created_at filter that names no instant, or null when both are fine. */
export function badDateFilter(filters: LeadExportFilters): string | null {
  for (const key of [FROM_FILTER, TO_FILTER]) {
    const value = filters[key];
    if (value !== undefined && dateBoundInstant(value) === null) return key;
  }
  return null;
}

/** The window of the created_at filters, both ends included; a date alone as 'to' is its whole day. */
export function leadWindow(filters: LeadExportFilters): LeadWindow {
  const fromValue = filters[FROM_FILTER];
  const toValue = filters[TO_FILTER];
  const isDateOnly = toValue !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(toValue);
  return {
    from: fromValue === undefined ? null : dateBoundInstant(fromValue),
    to: toValue === undefined ? null : dateBoundInstant(toValue, isDateOnly ? 1 : 0),
    isToExclusive: isDateOnly,
  };
}

// ---------------------------------------------------------------------------------------------
// The sort, and keyset pagination over it

/** One key of the order: its SQL over the leads table, and the batch column holding it as text. */
interface SortTerm {
  expression: SQL;
  /** How a cursor value (text) is read back into the key's type. */
  cast: (value: string) => SQL;
  column: "created_at_key" | "sort_missing" | "sort_key" | "id";
  isDescending: boolean;
}

const CREATED_AT: Omit<SortTerm, "isDescending"> = {
  expression: sql`created_at`,
  cast: (v) => sql`${v}::timestamptz`,
  column: "created_at_key",
};

/**
 * The lead list's order (runtime/services/leads.ts orderOf) as keys a cursor can resume after:
 * `created_at` or a value field's name, '-' first for descending; a value field puts leads
 * without it last either way (NULLS LAST), then the newest first; the id breaks ties, descending
 * when the sort is or when ',-created_at' is given.
 */
export function sortTerms(sort: string): SortTerm[] {
  const [first = DEFAULT_LEAD_SORT, second] = sort.split(",");
  const isDescending = first.startsWith("-");
  const name = isDescending ? first.slice(1) : first;
  const terms: SortTerm[] = [];
  if (name === "created_at") terms.push({ ...CREATED_AT, isDescending });
  else {
    const value = sql`("values" ->> ${name})`;
    terms.push(
      {
        expression: sql`(${value} IS NULL)`,
        cast: (v) => sql`${v}::boolean`,
        column: "sort_missing",
        isDescending: false,
      },
      {
        expression: sql`coalesce(${value}, '')`,
        cast: (v) => sql`${v}::text`,
        column: "sort_key",
        isDescending,
      },
    );
  }
  if (second === "-created_at" || name !== "created_at")
    terms.push({ ...CREATED_AT, isDescending: true });
  terms.push({
    expression: sql`id`,
    cast: (v) => sql`${v}::uuid`,
    column: "id",
    isDescending: isDescending || second !== undefined,
  });
  return terms;
}

/** The rows after `cursor` in the order of `terms`: one row comparison when every key runs the same way. */
function afterCursor(terms: readonly SortTerm[], cursor: Readonly<Record<string, string>>): SQL {
  const value = (term: SortTerm) => term.cast(cursor[term.column] ?? "");
  const isOneWay = terms.every((t) => t.isDescending === terms[0]?.isDescending);
  if (isOneWay) {
    const left = sql.join(
      terms.map((t) => t.expression),
      sql`, `,
    );
    const right = sql.join(terms.map(value), sql`, `);
    return terms[0]?.isDescending ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  }
  const alternatives = terms.map((term, i) => {
    const equal = terms.slice(0, i).map((t) => sql`${t.expression} = ${value(t)}`);
    const beyond = term.isDescending
      ? sql`${term.expression} < ${value(term)}`
      : sql`${term.expression} > ${value(term)}`;
    return sql`(${sql.join([...equal, beyond], sql` AND `)})`;
  });
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

function orderBy(terms: readonly SortTerm[]): SQL {
  return sql.join(
    terms.map((t) => (t.isDescending ? sql`${t.expression} DESC` : sql`${t.expression} ASC`)),
    sql`, `,
  );
}

/** The leads of the form inside the window, written before the export started. */
function matching(formId: number, window: LeadWindow, cutoff: string): SQL {
  const conditions: SQL[] = [sql`form_id = ${formId}`, sql`created_at <= ${cutoff}::timestamptz`];
  if (window.from) conditions.push(sql`created_at >= ${window.from.toISOString()}::timestamptz`);
  if (window.to)
    conditions.push(
      window.isToExclusive
        ? sql`created_at < ${window.to.toISOString()}::timestamptz`
        : sql`created_at <= ${window.to.toISOString()}::timestamptz`,
    );
  return sql.join(conditions, sql` AND `);
}

// ---------------------------------------------------------------------------------------------
// Columns and cells

/** One column of the file: where its cells come from and its header. */
interface Column {
  header: string;
  source: "values" | "hidden";
  key: string;
  field?: FormField;
}

interface LeadRow {
  id: string;
  created_iso: string;
  created_at_key: string;
  sort_key: string | null;
  sort_missing: string | null;
  values: Record<string, unknown>;
  hidden_fields: Record<string, unknown>;
}

/** How a boolean reads in a form of this language. */
const BOOLEAN_TEXT: Readonly<Record<FormAttributes["lang"], readonly [string, string]>> = {
  ar: ["نعم", "لا"],
  en: ["Yes", "No"],
};

/**
 * A value as text: lists joined with ', ', booleans as yes/no in the form's language, a file
 * field's ids as the files' names (the id when the file is gone), anything else as JSON.
 */
function cellText(
  value: unknown,
  column: Column,
  lang: FormAttributes["lang"],
  fileNames: ReadonlyMap<string, string>,
): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string")
    return column.field?.type === "file" ? (fileNames.get(value) ?? value) : value;
  if (typeof value === "boolean") return BOOLEAN_TEXT[lang][value ? 0 : 1];
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (Array.isArray(value))
    return value.map((item) => cellText(item, column, lang, fileNames)).join(", ");
  return JSON.stringify(value);
}

/**
 * id, created_at, the form's fields in its order (header: the label, else the name), the hidden
 * fields the page added (hidden:<name>), then values of fields no longer in the form (kept).
 */
async function columnsOf(db: Db, form: FormAttributes, where: SQL): Promise<Column[]> {
  const fields = form.fields as readonly FormField[];
  const names = new Set(fields.map((f) => f.name));
  const columns: Column[] = fields.map((field) => ({
    header: field.label.trim() || field.name,
    source: "values",
    key: field.name,
    field,
  }));
  const hidden = rowsOf<{ key: string }>(
    await db.execute(
      sql`SELECT DISTINCT jsonb_object_keys(hidden_fields) AS key FROM leads WHERE ${where} ORDER BY 1`,
    ),
  );
  for (const { key } of hidden) columns.push({ header: `hidden:${key}`, source: "hidden", key });
  const stored = rowsOf<{ key: string }>(
    await db.execute(
      sql`SELECT DISTINCT jsonb_object_keys("values") AS key FROM leads WHERE ${where} ORDER BY 1`,
    ),
  );
  for (const { key } of stored)
    if (!names.has(key)) columns.push({ header: key, source: "values", key });
  return columns;
}

/** The names of the files the batch's file fields name. */
async function fileNamesOf(
  db: Db,
  batch: readonly LeadRow[],
  columns: readonly Column[],
): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const column of columns) {
    if (column.field?.type !== "file") continue;
    for (const lead of batch) {
      const value = lead.values[column.key];
      for (const item of Array.isArray(value) ? value : [value]) if (isUuid(item)) ids.add(item);
    }
  }
  if (ids.size === 0) return new Map();
  const list = sql.join(
    [...ids].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`SELECT id::text AS id, name FROM lead_files WHERE id IN (${list})`),
  );
  // As staff are shown them everywhere: without bidirectional controls that reorder the name.
  return new Map(rows.map((r) => [r.id, shownName(r.name)]));
}

// ---------------------------------------------------------------------------------------------
// Chunked output

/** Thrown when another run of the same export started after this one: this one stops quietly. */
class Superseded extends Error {}

/**
 * Bytes in, rows of lead_export_chunks out: `chunkBytes` per row (the last one shorter). A row is
 * written only while this run is the export's current one (its started_at), and replaces a row of
 * the same place that an earlier run left.
 */
class ChunkSink {
  private parts: Buffer[] = [];
  private size = 0;
  private seq = 0;
  private isClosed = false;
  /** The write under way: writes run one after another, and a failed run waits for the last. */
  private busy: Promise<void> = Promise.resolve();
  constructor(
    private readonly db: Db,
    private readonly exportId: string,
    private readonly format: LeadExportFormat,
    private readonly runToken: string,
    private readonly chunkBytes: number,
  ) {}

  /** Chunks written so far. */
  get count(): number {
    return this.seq;
  }

  write(data: Buffer): Promise<void> {
    return this.queue(async () => {
      this.parts.push(data);
      this.size += data.length;
      while (this.size >= this.chunkBytes) {
        const all = Buffer.concat(this.parts);
        await this.save(all.subarray(0, this.chunkBytes));
        const rest = all.subarray(this.chunkBytes);
        this.parts = rest.length > 0 ? [Buffer.from(rest)] : [];
        this.size = rest.length;
      }
    });
  }

  end(): Promise<void> {
    return this.queue(async () => {
      if (this.size > 0) await this.save(Buffer.concat(this.parts));
      this.parts = [];
      this.size = 0;
    });
  }

  /** Takes no more bytes, and resolves once the write under way (if any) is over. */
  async close(): Promise<void> {
    this.isClosed = true;
    this.parts = [];
    await this.busy;
  }

  /** A stream for writers that pipe (exceljs): it asks for more only once a chunk is stored. */
  writable(): Writable {
    return new Writable({
      highWaterMark: this.chunkBytes,
      write: (chunk: Buffer, _encoding, done) => {
        this.write(chunk).then(() => done(), done);
      },
      final: (done) => {
        this.end().then(() => done(), done);
      },
    });
  }

  private queue(work: () => Promise<void>): Promise<void> {
    const run = this.busy.then(() => {
      if (this.isClosed) throw new Superseded();
      return work();
    });
    this.busy = run.catch(() => {});
    return run;
  }

  private async save(data: Buffer): Promise<void> {
    const result = await this.db.execute(sql`
      INSERT INTO lead_export_chunks (export_id, format, seq, data)
      SELECT ${this.exportId}::uuid, ${this.format}, ${this.seq}, ${data}::bytea
      WHERE EXISTS (
        SELECT 1 FROM lead_exports
        WHERE id = ${this.exportId}::uuid AND started_at = ${this.runToken}::timestamptz
          AND status = 'running'
      )
      ON CONFLICT (export_id, format, seq) DO UPDATE SET data = excluded.data
      RETURNING seq`);
    if (rowsOf(result).length === 0) throw new Superseded();
    this.seq += 1;
  }
}

/** Sheet XML allowed to wait for the zip's compressor before the next batch is read. */
const XLSX_BACKLOG_BYTES = 64 * 1024;
/** How long the XLSX side may make no progress before the run gives up. */
const XLSX_STALL_MS = 30_000;

/** Bytes a (readable-stream 2 or Node) stream holds on its writable and readable sides. */
function bufferedBytes(stream: unknown): number {
  if (typeof stream !== "object" || stream === null) return 0;
  const side = (key: "_writableState" | "_readableState"): number => {
    const state: unknown = (stream as Record<string, unknown>)[key];
    const length =
      typeof state === "object" && state !== null ? (state as { length?: unknown }).length : 0;
    return typeof length === "number" ? length : 0;
  };
  return side("_writableState") + side("_readableState");
}

/**
 * Sheet XML that exceljs handed to the zip and the compressor has not taken yet. exceljs writes
 * it into archiver's entry stream without waiting, and the compressor works off the event loop:
 * on PGlite, whose queries never yield to the loop, nothing would be compressed before the end,
 * and the whole sheet would sit in memory.
 */
function sheetBacklog(sheet: ExcelJS.Worksheet): number {
  // exceljs keeps the sheet's stream undeclared: read it as the unknown it is.
  const stream: unknown = Reflect.get(sheet, "stream");
  const pipes: unknown =
    typeof stream === "object" && stream !== null ? Reflect.get(stream, "pipes") : undefined;
  return Array.isArray(pipes) ? pipes.reduce((sum: number, p) => sum + bufferedBytes(p), 0) : 0;
}

/** Lets the XLSX side catch up: its backlog compressed and stored, or the run fails if it stalls. */
async function xlsxCaughtUp(
  sheet: ExcelJS.Worksheet,
  output: Writable,
  failed: Promise<never>,
): Promise<void> {
  const pending = () => sheetBacklog(sheet) + output.writableLength;
  let before = pending();
  let lastProgress = Date.now();
  while (sheetBacklog(sheet) > XLSX_BACKLOG_BYTES || output.writableNeedDrain) {
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 1)), failed]);
    const now = pending();
    if (now < before) lastProgress = Date.now();
    else if (Date.now() - lastProgress > XLSX_STALL_MS) throw new Error("the XLSX writer stalled");
    before = now;
  }
}

// ---------------------------------------------------------------------------------------------
// The job

export interface LeadExportProgress {
  processed: number;
  total: number;
}

export interface LeadExportOptions {
  /** Leads per query (500; 2,000 for a value field's sort). */
  batchSize?: number;
  /** Bytes per stored piece (256 KB). */
  chunkBytes?: number;
  /** Told after every batch (awaited, with processed already stored), and once more when done. */
  onProgress?: (progress: LeadExportProgress) => void | Promise<void>;
}

/**
 * What a run ended with: done; failed (the export says so, its chunks removed); missing (no such
 * export, e.g. its form was deleted); superseded (a later run of the same export took over).
 */
export type LeadExportOutcome = "done" | "failed" | "missing" | "superseded";

/** 0-100: processed of total, 100 once done. */
export function exportProgress(row: {
  status: string;
  processed: number;
  total: number | null;
}): number {
  if (row.status === "done") return 100;
  if (!row.total) return 0;
  return Math.min(100, Math.floor((row.processed * 100) / row.total));
}

/**
 * Runs an export from scratch (its earlier chunks removed first, so running it twice gives the
 * same file): status running with the total, then the leads in batches, both files in the same
 * pass, processed updated after every batch; done, or failed with a short message and no chunks.
 * Throws after recording a failure, so that a caller that retries (the outbox) knows.
 */
export async function runLeadExport(
  db: Db,
  exportId: string,
  options: LeadExportOptions = {},
): Promise<LeadExportOutcome> {
  const chunkBytes = options.chunkBytes ?? LEAD_EXPORT_CHUNK_BYTES;
  const [job] = await db
    .select({ export: leadExports, definition: forms.definition })
    .from(leadExports)
    .innerJoin(forms, eq(forms.id, leadExports.form_id))
    .where(eq(leadExports.id, exportId));
  if (!job) return "missing";

  // started_at (to the microsecond) names this run: a later run replaces it, and this one stops.
  const started = rowsOf<{ token: string }>(
    await db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM lead_export_chunks WHERE export_id = ${exportId}::uuid`);
      return tx.execute(sql`
        UPDATE lead_exports SET status = 'running', started_at = clock_timestamp(), processed = 0,
          total = NULL, error = NULL, finished_at = NULL
        WHERE id = ${exportId}::uuid
        RETURNING started_at::text AS token`);
    }),
  );
  const token = started[0]?.token;
  if (!token) return "missing";
  const isCurrent = sql`id = ${exportId}::uuid AND started_at = ${token}::timestamptz`;
  const setProgress = async (fields: SQL): Promise<void> => {
    const updated = rowsOf(
      await db.execute(sql`UPDATE lead_exports SET ${fields} WHERE ${isCurrent} RETURNING id`),
    );
    if (updated.length === 0) throw new Superseded();
  };

  let processed = 0;
  const sinks: ChunkSink[] = [];
  try {
    const filters = job.export.filters;
    const window = leadWindow(filters);
    const where = matching(job.export.form_id, window, token);
    const [counted] = rowsOf<{ n: string | number }>(
      await db.execute(sql`SELECT count(*) AS n FROM leads WHERE ${where}`),
    );
    const total = Number(counted?.n ?? 0);
    await setProgress(sql`total = ${total}`);
    await options.onProgress?.({ processed: 0, total });

    const form = job.definition;
    const lang = form.lang === "en" ? "en" : "ar";
    const columns = await columnsOf(db, form, where);
    const header = ["id", "created_at", ...columns.map((c) => c.header)];

    const csv = new ChunkSink(db, exportId, "csv", token, chunkBytes);
    const xlsx = new ChunkSink(db, exportId, "xlsx", token, chunkBytes);
    sinks.push(csv, xlsx);
    const xlsxStream = xlsx.writable();
    // A failed write of the XLSX side (its error event) ends the run instead of going unheard.
    const xlsxFailed = new Promise<never>((_, reject) => xlsxStream.on("error", reject));
    xlsxFailed.catch(() => {});
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: xlsxStream,
      useSharedStrings: false,
      useStyles: false,
    });
    const sheet = workbook.addWorksheet(lang === "ar" ? "العملاء المحتملون" : "Leads", {
      views: [{ rightToLeft: lang === "ar" }],
    });
    // inlineStr cells: text that no reader takes for a formula (exceljs's plain strings are t="str").
    const xlsxRow = (cells: readonly string[]) =>
      sheet
        .addRow(cells.map((text) => ({ richText: [{ text: text.slice(0, XLSX_CELL_MAX) }] })))
        .commit();
    const csvText = (rows: readonly string[][]) =>
      Buffer.from(
        stringify(rows as string[][], {
          record_delimiter: "windows",
          escape_formulas: true,
          quoted_match: /[\r\n]/,
        }),
        "utf8",
      );

    // The BOM lets Excel read the CSV as UTF-8 (Arabic).
    await csv.write(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csvText([header])]));
    xlsxRow(header);

    const terms = sortTerms(filters.sort ?? DEFAULT_LEAD_SORT);
    // No index orders by a value: each batch sorts the leads left, so fewer, larger batches.
    const isValueSort = terms.some((t) => t.column === "sort_key");
    const batchSize =
      options.batchSize ?? (isValueSort ? LEAD_EXPORT_VALUE_SORT_BATCH : LEAD_EXPORT_BATCH);
    let cursor: Record<string, string> | null = null;
    for (;;) {
      const after: SQL = cursor ? sql` AND ${afterCursor(terms, cursor)}` : sql``;
      const sortKey = terms.find((t) => t.column === "sort_key");
      const sortMissing = terms.find((t) => t.column === "sort_missing");
      // Without this, a planner short of statistics (PGlite never analyses on its own) may sort
      // every remaining lead for each batch instead of walking leads_form_created in order.
      const batch = await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_sort = off`);
        return rowsOf<LeadRow>(
          await tx.execute(sql`
            SELECT id::text AS id, created_at::text AS created_at_key,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_iso,
              ${sortKey ? sortKey.expression : sql`NULL`} AS sort_key,
              ${sortMissing ? sql`${sortMissing.expression}::text` : sql`NULL`} AS sort_missing,
              "values", hidden_fields
            FROM leads WHERE ${where}${after}
            ORDER BY ${orderBy(terms)}
            LIMIT ${batchSize}`),
        );
      });
      if (batch.length === 0) break;
      const fileNames = await fileNamesOf(db, batch, columns);
      const rows = batch.map((lead) => [
        lead.id,
        lead.created_iso,
        ...columns.map((column) =>
          cellText(
            (column.source === "hidden" ? lead.hidden_fields : lead.values)[column.key],
            column,
            lang,
            fileNames,
          ),
        ),
      ]);
      await csv.write(csvText(rows));
      for (const row of rows) xlsxRow(row);
      await xlsxCaughtUp(sheet, xlsxStream, xlsxFailed);
      processed += batch.length;
      const last = batch[batch.length - 1] as LeadRow;
      cursor = {
        created_at_key: last.created_at_key,
        sort_missing: last.sort_missing ?? "false",
        sort_key: last.sort_key ?? "",
        id: last.id,
      };
      await setProgress(sql`processed = ${processed}`);
      await options.onProgress?.({ processed, total });
      if (batch.length < batchSize) break;
    }

    sheet.commit();
    await Promise.race([workbook.commit(), xlsxFailed]);
    await csv.end();
    await db.transaction(async (tx) => {
      const done = rowsOf(
        await tx.execute(sql`
          UPDATE lead_exports SET status = 'done', processed = ${processed}, total = ${processed},
            finished_at = now()
          WHERE ${isCurrent} RETURNING id`),
      );
      if (done.length === 0) throw new Superseded();
      // Pieces an overtaken run may have left past this run's end.
      await tx.execute(sql`
        DELETE FROM lead_export_chunks WHERE export_id = ${exportId}::uuid
          AND ((format = 'csv' AND seq >= ${csv.count}) OR (format = 'xlsx' AND seq >= ${xlsx.count}))`);
    });
  } catch (error) {
    // No piece may land after the clean-up below.
    await Promise.all(sinks.map((sink) => sink.close()));
    if (error instanceof Superseded) return "superseded";
    const failed = rowsOf(
      await db.transaction(async (tx) => {
        const marked = await tx.execute(sql`
          UPDATE lead_exports SET status = 'failed', error = ${LEAD_EXPORT_FAILED},
            finished_at = now()
          WHERE ${isCurrent} RETURNING id`);
        if (rowsOf(marked).length > 0)
          await tx.execute(sql`DELETE FROM lead_export_chunks WHERE export_id = ${exportId}::uuid`);
        return marked;
      }),
    );
    if (failed.length === 0) return "superseded";
    throw new Error("lead export failed", { cause: error });
  }
  await options.onProgress?.({ processed, total: processed });
  return "done";
}

/** How often a running export renews its outbox row's lease, and by how much. */
const LEASE_RENEW_MS = 15_000;
const LEASE_SECONDS = 120;

/**
 * The outbox's handler of kind lead_export: runs the export its target names. A long export keeps
 * its row leased (renewed as batches go by), so no other worker starts it over meanwhile; a run
 * that failed throws, and the outbox records it and tries again later (from scratch).
 */
export function leadExportHandler(db: Db): (row: OutboxRow) => Promise<void> {
  return async (row) => {
    const exportId = row.target.export_id;
    if (typeof exportId !== "string") return;
    let renewedAt = Date.now();
    await runLeadExport(db, exportId, {
      onProgress: async () => {
        if (Date.now() - renewedAt < LEASE_RENEW_MS) return;
        renewedAt = Date.now();
        await db.execute(sql`
          UPDATE outbox SET locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
          WHERE id = ${row.id}::uuid AND status = 'pending'`);
      },
    });
  };
}
