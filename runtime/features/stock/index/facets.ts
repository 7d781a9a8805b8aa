import {
  CHECKBOX_FILTER_KEYS,
  type CheckboxFilterKey,
  RANGE_FILTER_KEYS,
  type StockFacet,
  type StockFacets,
  type StockFilterKey,
  type StockQuery,
} from "../../../core/stock/filters.ts";
import { count, countBoth, type RowSet, type Span, spanOf } from "./bitset.ts";
import {
  checkboxColumn,
  type DictionaryColumn,
  type IndexColumns,
  isMaskedColumn,
  isRangeKey,
  MASK_BITS,
  rangeColumn,
} from "./columns.ts";
import type { IndexParts, QueryFilters } from "./query-filters.ts";
import type { SliceFilter } from "./slices.ts";

/**
 * The facets of a query: each filter's options (or bounds) over the rows every other filter
 * leaves. A facet of few values counts each value by population count against its row set, over
 * the words both sets span (a coded column's commonest value is the rest); one of many values
 * walks the set's rows; with a range filter on, checkbox facets come from the slice's kept counts
 * when its other filters are asked often (runtime/features/stock/index/slices.ts).
 */

/** What walking one row of a set costs against one word of a population count (measured). */
const WALK_COST = 2;

/** The query's first range filter, along which its checkbox facets may be counted. */
function sliceOf(filters: QueryFilters): { at: number; slice: SliceFilter } | null {
  const at = filters.keys.findIndex(isRangeKey);
  const key = filters.keys[at];
  if (key === undefined || !isRangeKey(key)) return null;
  return { at, slice: { key, rest: () => filters.without(at) } };
}

/** Each facet the query asks for (default: every filter's). */
export function facetsOf(
  parts: IndexParts,
  q: StockQuery,
  filters: QueryFilters,
  matchedSpan: Span,
): StockFacets {
  const facets: StockFacets = {};
  const facetKeys = [...new Set(q.facets ?? [...CHECKBOX_FILTER_KEYS, ...RANGE_FILTER_KEYS])];
  const sliced = sliceOf(filters);
  // The tallies of one range's positions, per other filter left out (null: none left out).
  const tallies = new Map<CheckboxFilterKey | null, Uint32Array | null>();
  for (const key of facetKeys) {
    const at = filters.keys.indexOf(key);
    if (sliced !== null && !isRangeKey(key)) {
      const own = at === -1 ? null : key;
      let tally = tallies.get(own);
      if (tally === undefined) {
        // Every filter but the range and this facet's own.
        tally = parts.slices.slicedTally(q, own, sliced.slice, () =>
          filters.withoutBoth(at, sliced.at),
        );
        tallies.set(own, tally);
      }
      if (tally !== null) {
        const column = checkboxColumn(key);
        facets[key] = optionsOf(parts.columns, column, parts.slices.countsOf(tally, column));
        continue;
      }
    }
    if (at === -1) facets[key] = facet(parts, key, filters.matched, matchedSpan);
    else {
      const rows = filters.without(at);
      facets[key] = facet(parts, key, rows, spanOf(rows));
    }
  }
  return facets;
}

/** One filter's facet over a row set. */
function facet(parts: IndexParts, key: StockFilterKey, rows: RowSet, span: Span): StockFacet {
  const { columns, sets } = parts;
  if (isRangeKey(key)) {
    // The bounds are the set's first and last rows in the column's ascending order.
    const column = rangeColumn(key);
    const values = columns.numeric[column];
    const low = sets.first(column, rows, span);
    if (low === -1) return { kind: "range", min: null, max: null };
    const high = sets.last(column, rows, span);
    return { kind: "range", min: values[low] ?? null, max: values[high] ?? null };
  }
  const column = checkboxColumn(key);
  // A multi-valued filter's column is masked: a row may count under several of its values.
  const isMasked = isMaskedColumn(column);
  const dict = columns.dicts[column];
  const values = isMasked ? Math.min(dict.values.length, MASK_BITS) : dict.values.length;
  const counts = new Uint32Array(dict.values.length);
  const words = Math.max(0, span.to - span.from + 1);
  // A value's population count costs a pass over the words; a walk costs a step per row.
  const total = count(rows, span);
  if (isMasked || values * words <= total * WALK_COST) {
    // Each row holds one value of a coded column: its commonest value is the rest of the rows.
    const rest = isMasked ? -1 : columns.commonest(column);
    let counted = 0;
    for (let code = 0; code < values; code++) {
      if (code === rest) continue;
      const set = sets.valueSet(column, code);
      const own = sets.valueSpan(set);
      const n = countBoth(rows, set, Math.max(own.from, span.from), Math.min(own.to, span.to));
      counts[code] = n;
      counted += n;
    }
    if (rest !== -1) counts[rest] = total - counted;
  } else {
    const codes = columns.coded[column];
    for (let w = span.from; w <= span.to; w++) {
      let word = rows[w] ?? 0;
      while (word !== 0) {
        const low = word & -word;
        const code = codes[(w << 5) | (31 - Math.clz32(low))] ?? 0;
        counts[code] = (counts[code] ?? 0) + 1;
        word ^= low;
      }
    }
  }
  return optionsOf(columns, column, counts);
}

/** A checkbox facet from each code's count: commonest first, ties by value. */
function optionsOf(
  columns: IndexColumns,
  column: DictionaryColumn,
  counts: Uint32Array,
): StockFacet {
  const rank = columns.rankOf(column);
  const options: { value: string; count: number; rank: number }[] = [];
  columns.dicts[column].values.forEach((value, code) => {
    if (value !== "") options.push({ value, count: counts[code] ?? 0, rank: rank[code] ?? 0 });
  });
  options.sort((a, b) => b.count - a.count || a.rank - b.rank);
  return {
    kind: "checkbox",
    options: options.map(({ value, count: n }) => ({ value, count: n })),
  };
}
