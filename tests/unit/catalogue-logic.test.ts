import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  deleteRefusal,
  engineBody,
  engineDraft,
  formatPrice,
  majorUnitsText,
  minorUnitsOf,
  modelBody,
  modelDraft,
  namedBody,
  namedDraft,
  priceFrom,
  refusedProblems,
  validatorProblems,
  withPowertrain,
} from "../../editor/admin/catalogue/catalogue-logic.ts";
import { specRow } from "../../editor/admin/spec-rows.tsx";
import { ApiError } from "../../editor/api.ts";

const AED = { iso: "AED", digits: 2 };

describe("prices between major units typed and minor units stored", () => {
  it("reads a typed amount exactly, whatever digits and separators it is written with", () => {
    expect(minorUnitsOf("329000.00", 2)).toEqual({ ok: true, minor: 32_900_000 });
    expect(minorUnitsOf("329,000.5", 2)).toEqual({ ok: true, minor: 32_900_050 });
    expect(minorUnitsOf(" ٣٢٩٬٠٠٠٫٩٩ ", 2)).toEqual({ ok: true, minor: 32_900_099 });
    // 0.29 × 100 is 28.999999999999996 in floating point; read as text it is 29.
    expect(minorUnitsOf("0.29", 2)).toEqual({ ok: true, minor: 29 });
    expect(minorUnitsOf("1.005", 3)).toEqual({ ok: true, minor: 1005 });
    expect(minorUnitsOf("1200", 0)).toEqual({ ok: true, minor: 1200 });
    expect(minorUnitsOf("", 2)).toEqual({ ok: true, minor: null });
  });

  it("refuses what is not an amount, too many decimals, and more than the server keeps", () => {
    expect(minorUnitsOf("1.234", 2).ok).toBe(false);
    expect(minorUnitsOf("12.5", 0).ok).toBe(false);
    expect(minorUnitsOf("-5", 2).ok).toBe(false);
    expect(minorUnitsOf("1e6", 2).ok).toBe(false);
    expect(minorUnitsOf("abc", 2).ok).toBe(false);
    expect(minorUnitsOf("1000000000.00", 2)).toEqual({ ok: true, minor: 100_000_000_000 });
    expect(minorUnitsOf("1000000000.01", 2).ok).toBe(false);
  });

  it("writes minor units back as the same decimal text, for any price and digits", () => {
    expect(majorUnitsText(32_900_000, 2)).toBe("329000.00");
    expect(majorUnitsText(5, 2)).toBe("0.05");
    expect(majorUnitsText(1200, 0)).toBe("1200");
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 3 }),
        (minor, digits) => {
          expect(minorUnitsOf(majorUnitsText(minor, digits), digits)).toEqual({ ok: true, minor });
        },
      ),
    );
  });

  it("formats a price in Arabic with its currency, from the exact decimal", () => {
    const expected = new Intl.NumberFormat("ar", {
      style: "currency",
      currency: "AED",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(329000);
    expect(formatPrice(32_900_000, AED)).toBe(expected);
    expect(formatPrice(100, { iso: "XYZ1", digits: 2 })).toBe("1.00 XYZ1");
  });

  it("takes a model's price from as the least of its engines' published prices", () => {
    const engine = (price_from: number | null) => ({
      ...engineDraft(null, AED, []),
      id: 1,
      model_id: 1,
      power_hp: null,
      power_kw: null,
      capacity_cc: null,
      position: 0,
      price_from,
      specs: {},
      updated_at: "",
    });
    expect(priceFrom([engine(null), engine(500), engine(300)])).toBe(300);
    expect(priceFrom([engine(null)])).toBeNull();
  });
});

describe("the catalogue's forms checked before they are sent", () => {
  it("names an empty Arabic name and a code of the wrong shape at their fields", () => {
    const checked = namedBody({
      ...namedDraft(null),
      code: "SUV X",
      name_ar: "  ",
      name_en: "SUV",
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems.map((p) => p.pointer).sort()).toEqual(["/code", "/name_ar"]);
    expect(checked.problems.find((p) => p.pointer === "/name_ar")?.message).toMatch(
      /^الاسم بالعربية: /,
    );
  });

  it("sends a model with its numbers read from text, and names a year that is not one", () => {
    const nameplate = {
      id: 4,
      brand_id: 1,
      code: "l460",
      name_ar: "رينج روفر",
      name_en: "Range Rover",
      position: 0,
      image_id: null,
      updated_at: "",
    };
    const draft = { ...modelDraft(null, nameplate, 2), key: "l460_25my_se", name_ar: "SE" };
    expect(draft.nameplate_id).toBe("4");
    const good = modelBody({ ...draft, name_en: "SE", model_year: "٢٠٢٥" });
    expect(good).toEqual({
      ok: true,
      body: expect.objectContaining({ nameplate_id: 4, body_style_id: 2, model_year: 2025 }),
    });
    const bad = modelBody({ ...draft, name_en: "SE", model_year: "20x5" });
    expect(bad.ok ? [] : bad.problems.map((p) => p.pointer)).toEqual(["/model_year"]);
  });

  it("makes an electric engine's fuel electric and drops its capacity; leaving it goes to petrol", () => {
    const draft = { ...engineDraft(null, AED, []), capacity_cc: "2996" };
    const electric = withPowertrain(draft, "bev");
    expect(electric).toMatchObject({ powertrain: "bev", fuel: "electric", capacity_cc: "" });
    expect(withPowertrain(electric, "phev")).toMatchObject({ powertrain: "phev", fuel: "petrol" });
    expect(withPowertrain({ ...draft, fuel: "diesel" }, "mhev").fuel).toBe("diesel");
  });

  it("sends an engine's price in minor units and its specs as a map", () => {
    const draft = {
      ...engineDraft(null, AED, [specRow("torque", "550 نيوتن متر"), specRow("seats", "7")]),
      code: "p400",
      name_ar: "P400",
      name_en: "P400",
      power_hp: "400",
      price: "329000.00",
    };
    const checked = engineBody(draft, 9, 2);
    expect(checked).toEqual({
      ok: true,
      body: expect.objectContaining({
        model_id: 9,
        power_hp: 400,
        power_kw: null,
        price_from: 32_900_000,
        specs: { torque: "550 نيوتن متر", seats: 7 },
      }),
    });
    const wrong = engineBody({ ...draft, price: "329000.001", specs: [specRow("a b", "1")] }, 9, 2);
    expect(wrong.ok ? [] : wrong.problems.map((p) => p.pointer)).toEqual(["/price_from", "/specs"]);
  });
});

describe("an engine's rule across its fields, as its schema states it", () => {
  it("words an electric engine's fuel and capacity, one problem a field", () => {
    const problems = validatorProblems(
      [
        { instancePath: "/fuel", keyword: "const", params: { allowedValue: "electric" } },
        { instancePath: "/capacity_cc", keyword: "type", params: { type: "null" } },
        { instancePath: "", keyword: "if", params: { failingKeyword: "then" } },
        { instancePath: "/fuel", keyword: "enum", params: {} },
      ],
      true,
    );
    expect(problems).toEqual([
      { pointer: "/fuel", message: expect.stringMatching(/^الوقود: الكهرباء وقود المحرك/) },
      { pointer: "/capacity_cc", message: expect.stringMatching(/^سعة المحرك \(سم³\): لا سعة/) },
    ]);
  });
});

describe("the server's refusals at the form's fields", () => {
  it("puts each detail at its field, named in Arabic", () => {
    const error = new ApiError(422, "validation", "refused", [
      {
        pointer: "/fuel",
        rule: "electric_fuel",
        message: "fuel: الوقود الكهربائي للمحرك الكهربائي وحده",
      },
      { pointer: "/name_ar", rule: "minLength", message: "" },
    ]);
    expect(refusedProblems(error)).toEqual([
      { pointer: "/fuel", message: "الوقود: الوقود الكهربائي للمحرك الكهربائي وحده" },
      { pointer: "/name_ar", message: expect.stringMatching(/^الاسم بالعربية: /) },
    ]);
  });

  it("names the code or key a 409 says is taken, with or without details", () => {
    expect(refusedProblems(new ApiError(409, "key_taken", "taken"))).toEqual([
      { pointer: "/key", message: expect.stringMatching(/^مفتاح الفئة: /) },
    ]);
    expect(refusedProblems(new ApiError(500, "internal", "x"))).toBeNull();
    expect(refusedProblems(new TypeError("offline"))).toBeNull();
  });

  it("says plainly that a row in use cannot be deleted", () => {
    const inUse = new ApiError(409, "in_use", "models use it");
    expect(deleteRefusal("body_styles", "SUV", inUse, "")).toBe(
      "لا يمكن حذف نوع الهيكل «SUV» لأنه مستخدم: ما زالت فئات تستخدم نوع الهيكل هذا. غيّر نوع هيكلها أو احذفها أولاً.",
    );
    expect(deleteRefusal("brands", "Jaguar", inUse, "")).toMatch(
      /^لا يمكن حذف العلامة التجارية «Jaguar» لأنها مستخدمة: /,
    );
    expect(deleteRefusal("engines", "P400", new ApiError(500, "internal", ""), "خطأ")).toBe(
      "لم يُحذف المحرك «P400»: خطأ",
    );
  });
});
