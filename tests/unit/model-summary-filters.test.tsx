import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../generated/blocks.ts";
import type { BlockInstanceMap } from "../../generated/types.ts";
import { blockValidators } from "../../generated/validate.ts";
import {
  type CatalogueRows,
  type CatalogueVehicles,
  vehicleList,
} from "../../runtime/core/catalogue.ts";
import {
  catalogueVehiclesOf,
  engineParts,
  modelLabel,
  summaryChoices,
} from "../../runtime/core/model-summary-filters.ts";
import { shownPrice } from "../../runtime/core/money.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { modelsPage } from "../../runtime/demo/families/models.ts";
import ModelSummaryFilters from "../../site/blocks/ModelSummaryFilters/index.tsx";

const KEY = "lrdx-model-summary-filters";
const at = "2026-11-30T00:00:00.000Z";
const named = (id: number, code: string, ar: string, en: string) => ({
  id,
  code,
  name_ar: ar,
  name_en: en,
  position: 0,
  updated_at: at,
});
const model = (id: number, nameplate_id: number, body: number, key: string, year: number) => ({
  id,
  nameplate_id,
  model_year: year,
  body_style_id: body,
  key,
  name_ar: key.split("_").at(-1)?.toUpperCase() ?? key,
  name_en: key.split("_").at(-1)?.toUpperCase() ?? key,
  position: 0,
  image_id: null,
  popular: false,
  updated_at: at,
});
const engine = (id: number, model_id: number, code: string, price: number | null) => ({
  id,
  model_id,
  code,
  name_ar: code.toUpperCase(),
  name_en: code.toUpperCase(),
  position: 0,
  powertrain: "mhev" as const,
  fuel: "diesel" as const,
  power_hp: 300,
  power_kw: 221,
  capacity_cc: 2997,
  price_from: price,
  specs: {},
  updated_at: at,
});

/** Two nameplates; the SUV body has three models (one of each year), the LWB one. */
const rows: CatalogueRows = {
  brands: [named(1, "land-rover", "لاند روفر", "Land Rover")],
  body_styles: [
    named(1, "suv", "دفع رباعي", "SUV"),
    named(2, "suv-lwb", "دفع رباعي طويل", "SUV, long wheelbase"),
  ],
  nameplates: [
    { ...named(1, "l460", "رينج روفر", "Range Rover"), brand_id: 1, image_id: null },
    { ...named(2, "l663", "ديفندر", "Defender"), brand_id: 1, image_id: null },
  ],
  models: [
    model(10, 1, 1, "l460_26my_se", 2026),
    model(11, 1, 2, "l460_26my_lwb", 2026),
    model(12, 1, 1, "l460_25my_hse", 2025),
    model(13, 2, 1, "l663_26my_x", 2026),
  ],
  engines: [
    engine(100, 10, "d350", 52500000),
    engine(101, 10, "p530", 61000000),
    engine(102, 11, "p615", null),
    engine(103, 13, "p400", 41000050),
  ],
  specs: {},
};
const vehicles: CatalogueVehicles["vehicles"] = vehicleList(rows, { lang: "ar" }, "AED").data.map(
  (v) => ({ id: v.id, ...v.attributes }),
);
const catalogue: CatalogueVehicles = { lang: "ar", vehicles };
/** A year and a number in the page language's digits, as Intl writes them. */
const year = (n: number) => new Intl.NumberFormat("ar", { useGrouping: false }).format(n);
const ar = (n: number) => new Intl.NumberFormat("ar").format(n);

function prepared(raw: unknown): BlockInstanceMap[typeof KEY] {
  const p = prepareBlock(structuredClone(raw), 2);
  if (p.kind === "error") throw new Error(JSON.stringify(p.problems));
  return p.block as BlockInstanceMap[typeof KEY];
}

describe("Model Summary Filters in the catalogue", () => {
  it("is an island reading the model catalogue on the server, at most 20 nameplate links", () => {
    const def = blockRegistry[KEY];
    expect(def.isIsland).toBe(true);
    expect(def.pageData).toBe("vehicle-catalogue");
    expect(def.maxFieldGroups).toBe(20);
    const tooMany = {
      template: KEY,
      fields: {},
      groups: Array.from({ length: 21 }, () => ({ nameplate: "l460" })),
    };
    expect(blockValidators[KEY](tooMany)).toBe(false);
    expect(blockValidators[KEY]({ template: KEY, fields: { model: "L460" }, groups: [] })).toBe(
      false,
    );
  });

  it("defaults its three labels to Arabic", () => {
    const b = prepared({ template: KEY, fields: {}, groups: [] });
    expect(b.fields.selectBodystyle).toBe("اختر نوع الهيكل");
    expect(b.fields.selectModel).toBe("اختر الطراز");
    expect(b.fields.submit).toBe("عرض ملخص الطراز");
  });

  it("is on the demo's models page", () => {
    expect(modelsPage.keys).toContain(KEY);
  });
});

describe("Model Summary Filters: the rules", () => {
  it.each([
    {
      nameplate: "",
      pairs: [
        ["suv", "l460_26my_se"],
        ["suv-lwb", "l460_26my_lwb"],
        ["suv", "l460_25my_hse"],
        ["suv", "l663_26my_x"],
      ],
    },
    {
      nameplate: "l663",
      pairs: [["suv", "l663_26my_x"]],
    },
    { nameplate: "x999", pairs: [] },
  ])(
    "offers the models of nameplate '$nameplate' in the catalogue's order",
    ({ nameplate, pairs }) => {
      const choices = summaryChoices(vehicles, nameplate);
      expect(choices.pairs.map((p) => [p.body, p.model])).toEqual(pairs);
      expect(Object.keys(choices.models)).toEqual(pairs.map((p) => p[1]));
    },
  );

  it("names each body style once, and lists a model under its own body only", () => {
    const choices = summaryChoices([...vehicles, ...vehicles], "");
    expect(choices.bodyNames).toEqual({ suv: "دفع رباعي", "suv-lwb": "دفع رباعي طويل" });
    expect(choices.pairs).toHaveLength(4);
  });

  it("labels a model by nameplate, trim and year in the language's digits", () => {
    const v = vehicles.find((x) => x.key === "l663_26my_x");
    if (!v) throw new Error("missing model");
    expect(modelLabel(v, "ar", false)).toBe(`ديفندر X ${year(2026)}`);
    expect(modelLabel(v, "ar", true)).toBe(`X ${year(2026)}`);
    expect(modelLabel({ ...v, nameplate: { code: "l663", name: "Defender" } }, "en", false)).toBe(
      "Defender X 2026",
    );
  });

  it.each([
    { minor: null, currency: "AED", want: null },
    { minor: 0, currency: "AED", want: null },
    { minor: 52500000, currency: "AED", want: { value: 525000, decimals: 0 } },
    { minor: 41000050, currency: "AED", want: { value: 410000.5, decimals: 2 } },
    { minor: 1000, currency: "NOPE", want: null },
  ])("reads the price $minor $currency as $want", ({ minor, currency, want }) => {
    expect(shownPrice(minor, currency)).toEqual(want);
  });

  it("writes an engine's name, power and fuel", () => {
    const e = vehicles[0]?.engines[0];
    if (!e) throw new Error("missing engine");
    expect(engineParts(e, "ar")).toEqual(["D350", `${ar(300)} حصان`, "ديزل"]);
    expect(engineParts({ ...e, power_hp: null }, "en")).toEqual(["D350", "Diesel"]);
  });

  it("reads the catalogue prop only when it is whole", () => {
    expect(catalogueVehiclesOf({ catalogue })).toEqual(catalogue);
    expect(catalogueVehiclesOf({})).toBeNull();
    expect(catalogueVehiclesOf({ catalogue: { lang: "ar" } })).toBeNull();
    expect(catalogueVehiclesOf({ catalogue: { lang: "fr", vehicles: [] } })).toBeNull();
  });
});

describe("Model Summary Filters, rendered on the server", () => {
  const block = prepared({
    template: KEY,
    fields: { heading: "اعثر على طرازك" },
    groups: [{ nameplate: "l460", link: { link_text: "اكتشف رينج روفر", url: "/models/rr" } }],
  });

  it("renders both lists with the first body style and its first model selected, no summary yet", () => {
    const html = renderToStaticMarkup(
      <ModelSummaryFilters {...{ block: block, index: 2, catalogue }} />,
    );
    expect(html).toMatch(/<option value="suv" selected="">دفع رباعي<\/option>/);
    expect(html).toContain('<option value="suv-lwb">دفع رباعي طويل</option>');
    expect(html).toContain(
      `<option value="l460_26my_se" selected="">رينج روفر SE ${year(2026)}</option>`,
    );
    expect(html).toContain('value="l663_26my_x"');
    // The long-wheelbase model is not of the selected body.
    expect(html).not.toContain('value="l460_26my_lwb"');
    expect(html).toContain("اختر نوع الهيكل");
    expect(html).toContain("عرض ملخص الطراز");
    expect(html).not.toContain("model-summary-filters__summary");
    expect(html).not.toContain("disabled");
  });

  it("offers one nameplate's models when the block names it", () => {
    const one = { ...block, fields: { ...block.fields, model: "l663" } };
    const html = renderToStaticMarkup(
      <ModelSummaryFilters {...{ block: one, index: 2, catalogue }} />,
    );
    expect(html).toContain(`<option value="l663_26my_x" selected="">X ${year(2026)}</option>`);
    expect(html).not.toContain("l460_26my_se");
  });

  it("waits for the models without page data (the preview): its lists disabled, empty, labelled", () => {
    const html = renderToStaticMarkup(<ModelSummaryFilters block={block} index={2} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("<option");
    expect(html.match(/disabled=""/g)).toHaveLength(3);
    expect(html).toContain("اختر الطراز");
  });

  it("renders each schema example", () => {
    for (const raw of examplesOf(KEY)) {
      const html = renderToStaticMarkup(
        <ModelSummaryFilters {...{ block: prepared(raw), index: 0, catalogue }} />,
      );
      expect(html).toContain("<select");
    }
  });
});
