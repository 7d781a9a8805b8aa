import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AnswerSet,
  allAnswerSets,
  type ScoredQuestion,
} from "../../runtime/core/quiz-scoring/answer-set.ts";
import {
  dieselPetrolQuestions,
  dieselPetrolResults,
  scoreDieselPetrolAnswerSet,
} from "../../runtime/core/quiz-scoring/diesel-petrol.ts";
import {
  offRoadQuestions,
  offRoadVariants,
  scoreOffRoadAnswerSet,
} from "../../runtime/core/quiz-scoring/off-road.ts";
import {
  powertrainQuestions,
  powertrainResults,
  scorePowertrainAnswerSet,
} from "../../runtime/core/quiz-scoring/powertrain.ts";
import {
  scoreSubscriptionAnswerSet,
  subscriptionAlternativeProducts,
  subscriptionMainProducts,
  subscriptionQuestions,
} from "../../runtime/core/quiz-scoring/subscription.ts";

/**
 * The rows of the "Answer sets an editor can check" table in a scoring file's doc comment: the
 * table the editor reads is the table tested.
 */
function checkTable(file: string): string[][] {
  const text = readFileSync(new URL(`../../runtime/core/quiz-scoring/${file}`, import.meta.url), {
    encoding: "utf8",
  });
  const after = text.split("Answer sets an editor can check")[1] ?? "";
  const comment = after.split("*/")[0] ?? "";
  return comment
    .split("\n")
    .map((line) => line.replace(/^\s*\*\s?/, "").trim())
    .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
    .slice(1) // the header
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
}

/** A table cell's answers as ids, through the column's words → id map ("(none)" is none). */
function idsOf(cell: string, words: Readonly<Record<string, string>>): string[] {
  if (cell === "(none)") return [];
  return cell.split(/,\s+/).map((word) => {
    const id = words[word.trim()];
    if (id === undefined) throw new Error(`no answer reads "${word.trim()}"`);
    return id;
  });
}

/** Random answer sets a quiz allows, some answers missing or foreign (what a stale page could send). */
function answerSetArb(questions: readonly ScoredQuestion[]): fc.Arbitrary<AnswerSet> {
  return fc.tuple(
    ...questions.map((q) =>
      fc.subarray([...q.answerIds, "foreign"], { minLength: 0 }).map((ids) => ids),
    ),
  );
}

const QUIZZES = [
  {
    name: "diesel-petrol",
    questions: dieselPetrolQuestions,
    score: scoreDieselPetrolAnswerSet,
    results: dieselPetrolResults,
  },
  {
    name: "powertrain",
    questions: powertrainQuestions,
    score: scorePowertrainAnswerSet,
    results: powertrainResults,
  },
  {
    name: "subscription",
    questions: subscriptionQuestions,
    score: scoreSubscriptionAnswerSet,
    results: subscriptionMainProducts,
  },
  {
    name: "off-road",
    questions: offRoadQuestions,
    score: scoreOffRoadAnswerSet,
    results: offRoadVariants,
  },
] as const;

describe("quiz scoring: every answer set gives exactly one result, and every result is reached", () => {
  for (const quiz of QUIZZES) {
    it(`${quiz.name}: each result reachable by some answer set the quiz allows`, () => {
      const reached = new Set<string>();
      const sets = allAnswerSets(quiz.questions);
      expect(sets.length).toBeGreaterThan(0);
      for (const set of sets) {
        const outcome = quiz.score(set);
        expect(quiz.results).toContain(outcome.key);
        reached.add(outcome.key);
      }
      expect(reached).toEqual(new Set(quiz.results));
    });

    it(`${quiz.name}: any answer set, even incomplete, gives one known result, the same each time`, () => {
      fc.assert(
        fc.property(answerSetArb(quiz.questions), (set) => {
          const first = quiz.score(set);
          expect(quiz.results.filter((r) => r === first.key)).toHaveLength(1);
          expect(quiz.score(structuredClone(set))).toEqual(first);
        }),
        { numRuns: 400 },
      );
    });
  }

  it("subscription: alternatives never repeat the main product, and leasing-to-go is one only for business", () => {
    const reached = new Set<string>();
    for (const set of allAnswerSets(subscriptionQuestions)) {
      const { key, alternatives } = scoreSubscriptionAnswerSet(set);
      expect(alternatives).not.toContain(key);
      expect(new Set(alternatives).size).toBe(alternatives.length);
      for (const a of alternatives) {
        expect(subscriptionAlternativeProducts).toContain(a);
        reached.add(a);
      }
      if (alternatives.includes("leasingtogo")) expect(set[0]).not.toEqual(["private"]);
    }
    expect(reached).toEqual(new Set(subscriptionAlternativeProducts));
  });

  it("diesel-petrol: nowhere to charge is never a plug-in", () => {
    fc.assert(
      fc.property(answerSetArb(dieselPetrolQuestions), (set) => {
        const withNone = set.map((held, i) => (i === 4 ? ["none"] : held));
        expect(["petrol", "diesel"]).toContain(scoreDieselPetrolAnswerSet(withNone).key);
      }),
    );
  });

  it("powertrain: the owner picks only the private or business version", () => {
    for (const set of allAnswerSets(powertrainQuestions)) {
      const me = scorePowertrainAnswerSet([["me"], ...set.slice(1)]).key;
      const company = scorePowertrainAnswerSet([["company"], ...set.slice(1)]).key;
      expect(me.replace("-private", "")).toBe(company.replace("-business", ""));
    }
  });
});

describe("quiz scoring: the tables in the doc comments", () => {
  it("diesel-petrol", () => {
    const rows = checkTable("diesel-petrol.ts");
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const words: Record<string, string>[] = [
      {
        "under 11,000": "under-11000",
        "11,000–24,000": "11000-24000",
        "over 24,000": "over-24000",
      },
      { "under 16": "under-16", "16–48": "16-48", "48–160": "48-160", "over 160": "over-160" },
      { city: "city", "country roads": "country", motorway: "motorway", towing: "towing" },
      { yes: "yes", no: "no" },
      { home: "home", work: "work", nowhere: "none" },
    ];
    for (const row of rows) {
      const set = words.map((w, i) => idsOf(row[i] ?? "", w));
      expect(scoreDieselPetrolAnswerSet(set).key, row.join(" | ")).toBe(row[5]);
    }
  });

  it("powertrain", () => {
    const rows = checkTable("powertrain.ts");
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const yesNo = { yes: "yes", no: "no" };
    const words: Record<string, string>[] = [
      { me: "me", "my company": "company" },
      yesNo,
      yesNo,
      {
        "<40": "under-40",
        "40–80": "40-80",
        "80–120": "80-120",
        "120–160": "120-160",
        ">160": "over-160",
      },
      { never: "never", occasionally: "occasionally", frequently: "frequently" },
    ];
    for (const row of rows) {
      const set = words.map((w, i) => idsOf(row[i] ?? "", w));
      expect(scorePowertrainAnswerSet(set).key, row.join(" | ")).toBe(row[5]);
    }
  });

  it("subscription", () => {
    const rows = checkTable("subscription.ts");
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const words: Record<string, string>[] = [
      { private: "private", business: "business", both: "both" },
      { "6–12": "6-12", "12–24": "12-24", "24–60": "24-60" },
      { below: "below-20000", above: "above-20000" },
    ];
    for (const row of rows) {
      const set = words.map((w, i) => idsOf(row[i] ?? "", w));
      const outcome = scoreSubscriptionAnswerSet(set);
      expect(outcome.key, row.join(" | ")).toBe(row[3]);
      expect(outcome.alternatives.join(", "), row.join(" | ")).toBe(row[4]);
    }
  });

  it("off-road", () => {
    const rows = checkTable("off-road.ts");
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const words: Record<string, string>[] = [
      {
        "off-roading": "off-roading",
        camping: "camping",
        "water sports": "water-sports",
        cycling: "cycling",
        "horse riding": "horse-riding",
        "city culture": "city-culture",
      },
      { "city streets": "city", motorways: "motorway", trails: "trails", towing: "towing" },
      {
        alone: "alone",
        partner: "partner",
        children: "children",
        friends: "friends",
        dogs: "dogs",
      },
    ];
    for (const row of rows) {
      const set = words.map((w, i) => idsOf(row[i] ?? "", w));
      expect(scoreOffRoadAnswerSet(set).key, row.join(" | ")).toBe(row[3]);
    }
  });
});
