import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../generated/blocks.ts";
import type { BlockInstanceMap } from "../../generated/types.ts";
import { blockValidators } from "../../generated/validate.ts";
import { type CatalogueVehicles, vehicleList } from "../../runtime/core/catalogue.ts";
import { financeMoney } from "../../runtime/core/finance-quote-text.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { DEFAULT_PRICE_SETTINGS, type PriceFormat } from "../../runtime/core/prices.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { FAMILY_PAGES } from "../../runtime/demo/families/index.ts";
import FinanceCalculator from "../../site/blocks/FinanceCalculator/index.tsx";
import { PriceContext } from "../../site/ui/price-context.ts";

const KEY = "lrdx-finance-calculator";
const at = "2026-11-30T00:00:00.000Z";
const named = (id: number, code: string, ar: string) => ({
  id,
  code,
  name_ar: ar,
  name_en: code,
  position: 0,
  updated_at: at,
});
const model = (id: number, nameplate_id: number, key: string, year: number, popular = false) => ({
  id,
  nameplate_id,
  model_year: year,
  body_style_id: 1,
  key,
  name_ar: key.split("_").at(-1)?.toUpperCase() ?? key,
  name_en: key,
  position: 0,
  image_id: null,
  popular,
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
const vehicles = (engines: ReturnType<typeof engine>[]): CatalogueVehicles["vehicles"] =>
  vehicleList(
    {
      brands: [named(1, "land-rover", "لاند روفر")],
      body_styles: [named(1, "suv", "دفع رباعي")],
      nameplates: [
        { ...named(1, "l460", "رينج روفر"), brand_id: 1, image_id: null },
        { ...named(2, "l663", "ديفندر"), brand_id: 1, image_id: null },
      ],
      models: [model(10, 1, "l460_26my_se", 2026), model(11, 2, "l663_26my_x", 2026, true)],
      engines,
      specs: {},
    },
    { lang: "ar" },
    "AED",
  ).data.map((v) => ({ id: v.id, ...v.attributes }));
const catalogue: CatalogueVehicles = {
  lang: "ar",
  vehicles: vehicles([
    engine(100, 10, "d350", 52500000),
    engine(101, 11, "d300", 41000050),
    engine(102, 11, "p400", null),
  ]),
};
const settings: PriceFormat = {
  ...DEFAULT_PRICE_SETTINGS,
  calculatorSymbol: "درهم",
  calculatorPriceFormat: "% ^",
};

function prepared(raw: unknown): BlockInstanceMap[typeof KEY] {
  const p = prepareBlock(structuredClone(raw), 2);
  if (p.kind === "error") throw new Error(JSON.stringify(p.problems));
  return p.block as BlockInstanceMap[typeof KEY];
}
const render = (block: BlockInstanceMap[typeof KEY], props: object = { catalogue }) =>
  renderToStaticMarkup(
    <PriceContext.Provider value={{ settings, exchangeClass: "x" }}>
      <FinanceCalculator block={block} index={2} {...props} />
    </PriceContext.Provider>,
  );

describe("Finance Calculator in the catalogue", () => {
  it("is an island reading the model catalogue, at most 6 products, with the §5.3 sample bounds", () => {
    const def = blockRegistry[KEY];
    expect(def.isIsland).toBe(true);
    expect(def.pageData).toBe("vehicle-catalogue");
    expect(def.maxFieldGroups).toBe(6);
    const b = prepared({ template: KEY, fields: {}, groups: [{ finance_product: "hp" }] });
    expect(b.fields.calculator_style).toBe("default");
    expect(b.fields.header_tag).toBe(2);
    const input = b.groups[0]?.finance_product_input;
    expect(input?.down_payment).toMatchObject({
      min: 20,
      max: 50,
      default: 20,
      interval: 5,
      unit: "percent",
    });
    expect(input?.duration).toMatchObject({ min: 4, max: 7, default: 4, unit: "years" });
    expect(b.groups[0]?.finance_product_output.created_at).toMatchObject({
      date_style: "medium",
      time_style: "medium",
    });
    expect(b.groups[0]?.finance_product_output.duration_of_agreement.unit).toBe("شهراً");
  });

  it("refuses a seventh product, a style it does not know and a configuration held as a string", () => {
    const product = { finance_product: "hp" };
    expect(
      blockValidators[KEY]({ template: KEY, fields: {}, groups: Array(7).fill(product) }),
    ).toBe(false);
    expect(
      blockValidators[KEY]({ template: KEY, fields: { calculator_style: "gulf" }, groups: [] }),
    ).toBe(false);
    expect(
      blockValidators[KEY]({
        template: KEY,
        fields: {},
        groups: [{ finance_product: "hp", finance_product_input: '{"down_payment":{}}' }],
      }),
    ).toBe(false);
    expect(blockValidators[KEY]({ template: KEY, fields: { models_info: "[]" }, groups: [] })).toBe(
      false,
    );
  });

  it("shows both styles on the demo's finance page", () => {
    const page = FAMILY_PAGES.find((p) => p.keys.includes(KEY));
    const styles = (page?.blocks?.() ?? [])
      .filter((b) => b.template === KEY)
      .map((b) => b.fields.calculator_style);
    expect(styles).toEqual(["default", "mena"]);
  });
});

describe("Finance Calculator, rendered on the server", () => {
  const [first, second] = examplesOf(KEY).map(prepared);
  if (!first || !second) throw new Error("two examples expected");

  it("opens on the popular vehicle with its price, 'Change vehicle' and the choose button", () => {
    const html = render(first);
    expect(html).toContain("finance-calculator--default");
    expect(html).toContain(first.fields.calc_header);
    expect(html).toContain("ديفندر");
    expect(html).toContain("D300");
    // 410,000.50 AED to the fils, with the car price disclaimer's mark.
    expect(html).toContain(financeMoney(41000050, "AED", settings));
    expect(html).toContain("410,000.50");
    expect(html).toContain(first.fields.change_vehicle_label);
    expect(html).toContain(first.fields.choose_label);
    expect(html).toContain('aria-current="step"');
    // The lists wait for 'Change vehicle'; no quote yet.
    expect(html).not.toContain("<select");
    expect(html).not.toContain("finance-calculator__figures");
    expect(html).toContain(first.fields.calc_disclaimer_header);
  });

  it("draws the mena style distinctly, with one nameplate's vehicles", () => {
    const html = render(second);
    expect(html).toContain("finance-calculator--mena");
    expect(html).toContain('data-style="mena"');
    expect(html).not.toContain("finance-calculator--default");
  });

  it("preselects models_info's vehicle over the popular one", () => {
    const named = {
      ...first,
      fields: {
        ...first.fields,
        models_info: { ...first.fields.models_info, preselected_model: "l460_26my_se" },
      },
    };
    const html = render(named);
    expect(html).toContain("رينج روفر");
    expect(html).toContain("525,000.00");
  });

  it("offers an unpriced engine without a price unless hide_free_items hides it", () => {
    const priceless: CatalogueVehicles = {
      lang: "ar",
      vehicles: vehicles([engine(102, 11, "p400", null)]),
    };
    const shown = render(
      { ...first, fields: { ...first.fields, hide_free_items: false } },
      { catalogue: priceless },
    );
    expect(shown).toContain("P400");
    expect(shown).toContain(first.fields.no_price_text);
    expect(shown).toMatch(/finance-calculator__choose"[^>]*>/);
    const hidden = render(
      { ...first, fields: { ...first.fields, hide_free_items: true } },
      { catalogue: priceless },
    );
    expect(hidden).not.toContain("P400");
    expect(hidden).toContain(first.fields.no_vehicles_text);
  });

  it("waits with its loading text without page data (the editor's preview)", () => {
    const html = render(first, {});
    expect(html).toContain(first.fields.loading_text);
    expect(html).not.toContain(first.fields.choose_label);
  });

  it("writes the price in Arabic-Indic digits where the market does", () => {
    const html = renderToStaticMarkup(
      <PriceContext.Provider
        value={{ settings: { ...settings, digits: "arabic-indic" }, exchangeClass: "x" }}
      >
        <FinanceCalculator {...{ block: first, index: 2, catalogue }} />
      </PriceContext.Provider>,
    );
    expect(html).toContain("٤١٠,٠٠٠٫٥٠");
    expect(html).toContain("٢٠٢٦");
  });
});
