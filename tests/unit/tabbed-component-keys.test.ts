import { describe, expect, it } from "vitest";
import { clampTab, tabAfterKey } from "../../site/blocks/TabbedComponent/tab-keys.ts";

describe("tabbed component keys", () => {
  it("in Arabic ArrowLeft is the next tab and ArrowRight the previous, wrapping", () => {
    expect(tabAfterKey(0, 3, "ArrowLeft", "rtl")).toBe(1);
    expect(tabAfterKey(2, 3, "ArrowLeft", "rtl")).toBe(0);
    expect(tabAfterKey(0, 3, "ArrowRight", "rtl")).toBe(2);
  });
  it("in English the arrows are the other way round", () => {
    expect(tabAfterKey(0, 3, "ArrowRight", "ltr")).toBe(1);
    expect(tabAfterKey(0, 3, "ArrowLeft", "ltr")).toBe(2);
  });
  it("Home and End go to the ends; other keys are not the tabs'", () => {
    expect(tabAfterKey(1, 3, "Home", "rtl")).toBe(0);
    expect(tabAfterKey(1, 3, "End", "rtl")).toBe(2);
    expect(tabAfterKey(1, 3, "Enter", "rtl")).toBeNull();
    expect(tabAfterKey(0, 0, "ArrowLeft", "rtl")).toBeNull();
  });
  it("a tab index is kept within the tabs", () => {
    expect(clampTab(5, 3)).toBe(2);
    expect(clampTab(-1, 3)).toBe(0);
    expect(clampTab(1, 0)).toBe(0);
  });
});
