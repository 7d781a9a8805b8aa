import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import {
  FILLED_KEYS,
  type ListingRow,
  photosOf,
  type VehicleRow,
  type WrittenRow,
  writtenResource,
} from "./stock-documents.ts";
import type { DocumentReader, VehicleDocument } from "./stock-index.ts";
import type { StockConfigEntry } from "./stock-service.ts";

/**
 * The stock data service's SQL: the publication lists, vehicles by id with their dealers and
 * lists (as objects, or written for the listing index to hold), and a site's configs.
 */

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

/** Every publication list. */
export async function readListings(db: Pick<Db, "execute">): Promise<ListingRow[]> {
  return rowsOf<ListingRow>(
    await db.execute(
      sql`SELECT id, name, uuid::text AS uuid, disclaimers, button_set, buttons FROM stock_listings`,
    ),
  );
}

/** Vehicles by id (in one of the lists `onlyIn` names; null: any) with their dealers and lists. */
export function vehiclesSql(ids: readonly number[], onlyIn: readonly number[] | null) {
  const inLists =
    onlyIn === null
      ? sql``
      : sql`AND EXISTS (SELECT 1 FROM stock_listing_vehicles lv WHERE lv.vehicle_id = v.id AND lv.listing_id = ANY(${idArray(onlyIn)}))`;
  return sql`SELECT ${baseColumns}, v.attributes ${vehiclesFrom} WHERE v.id = ANY(${idArray(ids)}) ${inLists}`;
}

export async function readVehicles(
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

/** The site's configs of the given types ('all' entries with the site's own over them). */
export async function readConfigs(
  db: Pick<Db, "execute">,
  site: string,
  types: readonly string[],
): Promise<StockConfigEntry[]> {
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
}
