import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnyBlock } from "../../generated/types.ts";
import { buildIR } from "../../generator/build-ir.ts";
import { defaultCtx } from "../../generator/ctx.ts";
import { loadSchemas } from "../../generator/load.ts";
import { isBlockShown } from "../../runtime/core/block-visibility.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import {
  localSequenceSource,
  sequenceFrameIds,
  view360Sequences,
} from "../../runtime/core/view360-sequences.ts";
import { view360Images } from "../../runtime/demo/view360-images.ts";
import Exterior360 from "../../site/blocks/Exterior360/index.tsx";
import { angleFrame, View360LoadError } from "../../site/blocks/Exterior360/view.tsx";
import Interior360 from "../../site/blocks/Interior360/index.tsx";
import TabbedComponent from "../../site/blocks/TabbedComponent/index.tsx";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";
import { panoramaShiftPercent } from "../../site/ui/view360-controls.ts";

const keys = ["lrdx-exterior360", "lrdx-interior-360", "lrdx-tabbed-component"] as const;
const ir = buildIR(loadSchemas(defaultCtx), defaultCtx);
const schemaOf = (key: string) => {
  const b = ir.blocks.find((x) => x.key === key);
  if (!b) throw new Error(`no schema ${key}`);
  return b;
};

function prepared(raw: unknown, index = 0): AnyBlock {
  const p = prepareBlock(raw, index);
  if (p.kind === "error") throw new Error(JSON.stringify(p.problems));
  return p.block;
}

function render(block: AnyBlock, index = 0): string {
  const inner = (() => {
    switch (block.template) {
      case "lrdx-exterior360":
        return <Exterior360 block={block} index={index} />;
      case "lrdx-interior-360":
        return <Interior360 block={block} index={index} />;
      case "lrdx-tabbed-component":
        return <TabbedComponent block={block} index={index} />;
      default:
        throw new Error(`not a 360 block: ${block.template}`);
    }
  })();
  return renderToString(
    <SiteContext.Provider value={defaultSiteContext}>{inner}</SiteContext.Provider>,
  );
}

/** The problems prepareBlock names for an invalid block. */
function problems(raw: unknown): string[] {
  const p = prepareBlock(raw, 0);
  return p.kind === "error" ? p.problems.map((x) => `${x.pointer} ${x.message}`) : [];
}

describe.each(keys)("%s renders each of its examples on the server", (key) => {
  it.each(schemaOf(key).examples.map((e, i) => [i, e] as const))("example %i", (_i, example) => {
    const html = render(prepared(structuredClone(example)));
    expect(html).not.toContain("undefined");
    // Every picture has its size, so nothing shifts while it loads.
    for (const img of html.match(/<img [^>]*>/g) ?? []) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
    }
  });
});

describe("Exterior 360", () => {
  const example = schemaOf("lrdx-exterior360").examples[0];
  it("server-renders the first frame of its preset's sequence, eager at the top of the page and lazy below", () => {
    const top = render(prepared(structuredClone(example)), 0);
    const seq = localSequenceSource.sequence("l663-110-exterior", "exterior");
    if (!seq) throw new Error("no Defender sequence");
    const first = sequenceFrameIds(seq)[0];
    expect(top).toContain(`/api/v2/images/${first}/w/1600/h/900.jpg`);
    expect(top).toContain('loading="eager"');
    expect(render(prepared(structuredClone(example)), 4)).toContain('loading="lazy"');
    const other = render(
      prepared({
        template: "lrdx-exterior360",
        fields: { "preset-exterior": "l460-exterior" },
        groups: [],
      }),
    );
    expect(other).toContain("/api/v2/images/36050/w/");
  });

  it("shows both interaction labels (CSS picks the mouse or touch one) before the first interaction", () => {
    const html = render(prepared(structuredClone(example)));
    expect(html).toContain("انقر واسحب لتدوير ديفندر");
    expect(html).toContain("المس واسحب لتدوير ديفندر");
    const defaults = render(prepared({ template: "lrdx-exterior360", fields: {}, groups: [] }));
    expect(defaults).toContain("انقر واسحب للتدوير");
    expect(defaults).toContain("المس واسحب للتدوير");
  });

  it("a keyboard-operable view, the slider left to right, the pause button when it autostarts, the sidebar's angles", () => {
    const html = render(prepared(structuredClone(example)));
    expect(html).toMatch(/role="slider" tabindex="0"/);
    expect(html).toContain('aria-roledescription="عرض 360 درجة"');
    expect(html).toMatch(/<input type="range"[^>]*dir="ltr"/);
    expect(html).toContain("view360__slider--light");
    expect(html).toContain("إيقاف الدوران");
    expect(html).toContain("<aside");
    for (const label of ["الأمام", "الجانب", "الخلف", "الجانب الآخر"])
      expect(html).toContain(label);
    const plain = render(
      prepared({
        template: "lrdx-exterior360",
        fields: { has_slider_with_handle: false, has_sidebar: false, heading: "عنوان" },
        groups: [],
      }),
    );
    expect(plain).not.toContain('type="range"');
    expect(plain).not.toContain("<aside");
    expect(plain).not.toContain("إيقاف الدوران");
    expect(plain).toContain("عنوان");
  });

  it("the sidebar's angles are quarter turns from the straight front", () => {
    expect([1, 3, 5, 7].map((e) => angleFrame(24, e as 1 | 3 | 5 | 7))).toEqual([3, 9, 15, 21]);
  });

  it("defaults: slider with handle on, light theme, no sidebar, no autostart", () => {
    const block = prepared({ template: "lrdx-exterior360", fields: {}, groups: [] });
    if (block.template !== "lrdx-exterior360") throw new Error("wrong block");
    expect(block.fields.has_slider_with_handle).toBe(true);
    expect(block.fields.slider_theme).toBe("light");
    expect(block.fields.has_sidebar).toBe(false);
    expect(block.fields.has_autostart).toBe(false);
    expect(block.fields["preset-exterior"]).toBe("l663-110-exterior");
  });

  it("refuses a preset the media library has not got, naming the field", () => {
    const found = problems({
      template: "lrdx-exterior360",
      fields: { "preset-exterior": "x761-exterior" },
      groups: [],
    });
    expect(found.join("\n")).toContain("preset-exterior");
  });

  it("offer schedule: shown inside its period only", () => {
    const p = prepareBlock(structuredClone(schemaOf("lrdx-exterior360").examples[1]), 0);
    expect(isBlockShown(p, new Date("2026-06-01T10:00:00Z"), "Asia/Dubai")).toBe(true);
    expect(isBlockShown(p, new Date("2027-01-02T10:00:00Z"), "Asia/Dubai")).toBe(false);
  });
});

describe("Interior 360", () => {
  const example = schemaOf("lrdx-interior-360").examples[0];
  it("server-renders the dashboard view of the panorama: one named picture, two decorative copies", () => {
    const html = render(prepared(structuredClone(example)));
    const imgs = html.match(/<img [^>]*>/g) ?? [];
    expect(imgs).toHaveLength(3);
    expect(imgs.filter((i) => i.includes('alt=""'))).toHaveLength(2);
    expect(imgs[1]).toContain("/api/v2/images/36100/w/3200.jpg 3200w");
    expect(html).toContain(`translateX(${panoramaShiftPercent(0).toFixed(4)}%)`);
    expect(html).toContain('data-mode="preview"');
  });

  it("shows the interaction labels with the icon; reset and exit appear only in the interactive mode", () => {
    const html = render(prepared(structuredClone(example)));
    expect(html).toContain("انقر لاستكشاف المقصورة");
    expect(html).toContain("المس لاستكشاف المقصورة");
    expect(html).toContain("icon--steering-wheel");
    // Reset and exit wait, hidden, for the interactive mode.
    expect(html).toMatch(/<div class="interior360__bar" hidden="">/);
    expect(html).toContain("خروج من العرض");
  });

  it("defaults: the catalogue's labels in Arabic", () => {
    const block = prepared({ template: "lrdx-interior-360", fields: {}, groups: [] });
    if (block.template !== "lrdx-interior-360") throw new Error("wrong block");
    expect(block.fields.resetToDash).toBe("العودة إلى لوحة القيادة");
    expect(block.fields.exit).toBe("خروج");
    expect(block.fields.icon).toBe("steering-wheel");
    expect(block.fields["preset-interior"]).toBe("l663-110-interior");
  });
});

describe("load failure (002 §4.1): error_msg and a try_again_btn_label retry", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const texts = { error_msg: "تعذّر تحميل العرض.", try_again_btn_label: "أعد المحاولة الآن" };
  it.each([
    ["lrdx-exterior360", "preset-exterior", "l663-110-exterior"],
    ["lrdx-interior-360", "preset-interior", "l663-110-interior"],
  ] as const)(
    "%s with its preset missing on the server: the block's texts and a retry link to the page",
    (template, field, code) => {
      const block = prepared({ template, fields: { [field]: code, ...texts }, groups: [] });
      // The media library has lost the sequence since the block was saved.
      vi.spyOn(localSequenceSource, "sequence").mockReturnValue(null);
      const html = render(block);
      expect(html).toMatch(/<div class="block-error" role="alert"><p>تعذّر تحميل العرض.<\/p>/);
      expect(html).toMatch(
        /<a class="cta cta--secondary cta--small" href="">أعد المحاولة الآن<\/a>/,
      );
      expect(html).not.toContain("<img");
      // The defaults when the block names no texts of its own.
      const defaults = render(prepared({ template, fields: { [field]: code }, groups: [] }));
      expect(defaults).toContain("حدث خطأ ما، يرجى المحاولة مرة أخرى.");
      expect(defaults).toMatch(/href="">حاول مرة أخرى<\/a>/);
    },
  );

  it("the views' failure box: the block's texts, announced, and a real button (the site's texts without them)", () => {
    const html = renderToString(
      <SiteContext.Provider value={defaultSiteContext}>
        <View360LoadError
          texts={{ message: texts.error_msg, retry: texts.try_again_btn_label }}
          onRetry={() => {}}
        />
      </SiteContext.Provider>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain("<p>تعذّر تحميل العرض.</p>");
    expect(html).toMatch(
      /<button type="button" class="cta cta--secondary cta--small">أعد المحاولة الآن<\/button>/,
    );
    const site = renderToString(
      <SiteContext.Provider value={defaultSiteContext}>
        <View360LoadError onRetry={() => {}} />
      </SiteContext.Provider>,
    );
    expect(site).toContain("حدث خطأ ما، يرجى المحاولة مرة أخرى.");
    expect(site).toContain(">حاول مرة أخرى</button>");
  });

  it("with the preset there, nothing of the failure is server-rendered", () => {
    for (const key of ["lrdx-exterior360", "lrdx-interior-360"] as const) {
      const html = render(prepared(structuredClone(schemaOf(key).examples[0])));
      expect(html).not.toContain("block-error");
      expect(html).not.toContain('role="alert"');
    }
  });

  it("header_size: the shared default xl; the examples keep their l", () => {
    for (const key of ["lrdx-exterior360", "lrdx-interior-360"] as const) {
      const block = prepared({ template: key, fields: {}, groups: [] });
      expect(block.fields).toHaveProperty("header_size", "xl");
      for (const example of schemaOf(key).examples)
        expect(prepared(structuredClone(example)).fields).toHaveProperty("header_size", "l");
    }
  });
});

describe("Tabbed Component", () => {
  const [first, second] = schemaOf("lrdx-tabbed-component").examples;
  it("renders its tabs with the first one current and only its panel shown", () => {
    const html = render(prepared(structuredClone(first)));
    const tabs = html.match(/<button[^>]*role="tab"[^>]*>[^<]*<\/button>/g) ?? [];
    expect(tabs).toHaveLength(3);
    expect(tabs[0]).toContain('aria-selected="true"');
    expect(tabs[0]).toContain('tabindex="0"');
    expect(tabs[1]).toContain('aria-selected="false"');
    expect(tabs[1]).toContain('tabindex="-1"');
    expect(tabs.map((t) => t.replace(/<[^>]*>/g, ""))).toEqual([
      "الهيكل الخارجي",
      "المقصورة",
      "العروض",
    ]);
    const panels = html.match(/<div role="tabpanel"[^>]*>/g) ?? [];
    expect(panels).toHaveLength(3);
    expect(panels[0]).not.toContain("hidden");
    expect(panels[1]).toContain("hidden");
    expect(panels[2]).toContain("hidden");
    expect(html).toContain('data-component="lrdx-interior-360"');
  });

  it("a Hero Carousel tab shows its slides' HTML sanitised like the Hero Carousel's own", () => {
    const html = render(prepared(structuredClone(first)));
    expect(html).toContain("ديفندر 110 بتمويل دون دفعة أولى");
    expect(html).toContain("اطلب عرض سعر");
    const evil = prepared({
      template: "lrdx-tabbed-component",
      fields: {},
      groups: [
        {
          tab_label: "عروض",
          component_type: "lrdx-hero-slider",
          slides: [
            {
              info: '<img src=x onerror="alert(1)"><h2>عرض</h2>',
              description: "<script>alert(2)</script>",
            },
          ],
        },
      ],
    });
    const out = render(evil);
    expect(out).not.toContain("onerror");
    expect(out).not.toContain("<script");
    expect(out).toContain("عرض");
    // The slides' HTML is sanitised like the Hero Carousel's own: its formatting stays markup.
    expect(out).toContain("<h2>عرض</h2>");
  });

  it("hasControls off hides the exterior view's slider; the 360 labels are the block's", () => {
    const html = render(prepared(structuredClone(second)));
    expect(html).not.toContain('type="range"');
    expect(html).toContain("انقر واسحب للتدوير");
  });

  it("at most 6 tabs, each with a label, naming the field", () => {
    const tab = { tab_label: "تبويب", component_type: "lrdx-exterior360" };
    expect(
      problems({ template: "lrdx-tabbed-component", fields: {}, groups: Array(7).fill(tab) }).join(
        "\n",
      ),
    ).toContain("/groups");
    expect(
      problems({ template: "lrdx-tabbed-component", fields: {}, groups: Array(6).fill(tab) }),
    ).toEqual([]);
    const noLabel = problems({
      template: "lrdx-tabbed-component",
      fields: {},
      groups: [{ component_type: "lrdx-interior-360" }],
    });
    expect(noLabel.join("\n")).toContain("tab_label");
    const badType = problems({
      template: "lrdx-tabbed-component",
      fields: {},
      groups: [{ tab_label: "أ", component_type: "lrdx-gallery" }],
    });
    expect(badType.join("\n")).toContain("component_type");
  });
});

describe("the media library's 360 sequences", () => {
  it("every preset option of the schemas has a sequence of its kind", () => {
    const ext = schemaOf("lrdx-exterior360").fields.find((f) => f.symbol === "preset-exterior");
    const int = schemaOf("lrdx-interior-360").fields.find((f) => f.symbol === "preset-interior");
    const options = (f: typeof ext) =>
      f && "options" in f ? (f.options as { value: unknown }[]).map((o) => String(o.value)) : [];
    expect(options(ext).length).toBeGreaterThan(0);
    for (const code of options(ext))
      expect(localSequenceSource.sequence(code, "exterior")).not.toBeNull();
    for (const code of options(int))
      expect(localSequenceSource.sequence(code, "interior")).not.toBeNull();
  });

  it("the demo draws exactly the sequences' frames, with their sizes, and no id twice", async () => {
    const pictures = await view360Images(async (svg) => Buffer.from(svg));
    const want = view360Sequences.flatMap(sequenceFrameIds);
    expect(pictures.map((p) => p.id)).toEqual(want);
    expect(new Set(want).size).toBe(want.length);
    const ext = pictures.find((p) => p.id === 36000);
    expect([ext?.width, ext?.height]).toEqual([1024, 576]);
    // Successive frames differ (the car turns).
    expect(pictures[0]?.data.equals(pictures[1]?.data ?? Buffer.alloc(0))).toBe(false);
  });
});
