import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { allowedLinkTypes } from "../../editor/widgets/link-field.tsx";
import { blockFormSchemas } from "../../generated/form-schemas.ts";
import type { BlockInstanceMap, BlockTemplateKey } from "../../generated/types.ts";
import {
  type CollectionFeed,
  feedItem,
  httpCollectionFeed,
  isFeedUrl,
  localCollectionFeed,
} from "../../runtime/adapters/collection-feed.ts";
import { isBlockShown } from "../../runtime/core/block-visibility.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import {
  COLLECTION_DOCUMENT_TTL_MS,
  COLLECTION_FAILURE_TTL_MS,
  collectionSliderLoader,
} from "../../runtime/features/collections/page-data.ts";
import CollectionSlider from "../../site/blocks/CollectionSlider/index.tsx";
import type { CollectionFeedResult } from "../../site/blocks/CollectionSlider/slides.ts";
import {
  galleryCategories,
  picturesIn,
  shareLinks,
  wallpapers,
} from "../../site/blocks/Gallery/gallery-rules.ts";
import Gallery from "../../site/blocks/Gallery/index.tsx";
import GalleryCategories from "../../site/blocks/GalleryCategories/index.tsx";
import ModelsCarouselManual from "../../site/blocks/ModelsCarouselManual/index.tsx";
import SeatSlider from "../../site/blocks/SeatSlider/index.tsx";
import {
  clampFrame,
  countUp,
  countValue,
  frameAfterDrag,
  litresAt,
} from "../../site/blocks/SeatSlider/seat-slider.ts";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";
import { runLoader } from "../helpers/page-data.ts";

type GalleryKey =
  | "lrdx-collection-slider"
  | "lrdx-models-carousel-manual"
  | "lrdx-seat-slider"
  | "lrdx-gallery"
  | "lrdx-gallery-categories";
const KEYS: readonly GalleryKey[] = [
  "lrdx-collection-slider",
  "lrdx-models-carousel-manual",
  "lrdx-seat-slider",
  "lrdx-gallery",
  "lrdx-gallery-categories",
];

/** The block as the server prepares it (validated, defaults filled), or its problems. */
function prepared<K extends BlockTemplateKey>(
  template: K,
  fields: Record<string, unknown> = {},
  groups: Record<string, unknown>[] = [],
): BlockInstanceMap[K] {
  const p = prepareBlock({ template, fields, groups }, 3);
  if (p.kind === "error") throw new Error(JSON.stringify(p.problems));
  return p.block as BlockInstanceMap[K];
}

/** The problems of a block the server refuses ([] when it accepts it). */
function problems(template: string, fields: Record<string, unknown>, groups: unknown[] = []) {
  const p = prepareBlock({ template, fields, groups }, 0);
  return p.kind === "error" ? p.problems : [];
}

const site = { ...defaultSiteContext, origin: "https://www.landrover-uae.example" };

function html(element: React.ReactElement): string {
  return renderToString(<SiteContext.Provider value={site}>{element}</SiteContext.Provider>);
}

/** Visible text: tags dropped, whitespace collapsed. */
const textOf = (markup: string) =>
  markup
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

function render(key: GalleryKey, block: BlockInstanceMap[GalleryKey], extra = {}): string {
  switch (key) {
    case "lrdx-collection-slider":
      return html(
        <CollectionSlider block={block as BlockInstanceMap[typeof key]} index={3} {...extra} />,
      );
    case "lrdx-models-carousel-manual":
      return html(<ModelsCarouselManual block={block as BlockInstanceMap[typeof key]} index={3} />);
    case "lrdx-seat-slider":
      return html(<SeatSlider block={block as BlockInstanceMap[typeof key]} index={3} />);
    case "lrdx-gallery":
      return html(<Gallery block={block as BlockInstanceMap[typeof key]} index={3} />);
    case "lrdx-gallery-categories":
      return html(<GalleryCategories block={block as BlockInstanceMap[typeof key]} index={3} />);
  }
}

describe("every example of the gallery blocks", () => {
  for (const key of KEYS) {
    const examples = examplesOf(key);
    it(`${key} has at least two examples, each valid and rendered on the server`, () => {
      expect(examples.length).toBeGreaterThanOrEqual(2);
      for (const ex of examples) {
        const block = prepared(key, ex.fields, ex.groups);
        const markup = render(key, block);
        expect(markup.length).toBeGreaterThan(100);
        // Lazy pictures below the first two blocks, each with its width and height (no shift).
        for (const img of markup.match(/<img [^>]*>/g) ?? []) {
          expect(img).toMatch(/width="\d+"/);
          expect(img).toMatch(/height="\d+"/);
          expect(img).toContain('loading="lazy"');
        }
      }
    });
  }

  it("the first block of a page loads its first picture eagerly", () => {
    const ex = examplesOf("lrdx-seat-slider")[0];
    if (!ex) throw new Error("no example");
    const block = prepared("lrdx-seat-slider", ex.fields, ex.groups);
    const markup = html(<SeatSlider block={block} index={0} />);
    expect(markup).toContain('loading="eager"');
  });
});

describe("group caps (catalogue §9.1, §5.6)", () => {
  const many = (n: number, group: Record<string, unknown>) =>
    Array.from({ length: n }, () => group);
  it.each([
    ["lrdx-collection-slider", 30, { item_name: "حقيبة" }],
    ["lrdx-gallery", 40, { image: { id: 30001 } }],
    ["lrdx-gallery-categories", 4, { category_name: "الخارج" }],
    ["lrdx-models-carousel-manual", 20, { nameplate: "ديفندر" }],
  ] as const)("%s takes %i groups and refuses one more", (key, cap, group) => {
    expect(problems(key, {}, many(cap, group))).toEqual([]);
    const over = problems(key, {}, many(cap + 1, group));
    expect(over).toContainEqual(expect.objectContaining({ pointer: "/groups", rule: "maxItems" }));
  });

  it("the catalogue's priorities and caps are in the editor's catalogue", async () => {
    const { default: catalogue } = await import("../../generated/catalogue.json");
    const entries = (
      catalogue as unknown as {
        data: { attributes: { key: string; list_priority: number; max_field_groups: unknown } }[];
      }
    ).data.map((d) => d.attributes);
    const entry = (key: string) => entries.find((e) => e.key === key);
    expect(entry("lrdx-gallery")).toMatchObject({ list_priority: 13, max_field_groups: 40 });
    expect(entry("lrdx-gallery-categories")).toMatchObject({
      list_priority: 0,
      max_field_groups: 4,
    });
    expect(entry("lrdx-collection-slider")).toMatchObject({ max_field_groups: 30 });
  });
});

describe("defaults (catalogue §3.7, §9.2)", () => {
  it("Collection Slider feed fields: lang en, limit 10, grouped, pagination on", () => {
    const f = prepared("lrdx-collection-slider").fields;
    expect(f).toMatchObject({
      lang: "en",
      market: "",
      collection: "",
      limit: 10,
      grouped: true,
      show_pagination: true,
    });
  });
  it("Seat Slider counts 1200 litres", () => {
    expect(prepared("lrdx-seat-slider").fields.counter).toBe(1200);
  });
  it("a feed limit over the slider's cap of 30 is refused, naming the field", () => {
    expect(problems("lrdx-collection-slider", { limit: 31 })).toContainEqual(
      expect.objectContaining({ pointer: "/fields/limit", rule: "maximum" }),
    );
    expect(problems("lrdx-collection-slider", { lang: "fr" })).toContainEqual(
      expect.objectContaining({ pointer: "/fields/lang" }),
    );
  });
});

describe("the Gallery Carousel's close button (catalogue §5.5)", () => {
  it.each(["external", "form", "file"])("the server refuses a %s link", (type) => {
    expect(
      problems("lrdx-gallery", { close_button: { link_text: "x", url: "/a", type } }),
    ).toContainEqual(
      expect.objectContaining({ pointer: "/fields/close_button/type", rule: "enum" }),
    );
  });
  it("an internal link is accepted", () => {
    expect(
      problems("lrdx-gallery", {
        close_button: { link_text: "إغلاق", url: "/models", type: "internal" },
      }),
    ).toEqual([]);
  });
  it("the editor's link field offers only internal links for it, every type elsewhere", () => {
    const fieldsOf = (key: BlockTemplateKey): Record<string, unknown> => {
      const top = blockFormSchemas[key].properties as Record<
        string,
        { properties: Record<string, unknown> } | undefined
      >;
      return top.fields?.properties ?? {};
    };
    const close = fieldsOf("lrdx-gallery").close_button;
    expect(allowedLinkTypes(close).map(([value]) => value)).toEqual(["internal"]);
    // The Gallery Categories' close button has no such rule.
    const other = fieldsOf("lrdx-gallery-categories").close_button;
    expect(allowedLinkTypes(other).map(([value]) => value)).toEqual([
      "internal",
      "external",
      "form",
      "file",
    ]);
  });
});

describe("Models Carousel Manual specs (a JSON string in the catalogue, a sub-schema here)", () => {
  const model = (specs: unknown) => [{ nameplate: "ديفندر", specs }];
  it("a row without its Name is refused, naming the row", () => {
    const found = problems(
      "lrdx-models-carousel-manual",
      {},
      model([{ name: "2025", table: [{ Engine: "P300" }] }]),
    );
    expect(found).toContainEqual(
      expect.objectContaining({ pointer: "/groups/0/specs/0/table/0", rule: "required" }),
    );
  });
  it("an unknown column is refused", () => {
    const found = problems(
      "lrdx-models-carousel-manual",
      {},
      model([{ name: "2025", table: [{ Name: "S", Torque: "400" }] }]),
    );
    expect(found).toContainEqual(
      expect.objectContaining({
        pointer: "/groups/0/specs/0/table/0",
        rule: "additionalProperties",
      }),
    );
  });
  it("a string instead of the list is refused", () => {
    expect(problems("lrdx-models-carousel-manual", {}, model('[{"name":"x"}]'))).toContainEqual(
      expect.objectContaining({ pointer: "/groups/0/specs", rule: "type" }),
    );
  });
  it("more than 6 tables are refused", () => {
    const tables = Array.from({ length: 7 }, (_, i) => ({ name: `${i}`, table: [] }));
    expect(problems("lrdx-models-carousel-manual", {}, model(tables))).toContainEqual(
      expect.objectContaining({ pointer: "/groups/0/specs", rule: "maxItems" }),
    );
  });
  it("each table is a real table: caption, column headers, a row header per version", () => {
    const block = prepared("lrdx-models-carousel-manual", {}, [
      {
        nameplate: "رينج روفر سبورت",
        image: { id: 30003, alt: "رينج روفر سبورت" },
        specs: [
          {
            name: "موديل 2025",
            table: [{ Name: "Dynamic SE", Engine: "P400", Price: "من 449,000 درهم" }],
          },
        ],
      },
    ]);
    const markup = render("lrdx-models-carousel-manual", block);
    expect(markup).toContain("<caption>موديل 2025</caption>");
    for (const label of ["الفئة", "المحرك", "استهلاك الوقود", "السعر", "التأجير"])
      expect(markup).toContain(`<th scope="col">${label}</th>`);
    expect(markup).toContain('<th scope="row">Dynamic SE</th>');
    // An empty cell says so instead of staying blank.
    expect(markup).toContain("<td>—</td>");
    expect(markup).toContain('aria-roledescription="carousel"');
  });
});

describe("offer schedule", () => {
  it("a gallery block shows only within its periods (site time)", () => {
    const p = prepareBlock(
      {
        template: "lrdx-gallery-categories",
        fields: { offer_schedule: [{ start: "2026-06-01", end: "2026-06-30" }] },
        groups: [],
      },
      0,
    );
    expect(isBlockShown(p, new Date("2026-06-15T10:00:00Z"), "Asia/Dubai")).toBe(true);
    expect(isBlockShown(p, new Date("2026-07-01T08:00:00Z"), "Asia/Dubai")).toBe(false);
    // 30 June 23:30 in Dubai is still inside; 30 June 20:30 UTC is 1 July 00:30 there.
    expect(isBlockShown(p, new Date("2026-06-30T19:30:00Z"), "Asia/Dubai")).toBe(true);
    expect(isBlockShown(p, new Date("2026-06-30T20:30:00Z"), "Asia/Dubai")).toBe(false);
  });
});

describe("the collection feed", () => {
  const query = {
    collection: "range-rover-accessories",
    lang: "ar",
    market: "AE",
    limit: 10,
    grouped: true,
  } as const;

  it("the local feed groups variants into one item, counted", async () => {
    const feed = localCollectionFeed();
    const grouped = await feed.items(query);
    const ungrouped = await feed.items({ ...query, grouped: false });
    expect(ungrouped.length).toBe(10);
    expect(grouped.length).toBe(8);
    const box = grouped.find((i) => i.name === "صندوق السقف الانسيابي");
    expect(box?.variants).toBe(2);
    expect(box?.label).toBe("2,950 درهم");
  });
  it("the local feed answers in the asked language, up to the limit, by market", async () => {
    const feed = localCollectionFeed();
    const en = await feed.items({ ...query, lang: "en", limit: 3 });
    expect(en.map((i) => i.name)).toEqual([
      "Aerodynamic Roof Box",
      "Premium Carpet Mats",
      "Deployable Tow Bar",
    ]);
    expect(en[0]?.label).toBe("AED 2,950");
    // The tow bar is not sold in Oman.
    const om = await feed.items({ ...query, market: "OM" });
    expect(om.some((i) => i.name === "قضيب سحب قابل للطي")).toBe(false);
    expect(await feed.items({ ...query, collection: "unknown" })).toEqual([]);
  });

  it("the HTTP feed asks the documented URL and keeps only safe items", async () => {
    const asked: string[] = [];
    const fetchStub = (async (url: string) => {
      asked.push(url);
      return new Response(
        JSON.stringify({
          data: [
            {
              id: 1,
              name: "Roof Box",
              label: "AED 2,950",
              url: "https://shop.example/p/1",
              image: { url: "https://cdn.example/1.jpg", alt: "Box" },
              variants: 2,
            },
            { id: 2, name: "Bad", image: { url: "javascript:alert(1)" } },
            { id: 3, name: "No picture" },
            {
              id: 4,
              name: "Mats",
              url: "javascript:alert(1)",
              image: { url: "/media/4.jpg" },
              image_hover: { url: "//evil.example/x.jpg" },
            },
          ],
        }),
        { status: 200, headers: { "content-type": "application/json" } },
      );
    }) as unknown as typeof fetch;
    const feed = httpCollectionFeed({ baseUrl: "https://feed.example/api/", fetch: fetchStub });
    const items = await feed.items({ ...query, collection: "rr acc" });
    expect(asked).toEqual([
      "https://feed.example/api/collections/rr%20acc/items?lang=ar&market=AE&limit=10&grouped=true",
    ]);
    expect(items.map((i) => i.name)).toEqual(["Roof Box", "Mats"]);
    expect(items[0]).toMatchObject({ url: "https://shop.example/p/1", variants: 2 });
    expect(items[1]).toMatchObject({ url: "", imageHover: null, variants: 1 });
    // The same query within a minute is answered from memory.
    await feed.items({ ...query, collection: "rr acc" });
    expect(asked.length).toBe(1);
  });
  it("the HTTP feed: 404 is an empty collection, another status or a wrong body fails", async () => {
    const answering = (status: number, body: unknown) =>
      httpCollectionFeed({
        baseUrl: "https://feed.example",
        fetch: (async () =>
          new Response(JSON.stringify(body), { status })) as unknown as typeof fetch,
      });
    expect(await answering(404, {}).items(query)).toEqual([]);
    await expect(answering(503, {}).items(query)).rejects.toThrow(/503/);
    await expect(answering(200, { items: [] }).items(query)).rejects.toThrow(/data/);
  });
  it("feed URLs: https and site paths only", () => {
    expect(isFeedUrl("https://cdn.example/a.jpg")).toBe(true);
    expect(isFeedUrl("/api/v2/images/1/w/420/h/495.jpg")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example/a",
      "/\\evil",
      "data:image/png;base64,xx",
      "https://a b",
    ])
      expect(isFeedUrl(bad)).toBe(false);
    expect(
      feedItem({ name: "x", image: { url: "https://a.example/x.jpg" }, variants: -3 })?.variants,
    ).toBe(1);
  });

  it("the page loader reads fed sliders only, and a failure is kept briefly", async () => {
    const now = new Date("2026-05-01T10:00:00Z");
    const failing: CollectionFeed = { items: async () => Promise.reject(new Error("down")) };
    const logged: string[] = [];
    const blocks = [
      {
        template: "lrdx-collection-slider",
        fields: { collection: "range-rover-accessories" },
        groups: [],
      },
      { template: "lrdx-collection-slider", fields: {}, groups: [{ item_name: "حقيبة" }] },
    ];
    const input = { blocks, settings: new Map(), now, log: (m: string) => logged.push(m) };
    const ok = await runLoader(collectionSliderLoader(localCollectionFeed()), input);
    expect(Object.keys(ok?.props ?? {})).toEqual(["0"]);
    expect(ok?.props[0]?.feed.status).toBe("ok");
    expect(ok?.expiresAt).toBe(now.getTime() + COLLECTION_DOCUMENT_TTL_MS);
    const failed = await runLoader(collectionSliderLoader(failing), input);
    expect(failed?.props[0]?.feed).toEqual({ status: "failed" });
    expect(failed?.expiresAt).toBe(now.getTime() + COLLECTION_FAILURE_TTL_MS);
    expect(logged).toEqual(["the collection feed range-rover-accessories could not be read"]);
    expect(
      await runLoader(collectionSliderLoader(failing), { ...input, blocks: [blocks[1]] }),
    ).toBeNull();
  });
});

describe("the Collection Slider shows the feed, else its groups, else the empty state", () => {
  const fed = {
    collection: "range-rover-accessories",
    lang: "ar",
    market: "AE",
    show_pagination: true,
  };
  const groups = [
    { item_name: "حقيبة ظهر ديفندر", item_label: "495 درهم", image: { id: 30001, alt: "حقيبة" } },
  ];
  const feed = async (): Promise<CollectionFeedResult> => ({
    status: "ok",
    items: await localCollectionFeed().items({
      collection: "range-rover-accessories",
      lang: "ar",
      market: "AE",
      limit: 10,
      grouped: true,
    }),
  });

  it("the feed's items when it answered", async () => {
    const markup = render(
      "lrdx-collection-slider",
      prepared("lrdx-collection-slider", fed, groups),
      {
        feed: await feed(),
      },
    );
    const text = textOf(markup);
    expect(text).toContain("صندوق السقف الانسيابي");
    expect(text).toContain("الخيارات المتاحة: 2");
    expect(text).toContain("تسوّق الآن");
    expect(text).not.toContain("حقيبة ظهر ديفندر");
    // Pagination dots under the slider: one button per reachable position.
    expect(markup).toContain("carousel__pager");
  });
  it("the manual groups when the feed failed", () => {
    const markup = render(
      "lrdx-collection-slider",
      prepared("lrdx-collection-slider", fed, groups),
      {
        feed: { status: "failed" },
      },
    );
    expect(textOf(markup)).toContain("حقيبة ظهر ديفندر");
  });
  it("the error message and try again when the feed failed and there are no groups", () => {
    const markup = render(
      "lrdx-collection-slider",
      prepared("lrdx-collection-slider", {
        ...fed,
        error_msg: "تعذّر تحميل المجموعة الآن.",
        try_again_btn_label: "أعد المحاولة",
      }),
      { feed: { status: "failed" } },
    );
    expect(markup).toContain('role="status"');
    expect(textOf(markup)).toContain("تعذّر تحميل المجموعة الآن.");
    expect(markup).toMatch(
      /<form [^>]*method="get"[^>]*><button type="submit"[^>]*>أعد المحاولة<\/button>/,
    );
    expect(markup).not.toContain('aria-roledescription="carousel"');
  });
  it("no pagination when show_pagination is off; at most 30 cards", () => {
    const thirty = Array.from({ length: 30 }, (_, i) => ({ item_name: `عنصر ${i + 1}` }));
    const markup = render(
      "lrdx-collection-slider",
      prepared("lrdx-collection-slider", { show_pagination: false }, thirty),
    );
    expect(markup).not.toContain("carousel__pager");
    expect(markup.match(/aria-roledescription="slide"/g)?.length).toBe(30);
  });
  it("a hover picture is drawn only when one was picked", () => {
    const markup = render(
      "lrdx-collection-slider",
      prepared("lrdx-collection-slider", {}, [
        { item_name: "أ", image_hover: { id: 30004 } },
        { item_name: "ب" },
      ]),
    );
    expect(markup.match(/collection-slider__image--hover/g)?.length).toBe(1);
    expect(markup).toContain("/api/v2/images/30004/w/420/h/495.jpg");
  });
});

describe("the Seat Slider", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it("frame n of 4 shows counter × n / 4 litres", () => {
    expect([1, 2, 3, 4].map((n) => litresAt(n, 1200))).toEqual([300, 600, 900, 1200]);
    expect(litresAt(9, 1200)).toBe(1200);
    expect(clampFrame(0)).toBe(1);
    expect(clampFrame(Number.NaN)).toBe(1);
  });
  it("a drag along the reading direction moves one frame per quarter of the stage", () => {
    // Right to left: dragging leftwards moves forward.
    expect(frameAfterDrag(1, -200, 800, true)).toBe(2);
    expect(frameAfterDrag(1, -800, 800, true)).toBe(4);
    expect(frameAfterDrag(3, 400, 800, true)).toBe(1);
    expect(frameAfterDrag(1, 200, 800, false)).toBe(2);
    expect(frameAfterDrag(2, 50, 800, true)).toBe(2);
  });
  it("the counter counts up over 700 ms and stops on the litres", () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const seen: number[] = [];
    countUp(300, 1200, (v) => seen.push(v));
    vi.advanceTimersByTime(100);
    const early = seen.at(-1) ?? 0;
    expect(early).toBeGreaterThan(300);
    expect(early).toBeLessThan(1200);
    vi.advanceTimersByTime(700);
    expect(seen.at(-1)).toBe(1200);
    // Never past the target, always climbing.
    expect(seen.every((v, i) => v <= 1200 && (i === 0 || v >= (seen[i - 1] ?? 0)))).toBe(true);
    const count = seen.length;
    vi.advanceTimersByTime(1000);
    expect(seen.length).toBe(count);
  });
  it("reduced motion (duration 0) jumps; stopping halts the count", () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    countUp(0, 600, (v) => seen.push(v), 0);
    expect(seen).toEqual([600]);
    const later: number[] = [];
    const stop = countUp(0, 600, (v) => later.push(v));
    stop();
    vi.advanceTimersByTime(1000);
    expect(later).toEqual([]);
    expect(countValue(0, 100, 350, 700)).toBeGreaterThan(50);
  });
  it("renders the first frame, the counter at its litres and a labelled slider", () => {
    const block = prepared("lrdx-seat-slider", {
      big_heading: "مساحة لكل مغامرة",
      frame_1: { id: 30001, alt: "المقاعد مرفوعة" },
      frame_4: { id: 30005, alt: "المقاعد مطويّة" },
    });
    const markup = render("lrdx-seat-slider", block);
    expect(textOf(markup)).toContain("300 لتر");
    expect(markup).toMatch(/<input[^>]*type="range"[^>]*min="1"[^>]*max="4"/);
    expect(markup).toContain('aria-valuetext="1 / 4: 300 لتر"');
    expect(markup).toMatch(/<label class="visually-hidden" for="[^"]+">طيّ المقاعد<\/label>/);
    expect(markup).toContain("اسحب لطيّ المقاعد");
    expect(markup).toContain("المس واسحب لطيّ المقاعد");
    expect(markup.match(/seat-slider__frame"/g)?.length).toBe(4);
    expect(markup).toContain('data-current="true"');
    expect(
      render("lrdx-seat-slider", prepared("lrdx-seat-slider", { reversed_counter_position: true })),
    ).toContain("seat-slider--reversed");
  });
});

describe("the Gallery Carousel", () => {
  const ex = examplesOf("lrdx-gallery")[0];
  if (!ex) throw new Error("no example");
  const block = prepared("lrdx-gallery", ex.fields, ex.groups);

  it("lists the categories in order with their counts, and filters by one", () => {
    expect(galleryCategories(block.groups)).toEqual([
      { name: "الخارج", count: 2 },
      { name: "الداخل", count: 2 },
      { name: "المدينة", count: 1 },
    ]);
    expect(picturesIn(block.groups, "الداخل").map((g) => g.image.id)).toEqual([30005, 30006]);
    expect(picturesIn(block.groups, null).length).toBe(5);
  });
  it("shares the page on Facebook and X, encoded", () => {
    const links = shareLinks("https://site.example/ar/x?a=1#rdx-g", "معرض ديفندر", {
      fb: true,
      tw: true,
    });
    expect(links[0]?.href).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsite.example%2Far%2Fx%3Fa%3D1%23rdx-g",
    );
    expect(new URL(links[1]?.href ?? "").searchParams.get("text")).toBe("معرض ديفندر");
    expect(shareLinks("https://a", "", { fb: false, tw: false })).toEqual([]);
  });
  it("offers the desktop and phone wallpapers of a picture", () => {
    expect(wallpapers("", 30001).map((w) => w.href)).toEqual([
      "/api/v2/images/30001/w/1600/h/900.jpg",
      "/api/v2/images/30001/w/1080/h/1920.jpg",
    ]);
  });
  it("renders the name, categories, share links, close link, thumbnails and downloads", () => {
    const markup = render("lrdx-gallery", block);
    const text = textOf(markup);
    for (const want of [
      "معرض ديفندر 110",
      "الفئات",
      "شارك على فيسبوك",
      "شارك على إكس",
      "إغلاق المعرض",
      "خلفية سطح المكتب",
      "خلفية الجوال",
      "1 / 5",
    ])
      expect(text).toContain(want);
    expect(markup).toContain('href="/ar/models/defender"');
    expect(markup).toMatch(/aria-expanded="false"[^>]*>الفئات</);
    expect(markup.match(/class="gallery-carousel__thumb/g)?.length).toBe(5);
    expect(markup).toContain(' download=""');
    expect(markup.match(/aria-roledescription="slide"/g)?.length).toBe(5);
  });
  it("without wallpapers, a categories button or share links when switched off", () => {
    const ex2 = examplesOf("lrdx-gallery")[1];
    if (!ex2) throw new Error("no example");
    const markup = render("lrdx-gallery", prepared("lrdx-gallery", ex2.fields, ex2.groups));
    expect(markup).not.toContain("download");
    expect(markup).not.toContain("aria-expanded");
    expect(markup).not.toContain("facebook.com");
    expect(markup).toContain("twitter.com/intent/tweet");
  });
});

describe("the Gallery Categories", () => {
  it("renders up to 4 cards linking to their galleries, with their picture counts", () => {
    const ex = examplesOf("lrdx-gallery-categories")[0];
    if (!ex) throw new Error("no example");
    const markup = render(
      "lrdx-gallery-categories",
      prepared("lrdx-gallery-categories", ex.fields, ex.groups),
    );
    expect(markup.match(/<li class="gallery-categories__item">/g)?.length).toBe(4);
    expect(markup).toContain('href="/ar/blocks/galleries#rdx-defender-gallery"');
    expect(textOf(markup)).toContain("18 صورة");
    expect(markup).toContain("facebook.com/sharer");
    expect(markup).toContain("twitter.com/intent/tweet");
    // Square pictures (the catalogue's square set).
    expect(markup).toContain("/w/830/h/830.jpg");
  });
  it("a gallery URL that is not safe is refused", () => {
    expect(
      problems("lrdx-gallery-categories", {}, [
        { category_name: "x", gallery_url: "javascript:alert(1)" },
      ]),
    ).toContainEqual(
      expect.objectContaining({ pointer: "/groups/0/gallery_url", rule: "pattern" }),
    );
  });
  it("share buttons follow has_fb_button and has_tw_button; a count of 0 is not shown", () => {
    const markup = render(
      "lrdx-gallery-categories",
      prepared("lrdx-gallery-categories", { has_fb_button: false, has_tw_button: false }, [
        { category_name: "الداخل", images_quantity: 0 },
      ]),
    );
    expect(markup).not.toContain("facebook.com");
    expect(markup).not.toContain("twitter.com");
    expect(markup).not.toContain("صورة<");
  });
});
