import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AnswerSet } from "../../runtime/core/quiz-scoring/answer-set.ts";
import {
  dieselPetrolQuestions,
  scoreDieselPetrolAnswerSet,
} from "../../runtime/core/quiz-scoring/diesel-petrol.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { axeViolations } from "../helpers/axe.ts";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { layoutShift, visitorPage } from "../helpers/visitor-page.ts";

const site = startedSiteInChromium();
/** Screenshots to look at, outside the repository. */
const shots = process.env.QUIZ_SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), "quiz-shots-"));

const PAGE = "/ar/blocks/quizzes";

/** A field of a block's first example (what the demo page shows), as text. */
function exampleText(key: string, field: string): string {
  const fields: Record<string, unknown> = examplesOf(key)[0]?.fields ?? {};
  const value = fields[field];
  return typeof value === "string" ? value : "";
}

/** What a run of one quiz needs to know: where it is and how its fields word it. */
interface QuizUnderTest {
  key: string;
  questions: readonly { kind: "single" | "multi"; answerIds: readonly string[] }[];
  score: (set: AnswerSet) => { key: string };
  /** The label of answer `j` of question `i`. */
  answerLabel: (i: number, j: number) => string;
  startLabel: string | null;
  nextLabel: string;
  finalLabel: string;
  restartLabel: string;
  /** The heading the result `key` shows. */
  resultHeading: (key: string) => string;
}

const DPQ = "lrdx-diesel-petrol-quiz";
const STEP_WORDS = ["one", "two", "three", "four", "fifth"];
const dieselPetrol: QuizUnderTest = {
  key: DPQ,
  questions: dieselPetrolQuestions,
  score: scoreDieselPetrolAnswerSet,
  answerLabel: (i, j) => exampleText(DPQ, `dpq_step_${STEP_WORDS[i]}_answer_${j + 1}`),
  startLabel: exampleText(DPQ, "dpq_box_cta"),
  nextLabel: "السؤال التالي",
  finalLabel: "اعرض النتيجة",
  restartLabel: "ابدأ من جديد",
  resultHeading: (key) => exampleText(DPQ, `${key}_result_heading`),
};

const blockOf = (page: Page, key: string): Locator =>
  page.locator(`[data-template="${key}"]`).first();

/** Whether the focused element is the one `locator` finds. */
const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `locator` has focus (at most `max` times). */
async function tabTo(page: Page, locator: Locator, max = 25): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(locator)) return;
    await page.keyboard.press("Tab");
  }
  expect(await isFocused(locator), "reached by Tab").toBe(true);
}

/**
 * Runs `quiz` from its start to its result with the answers `choice` picks (answer indexes per
 * question), by mouse or by keyboard, and returns the result key the block shows.
 */
async function runQuiz(
  page: Page,
  quiz: QuizUnderTest,
  choice: number[][],
  { byKeyboard }: { byKeyboard: boolean },
): Promise<string> {
  const block = blockOf(page, quiz.key);
  const section = block.locator(".quiz");
  if (quiz.startLabel !== null) {
    const start = block.getByRole("button", { name: quiz.startLabel });
    if (byKeyboard) {
      await start.focus();
      await page.keyboard.press("Enter");
    } else await start.click();
  }
  for (const [i, question] of quiz.questions.entries()) {
    await expect.poll(() => section.getAttribute("data-step")).toBe(String(i + 1));
    // Focus is on the new step's heading, and the live region names the step.
    const title = block.locator(".quiz__title");
    if (quiz.startLabel !== null || i > 0) await expect.poll(() => isFocused(title)).toBe(true);
    expect(await block.locator('[role="status"]').textContent()).toContain(
      (await title.textContent()) ?? "-",
    );
    const wanted = choice[i] ?? [0];
    const inputs = block.locator(".quiz__input");
    expect(await inputs.count()).toBe(question.answerIds.length);
    const next = block.getByRole("button", {
      name: i === quiz.questions.length - 1 ? quiz.finalLabel : quiz.nextLabel,
    });
    // Next does nothing before an answer (it says so: aria-disabled).
    expect(await next.getAttribute("aria-disabled")).toBe("true");
    if (!byKeyboard) await next.click({ force: true });
    expect(await section.getAttribute("data-step")).toBe(String(i + 1));
    if (byKeyboard) {
      if (question.kind === "single") {
        await tabTo(page, inputs.first());
        await page.keyboard.press("Space");
        for (let k = 0; k < (wanted[0] ?? 0); k++) await page.keyboard.press("ArrowDown");
      } else
        for (const j of wanted) {
          await tabTo(page, inputs.nth(j));
          await page.keyboard.press("Space");
        }
      await tabTo(page, next);
      await page.keyboard.press("Enter");
    } else {
      for (const j of wanted)
        await block.getByText(quiz.answerLabel(i, j), { exact: true }).click();
      await next.click();
    }
  }
  await expect.poll(() => section.getAttribute("data-view")).toBe("result");
  const key = (await section.getAttribute("data-result")) ?? "";
  const heading = block.getByRole("heading", { name: quiz.resultHeading(key), exact: true });
  expect(await heading.isVisible()).toBe(true);
  await expect.poll(() => isFocused(heading)).toBe(true);
  return key;
}

/** The answer ids `choice` picks, as the scoring reads them. */
const answerSetOf = (quiz: QuizUnderTest, choice: number[][]): string[][] =>
  quiz.questions.map((q, i) => (choice[i] ?? [0]).map((j) => q.answerIds[j] ?? ""));

/** Start again: back to the first view, nothing held. */
async function restart(page: Page, quiz: QuizUnderTest, byKeyboard: boolean): Promise<void> {
  const block = blockOf(page, quiz.key);
  const again = block.getByRole("button", { name: quiz.restartLabel });
  if (byKeyboard) {
    await tabTo(page, again, 40);
    await page.keyboard.press("Enter");
  } else await again.click();
  const section = block.locator(".quiz");
  await expect
    .poll(() => section.getAttribute("data-view"))
    .toBe(quiz.startLabel === null ? "question" : "intro");
}

const DPQ_CHOICES: number[][][] = [
  [[0], [0], [0], [1], [0]],
  [[2], [3], [2, 3], [0], [2]],
  [[1], [1], [2], [0], [1]],
];

async function dataLayerEvents(page: Page, quizName: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (name) =>
      ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (e) => e.quiz_name === name,
      ),
    quizName,
  );
}

describe("quiz blocks in Chromium, Arabic and right to left", () => {
  it("renders the same first view with and without script: hydration shifts nothing", async () => {
    const bare = await visitorPage(site.browser, 1440, { javaScript: false });
    await bare.page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    // The intro as the server drew it (without script the questions are also listed below it).
    const serverBox = await blockOf(bare.page, DPQ).locator(".quiz__intro").boundingBox();
    await bare.context.close();
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    expect(serverBox).not.toBeNull();
    expect(await blockOf(page, DPQ).locator(".quiz__intro").boundingBox()).toEqual(serverBox);
    expect(await layoutShift(page)).toBeLessThan(0.1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a phone (390 px), by keyboard: the Diesel Petrol Quiz from step 0 to its result and back, the scoring's result each time", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await hydrateEveryIsland(page);
    for (const [n, choice] of DPQ_CHOICES.entries()) {
      const key = await runQuiz(page, dieselPetrol, choice, { byKeyboard: true });
      expect(key).toBe(dieselPetrol.score(answerSetOf(dieselPetrol, choice)).key);
      if (n === 0) {
        expect(await axeViolations(page, `[data-template="${DPQ}"]`)).toEqual([]);
        await blockOf(page, DPQ).screenshot({ path: path.join(shots, `dpq-result-390.png`) });
      }
      await restart(page, dieselPetrol, true);
    }
    const events = await dataLayerEvents(page, "diesel_petrol");
    expect(events.filter((e) => e.event === "quiz_start")).toHaveLength(DPQ_CHOICES.length);
    expect(events.filter((e) => e.event === "quiz_result").map((e) => e.quiz_result)).toEqual(
      DPQ_CHOICES.map((c) => dieselPetrol.score(answerSetOf(dieselPetrol, c)).key),
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("on a desktop (1440 px), by mouse: the same answers give the same result; Previous keeps answers; axe finds nothing on any view", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    const block = blockOf(page, DPQ);
    expect(await axeViolations(page, `[data-template="${DPQ}"]`)).toEqual([]);
    await block.screenshot({ path: path.join(shots, "dpq-intro-1440.png") });

    // Previous from step 2 back to step 1 keeps the answer, and from step 1 to the intro.
    await block.getByRole("button", { name: dieselPetrol.startLabel ?? "" }).click();
    await block.getByText(dieselPetrol.answerLabel(0, 1), { exact: true }).click();
    await block.getByRole("button", { name: dieselPetrol.nextLabel }).click();
    await expect.poll(() => block.locator(".quiz").getAttribute("data-step")).toBe("2");
    expect(await axeViolations(page, `[data-template="${DPQ}"]`)).toEqual([]);
    await block.getByRole("button", { name: "السؤال السابق" }).click();
    await expect.poll(() => block.locator(".quiz").getAttribute("data-step")).toBe("1");
    expect(await block.locator(".quiz__input").nth(1).isChecked()).toBe(true);
    await block.getByRole("button", { name: "السؤال السابق" }).click();
    await expect.poll(() => block.locator(".quiz").getAttribute("data-view")).toBe("intro");

    // Step 3 takes several answers.
    await block.getByRole("button", { name: dieselPetrol.startLabel ?? "" }).click();
    await block.getByText(dieselPetrol.answerLabel(0, 0), { exact: true }).click();
    await block.getByRole("button", { name: dieselPetrol.nextLabel }).click();
    await block.getByText(dieselPetrol.answerLabel(1, 0), { exact: true }).click();
    await block.getByRole("button", { name: dieselPetrol.nextLabel }).click();
    await block.getByText(dieselPetrol.answerLabel(2, 0), { exact: true }).click();
    await block.getByText(dieselPetrol.answerLabel(2, 2), { exact: true }).click();
    expect(await block.getByText("اختر كل ما ينطبق", { exact: true }).isVisible()).toBe(true);
    expect(await block.locator(".quiz__input:checked").count()).toBe(2);
    await block.screenshot({ path: path.join(shots, "dpq-step3-1440.png") });
    expect(await axeViolations(page, `[data-template="${DPQ}"]`)).toEqual([]);
    for (let i = 0; i < 3; i++) await block.getByRole("button", { name: "السؤال السابق" }).click();
    await expect.poll(() => block.locator(".quiz").getAttribute("data-view")).toBe("intro");
    // The intro keeps what was answered (as Previous does); a new visit starts empty.
    await page.reload({ waitUntil: "load" });
    await hydrateEveryIsland(page);

    for (const choice of DPQ_CHOICES) {
      const first = await runQuiz(page, dieselPetrol, choice, { byKeyboard: false });
      await restart(page, dieselPetrol, false);
      const second = await runQuiz(page, dieselPetrol, choice, { byKeyboard: false });
      expect(second).toBe(first);
      expect(first).toBe(dieselPetrol.score(answerSetOf(dieselPetrol, choice)).key);
      await restart(page, dieselPetrol, false);
    }
    await runQuiz(page, dieselPetrol, DPQ_CHOICES[1] ?? [], { byKeyboard: false });
    expect(await block.getByRole("complementary").isVisible()).toBe(true);
    expect(await axeViolations(page, `[data-template="${DPQ}"]`)).toEqual([]);
    await block.screenshot({ path: path.join(shots, "dpq-result-1440.png") });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
