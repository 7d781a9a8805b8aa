import { sql } from "drizzle-orm";
import type {
  StockIncluded,
  StockListingDocument,
  StockMeta,
  StockVehicle,
  StockVehicleDocument,
  StockVehicleResource,
} from "../../generated/types.ts";
import { JsonText } from "../core/json-text.ts";
import type { StockQuery } from "../core/stock/filters.ts";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/migrate.ts";
import { type DocumentReader, ListingIndexes, type VehicleDocument } from "./stock-index.ts";
import type { StockConfigEntry, StockService } from "./stock-service.ts";

/** A publication list as the answers carry it. */
interface ListingRow {
  id: number;
  name: string;
  uuid: string;
  disclaimers: string[];
  button_set: Record<string, unknown>;
  buttons: Record<string, unknown>[];
}

/** A vehicle's row, its dealer's columns and its lists, as both reads of vehicles take them. */
interface VehicleBase {
  id: number;
  /** When the row was created, in ISO 8601 UTC (as the documented created_at is written). */
  created_at: string;
  lists: string[] | null;
  dealer_id: number | null;
  dealer_code: string | null;
  dealer_uuid: string | null;
  dealer_name: string | null;
  dealer_state: string | null;
  dealer_postcode: string | null;
  dealer_attributes: Record<string, unknown> | null;
}

/** A vehicle read as an object (the one-vehicle call, the light list). */
interface VehicleRow extends VehicleBase {
  attributes: StockVehicle;
}

/** A vehicle read to be held written: its attributes as the database writes them, not parsed. */
interface WrittenRow extends VehicleBase {
  /** The attributes, as JSON text. */
  attributes: string;
  /** Which of FILLED_KEYS the attributes state. */
  stated: string[];
  photo: NonNullable<StockVehicle["photos"]>[number] | null;
}

/** The attributes the light list keeps. */
const LIGHT_ATTRIBUTES: readonly (keyof StockVehicle)[] = [
  "vin",
  "nameplate_brand_name",
  "nameplate_name",
  "model_display_name",
  "state",
  "status",
  "version",
  "production_year",
  "model_year",
  "mileage",
  "mileage_unit",
  "engine_type",
  "color_name",
  "msrp_price",
  "sale_price",
  "monthly_price",
  "price_hidden",
  "currency",
  "cover_photo_medium",
];

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

/** The attributes a full answer adds where the vehicle leaves them out (see fillOf). */
const FILLED_KEYS = [
  "owner_dealer_code",
  "owner_name",
  "owner_uuid",
  "owner_state",
  "owner_zipcode",
  "owner_address",
  "owner_city",
  "owner_email",
  "owner_phone",
  "owner_opening_hours",
  "owner_contact_details",
  "owner_metadata",
  "created_at",
] as const satisfies readonly (keyof StockVehicle)[];

/**
 * What a full answer gives a vehicle where it leaves it out (what the vehicle states wins): the
 * owner fields from its dealer (stock_dealers: dealer_code, name, uuid, state, postcode, and
 * address, city, email, phone, opening_hours, contact_details, display_name_jag, display_name_lr
 * in its attributes; empty ones left out), and created_at from its row.
 */
function fillOf(row: VehicleBase): Partial<Pick<StockVehicle, (typeof FILLED_KEYS)[number]>> {
  const fill: Partial<StockVehicle> = {};
  if (row.dealer_id !== null) {
    const d = row.dealer_attributes ?? {};
    const given: Partial<StockVehicle> = {
      owner_dealer_code: row.dealer_code ?? undefined,
      owner_name: text(row.dealer_name),
      owner_uuid: text(row.dealer_uuid),
      owner_state: text(row.dealer_state),
      owner_zipcode: text(row.dealer_postcode),
      owner_address: text(d.address),
      owner_city: text(d.city),
      owner_email: text(d.email),
      owner_phone: text(d.phone),
      owner_opening_hours: text(d.opening_hours),
      owner_contact_details: text(d.contact_details),
    };
    for (const [key, value] of Object.entries(given))
      if (value !== undefined) (fill as Record<string, unknown>)[key] = value;
    const jag = text(d.display_name_jag);
    const lr = text(d.display_name_lr);
    if (jag || lr)
      fill.owner_metadata = {
        ...(jag ? { display_name_jag: jag } : {}),
        ...(lr ? { display_name_lr: lr } : {}),
      };
  }
  fill.created_at = row.created_at;
  return fill;
}

const ownerOf = (row: VehicleBase): StockVehicleResource["relationships"] => ({
  owner: { data: row.dealer_id === null ? null : { id: String(row.dealer_id), type: "dealer" } },
});

function resourceOf(row: VehicleRow, light: boolean): StockVehicleResource {
  const attributes: Record<string, unknown> = {};
  if (light) {
    for (const key of LIGHT_ATTRIBUTES)
      if (row.attributes[key] !== undefined) attributes[key] = row.attributes[key];
  } else {
    Object.assign(attributes, row.attributes);
    for (const [key, value] of Object.entries(fillOf(row)))
      if (attributes[key] === undefined) attributes[key] = value;
  }
  return {
    id: String(row.id),
    type: "vehicle",
    attributes: attributes as unknown as StockVehicle,
    publication_lists: row.lists ?? [],
    relationships: ownerOf(row),
  };
}

/**
 * A full resource as JSON, joined from the attributes as the database wrote them and what fillOf
 * gives that they leave out (resourceOf's answer, without parsing and writing them again).
 */
function writtenResource(row: WrittenRow): string {
  const fill: Record<string, unknown> = fillOf(row);
  for (const key of row.stated) delete fill[key];
  const added = JSON.stringify(fill);
  // Both are objects, without a key in common; the attributes hold at least the vin.
  const attributes =
    added === "{}" ? row.attributes : `${row.attributes.slice(0, -1)},${added.slice(1)}`;
  return `{"id":"${row.id}","type":"vehicle","attributes":${attributes},"publication_lists":${JSON.stringify(row.lists ?? [])},"relationships":${JSON.stringify(ownerOf(row))}}`;
}

/** A vehicle's photos as included items (sequence from 0). */
function photosOf(id: number | string, photos: StockVehicle["photos"]): StockIncluded[] {
  return (photos ?? []).map((photo, sequence) => ({
    id: `${id}-${sequence}`,
    type: "photo",
    attributes: {
      sequence,
      big_path: photo.normal,
      medium_path: photo.medium ?? photo.normal,
      quarter_hd_path: photo.quarter_hd ?? photo.normal,
      hd_path: photo.hd ?? photo.normal,
      full_path: photo.hd ?? photo.normal,
    },
  }));
}

function listingIncluded(listing: ListingRow): StockIncluded[] {
  const set = listing.button_set;
  const items: StockIncluded[] = [
    {
      id: String(listing.id),
      type: "listing",
      attributes: { uuid: listing.uuid, name: listing.name, disclaimers: listing.disclaimers },
    },
  ];
  if (typeof set.setup_type === "string")
    items.push({
      id: String(set.id ?? listing.id),
      type: "button_set_setup",
      attributes: {
        setup_type: set.setup_type,
        reservation_fee: typeof set.reservation_fee === "number" ? set.reservation_fee : null,
        financing_options: Array.isArray(set.financing_options)
          ? set.financing_options.filter((o): o is string => typeof o === "string")
          : [],
      },
    });
  return items;
}

const buttonsOf = (listing: ListingRow): StockMeta["buttons"] =>
  listing.buttons.map((b) => {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(b))
      if (typeof value === "string" || typeof value === "number") out[key] = String(value);
    return out as unknown as StockMeta["buttons"][number];
  });

const priceOf = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** The columns of VehicleBase, over `vehiclesFrom`. */
const baseColumns = sql`v.id, v.dealer_id,
  to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  d.dealer_code, d.uuid::text AS dealer_uuid, d.name AS dealer_name,
  d.state AS dealer_state, d.postcode AS dealer_postcode, d.attributes AS dealer_attributes,
  ARRAY(SELECT l.name FROM stock_listing_vehicles lv2 JOIN stock_listings l ON l.id = lv2.listing_id
        WHERE lv2.vehicle_id = v.id ORDER BY l.name) AS lists`;

const vehiclesFrom = sql`FROM stock_vehicles v LEFT JOIN stock_dealers d ON d.id = v.dealer_id`;

const idArray = (ids: readonly number[]) =>
  sql.raw(`ARRAY[${ids.map((id) => Math.trunc(id)).join(",")}]::int[]`);

/** Vehicles by id (in one of the lists `onlyIn` names; null: any) with their dealers and lists. */
export function vehiclesSql(ids: readonly number[], onlyIn: readonly number[] | null) {
  const inLists =
    onlyIn === null
      ? sql``
      : sql`AND EXISTS (SELECT 1 FROM stock_listing_vehicles lv WHERE lv.vehicle_id = v.id AND lv.listing_id = ANY(${idArray(onlyIn)}))`;
  return sql`SELECT ${baseColumns}, v.attributes ${vehiclesFrom} WHERE v.id = ANY(${idArray(ids)}) ${inLists}`;
}

async function readVehicles(
  db: Pick<Db, "execute">,
  ids: readonly number[],
  onlyIn: number[] | null,
): Promise<VehicleRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<VehicleRow>(await db.execute(vehiclesSql(ids, onlyIn)));
}

const filledKeys = sql.raw(`ARRAY[${FILLED_KEYS.map((key) => `'${key}'`).join(",")}]::text[]`);

/**
 * Vehicles by id as an index build reads them to hold them written: the attributes as the
 * database writes them, with the keys of FILLED_KEYS they state, and the first photo.
 */
export const writtenVehiclesSql = (ids: readonly number[]) => sql`
  SELECT ${baseColumns}, v.attributes::text AS attributes,
    CASE WHEN v.attributes ?| ${filledKeys} THEN ARRAY(SELECT k FROM jsonb_object_keys(v.attributes) k
      WHERE k = ANY(${filledKeys})) ELSE '{}' END AS stated,
    v.attributes->'photos'->0 AS photo
  ${vehiclesFrom} WHERE v.id = ANY(${idArray(ids)})`;

/** What a list's index holds of each vehicle: its full resource and first photo, written. */
export const indexDocuments: DocumentReader = async (tx, ids) => {
  const rows = rowsOf<WrittenRow>(await tx.execute(writtenVehiclesSql(ids)));
  const written = new Map<number, VehicleDocument>();
  for (const row of rows) {
    const [photo] = photosOf(row.id, row.photo ? [row.photo] : []);
    written.set(row.id, {
      resource: Buffer.from(writtenResource(row)),
      photo: photo ? Buffer.from(JSON.stringify(photo)) : null,
    });
  }
  return written;
};

const COMMA = Buffer.from(",");

/** The parts of a JSON array's members, commas between them (brackets left to the caller). */
function members(items: readonly Buffer[]): Buffer[] {
  return items.flatMap((item, at) => (at === 0 ? [item] : [COMMA, item]));
}

/** The stock data service over this database (see stock-service.ts and stock-index.ts). */
export async function openStockService(
  db: Db,
): Promise<StockService & { stop: () => Promise<void> }> {
  const indexes = await ListingIndexes.open(db, { documents: indexDocuments });
  let listings: { version: number; byName: Map<string, ListingRow> } | null = null;

  /** The publication lists, read again when the stock version moved. */
  const listingsByName = async (): Promise<Map<string, ListingRow>> => {
    const latest = await indexes.latestVersion();
    if (listings && listings.version >= latest) return listings.byName;
    const rows = rowsOf<ListingRow>(
      await db.execute(
        sql`SELECT id, name, uuid::text AS uuid, disclaimers, button_set, buttons FROM stock_listings`,
      ),
    );
    listings = { version: latest, byName: new Map(rows.map((r) => [r.name, r])) };
    return listings.byName;
  };

  /** One vehicle of the named lists, read from the database. */
  const vehicle = async (
    names: readonly string[],
    id: number,
  ): Promise<StockVehicleDocument | null> => {
    const byName = await listingsByName();
    const wanted = names.map((n) => byName.get(n)).filter((l): l is ListingRow => l !== undefined);
    if (wanted.length === 0) return null;
    const [row] = await readVehicles(
      db,
      [id],
      wanted.map((l) => l.id),
    );
    if (!row) return null;
    const resource = resourceOf(row, false);
    const listing = wanted.find((l) => resource.publication_lists?.includes(l.name)) ?? wanted[0];
    if (!listing) return null;
    const a = resource.attributes;
    return {
      data: resource,
      included: [...listingIncluded(listing), ...photosOf(row.id, resource.attributes.photos)],
      meta: {
        buttons: buttonsOf(listing),
        prices: {
          sale_price: priceOf(a.sale_price),
          msrp_price: priceOf(a.msrp_price),
          monthly_price: priceOf(a.monthly_price),
          subscribe_price: priceOf(a.subscribe_price),
        },
      },
    };
  };

  /**
   * A page of a list as JSON: the index answers which vehicles, and holds them written (the light
   * list reads its few attributes from the database).
   */
  const listingJson = async (
    name: string,
    query: StockQuery,
    variant: "full" | "light" = "full",
  ): Promise<JsonText<StockListingDocument> | null> => {
    const listing = (await listingsByName()).get(name);
    if (!listing) return null;
    const index = await indexes.get(listing.id);
    const light = variant === "light";
    const answer = index.query(light ? { ...query, facets: [] } : query);
    const meta: StockMeta = {
      total: answer.total,
      page: query.page,
      items: query.items,
      pages: Math.ceil(answer.total / query.items),
      ...(light ? {} : { facets: answer.facets as StockMeta["facets"] }),
      buttons: buttonsOf(listing),
      prices: answer.prices,
    };
    if (!light) {
      const held = answer.rows.map((row) => {
        const document = index.documentOf(row);
        if (!document) throw new Error(`the index of list ${listing.name} holds no vehicle ${row}`);
        return document;
      });
      const listingItems = listingIncluded(listing).map((item) =>
        Buffer.from(JSON.stringify(item)),
      );
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
    // The light list: its few attributes, read from the database.
    const rows = await readVehicles(db, answer.ids, null);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const document: StockListingDocument = {
      data: answer.ids
        .map((id) => byId.get(id))
        .filter((r): r is VehicleRow => r !== undefined)
        .map((r) => resourceOf(r, true)),
      included: [],
      meta,
    };
    return new JsonText(Buffer.from(JSON.stringify(document)));
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
    vehicle,

    async configs(site: string, types: readonly string[]): Promise<StockConfigEntry[]> {
      if (types.length === 0) return [];
      const rows = rowsOf<{
        id: number;
        site: string;
        config_type: string;
        vehicle_state: string;
        data: Record<string, unknown>;
      }>(
        await db.execute(sql`
          SELECT id, site, config_type, vehicle_state, data FROM stock_configs
          WHERE site IN ('all', ${site}) AND config_type IN (${sql.join(
            types.map((t) => sql`${t}`),
            sql`, `,
          )})
          ORDER BY config_type, vehicle_state, (site = 'all') DESC, id`),
      );
      // The site's own entry over the one for every site.
      const byKey = new Map<string, (typeof rows)[number]>();
      for (const row of rows) byKey.set(`${row.config_type}\u0000${row.vehicle_state}`, row);
      return [...byKey.values()].map((row) => ({
        id: String(row.id),
        type: "config",
        attributes: {
          config_type: row.config_type,
          vehicle_state: row.vehicle_state,
          data: row.data,
        },
      }));
    },
  };
}
