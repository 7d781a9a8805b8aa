import { boundsOf, type LatLng } from "../../../runtime/core/geo.ts";
import type { MapPin } from "./maps.ts";

/** The drawing's size; the element keeps this ratio (CSS aspect-ratio), so nothing shifts. */
export const STATIC_MAP_WIDTH = 640;
export const STATIC_MAP_HEIGHT = 400;
const PAD = 48;

/**
 * Where each pin falls in the drawing: an equirectangular projection of the pins' bounding box
 * (longitude scaled by the cosine of the middle latitude, so distances look right), centred, with
 * a margin. One pin, or pins at one place, sit in the middle.
 */
export function projectPins(pins: readonly LatLng[]): { x: number; y: number }[] {
  const box = boundsOf(pins);
  if (!box) return [];
  const midLat = (box.south + box.north) / 2;
  const kx = Math.cos((midLat * Math.PI) / 180);
  const spanX = (box.east - box.west) * kx;
  const spanY = box.north - box.south;
  const innerW = STATIC_MAP_WIDTH - 2 * PAD;
  const innerH = STATIC_MAP_HEIGHT - 2 * PAD;
  const scale =
    spanX === 0 && spanY === 0
      ? 0
      : Math.min(innerW / (spanX || Infinity), innerH / (spanY || Infinity));
  const offX = (STATIC_MAP_WIDTH - spanX * scale) / 2;
  const offY = (STATIC_MAP_HEIGHT - spanY * scale) / 2;
  return pins.map((p) => ({
    x: Math.round((offX + (p.lng - box.west) * kx * scale) * 10) / 10,
    y: Math.round((offY + (box.north - p.lat) * scale) * 10) / 10,
  }));
}

/**
 * The local map: the retailers' positions as numbered pins on a plain drawing (no tiles, no
 * network, server-rendered). The numbers are those of the list beside it, which is the accessible
 * way to each retailer; the drawing is one image with a text alternative.
 */
export function StaticMap({
  pins,
  selectedId,
  label,
  className,
}: {
  pins: readonly MapPin[];
  selectedId: string | null;
  label: string;
  className?: string;
}) {
  const points = projectPins(pins);
  return (
    <svg
      className={["static-map", className].filter(Boolean).join(" ")}
      viewBox={`0 0 ${STATIC_MAP_WIDTH} ${STATIC_MAP_HEIGHT}`}
      role="img"
      aria-label={label}
      data-map="static"
    >
      <rect className="static-map__ground" width={STATIC_MAP_WIDTH} height={STATIC_MAP_HEIGHT} />
      {[1, 2, 3, 4, 5, 6, 7].map((i) => (
        <line
          key={`v${i}`}
          className="static-map__grid"
          x1={(STATIC_MAP_WIDTH / 8) * i}
          x2={(STATIC_MAP_WIDTH / 8) * i}
          y1={0}
          y2={STATIC_MAP_HEIGHT}
        />
      ))}
      {[1, 2, 3, 4].map((i) => (
        <line
          key={`h${i}`}
          className="static-map__grid"
          y1={(STATIC_MAP_HEIGHT / 5) * i}
          y2={(STATIC_MAP_HEIGHT / 5) * i}
          x1={0}
          x2={STATIC_MAP_WIDTH}
        />
      ))}
      {pins.map((pin, i) => {
        const at = points[i];
        if (!at) return null;
        const isSelected = pin.id === selectedId;
        return (
          <g
            key={pin.id}
            className={`static-map__pin${isSelected ? " static-map__pin--selected" : ""}`}
            transform={`translate(${at.x} ${at.y})`}
            data-pin={pin.id}
          >
            <title>{pin.label}</title>
            <path d="M0 0 C -4 -10 -14 -16 -14 -26 A 14 14 0 1 1 14 -26 C 14 -16 4 -10 0 0 Z" />
            <text y={-21} textAnchor="middle">
              {pin.number}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
