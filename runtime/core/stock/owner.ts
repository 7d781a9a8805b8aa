/**
 * The owner (dealer) of a stock vehicle as the showroom shows it (001 §3 'Owner (dealer)
 * display'): its display name by the vehicle's brand, and its address in three formats.
 */

/** The two sister brands; a vehicle of the first reads the dealer's display_name_jag. */
const SISTER_BRANDS = ["Jaguar", "Land Rover"] as const;

/** The owner attributes of a stock vehicle (and the dealer id of its relationships). */
interface OwnerSource {
  nameplate_brand_name?: string | null;
  owner_name?: string | null;
  owner_address?: string | null;
  owner_city?: string | null;
  owner_zipcode?: string | null;
  owner_phone?: string | null;
  owner_email?: string | null;
  owner_state?: string | null;
  owner_uuid?: string | null;
  owner_opening_hours?: string | null;
  owner_contact_details?: string | null;
  owner_metadata?: { display_name_jag?: string | null; display_name_lr?: string | null } | null;
}

/** The owner as the pages work with it ('a second reading': name, city, address, zip, phone, e-mail). */
export interface VehicleOwner {
  /** The dealer's id (relationships.owner.data.id); null when the vehicle names none. */
  id: string | null;
  uuid: string;
  /** The display name (see ownerDisplayName). */
  name: string;
  city: string;
  address: string;
  zipcode: string;
  phone: string;
  email: string;
  state: string;
  openingHours: string;
  contactDetails: string;
}

const text = (value: string | null | undefined): string => (value ?? "").trim();

const isFirstSisterBrand = (brand: string): boolean =>
  brand.trim().toLowerCase() === SISTER_BRANDS[0].toLowerCase();

/**
 * The owner's display name: owner_metadata.display_name_jag when the vehicle's brand is the first
 * sister brand, else display_name_lr; owner_name when that one is empty.
 */
export function ownerDisplayName(vehicle: OwnerSource): string {
  const meta = vehicle.owner_metadata ?? {};
  const byBrand = isFirstSisterBrand(vehicle.nameplate_brand_name ?? "")
    ? meta.display_name_jag
    : meta.display_name_lr;
  return text(byBrand) || text(vehicle.owner_name);
}

/** The owner of a vehicle, with its display name; null when it has neither name nor id. */
export function vehicleOwner(vehicle: OwnerSource, ownerId: string | null): VehicleOwner | null {
  const name = ownerDisplayName(vehicle);
  if (name === "" && ownerId === null) return null;
  return {
    id: ownerId,
    uuid: text(vehicle.owner_uuid),
    name,
    city: text(vehicle.owner_city),
    address: text(vehicle.owner_address),
    zipcode: text(vehicle.owner_zipcode),
    phone: text(vehicle.owner_phone),
    email: text(vehicle.owner_email),
    state: text(vehicle.owner_state),
    openingHours: text(vehicle.owner_opening_hours),
    contactDetails: text(vehicle.owner_contact_details),
  };
}

type OwnerAddressFormat = "short" | "default" | "full";

/**
 * The owner's address as lines, empty parts left out: short = name, then city and zip on one
 * line; default = name, address, then city and zip; full = default plus phone and e-mail.
 */
export function ownerAddressLines(
  owner: Pick<VehicleOwner, "name" | "address" | "city" | "zipcode" | "phone" | "email">,
  format: OwnerAddressFormat = "default",
): string[] {
  const cityLine = [owner.city, owner.zipcode].filter((p) => p !== "").join(" ");
  const lines =
    format === "short"
      ? [owner.name, cityLine]
      : format === "default"
        ? [owner.name, owner.address, cityLine]
        : [owner.name, owner.address, cityLine, owner.phone, owner.email];
  return lines.filter((line) => line !== "");
}

/** The address in one line, its parts joined with the Arabic comma ('، ') or the given one. */
export function ownerAddressText(
  owner: Pick<VehicleOwner, "name" | "address" | "city" | "zipcode" | "phone" | "email">,
  format: OwnerAddressFormat = "default",
  separator = "، ",
): string {
  return ownerAddressLines(owner, format).join(separator);
}
