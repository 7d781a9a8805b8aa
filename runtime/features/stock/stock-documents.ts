import type {
  StockIncluded,
  StockMeta,
  StockVehicle,
  StockVehicleResource,
} from "../../../generated/types.ts";

/**
 * How the stock data service writes what it reads (001 §7): a vehicle as a JSON:API resource (in
 * full, in the light list's few attributes, or joined as JSON text for the listing index to
 * hold), its photos and its publication list as included items, and the list's buttons.
 */

/** A publication list as the database holds it. */
export interface ListingRow {
  id: number;
  name: string;
  uuid: string;
  disclaimers: string[];
  button_set: Record<string, unknown>;
  buttons: Record<string, unknown>[];
}

/** A button of a list as the answers' meta carries it. */
export type MetaButton = StockMeta["buttons"][number];

/** A publication list as the answers carry it: its row, and its buttons written for the meta. */
export interface Listing extends ListingRow {
  metaButtons: MetaButton[];
}

/** A vehicle's row, its dealer's columns and its lists, as both reads of vehicles take them. */
export interface VehicleBase {
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
export interface VehicleRow extends VehicleBase {
  attributes: StockVehicle;
}

/** A vehicle read to be held written: its attributes as the database writes them, not parsed. */
export interface WrittenRow extends VehicleBase {
  /** The attributes, as JSON text. */
  attributes: string;
  /** Which of FILLED_KEYS the attributes state. */
  stated: string[];
  photo: NonNullable<StockVehicle["photos"]>[number] | null;
}

/** The attributes the light list keeps. */
const LIGHT_ATTRIBUTES = [
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
] as const satisfies readonly (keyof StockVehicle)[];

/** A vehicle of the light list: the attributes of LIGHT_ATTRIBUTES it states. */
export interface LightVehicleResource extends Omit<StockVehicleResource, "attributes"> {
  attributes: Partial<Pick<StockVehicle, (typeof LIGHT_ATTRIBUTES)[number]>>;
}

/** The attributes a full answer adds where the vehicle leaves them out (see fillOf). */
export const FILLED_KEYS = [
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

type Fill = Partial<Pick<StockVehicle, (typeof FILLED_KEYS)[number]>>;

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

/**
 * What a full answer gives a vehicle where it leaves it out (what the vehicle states wins): the
 * owner fields from its dealer (stock_dealers: dealer_code, name, uuid, state, postcode, and
 * address, city, email, phone, opening_hours, contact_details, display_name_jag, display_name_lr
 * in its attributes; empty ones left out), and created_at from its row.
 */
function fillOf(row: VehicleBase): Fill {
  const fill: Fill = {};
  if (row.dealer_id !== null) {
    const d = row.dealer_attributes ?? {};
    const given: Fill = {
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
    for (const key of FILLED_KEYS) copyStated(fill, given, key);
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

/** Copies `key` from `from` to `to` when `from` states it and `to` does not. */
function copyStated<K extends keyof StockVehicle>(
  to: Partial<Pick<StockVehicle, K>>,
  from: Partial<Pick<StockVehicle, K>>,
  key: K,
): void {
  const value = from[key];
  if (value !== undefined && to[key] === undefined) to[key] = value;
}

const ownerOf = (row: VehicleBase): StockVehicleResource["relationships"] => ({
  owner: { data: row.dealer_id === null ? null : { id: String(row.dealer_id), type: "dealer" } },
});

/** A vehicle in full: its attributes, and what fillOf gives where they leave it out. */
export function fullResource(row: VehicleRow): StockVehicleResource {
  const attributes: StockVehicle = { ...row.attributes };
  const fill = fillOf(row);
  for (const key of FILLED_KEYS) copyStated(attributes, fill, key);
  return {
    id: String(row.id),
    type: "vehicle",
    attributes,
    publication_lists: row.lists ?? [],
    relationships: ownerOf(row),
  };
}

/** A vehicle of the light list: the attributes of LIGHT_ATTRIBUTES it states, nothing filled. */
export function lightResource(row: VehicleRow): LightVehicleResource {
  const attributes: LightVehicleResource["attributes"] = {};
  for (const key of LIGHT_ATTRIBUTES) copyStated(attributes, row.attributes, key);
  return {
    id: String(row.id),
    type: "vehicle",
    attributes,
    publication_lists: row.lists ?? [],
    relationships: ownerOf(row),
  };
}

/**
 * A full resource as JSON, joined from the attributes as the database wrote them and what fillOf
 * gives that they leave out (fullResource's answer, without parsing and writing them again).
 */
export function writtenResource(row: WrittenRow): string {
  const fill: Record<string, unknown> = { ...fillOf(row) };
  for (const key of row.stated) delete fill[key];
  const added = JSON.stringify(fill);
  // Both are objects, without a key in common; the attributes hold at least the vin.
  const attributes =
    added === "{}" ? row.attributes : `${row.attributes.slice(0, -1)},${added.slice(1)}`;
  return `{"id":"${row.id}","type":"vehicle","attributes":${attributes},"publication_lists":${JSON.stringify(row.lists ?? [])},"relationships":${JSON.stringify(ownerOf(row))}}`;
}

/** A vehicle's photos as included items (sequence from 0). */
export function photosOf(id: number | string, photos: StockVehicle["photos"]): StockIncluded[] {
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

/** The list and its button set as included items. */
export function listingIncluded(listing: ListingRow): StockIncluded[] {
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

/**
 * A stored button as the meta carries it: its text and number fields, as text; null when it
 * lacks one the meta requires (button_set_setup_id, label, id).
 */
function metaButton(stored: Record<string, unknown>): MetaButton | null {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(stored))
    if (typeof value === "string" || typeof value === "number") out[key] = String(value);
  const { button_set_setup_id, label, id } = out;
  if (button_set_setup_id === undefined || label === undefined || id === undefined) return null;
  return { ...out, button_set_setup_id, label, id };
}

/** A list as the answers carry it, its buttons written once for every answer's meta. */
export const listingOf = (row: ListingRow): Listing => ({
  ...row,
  metaButtons: row.buttons.flatMap((stored) => metaButton(stored) ?? []),
});

/** A price of a vehicle as the meta carries it (null: none). */
export const priceOf = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
