import { LruMap } from "../../../cache/lru.ts";
import type { StockQuery } from "../../../core/stock/filters.ts";
import { IndexColumns, type IndexRow } from "./columns.ts";
import { IndexOrders } from "./orders.ts";
import { answerQuery, type IndexAnswer, type IndexParts } from "./query.ts";
import { RowSets } from "./row-sets.ts";
import { SLICE_AFTER, Slices } from "./slices.ts";

/** A vehicle as a listing answer carries it, written as JSON (UTF-8). */
export interface VehicleDocument {
  /** Its resource in `data`. */
  resource: Buffer;
  /** Its first photo's item in `included` (null: it has no photo). */
  photo: Buffer | null;
}

/** How many answers an index keeps (least recently asked dropped first). */
const ANSWERS_KEPT = 256;

/**
 * One publication list's index at one stock version (see stock-index.ts): its columns, the row
 * orders and row sets built from them when first asked, the slices' kept counts, its vehicles
 * written, and the answers to its last queries.
 */
export class ListingIndex {
  readonly size: number;
  readonly ids: Int32Array;
  private readonly parts: IndexParts;
  /** Answers kept for the last queries of this version (popular searches are asked again). */
  private readonly answers = new LruMap<string, IndexAnswer>(ANSWERS_KEPT);

  constructor(
    rows: readonly IndexRow[],
    /** The stock version the rows were read at. */
    readonly version: number,
    /** How many queries must share a slice's other filters before it gets its counts kept. */
    sliceAfter = SLICE_AFTER,
    /** Each row's vehicle as the answers carry it (none: the columns only). */
    private readonly documents: readonly (VehicleDocument | undefined)[] = [],
  ) {
    const columns = new IndexColumns(rows);
    const orders = new IndexOrders(columns);
    this.parts = {
      columns,
      orders,
      sets: new RowSets(columns, orders),
      slices: new Slices(columns, orders, sliceAfter),
    };
    this.size = columns.size;
    this.ids = columns.ids;
  }

  /** The bytes the index holds: its columns, and its vehicles written (row sets built on demand aside). */
  get heldBytes(): number {
    let bytes = this.parts.columns.heldBytes;
    for (const document of this.documents)
      bytes += (document?.resource.length ?? 0) + (document?.photo?.length ?? 0);
    return bytes;
  }

  /** The row's vehicle as the answers carry it, written (undefined: not held). */
  documentOf(row: number): VehicleDocument | undefined {
    return this.documents[row];
  }

  /**
   * The page, the total, the facets (each filter's with every other filter applied) and the
   * lowest prices of the vehicles matching the query, kept for the next time it is asked.
   */
  query(q: StockQuery): IndexAnswer {
    const cacheKey = JSON.stringify(q);
    const kept = this.answers.get(cacheKey);
    if (kept) return kept;
    const answer = answerQuery(this.parts, q);
    this.answers.set(cacheKey, answer);
    return answer;
  }
}
