import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RangeCalculatorData } from "../../generated/types.ts";
import { validateRangeCalculatorData } from "../../generated/validate.ts";
import { SITE_DATA_DIR } from "../../runtime/adapters/site-json.ts";
import { integerText } from "../../runtime/core/number-format.ts";
import { estimateRangeKm, rangeInUnit } from "../../runtime/core/range-calculator.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { axeViolations } from "../helpers/axe.ts";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { visitorPage } from "../helpers/visitor-page.ts";

/**
 * The Range Calculator on the demo's family page, in Chromium, in Arabic and right to left, at a
 * phone's 390 px and a desktop's 1440 px: the server's first view sits where hydration leaves it;
 * every filter (wheel, temperature, climate control, preconditioning, environment, occupants) and
 * the car change the range the way the model says, written in the page's digits; the four help
 * dialogs open and close; the analytics events are pushed; axe finds nothing; no console error.
 */
const site = startedSiteInChromium();
/** Screenshots to look at: RANGE_SHOTS, else a new folder under the system's temporary one. */
const shots = process.env.RANGE_SHOTS ?? mkdtempSync(path.join(tmpdir(), "range-shots-"));

const PAGE = "/ar/blocks/range-calculator";
const KEY = "lrdx-range-calculator";
const WIDTHS = [390, 1440] as const;

const fields: Record<string, unknown> = examplesOf(KEY)[0]?.fields ?? {};
const t = fields.translations as Record<string, string>;
const groups = (examplesOf(KEY)[0]?.groups ?? []) as {
  car_name: string;
  range_car_engines_mapper: { code: string }[];
  wheel_sizes_mapper: { code: string; inches: number }[];
}[];
const data: unknown = JSON.parse(
  readFileSync(path.join(SITE_DATA_DIR, "range-calculator.json"), "utf8"),
);
/** Figures on /ar/ are written in the site's digits: the demo's price.digits, Latin. */
const shown = (n: number) => integerText(n, "ar-u-nu-latn", "0123456789");

const blockOf = (page: Page): Locator => page.locator(`[data-template="${KEY}"]`).first();
const figure = async (page: Page): Promise<number> =>
  Number(await blockOf(page).locator(".rng__figure").getAttribute("data-range"));
const group = (page: Page, legend: string): Locator =>
  blockOf(page).locator("fieldset", { has: page.locator("legend", { hasText: legend }) });

/** Picks an option of a filter by its words, and returns the range shown after it. */
async function pick(page: Page, legend: string, option: string): Promise<number> {
  const before = await figure(page);
  await group(page, legend).getByRole("radio", { name: option, exact: true }).click();
  await expect.poll(() => figure(page)).not.toBe(before);
  return figure(page);
}

const rangeEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (e) => e.event === "calculator_used" || e.event === "range_calculator_change",
    ),
  );

describe("Range Calculator in Chromium, Arabic and right to left", () => {
  it("the demo's data file is the shape the tests read", () => {
    expect(validateRangeCalculatorData(data)).toBe(true);
    expect(groups.length).toBeGreaterThan(1);
  });

  it("its code waits for the visitor: a car chosen before it has run is the car it shows once it has", async () => {
    const second = groups[1]?.car_name ?? "";
    const { page, context, errors } = await visitorPage(site.browser, 390);
    const island = page.locator(`[data-island="${KEY}"]`).first();
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    // Read and scrolled through after the page went idle: the calculator has not hydrated.
    await page.waitForTimeout(1500);
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(500);
    await page.mouse.wheel(0, -6000);
    await page.waitForTimeout(500);
    expect(await island.getAttribute("data-hydrated")).toBeNull();
    const serverRange = await figure(page);
    // The first touch is a choice in the car list, made on the server's HTML.
    await blockOf(page).locator("select").first().selectOption({ label: second });
    await expect.poll(() => island.getAttribute("data-hydrated")).toBe("true");
    await expect.poll(() => blockOf(page).locator(".rng__name").textContent()).toContain(second);
    const early = await figure(page);
    expect(early).not.toBe(serverRange);
    expect(await blockOf(page).locator("select").first().inputValue()).toBe("1");

    // The same choice on a calculator that had hydrated first gives the same figure.
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    await blockOf(page).locator("select").first().selectOption({ label: second });
    await expect.poll(() => figure(page)).toBe(early);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  for (const width of WIDTHS) {
    it(`at ${width} px: the range follows every filter and the car, in the site's digits; help dialogs, analytics, axe, no layout shift`, async () => {
      if (!validateRangeCalculatorData(data)) throw new Error("not the shape");
      const file: RangeCalculatorData = data;

      // The server's view without script: where the island must stay.
      const bare = await visitorPage(site.browser, width, { javaScript: false });
      await bare.page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
      const serverBox = await blockOf(bare.page).boundingBox();
      const serverRange = await figure(bare.page);
      await bare.context.close();

      const { page, context, errors } = await visitorPage(site.browser, width);
      const outside: string[] = [];
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
        outside.push(route.request().url());
        return route.fulfill({ status: 204, body: "" });
      });
      await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      await hydrateEveryIsland(page);
      const block = blockOf(page);
      // Before any scroll: the box is where the server's page had it.
      expect(await block.boundingBox()).toEqual(serverBox);
      await block.scrollIntoViewIfNeeded();
      expect(await figure(page)).toBe(serverRange);
      expect(await block.locator(".rng__number").textContent()).toBe(shown(serverRange));
      expect(await axeViolations(page, `[data-template="${KEY}"]`)).toEqual([]);
      await page.screenshot({ path: path.join(shots, `range-${width}.png`), fullPage: true });

      // Each filter moves the range the way the model says (defaults: 30 °C, climate on).
      const start = await figure(page);
      const firstWheels = groups[0]?.wheel_sizes_mapper ?? [];
      const bigger = await pick(
        page,
        t.wheel_size ?? "",
        `${shown(firstWheels[1]?.inches ?? 0)} ${t.inch}`,
      );
      expect(bigger).toBeLessThan(start);
      const cold = await pick(page, t.outside_temperature ?? "", `\u2212${shown(10)}${t.celsius}`);
      expect(cold).toBeLessThan(bigger);
      const noClimate = await pick(page, t.climate_control ?? "", t.off ?? "");
      expect(noClimate).toBeGreaterThan(cold);
      const preconditioned = await pick(page, t.preconditioning ?? "", t.on ?? "");
      expect(preconditioned).toBeGreaterThan(noClimate);
      const motorway = await pick(page, t.driving_environment ?? "", t.motorway ?? "");
      expect(motorway).toBeLessThan(preconditioned);
      const urban = await pick(page, t.driving_environment ?? "", t.urban ?? "");
      expect(urban).toBeGreaterThan(motorway);
      // Occupants by keyboard: the focused radio and an arrow key, as a radio group works.
      const occupants = group(page, t.occupants ?? "");
      await occupants.getByRole("radio").first().focus();
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => figure(page)).toBeLessThan(urban);
      expect(await occupants.getByRole("radio").nth(1).isChecked()).toBe(true);
      const fuller = await pick(page, t.occupants ?? "", shown(5));
      expect(fuller).toBeLessThan(urban);
      expect(await block.locator(".rng__number").textContent()).toBe(shown(fuller));

      // Another car: its smallest wheel, the other filters kept, the model's figure.
      const second = groups[1];
      await block
        .locator("select")
        .first()
        .selectOption({ label: second?.car_name ?? "" });
      const code = second?.range_car_engines_mapper[0]?.code ?? "";
      const wheels = [...(second?.wheel_sizes_mapper ?? [])].sort((a, b) => a.inches - b.inches);
      const engine = file.engines[code];
      if (!engine) throw new Error(`no engine ${code} in the demo file`);
      const expected = rangeInUnit(
        estimateRangeKm(engine, file.conditions, {
          wheelInches: wheels[0]?.inches ?? 0,
          smallestWheelInches: wheels[0]?.inches ?? 0,
          temperatureC: -10,
          isClimateOn: false,
          isPreconditioningOn: true,
          environment: "urban",
          occupants: 5,
        }),
        "km",
      );
      await expect.poll(() => figure(page)).toBe(expected);
      expect(await block.locator(".rng__number").textContent()).toBe(shown(expected));
      expect(await block.locator(".rng__name").textContent()).toContain(second?.car_name);
      expect(await axeViolations(page, `[data-template="${KEY}"]`)).toEqual([]);
      await block.screenshot({ path: path.join(shots, `range-changed-${width}.png`) });

      // The four help dialogs: each opens with its filter's name, and Escape closes it.
      const topics = [t.wheel_size, t.climate_control, t.preconditioning, t.driving_environment];
      for (const topic of topics) {
        await block.getByRole("button", { name: `${t.more_info}: ${topic}`, exact: true }).click();
        const dialog = page.getByRole("dialog", { name: topic, exact: true });
        await expect.poll(() => dialog.isVisible()).toBe(true);
        if (topic === t.climate_control) {
          expect(await axeViolations(page, "dialog[open]")).toEqual([]);
          await page.screenshot({ path: path.join(shots, `range-help-${width}.png`) });
        }
        await page.keyboard.press("Escape");
        await expect.poll(() => dialog.isVisible()).toBe(false);
      }

      // Analytics: used once, at the first change; every change after.
      const events = await rangeEvents(page);
      expect(events.filter((e) => e.event === "calculator_used")).toEqual([
        expect.objectContaining({
          calculator: "range",
          filter: "wheel",
          unit: "km",
          range: bigger,
        }),
      ]);
      const changes = events.filter((e) => e.event === "range_calculator_change");
      expect(changes.map((e) => e.filter)).toEqual([
        "wheel",
        "temperature",
        "climate",
        "preconditioning",
        "environment",
        "environment",
        "occupants",
        "occupants",
        "car",
      ]);
      expect(changes.at(-1)).toMatchObject({ car: second?.car_name, range: expected });

      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
