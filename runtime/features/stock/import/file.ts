import { closeSync, createReadStream, openSync, readSync, statSync } from "node:fs";
import path from "node:path";
import { readCsvRows } from "./csv.ts";
import { readJsonRows } from "./json.ts";
import { type SourceRow, StockFileError } from "./rows.ts";

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
