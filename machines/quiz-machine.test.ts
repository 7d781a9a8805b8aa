import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { restingStates } from "./graph-states.ts";
import {
  emptyAnswers,
  isAnswered,
  type QuizAnswers,
  type QuizEvent,
  type QuizInput,
  type QuizOutcome,
  type QuizQuestion,
  type QuizSnapshot,
  quizMachine,
  quizViewOf,
  type SummaryPlacement,
  withAnswer,
} from "./quiz-machine.ts";

/** A small quiz of each kind of question: single, multi (at least one), multi (may be empty). */
const QUESTIONS: QuizQuestion[] = [
  { kind: "single", answerIds: ["a", "b"] },
  { kind: "multi", answerIds: ["x", "y"] },
  { kind: "multi", answerIds: ["p", "q"], minAnswers: 0 },
];

/** A scoring the tests can predict: "b" on the first question decides, "y" adds an alternative. */
const score = (answers: QuizAnswers): QuizOutcome => ({
  key: answers[0]?.[0] === "b" ? "second" : "first",
  alternatives: answers[1]?.includes("y") ? ["why"] : [],
});

const input = (summary: SummaryPlacement): QuizInput => ({ questions: QUESTIONS, score, summary });

const ANSWER_IDS = QUESTIONS.flatMap((q) => q.answerIds);
const EVENTS: QuizEvent[] = [
  { type: "START" },
  ...ANSWER_IDS.map((answerId): QuizEvent => ({ type: "SELECT", answerId })),
  { type: "SELECT", answerId: "not-offered" },
  { type: "CLEAR" },
  { type: "NEXT" },
  { type: "PREVIOUS" },
  { type: "CONTINUE" },
  { type: "SHOW_SUMMARY" },
  { type: "BACK" },
  { type: "RESTART" },
];

const stateName = (s: QuizSnapshot): string => String(s.value);

function serializeState(s: QuizSnapshot): string {
  const c = s.context;
  return JSON.stringify([s.value, c.step, c.answers, c.outcome]);
}

const PLACEMENTS: SummaryPlacement[] = ["none", "beforeResult", "afterResult"];
const traversals = PLACEMENTS.map((summary) => ({
  input: input(summary),
  events: EVENTS,
  serializeState,
}));
const paths = traversals.flatMap((t) =>
  getShortestPaths(quizMachine, t).map((p) => ({ ...p, input: t.input })),
);
const edges = traversals.flatMap((t) =>
  adjacencyMapToArray(getAdjacencyMap(quizMachine, t)).map((e) => ({ ...e, input: t.input })),
);

/** Every transition the machine defines, by the node it leaves and its place in the list. */
function definedTransitions(): Set<unknown> {
  const all = new Set<unknown>();
  for (const node of Object.values(quizMachine.root.states))
    for (const list of node.transitions.values()) for (const t of list) all.add(t);
  return all;
}

describe("quiz machine: every state and every transition (xstate/graph)", () => {
  it("reaches every resting state with each summary placement it uses", () => {
    const reached = new Set(paths.map((p) => stateName(p.state)));
    expect(reached).toEqual(restingStates(quizMachine.root));
    expect(reached).toEqual(new Set(["intro", "question", "summary", "result"]));
    // Without a summary it is never shown.
    for (const p of paths)
      if (p.input.summary === "none") expect(stateName(p.state)).not.toBe("summary");
  });

  it("takes every transition the machine defines, guarded branches included", () => {
    const taken = new Set<unknown>();
    for (const e of edges)
      for (const t of quizMachine.getTransitionData(e.state, e.event)) taken.add(t);
    const defined = definedTransitions();
    expect(defined.size).toBeGreaterThanOrEqual(14);
    const missing = [...defined].filter((t) => !taken.has(t));
    expect(missing).toEqual([]);
  });

  it("keeps the rules in every reached state", () => {
    for (const { state: s, input: given } of paths) {
      const c = s.context;
      const view = quizViewOf(s);
      expect(c.step).toBeGreaterThanOrEqual(0);
      expect(c.step).toBeLessThan(QUESTIONS.length);
      // A single question never holds two answers; every answer is one the question offers.
      c.answers.forEach((held, i) => {
        const q = QUESTIONS[i];
        if (q?.kind === "single") expect(held.length).toBeLessThanOrEqual(1);
        for (const id of held) expect(q?.answerIds).toContain(id);
      });
      // The intro holds nothing but what the visitor left when going back from question 1.
      if (view === "intro") expect(c.step).toBe(0);
      // A result is always the scoring's own answer of what is held, and every question answered.
      if (view === "result") {
        expect(c.outcome).toEqual(score(c.answers));
        QUESTIONS.forEach((_, i) => {
          expect(isAnswered(QUESTIONS, c.answers, i)).toBe(true);
        });
      }
      // An outcome is held only while it is shown, or by the summary that follows it.
      const isOutcomeShown =
        view === "result" || (view === "summary" && given.summary === "afterResult");
      expect(c.outcome === null).toBe(!isOutcomeShown);
      if (view === "summary") expect(given.summary).not.toBe("none");
    }
  });

  it("replays every path on a running actor with the analytics effects, to the same state", () => {
    for (const path of paths) {
      const tracked: string[] = [];
      const machine = quizMachine.provide({
        actions: {
          trackStart: () => tracked.push("start"),
          trackAnswer: () => tracked.push("answer"),
          trackResult: () => tracked.push("result"),
        },
      });
      const actor = createActor(machine, { input: path.input }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      const snapshot = actor.getSnapshot();
      expect(serializeState(snapshot)).toBe(serializeState(path.state));
      const events = path.steps.slice(1).map((s) => s.event.type);
      // One start push a START that left the intro; one result push an arrival on the result.
      expect(tracked.filter((t) => t === "start").length).toBeLessThanOrEqual(
        events.filter((t) => t === "START").length,
      );
      if (stateName(snapshot) === "result" && path.input.summary !== "afterResult")
        expect(tracked.at(-1)).toBe("result");
      actor.stop();
    }
  });
});

function run(events: QuizEvent[], summary: SummaryPlacement = "none") {
  const tracked: { kind: string; answers: QuizAnswers }[] = [];
  const machine = quizMachine.provide({
    actions: {
      trackStart: ({ context }) => tracked.push({ kind: "start", answers: context.answers }),
      trackAnswer: ({ context }) => tracked.push({ kind: "answer", answers: context.answers }),
      trackResult: ({ context }) => tracked.push({ kind: "result", answers: context.answers }),
    },
  });
  const actor = createActor(machine, { input: input(summary) }).start();
  for (const e of events) actor.send(e);
  return { snapshot: actor.getSnapshot(), tracked };
}

const select = (answerId: string): QuizEvent => ({ type: "SELECT", answerId });
const NEXT: QuizEvent = { type: "NEXT" };

describe("quiz machine on a running actor", () => {
  it("walks intro → questions → result and 'Start again' forgets every answer", () => {
    const walk = [{ type: "START" }, select("b"), NEXT, select("x"), select("y"), NEXT, NEXT];
    const { snapshot, tracked } = run(walk as QuizEvent[]);
    expect(quizViewOf(snapshot)).toBe("result");
    expect(snapshot.context.outcome).toEqual({ key: "second", alternatives: ["why"] });
    expect(tracked.map((t) => t.kind)).toEqual(["start", "answer", "answer", "answer", "result"]);
    const again = run([...(walk as QuizEvent[]), { type: "RESTART" }]);
    expect(quizViewOf(again.snapshot)).toBe("intro");
    expect(again.snapshot.context.answers).toEqual([[], [], []]);
    expect(again.snapshot.context.outcome).toBeNull();
  });

  it("does not move on from an unanswered question; a multi question may allow none", () => {
    expect(run([{ type: "START" }, NEXT]).snapshot.context.step).toBe(0);
    const onMulti = run([{ type: "START" }, select("a"), NEXT, NEXT]).snapshot;
    expect(onMulti.context.step).toBe(1);
    const cleared = run([
      { type: "START" },
      select("a"),
      NEXT,
      select("x"),
      { type: "CLEAR" },
      NEXT,
    ]).snapshot;
    expect(cleared.context.step).toBe(1);
    expect(cleared.context.answers[1]).toEqual([]);
    const noneAllowed = run([{ type: "START" }, select("a"), NEXT, select("x"), NEXT, NEXT]);
    expect(quizViewOf(noneAllowed.snapshot)).toBe("result");
  });

  it("Previous keeps the answers and goes back to the intro from the first question", () => {
    const back = run([{ type: "START" }, select("b"), NEXT, { type: "PREVIOUS" }]).snapshot;
    expect(back.context.step).toBe(0);
    expect(back.context.answers[0]).toEqual(["b"]);
    const intro = run([{ type: "START" }, select("b"), { type: "PREVIOUS" }]).snapshot;
    expect(quizViewOf(intro)).toBe("intro");
  });

  it("shows a summary before the result or after it, as the quiz places it", () => {
    const answered = [{ type: "START" }, select("a"), NEXT, select("x"), NEXT, NEXT] as QuizEvent[];
    const before = run(answered, "beforeResult");
    expect(quizViewOf(before.snapshot)).toBe("summary");
    expect(before.snapshot.context.outcome).toBeNull();
    const shown = run([...answered, { type: "CONTINUE" }], "beforeResult").snapshot;
    expect(quizViewOf(shown)).toBe("result");
    expect(shown.context.outcome?.key).toBe("first");
    const after = run([...answered, { type: "SHOW_SUMMARY" }], "afterResult").snapshot;
    expect(quizViewOf(after)).toBe("summary");
    expect(quizViewOf(run([...answered, { type: "SHOW_SUMMARY" }]).snapshot)).toBe("result");
  });

  it("refuses to start a quiz without questions", () => {
    const actor = createActor(quizMachine, { input: { questions: [], score } }).start();
    actor.send({ type: "START" });
    expect(quizViewOf(actor.getSnapshot())).toBe("intro");
  });
});

describe("quiz answer rules", () => {
  it("a single question replaces its answer; a multi question toggles, in the question's order", () => {
    let answers = emptyAnswers(QUESTIONS);
    answers = withAnswer(QUESTIONS, answers, 0, "a");
    answers = withAnswer(QUESTIONS, answers, 0, "b");
    expect(answers[0]).toEqual(["b"]);
    answers = withAnswer(QUESTIONS, answers, 1, "y");
    answers = withAnswer(QUESTIONS, answers, 1, "x");
    expect(answers[1]).toEqual(["x", "y"]);
    answers = withAnswer(QUESTIONS, answers, 1, "y");
    expect(answers[1]).toEqual(["x"]);
    expect(withAnswer(QUESTIONS, answers, 1, "nope")).toBe(answers);
    expect(withAnswer(QUESTIONS, answers, 7, "a")).toBe(answers);
  });

  it("counts a question answered once it holds its minimum", () => {
    expect(isAnswered(QUESTIONS, [[], [], []], 0)).toBe(false);
    expect(isAnswered(QUESTIONS, [["a"], [], []], 0)).toBe(true);
    expect(isAnswered(QUESTIONS, [["a"], [], []], 2)).toBe(true);
    expect(isAnswered(QUESTIONS, [["a"], [], []], 5)).toBe(false);
  });
});
