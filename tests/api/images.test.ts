import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, THUMBNAIL_WIDTH } from "../../runtime/core/image-url.ts";
import { OG_IMAGE_WIDTH } from "../../runtime/core/page-meta.ts";
import { media } from "../../runtime/db/tables/index.ts";
import { imageVariantStats, variantSizes } from "../../runtime/features/media/images.ts";
import { buildServer } from "../../runtime/server.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

const HERO = 24735;

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: "utf8" }) : [];

describe.each(engines)("picture variants on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let cacheDir: string;
  let editor: TestSession;
  const start = () => buildServer({ db: database.db, imageCacheDir: cacheDir });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });
  beforeAll(async () => {
    database = await freshDatabase(engine, { demo: true });
    cacheDir = mkdtempSync(path.join(tmpdir(), "image-variants-"));
    app = await start();
    editor = await signedInAs(database.db, "editor");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it("serves every picture URL the site's pages and the editor ask for, without a redirect", async () => {
    expect(IMAGE_WIDTHS).toContain(THUMBNAIL_WIDTH);
    expect(IMAGE_WIDTHS).toContain(OG_IMAGE_WIDTH);
    const urls = new Set<string>();
    for (const page of ["/ar/", "/ar/models/defender"]) {
      const res = await get(page);
      expect(res.statusCode, page).toBe(200);
      for (const [found] of res.body.matchAll(/\/api\/v2\/images\/\d+\/w\/[^\s"',]+/g))
        urls.add(found);
    }
    const library = await get("/api/cms/media", editor.headers);
    for (const item of library.json().data as { url: string; thumbnail_url: string }[]) {
      urls.add(item.url);
      urls.add(item.thumbnail_url);
    }
    // One of each shape (width, height, format) is enough: which picture does not matter.
    const shapes = new Map<string, string>();
    for (const url of urls) shapes.set(url.replace(/images\/\d+\//, "images/{id}/"), url);
    expect([...shapes.keys()]).toEqual(
      expect.arrayContaining([
        "/api/v2/images/{id}/w/1600.jpg",
        "/api/v2/images/{id}/w/320.jpg",
        "/api/v2/images/{id}/w/1600/h/900.jpg",
        "/api/v2/images/{id}/w/640/h/360.jpg",
      ]),
    );
    for (const url of shapes.values()) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
    }
    for (const { w, h } of variantSizes) {
      const res = await get(`/api/v2/images/${HERO}/w/${w}/h/${h}.jpg`);
      expect(res.statusCode, `${w}x${h}`).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: w, height: h });
    }
  });

  it("sends any other width to the next served one up, with a redirect and no picture work", async () => {
    const before = imageVariantStats().generated;
    for (const [asked, sent] of [
      ["w/700.webp", "w/1024.webp"],
      ["w/1.jpg", "w/320.jpg"],
      ["w/1601.avif", "w/3200.avif"],
      ["w/0640.png", "w/640.png"],
      ["w/320", "w/320.jpg"],
      ["w/320.jpeg", "w/320.jpg"],
      ["w/1600/h/900.jpeg", "w/1600/h/900.jpg"],
    ]) {
      const res = await get(`/api/v2/images/${HERO}/${asked}`);
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(`/api/v2/images/${HERO}/${sent}`);
      expect(res.headers["cache-control"], asked).toMatch(/^public, max-age=\d+$/);
    }
    for (const asked of ["w/3201.jpg", "w/0.jpg", "w/320.gif", "w/abc.jpg"]) {
      const res = await get(`/api/v2/images/${HERO}/${asked}`);
      expect(res.statusCode, asked).toBe(400);
      expect(res.json().message, asked).toContain("320, 640, 1024, 1600, 3200");
    }
    expect(imageVariantStats().generated).toBe(before);
  });

  it("refuses a crop the catalogue does not name, with a 400 listing the crops, at once", async () => {
    const before = imageVariantStats().generated;
    const started = performance.now();
    for (const asked of ["w/3200/h/3200.avif", "w/1600/h/901.jpg", "w/32/h/24.webp"]) {
      const res = await get(`/api/v2/images/${HERO}/${asked}`);
      expect(res.statusCode, asked).toBe(400);
      expect(res.json().message, asked).toContain("1600x900");
      expect(res.json().message, asked).toContain("768x1365");
    }
    expect(performance.now() - started).toBeLessThan(1000);
    expect(imageVariantStats().generated).toBe(before);
  });

  it("never makes a width-only variant wider than the picture", async () => {
    const res = await get(`/api/v2/images/${HERO}/w/3200.webp`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1600);
  });

  it("keeps a made variant on disk and serves it again without sharp, after a restart too", async () => {
    const url = `/api/v2/images/${HERO}/w/1024/h/576.webp`;
    const before = imageVariantStats().generated;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(imageVariantStats().generated).toBe(before + 1);
    const file = path.join(cacheDir, String(HERO), "1024x576.webp");
    expect(readFileSync(file).equals(first.rawPayload)).toBe(true);
    expect(filesUnder(cacheDir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    const again = await get(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    await app.close();
    app = await start();
    const afterRestart = await get(url);
    expect(afterRestart.statusCode).toBe(200);
    expect(afterRestart.headers["content-type"]).toBe("image/webp");
    expect(afterRestart.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(imageVariantStats().generated).toBe(before + 1);
  });

  it("makes a variant once however many ask for it at once, and at most two at a time", async () => {
    const before = imageVariantStats().generated;
    const same = Array.from({ length: 6 }, () => get(`/api/v2/images/${HERO}/w/640.webp`));
    const distinct = [30001, 30003, 30004, 30005, 30006, 105475].map((id) =>
      get(`/api/v2/images/${id}/w/640/h/360.png`),
    );
    const answers = await Promise.all([...same, ...distinct]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    const [one, ...rest] = answers.slice(0, 6);
    for (const res of rest)
      expect(res.rawPayload.equals(one?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    expect(imageVariantStats().generated).toBe(before + 1 + distinct.length);
    expect(imageVariantStats().peakRunning).toBe(2);
  });

  it("removes a deleted picture's variants from disk and answers 404 for them", async () => {
    const data = await sharp({
      create: { width: 800, height: 450, channels: 3, background: "#0c4a6e" },
    })
      .jpeg()
      .toBuffer();
    const [row] = await database.db
      .insert(media)
      .values({
        id: sql`nextval('media_id_seq')`,
        filename: "spare.jpg",
        mime: "image/jpeg",
        width: 800,
        height: 450,
        data,
        size_bytes: data.length,
      })
      .returning({ id: media.id });
    const id = row?.id ?? 0;
    expect((await get(`/api/v2/images/${id}/w/640/h/360.jpg`)).statusCode).toBe(200);
    expect((await get(`/api/v2/images/${id}/w/320.avif`)).statusCode).toBe(200);
    expect(filesUnder(path.join(cacheDir, String(id))).sort()).toEqual([
      "640x360.jpg",
      "w320.avif",
    ]);
    const gone = await app.inject({
      method: "DELETE",
      url: `/api/cms/media/${id}`,
      headers: editor.headers,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(existsSync(path.join(cacheDir, String(id)))).toBe(false);
    expect((await get(`/api/v2/images/${id}/w/640/h/360.jpg`)).statusCode).toBe(404);
    expect((await get(`/api/v2/images/${id}/w/320.avif`)).statusCode).toBe(404);
  });
});
