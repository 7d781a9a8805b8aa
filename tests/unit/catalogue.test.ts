import { describe, expect, it } from "vitest";
import {
  type CatalogueRows,
  groupedNameplates,
  offerCarModels,
  vehicleList,
  vehicleSpecs,
} from "../../runtime/core/catalogue.ts";
import { orderSpecNames, specDisplay } from "../../runtime/core/vehicle-specs.ts";
import {
  catalogueVariants,
  changeSelection,
  initialSelection,
  selectedVariant,
  selectionOptions,
} from "../../site/blocks/SpecificationAccordion/spec-selection.ts";

const at = "2026-11-30T00:00:00.000Z";
const named = (id: number, code: string, ar: string, en: string) => ({
  id,
  code,
  name_ar: ar,
  name_en: en,
  position: 0,
  updated_at: at,
});
const engine = (id: number, model_id: number, code: string, price: number | null, specs = {}) => ({
  id,
  model_id,
  code,
  name_ar: code.toUpperCase(),
  name_en: code.toUpperCase(),
  position: 0,
  powertrain: "mhev" as const,
  fuel: "petrol" as const,
  power_hp: 400,
  power_kw: 294,
  capacity_cc: 2996,
  price_from: price,
  specs,
  updated_at: at,
});
const model = (id: number, key: string, year: number, body_style_id: number, name: string) => ({
  id,
  nameplate_id: 1,
  model_year: year,
  body_style_id,
  key,
  name_ar: name,
  name_en: name,
  position: 0,
  image_id: null,
  popular: false,
  updated_at: at,
});

/** A small catalogue: one nameplate, two years, two body styles, three engines. */
const rows: CatalogueRows = {
  brands: [named(1, "land-rover", "لاند روفر", "Land Rover")],
  body_styles: [named(1, "suv", "دفع رباعي", "SUV"), named(2, "suv-lwb", "طويلة", "LWB")],
  nameplates: [{ ...named(1, "l460", "رينج روفر", "Range Rover"), brand_id: 1, image_id: 7 }],
  models: [
    model(10, "l460_25my_hse", 2025, 1, "HSE"),
    model(11, "l460_26my_se", 2026, 1, "SE"),
    model(12, "l460_26my_ab_lwb", 2026, 2, "AB"),
  ],
  engines: [
    engine(100, 11, "p400", 58000000, { top_speed: 242 }),
    engine(101, 11, "p550e", 64000000, { top_speed: 242, consumption: 0.8 }),
    engine(102, 10, "d350", null),
  ],
  specs: { l460: { seats: 5, top_speed: 250 }, l460_26my_se: { seats: 4 } },
};

describe("the catalogue's public shapes", () => {
  it("lists models newest year first, body styles in their order, price from the least engine price", () => {
    const list = vehicleList(rows, { lang: "ar" }, "AED");
    expect(list.data.map((v) => v.attributes.key)).toEqual([
      "l460_26my_se",
      "l460_26my_ab_lwb",
      "l460_25my_hse",
    ]);
    expect(list.data[0]?.attributes.price_from).toBe(58000000);
    // No published engine price: no price from.
    expect(list.data[2]?.attributes.price_from).toBeNull();
    // A model without a picture shows its nameplate's.
    expect(list.data[0]?.attributes.image_id).toBe(7);
    expect(
      vehicleList(rows, { lang: "en", "filter[body_style]": "suv-lwb" }, "AED").data,
    ).toHaveLength(1);
  });

  it("keeps each figure once: engine over model sheet over nameplate sheet, the engine's fields last", () => {
    const specs = vehicleSpecs(rows, "l460_26my_se", "en");
    const values = (name: string) =>
      specs?.data.find((d) => d.id === name)?.attributes.values.map((v) => v.value);
    expect(values("seats")).toEqual([4, 4]);
    expect(values("top_speed")).toEqual([242, 242]);
    expect(values("consumption")).toEqual([null, 0.8]);
    expect(values("power")).toEqual([400, 400]);
    // A model without engines shows its sheet in one column.
    const hse = vehicleSpecs(rows, "10", "ar");
    expect(hse?.data.find((d) => d.id === "top_speed")?.attributes.values).toEqual([
      { engine_id: "102", value: 250, text: `${new Intl.NumberFormat("ar").format(250)} كم/س` },
    ]);
    expect(vehicleSpecs(rows, "l999_26my_x", "ar")).toBeNull();
  });

  it("groups a nameplate under each body style it has, with its years newest first", () => {
    const [group] = groupedNameplates(rows, "ar", "AED").data;
    expect(
      group?.attributes.body_styles.map((s) => [s.code, s.nameplates[0]?.model_years]),
    ).toEqual([
      ["suv", [2026, 2025]],
      ["suv-lwb", [2026]],
    ]);
  });

  it("names an offer's nameplate or model from the catalogue, and keeps unknown keys", () => {
    const data = offerCarModels(
      rows,
      new Map([
        ["l460", 2],
        ["l460_26my_se", 1],
        ["x1", 1],
      ]),
      "en",
      "AED",
    ).data;
    expect(data.map((d) => [d.id, d.attributes.name, d.attributes.price_from])).toEqual([
      ["l460", "Range Rover", 58000000],
      ["l460_26my_se", "Range Rover SE", 58000000],
      ["x1", null, null],
    ]);
  });

  it("orders parameters as the catalogue lists them, then others by name, and writes units per language", () => {
    expect(orderSpecNames(["zeta", "top_speed", "alpha", "power"])).toEqual([
      "power",
      "top_speed",
      "alpha",
      "zeta",
    ]);
    expect(specDisplay("top_speed", 250, "en")).toBe("250 km/h");
    expect(specDisplay("top_speed", "250 كم/س", "ar")).toBe("250 كم/س");
    expect(specDisplay("fuel", "diesel", "ar")).toBe("ديزل");
    expect(specDisplay("seats", 7, "en")).toBe("7");
  });
});

describe("the Specification Accordion's catalogue choices", () => {
  const vehicles = vehicleList(rows, { lang: "ar" }, "AED").data.map((v) => ({
    id: v.id,
    ...v.attributes,
  }));

  it("offers the nameplate's models with year and body style, their engines and trims", () => {
    const variants = catalogueVariants(vehicles, "l460");
    expect(variants.map((v) => [v.model_label, v.engine_label, v.specification_label])).toEqual([
      ["رينج روفر 2026 · دفع رباعي", "P400", "SE"],
      ["رينج روفر 2026 · دفع رباعي", "P550E", "SE"],
      ["رينج روفر 2025 · دفع رباعي", "D350", "HSE"],
    ]);
    expect(catalogueVariants(vehicles, "x999")).toEqual([]);
  });

  it("starts at the block's model key and keeps the lists consistent when one changes", () => {
    const variants = catalogueVariants(vehicles, "l460_25my_hse");
    const first = initialSelection(variants, "l460_25my_hse");
    expect(first?.specification).toBe("HSE");
    const options = first ? selectionOptions(variants, first) : null;
    expect(options?.engines).toEqual(["D350"]);
    const next = first
      ? changeSelection(variants, first, "model", "رينج روفر 2026 · دفع رباعي")
      : null;
    expect(next).toEqual({
      model: "رينج روفر 2026 · دفع رباعي",
      engine: "P400",
      specification: "SE",
    });
    expect(selectedVariant(variants, next)?.engine_id).toBe("100");
  });
});
