import { describe, expect, it } from "vitest";
import { digitLocale } from "../../runtime/core/number-format.ts";
import {
  CARDS_BEFORE_VIEW_ALL,
  childrenOf,
  governedBlockIds,
  groupMatches,
  hiddenBlockIds,
  matchingCards,
  matchingGroupKeys,
  optionBlockIds,
  resultLine,
  vehicleTitle,
} from "../../runtime/core/vehicle-selectors.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { pageBlocks } from "../../runtime/demo/families/family-page.ts";
import { selectorsPage } from "../../runtime/demo/families/selectors.ts";
import { prepared, problems, render } from "../helpers/block-render.tsx";

const example = (key: string, i = 0) => {
  const e = examplesOf(key)[i];
  if (!e) throw new Error(`no example ${i} of ${key}`);
  return e;
};
const withFields = (key: string, fields: Record<string, unknown>, groups?: unknown[]) => {
  const e = example(key);
  return { ...e, fields: { ...e.fields, ...fields }, groups: groups ?? e.groups };
};

describe("vehicle selector rules (runtime/core/vehicle-selectors.ts)", () => {
  it.each([
    ["explorer-pack, towing", ["explorer-pack", "towing"]],
    ["  a ,b,,a , c ", ["a", "b", "c"]],
    ["", []],
    ["solo", ["solo"]],
  ])("reads option_blocks %j as %j", (text, ids) => {
    expect(optionBlockIds(text)).toEqual(ids);
  });

  const packs = [
    { option_blocks: "explorer, towing" },
    { option_blocks: "adventure, towing" },
    { option_blocks: "urban" },
  ];
  it("governs every id any option names and hides those the chosen option does not", () => {
    expect(governedBlockIds(packs)).toEqual(["explorer", "towing", "adventure", "urban"]);
    expect(hiddenBlockIds(packs, 0)).toEqual(["adventure", "urban"]);
    expect(hiddenBlockIds(packs, 2)).toEqual(["explorer", "towing", "adventure"]);
    expect(hiddenBlockIds(packs, null)).toEqual([]);
    expect(hiddenBlockIds(packs, 9)).toEqual([]);
  });

  it("fills {selectedOption} in the Infotainment title, every occurrence", () => {
    expect(vehicleTitle("سيارتك {selectedOption}", "ديفندر")).toBe("سيارتك ديفندر");
    expect(vehicleTitle("{selectedOption} / {selectedOption}", "X")).toBe("X / X");
  });

  const groups = [
    { key: "maps", match_dropdowns: [{ parent_key: "rr", child_key: ["2024"] }] },
    { key: "pivi", match_dropdowns: [{ parent_key: "rr", child_key: ["2023", "2024"] }] },
    { key: "def", match_dropdowns: [{ parent_key: "def", child_key: ["2022"] }] },
  ];
  it.each([
    [{ parent: "rr", child: "2024" }, ["maps", "pivi"]],
    [{ parent: "rr", child: "2023" }, ["pivi"]],
    [{ parent: "rr", child: "" }, ["maps", "pivi"]],
    [{ parent: "", child: "" }, ["maps", "pivi", "def"]],
    [{ parent: "def", child: "2024" }, []],
    [{ parent: "nobody", child: "" }, []],
  ])("matches the groups for %j", (choice, keys) => {
    expect(matchingGroupKeys(groups, choice)).toEqual(keys);
    for (const g of groups) expect(groupMatches(g, choice)).toBe(keys.includes(g.key));
  });

  it("lists the cards of matching groups; an unmapped card only while nothing is filtered", () => {
    const cards = [{ subblock_key: "maps" }, { subblock_key: "orphan" }, { subblock_key: "def" }];
    expect(matchingCards(cards, groups, null)).toEqual([0, 1, 2]);
    expect(matchingCards(cards, groups, { parent: "def", child: "2022" })).toEqual([2]);
    expect(matchingCards(cards, groups, { parent: "", child: "" })).toEqual([0, 2]);
  });

  it("gives a vehicle's years, none for 'all' or an unknown vehicle", () => {
    const dropdowns = [{ label: "رينج روفر", key: "rr", children: ["2023", "2024"] }];
    expect(childrenOf(dropdowns, "rr")).toEqual(["2023", "2024"]);
    expect(childrenOf(dropdowns, "")).toEqual([]);
  });

  it("writes the result line in the site's digits, and Latin ones in English", () => {
    const template = "{amount} نتائج لـ {parent} {child}";
    const ar = digitLocale("ar", "arabic-indic");
    expect(resultLine({ template, amount: 12, parent: "ديفندر", child: "2023", locale: ar })).toBe(
      "١٢ نتائج لـ ديفندر 2023",
    );
    expect(resultLine({ template, amount: 1200, parent: "a", child: "", locale: ar })).toBe(
      `${new Intl.NumberFormat(ar).format(1200)} نتائج لـ a`,
    );
    const latin = digitLocale("ar", "latin");
    expect(resultLine({ template, amount: 12, parent: "ديفندر", child: "", locale: latin })).toBe(
      "12 نتائج لـ ديفندر",
    );
    expect(
      resultLine({
        template: "{amount} Results for {parent} {child}",
        amount: 3,
        parent: "Defender",
        child: "",
        locale: "en",
      }),
    ).toBe("3 Results for Defender");
  });
});

describe("the schemas state the editor rules", () => {
  it("refuses an Infotainment title without {selectedOption}, naming the field", () => {
    expect(
      problems(withFields("lrdx-infotainment-system-selector", { model_title: "سيارتك" })),
    ).toEqual([{ pointer: "/fields/model_title", rule: "pattern" }]);
    expect(
      problems(
        withFields("lrdx-infotainment-system-selector", { model_title: "{selectedOption} لك" }),
      ),
    ).toEqual([]);
  });

  it("refuses option_blocks that are not comma-separated block ids", () => {
    const bad = withFields("lrdx-dropdown-sections-selector", {}, [
      { option_label: "باقة", option_blocks: "explorer pack; towing" },
    ]);
    expect(problems(bad)).toEqual([{ pointer: "/groups/0/option_blocks", rule: "pattern" }]);
  });

  it("holds subblocks_mapper as a structure, refusing a JSON string", () => {
    const asString = withFields("lrdx-select-your-vehicle-to-update", {
      subblocks_mapper: JSON.stringify(
        example("lrdx-select-your-vehicle-to-update").fields.subblocks_mapper,
      ),
    });
    expect(problems(asString)[0]).toMatchObject({
      pointer: "/fields/subblocks_mapper",
      rule: "type",
    });
  });

  it("caps the Infotainment selector at 30 options", () => {
    const many = Array.from({ length: 31 }, (_, i) => ({ option_label: `خيار ${i}` }));
    expect(problems(withFields("lrdx-infotainment-system-selector", {}, many))).toContainEqual({
      pointer: "/groups",
      rule: "maxItems",
    });
  });
});

describe("the selector blocks on the server", () => {
  it("Dropdown Sections Selector: the prompt bar, a closed dialog with every option, nothing hidden", async () => {
    const html = await render(prepared(example("lrdx-dropdown-sections-selector")), 3);
    expect(html).toContain("يرجى اختيار باقتك من القائمة المنسدلة");
    expect(html).toMatch(/<button[^>]*dss__open[^>]*disabled/);
    expect(html).toContain("<dialog");
    expect(html).not.toMatch(/<dialog[^>]*open/);
    expect(html.match(/<option value="\d+">/g)).toHaveLength(3);
    expect(html).not.toContain("اختيارك:");
  });

  it("Infotainment System Selector: the dropdown with 'Show me', no title before a choice", async () => {
    const html = await render(prepared(example("lrdx-infotainment-system-selector")), 5);
    expect(html).toContain("اختر سيارتك");
    expect(html).toContain("اعرض لي");
    expect(html).toContain("رينج روفر ٢٠٢٤");
    expect(html).not.toContain("{selectedOption}");
    // The title and Back are drawn for later, hidden until an option is shown.
    expect(html).toMatch(/<div class="iss__chosen" hidden="">/);
    expect(html).toMatch(/<fieldset[^>]*><legend/);
  });

  it("Select your vehicle to update: both dropdowns, the result line in the site's digits, every card", async () => {
    const block = prepared(example("lrdx-select-your-vehicle-to-update"));
    const html = await render(block, 7);
    expect(html).toContain("السيارة");
    expect(html).toContain("سنة الطراز");
    // The site's digits are Latin unless settings price.digits says arabic-indic.
    expect(html).toContain("3 نتائج لـ كل السيارات كل السنوات");
    expect(html.match(/svu__card"/g)).toHaveLength(3);
    // 'view all' is drawn for later, hidden: every card already shows.
    expect(html).toMatch(/<button[^>]*class="svu__view-all"[^>]*hidden=""[^>]*>عرض الكل/);
  });

  it("Select your vehicle to update: 'view all' when more cards match than show at first", async () => {
    const e = example("lrdx-select-your-vehicle-to-update");
    const card = e.groups[0];
    const groups = Array.from({ length: CARDS_BEFORE_VIEW_ALL + 2 }, () => card);
    const html = await render(prepared({ ...e, groups }), 7);
    expect(html.match(/svu__card"/g)).toHaveLength(CARDS_BEFORE_VIEW_ALL);
    expect(html).toMatch(/<button[^>]*class="svu__view-all"(?![^>]*hidden)[^>]*>عرض الكل/);
  });

  it("the demo page follows each selector with the blocks it governs", () => {
    const blocks = pageBlocks(selectorsPage);
    const ids = blocks.map((b) => b.fields.block_scroll_id);
    const dss = blocks.findIndex((b) => b.template === "lrdx-dropdown-sections-selector");
    const options = (blocks[dss]?.groups ?? []) as { option_blocks: string }[];
    for (const id of governedBlockIds(options)) expect(ids.indexOf(id)).toBeGreaterThan(dss);
    const iss = blocks.findIndex((b) => b.template === "lrdx-infotainment-system-selector");
    const counts = ((blocks[iss]?.groups ?? []) as { blocks_count: number }[]).reduce(
      (sum, g) => sum + g.blocks_count,
      0,
    );
    expect(blocks.length).toBeGreaterThan(iss + counts);
  });
});
