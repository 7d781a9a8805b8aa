import { sql } from "drizzle-orm";
import { LruMap } from "../cache/lru.ts";
import {
  type ApiSort,
  CHECKBOX_FILTER_KEYS,
  type CheckboxFilterKey,
  RANGE_FILTER_KEYS,
  type RangeFilterKey,
  STOCK_FILTERS,
  STOCK_STATUSES,
  type StockFacets,
  type StockFilterKey,
  type StockQuery,
  type VehicleColumn,
} from "../core/stock/filters.ts";
import type { Db } from "../db/client.ts";
import { notificationsOf } from "../db/client.ts";
import { rowsOf } from "../db/migrate.ts";

/**
 * The listing index: a publication list's vehicles held in memory, column by column (codes into
 * a dictionary for text, a bit mask for the multi-valued engine types and financing options,
 * numbers as doubles with NaN for none), and row sets (one bit per row) built from them: one per
 * value of a text column, and cumulative ones along each numeric column's ascending order. A
 * query is then word-wise ANDs and population counts over 100,000 bits (3,125 words) instead of
 * a pass over the rows per filter: its matches, the rows each facet counts (every other filter
 * applied), the facets, the lowest prices and the sorted page.
 *
 * A shopper who drags a price (or mileage, year, power) slider changes one range and keeps every
 * other filter. Once the same other filters come back, the index keeps running counts of every
 * checkbox value along that range's column (a "slice"), so the checkbox facets of any range over
 * them are one subtraction plus a few hundred rows at the ends: about half of a query's cost at
 * 100,000 vehicles (1.05 → 0.50 ms measured).
 *
 * Why not SQL: facets are one GROUP BY per filter over the filtered list (17 of them, each a scan
 * of up to 100,000 rows), and an OFFSET deep in a sorted, filtered list reads everything before
 * it. Held like this, a query costs a few milliseconds for 100,000 vehicles, and page 500 costs
 * what page 1 costs.
 *
 * The index also holds each vehicle as a full listing answer carries it, written as JSON (its
 * resource and its first photo's included item, built by runtime/services/stock.ts in the same
 * read-only transaction as the columns, 1,000 vehicles at a time), so a page is joined from twelve
 * held buffers instead of twelve rows read, parsed and written again: that read was most of a
 * listing call's cost once the index answered in half a millisecond. It costs memory: about 3 KB
 * a vehicle of the demo stock (`npm run bench:stock` prints it), twice that while a list's index
 * is rebuilt beside the one still answering. The light list and the one-vehicle call still read
 * the database. Each process rebuilds a list's index when the stock
 * changes: the stock tables' triggers NOTIFY stock_changed with the new version
 * (migrations/012_stock.sql); on a PostgreSQL server the version is also read at most once a
 * second, so a lost notification delays a change by a second at most.
 */

/** Single-valued columns held as dictionary codes. */
const CODED = [
  "brand",
  "model",
  "model_group",
  "state",
  "status",
  "transmission",
  "color_canonical",
  "color_name",
  "dealer_id",
  "dealer_code",
  "number_of_seats",
] as const;
type CodedColumn = (typeof CODED)[number];
/** Multi-valued columns held as bit masks (at most 31 distinct values each). */
const MASKED = ["engine_types", "financing_options"] as const;
type MaskedColumn = (typeof MASKED)[number];
/** Numeric columns (NaN: none). */
const NUMERIC = [
  "msrp_price",
  "display_price",
  "mileage",
  "production_year",
  "model_year",
  "power_kw",
  "created",
  "sale_price",
  "monthly_price",
  "subscribe_price",
] as const;
type NumericColumn = (typeof NUMERIC)[number];

interface Dictionary {
  values: string[];
  codes: Map<string, number>;
}

const dictionary = (): Dictionary => ({ values: [], codes: new Map() });
const codeOf = (dict: Dictionary, value: string): number => {
  let code = dict.codes.get(value);
  if (code === undefined) {
    code = dict.values.length;
    dict.values.push(value);
    dict.codes.set(value, code);
  }
  return code;
};

interface IndexRow {
  id: number;
  brand: string;
  model: string;
  model_group: string;
  state: string;
  status: string;
  transmission: string;
  color_canonical: string;
  color_name: string;
  dealer_id: number | null;
  dealer_code: string | null;
  number_of_seats: number | null;
  engine_types: string[];
  financing_options: string[];
  msrp_price: string | number | null;
  display_price: string | number | null;
  mileage: number | null;
  production_year: number | null;
  model_year: number | null;
  power_kw: number | null;
  created: string | number;
  sale_price: string | number | null;
  monthly_price: string | number | null;
  subscribe_price: string | number | null;
}

const toNumber = (value: string | number | null | undefined): number =>
  value === null || value === undefined || value === "" ? Number.NaN : Number(value);

/** The column of the index a filter reads (filters.ts names the vehicle column). */
const indexColumn = (column: VehicleColumn): CodedColumn | MaskedColumn | NumericColumn => column;

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

/** A vehicle as a listing answer carries it, written as JSON (UTF-8). */
export interface VehicleDocument {
  /** Its resource in `data`. */
  resource: Buffer;
  /** Its first photo's item in `included` (null: it has no photo). */
  photo: Buffer | null;
}

/** The documents of a list's vehicles, by id, read in the transaction the index is read in. */
export type DocumentReader = (
  tx: Pick<Db, "execute">,
  ids: readonly number[],
) => Promise<Map<number, VehicleDocument>>;

export interface IndexOptions {
  /** Each index holds its vehicles written, as this reads them (none: the columns only). */
  documents?: DocumentReader;
  /** How long a request waits for a rebuilt index before the held one answers it (REBUILD_WAIT_MS). */
  rebuildWaitMs?: number;
}

/** How long a request waits for a list's index to be rebuilt before the held one answers it. */
const REBUILD_WAIT_MS = 2000;

/** How many vehicles' documents an index build reads at once. */
const DOCUMENT_BATCH = 1000;

export class ListingIndex {
  readonly size: number;
  readonly ids: Int32Array;
  private readonly coded = new Map<CodedColumn, Uint32Array>();
  private readonly dicts = new Map<CodedColumn | MaskedColumn, Dictionary>();
  private readonly masked = new Map<MaskedColumn, Uint32Array>();
  private readonly numeric = new Map<NumericColumn, Float64Array>();
  private readonly sorted = new Map<ApiSort, Int32Array>();

  constructor(
    rows: readonly IndexRow[],
    /** The stock version the rows were read at. */
    readonly version: number,
    /** How many queries must share a slice's other filters before it gets its counts kept. */
    private readonly sliceAfter = SLICE_AFTER,
    /** Each row's vehicle as the answers carry it (none: the columns only). */
    private readonly documents: readonly (VehicleDocument | undefined)[] = [],
  ) {
    const n = rows.length;
    this.size = n;
    this.ids = new Int32Array(n);
    for (const c of CODED) {
      this.coded.set(c, new Uint32Array(n));
      this.dicts.set(c, dictionary());
    }
    for (const c of MASKED) {
      this.masked.set(c, new Uint32Array(n));
      this.dicts.set(c, dictionary());
    }
    for (const c of NUMERIC) this.numeric.set(c, new Float64Array(n));
    rows.forEach((row, i) => {
      this.ids[i] = row.id;
      for (const c of CODED) {
        const raw = row[c];
        const text = raw === null || raw === undefined ? "" : String(raw);
        (this.coded.get(c) as Uint32Array)[i] = codeOf(this.dicts.get(c) as Dictionary, text);
      }
      for (const c of MASKED) {
        const dict = this.dicts.get(c) as Dictionary;
        let mask = 0;
        for (const value of row[c] ?? []) {
          const bit = codeOf(dict, value);
          if (bit < 31) mask |= 1 << bit;
        }
        (this.masked.get(c) as Uint32Array)[i] = mask;
      }
      for (const c of NUMERIC) (this.numeric.get(c) as Float64Array)[i] = toNumber(row[c]);
    });
  }

  /** The bytes the index holds: its columns, and its vehicles written (row sets built on demand aside). */
  get heldBytes(): number {
    let bytes = this.ids.byteLength;
    for (const columns of [this.coded, this.masked, this.numeric])
      for (const column of columns.values()) bytes += column.byteLength;
    for (const document of this.documents)
      bytes += (document?.resource.length ?? 0) + (document?.photo?.length ?? 0);
    return bytes;
  }

  /** The row's vehicle as the answers carry it, written (undefined: not held). */
  documentOf(row: number): VehicleDocument | undefined {
    return this.documents[row];
  }

  /** Row order for a sort: nulls last, then newest first and by id, so paging is stable. */
  private order(sort: ApiSort): Int32Array {
    const held = this.sorted.get(sort);
    if (held) return held;
    const descending = sort.startsWith("-");
    const field = descending ? sort.slice(1) : sort;
    const rows = Array.from({ length: this.size }, (_, i) => i);
    const ids = this.ids;
    let key: (row: number) => number;
    if (field === "status") {
      const statusCodes = this.coded.get("status") as Uint32Array;
      const dict = this.dicts.get("status") as Dictionary;
      const rank = dict.values.map((s) => {
        const at = (STOCK_STATUSES as readonly string[]).indexOf(s);
        return at === -1 ? STOCK_STATUSES.length : at;
      });
      key = (row) => rank[statusCodes[row] as number] as number;
    } else {
      const column = this.numeric.get(
        (field === "created_at" ? "created" : field) as NumericColumn,
      ) as Float64Array;
      key = (row) => column[row] as number;
    }
    rows.sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      const na = Number.isNaN(ka);
      const nb = Number.isNaN(kb);
      if (na !== nb) return na ? 1 : -1;
      if (!na && ka !== kb) return descending ? kb - ka : ka - kb;
      return (ids[b] as number) - (ids[a] as number);
    });
    const order = Int32Array.from(rows);
    this.sorted.set(sort, order);
    return order;
  }

  private readonly ascendingOrders = new Map<NumericColumn, Int32Array>();

  /** The rows that have a value in a numeric column, in ascending order of it (kept). */
  private ascending(column: NumericColumn): Int32Array {
    const held = this.ascendingOrders.get(column);
    if (held) return held;
    const values = this.numeric.get(column) as Float64Array;
    const rows: number[] = [];
    for (let row = 0; row < this.size; row++)
      if (!Number.isNaN(values[row] as number)) rows.push(row);
    rows.sort((a, b) => (values[a] as number) - (values[b] as number));
    const order = Int32Array.from(rows);
    this.ascendingOrders.set(column, order);
    return order;
  }

  /** Row sets of one value of a coded column or one bit of a masked column (built when asked). */
  private readonly valueSets = new Map<string, Uint32Array>();
  /** Each kept value set's first and last word holding a row (the rows come grouped by model). */
  private readonly valueSpans = new WeakMap<Uint32Array, Span>();

  /** The rows whose `column` holds `code` (coded) or has bit `code` (masked), as a row set. */
  private valueSet(column: CodedColumn | MaskedColumn, code: number): Uint32Array {
    const name = `${column}\u0000${code}`;
    const held = this.valueSets.get(name);
    if (held) return held;
    const set = new Uint32Array(this.words);
    const coded = this.coded.get(column as CodedColumn);
    if (coded) {
      for (let row = 0; row < this.size; row++)
        if (coded[row] === code) set[row >>> 5] = (set[row >>> 5] as number) | (1 << (row & 31));
    } else {
      const masks = this.masked.get(column as MaskedColumn) as Uint32Array;
      const bit = 1 << code;
      for (let row = 0; row < this.size; row++)
        if (((masks[row] as number) & bit) !== 0)
          set[row >>> 5] = (set[row >>> 5] as number) | (1 << (row & 31));
    }
    this.valueSpans.set(set, spanOf(set));
    this.valueSets.set(name, set);
    return set;
  }

  /** Words of a row set: bit (row & 31) of word (row >>> 5). */
  private get words(): number {
    return (this.size + 31) >>> 5;
  }

  /** The rows holding any of `values` in a coded or masked column. */
  private anyOf(column: CodedColumn | MaskedColumn, values: readonly string[]): Uint32Array {
    const dict = this.dicts.get(column) as Dictionary;
    const set = new Uint32Array(this.words);
    const isMasked = this.masked.has(column as MaskedColumn);
    for (const value of values) {
      const code = dict.codes.get(value);
      if (code === undefined || (isMasked && code >= 31)) continue;
      orInto(set, this.valueSet(column, code));
    }
    return set;
  }

  private readonly cumulative = new Map<NumericColumn, Uint32Array[]>();

  /**
   * A numeric column's cumulative row sets: the k-th holds the rows at positions below
   * k × RANGE_BLOCK of its ascending order, the last every row with a value (kept), so a range is
   * one word-wise difference of two of them plus fewer than 2 × RANGE_BLOCK rows at its ends.
   */
  private cumulativeOf(column: NumericColumn): Uint32Array[] {
    const held = this.cumulative.get(column);
    if (held) return held;
    const ascending = this.ascending(column);
    const running = new Uint32Array(this.words);
    const sets = [running.slice()];
    for (let at = 0; at < ascending.length; at++) {
      const row = ascending[at] as number;
      running[row >>> 5] = (running[row >>> 5] as number) | (1 << (row & 31));
      if ((at + 1) % RANGE_BLOCK === 0) sets.push(running.slice());
    }
    // The last holds every position.
    if (ascending.length % RANGE_BLOCK !== 0 || ascending.length === 0) sets.push(running);
    this.cumulative.set(column, sets);
    return sets;
  }

  /** The rows whose value in a numeric column lies in [low, high] (none for no value). */
  private inRange(column: NumericColumn, low: number, high: number): Uint32Array {
    const values = this.numeric.get(column) as Float64Array;
    const ascending = this.ascending(column);
    // Positions [from, to) of the ascending order hold the values in the range.
    const from = firstAtLeast(ascending, values, low);
    const to =
      high === Number.POSITIVE_INFINITY ? ascending.length : firstAbove(ascending, values, high);
    const set = new Uint32Array(this.words);
    const add = (start: number, end: number) => {
      for (let at = start; at < end; at++) {
        const row = ascending[at] as number;
        set[row >>> 5] = (set[row >>> 5] as number) | (1 << (row & 31));
      }
    };
    const blockFrom = Math.ceil(from / RANGE_BLOCK);
    const blockTo = Math.floor(to / RANGE_BLOCK);
    if (blockFrom >= blockTo) {
      add(from, to);
      return set;
    }
    const sets = this.cumulativeOf(column);
    const upper = sets[blockTo] as Uint32Array;
    const lower = sets[blockFrom] as Uint32Array;
    for (let i = 0; i < set.length; i++) set[i] = (upper[i] as number) & ~(lower[i] as number);
    add(from, blockFrom * RANGE_BLOCK);
    add(blockTo * RANGE_BLOCK, to);
    return set;
  }

  /** A query filter's row set, or null when the query leaves it open. */
  private filterSet(key: StockFilterKey, q: StockQuery): Uint32Array | null {
    const def = STOCK_FILTERS[key];
    const column = indexColumn(def.column);
    if (def.kind === "range") {
      const r = q.range[key as RangeFilterKey];
      if (!r || (r.from === undefined && r.to === undefined)) return null;
      return this.inRange(
        column as NumericColumn,
        r.from ?? Number.NEGATIVE_INFINITY,
        r.to ?? Number.POSITIVE_INFINITY,
      );
    }
    const values = q.checkbox[key as CheckboxFilterKey];
    if (!values || values.length === 0) return null;
    return this.anyOf(column as CodedColumn | MaskedColumn, values);
  }

  /** Answers kept for the last queries of this version (popular searches are asked again). */
  private readonly answers = new LruMap<string, IndexAnswer>(ANSWERS_KEPT);

  /**
   * The page, the total, the facets (each filter's with every other filter applied) and the
   * lowest prices of the vehicles matching the query, kept for the next time it is asked.
   */
  query(q: StockQuery): IndexAnswer {
    const cacheKey = JSON.stringify(q);
    const kept = this.answers.get(cacheKey);
    if (kept) return kept;
    const answer = this.compute(q);
    this.answers.set(cacheKey, answer);
    return answer;
  }

  /**
   * Row sets all the way: each filter is the union of its values' row sets (kept per value) or a
   * slice of the column's ascending order; the matches are their intersection; the rows a facet
   * counts are the intersection of every other filter (prefix and suffix intersections, so F
   * filters cost 3F word-wise ANDs); a facet of few values counts each value by population count
   * against its row set, over the words both sets span (a coded column's commonest value is the
   * rest), one of many values walks the set's rows.
   */
  private compute(q: StockQuery): IndexAnswer {
    // Filters every facet applies: exact brand, model or group, the dealer narrowing.
    const base = allRows(this.size);
    if (q.exact.nameplate_brand_name_eq !== undefined)
      andInto(base, this.anyOf("brand", [q.exact.nameplate_brand_name_eq]));
    if (q.exact.nameplate_name_eq !== undefined)
      andInto(base, this.anyOf("model", [q.exact.nameplate_name_eq]));
    if (q.exact.nameplate_model_group_eq !== undefined)
      andInto(base, this.anyOf("model_group", [q.exact.nameplate_model_group_eq]));
    if (q.dealerCodes !== null) andInto(base, this.anyOf("dealer_code", q.dealerCodes));

    // The query's own filters: each is left out of its own facet.
    const activeKeys: StockFilterKey[] = [];
    const active: Uint32Array[] = [];
    for (const key of [...CHECKBOX_FILTER_KEYS, ...RANGE_FILTER_KEYS]) {
      const set = this.filterSet(key, q);
      if (set) {
        activeKeys.push(key);
        active.push(set);
      }
    }
    // before[i]: base and filters 0..i-1; after[i]: filters i..F-1.
    const f = active.length;
    const before: Uint32Array[] = [base];
    for (let i = 0; i < f; i++)
      before.push(and(before[i] as Uint32Array, active[i] as Uint32Array));
    const after: (Uint32Array | null)[] = new Array(f + 1).fill(null);
    for (let i = f - 1; i >= 0; i--) {
      const next = after[i + 1] ?? null;
      after[i] = next === null ? (active[i] as Uint32Array) : and(active[i] as Uint32Array, next);
    }
    const matched = before[f] as Uint32Array;
    const total = count(matched);

    const facets: StockFacets = {};
    const facetKeys = [...new Set(q.facets ?? [...CHECKBOX_FILTER_KEYS, ...RANGE_FILTER_KEYS])];
    const matchedSpan = spanOf(matched);
    // With a range filter on, checkbox facets come from kept counts along that range's column
    // when its other filters are asked often (see slicedTally).
    const sliceAt = activeKeys.findIndex((key) => STOCK_FILTERS[key].kind === "range");
    const slice =
      sliceAt === -1
        ? null
        : {
            key: activeKeys[sliceAt] as RangeFilterKey,
            /** The rows every filter but the range leaves, as needed. */
            rest: (): Uint32Array => {
              const next = after[sliceAt + 1] ?? null;
              const prior = before[sliceAt] as Uint32Array;
              return next === null ? prior : and(prior, next);
            },
          };
    // The tallies of one range's positions, per other filter left out (null: none left out).
    const sliced = new Map<CheckboxFilterKey | null, Uint32Array | null>();
    for (const key of facetKeys) {
      const at = activeKeys.indexOf(key);
      if (slice !== null && STOCK_FILTERS[key].kind === "checkbox") {
        const own = at === -1 ? null : (key as CheckboxFilterKey);
        let tally = sliced.get(own);
        if (tally === undefined) {
          tally = this.slicedTally(q, own, slice, () => {
            // Every filter but the range and this facet's own.
            const rows = base.slice();
            active.forEach((set, i) => {
              if (i !== at && i !== sliceAt) andInto(rows, set);
            });
            return rows;
          });
          sliced.set(own, tally);
        }
        if (tally !== null) {
          const column = indexColumn(STOCK_FILTERS[key].column) as CodedColumn | MaskedColumn;
          const offset = this.tallyLayout().offsets.get(column) as number;
          const width = (this.dicts.get(column) as Dictionary).values.length;
          facets[key] = this.optionsOf(column, tally.subarray(offset, offset + width));
          continue;
        }
      }
      let rows = matched;
      let span = matchedSpan;
      if (at !== -1) {
        const rest = after[at + 1] ?? null;
        rows = rest === null ? (before[at] as Uint32Array) : and(before[at] as Uint32Array, rest);
        span = spanOf(rows);
      }
      facets[key] = this.facet(key, rows, span);
    }

    const ids: number[] = [];
    const pageRows: number[] = [];
    const skip = (q.page - 1) * q.items;
    if (skip < total) {
      const order = this.order(q.sort);
      let seen = 0;
      for (let k = 0; k < order.length && ids.length < q.items; k++) {
        const row = order[k] as number;
        if (has(matched, row) && seen++ >= skip) {
          ids.push(this.ids[row] as number);
          pageRows.push(row);
        }
      }
    }
    const lowest = (column: NumericColumn): number | null => {
      const row = this.first(column, matched, matchedSpan);
      return row === -1 ? null : ((this.numeric.get(column) as Float64Array)[row] as number);
    };
    return {
      ids,
      rows: pageRows,
      total,
      facets,
      prices: {
        sale_price: lowest("sale_price"),
        msrp_price: lowest("msrp_price"),
        monthly_price: lowest("monthly_price"),
        subscribe_price: lowest("subscribe_price"),
      },
    };
  }

  /**
   * The row of the set with the lowest value in a column (-1: none has one). A block of steps up
   * the column's ascending order finds it for a set spread over the values; when it does not (the
   * set's values start high), the cumulative row sets tell which block of positions holds it.
   */
  private first(column: NumericColumn, rows: Uint32Array, span = spanOf(rows)): number {
    const ascending = this.ascending(column);
    const steps = Math.min(ascending.length, RANGE_BLOCK);
    for (let at = 0; at < steps; at++)
      if (has(rows, ascending[at] as number)) return ascending[at] as number;
    const sets = this.cumulativeOf(column);
    let hi = sets.length - 1;
    if (steps === ascending.length || !meets(sets[hi] as Uint32Array, null, rows, span)) return -1;
    // The first k whose cumulative set (the positions below k × RANGE_BLOCK) meets the set.
    let lo = 2;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (meets(sets[mid] as Uint32Array, null, rows, span)) hi = mid;
      else lo = mid + 1;
    }
    const end = Math.min(ascending.length, lo * RANGE_BLOCK);
    for (let at = (lo - 1) * RANGE_BLOCK; at < end; at++)
      if (has(rows, ascending[at] as number)) return ascending[at] as number;
    return -1;
  }

  /** The row of the set with the highest value in a column (-1: none has one); as `first`. */
  private last(column: NumericColumn, rows: Uint32Array, span = spanOf(rows)): number {
    const ascending = this.ascending(column);
    const stop = Math.max(0, ascending.length - RANGE_BLOCK);
    for (let at = ascending.length - 1; at >= stop; at--)
      if (has(rows, ascending[at] as number)) return ascending[at] as number;
    if (stop === 0) return -1;
    // The last k with a row of the set at a position from k × RANGE_BLOCK on.
    const sets = this.cumulativeOf(column);
    const all = sets[sets.length - 1] as Uint32Array;
    let lo = 0;
    let hi = Math.ceil(stop / RANGE_BLOCK) - 1;
    if (!meets(all, sets[0] as Uint32Array, rows, span)) return -1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (meets(all, sets[mid] as Uint32Array, rows, span)) lo = mid;
      else hi = mid - 1;
    }
    const end = Math.min(stop, (lo + 1) * RANGE_BLOCK);
    for (let at = end - 1; at >= lo * RANGE_BLOCK; at--)
      if (has(rows, ascending[at] as number)) return ascending[at] as number;
    return -1;
  }

  private readonly commonestCodes = new Map<CodedColumn, number>();

  /** The code most rows of a coded column hold (kept). */
  private commonest(column: CodedColumn): number {
    const held = this.commonestCodes.get(column);
    if (held !== undefined) return held;
    const codes = this.coded.get(column) as Uint32Array;
    const tally = new Uint32Array((this.dicts.get(column) as Dictionary).values.length);
    for (let row = 0; row < codes.length; row++)
      tally[codes[row] as number] = (tally[codes[row] as number] as number) + 1;
    let best = 0;
    for (let code = 1; code < tally.length; code++)
      if ((tally[code] as number) > (tally[best] as number)) best = code;
    this.commonestCodes.set(column, best);
    return best;
  }

  /** Each dictionary's values in the order ties are listed (by value), as a rank per code. */
  private readonly ranks = new Map<CodedColumn | MaskedColumn, Uint32Array>();

  private rankOf(column: CodedColumn | MaskedColumn): Uint32Array {
    const held = this.ranks.get(column);
    if (held) return held;
    const values = (this.dicts.get(column) as Dictionary).values;
    const byValue = values
      .map((_, code) => code)
      .sort((a, b) => (values[a] as string).localeCompare(values[b] as string));
    const rank = new Uint32Array(values.length);
    byValue.forEach((code, at) => {
      rank[code] = at;
    });
    this.ranks.set(column, rank);
    return rank;
  }

  /** One filter's facet over a row set. */
  private facet(
    key: StockFilterKey,
    rows: Uint32Array,
    span: Span,
  ): NonNullable<StockFacets[StockFilterKey]> {
    const def = STOCK_FILTERS[key];
    const column = indexColumn(def.column);
    if (def.kind === "range") {
      // The bounds are the set's first and last rows in the column's ascending order.
      const values = this.numeric.get(column as NumericColumn) as Float64Array;
      const low = this.first(column as NumericColumn, rows, span);
      if (low === -1) return { kind: "range", min: null, max: null };
      const high = this.last(column as NumericColumn, rows, span);
      return { kind: "range", min: values[low] as number, max: values[high] as number };
    }
    const dictColumn = column as CodedColumn | MaskedColumn;
    const dict = this.dicts.get(dictColumn) as Dictionary;
    const values = def.multi ? Math.min(dict.values.length, 31) : dict.values.length;
    const counts = new Uint32Array(dict.values.length);
    const words = Math.max(0, span.to - span.from + 1);
    // A value's population count costs a pass over the words; a walk costs a step per row.
    const total = count(rows, span);
    if (def.multi || values * words <= total * WALK_COST) {
      // Each row holds one value of a coded column: its commonest value is the rest of the rows.
      const rest = def.multi ? -1 : this.commonest(dictColumn as CodedColumn);
      let counted = 0;
      for (let code = 0; code < values; code++) {
        if (code === rest) continue;
        const set = this.valueSet(dictColumn, code);
        const own = this.valueSpans.get(set) ?? { from: 0, to: set.length - 1 };
        const n = countBoth(rows, set, Math.max(own.from, span.from), Math.min(own.to, span.to));
        counts[code] = n;
        counted += n;
      }
      if (rest !== -1) counts[rest] = total - counted;
    } else {
      const codes = this.coded.get(dictColumn as CodedColumn) as Uint32Array;
      for (let w = span.from; w <= span.to; w++) {
        let word = rows[w] as number;
        while (word !== 0) {
          const low = word & -word;
          const code = codes[(w << 5) | (31 - Math.clz32(low))] as number;
          counts[code] = (counts[code] as number) + 1;
          word ^= low;
        }
      }
    }
    return this.optionsOf(dictColumn, counts);
  }

  /** A checkbox facet from each code's count: commonest first, ties by value. */
  private optionsOf(
    column: CodedColumn | MaskedColumn,
    counts: Uint32Array,
  ): NonNullable<StockFacets[StockFilterKey]> {
    const rank = this.rankOf(column);
    const options: { value: string; count: number; rank: number }[] = [];
    (this.dicts.get(column) as Dictionary).values.forEach((value, code) => {
      if (value !== "")
        options.push({ value, count: counts[code] as number, rank: rank[code] as number });
    });
    options.sort((a, b) => b.count - a.count || a.rank - b.rank);
    return {
      kind: "checkbox",
      options: options.map(({ value, count: n }) => ({ value, count: n })),
    };
  }

  /** How often each slice's other filters were asked, and the counts kept for the popular ones. */
  private readonly sliceAsks = new LruMap<string, number>(SLICES_KEPT * 8);
  private readonly slices = new LruMap<string, Uint32Array[]>(SLICES_KEPT);

  /**
   * Every checkbox column's counts (a tally; see tallyLayout) when a range filter is on, from
   * tallies kept for the rows every other filter leaves (`own`: the facet whose filter is also
   * left out, null for none): along the range column's ascending order, the k-th kept tally
   * counts each value among the first k × TALLY_BLOCK positions, so the range's counts are one
   * tally minus another plus fewer than 2 × TALLY_BLOCK positions at its ends, whatever the
   * range. A shopper moving a price slider keeps every other filter: the tallies are kept once
   * the same other filters were asked `sliceAfter` times (null before: counted as usual).
   */
  private slicedTally(
    q: StockQuery,
    own: CheckboxFilterKey | null,
    slice: { key: RangeFilterKey; rest: () => Uint32Array },
    ownRest: () => Uint32Array,
  ): Uint32Array | null {
    const others: StockQuery = {
      ...q,
      range: { ...q.range, [slice.key]: undefined },
      checkbox: own === null ? q.checkbox : { ...q.checkbox, [own]: undefined },
      page: 1,
      items: 1,
      sort: "-created_at",
      facets: null,
    };
    const name = `${slice.key}\u0000${own ?? ""}\u0000${JSON.stringify(others)}`;
    let tallies = this.slices.get(name);
    if (!tallies) {
      const asked = (this.sliceAsks.get(name) ?? 0) + 1;
      this.sliceAsks.set(name, asked);
      if (asked < this.sliceAfter) return null;
      tallies = this.sliceTallies(slice.key, own === null ? slice.rest() : ownRest());
      this.slices.set(name, tallies);
    }
    const sliceColumn = indexColumn(STOCK_FILTERS[slice.key].column) as NumericColumn;
    const values = this.numeric.get(sliceColumn) as Float64Array;
    const ascending = this.ascending(sliceColumn);
    const r = q.range[slice.key] ?? {};
    const from = firstAtLeast(ascending, values, r.from ?? Number.NEGATIVE_INFINITY);
    const to =
      r.to === undefined || r.to === Number.POSITIVE_INFINITY
        ? ascending.length
        : firstAbove(ascending, values, r.to);
    const { columns, width } = this.tallyLayout();
    const tally = new Uint32Array(width);
    if (from >= to) return tally;
    const rows = tallies[tallies.length - 1] as Uint32Array;
    const addPositions = (start: number, end: number) => {
      for (let p = start; p < end; p++) {
        const row = ascending[p] as number;
        if (has(rows, row)) addRow(tally, columns, row);
      }
    };
    const blockFrom = Math.ceil(from / TALLY_BLOCK);
    const blockTo = Math.floor(to / TALLY_BLOCK);
    if (blockFrom >= blockTo) {
      addPositions(from, to);
      return tally;
    }
    const upper = tallies[blockTo] as Uint32Array;
    const lower = tallies[blockFrom] as Uint32Array;
    for (let i = 0; i < tally.length; i++) tally[i] = (upper[i] as number) - (lower[i] as number);
    addPositions(from, blockFrom * TALLY_BLOCK);
    addPositions(blockTo * TALLY_BLOCK, to);
    return tally;
  }

  private layout: TallyLayout | null = null;

  /** Where each checkbox column's codes start in a tally, and how wide a tally is (kept). */
  private tallyLayout(): TallyLayout {
    if (this.layout) return this.layout;
    const offsets = new Map<CodedColumn | MaskedColumn, number>();
    const columns: TallyColumn[] = [];
    let width = 0;
    for (const key of CHECKBOX_FILTER_KEYS) {
      const column = indexColumn(STOCK_FILTERS[key].column) as CodedColumn | MaskedColumn;
      if (offsets.has(column)) continue;
      offsets.set(column, width);
      columns.push({
        offset: width,
        coded: this.coded.get(column as CodedColumn) ?? null,
        masked: this.masked.get(column as MaskedColumn) ?? null,
      });
      width += (this.dicts.get(column) as Dictionary).values.length;
    }
    this.layout = { offsets, columns, width };
    return this.layout;
  }

  /**
   * The kept tallies of a row set along a range column's ascending order: entry k counts each
   * checkbox column's values among the set's rows at positions below k × TALLY_BLOCK; the last
   * entry is the row set itself (for the positions at a range's ends).
   */
  private sliceTallies(key: RangeFilterKey, rows: Uint32Array): Uint32Array[] {
    const { columns, width } = this.tallyLayout();
    const ascending = this.ascending(indexColumn(STOCK_FILTERS[key].column) as NumericColumn);
    const running = new Uint32Array(width);
    const tallies: Uint32Array[] = [running.slice()];
    for (let at = 0; at < ascending.length; at++) {
      const row = ascending[at] as number;
      if (has(rows, row)) addRow(running, columns, row);
      if ((at + 1) % TALLY_BLOCK === 0) tallies.push(running.slice());
    }
    tallies.push(rows);
    return tallies;
  }
}

/** How a tally lays out every checkbox column's codes. */
interface TallyLayout {
  offsets: Map<string, number>;
  columns: TallyColumn[];
  width: number;
}

/** A checkbox column in a tally: its codes start at `offset`. */
interface TallyColumn {
  offset: number;
  coded: Uint32Array | null;
  masked: Uint32Array | null;
}

/** Counts a row's value in each column of a tally (each of its values in a multi-valued one). */
function addRow(tally: Uint32Array, columns: readonly TallyColumn[], row: number): void {
  for (const c of columns) {
    if (c.coded) {
      const i = c.offset + (c.coded[row] as number);
      tally[i] = (tally[i] as number) + 1;
    } else if (c.masked) {
      let mask = c.masked[row] as number;
      while (mask !== 0) {
        const low = mask & -mask;
        const i = c.offset + 31 - Math.clz32(low);
        tally[i] = (tally[i] as number) + 1;
        mask ^= low;
      }
    }
  }
}

/** How many queries share a slice's other filters before its tallies are kept (see slicedTally). */
const SLICE_AFTER = 2;
/** How many slices' tallies an index keeps (the least recently used dropped first). */
const SLICES_KEPT = 32;
/**
 * Positions of an ascending order between two kept tallies: a slice of 100,000 rows keeps 391
 * tallies of every checkbox value (115 in the demo stock: 180 KB), and a range counts at most
 * 512 positions one by one.
 */
const TALLY_BLOCK = 256;
/** How many answers an index keeps (least recently asked dropped first). */
const ANSWERS_KEPT = 256;
/** Positions of an ascending order between two kept cumulative row sets. */
const RANGE_BLOCK = 1024;
/** What walking one row of a set costs against one word of a population count (measured). */
const WALK_COST = 2;

/** The first and last words of a row set that hold a row (from > to: none). */
interface Span {
  from: number;
  to: number;
}

function spanOf(set: Uint32Array): Span {
  let from = 0;
  while (from < set.length && set[from] === 0) from++;
  let to = set.length - 1;
  while (to >= from && set[to] === 0) to--;
  return { from, to };
}

/**
 * Whether a set has a row in `within` that is not in `without` (null: none), over the set's span:
 * stops at the first word in common.
 */
function meets(
  within: Uint32Array,
  without: Uint32Array | null,
  rows: Uint32Array,
  span: Span,
): boolean {
  for (let i = span.from; i <= span.to; i++) {
    const out = without === null ? 0 : (without[i] as number);
    if (((within[i] as number) & ~out & (rows[i] as number)) !== 0) return true;
  }
  return false;
}

/** Every row of an index of `size` rows. */
function allRows(size: number): Uint32Array {
  const set = new Uint32Array((size + 31) >>> 5).fill(0xffffffff);
  const tail = size & 31;
  if (tail !== 0) set[set.length - 1] = (1 << tail) - 1;
  return set;
}

const has = (set: Uint32Array, row: number): boolean =>
  (((set[row >>> 5] as number) >>> (row & 31)) & 1) === 1;

function and(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = (a[i] as number) & (b[i] as number);
  return out;
}

function andInto(target: Uint32Array, other: Uint32Array): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) & (other[i] as number);
}

function orInto(target: Uint32Array, other: Uint32Array): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) | (other[i] as number);
}

/** Set bits of each 16-bit number (a table read twice per word beats bit arithmetic by ~20%). */
const BITS16 = new Uint8Array(1 << 16);
for (let i = 1; i < BITS16.length; i++) BITS16[i] = (BITS16[i >>> 1] as number) + (i & 1);

/** Set bits of a 32-bit word. */
const bits = (v: number): number => (BITS16[v & 0xffff] as number) + (BITS16[v >>> 16] as number);

/** Rows in a set (over the words of its span when known). */
function count(set: Uint32Array, span: Span = { from: 0, to: set.length - 1 }): number {
  let n = 0;
  for (let i = span.from; i <= span.to; i++) n += bits(set[i] as number);
  return n;
}

/** Rows in both sets, counted over words from..to (the words outside hold none of b's rows). */
function countBoth(a: Uint32Array, b: Uint32Array, from: number, to: number): number {
  let n = 0;
  for (let i = from; i <= to; i++) n += bits((a[i] as number) & (b[i] as number));
  return n;
}

/** The first position of an ascending order whose value is above `high`. */
function firstAbove(ascending: Int32Array, values: Float64Array, high: number): number {
  let lo = 0;
  let hi = ascending.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[ascending[mid] as number] as number) <= high) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first position of an ascending order whose value is at least `low`. */
function firstAtLeast(ascending: Int32Array, values: Float64Array, low: number): number {
  let lo = 0;
  let hi = ascending.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[ascending[mid] as number] as number) < low) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How often a PostgreSQL server's stock version is read besides the notifications. */
const VERSION_CHECK_MS = 1000;

/** A list's vehicles as its index reads them, once per stock version (grouped by model). */
export const indexRowsSql = (listingId: number) => sql`
  SELECT v.id, v.brand, v.model, v.model_group, v.state, v.status, v.transmission,
    v.color_canonical, v.color_name, v.dealer_id, d.dealer_code, v.number_of_seats,
    v.engine_types, v.financing_options, v.msrp_price, v.display_price, v.mileage,
    v.production_year, v.model_year, v.power_kw,
    extract(epoch FROM v.created_at) AS created,
    v.sale_price, v.monthly_price, v.subscribe_price
  FROM stock_listing_vehicles lv
  JOIN stock_vehicles v ON v.id = lv.vehicle_id
  LEFT JOIN stock_dealers d ON d.id = v.dealer_id
  WHERE lv.listing_id = ${listingId}
  ORDER BY v.brand, v.model_group, v.model, v.id`;

/**
 * Every publication list's index in this process, rebuilt when the stock version moves past the
 * one it was read at; one build at a time per list, shared by the requests that wait for it.
 */
export class ListingIndexes {
  private latest = 0;
  private lastChecked = 0;
  private readonly held = new Map<number, ListingIndex>();
  private readonly building = new Map<number, Promise<ListingIndex>>();

  private constructor(
    private readonly db: Db,
    private readonly isCheckedOnRead: boolean,
    readonly stop: () => Promise<void>,
    private readonly options: IndexOptions,
  ) {}

  /** The indexes of this database's lists (see IndexOptions). */
  static async open(db: Db, options: IndexOptions = {}): Promise<ListingIndexes> {
    const notifications = notificationsOf(db);
    let indexes: ListingIndexes | null = null;
    if (!notifications) return new ListingIndexes(db, true, async () => {}, options);
    const stop = await notifications.listen(
      "stock_changed",
      (payload) => {
        const version = Number(payload);
        if (indexes && Number.isFinite(version) && version > indexes.latest)
          indexes.latest = version;
      },
      () => {
        // Notifications were lost: read the version before the next answer.
        if (indexes) indexes.lastChecked = 0;
      },
    );
    indexes = new ListingIndexes(db, !notifications.isImmediate, stop, options);
    return indexes;
  }

  private async readVersion(): Promise<number> {
    const [row] = rowsOf<{ version: string | number }>(
      await this.db.execute(sql`SELECT version FROM stock_version`),
    );
    return Number(row?.version ?? 0);
  }

  /** The newest stock version this process knows (read from a server at most once a second). */
  async latestVersion(): Promise<number> {
    const now = Date.now();
    if (this.isCheckedOnRead && now - this.lastChecked >= VERSION_CHECK_MS) {
      this.lastChecked = now;
      this.latest = Math.max(this.latest, await this.readVersion());
    }
    return this.latest;
  }

  /**
   * The list's index, fresh as of the newest stock version this process knows. While a newer one
   * is built (seconds for 100,000 vehicles), a request waits for it up to REBUILD_WAIT_MS and is
   * then answered from the one held; only a list's first index is always waited for.
   */
  async get(listingId: number): Promise<ListingIndex> {
    await this.latestVersion();
    const held = this.held.get(listingId);
    if (held && held.version >= this.latest) return held;
    let pending = this.building.get(listingId);
    if (!pending) {
      pending = this.build(listingId).finally(() => this.building.delete(listingId));
      this.building.set(listingId, pending);
    }
    if (!held) return pending;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<ListingIndex>((resolve) => {
      timer = setTimeout(() => resolve(held), this.options.rebuildWaitMs ?? REBUILD_WAIT_MS);
    });
    return Promise.race([pending, waited]).finally(() => clearTimeout(timer));
  }

  private async build(listingId: number): Promise<ListingIndex> {
    const index = await this.db.transaction(
      async (tx) => {
        const [versionRow] = rowsOf<{ version: string | number }>(
          await tx.execute(sql`SELECT version FROM stock_version`),
        );
        const rows = rowsOf<IndexRow>(await tx.execute(indexRowsSql(listingId)));
        const documents: (VehicleDocument | undefined)[] = new Array(rows.length);
        const read = this.options.documents;
        if (read) {
          const rowOf = new Map(rows.map((row, at) => [row.id, at]));
          const batch = (at: number) =>
            at < rows.length
              ? read(
                  tx,
                  rows.slice(at, at + DOCUMENT_BATCH).map((row) => row.id),
                )
              : null;
          // The next batch is asked for before this one is taken in: a server reads it meanwhile.
          let next = batch(0);
          for (let at = 0; next !== null; at += DOCUMENT_BATCH) {
            const current = await next;
            next = batch(at + DOCUMENT_BATCH);
            for (const [id, written] of current) documents[rowOf.get(id) as number] = written;
          }
        }
        return new ListingIndex(rows, Number(versionRow?.version ?? 0), SLICE_AFTER, documents);
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    if (index.version > this.latest) this.latest = index.version;
    this.held.set(listingId, index);
    return index;
  }
}
