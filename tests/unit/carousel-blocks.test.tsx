import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../generated/blocks.ts";
import { isBlockShown } from "../../runtime/core/block-visibility.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { carouselsPage } from "../../runtime/demo/families/carousels.ts";
import { pageBlocks } from "../../runtime/demo/families/family-page.ts";
import { collectionLink } from "../../site/blocks/CollectionCarousel/link.ts";
import { itemsInView } from "../../site/blocks/ContentBlocksCarousel/index.tsx";
import { slideNumber } from "../../site/blocks/NumberButtonSlider/index.tsx";
import { prepared, problems, render } from "../helpers/block-render.tsx";

const carouselKeys = [
  "lrdx-number-button-slider",
  "lrdx-dual-frame-carousel-new",
  "lrdx-color-button-carousel",
  "lrdx-content-blocks-carousel",
  "lrdx-collection-carousel",
  "lrdx-quote-slider",
] as const;
type CarouselKey = (typeof carouselKeys)[number];

function example(
  key: CarouselKey,
  i = 0,
): Record<string, unknown> & {
  fields: Record<string, unknown>;
  groups: Record<string, unknown>[];
} {
  return structuredClone(examplesOf(key)[i]) as unknown as Record<string, unknown> & {
    fields: Record<string, unknown>;
    groups: Record<string, unknown>[];
  };
}

const count = (html: string, needle: string): number => html.split(needle).length - 1;

describe("carousel blocks: every example renders on the server as a carousel", () => {
  for (const key of carouselKeys)
    it.each(examplesOf(key).map((e, i) => [i, e] as const))(
      `${key} example %i`,
      async (_i, raw) => {
        const block = prepared(raw);
        const html = await render(block);
        const groups = (raw as { groups: unknown[] }).groups.length;
        // Every slide in the server HTML, the first one current; one carousel, named slides.
        expect(count(html, 'aria-roledescription="carousel"')).toBe(1);
        expect(count(html, 'aria-roledescription="slide"')).toBe(groups);
        expect(count(html, 'data-current="true"')).toBe(1);
        expect(html).toContain('aria-label="الشريحة التالية"');
        expect(html).toContain('aria-label="الشريحة السابقة"');
      },
    );

  it("all six are islands in the catalogue, with its priorities (§9.1) and group caps", async () => {
    for (const key of carouselKeys) expect(blockRegistry[key].isIsland, key).toBe(true);
    const { default: catalogue } = await import("../../generated/catalogue.json");
    const entry = (key: CarouselKey) =>
      catalogue.data.find((t: { attributes: { key: string } }) => t.attributes.key === key)
        ?.attributes as { list_priority: number; max_field_groups: number | null } | undefined;
    expect(entry("lrdx-number-button-slider")?.list_priority).toBe(10);
    expect(entry("lrdx-dual-frame-carousel-new")?.list_priority).toBe(6);
    expect(entry("lrdx-color-button-carousel")?.max_field_groups).toBe(20);
  });

  it("the demo page shows the six blocks, each from an example with groups", () => {
    const blocks = pageBlocks(carouselsPage);
    expect(blocks.map((b) => b.template)).toEqual([...carouselKeys]);
    for (const b of blocks) expect(b.groups.length).toBeGreaterThan(1);
  });

  it("the first two blocks of a page load their first slide's picture eagerly, every other one lazily", async () => {
    const block = prepared(example("lrdx-collection-carousel"));
    // The page's first block: its first picture first of all, the slides out of view when near.
    const first = await render(block, 0);
    expect(count(first, 'loading="eager"')).toBe(1);
    expect(first).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/);
    expect(count(first, 'loading="lazy"')).toBe(4);
    const second = await render(block, 1);
    expect(count(second, 'loading="eager"')).toBe(1);
    expect(second).not.toMatch(/<img[^>]*fetchPriority="high"/);
    expect(count(second, 'loading="lazy"')).toBe(4);
    const lazy = await render(block, 2);
    expect(lazy).not.toContain('loading="eager"');
    expect(count(lazy, 'loading="lazy"')).toBe(5);
  });
});

describe("Number Button Carousel", () => {
  it("numbers its buttons 01, 02… beside each link_label", async () => {
    expect(slideNumber(0)).toBe("01");
    expect(slideNumber(11)).toBe("12");
    const html = await render(prepared(example("lrdx-number-button-slider")));
    expect(html).toMatch(
      /number-slider__number">01<\/span><span class="number-slider__label">الطرق الوعرة/,
    );
  });

  it("has_timer: a pause button and a 6 s progress bar; without it neither", async () => {
    const timed = await render(prepared(example("lrdx-number-button-slider")));
    expect(timed).toContain('aria-label="إيقاف العرض التلقائي"');
    expect(timed).toContain("animation-duration:6000ms");
    const raw = example("lrdx-number-button-slider");
    raw.fields.has_timer = false;
    const manual = await render(prepared(raw));
    expect(manual).not.toContain("carousel__rotation");
    expect(manual).not.toContain("carousel__timer");
    // has_timer defaults to off.
    expect(await render(prepared(example("lrdx-number-button-slider", 1)))).not.toContain(
      "carousel__timer",
    );
  });

  it("draws a hotspot per point with its label, numbers or plus icons (has_icons), none for a missing slide", async () => {
    const html = await render(prepared(example("lrdx-number-button-slider")));
    expect(count(html, "number-slider__spot-mark")).toBe(3);
    expect(html).toContain('aria-label="المقصورة"');
    expect(html).toContain('style="left:52%;top:40%"');
    const icons = await render(prepared(example("lrdx-number-button-slider", 1)));
    expect(icons).toMatch(/number-slider__spot-mark" aria-hidden="true">\+</);
    const raw = example("lrdx-number-button-slider");
    raw.fields.hotspots = [{ x: 10, y: 10, slide: 9, label: "لا شيء" }];
    const none = await render(prepared(raw));
    expect(none).not.toContain("number-slider__hotspots");
  });

  it("hotspots are checked field by field: errors name the hotspot's field", () => {
    const raw = example("lrdx-number-button-slider");
    raw.fields.hotspots = [{ x: 120, y: 10, slide: 1, label: "" }];
    const found = problems(raw).map((p) => p.pointer);
    expect(found).toContain("/fields/hotspots/0/x");
    expect(found).toContain("/fields/hotspots/0/label");
    raw.fields.hotspots = [{ x: 10, y: 10, label: "بلا شريحة" }];
    expect(problems(raw)).toContainEqual({ pointer: "/fields/hotspots/0", rule: "required" });
    raw.fields.hotspots = Array.from({ length: 13 }, () => ({ x: 1, y: 1, slide: 1, label: "ن" }));
    expect(problems(raw).map((p) => p.pointer)).toContain("/fields/hotspots");
  });

  it("takes as many groups as the editor adds: the catalogue sets it no cap (002 §9.1)", () => {
    const raw = example("lrdx-number-button-slider");
    raw.groups = Array.from({ length: 13 }, () => ({ tagline: "ديفندر" }));
    expect(problems(raw)).toEqual([]);
  });
});

describe("Dual Frame Carousel 2.0", () => {
  it("defaults: picture on the right, text box at the top, autoplay on", async () => {
    const html = await render(prepared(example("lrdx-dual-frame-carousel-new", 1)));
    expect(html).toContain("dual-frame--image-left");
    const raw = example("lrdx-dual-frame-carousel-new", 1);
    delete raw.fields.image_alignment;
    delete raw.fields.disable_autoplay;
    const defaults = await render(prepared(raw));
    expect(defaults).toContain("dual-frame--image-right");
    expect(defaults).toContain("dual-frame--top");
    expect(defaults).toContain('aria-label="إيقاف العرض التلقائي"');
  });

  it("disable_autoplay leaves no pause button; vertical_alignment is center or top only", async () => {
    const html = await render(prepared(example("lrdx-dual-frame-carousel-new", 1)));
    expect(html).not.toContain("carousel__rotation");
    const raw = example("lrdx-dual-frame-carousel-new");
    raw.fields.vertical_alignment = "bottom";
    expect(problems(raw)).toContainEqual({ pointer: "/fields/vertical_alignment", rule: "enum" });
  });

  it("youtube: a video button per slide that opens the video modal, the address as its fallback", async () => {
    const html = await render(prepared(example("lrdx-dual-frame-carousel-new")));
    expect(count(html, 'data-video-modal="https://www.youtube.com/watch?v=dQw4w9WgXcQ"')).toBe(3);
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain("شاهد فيلم رينج روفر");
    const raw = example("lrdx-dual-frame-carousel-new");
    raw.fields.youtube = "javascript:alert(1)";
    expect(problems(raw).map((p) => p.pointer)).toContain("/fields/youtube");
  });
});

describe("Color Button Carousel", () => {
  it("a colour button per group named by its colour, each colour's own button to link_url", async () => {
    const html = await render(prepared(example("lrdx-color-button-carousel")));
    expect(count(html, "carousel__page--custom")).toBe(3);
    expect(html).toContain('alt="رمادي إيجر"');
    expect(count(html, 'href="/ar/build-yours"')).toBe(3);
    expect(html).toContain("صمّم ديفندر بالرمادي");
    // An http(s) link_url is used as given; a colour without link_label has no button.
    const second = await render(prepared(example("lrdx-color-button-carousel", 1)));
    expect(count(second, "color-carousel__cta")).toBe(1);
    expect(second).toContain(
      'href="https://www.landrover.ae/ar/range-rover/range-rover-evoque/index.html"',
    );
  });

  it("is_bigger_picker draws bigger buttons; at most 20 groups", async () => {
    expect(await render(prepared(example("lrdx-color-button-carousel")))).toContain(
      "color-carousel--big-picker",
    );
    expect(await render(prepared(example("lrdx-color-button-carousel", 1)))).not.toContain(
      "color-carousel--big-picker",
    );
    const raw = example("lrdx-color-button-carousel");
    raw.groups = Array.from({ length: 20 }, () => ({ link_label: "لون" }));
    expect(problems(raw)).toEqual([]);
    raw.groups.push({ link_label: "لون" });
    expect(problems(raw)).toContainEqual({ pointer: "/groups", rule: "maxItems" });
  });
});

describe("Content Blocks Carousel", () => {
  it("takes Content Blocks' items unchanged", () => {
    const item = (examplesOf("lrdx-content-blocks")[0] as { groups: unknown[] }).groups[0];
    const raw = example("lrdx-content-blocks-carousel");
    raw.groups = [item as Record<string, unknown>];
    expect(problems(raw)).toEqual([]);
  });

  it("col-numbers in view from 1024px (1–4), at most two from 741px", async () => {
    expect(itemsInView(3)).toEqual({ wide: 3, medium: 2 });
    expect(itemsInView(1)).toEqual({ wide: 1, medium: 1 });
    expect(itemsInView(9)).toEqual({ wide: 4, medium: 2 });
    const html = await render(prepared(example("lrdx-content-blocks-carousel", 1)));
    expect(html).toContain("content-carousel--cols-2");
    const raw = example("lrdx-content-blocks-carousel");
    raw.fields["col-numbers"] = 5;
    expect(problems(raw)).toContainEqual({ pointer: "/fields/col-numbers", rule: "maximum" });
  });
});

describe("Collection Carousel: http or https is external, any other url internal (§5.5)", () => {
  it.each([
    [
      "https://shop.landrover.com/ae/x",
      { href: "https://shop.landrover.com/ae/x", isExternal: true },
    ],
    ["HTTP://shop.example/y", { href: "HTTP://shop.example/y", isExternal: true }],
    ["/collection/bag", { href: "/ar/collection/bag", isExternal: false }],
    ["collection/bag", { href: "/ar/collection/bag", isExternal: false }],
    ["/ar/collection/bag", { href: "/ar/collection/bag", isExternal: false }],
    ["httpfoo/bar", { href: "/ar/httpfoo/bar", isExternal: false }],
  ])("%s", (url, want) => {
    expect(collectionLink(url, "/ar/")).toEqual(want);
  });

  it("an empty url makes no link", () => {
    expect(collectionLink("  ", "/ar/")).toBeNull();
  });

  it("cards link by that rule; target opens a new tab and says so", async () => {
    const html = await render(prepared(example("lrdx-collection-carousel")));
    expect(html).toContain('href="/ar/collection"');
    expect(html).toContain(
      'href="https://shop.landrover.com/ae/ar/defender-jacket" target="_blank" rel="noopener" data-link-type="external"',
    );
    expect(html).toContain('href="/ar/collection" data-link-type="internal"');
    expect(count(html, "(يفتح في علامة تبويب جديدة)")).toBe(1);
    expect(count(html, 'width="420" height="495"')).toBe(5);
  });
});

describe("Quote Slider", () => {
  it("aligns each quote by section_class (default center) and justifies with justify_text", async () => {
    const html = await render(prepared(example("lrdx-quote-slider")));
    expect(html).toContain("quote-slider__quote--center");
    expect(html).toContain("quote-slider__quote--right quote-slider__quote--justify");
    expect(html).toContain("quote-slider__quote--left");
    const second = await render(prepared(example("lrdx-quote-slider", 1)));
    expect(count(second, "quote-slider__quote--center")).toBe(1);
    expect(second).not.toContain('quote-slider__author"><span class="quote-slider__position');
  });

  it("a group needs its quote; section_class has three values", () => {
    const raw = example("lrdx-quote-slider");
    raw.groups = [{ author: "سالم" }];
    expect(problems(raw)).toContainEqual({ pointer: "/groups/0", rule: "required" });
    raw.groups = [{ quote: "نص", section_class: "justify" }];
    expect(problems(raw)).toContainEqual({ pointer: "/groups/0/section_class", rule: "enum" });
  });
});

describe("offer schedule", () => {
  it("a carousel with an offer schedule shows only within its days, from 00:00:01 to 23:59:59 site time", () => {
    const raw = example("lrdx-quote-slider");
    raw.fields.offer_schedule = [{ start: "2026-06-01", end: "2026-06-30" }];
    const block = prepareBlock(raw, 0);
    const zone = "Asia/Dubai";
    // 2026-06-01 00:00:00 in Dubai is 2026-05-31 20:00:00Z.
    expect(isBlockShown(block, new Date("2026-05-31T20:00:00Z"), zone)).toBe(false);
    expect(isBlockShown(block, new Date("2026-05-31T20:00:01Z"), zone)).toBe(true);
    expect(isBlockShown(block, new Date("2026-06-30T19:59:59Z"), zone)).toBe(true);
    expect(isBlockShown(block, new Date("2026-06-30T20:00:00Z"), zone)).toBe(false);
  });
});
