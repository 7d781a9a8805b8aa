import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { VehicleList } from "../../generated/types.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { axeViolations } from "../helpers/axe.ts";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { layoutShift, visitorPage } from "../helpers/visitor-page.ts";

const site = startedSiteInChromium();
/** Screenshots to look at, outside the repository. */
const shots = process.env.MODEL_SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), "summary-shots-"));

const PAGE = "/ar/blocks/models";
const KEY = "lrdx-model-summary-filters";
const SELECTOR = `[data-template="${KEY}"]`;

const example = examplesOf(KEY)[0];
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const labels = {
  body: str(example?.fields.selectBodystyle),
  model: str(example?.fields.selectModel),
  submit: str(example?.fields.submit),
};
/** The page link the example gives a nameplate's models. */
const linkOf = (nameplate: string): { text: string; url: string } | null => {
  const group = (example?.groups ?? []).find((g) => g.nameplate === nameplate);
  const link: unknown = group?.link;
  if (typeof link !== "object" || link === null) return null;
  return { text: str(Reflect.get(link, "link_text")), url: str(Reflect.get(link, "url")) };
};

/** The catalogue as the site serves it: what the lists must offer. */
async function vehicles(query = ""): Promise<VehicleList["data"]> {
  const response = await fetch(`${site.url}/vehicles?lang=ar${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as VehicleList).data;
}

const blockOf = (page: Page): Locator => page.locator(SELECTOR).first();
const optionValues = (select: Locator) =>
  select.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
const pushed = (page: Page) =>
  page.evaluate(() =>
    ((Reflect.get(window, "dataLayer") ?? []) as Record<string, unknown>[]).filter(
      (e) => e.event === "model_summary_filter_submit",
    ),
  );

describe("Model Summary Filters in Chromium, Arabic and right to left", () => {
  for (const width of [390, 1440])
    it(`at ${width} px: the server's lists, then a body, a model and submit by pointer and by keyboard; axe finds nothing; hydration moves nothing`, async () => {
      const all = await vehicles();
      const bodies = [...new Set(all.map((v) => v.attributes.body_style.code))];
      expect(bodies.length).toBeGreaterThan(1);

      // The server's HTML alone (no script): the lists are there, the first body and its models.
      const still = await visitorPage(site.browser, width, { javaScript: false });
      await still.page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
      const stillBlock = blockOf(still.page);
      const stillBody = stillBlock.getByLabel(labels.body);
      expect(await optionValues(stillBody)).toEqual(bodies);
      expect(await stillBody.inputValue()).toBe(bodies[0]);
      const firstBodyModels = all
        .filter((v) => v.attributes.body_style.code === bodies[0])
        .map((v) => v.attributes.key);
      expect(await optionValues(stillBlock.getByLabel(labels.model))).toEqual(firstBodyModels);
      const serverHtml = await stillBlock.locator(".model-summary-filters").innerHTML();
      const serverBox = await stillBlock.boundingBox();
      await still.context.close();

      const { page, context, errors } = await visitorPage(site.browser, width);
      await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      await hydrateEveryIsland(page);
      const block = blockOf(page);
      await block.scrollIntoViewIfNeeded();
      // Hydration changed nothing: the same markup, the same box.
      expect(await block.locator(".model-summary-filters").innerHTML()).toBe(serverHtml);
      const box = await block.boundingBox();
      expect(Math.round(box?.height ?? -1)).toBe(Math.round(serverBox?.height ?? -2));
      expect(await layoutShift(page)).toBeLessThan(0.1);

      // Pointer: the second body style, then its last model, then submit.
      const body = block.getByLabel(labels.body);
      const model = block.getByLabel(labels.model);
      const chosenBody = bodies[1] ?? "";
      await body.selectOption(chosenBody);
      const ofBody = await vehicles(`&filter[body_style]=${encodeURIComponent(chosenBody)}`);
      const keys = ofBody.map((v) => v.attributes.key);
      await expect.poll(() => optionValues(model)).toEqual(keys);
      expect(await model.inputValue()).toBe(keys[0]);
      const chosen = ofBody.at(-1)?.attributes;
      if (!chosen) throw new Error("no model of the body");
      await model.selectOption(chosen.key);
      await block.getByRole("button", { name: labels.submit }).click();
      const title = block.locator(".model-summary-filters__title");
      await expect.poll(() => title.isVisible()).toBe(true);
      expect(await title.innerText()).toContain(chosen.name);
      expect(await title.innerText()).toContain(chosen.nameplate.name);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.className ?? ""))
        .toContain("model-summary-filters__title");
      const summary = block.locator(".model-summary-filters__summary");
      expect(await summary.innerText()).toContain(chosen.body_style.name);
      for (const e of chosen.engines) expect(await summary.innerText()).toContain(e.name);
      const link = linkOf(chosen.nameplate.code);
      if (link) {
        const a = summary.getByRole("link", { name: link.text });
        expect(await a.getAttribute("href")).toContain(link.url);
      } else expect(await summary.getByRole("link").count()).toBe(0);
      expect(await pushed(page)).toEqual([
        {
          event: "model_summary_filter_submit",
          body_style: chosenBody,
          car_key: chosen.key,
          nameplate: chosen.nameplate.code,
        },
      ]);
      await summary.screenshot({ path: path.join(shots, `summary-pointer-${width}.png`) });

      // Keyboard: back to the first body (its first model follows), Tab to submit, Enter.
      await body.focus();
      await page.keyboard.press("Home");
      await expect.poll(() => body.inputValue()).toBe(bodies[0]);
      await expect.poll(() => model.inputValue()).toBe(firstBodyModels[0]);
      // The summary shown stays until the next submit.
      expect(await title.innerText()).toContain(chosen.name);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SELECT");
      await page.keyboard.press("End");
      const lastOfFirst = firstBodyModels.at(-1) ?? "";
      await expect.poll(() => model.inputValue()).toBe(lastOfFirst);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      const expected = all.find((v) => v.attributes.key === lastOfFirst)?.attributes;
      if (!expected) throw new Error("no such model");
      await expect.poll(() => title.innerText()).toContain(expected.name);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.className ?? ""))
        .toContain("model-summary-filters__title");
      expect((await pushed(page)).map((e) => e.car_key)).toEqual([chosen.key, lastOfFirst]);

      expect(await axeViolations(page, SELECTOR)).toEqual([]);
      await block.screenshot({ path: path.join(shots, `summary-keyboard-${width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
});
