import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { DemoImage } from "./demo-image.ts";
import { view360Images } from "./view360-images.ts";

/** Demo pictures drawn as SVG scenes (dunes, sky, a 4x4 silhouette), so the demo needs no files. */
interface Scene {
  id: number;
  alt: string;
  sky: [string, string];
  sand: [string, string];
  sun: string;
  width: number;
  height: number;
}

const scenes: Scene[] = [
  {
    id: 24735,
    alt: "سيارة دفع رباعي على طريق صحراوي",
    sky: ["#f6d8a8", "#e9a86b"],
    sand: ["#d99a5b", "#b8733c"],
    sun: "#fff3d6",
    width: 1600,
    height: 900,
  },
  {
    id: 30001,
    alt: "ديفندر على الكثبان عند الغروب",
    sky: ["#ffb36b", "#c2410c"],
    sand: ["#b45309", "#7c2d12"],
    sun: "#ffe4b5",
    width: 1600,
    height: 900,
  },
  {
    id: 30002,
    alt: "ديفندر على الكثبان عند الغروب",
    sky: ["#ffb36b", "#c2410c"],
    sand: ["#b45309", "#7c2d12"],
    sun: "#ffe4b5",
    width: 1080,
    height: 1920,
  },
  {
    id: 30003,
    alt: "رينج روفر في شارع المدينة ليلاً",
    sky: ["#1e293b", "#0f172a"],
    sand: ["#334155", "#1e293b"],
    sun: "#e2e8f0",
    width: 1600,
    height: 900,
  },
  {
    id: 30004,
    alt: "ديسكفري في وادٍ جبلي",
    sky: ["#bae6fd", "#7dd3fc"],
    sand: ["#a8a29e", "#78716c"],
    sun: "#ffffff",
    width: 1600,
    height: 900,
  },
  {
    id: 30005,
    alt: "مقصورة فاخرة بمقاعد جلدية",
    sky: ["#e7e5e4", "#a8a29e"],
    sand: ["#57534e", "#292524"],
    sun: "#fafaf9",
    width: 1600,
    height: 900,
  },
  {
    id: 30006,
    alt: "مركز خدمة حديث",
    sky: ["#d1fae5", "#6ee7b7"],
    sand: ["#065f46", "#064e3b"],
    sun: "#ecfdf5",
    width: 1600,
    height: 900,
  },
  {
    id: 105475,
    alt: "صورة المشاركة الاجتماعية",
    sky: ["#fde68a", "#f59e0b"],
    sand: ["#92400e", "#78350f"],
    sun: "#fffbeb",
    width: 1600,
    height: 900,
  },
  {
    id: 101327,
    alt: "طريق صحراوي خالٍ",
    sky: ["#cbd5e1", "#94a3b8"],
    sand: ["#a16207", "#713f12"],
    sun: "#f8fafc",
    width: 1600,
    height: 900,
  },
];

function svg(s: Scene): string {
  const { width: w, height: h } = s;
  const horizon = h * 0.62;
  const car = `<g transform="translate(${w * 0.5 - 260} ${horizon - 40}) scale(1.3)" fill="#0c121c" opacity="0.92">
    <path d="M20 120 L40 60 L90 40 L300 40 L330 60 L370 70 L380 120 Z"/>
    <rect x="100" y="50" width="80" height="30" fill="#f8fafc" opacity="0.25"/><rect x="190" y="50" width="90" height="30" fill="#f8fafc" opacity="0.25"/>
    <circle cx="95" cy="125" r="32"/><circle cx="305" cy="125" r="32"/>
    <circle cx="95" cy="125" r="14" fill="#6b7280"/><circle cx="305" cy="125" r="14" fill="#6b7280"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient>
  <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sand[0]}"/><stop offset="1" stop-color="${s.sand[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${w * 0.78}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.09}" fill="${s.sun}" opacity="0.9"/>
  <path d="M0 ${horizon} C ${w * 0.25} ${horizon - h * 0.12}, ${w * 0.5} ${horizon + h * 0.05}, ${w} ${horizon - h * 0.08} L ${w} ${h} L 0 ${h} Z" fill="url(#sand)" opacity="0.75"/>
  <path d="M0 ${horizon + h * 0.12} C ${w * 0.3} ${horizon}, ${w * 0.6} ${horizon + h * 0.2}, ${w} ${horizon + h * 0.08} L ${w} ${h} L 0 ${h} Z" fill="url(#sand)"/>
  ${car}</svg>`;
}

/** How a scene becomes a JPEG; part of each picture's cache key. */
const jpegOptions = { quality: 88 } as const;

/**
 * Where drawn pictures are kept between runs (every test database imports the demo), one file
 * per picture named by the hash of everything it is drawn from, so a changed scene, option or
 * sharp/libvips version draws it again and a stale file is never read.
 */
const cacheDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../node_modules/.cache/demo-images",
);

function cacheKey(sceneSvg: string): string {
  return createHash("sha256")
    .update(JSON.stringify({ svg: sceneSvg, jpeg: jpegOptions, versions: sharp.versions }))
    .digest("hex");
}

async function drawScene(s: Scene): Promise<Buffer> {
  return drawSvg(svg(s));
}

/** An SVG drawn as a JPEG, through the cache above. */
export async function drawSvg(sceneSvg: string): Promise<Buffer> {
  const file = path.join(cacheDir, `${cacheKey(sceneSvg)}.jpg`);
  try {
    return readFileSync(file);
  } catch {
    // Not drawn yet: draw below.
  }
  const data = await sharp(Buffer.from(sceneSvg)).jpeg(jpegOptions).toBuffer();
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Written aside then renamed, so a process drawing at the same time never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, data);
    renameSync(partial, file);
  } catch {
    // A read-only tree still gets its pictures, drawn every time.
  }
  return data;
}

export async function demoImages(): Promise<DemoImage[]> {
  const pictures = await Promise.all(
    scenes.map(async (s) => ({
      id: s.id,
      filename: `demo-${s.id}.jpg`,
      mime: "image/jpeg",
      alt: s.alt,
      width: s.width,
      height: s.height,
      data: await drawScene(s),
    })),
  );
  // The 360 views' image sequences (exterior turns, interior panoramas).
  return [...pictures, ...(await view360Images(drawSvg))];
}
