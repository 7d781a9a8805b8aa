import type { Writable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import type { FormAttributes } from "../../../generated/types.ts";
import type { Db } from "../../db/client.ts";
import { ChunkSink } from "./export-chunks.ts";

/**
 * A lead export's two files, written in the same pass: the CSV (UTF-8 with a BOM, CRLF records,
 * formula cells escaped) and the XLSX (one right-to-left sheet for an Arabic form, every cell
 * inline text), each into its own chunks as the rows come.
 */

/** Excel refuses a cell longer than this; the CSV keeps the whole text. */
const XLSX_CELL_MAX = 32_767;

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

/** Rows as CSV text: CRLF records, formula cells escaped, a cell with a line break quoted. */
function csvText(rows: readonly string[][]): Buffer {
  return Buffer.from(
    stringify(rows as string[][], {
      record_delimiter: "windows",
      escape_formulas: true,
      quoted_match: /[\r\n]/,
    }),
    "utf8",
  );
}

/** Which run of which export the files belong to, and the size of their pieces. */
interface LeadFileRun {
  exportId: string;
  /** The run's started_at: a piece is stored only while this run is the export's current one. */
  token: string;
  chunkBytes: number;
}

/** The CSV and the XLSX of one run, written row by row into their chunks. */
export class LeadFileWriter {
  private readonly csv: ChunkSink;
  private readonly xlsx: ChunkSink;
  private readonly xlsxStream: Writable;
  /** Rejects when a write of the XLSX side fails (its error event), so the run ends. */
  private readonly xlsxFailed: Promise<never>;
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;

  constructor(db: Db, run: LeadFileRun, lang: FormAttributes["lang"]) {
    this.csv = new ChunkSink(db, run.exportId, "csv", run.token, run.chunkBytes);
    this.xlsx = new ChunkSink(db, run.exportId, "xlsx", run.token, run.chunkBytes);
    const xlsxStream = this.xlsx.writable();
    this.xlsxStream = xlsxStream;
    // A failed write of the XLSX side (its error event) ends the run instead of going unheard.
    this.xlsxFailed = new Promise<never>((_, reject) => xlsxStream.on("error", reject));
    this.xlsxFailed.catch(() => {});
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: xlsxStream,
      useSharedStrings: false,
      useStyles: false,
    });
    this.sheet = this.workbook.addWorksheet(lang === "ar" ? "العملاء المحتملون" : "Leads", {
      views: [{ rightToLeft: lang === "ar" }],
    });
  }

  /** Pieces stored so far, per format. */
  get counts(): { csv: number; xlsx: number } {
    return { csv: this.csv.count, xlsx: this.xlsx.count };
  }

  /** The header row, after the BOM that lets Excel read the CSV as UTF-8 (Arabic). */
  async header(cells: readonly string[]): Promise<void> {
    await this.csv.write(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csvText([[...cells]])]));
    this.xlsxRow(cells);
  }

  /** A batch of rows in both files; resolves once the XLSX side has caught up. */
  async rows(rows: readonly string[][]): Promise<void> {
    await this.csv.write(csvText(rows));
    for (const row of rows) this.xlsxRow(row);
    await xlsxCaughtUp(this.sheet, this.xlsxStream, this.xlsxFailed);
  }

  /** Ends both files: the sheet and the zip committed, the last pieces stored. */
  async finish(): Promise<void> {
    this.sheet.commit();
    await Promise.race([this.workbook.commit(), this.xlsxFailed]);
    await this.csv.end();
  }

  /** Takes no more bytes on either side, and resolves once the writes under way are over. */
  async close(): Promise<void> {
    await Promise.all([this.csv.close(), this.xlsx.close()]);
  }

  // inlineStr cells: text that no reader takes for a formula (exceljs's plain strings are t="str").
  private xlsxRow(cells: readonly string[]): void {
    this.sheet
      .addRow(cells.map((text) => ({ richText: [{ text: text.slice(0, XLSX_CELL_MAX) }] })))
      .commit();
  }
}
