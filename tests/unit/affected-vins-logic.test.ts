import { describe, expect, it } from "vitest";
import {
  addBody,
  draftProblems,
  NOTE_MAX_LENGTH,
  namedMessage,
  refusalProblems,
  searchTerm,
} from "../../editor/admin/affected-vins/affected-vins-logic.ts";
import { VIN_RULE_MESSAGES_AR, withCheckDigit } from "../../runtime/core/vin.ts";

// The admin's list of affected vehicles: the add form checks what the server checks.
const GOOD = withCheckDigit("SALGA2EV0HA100101");
const WRONG = `${GOOD.slice(0, 8)}${GOOD[8] === "5" ? "6" : "5"}${GOOD.slice(9)}`;
const arabicIndic = (text: string) =>
  text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe("the add form's checks", () => {
  it.each([
    ["", VIN_RULE_MESSAGES_AR.required],
    ["   ", VIN_RULE_MESSAGES_AR.required],
    [GOOD.slice(0, 16), VIN_RULE_MESSAGES_AR.length],
    [`${GOOD.slice(0, 16)}#`, VIN_RULE_MESSAGES_AR.characters],
    [`${GOOD.slice(0, 16)}O`, VIN_RULE_MESSAGES_AR.forbidden_letters],
    [WRONG, VIN_RULE_MESSAGES_AR.check_digit],
  ])("refuses the VIN %j with its rule's message", (vin, message) => {
    expect(draftProblems({ vin, note: "" })).toEqual({ "/vin": message });
  });

  it.each([
    GOOD,
    GOOD.toLowerCase(),
    `${GOOD.slice(0, 4)} ${GOOD.slice(4, 8)} ${GOOD.slice(8)}`,
    arabicIndic(GOOD),
  ])("accepts %j as a person may type it, and sends it normalised", (typed) => {
    expect(draftProblems({ vin: typed, note: "" })).toEqual({});
    expect(addBody({ vin: typed, note: "  حملة  " })).toEqual({ vin: GOOD, note: "حملة" });
  });

  it("refuses a note over its limit or with a control character, as the body's schema does", () => {
    expect(draftProblems({ vin: GOOD, note: "ن".repeat(NOTE_MAX_LENGTH) })).toEqual({});
    expect(draftProblems({ vin: GOOD, note: "ن".repeat(NOTE_MAX_LENGTH + 1) })).toHaveProperty(
      "/note",
    );
    expect(draftProblems({ vin: GOOD, note: "حملة\tأولى" })).toEqual({
      "/note": "لا تحتوي الملاحظة على أحرف تحكم.",
    });
  });
});

describe("the search term", () => {
  it.each([
    ["", ""],
    ["ha100", "HA100"],
    [arabicIndic("a 1001"), "A1001"],
    ["سيارة 12", "12"],
    [`${GOOD}${GOOD}`, GOOD],
  ])("asks for %j as %j (the query's A–Z and 0–9, at most 17)", (typed, q) => {
    expect(searchTerm(typed)).toBe(q);
  });
});

describe("a refusal on the form's fields", () => {
  it("puts each detail under the field its pointer names, every message naming its field", () => {
    expect(
      refusalProblems([
        { pointer: "/vin", message: VIN_RULE_MESSAGES_AR.check_digit },
        { pointer: "/note", message: "يجب ألا يزيد الطول على 200" },
        { pointer: "/other", message: "لا يُعرض هنا" },
        { message: "ولا هذا" },
      ]),
    ).toEqual({
      "/vin": VIN_RULE_MESSAGES_AR.check_digit,
      "/note": "الملاحظة: يجب ألا يزيد الطول على 200",
    });
    expect(namedMessage("/vin", "نمط غير مطابق")).toBe("رقم الهيكل (VIN): نمط غير مطابق");
  });
});
