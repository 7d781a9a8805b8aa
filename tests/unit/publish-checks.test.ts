import { describe, expect, it } from "vitest";
import {
  internalTarget,
  isBlocking,
  type LinkTargetStatus,
  type PublishCheckInput,
  publishChecks,
} from "../../runtime/core/publish-checks.ts";

const PAGES: Readonly<Record<string, LinkTargetStatus>> = {
  "ar\nmodels/defender": "published",
  "ar\ndrafts/soon": "unpublished",
  "en\noffers": "published",
};

const input = (over: Partial<PublishCheckInput>): PublishCheckInput => ({
  blocks: [],
  lang: "ar",
  headingsByBlock: [],
  linkStatus: ({ lang, path }) => PAGES[`${lang}\n${path}`] ?? "missing",
  hasForm: (id) => id === "1" || id === "3",
  languages: new Set(["ar", "en", "he"]),
  now: new Date("2026-07-01T09:00:00Z"),
  timeZone: "Asia/Dubai",
  ...over,
});

const hero = (fields: Record<string, unknown>) => ({
  template: "lrdx-hero-title-banner",
  fields: { heading: "ديفندر", header_tag: 1, ...fields },
  groups: [],
});

const summary = (checks: ReturnType<typeof publishChecks>) =>
  checks.map((c) => [c.code, c.severity, c.block, c.pointer, c.fieldLabel]);

describe("checks before publishing", () => {
  it("needs exactly one H1: none is an error on the page, a second is named on its block", () => {
    const none = publishChecks(input({ blocks: [hero({})], headingsByBlock: [0] }));
    // Named on the hero's heading level, the field that fixes it.
    expect(summary(none)).toEqual([["no_h1", "error", 0, "/fields/header_tag", "مستوى العنوان"]]);
    const quote = { template: "lrdx-quote", fields: { quote: "نص" }, groups: [] };
    expect(summary(publishChecks(input({ blocks: [quote], headingsByBlock: [0] })))).toEqual([
      ["no_h1", "error", null, "", null],
    ]);
    expect(none[0]?.message).toContain("H1");
    expect(isBlocking(none)).toBe(true);

    const two = publishChecks(input({ blocks: [hero({}), hero({})], headingsByBlock: [1, 1] }));
    expect(summary(two)).toEqual([["many_h1", "error", 1, "/fields/header_tag", "مستوى العنوان"]]);
    expect(two[0]?.message).toContain(`${new Intl.NumberFormat("ar").format(2)} عناوين`);

    expect(publishChecks(input({ blocks: [hero({})], headingsByBlock: [1] }))).toEqual([]);
  });

  it("warns of a picture without alternative text where its field asks for one, by its Arabic label", () => {
    const checks = publishChecks(
      input({
        blocks: [hero({ "rdx-image": { id: 30001 }, "rdx-image-mobile": { id: 30002 } })],
        headingsByBlock: [1],
      }),
    );
    // The phone picture takes the main picture's text (no x-with-alt): not reported.
    expect(summary(checks)).toEqual([["image_alt", "warning", 0, "/fields/rdx-image", "الصورة"]]);
    expect(isBlocking(checks)).toBe(false);
  });

  it("refuses links to a page that does not exist or is not published, in the page's language or the one named", () => {
    const link = (url: string) => ({ link_text: "اذهب", url, type: "internal" });
    const checks = publishChecks(
      input({
        blocks: [
          hero({
            "rdx-buttons": [
              link("/models/defender"),
              link("/models/nowhere?x=1#top"),
              link("/drafts/soon"),
              link("/en/offers"),
              link("https://example.com/x"),
              { link_text: "نموذج", type: "form", rdx_forms_form_id: "3" },
            ],
            paragraph: 'اقرأ <a href="/ar/missing">هنا</a>',
          }),
        ],
        headingsByBlock: [1],
      }),
    );
    expect(checks.map((c) => [c.code, c.pointer, c.value])).toEqual([
      ["link_missing", "/fields/paragraph", "/ar/missing"],
      ["link_missing", "/fields/rdx-buttons/1", "/models/nowhere?x=1#top"],
      ["link_unpublished", "/fields/rdx-buttons/2", "/drafts/soon"],
    ]);
    expect(checks[1]?.message).toContain("«الأزرار»");
    expect(internalTarget("/", "en", new Set(["en"]))).toEqual({ lang: "en", path: "index" });
    expect(internalTarget("mailto:a@b.c", "ar", new Set())).toBeNull();
  });

  it("names an empty required group field, a form block without its form and a schedule that has ended", () => {
    const checks = publishChecks(
      input({
        blocks: [
          hero({}),
          {
            template: "lrdx-accordion",
            fields: { offer_schedule: [{ start: "2026-01-01", end: "2026-06-30" }] },
            groups: [{ accordion_title: "سؤال", accordion_content: "" }, { accordion_title: " " }],
          },
          { template: "lrdx-form-component", fields: { form_id: "99" }, groups: [] },
          {
            template: "lrdx-accordion",
            fields: {
              offer_schedule: [
                { start: "2026-01-01", end: "2026-02-01" },
                { start: "2026-07-01", end: "2026-07-31" },
              ],
            },
            groups: [],
          },
        ],
        headingsByBlock: [1, 0, 0, 0],
      }),
    );
    expect(summary(checks)).toEqual([
      ["required_empty", "error", 1, "/groups/1/accordion_title", expect.any(String)],
      ["schedule_past", "warning", 1, "/fields/offer_schedule", "جدول العرض"],
      ["form_missing", "error", 2, "/fields/form_id", "النموذج"],
    ]);
    expect(checks[2]?.message).toContain("99");
  });
});
