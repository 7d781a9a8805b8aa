import { describe, expect, it } from "vitest";
import { blockComponents } from "../../generated/block-components.ts";
import { blockRegistry } from "../../generated/blocks.ts";
import {
  defaultChoice,
  HIRE_PURCHASE_MARKETS,
  MARKET_PRESETS,
  quoteForMarket,
} from "../../runtime/core/hire-purchase/index.ts";
import { formatAmount } from "../../runtime/core/prices.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { prepared, render } from "../helpers/block-render.tsx";

type Raw = { template: string; fields: Record<string, unknown>; groups: unknown[] };
const example = (key: string): Raw => structuredClone(examplesOf(key)[0]) as Raw;
const keyOf = (id: string) => `lrdx-hire-purchase-${id}`;
const amount = (minor: number, digits: number) =>
  formatAmount(minor / 10 ** digits, { delimiter: ",", decimals: digits });

describe("hire-purchase calculator blocks", () => {
  it("are thirty islands in the catalogue, rendered by one component", async () => {
    const keys = HIRE_PURCHASE_MARKETS.map(keyOf);
    expect(new Set(keys).size).toBe(30);
    const components = new Set<unknown>();
    for (const key of keys) {
      expect(Object.hasOwn(blockRegistry, key), key).toBe(true);
      const definition = blockRegistry[key as keyof typeof blockRegistry];
      expect(definition.isIsland).toBe(true);
      expect(definition.maxFieldGroups).toBeNull();
      components.add((await blockComponents[key as keyof typeof blockComponents]()).default);
    }
    expect(components.size).toBe(1);
  });

  it.each(HIRE_PURCHASE_MARKETS)(
    "%s: the form of its market on the server, no quote yet, and its legal example",
    async (id) => {
      const preset = MARKET_PRESETS[id];
      const raw = example(keyOf(id));
      const html = await render(prepared(raw));
      expect(html).toContain(`data-market="${id}"`);
      expect(html).toContain(String(raw.fields.section_title));
      // A fieldset with the product as its legend, the market's Arabic labels.
      expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>/);
      expect(html).toContain(preset.labelsAr.product);
      expect(html).toContain(preset.labelsAr.deposit);
      expect(html).toContain(`<bdi>${preset.currency}</bdi>`);
      // Every term the market offers, the default selected.
      expect(html).toMatch(new RegExp(`<option value="${preset.term.default}" selected=""`));
      expect(html.includes(preset.labelsAr.balloon)).toBe(preset.balloon !== null);
      // No quote before Calculate; the live region is there, empty.
      expect(html).toContain('<div class="hire-purchase__quote" hidden="">');
      expect(html).not.toContain("hire-purchase__instalment");
      expect(html).toMatch(/role="status" aria-live="polite"><\/div>/);
      // The representative example where the regulator asks for one, with the engine's figures.
      const q = quoteForMarket(preset, defaultChoice(preset));
      if (!q.ok) throw new Error(q.problem);
      expect(html.includes("hire-purchase__example")).toBe(preset.legalExample !== null);
      if (preset.legalExample) {
        expect(html).toContain(amount(q.quote.instalment, preset.minorDigits));
        expect(html).toContain(amount(q.quote.totalPayable, preset.minorDigits));
      }
    },
  );

  it("starts from the block's own price and rate, kept in the market's range", async () => {
    const raw = example(keyOf("malta"));
    raw.fields.vehicle_price = 3_210_000;
    raw.fields.interest_rate = 55;
    const html = await render(prepared(raw));
    expect(html).toMatch(/value="32100"/);
    expect(html).toMatch(new RegExp(`value="${MARKET_PRESETS.malta.rate.max}"`));
  });

  it("takes the editor's label over the market's", async () => {
    const raw = example(keyOf("sweden"));
    raw.fields.labels = { deposit: "الدفعة المقدّمة النقدية" };
    const html = await render(prepared(raw));
    const depositLabel = /<label for="[^"]*-deposit">([^<]*)<\/label>/.exec(html)?.[1];
    expect(depositLabel).toBe("الدفعة المقدّمة النقدية");
    expect(html).toContain(`>${MARKET_PRESETS.sweden.labelsAr.term}</label>`);
  });

  it("refuses a block whose market is not its template's", () => {
    const raw = example(keyOf("norway"));
    raw.fields.market = "denmark";
    expect(() => prepared(raw)).toThrow(/market/);
  });
});
