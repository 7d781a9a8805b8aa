/**
 * A stock import's rows as read from a file, before they are checked, and the two ways an import
 * is refused: the file as a whole cannot be read, or some rows break the rules.
 */

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
