import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatChecks } from "../../generated/validators.js";
import { customFormats, isDate } from "../../generator/formats.ts";
import { bodyProblem } from "../../runtime/http/json-body.ts";

/* The edge's text rules (runtime/http/json-body.ts) and the date formats the schemas name. */

const refusal = (value: unknown) => {
  const problem = bodyProblem(value);
  return problem ? { status: problem.statusCode, details: problem.details } : null;
};

describe("bodyProblem refuses unpaired UTF-16 surrogates", () => {
  it.each([
    ["a lone high surrogate", "A\ud800"],
    ["a lone low surrogate", "\udc00B"],
    ["a reversed pair", "\udc00\ud800"],
    ["a high surrogate before a letter", "\ud83dx"],
  ])("%s in a string is a 422 naming its pointer and the rule", (_label, text) => {
    expect(refusal({ data: { attributes: { values: { name: text } } } })).toEqual({
      status: 422,
      details: [
        {
          pointer: "/data/attributes/values/name",
          rule: "noLoneSurrogate",
          message: expect.stringContaining("UTF-16"),
        },
      ],
    });
  });

  it("in an object key, and in an array item", () => {
    expect(refusal({ hidden_fields: { "k\ud800": "v" } })?.details?.[0]).toMatchObject({
      pointer: "/hidden_fields/k\ud800",
      rule: "noLoneSurrogate",
    });
    expect(refusal({ list: ["fine", "\udfff"] })?.details?.[0]).toMatchObject({
      pointer: "/list/1",
      rule: "noLoneSurrogate",
    });
  });

  it("lets a valid pair through: an emoji, Arabic, and text around them", () => {
    expect(bodyProblem({ name: "😀", note: "سيارة 🚗 جديدة", flag: "🇦🇪", "k😀": "x" })).toBe(null);
  });

  it("NUL is still named first, as its own rule", () => {
    expect(refusal({ a: "\u0000\ud800" })?.details?.[0]).toMatchObject({ rule: "noNul" });
  });

  it("agrees with the string's own well-formedness on any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const clean = text.replaceAll("\u0000", "");
        const isWellFormed = encodeURIComponentSafe(clean);
        expect(bodyProblem({ text: clean }) === null).toBe(isWellFormed);
      }),
      { numRuns: 1000 },
    );
  });
});

/** encodeURIComponent throws on a lone surrogate, and only then. */
function encodeURIComponentSafe(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** ajv-formats' full-mode check of a format, as a function. */
function ajvFormat(name: "date" | "date-time"): (value: string) => boolean {
  const ajv = new Ajv2020();
  addFormats(ajv, { mode: "full", formats: [name] });
  const validate = ajv.compile({ type: "string", format: name });
  return (value) => validate(value);
}

const ajvDate = ajvFormat("date");
const ajvDateTime = ajvFormat("date-time");

describe("the date formats", () => {
  const dates = fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
    );

  it("date is ajv-formats' full-mode date, but for the year 0000 (PostgreSQL has none)", () => {
    fc.assert(
      fc.property(dates, (value) => {
        expect(isDate(value)).toBe(ajvDate(value) && !value.startsWith("0000"));
      }),
      { numRuns: 3000 },
    );
    for (const refused of ["0000-00-00", "2026-02-30", "2026-02-29", "2026-13-01", "2026-1-01"])
      expect(isDate(refused), refused).toBe(false);
    expect(isDate("2024-02-29")).toBe(true);
  });

  it("the generated validators' source of each format answers as the generator's check", () => {
    const samples = [
      "2026-02-28",
      "2024-02-29",
      "2026-02-30",
      "0000-00-00",
      "0001-01-01",
      "2026-02-28T09:30",
      "2026-02-28 09:30:59.123456+04:00",
      "2026-02-28T24:00Z",
      "2026-02-30T10:00Z",
      "2026-02-28T10:00:00+2400",
      "2026-02-28T10:00:00+0400",
      "Asia/Dubai",
    ];
    for (const [name, format] of Object.entries(customFormats))
      for (const value of samples)
        expect(formatChecks[name]?.(value), `${name} ${value}`).toBe(format.validate(value));
  });

  it("every RFC 3339 date-time without a leap second is a date-time", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("0001-01-01T00:00:00Z"),
          max: new Date("9999-12-31T23:59:59Z"),
          noInvalidDate: true,
        }),
        (date) => {
          const value = date.toISOString();
          expect(ajvDateTime(value)).toBe(true);
          expect(customFormats["date-time"]?.validate(value)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
