/**
 * What every quiz's scoring shares (002 §4.3: "the scoring rule is not shown", so each rule is
 * designed here, one file a quiz). A quiz's questions are fixed by its scoring: each answer has a
 * meaning (a band of §9.5) and an id, and the block's editor writes only the answer's words. The
 * block's quiz machine (machines/quiz-machine.ts) holds the chosen ids of each question, by
 * question index: an answer set. Each scoring reads an answer set, so the machine can call it.
 */

/** A question of a quiz as its scoring defines it. */
export interface ScoredQuestion<Id extends string = string> {
  /** Single answer ('Select an answer') or several ('Select all that apply'). */
  kind: "single" | "multi";
  /** The answers' ids, in the order shown (answer_1 is the first). */
  answerIds: readonly Id[];
  /** Answers needed before Next; 1 unless said. */
  minAnswers?: number;
}

/** The chosen answer ids of each question, by question index. */
export type AnswerSet = readonly (readonly string[])[];

/** A scoring's result as the quiz machine holds it: the key shown and any alternatives. */
export interface ScoredOutcome<Key extends string = string> {
  key: Key;
  alternatives: readonly string[];
}

/**
 * The one answer a single question holds (the first it offers), or `fallback` when it holds
 * none: a scoring never fails on an incomplete set.
 */
export function singleAnswer<Id extends string>(
  question: ScoredQuestion<Id>,
  held: readonly string[] | undefined,
  fallback: Id,
): Id {
  return question.answerIds.find((id) => held?.includes(id) === true) ?? fallback;
}

/** The offered answers a multi question holds, in the question's order. */
export function multiAnswers<Id extends string>(
  question: ScoredQuestion<Id>,
  held: readonly string[] | undefined,
): Id[] {
  return question.answerIds.filter((id) => held?.includes(id) === true);
}

/** Every answer set a quiz's questions allow (each question at its minimum or more): for tests. */
export function allAnswerSets(questions: readonly ScoredQuestion<string>[]): string[][][] {
  let sets: string[][][] = [[]];
  for (const q of questions) {
    const choices: string[][] = [];
    if (q.kind === "single") for (const id of q.answerIds) choices.push([id]);
    else
      for (let mask = 0; mask < 1 << q.answerIds.length; mask++) {
        const chosen = q.answerIds.filter((_, i) => (mask & (1 << i)) !== 0);
        if (chosen.length >= (q.minAnswers ?? 1)) choices.push(chosen);
      }
    sets = sets.flatMap((set) => choices.map((c) => [...set, c]));
  }
  return sets;
}
