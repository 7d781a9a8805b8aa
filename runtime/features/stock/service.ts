import type {
  StockListingDocument,
  StockMeta,
  StockVehicleDocument,
} from "../../../generated/types.ts";
import { JsonText } from "../../core/json-text.ts";
import type { StockQuery } from "../../core/stock/filters.ts";
import type { Db } from "../../db/client.ts";
import {
  fullResource,
  type LightVehicleResource,
  type Listing,
  lightResource,
  listingIncluded,
  listingOf,
  photosOf,
  priceOf,
  type VehicleRow,
} from "./stock-documents.ts";
import { type IndexAnswer, type ListingIndex, ListingIndexes } from "./stock-index.ts";
import type { StockService } from "./stock-service.ts";
import { indexDocuments, readConfigs, readListings, readVehicles } from "./stock-store.ts";

/** The publication lists by name, read again when the stock version moved. */
type ListingsReader = () => Promise<Map<string, Listing>>;

function listingsReader(db: Db, indexes: ListingIndexes): ListingsReader {
  let listings: { version: number; byName: Map<string, Listing> } | null = null;
  return async () => {
    const latest = await indexes.latestVersion();
    if (listings && listings.version >= latest) return listings.byName;
    const rows = await readListings(db);
    listings = { version: latest, byName: new Map(rows.map((r) => [r.name, listingOf(r)])) };
    return listings.byName;
  };
}

/** One vehicle of the named lists, read from the database. */
async function vehicleDocument(
  db: Db,
  byName: Map<string, Listing>,
  names: readonly string[],
  id: number,
): Promise<StockVehicleDocument | null> {
  const wanted = names.map((n) => byName.get(n)).filter((l): l is Listing => l !== undefined);
  if (wanted.length === 0) return null;
  const [row] = await readVehicles(
    db,
    [id],
    wanted.map((l) => l.id),
  );
  if (!row) return null;
  const resource = fullResource(row);
  const listing = wanted.find((l) => resource.publication_lists?.includes(l.name)) ?? wanted[0];
  if (!listing) return null;
  const a = resource.attributes;
  return {
    data: resource,
    included: [...listingIncluded(listing), ...photosOf(row.id, resource.attributes.photos)],
    meta: {
      buttons: listing.metaButtons,
      prices: {
        sale_price: priceOf(a.sale_price),
        msrp_price: priceOf(a.msrp_price),
        monthly_price: priceOf(a.monthly_price),
        subscribe_price: priceOf(a.subscribe_price),
      },
    },
  };
}

/** A list page's meta: paging, the facets (not in the light list), the buttons and prices. */
function listingMeta(
  listing: Listing,
  query: StockQuery,
  answer: IndexAnswer,
  isLight: boolean,
): StockMeta {
  return {
    total: answer.total,
    page: query.page,
    items: query.items,
    pages: Math.ceil(answer.total / query.items),
    ...(isLight ? {} : { facets: answer.facets }),
    buttons: listing.metaButtons,
    prices: answer.prices,
  };
}

const COMMA = Buffer.from(",");

/** The parts of a JSON array's members, commas between them (brackets left to the caller). */
function members(items: readonly Buffer[]): Buffer[] {
  return items.flatMap((item, at) => (at === 0 ? [item] : [COMMA, item]));
}

/** A full page, joined from the vehicles the index holds written. */
function heldPage(
  index: ListingIndex,
  listing: Listing,
  answer: IndexAnswer,
  meta: StockMeta,
): JsonText<StockListingDocument> {
  const held = answer.rows.map((row) => {
    const document = index.documentOf(row);
    if (!document) throw new Error(`the index of list ${listing.name} holds no vehicle ${row}`);
    return document;
  });
  const listingItems = listingIncluded(listing).map((item) => Buffer.from(JSON.stringify(item)));
  const photos = held.flatMap((d) => (d.photo ? [d.photo] : []));
  return new JsonText(
    Buffer.concat([
      Buffer.from('{"data":['),
      ...members(held.map((d) => d.resource)),
      Buffer.from('],"included":['),
      ...members([...listingItems, ...photos]),
      Buffer.from(`],"meta":${JSON.stringify(meta)}}`),
    ]),
  );
}

/** A light page: its vehicles' few attributes, read from the database. */
async function lightPage(
  db: Db,
  ids: readonly number[],
  meta: StockMeta,
): Promise<JsonText<StockListingDocument>> {
  const rows = await readVehicles(db, ids, null);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const document: { data: LightVehicleResource[]; included: []; meta: StockMeta } = {
    data: ids
      .map((id) => byId.get(id))
      .filter((r): r is VehicleRow => r !== undefined)
      .map(lightResource),
    included: [],
    meta,
  };
  return new JsonText(Buffer.from(JSON.stringify(document)));
}

/** The stock data service over this database (see stock-service.ts and stock-index.ts). */
export async function openStockService(
  db: Db,
): Promise<StockService & { stop: () => Promise<void> }> {
  const indexes = await ListingIndexes.open(db, { documents: indexDocuments });
  const listingsByName = listingsReader(db, indexes);

  /**
   * A page of a list as JSON: the index answers which vehicles, and holds them written (the light
   * list reads its few attributes from the database).
   */
  const listingJson: StockService["listingJson"] = async (name, query, variant = "full") => {
    const listing = (await listingsByName()).get(name);
    if (!listing) return null;
    const index = await indexes.get(listing.id);
    const isLight = variant === "light";
    const answer = index.query(isLight ? { ...query, facets: [] } : query);
    const meta = listingMeta(listing, query, answer, isLight);
    return isLight ? lightPage(db, answer.ids, meta) : heldPage(index, listing, answer, meta);
  };

  return {
    stop: indexes.stop,
    listingJson,
    async prepare() {
      let vehicles = 0;
      let bytes = 0;
      const lists = [...(await listingsByName()).values()];
      for (const listing of lists) {
        const index = await indexes.get(listing.id);
        vehicles += index.size;
        bytes += index.heldBytes;
      }
      return { lists: lists.length, vehicles, bytes };
    },
    listing: async (name, query, variant) =>
      (await listingJson(name, query, variant))?.parse() ?? null,
    vehicle: async (names, id) => vehicleDocument(db, await listingsByName(), names, id),
    configs: (site, types) => readConfigs(db, site, types),
  };
}
