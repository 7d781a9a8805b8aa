import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import type { BlockProps, Link } from "../../../generated/types.ts";
import { numberFormat } from "../../../runtime/core/number-format.ts";
import { type QuizAnswerImages, quizImagesOf } from "../../../runtime/core/quiz-images.ts";
import {
  type OffRoadVariant,
  offRoadQuestions,
  offRoadVariants,
  scoreOffRoadAnswerSet,
} from "../../../runtime/core/quiz-scoring/off-road.ts";
import { Cta } from "../../ui/cta.tsx";
import {
  fieldText,
  labelledLink,
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
import { RichText } from "../../ui/rich-text.tsx";
import { useSite } from "../../ui/site-context.tsx";

/** The x-sizes of the welcome and variant pictures (§9.3 common set). */
const imageSizes = QUIZ_IMAGE_SIZES;
const packSizes = [{ w: 640, h: 360 }] as const;

type Fields = BlockProps<"lrdx-off-road-quiz">["block"]["fields"];
type Group = BlockProps<"lrdx-off-road-quiz">["block"]["groups"][number];

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Question `i`'s words (question_{n}_label, _title, _subtitle, _answer_{m}) and pictures. */
function questionCopy(
  f: Fields,
  i: number,
  pictures: QuizAnswerImages,
): { label: string; heading: string; subheading: string; answers: QuizAnswerCopy[] } {
  const n = i + 1;
  return {
    label: fieldText(f, `question_${n}_label`),
    heading: fieldText(f, `question_${n}_title`),
    subheading: fieldText(f, `question_${n}_subtitle`),
    answers: (offRoadQuestions[i]?.answerIds ?? []).map((id, j) => {
      const picture = pictures[id];
      return {
        id,
        label: fieldText(f, `question_${n}_answer_${j + 1}`),
        ...(picture ? { picture } : {}),
      };
    }),
  };
}

/** The variant's name for the live region: the words of its body's first paragraph. */
export function variantName(body: string): string {
  const first = /<(p|h[1-6]|li)\b[^>]*>([\s\S]*?)<\/\1>/i.exec(body)?.[2] ?? body;
  return first
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A link that goes somewhere (a Link field left without a URL is not shown). */
const hasUrl = (link: Link): boolean => link.url.trim() !== "";

/**
 * The Off-road Product-match Quiz (002 §2.6, §4.3, §5.2, §9.5): welcome (picture, muted video,
 * HELP ME CHOOSE, GET STARTED to the configurator) → ACTIVITIES, JOURNEYS, COMPANIONS (multi-select
 * image questions, 'Deselect all', any may be left empty) → 'Your perfect match', one of the 16
 * variants (runtime/core/quiz-scoring/off-road.ts), with CONTINUE THIS BUILD, START NEW BUILD,
 * START AGAIN, the given answers and every accessory pack (the groups). Machine:
 * machines/quiz-machine.ts (CLEAR is 'Deselect all'). The answers' pictures are the JSON of
 * images_data_url, read by the server (runtime/features/quizzes/page-data.ts) and handed over as
 * the `images` prop; when that read failed the block shows error_msg and try_again_btn_label.
 * The server renders the welcome screen, and every question, variant and pack for readers
 * without script.
 */
export default function OffRoadQuiz(props: BlockProps<"lrdx-off-road-quiz">) {
  const { block, index } = props;
  const f = block.fields;
  const images = quizImagesOf(props);
  const headingId = `orq-b${index}-heading`;
  if (images?.status === "failed")
    return (
      <section className="quiz quiz--off-road" aria-labelledby={headingId}>
        <QuizHeading level={f.header_tag} className="quiz__heading" id={headingId}>
          {f.welcome_title}
        </QuizHeading>
        <div className="quiz__error" role="status">
          <p>{f.error_msg}</p>
          {/* A GET form without an action reloads the page, with or without the island's script. */}
          <form method="get">
            <button type="submit" className="cta cta--secondary cta--small">
              {f.try_again_btn_label}
            </button>
          </form>
        </div>
      </section>
    );
  const pictures = images?.status === "ok" ? images.answers : {};
  return <OffRoadQuizSteps fields={f} groups={block.groups} index={index} pictures={pictures} />;
}

function OffRoadQuizSteps({
  fields: f,
  groups,
  index,
  pictures,
}: {
  fields: Fields;
  groups: readonly Group[];
  index: number;
  pictures: QuizAnswerImages;
}) {
  const site = useSite();
  const quiz = useQuiz({
    name: "off_road",
    questions: offRoadQuestions,
    score: scoreOffRoadAnswerSet,
  });
  const total = offRoadQuestions.length;
  const level = f.header_tag;
  const headingId = `orq-b${index}-heading`;
  let view: ReactNode;
  let announcement = "";

  if (quiz.view === "intro") {
    view = (
      <div className="quiz__intro orq__welcome">
        <WelcomeMedia fields={f} index={index} isHydrated={quiz.isHydrated} />
        <div className="quiz__intro-copy">
          {f.welcome_label ? <p className="quiz__kicker">{f.welcome_label}</p> : null}
          <QuizHeading
            level={level}
            headingRef={quiz.headingRef}
            className="quiz__heading"
            id={headingId}
          >
            {f.welcome_title}
          </QuizHeading>
          {f.welcome_paragraph ? <p className="quiz__body">{f.welcome_paragraph}</p> : null}
          <div className="cta-list orq__actions">
            <button
              type="button"
              className="cta cta--primary cta--medium quiz__start"
              onClick={() => quiz.send({ type: "START" })}
            >
              {f.help_me_choose_label}
            </button>
            {f.get_started_label && hasUrl(f.get_started_link) ? (
              <Cta link={labelledLink(f.get_started_link, f.get_started_label)} />
            ) : null}
          </div>
        </div>
      </div>
    );
  } else if (quiz.view === "question") {
    const step = quiz.step;
    const copy = questionCopy(f, step, pictures);
    const counter = stepCounter(f.step_label, step + 1, total, site);
    const held = quiz.answers[step] ?? [];
    const isLast = step === total - 1;
    announcement = `${counter}: ${copy.heading}`;
    view = (
      <div className="quiz__step orq__step">
        <p className="quiz__kicker">{copy.label}</p>
        <progress className="quiz__progress" max={total} value={step + 1} aria-hidden="true" />
        <QuizQuestionFieldset
          blockIndex={index}
          step={step}
          kind="multi"
          heading={copy.heading}
          subheading={copy.subheading}
          hint={f.multi_hint_label}
          counter={counter}
          answers={copy.answers}
          held={held}
          headingLevel={level}
          headingRef={quiz.headingRef}
          onSelect={(answerId) => quiz.send({ type: "SELECT", answerId })}
          extra={
            <button
              type="button"
              className="quiz__restart orq__deselect"
              aria-disabled={held.length === 0}
              onClick={() => {
                if (held.length > 0) quiz.send({ type: "CLEAR" });
              }}
            >
              {f.deselect_all_label}
            </button>
          }
        />
        <QuizNav
          previousLabel={f.previous_label}
          nextLabel={isLast ? f.see_results_label : f.next_label}
          canPrevious
          canNext={quiz.can({ type: "NEXT" })}
          onPrevious={() => quiz.send({ type: "PREVIOUS" })}
          onNext={() => quiz.send({ type: "NEXT" })}
        />
      </div>
    );
  } else {
    const variant: OffRoadVariant =
      offRoadVariants.find((v) => v === quiz.outcome?.key) ?? "90_petrol_explorer";
    announcement = `${f.result_label}: ${variantName(f[`variant_${variant}_body`])}`;
    view = (
      <OffRoadResult
        fields={f}
        groups={groups}
        index={index}
        variant={variant}
        answers={quiz.answers}
        pictures={pictures}
        headingRef={quiz.headingRef}
        onRestart={() => quiz.send({ type: "RESTART" })}
      />
    );
  }

  return (
    <QuizFrame
      className="quiz--off-road"
      hydrateOnTouch={f.welcome_video.trim() === ""}
      name={f.welcome_title}
      labelledBy={quiz.view === "intro" ? headingId : undefined}
      quiz={quiz}
      announcement={announcement}
    >
      {view}
      {quiz.view === "intro" ? (
        <OffRoadWithoutScript fields={f} groups={groups} index={index} />
      ) : null}
    </QuizFrame>
  );
}

/**
 * The welcome picture, and once hydrated the welcome video over it (muted, looping), with a
 * pause button drawn from the server on. The video box is the picture's, so nothing moves when
 * the video arrives; reduced motion, or a video that fails, leaves the picture.
 */
function WelcomeMedia({
  fields: f,
  index,
  isHydrated,
}: {
  fields: Fields;
  index: number;
  isHydrated: boolean;
}) {
  const video = f.welcome_video.trim();
  const [isPaused, setIsPaused] = useState(false);
  const [canPlay, setCanPlay] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (!video) return;
    const media = window.matchMedia?.(REDUCED_MOTION);
    setCanPlay(!(media?.matches ?? false));
  }, [video]);
  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    if (isPaused) el.pause();
    else el.play().catch(() => setIsPaused(true));
  }, [isPaused]);
  return (
    <div className="quiz__media orq__media">
      <ResponsiveImage
        image={f.welcome_imageid}
        sizes={imageSizes}
        index={index}
        layoutSizes="(min-width: 1024px) 50vw, 100vw"
      />
      {video && isHydrated && canPlay ? (
        <video
          ref={videoRef}
          className="orq__video"
          src={video}
          muted
          loop
          autoPlay={!isPaused}
          playsInline
          preload="metadata"
          aria-hidden="true"
          tabIndex={-1}
          onError={() => setCanPlay(false)}
        />
      ) : null}
      {video ? (
        <button
          type="button"
          className="orq__video-toggle"
          disabled={!isHydrated || !canPlay}
          aria-pressed={isPaused}
          onClick={() => setIsPaused((p) => !p)}
        >
          {isPaused ? f.play_video_label : f.pause_video_label}
        </button>
      ) : null}
    </div>
  );
}

function OffRoadResult({
  fields: f,
  groups,
  index,
  variant,
  answers,
  pictures,
  headingRef,
  onRestart,
}: {
  fields: Fields;
  groups: readonly Group[];
  index: number;
  variant: OffRoadVariant;
  answers: readonly (readonly string[])[];
  pictures: QuizAnswerImages;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}) {
  const site = useSite();
  const level = f.header_tag;
  const sub = Math.min(6, level + 1);
  const fuel = variant.includes("_diesel_") ? "diesel" : "petrol";
  const grams = fuel === "diesel" ? f.diesel_emissions : f.petrol_emissions;
  const emissions = f.emissions_label
    ? f.emissions_label.replaceAll("{value}", numberFormat(site.numberLocale).format(grams))
    : "";
  return (
    <div className="orq__result" data-variant={variant}>
      <article className="quiz__product quiz__product--main orq__match">
        <div className="quiz__media">
          <ResponsiveImage
            image={f[`variant_${variant}_image`]}
            sizes={imageSizes}
            index={index + 2}
            layoutSizes="(min-width: 1024px) 50vw, 100vw"
          />
        </div>
        <div className="quiz__product-copy">
          <QuizHeading level={level} headingRef={headingRef} className="quiz__heading">
            {f.result_label}
          </QuizHeading>
          <RichText className="rich-text orq__variant" html={f[`variant_${variant}_body`]} />
          {emissions ? <p className="quiz__body orq__emissions">{emissions}</p> : null}
          <div className="cta-list quiz__links">
            <Cta link={labelledLink(f[`variant_${variant}_continue`], f.continue_build_label)} />
            {f.start_new_build_label && hasUrl(f.start_new_build_link) ? (
              <Cta link={labelledLink(f.start_new_build_link, f.start_new_build_label)} />
            ) : null}
            <button type="button" className="cta cta--secondary cta--medium" onClick={onRestart}>
              {f.start_again_label}
            </button>
          </div>
        </div>
      </article>
      {f.summary_label ? (
        <section className="orq__answers" aria-labelledby={`orq-b${index}-answers`}>
          <QuizHeading level={sub} className="quiz__subtitle" id={`orq-b${index}-answers`}>
            {f.summary_label}
          </QuizHeading>
          <ul className="quiz__summary-list">
            {offRoadQuestions.map((_, i) => {
              const copy = questionCopy(f, i, pictures);
              const held = answers[i] ?? [];
              const words = copy.answers.filter((a) => held.includes(a.id)).map((a) => a.label);
              return (
                <li key={copy.label}>
                  <span className="quiz__summary-question">{copy.label}</span>
                  <span className="quiz__summary-answer">
                    {words.length > 0
                      ? new Intl.ListFormat(site.tag, { type: "conjunction" }).format(words)
                      : f.none_label}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <AccessoryPacks fields={f} groups={groups} index={index} level={sub} />
    </div>
  );
}

/** Every accessory pack (the groups) under wherever_your_lifestyle, all accessories, disclaimer. */
function AccessoryPacks({
  fields: f,
  groups,
  index,
  level,
}: {
  fields: Fields;
  groups: readonly Group[];
  index: number;
  level: number;
}) {
  const packsId = `orq-b${index}-packs`;
  return (
    <div className="orq__packs">
      {f.wherever_your_lifestyle ? (
        <QuizHeading level={level} className="quiz__subtitle" id={packsId}>
          {f.wherever_your_lifestyle}
        </QuizHeading>
      ) : null}
      {groups.length > 0 ? (
        <ul
          className="quiz__cards orq__pack-list"
          aria-labelledby={f.wherever_your_lifestyle ? packsId : undefined}
        >
          {groups.map((g) => (
            <li key={g.data} className="quiz__product orq__pack">
              <div className="quiz__media">
                <ResponsiveImage
                  image={g.image}
                  sizes={packSizes}
                  index={index + 3}
                  layoutSizes="(min-width: 1024px) 25vw, 100vw"
                />
              </div>
              <RichText className="rich-text orq__pack-copy" html={g.data} />
              <div className="cta-list orq__pack-links">
                {hasUrl(g.link) ? <Cta link={g.link} /> : null}
                {hasUrl(g.secondary_link) ? <Cta link={g.secondary_link} /> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {hasUrl(f.all_accessories) ? (
        <div className="cta-list quiz__links">
          <Cta link={f.all_accessories} />
        </div>
      ) : null}
      {f.disclaimer ? <p className="quiz__disclaimer">{f.disclaimer}</p> : null}
    </div>
  );
}

/**
 * Without script the questions cannot run: they are listed to read, then every variant with its
 * CONTINUE THIS BUILD link (links work without script), START NEW BUILD and the packs (noscript).
 */
function OffRoadWithoutScript({
  fields: f,
  groups,
  index,
}: {
  fields: Fields;
  groups: readonly Group[];
  index: number;
}) {
  const copies = offRoadQuestions.map((_, i) => questionCopy(f, i, {}));
  return (
    <noscript>
      <div className="quiz__static">
        <p className="quiz__hint">{f.multi_hint_label}</p>
        <QuizStaticQuestions
          questions={copies.map((c) => ({
            heading: `${c.label}: ${c.heading}`,
            subheading: c.subheading,
            answers: c.answers,
          }))}
        />
        <p className="quiz__answer-label">{f.result_label}</p>
        {offRoadVariants.map((v) => (
          <div key={v} className="quiz__static-result">
            <RichText html={f[`variant_${v}_body`]} />
            <Cta link={labelledLink(f[`variant_${v}_continue`], f.continue_build_label)} />
          </div>
        ))}
        {f.start_new_build_label && hasUrl(f.start_new_build_link) ? (
          <Cta link={labelledLink(f.start_new_build_link, f.start_new_build_label)} />
        ) : null}
        <AccessoryPacks
          fields={f}
          groups={groups}
          index={index}
          level={Math.min(6, f.header_tag + 1)}
        />
      </div>
    </noscript>
  );
}
