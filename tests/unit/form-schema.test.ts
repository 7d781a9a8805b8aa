import type { ErrorObject } from "ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FormAttributes } from "../../generated/types.ts";
import { validateFormAttributes } from "../../generated/validate.ts";
import { extraLeadChecks } from "../../runtime/core/form-phone.ts";
import {
  compileLeadSchema,
  fillPlaceholders,
  leadErrors,
  leadMessage,
} from "../../runtime/core/form-schema.ts";
import { leadValidatorOf } from "../../runtime/features/forms/lead-validator.ts";

function form(fields: unknown[], extra: Record<string, unknown> = {}): FormAttributes {
  const value: unknown = { name: "نموذج", fields, ...extra };
  if (!validateFormAttributes(value))
    throw new Error(JSON.stringify(validateFormAttributes.errors));
  return value;
}

const testDrive = form([
  { name: "first_name", type: "text", label: "الاسم", required: true, rules: { min: 2, max: 10 } },
  { name: "email", type: "text", format: "email", label: "البريد" },
  { name: "phone", type: "phone", label: "الهاتف", required: true },
  {
    name: "model",
    type: "select",
    label: "الطراز",
    required: true,
    options: [
      { value: "a", label: "أ" },
      { value: "b", label: "ب" },
    ],
  },
  {
    name: "extras",
    type: "checkbox",
    label: "إضافات",
    options: [
      { value: "x", label: "س" },
      { value: "y", label: "ص" },
    ],
    rules: { max: 1 },
  },
  { name: "consent", type: "checkbox", label: "موافقة", required: true },
  { name: "files", type: "file", label: "ملفات", rules: { max: 2 } },
  { name: "day", type: "date", label: "اليوم" },
  { name: "menaTabs", type: "dynamic", label: "تبويب" },
]);

/** The module the browser imports, loaded the way a browser would: an ES module with no imports. */
async function browserValidator(code: string): Promise<(values: unknown) => boolean> {
  const module = (await import(
    `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`
  )) as {
    default: (values: unknown) => boolean;
  };
  return module.default;
}

describe("a form's compiled lead schema", () => {
  it("requires what the form requires and refuses unknown fields", () => {
    const schema = compileLeadSchema(testDrive);
    expect(schema.required).toEqual(["first_name", "phone", "model", "consent"]);
    expect(schema.additionalProperties).toBe(false);
  });

  it("gives the documented messages in Arabic and English ('Character limit exceeded' for max)", () => {
    const validator = leadValidatorOf(testDrive);
    const values = {
      first_name: "أ".repeat(11),
      phone: "+971501234567",
      model: "a",
      consent: true,
    };
    const outcome = validator.validate(values);
    expect(outcome.ok).toBe(false);
    const errors = outcome.ok ? [] : outcome.errors;
    expect(leadErrors(errors, testDrive, "en", values)).toEqual([
      { field: "first_name", rule: "max", message: "Character limit exceeded" },
    ]);
    expect(leadErrors(errors, testDrive, "ar", values)[0]?.message).toBe(
      "تم تجاوز الحد الأقصى لعدد الأحرف",
    );
    expect(leadMessage("required", "en", { name: "x", label: "Name", type: "text" })).toBe(
      "The Name field is required",
    );
    expect(leadMessage("min", "en", { name: "x", label: "Name", type: "text" }, 2)).toBe(
      "The Name field must be at least 2 characters",
    );
  });

  it("names each refused field once, in the form's order, unknown fields last", () => {
    const validator = leadValidatorOf(testDrive);
    const values = { nick: "x", consent: false, model: "z", first_name: "" };
    const outcome = validator.validate(values);
    const errors = outcome.ok ? [] : outcome.errors;
    expect(leadErrors(errors, testDrive, "ar", values).map((e) => [e.field, e.rule])).toEqual([
      ["first_name", "required"],
      ["phone", "required"],
      ["model", "in"],
      ["consent", "required"],
      ["nick", "unknown"],
    ]);
  });

  it("checks phone numbers for their country beyond their E.164 shape", () => {
    expect(extraLeadChecks({ phone: "+971501234567" }, testDrive, "ar")).toEqual([]);
    expect(extraLeadChecks({ phone: "+971000000000" }, testDrive, "ar")[0]).toMatchObject({
      field: "phone",
      rule: "phone",
    });
  });

  it("fills {{placeholders}} as plain text", () => {
    expect(
      fillPlaceholders(
        "مرحباً {{first_name}} ({{form}}) {{missing}}",
        { first_name: "<b>سارة</b>" },
        { form: "تجربة" },
      ),
    ).toBe("مرحباً <b>سارة</b> (تجربة) ");
  });

  it("is checked the same way by the browser's module and the server, whatever the values", async () => {
    const validator = leadValidatorOf(testDrive);
    const inBrowser = await browserValidator(validator.moduleCode);
    const text = fc.oneof(
      fc.string({ maxLength: 14 }),
      fc.constantFrom("", " ", "<b>x</b>", "a<b", "+971501234567", "2026-02-30", "a@b.co", "x"),
    );
    const value = fc.oneof(text, fc.boolean(), fc.array(text, { maxLength: 3 }), fc.integer());
    const values = fc.dictionary(
      fc.constantFrom(
        "first_name",
        "email",
        "phone",
        "model",
        "extras",
        "consent",
        "files",
        "day",
        "menaTabs",
        "other",
      ),
      value,
    );
    fc.assert(
      fc.property(values, (v) => {
        const server = validator.validate(structuredClone(v));
        const browser = inBrowser(structuredClone(v));
        expect(browser).toBe(server.ok);
        const errors = (inBrowser as unknown as { errors?: ErrorObject[] }).errors ?? [];
        if (!server.ok)
          expect(leadErrors(errors, testDrive, "ar", v)).toEqual(
            leadErrors(server.errors, testDrive, "ar", v),
          );
      }),
      { numRuns: 500 },
    );
  });
});
