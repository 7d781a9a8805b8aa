import type { FastifyReply } from "fastify";
import sharp from "sharp";
import catalogue from "../../generated/catalogue.json" with { type: "json" };
import { ApiProblem, notFound } from "../cms/problem.ts";
import type { ImageSize } from "../core/image-url.ts";
import { findMedia } from "../db/repo.ts";
import type { AppDeps } from "./deps.ts";
import type { ApiHandlers } from "./route-table.ts";

const formats = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  png: "image/png",
  avif: "image/avif",
} as const;
type Format = keyof typeof formats;
const maxSide = 3200;
const cache = new Map<string, Buffer>();
const cacheLimit = 300;

/** The crops the specification names for hero pictures (1600x900, 1024x576, 640x360). */
const SPEC_SIZES: ImageSize[] = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
];

function collectSizes(value: unknown, into: Map<string, { w: number; h: number }>): void {
  if (Array.isArray(value)) {
    for (const v of value) collectSizes(v, into);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  for (const [key, v] of Object.entries(value)) {
    if (key === "sizes" && Array.isArray(v)) {
      for (const size of v as { w?: unknown; h?: unknown }[])
        if (typeof size.w === "number" && typeof size.h === "number")
          into.set(`${size.w}x${size.h}`, { w: size.w, h: size.h });
    } else collectSizes(v, into);
  }
}

/** Every fixed crop an image field of the catalogue asks for (x-sizes), with the spec's, widest first. */
export const variantSizes: readonly { w: number; h: number }[] = (() => {
  const sizes = new Map<string, { w: number; h: number }>();
  for (const s of SPEC_SIZES) if (s.h) sizes.set(`${s.w}x${s.h}`, { w: s.w, h: s.h });
  collectSizes(catalogue, sizes);
  return [...sizes.values()].sort((a, b) => b.w - a.w || b.h - a.h);
})();

/** Drops the cached variants of a picture (after it is deleted from the library). */
export function forgetImage(id: number): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${id}/`)) cache.delete(key);
}

function parseSpec(spec: string): { size: number; format: Format } | null {
  const match = /^(\d{1,4})(?:\.(jpg|jpeg|webp|png|avif))?$/.exec(spec);
  if (!match) return null;
  const size = Number(match[1]);
  if (size < 1 || size > maxSide) return null;
  return { size, format: (match[2] ?? "jpg") as Format };
}

/** Image variants as the media library serves them: .../images/{id}/w/{w}[/h/{h}].{format}. */
export function imageHandlers(
  deps: AppDeps,
): Pick<ApiHandlers, "getImageVariants" | "getImageAtWidth" | "getImageAtSize"> {
  const { db } = deps;
  const send = async (reply: FastifyReply, idNumber: number, w: string, hSpec: string | null) => {
    const id = String(idNumber);
    const width =
      hSpec === null
        ? parseSpec(w)
        : /^\d{1,4}$/.test(w)
          ? { size: Number(w), format: "jpg" as Format }
          : null;
    const height = hSpec === null ? null : parseSpec(hSpec);
    if (!/^\d+$/.test(id) || !width || width.size > maxSide || (hSpec !== null && !height)) {
      throw new ApiProblem(
        400,
        "bad_request",
        `Image URLs are /api/v2/images/{id}/w/{1-${maxSide}}[/h/{1-${maxSide}}].{jpg|webp|png|avif}`,
      );
    }
    const format = height?.format ?? width.format;
    const key = `${id}/${width.size}/${height?.size ?? ""}/${format}`;
    let body = cache.get(key);
    if (!body) {
      const row = await findMedia(db, Number(id));
      if (!row) throw notFound(`No image has the id ${id}`);
      const pipeline = sharp(row.data).resize({
        width: width.size,
        height: height?.size,
        fit: "cover",
        withoutEnlargement: false,
      });
      body = await (format === "png"
        ? pipeline.png()
        : format === "webp"
          ? pipeline.webp({ quality: 80 })
          : format === "avif"
            ? pipeline.avif({ quality: 55 })
            : pipeline.jpeg({ quality: 82, mozjpeg: true })
      ).toBuffer();
      if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value as string);
      cache.set(key, body);
    }
    return reply
      .header("content-type", formats[format])
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(body);
  };
  return {
    getImageAtWidth: (req, reply) => send(reply, req.params.id, req.params.spec, null),
    getImageAtSize: (req, reply) => send(reply, req.params.id, req.params.w, req.params.spec),
    // The variants of one picture at the catalogue's sizes, for pickers and API clients.
    getImageVariants: async (req) => {
      const row = await findMedia(db, req.params.id);
      if (!row) throw notFound(`No image has the id ${req.params.id}`);
      return {
        data: {
          id: row.id,
          alt: row.alt,
          mime: row.mime,
          width: row.width,
          height: row.height,
          variants: variantSizes.map((s) => ({
            width: s.w,
            height: s.h,
            url: `/api/v2/images/${row.id}/w/${s.w}/h/${s.h}.jpg`,
          })),
        },
      };
    },
  };
}
