import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompareView } from "../../editor/builder/history/compare-view.tsx";
import { diffSnapshots, plainText } from "../../editor/builder/history/diff.ts";
import { restoreOf } from "../../editor/builder/history-panel.tsx";
import {
  canUndo,
  initialPageState,
  isDirty,
  pageReducer,
  toSnapshot,
} from "../../editor/builder/page-state/index.ts";
import type { DraftSnapshot, StoredBlock } from "../../editor/builder/page-types.ts";

const hero = (heading: string, extra: Record<string, unknown> = {}): StoredBlock => ({
  template: "lrdx-hero-title-banner",
  fields: {
    heading,
    header_tag: 1,
    paragraph: "<p>سيارات <strong>جديدة</strong> كل يوم</p>",
    ...extra,
  },
  groups: [],
});
const quote = (text: string, author = "سالم"): StoredBlock => ({
  template: "lrdx-quote",
  fields: { quote: text, author },
  groups: [],
});
const gallery = (names: string[]): StoredBlock => ({
  template: "lrdx-gallery-categories",
  fields: {},
  groups: names.map((category_name) => ({ category_name })),
});

const page = (blocks: StoredBlock[], meta: Partial<DraftSnapshot> = {}): DraftSnapshot => ({
  title: "الرئيسية",
  meta_title: "",
  meta_description: "",
  image_id: null,
  canonical_url: "",
  disable_seo_tracking: false,
  blocks,
  ...meta,
});

describe("comparing two versions of a page", () => {
  it("names a changed heading by its Arabic label and diffs it word by word, never showing storage keys", () => {
    const before = page([
      { ...hero("عروض الصيف"), version: 1 } as StoredBlock,
      quote("القيادة متعة"),
    ]);
    const after = page([hero("عروض الشتاء"), quote("القيادة متعة")]);
    const diff = diffSnapshots(before, after);
    expect(diff.isSame).toBe(false);
    const changed = diff.blocks.filter((b) => b.status !== "same");
    expect(changed).toHaveLength(1);
    expect(changed[0]?.status).toBe("changed");
    expect(changed[0]?.name).toBe("لافتة العنوان الرئيسية");
    expect(changed[0]?.fields.map((f) => f.label)).toEqual(["العنوان"]);
    expect(changed[0]?.fields[0]?.words).toEqual([
      { kind: "same", text: "عروض " },
      { kind: "removed", text: "الصيف" },
      { kind: "added", text: "الشتاء" },
    ]);
    const html = renderToStaticMarkup(
      createElement(CompareView, {
        diff,
        lang: "ar",
        restoreLabel: "استعادة",
        onRestoreBlock: null,
      }),
    );
    expect(html).toContain("العنوان");
    expect(html).toContain("<del");
    expect(html).not.toMatch(/"version"|"template"|lrdx-hero|\{/);
  });

  it("tells added, removed and moved blocks apart, in the newer version's order", () => {
    const a = quote("أ");
    const b = quote("ب", "منى");
    const c = hero("ج");
    const diff = diffSnapshots(page([a, b, c]), page([c, a, gallery(["داخلية"])]));
    expect(diff.blocks.map((x) => [x.status, x.fromIndex, x.toIndex])).toEqual([
      ["moved", 2, 0],
      ["same", 0, 1],
      ["removed", 1, null],
      ["added", null, 2],
    ]);
  });

  it("says the edited block moved, not its untouched neighbour", () => {
    const diff = diffSnapshots(
      page([hero("عروض الصيف"), quote("ثابت")]),
      page([quote("ثابت"), hero("عروض الشتاء")]),
    );
    expect(diff.blocks.map((x) => [x.status, x.isMoved, x.fromIndex, x.toIndex])).toEqual([
      ["same", false, 1, 0],
      ["changed", true, 0, 1],
    ]);
  });

  it("matches an edited block to its older self, even when a copy of its template moved around it", () => {
    const diff = diffSnapshots(
      page([quote("الأول", "علي"), quote("الثاني", "عمر")]),
      page([quote("الثاني المعدّل", "عمر"), quote("الأول", "علي")]),
    );
    const changed = diff.blocks.find((x) => x.status === "changed");
    expect(changed?.fromIndex).toBe(1);
    expect(changed?.fields.map((f) => f.label)).toEqual(["الاقتباس"]);
  });

  it("compares rich text as text, selects by their labels, pictures as ids with alt text", () => {
    const before = hero("س", { "rdx-image": { id: 5, alt: "سيارة" } });
    const after = hero("س", {
      header_tag: 2,
      paragraph: "<p>سيارات <em>جديدة</em> كل يوم</p>",
      "rdx-image": { id: 7, alt: "سيارة حمراء" },
    });
    const diff = diffSnapshots(page([before]), page([after]));
    const fields = diff.blocks[0]?.fields ?? [];
    // The paragraph changed only its tags: nothing an editor reads changed.
    expect(fields.map((f) => f.label)).toEqual(["مستوى العنوان", "الصورة"]);
    expect(fields[0]?.before).toEqual({ kind: "text", text: "H1" });
    expect(fields[0]?.after).toEqual({ kind: "text", text: "H2" });
    expect(fields[1]?.before).toEqual({ kind: "image", id: 5, alt: "سيارة" });
    expect(fields[1]?.after).toEqual({ kind: "image", id: 7, alt: "سيارة حمراء" });
    const html = renderToStaticMarkup(
      createElement(CompareView, {
        diff,
        lang: "ar",
        restoreLabel: "استعادة",
        onRestoreBlock: null,
      }),
    );
    expect(html).toContain('src="/api/v2/images/7/w/320.jpg"');
    expect(html).toContain('alt="سيارة حمراء"');
    expect(plainText("<p>a&amp;b<br>**c**</p>")).toBe("a&b c");
  });

  it("labels group items and page settings in Arabic", () => {
    const diff = diffSnapshots(
      page([gallery(["داخلية", "خارجية"])], { title: "قديم" }),
      page([gallery(["داخلية", "الطرق"])], { title: "جديد", meta_description: "وصف" }),
    );
    expect(diff.meta.map((m) => m.label)).toEqual(["العنوان", "وصف الميتا"]);
    expect(diff.blocks[0]?.fields.map((f) => [f.item, f.label])).toEqual([[2, "اسم الفئة"]]);
    expect(diffSnapshots(page([quote("x")]), page([quote("x")])).isSame).toBe(true);
  });
});

describe("restoring one block", () => {
  it("puts a changed block back where it was, undoably, marking the page dirty", () => {
    const version = page([hero("عروض الصيف"), quote("القيادة متعة")]);
    let state = initialPageState(
      page([quote("القيادة متعة"), hero("عروض الشتاء"), quote("جديد", "هند")]),
    );
    const restoring = restoreOf(version, 0, toSnapshot(state.present));
    expect(restoring).toMatchObject({ at: 0, replacing: 1 });
    if (!restoring) return;
    state = pageReducer(state, { type: "restoreBlock", ...restoring });
    expect(toSnapshot(state.present).blocks.map((b) => b.fields.heading ?? b.fields.quote)).toEqual(
      ["عروض الصيف", "القيادة متعة", "جديد"],
    );
    expect(isDirty(state)).toBe(true);
    expect(canUndo(state)).toBe(true);
    state = pageReducer(state, { type: "undo" });
    expect(toSnapshot(state.present).blocks[1]?.fields.heading).toBe("عروض الشتاء");
  });

  it("brings a deleted block back at its old position, or at the end of a shorter page", () => {
    const version = page([quote("أ"), quote("ب", "منى"), hero("ج")]);
    const state = initialPageState(page([quote("أ")]));
    const restoring = restoreOf(version, 2, toSnapshot(state.present));
    expect(restoring?.replacing).toBeNull();
    if (!restoring) return;
    const next = pageReducer(state, { type: "restoreBlock", ...restoring });
    expect(toSnapshot(next.present).blocks.map((b) => b.template)).toEqual([
      "lrdx-quote",
      "lrdx-hero-title-banner",
    ]);
  });
});
