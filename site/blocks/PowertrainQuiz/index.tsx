import type { ReactNode, RefObject } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import {
  type PowertrainResult,
  powertrainQuestions,
  powertrainResults,
  scorePowertrainAnswerSet,
} from "../../../runtime/core/quiz-scoring/powertrain.ts";
import { Cta } from "../../ui/cta.tsx";
import {
  fieldText,
  labelledLink,
  QUIZ_IMAGE_SIZES,
  type QuizAnswerCopy,
  QuizFrame,
  QuizHeading,
  QuizList,
  QuizNav,
  QuizQuestionFieldset,
  QuizStaticQuestions,
  stepCounter,
  useQuiz,
} from "../../ui/quiz.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";

/** The x-sizes of the result pictures (§9.3 common set). */
const imageSizes = QUIZ_IMAGE_SIZES;

type Fields = BlockProps<"lrdx-powertrain-quiz">["block"]["fields"];
/** A result's field prefix: phev-private → phev_private. */
type Prefix = `${"phev" | "diesel" | "petrol"}_${"private" | "business"}`;
const PREFIX: Readonly<Record<PowertrainResult, Prefix>> = {
  "phev-private": "phev_private",
  "phev-business": "phev_business",
  "diesel-private": "diesel_private",
  "diesel-business": "diesel_business",
  "petrol-private": "petrol_private",
  "petrol-business": "petrol_business",
};
const prefixOf = (key: PowertrainResult): Prefix => PREFIX[key];

/** Question `i`'s words, in the scoring's answer order (question_{n}_answer_{m}). */
function questionCopy(f: Fields, i: number) {
  const n = i + 1;
  const answers: QuizAnswerCopy[] = (powertrainQuestions[i]?.answerIds ?? []).map((id, j) => ({
    id,
    label: fieldText(f, `question_${n}_answer_${j + 1}`),
  }));
  return {
    heading: fieldText(f, `question_${n}_title`),
    subheading: fieldText(f, `question_${n}_subtitle`),
    answers,
  };
}

/**
 * The Powertrain Quiz (002 §2.5, §4.3): five questions with the STEP indicator, one of six
 * outcomes (PHEV, diesel MHEV, petrol MHEV, each private or business) with BENEFITS and a
 * disclaimer, then 'HOW WE MATCHED YOU' listing the answers, and Start Again. The spec shows no
 * intro, so the quiz opens on question 1, which the server renders (answers disabled until the
 * island runs). Machine: machines/quiz-machine.ts with the summary after the result; scoring:
 * runtime/core/quiz-scoring/powertrain.ts.
 */
export default function PowertrainQuiz({ block, index }: BlockProps<"lrdx-powertrain-quiz">) {
  const f = block.fields;
  const site = useSite();
  const quiz = useQuiz({
    name: "powertrain",
    questions: powertrainQuestions,
    score: scorePowertrainAnswerSet,
    summary: "afterResult",
    hasIntro: false,
  });
  const total = powertrainQuestions.length;
  const level = f.header_tag;
  const key: PowertrainResult =
    powertrainResults.find((r) => r === quiz.outcome?.key) ?? "petrol-private";
  const p = prefixOf(key);
  let view: ReactNode;
  let announcement = "";

  if (quiz.view === "result") {
    announcement = f[`${p}_title`];
    view = (
      <PowertrainResultView
        fields={f}
        prefix={p}
        index={index}
        level={level}
        headingRef={quiz.headingRef}
        onSummary={() => quiz.send({ type: "SHOW_SUMMARY" })}
        onRestart={() => quiz.send({ type: "RESTART" })}
      />
    );
  } else if (quiz.view === "summary") {
    announcement = f.summary_title;
    view = (
      <div className="quiz__summary">
        <QuizHeading level={level} headingRef={quiz.headingRef} className="quiz__heading">
          {f.summary_title}
        </QuizHeading>
        {f.summary_intro ? <p className="quiz__body">{f.summary_intro}</p> : null}
        <ol className="quiz__summary-list">
          {powertrainQuestions.map((q, i) => {
            const held = quiz.answers[i]?.[0];
            const m = q.answerIds.findIndex((id) => id === held);
            return (
              <li key={fieldText(f, `question_${i + 1}_title`)}>
                <span className="quiz__summary-question">
                  {fieldText(f, `question_${i + 1}_title`)}
                </span>
                <span className="quiz__summary-answer">
                  {fieldText(f, `summary_question_${i + 1}_answer_${m + 1}`)}
                </span>
              </li>
            );
          })}
        </ol>
        <div className="quiz__nav">
          <button
            type="button"
            className="cta cta--secondary cta--medium"
            onClick={() => quiz.send({ type: "BACK" })}
          >
            {f.back_to_result_label}
          </button>
          <button
            type="button"
            className="cta cta--primary cta--medium"
            onClick={() => quiz.send({ type: "RESTART" })}
          >
            {f.start_again_label}
          </button>
        </div>
      </div>
    );
  } else {
    const step = quiz.step;
    const copy = questionCopy(f, step);
    const counter = stepCounter(f.step_label, step + 1, total, site);
    announcement = quiz.isHydrated ? `${counter}: ${copy.heading}` : "";
    view = (
      <div className="quiz__step">
        <progress className="quiz__progress" max={total} value={step + 1} aria-hidden="true" />
        <QuizQuestionFieldset
          blockIndex={index}
          step={step}
          kind="single"
          heading={copy.heading}
          subheading={copy.subheading}
          hint={f.single_hint_label}
          counter={counter}
          answers={copy.answers}
          held={quiz.answers[step] ?? []}
          headingLevel={level}
          headingRef={quiz.headingRef}
          onSelect={(answerId) => quiz.send({ type: "SELECT", answerId })}
        />
        <QuizNav
          previousLabel={f.previous_label}
          nextLabel={step === total - 1 ? f.see_results_label : f.next_label}
          canPrevious={step > 0}
          canNext={quiz.can({ type: "NEXT" })}
          onPrevious={() => quiz.send({ type: "PREVIOUS" })}
          onNext={() => quiz.send({ type: "NEXT" })}
        />
      </div>
    );
  }

  return (
    <QuizFrame
      className="quiz--powertrain"
      name={f.quiz_label}
      quiz={quiz}
      announcement={announcement}
    >
      {view}
      {quiz.view === "question" && !quiz.isHydrated ? <PowertrainWithoutScript fields={f} /> : null}
    </QuizFrame>
  );
}

/**
 * Without script the steps cannot run: the questions and the six results (each with its link) are
 * listed to read (noscript).
 */
function PowertrainWithoutScript({ fields: f }: { fields: Fields }) {
  return (
    <noscript>
      <div className="quiz__static">
        <QuizStaticQuestions questions={powertrainQuestions.map((_, i) => questionCopy(f, i))} />
        {powertrainResults.map((key) => {
          const p = prefixOf(key);
          return (
            <div key={key} className="quiz__static-result">
              <p className="quiz__answer-label">{f[`${p}_title`]}</p>
              <p className="quiz__body">{f[`${p}_name`]}</p>
              <p className="quiz__body">{f[`${p}_description`]}</p>
              <p className="quiz__body">{f[`${p}_benefits`]}</p>
              <p className="quiz__body">{f[`${p}_disclaimer`]}</p>
              <Cta link={labelledLink(f[`${p}_link`], f[`${p}_button`])} />
            </div>
          );
        })}
      </div>
    </noscript>
  );
}

function PowertrainResultView({
  fields: f,
  prefix: p,
  index,
  level,
  headingRef,
  onSummary,
  onRestart,
}: {
  fields: Fields;
  prefix: Prefix;
  index: number;
  level: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSummary: () => void;
  onRestart: () => void;
}) {
  const sub = Math.min(6, level + 1);
  return (
    <div className="quiz__result quiz__result--single">
      <div className="quiz__media">
        <ResponsiveImage
          image={f[`${p}_image`]}
          sizes={imageSizes}
          index={index + 2}
          layoutSizes="(min-width: 1024px) 50vw, 100vw"
        />
      </div>
      <div className="quiz__result-main">
        <QuizHeading level={level} headingRef={headingRef} className="quiz__heading">
          {f[`${p}_title`]}
        </QuizHeading>
        <p className="quiz__lead quiz__name">{f[`${p}_name`]}</p>
        {f[`${p}_description`] ? <p className="quiz__body">{f[`${p}_description`]}</p> : null}
        <QuizList
          heading={f.benefits_label}
          level={sub}
          text={f[`${p}_benefits`]}
          className="quiz__pros"
        />
        <div className="cta-list quiz__links">
          <Cta link={labelledLink(f[`${p}_link`], f[`${p}_button`])} />
          <button type="button" className="cta cta--secondary cta--medium" onClick={onSummary}>
            {f.summary_title}
          </button>
        </div>
        {f[`${p}_disclaimer`] ? <p className="quiz__disclaimer">{f[`${p}_disclaimer`]}</p> : null}
        <button type="button" className="quiz__restart" onClick={onRestart}>
          {f.start_again_label}
        </button>
      </div>
    </div>
  );
}
