import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  catalogue,
  catalogueEntry,
  groupCatalogue,
  normaliseSearch,
} from "../../editor/builder/catalogue.ts";
import {
  exampleImageIds,
  pageHasH1,
  type StartingLibrary,
  startingBlock,
} from "../../editor/builder/page-state/add-block.ts";
import type { StoredBlock } from "../../editor/builder/page-types.ts";
import type { BlockTemplateKey } from "../../generated/types.ts";
import { blockValidators } from "../../generated/validate.ts";
import { hasArabicLetter } from "../../generator/check.ts";

const blocksDir = path.join(import.meta.dirname, "../../schemas/blocks");
const schemas = readdirSync(blocksDir)
  .filter((f) => f.endsWith(".schema.json"))
  .map((f) => JSON.parse(readFileSync(path.join(blocksDir, f), "utf8")) as Record<string, unknown>);

const keys = (q: string) =>
  groupCatalogue(catalogue, q).flatMap((g) => g.entries.map((e) => e.key));

const valid = (block: StoredBlock): boolean => {
  const validate = blockValidators[block.template];
  const ok = validate(structuredClone(block));
  if (!ok) console.error(block.template, validate.errors);
  return ok;
};

describe("the catalogue in Arabic", () => {
  it("describes every block in Arabic, from its schema, with no developer words", () => {
    expect(schemas.length).toBe(catalogue.length);
    for (const schema of schemas) {
      const key = String(schema["x-key"]);
      const text = schema["x-description"];
      expect(typeof text, key).toBe("string");
      const description = String(text);
      expect(hasArabicLetter(description), key).toBe(true);
      // Field keys, English sentences and spec references are for developers, not editors.
      expect(description.replace(/HTML/g, ""), key).not.toMatch(/[A-Za-z_§]/);
      expect(catalogueEntry(key)?.description, key).toBe(description);
    }
  });

  it("finds blocks in Arabic as editors type it, and in English", () => {
    // Alef forms, diacritics, taa marbuta written as haa, Arabic-Indic digits.
    expect(keys("إقتباس")).toEqual(["lrdx-quote", "lrdx-quote-slider"]);
    expect(keys("اقْتِبَاس")).toEqual(["lrdx-quote", "lrdx-quote-slider"]);
    expect(keys("منتج من المجموعه")).toEqual(["lrdx-collection-item"]);
    expect(keys("٣٦٠")).toEqual(keys("360"));
    expect(keys("عرض داخلي ٣٦٠")).toContain("lrdx-interior-360");
    expect(keys("عرض داخلي ٣٦٠")).not.toContain("lrdx-exterior360");
    expect(normaliseSearch("ٱلأسئلة")).toBe(normaliseSearch("الاسئله"));
    // By the Arabic description: the accordion is the one for questions and answers.
    expect(keys("أسئلة وأجوبة")).toEqual(["lrdx-accordion"]);
    // English: the catalogue's name, the key, the English account.
    expect(keys("Hero Title Banner")).toEqual([
      "lrdx-hero-title-banner",
      "lrdx-hero-title-banner-tall",
    ]);
    expect(keys("lrdx-news")).toEqual(["lrdx-news"]);
    expect(keys("carousel")).toContain("lrdx-hero-slider");
  });
});

describe("a block added from the catalogue", () => {
  it("starts from its schema's example, valid, for every block", () => {
    for (const entry of catalogue) {
      const block = startingBlock({ key: entry.key, pageBlocks: [] });
      expect(valid(block), entry.key).toBe(true);
      const example = entry.example;
      expect(example, entry.key).not.toBeNull();
      if (!example) continue;
      expect(block.groups.length, entry.key).toBe(example.groups.length);
      const { block_scroll_id, offer_schedule, header_tag, ...content } = example.fields;
      // The example's texts, pictures and buttons, with the schema's defaults around them.
      expect(block.fields, entry.key).toMatchObject(content);
    }
  });

  it("starts from the defaults on a page in another language, as the examples are Arabic", () => {
    const english = startingBlock({ key: "lrdx-hero-slider", pageBlocks: [], pageLang: "en" });
    const arabic = startingBlock({ key: "lrdx-hero-slider", pageBlocks: [], pageLang: "ar" });
    expect(arabic.groups.length).toBeGreaterThan(0);
    // No Arabic slide on the English page: the editor writes its own.
    expect(english.groups).toEqual([]);
    expect(valid(english)).toBe(true);
  });

  it("shows its slides and texts at once, without the example's page anchor or schedule", () => {
    const slider = startingBlock({ key: "lrdx-hero-slider", pageBlocks: [] });
    expect(slider.groups.length).toBeGreaterThanOrEqual(2);
    expect(slider.groups[0]?.description).toContain("خمس سنوات");
    const banner = startingBlock({ key: "lrdx-hero-title-banner", pageBlocks: [] });
    expect(banner.fields.heading).toBe("ديفندر 110 الجديدة كلياً");
    expect(banner.fields.offer_schedule).toEqual([]);
    expect(banner.fields.block_scroll_id).toBe("");
  });

  it("is the page's H1 when it is a hero on a page without one, else H2", () => {
    const banner = (pageBlocks: StoredBlock[]) =>
      startingBlock({ key: "lrdx-hero-title-banner", pageBlocks }).fields.header_tag;
    expect(banner([])).toBe(1);
    const snippet = startingBlock({ key: "lrdx-snippet", pageBlocks: [] });
    expect(snippet.fields.header_tag).toBe(2);
    expect(banner([snippet])).toBe(1);
    const withH1 = [startingBlock({ key: "lrdx-hero-title-banner", pageBlocks: [] })];
    expect(pageHasH1(withH1)).toBe(true);
    expect(banner(withH1)).toBe(2);

    // The Hero Carousel has no heading level: its first slide's heading becomes the H1.
    const slides = startingBlock({ key: "lrdx-hero-slider", pageBlocks: [] }).groups;
    expect(slides[0]?.info).toBe("<h1>ديفندر 110 الجديدة</h1>");
    expect(slides[1]?.info).toBe("<h2>رينج روفر سبورت</h2>");
    expect(pageHasH1([{ template: "lrdx-hero-slider", fields: {}, groups: slides }])).toBe(true);
    const second = startingBlock({ key: "lrdx-hero-slider", pageBlocks: withH1 }).groups;
    expect(second[0]?.info).toBe("<h2>ديفندر 110 الجديدة</h2>");
  });

  it("takes the site's pictures, with their alternative text, and a published form", () => {
    const key: BlockTemplateKey = "lrdx-hero-title-banner";
    const [kept, missing] = exampleImageIds(key);
    expect(kept).toBeDefined();
    expect(missing).toBeDefined();
    const library: StartingLibrary = {
      pictures: [
        { id: 501, alt: "ديفندر في المعرض" },
        { id: 502, alt: "ديسكفري على الشاطئ" },
      ],
      known: new Map([[kept ?? 0, "وصف المكتبة"]]),
      publishedFormIds: ["7", "9"],
    };
    const block = startingBlock({ key, pageBlocks: [], library });
    expect(valid(block)).toBe(true);
    // The example's own alternative text stays; the picture the library lacks is replaced.
    expect(block.fields["rdx-image"]).toEqual({
      id: kept,
      alt: "لاند روفر ديفندر 110 على كثبان رملية عند الغروب",
    });
    expect(block.fields["rdx-image-mobile"]).toEqual({ id: 501, alt: "ديفندر في المعرض" });
    // The example's form button names form 3, which this site has not published.
    const buttons = block.fields["rdx-buttons"];
    expect(Array.isArray(buttons) && buttons[1]).toMatchObject({ rdx_forms_form_id: "7" });

    const form = startingBlock({ key: "lrdx-form-component", pageBlocks: [], library });
    expect(form.fields.form_id).toBe("7");
    const published = { ...library, publishedFormIds: ["9", "1"] };
    expect(
      startingBlock({ key: "lrdx-form-component", pageBlocks: [], library: published }).fields
        .form_id,
    ).toBe("1");
  });
});
