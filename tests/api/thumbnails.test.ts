import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBlockTemplateKey } from "../../generated/blocks.ts";
import catalogue from "../../generated/catalogue.json" with { type: "json" };
import { chromiumPath, hasChromium } from "../../generator/chromium.ts";
import {
  readManifest,
  thumbnailFormat,
  thumbnailHash,
  thumbnailsDir,
} from "../../generator/thumbnails.ts";
import { registerThumbnailRoutesFrom } from "../../runtime/features/media/thumbnails.ts";
import { buildServer } from "../../runtime/server.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

const entries = catalogue.data.map((entry) => ({
  key: entry.attributes.key,
  url: entry.attributes.thumbnail_url,
}));
const rerun = "run `npm run thumbnails` and commit generated/thumbnails/";
const isDrawn = (key: string): boolean => existsSync(path.join(thumbnailsDir, `${key}.png`));
const drawn = entries.filter(({ key }) => isDrawn(key));

/**
 * A missing or stale thumbnail fails wherever it can be drawn. On a machine without Chromium
 * (a block scaffolded there could not get one) it is reported as skipped instead: the fix needs
 * Chromium, and CI, which installs it, still fails until the thumbnail is committed.
 */
const canDraw = hasChromium();
const noChromium = `no Chromium at ${chromiumPath()} to draw it`;

describe("generated thumbnails", () => {
  const manifest = readManifest();

  it("cover the whole catalogue", ({ skip }) => {
    expect(entries.length).toBeGreaterThan(0);
    const missing = entries.filter(({ key }) => !isDrawn(key)).map((e) => e.key);
    skip(!canDraw && missing.length > 0, `not drawn: ${missing.join(", ")} (${noChromium})`);
    expect(missing, `thumbnails missing: ${rerun}`).toEqual([]);
  });

  it.each(entries)("$key: the catalogue points at /blocks_thumbnails/$key.png", ({ key, url }) => {
    expect(url).toBe(`/blocks_thumbnails/${key}.png`);
  });

  it.for(entries)(
    "$key: the thumbnail is up to date with its example and component",
    ({ key }, { skip }) => {
      if (!isBlockTemplateKey(key)) throw new Error(`${key} is not in the registry`);
      const hash = thumbnailHash(key);
      skip(!canDraw && manifest.thumbnails[key]?.hash !== hash, noChromium);
      expect(
        manifest.thumbnails[key]?.hash,
        `${key}: its schema example, component or style changed since its thumbnail was drawn: ${rerun}`,
      ).toBe(hash);
    },
  );

  it.each(drawn)(
    "$key: the thumbnail is a PNG 480 px wide, at most 360 px high",
    async ({ key }) => {
      const file = path.join(thumbnailsDir, `${key}.png`);
      const meta = await sharp(readFileSync(file)).metadata();
      expect(meta.format).toBe("png");
      expect(meta.width).toBe(thumbnailFormat.width);
      expect(meta.height).toBeGreaterThan(0);
      expect(meta.height).toBeLessThanOrEqual(thumbnailFormat.maxHeight);
      expect(meta.height).toBe(manifest.thumbnails[key]?.height);
      // Not a blank picture: the block's text and pictures make more than one colour.
      const stats = await sharp(file).stats();
      expect(stats.isOpaque).toBe(true);
      expect(stats.channels.some((c) => c.max - c.min > 64)).toBe(true);
    },
  );
});

describe.each(engines)("GET /blocks_thumbnails on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await freshDatabase(engine);
    app = await buildServer({ db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it.each(drawn)("serves $url as a cached PNG", async ({ key, url }) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.rawPayload.equals(readFileSync(path.join(thumbnailsDir, `${key}.png`)))).toBe(true);
  });

  it("answers 404 JSON naming an unknown block key", async () => {
    const res = await app.inject({ method: "GET", url: "/blocks_thumbnails/lrdx-nothing.png" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 404, code: "not_found" });
    expect(res.json().message).toContain('"lrdx-nothing"');
  });

  it.each([
    "/blocks_thumbnails/..%2Fcatalogue.json",
    "/blocks_thumbnails/..%2F..%2Fpackage.png",
    "/blocks_thumbnails/%2E%2E%2Fregistry.png",
    "/blocks_thumbnails/LRDX-QUOTE.png",
    "/blocks_thumbnails/lrdx-quote.png.png",
    "/blocks_thumbnails/lrdx-quote",
    "/blocks_thumbnails/manifest.json",
  ])("answers 404 for %s and serves no file", async (url) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).not.toBe("image/png");
  });
});

describe("a block whose thumbnail was not drawn", () => {
  const empty = mkdtempSync(path.join(tmpdir(), "thumbnails-"));
  const app = Fastify();
  registerThumbnailRoutesFrom(app, empty);
  afterAll(async () => {
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it("answers 404 JSON naming the key and the command", async () => {
    const res = await app.inject({ method: "GET", url: "/blocks_thumbnails/lrdx-quote.png" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('"lrdx-quote"');
    expect(res.json().message).toContain("npm run thumbnails");
  });
});
