import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { figureText } from "../../runtime/core/model-figures.ts";
import { demoCatalogue } from "../../runtime/demo/demo-catalogue.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { axeViolations } from "../helpers/axe.ts";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { layoutShift, visitorPage } from "../helpers/visitor-page.ts";

const site = startedSiteInChromium();
/** Screenshots to look at, outside the repository. */
const shots = process.env.MODEL_SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), "model-shots-"));

const PAGE = "/ar/blocks/models";

/** The demo catalogue's engine of a model, with its figures as the server shows them. */
function engineOf(modelKey: string, engineCode: string) {
  for (const nameplate of demoCatalogue().nameplates)
    for (const model of nameplate.models)
      if (model.key === modelKey) {
        const found = model.engines.find((e) => e.code === engineCode);
        if (found) return found;
      }
  throw new Error(`no engine ${engineCode} of ${modelKey} in the demo catalogue`);
}
const textOf = (modelKey: string, engineCode: string, key: string) =>
  figureText(engineOf(modelKey, engineCode).specs, key, "ar");

/** The page's examples: what the derivatives and the first card name. */
const derivatives = examplesOf("lrdx-derivatives")[0]?.fields ?? {};
const cards = examplesOf("lrdx-models-specifications")[0]?.groups ?? [];
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const firstCardKey = str(cards[0]?.car_key);
const firstCardEngines = (() => {
  for (const n of demoCatalogue().nameplates)
    for (const m of n.models) if (m.key === firstCardKey) return m.engines.map((e) => e.code);
  return [];
})();

const blockOf = (page: Page, key: string): Locator =>
  page.locator(`[data-template="${key}"]`).first();

/** What a block's box and text are, to compare before and after it hydrates. */
const boxOf = async (block: Locator) => {
  const box = await block.boundingBox();
  return { height: Math.round(box?.height ?? -1), text: await block.innerText() };
};

describe("model blocks in Chromium, Arabic and right to left", () => {
  for (const width of [390, 1440])
    it(`at ${width} px: reads the figures, toggles the list, changes the engine, opens the table and the dialog, all by keyboard; axe finds nothing; hydration moves nothing`, async () => {
      // The server's HTML alone (no script): what hydration must leave as it is.
      const still = await visitorPage(site.browser, width, { javaScript: false });
      await still.page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
      const server = [
        await boxOf(blockOf(still.page, "lrdx-derivatives")),
        await boxOf(blockOf(still.page, "lrdx-models-specifications")),
      ];
      await still.context.close();

      const { page, context, errors } = await visitorPage(site.browser, width);
      await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      const summary = blockOf(page, "lrdx-derivatives");
      const models = blockOf(page, "lrdx-models-specifications");

      // The figures are in the server's HTML, written by Intl in the page language with their units.
      const carKey = str(derivatives.car_key);
      const engineKey = str(derivatives.engine_key);
      for (const key of ["top_speed", "acceleration", "consumption"]) {
        const want = textOf(carKey, engineKey, key);
        expect(want).not.toBe("");
        expect(server[0]?.text).toContain(want);
        expect(await summary.locator(`[data-spec="${key}"] dd`).innerText()).toBe(want);
      }
      await hydrateEveryIsland(page);
      for (const key of ["lrdx-derivatives", "lrdx-models-specifications"])
        expect(await page.locator(`[data-island="${key}"]`).getAttribute("data-hydrated")).toBe(
          "true",
        );
      expect([await boxOf(summary), await boxOf(models)]).toEqual(server);
      expect(await layoutShift(page)).toBeLessThan(0.1);

      // A card's price is written with the site's price settings (the demo's: dirhams, in
      // Arabic), the same in the server's HTML and once hydrated.
      const price = models.locator(".models-specs__price").first();
      // (Amount and symbol are each isolated for bidirectional text: U+2066…U+2069.)
      expect((await price.innerText()).replace(/[\u2066-\u2069]/g, "")).toMatch(
        /^ابتداءً من [\d٬,.]+ درهم$/,
      );
      expect(server[1]?.text).toContain(await price.innerText());

      // The list is collapsed to 3 cards; its button shows the rest and hides them again.
      const shownCards = () => models.locator(".models-specs__card:visible").count();
      expect(await shownCards()).toBe(3);
      const toggle = models.locator(".models-specs__toggle-list");
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect.poll(shownCards).toBe(4);
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      await page.keyboard.press("Enter");
      await expect.poll(shownCards).toBe(3);
      await page.keyboard.press("Enter");
      await expect.poll(shownCards).toBe(4);

      // The first card: its table opens by keyboard with the first engine's figures…
      const card = models.locator(".models-specs__card").first();
      const [firstEngine = "", secondEngine = ""] = firstCardEngines;
      expect(secondEngine).not.toBe("");
      const opener = card.locator(".models-specs__toggle-specs");
      await opener.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => opener.getAttribute("aria-expanded")).toBe("true");
      const cell = card.locator('[data-spec="top_speed"] td');
      const accel = card.locator('[data-spec="acceleration"] td');
      await expect.poll(() => cell.isVisible()).toBe(true);
      expect(await accel.innerText()).toBe(textOf(firstCardKey, firstEngine, "acceleration"));
      // …and another engine, chosen by keyboard, changes them.
      const select = card.locator("select");
      await select.focus();
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => select.inputValue()).toBe("1");
      await expect
        .poll(() => accel.innerText())
        .toBe(textOf(firstCardKey, secondEngine, "acceleration"));
      expect(await cell.innerText()).toBe(textOf(firstCardKey, secondEngine, "top_speed"));
      await page.screenshot({
        caret: "initial",
        path: path.join(shots, `models-${width}.png`),
        fullPage: true,
      });

      // The additional specification dialog: opened by keyboard, closed by Escape, focus back.
      const more = card.locator(".models-specs__modal-open");
      await more.focus();
      await page.keyboard.press("Enter");
      const dialog = models.locator("dialog");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.innerText()).toContain(str(cards[0]?.car_title));
      await page.screenshot({
        caret: "initial",
        path: path.join(shots, `models-dialog-${width}.png`),
      });
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.className ?? ""))
        .toContain("models-specs__modal-open");

      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

  it("the derivatives' tab_id in the URL opens its standard equipment", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    const tabId = str(derivatives.tab_id);
    expect(tabId).not.toBe("");
    await page.goto(`${site.url}${PAGE}#${tabId}`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    const details = page.locator(`details#${tabId}`);
    await expect.poll(() => details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await details.locator(".derivatives__content").isVisible()).toBe(true);
    // Closed again, a later hash change to it opens it again.
    await details.evaluate((el) => {
      (el as HTMLDetailsElement).open = false;
    });
    await page.evaluate(() => {
      location.hash = "";
    });
    await page.evaluate((id) => {
      location.hash = id;
    }, tabId);
    await expect.poll(() => details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
