import type { ReactNode, RefObject } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import {
  type DieselPetrolResult,
  dieselPetrolQuestions,
  dieselPetrolResults,
  scoreDieselPetrolAnswerSet,
} from "../../../runtime/core/quiz-scoring/diesel-petrol.ts";
import { Cta } from "../../ui/cta.tsx";
import {
  fieldText,
  labelledLink,
  linesOf,
  QUIZ_IMAGE_SIZES,
  type QuizAnswerCopy,
  QuizFrame,
  QuizHeading,
  QuizNav,
  QuizQuestionFieldset,
  QuizStaticQuestions,
  stepCounter,
  useQuiz,
} from "../../ui/quiz.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";

/** The x-sizes of the intro and result pictures (§9.3 common set). */
const imageSizes = QUIZ_IMAGE_SIZES;

/** The field names' step words (dpq_step_one_… dpq_step_fifth_…), as the catalogue spells them. */
const STEP_WORDS = ["one", "two", "three", "four", "fifth"] as const;

type Fields = BlockProps<"lrdx-diesel-petrol-quiz">["block"]["fields"];

/** Question `i`'s words: its heading, subheading and answers, in the scoring's answer order. */
function questionCopy(fields: Fields, i: number) {
  const word = STEP_WORDS[i] ?? "one";
  const ids = dieselPetrolQuestions[i]?.answerIds ?? [];
  const answers: QuizAnswerCopy[] = ids.map((id, j) => ({
    id,
    label: fieldText(fields, `dpq_step_${word}_answer_${j + 1}`),
    description: fieldText(fields, `dpq_step_${word}_answer_${j + 1}_desc`),
  }));
  return {
    heading: fieldText(fields, `dpq_step_${word}_heading`),
    subheading: fieldText(fields, `dpq_step_${word}_subheading`),
    answers,
  };
}

/**
 * The Diesel Petrol Quiz (002 §2.3): the intro (step 0), five questions, the result among petrol,
 * diesel, PHEV and BEV, 'Start again'. The machine is machines/quiz-machine.ts; the scoring is
 * runtime/core/quiz-scoring/diesel-petrol.ts. The server renders the intro; the island runs the
 * steps.
 */
export default function DieselPetrolQuiz({ block, index }: BlockProps<"lrdx-diesel-petrol-quiz">) {
  const f = block.fields;
  const site = useSite();
  const quiz = useQuiz({
    name: "diesel_petrol",
    questions: dieselPetrolQuestions,
    score: scoreDieselPetrolAnswerSet,
  });
  const total = dieselPetrolQuestions.length;
  const level = f.header_tag;
  const headingId = `dpq-b${index}-heading`;
  let view: ReactNode;
  let announcement = "";

  if (quiz.view === "intro") {
    view = (
      <div className="quiz__intro">
        <div className="quiz__media">
          <ResponsiveImage
            image={f.image}
            sizes={imageSizes}
            index={index}
            layoutSizes="(min-width: 1024px) 50vw, 100vw"
          />
        </div>
        <div className="quiz__intro-copy">
          <QuizHeading
            level={level}
            headingRef={quiz.headingRef}
            className="quiz__heading"
            id={headingId}
          >
            {f.dpq_box_heading}
          </QuizHeading>
          {f.dpq_box_body ? <p className="quiz__body">{f.dpq_box_body}</p> : null}
          <button
            type="button"
            className="cta cta--primary cta--medium quiz__start"
            onClick={() => quiz.send({ type: "START" })}
          >
            {f.dpq_box_cta}
          </button>
        </div>
      </div>
    );
  } else if (quiz.view === "question") {
    const step = quiz.step;
    const question = dieselPetrolQuestions[step];
    const copy = questionCopy(f, step);
    const counter = stepCounter(f.dpq_step_counter_label, step + 1, total, site);
    const isLast = step === total - 1;
    announcement = `${counter}: ${copy.heading}`;
    view = (
      <div className="quiz__step">
        <progress className="quiz__progress" max={total} value={step + 1} aria-hidden="true" />
        <QuizQuestionFieldset
          blockIndex={index}
          step={step}
          kind={question?.kind ?? "single"}
          heading={copy.heading}
          subheading={copy.subheading}
          hint={question?.kind === "multi" ? f.dpq_multi_hint_label : f.dpq_single_hint_label}
          counter={counter}
          answers={copy.answers}
          held={quiz.answers[step] ?? []}
          headingLevel={level}
          headingRef={quiz.headingRef}
          onSelect={(answerId) => quiz.send({ type: "SELECT", answerId })}
        />
        <QuizNav
          previousLabel={f.dpq_step_backword_label}
          nextLabel={isLast ? f.dpq_final_step_label : f.dpq_step_forword_label}
          canPrevious
          canNext={quiz.can({ type: "NEXT" })}
          onPrevious={() => quiz.send({ type: "PREVIOUS" })}
          onNext={() => quiz.send({ type: "NEXT" })}
        />
      </div>
    );
  } else {
    const key: DieselPetrolResult =
      dieselPetrolResults.find((r) => r === quiz.outcome?.key) ?? "petrol";
    const heading = f[`${key}_result_heading`];
    announcement = heading;
    view = (
      <DieselPetrolResultView
        fields={f}
        resultKey={key}
        index={index}
        level={level}
        headingRef={quiz.headingRef}
        onRestart={() => quiz.send({ type: "RESTART" })}
      />
    );
  }

  return (
    <QuizFrame
      className="quiz--diesel-petrol"
      name={f.dpq_box_heading}
      labelledBy={quiz.view === "intro" ? headingId : undefined}
      quiz={quiz}
      announcement={announcement}
    >
      {view}
      {quiz.view === "intro" ? <DieselPetrolWithoutScript fields={f} /> : null}
    </QuizFrame>
  );
}

/**
 * Without script the steps cannot run: the questions and the four results are shown to read, in
 * a noscript element (a browser running the island never shows it).
 */
function DieselPetrolWithoutScript({ fields: f }: { fields: Fields }) {
  return (
    <noscript>
      <div className="quiz__static">
        <QuizStaticQuestions questions={dieselPetrolQuestions.map((_, i) => questionCopy(f, i))} />
        {dieselPetrolResults.map((key) => (
          <div key={key} className="quiz__static-result">
            <p className="quiz__answer-label">{f[`${key}_result_heading`]}</p>
            {[
              f[`${key}_result_introduction`],
              f[`${key}_result_description`],
              f[`${key}_result_advantages`],
              f[`${key}_result_disadvantages`],
              f[`${key}_result_vehicle_label`],
              f[`${key}_result_other_label`],
              f[`${key}_result_aside_label`],
              f[`${key}_result_aside_description`],
              f[`${key}_result_aside_primary_label`],
              f[`${key}_result_aside_secondary_label`],
            ]
              .filter((text) => text !== "")
              .map((text) => (
                <p key={text} className="quiz__body">
                  {text}
                </p>
              ))}
          </div>
        ))}
      </div>
    </noscript>
  );
}

function DieselPetrolResultView({
  fields: f,
  resultKey: key,
  index,
  level,
  headingRef,
  onRestart,
}: {
  fields: Fields;
  resultKey: DieselPetrolResult;
  index: number;
  level: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}) {
  const advantages = linesOf(f[`${key}_result_advantages`]);
  const disadvantages = linesOf(f[`${key}_result_disadvantages`]);
  const sub = Math.min(6, level + 1);
  const asideHeading = f[`${key}_result_aside_label`];
  const asideDescription = f[`${key}_result_aside_description`];
  return (
    <div className="quiz__result">
      <div className="quiz__result-main">
        <QuizHeading level={level} headingRef={headingRef} className="quiz__heading">
          {f[`${key}_result_heading`]}
        </QuizHeading>
        <div className="quiz__media">
          <ResponsiveImage
            image={f[`${key}_result_image`]}
            sizes={imageSizes}
            index={index + 2}
            layoutSizes="(min-width: 1024px) 60vw, 100vw"
          />
        </div>
        {f[`${key}_result_introduction`] ? (
          <p className="quiz__lead">{f[`${key}_result_introduction`]}</p>
        ) : null}
        {f[`${key}_result_description`] ? (
          <p className="quiz__body">{f[`${key}_result_description`]}</p>
        ) : null}
        <div className="quiz__pros-cons">
          {advantages.length > 0 ? (
            <div className="quiz__pros">
              <QuizHeading level={sub} className="quiz__subtitle">
                {f.dpq_advantages_label}
              </QuizHeading>
              <ul className="quiz__list quiz__list--pros">
                {advantages.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {disadvantages.length > 0 ? (
            <div className="quiz__cons">
              <QuizHeading level={sub} className="quiz__subtitle">
                {f.dpq_disadvantages_label}
              </QuizHeading>
              <ul className="quiz__list quiz__list--cons">
                {disadvantages.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="cta-list quiz__links">
          <Cta
            link={labelledLink(f[`${key}_result_vehicle_link`], f[`${key}_result_vehicle_label`])}
          />
          <Cta link={labelledLink(f[`${key}_result_other_link`], f[`${key}_result_other_label`])} />
        </div>
        <button type="button" className="quiz__restart" onClick={onRestart}>
          {f.dpq_initial_step_label}
        </button>
      </div>
      {asideHeading || asideDescription ? (
        <aside className="quiz__aside" aria-label={f.aside_proposition_label}>
          <p className="quiz__aside-kicker">{f.aside_proposition_label}</p>
          {asideHeading ? (
            <QuizHeading level={sub} className="quiz__aside-title">
              {asideHeading}
            </QuizHeading>
          ) : null}
          {asideDescription ? <p className="quiz__body">{asideDescription}</p> : null}
          <div className="cta-list">
            <Cta
              link={labelledLink(
                f[`${key}_result_aside_primary_link`],
                f[`${key}_result_aside_primary_label`],
              )}
            />
            <Cta
              link={labelledLink(
                f[`${key}_result_aside_secondary_link`],
                f[`${key}_result_aside_secondary_label`],
              )}
            />
          </div>
        </aside>
      ) : null}
    </div>
  );
}
