import { and, assign, type SnapshotFrom, setup } from "xstate";

/**
 * One machine for every quiz block (002 §2.3–§2.6, §4.3): an intro (welcome) screen, the
 * questions one at a time with Previous and Next (the last one's Next is 'See result'), an
 * optional summary of the answers (before the result, as the Subscription Quiz shows it, or
 * after, as the Powertrain Quiz's 'HOW WE MATCHED YOU'), the result, and 'Start again' back to
 * the intro with every answer forgotten.
 *
 * What differs between quizzes is input, not code: the questions (single or multi answer, and
 * how many answers a multi question needs: the Off-road quiz's 'Deselect all' may leave none),
 * where the summary sits, and the scoring, a pure function of the answers
 * (runtime/core/quiz-scoring/) that the machine calls once on the way to the result. Analytics
 * are effects injected by name (`trackStart`, `trackAnswer`, `trackResult`): no-ops here, the
 * block's island provides the real pushes.
 */

/** One question as the machine needs it: its answers' ids and how many may be chosen. */
export interface QuizQuestion {
  /** A single question keeps one answer ('Select an answer'); a multi question any number. */
  kind: "single" | "multi";
  /** The answers' ids, in the order shown. */
  answerIds: readonly string[];
  /** Answers needed before Next: 1 unless said (a multi question may allow 0). */
  minAnswers?: number;
}

/** The result the scoring chose: its key, and alternatives where a quiz shows some. */
export interface QuizOutcome {
  key: string;
  alternatives: readonly string[];
}

/** The chosen answer ids of each question, by question index. */
export type QuizAnswers = readonly (readonly string[])[];

/** Where the summary of the answers sits, if anywhere. */
export type SummaryPlacement = "none" | "beforeResult" | "afterResult";

export interface QuizInput {
  questions: readonly QuizQuestion[];
  /** The quiz's pure scoring: every answer set gives exactly one outcome. */
  score: (answers: QuizAnswers) => QuizOutcome;
  summary?: SummaryPlacement;
}

export interface QuizContext {
  questions: readonly QuizQuestion[];
  score: (answers: QuizAnswers) => QuizOutcome;
  summary: SummaryPlacement;
  /** The question shown (index), kept while on the summary and result for Previous. */
  step: number;
  answers: QuizAnswers;
  outcome: QuizOutcome | null;
}

export type QuizEvent =
  /** 'Get started' (and the Off-road welcome's 'HELP ME CHOOSE'). */
  | { type: "START" }
  /** Chooses an answer of the current question: a single question's replaces, a multi's toggles. */
  | { type: "SELECT"; answerId: string }
  /** 'Deselect all' of a multi question. */
  | { type: "CLEAR" }
  /** 'Next question', and 'See result' on the last question. */
  | { type: "NEXT" }
  /** 'Previous question': the question before, or the intro from the first. */
  | { type: "PREVIOUS" }
  /** From a summary before the result: shows the result. */
  | { type: "CONTINUE" }
  /** From the result: the summary after it ('HOW WE MATCHED YOU'). */
  | { type: "SHOW_SUMMARY" }
  /** From a summary after the result: back to the result. */
  | { type: "BACK" }
  /** 'Start again': the intro, every answer forgotten. */
  | { type: "RESTART" };

/** The answers needed by question `q` before Next. */
export function minAnswersOf(q: QuizQuestion): number {
  return q.minAnswers ?? 1;
}

/** Whether question `index` has enough answers to move on. */
export function isAnswered(
  questions: readonly QuizQuestion[],
  answers: QuizAnswers,
  index: number,
): boolean {
  const q = questions[index];
  if (q === undefined) return false;
  return (answers[index] ?? []).length >= minAnswersOf(q);
}

/**
 * The answers once `answerId` is chosen on question `index`: a single question holds it alone, a
 * multi question adds it or, when held, takes it off (kept in the question's own order). An id
 * the question does not offer changes nothing.
 */
export function withAnswer(
  questions: readonly QuizQuestion[],
  answers: QuizAnswers,
  index: number,
  answerId: string,
): QuizAnswers {
  const q = questions[index];
  if (q === undefined || !q.answerIds.includes(answerId)) return answers;
  const held = answers[index] ?? [];
  let next: readonly string[];
  if (q.kind === "single") next = [answerId];
  else {
    const chosen = held.includes(answerId)
      ? held.filter((id) => id !== answerId)
      : [...held, answerId];
    next = q.answerIds.filter((id) => chosen.includes(id));
  }
  return questions.map((_, i) => (i === index ? next : (answers[i] ?? [])));
}

/** No answer on any question. */
export function emptyAnswers(questions: readonly QuizQuestion[]): QuizAnswers {
  return questions.map(() => []);
}

export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as QuizInput,
  },
  guards: {
    isAnswered: ({ context }) => isAnswered(context.questions, context.answers, context.step),
    isLastQuestion: ({ context }) => context.step >= context.questions.length - 1,
    isFirstQuestion: ({ context }) => context.step === 0,
    isMulti: ({ context }) => context.questions[context.step]?.kind === "multi",
    hasSummaryBefore: ({ context }) => context.summary === "beforeResult",
    hasSummaryAfter: ({ context }) => context.summary === "afterResult",
    hasQuestions: ({ context }) => context.questions.length > 0,
  },
  actions: {
    select: assign({
      answers: ({ context, event }) =>
        event.type === "SELECT"
          ? withAnswer(context.questions, context.answers, context.step, event.answerId)
          : context.answers,
    }),
    clear: assign({
      answers: ({ context }) => context.answers.map((held, i) => (i === context.step ? [] : held)),
    }),
    nextStep: assign({ step: ({ context }) => context.step + 1 }),
    previousStep: assign({ step: ({ context }) => Math.max(0, context.step - 1) }),
    firstStep: assign({ step: 0 }),
    scoreAnswers: assign({ outcome: ({ context }) => context.score(context.answers) }),
    forgetOutcome: assign({ outcome: null }),
    reset: assign({
      step: 0,
      answers: ({ context }) => emptyAnswers(context.questions),
      outcome: null,
    }),
    // Effects, provided by the block's island (analytics pushes); no-ops by default.
    trackStart: () => {},
    trackAnswer: () => {},
    trackResult: () => {},
  },
}).createMachine({
  id: "quiz",
  context: ({ input }) => ({
    questions: input.questions,
    score: input.score,
    summary: input.summary ?? "none",
    step: 0,
    answers: emptyAnswers(input.questions),
    outcome: null,
  }),
  initial: "intro",
  states: {
    intro: {
      on: {
        START: { guard: "hasQuestions", target: "question", actions: ["firstStep", "trackStart"] },
      },
    },
    question: {
      on: {
        SELECT: { actions: ["select", "trackAnswer"] },
        CLEAR: { guard: "isMulti", actions: "clear" },
        NEXT: [
          {
            guard: and(["isLastQuestion", "isAnswered", "hasSummaryBefore"]),
            target: "summary",
          },
          {
            guard: and(["isLastQuestion", "isAnswered"]),
            target: "result",
            actions: ["scoreAnswers", "trackResult"],
          },
          { guard: "isAnswered", target: "question", reenter: true, actions: "nextStep" },
        ],
        PREVIOUS: [
          { guard: "isFirstQuestion", target: "intro" },
          { target: "question", reenter: true, actions: "previousStep" },
        ],
      },
    },
    summary: {
      on: {
        CONTINUE: {
          guard: "hasSummaryBefore",
          target: "result",
          actions: ["scoreAnswers", "trackResult"],
        },
        PREVIOUS: { guard: "hasSummaryBefore", target: "question" },
        BACK: { guard: "hasSummaryAfter", target: "result" },
        RESTART: { target: "intro", actions: "reset" },
      },
    },
    result: {
      on: {
        SHOW_SUMMARY: { guard: "hasSummaryAfter", target: "summary" },
        PREVIOUS: { target: "question", actions: "forgetOutcome" },
        RESTART: { target: "intro", actions: "reset" },
      },
    },
  },
});

export type QuizSnapshot = SnapshotFrom<typeof quizMachine>;

/** The view a snapshot shows. */
export type QuizView = "intro" | "question" | "summary" | "result";

export function quizViewOf(snapshot: QuizSnapshot): QuizView {
  if (snapshot.matches("question")) return "question";
  if (snapshot.matches("summary")) return "summary";
  if (snapshot.matches("result")) return "result";
  return "intro";
}
