import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkVin,
  isValidVin,
  isVinRecognised,
  mapDownloadHref,
  normaliseVin,
  VIN_RULE_MESSAGES_AR,
  VIN_WEIGHTS,
  type VinRule,
  vinCharValue,
  vinCheckDigit,
  withCheckDigit,
} from "../../runtime/core/vin.ts";

describe("VIN check digit (ISO 3779 / North American)", () => {
  it.each([
    ["1M8GDM9AXKP042788", "X"],
    ["1HGCM82633A004352", "3"],
    ["11111111111111111", "1"],
    ["5GZCZ43D13S812715", "1"],
    // 16+7+18+35+4+6+10+50+0+72+8+7+12+15+16+15+12 = 303 = 27·11 + 6
    ["SALGA2EV8HA123456", "6"],
  ])("%s has the check digit %s", (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
  });

  it("weighs the positions 8-7-6-5-4-3-2-10-0-9-8-7-6-5-4-3-2", () => {
    expect(VIN_WEIGHTS).toEqual([8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it.each([
    ["A", 1],
    ["H", 8],
    ["J", 1],
    ["N", 5],
    ["P", 7],
    ["R", 9],
    ["S", 2],
    ["Z", 9],
    ["7", 7],
    ["I", null],
    ["O", null],
    ["Q", null],
    ["a", null],
  ])("transliterates %s as %s", (char, value) => {
    expect(vinCharValue(char)).toBe(value);
  });
});

describe("checkVin", () => {
  const cases: [string, VinRule | string][] = [
    ["1M8GDM9AXKP042788", "1M8GDM9AXKP042788"],
    ["1m8gdm9axkp042788", "1M8GDM9AXKP042788"],
    [" 1M8G-DM9A XKP0 42788 ", "1M8GDM9AXKP042788"],
    ["١M٨GDM٩AXKP٠٤٢٧٨٨", "1M8GDM9AXKP042788"],
    ["۱M۸GDM۹AXKP۰۴۲۷۸۸", "1M8GDM9AXKP042788"],
    ["", "required"],
    ["   ", "required"],
    ["1M8GDM9AXKP04278", "length"],
    ["1M8GDM9AXKP0427888", "length"],
    ["1M8GDM9AXKP04278!", "characters"],
    ["1M8GDM9AXKP04278ب", "characters"],
    ["1M8GDM9AXKP04278O", "forbidden_letters"],
    ["IM8GDM9AXKP042788", "forbidden_letters"],
    ["1M8GDM9AQKP042788", "forbidden_letters"],
    ["1M8GDM9A1KP042788", "check_digit"],
    ["1M8GDM9AXKP042789", "check_digit"],
  ];
  it.each(cases)("%j → %s", (typed, want) => {
    const got = checkVin(typed);
    if (/^[A-Z0-9]{17}$/.test(want)) expect(got).toEqual({ ok: true, vin: want });
    else expect(got).toEqual({ ok: false, rule: want });
  });

  it("has an Arabic message for every rule", () => {
    for (const message of Object.values(VIN_RULE_MESSAGES_AR)) expect(message).toMatch(/[ء-ي]/);
  });

  it("recognises for the map update a vehicle in stock or affected, for the checker an affected one", () => {
    expect(isVinRecognised("map_update", { inStock: true, isAffected: false })).toBe(true);
    expect(isVinRecognised("map_update", { inStock: false, isAffected: true })).toBe(true);
    expect(isVinRecognised("map_update", { inStock: false, isAffected: false })).toBe(false);
    expect(isVinRecognised("local_check", { inStock: true, isAffected: false })).toBe(false);
    expect(isVinRecognised("local_check", { inStock: false, isAffected: true })).toBe(true);
  });
});

const ALLOWED = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const vinChars = fc
  .array(fc.constantFrom(...ALLOWED), { minLength: 17, maxLength: 17 })
  .map((cs) => cs.join(""));

describe("VIN properties", () => {
  it("a VIN given its check digit is valid, and stays so when typed in lower case with spaces", () => {
    fc.assert(
      fc.property(vinChars, (raw) => {
        const vin = withCheckDigit(raw);
        expect(isValidVin(vin)).toBe(true);
        const typed = `${vin.slice(0, 5).toLowerCase()} ${vin.slice(5)}`;
        expect(checkVin(typed)).toEqual({ ok: true, vin });
      }),
    );
  });

  it("changing one character (not the check digit) to another of a different value is caught", () => {
    fc.assert(
      fc.property(
        vinChars,
        fc.integer({ min: 0, max: 16 }).filter((i) => i !== 8),
        fc.constantFrom(...ALLOWED),
        (raw, at, char) => {
          const vin = withCheckDigit(raw);
          const before = vinCharValue(vin.charAt(at)) ?? 0;
          const after = vinCharValue(char) ?? 0;
          fc.pre(before !== after);
          const changed = `${vin.slice(0, at)}${char}${vin.slice(at + 1)}`;
          // Weights 2–10 and differences 1–9 are never a multiple of 11: the sum moves.
          expect(checkVin(changed)).toEqual({ ok: false, rule: "check_digit" });
        },
      ),
    );
  });

  it("normalising is idempotent and any string is either a valid VIN or refused with a rule", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        expect(normaliseVin(normaliseVin(typed))).toBe(normaliseVin(typed));
        const got = checkVin(typed);
        if (got.ok) expect(isValidVin(got.vin)).toBe(true);
        else expect(Object.keys(VIN_RULE_MESSAGES_AR)).toContain(got.rule);
      }),
    );
  });

  it("I, O or Q anywhere is refused", () => {
    fc.assert(
      fc.property(
        vinChars,
        fc.integer({ min: 0, max: 16 }),
        fc.constantFrom("I", "O", "Q"),
        (raw, at, bad) => {
          const vin = withCheckDigit(raw);
          const changed = `${vin.slice(0, at)}${bad}${vin.slice(at + 1)}`;
          expect(checkVin(changed)).toEqual({ ok: false, rule: "forbidden_letters" });
        },
      ),
    );
  });
});

describe("mapDownloadHref", () => {
  it.each([
    ["", ""],
    ["https://maps.example.com/mena.zip", "https://maps.example.com/mena.zip?vin=V"],
    [
      "https://maps.example.com/get?region=mena#x",
      "https://maps.example.com/get?region=mena&vin=V#x",
    ],
    ["/media/maps.zip?vin=OLD", "/media/maps.zip?vin=V"],
  ])("%s → %s", (url, want) => {
    expect(mapDownloadHref(url, "V")).toBe(want);
  });
});
