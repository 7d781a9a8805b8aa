import type { BlockInstanceMap } from "../../../generated/types.ts";
import { isValidLatLng } from "../../../runtime/core/geo.ts";
import { defaultImageIds, imageUrl } from "../../../runtime/core/image-url.ts";

/**
 * schema.org structured data of the Retailer Schema (AutoDealer) and Retailer Service Schema
 * (AutoRepair) blocks (002 §3.15): one entity per group, written as one JSON-LD script, "<"
 * escaped so no text can end the script element (as the Accordion's FAQPage).
 */
type RetailerGroup = BlockInstanceMap["lrdx-retailer-schema"]["groups"][number];
type ServiceGroup = BlockInstanceMap["lrdx-retailer-service-schema"]["groups"][number];

/** The fields both blocks share, under one set of names. */
interface SchemaEntry {
  image: { id: number; alt?: string };
  name: string;
  description: string;
  keywords: string;
  opening_hours: string;
  payment_accepted: string;
  price_range: string;
  address: RetailerGroup["address"];
  latitude?: number;
  longitude?: number;
  contact_info: RetailerGroup["contact_info"];
  offers_info: RetailerGroup["offers_info"];
}

export const entryOfRetailer = (g: RetailerGroup): SchemaEntry => ({
  ...g,
  image: g.retailer_image,
  name: g.retailer_name,
  description: g.retailer_description,
  keywords: g.retailer_keywords,
});
export const entryOfService = (g: ServiceGroup): SchemaEntry => g;

export type JsonLdObject = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | JsonLdObject | JsonLdValue[];

const IMAGE_SIZE = { w: 1200, h: 675 } as const;

/** An absolute URL: the media base when it has an origin, else the site's origin. */
function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin.replace(/\/$/, "")}${url}`;
}

/** One AutoDealer or AutoRepair; empty fields are left out rather than written empty. */
export function schemaEntity(
  type: "AutoDealer" | "AutoRepair",
  e: SchemaEntry,
  site: { origin: string; mediaBase: string },
): JsonLdObject {
  const out: JsonLdObject = { "@context": "https://schema.org", "@type": type, name: e.name };
  if (e.description) out.description = e.description;
  if (e.image.id !== defaultImageIds.image)
    out.image = absolute(imageUrl(site.mediaBase, e.image.id, IMAGE_SIZE), site.origin);
  if (e.keywords) out.keywords = e.keywords;
  const a = e.address;
  const address: JsonLdObject = { "@type": "PostalAddress" };
  if (a.street_address) address.streetAddress = a.street_address;
  if (a.address_locality) address.addressLocality = a.address_locality;
  if (a.address_region) address.addressRegion = a.address_region;
  if (a.postal_code) address.postalCode = a.postal_code;
  if (Object.keys(address).length > 1 && a.address_country)
    address.addressCountry = a.address_country;
  if (Object.keys(address).length > 1) out.address = address;
  const point = { lat: e.latitude, lng: e.longitude };
  if (isValidLatLng(point))
    out.geo = { "@type": "GeoCoordinates", latitude: point.lat, longitude: point.lng };
  const contacts = e.contact_info;
  const first = (t: string) => contacts.find((c) => c.type === t)?.value.trim();
  const telephone = first("telephone");
  const email = first("email");
  const fax = first("fax");
  if (telephone) out.telephone = telephone;
  if (email) out.email = email;
  if (fax) out.faxNumber = fax;
  const hours = e.opening_hours
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (hours.length === 1) out.openingHours = hours[0] ?? "";
  else if (hours.length > 1) out.openingHours = hours;
  if (e.payment_accepted) out.paymentAccepted = e.payment_accepted;
  if (e.price_range) out.priceRange = e.price_range;
  if (e.offers_info.length > 0)
    out.makesOffer = e.offers_info.map((o) => {
      const offer: JsonLdObject = { "@type": "Offer", category: o.category };
      if (o.description) offer.description = o.description;
      if (o.url) offer.url = absolute(o.url, site.origin);
      return offer;
    });
  return out;
}

/** The script's text: one entity as an object, several as an array; "<" escaped. */
export function jsonLdText(entities: readonly JsonLdObject[]): string {
  const value = entities.length === 1 ? entities[0] : entities;
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}
