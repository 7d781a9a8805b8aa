import {
  type AnswerSet,
  multiAnswers,
  type ScoredOutcome,
  type ScoredQuestion,
  singleAnswer,
} from "./answer-set.ts";

/**
 * The Diesel Petrol Quiz's scoring (002 §2.3, §4.3: "not shown"; the bands are §9.5's). Five
 * questions, whose answers mean:
 *
 * | step | question (single unless said)            | answers (answer_1, answer_2, …)                    |
 * | ---- | ---------------------------------------- | -------------------------------------------------- |
 * | 1    | distance a year                          | under 11,000 km · 11,000–24,000 km · over 24,000 km |
 * | 2    | a usual journey                          | under 16 km · 16–48 km · 48–160 km · over 160 km   |
 * | 3    | where you drive (select all that apply)  | city · country roads · motorway · towing           |
 * | 4    | over 300 km once a month or more         | yes · no                                           |
 * | 5    | where you could charge                   | at home · at work or nearby · nowhere              |
 *
 * Each answer gives points to the four results; the most points wins (ties in the order petrol,
 * diesel, phev, bev: the simpler car first). Without a place to charge, a plug-in (phev, bev) is
 * never the result: a car that cannot be charged is the wrong advice whatever the points.
 *
 * | answer                  | petrol | diesel | phev | bev |
 * | ----------------------- | -----: | -----: | ---: | --: |
 * | under 11,000 km a year  |      2 |      0 |    1 |   1 |
 * | 11,000–24,000 km        |      1 |      1 |    2 |   1 |
 * | over 24,000 km          |      0 |      3 |    0 |   1 |
 * | journey under 16 km     |      1 |      0 |    2 |   2 |
 * | 16–48 km                |      1 |      0 |    1 |   2 |
 * | 48–160 km               |      1 |      1 |    1 |   1 |
 * | over 160 km             |      1 |      2 |    0 |   0 |
 * | city                    |      1 |      0 |    1 |   1 |
 * | country roads           |      1 |      1 |    0 |   0 |
 * | motorway                |      0 |      1 |    0 |   0 |
 * | towing                  |      0 |      2 |    0 |   0 |
 * | long journeys: yes      |      1 |      2 |    0 |   0 |
 * | long journeys: no       |      0 |      0 |    1 |   2 |
 * | charge at home          |      0 |      0 |    2 |   3 |
 * | charge at work/nearby   |      0 |      0 |    2 |   1 |
 * | nowhere to charge       |   (phev and bev left out)          |
 *
 * Answer sets an editor can check (tested in quiz-scoring.test.ts):
 *
 * | yearly        | journey  | where you drive        | long | charging | result |
 * | ------------- | -------- | ---------------------- | ---- | -------- | ------ |
 * | under 11,000  | under 16 | city                   | no   | nowhere  | petrol |
 * | under 11,000  | under 16 | city                   | no   | home     | bev    |
 * | 11,000–24,000 | 16–48    | motorway               | yes  | work     | phev   |
 * | over 24,000   | over 160 | motorway, towing       | yes  | nowhere  | diesel |
 * | over 24,000   | 48–160   | country roads          | yes  | home     | diesel |
 * | 11,000–24,000 | 16–48    | city, country roads    | no   | nowhere  | petrol |
 * | under 11,000  | 16–48    | city                   | no   | work     | bev    |
 * | 11,000–24,000 | 48–160   | country roads, motorway| yes  | home     | diesel |
 */

export const dieselPetrolResults = ["petrol", "diesel", "phev", "bev"] as const;
export type DieselPetrolResult = (typeof dieselPetrolResults)[number];

export const dieselPetrolQuestions = [
  { kind: "single", answerIds: ["under-11000", "11000-24000", "over-24000"] },
  { kind: "single", answerIds: ["under-16", "16-48", "48-160", "over-160"] },
  { kind: "multi", answerIds: ["city", "country", "motorway", "towing"] },
  { kind: "single", answerIds: ["yes", "no"] },
  { kind: "single", answerIds: ["home", "work", "none"] },
] as const satisfies readonly ScoredQuestion[];

type Ids<I extends number> = (typeof dieselPetrolQuestions)[I]["answerIds"][number];

/** The answers, read. */
export interface DieselPetrolAnswers {
  yearly: Ids<0>;
  journey: Ids<1>;
  roads: readonly Ids<2>[];
  longJourneys: Ids<3>;
  charging: Ids<4>;
}

type Points = Readonly<Record<DieselPetrolResult, number>>;
const p = (petrol: number, diesel: number, phev: number, bev: number): Points => ({
  petrol,
  diesel,
  phev,
  bev,
});

/** The table above, as data. */
const POINTS: Readonly<Record<string, Points>> = {
  "yearly:under-11000": p(2, 0, 1, 1),
  "yearly:11000-24000": p(1, 1, 2, 1),
  "yearly:over-24000": p(0, 3, 0, 1),
  "journey:under-16": p(1, 0, 2, 2),
  "journey:16-48": p(1, 0, 1, 2),
  "journey:48-160": p(1, 1, 1, 1),
  "journey:over-160": p(1, 2, 0, 0),
  "roads:city": p(1, 0, 1, 1),
  "roads:country": p(1, 1, 0, 0),
  "roads:motorway": p(0, 1, 0, 0),
  "roads:towing": p(0, 2, 0, 0),
  "long:yes": p(1, 2, 0, 0),
  "long:no": p(0, 0, 1, 2),
  "charging:home": p(0, 0, 2, 3),
  "charging:work": p(0, 0, 2, 1),
  "charging:none": p(0, 0, 0, 0),
};

/** Each result's points for the answers. */
export function dieselPetrolPoints(a: DieselPetrolAnswers): Record<DieselPetrolResult, number> {
  const keys = [
    `yearly:${a.yearly}`,
    `journey:${a.journey}`,
    ...a.roads.map((r) => `roads:${r}`),
    `long:${a.longJourneys}`,
    `charging:${a.charging}`,
  ];
  const sum = { ...p(0, 0, 0, 0) };
  for (const key of keys) {
    const row = POINTS[key];
    if (row === undefined) continue;
    for (const r of dieselPetrolResults) sum[r] += row[r];
  }
  return sum;
}

/** The result for the answers: the most points, ties in result order, plug-ins only with charging. */
export function scoreDieselPetrol(a: DieselPetrolAnswers): DieselPetrolResult {
  const points = dieselPetrolPoints(a);
  const allowed = dieselPetrolResults.filter(
    (r) => a.charging !== "none" || (r !== "phev" && r !== "bev"),
  );
  let best: DieselPetrolResult = "petrol";
  let bestPoints = Number.NEGATIVE_INFINITY;
  for (const r of allowed)
    if (points[r] > bestPoints) {
      best = r;
      bestPoints = points[r];
    }
  return best;
}

/** The answers an answer set holds (a missing answer reads as the question's first). */
export function dieselPetrolAnswers(set: AnswerSet): DieselPetrolAnswers {
  const [q1, q2, q3, q4, q5] = dieselPetrolQuestions;
  return {
    yearly: singleAnswer(q1, set[0], "under-11000"),
    journey: singleAnswer(q2, set[1], "under-16"),
    roads: multiAnswers(q3, set[2]),
    longJourneys: singleAnswer(q4, set[3], "yes"),
    charging: singleAnswer(q5, set[4], "home"),
  };
}

/** The quiz machine's scoring: the result of an answer set. */
export function scoreDieselPetrolAnswerSet(set: AnswerSet): ScoredOutcome<DieselPetrolResult> {
  return { key: scoreDieselPetrol(dieselPetrolAnswers(set)), alternatives: [] };
}
