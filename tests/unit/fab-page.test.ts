import { describe, expect, it } from "vitest";
import type { AnyBlock } from "../../generated/types.ts";
import { settingsDefaults } from "../../generated/validate.ts";
import {
  contentDecider,
  enabledStrategies,
  initialDynamicContentState,
  strategyDataForPath,
} from "../../runtime/core/dynamic-content.ts";
import { fabState, readyToGoFab } from "../../runtime/core/fab.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";

const noLog = () => {};
const settings = (values: Record<string, string>) =>
  mergeSettings(
    settingsDefaults,
    Object.entries(values).map(([key, value]) => ({ key, value })),
  );
const admin = settings({
  "general.global_fab": JSON.stringify([
    { link: "/admin-1", label: "إداري 1" },
    { link: "/admin-2", label: "إداري 2" },
  ]),
});

/** A Ready To Go Bar as the server renders it: validated, defaults filled. */
function bar(fields: Record<string, unknown>, groups: Record<string, unknown>[]): AnyBlock {
  const prepared = prepareBlock({ template: "lrdx-ready-to-go-bar", fields, groups }, 0);
  if (prepared.kind === "error") throw new Error(JSON.stringify(prepared.problems));
  return prepared.block;
}
const group = (n: number, extra: Record<string, unknown> = {}) => ({
  icon: "car",
  link: { link_text: `عنصر ${n}`, url: `/item-${n}`, type: "internal" },
  content: `نص ${n}`,
  ...extra,
});
const quote = (): AnyBlock => {
  const prepared = prepareBlock({ template: "lrdx-quote", fields: { quote: "ن" }, groups: [] }, 0);
  if (prepared.kind === "error") throw new Error("quote");
  return prepared.block;
};
/** The page's decisions with url_brands enabled, on `path`. */
const decideOn = (path: string) =>
  contentDecider(
    strategyDataForPath(initialDynamicContentState, path, enabledStrategies("url_brands")),
    noLog,
  );

describe("the Ready To Go Bar as the page-level FAB", () => {
  it("a page without the bar has no page-level FAB", () => {
    expect(readyToGoFab([quote()])).toBeNull();
  });

  it("takes the first bar's first 4 groups (5 allowed), form links by their form id", () => {
    const page = readyToGoFab([
      quote(),
      bar({}, [
        group(1, { link: { link_text: "تجربة", type: "form", rdx_forms_form_id: "7" } }),
        group(2),
        group(3),
        group(4),
        group(5),
      ]),
      bar({}, [group(9)]),
    ]);
    expect(page?.items).toHaveLength(4);
    const state = fabState(admin, { page, isHiddenHere: false, log: noLog });
    expect(state.items.map((i) => i.link.url)).toEqual(["7", "/item-2", "/item-3", "/item-4"]);
    expect(state.items[0]?.link.type).toBe("form");
    expect(state.items[1]?.icon).toBe("car");
  });

  it("overrides the admin items, even when the bar itself is hidden (hide_block)", () => {
    const page = readyToGoFab([bar({ hide_block: true }, [group(1)])]);
    const state = fabState(admin, { page, isHiddenHere: false, log: noLog });
    expect(state.isRTGOnPage).toBe(true);
    expect(state.items.map((i) => i.link.link_text)).toEqual(["عنصر 1"]);
    expect(state.RTGItems).toEqual(state.items);
    expect(state.isfabDisabled).toBe(false);
    // Without the bar: the admin items.
    const without = fabState(admin, { page: null, isHiddenHere: false, log: noLog });
    expect(without.isRTGOnPage).toBe(false);
    expect(without.items.map((i) => i.link.url)).toEqual(["/admin-1", "/admin-2"]);
  });

  it("fabDisabled switches the FAB off on the page", () => {
    const page = readyToGoFab([bar({ fabDisabled: true }, [group(1)])]);
    expect(fabState(admin, { page, isHiddenHere: false, log: noLog }).isfabDisabled).toBe(true);
  });

  it("gives the FAB when the admin JSON is empty and the page has the bar; none without either", () => {
    const empty = settings({ "general.global_fab": "[]" });
    const page = readyToGoFab([bar({}, [group(1)])]);
    expect(fabState(empty, { page, isHiddenHere: false, log: noLog }).isfabDisabled).toBe(false);
    expect(fabState(empty, { page: null, isHiddenHere: false, log: noLog }).isfabDisabled).toBe(
      true,
    );
    // navigation.disabled_on_pages still hides it.
    expect(fabState(empty, { page, isHiddenHere: true, log: noLog }).isfabDisabled).toBe(true);
  });

  it("carries the bar's phone label into the FAB state", () => {
    const page = readyToGoFab([bar({ mobile_button_label: " المزيد " }, [group(1)])]);
    expect(fabState(admin, { page, isHiddenHere: false, log: noLog }).mobileButtonLabel).toBe(
      "المزيد",
    );
  });

  it("decides each item's dynamic content: the item, its fallback (use_dc_fallback), or nothing", () => {
    const strategy = { key: "url_brands", value: "defender" };
    const page = readyToGoFab([
      bar({}, [
        group(1, {
          link: { link_text: "ديفندر", url: "/defender", dc_strategy: strategy },
          use_dc_fallback: true,
          fallback_icon: "star",
          fallback_link: { link_text: "العروض", url: "/offers" },
        }),
        group(2, { link: { link_text: "بلا بديل", url: "/no", dc_strategy: strategy } }),
        group(3, {
          // A fallback without use_dc_fallback is not used.
          link: { link_text: "بديل غير مفعّل", url: "/off", dc_strategy: strategy },
          fallback_link: { link_text: "لا", url: "/never" },
        }),
        group(4),
      ]),
    ]);
    const onDefender = fabState(admin, {
      page,
      isHiddenHere: false,
      log: noLog,
      display: decideOn("/ar/models/defender/offers"),
    });
    expect(onDefender.items.map((i) => i.link.url)).toEqual([
      "/defender",
      "/no",
      "/off",
      "/item-4",
    ]);
    const elsewhere = fabState(admin, {
      page,
      isHiddenHere: false,
      log: noLog,
      display: decideOn("/ar/models/discovery"),
    });
    expect(elsewhere.items.map((i) => [i.link.url, i.icon])).toEqual([
      ["/offers", "star"],
      ["/item-4", "car"],
    ]);
  });

  it("decides the admin items' dynamic content the same way (values unknown: shown)", () => {
    const map = settings({
      "general.global_fab": JSON.stringify([
        {
          link: "/a",
          label: "أ",
          dc_strategy: { key: "url_brands", value: "defender" },
          use_dc_fallback: true,
          fallback: { link: "/fb", icon: "star" },
        },
      ]),
    });
    const at = (path: string) =>
      fabState(map, { isHiddenHere: false, log: noLog, display: decideOn(path) }).items[0]?.link
        .url;
    expect(at("/ar/models/defender")).toBe("/a");
    expect(at("/ar/models/velar")).toBe("/fb");
    // No decision (the strategy is not enabled, or its data failed): the item itself.
    expect(fabState(map, { isHiddenHere: false, log: noLog }).items[0]?.link.url).toBe("/a");
  });
});
