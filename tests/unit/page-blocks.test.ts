import { describe, expect, it } from "vitest";
import { settingsDefaults } from "../../generated/validate.ts";
import { isBlockShown } from "../../runtime/core/block-visibility.ts";
import { prepareBlock, preparePageBlocks } from "../../runtime/core/prepare-blocks.ts";
import { mergeSettings, siteSettings, siteTimeZone } from "../../runtime/core/settings.ts";

const quote = (fields: Record<string, unknown>) => ({ template: "lrdx-quote", fields, groups: [] });
const offer = (schedule: { start: string; end: string }[]) => ({
  template: "lrdx-hero-title-banner",
  fields: { heading: "عرض", "rdx-image": { id: 30001 }, offer_schedule: schedule },
  groups: [],
});
const settingsWith = (zone: string | null) =>
  mergeSettings(
    settingsDefaults,
    zone === null ? [] : [{ key: "general.site_timezone", value: zone }],
  );

describe("prepareBlock", () => {
  it("fills the schema's defaults and gives the frame its classes and scroll id", () => {
    const raw = quote({ quote: "نص", block_scroll_id: "q", border_grid_class: "border-top" });
    const p = prepareBlock(raw, 2);
    expect(p.kind).toBe("block");
    if (p.kind !== "block") return;
    expect(p.block.fields).toMatchObject({ quote: "نص", section_class: "center", author: "" });
    expect(p.frame).toEqual({
      index: 2,
      scrollId: "q",
      classes: ["block-frame", "block-frame--lrdx-quote", "border-top"],
    });
    // The stored JSON is left as it was: defaults go into the prepared copy only.
    expect(raw.fields).not.toHaveProperty("section_class");
  });

  it("sanitises editor HTML and keeps the result plain JSON", () => {
    const raw = {
      template: "lrdx-accordion",
      fields: {},
      groups: [{ accordion_title: "س", accordion_content: "<p>ج<script>alert(1)</script></p>" }],
    };
    const p = prepareBlock(raw, 0);
    if (p.kind !== "block") throw new Error(JSON.stringify(p));
    expect(p.block.groups[0]).toMatchObject({ accordion_content: "<p>ج</p>" });
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });

  it("returns an invalid block as an error with its own error texts and the broken pointer", () => {
    const p = prepareBlock(
      { template: "lrdx-hero-title-banner", fields: { heading: 5, error_msg: "تعذّر" }, groups: [] },
      1,
    );
    expect(p.kind).toBe("error");
    if (p.kind !== "error") return;
    expect(p.texts).toEqual({ message: "تعذّر", retry: null });
    expect(p.problems.map((x) => x.pointer)).toContain("/fields/heading");
    expect(p.frame.index).toBe(1);
  });

  it("names an unknown template", () => {
    const p = prepareBlock({ template: "lrdx-nothing", fields: {}, groups: [] }, 0);
    expect(p).toMatchObject({ kind: "error", key: "lrdx-nothing" });
    if (p.kind === "error") expect(p.problems[0]?.rule).toBe("known-template");
    expect(prepareBlock(null, 0)).toMatchObject({ kind: "error", key: "" });
  });
});

describe("the offer schedule, kept apart from preparation", () => {
  const june = offer([{ start: "2024-06-10", end: "2024-06-12" }]);
  // 2024-06-09T21:00Z is 01:00 on 10 June in Dubai (UTC+4) and still 9 June in London (UTC+1).
  const now = new Date("2024-06-09T21:00:00Z");

  it("is checked per request on a prepared block, in the zone given", () => {
    const p = prepareBlock(june, 0);
    expect(isBlockShown(p, now, "Asia/Dubai")).toBe(true);
    expect(isBlockShown(p, now, "Europe/London")).toBe(false);
  });

  it("reads the zone from general.site_timezone, Asia/Dubai when it is empty", () => {
    expect(siteTimeZone(settingsWith("Europe/London"))).toBe("Europe/London");
    expect(siteTimeZone(settingsWith(""))).toBe("Asia/Dubai");
    const [inDubai] = preparePageBlocks([june], { settings: settingsWith(null), now });
    const [inLondon] = preparePageBlocks([june], { settings: settingsWith("Europe/London"), now });
    expect(inDubai?.isScheduledOut).toBe(false);
    expect(inLondon?.isScheduledOut).toBe(true);
  });

  it("never hides a failed block", () => {
    const [p] = preparePageBlocks([{ template: "x" }], { settings: settingsWith(null), now });
    expect(p).toMatchObject({ kind: "error", isScheduledOut: false });
  });
});

describe("the settings every page reads, with their fallbacks", () => {
  const read = (rows: { key: string; value: string }[]) => {
    const logged: string[] = [];
    const value = siteSettings(mergeSettings(settingsDefaults, rows), {
      origin: "https://site.example",
      log: (m) => logged.push(m),
    });
    return { value, logged };
  };

  it("falls back to this site's origin, Asia/Dubai and an empty footer", () => {
    const { value, logged } = read([]);
    expect(value).toEqual({
      appName: "",
      mediaLibraryUrl: "https://site.example",
      timeZone: "Asia/Dubai",
      footer: { columns: [], middleHtml: "", bottomHtml: "" },
    });
    expect(logged).toEqual([]);
  });

  it("reads what is set, and drops footer columns that are not a JSON list", () => {
    const columns = [{ heading: "روابط", items: [{ label: "الطرازات", url: "/models" }] }];
    const set = read([
      { key: "general.app_name", value: "لاند روفر" },
      { key: "general.media_library_url", value: "https://media.example" },
      { key: "general.footer.content.top_footer", value: JSON.stringify(columns) },
    ]).value;
    expect(set).toMatchObject({ appName: "لاند روفر", mediaLibraryUrl: "https://media.example" });
    expect(set.footer.columns).toEqual(columns);
    const notList = read([{ key: "general.footer.content.top_footer", value: '{"a":1}' }]);
    expect(notList.value.footer.columns).toEqual([]);
    const broken = read([{ key: "general.footer.content.top_footer", value: "[{" }]);
    expect(broken.value.footer.columns).toEqual([]);
    expect(broken.logged).toEqual(["Invalid JSON in general.footer.content.top_footer"]);
  });
});
