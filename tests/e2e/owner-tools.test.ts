import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withCheckDigit } from "../../runtime/core/vin.ts";
import { demoAffectedVins } from "../../runtime/demo/demo-vins.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { axeViolations } from "../helpers/axe.ts";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { visitorPage } from "../helpers/visitor-page.ts";

/**
 * The owner tools (Map Update wizard, Local VIN Checker) on the demo's family page, in Chromium,
 * in Arabic and right to left, at a phone's 390 px and a desktop's 1440 px: a VIN with a wrong
 * check digit refused by the block's own message, a VIN of the demo's list of affected vehicles
 * recognised, a well-formed VIN outside it not; every step of the wizard, back and again.
 * Nothing is fetched from another host: the map file's address (maps.example.com) is answered
 * here, and any other outside request too, each one recorded.
 */
const site = startedSiteInChromium();
/** Screenshots to look at: OWNER_TOOLS_SHOTS, else a new folder under the system's temporary one. */
const shots =
  process.env.OWNER_TOOLS_SHOTS ?? mkdtempSync(path.join(tmpdir(), "owner-tools-shots-"));

const PAGE = "/ar/blocks/owner-tools";
const MU = "lrdx-map-update";
const LVC = "lrdx-local-vin-checker";
const WIDTHS = [390, 1440] as const;

/** A field of a block's first example (what the demo page shows), as text. */
function exampleText(key: string, field: string): string {
  const fields: Record<string, unknown> = examplesOf(key)[0]?.fields ?? {};
  const value = fields[field];
  return typeof value === "string" ? value : "";
}

const affected = demoAffectedVins().map((a) => a.vin);
/** A VIN of the demo's list of affected vehicles. */
const AFFECTED = affected[0] ?? "";
/** A well-formed VIN (its check digit right) of no list: made from a stem none of the demo's has. */
const UNKNOWN = withCheckDigit("SALGA2EV0HA999977");
/** The affected VIN with its ninth character (the check digit) changed: it cannot be a VIN. */
const BAD_CHECK_DIGIT = `${AFFECTED.slice(0, 8)}${AFFECTED.charAt(8) === "7" ? "8" : "7"}${AFFECTED.slice(9)}`;

const blockOf = (page: Page, key: string): Locator =>
  page.locator(`[data-template="${key}"]`).first();
const mapUpdate = (page: Page) => blockOf(page, MU);
const vinChecker = (page: Page) => blockOf(page, LVC);

/** The text of the element that has the focus. */
const focusedText = (page: Page): Promise<string> =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

/** The wizard's shown step (1–3), read from its breadcrumb's current item. */
async function wizardStep(page: Page): Promise<number> {
  const crumbs = mapUpdate(page).locator(".map-update__crumb");
  const count = await crumbs.count();
  for (let i = 0; i < count; i++)
    if ((await crumbs.nth(i).getAttribute("aria-current")) === "step") return i + 1;
  return 0;
}

/** Each step's heading as the wizard's example words it. */
const STEP_HEADINGS = [
  exampleText(MU, "step_1_title"),
  exampleText(MU, "breadCrumb_2"),
  exampleText(MU, "step_3_main_title"),
];

/**
 * The wizard is on step `n`: its breadcrumb says so, only that step is shown, its heading has
 * the focus, and the live region names it (the step's breadcrumb label).
 */
async function expectStep(page: Page, n: number): Promise<void> {
  await expect.poll(() => wizardStep(page)).toBe(n);
  const block = mapUpdate(page);
  expect(await block.locator(".map-update__step:not([hidden])").count()).toBe(1);
  const heading = block.locator(".map-update__step:not([hidden]) .map-update__focus");
  expect(await heading.textContent()).toBe(STEP_HEADINGS[n - 1]);
  await expect.poll(() => focusedText(page)).toBe(STEP_HEADINGS[n - 1]);
  await expect
    .poll(() => block.locator('[role="status"]').textContent())
    .toBe(exampleText(MU, `breadCrumb_${n}`));
}

/** Outside requests answered here; the map file with a small zip's bytes and its name. */
async function answerOutsideHosts(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    const url = route.request().url();
    outside.push(url);
    if (new URL(url).hostname === "maps.example.com")
      return route.fulfill({
        status: 200,
        contentType: "application/zip",
        headers: { "content-disposition": 'attachment; filename="maps.zip"' },
        // An empty zip archive: its end-of-central-directory record alone.
        body: Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]),
      });
    return route.fulfill({ status: 204, body: "" });
  });
  return outside;
}

/** The owner-tools page at `width`, its islands hydrated, outside hosts answered here. */
async function openPage(width: number) {
  const visitor = await visitorPage(site.browser, width);
  const outside = await answerOutsideHosts(visitor.context);
  const vinChecks: string[] = [];
  visitor.page.on("request", (r) => {
    if (r.url().endsWith("/api/vin/check")) vinChecks.push(r.postData() ?? "");
  });
  await visitor.page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
  expect(await visitor.page.getAttribute("html", "dir")).toBe("rtl");
  await hydrateEveryIsland(visitor.page);
  return { ...visitor, outside, vinChecks };
}

/** Types `vin` into a block's VIN field and presses its button; waits for the server's answer when one is asked. */
async function submitVin(
  page: Page,
  block: Locator,
  field: string,
  button: string,
  vin: string,
  { asksServer }: { asksServer: boolean },
): Promise<void> {
  await block.getByLabel(field, { exact: true }).fill(vin);
  const press = block.getByRole("button", { name: button, exact: true }).click();
  if (asksServer)
    await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/vin/check")), press]);
  else await press;
}

const axeOf = (page: Page, key: string) => axeViolations(page, `[data-template="${key}"]`);

describe("owner tools in Chromium, Arabic and right to left", () => {
  it("the demo's VINs are what the tests take them for", () => {
    expect(AFFECTED).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(affected).not.toContain(UNKNOWN);
    expect(withCheckDigit(BAD_CHECK_DIGIT)).toBe(AFFECTED);
    expect(BAD_CHECK_DIGIT).not.toBe(AFFECTED);
  });

  for (const width of WIDTHS) {
    it(`at ${width} px: hydrating both blocks shifts nothing; they sit where the server drew them`, async () => {
      const bare = await visitorPage(site.browser, width, { javaScript: false });
      await bare.page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
      const serverBoxes = [
        await mapUpdate(bare.page).boundingBox(),
        await vinChecker(bare.page).boundingBox(),
      ];
      await bare.context.close();

      const visitor = await visitorPage(site.browser, width);
      const outside = await answerOutsideHosts(visitor.context);
      const { page, context, errors } = visitor;
      // Every layout shift of the blocks or of what follows them, from the first paint on.
      await context.addInitScript(() => {
        const w = window as Window & { __ownerShifts?: string[] };
        w.__ownerShifts = [];
        new PerformanceObserver((list) => {
          const blocks = [
            ...document.querySelectorAll(
              '[data-template="lrdx-map-update"], [data-template="lrdx-local-vin-checker"]',
            ),
          ];
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[])
            for (const src of entry.sources) {
              const node = src.node;
              if (node === undefined) continue;
              const moved = blocks.some(
                (b) =>
                  b.contains(node) ||
                  (b.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
              );
              if (moved)
                w.__ownerShifts?.push(
                  `${entry.value.toFixed(4)} ${node instanceof Element ? `${node.tagName}.${node.className}` : "text"}`,
                );
            }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
      await hydrateEveryIsland(page);
      for (const key of [MU, LVC])
        expect(
          await page.locator(`[data-island="${key}"]`).first().getAttribute("data-hydrated"),
          key,
        ).toBe("true");
      // Two frames after hydration, for a shift to be reported.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
      );
      const shifts = await page.evaluate(
        () => (window as Window & { __ownerShifts?: string[] }).__ownerShifts ?? [],
      );
      expect(shifts).toEqual([]);
      expect([await mapUpdate(page).boundingBox(), await vinChecker(page).boundingBox()]).toEqual(
        serverBoxes,
      );
      expect(await axeOf(page, MU)).toEqual([]);
      expect(await axeOf(page, LVC)).toEqual([]);
      await page.screenshot({ path: path.join(shots, `page-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await context.close();
    }, 120_000);

    it(`at ${width} px: the Map Update wizard refuses a wrong check digit and an unknown VIN, walks an affected one through its three steps, back and again`, async () => {
      const { page, context, errors, outside, vinChecks } = await openPage(width);
      const block = mapUpdate(page);
      await block.scrollIntoViewIfNeeded();
      const field = exampleText(MU, "step_1_input_label");
      const submit = exampleText(MU, "step_1_button_label");
      const refusal = exampleText(MU, "step_1_error_text");
      const input = block.getByLabel(field, { exact: true });
      const errorShown = () => block.getByText(refusal, { exact: true }).isVisible();

      // A wrong check digit: refused by the block's message, tied to the field, the server never asked.
      expect(await wizardStep(page)).toBe(1);
      await submitVin(page, block, field, submit, BAD_CHECK_DIGIT, { asksServer: false });
      await expect.poll(errorShown).toBe(true);
      expect(refusal).toContain("رقم الهيكل");
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await input.getAttribute("aria-describedby")) ?? "-";
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(refusal);
      expect(await wizardStep(page)).toBe(1);
      expect(vinChecks).toEqual([]);
      expect(await axeOf(page, MU)).toEqual([]);
      await block.screenshot({ path: path.join(shots, `map-update-refused-${width}.png`) });

      // A well-formed VIN of no list: asked, not recognised, still step 1 with the same message.
      await submitVin(page, block, field, submit, UNKNOWN.toLowerCase(), { asksServer: true });
      expect(vinChecks).toHaveLength(1);
      expect(JSON.parse(vinChecks[0] ?? "{}")).toEqual({ vin: UNKNOWN, purpose: "map_update" });
      await expect.poll(errorShown).toBe(true);
      expect(await wizardStep(page)).toBe(1);

      // An affected VIN: step 2, the VIN shown, download refused until the terms are ticked.
      await submitVin(page, block, field, submit, AFFECTED, { asksServer: true });
      await expectStep(page, 2);
      expect(await errorShown()).toBe(false);
      expect(await block.locator(".map-update__vin-value").textContent()).toBe(AFFECTED);
      const downloadLabel = exampleText(MU, "step_2_download_maps");
      expect(
        await block.getByRole("button", { name: downloadLabel, exact: true }).isDisabled(),
      ).toBe(true);
      expect(
        await block
          .getByText(exampleText(MU, "step_2_terms_required_text"), { exact: true })
          .isVisible(),
      ).toBe(true);
      expect(await axeOf(page, MU)).toEqual([]);
      await block.screenshot({ path: path.join(shots, `map-update-step2-${width}.png`) });

      // Change vehicle (the wizard's Previous): step 1 again, the VIN kept in the field.
      await block
        .getByRole("button", { name: exampleText(MU, "step_2_vehicle_change"), exact: true })
        .click();
      await expectStep(page, 1);
      expect(await input.inputValue()).toBe(AFFECTED);
      expect(await errorShown()).toBe(false);
      await submitVin(page, block, field, submit, AFFECTED, { asksServer: true });
      await expectStep(page, 2);

      // The terms ticked: DOWNLOAD MAPS is the map file's link with the VIN, and goes to step 3.
      await block
        .getByLabel(exampleText(MU, "step_2_terms_checkbox_text"), { exact: true })
        .check();
      const download = block.getByRole("link", { name: downloadLabel, exact: true });
      const mapFile = `${exampleText(MU, "map_download_url")}?vin=${AFFECTED}`;
      expect(await download.getAttribute("href")).toBe(mapFile);
      expect(await axeOf(page, MU)).toEqual([]);
      await download.click();
      await expectStep(page, 3);
      await expect.poll(() => outside.filter((u) => u === mapFile).length).toBe(1);
      expect(await axeOf(page, MU)).toEqual([]);
      await block.screenshot({ path: path.join(shots, `map-update-step3-${width}.png`) });

      // download again? asks for the file once more and stays on step 3.
      await block
        .getByRole("link", { name: exampleText(MU, "step_3_download_link_text"), exact: true })
        .click();
      await expect.poll(() => outside.filter((u) => u === mapFile).length).toBe(2);
      expect(await wizardStep(page)).toBe(3);

      // UPDATE NEW VEHICLE (Start again): step 1 with an empty field.
      await block
        .getByRole("button", { name: exampleText(MU, "step_3_vehicle_update_text"), exact: true })
        .click();
      await expectStep(page, 1);
      expect(await input.inputValue()).toBe("");
      expect(await axeOf(page, MU)).toEqual([]);

      const steps = await page.evaluate(() =>
        ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
          .filter((e) => e.event === "map_update_step")
          .map((e) => e.map_update_step),
      );
      expect(steps).toEqual([2, 1, 2, 3, 1]);
      expect(outside.every((u) => u === mapFile)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);

    it(`at ${width} px: the Local VIN Checker refuses a wrong check digit, answers positive for an affected VIN and negative for another`, async () => {
      const { page, context, errors, outside, vinChecks } = await openPage(width);
      const block = vinChecker(page);
      await block.scrollIntoViewIfNeeded();
      const field = exampleText(LVC, "label_text");
      const button = exampleText(LVC, "button_text");
      const status = block.locator('[role="status"]');
      const input = block.getByLabel(field, { exact: true });

      await submitVin(page, block, field, button, BAD_CHECK_DIGIT, { asksServer: false });
      await expect.poll(() => status.innerText()).toBe(exampleText(LVC, "invalid_text"));
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      expect(vinChecks).toEqual([]);
      expect(await axeOf(page, LVC)).toEqual([]);

      await submitVin(page, block, field, button, AFFECTED, { asksServer: true });
      await expect.poll(() => status.innerText()).toBe(exampleText(LVC, "response_positive"));
      expect(await input.getAttribute("aria-invalid")).toBe("false");
      expect(JSON.parse(vinChecks[0] ?? "{}")).toEqual({ vin: AFFECTED, purpose: "local_check" });
      expect(await axeOf(page, LVC)).toEqual([]);
      await block.screenshot({ path: path.join(shots, `vin-checker-positive-${width}.png`) });

      await submitVin(page, block, field, button, UNKNOWN, { asksServer: true });
      await expect.poll(() => status.innerText()).toBe(exampleText(LVC, "response_negative"));
      expect(await axeOf(page, LVC)).toEqual([]);
      await block.screenshot({ path: path.join(shots, `vin-checker-negative-${width}.png`) });

      // Typing again clears the answer; the same VIN gives the same answer again.
      await input.fill("");
      await expect.poll(() => status.innerText()).toBe("");
      await submitVin(page, block, field, button, AFFECTED, { asksServer: true });
      await expect.poll(() => status.innerText()).toBe(exampleText(LVC, "response_positive"));

      const results = await page.evaluate(() =>
        ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
          .filter((e) => e.event === "vin_checker_result")
          .map((e) => e.vin_check_result),
      );
      expect(results).toEqual(["affected", "not_affected", "affected"]);
      expect(vinChecks).toHaveLength(3);
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
