import {
  addRow,
  differenceInto,
  has,
  meets,
  noRows,
  orInto,
  type RowSet,
  type Span,
  spanOf,
} from "./bitset.ts";
import {
  type DictionaryColumn,
  type IndexColumns,
  isCodedColumn,
  isMaskedColumn,
  MASK_BITS,
  type NumericColumn,
} from "./columns.ts";
import { firstAbove, firstAtLeast, type IndexOrders } from "./orders.ts";

/**
 * The row sets an index builds from its columns: one per value of a text column, and cumulative
 * ones along each numeric column's ascending order, each built when first asked and kept; and
 * what they answer: the rows holding any of some values, the rows in a range, a set's lowest and
 * highest value in a column.
 */

/** Positions of an ascending order between two kept cumulative row sets. */
export const RANGE_BLOCK = 1024;

/**
 * A numeric column's cumulative row sets: the k-th holds the rows at positions below
 * k × RANGE_BLOCK of its ascending order, the last every row with a value.
 */
class Cumulative {
  constructor(private readonly sets: readonly RowSet[]) {}

  get length(): number {
    return this.sets.length;
  }

  /** Every row with a value in the column. */
  get all(): RowSet {
    return this.below(this.sets.length - 1);
  }

  /** The rows at positions below k × RANGE_BLOCK (past the last set: every row with a value). */
  below(k: number): RowSet {
    return this.sets[k] ?? this.sets[this.sets.length - 1] ?? new Uint32Array(0);
  }
}

export class RowSets {
  /** Row sets of one value of a coded column or one bit of a masked column (built when asked). */
  private readonly valueSets = new Map<string, RowSet>();
  /** Each kept value set's first and last word holding a row (the rows come grouped by model). */
  private readonly valueSpans = new WeakMap<RowSet, Span>();
  private readonly cumulative = new Map<NumericColumn, Cumulative>();

  constructor(
    private readonly columns: IndexColumns,
    private readonly orders: IndexOrders,
  ) {}

  /** The rows whose `column` holds `code` (coded) or has bit `code` (masked), as a row set. */
  valueSet(column: DictionaryColumn, code: number): RowSet {
    const name = `${column}\u0000${code}`;
    const held = this.valueSets.get(name);
    if (held) return held;
    const set = noRows(this.columns.size);
    if (isCodedColumn(column)) {
      const codes = this.columns.coded[column];
      for (let row = 0; row < codes.length; row++) if (codes[row] === code) addRow(set, row);
    } else {
      const masks = this.columns.masked[column];
      const bit = 1 << code;
      for (let row = 0; row < masks.length; row++)
        if (((masks[row] ?? 0) & bit) !== 0) addRow(set, row);
    }
    this.valueSpans.set(set, spanOf(set));
    this.valueSets.set(name, set);
    return set;
  }

  /** The words of a value set that hold its rows (see valueSet). */
  valueSpan(set: RowSet): Span {
    return this.valueSpans.get(set) ?? { from: 0, to: set.length - 1 };
  }

  /** The rows holding any of `values` in a coded or masked column. */
  anyOf(column: DictionaryColumn, values: readonly string[]): RowSet {
    const dict = this.columns.dicts[column];
    const set = noRows(this.columns.size);
    const isMasked = isMaskedColumn(column);
    for (const value of values) {
      const code = dict.codes.get(value);
      if (code === undefined || (isMasked && code >= MASK_BITS)) continue;
      orInto(set, this.valueSet(column, code));
    }
    return set;
  }

  /**
   * A numeric column's cumulative row sets (kept), so a range is one word-wise difference of two
   * of them plus fewer than 2 × RANGE_BLOCK rows at its ends.
   */
  private cumulativeOf(column: NumericColumn): Cumulative {
    const held = this.cumulative.get(column);
    if (held) return held;
    const ascending = this.orders.ascending(column);
    const running = noRows(this.columns.size);
    const sets: RowSet[] = [running.slice()];
    for (let at = 0; at < ascending.length; at++) {
      addRow(running, ascending[at] ?? -1);
      if ((at + 1) % RANGE_BLOCK === 0) sets.push(running.slice());
    }
    // The last holds every position.
    if (ascending.length % RANGE_BLOCK !== 0 || ascending.length === 0) sets.push(running);
    const cumulative = new Cumulative(sets);
    this.cumulative.set(column, cumulative);
    return cumulative;
  }

  /** The rows whose value in a numeric column lies in [low, high] (none for no value). */
  inRange(column: NumericColumn, low: number, high: number): RowSet {
    const values = this.columns.numeric[column];
    const ascending = this.orders.ascending(column);
    // Positions [from, to) of the ascending order hold the values in the range.
    const from = firstAtLeast(ascending, values, low);
    const to =
      high === Number.POSITIVE_INFINITY ? ascending.length : firstAbove(ascending, values, high);
    const set = noRows(this.columns.size);
    const add = (start: number, end: number) => {
      for (let at = start; at < end; at++) addRow(set, ascending[at] ?? -1);
    };
    const blockFrom = Math.ceil(from / RANGE_BLOCK);
    const blockTo = Math.floor(to / RANGE_BLOCK);
    if (blockFrom >= blockTo) {
      add(from, to);
      return set;
    }
    const sets = this.cumulativeOf(column);
    differenceInto(set, sets.below(blockTo), sets.below(blockFrom));
    add(from, blockFrom * RANGE_BLOCK);
    add(blockTo * RANGE_BLOCK, to);
    return set;
  }

  /**
   * The row of the set with the lowest value in a column (-1: none has one). A block of steps up
   * the column's ascending order finds it for a set spread over the values; when it does not (the
   * set's values start high), the cumulative row sets tell which block of positions holds it.
   */
  first(column: NumericColumn, rows: RowSet, span = spanOf(rows)): number {
    const ascending = this.orders.ascending(column);
    const steps = Math.min(ascending.length, RANGE_BLOCK);
    for (let at = 0; at < steps; at++) {
      const row = ascending[at] ?? -1;
      if (has(rows, row)) return row;
    }
    const sets = this.cumulativeOf(column);
    let hi = sets.length - 1;
    if (steps === ascending.length || !meets(sets.below(hi), null, rows, span)) return -1;
    // The first k whose cumulative set (the positions below k × RANGE_BLOCK) meets the set.
    let lo = 2;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (meets(sets.below(mid), null, rows, span)) hi = mid;
      else lo = mid + 1;
    }
    const end = Math.min(ascending.length, lo * RANGE_BLOCK);
    for (let at = (lo - 1) * RANGE_BLOCK; at < end; at++) {
      const row = ascending[at] ?? -1;
      if (has(rows, row)) return row;
    }
    return -1;
  }

  /** The row of the set with the highest value in a column (-1: none has one); as `first`. */
  last(column: NumericColumn, rows: RowSet, span = spanOf(rows)): number {
    const ascending = this.orders.ascending(column);
    const stop = Math.max(0, ascending.length - RANGE_BLOCK);
    for (let at = ascending.length - 1; at >= stop; at--) {
      const row = ascending[at] ?? -1;
      if (has(rows, row)) return row;
    }
    if (stop === 0) return -1;
    // The last k with a row of the set at a position from k × RANGE_BLOCK on.
    const sets = this.cumulativeOf(column);
    const all = sets.all;
    let lo = 0;
    let hi = Math.ceil(stop / RANGE_BLOCK) - 1;
    if (!meets(all, sets.below(0), rows, span)) return -1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (meets(all, sets.below(mid), rows, span)) lo = mid;
      else hi = mid - 1;
    }
    const end = Math.min(stop, (lo + 1) * RANGE_BLOCK);
    for (let at = end - 1; at >= lo * RANGE_BLOCK; at--) {
      const row = ascending[at] ?? -1;
      if (has(rows, row)) return row;
    }
    return -1;
  }
}
