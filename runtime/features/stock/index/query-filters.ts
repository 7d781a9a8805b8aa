import type { StockFilterKey } from "../../../core/stock/filters.ts";
import { and, andInto, type RowSet } from "./bitset.ts";
import type { IndexColumns } from "./columns.ts";
import type { IndexOrders } from "./orders.ts";
import type { RowSets } from "./row-sets.ts";
import type { Slices } from "./slices.ts";

/** The parts of an index a query reads. */
export interface IndexParts {
  columns: IndexColumns;
  orders: IndexOrders;
  sets: RowSets;
  slices: Slices;
}

/** The i-th of a list built to hold it. */
function nth<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined)
    throw new RangeError(`the listing index has no set ${i} of ${list.length}`);
  return item;
}

/**
 * A query's own filters over the rows its base filters leave, with their prefix and suffix
 * intersections, so the rows of every filter but one are one AND away.
 */
export class QueryFilters {
  /** The filters the query sets, in the order of `sets`. */
  readonly keys: readonly StockFilterKey[];
  readonly sets: readonly RowSet[];
  /** before[i]: base and filters 0..i-1. */
  private readonly before: readonly RowSet[];
  /** after[i]: filters i..F-1 (null past the last). */
  private readonly after: readonly (RowSet | null)[];
  /** The rows every filter leaves. */
  readonly matched: RowSet;

  constructor(
    /** The rows the filters every facet applies leave. */
    readonly base: RowSet,
    keys: readonly StockFilterKey[],
    sets: readonly RowSet[],
  ) {
    this.keys = keys;
    this.sets = sets;
    const before = [base];
    let running = base;
    for (const set of sets) {
      running = and(running, set);
      before.push(running);
    }
    this.before = before;
    const after: (RowSet | null)[] = [null];
    let next: RowSet | null = null;
    for (const set of [...sets].reverse()) {
      next = next === null ? set : and(set, next);
      after.unshift(next);
    }
    this.after = after;
    this.matched = running;
  }

  /** The rows the base and every filter but the i-th leave. */
  without(i: number): RowSet {
    const rest = this.after[i + 1] ?? null;
    const prior = nth(this.before, i);
    return rest === null ? prior : and(prior, rest);
  }

  /** The rows the base and every filter but the i-th and the j-th leave (-1: none). */
  withoutBoth(i: number, j: number): RowSet {
    const rows = this.base.slice();
    this.sets.forEach((set, k) => {
      if (k !== i && k !== j) andInto(rows, set);
    });
    return rows;
  }
}
