import { describe, expect, it } from "vitest";
import type { SettingsPayload } from "../../editor/admin/admin-logic.ts";
import {
  isDirty,
  languageValues,
  namespaceList,
  problemsByKey,
  saveBody,
  searchEntries,
} from "../../editor/admin/settings/settings-model.ts";
import { normaliseForSearch, searchSettings } from "../../editor/admin/settings/settings-search.ts";

const payload: SettingsPayload = {
  namespaces: [
    { namespace: "basic_popup", keys: ["basic_popup.header", "basic_popup.body"] },
    { namespace: "general", keys: ["general.app_name"] },
  ],
  values: {
    "basic_popup.header": "عروض الصيف",
    "basic_popup.body": "تمويل بدون دفعة أولى",
    "general.app_name": "لاند روفر",
  },
  unknown: [
    { key: "basic_popup.header@en", value: "Summer offers" },
    { key: "legacy.widget_color", value: "#ff0000" },
  ],
};

describe("settings search", () => {
  const entries = searchEntries(payload);

  it("finds a key by its Arabic label and namespace title, spelled loosely", () => {
    expect(normaliseForSearch("النافذةُ المنبثقة")).toBe(normaliseForSearch("النافذه المنبثقه"));
    const hits = searchSettings(entries, "النافذه المنبثقه النص");
    expect(hits.map((h) => h.entry.key)).toEqual(["basic_popup.body"]);
    expect(hits[0]?.entry.label).toBe("النص");
  });

  it("finds a key by its key, and by its value or a language's value with an excerpt", () => {
    expect(searchSettings(entries, "basic_popup.header").map((h) => h.entry.key)).toEqual([
      "basic_popup.header",
    ]);
    const byValue = searchSettings(entries, "دفعة");
    expect(byValue.map((h) => [h.entry.key, h.matchedIn, h.excerpt])).toEqual([
      ["basic_popup.body", "value", "تمويل بدون دفعة أولى"],
    ]);
    expect(searchSettings(entries, "summer").map((h) => h.entry.key)).toEqual([
      "basic_popup.header",
    ]);
    expect(searchSettings(entries, "   ")).toEqual([]);
  });

  it("ranks a label match before a value match", () => {
    const hits = searchSettings(
      [
        { ...entries[0], key: "a.x", label: "لون", values: ["العنوان"] } as (typeof entries)[0],
        { ...entries[0], key: "a.y", label: "العنوان", values: [] } as (typeof entries)[0],
      ],
      "العنوان",
    );
    expect(hits.map((h) => h.entry.key)).toEqual(["a.y", "a.x"]);
  });
});

describe("settings namespaces", () => {
  it("titles a namespace in Arabic from its schema, never by its key", () => {
    const titles = namespaceList(payload).map((n) => n.title);
    expect(titles).toContain("النافذة المنبثقة");
    expect(titles).not.toContain("basic_popup");
  });

  it("puts a language's value beside the key it overrides, and only a changed key in a save", () => {
    expect(languageValues(payload).get("basic_popup.header")).toEqual([
      { storedKey: "basic_popup.header@en", lang: "en", value: "Summer offers" },
    ]);
    const initial = {
      "basic_popup.header": "عروض الصيف",
      "basic_popup.header@en": "Summer offers",
    };
    const untouched = { initial, current: initial, removed: new Set<string>() };
    expect(isDirty(untouched)).toBe(false);
    const edited = {
      initial,
      current: { ...initial, "basic_popup.header": "عروض الخريف" },
      removed: new Set(["basic_popup.header@en"]),
    };
    expect(isDirty(edited)).toBe(true);
    expect(saveBody(edited)).toEqual({
      values: { "basic_popup.header": "عروض الخريف" },
      remove: ["basic_popup.header@en"],
    });
  });

  it("lands each refusal on the key its pointer names, a language's value apart", () => {
    const found = problemsByKey(
      [
        { pointer: "/basic_popup.header@en", rule: "maxLength", message: "too long" },
        { pointer: "/basic_popup.buttons/0/text", rule: "required", message: "text" },
      ],
      ["basic_popup.header", "basic_popup.header@en", "basic_popup.buttons"],
    );
    expect(found.get("basic_popup.header")).toBeUndefined();
    expect(found.get("basic_popup.header@en")?.[0]?.pointer).toBe("");
    expect(found.get("basic_popup.buttons")?.[0]?.pointer).toBe("/0/text");
  });
});
