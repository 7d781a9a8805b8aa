import { createHash } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { DemoImage } from "../../runtime/demo/demo-image.ts";
import {
  DEMO_MODELS,
  DEMO_SCENES,
  DEMO_VIEWS,
  modelPicture,
} from "../../runtime/demo/demo-pictures.ts";
import { demoDrawings, demoImages } from "../../runtime/demo/images.ts";

/*
 * The demo's pictures as a visitor meets them: every id the pages name is there, at its size, and
 * each picture is its own (a model's side view does not look like another's, nor like its front).
 */

/** The pictures the blocks' examples and the stock vehicles name by id. */
const EXAMPLE_IDS = [24735, 30001, 30002, 30003, 30004, 30005, 30006, 105475, 101327];

const MODEL_NAMES = {
  defender: "ديفندر",
  discovery: "ديسكفري",
  "discovery-sport": "ديسكفري سبورت",
  "range-rover": "رينج روفر",
  "range-rover-sport": "رينج روفر سبورت",
  "range-rover-velar": "رينج روفر فيلار",
  "range-rover-evoque": "رينج روفر إيفوك",
} as const;

let byId: Map<number, DemoImage>;
/** Each drawn picture as 48×27 grey levels (portraits 27×48), to compare what they show. */
const thumbs = new Map<number, Buffer>();

beforeAll(async () => {
  const images = await demoImages();
  byId = new Map(images.map((i) => [i.id, i]));
  for (const d of demoDrawings) {
    const image = byId.get(d.id);
    if (!image) continue;
    const [w, h] = d.width >= d.height ? [48, 27] : [27, 48];
    thumbs.set(
      d.id,
      await sharp(image.data).resize(w, h, { fit: "fill" }).greyscale().raw().toBuffer(),
    );
  }
}, 120_000);

/** How different two pictures look: the mean difference of their grey levels (0–255). */
function difference(a: number, b: number): number {
  const x = thumbs.get(a);
  const y = thumbs.get(b);
  if (!x || !y || x.length !== y.length) return Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

describe("the demo's pictures", () => {
  it("hold every picture the pages name, each once", () => {
    const wanted = [
      ...EXAMPLE_IDS,
      ...Object.values(DEMO_SCENES),
      ...DEMO_MODELS.flatMap((m) =>
        DEMO_VIEWS.flatMap((v) => [
          modelPicture(m, v, "landscape"),
          modelPicture(m, v, "portrait"),
        ]),
      ),
    ];
    expect(wanted).toHaveLength(9 + 8 + 7 * 4 * 2);
    for (const id of wanted) expect(byId.has(id), `picture ${id}`).toBe(true);
    const drawnIds = demoDrawings.map((d) => d.id);
    expect(new Set(drawnIds).size).toBe(drawnIds.length);
  });

  it("are JPEGs of the size they declare: 1600×900, phones' 1080×1920, the square 1200×1200", async () => {
    for (const d of demoDrawings) {
      const image = byId.get(d.id);
      const meta = await sharp(image?.data).metadata();
      expect({ id: d.id, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        id: d.id,
        format: "jpeg",
        width: image?.width,
        height: image?.height,
      });
    }
    for (const m of DEMO_MODELS)
      for (const v of DEMO_VIEWS) {
        expect(byId.get(modelPicture(m, v, "landscape"))).toMatchObject({
          width: 1600,
          height: 900,
        });
        expect(byId.get(modelPicture(m, v, "portrait"))).toMatchObject({
          width: 1080,
          height: 1920,
        });
      }
    expect(byId.get(DEMO_SCENES.brandSquare)).toMatchObject({ width: 1200, height: 1200 });
  });

  it("are all different files", () => {
    const hashes = demoDrawings.map((d) =>
      createHash("sha256")
        .update(byId.get(d.id)?.data ?? Buffer.alloc(0))
        .digest("hex"),
    );
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it("look different from one another, whatever the model and the view", () => {
    // One drawing recoloured differs by about 3; different cars, views and settings by 8 and more.
    const closest: { pair: string; by: number }[] = [];
    for (const [i, a] of demoDrawings.entries())
      for (const b of demoDrawings.slice(i + 1))
        if (a.width === b.width && a.height === b.height)
          closest.push({ pair: `${a.id}/${b.id}`, by: difference(a.id, b.id) });
    closest.sort((x, y) => x.by - y.by);
    expect(closest[0]?.by, JSON.stringify(closest.slice(0, 3))).toBeGreaterThan(8);
  });

  it("show each model from the side differently from the others (not one car recoloured)", () => {
    // Compared as shapes: each picture's grey levels less their mean, so paint and light matter less.
    const shapeOf = (id: number) => {
      const t = thumbs.get(id) ?? Buffer.alloc(0);
      const mean = t.reduce((n, v) => n + v, 0) / t.length;
      return [...t].map((v) => v - mean);
    };
    const sides = DEMO_MODELS.map((m) => shapeOf(modelPicture(m, "side")));
    for (const [i, a] of sides.entries())
      for (const b of sides.slice(i + 1)) {
        const d = a.reduce((n, v, k) => n + Math.abs(v - (b[k] ?? 0)), 0) / a.length;
        expect(d).toBeGreaterThan(8);
      }
  });

  it("say in Arabic what they show, naming the model", () => {
    for (const d of demoDrawings) expect(d.alt, String(d.id)).toMatch(/^[\u0600-\u06ff]/);
    for (const m of DEMO_MODELS)
      for (const v of DEMO_VIEWS) {
        const alt = byId.get(modelPicture(m, v))?.alt ?? "";
        expect(alt).toContain(MODEL_NAMES[m]);
      }
    const landscapeAlts = DEMO_MODELS.flatMap((m) =>
      DEMO_VIEWS.map((v) => byId.get(modelPicture(m, v))?.alt),
    );
    expect(new Set(landscapeAlts).size).toBe(landscapeAlts.length);
    // The media library finds the road picture by its words.
    expect(byId.get(24735)?.alt).toContain("طريق صحراوي");
  });
});
