import {
  type AnswerSet,
  multiAnswers,
  type ScoredOutcome,
  type ScoredQuestion,
} from "./answer-set.ts";

/**
 * The Off-road Product-match Quiz's scoring (002 §2.6, §4.3: "how the variant is chosen is not
 * shown"; the variants are §9.5's: body 90 or 110 × diesel or petrol × pack adventurer, country,
 * explorer or urban). Three multi-select image questions, each of which 'Deselect all' may leave
 * empty:
 *
 * | question    | answers and what each counts for                                                |
 * | ----------- | ------------------------------------------------------------------------------- |
 * | ACTIVITIES  | off-roading: explorer 2 · camping: adventurer 2 · water sports: adventurer 1,   |
 * |             | explorer 1 · cycling: adventurer 1, urban 1 · horse riding: country 2 ·         |
 * |             | city culture: urban 2                                                           |
 * | JOURNEYS    | city streets: urban 1, petrol 1 · motorways: diesel 1 · trails: explorer 1,     |
 * |             | diesel 1 · towing: country 1, diesel 2                                          |
 * | COMPANIONS  | alone: 0 · partner: 0 · children: 2 · friends: 2 · dogs: 1 (seats needed)       |
 *
 * - **Pack:** the most pack points; ties in the order explorer, adventurer, country, urban; no
 *   points at all is explorer (the all-round pack: no answer set is a dead end).
 * - **Fuel:** diesel when its points are more than petrol's (long, towing, trail journeys; it
 *   emits less, from 204 g/km against 227), else petrol.
 * - **Body:** 110 when the companions need 2 or more seats' points, else 90.
 *
 * Answer sets an editor can check (tested in quiz-scoring.test.ts):
 *
 * | activities              | journeys            | companions        | result               |
 * | ----------------------- | ------------------- | ----------------- | -------------------- |
 * | (none)                  | (none)              | (none)            | 90_petrol_explorer   |
 * | off-roading             | trails              | children          | 110_diesel_explorer  |
 * | camping, cycling        | city streets        | partner           | 90_petrol_adventurer |
 * | horse riding            | towing              | friends, dogs     | 110_diesel_country   |
 * | city culture            | city streets        | alone             | 90_petrol_urban      |
 * | city culture            | motorways           | dogs              | 90_diesel_urban      |
 * | horse riding            | city streets        | children          | 110_petrol_country   |
 */

export const offRoadBodies = ["90", "110"] as const;
export const offRoadFuels = ["diesel", "petrol"] as const;
export const offRoadPacks = ["adventurer", "country", "explorer", "urban"] as const;
export type OffRoadPack = (typeof offRoadPacks)[number];
export type OffRoadVariant =
  `${(typeof offRoadBodies)[number]}_${(typeof offRoadFuels)[number]}_${OffRoadPack}`;

/** The 16 variants, body then fuel then pack. */
export const offRoadVariants: readonly OffRoadVariant[] = offRoadBodies.flatMap((body) =>
  offRoadFuels.flatMap((fuel) =>
    offRoadPacks.map((pack): OffRoadVariant => `${body}_${fuel}_${pack}`),
  ),
);

export const offRoadQuestions = [
  {
    kind: "multi",
    minAnswers: 0,
    answerIds: [
      "off-roading",
      "camping",
      "water-sports",
      "cycling",
      "horse-riding",
      "city-culture",
    ],
  },
  { kind: "multi", minAnswers: 0, answerIds: ["city", "motorway", "trails", "towing"] },
  { kind: "multi", minAnswers: 0, answerIds: ["alone", "partner", "children", "friends", "dogs"] },
] as const satisfies readonly ScoredQuestion[];

type Ids<I extends number> = (typeof offRoadQuestions)[I]["answerIds"][number];

export interface OffRoadAnswers {
  activities: readonly Ids<0>[];
  journeys: readonly Ids<1>[];
  companions: readonly Ids<2>[];
}

type PackPoints = Partial<Record<OffRoadPack, number>>;

const ACTIVITY_PACKS: Readonly<Record<Ids<0>, PackPoints>> = {
  "off-roading": { explorer: 2 },
  camping: { adventurer: 2 },
  "water-sports": { adventurer: 1, explorer: 1 },
  cycling: { adventurer: 1, urban: 1 },
  "horse-riding": { country: 2 },
  "city-culture": { urban: 2 },
};

const JOURNEY_POINTS: Readonly<
  Record<Ids<1>, { packs: PackPoints; diesel: number; petrol: number }>
> = {
  city: { packs: { urban: 1 }, diesel: 0, petrol: 1 },
  motorway: { packs: {}, diesel: 1, petrol: 0 },
  trails: { packs: { explorer: 1 }, diesel: 1, petrol: 0 },
  towing: { packs: { country: 1 }, diesel: 2, petrol: 0 },
};

const SEATS: Readonly<Record<Ids<2>, number>> = {
  alone: 0,
  partner: 0,
  children: 2,
  friends: 2,
  dogs: 1,
};

/** Pack ties are broken in this order. */
const PACK_ORDER: readonly OffRoadPack[] = ["explorer", "adventurer", "country", "urban"];

export function scoreOffRoad(a: OffRoadAnswers): OffRoadVariant {
  const packs: Record<OffRoadPack, number> = { adventurer: 0, country: 0, explorer: 0, urban: 0 };
  const add = (points: PackPoints) => {
    for (const pack of offRoadPacks) packs[pack] += points[pack] ?? 0;
  };
  for (const activity of a.activities) add(ACTIVITY_PACKS[activity]);
  let diesel = 0;
  let petrol = 0;
  for (const journey of a.journeys) {
    const row = JOURNEY_POINTS[journey];
    add(row.packs);
    diesel += row.diesel;
    petrol += row.petrol;
  }
  let pack: OffRoadPack = "explorer";
  for (const candidate of PACK_ORDER) if (packs[candidate] > packs[pack]) pack = candidate;
  const seats = a.companions.reduce((sum, c) => sum + SEATS[c], 0);
  const body = seats >= 2 ? "110" : "90";
  const fuel = diesel > petrol ? "diesel" : "petrol";
  return `${body}_${fuel}_${pack}`;
}

export function offRoadAnswers(set: AnswerSet): OffRoadAnswers {
  const [q1, q2, q3] = offRoadQuestions;
  return {
    activities: multiAnswers(q1, set[0]),
    journeys: multiAnswers(q2, set[1]),
    companions: multiAnswers(q3, set[2]),
  };
}

/** The quiz machine's scoring: the matched variant. */
export function scoreOffRoadAnswerSet(set: AnswerSet): ScoredOutcome<OffRoadVariant> {
  return { key: scoreOffRoad(offRoadAnswers(set)), alternatives: [] };
}
