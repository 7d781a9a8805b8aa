import {
  type AnswerSet,
  type ScoredOutcome,
  type ScoredQuestion,
  singleAnswer,
} from "./answer-set.ts";

/**
 * The Subscription Quiz's scoring (002 §2.4, §4.3: "the mapping from answers to products is not
 * shown"; the bands are §9.5's). Three single-answer steps: purpose (private · business ·
 * business and private), period (6–12 · 12–24 · 24–60 months), mileage a year (below · above
 * 20,000 km).
 *
 * The main product (one of subscription, loan, fullservice), first match wins:
 * 1. **subscription** for 6–12 months (the shortest commitment), and for a private 12–24 months.
 * 2. **fullservice** (full-service leasing) for any business use beyond 12 months, and for a
 *    private 24–60 months above 20,000 km a year (servicing and wear included pay off).
 * 3. **loan** (owning the car) for a private 24–60 months below 20,000 km.
 *
 * Alternatives: leasing-to-go first when the car is for business (alone or with private use) and
 * the period is at most 24 months (a short lease, quickly delivered), then the other main
 * products in the order subscription, fullservice, loan. The main product is never an
 * alternative.
 *
 * Answer sets an editor can check (tested in quiz-scoring.test.ts):
 *
 * | purpose  | period | mileage | main         | alternatives                      |
 * | -------- | ------ | ------- | ------------ | --------------------------------- |
 * | private  | 6–12   | below   | subscription | fullservice, loan                 |
 * | business | 6–12   | above   | subscription | leasingtogo, fullservice, loan    |
 * | private  | 12–24  | above   | subscription | fullservice, loan                 |
 * | both     | 12–24  | below   | fullservice  | leasingtogo, subscription, loan   |
 * | business | 24–60  | above   | fullservice  | subscription, loan                |
 * | private  | 24–60  | above   | fullservice  | subscription, loan                |
 * | private  | 24–60  | below   | loan         | subscription, fullservice         |
 */

export const subscriptionMainProducts = ["subscription", "loan", "fullservice"] as const;
export type SubscriptionMainProduct = (typeof subscriptionMainProducts)[number];
export const subscriptionAlternativeProducts = [
  "subscription",
  "loan",
  "fullservice",
  "leasingtogo",
] as const;
export type SubscriptionAlternativeProduct = (typeof subscriptionAlternativeProducts)[number];

export const subscriptionQuestions = [
  { kind: "single", answerIds: ["private", "business", "both"] },
  { kind: "single", answerIds: ["6-12", "12-24", "24-60"] },
  { kind: "single", answerIds: ["below-20000", "above-20000"] },
] as const satisfies readonly ScoredQuestion[];

type Ids<I extends number> = (typeof subscriptionQuestions)[I]["answerIds"][number];

export interface SubscriptionAnswers {
  purpose: Ids<0>;
  period: Ids<1>;
  mileage: Ids<2>;
}

export interface SubscriptionResult {
  main: SubscriptionMainProduct;
  alternatives: SubscriptionAlternativeProduct[];
}

export function scoreSubscription(a: SubscriptionAnswers): SubscriptionResult {
  const isPrivate = a.purpose === "private";
  let main: SubscriptionMainProduct;
  if (a.period === "6-12" || (isPrivate && a.period === "12-24")) main = "subscription";
  else if (!isPrivate || a.mileage === "above-20000") main = "fullservice";
  else main = "loan";
  const alternatives: SubscriptionAlternativeProduct[] = [];
  if (!isPrivate && a.period !== "24-60") alternatives.push("leasingtogo");
  for (const product of ["subscription", "fullservice", "loan"] as const)
    if (product !== main) alternatives.push(product);
  return { main, alternatives };
}

/** The answers an answer set holds (a missing answer reads as the question's first). */
export function subscriptionAnswers(set: AnswerSet): SubscriptionAnswers {
  const [q1, q2, q3] = subscriptionQuestions;
  return {
    purpose: singleAnswer(q1, set[0], "private"),
    period: singleAnswer(q2, set[1], "6-12"),
    mileage: singleAnswer(q3, set[2], "below-20000"),
  };
}

/** The quiz machine's scoring: the main product, the alternatives beside it. */
export function scoreSubscriptionAnswerSet(set: AnswerSet): ScoredOutcome<SubscriptionMainProduct> {
  const { main, alternatives } = scoreSubscription(subscriptionAnswers(set));
  return { key: main, alternatives };
}
