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
  // The tighter of the two fits; a span of zero (pins on one parallel or meridian) sets none.
  const fit = Math.min(
    spanX > 0 ? innerW / spanX : Number.POSITIVE_INFINITY,
    spanY > 0 ? innerH / spanY : Number.POSITIVE_INFINITY,
  );
  const scale = Number.isFinite(fit) ? fit : 0;
  const offX = (STATIC_MAP_WIDTH - spanX * scale) / 2;
  const offY = (STATIC_MAP_HEIGHT - spanY * scale) / 2;
  return pins.map((p) => ({
    x: Math.round((offX + (p.lng - box.west) * kx * scale) * 10) / 10,
    y: Math.round((offY + (box.north - p.lat) * scale) * 10) / 10,
  }));
}

/** Pins closer than this (in the drawing's units) are drawn as one group: a pin is 28 by 40. */
export const CLUSTER_RADIUS = 36;

/** Pins drawn as one: where, and the indexes of its pins in list order. */
export interface PinCluster {
  x: number;
  y: number;
  members: number[];
}

/**
 * Groups the drawn pins that would overlap: each pin, in list order, joins the first group whose
 * middle lies within CLUSTER_RADIUS, else starts one. A group is drawn at the middle of its pins.
 */
export function clusterPins(
  points: readonly { x: number; y: number }[],
  radius = CLUSTER_RADIUS,
): PinCluster[] {
  const groups: { anchor: { x: number; y: number }; members: number[] }[] = [];
  points.forEach((p, i) => {
    const near = groups.find((g) => Math.hypot(g.anchor.x - p.x, g.anchor.y - p.y) < radius);
    if (!near) {
      groups.push({ anchor: { ...p }, members: [i] });
      return;
    }
    near.members.push(i);
    const n = near.members.length;
    near.anchor = {
      x: near.anchor.x + (p.x - near.anchor.x) / n,
      y: near.anchor.y + (p.y - near.anchor.y) / n,
    };
  });
  return groups.map((g) => {
    const at = g.members.map((i) => points[i] as { x: number; y: number });
    const mean = (pick: (q: { x: number; y: number }) => number) =>
      Math.round((at.reduce((sum, q) => sum + pick(q), 0) / at.length) * 10) / 10;
    return { x: mean((q) => q.x), y: mean((q) => q.y), members: g.members };
  });
}

/**
 * The local map: the retailers' positions as numbered pins on a plain drawing (no tiles, no
 * network, server-rendered); pins that would overlap show as one circle with their count, whose
 * title names them, and the chosen retailer's pin always shows. The numbers are those of the list
 * beside it, which is the accessible way to each retailer; the drawing is one image with a text
 * alternative.
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
  const clusters = clusterPins(points);
  const grouped = new Set(clusters.flatMap((c) => (c.members.length > 1 ? c.members : [])));
  const pinAt = (i: number) => {
    const pin = pins[i] as MapPin;
    const at = points[i];
    if (!at) return null;
    const isSelected = pin.id === selectedId;
    const isGrouped = grouped.has(i) && !isSelected;
    return (
      <g
        key={pin.id}
        className={[
          "static-map__pin",
          isSelected ? "static-map__pin--selected" : "",
          isGrouped ? "static-map__pin--grouped" : "",
        ]
          .filter(Boolean)
          .join(" ")}
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
  };
  const chosen = pins.findIndex((p) => p.id === selectedId);
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
      {/* Every pin is in the drawing; those of a group are hidden under it, but the one chosen,
          which is drawn last, over the groups. */}
      {pins.map((_, i) => (i === chosen ? null : pinAt(i)))}
      {clusters.map((cluster) => {
        const members = cluster.members.map((i) => pins[i] as MapPin);
        if (members.length === 1) return null;
        const isSelected = members.some((m) => m.id === selectedId);
        return (
          <g
            key={`c${members.map((m) => m.id).join(",")}`}
            className={`static-map__cluster${isSelected ? " static-map__cluster--selected" : ""}`}
            transform={`translate(${cluster.x} ${cluster.y})`}
            data-cluster={members.length}
          >
            <title>{members.map((m) => `${m.number}. ${m.label}`).join("، ")}</title>
            <circle r={17} />
            <text y={5} textAnchor="middle">
              {members.length}
            </text>
          </g>
        );
      })}
      {chosen === -1 ? null : pinAt(chosen)}
    </svg>
  );
}
