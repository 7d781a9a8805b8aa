/**
 * Distances for the retailer blocks (002 §3.15, §9.8): great-circle distance by the Haversine
 * formula on a sphere of the Earth's mean radius, in kilometres or miles.
 */

type DistanceUnit = "km" | "mi";

export interface LatLng {
  lat: number;
  lng: number;
}

/** The Earth's mean radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;
/** Kilometres in one international mile. */
const KM_PER_MILE = 1.609344;

const radians = (deg: number): number => (deg * Math.PI) / 180;

/** A coordinate pair the formula can use: both finite, latitude within ±90, longitude within ±180. */
export function isValidLatLng(point: { lat: unknown; lng: unknown }): point is LatLng {
  const { lat, lng } = point;
  return (
    typeof lat === "number" &&
    typeof lng === "number" &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** Great-circle distance between two points, in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in the unit asked for. */
export function distanceBetween(a: LatLng, b: LatLng, unit: DistanceUnit): number {
  const km = haversineKm(a, b);
  return unit === "mi" ? km / KM_PER_MILE : km;
}

/** Arabic unit names (the cards' distance_unit: km or mi). */
const UNIT_LABELS: Readonly<Record<DistanceUnit, string>> = { km: "كم", mi: "ميل" };

/**
 * A distance as the visitor reads it: one decimal under 10, whole numbers above, Western digits
 * (the site's numbers are written so), with the unit's Arabic name: "4.2 كم", "128 ميل".
 */
export function formatDistance(value: number, unit: DistanceUnit): string {
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded.toLocaleString("en-US", { maximumFractionDigits: 1 })} ${UNIT_LABELS[unit]}`;
}

/**
 * Items in order of distance from the visitor (nearest first); items without valid coordinates
 * keep their order after the others. Each comes back with its distance (null when unknown).
 */
export function sortByDistance<T>(
  items: readonly T[],
  origin: LatLng,
  unit: DistanceUnit,
  pointOf: (item: T) => { lat: unknown; lng: unknown },
): { item: T; distance: number | null }[] {
  const measured = items.map((item, i) => {
    const p = pointOf(item);
    return { item, i, distance: isValidLatLng(p) ? distanceBetween(origin, p, unit) : null };
  });
  measured.sort((x, y) => {
    if (x.distance === null || y.distance === null)
      return x.distance === y.distance ? x.i - y.i : x.distance === null ? 1 : -1;
    return x.distance - y.distance || x.i - y.i;
  });
  return measured.map(({ item, distance }) => ({ item, distance }));
}

/** The bounding box of points, for drawing them (null when there are none). */
export function boundsOf(
  points: readonly LatLng[],
): { south: number; west: number; north: number; east: number } | null {
  if (points.length === 0) return null;
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const p of points) {
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
  }
  return { south, west, north, east };
}
