import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../generated/blocks.ts";
import type { BlockInstanceMap, BlockTemplateKey } from "../../generated/types.ts";
import { blockValidators } from "../../generated/validate.ts";
import { CatalogueIndex, type CatalogueRows, vehicleSpecs } from "../../runtime/core/catalogue.ts";
import {
  type BlockFigures,
  blockFiguresOf,
  canonicalSpecKey,
  carKeysOf,
  engineIndexOf,
  engineKind,
  figuresFromVehicleSpecs,
  figureText,
  modelFiguresOf,
} from "../../runtime/core/model-figures.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { modelsPage } from "../../runtime/demo/families/models.ts";
import Derivatives from "../../site/blocks/Derivatives/index.tsx";
import ModelsSpecifications from "../../site/blocks/ModelsSpecifications/index.tsx";

const at = "2026-11-30T00:00:00.000Z";
const named = (id: number, code: string, ar: string, en: string) => ({
  id,
  code,
  name_ar: ar,
  name_en: en,
  position: 0,
  updated_at: at,
});
type Powertrain = "ice" | "mhev" | "hev" | "phev" | "bev";
const engine = (
  id: number,
  model_id: number,
  code: string,
  powertrain: Powertrain,
  specs: Record<string, number | string>,
) => ({
  id,
  model_id,
  code,
  name_ar: code.toUpperCase(),
  name_en: code.toUpperCase(),
  position: 0,
  powertrain,
  fuel: powertrain === "bev" ? ("electric" as const) : ("petrol" as const),
  power_hp: 300,
  power_kw: 221,
  capacity_cc: powertrain === "bev" ? null : 2996,
  price_from: 40000000,
  specs,
  updated_at: at,
});
const model = (id: number, key: string, year: number, name: string) => ({
  id,
  nameplate_id: 1,
  model_year: year,
  body_style_id: 1,
  key,
  name_ar: name,
  name_en: name,
  position: 0,
  image_id: null,
  popular: false,
  updated_at: at,
});

/** One nameplate, two years; the newer model has a petrol and a plug-in hybrid engine. */
const rows: CatalogueRows = {
  brands: [named(1, "land-rover", "لاند روفر", "Land Rover")],
  body_styles: [named(1, "suv", "دفع رباعي", "SUV")],
  nameplates: [{ ...named(1, "l663", "ديفندر", "Defender"), brand_id: 1, image_id: 7 }],
  models: [model(10, "l663_25my_se", 2025, "SE"), model(11, "l663_26my_x", 2026, "X-Dynamic HSE")],
  engines: [
    engine(100, 11, "d300", "mhev", { acceleration: 6.7, top_speed: 191, consumption: 8.9 }),
    engine(101, 11, "p400e", "phev", { acceleration: 5.6, top_speed: 209, consumption: 3.1 }),
    engine(102, 10, "p300", "ice", { acceleration: 7.6 }),
  ],
  specs: { l663: { seats: 7, tank: 90 } },
};
const index = new CatalogueIndex(rows);
const ar = (n: number) => new Intl.NumberFormat("ar").format(n);

function figuresFor(keys: string[]): BlockFigures {
  return {
    lang: "ar",
    models: modelFiguresOf({
      index,
      keys,
      sheets: [{ key: "f-pace", specs: { top_speed: "250 كم/س", powertrain: "bev" } }],
      lang: "ar",
    }),
  };
}

function prepared<K extends BlockTemplateKey>(key: K, raw: unknown): BlockInstanceMap[K] {
  const p = prepareBlock(structuredClone(raw), 3);
  if (p.kind === "error") throw new Error(`${key}: ${JSON.stringify(p.problems)}`);
  return p.block as BlockInstanceMap[K];
}

describe("model blocks in the catalogue", () => {
  it("are islands reading the model figures on the server, with the §9.1 cap of 20 cards", () => {
    for (const key of ["lrdx-derivatives", "lrdx-models-specifications"] as const) {
      const def = blockRegistry[key];
      expect(def.isIsland).toBe(true);
      expect(def.pageData).toBe("model-figures");
    }
    expect(blockRegistry["lrdx-models-specifications"].maxFieldGroups).toBe(20);
    const tooMany = {
      template: "lrdx-models-specifications",
      fields: {},
      groups: Array.from({ length: 21 }, () => ({})),
    };
    expect(blockValidators["lrdx-models-specifications"](tooMany)).toBe(false);
  });

  it("default the three figures to top speed, acceleration and consumption with Arabic labels", () => {
    const block = prepared("lrdx-derivatives", {
      template: "lrdx-derivatives",
      fields: {},
      groups: [],
    });
    expect([block.fields.spec_key_1, block.fields.spec_key_2, block.fields.spec_key_3]).toEqual([
      "top_speed",
      "acceleration",
      "consumption",
    ]);
    expect(block.fields.spec_label_1).toMatch(/[\u0600-\u06FF]/);
  });

  it("fill a new card's table with the catalogue's sections, titles kept (a default is data)", () => {
    const block = prepared("lrdx-models-specifications", {
      template: "lrdx-models-specifications",
      fields: {},
      groups: [{ car_key: "l663" }],
    });
    const table = block.groups[0]?.accordion_schema;
    expect(table?.type).toBe("table");
    expect(table?.content.map((s) => s.title)).toEqual(["الأداء", "الكفاءة"]);
    expect(table?.content.flatMap((s) => s.specs.map((x) => x.key))).toEqual([
      "top_speed",
      "acceleration",
      "combined_wltp_consumption_teh",
      "emission",
      "tank",
    ]);
  });

  it("edit the specification table as a real object, and refuse it as a string", () => {
    const group = (accordion_schema: unknown) => ({
      template: "lrdx-models-specifications",
      fields: {},
      groups: [{ car_key: "l663", accordion_schema }],
    });
    const validate = blockValidators["lrdx-models-specifications"];
    expect(
      validate(
        group({
          type: "table",
          content: [{ title: "الأداء", specs: [{ label: "", key: "tank" }] }],
        }),
      ),
    ).toBe(true);
    expect(validate(group('{"type":"table","content":[]}'))).toBe(false);
    expect(validate(group({ type: "list", content: [] }))).toBe(false);
  });

  it("are on the demo's models page, with the demo catalogue's model keys", () => {
    expect(modelsPage.path).toBe("blocks/models");
    expect(modelsPage.keys).toEqual([
      "lrdx-derivatives",
      "lrdx-models-specifications",
      "lrdx-model-summary-filters",
    ]);
    const [first] = examplesOf("lrdx-models-specifications");
    expect(first ? carKeysOf(first) : []).toContain("l663_26my_x");
  });
});

describe("model figures: the rules", () => {
  it.each([
    ["bev", "electric"],
    ["phev", "hybrid"],
    ["hev", "hybrid"],
    ["mhev", "petrol"],
    ["ice", "petrol"],
    [null, null],
    ["steam", null],
  ])("an engine with powertrain %s carries the %s label", (powertrain, want) => {
    expect(engineKind(powertrain)).toBe(want);
  });

  it.each([
    ["combined_wltp_consumption_teh", "consumption"],
    ["emission", "emissions"],
    ["tank", "tank"],
    ["top_speed", "top_speed"],
  ])("the spec key %s reads the parameter %s", (key, want) => {
    expect(canonicalSpecKey(key)).toBe(want);
  });

  it("shows numbers in the language's digits with their units, texts as written, nothing for none", () => {
    expect(figureText({ top_speed: 242 }, "top_speed", "ar")).toBe(`${ar(242)} كم/س`);
    expect(figureText({ consumption: 8.9 }, "combined_wltp_consumption_teh", "ar")).toBe(
      `${ar(8.9)} لتر/100 كم`,
    );
    expect(figureText({ top_speed: 242 }, "top_speed", "en")).toBe("242 km/h");
    expect(figureText({ top_speed: "250 كم/س" }, "top_speed", "ar")).toBe("250 كم/س");
    expect(figureText({}, "tank", "ar")).toBe("");
  });

  it("reads a catalogue model's engines over its sheets, a nameplate's newest model, else the compare sheet", () => {
    const { models } = figuresFor(["l663_26my_x", "l663", "f-pace", "nothing"]);
    expect(models.l663_26my_x?.engines.map((e) => e.code)).toEqual(["d300", "p400e"]);
    expect(models.l663_26my_x?.engines[1]?.specs).toMatchObject({
      top_speed: 209,
      tank: 90,
      seats: 7,
    });
    expect(models.l663?.key).toBe("l663_26my_x");
    expect(models["f-pace"]?.engines).toEqual([
      {
        code: "",
        name: "",
        powertrain: "bev",
        specs: { top_speed: "250 كم/س", powertrain: "bev" },
      },
    ]);
    expect(models.nothing).toBeUndefined();
  });

  it("gives the same figures read in the browser from /vehicles/{id}/specs", () => {
    const body = vehicleSpecs(rows, "l663_26my_x", "ar");
    if (!body) throw new Error("no specs");
    const read = figuresFromVehicleSpecs(body);
    const served = figuresFor(["l663_26my_x"]).models.l663_26my_x;
    expect(read.engines.map((e) => e.specs)).toEqual(served?.engines.map((e) => e.specs));
    expect(read.engines.map((e) => e.powertrain)).toEqual(["mhev", "phev"]);
  });

  it("picks the engine engine_key names, in any case, else the first", () => {
    const model = figuresFor(["l663_26my_x"]).models.l663_26my_x;
    if (!model) throw new Error("no model");
    expect(engineIndexOf(model, "P400E")).toBe(1);
    expect(engineIndexOf(model, "")).toBe(0);
    expect(engineIndexOf(model, "v8")).toBe(0);
  });

  it("collects the keys of a block's fields and groups once, lower-cased", () => {
    expect(
      carKeysOf({
        fields: { car_key: "L663" },
        groups: [{ car_key: "l663" }, { car_key: "" }, { car_key: "l460" }, {}],
      }),
    ).toEqual(["l663", "l460"]);
  });

  it("reads the figures prop only when it is whole", () => {
    expect(blockFiguresOf({})).toBeNull();
    expect(blockFiguresOf({ figures: { lang: "fr", models: {} } })).toBeNull();
    expect(blockFiguresOf({ figures: { lang: "ar", models: {} } })).toEqual({
      lang: "ar",
      models: {},
    });
  });
});

describe("Derivatives, rendered on the server", () => {
  const block = prepared("lrdx-derivatives", {
    template: "lrdx-derivatives",
    fields: {
      car_key: "l663_26my_x",
      engine_key: "p400e",
      tab_id: "defender",
      bodystyle: "دفع رباعي",
      standard_equipment_information_content: "<p>شاشة</p>",
    },
    groups: [],
  });

  it("shows the engine's three figures in Arabic digits, in the first HTML", () => {
    const props = { block, index: 3, figures: figuresFor(["l663_26my_x"]) };
    const html = renderToStaticMarkup(<Derivatives {...props} />);
    expect(html).toContain(`${ar(209)} كم/س`);
    expect(html).toContain(`${ar(5.6)} ثانية`);
    expect(html).toContain(`${ar(3.1)} لتر/100 كم`);
    expect(html).not.toContain(`${ar(191)} كم/س`);
    expect(html).toContain("X-Dynamic HSE");
    expect(html).toContain('id="defender"');
    expect(html).toContain("السرعة القصوى");
  });

  it("leaves out a figure the specification lacks, and a model it does not know", () => {
    const withTank = {
      ...block,
      fields: { ...block.fields, spec_key_3: "fuel_cells", engine_key: "" },
    };
    const html = renderToStaticMarkup(
      <Derivatives {...{ block: withTank, index: 3, figures: figuresFor(["l663_26my_x"]) }} />,
    );
    expect(html).toContain(`${ar(191)} كم/س`);
    expect(html).not.toContain('data-spec="fuel_cells"');
    const unknown = { ...block, fields: { ...block.fields, car_key: "l999" } };
    const none = renderToStaticMarkup(
      <Derivatives {...{ block: unknown, index: 3, figures: figuresFor(["l999"]) }} />,
    );
    expect(none).not.toContain("data-spec=");
  });

  it("waits for the figures without page data (the preview), never showing empty figures as figures", () => {
    const html = renderToStaticMarkup(<Derivatives block={block} index={3} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("data-spec=");
  });

  it("renders each schema example", () => {
    for (const raw of examplesOf("lrdx-derivatives")) {
      const b = prepared("lrdx-derivatives", raw);
      const keys = carKeysOf(b);
      expect(
        renderToStaticMarkup(
          <Derivatives {...{ block: b, index: 0, figures: figuresFor(keys) }} />,
        ),
      ).toContain("derivatives");
    }
  });
});

describe("Models and Specifications, rendered on the server", () => {
  const raw = {
    template: "lrdx-models-specifications",
    fields: { heading: "الطرازات", is_toggle: true },
    groups: [
      { car_key: "l663_26my_x", car_title: "ديفندر", price: 40500050 },
      {
        car_key: "f-pace",
        car_title: "إف-بيس",
        price: 0,
        additional_specification_modal_content: "<p>إضافي</p>",
      },
      { car_key: "l663", car_title: "مخفية", is_disabled: true },
      { car_key: "l663_25my_se", car_title: "ديفندر SE" },
      { car_key: "l663", car_title: "ديفندر الأحدث" },
    ],
  };
  const block = prepared("lrdx-models-specifications", raw);
  const html = renderToStaticMarkup(
    <ModelsSpecifications
      {...{
        block,
        index: 3,
        figures: figuresFor(["l663_26my_x", "f-pace", "l663_25my_se", "l663"]),
      }}
    />,
  );

  it("does not render a disabled card at all", () => {
    expect(html).not.toContain("مخفية");
    expect(html.match(/class="models-specs__card"/g)).toHaveLength(4);
  });

  it("collapses the list to its first 3 cards, with the open label", () => {
    expect(html.match(/<li[^>]*class="models-specs__card"[^>]*hidden=""/g)).toHaveLength(1);
    expect(html).toContain("عرض كل الطرازات");
    expect(html).toContain('aria-expanded="false"');
  });

  it("shows the first engine's figures in the (closed) table, the engine list and the kind's label", () => {
    expect(html).toContain(`${ar(191)} كم/س`);
    expect(html).toContain(`${ar(90)} لتر`);
    expect(html).toContain("D300");
    expect(html).toContain("P400E");
    expect(html).toContain(">بنزين<");
    expect(html).toContain(">كهربائي<");
  });

  it("writes the price from minor units with the site's formatter, and none for 0", () => {
    expect(html).toContain("405,000.50");
    expect(html.match(/models-specs__price/g)).toHaveLength(1);
  });

  it("offers the dialog only on the card that has its content", () => {
    expect(html.match(/models-specs__modal-open/g)).toHaveLength(1);
  });

  it("renders each schema example", () => {
    for (const ex of examplesOf("lrdx-models-specifications")) {
      const b = prepared("lrdx-models-specifications", ex);
      const out = renderToStaticMarkup(
        <ModelsSpecifications {...{ block: b, index: 0, figures: figuresFor(carKeysOf(b)) }} />,
      );
      expect(out).toContain("models-specs");
    }
  });
});
