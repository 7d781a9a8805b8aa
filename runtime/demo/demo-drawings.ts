import type { DemoModel, DemoView } from "./demo-pictures.ts";

/**
 * The demo's pictures as SVG drawings: each model its own silhouette (the boxy Defender with its
 * spare wheel, the Discovery's stepped roof, the long Range Rover, the raked Velar and Evoque…),
 * paint, wheels, lights, cabin and setting, so that a visitor tells the models apart at a glance.
 * Car drawings are in centimetres (x from the rear bumper forward, y up from the ground, written
 * negative as SVG's y runs down) and placed on the picture by a transform. Everything is flat
 * shapes and gradients: no filters, so that every test database draws them in a few seconds.
 */

// --- Colours and randomness ----------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The colour t of the way from a to b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const ch = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${ch(ar, br)}${ch(ag, bg)}${ch(ab, bb)}`;
}
const lighter = (c: string, t: number) => mix(c, "#ffffff", t);
const darker = (c: string, t: number) => mix(c, "#000000", t);

/** The same numbers for the same seed: windows, stars and trees stay put between draws. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f1 = (v: number) => (Math.round(v * 10) / 10).toString();

/** A vertical linear gradient. */
function vgrad(id: string, stops: readonly (readonly [number, string])[]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`;
}

/** A round glow: the colour at the centre fading to nothing. */
function glow(id: string, color: string, opacity = 1): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

// --- Settings ------------------------------------------------------------------------------------

/** Where a picture is taken: the backdrop behind the car. */
export type Setting =
  | "dunes"
  | "sunset"
  | "mountains"
  | "valley"
  | "park"
  | "coast"
  | "city"
  | "studio"
  | "road"
  | "workshop";

interface Backdrop {
  defs: string;
  svg: string;
  /** The colours a windscreen or paint reflects. */
  sky: [string, string];
  /** Light or dark: a dark backdrop lights the car's lamps. */
  isNight: boolean;
}

/** A band of hills: a closed path along the given heights, filled down to the bottom. */
function ridge(w: number, h: number, base: number, heights: readonly number[], fill: string) {
  const step = w / (heights.length - 1);
  const pts = heights.map((y, i) => `${f1(i * step)},${f1(base - y)}`);
  return `<path d="M0,${f1(h)} L${pts.join(" L")} L${f1(w)},${f1(h)} Z" fill="${fill}"/>`;
}

/** A smooth band of dunes through the given heights. */
function dunes(w: number, h: number, base: number, heights: readonly number[], fill: string) {
  const step = w / (heights.length - 1);
  let d = `M0,${f1(h)} L0,${f1(base - (heights[0] ?? 0))}`;
  for (let i = 1; i < heights.length; i++) {
    const x0 = (i - 1) * step;
    const x1 = i * step;
    const y0 = base - (heights[i - 1] ?? 0);
    const y1 = base - (heights[i] ?? 0);
    d += ` C${f1(x0 + step / 2)},${f1(y0)} ${f1(x1 - step / 2)},${f1(y1)} ${f1(x1)},${f1(y1)}`;
  }
  return `<path d="${d} L${f1(w)},${f1(h)} Z" fill="${fill}"/>`;
}

function palm(x: number, ground: number, size: number, color: string): string {
  const top = ground - size;
  // Fronds rise from the crown and droop, the outer ones furthest.
  const leaves = [-0.95, -0.6, -0.25, 0.25, 0.6, 0.95, 0]
    .map((t) => {
      const ex = x + t * size * 0.42;
      const ey = top + size * (0.02 + 0.13 * Math.abs(t)) - (t === 0 ? size * 0.14 : 0);
      return `<path d="M${f1(x)},${f1(top)} Q${f1(x + t * size * 0.22)},${f1(top - size * 0.16)} ${f1(ex)},${f1(ey)}" stroke="${color}" stroke-width="${f1(size * 0.045)}" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
  return `<path d="M${f1(x - size * 0.02)},${f1(ground)} Q${f1(x + size * 0.06)},${f1(ground - size * 0.5)} ${f1(x)},${f1(top)}" stroke="${color}" stroke-width="${f1(size * 0.035)}" fill="none"/>${leaves}`;
}

function tree(x: number, ground: number, size: number, leaf: string, trunk: string): string {
  return `<rect x="${f1(x - size * 0.05)}" y="${f1(ground - size * 0.45)}" width="${f1(size * 0.1)}" height="${f1(size * 0.45)}" fill="${trunk}"/><circle cx="${f1(x)}" cy="${f1(ground - size * 0.62)}" r="${f1(size * 0.32)}" fill="${leaf}"/><circle cx="${f1(x - size * 0.18)}" cy="${f1(ground - size * 0.5)}" r="${f1(size * 0.22)}" fill="${leaf}"/><circle cx="${f1(x + size * 0.2)}" cy="${f1(ground - size * 0.52)}" r="${f1(size * 0.24)}" fill="${darker(leaf, 0.12)}"/>`;
}

/** A skyline of towers, their windows lit at night. */
function skyline(opts: {
  w: number;
  base: number;
  height: number;
  color: string;
  lit: string | null;
  seed: number;
}): string {
  const { w, base, height, color, lit, seed } = opts;
  const r = prng(seed);
  let x = -20;
  let out = "";
  const windows: string[] = [];
  while (x < w) {
    const bw = height * (0.12 + r() * 0.18);
    const isNeedle = r() < 0.04;
    const bh = isNeedle ? height : height * (0.25 + r() * 0.6);
    if (isNeedle) {
      out += `<path d="M${f1(x)},${f1(base)} L${f1(x + bw * 0.35)},${f1(base - bh * 0.7)} L${f1(x + bw * 0.5)},${f1(base - bh)} L${f1(x + bw * 0.65)},${f1(base - bh * 0.7)} L${f1(x + bw)},${f1(base)} Z" fill="${color}"/>`;
    } else {
      out += `<rect x="${f1(x)}" y="${f1(base - bh)}" width="${f1(bw)}" height="${f1(bh)}" fill="${color}"/>`;
      if (lit) {
        const cell = Math.max(6, height * 0.035);
        for (let wy = base - bh + cell; wy < base - cell; wy += cell * 1.6)
          for (let wx = x + cell * 0.6; wx < x + bw - cell; wx += cell * 1.4)
            if (r() < 0.28)
              windows.push(
                `<rect x="${f1(wx)}" y="${f1(wy)}" width="${f1(cell * 0.7)}" height="${f1(cell * 0.8)}"/>`,
              );
      }
    }
    x += bw + height * 0.02 * r();
  }
  return `${out}${lit ? `<g fill="${lit}" opacity="0.85">${windows.join("")}</g>` : ""}`;
}

/**
 * The backdrop of a setting on a w×h picture: the horizon at `horizon`, the ground below it.
 * `key` keeps the gradient ids of two backdrops in one picture apart.
 */
export function backdrop(
  setting: Setting,
  w: number,
  h: number,
  horizon: number,
  key = "b",
): Backdrop {
  const g = (n: string) => `${key}-${n}`;
  const u = Math.min(w, h) / 900;
  const skyRect = `<rect width="${w}" height="${f1(horizon + 2)}" fill="url(#${g("sky")})"/>`;
  const groundRect = (fill: string) =>
    `<rect y="${f1(horizon)}" width="${w}" height="${f1(h - horizon)}" fill="${fill}"/>`;
  switch (setting) {
    case "dunes": {
      const sky: [string, string] = ["#6fa9d8", "#eaf2f5"];
      return {
        sky,
        isNight: false,
        defs: `${vgrad(g("sky"), [
          [0, sky[0]],
          [1, sky[1]],
        ])}${vgrad(g("sand"), [
          [0, "#e8b878"],
          [1, "#c98d4e"],
        ])}${glow(g("sun"), "#fffbe8")}`,
        svg: `${skyRect}<circle cx="${f1(w * 0.8)}" cy="${f1(horizon * 0.28)}" r="${f1(140 * u)}" fill="url(#${g("sun")})"/><circle cx="${f1(w * 0.8)}" cy="${f1(horizon * 0.28)}" r="${f1(36 * u)}" fill="#fffdf4"/>
${dunes(w, h, horizon, [30 * u, 70 * u, 20 * u, 90 * u, 40 * u, 60 * u], "#eac08a")}
${dunes(w, h, horizon + 40 * u, [10 * u, 60 * u, 90 * u, 20 * u, 50 * u], "#d9a263")}
${dunes(w, h, horizon + 110 * u, [40 * u, 0, 50 * u, 30 * u], `url(#${g("sand")})`)}`,
      };
    }
    case "sunset": {
      const sky: [string, string] = ["#3b1f55", "#ffb067"];
      return {
        sky,
        isNight: false,
        defs: `${vgrad(g("sky"), [
          [0, "#2a1846"],
          [0.55, "#c9505a"],
          [0.85, "#f59a55"],
          [1, "#ffd08a"],
        ])}${glow(g("sun"), "#ffe2a8")}`,
        svg: `${skyRect}<circle cx="${f1(w * 0.28)}" cy="${f1(horizon - 30 * u)}" r="${f1(260 * u)}" fill="url(#${g("sun")})"/><circle cx="${f1(w * 0.28)}" cy="${f1(horizon - 30 * u)}" r="${f1(70 * u)}" fill="#ffe7b0"/>
${dunes(w, h, horizon, [20 * u, 80 * u, 40 * u, 110 * u, 30 * u], "#7a3b2e")}
${dunes(w, h, horizon + 60 * u, [50 * u, 10 * u, 70 * u, 40 * u, 80 * u, 20 * u], "#5a2a22")}
${dunes(w, h, horizon + 140 * u, [20 * u, 40 * u, 0, 30 * u], "#3e1d18")}`,
      };
    }
    case "mountains":
    case "valley": {
      const sky: [string, string] = ["#9cc3e2", "#eef3f2"];
      const isValley = setting === "valley";
      return {
        sky,
        isNight: false,
        defs: vgrad(g("sky"), [
          [0, sky[0]],
          [1, sky[1]],
        ]),
        svg: `${skyRect}
${ridge(w, h, horizon, [120 * u, 260 * u, 180 * u, 330 * u, 220 * u, 150 * u, 280 * u, 200 * u, 110 * u], "#a9b1bb")}
${ridge(w, h, horizon + 10 * u, [60 * u, 160 * u, 230 * u, 120 * u, 200 * u, 90 * u, 170 * u, 60 * u], "#8c7a6a")}
${ridge(w, h, horizon + 30 * u, [20 * u, 90 * u, 40 * u, 130 * u, 60 * u, 100 * u, 30 * u], "#7a6452")}
${
  isValley
    ? `${groundRect("#8f8a63")}<path d="M${f1(w * 0.05)},${f1(h)} C${f1(w * 0.3)},${f1(horizon + 120 * u)} ${f1(w * 0.55)},${f1(horizon + 60 * u)} ${f1(w * 0.9)},${f1(horizon + 20 * u)} L${f1(w * 0.94)},${f1(horizon + 24 * u)} C${f1(w * 0.62)},${f1(horizon + 80 * u)} ${f1(w * 0.42)},${f1(horizon + 150 * u)} ${f1(w * 0.3)},${f1(h)} Z" fill="#6ea6c4"/>${[0.08, 0.16, 0.72, 0.86, 0.95].map((x, i) => palm(w * x, horizon + (30 + i * 6) * u, (170 - i * 10) * u, "#3f5b32")).join("")}`
    : `${groundRect("#c4bcae")}${ridge(w, h, horizon + 60 * u, [0, 14 * u, 4 * u, 20 * u, 6 * u], "#b3aa9a")}`
}`,
      };
    }
    case "park": {
      const sky: [string, string] = ["#86c3ec", "#e9f5fb"];
      const trees = [0.04, 0.13, 0.24, 0.62, 0.74, 0.9, 0.98]
        .map((x, i) =>
          tree(
            w * x,
            horizon + 12 * u,
            (150 + (i % 3) * 40) * u,
            i % 2 ? "#4f8a45" : "#3f7a3c",
            "#5b4332",
          ),
        )
        .join("");
      return {
        sky,
        isNight: false,
        defs: vgrad(g("sky"), [
          [0, sky[0]],
          [1, sky[1]],
        ]),
        svg: `${skyRect}<circle cx="${f1(w * 0.15)}" cy="${f1(horizon * 0.3)}" r="${f1(40 * u)}" fill="#fffbe6"/>
${dunes(w, h, horizon, [40 * u, 90 * u, 60 * u, 110 * u, 50 * u], "#8dbb72")}
${dunes(w, h, horizon + 20 * u, [20 * u, 40 * u, 10 * u, 50 * u], "#6fa55a")}
${trees}
<rect y="${f1(horizon + 30 * u)}" width="${w}" height="${f1(h - horizon - 30 * u)}" fill="#6a6e73"/><rect y="${f1(horizon + 30 * u)}" width="${w}" height="${f1(10 * u)}" fill="#c9c9c4"/>`,
      };
    }
    case "coast": {
      const sky: [string, string] = ["#1f355e", "#f0b486"];
      const palms = [0.06, 0.2, 0.8, 0.93]
        .map((x) => palm(w * x, horizon + 40 * u, 260 * u, "#14213a"))
        .join("");
      return {
        sky,
        isNight: true,
        defs: `${vgrad(g("sky"), [
          [0, "#15284d"],
          [0.6, "#6b5b8a"],
          [1, "#f2b487"],
        ])}${vgrad(g("sea"), [
          [0, "#3d5a82"],
          [1, "#1a3050"],
        ])}`,
        svg: `${skyRect}${skyline({ w, base: horizon - 26 * u, height: 260 * u, color: "#27304d", lit: "#f7d9a0", seed: 7 })}
<rect y="${f1(horizon - 26 * u)}" width="${w}" height="${f1(h)}" fill="url(#${g("sea")})"/>
<g fill="#f5c99b" opacity="0.5">${Array.from({ length: 14 }, (_, i) => `<rect x="${f1(w * (0.05 + i * 0.07))}" y="${f1(horizon - 20 * u + (i % 4) * 6 * u)}" width="${f1(60 * u)}" height="${f1(2 * u)}"/>`).join("")}</g>
<rect y="${f1(horizon)}" width="${w}" height="${f1(12 * u)}" fill="#9aa0a8"/><rect y="${f1(horizon + 12 * u)}" width="${w}" height="${f1(h)}" fill="#4a4f58"/>${palms}`,
      };
    }
    case "city": {
      const sky: [string, string] = ["#070b1e", "#23335e"];
      const rr = prng(11);
      const stars = Array.from(
        { length: 40 },
        () => `<circle cx="${f1(rr() * w)}" cy="${f1(rr() * horizon * 0.5)}" r="${f1(1.6 * u)}"/>`,
      ).join("");
      const lamps = [0.1, 0.36, 0.64, 0.9]
        .map(
          (x) =>
            `<rect x="${f1(w * x - 3 * u)}" y="${f1(horizon - 220 * u)}" width="${f1(6 * u)}" height="${f1(250 * u)}" fill="#0d1122"/><circle cx="${f1(w * x)}" cy="${f1(horizon - 224 * u)}" r="${f1(70 * u)}" fill="url(#${g("lamp")})"/><rect x="${f1(w * x - 40 * u)}" y="${f1(horizon + 40 * u)}" width="${f1(80 * u)}" height="${f1(h)}" fill="#f7c873" opacity="0.06"/>`,
        )
        .join("");
      return {
        sky,
        isNight: true,
        defs: `${vgrad(g("sky"), [
          [0, sky[0]],
          [1, sky[1]],
        ])}${vgrad(g("street"), [
          [0, "#262b40"],
          [1, "#0e101b"],
        ])}${glow(g("lamp"), "#ffd98a", 0.9)}`,
        svg: `${skyRect}<g fill="#dfe6ff" opacity="0.7">${stars}</g>${skyline({ w, base: horizon, height: 420 * u, color: "#141a33", lit: "#ffd88a", seed: 3 })}${skyline({ w, base: horizon + 20 * u, height: 250 * u, color: "#0c1024", lit: "#9fd0ff", seed: 5 })}
<rect y="${f1(horizon + 20 * u)}" width="${w}" height="${f1(h)}" fill="url(#${g("street")})"/>${lamps}`,
      };
    }
    case "studio":
    case "workshop": {
      const isWorkshop = setting === "workshop";
      const sky: [string, string] = isWorkshop ? ["#cfd6dd", "#eef1f4"] : ["#e6e9ed", "#b3b9c1"];
      const panels = Array.from({ length: 8 }, (_, i) => {
        const x = (w / 8) * i;
        return isWorkshop
          ? `<rect x="${f1(x + 8 * u)}" y="${f1(horizon - 330 * u)}" width="${f1(w / 8 - 16 * u)}" height="${f1(300 * u)}" fill="#b9c2cc"/><rect x="${f1(x + 8 * u)}" y="${f1(horizon - 330 * u)}" width="${f1(w / 8 - 16 * u)}" height="${f1(20 * u)}" fill="#e8eef3"/>`
          : `<rect x="${f1(x)}" y="0" width="${f1(2 * u)}" height="${f1(horizon)}" fill="#c7ccd3"/>`;
      }).join("");
      const spots = [0.2, 0.5, 0.8]
        .map(
          (x) =>
            `<ellipse cx="${f1(w * x)}" cy="${f1(horizon * 0.35)}" rx="${f1(260 * u)}" ry="${f1(horizon * 0.5)}" fill="url(#${g("spot")})"/>`,
        )
        .join("");
      return {
        sky,
        isNight: false,
        defs: `${vgrad(g("sky"), [
          [0, sky[0]],
          [1, sky[1]],
        ])}${vgrad(
          g("floor"),
          isWorkshop
            ? [
                [0, "#8d959e"],
                [1, "#c3c9cf"],
              ]
            : [
                [0, "#9aa0a7"],
                [1, "#d3d6da"],
              ],
        )}${glow(g("spot"), "#ffffff", 0.65)}`,
        svg: `${skyRect}${spots}${panels}${
          isWorkshop
            ? `<g fill="#f4f7fa">${[0.15, 0.4, 0.65, 0.9].map((x) => `<rect x="${f1(w * x - 90 * u)}" y="${f1(18 * u)}" width="${f1(180 * u)}" height="${f1(14 * u)}" rx="${f1(7 * u)}"/>`).join("")}</g><rect x="${f1(w * 0.02)}" y="${f1(horizon - 150 * u)}" width="${f1(150 * u)}" height="${f1(150 * u)}" fill="#b3262b"/><g fill="#7d1a1e">${[0, 1, 2, 3].map((i) => `<rect x="${f1(w * 0.02 + 10 * u)}" y="${f1(horizon - 140 * u + i * 36 * u)}" width="${f1(130 * u)}" height="${f1(4 * u)}"/>`).join("")}</g>`
            : ""
        }<rect y="${f1(horizon)}" width="${w}" height="${f1(h - horizon)}" fill="url(#${g("floor")})"/><rect y="${f1(horizon)}" width="${w}" height="${f1(3 * u)}" fill="#ffffff" opacity="0.6"/>`,
      };
    }
    case "road": {
      const base = backdrop("dunes", w, h, horizon, key);
      return {
        ...base,
        svg: `${base.svg}<rect y="${f1(horizon + 70 * u)}" width="${w}" height="${f1(h)}" fill="#4b4d52"/><rect y="${f1(horizon + 70 * u)}" width="${w}" height="${f1(8 * u)}" fill="#d8c19a"/><g fill="#f1f1ec">${Array.from({ length: 12 }, (_, i) => `<rect x="${f1(i * w * 0.1)}" y="${f1(horizon + 70 * u + (h - horizon - 70 * u) * 0.62)}" width="${f1(w * 0.05)}" height="${f1(6 * u)}"/>`).join("")}</g>`,
      };
    }
  }
}

// --- The models ----------------------------------------------------------------------------------

type RimStyle = "disc" | "spokes" | "twin" | "blade";

interface SideProfile {
  length: number;
  height: number;
  axles: [number, number];
  wheel: number;
  /** The outline above the sills, from the rear bumper's foot round the roof to the front's. */
  upper: string;
  /** Where the upper outline ends at the front and starts at the rear (both at sill height). */
  frontFoot: number;
  rearFoot: number;
  sill: number;
  /** The side windows; pillars are drawn over them. */
  glass: string;
  pillars: readonly number[];
  /** Lamps seen from the side: [x, y, width, height] of the head and tail lamp. */
  headLamp: readonly [number, number, number, number];
  tailLamp: readonly [number, number, number, number];
  /** A shoulder line drawn lighter, from rear to front. */
  shoulder: string;
}

interface FrontProfile {
  width: number;
  height: number;
  /** Top of the bonnet at the front. */
  bonnet: number;
  /** Width of the roof, of the windscreen's foot. */
  roofWidth: number;
  screenWidth: number;
  lamp: "round" | "swept" | "slim" | "blade" | "notched";
  grille: "bar" | "slats" | "mesh" | "tall" | "wide";
}

/** How a model looks in the demo: its shapes, paint, wheels, cabin and usual setting. */
export interface ModelLook {
  nameAr: string;
  side: SideProfile;
  front: FrontProfile;
  rim: { style: RimStyle; count: number; color: string };
  paint: { body: string; roof: string; colourAr: string };
  cabin: {
    leather: string;
    trim: string;
    trimAr: string;
    /** Screens on the dashboard: one floating, one tall, or two stacked. */
    screens: "tall" | "floating" | "stacked";
    hasCrossBeam: boolean;
  };
  setting: Setting;
  settingAr: string;
  detail: "wheel" | "lamp" | "badge" | "tail";
}

/** A wheel arch cut into the sill line, from front to rear, round the wheel at x. */
function arch(x: number, wheel: number, sill: number): string {
  const r = wheel + 6;
  const dy = wheel - sill;
  const dx = Math.sqrt(r * r - dy * dy);
  return `L${f1(x + dx)},${-sill} A${r},${r} 0 ${sill < wheel ? 1 : 0} 0 ${f1(x - dx)},${-sill}`;
}

export const MODEL_LOOKS: Readonly<Record<DemoModel, ModelLook>> = {
  defender: {
    nameAr: "ديفندر",
    side: {
      length: 476,
      height: 197,
      axles: [110, 412],
      wheel: 40,
      upper:
        "M26,-40 L26,-186 Q26,-197 37,-197 L392,-197 Q398,-197 400,-191 L414,-128 L468,-123 Q476,-122 476,-112 L476,-48 Q476,-40 468,-40",
      frontFoot: 468,
      rearFoot: 26,
      sill: 40,
      glass:
        "M40,-182 L122,-182 L122,-134 L40,-134 Z M132,-182 L234,-182 L234,-134 L132,-134 Z M244,-182 L386,-182 L398,-134 L244,-134 Z M48,-195 L118,-195 L118,-189 L48,-189 Z M132,-195 L230,-195 L230,-189 L132,-189 Z",
      pillars: [],
      headLamp: [468, -114, 8, 16],
      tailLamp: [26, -160, 6, 44],
      shoulder: "M30,-126 L470,-122",
    },
    front: {
      width: 200,
      height: 197,
      bonnet: -124,
      roofWidth: 184,
      screenWidth: 176,
      lamp: "round",
      grille: "bar",
    },
    rim: { style: "disc", count: 6, color: "#d9dcdf" },
    paint: { body: "#5a6443", roof: "#1c1e20", colourAr: "أخضر بانجيا بسقف أسود" },
    cabin: {
      leather: "#6b5a45",
      trim: "#8d949b",
      trimAr: "جلد بني وعارضة من المغنيسيوم",
      screens: "tall",
      hasCrossBeam: true,
    },
    setting: "dunes",
    settingAr: "على الكثبان الرملية في الظهيرة",
    detail: "wheel",
  },
  discovery: {
    nameAr: "ديسكفري",
    side: {
      length: 496,
      height: 186,
      axles: [105, 397],
      wheel: 40,
      upper:
        "M8,-42 Q0,-56 0,-86 L2,-150 Q4,-172 20,-178 L30,-186 L250,-186 Q258,-186 262,-182 L268,-178 L330,-178 Q338,-178 343,-172 L384,-122 Q388,-118 398,-117 L468,-110 Q488,-107 494,-92 L496,-62 Q496,-44 486,-42",
      frontFoot: 486,
      rearFoot: 8,
      sill: 42,
      glass:
        "M20,-140 Q20,-168 30,-176 L250,-176 L256,-170 L326,-168 L372,-124 L30,-126 Q20,-127 20,-136 Z",
      pillars: [64, 124, 238],
      headLamp: [480, -104, 14, 12],
      tailLamp: [2, -150, 8, 40],
      shoulder: "M6,-120 L470,-108",
    },
    front: {
      width: 200,
      height: 186,
      bonnet: -116,
      roofWidth: 170,
      screenWidth: 172,
      lamp: "notched",
      grille: "slats",
    },
    rim: { style: "spokes", count: 10, color: "#c4c8cc" },
    paint: { body: "#7b5d43", roof: "#7b5d43", colourAr: "برونزي لانتاو" },
    cabin: {
      leather: "#e8dfcf",
      trim: "#6b4a32",
      trimAr: "جلد عاجي وخشب الجوز",
      screens: "tall",
      hasCrossBeam: false,
    },
    setting: "mountains",
    settingAr: "في جبال الحجر",
    detail: "lamp",
  },
  "discovery-sport": {
    nameAr: "ديسكفري سبورت",
    side: {
      length: 460,
      height: 172,
      axles: [100, 374],
      wheel: 37,
      upper:
        "M8,-42 Q0,-60 0,-88 L6,-138 Q10,-156 28,-166 L60,-172 L280,-172 Q290,-172 296,-166 L342,-118 Q347,-114 356,-113 L432,-104 Q452,-100 458,-86 L460,-60 Q460,-44 450,-42",
      frontFoot: 450,
      rearFoot: 8,
      sill: 40,
      glass:
        "M30,-142 Q30,-150 40,-156 L62,-164 L280,-164 L330,-120 L236,-121 L40,-132 Q30,-134 30,-142 Z",
      pillars: [110, 232],
      headLamp: [444, -98, 14, 10],
      tailLamp: [4, -138, 10, 22],
      shoulder: "M4,-124 L446,-102",
    },
    front: {
      width: 190,
      height: 172,
      bonnet: -108,
      roofWidth: 150,
      screenWidth: 160,
      lamp: "swept",
      grille: "mesh",
    },
    rim: { style: "twin", count: 5, color: "#b9bec3" },
    paint: { body: "#8e1c22", roof: "#111214", colourAr: "أحمر فيرينزي" },
    cabin: {
      leather: "#2b2b2d",
      trim: "#9ea3a8",
      trimAr: "جلد أسود بخياطة حمراء",
      screens: "floating",
      hasCrossBeam: false,
    },
    setting: "park",
    settingAr: "على طريق بين الحدائق",
    detail: "badge",
  },
  "range-rover": {
    nameAr: "رينج روفر",
    side: {
      length: 505,
      height: 187,
      axles: [105, 405],
      wheel: 42,
      upper:
        "M6,-40 Q0,-56 0,-90 L2,-162 Q4,-184 24,-186 L334,-187 Q342,-187 346,-181 L384,-128 Q388,-124 398,-123 L486,-118 Q500,-116 503,-104 L505,-62 Q505,-44 494,-40",
      frontFoot: 494,
      rearFoot: 6,
      sill: 40,
      glass: "M18,-176 L334,-178 L376,-128 L18,-128 Z",
      pillars: [30, 124, 244],
      headLamp: [488, -112, 16, 7],
      tailLamp: [0, -160, 5, 46],
      shoulder: "M4,-124 L500,-118",
    },
    front: {
      width: 205,
      height: 187,
      bonnet: -122,
      roofWidth: 172,
      screenWidth: 178,
      lamp: "slim",
      grille: "tall",
    },
    rim: { style: "spokes", count: 9, color: "#e1e3e6" },
    paint: { body: "#1a1c21", roof: "#1a1c21", colourAr: "أسود سانتوريني" },
    cabin: {
      leather: "#b07a4f",
      trim: "#3b2a20",
      trimAr: "جلد كارواي ناعم وخشب داكن",
      screens: "floating",
      hasCrossBeam: false,
    },
    setting: "coast",
    settingAr: "على الكورنيش عند الغسق",
    detail: "lamp",
  },
  "range-rover-sport": {
    nameAr: "رينج روفر سبورت",
    side: {
      length: 495,
      height: 182,
      axles: [100, 400],
      wheel: 43,
      upper:
        "M8,-42 Q0,-62 0,-92 L6,-136 Q12,-160 44,-174 L70,-181 L296,-182 Q306,-182 312,-176 L364,-122 Q369,-117 380,-116 L474,-108 Q490,-104 494,-88 L495,-60 Q495,-44 484,-42",
      frontFoot: 484,
      rearFoot: 8,
      sill: 42,
      glass: "M26,-150 Q34,-163 70,-172 L296,-173 L352,-122 L26,-128 Z",
      pillars: [64, 130, 240],
      headLamp: [478, -104, 16, 6],
      tailLamp: [0, -136, 10, 10],
      shoulder: "M4,-124 L488,-106",
    },
    front: {
      width: 203,
      height: 182,
      bonnet: -112,
      roofWidth: 158,
      screenWidth: 168,
      lamp: "blade",
      grille: "wide",
    },
    rim: { style: "twin", count: 5, color: "#6a7078" },
    paint: { body: "#213e73", roof: "#0f1114", colourAr: "أزرق فاريزين" },
    cabin: {
      leather: "#1f1f22",
      trim: "#b22a2a",
      trimAr: "جلد أسود بلمسات حمراء",
      screens: "floating",
      hasCrossBeam: false,
    },
    setting: "sunset",
    settingAr: "في الصحراء عند الغروب",
    detail: "wheel",
  },
  "range-rover-velar": {
    nameAr: "رينج روفر فيلار",
    side: {
      length: 480,
      height: 168,
      axles: [95, 382],
      wheel: 41,
      upper:
        "M8,-44 Q0,-64 0,-92 L8,-122 Q20,-138 70,-156 L110,-164 L258,-168 Q268,-168 276,-162 L340,-114 Q346,-110 358,-109 L458,-100 Q476,-96 479,-80 L480,-60 Q480,-46 470,-44",
      frontFoot: 470,
      rearFoot: 8,
      sill: 44,
      glass: "M22,-124 Q40,-140 110,-158 L258,-160 L330,-114 L22,-120 Z",
      pillars: [132, 236],
      headLamp: [466, -98, 14, 5],
      tailLamp: [0, -112, 12, 6],
      shoulder: "M4,-110 L474,-98",
    },
    front: {
      width: 193,
      height: 168,
      bonnet: -102,
      roofWidth: 140,
      screenWidth: 156,
      lamp: "blade",
      grille: "mesh",
    },
    rim: { style: "blade", count: 5, color: "#dfe2e5" },
    paint: { body: "#e8eae9", roof: "#111214", colourAr: "أبيض فوجي" },
    cabin: {
      leather: "#d9d4cc",
      trim: "#6f7377",
      trimAr: "جلد رمادي فاتح وشاشتان",
      screens: "stacked",
      hasCrossBeam: false,
    },
    setting: "road",
    settingAr: "على طريق صحراوي سريع",
    detail: "lamp",
  },
  "range-rover-evoque": {
    nameAr: "رينج روفر إيفوك",
    side: {
      length: 437,
      height: 165,
      axles: [90, 358],
      wheel: 38,
      upper:
        "M8,-42 Q0,-60 0,-88 L8,-124 Q18,-140 55,-154 L90,-162 L250,-165 Q260,-165 266,-160 L318,-114 Q323,-110 334,-109 L414,-100 Q432,-96 435,-82 L437,-58 Q437,-44 428,-42",
      frontFoot: 428,
      rearFoot: 8,
      sill: 40,
      glass: "M30,-136 Q46,-147 90,-155 L250,-157 L304,-116 Z",
      pillars: [118, 226],
      headLamp: [422, -96, 13, 6],
      tailLamp: [0, -120, 12, 8],
      shoulder: "M4,-132 L428,-100",
    },
    front: {
      width: 190,
      height: 165,
      bonnet: -100,
      roofWidth: 136,
      screenWidth: 150,
      lamp: "swept",
      grille: "mesh",
    },
    rim: { style: "spokes", count: 5, color: "#a7acb1" },
    paint: { body: "#c25a30", roof: "#141517", colourAr: "مرجاني بسقف أسود" },
    cabin: {
      leather: "#efe9df",
      trim: "#c9a27a",
      trimAr: "جلد فاتح بخيوط نحاسية",
      screens: "stacked",
      hasCrossBeam: false,
    },
    setting: "studio",
    settingAr: "في الاستوديو",
    detail: "tail",
  },
};

/** What can change from a model's usual look in one picture. */
export interface Variant {
  paint?: { body: string; roof: string };
  setting?: Setting;
  /** Luggage on the roof: a box, or an expedition rack with a ladder. */
  roof?: "rack" | "box";
  /** Another leather and trim in the cabin. */
  cabin?: { leather: string; trim: string };
  /** A closer look at the cabin: the design's point to centre and how much nearer. */
  closeUp?: { x: number; y: number; zoom: number };
}

// --- Drawing a car from the side -----------------------------------------------------------------

function wheelSvg(x: number, y: number, r: number, rim: ModelLook["rim"], key: string): string {
  const rr = r * 0.64;
  const hub = r * 0.13;
  let face = "";
  if (rim.style === "disc") {
    face = `<circle cx="${x}" cy="${y}" r="${f1(rr)}" fill="${rim.color}"/>`;
    for (let i = 0; i < rim.count; i++) {
      const a = (i / rim.count) * Math.PI * 2;
      face += `<circle cx="${f1(x + Math.cos(a) * rr * 0.62)}" cy="${f1(y + Math.sin(a) * rr * 0.62)}" r="${f1(rr * 0.2)}" fill="#23252a"/>`;
    }
  } else {
    face = `<circle cx="${x}" cy="${y}" r="${f1(rr)}" fill="#202226"/>`;
    for (let i = 0; i < rim.count; i++) {
      const a = (i / rim.count) * Math.PI * 2;
      const offsets = rim.style === "twin" ? [-0.14, 0.14] : [0];
      for (const o of offsets) {
        const ex = x + Math.cos(a + o) * rr * 0.96;
        const ey = y + Math.sin(a + o) * rr * 0.96;
        const width =
          rim.style === "blade" ? rr * 0.3 : rim.style === "twin" ? rr * 0.1 : rr * 0.14;
        face += `<line x1="${x}" y1="${y}" x2="${f1(ex)}" y2="${f1(ey)}" stroke="${rim.color}" stroke-width="${f1(width)}" stroke-linecap="round"/>`;
      }
    }
    face += `<circle cx="${x}" cy="${y}" r="${f1(rr)}" fill="none" stroke="${rim.color}" stroke-width="${f1(rr * 0.08)}"/>`;
  }
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#16171a"/><circle cx="${x}" cy="${y}" r="${f1(r * 0.9)}" fill="none" stroke="#2c2e33" stroke-width="${f1(r * 0.06)}"/>${face}<circle cx="${x}" cy="${y}" r="${f1(hub)}" fill="url(#${key}-hub)"/>`;
}

/** A car from its side, in centimetres on the ground line, facing the picture's right. */
function sideCar(
  look: ModelLook,
  key: string,
  variant: Variant,
  isNight: boolean,
  sky: [string, string],
) {
  const s = look.side;
  const paint = variant.paint ?? look.paint;
  const [rearAxle, frontAxle] = s.axles;
  const body = `${s.upper} ${arch(frontAxle, s.wheel, s.sill)} ${arch(rearAxle, s.wheel, s.sill)} L${s.rearFoot},${-s.sill} Z`;
  // Lit from above: a bright band under the shoulder, the sills in shade.
  const defs = `${vgrad(`${key}-paint`, [
    [0, lighter(paint.body, 0.28)],
    [0.3, paint.body],
    [0.4, lighter(paint.body, 0.32)],
    [0.55, paint.body],
    [1, darker(paint.body, 0.5)],
  ])}<clipPath id="${key}-gl"><path d="${s.glass}"/></clipPath>${vgrad(`${key}-glass`, [
    [0, mix(sky[0], "#0e1116", 0.45)],
    [0.5, "#1a1f27"],
    [1, "#0b0d11"],
  ])}<radialGradient id="${key}-hub"><stop offset="0" stop-color="#f3f4f5"/><stop offset="1" stop-color="#70757b"/></radialGradient>${glow(`${key}-shadow`, "#000000", 0.55)}${glow(`${key}-beam`, "#fff6d8", 0.8)}`;
  const isDefender = s.length === 476;
  const wells = s.axles
    .map((x) => `<circle cx="${x}" cy="${-s.wheel}" r="${s.wheel + 4}" fill="#0b0b0d"/>`)
    .join("");
  const wheels = s.axles.map((x) => wheelSvg(x, -s.wheel, s.wheel, look.rim, key)).join("");
  // The Defender's square arches: a dark opening behind the wheel, black cladding round it.
  const squareWells = isDefender
    ? s.axles
        .map(
          (x) =>
            `<path d="M${x + 48},-40 L${x + 48},-72 L${x + 36},-88 L${x - 36},-88 L${x - 48},-72 L${x - 48},-40 Z" fill="#0b0b0d"/>`,
        )
        .join("")
    : "";
  const cladding = isDefender
    ? s.axles
        .map(
          (x) =>
            `<path d="M${x + 52},-40 L${x + 52},-74 L${x + 38},-92 L${x - 38},-92 L${x - 52},-74 L${x - 52},-40" fill="none" stroke="#22252a" stroke-width="8"/>`,
        )
        .join("")
    : "";
  const defenderBody =
    "M26,-40 L26,-186 Q26,-197 37,-197 L392,-197 Q398,-197 400,-191 L414,-128 L468,-123 Q476,-122 476,-112 L476,-48 Q476,-40 468,-40 Z";
  const roof =
    paint.roof !== paint.body
      ? isDefender
        ? `<path d="M26,-186 Q26,-197 37,-197 L392,-197 Q398,-197 400,-191 L401,-186 Z" fill="${paint.roof}"/>`
        : `<path d="${s.glass.split("Z")[0]}Z" fill="none" stroke="${paint.roof}" stroke-width="9" stroke-linejoin="round" transform="translate(0 -4)"/>`
      : "";
  // Pillars and the sky's reflection, kept inside the windows; door shut lines below them.
  const pillars = `<g clip-path="url(#${key}-gl)">${s.pillars
    .map(
      (x) => `<rect x="${x - 5}" y="${-s.height}" width="10" height="${s.height}" fill="#07080a"/>`,
    )
    .join(
      "",
    )}<path d="M${s.length * 0.3},${-s.height} L${s.length * 0.42},${-s.height} L${s.length * 0.3},-100 L${s.length * 0.18},-100 Z" fill="#ffffff" opacity="0.12"/></g>${s.pillars
    .slice(-2)
    .map(
      (x) =>
        `<path d="M${x + 4},-122 L${x + 8},${-s.sill - 4}" stroke="${darker(paint.body, 0.45)}" stroke-width="1.4" fill="none"/>`,
    )
    .join("")}`;
  const [hx, hy, hw, hh] = s.headLamp;
  const [tx, ty, tw, th] = s.tailLamp;
  const beam = isNight
    ? `<ellipse cx="${hx + 70}" cy="${hy + 20}" rx="120" ry="40" fill="url(#${key}-beam)"/>`
    : "";
  const spare = isDefender
    ? `<rect x="0" y="-156" width="28" height="88" rx="10" fill="#17181b"/><rect x="4" y="-146" width="20" height="68" rx="6" fill="${paint.roof}"/>`
    : "";
  const handles = [0.42, 0.66]
    .map((t) => {
      const x = s.rearFoot + (s.frontFoot - s.rearFoot) * t;
      return `<rect x="${f1(x)}" y="${isDefender ? -120 : -118}" width="16" height="3.5" rx="1.7" fill="${darker(paint.body, 0.35)}"/>`;
    })
    .join("");
  const roofLoad =
    variant.roof === "box"
      ? `<rect x="${s.length * 0.2}" y="${-s.height - 30}" width="${s.length * 0.42}" height="24" rx="12" fill="#1b1c1f"/><rect x="${s.length * 0.24}" y="${-s.height - 6}" width="6" height="8" fill="#555"/><rect x="${s.length * 0.56}" y="${-s.height - 6}" width="6" height="8" fill="#555"/>`
      : variant.roof === "rack"
        ? `<rect x="30" y="${-s.height - 14}" width="${s.length * 0.7}" height="6" fill="#2a2c30"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${34 + i * s.length * 0.088}" y="${-s.height - 14}" width="4" height="14" fill="#2a2c30"/>`).join("")}<rect x="60" y="${-s.height - 40}" width="120" height="26" rx="4" fill="#4b5a3a"/><rect x="200" y="${-s.height - 32}" width="90" height="18" rx="3" fill="#c7772f"/><path d="M18,-40 L18,${-s.height - 8}" stroke="#2a2c30" stroke-width="4"/>${Array.from({ length: 6 }, (_, i) => `<rect x="12" y="${-60 - i * 24}" width="12" height="3" fill="#2a2c30"/>`).join("")}`
        : "";
  const svg = `<ellipse cx="${s.length / 2}" cy="-2" rx="${s.length * 0.62}" ry="22" fill="url(#${key}-shadow)"/>
${isDefender ? "" : wells}
<path d="${isDefender ? defenderBody : body}" fill="url(#${key}-paint)"/>
${squareWells}${wheels}${cladding}${roof}
<path d="${s.glass}" fill="url(#${key}-glass)"/>${pillars}
<path d="${s.shoulder}" stroke="${lighter(paint.body, 0.45)}" stroke-width="2" fill="none" opacity="0.7"/>
${handles}${spare}${roofLoad}
<rect x="${hx}" y="${hy}" width="${hw}" height="${hh}" rx="${Math.min(hw, hh) / 2}" fill="${isNight ? "#fffbe8" : "#e9eef2"}"/>
<rect x="${tx}" y="${ty}" width="${tw}" height="${th}" rx="${Math.min(tw, th) / 2}" fill="${isNight ? "#ff3b3b" : "#b3121b"}"/>${beam}
`;
  return { defs, svg };
}

// --- Drawing a car from the front ----------------------------------------------------------------

function frontCar(
  look: ModelLook,
  key: string,
  variant: Variant,
  isNight: boolean,
  sky: [string, string],
) {
  const f = look.front;
  const paint = variant.paint ?? look.paint;
  // Half the width across the arches (the body widens there from the width at the lamps).
  const hw = f.width * 0.54;
  const sillY = -28;
  const shoulder = f.bonnet - 14;
  const roofY = -f.height;
  const rw = f.roofWidth / 2;
  const sw = f.screenWidth / 2;
  const isBoxy = f.lamp === "round";
  const defs = `${vgrad(`${key}-fpaint`, [
    [0, lighter(paint.body, 0.3)],
    [0.45, paint.body],
    [1, darker(paint.body, 0.4)],
  ])}${vgrad(`${key}-fglass`, [
    [0, mix(sky[0], "#0b0d10", 0.3)],
    [1, mix(sky[1], "#0b0d10", 0.65)],
  ])}${glow(`${key}-fshadow`, "#000000", 0.6)}${glow(`${key}-flamp`, "#fff8e0", 0.9)}`;
  const bodyPath = isBoxy
    ? `M${-hw},${sillY} L${-hw},${f.bonnet + 4} L${-hw + 4},${f.bonnet} L${hw - 4},${f.bonnet} L${hw},${f.bonnet + 4} L${hw},${sillY} Z`
    : `M${-hw + 4},${sillY} Q${-hw},${sillY - 20} ${-hw},${sillY - 40} L${-hw + 2},${shoulder} Q${-hw + 6},${f.bonnet} ${-hw + 22},${f.bonnet} L${hw - 22},${f.bonnet} Q${hw - 6},${f.bonnet} ${hw - 2},${shoulder} L${hw},${sillY - 40} Q${hw},${sillY - 20} ${hw - 4},${sillY} Z`;
  const cabin = `M${-sw - 6},${f.bonnet + 2} L${-rw},${roofY + 6} Q${-rw},${roofY} ${-rw + 8},${roofY} L${rw - 8},${roofY} Q${rw},${roofY} ${rw},${roofY + 6} L${sw + 6},${f.bonnet + 2} Z`;
  const screen = `M${-sw + 2},${f.bonnet - 4} L${-rw + 7},${roofY + 12} L${rw - 7},${roofY + 12} L${sw - 2},${f.bonnet - 4} Z`;
  const lampFill = isNight ? "#fffdf2" : "#f4f7fa";
  const lamp = (side: 1 | -1) => {
    const x = side * (hw - (isBoxy ? 30 : 34));
    const y = f.bonnet + (isBoxy ? 22 : 16);
    switch (f.lamp) {
      case "round":
        return `<rect x="${x - 17}" y="${y - 17}" width="34" height="34" rx="9" fill="#15171a"/><circle cx="${x}" cy="${y}" r="13" fill="none" stroke="${lampFill}" stroke-width="3.5"/><circle cx="${x}" cy="${y}" r="6" fill="#cfd6dd"/>`;
      case "notched":
        return `<path d="M${x - side * 26},${y - 6} L${x + side * 24},${y - 10} L${x + side * 26},${y + 4} L${x - side * 6},${y + 8} L${x - side * 12},${y + 14} L${x - side * 26},${y + 6} Z" fill="#15171a"/><path d="M${x - side * 22},${y - 3} L${x + side * 22},${y - 6}" stroke="${lampFill}" stroke-width="2.5"/><circle cx="${x + side * 8}" cy="${y + 2}" r="4" fill="#cfd6dd"/>`;
      case "swept":
        return `<path d="M${x - side * 24},${y - 2} L${x + side * 22},${y - 9} Q${x + side * 30},${y - 8} ${x + side * 26},${y} L${x - side * 20},${y + 8} Z" fill="#15171a"/><path d="M${x - side * 20},${y + 1} L${x + side * 22},${y - 5}" stroke="${lampFill}" stroke-width="2.5"/>`;
      case "slim":
        return `<rect x="${x - 26}" y="${y - 4}" width="52" height="9" rx="4.5" fill="#15171a"/><rect x="${x - 23}" y="${y - 1}" width="46" height="3" rx="1.5" fill="${lampFill}"/>`;
      case "blade":
        return `<path d="M${x - side * 28},${y - 2} L${x + side * 26},${y - 6} L${x + side * 26},${y} L${x - side * 28},${y + 3} Z" fill="#15171a"/><path d="M${x - side * 26},${y} L${x + side * 24},${y - 3}" stroke="${lampFill}" stroke-width="1.8"/>`;
    }
  };
  const bigLamp = (side: 1 | -1) => {
    const x = side * (hw - (isBoxy ? 30 : 34));
    const y = f.bonnet + (isBoxy ? 22 : 16);
    return `<g transform="translate(${x} ${y}) scale(1.25) translate(${-x} ${-y})">${lamp(side)}</g>`;
  };
  const gy = f.bonnet + (isBoxy ? 8 : 10);
  const gw = isBoxy
    ? hw - 56
    : f.grille === "wide"
      ? hw - 62
      : f.grille === "tall"
        ? hw - 64
        : hw - 64;
  const gh = f.grille === "tall" ? 38 : f.grille === "wide" ? 26 : isBoxy ? 30 : 28;
  let grille = `<rect x="${-gw}" y="${gy}" width="${gw * 2}" height="${gh}" rx="${isBoxy ? 3 : 6}" fill="#121316"/>`;
  if (f.grille === "bar")
    grille += `<rect x="${-gw}" y="${gy + gh / 2 - 3}" width="${gw * 2}" height="6" fill="${paint.body}"/><rect x="${-gw + 6}" y="${gy + 3}" width="${gw * 2 - 12}" height="2" fill="#3a3d42"/>`;
  else if (f.grille === "slats")
    grille += [0.3, 0.65]
      .map(
        (t) =>
          `<rect x="${-gw + 3}" y="${f1(gy + gh * t)}" width="${gw * 2 - 6}" height="3" fill="#6b7077"/>`,
      )
      .join("");
  else if (f.grille === "tall")
    grille += Array.from(
      { length: Math.floor(gw / 4) },
      (_, i) =>
        `<rect x="${-gw + 3 + i * 8}" y="${gy + 3}" width="2" height="${gh - 6}" fill="#3b3f45"/>`,
    ).join("");
  else
    grille += Array.from({ length: 3 }, (_, row) =>
      Array.from(
        { length: Math.floor(gw / 5) },
        (_, i) =>
          `<circle cx="${-gw + 5 + i * 10 + (row % 2) * 5}" cy="${f1(gy + 5 + row * ((gh - 10) / 2))}" r="1.8" fill="#4a4e55"/>`,
      ).join(""),
    ).join("");
  const intakeY = sillY - 24;
  const intake =
    f.grille === "wide"
      ? `<rect x="${-hw + 14}" y="${intakeY - 6}" width="30" height="22" rx="4" fill="#121316"/><rect x="${hw - 44}" y="${intakeY - 6}" width="30" height="22" rx="4" fill="#121316"/><rect x="-46" y="${intakeY}" width="92" height="14" rx="4" fill="#121316"/>`
      : isBoxy
        ? `<rect x="${-hw + 6}" y="${intakeY - 4}" width="${f.width - 12}" height="22" fill="#1b1d20"/><rect x="-40" y="${intakeY + 10}" width="80" height="10" fill="#aeb3b8"/>`
        : `<rect x="-60" y="${intakeY}" width="120" height="14" rx="5" fill="#121316"/><rect x="-56" y="${intakeY + 5}" width="112" height="2" fill="#8c9096"/>`;
  const plate = `<rect x="-26" y="${intakeY - 18}" width="52" height="12" rx="1.5" fill="#f4f4f0" stroke="#1b1d20" stroke-width="0.8"/><rect x="-22" y="${intakeY - 14}" width="8" height="4" fill="#c8102e"/>`;
  const mirror = (side: 1 | -1) =>
    `<path d="M${side * (sw + 2)},${f.bonnet - 10} L${side * (hw + 10)},${f.bonnet - 14} L${side * (hw + 12)},${f.bonnet - 2} L${side * (sw + 4)},${f.bonnet} Z" fill="${paint.roof === paint.body ? darker(paint.body, 0.1) : paint.roof}"/>`;
  // Tyres under the body and black arch flares standing out at its sides.
  const tyre = (side: 1 | -1) =>
    `<rect x="${side > 0 ? hw - 38 : -hw + 4}" y="${sillY}" width="34" height="${-sillY}" rx="3" fill="#111214"/><path d="M${side * (hw - 2)},${sillY} L${side * (hw + 5)},${sillY} L${side * (hw + 5)},${sillY - 38} L${side * (hw - 2)},${sillY - 48} Z" fill="#1a1b1e"/>`;
  const beams = isNight
    ? `<ellipse cx="${-hw + 34}" cy="${f.bonnet + 18}" rx="40" ry="22" fill="url(#${key}-flamp)"/><ellipse cx="${hw - 34}" cy="${f.bonnet + 18}" rx="40" ry="22" fill="url(#${key}-flamp)"/>`
    : "";
  const svg = `<ellipse cx="0" cy="-2" rx="${hw + 50}" ry="16" fill="url(#${key}-fshadow)"/>
<path d="${cabin}" fill="${paint.roof}"/><path d="${screen}" fill="url(#${key}-fglass)"/>
<path d="M${-rw + 14},${roofY + 18} L${-rw + 40},${roofY + 34}" stroke="#ffffff" stroke-width="3" opacity="0.25"/>
<path d="${bodyPath}" fill="url(#${key}-fpaint)"/>${tyre(-1)}${tyre(1)}
<path d="M${-hw + 20},${f.bonnet + 1} L${hw - 20},${f.bonnet + 1}" stroke="${lighter(paint.body, 0.5)}" stroke-width="1.5" opacity="0.6"/>
${mirror(-1)}${mirror(1)}${grille}${bigLamp(-1)}${bigLamp(1)}${intake}${plate}${beams}
<rect x="${-hw + 34}" y="${sillY}" width="${2 * hw - 68}" height="9" rx="3" fill="#1a1b1e"/>`;
  return { defs, svg };
}

// --- Pictures of one model -----------------------------------------------------------------------

export interface Shape {
  width: number;
  height: number;
}

/** A model seen from the side in its setting. */
export function sidePicture(model: DemoModel, shape: Shape, variant: Variant = {}): string {
  const look = MODEL_LOOKS[model];
  const { width: w, height: h } = shape;
  const isPortrait = h > w;
  const horizon = h * (isPortrait ? 0.5 : 0.56);
  const ground = h * (isPortrait ? 0.66 : 0.86);
  const scale = (w * (isPortrait ? 0.88 : 0.64)) / 505;
  const bd = backdrop(variant.setting ?? look.setting, w, h, horizon);
  const car = sideCar(look, "c", variant, bd.isNight, bd.sky);
  const x0 = (w - look.side.length * scale) / 2;
  return svgDoc(
    w,
    h,
    `${bd.defs}${car.defs}`,
    `${bd.svg}<g transform="translate(${f1(x0)} ${f1(ground)}) scale(${scale.toFixed(4)})">${car.svg}</g>`,
  );
}

/** A model from the front in its setting. */
export function frontPicture(model: DemoModel, shape: Shape, variant: Variant = {}): string {
  const look = MODEL_LOOKS[model];
  const { width: w, height: h } = shape;
  const isPortrait = h > w;
  const horizon = h * (isPortrait ? 0.52 : 0.58);
  const ground = h * (isPortrait ? 0.7 : 0.9);
  const scale = isPortrait ? (w * 0.78) / 205 : (h * 0.66) / 197;
  const bd = backdrop(variant.setting ?? look.setting, w, h, horizon);
  const car = frontCar(look, "c", variant, bd.isNight, bd.sky);
  return svgDoc(
    w,
    h,
    `${bd.defs}${car.defs}`,
    `${bd.svg}<g transform="translate(${f1(w / 2)} ${f1(ground)}) scale(${scale.toFixed(4)})">${car.svg}</g>`,
  );
}

/**
 * A 1600×900 design placed on the picture: whole on a landscape, on a portrait cropped round
 * (fx, fy) at `zoom` times the height, as a photographer would crop the same shot for a phone.
 */
function placeDesign(shape: Shape, fx: number, fy: number, zoom: number): string {
  const { width: w, height: h } = shape;
  if (w >= h) {
    const k = Math.max(w / 1600, h / 900);
    return `translate(${f1((w - 1600 * k) / 2)} ${f1((h - 900 * k) / 2)}) scale(${k.toFixed(4)})`;
  }
  const k = (h / 900) * zoom;
  return `translate(${f1(w / 2 - fx * k)} ${f1(h / 2 - fy * k)}) scale(${k.toFixed(4)})`;
}

/** The transform of a closer look at a 1600×900 design, centred on (x, y). */
function closeUp(shape: Shape, near: Variant["closeUp"]): string | null {
  if (!near) return null;
  const k = near.zoom * Math.max(shape.width / 1600, shape.height / 900);
  return `translate(${f1(shape.width / 2 - near.x * k)} ${f1(shape.height / 2 - near.y * k)}) scale(${k.toFixed(4)})`;
}

/**
 * The cabin from the rear seat: the setting through the windscreen, the dashboard with the
 * model's screens and trim, the steering wheel (on the left, as in the Gulf) and the two front
 * seats in the model's leather.
 */
export function interiorPicture(model: DemoModel, shape: Shape, variant: Variant = {}): string {
  const look = MODEL_LOOKS[model];
  const c = { ...look.cabin, ...variant.cabin };
  const bd = backdrop(variant.setting ?? look.setting, 1600, 900, 430, "w");
  const dash = mix(c.leather, "#1b1b1d", 0.7);
  const head = mix(c.leather, "#dcd6cc", 0.35);
  const windscreen = "M150,130 Q800,70 1450,130 L1560,470 L40,470 Z";
  const screens =
    c.screens === "tall"
      ? `<rect x="720" y="420" width="160" height="190" rx="12" fill="#0b0d12"/><rect x="732" y="432" width="136" height="166" rx="6" fill="url(#w-screen)"/><rect x="744" y="450" width="112" height="40" rx="4" fill="#ffffff" opacity="0.18"/><rect x="744" y="500" width="52" height="40" rx="4" fill="#ffffff" opacity="0.12"/><rect x="804" y="500" width="52" height="40" rx="4" fill="#ffffff" opacity="0.12"/>`
      : c.screens === "floating"
        ? `<path d="M640,410 Q800,392 960,410 L956,520 Q800,506 644,520 Z" fill="#0b0d12"/><path d="M652,420 Q800,404 948,420 L944,508 Q800,495 656,508 Z" fill="url(#w-screen)"/><rect x="680" y="440" width="80" height="48" rx="4" fill="#ffffff" opacity="0.16"/><rect x="772" y="440" width="140" height="20" rx="4" fill="#ffffff" opacity="0.2"/>`
        : `<rect x="690" y="420" width="220" height="92" rx="10" fill="#0b0d12"/><rect x="700" y="428" width="200" height="76" rx="6" fill="url(#w-screen)"/><rect x="700" y="540" width="200" height="80" rx="10" fill="#0b0d12"/><rect x="708" y="548" width="184" height="64" rx="6" fill="#24303b"/><circle cx="748" cy="580" r="20" fill="none" stroke="#c9d3db" stroke-width="4"/><circle cx="852" cy="580" r="20" fill="none" stroke="#c9d3db" stroke-width="4"/>`;
  const beam = c.hasCrossBeam
    ? `<rect x="120" y="548" width="1360" height="26" rx="6" fill="${c.trim}"/><rect x="120" y="548" width="1360" height="6" rx="3" fill="#d4d8dc"/><rect x="1120" y="490" width="220" height="16" rx="8" fill="none" stroke="#2a2b2d" stroke-width="10"/>`
    : `<path d="M80,560 Q800,520 1520,560 L1520,580 Q800,540 80,580 Z" fill="${c.trim}"/>`;
  const seat = (x: number, flip: 1 | -1) =>
    `<path d="M${x - flip * 230},1300 L${x - flip * 250},760 Q${x - flip * 240},640 ${x - flip * 120},630 L${x + flip * 120},630 Q${x + flip * 240},640 ${x + flip * 250},760 L${x + flip * 230},1300 Z" fill="url(#w-leather)"/><path d="M${x - flip * 150},680 L${x - flip * 160},1300 M${x + flip * 150},680 L${x + flip * 160},1300" stroke="${darker(c.leather, 0.25)}" stroke-width="5" fill="none"/><rect x="${x - 90}" y="500" width="180" height="130" rx="44" fill="${head}"/><rect x="${x - 90}" y="500" width="180" height="130" rx="44" fill="url(#w-leather)" opacity="0.65"/><rect x="${x - 38}" y="622" width="12" height="30" fill="#8d9196"/><rect x="${x + 26}" y="622" width="12" height="30" fill="#8d9196"/>`;
  const design = `<g clip-path="url(#w-clip)">${bd.svg}</g>
<path d="M-600,-600 L2200,-600 L2200,1500 L-600,1500 Z ${windscreen}" fill-rule="evenodd" fill="${mix(c.leather, "#2a2624", 0.55)}"/>
<path d="M-600,-600 L2200,-600 L2200,150 Q800,60 -600,150 Z" fill="${mix(c.leather, "#e6e0d6", 0.5)}"/>
<path d="M150,130 L40,470 L-20,470 L90,120 Z M1450,130 L1560,470 L1620,470 L1510,120 Z" fill="${darker(c.leather, 0.55)}"/>
<rect x="760" y="120" width="80" height="28" rx="8" fill="#1c1d20"/>
<path d="M-600,470 L2200,470 L2200,1500 L-600,1500 Z" fill="${dash}"/>
<path d="M-600,470 Q800,420 2200,470 L2200,520 Q800,470 -600,520 Z" fill="${darker(dash, 0.35)}"/>
${beam}${screens}
<rect x="560" y="470" width="60" height="22" rx="6" fill="#15161a"/><rect x="980" y="470" width="60" height="22" rx="6" fill="#15161a"/>
<rect x="400" y="478" width="200" height="64" rx="10" fill="#0b0d12"/><rect x="410" y="486" width="180" height="48" rx="6" fill="#1b3a4a"/><circle cx="460" cy="510" r="18" fill="none" stroke="#7fd0ff" stroke-width="3"/><circle cx="540" cy="510" r="18" fill="none" stroke="#7fd0ff" stroke-width="3"/>
<circle cx="500" cy="600" r="135" fill="none" stroke="#17181b" stroke-width="30"/><path d="M365,610 L635,610 M500,610 L500,735" stroke="#17181b" stroke-width="28"/><circle cx="500" cy="610" r="44" fill="#202125"/><circle cx="500" cy="610" r="15" fill="${c.trim}"/>
<path d="M690,620 L910,620 L960,1500 L640,1500 Z" fill="${darker(dash, 0.2)}"/><rect x="770" y="680" width="60" height="90" rx="24" fill="${c.trim}"/><circle cx="800" cy="820" r="34" fill="#2b2c30" stroke="${c.trim}" stroke-width="6"/>
${seat(300, 1)}${seat(1300, -1)}`;
  const defs = `${bd.defs}<clipPath id="w-clip"><path d="${windscreen}"/></clipPath>${vgrad(
    "w-leather",
    [
      [0, lighter(c.leather, 0.18)],
      [0.5, c.leather],
      [1, darker(c.leather, 0.3)],
    ],
  )}${vgrad("w-screen", [
    [0, "#1d5f86"],
    [1, "#0c2233"],
  ])}`;
  return svgDoc(
    shape.width,
    shape.height,
    defs,
    `<rect width="${shape.width}" height="${shape.height}" fill="${dash}"/><g transform="${closeUp(shape, variant.closeUp) ?? placeDesign(shape, 800, 560, 0.72)}">${design}</g>`,
  );
}

/** A close-up: the wheel in its arch, the head lamp, or the badge on the grille. */
export function detailPicture(model: DemoModel, shape: Shape, variant: Variant = {}): string {
  const look = MODEL_LOOKS[model];
  const paint = variant.paint ?? look.paint;
  const defs = `${vgrad("d-paint", [
    [0, lighter(paint.body, 0.35)],
    [0.5, paint.body],
    [1, darker(paint.body, 0.5)],
  ])}<radialGradient id="d-hub"><stop offset="0" stop-color="#f3f4f5"/><stop offset="1" stop-color="#70757b"/></radialGradient>${glow("d-glow", "#fffbe8", 0.9)}${vgrad(
    "d-lens",
    [
      [0, "#f6f8fa"],
      [1, "#8d969f"],
    ],
  )}`;
  let design = "";
  if (look.detail === "wheel") {
    // The whole wheel in its arch, the tyre's tread blocks round it, the ground under it.
    const isChunky = look.rim.style === "disc";
    const tread = Array.from({ length: 40 }, (_, i) => {
      return `<rect x="-15" y="-330" width="30" height="${isChunky ? 30 : 14}" fill="#0d0d0f" transform="rotate(${i * 9})"/>`;
    }).join("");
    design = `<rect width="1600" height="900" fill="url(#d-paint)"/>
<circle cx="800" cy="540" r="372" fill="#0b0b0d"/>
${
  isChunky
    ? `<path d="M330,900 L330,470 L470,250 L1130,250 L1270,470 L1270,900" fill="none" stroke="#1e2024" stroke-width="70"/>`
    : `<path d="M410,900 A390,390 0 1 1 1190,900" fill="none" stroke="${lighter(paint.body, 0.5)}" stroke-width="6"/>`
}
<rect y="870" width="1600" height="30" fill="#3b3c40"/>
<g transform="translate(800 540)">${tread}${wheelSvg(0, 0, 330, look.rim, "d")}</g>
<rect x="0" y="0" width="1600" height="40" fill="${lighter(paint.body, 0.25)}" opacity="0.5"/>`;
  } else if (look.detail === "tail") {
    // The tailgate: a black band with the badge between two slim tail lamps.
    design = `<rect width="1600" height="900" fill="url(#d-paint)"/>
<rect x="-20" y="330" width="1640" height="170" fill="#0f1012"/>
<path d="M-20,380 L520,360 L520,430 L-20,450 Z" fill="#5c0b10"/><path d="M0,400 L500,384" stroke="#ff4040" stroke-width="10" stroke-linecap="round"/>
<path d="M1620,380 L1080,360 L1080,430 L1620,450 Z" fill="#5c0b10"/><path d="M1600,400 L1100,384" stroke="#ff4040" stroke-width="10" stroke-linecap="round"/>
<ellipse cx="800" cy="415" rx="150" ry="72" fill="#c9ced3"/><ellipse cx="800" cy="415" rx="140" ry="62" fill="#0f4a2d"/><path d="M700,440 L745,400 L775,425 L805,388 L850,432 L880,412 L900,440" fill="none" stroke="#e8ecef" stroke-width="9" stroke-linejoin="round"/>
<path d="M0,620 Q800,580 1600,620" stroke="${lighter(paint.body, 0.5)}" stroke-width="5" fill="none"/><rect y="760" width="1600" height="140" fill="#151618"/>`;
  } else if (look.detail === "lamp") {
    const f = look.front.lamp;
    const lens =
      f === "notched"
        ? `<path d="M180,330 L1350,220 L1440,420 L800,520 L640,640 L220,560 Z" fill="#101216"/><path d="M240,380 L1330,270" stroke="#fdfcf5" stroke-width="22" stroke-linecap="round"/><circle cx="900" cy="420" r="90" fill="url(#d-lens)"/><circle cx="600" cy="450" r="70" fill="url(#d-lens)"/>`
        : f === "slim"
          ? `<rect x="120" y="360" width="1360" height="170" rx="85" fill="#101216"/><rect x="170" y="425" width="1260" height="26" rx="13" fill="#fdfcf5"/><g fill="url(#d-lens)">${Array.from({ length: 6 }, (_, i) => `<rect x="${260 + i * 190}" y="470" width="120" height="40" rx="10"/>`).join("")}</g>`
          : `<path d="M100,470 L1500,330 L1500,430 L100,600 Z" fill="#101216"/><path d="M140,520 L1460,380" stroke="#fdfcf5" stroke-width="12" stroke-linecap="round"/><g fill="url(#d-lens)">${Array.from({ length: 5 }, (_, i) => `<rect x="${380 + i * 200}" y="${500 - i * 21}" width="110" height="30" rx="8"/>`).join("")}</g>`;
    design = `<rect width="1600" height="900" fill="url(#d-paint)"/><path d="M0,700 Q800,640 1600,700 L1600,900 L0,900 Z" fill="#121316"/><path d="M0,690 Q800,630 1600,690" stroke="${lighter(paint.body, 0.5)}" stroke-width="5" fill="none"/>${lens}<ellipse cx="800" cy="450" rx="700" ry="200" fill="url(#d-glow)" opacity="0.35"/>`;
  } else {
    const mesh = Array.from({ length: 9 }, (_, row) =>
      Array.from(
        { length: 24 },
        (_, i) =>
          `<path d="M${i * 70 + (row % 2) * 35},${row * 90 + 60} l30,-26 l30,26 l-30,26 Z" fill="#2a2d33"/>`,
      ).join(""),
    ).join("");
    design = `<rect width="1600" height="900" fill="#0e0f12"/>${mesh}
<rect x="0" y="0" width="1600" height="150" fill="url(#d-paint)"/><path d="M0,150 L1600,150" stroke="${lighter(paint.body, 0.5)}" stroke-width="6"/>
<ellipse cx="800" cy="470" rx="300" ry="150" fill="#c9ced3"/><ellipse cx="800" cy="470" rx="284" ry="136" fill="#0f4a2d"/><ellipse cx="800" cy="470" rx="262" ry="116" fill="none" stroke="#c9ced3" stroke-width="6"/>
<path d="M600,500 L680,420 L740,470 L800,400 L880,480 L940,440 L1000,500" fill="none" stroke="#e8ecef" stroke-width="14" stroke-linejoin="round"/><circle cx="880" cy="410" r="16" fill="#e8ecef"/>
<path d="M560,360 Q800,300 1040,360" stroke="#ffffff" stroke-width="10" opacity="0.3" fill="none"/>`;
  }
  return svgDoc(
    shape.width,
    shape.height,
    defs,
    `<g transform="${placeDesign(shape, 800, 450, 1)}">${design}</g>`,
  );
}

/** A model's picture of one view. */
export function modelPictureSvg(
  model: DemoModel,
  view: DemoView,
  shape: Shape,
  variant: Variant = {},
): string {
  switch (view) {
    case "side":
      return sidePicture(model, shape, variant);
    case "front":
      return frontPicture(model, shape, variant);
    case "interior":
      return interiorPicture(model, shape, variant);
    case "detail":
      return detailPicture(model, shape, variant);
  }
}

// --- Scenes --------------------------------------------------------------------------------------

/**
 * Several models from the side on one backdrop: in a straight row (two rows, the back one
 * smaller and higher, for more than four), or staggered as a convoy.
 */
export function lineUpPicture(opts: {
  shape: Shape;
  models: readonly DemoModel[];
  setting: Setting;
  /** Each car's size: the share of the picture's width the longest car takes. */
  carWidth: number;
  isConvoy?: boolean;
}): string {
  const { shape, models, setting, carWidth, isConvoy = false } = opts;
  const { width: w, height: h } = shape;
  const bd = backdrop(setting, w, h, h * 0.56);
  const scale = (w * carWidth) / 505;
  const front = models.length > 4 ? models.slice(0, Math.ceil(models.length / 2)) : models;
  const back = models.length > 4 ? models.slice(front.length) : [];
  let defs = bd.defs;
  const row = (list: readonly DemoModel[], y: number, k: number, first: number) => {
    const gap = (w - list.length * 480 * k) / (list.length + 1);
    return list
      .map((m, i) => {
        const look = MODEL_LOOKS[m];
        const car = sideCar(look, `c${first + i}`, {}, bd.isNight, bd.sky);
        defs += car.defs;
        const x = gap + i * (480 * k + gap) + (480 - look.side.length) * k * 0.5;
        const dy = isConvoy ? (i % 2) * h * 0.1 : 0;
        const kk = isConvoy ? k * (0.85 + (i % 2) * 0.15) : k;
        return `<g transform="translate(${f1(x)} ${f1(y + dy)}) scale(${kk.toFixed(4)})">${car.svg}</g>`;
      })
      .join("");
  };
  const backRow = row(back, h * 0.7, scale * 0.82, front.length);
  const frontRow = row(front, isConvoy ? h * 0.74 : h * 0.9, scale, 0);
  const dust = isConvoy
    ? `<g fill="#f3d7a8" opacity="0.35">${models.map((_, i) => `<ellipse cx="${f1(((i + 0.6) * w) / (models.length + 1))}" cy="${f1(h * (0.72 + (i % 2) * 0.1))}" rx="${f1(120 * scale)}" ry="${f1(50 * scale)}"/>`).join("")}</g>`
    : "";
  return svgDoc(w, h, defs, `${bd.svg}${dust}${backRow}${frontRow}`);
}

function person(x: number, ground: number, size: number, shirt: string, skin = "#b07a55"): string {
  return `<rect x="${f1(x - size * 0.08)}" y="${f1(ground - size * 0.48)}" width="${f1(size * 0.07)}" height="${f1(size * 0.48)}" fill="#2b2f3a"/><rect x="${f1(x + size * 0.01)}" y="${f1(ground - size * 0.48)}" width="${f1(size * 0.07)}" height="${f1(size * 0.48)}" fill="#2b2f3a"/><rect x="${f1(x - size * 0.12)}" y="${f1(ground - size * 0.86)}" width="${f1(size * 0.24)}" height="${f1(size * 0.42)}" rx="${f1(size * 0.06)}" fill="${shirt}"/><circle cx="${f1(x)}" cy="${f1(ground - size * 0.94)}" r="${f1(size * 0.075)}" fill="${skin}"/>`;
}

/** A scene of the distributor's world that is not one model's. */
export function scenePicture(
  kind:
    | "showroom"
    | "serviceCentre"
    | "serviceFront"
    | "accessories"
    | "collection"
    | "familyTrip"
    | "handover"
    | "brandSquare"
    | "emptyRoad",
  shape: Shape,
): string {
  const { width: w, height: h } = shape;
  const u = Math.min(w, h) / 900;
  switch (kind) {
    case "showroom": {
      const bd = backdrop("studio", w, h, h * 0.6);
      const a = sideCar(MODEL_LOOKS["range-rover-velar"], "a", {}, false, bd.sky);
      const b = frontCar(MODEL_LOOKS["range-rover-sport"], "b", {}, false, bd.sky);
      const s = (w * 0.4) / 505;
      const glass = Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${f1(i * (w / 6) + 6 * u)}" y="${f1(30 * u)}" width="${f1(w / 6 - 12 * u)}" height="${f1(h * 0.6 - 60 * u)}" fill="#cfe3f2" opacity="0.55"/>`,
      ).join("");
      return svgDoc(
        w,
        h,
        `${bd.defs}${a.defs}${b.defs}`,
        `${bd.svg}${glass}<rect y="${f1(h * 0.6)}" width="${w}" height="${f1(h * 0.4)}" fill="#e8e9ea" opacity="0.55"/>
<g transform="translate(${f1(w * 0.06)} ${f1(h * 0.88)}) scale(${s.toFixed(4)})">${a.svg}</g>
<g transform="translate(${f1(w * 0.76)} ${f1(h * 0.86)}) scale(${(s * 1.25).toFixed(4)})">${b.svg}</g>
${person(w * 0.56, h * 0.86, 300 * u, "#1f3b2d")}${person(w * 0.62, h * 0.87, 290 * u, "#c9b79c", "#8a5a3c")}`,
      );
    }
    case "serviceCentre": {
      const bd = backdrop("workshop", w, h, h * 0.62);
      const car = sideCar(
        MODEL_LOOKS.discovery,
        "a",
        { paint: { body: "#d7dadc", roof: "#d7dadc" } },
        false,
        bd.sky,
      );
      const s = (w * 0.5) / 505;
      const lift = (x: number) =>
        `<rect x="${f1(x)}" y="${f1(h * 0.25)}" width="${f1(26 * u)}" height="${f1(h * 0.62)}" fill="#e2b322"/><rect x="${f1(x - 10 * u)}" y="${f1(h * 0.86)}" width="${f1(46 * u)}" height="${f1(10 * u)}" fill="#3a3d42"/>`;
      return svgDoc(
        w,
        h,
        `${bd.defs}${car.defs}`,
        `${bd.svg}${lift(w * 0.2)}${lift(w * 0.78)}<rect x="${f1(w * 0.22)}" y="${f1(h * 0.66)}" width="${f1(w * 0.57)}" height="${f1(14 * u)}" fill="#3a3d42"/>
<g transform="translate(${f1(w * 0.25)} ${f1(h * 0.66)}) scale(${s.toFixed(4)})">${car.svg}</g>
${person(w * 0.86, h * 0.94, 320 * u, "#1d4ed8")}`,
      );
    }
    case "serviceFront": {
      const bd = backdrop("park", w, h, h * 0.62);
      const car = frontCar(MODEL_LOOKS["discovery-sport"], "a", {}, false, bd.sky);
      const s = (h * 0.32) / 197;
      return svgDoc(
        w,
        h,
        `${bd.defs}${car.defs}`,
        `${bd.svg}<rect x="${f1(w * 0.12)}" y="${f1(h * 0.18)}" width="${f1(w * 0.76)}" height="${f1(h * 0.48)}" fill="#eef1f3"/><rect x="${f1(w * 0.12)}" y="${f1(h * 0.18)}" width="${f1(w * 0.76)}" height="${f1(h * 0.08)}" fill="#0f4a2d"/>${[
          0, 1, 2,
        ]
          .map(
            (i) =>
              `<rect x="${f1(w * (0.16 + i * 0.24))}" y="${f1(h * 0.32)}" width="${f1(w * 0.2)}" height="${f1(h * 0.34)}" fill="#9fb4c4"/><g stroke="#7d8f9c" stroke-width="${f1(3 * u)}">${[1, 2, 3, 4].map((k) => `<line x1="${f1(w * (0.16 + i * 0.24))}" x2="${f1(w * (0.36 + i * 0.24))}" y1="${f1(h * 0.32 + k * h * 0.068)}" y2="${f1(h * 0.32 + k * h * 0.068)}"/>`).join("")}</g>`,
          )
          .join(
            "",
          )}<ellipse cx="${f1(w * 0.5)}" cy="${f1(h * 0.22)}" rx="${f1(60 * u)}" ry="${f1(24 * u)}" fill="#c9ced3"/>
<g transform="translate(${f1(w * 0.5)} ${f1(h * 0.92)}) scale(${s.toFixed(4)})">${car.svg}</g>`,
      );
    }
    case "accessories":
      return sidePicture("defender", shape, {
        setting: "studio",
        paint: { body: "#a49a82", roof: "#f2f2ee" },
        roof: "rack",
      });
    case "familyTrip": {
      const bd = backdrop("valley", w, h, h * 0.56);
      const car = sideCar(
        MODEL_LOOKS["discovery-sport"],
        "a",
        { paint: { body: "#e9ebe8", roof: "#1c1e21" }, roof: "box" },
        false,
        bd.sky,
      );
      const s = (w * 0.5) / 505;
      return svgDoc(
        w,
        h,
        `${bd.defs}${car.defs}`,
        `${bd.svg}<g transform="translate(${f1(w * 0.08)} ${f1(h * 0.88)}) scale(${s.toFixed(4)})">${car.svg}</g>
<path d="M${f1(w * 0.7)},${f1(h * 0.88)} L${f1(w * 0.8)},${f1(h * 0.66)} L${f1(w * 0.9)},${f1(h * 0.88)} Z" fill="#e07a2f"/><path d="M${f1(w * 0.8)},${f1(h * 0.66)} L${f1(w * 0.78)},${f1(h * 0.88)} L${f1(w * 0.82)},${f1(h * 0.88)} Z" fill="#7a3b14"/>
${person(w * 0.64, h * 0.9, 260 * u, "#2563eb")}${person(w * 0.68, h * 0.9, 170 * u, "#f59e0b", "#c68a60")}${person(w * 0.94, h * 0.9, 250 * u, "#be185d", "#9a6444")}`,
      );
    }
    case "handover": {
      const bd = backdrop("studio", w, h, h * 0.6);
      const car = frontCar(
        MODEL_LOOKS["range-rover"],
        "a",
        { paint: { body: "#f1f2f0", roof: "#f1f2f0" } },
        false,
        bd.sky,
      );
      const s = (h * 0.58) / 197;
      return svgDoc(
        w,
        h,
        `${bd.defs}${car.defs}`,
        `${bd.svg}<g transform="translate(${f1(w * 0.5)} ${f1(h * 0.92)}) scale(${s.toFixed(4)})">${car.svg}
<rect x="-6" y="-190" width="12" height="190" fill="#c8102e"/><rect x="-102" y="-132" width="204" height="10" fill="#c8102e"/><path d="M0,-127 C-40,-170 -70,-150 -50,-127 C-70,-104 -40,-90 0,-127 C40,-90 70,-104 50,-127 C70,-150 40,-170 0,-127 Z" fill="#e11d48"/></g>
${person(w * 0.2, h * 0.95, 420 * u, "#0f4a2d")}${person(w * 0.29, h * 0.95, 400 * u, "#d9c7a8", "#8a5a3c")}<rect x="${f1(w * 0.235)}" y="${f1(h * 0.95 - 300 * u)}" width="${f1(22 * u)}" height="${f1(12 * u)}" rx="${f1(4 * u)}" fill="#111"/>`,
      );
    }
    case "collection": {
      const bd = backdrop("studio", w, h, h * 0.7);
      const shelf = (y: number) =>
        `<rect x="${f1(w * 0.08)}" y="${f1(y)}" width="${f1(w * 0.84)}" height="${f1(14 * u)}" fill="#6b4a32"/>`;
      const top = h * 0.36;
      const mid = h * 0.64;
      const model = sideCar(MODEL_LOOKS.defender, "m", {}, false, bd.sky);
      return svgDoc(
        w,
        h,
        `${bd.defs}${model.defs}`,
        `${bd.svg}<rect x="${f1(w * 0.06)}" y="${f1(h * 0.08)}" width="${f1(w * 0.88)}" height="${f1(h * 0.6)}" fill="#efe9df"/>${shelf(top)}${shelf(mid)}
<path d="M${f1(w * 0.14)},${f1(top)} L${f1(w * 0.16)},${f1(top - 150 * u)} L${f1(w * 0.3)},${f1(top - 150 * u)} L${f1(w * 0.32)},${f1(top)} Z" fill="#3f4a35"/><path d="M${f1(w * 0.18)},${f1(top - 150 * u)} Q${f1(w * 0.23)},${f1(top - 230 * u)} ${f1(w * 0.28)},${f1(top - 150 * u)}" stroke="#6b4a32" stroke-width="${f1(10 * u)}" fill="none"/>
<path d="M${f1(w * 0.4)},${f1(top)} Q${f1(w * 0.4)},${f1(top - 120 * u)} ${f1(w * 0.47)},${f1(top - 120 * u)} Q${f1(w * 0.54)},${f1(top - 120 * u)} ${f1(w * 0.54)},${f1(top)} Z" fill="#0f4a2d"/><rect x="${f1(w * 0.52)}" y="${f1(top - 16 * u)}" width="${f1(w * 0.06)}" height="${f1(16 * u)}" rx="${f1(8 * u)}" fill="#0f4a2d"/>
<rect x="${f1(w * 0.66)}" y="${f1(top - 120 * u)}" width="${f1(90 * u)}" height="${f1(120 * u)}" rx="${f1(10 * u)}" fill="#f4f4f2" stroke="#c9ced3" stroke-width="${f1(3 * u)}"/><path d="M${f1(w * 0.66 + 90 * u)},${f1(top - 95 * u)} q${f1(40 * u)},${f1(10 * u)} 0,${f1(60 * u)}" stroke="#c9ced3" stroke-width="${f1(10 * u)}" fill="none"/>
<path d="M${f1(w * 0.14)},${f1(mid)} L${f1(w * 0.14)},${f1(mid - 170 * u)} L${f1(w * 0.2)},${f1(mid - 200 * u)} L${f1(w * 0.26)},${f1(mid - 170 * u)} L${f1(w * 0.26)},${f1(mid)} Z" fill="#1f2937"/><path d="M${f1(w * 0.2)},${f1(mid - 200 * u)} L${f1(w * 0.2)},${f1(mid)}" stroke="#4b5563" stroke-width="${f1(3 * u)}"/>
<g transform="translate(${f1(w * 0.36)} ${f1(mid)}) scale(${((w * 0.2) / 476).toFixed(4)})">${model.svg}</g>
<rect x="${f1(w * 0.68)}" y="${f1(mid - 40 * u)}" width="${f1(200 * u)}" height="${f1(40 * u)}" rx="${f1(6 * u)}" fill="#7b5d43"/><circle cx="${f1(w * 0.68 + 100 * u)}" cy="${f1(mid - 80 * u)}" r="${f1(46 * u)}" fill="#d9dcdf" stroke="#1f2937" stroke-width="${f1(6 * u)}"/>`,
      );
    }
    case "brandSquare": {
      const bd = backdrop("sunset", w, h, h * 0.62);
      const car = frontCar(
        MODEL_LOOKS.defender,
        "a",
        { paint: { body: "#1f2023", roof: "#1f2023" } },
        false,
        bd.sky,
      );
      const s = (h * 0.42) / 197;
      return svgDoc(
        w,
        h,
        `${bd.defs}${car.defs}`,
        `${bd.svg}<g transform="translate(${f1(w * 0.5)} ${f1(h * 0.9)}) scale(${s.toFixed(4)})">${car.svg}</g>
<g transform="translate(${f1(w * 0.5)} ${f1(h * 0.17)}) scale(${f1(u * 1.4)})"><ellipse rx="130" ry="62" fill="#c9ced3"/><ellipse rx="122" ry="54" fill="#0f4a2d"/><path d="M-84,18 L-46,-14 L-18,8 L10,-26 L46,12 L70,-4 L94,18" fill="none" stroke="#f1f3f4" stroke-width="8" stroke-linejoin="round"/></g>`,
      );
    }
    case "emptyRoad": {
      const horizon = h * 0.5;
      const bd = backdrop("dunes", w, h, horizon);
      const vx = w * 0.52;
      return svgDoc(
        w,
        h,
        bd.defs,
        `${bd.svg}<path d="M${f1(vx - 8 * u)},${f1(horizon + 4 * u)} L${f1(vx + 8 * u)},${f1(horizon + 4 * u)} L${f1(w * 0.95)},${f1(h)} L${f1(w * 0.05)},${f1(h)} Z" fill="#4b4d52"/><path d="M${f1(vx)},${f1(horizon + 6 * u)} L${f1(vx)},${f1(h)}" stroke="#f1f1ec" stroke-width="${f1(10 * u)}" stroke-dasharray="${f1(40 * u)} ${f1(50 * u)}"/><path d="M${f1(vx - 8 * u)},${f1(horizon + 4 * u)} L${f1(w * 0.05)},${f1(h)} M${f1(vx + 8 * u)},${f1(horizon + 4 * u)} L${f1(w * 0.95)},${f1(h)}" stroke="#e8d7b4" stroke-width="${f1(6 * u)}"/>${[0.2, 0.35, 0.5].map((t) => `<rect x="${f1(vx + w * 0.43 * t * 1.25)}" y="${f1(horizon + (h - horizon) * t - 70 * u * t)}" width="${f1(8 * u * t * 2)}" height="${f1(90 * u * t * 2)}" fill="#e5e7eb"/>`).join("")}`,
      );
    }
  }
}
