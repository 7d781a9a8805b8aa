import { sql } from "drizzle-orm";
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
 * numbers as doubles with NaN for none), so that one pass over the list answers a query's
 * matches, its sorted page and the facets of every filter with the other filters applied. The
 * database keeps the vehicles; the page's vehicles are then read by primary key
 * (runtime/services/stock.ts).
 *
 * Why not SQL: facets are one GROUP BY per filter over the filtered list (17 of them, each a scan
 * of up to 100,000 rows), and an OFFSET deep in a sorted, filtered list reads everything before
 * it. Held like this, a query costs one scan of typed arrays (a few milliseconds for 100,000) and
 * page 500 costs what page 1 costs. Each process rebuilds a list's index when the stock changes:
 * the stock tables' triggers NOTIFY stock_changed with the new version (migrations/012_stock.sql);
 * on a PostgreSQL server the version is also read at most once a second, so a lost notification
 * delays a change by a second at most.
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

  /** A filter as data the scan reads without a call per row. */
  private condition(key: StockFilterKey, q: StockQuery): Condition | null {
    const def = STOCK_FILTERS[key];
    const column = indexColumn(def.column);
    if (def.kind === "range") {
      const r = q.range[key as RangeFilterKey];
      if (!r || (r.from === undefined && r.to === undefined)) return null;
      return {
        kind: RANGE,
        numbers: this.numeric.get(column as NumericColumn) as Float64Array,
        low: r.from ?? Number.NEGATIVE_INFINITY,
        high: r.to ?? Infinity,
      };
    }
    const values = q.checkbox[key as CheckboxFilterKey];
    if (!values || values.length === 0) return null;
    if (def.multi) return this.maskCondition(column as MaskedColumn, values);
    return this.codedCondition(column as CodedColumn, values);
  }

  private codedCondition(column: CodedColumn, values: readonly string[]): Condition {
    const dict = this.dicts.get(column) as Dictionary;
    const allowed = new Uint8Array(dict.values.length + 1);
    for (const v of values) {
      const code = dict.codes.get(v);
      if (code !== undefined) allowed[code] = 1;
    }
    return { kind: CODED_KIND, codes: this.coded.get(column) as Uint32Array, allowed };
  }

  private maskCondition(column: MaskedColumn, values: readonly string[]): Condition {
    const dict = this.dicts.get(column) as Dictionary;
    let wanted = 0;
    for (const v of values) {
      const bit = dict.codes.get(v);
      if (bit !== undefined && bit < 31) wanted |= 1 << bit;
    }
    return { kind: MASK, codes: this.masked.get(column) as Uint32Array, wanted };
  }

  /** Answers kept for the last queries of this version (popular searches are asked again). */
  private readonly answers = new Map<string, IndexAnswer>();

  /**
   * The page, the total, the facets (each filter's with every other filter applied) and the
   * lowest prices of the vehicles matching the query: one scan that sorts rows into those that
   * pass every filter and those that fail exactly one (they count in that filter's facet only),
   * then one tight loop per facet.
   */
  query(q: StockQuery): IndexAnswer {
    const cacheKey = JSON.stringify(q);
    const kept = this.answers.get(cacheKey);
    if (kept) {
      this.answers.delete(cacheKey);
      this.answers.set(cacheKey, kept);
      return kept;
    }
    const answer = this.compute(q);
    this.answers.set(cacheKey, answer);
    if (this.answers.size > ANSWERS_KEPT) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    return answer;
  }

  private compute(q: StockQuery): IndexAnswer {
    // Filters every facet applies: exact brand, model or group, the dealer narrowing.
    const hard: Condition[] = [];
    if (q.exact.nameplate_brand_name_eq !== undefined)
      hard.push(this.codedCondition("brand", [q.exact.nameplate_brand_name_eq]));
    if (q.exact.nameplate_name_eq !== undefined)
      hard.push(this.codedCondition("model", [q.exact.nameplate_name_eq]));
    if (q.exact.nameplate_model_group_eq !== undefined)
      hard.push(this.codedCondition("model_group", [q.exact.nameplate_model_group_eq]));
    if (q.dealerCodes !== null) hard.push(this.codedCondition("dealer_code", q.dealerCodes));

    // The query's own filters: each is left out of its own facet.
    const activeKeys: StockFilterKey[] = [];
    const active: Condition[] = [];
    for (const key of [...CHECKBOX_FILTER_KEYS, ...RANGE_FILTER_KEYS]) {
      const condition = this.condition(key, q);
      if (condition) {
        activeKeys.push(key);
        active.push(condition);
      }
    }

    const n = this.size;
    const matched = new Uint8Array(n);
    const matches = new Int32Array(n);
    let total = 0;
    // Rows failing exactly one filter, by that filter.
    const nearly = active.map(() => [] as number[]);
    for (let row = 0; row < n; row++) {
      let passes = true;
      for (let h = 0; h < hard.length; h++)
        if (!holds(hard[h] as Condition, row)) {
          passes = false;
          break;
        }
      if (!passes) continue;
      let failed = -1;
      let fails = 0;
      for (let a = 0; a < active.length; a++)
        if (!holds(active[a] as Condition, row)) {
          if (++fails > 1) break;
          failed = a;
        }
      if (fails === 0) {
        matched[row] = 1;
        matches[total++] = row;
      } else if (fails === 1) (nearly[failed] as number[]).push(row);
    }
    const matchedRows = matches.subarray(0, total);

    const facets: StockFacets = {};
    const facetKeys = q.facets ?? [...CHECKBOX_FILTER_KEYS, ...RANGE_FILTER_KEYS];
    for (const key of facetKeys) {
      if (facets[key]) continue;
      const at = activeKeys.indexOf(key);
      facets[key] = this.facet(
        key,
        matchedRows,
        matched,
        at === -1 ? null : (nearly[at] as number[]),
      );
    }

    const ids: number[] = [];
    const skip = (q.page - 1) * q.items;
    if (skip < total) {
      const order = this.order(q.sort);
      let seen = 0;
      for (let k = 0; k < n && ids.length < q.items; k++) {
        const row = order[k] as number;
        if (matched[row] === 1 && seen++ >= skip) ids.push(this.ids[row] as number);
      }
    }

    const lowest = (column: NumericColumn): number | null => {
      const values = this.numeric.get(column) as Float64Array;
      let min = Infinity;
      for (let i = 0; i < total; i++) {
        const v = values[matchedRows[i] as number] as number;
        if (v < min) min = v;
      }
      return min === Infinity ? null : min;
    };
    return {
      ids,
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

  /** One filter's facet over the matching rows and, when it is active, the rows only it left out. */
  private facet(
    key: StockFilterKey,
    rows: Int32Array,
    matched: Uint8Array,
    alsoRows: readonly number[] | null,
  ): NonNullable<StockFacets[StockFilterKey]> {
    const def = STOCK_FILTERS[key];
    const column = indexColumn(def.column);
    const also = alsoRows ?? [];
    if (def.kind === "range") {
      // The bounds are the first and last rows of the column's ascending order that are in the
      // set: for the dense sets a listing has, a few steps from each end instead of a full pass.
      const values = this.numeric.get(column as NumericColumn) as Float64Array;
      const ascending = this.ascending(column as NumericColumn);
      let inAlso: Uint8Array | null = null;
      if (also.length > 0) {
        inAlso = new Uint8Array(this.size);
        for (let i = 0; i < also.length; i++) inAlso[also[i] as number] = 1;
      }
      const has = (row: number) => matched[row] === 1 || (inAlso !== null && inAlso[row] === 1);
      let low = 0;
      while (low < ascending.length && !has(ascending[low] as number)) low++;
      if (low === ascending.length) return { kind: "range", min: null, max: null };
      let high = ascending.length - 1;
      while (!has(ascending[high] as number)) high--;
      return {
        kind: "range",
        min: values[ascending[low] as number] as number,
        max: values[ascending[high] as number] as number,
      };
    }
    const dict = this.dicts.get(column as CodedColumn | MaskedColumn) as Dictionary;
    const counts = new Uint32Array(dict.values.length + 1);
    if (def.multi) {
      const masks = this.masked.get(column as MaskedColumn) as Uint32Array;
      const count = (row: number) => {
        for (let mask = masks[row] as number, bit = 0; mask !== 0; bit++, mask >>>= 1)
          if (mask & 1) counts[bit] = (counts[bit] as number) + 1;
      };
      for (let i = 0; i < rows.length; i++) count(rows[i] as number);
      for (let i = 0; i < also.length; i++) count(also[i] as number);
    } else {
      const codes = this.coded.get(column as CodedColumn) as Uint32Array;
      for (let i = 0; i < rows.length; i++) {
        const code = codes[rows[i] as number] as number;
        counts[code] = (counts[code] as number) + 1;
      }
      for (let i = 0; i < also.length; i++) {
        const code = codes[also[i] as number] as number;
        counts[code] = (counts[code] as number) + 1;
      }
    }
    return {
      kind: "checkbox",
      options: dict.values
        .map((value, code) => ({ value, count: counts[code] as number }))
        .filter((o) => o.value !== "")
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    };
  }
}

/** How many answers an index keeps (least recently asked dropped first). */
const ANSWERS_KEPT = 256;

const CODED_KIND = 0;
const MASK = 1;
const RANGE = 2;
/** One filter as the scan reads it: every kind has the same fields, so the scan stays monomorphic. */
type Condition =
  | { kind: typeof CODED_KIND; codes: Uint32Array; allowed: Uint8Array }
  | { kind: typeof MASK; codes: Uint32Array; wanted: number }
  | { kind: typeof RANGE; numbers: Float64Array; low: number; high: number };

/** Whether a row passes a condition (NaN, no value, is never in a narrowed range). */
function holds(c: Condition, row: number): boolean {
  switch (c.kind) {
    case CODED_KIND:
      return c.allowed[c.codes[row] as number] === 1;
    case MASK:
      return ((c.codes[row] as number) & c.wanted) !== 0;
    default: {
      const v = c.numbers[row] as number;
      return v >= c.low && v <= c.high;
    }
  }
}

/** How often a PostgreSQL server's stock version is read besides the notifications. */
const VERSION_CHECK_MS = 1000;

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
  ) {}

  static async open(db: Db): Promise<ListingIndexes> {
    const notifications = notificationsOf(db);
    let indexes: ListingIndexes | null = null;
    if (!notifications) return new ListingIndexes(db, true, async () => {});
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
    indexes = new ListingIndexes(db, !notifications.isImmediate, stop);
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

  /** The list's index, fresh as of the newest stock version this process knows. */
  async get(listingId: number): Promise<ListingIndex> {
    await this.latestVersion();
    const held = this.held.get(listingId);
    if (held && held.version >= this.latest) return held;
    const pending = this.building.get(listingId);
    if (pending) return pending;
    const build = this.build(listingId).finally(() => this.building.delete(listingId));
    this.building.set(listingId, build);
    return build;
  }

  private async build(listingId: number): Promise<ListingIndex> {
    const index = await this.db.transaction(
      async (tx) => {
        const [versionRow] = rowsOf<{ version: string | number }>(
          await tx.execute(sql`SELECT version FROM stock_version`),
        );
        const rows = rowsOf<IndexRow>(
          await tx.execute(sql`
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
            ORDER BY v.id`),
        );
        return new ListingIndex(rows, Number(versionRow?.version ?? 0));
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    if (index.version > this.latest) this.latest = index.version;
    this.held.set(listingId, index);
    return index;
  }
}
