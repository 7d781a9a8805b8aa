import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isObject, type JsonObject } from "../../generator/json.ts";
import { type FieldRule, fieldRules, normaliseField } from "../../generator/normalise.ts";

/**
 * Every rule of `fieldRules` has tests/fixtures/normalise/<rule-name>.json:
 * `{ name, cases: [{ why, in: { field, required }, out: field | { problem } }] }`.
 * A case runs through the whole `normaliseField` (every rule in order), so `out` is the field
 * after all rules and a `problem` must be reported by the fixture's own rule.
 */

interface NormaliseCase {
  why: string;
  in: { field: JsonObject; required: boolean };
  out: JsonObject | { problem: string };
}

interface NormaliseFixture {
  file: string;
  name: string;
  cases: NormaliseCase[];
}

const fixturesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../fixtures/normalise",
);

function readFixture(file: string): NormaliseFixture {
  const json: unknown = JSON.parse(readFileSync(path.join(fixturesDir, file), "utf8"));
  if (!isObject(json) || typeof json.name !== "string" || !Array.isArray(json.cases))
    throw new Error(`${file}: must be { "name": string, "cases": [...] }`);
  const cases = json.cases.map((c, i): NormaliseCase => {
    const where = `${file}: cases/${i}`;
    if (!isObject(c) || typeof c.why !== "string" || c.why.length === 0)
      throw new Error(`${where}: needs a "why"`);
    const input = c.in;
    if (!isObject(input) || !isObject(input.field) || typeof input.required !== "boolean")
      throw new Error(`${where}: "in" must be { "field": {...}, "required": boolean }`);
    if (!isObject(c.out)) throw new Error(`${where}: "out" must be a field or { "problem" }`);
    return { why: c.why, in: { field: input.field, required: input.required }, out: c.out };
  });
  return { file, name: json.name, cases };
}

const fixtures = readdirSync(fixturesDir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map(readFixture);

const isProblem = (out: NormaliseCase["out"]): out is { problem: string } =>
  Object.keys(out).length === 1 && typeof out.problem === "string";

const ruleNamed = (name: string): FieldRule | undefined => fieldRules.find((r) => r.name === name);

describe("normalise fixtures cover fieldRules", () => {
  it.each(fieldRules.map((r) => ({ rule: r.name })))(
    "rule $rule has a fixture file",
    ({ rule }) => {
      const fixture = fixtures.find((f) => f.name === rule);
      expect(
        fixture,
        `add tests/fixtures/normalise/${rule}.json with cases for the new rule`,
      ).toBeDefined();
      expect(fixture?.file).toBe(`${rule}.json`);
    },
  );

  it.each(fixtures.map((f) => ({ file: f.file, name: f.name })))(
    "$file names an existing rule",
    ({ name }) => {
      expect(fieldRules.map((r) => r.name)).toContain(name);
    },
  );

  it.each(fixtures)(
    "$file has a case its rule acts on and one it leaves alone",
    ({ name, cases }) => {
      const rule = ruleNamed(name);
      if (!rule) throw new Error(`no rule ${name}`);
      expect(cases.length).toBeGreaterThanOrEqual(2);
      const effects = cases.map((c) => {
        const out = rule.apply(structuredClone(c.in.field), { required: c.in.required });
        return JSON.stringify(out) === JSON.stringify(c.in.field) ? "alone" : "acts";
      });
      expect(effects, `${name}: a case where the rule changes the field or reports`).toContain(
        "acts",
      );
      expect(effects, `${name}: a case where the rule leaves the field alone`).toContain("alone");
    },
  );
});

describe.each(fixtures)("normaliseField: $name", ({ name, cases }) => {
  it.each(cases)("$why", (c) => {
    const input = structuredClone(c.in.field);
    const { field, problems } = normaliseField(input, { required: c.in.required });
    expect(input, "normaliseField must not mutate its input").toEqual(c.in.field);
    if (isProblem(c.out)) {
      expect(problems).toHaveLength(1);
      expect(problems[0]?.rule).toBe(name);
      expect(problems[0]?.message).toContain(c.out.problem);
    } else {
      expect(problems).toEqual([]);
      expect(field).toEqual(c.out);
    }
  });
});

describe("normaliseField order", () => {
  it("stops at the first problem, so later rules never see a broken field", () => {
    const { problems } = normaliseField({ "x-field": "Select" }, { required: false });
    expect(problems).toEqual([
      { rule: "field-has-label", message: "title (the field's label) is required" },
    ]);
  });
});
