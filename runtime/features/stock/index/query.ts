import {
  CHECKBOX_FILTER_KEYS,
  RANGE_FILTER_KEYS,
  type StockFacets,
  type StockFilterKey,
  type StockQuery,
} from "../../../core/stock/filters.ts";
import { allRows, andInto, count, has, type RowSet, type Span, spanOf } from "./bitset.ts";
import { checkboxColumn, isRangeKey, type NumericColumn, rangeColumn } from "./columns.ts";
import { facetsOf } from "./facets.ts";
import { type IndexParts, QueryFilters } from "./query-filters.ts";
import type { RowSets } from "./row-sets.ts";

export type { IndexParts } from "./query-filters.ts";
export { QueryFilters } from "./query-filters.ts";

/**
 * The query engine: row sets all the way. Each filter is the union of its values' row sets (kept
 * per value) or a slice of the column's ascending order; the matches are their intersection; the
 * rows a facet counts are the intersection of every other filter (prefix and suffix
 * intersections, so F filters cost 3F word-wise ANDs); the page is the first matches along the
 * sort's order, the lowest prices the matches' first rows along each price's ascending order.
 */

/** What one query answers, before the page's vehicles are read. */
export interface IndexAnswer {
  /** The page's vehicle ids, in order. */
  ids: number[];
  /** The page's rows of the index, in the same order (see ListingIndex.documentOf). */
  rows: number[];
  total: number;
  facets: StockFacets;
  /** The lowest of each price among the matches (null: none has one). */
  prices: {
    sale_price: number | null;
    msrp_price: number | null;
    monthly_price: number | null;
    subscribe_price: number | null;
  };
}

/** A query filter's row set, or null when the query leaves it open. */
function filterSet(sets: RowSets, key: StockFilterKey, q: StockQuery): RowSet | null {
  if (isRangeKey(key)) {
    const r = q.range[key];
    if (!r || (r.from === undefined && r.to === undefined)) return null;
    return sets.inRange(
      rangeColumn(key),
      r.from ?? Number.NEGATIVE_INFINITY,
      r.to ?? Number.POSITIVE_INFINITY,
    );
  }
  const values = q.checkbox[key];
  if (!values || values.length === 0) return null;
  return sets.anyOf(checkboxColumn(key), values);
}

/** The rows every facet counts from: the exact brand, model or group, and the dealer narrowing. */
function baseRows(parts: IndexParts, q: StockQuery): RowSet {
  const { sets } = parts;
  const base = allRows(parts.columns.size);
  if (q.exact.nameplate_brand_name_eq !== undefined)
    andInto(base, sets.anyOf("brand", [q.exact.nameplate_brand_name_eq]));
  if (q.exact.nameplate_name_eq !== undefined)
    andInto(base, sets.anyOf("model", [q.exact.nameplate_name_eq]));
  if (q.exact.nameplate_model_group_eq !== undefined)
    andInto(base, sets.anyOf("model_group", [q.exact.nameplate_model_group_eq]));
  if (q.dealerCodes !== null) andInto(base, sets.anyOf("dealer_code", q.dealerCodes));
  return base;
}

/** The query's filters: each is left out of its own facet. */
function queryFilters(parts: IndexParts, q: StockQuery): QueryFilters {
  const keys: StockFilterKey[] = [];
  const sets: RowSet[] = [];
  for (const key of [...CHECKBOX_FILTER_KEYS, ...RANGE_FILTER_KEYS]) {
    const set = filterSet(parts.sets, key, q);
    if (set) {
      keys.push(key);
      sets.push(set);
    }
  }
  return new QueryFilters(baseRows(parts, q), keys, sets);
}

/** The page's rows and their vehicle ids: the matches `skip` on along the sort's order. */
function pageOf(
  parts: IndexParts,
  q: StockQuery,
  matched: RowSet,
  total: number,
): { ids: number[]; rows: number[] } {
  const ids: number[] = [];
  const rows: number[] = [];
  const skip = (q.page - 1) * q.items;
  if (skip >= total) return { ids, rows };
  const order = parts.orders.order(q.sort);
  let seen = 0;
  for (let k = 0; k < order.length && ids.length < q.items; k++) {
    const row = order[k] ?? -1;
    if (has(matched, row) && seen++ >= skip) {
      ids.push(parts.columns.ids[row] ?? 0);
      rows.push(row);
    }
  }
  return { ids, rows };
}

/** The lowest of each price among the matches. */
function lowestPrices(parts: IndexParts, matched: RowSet, span: Span): IndexAnswer["prices"] {
  const lowest = (column: NumericColumn): number | null => {
    const row = parts.sets.first(column, matched, span);
    return row === -1 ? null : (parts.columns.numeric[column][row] ?? null);
  };
  return {
    sale_price: lowest("sale_price"),
    msrp_price: lowest("msrp_price"),
    monthly_price: lowest("monthly_price"),
    subscribe_price: lowest("subscribe_price"),
  };
}

/**
 * The page, the total, the facets (each filter's with every other filter applied) and the
 * lowest prices of the vehicles matching the query.
 */
export function answerQuery(parts: IndexParts, q: StockQuery): IndexAnswer {
  const filters = queryFilters(parts, q);
  const matched = filters.matched;
  const total = count(matched);
  const matchedSpan = spanOf(matched);
  const facets = facetsOf(parts, q, filters, matchedSpan);
  return {
    ...pageOf(parts, q, matched, total),
    total,
    facets,
    prices: lowestPrices(parts, matched, matchedSpan),
  };
}
