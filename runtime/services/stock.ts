import { sql } from "drizzle-orm";
import type {
  StockIncluded,
  StockListingDocument,
  StockMeta,
  StockVehicle,
  StockVehicleDocument,
  StockVehicleResource,
} from "../../generated/types.ts";
import type { StockQuery } from "../core/stock/filters.ts";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/migrate.ts";
import { ListingIndexes } from "./stock-index.ts";
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

interface VehicleRow {
  id: number;
  attributes: StockVehicle;
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

/**
 * The owner fields a vehicle leaves out, from its dealer (stock_dealers: name, uuid, state,
 * postcode, and address, city, email, phone, opening_hours, contact_details, display_name_jag,
 * display_name_lr in its attributes): what the vehicle states wins.
 */
function withOwner(row: VehicleRow): StockVehicle {
  const a = row.attributes;
  if (row.dealer_id === null) return a;
  const d = row.dealer_attributes ?? {};
  const filled: Partial<StockVehicle> = {
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
  const metadata =
    text(d.display_name_jag) || text(d.display_name_lr)
      ? {
          ...(text(d.display_name_jag) ? { display_name_jag: text(d.display_name_jag) } : {}),
          ...(text(d.display_name_lr) ? { display_name_lr: text(d.display_name_lr) } : {}),
        }
      : undefined;
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(filled))
    if (value !== undefined && out[key] === undefined) out[key] = value;
  if (metadata && out.owner_metadata === undefined) out.owner_metadata = metadata;
  return out as unknown as StockVehicle;
}

function resourceOf(row: VehicleRow, light: boolean): StockVehicleResource {
  const full = withOwner(row);
  let attributes: StockVehicle = { ...full, created_at: full.created_at ?? row.created_at };
  if (light) {
    const kept: Record<string, unknown> = {};
    for (const key of LIGHT_ATTRIBUTES)
      if (attributes[key] !== undefined) kept[key] = attributes[key];
    attributes = kept as unknown as StockVehicle;
  }
  return {
    id: String(row.id),
    type: "vehicle",
    attributes,
    publication_lists: row.lists ?? [],
    relationships: {
      owner: {
        data: row.dealer_id === null ? null : { id: String(row.dealer_id), type: "dealer" },
      },
    },
  };
}

/** The vehicle's photos as included items (sequence from 0); only the first for a list. */
function photosOf(resource: StockVehicleResource, onlyFirst: boolean): StockIncluded[] {
  const photos = resource.attributes.photos ?? [];
  return (onlyFirst ? photos.slice(0, 1) : photos).map((photo, sequence) => ({
    id: `${resource.id}-${sequence}`,
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

/** The stock data service over this database (see stock-service.ts and stock-index.ts). */
export async function openStockService(
  db: Db,
): Promise<StockService & { stop: () => Promise<void> }> {
  const indexes = await ListingIndexes.open(db);
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

  const readVehicles = async (ids: readonly number[], onlyIn: number[] | null) => {
    if (ids.length === 0) return [];
    const idList = sql.raw(`ARRAY[${ids.map((id) => Math.trunc(id)).join(",")}]::int[]`);
    const inLists =
      onlyIn === null
        ? sql``
        : sql`AND EXISTS (SELECT 1 FROM stock_listing_vehicles lv WHERE lv.vehicle_id = v.id AND lv.listing_id = ANY(${sql.raw(`ARRAY[${onlyIn.join(",")}]::int[]`)}))`;
    return rowsOf<VehicleRow>(
      await db.execute(sql`
        SELECT v.id, v.attributes, v.dealer_id,
          to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
          d.dealer_code, d.uuid::text AS dealer_uuid, d.name AS dealer_name,
          d.state AS dealer_state, d.postcode AS dealer_postcode, d.attributes AS dealer_attributes,
          ARRAY(SELECT l.name FROM stock_listing_vehicles lv2 JOIN stock_listings l ON l.id = lv2.listing_id
                WHERE lv2.vehicle_id = v.id ORDER BY l.name) AS lists
        FROM stock_vehicles v
        LEFT JOIN stock_dealers d ON d.id = v.dealer_id
        WHERE v.id = ANY(${idList}) ${inLists}`),
    );
  };

  return {
    stop: indexes.stop,

    async listing(
      name: string,
      query: StockQuery,
      variant = "full",
    ): Promise<StockListingDocument | null> {
      const listing = (await listingsByName()).get(name);
      if (!listing) return null;
      const index = await indexes.get(listing.id);
      const light = variant === "light";
      const answer = index.query(light ? { ...query, facets: [] } : query);
      const rows = await readVehicles(answer.ids, null);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const data = answer.ids
        .map((id) => byId.get(id))
        .filter((r): r is VehicleRow => r !== undefined)
        .map((r) => resourceOf(r, light));
      const meta: StockMeta = {
        total: answer.total,
        page: query.page,
        items: query.items,
        pages: Math.ceil(answer.total / query.items),
        ...(light ? {} : { facets: answer.facets as StockMeta["facets"] }),
        buttons: buttonsOf(listing),
        prices: answer.prices,
      };
      return {
        data,
        included: light
          ? []
          : [...listingIncluded(listing), ...data.flatMap((r) => photosOf(r, true))],
        meta,
      };
    },

    async vehicle(names: readonly string[], id: number): Promise<StockVehicleDocument | null> {
      const byName = await listingsByName();
      const wanted = names
        .map((n) => byName.get(n))
        .filter((l): l is ListingRow => l !== undefined);
      if (wanted.length === 0) return null;
      const [row] = await readVehicles(
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
        included: [...listingIncluded(listing), ...photosOf(resource, false)],
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
    },

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
