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
 * resource and its first photo's included item, built by runtime/features/stock/service.ts in the same
 * read-only transaction as the columns, 1,000 vehicles at a time), so a page is joined from twelve
 * held buffers instead of twelve rows read, parsed and written again: that read was most of a
 * listing call's cost once the index answered in half a millisecond. It costs memory: about 3 KB
 * a vehicle of the demo stock (`npm run bench:stock` prints it), twice that while a list's index
 * is rebuilt beside the one still answering. The light list and the one-vehicle call still read
 * the database. Each process rebuilds a list's index when the stock
 * changes: the stock tables' triggers NOTIFY stock_changed with the new version
 * (migrations/012_stock.sql); on a PostgreSQL server the version is also read at most once a
 * second, so a lost notification delays a change by a second at most.
 *
 * Its parts, one job each, in index/: bitset.ts (row sets), columns.ts (the columns and their
 * dictionaries), orders.ts (sort and ascending orders), row-sets.ts (the sets built from the
 * columns), slices.ts (the slices' kept counts), query.ts and facets.ts (the query engine),
 * listing-index.ts (one list's index), build.ts (reading it) and lifecycle.ts (rebuilding it).
 */

export { type DocumentReader, indexRowsSql } from "./index/build.ts";
export type { IndexRow } from "./index/columns.ts";
export { type IndexOptions, ListingIndexes } from "./index/lifecycle.ts";
export { ListingIndex, type VehicleDocument } from "./index/listing-index.ts";
export type { IndexAnswer } from "./index/query.ts";
