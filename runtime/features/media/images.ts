import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import sharp from "sharp";
import catalogue from "../../../generated/catalogue.json" with { type: "json" };
import {
  FALLBACK_IMAGE_SIZE,
  HERO_SIZES,
  IMAGE_WIDTHS,
  type ImageSize,
  MAX_IMAGE_SIDE,
  snapImageWidth,
} from "../../core/image-url.ts";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/tables/index.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiProblem, notFound, sendError } from "../../http/problem.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { findMedia } from "../pages/index.ts";

const formats = {
  jpg: "image/jpeg",
  webp: "image/webp",
  png: "image/png",
  avif: "image/avif",
} as const;
type Format = keyof typeof formats;
/** Extensions a URL may carry; `.jpeg` (and none, for a width) are sent to `.jpg`. */
const formatOf = (ext: string | undefined): Format | null =>
  ext === undefined || ext === "jpeg" ? "jpg" : ext in formats ? (ext as Format) : null;

/** The crops the specification names for hero pictures, and their fallback (900x500). */
const SPEC_SIZES: readonly ImageSize[] = [...HERO_SIZES, FALLBACK_IMAGE_SIZE];

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
const cropKeys = new Set(variantSizes.map((s) => `${s.w}x${s.h}`));
const cropList = variantSizes.map((s) => `${s.w}x${s.h}`).join(", ");

/** One variant the library makes: a width (never wider than the picture) or a fixed crop. */
interface Variant {
  id: number;
  w: number;
  h: number | null;
  format: Format;
}

/** The variant's file name, unique within its picture's folder: w320.jpg, 1600x900.avif. */
const fileName = (v: Variant) => `${v.h === null ? `w${v.w}` : `${v.w}x${v.h}`}.${v.format}`;
const canonicalUrl = (v: Variant) =>
  `/api/v2/images/${v.id}/w/${v.w}${v.h === null ? "" : `/h/${v.h}`}.${v.format}`;

/** Variants made at once; more wait in a queue of MAX_WAITING, and past that are refused (503). */
const MAX_RUNNING = 2;
const MAX_WAITING = 64;
/** The in-memory copies: at most this many bytes in all, none bigger than a tenth of it. */
const MEMORY_BYTES = 32 * 1024 * 1024;

class Busy extends Error {}

/** The process's sharp work on variants, shared by every server in it: CPU is the process's. */
const work = { running: 0, waiting: [] as (() => void)[] };
/** How many variants sharp has made in this process, and the most at once (read by the tests). */
const stats = { generated: 0, peakRunning: 0 };

/** Runs `job` when fewer than MAX_RUNNING variants are being made; Busy when the queue is full. */
async function slot<T>(job: () => Promise<T>): Promise<T> {
  if (work.running >= MAX_RUNNING) {
    if (work.waiting.length >= MAX_WAITING) throw new Busy();
    // A finishing job hands its slot over: `running` already counts this one.
    await new Promise<void>((resolve) => work.waiting.push(resolve));
  } else work.running++;
  stats.peakRunning = Math.max(stats.peakRunning, work.running);
  try {
    return await job();
  } finally {
    const next = work.waiting.shift();
    if (next) next();
    else work.running--;
  }
}

/** How many variants this process has made with sharp, and the most it made at once. */
export function imageVariantStats(): { generated: number; peakRunning: number } {
  return { ...stats };
}

/** Makes the variant: crops fill their box (cover); widths keep the picture's own if narrower. */
async function render(data: Buffer, v: Variant): Promise<Buffer> {
  const pipeline = sharp(data).resize(
    v.h === null
      ? { width: v.w, withoutEnlargement: true }
      : { width: v.w, height: v.h, fit: "cover", withoutEnlargement: false },
  );
  return (
    v.format === "png"
      ? pipeline.png()
      : v.format === "webp"
        ? pipeline.webp({ quality: 80 })
        : v.format === "avif"
          ? // Effort 2 of 9 (default 4): a quarter to a tenth of the time, for a larger file.
            pipeline.avif({ quality: 55, effort: 2 })
          : pipeline.jpeg({ quality: 82, mozjpeg: true })
  ).toBuffer();
}

/**
 * The variants of one server: in memory (bounded, least recently used first out), on disk under
 * `dir` when given (written to a temporary file and renamed, so a reader never sees half a file;
 * read again after a restart), made by sharp at most MAX_RUNNING at a time in the process, one
 * job per variant however many requests ask for it meanwhile.
 */
class VariantStore {
  private readonly memory = new Map<string, Buffer>();
  private memoryBytes = 0;
  private readonly jobs = new Map<string, Promise<Buffer | null>>();
  /** Bumped when a picture is forgotten, so a job that read it before does not write it back. */
  private readonly epochs = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly dir: string | null,
  ) {}

  private key(v: Variant): string {
    return `${v.id}/${fileName(v)}`;
  }

  /** The variant's bytes, or null when the picture does not exist. */
  get(v: Variant, warn: (message: string, error: unknown) => void): Promise<Buffer | null> {
    const key = this.key(v);
    const held = this.memory.get(key);
    if (held) {
      this.memory.delete(key);
      this.memory.set(key, held);
      return Promise.resolve(held);
    }
    const pending = this.jobs.get(key);
    if (pending) return pending;
    const job = this.load(v, key, warn).finally(() => this.jobs.delete(key));
    this.jobs.set(key, job);
    return job;
  }

  private async load(
    v: Variant,
    key: string,
    warn: (message: string, error: unknown) => void,
  ): Promise<Buffer | null> {
    const epoch = this.epochs.get(v.id) ?? 0;
    const file = this.dir === null ? null : path.join(this.dir, String(v.id), fileName(v));
    if (file) {
      const stored = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") warn(`image cache: cannot read ${file}`, error);
        return null;
      });
      if (stored) {
        this.remember(key, stored);
        return stored;
      }
    }
    // Only the id is read before queueing: a missing picture is answered at once, and waiting
    // jobs hold no picture bytes.
    const [exists] = await this.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.id, v.id))
      .limit(1);
    if (!exists) return null;
    const body = await slot(async () => {
      const row = await findMedia(this.db, v.id);
      if (!row) return null;
      stats.generated++;
      return render(row.data, v);
    });
    if (!body || (this.epochs.get(v.id) ?? 0) !== epoch) return body;
    this.remember(key, body);
    if (file) {
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temp, body);
        if ((this.epochs.get(v.id) ?? 0) === epoch) await rename(temp, file);
        else await rm(temp, { force: true });
      } catch (error) {
        warn(`image cache: cannot write ${file}`, error);
        await rm(temp, { force: true }).catch(() => undefined);
      }
    }
    return body;
  }

  private remember(key: string, body: Buffer): void {
    if (body.length > MEMORY_BYTES / 10) return;
    const old = this.memory.get(key);
    if (old) this.memoryBytes -= old.length;
    this.memory.set(key, body);
    this.memoryBytes += body.length;
    for (const [k, b] of this.memory) {
      if (this.memoryBytes <= MEMORY_BYTES) break;
      this.memory.delete(k);
      this.memoryBytes -= b.length;
    }
  }

  /** Drops a picture's variants from memory and disk (after it is deleted from the library). */
  async forget(id: number): Promise<void> {
    this.epochs.set(id, (this.epochs.get(id) ?? 0) + 1);
    for (const [key, body] of [...this.memory])
      if (key.startsWith(`${id}/`)) {
        this.memory.delete(key);
        this.memoryBytes -= body.length;
      }
    await Promise.allSettled(
      [...this.jobs].filter(([key]) => key.startsWith(`${id}/`)).map(([, job]) => job),
    );
    if (this.dir) await rm(path.join(this.dir, String(id)), { recursive: true, force: true });
  }
}

/** One store per server (its database and cache folder), shared by the image and media routes. */
const stores = new WeakMap<AppDeps, VariantStore>();
function storeOf(deps: AppDeps): VariantStore {
  let store = stores.get(deps);
  if (!store) {
    store = new VariantStore(deps.db, deps.imageCacheDir ?? null);
    stores.set(deps, store);
  }
  return store;
}

/** Drops the variants of a picture, in memory and on disk (after it is deleted from the library). */
export function forgetImage(deps: AppDeps, id: number): Promise<void> {
  return storeOf(deps).forget(id);
}

const urlRule =
  `Image URLs are /api/v2/images/{id}/w/{width}.{jpg|webp|png|avif} (widths ${IMAGE_WIDTHS.join(", ")}; ` +
  `another width up to ${MAX_IMAGE_SIDE} is redirected to the next one up) or ` +
  `/api/v2/images/{id}/w/{width}/h/{height}.{format} for the crops ${cropList}`;

/**
 * The variant a URL names, or where to send it: a width snaps up to the next served one (301 to
 * its canonical URL), `.jpeg` and a width without extension become `.jpg`; a crop must be one of
 * the catalogue's (400 otherwise), since snapping it would change its shape.
 */
function readVariant(
  id: number,
  w: string,
  spec: string,
  isCrop: boolean,
): { variant: Variant; isCanonical: boolean } {
  const match = /^(\d{1,4})(?:\.([a-z]{3,4}))?$/.exec(spec);
  const format = formatOf(match?.[2]);
  if (!match || !format || (isCrop && !/^\d{1,4}$/.test(w)))
    throw new ApiProblem(400, "bad_request", urlRule);
  const asked = { w: Number(isCrop ? w : match[1]), h: isCrop ? Number(match[1]) : null };
  if (asked.h !== null) {
    if (!cropKeys.has(`${asked.w}x${asked.h}`))
      throw new ApiProblem(
        400,
        "bad_request",
        `${asked.w}x${asked.h} is not one of the crops this site makes (${cropList}): ${urlRule}`,
      );
    const variant = { id, w: asked.w, h: asked.h, format };
    return { variant, isCanonical: `${w}/h/${spec}` === `${asked.w}/h/${asked.h}.${format}` };
  }
  const snapped = asked.w >= 1 ? snapImageWidth(asked.w) : null;
  if (snapped === null)
    throw new ApiProblem(
      400,
      "bad_request",
      `A width is 1 to ${MAX_IMAGE_SIDE} pixels: ${urlRule}`,
    );
  const variant = { id, w: snapped, h: null, format };
  return { variant, isCanonical: spec === `${snapped}.${format}` };
}

/** Image variants as the media library serves them: .../images/{id}/w/{w}[/h/{h}].{format}. */
export function imageHandlers(
  deps: AppDeps,
): Pick<ApiHandlers, "getImageVariants" | "getImageAtWidth" | "getImageAtSize"> {
  const { db } = deps;
  const store = storeOf(deps);
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    w: string,
    spec: string,
    isCrop: boolean,
  ) => {
    const { variant, isCanonical } = readVariant(id, w, spec, isCrop);
    // One URL per variant keeps caches (this one and a CDN's) to the variants that exist: the
    // redirect is a few bytes, where serving the snapped picture under every width would store
    // it again for each of them.
    if (!isCanonical)
      return reply
        .code(301)
        .header("location", canonicalUrl(variant))
        .header("cache-control", "public, max-age=86400")
        .send();
    let body: Buffer | null;
    try {
      body = await store.get(variant, (message, error) =>
        request.log.warn({ err: error }, message),
      );
    } catch (error) {
      if (!(error instanceof Busy)) throw error;
      reply.header("retry-after", "5");
      return sendError(
        reply,
        503,
        "busy",
        "Too many picture variants are being made; try again shortly",
      );
    }
    if (!body) throw notFound(`No image has the id ${id}`);
    return reply
      .header("content-type", formats[variant.format])
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(body);
  };
  return {
    getImageAtWidth: (req, reply) =>
      send(req, reply, req.params.id, req.params.spec, req.params.spec, false),
    getImageAtSize: (req, reply) =>
      send(req, reply, req.params.id, req.params.w, req.params.spec, true),
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
