import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../generated/blocks.ts";
import { dieselPetrolQuestions } from "../../runtime/core/quiz-scoring/diesel-petrol.ts";
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

describe("quiz UI rules", () => {
  it("fills the step counter in the page's digits", () => {
    expect(stepCounter("السؤال {current} من {total}", 2, 5, "ar-EG")).toBe("السؤال ٢ من ٥");
    expect(stepCounter("Step {current} of {total}", 2, 5, "en")).toBe("Step 2 of 5");
  });

  it("reads a list field one item a line, blank lines dropped", () => {
    expect(linesOf("أ\n\n  ب  \n")).toEqual(["أ", "ب"]);
    expect(linesOf("")).toEqual([]);
  });
});
