import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { blockRegistry } from "../../generated/blocks.ts";
import { carouselMachine } from "../../machines/carousel-machine.ts";
import { isBlockShown } from "../../runtime/core/block-visibility.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { pageBlocks } from "../../runtime/demo/families/family-page.ts";
import { featuresPage } from "../../runtime/demo/families/features.ts";
import { accoladeInterval } from "../../site/blocks/AccoladeImageBox/index.tsx";
import { orderedSizes } from "../../site/blocks/CollectionItem/index.tsx";
import {
  decodeEntities,
  layoutTemplate,
  parseTemplate,
} from "../../site/blocks/CollectionItem/template.tsx";
import { brandButtons } from "../../site/blocks/HouseOfBrands/index.tsx";
import { prepared, problems, render } from "../helpers/block-render.tsx";

const featureKeys = [
  "lrdx-inspired-collection",
  "lrdx-accolade-image-box",
  "lrdx-house-of-brands",
  "lrdx-icons-timeline",
  "lrdx-electrifying-power",
  "lrdx-collection-item",
] as const;
type FeatureKey = (typeof featureKeys)[number];
type Raw = { template: string; fields: Record<string, unknown>; groups: Record<string, unknown>[] };

const example = (key: FeatureKey, i = 0): Raw => structuredClone(examplesOf(key)[i]) as Raw;

const count = (html: string, needle: string): number => html.split(needle).length - 1;
const group = (raw: Raw, i = 0): Record<string, unknown> => raw.groups[i] ?? {};

describe("feature blocks in the catalogue", () => {
  it("are islands where they move or open (dialog, carousel, video) and static otherwise", () => {
    expect(blockRegistry["lrdx-inspired-collection"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-accolade-image-box"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-house-of-brands"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-icons-timeline"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-collection-item"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-electrifying-power"].isIsland).toBe(false);
  });

  it("carry the catalogue's priority and group caps (§9.1)", () => {
    expect(blockRegistry["lrdx-icons-timeline"].listPriority).toBe(26);
    expect(blockRegistry["lrdx-icons-timeline"].maxFieldGroups).toBe(20);
    expect(blockRegistry["lrdx-inspired-collection"].maxFieldGroups).toBe(4);
    expect(blockRegistry["lrdx-collection-item"].group).toBe("Mena");
    expect(blockRegistry["lrdx-collection-item"].htmlFields).toContain("html");
  });

  it.each(featureKeys.flatMap((k) => examplesOf(k).map((_, i) => [k, i] as const)))(
    "%s renders example %i on the server",
    async (key, i) => {
      const html = await render(prepared(example(key, i)));
      expect(html.length).toBeGreaterThan(100);
    },
  );

  it("the features page shows each of its blocks from its first example, schedule dropped", () => {
    const blocks = pageBlocks(featuresPage);
    expect(blocks.map((b) => b.template)).toEqual([...featureKeys, "lrdx-ready-to-go-bar"]);
    for (const b of blocks) expect(b.fields.offer_schedule).toBeUndefined();
  });

  it("an offer schedule shows a block from 00:00:01 on the first day to 23:59:59 on the last", () => {
    const raw = example("lrdx-inspired-collection");
    raw.fields.offer_schedule = [{ start: "2026-03-01", end: "2026-03-02" }];
    const p = prepareBlock(raw, 0);
    const at = (iso: string) => isBlockShown(p, new Date(iso), "Asia/Dubai");
    expect(at("2026-02-28T20:00:00Z")).toBe(false); // 00:00:00 in Dubai
    expect(at("2026-02-28T20:00:01Z")).toBe(true);
    expect(at("2026-03-02T19:59:59Z")).toBe(true); // 23:59:59 in Dubai
    expect(at("2026-03-02T20:00:00Z")).toBe(false);
  });
});

describe("Inspired Collection", () => {
  it("refuses a fifth collection", () => {
    const raw = example("lrdx-inspired-collection");
    raw.groups = [0, 1, 2, 3, 4].map(() => ({ modal_heading: "مجموعة" }));
    expect(problems(raw)).toContainEqual({ pointer: "/groups", rule: "maxItems" });
  });

  it("checks the image rows' sub-schema and names the field at fault", () => {
    const raw = example("lrdx-inspired-collection");
    group(raw).modal_image_rows = [[{ id: 30001, width: "half" }]];
    expect(problems(raw)).toContainEqual({
      pointer: "/groups/0/modal_image_rows/0/0/width",
      rule: "enum",
    });
    group(raw).modal_image_rows = [[{ width: "full" }]];
    expect(problems(raw)).toContainEqual({
      pointer: "/groups/0/modal_image_rows/0/0",
      rule: "required",
    });
    group(raw).modal_image_rows = [
      [
        { id: 1, width: "one-three" },
        { id: 2, width: "one-three" },
        { id: 3, width: "one-three" },
        { id: 4, width: "one-three" },
      ],
    ];
    expect(problems(raw)).toContainEqual({
      pointer: "/groups/0/modal_image_rows/0",
      rule: "maxItems",
    });
    group(raw).modal_image_rows = [[]];
    expect(problems(raw)).toContainEqual({
      pointer: "/groups/0/modal_image_rows/0",
      rule: "minItems",
    });
  });

  it("renders each collection's dialog closed in the page, with every row picture and its width", async () => {
    const html = await render(prepared(example("lrdx-inspired-collection")));
    expect(count(html, "<dialog")).toBe(3);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(count(html, 'aria-haspopup="dialog"')).toBe(3);
    expect(html).toContain("اكتشف مجموعة المستكشف");
    // The second collection has no button label: the page language's own.
    expect(html).toContain(">اكتشف المجموعة</button>");
    expect(count(html, "inspired-collection__figure--one-three")).toBe(5);
    expect(count(html, "inspired-collection__figure--two-three")).toBe(2);
    expect(count(html, "inspired-collection__figure--full")).toBe(1);
    expect(html).toContain('alt="خيمة السقف تتسع لشخصين"');
    expect(html).toContain("<table><thead><tr><th>القطعة</th>");
    // The dialog names itself by its heading, and the close button speaks Arabic.
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="[^"]+"/);
    expect(html).toContain('aria-label="إغلاق"');
  });

  it("leaves out collage slots and the bottom picture an editor never picked (image 24735)", async () => {
    const raw = example("lrdx-inspired-collection");
    const html = await render(prepared(raw));
    // The third collection has image_1 only; its other slots are the default image.
    expect(html).not.toContain("/images/24735/");
    expect(count(html, "inspired-collection__collage--4")).toBe(1);
    expect(count(html, "inspired-collection__collage--3")).toBe(1);
    expect(count(html, "inspired-collection__collage--1")).toBe(1);
  });

  it("sanitises the content table like every editor HTML field", async () => {
    const raw = example("lrdx-inspired-collection");
    group(raw).modal_content_table =
      '<table><tr><td onclick="alert(1)">قطعة</td></tr></table><script>alert(1)</script>';
    const html = await render(prepared(raw));
    expect(html).toContain("قطعة");
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("<script>alert");
  });
});

describe("Accolade Image Box", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("advances every timer_duration with has_timer on, and never with it off", () => {
    const on = prepared(example("lrdx-accolade-image-box"));
    if (on.template !== "lrdx-accolade-image-box") throw new Error("template");
    expect(accoladeInterval(on.fields)).toBe(6000);
    const actor = createActor(carouselMachine, {
      input: { count: on.groups.length, interval: accoladeInterval(on.fields) },
    }).start();
    vi.advanceTimersByTime(5999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.stop();

    const off = prepared({ ...example("lrdx-accolade-image-box"), fields: { has_timer: false } });
    if (off.template !== "lrdx-accolade-image-box") throw new Error("template");
    expect(accoladeInterval(off.fields)).toBeNull();
    const still = createActor(carouselMachine, {
      input: { count: off.groups.length, interval: accoladeInterval(off.fields) },
    }).start();
    vi.advanceTimersByTime(60_000);
    expect(still.getSnapshot().context.index).toBe(0);
    expect(still.getSnapshot().matches("idle")).toBe(true);
    still.stop();
  });

  it("bounds timer_duration to 2–30 s", () => {
    const raw = example("lrdx-accolade-image-box");
    raw.fields.timer_duration = 500;
    expect(problems(raw)).toContainEqual({ pointer: "/fields/timer_duration", rule: "minimum" });
  });

  it("renders every accolade as a slide with its timer bar, pause button and box side", async () => {
    const html = await render(prepared(example("lrdx-accolade-image-box")));
    expect(count(html, 'aria-roledescription="slide"')).toBe(3);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain("carousel__timer");
    expect(html).toContain('aria-label="إيقاف العرض التلقائي"');
    expect(count(html, "accolade-image-box__slide--right")).toBe(1);
    expect(count(html, "accolade-image-box__slide--left")).toBe(2);
    // Only the first accolade picked a logo.
    expect(count(html, "accolade-image-box__logo")).toBe(1);
    // The first block on a page loads its pictures eagerly, a later one lazily.
    expect(html).toContain('loading="eager"');
    const later = await render(prepared(example("lrdx-accolade-image-box")), 4);
    expect(later).not.toContain('loading="eager"');
  });

  it("without has_timer shows no timer and no pause button", async () => {
    const html = await render(prepared(example("lrdx-accolade-image-box", 1)));
    expect(html).not.toContain("carousel__timer");
    expect(html).not.toContain("carousel__rotation");
  });
});

describe("House of Brands", () => {
  it("accepts only the three sub-brands and at most three groups", () => {
    const raw = example("lrdx-house-of-brands");
    group(raw).brand = "velar";
    expect(problems(raw)).toContainEqual({ pointer: "/groups/0/brand", rule: "enum" });
    const four = example("lrdx-house-of-brands");
    four.groups = [...four.groups, { brand: "defender" }];
    expect(problems(four)).toContainEqual({ pointer: "/groups", rule: "maxItems" });
  });

  it("shows the secondary button only with dual-cta", async () => {
    const dual = prepared(example("lrdx-house-of-brands"));
    const single = prepared(example("lrdx-house-of-brands", 1));
    if (dual.template !== "lrdx-house-of-brands" || single.template !== "lrdx-house-of-brands")
      throw new Error("template");
    const g = dual.groups[0];
    if (!g) throw new Error("group");
    expect(brandButtons(g, "dual-cta").map((l) => l.link_text)).toEqual([
      "اكتشف رينج روفر",
      "العروض الحالية",
    ]);
    expect(brandButtons(g, "single-cta").map((l) => l.link_text)).toEqual(["اكتشف رينج روفر"]);
    const html = await render(single);
    expect(html).toContain("اكتشف ديفندر");
    expect(html).not.toContain("عروض ديفندر");
  });

  it("renders still pictures with the brand names on the server; the videos wait for the browser", async () => {
    const html = await render(prepared(example("lrdx-house-of-brands")));
    for (const name of ["رينج روفر", "ديفندر", "ديسكفري"]) expect(html).toContain(`>${name}</p>`);
    expect(html).toContain("house-of-brands--animated");
    expect(html).not.toContain("<video");
  });

  it("refuses an unsafe animation video URL, naming the field", () => {
    const raw = example("lrdx-house-of-brands");
    group(raw).animation_video = "javascript:alert(1)";
    expect(problems(raw)).toContainEqual({ pointer: "/groups/0/animation_video", rule: "pattern" });
  });
});

describe("Icons Timeline", () => {
  it("caps the years at 20 and needs each one's year", () => {
    const raw = example("lrdx-icons-timeline");
    raw.groups = Array.from({ length: 21 }, (_, i) => ({ year: String(1948 + i) }));
    expect(problems(raw)).toContainEqual({ pointer: "/groups", rule: "maxItems" });
    const noYear = example("lrdx-icons-timeline");
    delete group(noYear).year;
    expect(problems(noYear)).toContainEqual({ pointer: "/groups/0", rule: "required" });
  });

  it("renders every year as a slide named by year and model, with a rail button per year", async () => {
    const html = await render(prepared(example("lrdx-icons-timeline")));
    expect(count(html, 'aria-roledescription="slide"')).toBe(4);
    expect(html).toContain('aria-label="1948 — السلسلة الأولى"');
    expect(count(html, "carousel__page--custom")).toBe(4);
    expect(count(html, "<dt>الطراز</dt>")).toBe(4);
    expect(count(html, "<dt>السنة</dt>")).toBe(4);
    // The timeline does not wrap from the last year to the first.
    expect(html).toMatch(/carousel__arrow--previous"[^>]*disabled/);
  });
});

describe("Electrifying Power", () => {
  it("draws each figure with its unit and caps the figures at 4", async () => {
    const html = await render(prepared(example("lrdx-electrifying-power")));
    expect(html).toContain("<bdi>113</bdi>");
    expect(html).toContain("> <!-- -->كم</span>");
    expect(count(html, 'electrifying-power__figure"')).toBe(4);
    const raw = example("lrdx-electrifying-power");
    raw.groups = [...raw.groups, { value: "1" }];
    expect(problems(raw)).toContainEqual({ pointer: "/groups", rule: "maxItems" });
    delete group(raw).value;
    expect(problems(raw)).toContainEqual({ pointer: "/groups/0", rule: "required" });
  });

  it("says in its schema that its fields are this site's design", async () => {
    const schema = (await import("../../schemas/blocks/lrdx-electrifying-power.schema.json"))
      .default;
    expect(schema.description).toMatch(/does not show this block's fields/);
  });
});

describe("Collection Item", () => {
  it("puts the photo carousel in place of {{photos}} and the sizes in place of {{sizes}}", async () => {
    const html = await render(prepared(example("lrdx-collection-item")));
    expect(html).not.toContain("{{photos}}");
    expect(html).not.toContain("{{sizes}}");
    // The carousel sits inside the product's wrapper, not inside a paragraph.
    expect(html).toMatch(
      /<div class="collection-product"><div role="group" class="carousel collection-item__photos"/,
    );
    expect(html).not.toMatch(/<p>\s*<div role="group"/);
    expect(count(html, 'aria-roledescription="slide"')).toBe(3);
    expect(html).toContain('alt="سترة ديفندر المقاومة للماء — صورة 2 من 3"');
    const sizes = [
      ...html.matchAll(/<li class="collection-item__size" lang="en"><bdi>([A-Z]+)<\/bdi>/g),
    ].map((m) => m[1]);
    expect(sizes).toEqual(["S", "M", "L", "XL", "XXL"]);
    // The sample HTML links to the retailer locator, as written.
    expect(html).toContain('href="/en/retailer-locator"');
  });

  it("without placeholders shows the photos first and the sizes last, in catalogue order", async () => {
    const html = await render(prepared(example("lrdx-collection-item", 1)));
    expect(html.indexOf("collection-item__photos")).toBeLessThan(html.indexOf("قبعة رينج روفر"));
    expect(html.indexOf("collection-item__sizes")).toBeGreaterThan(html.indexOf("قبعة رينج روفر"));
    expect(orderedSizes(["XXXXL", "XS", "M"])).toEqual(["XS", "M", "XXXXL"]);
  });

  it("allows only sizes XS through XXXXL, each once, and only safe photo URLs", () => {
    const raw = example("lrdx-collection-item");
    raw.fields.sizes = ["M", "XXXXXL"];
    expect(problems(raw)).toContainEqual({ pointer: "/fields/sizes/1", rule: "enum" });
    raw.fields.sizes = ["M", "M"];
    expect(problems(raw)).toContainEqual({ pointer: "/fields/sizes", rule: "uniqueItems" });
    const bad = example("lrdx-collection-item");
    bad.fields.images = ["/ok.jpg", "javascript:alert(1)"];
    expect(problems(bad)).toContainEqual({ pointer: "/fields/images/1", rule: "pattern" });
  });

  it("sanitises the template before replacing its placeholders", async () => {
    const raw = example("lrdx-collection-item");
    raw.fields.html =
      '<p onclick="x()">{{photos}}</p><img src="x" onerror="alert(1)"><script>alert(1)</script><p>نص</p>';
    const html = await render(prepared(raw));
    expect(html).toContain("carousel collection-item__photos");
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("<script");
    expect(html).toContain("<p>نص</p>");
  });

  it("splits a paragraph around a placeholder, keeps only the first of each, decodes entities", () => {
    const nodes = layoutTemplate(
      parseTemplate(
        "<p>قبل {{photos}} بعد</p><p>{{ photos }}</p><table><tr><td>1 &amp; 2</td></tr></table>",
      ),
    );
    expect(nodes.map((n) => (n.kind === "element" ? n.tag : n.kind))).toEqual([
      "p",
      "slot",
      "p",
      "table",
    ]);
    const table = nodes[3];
    expect(
      table?.kind === "element" && table.children[0]?.kind === "element" && table.children[0].tag,
    ).toBe("tbody");
    expect(decodeEntities("&lt;b&gt; &#1583; &#x62f; &quot;")).toBe('<b> د د "');
  });
});
