import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { BlockInstanceMap, VehicleList } from "../../generated/types.ts";
import { type FinanceQuote, financeQuote } from "../../runtime/core/finance-quote.ts";
import { disclaimerMarks, financeMoney, quoteRows } from "../../runtime/core/finance-quote-text.ts";
import {
  completeSelection,
  type FinanceVehicle,
  financeVehicles,
  preselectedVehicle,
  selectedVehicle,
} from "../../runtime/core/finance-vehicles.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import type { PriceFormat } from "../../runtime/core/prices.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { axeViolations } from "../helpers/axe.ts";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { layoutShift, visitorPage } from "../helpers/visitor-page.ts";

const site = startedSiteInChromium();
/** Screenshots to look at, outside the repository. */
const shots = process.env.FINANCE_SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), "finance-shots-"));

const KEY = "lrdx-finance-calculator";
const PAGE = "/ar/blocks/finance";
type Block = BlockInstanceMap[typeof KEY];

/** The demo page's two blocks: its schema's examples as the server prepares them. */
const [defaultBlock, menaBlock] = examplesOf(KEY).map((raw) => {
  const p = prepareBlock(raw, 0);
  if (p.kind === "error") throw new Error(JSON.stringify(p.problems));
  return p.block as Block;
});
if (!defaultBlock || !menaBlock) throw new Error("two examples expected");

async function catalogue(): Promise<VehicleList["data"]> {
  const response = await fetch(`${site.url}/vehicles?lang=ar`);
  expect(response.status).toBe(200);
  return ((await response.json()) as VehicleList).data;
}

const itemsOf = (block: Block, list: VehicleList["data"]) =>
  financeVehicles(
    list.map((v) => ({ id: v.id, ...v.attributes })),
    { nameplates: block.fields.nameplate_key_filter, hideFree: block.fields.hide_free_items },
  );

/** The page's own price settings and site context, as its islands read them. */
async function pageContext(page: Page) {
  return page.evaluate(() => {
    const read = (id: string) => JSON.parse(document.getElementById(id)?.textContent ?? "{}");
    return {
      settings: read("price-context").settings as PriceFormat,
      site: read("site-context") as { tag: string; dir: "rtl" | "ltr"; timeZone: string },
    };
  });
}

const blockOf = (page: Page, scrollId: string): Locator =>
  page.locator(`[data-template="${KEY}"]:has(> #rdx-${scrollId})`);

const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? "");

/**
 * The figures shown against the pure rules: every row of the product's output configuration with
 * the text runtime/core/finance-quote-text.ts writes for the quote runtime/core/finance-quote.ts
 * makes; the creation date as the browser's Intl writes a second between the click and now.
 */
async function expectQuote(input: {
  page: Page;
  block: Locator;
  config: Block;
  product: number;
  vehicle: FinanceVehicle;
  quote: FinanceQuote;
  clickedAt: number;
}) {
  const { page, block, config, vehicle, quote } = input;
  const ctx = await pageContext(page);
  const output = config.groups[input.product]?.finance_product_output;
  if (!output) throw new Error("no output configuration");
  const rows = quoteRows({ ...quote, createdAt: new Date().toISOString() }, output, {
    currency: vehicle.currency,
    settings: ctx.settings,
    lang: ctx.site.tag,
    dir: ctx.site.dir,
    timeZone: ctx.site.timeZone,
    marks: disclaimerMarks(
      config.fields.monthly_price_disclaimer,
      config.fields.car_price_disclaimer,
    ),
  });
  const shown = await block.locator(".finance-calculator__figure").evaluateAll((els) =>
    els.map((el) => ({
      key: el.getAttribute("data-figure") ?? "",
      label: el.querySelector("dt")?.textContent ?? "",
      value: el.querySelector("dd > bdi")?.textContent ?? "",
    })),
  );
  expect(shown.map((r) => r.key)).toEqual(rows.map((r) => r.key));
  for (const row of rows) {
    const got = shown.find((r) => r.key === row.key);
    expect(got?.label).toBe(row.label);
    if (row.key !== "created_at") expect(got?.value, row.key).toBe(row.value);
  }
  const created = shown.find((r) => r.key === "created_at")?.value ?? "";
  const candidates = await page.evaluate(
    ({ from, options }) => {
      const out: string[] = [];
      for (let t = Math.floor(from / 1000) * 1000; t <= Date.now() + 1000; t += 1000)
        out.push(new Intl.DateTimeFormat(options.locale, options.format).format(new Date(t)));
      return out;
    },
    {
      from: input.clickedAt,
      options: {
        locale: `${ctx.site.tag}-u-nu-${ctx.settings.digits === "arabic-indic" ? "arab" : "latn"}`,
        format: {
          dateStyle: output.created_at.date_style,
          timeStyle: output.created_at.time_style,
          timeZone: ctx.site.timeZone,
        } as const,
      },
    },
  );
  expect(candidates).toContain(created);
}

const pushed = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      ((Reflect.get(window, "dataLayer") ?? []) as Record<string, unknown>[]).filter(
        (e) => e.event === name,
      ),
    event,
  );

describe("Finance Calculator in Chromium, Arabic and right to left", () => {
  for (const width of [390, 1440])
    it(`at ${width} px: a quote in each style, its figures the pure rules', axe clean`, async () => {
      const list = await catalogue();
      const { page, context, errors } = await visitorPage(site.browser, width);
      await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      await hydrateEveryIsland(page);
      expect(await layoutShift(page)).toBeLessThan(0.1);
      const ctx = await pageContext(page);
      const f = defaultBlock.fields;

      // Default style, by pointer: the popular vehicle, then another year through the lists.
      const block = blockOf(page, "finance-default");
      await block.scrollIntoViewIfNeeded();
      expect(await block.locator(".finance-calculator--default").count()).toBe(1);
      const items = itemsOf(defaultBlock, list);
      const first = selectedVehicle(
        items,
        preselectedVehicle(items, { modelKey: "", engineCode: "" }),
      );
      if (!first?.engine.priceMinor) throw new Error("no popular priced vehicle");
      const card = block.locator(".finance-calculator__vehicle");
      expect(await card.innerText()).toContain(first.model.nameplate.name);
      expect(await card.locator(".finance-calculator__vehicle-price").innerText()).toBe(
        financeMoney(first.engine.priceMinor, first.currency, ctx.settings) +
          disclaimerMarks(f.monthly_price_disclaimer, f.car_price_disclaimer).price,
      );
      await block.getByRole("button", { name: f.change_vehicle_label }).click();
      await expect.poll(() => focusedClass(page)).toContain("finance-calculator__step-title");
      const years = [...new Set(items.map((i) => i.modelYear))];
      const otherYear = years.find((y) => y !== first.modelYear) ?? first.modelYear;
      await block.getByLabel(f.model_year).selectOption(String(otherYear));
      const selection = completeSelection(items, {
        year: otherYear,
        body: first.body.code,
        model: first.model.key,
        engine: first.engine.code,
      });
      const chosen = selectedVehicle(items, selection);
      if (!chosen?.engine.priceMinor) throw new Error("no priced vehicle that year");
      await expect.poll(() => block.getByLabel(f.trim_label).inputValue()).toBe(chosen.model.key);
      expect(await block.getByLabel(f.engine_label).inputValue()).toBe(chosen.engine.code);
      await block.getByRole("button", { name: f.choose_label }).click();
      await expect
        .poll(() => block.locator(".finance-calculator__step-title").innerText())
        .toBe(f.personalise_quote_title);
      await expect.poll(() => focusedClass(page)).toContain("finance-calculator__step-title");

      // The second product, one step more down payment, the longest agreement.
      const product = defaultBlock.groups[1];
      if (!product) throw new Error("a second product expected");
      const input = product.finance_product_input;
      await block.getByText(product.finance_product_name, { exact: true }).click();
      await block
        .getByRole("button", { name: `${f.increase_label} ${input.down_payment.label}` })
        .click();
      const duration = block.getByLabel(input.duration.label, { exact: true });
      await duration.focus();
      await page.keyboard.press("End");
      const clickedAt = Date.now();
      await block.getByRole("button", { name: f.calculate_label }).click();
      await expect
        .poll(() => block.locator(".finance-calculator__step-title").innerText())
        .toBe(f.your_quote_title);
      const quote = financeQuote({
        priceMinor: chosen.engine.priceMinor,
        downPayment: {
          value: input.down_payment.default + input.down_payment.interval,
          unit: input.down_payment.unit,
        },
        depositContributionMinor:
          f.models_info.models.find((m) => m.model_key === chosen.model.key)
            ?.deposit_contribution ?? 0,
        duration: { value: input.duration.max, unit: input.duration.unit },
        annualRatePercent: input.interest_rate.rate,
      });
      if (!quote) throw new Error("no quote");
      await expectQuote({
        page,
        block,
        config: defaultBlock,
        product: 1,
        vehicle: chosen,
        quote,
        clickedAt,
      });
      expect(await block.locator(".finance-calculator__quote-vehicle").innerText()).toContain(
        chosen.model.nameplate.name,
      );
      expect(await axeViolations(page, `[data-template="${KEY}"]`)).toEqual([]);
      await block.screenshot({ path: path.join(shots, `default-quote-${width}.png`) });
      // Edit quote: back to the inputs, as they were.
      await block.getByRole("button", { name: f.edit_quote_label }).click();
      await expect
        .poll(() => block.locator(".finance-calculator__step-title").innerText())
        .toBe(f.personalise_quote_title);
      expect(await block.getByLabel(input.duration.label, { exact: true }).inputValue()).toBe(
        String(await duration.getAttribute("max")),
      );

      // Mena style, by keyboard: the preselected Defender, its product's defaults, Calculate.
      const mena = blockOf(page, "finance-mena");
      await mena.scrollIntoViewIfNeeded();
      expect(await mena.locator(".finance-calculator--mena").count()).toBe(1);
      const m = menaBlock.fields;
      const menaItems = itemsOf(menaBlock, list);
      expect(new Set(menaItems.map((i) => i.model.nameplate.code))).toEqual(new Set(["l663"]));
      const menaVehicle = selectedVehicle(
        menaItems,
        preselectedVehicle(menaItems, { modelKey: "", engineCode: "" }),
      );
      if (!menaVehicle?.engine.priceMinor) throw new Error("no Defender to quote");
      await mena.getByRole("button", { name: m.choose_label }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => focusedClass(page)).toContain("finance-calculator__step-title");
      await mena.getByRole("button", { name: m.calculate_label }).focus();
      const menaAt = Date.now();
      await page.keyboard.press("Enter");
      await expect
        .poll(() => mena.locator(".finance-calculator__step-title").innerText())
        .toBe(m.your_quote_title);
      const menaInput = menaBlock.groups[0]?.finance_product_input;
      if (!menaInput) throw new Error("no product");
      const menaQuote = financeQuote({
        priceMinor: menaVehicle.engine.priceMinor,
        downPayment: { value: menaInput.down_payment.default, unit: menaInput.down_payment.unit },
        duration: { value: menaInput.duration.default, unit: menaInput.duration.unit },
        annualRatePercent: menaInput.interest_rate.rate,
      });
      if (!menaQuote) throw new Error("no quote");
      await expectQuote({
        page,
        block: mena,
        config: menaBlock,
        product: 0,
        vehicle: menaVehicle,
        quote: menaQuote,
        clickedAt: menaAt,
      });
      // The styles are drawn apart: the mena panel is dark, the default one light.
      const background = (l: Locator) =>
        l.locator(".finance-calculator").evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await background(mena)).not.toBe(await background(block));

      // Analytics: each calculator reported its use once, and each quote with its payment.
      expect(await pushed(page, "finance_calculator_used")).toHaveLength(2);
      expect(
        (await pushed(page, "finance_quote_shown")).map((e) => [
          e.finance_product,
          e.monthly_payment,
        ]),
      ).toEqual([
        [product.finance_product, quote.monthlyPaymentMinor],
        [menaBlock.groups[0]?.finance_product, menaQuote.monthlyPaymentMinor],
      ]);

      expect(await axeViolations(page, `[data-template="${KEY}"]`)).toEqual([]);
      await mena.screenshot({ path: path.join(shots, `mena-quote-${width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
});
