import type { ConsentStrategy } from "../../../runtime/core/consent.ts";
import type { LatLng } from "../../../runtime/core/geo.ts";

/**
 * The retailer blocks' maps (002 §3.15): one interface, two implementations.
 * - The local one (static-map.tsx) draws the pins' positions as an SVG from their coordinates:
 *   no key, no network, rendered on the server; it is what every visitor sees first, and all a
 *   visitor sees without a maps key or without consent to third-party content.
 * - The real one (google-maps.ts) is written against the maps provider's documented JavaScript
 *   API (https://developers.google.com/maps/documentation/javascript): the script
 *   https://maps.googleapis.com/maps/api/js?key=…&region=…&language=…&callback=… , then
 *   google.maps.Map, google.maps.Marker and google.maps.LatLngBounds. It is loaded only in the
 *   browser, only when general.maps_key is set, and only once the visitor's stored consent holds
 *   the third-party scope (site/ui/consent-gate.tsx).
 */

/** The maps settings the blocks read (general.maps_key, general.maps_region, general.maps_language). */
export interface MapsConfig {
  /** Empty: no interactive map; the blocks show their list and the local map only. */
  key: string;
  /** Two-letter region the provider biases to, e.g. AE. */
  region: string;
  /** The labels' language; the page's language when the setting is empty. */
  language: string;
  /** The site's consent strategy (cookie_consent.strategy): "none" gates nothing. */
  consent: ConsentStrategy;
}

export const NO_MAPS: MapsConfig = { key: "", region: "AE", language: "ar", consent: "basic" };

/** One pin: its position, its accessible name and its number in the list beside the map. */
export interface MapPin extends LatLng {
  id: string;
  label: string;
  /** 1-based number drawn on the pin, the same as the list item's. */
  number: number;
}

export interface MapView {
  pins: readonly MapPin[];
  /** Where the map is centred when there is no pin (002 §9.2: 52.229676, 21.012229). */
  fallbackCenter: LatLng;
  selectedId: string | null;
  onSelect?: (id: string) => void;
}

/** A map drawn into an element; update() moves the selection, destroy() removes it. */
export interface MapHandle {
  update(view: MapView): void;
  destroy(): void;
}

/** An implementation of the interactive map. */
export interface MapsProvider {
  readonly name: string;
  mount(element: HTMLElement, view: MapView): Promise<MapHandle>;
}

/** 002 §9.2: the map's default coordinates. */
export const DEFAULT_MAP_CENTER: LatLng = { lat: 52.229676, lng: 21.012229 };

/** Whether the real map may load: a key, and the strategy gates nothing or the visitor consented. */
export function mayLoadRealMap(config: MapsConfig, hasConsent: boolean): boolean {
  return config.key.trim() !== "" && (config.consent === "none" || hasConsent);
}

/** The provider's script URL for a key, region and language (documented loader parameters). */
export function mapsScriptUrl(config: MapsConfig, callback: string): string {
  const params = new URLSearchParams({ key: config.key, callback, loading: "async" });
  if (config.region) params.set("region", config.region);
  if (config.language) params.set("language", config.language);
  return `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
}

/** A directions link to a point in the provider's documented URL scheme (no key needed). */
export function directionsUrl(point: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`;
}
