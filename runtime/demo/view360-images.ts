import {
  sequenceFrameIds,
  type View360Sequence,
  view360Sequences,
} from "../core/view360-sequences.ts";
import type { DemoImage } from "./demo-image.ts";

/**
 * The demo's 360 sequences, drawn as SVG: a boxy 4x4 on a turntable seen from slightly above,
 * one frame per step of the turn (frame i turned by i steps, so a drag to the right turns the
 * near side to the right), and a cabin panorama for the interior view (4:1, the dashboard in the
 * middle, the rear window split across both ends so the turn has no seam).
 */

interface Paint {
  body: string;
  roof: string;
}

const paints: Record<string, Paint> = {
  "l663-110-exterior": { body: "#4b6b7d", roof: "#1f2933" },
  "l460-exterior": { body: "#a8adb4", roof: "#15181c" },
};

type Vec3 = readonly [number, number, number];

interface Camera {
  cos: number;
  sin: number;
  /** Camera elevation: the view is from slightly above. */
  ce: number;
  se: number;
  cx: number;
  cy: number;
  scale: number;
}

/** Car coordinates (x forward, y up, z to the car's left) to picture coordinates. */
function project(c: Camera, [x, y, z]: Vec3): [number, number] {
  const X = x * c.cos - z * c.sin;
  const Z = x * c.sin + z * c.cos;
  return [c.cx + X * c.scale, c.cy - (y * c.ce - Z * c.se) * c.scale];
}

/** How much a face with normal n faces the camera (> 0: visible). */
function facing(c: Camera, [nx, ny, nz]: Vec3): number {
  const Z = nx * c.sin + nz * c.cos;
  return ny * c.se + Z * c.ce;
}

function shade(hex: string, light: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const f = Math.max(0, Math.min(1.15, light));
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v * f)));
  return `rgb(${ch((n >> 16) & 255)},${ch((n >> 8) & 255)},${ch(n & 255)})`;
}

const poly = (c: Camera, pts: Vec3[], fill: string): string =>
  `<polygon points="${pts
    .map((p) =>
      project(c, p)
        .map((v) => v.toFixed(1))
        .join(","),
    )
    .join(" ")}" fill="${fill}"/>`;

interface Box {
  x: [number, number];
  y: [number, number];
  z: [number, number];
  color: string;
}

/** The visible faces of a box (a convex box's visible faces never overlap one another). */
function box(c: Camera, b: Box, light: Vec3, details: (face: string) => string): string {
  const [x0, x1] = b.x;
  const [y0, y1] = b.y;
  const [z0, z1] = b.z;
  const faces: { name: string; n: Vec3; pts: Vec3[] }[] = [
    {
      name: "front",
      n: [1, 0, 0],
      pts: [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
    },
    {
      name: "rear",
      n: [-1, 0, 0],
      pts: [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
    },
    {
      name: "left",
      n: [0, 0, 1],
      pts: [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    },
    {
      name: "right",
      n: [0, 0, -1],
      pts: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
    },
    {
      name: "top",
      n: [0, 1, 0],
      pts: [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    },
  ];
  return faces
    .filter((f) => facing(c, f.n) > 0.001)
    .map((f) => {
      const lit =
        0.55 + 0.5 * Math.max(0, f.n[0] * light[0] + f.n[1] * light[1] + f.n[2] * light[2]);
      return poly(c, f.pts, shade(b.color, lit)) + details(f.name);
    })
    .join("");
}

function wheel(c: Camera, x: number, z: number, side: 1 | -1): string {
  const r = 0.46;
  const [px, py] = project(c, [x, r, z]);
  const edge = Math.abs(facing(c, [0, 0, side]));
  const rx = r * c.scale * Math.max(0.28, edge);
  const ry = r * c.scale;
  return `<ellipse cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="#111417"/>
  <ellipse cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" rx="${(rx * 0.5).toFixed(1)}" ry="${(ry * 0.5).toFixed(1)}" fill="#6b7280"/>`;
}

/** Half the body's length, front to rear: the lamps sit on its ends. */
const BODY_HALF_LENGTH = 2.3;

/** The lamps and grille on the body's front face, the lamps and tailgate on its rear. */
function lamps(c: Camera, face: string): string {
  const L = BODY_HALF_LENGTH;
  if (face === "front")
    return (
      poly(
        c,
        [
          [L, 0.95, 0.6],
          [L, 0.95, 0.85],
          [L, 1.15, 0.85],
          [L, 1.15, 0.6],
        ],
        "#fff7d6",
      ) +
      poly(
        c,
        [
          [L, 0.95, -0.85],
          [L, 0.95, -0.6],
          [L, 1.15, -0.6],
          [L, 1.15, -0.85],
        ],
        "#fff7d6",
      ) +
      poly(
        c,
        [
          [L, 0.7, -0.5],
          [L, 0.7, 0.5],
          [L, 0.85, 0.5],
          [L, 0.85, -0.5],
        ],
        "#23272e",
      )
    );
  if (face === "rear")
    return (
      poly(
        c,
        [
          [-L, 0.9, 0.7],
          [-L, 0.9, 0.9],
          [-L, 1.2, 0.9],
          [-L, 1.2, 0.7],
        ],
        "#d9413b",
      ) +
      poly(
        c,
        [
          [-L, 0.9, -0.9],
          [-L, 0.9, -0.7],
          [-L, 1.2, -0.7],
          [-L, 1.2, -0.9],
        ],
        "#d9413b",
      ) +
      poly(
        c,
        [
          [-L, 0.75, -0.35],
          [-L, 0.75, 0.35],
          [-L, 1.25, 0.35],
          [-L, 1.25, -0.35],
        ],
        "#2b3036",
      )
    );
  return "";
}

/** The cabin's windows: three on each side, the windscreen and the rear window. */
function glass(c: Camera, face: string): string {
  const g = "#2a3a48";
  if (face === "left" || face === "right") {
    const z = face === "left" ? 0.93 : -0.93;
    return (
      poly(
        c,
        [
          [0.95, 1.5, z],
          [0.05, 1.5, z],
          [0.05, 1.92, z],
          [0.95, 1.92, z],
        ],
        g,
      ) +
      poly(
        c,
        [
          [-0.1, 1.5, z],
          [-1.0, 1.5, z],
          [-1.0, 1.92, z],
          [-0.1, 1.92, z],
        ],
        g,
      ) +
      poly(
        c,
        [
          [-1.15, 1.5, z],
          [-1.85, 1.5, z],
          [-1.85, 1.92, z],
          [-1.15, 1.92, z],
        ],
        g,
      )
    );
  }
  if (face === "front")
    return poly(
      c,
      [
        [1.1, 1.48, -0.8],
        [1.1, 1.48, 0.8],
        [1.1, 1.95, 0.8],
        [1.1, 1.95, -0.8],
      ],
      g,
    );
  if (face === "rear")
    return poly(
      c,
      [
        [-2.0, 1.5, -0.7],
        [-2.0, 1.5, 0.7],
        [-2.0, 1.92, 0.7],
        [-2.0, 1.92, -0.7],
      ],
      g,
    );
  return "";
}

/** One frame of an exterior turn. */
export function exteriorFrameSvg(paint: Paint, frame: number, frames: number): string {
  const w = 1024;
  const h = 576;
  // Frame 0 shows the front three-quarter view; each frame turns the car one step so its near
  // side moves to the right.
  const angle = (135 * Math.PI) / 180 - (frame * 2 * Math.PI) / frames;
  const elevation = (14 * Math.PI) / 180;
  const c: Camera = {
    cos: Math.cos(angle),
    sin: Math.sin(angle),
    ce: Math.cos(elevation),
    se: Math.sin(elevation),
    cx: w / 2,
    cy: h * 0.7,
    scale: 104,
  };
  const light: Vec3 = [0.45, 0.75, 0.5];
  const L = BODY_HALF_LENGTH;
  const Wd = 1.0;
  const near = facing(c, [0, 0, 1]) > 0 ? 1 : -1;
  const wheels = (side: 1 | -1) =>
    wheel(c, 1.5, side * (Wd + 0.02), side) + wheel(c, -1.45, side * (Wd + 0.02), side);
  const body = box(
    c,
    { x: [-L, L], y: [0.42, 1.38], z: [-Wd, Wd], color: paint.body },
    light,
    (face) => lamps(c, face),
  );
  const cabin = box(
    c,
    { x: [-2.0, 1.1], y: [1.38, 2.05], z: [-0.93, 0.93], color: paint.body },
    light,
    (face) => glass(c, face),
  );
  const roof = box(
    c,
    { x: [-2.05, 1.0], y: [2.05, 2.12], z: [-0.95, 0.95], color: paint.roof },
    light,
    () => "",
  );
  const [sx, sy] = project(c, [0, 0, 0]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f1ec"/><stop offset="0.62" stop-color="#dcd6cc"/><stop offset="1" stop-color="#b9b1a4"/></linearGradient>
  <radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <ellipse cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" rx="330" ry="70" fill="#c9c1b4" stroke="#a79e90" stroke-width="2"/>
  <ellipse cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" rx="280" ry="55" fill="url(#sh)"/>
  ${wheels(near === 1 ? -1 : 1)}${body}${cabin}${roof}${wheels(near === 1 ? 1 : -1)}</svg>`;
}

/** The cabin panorama: 4:1, the dashboard in the middle, the rear bench at both ends. */
export function interiorPanoramaSvg(): string {
  const w = 3200;
  const h = 800;
  const mid = w / 2;
  const sideWindow = (x: number) =>
    `<rect x="${x - 260}" y="150" width="520" height="250" rx="36" fill="url(#sky)"/><path d="M${x - 260} 330 C ${x - 100} 290, ${x + 80} 360, ${x + 260} 320 L ${x + 260} 400 L ${x - 260} 400 Z" fill="#c98a4b"/>
    <rect x="${x - 300}" y="430" width="600" height="300" rx="24" fill="#3a3734"/><rect x="${x + 150}" y="470" width="90" height="18" rx="9" fill="#a8a29e"/>`;
  const rearBench = (x: number) =>
    `<rect x="${x - 330}" y="170" width="660" height="200" rx="30" fill="url(#sky)"/>
    <rect x="${x - 380}" y="360" width="760" height="300" rx="40" fill="#5b4636"/><rect x="${x - 360}" y="380" width="230" height="120" rx="26" fill="#6b5444"/><rect x="${x - 115}" y="380" width="230" height="120" rx="26" fill="#6b5444"/><rect x="${x + 130}" y="380" width="230" height="120" rx="26" fill="#6b5444"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe3f5"/><stop offset="1" stop-color="#f6d8a8"/></linearGradient>
  <linearGradient id="cabin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d6d1c8"/><stop offset="0.16" stop-color="#b8b0a3"/><stop offset="0.2" stop-color="#45403a"/><stop offset="1" stop-color="#1d1b19"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#cabin)"/>
  ${rearBench(0)}${rearBench(w)}
  ${sideWindow(800)}${sideWindow(2400)}
  <path d="M${mid - 560} 430 L ${mid - 470} 130 L ${mid + 470} 130 L ${mid + 560} 430 Z" fill="url(#sky)"/>
  <path d="M${mid - 560} 360 C ${mid - 300} 300, ${mid} 390, ${mid + 560} 330 L ${mid + 560} 430 L ${mid - 560} 430 Z" fill="#d49a5a"/>
  <path d="M${mid - 700} 640 L ${mid - 700} 470 Q ${mid} 380 ${mid + 700} 470 L ${mid + 700} 640 Z" fill="#24211f"/>
  <rect x="${mid - 110}" y="460" width="220" height="120" rx="12" fill="#0b1220"/><rect x="${mid - 96}" y="474" width="192" height="92" rx="8" fill="#1f6f8b"/>
  <rect x="${mid - 60}" y="600" width="120" height="200" fill="#2f2b27"/><circle cx="${mid}" cy="660" r="26" fill="#57534e"/>
  <rect x="${mid - 520}" y="470" width="150" height="60" rx="10" fill="#111"/><rect x="${mid + 370}" y="470" width="150" height="60" rx="10" fill="#111"/>
  <circle cx="${mid - 330}" cy="600" r="150" fill="none" stroke="#141210" stroke-width="34"/><circle cx="${mid - 330}" cy="600" r="40" fill="#141210"/><path d="M${mid - 480} 600 L ${mid - 180} 600" stroke="#141210" stroke-width="26"/>
  </svg>`;
}

/** Every frame of every sequence, as the media table stores pictures. */
export async function view360Images(
  drawSvg: (svg: string) => Promise<Buffer>,
): Promise<DemoImage[]> {
  const jobs = view360Sequences.flatMap((s: View360Sequence) =>
    sequenceFrameIds(s).map((id, i) => ({ s, id, i })),
  );
  return Promise.all(
    jobs.map(async ({ s, id, i }) => {
      const paint = paints[s.code] ?? { body: "#4b6b7d", roof: "#1f2933" };
      const svg =
        s.kind === "exterior" ? exteriorFrameSvg(paint, i, s.frames) : interiorPanoramaSvg();
      return {
        id,
        filename: `demo-${s.code}-${i + 1}.jpg`,
        mime: "image/jpeg",
        alt: s.alt,
        width: s.width,
        height: s.height,
        data: await drawSvg(svg),
      };
    }),
  );
}
