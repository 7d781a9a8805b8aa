import type { ReactNode, RefObject } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import {
  type SubscriptionAlternativeProduct,
  type SubscriptionMainProduct,
  scoreSubscriptionAnswerSet,
  subscriptionAlternativeProducts,
  subscriptionMainProducts,
  subscriptionQuestions,
} from "../../../runtime/core/quiz-scoring/subscription.ts";
import { Cta } from "../../ui/cta.tsx";
import {
  fieldText,
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

/** The x-sizes of the screens' and main product's pictures (§9.3 common set). */
const imageSizes = QUIZ_IMAGE_SIZES;
const cardSizes = [{ w: 640, h: 360 }] as const;

type Fields = BlockProps<"lrdx-subscription-quiz">["block"]["fields"];

/** Step `i`'s words (quiz_label_step_{x}, quiz_answer_label_step_{x}_{y}), in the scoring's order. */
function stepCopy(f: Fields, i: number): { heading: string; answers: QuizAnswerCopy[] } {
  const x = i + 1;
  return {
    heading: fieldText(f, `quiz_label_step_${x}`),
    answers: (subscriptionQuestions[i]?.answerIds ?? []).map((id, j) => ({
      id,
      label: fieldText(f, `quiz_answer_label_step_${x}_${j + 1}`),
    })),
  };
}

/** A list field as a list (one point a line), or nothing. */
function Points({ text }: { text: string }) {
  const items = linesOf(text);
  if (items.length === 0) return null;
  return (
    <ul className="quiz__list quiz__list--pros">
      {items.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The Subscription Quiz (002 §2.4, §4.3): welcome, three steps, the summary of the answers, then
 * the results: the main product (subscription, loan or full service) with its footer, the
 * alternatives (leasing-to-go among them) and the footer with services and 'start quiz'. Machine:
 * machines/quiz-machine.ts with the summary before the result; scoring:
 * runtime/core/quiz-scoring/subscription.ts. The server renders the welcome screen.
 */
export default function SubscriptionQuiz({ block, index }: BlockProps<"lrdx-subscription-quiz">) {
  const f = block.fields;
  const site = useSite();
  const quiz = useQuiz({
    name: "subscription",
    questions: subscriptionQuestions,
    score: scoreSubscriptionAnswerSet,
    summary: "beforeResult",
  });
  const total = subscriptionQuestions.length;
  const level = f.header_tag;
  const sub = Math.min(6, level + 1);
  const headingId = `sq-b${index}-heading`;
  let view: ReactNode;
  let announcement = "";

  if (quiz.view === "intro") {
    view = (
      <div className="quiz__intro">
        <div className="quiz__media">
          <ResponsiveImage
            image={f.welcome_imageid}
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
            {f.main_title}
          </QuizHeading>
          {f.main_paragraph ? <p className="quiz__body">{f.main_paragraph}</p> : null}
          <button
            type="button"
            className="cta cta--primary cta--medium quiz__start"
            onClick={() => quiz.send({ type: "START" })}
          >
            {f.main_button_title}
          </button>
        </div>
      </div>
    );
  } else if (quiz.view === "question") {
    const step = quiz.step;
    const copy = stepCopy(f, step);
    const counter = stepCounter(f.step_label, step + 1, total, site);
    announcement = `${counter}: ${copy.heading}`;
    view = (
      <div className="quiz__screen">
        <div className="quiz__media">
          <ResponsiveImage
            image={f.quiz_image_id}
            sizes={imageSizes}
            index={index + 2}
            layoutSizes="(min-width: 1024px) 40vw, 100vw"
          />
        </div>
        <div className="quiz__step">
          <p className="quiz__kicker">{f.quiz_title}</p>
          {f.quiz_paragraph ? <p className="quiz__body">{f.quiz_paragraph}</p> : null}
          <progress className="quiz__progress" max={total} value={step + 1} aria-hidden="true" />
          <QuizQuestionFieldset
            blockIndex={index}
            step={step}
            kind="single"
            heading={copy.heading}
            subheading=""
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
            nextLabel={f.quiz_button_title}
            canPrevious
            canNext={quiz.can({ type: "NEXT" })}
            onPrevious={() => quiz.send({ type: "PREVIOUS" })}
            onNext={() => quiz.send({ type: "NEXT" })}
          />
        </div>
      </div>
    );
  } else if (quiz.view === "summary") {
    announcement = f.summary_title;
    view = (
      <div className="quiz__screen">
        <div className="quiz__media">
          <ResponsiveImage
            image={f.summary_image_id}
            sizes={imageSizes}
            index={index + 2}
            layoutSizes="(min-width: 1024px) 40vw, 100vw"
          />
        </div>
        <div className="quiz__summary">
          <QuizHeading level={level} headingRef={quiz.headingRef} className="quiz__heading">
            {f.summary_title}
          </QuizHeading>
          {f.summary_paragraph ? <p className="quiz__body">{f.summary_paragraph}</p> : null}
          {f.summary_subtitle ? (
            <QuizHeading level={sub} className="quiz__subtitle">
              {f.summary_subtitle}
            </QuizHeading>
          ) : null}
          <ol className="quiz__summary-list">
            {subscriptionQuestions.map((_, i) => {
              const copy = stepCopy(f, i);
              const held = quiz.answers[i]?.[0];
              return (
                <li key={copy.heading}>
                  <span className="quiz__summary-question">{copy.heading}</span>
                  <span className="quiz__summary-answer">
                    {copy.answers.find((a) => a.id === held)?.label ?? ""}
                  </span>
                </li>
              );
            })}
          </ol>
          <QuizNav
            previousLabel={f.previous_label}
            nextLabel={f.summary_button_title}
            canPrevious
            canNext
            onPrevious={() => quiz.send({ type: "PREVIOUS" })}
            onNext={() => quiz.send({ type: "CONTINUE" })}
          />
        </div>
      </div>
    );
  } else {
    const main: SubscriptionMainProduct =
      subscriptionMainProducts.find((p) => p === quiz.outcome?.key) ?? "subscription";
    // The scoring's alternatives in its order, as the products the block has fields for.
    const alternatives = (quiz.outcome?.alternatives ?? []).flatMap((id) =>
      subscriptionAlternativeProducts.filter((p) => p === id),
    );
    announcement = `${f.main_product_label} ${f[`main_product_${main}_title`]}`.trim();
    view = (
      <SubscriptionResults
        fields={f}
        main={main}
        alternatives={alternatives}
        index={index}
        level={level}
        headingRef={quiz.headingRef}
        onRestart={() => quiz.send({ type: "RESTART" })}
      />
    );
  }

  return (
    <QuizFrame
      className="quiz--subscription"
      name={f.main_title}
      labelledBy={quiz.view === "intro" ? headingId : undefined}
      quiz={quiz}
      announcement={announcement}
    >
      {view}
      {quiz.view === "intro" ? <SubscriptionWithoutScript fields={f} /> : null}
    </QuizFrame>
  );
}

/**
 * Without script the steps cannot run: the questions, the main products and the alternatives are
 * listed to read (noscript).
 */
function SubscriptionWithoutScript({ fields: f }: { fields: Fields }) {
  return (
    <noscript>
      <div className="quiz__static">
        <p className="quiz__answer-label">{f.quiz_title}</p>
        <p className="quiz__body">{f.quiz_paragraph}</p>
        <QuizStaticQuestions questions={subscriptionQuestions.map((_, i) => stepCopy(f, i))} />
        {subscriptionMainProducts.map((p) => (
          <div key={p} className="quiz__static-result">
            <p className="quiz__answer-label">{f[`main_product_${p}_title`]}</p>
            <p className="quiz__body">{f[`main_product_${p}_content`]}</p>
            <p className="quiz__body">{f[`main_product_${p}_footer_content`]}</p>
          </div>
        ))}
        {subscriptionAlternativeProducts.map((p) => (
          <div key={p} className="quiz__static-result">
            <p className="quiz__answer-label">{f[`alternative_product_${p}_title`]}</p>
            <p className="quiz__body">{f[`alternative_product_${p}_content`]}</p>
          </div>
        ))}
        <p className="quiz__body">{f.footer_services_item_content}</p>
      </div>
    </noscript>
  );
}

function SubscriptionResults({
  fields: f,
  main,
  alternatives,
  index,
  level,
  headingRef,
  onRestart,
}: {
  fields: Fields;
  main: SubscriptionMainProduct;
  alternatives: readonly SubscriptionAlternativeProduct[];
  index: number;
  level: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}) {
  const sub = Math.min(6, level + 1);
  const card = Math.min(6, level + 2);
  const footerContent = f[`main_product_${main}_footer_content`];
  return (
    <div className="quiz__results">
      <article className="quiz__product quiz__product--main">
        <div className="quiz__media">
          <ResponsiveImage
            image={f[`main_product_${main}_image_id`]}
            sizes={imageSizes}
            index={index + 2}
            layoutSizes="(min-width: 1024px) 50vw, 100vw"
          />
        </div>
        <div className="quiz__product-copy">
          {f.main_product_label ? <p className="quiz__kicker">{f.main_product_label}</p> : null}
          <QuizHeading level={level} headingRef={headingRef} className="quiz__heading">
            {f[`main_product_${main}_title`]}
          </QuizHeading>
          <Points text={f[`main_product_${main}_content`]} />
          <div className="cta-list quiz__links">
            <Cta link={f[`main_product_${main}_button`]} />
          </div>
          {footerContent ? (
            <div className="quiz__product-footer">
              <p className="quiz__body">{footerContent}</p>
              <Cta link={f[`main_product_${main}_footer_button`]} />
            </div>
          ) : null}
        </div>
      </article>
      {alternatives.length > 0 ? (
        <section className="quiz__alternatives" aria-labelledby={`sq-b${index}-alternatives`}>
          <QuizHeading level={sub} className="quiz__subtitle" id={`sq-b${index}-alternatives`}>
            {f.alternatives_label}
          </QuizHeading>
          <ul className="quiz__cards">
            {alternatives.map((p) => (
              <li key={p} className="quiz__product quiz__product--alternative" data-product={p}>
                <div className="quiz__media">
                  <ResponsiveImage
                    image={f[`alternative_product_${p}_image_id`]}
                    sizes={cardSizes}
                    index={index + 3}
                    layoutSizes="(min-width: 1024px) 25vw, 100vw"
                  />
                </div>
                <QuizHeading level={card} className="quiz__card-title">
                  {f[`alternative_product_${p}_title`]}
                </QuizHeading>
                {f[`alternative_product_${p}_content`] ? (
                  <p className="quiz__body">{f[`alternative_product_${p}_content`]}</p>
                ) : null}
                <Cta link={f[`alternative_product_${p}_button`]} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <footer className="quiz__footer">
        <div className="quiz__footer-item">
          {f.footer_services_item_content ? (
            <p className="quiz__body">{f.footer_services_item_content}</p>
          ) : null}
          <Cta link={f.footer_services_item_button} />
        </div>
        <div className="quiz__footer-item">
          {f.footer_start_quiz ? <p className="quiz__body">{f.footer_start_quiz}</p> : null}
          <button type="button" className="cta cta--primary cta--medium" onClick={onRestart}>
            {f.footer_button_label}
          </button>
        </div>
      </footer>
    </div>
  );
}
