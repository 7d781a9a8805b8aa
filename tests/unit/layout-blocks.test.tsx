import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AnyBlock, BlockProps, BlockTemplateKey } from "../../generated/types.ts";
import type { PageRecord } from "../../runtime/core/page-resolution.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import {
  groupTabPanels,
  type TabNode,
  tabPanelId,
  tabPanelPlan,
} from "../../runtime/core/tab-panels.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { pageBlocks } from "../../runtime/demo/families/family-page.ts";
import { layoutPage } from "../../runtime/demo/families/layout.ts";
import Accordion, { faqJsonLd } from "../../site/blocks/Accordion/index.tsx";
import Masonry, { shouldAutoplay } from "../../site/blocks/Masonry/index.tsx";
import ParallaxImage from "../../site/blocks/ParallaxImage/index.tsx";
import SectionImageTabs from "../../site/blocks/SectionImageTabs/index.tsx";
import SectionTabs from "../../site/blocks/SectionTabs/index.tsx";
import {
  changeSelection,
  effectiveModelKey,
  initialSelection,
  selectedModelKey,
  selectionOptions,
} from "../../site/blocks/SpecificationAccordion/spec-selection.ts";
import SpecificationAtAGlance from "../../site/blocks/SpecificationAtAGlance/index.tsx";
import TextSteps from "../../site/blocks/TextSteps/index.tsx";

/** A stored block prepared as the server does (defaults filled); throws when it is invalid. */
function prepared<K extends BlockTemplateKey>(raw: unknown): BlockProps<K>["block"] {
  const p = prepareBlock(structuredClone(raw), 0);
  if (p.kind === "error") throw new Error(JSON.stringify(p.problems));
  return p.block as BlockProps<K>["block"];
}

/** The validator's problems for a stored block (none when it is valid). */
function problems(raw: unknown): { pointer: string; rule: string }[] {
  const p = prepareBlock(structuredClone(raw), 0);
  return p.kind === "error" ? p.problems.map(({ pointer, rule }) => ({ pointer, rule })) : [];
}

const example = (key: string, i = 0) => {
  const e = examplesOf(key)[i];
  if (!e) throw new Error(`no example ${i} of ${key}`);
  return e;
};

describe("tabs over the following blocks (runtime/core/tab-panels.ts)", () => {
  const tabs = (index: number, counts: number[], key = "lrdx-section-tabs") => ({
    key,
    index,
    groups: counts.map((n, i) => ({ blocks_count: n, tab_id: i === 0 ? "first" : "" })),
  });
  const plain = (index: number) => ({ key: "lrdx-quote", index });

  it("gives each tab its blocks_count following blocks, in page order", () => {
    const plan = tabPanelPlan([tabs(0, [2, 1]), plain(1), plain(2), plain(3), plain(4)], 5);
    expect(plan.get(0)).toEqual([
      { tab: 0, start: 1, end: 3, id: "first" },
      { tab: 1, start: 3, end: 4, id: "tabs-b0-1" },
    ]);
  });

  it("cuts a count at the end of the page, and a nested tab block at the end of its panel", () => {
    expect(tabPanelPlan([tabs(3, [5])], 5).get(3)).toEqual([
      { tab: 0, start: 4, end: 5, id: "first" },
    ]);
    const plan = tabPanelPlan(
      [tabs(0, [3, 1], "lrdx-section-image-tabs"), tabs(1, [4]), plain(2), plain(3), plain(4)],
      5,
    );
    expect(plan.get(1)).toEqual([{ tab: 0, start: 2, end: 4, id: "first" }]);
    expect(plan.get(0)?.map((r) => [r.start, r.end])).toEqual([
      [1, 4],
      [4, 5],
    ]);
  });

  it("groups rendered blocks into panels right after their tab block; missing positions still count", () => {
    const plan = tabPanelPlan([tabs(0, [2, 1]), plain(1), plain(2), plain(3), plain(4)], 5);
    // Position 2 is scheduled out: the first tab keeps position 1 only, the second position 3.
    const nodes = groupTabPanels([0, 1, 3, 4], (n) => n, plan);
    const shape = (list: TabNode<number>[]): unknown[] =>
      list.map((n) => (n.kind === "block" ? n.item : { panel: n.range.id, of: shape(n.children) }));
    expect(shape(nodes)).toEqual([
      0,
      { panel: "first", of: [1] },
      { panel: "tabs-b0-1", of: [3] },
      4,
    ]);
  });

  it("leaves the following blocks alone when the tab block itself is not rendered", () => {
    const plan = tabPanelPlan([tabs(0, [2]), plain(1), plain(2)], 3);
    const nodes = groupTabPanels([1, 2], (n) => n, plan);
    expect(nodes.map((n) => n.kind)).toEqual(["block", "block"]);
  });

  it("names a panel by its tab_id, so /page#tab_id reaches it without JavaScript", () => {
    expect(tabPanelId(4, 1, "interior")).toBe("interior");
    expect(tabPanelId(4, 1, "")).toBe("tabs-b4-1");
  });

  it("the demo page's tab blocks own real following blocks", () => {
    const blocks = pageBlocks(layoutPage);
    const plan = tabPanelPlan(
      blocks.map((b, index) => ({ key: b.template, index, groups: b.groups })),
      blocks.length,
    );
    const owners = [...plan.keys()];
    expect(owners.map((i) => blocks[i]?.template)).toEqual([
      "lrdx-section-tabs",
      "lrdx-section-image-tabs",
    ]);
    for (const ranges of plan.values())
      for (const r of ranges) expect(r.end - r.start).toBeGreaterThan(0);
    for (const key of layoutPage.keys) expect(blocks.some((b) => b.template === key)).toBe(true);
  });
});

describe("Section Tabs and Section Image Tabs on the server", () => {
  it("renders each tab as a link to its panel, every tab's copy, and no tab roles before hydration", () => {
    const block = prepared<"lrdx-section-tabs">(example("lrdx-section-tabs"));
    const html = renderToString(<SectionTabs block={block} index={2} />);
    expect(html).toContain('href="#exterior"');
    expect(html).toContain('href="#interior"');
    expect(html).not.toContain('role="tab"');
    expect(html).toContain("صلابة من كل زاوية");
    expect(html).toContain("مساحة لكل رحلة");
    expect(html).not.toMatch(/section-tabs__copy"[^>]*hidden/);
    // The modal variant: a dialog with one card per tab.
    expect(html).toContain("<dialog");
    expect(html.match(/section-tabs__card"/g)).toHaveLength(2);
  });

  it("puts the copy below the tabs with copy_position bottom, and a tab without tab_id links to its own panel id", () => {
    const block = prepared<"lrdx-section-tabs">(example("lrdx-section-tabs", 1));
    const html = renderToString(<SectionTabs block={block} index={7} />);
    expect(html.indexOf("section-tabs__bar")).toBeLessThan(html.indexOf("section-tabs__copies"));
    expect(html).toContain('href="#tabs-b7-2"');
    expect(html).not.toContain("<dialog");
  });

  it("refuses a tab_id that cannot be a URL hash and a negative blocks_count, naming the field", () => {
    const raw = example("lrdx-section-tabs");
    const bad = {
      ...raw,
      groups: [
        { tab_label: "أ", tab_id: "مع مسافة" },
        { tab_label: "ب", blocks_count: -1 },
      ],
    };
    expect(problems(bad)).toEqual(
      expect.arrayContaining([
        { pointer: "/groups/0/tab_id", rule: "pattern" },
        { pointer: "/groups/1/blocks_count", rule: "minimum" },
      ]),
    );
  });

  it("loads the tab pictures lazily with has_lazyload, eagerly in the first two blocks without it", () => {
    const lazy = prepared<"lrdx-section-image-tabs">(example("lrdx-section-image-tabs"));
    expect(renderToString(<SectionImageTabs block={lazy} index={0} />)).not.toContain(
      'loading="eager"',
    );
    const eager = prepared<"lrdx-section-image-tabs">(example("lrdx-section-image-tabs", 1));
    const html = renderToString(<SectionImageTabs block={eager} index={0} />);
    expect(html).toContain('loading="eager"');
    expect(renderToString(<SectionImageTabs block={eager} index={3} />)).not.toContain(
      'loading="eager"',
    );
  });
});

describe("Specification Accordion", () => {
  const fields = (model: string, extra: string) => ({ model, model_key_additional: extra });
  const variants = [
    { model_label: "رينج روفر", engine_label: "V8", specification_label: "SV", model_key: "l460" },
    {
      model_label: "رينج روفر",
      engine_label: "V8",
      specification_label: "HSE",
      model_key: "l460_hse",
    },
    {
      model_label: "رينج روفر",
      engine_label: "PHEV",
      specification_label: "SE",
      model_key: "l460_phev",
    },
    { model_label: "ديفندر", engine_label: "P400", specification_label: "X", model_key: "l663" },
  ];

  it("model_key_additional takes priority over the model field (002 §5.5)", () => {
    expect(effectiveModelKey(fields("l461", "l460"))).toBe("l460");
    expect(effectiveModelKey(fields("l461", ""))).toBe("l461");
    expect(initialSelection(variants, "l663")).toEqual({
      model: "ديفندر",
      engine: "P400",
      specification: "X",
    });
    expect(initialSelection([], "l663")).toBeNull();
    expect(selectedModelKey([], null, "l663")).toBe("l663");
  });

  it("offers the engines of the chosen model and the specifications of both; later lists follow a change", () => {
    const start = initialSelection(variants, "l460_hse");
    expect(start).toEqual({ model: "رينج روفر", engine: "V8", specification: "HSE" });
    if (!start) return;
    expect(selectionOptions(variants, start)).toEqual({
      models: ["رينج روفر", "ديفندر"],
      engines: ["V8", "PHEV"],
      specifications: ["SV", "HSE"],
    });
    const phev = changeSelection(variants, start, "engine", "PHEV");
    expect(phev).toEqual({ model: "رينج روفر", engine: "PHEV", specification: "SE" });
    expect(selectedModelKey(variants, phev, "x")).toBe("l460_phev");
    const defender = changeSelection(variants, phev, "model", "ديفندر");
    expect(selectedModelKey(variants, defender, "x")).toBe("l663");
  });

  it("checks the variants' structure (held as JSON), naming the field", () => {
    const raw = example("lrdx-specification-accordion");
    const bad = {
      ...raw,
      fields: {
        ...raw.fields,
        variants: [
          {
            model_label: "رينج روفر",
            engine_label: "V8",
            specification_label: "SV",
            model_key: "L460 X",
          },
        ],
      },
    };
    expect(problems(bad)).toContainEqual({
      pointer: "/fields/variants/0/model_key",
      rule: "pattern",
    });
    expect(
      problems({ ...raw, fields: { ...raw.fields, model_key_additional: "Not A Key" } }),
    ).toContainEqual({
      pointer: "/fields/model_key_additional",
      rule: "pattern",
    });
  });

  it("caps the sections at 100 groups", () => {
    const raw = example("lrdx-specification-accordion");
    const groups = Array.from({ length: 101 }, (_, i) => ({ title: `قسم ${i + 1}` }));
    expect(problems({ ...raw, groups })).toContainEqual({ pointer: "/groups", rule: "maxItems" });
    expect(problems({ ...raw, groups: groups.slice(0, 100) })).toEqual([]);
  });
});

describe("Text Steps, Parallax Image, Specification at a Glance, Masonry", () => {
  it("numbers the steps as an ordered list", () => {
    const block = prepared<"lrdx-text-steps">(example("lrdx-text-steps", 1));
    const html = renderToString(<TextSteps block={block} index={0} />);
    expect(html).toContain("<ol");
    expect(html.match(/<li/g)).toHaveLength(4);
    expect(html).toContain("<h4"); // one level under the block's H3 heading
  });

  it("caps Parallax Image at 40 groups and moves by CSS only (no island)", async () => {
    const raw = example("lrdx-parallax-image");
    const groups = Array.from({ length: 41 }, () => ({ image: { id: 30001 } }));
    expect(problems({ ...raw, groups })).toContainEqual({ pointer: "/groups", rule: "maxItems" });
    const block = prepared<"lrdx-parallax-image">({ ...raw, groups: groups.slice(0, 40) });
    const html = renderToString(<ParallaxImage block={block} index={5} />);
    expect(html.match(/<figure/g)).toHaveLength(40);
    expect(html).toContain('loading="lazy"');
    const { blockRegistry } = await import("../../generated/blocks.ts");
    expect(blockRegistry["lrdx-parallax-image"].isIsland).toBe(false);
  });

  it("lays Specification at a Glance out at most 4 per row and caps it at 20 groups", () => {
    const raw = example("lrdx-specification-at-a-glance");
    const groups = Array.from({ length: 21 }, (_, i) => ({ value: String(i) }));
    expect(problems({ ...raw, groups })).toContainEqual({ pointer: "/groups", rule: "maxItems" });
    expect(problems({ ...raw, fields: { ...raw.fields, "col-numbers": 5 } })).toContainEqual({
      pointer: "/fields/col-numbers",
      rule: "maximum",
    });
    const block = prepared<"lrdx-specification-at-a-glance">(raw);
    expect(block.fields["col-numbers"]).toBe(4);
    const html = renderToString(<SpecificationAtAGlance block={block} index={0} />);
    expect(html).toContain("spec-glance__list--4");
    expect(html).toContain("6.1");
  });

  it("Masonry: the video waits on its poster on the server; autoplay off by the editor or reduced motion", () => {
    expect(shouldAutoplay(false, false)).toBe(true);
    expect(shouldAutoplay(true, false)).toBe(false);
    expect(shouldAutoplay(false, true)).toBe(false);
    const raw = example("lrdx-masonry", 1);
    const block = prepared<"lrdx-masonry">({
      ...raw,
      fields: { ...raw.fields, native_video: "https://media.example.com/range-rover.mp4" },
    });
    const html = renderToString(<Masonry block={block} index={4} />);
    expect(html).toContain("<video");
    expect(html).not.toContain("autoplay");
    expect(html).toContain('poster="/api/v2/images/30003/w/1600/h/900.jpg"');
    expect(html).toContain('aria-label="تشغيل الفيديو"');
    expect(html).toContain("masonry--video-bottom");
    const withoutVideo = prepared<"lrdx-masonry">(example("lrdx-masonry"));
    const still = renderToString(<Masonry block={withoutVideo} index={4} />);
    expect(still).not.toContain("<video");
    expect(still.match(/<img/g)).toHaveLength(4);
    expect(
      problems({ ...raw, fields: { ...raw.fields, native_video: "javascript:alert(1)" } }),
    ).toContainEqual({
      pointer: "/fields/native_video",
      rule: "pattern",
    });
  });
});

describe("Accordion FAQPage structured data (has_schema)", () => {
  const groups = [
    { accordion_title: "ما مدة الضمان؟", accordion_content: "<p>ثلاث سنوات.</p>" },
    { accordion_title: "سؤال بلا إجابة", accordion_content: "<p> </p>" },
    { accordion_title: "هل أستطيع الحجز؟", accordion_content: "<p>نعم </script><script>x</p>" },
  ];

  it("is a schema.org FAQPage: a Question per answered group, each with an Answer's text", () => {
    const json = faqJsonLd(groups);
    expect(json).not.toBeNull();
    expect(json).not.toContain("</script>");
    const data = JSON.parse(json ?? "") as {
      "@context": string;
      "@type": string;
      mainEntity: {
        "@type": string;
        name: string;
        acceptedAnswer: { "@type": string; text: string };
      }[];
    };
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((q) => q.name)).toEqual(["ما مدة الضمان؟", "هل أستطيع الحجز؟"]);
    for (const q of data.mainEntity) {
      expect(q["@type"]).toBe("Question");
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
    expect(data.mainEntity[1]?.acceptedAnswer.text).toBe("<p>نعم </script><script>x</p>");
    expect(faqJsonLd([groups[1] as (typeof groups)[number]])).toBeNull();
  });

  it("is written only with has_schema, and the block keeps OPEN ALL for several groups", () => {
    const on = prepared<"lrdx-accordion">(example("lrdx-accordion"));
    const html = renderToString(<Accordion block={on} index={0} />);
    expect(html).toContain('type="application/ld+json"');
    expect(html).toContain("افتح الكل");
    expect(html.match(/<details/g)).toHaveLength(3);
    const off = prepared<"lrdx-accordion">({
      ...example("lrdx-accordion"),
      fields: { has_schema: false },
    });
    expect(renderToString(<Accordion block={off} index={0} />)).not.toContain("ld+json");
    const stored: AnyBlock = on;
    expect(stored.template).toBe("lrdx-accordion");
  });

  it("caps the Accordion at 30 groups", () => {
    const raw = example("lrdx-accordion");
    const groups = Array.from({ length: 31 }, (_, i) => ({ accordion_title: `سؤال ${i}` }));
    expect(problems({ ...raw, groups })).toContainEqual({ pointer: "/groups", rule: "maxItems" });
  });
});

describe("the page renderer puts each tab's blocks in its panel (runtime/ssr/render.tsx)", () => {
  it("wraps the blocks_count following blocks of each tab, server-rendered and visible", async () => {
    const { pageElement } = await import("../../runtime/ssr/render.tsx");
    const { mergeSettings } = await import("../../runtime/core/settings.ts");
    const { settingsDefaults } = await import("../../generated/validate.ts");
    const { defaultSiteContext } = await import("../../site/ui/site-context.tsx");
    const glance = example("lrdx-specification-at-a-glance");
    const blocks = [
      {
        ...example("lrdx-section-tabs", 1),
        // service: 2 blocks (the second scheduled out), warranty: 1, the third tab: none.
      },
      { ...glance, fields: { ...glance.fields, heading: "أرقام الصيانة" } },
      {
        ...glance,
        fields: {
          ...glance.fields,
          heading: "عرض منتهٍ",
          offer_schedule: [{ start: "2001-01-01", end: "2001-01-02" }],
        },
      },
      { ...glance, fields: { ...glance.fields, heading: "أرقام الضمان" } },
      { ...glance, fields: { ...glance.fields, heading: "بعد التبويبات" } },
    ];
    const page: PageRecord = {
      id: 1,
      path: "tabs",
      lang: "ar",
      translation_key: null,
      page_type: "page",
      title: "تبويبات",
      meta_title: null,
      meta_description: null,
      image_id: null,
      external_meta_image: null,
      canonical_url: null,
      disable_seo_tracking: false,
      type: null,
      to: null,
      http_code: null,
      link_type: null,
      redirect_path: null,
      link_new_window: false,
      blocks,
      metaheads: [],
    } as PageRecord;
    const element = await pageElement(page, {
      site: defaultSiteContext,
      settings: mergeSettings(settingsDefaults, []),
      theme: "lrdx",
      assets: {
        stylesheetHref: "/static/site.css",
        stylesheet: "",
        islandScriptHref: null,
        clientDir: "",
        entries: {},
      },
      currentUrl: "/ar/tabs",
      referrer: null,
      now: new Date("2026-11-23T08:00:00Z"),
      log: () => {},
    });
    const html = renderToString(element);
    // Each panel's markup up to the next panel.
    const panel = (id: string) =>
      html.split('class="tab-panel"').find((part) => part.startsWith(` id="${id}"`)) ?? "";
    expect(html.match(/data-tabs-owner="b0"/g)).toHaveLength(3);
    expect(panel("service")).toContain("أرقام الصيانة");
    expect(html).not.toContain("عرض منتهٍ");
    expect(panel("warranty")).toContain("أرقام الضمان");
    expect(html).toContain('id="tabs-b0-2"');
    // The block after the tabs' blocks stays outside every panel, after the last one.
    const after = html.indexOf("بعد التبويبات");
    expect(after).toBeGreaterThan(html.indexOf('id="tabs-b0-2"'));
    expect(html.slice(html.indexOf('id="tabs-b0-2"'), after)).toContain("</div>");
    // Server-rendered: no panel is hidden.
    expect(html).not.toMatch(/data-tabs-owner="b0"[^>]*hidden/);
  });
});
