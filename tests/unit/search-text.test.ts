import { describe, expect, it } from "vitest";
import {
  blockTexts,
  highlightHtml,
  isContentText,
  pageSearchText,
  parseHighlight,
  searchResultUrl,
  stripHtml,
} from "../../runtime/core/search-text.ts";
import { demoContent } from "../../runtime/demo/demo-content.ts";

const S = "\uE000";
const E = "\uE001";

describe("search text extraction", () => {
  it("strips HTML: tags, scripts, styles and comments go, entities are decoded", () => {
    expect(
      stripHtml(
        '<p>رحلة في <b>الصحراء</b>&nbsp;&amp; الجبال</p><script>alert("x")</script><style>p{}</style><!-- note -->',
      ),
    ).toBe("رحلة في الصحراء & الجبال");
    expect(stripHtml("a<br>b")).toBe("a b");
    // A decoded angle bracket is dropped too: the index holds words, never markup.
    expect(stripHtml("&#1589;&#x62D;&lt;")).toBe("صح");
    expect(stripHtml("broken <b unclosed")).toBe("broken");
  });

  it("keeps content and skips URLs, colours, enum-like tokens and numbers", () => {
    expect(isContentText("ديفندر 110")).toBe(true);
    expect(isContentText("Defender")).toBe(true);
    for (const value of [
      "https://example.com/x",
      "/models/defender",
      "./child",
      "mailto:a@b.c",
      "#005a2b",
      "rgb(0, 0, 0)",
      "primary",
      "top-space-0",
      "16-9",
      "_blank",
      "2024-01-01",
      "  ",
    ])
      expect(isContentText(value), value).toBe(false);
  });

  it("collects every text field of fields and groups, recursively, skipping non-content keys", () => {
    const texts = blockTexts([
      {
        template: "lrdx-hero-title-banner",
        fields: {
          block_scroll_id: "defender-offer",
          heading: "ديفندر 110 الجديدة",
          header_size: "xl",
          header_tag: 1,
          paragraph: "<p>رحلة في <strong>الصحراء</strong></p>",
          box_color: "dark-theme",
          "rdx-image": { id: 30001, alt: "ديفندر على الكثبان" },
          "rdx-buttons": [
            {
              link_text: "اكتشف المزيد",
              url: "/models/defender",
              type: "internal",
              ui_type: "primary",
            },
          ],
          error_msg: "حدث خطأ ما",
          offer_schedule: { start: "2024-01-01", end: "2024-02-01" },
          form_params_mapping: { source: "الحقل" },
        },
        groups: [{ accordion_title: "السؤال", accordion_content: "<p>الجواب</p>", icon: "plus" }],
      },
      null,
      "not a block",
    ]);
    expect(texts).toEqual([
      "ديفندر 110 الجديدة",
      "رحلة في الصحراء",
      "ديفندر على الكثبان",
      "اكتشف المزيد",
      "السؤال",
      "الجواب",
    ]);
  });

  it("builds a page's title, meta and body, without repeating the title", () => {
    expect(
      pageSearchText({
        title: "ديفندر",
        meta_title: "ديفندر",
        meta_description: "قدرات لا تضاهى",
        blocks: [{ template: "lrdx-quote", fields: { quote: "اقتباس" }, groups: [] }],
      }),
    ).toEqual({ title: "ديفندر", meta: "قدرات لا تضاهى", body: "اقتباس" });
  });

  it("finds text in every demo page that has blocks", () => {
    for (const page of demoContent().pages) {
      const blocks = (page as { blocks?: unknown[] }).blocks ?? [];
      if (blocks.length === 0) continue;
      expect(blockTexts(blocks).length, page.path).toBeGreaterThan(0);
    }
  });
});

describe("highlighted snippets", () => {
  it("splits the database's markers into runs and escapes them as HTML", () => {
    const parts = parseHighlight(`رحلة في ${S}الصحراء${E} <script>x</script>`);
    expect(parts).toEqual([
      { text: "رحلة في ", isMatch: false },
      { text: "الصحراء", isMatch: true },
      { text: " <script>x</script>", isMatch: false },
    ]);
    expect(highlightHtml(parts)).toBe(
      "رحلة في <mark>الصحراء</mark> &lt;script&gt;x&lt;/script&gt;",
    );
  });

  it("drops unbalanced markers", () => {
    expect(parseHighlight(`a${E}b${S}c`)).toEqual([
      { text: "ab", isMatch: false },
      { text: "c", isMatch: true },
    ]);
    expect(parseHighlight("")).toEqual([]);
  });

  it("links a result to its page under the language base", () => {
    expect(searchResultUrl("/ar/", "index")).toBe("/ar/");
    expect(searchResultUrl("/ar/", "models/defender")).toBe("/ar/models/defender");
    expect(searchResultUrl("/ar/", "عروض/صيف")).toBe(
      `/ar/${encodeURIComponent("عروض")}/${encodeURIComponent("صيف")}`,
    );
  });
});
