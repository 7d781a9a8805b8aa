import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  offRoadQuestions,
  scoreOffRoadAnswerSet,
} from "../../runtime/core/quiz-scoring/off-road.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { axeViolations } from "../helpers/axe.ts";
import { prepared } from "../helpers/block-render.tsx";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { layoutShift, visitorPage } from "../helpers/visitor-page.ts";

const site = startedSiteInChromium();
/** Screenshots to look at, outside the repository. */
const shots = process.env.QUIZ_SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), "orq-shots-"));

const PAGE = "/ar/blocks/quizzes";
const KEY = "lrdx-off-road-quiz";

/** The block's first example as the page shows it (the example over the defaults). */
const example = prepared(examplesOf(KEY)[0]);
const fields: Record<string, unknown> = Object.fromEntries(Object.entries(example.fields));
function text(field: string): string {
  const value = fields[field];
  return typeof value === "string" ? value : "";
}
function linkUrl(field: string): string {
  const value = fields[field];
  return typeof value === "object" && value !== null && "url" in value ? String(value.url) : "";
}

const answerLabel = (i: number, j: number): string => text(`question_${i + 1}_answer_${j + 1}`);

/** Answer indexes per question, reaching different variants (the scoring says which). */
const CHOICES: number[][][] = [
  [[0], [2], [2]],
  [[5], [0], [0]],
  [[4], [3], [3, 4]],
];

const answerSetOf = (choice: number[][]): string[][] =>
  offRoadQuestions.map((q, i) => (choice[i] ?? []).map((j) => q.answerIds[j] ?? ""));

const blockOf = (page: Page): Locator => page.locator(`[data-template="${KEY}"]`).first();
const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => el === document.activeElement);

/** Presses Tab (Shift+Tab when it comes before the focus) until `locator` has focus. */
async function tabTo(page: Page, locator: Locator, max = 40): Promise<void> {
  const isBefore = await locator.evaluate((el) => {
    const active = document.activeElement;
    return active !== null && (el.compareDocumentPosition(active) & 4) !== 0;
  });
  for (let i = 0; i < max; i++) {
    if (await isFocused(locator)) return;
    await page.keyboard.press(isBefore ? "Shift+Tab" : "Tab");
  }
  expect(await isFocused(locator), "reached by Tab").toBe(true);
}

async function press(page: Page, locator: Locator, byKeyboard: boolean, key = "Enter") {
  if (byKeyboard) {
    await tabTo(page, locator);
    await page.keyboard.press(key);
  } else await locator.click();
}

/**
 * From the welcome screen to 'Your perfect match' with the answers `choice` picks, by mouse or
 * keyboard; on the first question it first picks two answers and clears them with 'Deselect
 * all'. Returns the variant the block shows.
 */
async function runQuiz(page: Page, choice: number[][], byKeyboard: boolean): Promise<string> {
  const block = blockOf(page);
  const section = block.locator(".quiz");
  const start = block.getByRole("button", { name: text("help_me_choose_label") });
  if (byKeyboard) {
    await start.focus();
    await page.keyboard.press("Enter");
  } else await start.click();
  for (const [i, question] of offRoadQuestions.entries()) {
    await expect.poll(() => section.getAttribute("data-step")).toBe(String(i + 1));
    const title = block.locator(".quiz__title");
    await expect.poll(() => isFocused(title)).toBe(true);
    expect(await title.textContent()).toBe(text(`question_${i + 1}_title`));
    expect(await block.locator('[role="status"]').textContent()).toContain(
      text(`question_${i + 1}_title`),
    );
    const inputs = block.locator(".quiz__input");
    expect(await inputs.count()).toBe(question.answerIds.length);
    expect(await inputs.first().getAttribute("type")).toBe("checkbox");
    // Every answer has its picture from images_data_url, loaded.
    const pictures = block.locator(".quiz__answer-picture");
    expect(await pictures.count()).toBe(question.answerIds.length);
    await expect
      .poll(() =>
        pictures.evaluateAll((imgs) =>
          imgs.every((img) => img instanceof HTMLImageElement && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    const deselect = block.getByRole("button", { name: text("deselect_all_label") });
    expect(await deselect.getAttribute("aria-disabled")).toBe("true");
    if (i === 0) {
      for (const j of [1, 3]) await press(page, inputs.nth(j), byKeyboard, "Space");
      expect(await block.locator(".quiz__input:checked").count()).toBe(2);
      expect(await deselect.getAttribute("aria-disabled")).toBe("false");
      await press(page, deselect, byKeyboard);
      expect(await block.locator(".quiz__input:checked").count()).toBe(0);
    }
    for (const j of choice[i] ?? []) await press(page, inputs.nth(j), byKeyboard, "Space");
    expect(await block.locator(".quiz__input:checked").count()).toBe((choice[i] ?? []).length);
    const isLast = i === offRoadQuestions.length - 1;
    const next = block.getByRole("button", {
      name: isLast ? "اعرض النتائج" : "السؤال التالي",
    });
    await press(page, next, byKeyboard);
  }
  await expect.poll(() => section.getAttribute("data-view")).toBe("result");
  const heading = block.getByRole("heading", { name: text("result_label"), exact: true });
  await expect.poll(() => isFocused(heading)).toBe(true);
  return (await section.getAttribute("data-result")) ?? "";
}

/** The result of `variant`: its body, CONTINUE THIS BUILD to its configurator, START NEW BUILD, packs. */
async function checkResult(page: Page, variant: string): Promise<void> {
  const block = blockOf(page);
  expect(await block.locator(".orq__result").getAttribute("data-variant")).toBe(variant);
  const body = text(`variant_${variant}_body`).replace(/<[^>]+>/g, " ");
  const shown = (await block.locator(".orq__variant").textContent()) ?? "";
  expect(shown.replace(/\s+/g, "")).toBe(body.replace(/\s+/g, ""));
  const grams = String(
    fields[variant.includes("_diesel_") ? "diesel_emissions" : "petrol_emissions"],
  );
  const emissions = (await block.locator(".orq__emissions").textContent()) ?? "";
  // In the page language's digits (Arabic-Indic or Latin, as its Intl writes them).
  const latin = emissions.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660));
  expect(latin).toContain(grams);
  const cont = block.getByRole("link", { name: text("continue_build_label") });
  expect(await cont.getAttribute("href")).toBe(linkUrl(`variant_${variant}_continue`));
  const fresh = block.getByRole("link", { name: text("start_new_build_label") });
  expect(await fresh.getAttribute("href")).toBe(linkUrl("start_new_build_link"));
  expect(await block.locator(".orq__pack").count()).toBe(example.groups.length);
  expect(await block.getByText(text("wherever_your_lifestyle"), { exact: true }).isVisible()).toBe(
    true,
  );
}

async function startAgain(page: Page, byKeyboard: boolean): Promise<void> {
  const block = blockOf(page);
  await press(page, block.getByRole("button", { name: "ابدأ من جديد" }), byKeyboard);
  await expect.poll(() => block.locator(".quiz").getAttribute("data-view")).toBe("intro");
  await expect
    .poll(() => isFocused(block.getByRole("heading", { name: text("welcome_title") })))
    .toBe(true);
}

describe("Off-road Product-match Quiz in Chromium, Arabic and right to left", () => {
  it("draws the same welcome screen with and without script: hydration shifts nothing", async () => {
    for (const width of [390, 1440]) {
      const bare = await visitorPage(site.browser, width, { javaScript: false });
      await bare.page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
      // The welcome screen's box (its size and its place across: other quizzes' lists for
      // readers without script lengthen the page above it).
      const boxOf = async (p: Page) => {
        const box = await blockOf(p).locator(".quiz__intro").boundingBox();
        return box ? { x: box.x, width: box.width, height: box.height } : null;
      };
      const serverBox = await boxOf(bare.page);
      // Without script, every question and variant is listed to read, with its configurator link.
      expect(
        await blockOf(bare.page)
          .getByRole("link", { name: text("continue_build_label") })
          .count(),
      ).toBe(16);
      await bare.context.close();
      const { page, context, errors } = await visitorPage(site.browser, width);
      await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
      await hydrateEveryIsland(page);
      expect(serverBox).not.toBeNull();
      expect(await boxOf(page)).toEqual(serverBox);
      expect(await layoutShift(page)).toBeLessThan(0.1);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it("on a phone (390 px), by keyboard: welcome → three questions with Deselect all → the scoring's match → START AGAIN, three times", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await blockOf(page).scrollIntoViewIfNeeded();
    await hydrateEveryIsland(page);
    for (const [n, choice] of CHOICES.entries()) {
      const variant = await runQuiz(page, choice, true);
      expect(variant).toBe(scoreOffRoadAnswerSet(answerSetOf(choice)).key);
      await checkResult(page, variant);
      if (n === 0) {
        expect(await axeViolations(page, `[data-template="${KEY}"]`)).toEqual([]);
        await blockOf(page).screenshot({ path: path.join(shots, "orq-result-390.png") });
      }
      await startAgain(page, true);
    }
    const events = await page.evaluate(() =>
      ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (e) => e.quiz_name === "off_road",
      ),
    );
    expect(events.filter((e) => e.event === "quiz_start")).toHaveLength(CHOICES.length);
    expect(events.filter((e) => e.event === "quiz_result").map((e) => e.quiz_result)).toEqual(
      CHOICES.map((c) => scoreOffRoadAnswerSet(answerSetOf(c)).key),
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("on a desktop (1440 px), by mouse: every view passes axe; Previous keeps answers; the match is the scoring's", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await blockOf(page).scrollIntoViewIfNeeded();
    await hydrateEveryIsland(page);
    const block = blockOf(page);
    expect(await axeViolations(page, `[data-template="${KEY}"]`)).toEqual([]);
    // The welcome video plays over the picture, and pauses.
    const video = block.locator(".orq__video");
    await expect.poll(() => video.count()).toBe(1);
    const toggle = block.getByRole("button", { name: text("pause_video_label") });
    await toggle.click();
    await expect
      .poll(() => video.evaluate((v) => v instanceof HTMLVideoElement && v.paused))
      .toBe(true);
    expect(
      await block.getByRole("button", { name: "تشغيل الفيديو" }).getAttribute("aria-pressed"),
    ).toBe("true");
    await block.screenshot({ path: path.join(shots, "orq-welcome-1440.png") });
    // GET STARTED goes straight to the configurator.
    expect(
      await block.getByRole("link", { name: text("get_started_label") }).getAttribute("href"),
    ).toBe(linkUrl("get_started_link"));

    await block.getByRole("button", { name: text("help_me_choose_label") }).click();
    await block.getByText(answerLabel(0, 2), { exact: true }).click();
    await block.getByRole("button", { name: "السؤال التالي" }).click();
    await expect.poll(() => block.locator(".quiz").getAttribute("data-step")).toBe("2");
    await block.getByRole("button", { name: "السابق" }).click();
    await expect.poll(() => block.locator(".quiz").getAttribute("data-step")).toBe("1");
    expect(await block.locator(".quiz__input").nth(2).isChecked()).toBe(true);
    expect(await axeViolations(page, `[data-template="${KEY}"]`)).toEqual([]);
    await block.screenshot({ path: path.join(shots, "orq-question-1440.png") });
    await block.getByRole("button", { name: "السابق" }).click();
    await expect.poll(() => block.locator(".quiz").getAttribute("data-view")).toBe("intro");
    await page.reload({ waitUntil: "load" });
    await blockOf(page).scrollIntoViewIfNeeded();
    await hydrateEveryIsland(page);

    // Every question left empty is a match too (no dead end).
    const none = await runQuiz(page, [[], [], []], false);
    expect(none).toBe(scoreOffRoadAnswerSet([[], [], []]).key);
    expect(await block.locator(".quiz__summary-answer").allTextContents()).toEqual(
      offRoadQuestions.map(() => "لا شيء"),
    );
    await startAgain(page, false);
    for (const choice of CHOICES) {
      const variant = await runQuiz(page, choice, false);
      expect(variant).toBe(scoreOffRoadAnswerSet(answerSetOf(choice)).key);
      await checkResult(page, variant);
      expect(await axeViolations(page, `[data-template="${KEY}"]`)).toEqual([]);
      await startAgain(page, false);
    }
    await runQuiz(page, CHOICES[2] ?? [], false);
    await block.screenshot({ path: path.join(shots, "orq-result-1440.png") });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
