import { useMachine } from "@xstate/react";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import type { Link } from "../../generated/types.ts";
import {
  type QuizAnswers,
  type QuizEvent,
  type QuizOutcome,
  type QuizQuestion,
  type QuizView,
  quizMachine,
  quizViewOf,
  type SummaryPlacement,
} from "../../machines/quiz-machine.ts";
import { integerText } from "../../runtime/core/number-format.ts";
import type { SiteContextValue } from "./site-context.tsx";

/**
 * What the quiz blocks share around machines/quiz-machine.ts: the hook that runs the machine in
 * an island (analytics pushed, focus moved to the new step's heading, the step announced), the
 * question as a fieldset of radios or checkboxes, and the Previous/Next bar. Each quiz block
 * keeps its own views (intro, result, summary) and fields. Styles: the Diesel Petrol Quiz's
 * style.css (`.quiz__*`), which the other quiz blocks import.
 */

interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}

/** Pushes a quiz event to the tag manager's dataLayer. */
function pushQuizEvent(entry: Record<string, unknown>): void {
  const w: Window & DataLayerWindow = window;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(entry);
}

export interface UseQuizOptions {
  /** The quiz's analytics name (`quiz_name` of every push): diesel_petrol, powertrain… */
  name: string;
  questions: readonly QuizQuestion[];
  score: (answers: QuizAnswers) => QuizOutcome;
  summary?: SummaryPlacement;
  /** A quiz without an intro screen (the Powertrain Quiz) starts at its first question. */
  hasIntro?: boolean;
}

export interface QuizState {
  view: QuizView;
  step: number;
  answers: QuizAnswers;
  outcome: QuizOutcome | null;
  isHydrated: boolean;
  send: (event: QuizEvent) => void;
  /** Put on the heading of the view shown: focus moves to it on each change of view or step. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  can: (event: QuizEvent) => boolean;
}

/**
 * The quiz machine in the island. Analytics (quiz_start, quiz_answer, quiz_result) are the
 * machine's injected effects. The first render is the server's (intro, or question 1 for a quiz
 * without an intro), so hydration shifts nothing; after that each change of view or step moves
 * focus to the new heading, which a live region of the block announces.
 */
export function useQuiz(options: UseQuizOptions): QuizState {
  const { name, questions, score, summary, hasIntro = true } = options;
  const [snapshot, send] = useMachine(
    quizMachine.provide({
      actions: {
        trackStart: () => pushQuizEvent({ event: "quiz_start", quiz_name: name }),
        trackAnswer: ({ context, event }) => {
          if (event.type !== "SELECT") return;
          pushQuizEvent({
            event: "quiz_answer",
            quiz_name: name,
            quiz_step: context.step + 1,
            quiz_answer: event.answerId,
            quiz_answers: (context.answers[context.step] ?? []).join(","),
          });
        },
        trackResult: ({ context }) =>
          pushQuizEvent({
            event: "quiz_result",
            quiz_name: name,
            quiz_result: context.outcome?.key ?? "",
          }),
      },
    }),
    { input: { questions, score, summary } },
  );
  const [isHydrated, setHydrated] = useState(false);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const machineView = quizViewOf(snapshot);
  const { step } = snapshot.context;
  // A quiz without an intro is on its first question whenever the machine is on the intro.
  const view: QuizView = !hasIntro && machineView === "intro" ? "question" : machineView;
  const shown = `${view}:${step}`;
  const lastShown = useRef(shown);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!hasIntro && machineView === "intro") send({ type: "START" });
  }, [hasIntro, machineView, send]);
  useEffect(() => {
    if (lastShown.current === shown) return;
    lastShown.current = shown;
    headingRef.current?.focus();
  }, [shown]);

  return {
    view,
    step: view === "question" ? step : 0,
    answers: snapshot.context.answers,
    outcome: snapshot.context.outcome,
    isHydrated,
    send,
    headingRef,
    can: (event) => snapshot.can(event),
  };
}

/** A heading at the block's level that takes focus when its view is shown. */
export function QuizHeading({
  level,
  headingRef,
  className,
  id,
  children,
}: {
  level: number;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  className: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(6, Math.max(1, Math.trunc(level)))}` as "h2";
  return (
    <Tag ref={headingRef} id={id} className={className} tabIndex={-1}>
      {children}
    </Tag>
  );
}

/** One answer of a question, as the block's fields word it. */
export interface QuizAnswerCopy {
  id: string;
  label: string;
  description?: string;
  /** A decorative picture above the words (the Off-road quiz's image questions): its URL. */
  picture?: string;
}

/**
 * A question: a fieldset whose legend is the question, radios for a single answer or checkboxes
 * for several, with the hint ('Select an answer', 'Select all that apply').
 */
export function QuizQuestionFieldset({
  blockIndex,
  step,
  kind,
  heading,
  subheading,
  hint,
  counter,
  answers,
  held,
  headingLevel,
  headingRef,
  onSelect,
  extra,
}: {
  blockIndex: number;
  step: number;
  kind: "single" | "multi";
  heading: string;
  subheading: string;
  hint: string;
  /** The step indicator ('السؤال 2 من 5'). */
  counter: string;
  answers: readonly QuizAnswerCopy[];
  held: readonly string[];
  headingLevel: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSelect: (answerId: string) => void;
  /** Beside the hint: the Off-road quiz's 'Deselect all'. */
  extra?: ReactNode;
}) {
  const base = `quiz-b${blockIndex}-q${step}`;
  return (
    <fieldset className="quiz__question" aria-describedby={`${base}-hint`}>
      <legend className="quiz__legend">
        <span className="quiz__counter">{counter}</span>
        <QuizHeading level={headingLevel} headingRef={headingRef} className="quiz__title">
          {heading}
        </QuizHeading>
      </legend>
      {subheading ? <p className="quiz__subheading">{subheading}</p> : null}
      <div className="quiz__hint-row">
        <p className="quiz__hint" id={`${base}-hint`}>
          {hint}
        </p>
        {extra}
      </div>
      <div
        className={`quiz__answers quiz__answers--${answers.length > 3 ? "many" : "few"}${
          answers.some((a) => a.picture) ? " quiz__answers--pictures" : ""
        }`}
      >
        {answers.map((a) => {
          const inputId = `${base}-${a.id}`;
          return (
            <label key={a.id} className="quiz__answer" htmlFor={inputId}>
              {a.picture ? (
                <img
                  className="quiz__answer-picture"
                  src={a.picture}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <input
                id={inputId}
                className="quiz__input"
                type={kind === "single" ? "radio" : "checkbox"}
                name={base}
                value={a.id}
                checked={held.includes(a.id)}
                onChange={() => onSelect(a.id)}
                aria-describedby={a.description ? `${inputId}-desc` : undefined}
              />
              <span className="quiz__answer-text">
                <span className="quiz__answer-label">{a.label}</span>
                {a.description ? (
                  <span className="quiz__answer-desc" id={`${inputId}-desc`}>
                    {a.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Previous and Next (or 'See result' on the last question). */
export function QuizNav({
  previousLabel,
  nextLabel,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: {
  previousLabel: string;
  nextLabel: string;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <div className="quiz__nav">
      {canPrevious ? (
        <button
          type="button"
          className="cta cta--secondary cta--medium quiz__previous"
          onClick={onPrevious}
        >
          {previousLabel}
        </button>
      ) : null}
      <button
        type="button"
        className="cta cta--primary cta--medium quiz__next"
        aria-disabled={!canNext}
        onClick={() => {
          if (canNext) onNext();
        }}
      >
        {nextLabel}
      </button>
    </div>
  );
}

/** The step indicator with {current} and {total} filled in, in the page's digits. */
export function stepCounter(
  template: string,
  current: number,
  total: number,
  site: Pick<SiteContextValue, "numberLocale" | "digits">,
): string {
  return template
    .replaceAll("{current}", integerText(current, site.numberLocale, site.digits))
    .replaceAll("{total}", integerText(total, site.numberLocale, site.digits));
}

/** An editor's text of one item a line, as list items (blank lines dropped). */
export function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * A text field of a quiz block read by its built name (`question_${n}_answer_${m}`,
 * `${result}_title`…); "" when absent. Quiz blocks name many fields by pattern.
 */
export function fieldText(fields: object, key: string): string {
  const value: unknown = Object.getOwnPropertyDescriptor(fields, key)?.value;
  return typeof value === "string" ? value : "";
}

/** A link with a label field's words, when the editor wrote some (else the link's own text). */
/** A quiz's pictures (intro, questions' and results' images, 002 §9.3): 16:9 at three widths. */
export const QUIZ_IMAGE_SIZES = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

export const labelledLink = (link: Link, label: string): Link =>
  label ? { ...link, link_text: label } : link;

/**
 * The frame every quiz block draws: its section, named by its heading on the first view and by
 * the quiz's name after; the live region announcing each step and result; and the view and step
 * as data attributes (what the tests and styles read).
 */
export function QuizFrame({
  className,
  name,
  labelledBy,
  quiz,
  announcement,
  hydrateOnTouch = true,
  children,
}: {
  className: string;
  /** The quiz's name, the section's accessible name when no heading names it. */
  name: string;
  /** The id of the heading that names the section, on views that show one. */
  labelledBy?: string;
  quiz: Pick<QuizState, "view" | "step" | "outcome">;
  announcement: string;
  /**
   * Its code loads when the visitor first touches it (a tap, a focus, a key), not for being
   * near: its first view does nothing by itself, and a click on Start or a tick before then is
   * given to it once it runs (site/islands/island-triggers.ts). False for a quiz whose first
   * view plays something by itself (the Off-road quiz's welcome video).
   */
  hydrateOnTouch?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`quiz ${className}`}
      data-hydrate={hydrateOnTouch ? "touch" : undefined}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : name}
      data-view={quiz.view}
      data-step={quiz.view === "question" ? quiz.step + 1 : undefined}
      data-result={
        quiz.view === "result" || quiz.view === "summary" ? quiz.outcome?.key : undefined
      }
    >
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {children}
    </section>
  );
}

/** A result's list of one item a line (advantages, benefits…) under its heading. */
export function QuizList({
  heading,
  level,
  text,
  className,
}: {
  heading: string;
  level: number;
  text: string;
  className: string;
}) {
  const items = linesOf(text);
  if (items.length === 0) return null;
  return (
    <div className={className}>
      <QuizHeading level={level} className="quiz__subtitle">
        {heading}
      </QuizHeading>
      <ul className="quiz__list quiz__list--pros">
        {items.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** A question's words for the list read without script. */
export interface QuizQuestionCopy {
  heading: string;
  subheading?: string;
  answers: readonly QuizAnswerCopy[];
}

/**
 * Without script a quiz's steps cannot run: its questions and their answers are listed to read
 * (inside the block's noscript, beside its results).
 */
export function QuizStaticQuestions({ questions }: { questions: readonly QuizQuestionCopy[] }) {
  return (
    <ol className="quiz__static-questions">
      {questions.map((copy) => (
        <li key={copy.heading}>
          <p className="quiz__answer-label">{copy.heading}</p>
          {copy.subheading ? <p className="quiz__body">{copy.subheading}</p> : null}
          <ul>
            {copy.answers.map((a) => (
              <li key={a.id}>
                {a.label}
                {a.description ? ` — ${a.description}` : ""}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
