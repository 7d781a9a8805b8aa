import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  defaultChoice,
  type HirePurchaseMarketId,
  MARKET_PRESETS,
  quoteForMarket,
} from "../../runtime/core/hire-purchase/index.ts";
import { formatAmount } from "../../runtime/core/prices.ts";
import { axeViolations } from "../helpers/axe.ts";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { verticalShift, visitorPage } from "../helpers/visitor-page.ts";

/**
 * Three hire-purchase markets on the demo's calculators page (a flat rate in baht, an EU loan
 * with its representative example, an Irish PCP with its guaranteed minimum future value), in
 * Chromium, in Arabic, at 390 and 1440 px, one page load per width: each block hydrates without
 * moving, the visitor changes the deposit and the term and calculates, and every figure of the
 * quote is the engine's for that choice; the schedule has a row per payment; axe finds nothing;
 * the page logs no error; the tag manager gets `calculator_used` and `quote_shown`.
 */
const site = startedSiteInChromium();
const shots =
  process.env.HIRE_PURCHASE_SHOTS ?? mkdtempSync(path.join(tmpdir(), "hire-purchase-shots-"));
const PAGE = "/ar/blocks/calculators";
const MARKETS: readonly HirePurchaseMarketId[] = ["thailand", "greece", "ireland-secondary"];

const blockOf = (page: Page, id: HirePurchaseMarketId): Locator =>
  page.locator(`section.hire-purchase[data-market="${id}"]`);

/** Shown text as plain Latin digits: isolates dropped, Arabic-Indic digits and marks mapped. */
function plain(text: string): string {
  return text
    .replace(/[\u2066-\u2069\u200f\u200e]/g, "")
    .replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d)))
    .replace(/٫/g, ".")
    .replace(/٬/g, ",")
    .trim();
}

const money = (id: HirePurchaseMarketId, minor: number): string => {
  const preset = MARKET_PRESETS[id];
  return formatAmount(minor / 10 ** preset.minorDigits, {
    delimiter: ",",
    decimals: preset.minorDigits,
  });
};

describe("hire-purchase calculators in Arabic", () => {
  for (const width of [390, 1440]) {
    it(`at ${width} px: three markets quote what the engine quotes`, async () => {
      const { page, context, errors } = await visitorPage(site.browser, width);
      await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
      await hydrateEveryIsland(page);
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
      );
      // Nothing moves up or down as the calculators hydrate (the header's menu may settle
      // sideways on a slow machine as the shell's fonts arrive; that is not the block's).
      expect(await verticalShift(page)).toBeLessThan(0.01);
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");

      for (const id of MARKETS) {
        const preset = MARKET_PRESETS[id];
        const block = blockOf(page, id);
        await block.scrollIntoViewIfNeeded();
        // The visitor's choice: one step more deposit, the shortest term.
        const choice = {
          ...defaultChoice(preset),
          depositPercent: preset.deposit.default + preset.deposit.step,
          months: preset.term.min,
        };
        await block
          .locator('input[type="range"][id$="-deposit"]')
          .fill(String(choice.depositPercent));
        await block.locator('select[id$="-term"]').selectOption(String(choice.months));
        await block.locator(".hire-purchase__calculate").click();
        const result = quoteForMarket(preset, choice);
        if (!result.ok) throw new Error(result.problem);
        const q = result.quote;

        const quote = block.locator(".hire-purchase__quote");
        await expect.poll(() => quote.isVisible()).toBe(true);
        // The quote's heading has the focus; the form is put away.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.className ?? ""))
          .toContain("hire-purchase__quote-title");
        expect(await block.locator("form").isVisible()).toBe(false);

        const instalment = plain(await quote.locator('[data-figure="instalment"]').innerText());
        expect(instalment).toContain(money(id, q.instalment));
        const figures = plain(await quote.locator(".hire-purchase__figures").innerText());
        for (const minor of [
          q.cashPrice,
          q.deposit,
          q.credit,
          q.totalInterest,
          q.costOfCredit,
          q.totalPayable,
        ])
          expect(figures, id).toContain(money(id, minor));
        if (q.balloon > 0) expect(figures).toContain(money(id, q.balloon));
        expect(figures).toContain(
          `${formatAmount(q.aprPercent, { delimiter: "", decimals: 1 }).replace(/\.0$/, "")}`,
        );

        await quote.locator("button[aria-controls]").click();
        await expect
          .poll(() => quote.locator(".hire-purchase__schedule tbody tr").count())
          .toBe(q.schedule.length);
        const last = q.schedule.at(-1);
        expect(
          plain(await quote.locator(".hire-purchase__schedule tbody tr").last().innerText()),
        ).toContain(money(id, last?.payment ?? -1));
        if (width === 390) await block.screenshot({ path: path.join(shots, `${id}-${width}.png`) });
        expect(await axeViolations(page, `section.hire-purchase[data-market="${id}"]`)).toEqual([]);
      }
      const pushed = await page.evaluate(() =>
        (window.dataLayer ?? []).map((e) => `${String(e.event)}:${String(e.market ?? "")}`),
      );
      for (const id of MARKETS) {
        expect(pushed).toContain(`calculator_used:${id}`);
        expect(pushed).toContain(`quote_shown:${id}`);
      }
      if (width === 1440)
        await page.screenshot({ path: path.join(shots, `page-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
