import type { FastifyInstance, FastifyReply } from "fastify";
import sharp from "sharp";
import type { Db } from "../db/client.ts";
import { findMedia } from "../db/repo.ts";

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

function parseSpec(spec: string): { size: number; format: Format } | null {
  const match = /^(\d{1,4})(?:\.(jpg|jpeg|webp|png|avif))?$/.exec(spec);
  if (!match) return null;
  const size = Number(match[1]);
  if (size < 1 || size > maxSide) return null;
  return { size, format: (match[2] ?? "jpg") as Format };
}

/** Image variants as the media library serves them: .../images/{id}/w/{w}[/h/{h}].{format}. */
export function registerImageRoutes(app: FastifyInstance, db: Db): void {
  const send = async (reply: FastifyReply, id: string, w: string, hSpec: string | null) => {
    const width =
      hSpec === null
        ? parseSpec(w)
        : /^\d{1,4}$/.test(w)
          ? { size: Number(w), format: "jpg" as Format }
          : null;
    const height = hSpec === null ? null : parseSpec(hSpec);
    if (!/^\d+$/.test(id) || !width || width.size > maxSide || (hSpec !== null && !height)) {
      return reply.code(400).send({
        statusCode: 400,
        error: "Bad Request",
        message: `Image URLs are /api/v2/images/{id}/w/{1-${maxSide}}[/h/{1-${maxSide}}].{jpg|webp|png|avif}`,
      });
    }
    const format = height?.format ?? width.format;
    const key = `${id}/${width.size}/${height?.size ?? ""}/${format}`;
    let body = cache.get(key);
    if (!body) {
      const row = await findMedia(db, Number(id));
      if (!row)
        return reply
          .code(404)
          .send({ statusCode: 404, error: "Not Found", message: `No image has the id ${id}` });
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
  app.get<{ Params: { id: string; spec: string } }>("/api/v2/images/:id/w/:spec", (req, reply) =>
    send(reply, req.params.id, req.params.spec, null),
  );
  app.get<{ Params: { id: string; w: string; spec: string } }>(
    "/api/v2/images/:id/w/:w/h/:spec",
    (req, reply) => send(reply, req.params.id, req.params.w, req.params.spec),
  );
  app.get<{ Params: { id: string } }>("/api/v2/images/:id", async (req, reply) => {
    if (!/^\d+$/.test(req.params.id))
      return reply
        .code(400)
        .send({ statusCode: 400, error: "Bad Request", message: "id must be digits" });
    const row = await findMedia(db, Number(req.params.id));
    if (!row)
      return reply.code(404).send({
        statusCode: 404,
        error: "Not Found",
        message: `No image has the id ${req.params.id}`,
      });
    return {
      id: row.id,
      alt: row.alt,
      width: row.width,
      height: row.height,
      variants: [{ width: row.width, height: row.height }],
    };
  });
}
