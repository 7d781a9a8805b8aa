import type { LatLng } from "../../../runtime/core/geo.ts";
import {
  type MapHandle,
  type MapPin,
  type MapsConfig,
  type MapsProvider,
  type MapView,
  mapsScriptUrl,
} from "./maps.ts";

/**
 * The real map: the maps provider's documented JavaScript API, loaded once per page with the
 * site's key. Only the few members used are typed here (the provider publishes full typings as
 * @types/google.maps; the project does not ship them).
 */
interface GMarker {
  setMap(map: GMap | null): void;
  setZIndex(z: number): void;
  addListener(event: "click", handler: () => void): void;
}
interface GMap {
  fitBounds(bounds: GBounds, padding?: number): void;
  setCenter(center: LatLng): void;
  setZoom(zoom: number): void;
  panTo(center: LatLng): void;
}
interface GBounds {
  extend(point: LatLng): void;
}
/** What the Maps JavaScript API puts on window.google.maps (the part the maps call). */
interface GMapsNamespace {
  Map: new (
    el: HTMLElement,
    options: { center: LatLng; zoom: number; clickableIcons?: boolean },
  ) => GMap;
  Marker: new (options: { position: LatLng; map: GMap; title: string; label?: string }) => GMarker;
  LatLngBounds: new () => GBounds;
}

declare global {
  interface Window {
    google?: { maps?: GMapsNamespace };
    /** The callback the Maps script is told to call when ready. */
    __lrdxMapsReady?: () => void;
  }
}

let loading: Promise<GMapsNamespace> | null = null;

/** Injects the provider's script once; resolves with google.maps when its callback runs. */
function loadMapsApi(config: MapsConfig): Promise<GMapsNamespace> {
  const ready = window.google?.maps;
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise<GMapsNamespace>((resolve, reject) => {
    window.__lrdxMapsReady = () => {
      const maps = window.google?.maps;
      if (maps) resolve(maps);
      else reject(new Error("the maps script loaded without google.maps"));
    };
    const script = document.createElement("script");
    script.src = mapsScriptUrl(config, "__lrdxMapsReady");
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error("the maps script could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

/** The real provider for a key, region and language. */
export function googleMapsProvider(config: MapsConfig): MapsProvider {
  return {
    name: "google",
    async mount(element: HTMLElement, view: MapView): Promise<MapHandle> {
      const maps = await loadMapsApi(config);
      const map = new maps.Map(element, {
        center: view.pins[0] ?? view.fallbackCenter,
        zoom: view.pins.length === 0 ? 11 : 13,
        clickableIcons: false,
      });
      let markers: { pin: MapPin; marker: GMarker }[] = [];
      const draw = (next: MapView) => {
        for (const m of markers) m.marker.setMap(null);
        markers = next.pins.map((pin) => {
          const marker = new maps.Marker({
            position: { lat: pin.lat, lng: pin.lng },
            map,
            title: pin.label,
            label: String(pin.number),
          });
          marker.addListener("click", () => next.onSelect?.(pin.id));
          return { pin, marker };
        });
        if (next.pins.length > 1) {
          const bounds = new maps.LatLngBounds();
          for (const p of next.pins) bounds.extend({ lat: p.lat, lng: p.lng });
          map.fitBounds(bounds, 32);
        } else map.setCenter(next.pins[0] ?? next.fallbackCenter);
      };
      draw(view);
      let drawn = view.pins;
      return {
        update(next) {
          if (next.pins !== drawn) {
            drawn = next.pins;
            draw(next);
          }
          const selected = markers.find((m) => m.pin.id === next.selectedId);
          for (const m of markers) m.marker.setZIndex(m === selected ? 10 : 1);
          if (selected) map.panTo({ lat: selected.pin.lat, lng: selected.pin.lng });
        },
        destroy() {
          for (const m of markers) m.marker.setMap(null);
          markers = [];
          element.replaceChildren();
        },
      };
    },
  };
}
