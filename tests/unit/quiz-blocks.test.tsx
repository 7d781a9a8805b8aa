import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../generated/blocks.ts";
import { digitLocale, localeDigits } from "../../runtime/core/number-format.ts";
import { dieselPetrolQuestions } from "../../runtime/core/quiz-scoring/diesel-petrol.ts";
import {
  powertrainQuestions,
  powertrainResults,
} from "../../runtime/core/quiz-scoring/powertrain.ts";
import {
  subscriptionAlternativeProducts,
  subscriptionMainProducts,
  subscriptionQuestions,
} from "../../runtime/core/quiz-scoring/subscription.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { linesOf, stepCounter } from "../../site/ui/quiz.tsx";
import { prepared, problems, render } from "../helpers/block-render.tsx";

type Raw = { template: string; fields: Record<string, unknown>; groups: unknown[] };
const example = (key: string): Raw => structuredClone(examplesOf(key)[0]) as Raw;

const DPQ = "lrdx-diesel-petrol-quiz";
/** A block's fields once prepared (defaults filled), by name. */
const fieldsOf = (raw: Raw): Record<string, unknown> =>
  Object.fromEntries(Object.entries(prepared(raw).fields));
const STEP_WORDS = ["one", "two", "three", "four", "fifth"];

describe("Diesel Petrol Quiz block", () => {
  it("is an island in the catalogue", () => {
    expect(blockRegistry[DPQ].isIsland).toBe(true);
  });

  it("has one answer field per answer the scoring defines, and none beyond", () => {
    const fields = fieldsOf(example(DPQ));
    dieselPetrolQuestions.forEach((q, i) => {
      const word = STEP_WORDS[i];
      q.answerIds.forEach((_, j) => {
        expect(typeof fields[`dpq_step_${word}_answer_${j + 1}`], `${word} ${j + 1}`).toBe(
          "string",
        );
        expect(fields[`dpq_step_${word}_answer_${j + 1}`]).not.toBe("");
      });
      expect(fields[`dpq_step_${word}_answer_${q.answerIds.length + 1}`]).toBeUndefined();
    });
  });

  it("renders the intro (step 0) on the server: image, heading, body and 'Get started', no question yet", async () => {
    const raw = example(DPQ);
    const html = await render(prepared(raw));
    expect(html).toContain(String(raw.fields.dpq_box_heading));
    expect(html).toContain(String(raw.fields.dpq_box_body));
    expect(html).toContain(`>${String(raw.fields.dpq_box_cta)}</button>`);
    expect(html).toContain('data-view="intro"');
    expect(html).toContain("/30004/");
    expect(html).not.toContain("<fieldset");
    expect(html).toContain('role="status"');
  });

  it("fills an added block from the defaults: every question and answer has words", () => {
    const fields = fieldsOf({ template: DPQ, fields: {}, groups: [] });
    expect(fields.dpq_step_one_answer_1).toBe("أقل من 11,000 كم");
    expect(fields.dpq_step_counter_label).toBe("السؤال {current} من {total}");
    expect(fields.dpq_multi_hint_label).toBe("اختر كل ما ينطبق");
  });

  it("refuses an answer left empty and a step counter without {current} or {total}", () => {
    const empty = example(DPQ);
    empty.fields.dpq_step_three_answer_2 = "";
    expect(problems(empty).map((p) => p.pointer)).toContain("/fields/dpq_step_three_answer_2");
    const counter = example(DPQ);
    counter.fields.dpq_step_counter_label = "السؤال {current}";
    expect(problems(counter).map((p) => p.pointer)).toContain("/fields/dpq_step_counter_label");
    const good = example(DPQ);
    good.fields.dpq_step_counter_label = "{current} / {total}";
    expect(problems(good)).toEqual([]);
  });
});

const PTQ = "lrdx-powertrain-quiz";
/** A result key's field prefix (phev-private → phev_private). */
const ptPrefix = (key: string): string => key.replace("-", "_");

describe("Powertrain Quiz block", () => {
  it("is an island in the catalogue", () => {
    expect(blockRegistry[PTQ].isIsland).toBe(true);
  });

  it("has a question, a summary wording and an answer field per answer the scoring defines", () => {
    const fields = fieldsOf(example(PTQ));
    powertrainQuestions.forEach((q, i) => {
      const n = i + 1;
      expect(fields[`question_${n}_title`]).not.toBe("");
      q.answerIds.forEach((_, j) => {
        expect(fields[`question_${n}_answer_${j + 1}`], `q${n} a${j + 1}`).not.toBe("");
        expect(fields[`summary_question_${n}_answer_${j + 1}`], `summary q${n} a${j + 1}`).not.toBe(
          "",
        );
      });
      expect(fields[`question_${n}_answer_${q.answerIds.length + 1}`]).toBeUndefined();
      expect(fields[`summary_question_${n}_answer_${q.answerIds.length + 1}`]).toBeUndefined();
    });
  });

  it("has every field of the six outcomes, each linking somewhere", () => {
    const fields = fieldsOf(example(PTQ));
    for (const key of powertrainResults) {
      const p = ptPrefix(key);
      for (const part of ["title", "name", "description", "button", "benefits", "disclaimer"])
        expect(fields[`${p}_${part}`], `${p}_${part}`).not.toBe("");
      expect(fields[`${p}_image`]).toMatchObject({ id: expect.any(Number) });
      expect(fields[`${p}_link`]).toMatchObject({ url: expect.stringMatching(/^\//) });
    }
  });

  it("renders question 1 on the server (the quiz has no intro), its code loaded when first touched", async () => {
    const raw = example(PTQ);
    const html = await render(prepared(raw));
    expect(html).toContain('data-view="question"');
    expect(html).toContain('data-step="1"');
    expect(html).toContain("<fieldset");
    expect(html).toContain(String(raw.fields.question_1_title));
    expect(html).toContain(String(raw.fields.question_1_answer_2));
    expect(html).toContain("الخطوة 1 من 5");
    expect(html).toContain(`aria-label="${String(fieldsOf(raw).quiz_label)}"`);
    // Its answers take a tick at once: the island hydrates on the first touch and is given it.
    expect(html).toMatch(/<section[^>]*data-hydrate="touch"/);
    expect(html).toMatch(/type="radio"/);
    expect(html).not.toMatch(/type="radio"[^>]*disabled/);
    // Question 2 only in the list read without script.
    const live = html.replace(/<noscript>[\s\S]*<\/noscript>/, "");
    expect(live).not.toContain(String(raw.fields.question_2_title));
    expect(html).toContain("<noscript>");
    expect(html).toContain('role="status"');
  });

  it("fills an added block from the defaults: the spec's labels in Arabic", () => {
    const fields = fieldsOf({ template: PTQ, fields: {}, groups: [] });
    expect(fields.step_label).toBe("الخطوة {current} من {total}");
    expect(fields.see_results_label).toBe("اعرض النتائج");
    expect(fields.summary_title).toBe("كيف اخترنا لك");
    expect(fields.start_again_label).toBe("ابدأ من جديد");
    expect(fields.benefits_label).toBe("المزايا");
    expect(fields.question_4_answer_5).toBe("أكثر من 160 كم");
  });

  it("refuses an empty answer and a step indicator without {current} or {total}", () => {
    const empty = example(PTQ);
    empty.fields.question_4_answer_3 = "";
    expect(problems(empty).map((p) => p.pointer)).toContain("/fields/question_4_answer_3");
    const counter = example(PTQ);
    counter.fields.step_label = "الخطوة {current}";
    expect(problems(counter).map((p) => p.pointer)).toContain("/fields/step_label");
    expect(problems(example(PTQ))).toEqual([]);
  });
});

const SQ = "lrdx-subscription-quiz";

describe("Subscription Quiz block", () => {
  it("is an island in the catalogue", () => {
    expect(blockRegistry[SQ].isIsland).toBe(true);
  });

  it("has a label per step and per answer the scoring defines, and none beyond", () => {
    const fields = fieldsOf(example(SQ));
    subscriptionQuestions.forEach((q, i) => {
      const x = i + 1;
      expect(fields[`quiz_label_step_${x}`]).not.toBe("");
      q.answerIds.forEach((_, j) => {
        expect(fields[`quiz_answer_label_step_${x}_${j + 1}`], `${x}_${j + 1}`).not.toBe("");
      });
      expect(fields[`quiz_answer_label_step_${x}_${q.answerIds.length + 1}`]).toBeUndefined();
    });
  });

  it("has every main and alternative product's fields, each button linking somewhere", () => {
    const fields = fieldsOf(example(SQ));
    for (const p of subscriptionMainProducts) {
      for (const part of ["title", "content", "footer_content"])
        expect(fields[`main_product_${p}_${part}`], `${p}_${part}`).not.toBe("");
      for (const part of ["button", "footer_button"])
        expect(fields[`main_product_${p}_${part}`]).toMatchObject({
          url: expect.stringMatching(/^\//),
          link_text: expect.stringMatching(/\S/),
        });
    }
    for (const p of subscriptionAlternativeProducts) {
      expect(fields[`alternative_product_${p}_title`]).not.toBe("");
      expect(fields[`alternative_product_${p}_button`]).toMatchObject({
        url: expect.stringMatching(/^\//),
      });
    }
    expect(fields.footer_services_item_button).toMatchObject({ url: expect.stringMatching(/^\//) });
  });

  it("renders the welcome screen on the server: image, title, paragraph and START, no step yet", async () => {
    const raw = example(SQ);
    const html = await render(prepared(raw));
    expect(html).toContain('data-view="intro"');
    expect(html).toContain(String(raw.fields.main_title));
    expect(html).toContain(String(raw.fields.main_paragraph));
    expect(html).toContain(`>${String(raw.fields.main_button_title)}</button>`);
    expect(html).toContain("/41007/");
    expect(html).not.toContain("<fieldset");
    expect(html).toContain('role="status"');
  });

  it("fills an added block from the defaults: Arabic labels for every screen", () => {
    const fields = fieldsOf({ template: SQ, fields: {}, groups: [] });
    expect(fields.main_button_title).toBe("ابدأ");
    expect(fields.summary_button_title).toBe("اعرض النتائج");
    expect(fields.alternatives_label).toBe("بدائل قد تناسبك");
    expect(fields.quiz_answer_label_step_3_2).toBe("أكثر من 20,000 كم");
  });

  it("refuses an empty answer label and a step indicator without {total}", () => {
    const empty = example(SQ);
    empty.fields.quiz_answer_label_step_2_3 = "";
    expect(problems(empty).map((p) => p.pointer)).toContain("/fields/quiz_answer_label_step_2_3");
    const counter = example(SQ);
    counter.fields.step_label = "الخطوة {current}";
    expect(problems(counter).map((p) => p.pointer)).toContain("/fields/step_label");
    expect(problems(example(SQ))).toEqual([]);
  });
});

describe("quiz UI rules", () => {
  it("fills the step counter in the site's digits", () => {
    const arabic = digitLocale("ar", "arabic-indic");
    expect(stepCounter("السؤال {current} من {total}", 2, 5, { numberLocale: arabic })).toBe(
      "السؤال ٢ من ٥",
    );
    expect(
      stepCounter("السؤال {current} من {total}", 2, 5, {
        numberLocale: digitLocale("ar", "latin"),
      }),
    ).toBe("السؤال 2 من 5");
    expect(stepCounter("Step {current} of {total}", 2, 5, { numberLocale: "en" })).toBe(
      "Step 2 of 5",
    );
    // With the digits the server gives the page: the same words, written without Intl.
    const digits = localeDigits(arabic);
    expect(digits).toBe("٠١٢٣٤٥٦٧٨٩");
    expect(stepCounter("السؤال {current} من {total}", 12, 30, { numberLocale: "en", digits })).toBe(
      "السؤال ١٢ من ٣٠",
    );
  });

  it("reads a list field one item a line, blank lines dropped", () => {
    expect(linesOf("أ\n\n  ب  \n")).toEqual(["أ", "ب"]);
    expect(linesOf("")).toEqual([]);
  });
});
