import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  hashForTab,
  type SectionTabsEvent,
  sectionTabsMachine,
  tabIndexForHash,
  tabKeyEvent,
} from "./section-tabs-machine.ts";

const ids = ["exterior", "", "interior", "تقنية"];

function run(events: SectionTabsEvent[], hash?: string): number {
  const actor = createActor(sectionTabsMachine, { input: { ids, hash } }).start();
  for (const e of events) actor.send(e);
  return actor.getSnapshot().context.selected;
}

describe("section tabs machine", () => {
  it("starts on the first tab, or on the tab the URL hash names", () => {
    expect(run([])).toBe(0);
    expect(run([], "#interior")).toBe(2);
    expect(run([], "#%D8%AA%D9%82%D9%86%D9%8A%D8%A9")).toBe(3);
    expect(run([], "#rdx-other-anchor")).toBe(0);
    expect(run([], "#")).toBe(0);
  });

  it("selects a tab by index and ignores indexes out of range", () => {
    expect(run([{ type: "SELECT", index: 2 }])).toBe(2);
    expect(
      run([
        { type: "SELECT", index: 2 },
        { type: "SELECT", index: 9 },
      ]),
    ).toBe(2);
    expect(run([{ type: "SELECT", index: -1 }])).toBe(0);
  });

  it("moves next and previous with wrap-around, Home and End", () => {
    expect(run([{ type: "NEXT" }, { type: "NEXT" }])).toBe(2);
    expect(run([{ type: "PREVIOUS" }])).toBe(3);
    expect(run([{ type: "LAST" }, { type: "NEXT" }])).toBe(0);
    expect(run([{ type: "SELECT", index: 2 }, { type: "FIRST" }])).toBe(0);
  });

  it("follows a hash change that names a tab and keeps the tab for one that does not", () => {
    expect(run([{ type: "HASH", hash: "#interior" }])).toBe(2);
    expect(
      run([
        { type: "SELECT", index: 1 },
        { type: "HASH", hash: "#nothing" },
      ]),
    ).toBe(1);
    // A tab without tab_id is never chosen by an empty hash.
    expect(
      run([
        { type: "SELECT", index: 2 },
        { type: "HASH", hash: "" },
      ]),
    ).toBe(2);
  });

  it("writes the tab_id of the chosen tab to the hash, and nothing for a tab without one", () => {
    expect(hashForTab(ids, 0)).toBe("#exterior");
    expect(hashForTab(ids, 1)).toBeNull();
    expect(tabIndexForHash(ids, hashForTab(ids, 3) ?? "")).toBe(3);
  });

  it("maps arrow keys by reading direction: in RTL ArrowLeft is next", () => {
    expect(tabKeyEvent("ArrowLeft", "rtl")).toEqual({ type: "NEXT" });
    expect(tabKeyEvent("ArrowRight", "rtl")).toEqual({ type: "PREVIOUS" });
    expect(tabKeyEvent("ArrowRight", "ltr")).toEqual({ type: "NEXT" });
    expect(tabKeyEvent("ArrowLeft", "ltr")).toEqual({ type: "PREVIOUS" });
    expect(tabKeyEvent("Home", "rtl")).toEqual({ type: "FIRST" });
    expect(tabKeyEvent("End", "rtl")).toEqual({ type: "LAST" });
    expect(tabKeyEvent("Enter", "rtl")).toBeNull();
  });

  it("handles a block without tabs", () => {
    const actor = createActor(sectionTabsMachine, { input: { ids: [] } }).start();
    actor.send({ type: "NEXT" });
    actor.send({ type: "LAST" });
    expect(actor.getSnapshot().context.selected).toBe(0);
  });
});
