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
import {
  powertrainQuestions,
  scorePowertrainAnswerSet,
} from "../../runtime/core/quiz-scoring/powertrain.ts";
import {
  scoreSubscriptionAnswerSet,
  subscriptionQuestions,
} from "../../runtime/core/quiz-scoring/subscription.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { axeViolations } from "../helpers/axe.ts";
import { prepared } from "../helpers/block-render.tsx";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { layoutShift, visitorPage } from "../helpers/visitor-page.ts";

const site = startedSiteInChromium();
/** Screenshots to look at, outside the repository. */
const shots = process.env.QUIZ_SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), "quiz-shots-"));

const PAGE = "/ar/blocks/quizzes";

/** A field of a block's first example (what the demo page shows), as text. */
/** A field of a block's first example as the page shows it (the example over the defaults). */
function exampleText(key: string, field: string): string {
  const fields: Record<string, unknown> = Object.fromEntries(
    Object.entries(prepared(examplesOf(key)[0]).fields),
  );
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
  /** What a quiz shows between its last question and its result (a summary), walked through. */
  beforeResult?: (page: Page, choice: number[][], byKeyboard: boolean) => Promise<void>;
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

const PTQ = "lrdx-powertrain-quiz";
const powertrain: QuizUnderTest = {
  key: PTQ,
  questions: powertrainQuestions,
  score: scorePowertrainAnswerSet,
  answerLabel: (i, j) => exampleText(PTQ, `question_${i + 1}_answer_${j + 1}`),
  startLabel: null,
  nextLabel: "السؤال التالي",
  finalLabel: "اعرض النتائج",
  restartLabel: "ابدأ من جديد",
  resultHeading: (key) => exampleText(PTQ, `${key.replace("-", "_")}_title`),
};
/** Answer indexes per question, reaching different outcomes (checked against the scoring). */
const PTQ_CHOICES: number[][][] = [
  [[0], [0], [1], [0], [1]],
  [[1], [1], [1], [4], [0]],
  [[0], [1], [1], [0], [1]],
];

const SQ = "lrdx-subscription-quiz";
const SQ_CHOICES: number[][][] = [
  [[0], [0], [0]],
  [[1], [1], [1]],
  [[0], [2], [0]],
];

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
  if (quiz.beforeResult) await quiz.beforeResult(page, choice, byKeyboard);
  await expect.poll(() => section.getAttribute("data-view")).toBe("result");
  const key = (await section.getAttribute("data-result")) ?? "";
  const heading = block.getByRole("heading", { name: quiz.resultHeading(key), exact: true });
  expect(await heading.isVisible()).toBe(true);
  await expect.poll(() => isFocused(heading)).toBe(true);
  return key;
}

/**
 * The Subscription Quiz's summary: each answer given, worded as its step's answer label; focus on
 * its heading; then RESULTS.
 */
async function subscriptionSummary(
  page: Page,
  choice: number[][],
  byKeyboard: boolean,
): Promise<void> {
  const block = blockOf(page, SQ);
  await expect.poll(() => block.locator(".quiz").getAttribute("data-view")).toBe("summary");
  const heading = block.getByRole("heading", { name: exampleText(SQ, "summary_title") });
  await expect.poll(() => isFocused(heading)).toBe(true);
  expect(await block.locator(".quiz__summary-answer").allTextContents()).toEqual(
    choice.map((c, i) => exampleText(SQ, `quiz_answer_label_step_${i + 1}_${(c[0] ?? 0) + 1}`)),
  );
  const results = block.getByRole("button", { name: exampleText(SQ, "summary_button_title") });
  if (byKeyboard) {
    await tabTo(page, results);
    await page.keyboard.press("Enter");
  } else await results.click();
}

const subscription: QuizUnderTest = {
  key: SQ,
  questions: subscriptionQuestions,
  score: scoreSubscriptionAnswerSet,
  answerLabel: (i, j) => exampleText(SQ, `quiz_answer_label_step_${i + 1}_${j + 1}`),
  startLabel: exampleText(SQ, "main_button_title"),
  nextLabel: exampleText(SQ, "quiz_button_title"),
  finalLabel: exampleText(SQ, "quiz_button_title"),
  restartLabel: exampleText(SQ, "footer_button_label"),
  resultHeading: (key) => exampleText(SQ, `main_product_${key}_title`),
  beforeResult: subscriptionSummary,
};

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
    // A quiz's code waits for the visitor: scrolled past after the page went idle, none has
    // hydrated (but the Off-road quiz, whose welcome video plays by itself); the first click on
    // Start wakes it and is given to it, one click is enough.
    await page.waitForTimeout(1500);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    await page.mouse.wheel(0, -8000);
    await page.waitForTimeout(500);
    expect(
      await page
        .locator('[data-island$="-quiz"]:not([data-island="lrdx-off-road-quiz"])[data-hydrated]')
        .count(),
    ).toBe(0);
    await blockOf(page, DPQ)
      .getByRole("button", { name: dieselPetrol.startLabel ?? "" })
      .click();
    await expect
      .poll(() => blockOf(page, DPQ).locator(".quiz").getAttribute("data-view"))
      .toBe("question");
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

  it("on a phone (390 px), by keyboard: the Powertrain Quiz from question 1 to three different results, 'HOW WE MATCHED YOU' and Start Again", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    const block = blockOf(page, PTQ);
    const section = block.locator(".quiz");
    expect(await section.getAttribute("data-view")).toBe("question");
    expect(await axeViolations(page, `[data-template="${PTQ}"]`)).toEqual([]);
    const results: string[] = [];
    for (const [n, choice] of PTQ_CHOICES.entries()) {
      const key = await runQuiz(page, powertrain, choice, { byKeyboard: true });
      expect(key).toBe(powertrain.score(answerSetOf(powertrain, choice)).key);
      results.push(key);
      expect(
        await block.getByText(exampleText(PTQ, `${key.replace("-", "_")}_name`)).isVisible(),
      ).toBe(true);
      if (n === 0) {
        expect(await axeViolations(page, `[data-template="${PTQ}"]`)).toEqual([]);
        await block.screenshot({ path: path.join(shots, "ptq-result-390.png") });
        // 'HOW WE MATCHED YOU' words each given answer, by keyboard, and goes back to the result.
        const matched = block.getByRole("button", { name: exampleText(PTQ, "summary_title") });
        await tabTo(page, matched, 40);
        await page.keyboard.press("Enter");
        await expect.poll(() => section.getAttribute("data-view")).toBe("summary");
        const summaryHeading = block.getByRole("heading", {
          name: exampleText(PTQ, "summary_title"),
        });
        await expect.poll(() => isFocused(summaryHeading)).toBe(true);
        const items = block.locator(".quiz__summary-answer");
        expect(await items.allTextContents()).toEqual(
          choice.map((c, i) =>
            exampleText(PTQ, `summary_question_${i + 1}_answer_${(c[0] ?? 0) + 1}`),
          ),
        );
        expect(await axeViolations(page, `[data-template="${PTQ}"]`)).toEqual([]);
        await block.screenshot({ path: path.join(shots, "ptq-summary-390.png") });
      }
      await restart(page, powertrain, true);
      expect(await block.locator(".quiz__input:checked").count()).toBe(0);
    }
    expect(new Set(results).size).toBeGreaterThanOrEqual(2);
    const events = await dataLayerEvents(page, "powertrain");
    expect(events.filter((e) => e.event === "quiz_result").map((e) => e.quiz_result)).toEqual(
      results,
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("on a desktop (1440 px), by mouse: the Powertrain Quiz's results are the scoring's, Previous keeps answers, axe finds nothing", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    const block = blockOf(page, PTQ);
    const section = block.locator(".quiz");
    // No Previous on question 1; Previous from question 2 keeps question 1's answer.
    expect(await block.getByRole("button", { name: "السابق" }).count()).toBe(0);
    await block.getByText(powertrain.answerLabel(0, 1), { exact: true }).click();
    await block.getByRole("button", { name: powertrain.nextLabel }).click();
    await expect.poll(() => section.getAttribute("data-step")).toBe("2");
    expect(await block.locator(".quiz__counter").textContent()).toBe("الخطوة 2 من 5");
    await block.getByRole("button", { name: "السابق" }).click();
    await expect.poll(() => section.getAttribute("data-step")).toBe("1");
    expect(await block.locator(".quiz__input").nth(1).isChecked()).toBe(true);
    await page.reload({ waitUntil: "load" });
    await hydrateEveryIsland(page);
    const results = new Set<string>();
    for (const choice of PTQ_CHOICES) {
      const key = await runQuiz(page, powertrain, choice, { byKeyboard: false });
      expect(key).toBe(powertrain.score(answerSetOf(powertrain, choice)).key);
      results.add(key);
      const link = block.getByRole("link", {
        name: exampleText(PTQ, `${key.replace("-", "_")}_button`),
      });
      expect(await link.getAttribute("href")).toMatch(/^\/ar\/models\//);
      expect(await axeViolations(page, `[data-template="${PTQ}"]`)).toEqual([]);
      await block.getByRole("button", { name: exampleText(PTQ, "summary_title") }).click();
      await expect.poll(() => section.getAttribute("data-view")).toBe("summary");
      await block.getByRole("button", { name: exampleText(PTQ, "back_to_result_label") }).click();
      await expect.poll(() => section.getAttribute("data-view")).toBe("result");
      expect(await section.getAttribute("data-result")).toBe(key);
      await block.screenshot({ path: path.join(shots, `ptq-${key}-1440.png`) });
      await block.getByRole("button", { name: exampleText(PTQ, "summary_title") }).click();
      await restart(page, powertrain, false);
    }
    expect(results.size).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("on a phone (390 px), by keyboard: the Subscription Quiz from welcome through the summary to three different main products and back", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    const block = blockOf(page, SQ);
    expect(await axeViolations(page, `[data-template="${SQ}"]`)).toEqual([]);
    const results: string[] = [];
    for (const [n, choice] of SQ_CHOICES.entries()) {
      const key = await runQuiz(page, subscription, choice, { byKeyboard: true });
      const scored = scoreSubscriptionAnswerSet(answerSetOf(subscription, choice));
      expect(key).toBe(scored.key);
      results.push(key);
      // The alternatives are the scoring's, in its order, never the main product.
      expect(
        await block
          .locator(".quiz__product--alternative")
          .evaluateAll((els) => els.map((el) => el.getAttribute("data-product"))),
      ).toEqual(scored.alternatives);
      if (n === 1) {
        expect(await axeViolations(page, `[data-template="${SQ}"]`)).toEqual([]);
        await block.screenshot({ path: path.join(shots, "sq-result-390.png") });
      }
      await restart(page, subscription, true);
    }
    expect(new Set(results).size).toBe(3);
    const events = await dataLayerEvents(page, "subscription");
    expect(events.filter((e) => e.event === "quiz_result").map((e) => e.quiz_result)).toEqual(
      results,
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("on a desktop (1440 px), by mouse: the Subscription Quiz's summary goes back to step 3 keeping answers; results link to the demo's pages; axe finds nothing", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    const block = blockOf(page, SQ);
    const section = block.locator(".quiz");
    await block.getByRole("button", { name: subscription.startLabel ?? "" }).click();
    for (let i = 0; i < 3; i++) {
      await block.getByText(subscription.answerLabel(i, 1), { exact: true }).click();
      if (i === 0) {
        expect(await axeViolations(page, `[data-template="${SQ}"]`)).toEqual([]);
        await block.screenshot({ path: path.join(shots, "sq-step1-1440.png") });
      }
      await block.getByRole("button", { name: subscription.nextLabel }).click();
    }
    await expect.poll(() => section.getAttribute("data-view")).toBe("summary");
    expect(await axeViolations(page, `[data-template="${SQ}"]`)).toEqual([]);
    await block.screenshot({ path: path.join(shots, "sq-summary-1440.png") });
    await block.getByRole("button", { name: exampleText(SQ, "previous_label") }).click();
    await expect.poll(() => section.getAttribute("data-step")).toBe("3");
    expect(await block.locator(".quiz__input").nth(1).isChecked()).toBe(true);
    await page.reload({ waitUntil: "load" });
    await hydrateEveryIsland(page);
    for (const choice of SQ_CHOICES) {
      const key = await runQuiz(page, subscription, choice, { byKeyboard: false });
      expect(key).toBe(subscription.score(answerSetOf(subscription, choice)).key);
      const hrefs = await block
        .locator(".quiz__results a")
        .evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(2);
      for (const href of hrefs)
        expect(href).toMatch(/^\/ar\/(offers|stock|retailer-locator|book-a-test-drive)$/);
      expect(await axeViolations(page, `[data-template="${SQ}"]`)).toEqual([]);
      await block.screenshot({ path: path.join(shots, `sq-${key}-1440.png`) });
      await restart(page, subscription, false);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
