import { type ApiSort, STOCK_STATUSES } from "../../../core/stock/filters.ts";
import { type IndexColumns, isNumericColumn, type NumericColumn } from "./columns.ts";

/**
 * The orders of an index's rows, each built when first asked and kept: a listing sort's (the
 * page is the first matches along it) and each numeric column's ascending one (ranges, bounds and
 * lowest prices are positions along it).
 */

/** Each status's place in the status sort (the order filters.ts lists them in). */
const STATUS_RANK = new Map<string, number>(STOCK_STATUSES.map((status, at) => [status, at]));

/** The numeric column a sort field orders by. */
function sortColumn(field: string): NumericColumn {
  const column = field === "created_at" ? "created" : field;
  if (isNumericColumn(column)) return column;
  throw new Error(`the listing index cannot sort by ${field}`);
}

export class IndexOrders {
  private readonly sorted = new Map<ApiSort, Int32Array>();
  private readonly ascendingOrders = new Map<NumericColumn, Int32Array>();

  constructor(private readonly columns: IndexColumns) {}

  /** Row order for a sort: nulls last, then newest first and by id, so paging is stable. */
  order(sort: ApiSort): Int32Array {
    const held = this.sorted.get(sort);
    if (held) return held;
    const descending = sort.startsWith("-");
    const field = descending ? sort.slice(1) : sort;
    const rows = Array.from({ length: this.columns.size }, (_, i) => i);
    const ids = this.columns.ids;
    let key: (row: number) => number;
    if (field === "status") {
      const statusCodes = this.columns.coded.status;
      const rank = this.columns.dicts.status.values.map(
        (s) => STATUS_RANK.get(s) ?? STOCK_STATUSES.length,
      );
      key = (row) => rank[statusCodes[row] ?? 0] ?? STOCK_STATUSES.length;
    } else {
      const column = this.columns.numeric[sortColumn(field)];
      key = (row) => column[row] ?? Number.NaN;
    }
    rows.sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      const na = Number.isNaN(ka);
      const nb = Number.isNaN(kb);
      if (na !== nb) return na ? 1 : -1;
      if (!na && ka !== kb) return descending ? kb - ka : ka - kb;
      return (ids[b] ?? 0) - (ids[a] ?? 0);
    });
    const order = Int32Array.from(rows);
    this.sorted.set(sort, order);
    return order;
  }

  /** The rows that have a value in a numeric column, in ascending order of it. */
  ascending(column: NumericColumn): Int32Array {
    const held = this.ascendingOrders.get(column);
    if (held) return held;
    const values = this.columns.numeric[column];
    const rows: number[] = [];
    for (let row = 0; row < values.length; row++)
      if (!Number.isNaN(values[row] ?? Number.NaN)) rows.push(row);
    rows.sort((a, b) => (values[a] ?? 0) - (values[b] ?? 0));
    const order = Int32Array.from(rows);
    this.ascendingOrders.set(column, order);
    return order;
  }
}

/** The first position of an ascending order whose value is above `high`. */
export function firstAbove(ascending: Int32Array, values: Float64Array, high: number): number {
  let lo = 0;
  let hi = ascending.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[ascending[mid] ?? 0] ?? Number.NaN) <= high) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first position of an ascending order whose value is at least `low`. */
export function firstAtLeast(ascending: Int32Array, values: Float64Array, low: number): number {
  let lo = 0;
  let hi = ascending.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[ascending[mid] ?? 0] ?? Number.NaN) < low) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
