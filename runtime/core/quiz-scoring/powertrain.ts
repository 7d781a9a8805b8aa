import {
  type AnswerSet,
  type ScoredOutcome,
  type ScoredQuestion,
  singleAnswer,
} from "./answer-set.ts";

/**
 * The Powertrain Quiz's scoring (002 §2.5, §4.3: "not shown"; the questions and bands are
 * §9.5's). Five single-answer questions:
 *
 * | q | question                                   | answers (answer_1, answer_2, …)               |
 * | - | ------------------------------------------ | --------------------------------------------- |
 * | 1 | who owns the car                           | me · my company                               |
 * | 2 | a charger at home                          | yes · no                                      |
 * | 3 | charging at work                           | yes · no                                      |
 * | 4 | distance a day                             | <40 · 40–80 · 80–120 · 120–160 · >160 km      |
 * | 5 | a 320 km round trip                        | never · occasionally · frequently             |
 *
 * The rule, first match wins (the owner then picks the private or business version):
 * 1. **PHEV** when the car can be charged (at home or at work) and a day's driving fits a
 *    plug-in's electric range (under 80 km) without frequent long round trips; or with a home
 *    charger, 80–120 km a day and never a long round trip (charged every night, it still drives
 *    mostly on electricity).
 * 2. **Diesel MHEV** when the driving is long: 120 km a day or more, long round trips frequently,
 *    or 80–120 km a day with occasional long trips.
 * 3. **Petrol MHEV** otherwise: short or mixed driving that cannot charge.
 *
 * Answer sets an editor can check (tested in quiz-scoring.test.ts):
 *
 * | owner      | home | work | a day     | 320 km trip  | result           |
 * | ---------- | ---- | ---- | --------- | ------------ | ---------------- |
 * | me         | yes  | no   | <40       | occasionally | phev-private     |
 * | my company | no   | yes  | 40–80     | never        | phev-business    |
 * | me         | yes  | yes  | 80–120    | never        | phev-private     |
 * | me         | yes  | no   | 40–80     | frequently   | diesel-private   |
 * | my company | no   | no   | >160      | never        | diesel-business  |
 * | my company | no   | yes  | 80–120    | occasionally | diesel-business  |
 * | me         | no   | no   | <40       | occasionally | petrol-private   |
 * | my company | no   | no   | 80–120    | never        | petrol-business  |
 */

export const powertrainResults = [
  "phev-private",
  "phev-business",
  "diesel-private",
  "diesel-business",
  "petrol-private",
  "petrol-business",
] as const;
export type PowertrainResult = (typeof powertrainResults)[number];

export const powertrainQuestions = [
  { kind: "single", answerIds: ["me", "company"] },
  { kind: "single", answerIds: ["yes", "no"] },
  { kind: "single", answerIds: ["yes", "no"] },
  { kind: "single", answerIds: ["under-40", "40-80", "80-120", "120-160", "over-160"] },
  { kind: "single", answerIds: ["never", "occasionally", "frequently"] },
] as const satisfies readonly ScoredQuestion[];

type Ids<I extends number> = (typeof powertrainQuestions)[I]["answerIds"][number];

export interface PowertrainAnswers {
  owner: Ids<0>;
  homeCharger: Ids<1>;
  workCharging: Ids<2>;
  daily: Ids<3>;
  roundTrips: Ids<4>;
}

/** The powertrain for the answers (rule 1 to 3 above). */
export function powertrainOf(a: PowertrainAnswers): "phev" | "diesel" | "petrol" {
  const canCharge = a.homeCharger === "yes" || a.workCharging === "yes";
  const isShort = a.daily === "under-40" || a.daily === "40-80";
  if (canCharge && isShort && a.roundTrips !== "frequently") return "phev";
  if (a.homeCharger === "yes" && a.daily === "80-120" && a.roundTrips === "never") return "phev";
  const isLong = a.daily === "120-160" || a.daily === "over-160";
  if (isLong || a.roundTrips === "frequently") return "diesel";
  if (a.daily === "80-120" && a.roundTrips === "occasionally") return "diesel";
  return "petrol";
}

export function scorePowertrain(a: PowertrainAnswers): PowertrainResult {
  return `${powertrainOf(a)}-${a.owner === "me" ? "private" : "business"}`;
}

/** The answers an answer set holds (a missing answer reads as the question's first). */
export function powertrainAnswers(set: AnswerSet): PowertrainAnswers {
  const [q1, q2, q3, q4, q5] = powertrainQuestions;
  return {
    owner: singleAnswer(q1, set[0], "me"),
    homeCharger: singleAnswer(q2, set[1], "yes"),
    workCharging: singleAnswer(q3, set[2], "yes"),
    daily: singleAnswer(q4, set[3], "under-40"),
    roundTrips: singleAnswer(q5, set[4], "never"),
  };
}

/** The quiz machine's scoring: the outcome of an answer set. */
export function scorePowertrainAnswerSet(set: AnswerSet): ScoredOutcome<PowertrainResult> {
  return { key: scorePowertrain(powertrainAnswers(set)), alternatives: [] };
}
