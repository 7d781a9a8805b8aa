import { isValidPhoneNumber } from "libphonenumber-js/min";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FormField } from "../../generated/types.ts";
import { DEFAULT_FILE_SIZE_KB } from "../../runtime/core/form-schema.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { formIdsOf } from "../../runtime/features/forms/page-data.ts";
import type { PageDataBlock } from "../../runtime/ssr/page-data.ts";
import { fieldId, idPrefixOf } from "../../site/forms/field-ids.ts";
import { FormSlot, FormViews, type LeadFormSlotProps } from "../../site/forms/form-slot.tsx";
import {
  buildLeadFormView,
  FILE_SIZE_KB,
  locationLabel,
  messagesLangOf,
} from "../../site/forms/form-view.ts";
import { FormsContext } from "../../site/forms/forms-context.ts";
import { LeadForm } from "../../site/forms/lead-form.tsx";
import {
  filterCountries,
  gaClientIdOf,
  initialValues,
  leadValues,
  newSubmissionKey,
  normalizeField,
  prefillFromUrl,
  problemMessage,
  serverErrors,
  thankYouOf,
} from "../../site/forms/lead-values.ts";
import { countryInfo, countryList, splitNumber, toE164 } from "../../site/forms/phone-data.ts";
import { leadFormTexts } from "../../site/forms/texts.ts";
import { translator } from "../../site/i18n/index.ts";

const f = (field: Partial<FormField> & Pick<FormField, "name" | "type">): FormField =>
  normalizeField({ label: field.name, ...field });

const texts = leadFormTexts(translator("ar"));

describe("a field and the values a form starts with", () => {
  it("fills a stored field's missing properties with the schema's defaults", () => {
    expect(normalizeField({ name: "email", type: "text", label: "البريد" })).toEqual({
      name: "email",
      type: "text",
      label: "البريد",
      required: false,
      rules: {},
      options: [],
      source: "",
      format: "",
      verify_email: false,
      placeholder: "",
      help: "",
      width: "half",
      default: "",
      accept: ["application/pdf", "image/jpeg", "image/png"],
      default_country: "AE",
    });
  });

  it("starts hidden fields from the block, dynamic ones from the block's values, lists as lists", () => {
    const fields = [
      f({ name: "model", type: "hidden", default: "defender" }),
      f({ name: "campaign", type: "hidden", default: "none" }),
      f({ name: "additionalData.menaTabs", type: "dynamic" }),
      f({ name: "consent", type: "checkbox", default: "true" }),
      f({
        name: "topics",
        type: "checkbox",
        default: "a, x, b",
        options: [
          { value: "a", label: "أ" },
          { value: "b", label: "ب" },
        ],
      }),
      f({ name: "size", type: "select", default: "xl", options: [{ value: "m", label: "M" }] }),
      f({ name: "cv", type: "file" }),
    ];
    expect(
      initialValues(fields, {
        hiddenFields: { campaign: "ramadan" },
        dynamicValues: { "additionalData.menaTabs": "tab-2" },
      }),
    ).toEqual({
      model: "defender",
      campaign: "ramadan",
      "additionalData.menaTabs": "tab-2",
      consent: true,
      topics: ["a", "b"],
      size: "",
      cv: [],
    });
  });
});

describe("pre-filling from the page's URL", () => {
  const fields = [
    f({ name: "lead_source", type: "text" }),
    f({ name: "model", type: "select", options: [{ value: "defender", label: "ديفندر" }] }),
    f({ name: "preferred_location", type: "select", source: "locations" }),
    f({ name: "date", type: "date" }),
  ];

  it("form_params_mapping fills each field its parameter names, when the field can take the value", () => {
    expect(
      prefillFromUrl(fields, "?utm_source=instagram&model=defender&date=2026-12-01&x=1", {
        paramsMapping: { utm_source: "lead_source", model: "model", date: "date", x: "missing" },
      }),
    ).toEqual({ lead_source: "instagram", model: "defender", date: "2026-12-01" });
    expect(
      prefillFromUrl(fields, "?model=unknown&date=tomorrow", {
        paramsMapping: { model: "model", date: "date" },
      }),
    ).toEqual({});
  });

  it("a location parameter goes through form_location_mapping to a location the select offers", () => {
    const mappings = {
      locationParamsMapping: { retailer: "preferred_location" },
      locationMapping: { "DXB-01": "1", "AUH-02": "2" },
    };
    expect(prefillFromUrl(fields, "?retailer=DXB-01", mappings, ["1", "2", "3"])).toEqual({
      preferred_location: "1",
    });
    // A location id itself is taken; an id nobody maps and no location has is left out.
    expect(prefillFromUrl(fields, "?retailer=3", mappings, ["1", "2", "3"])).toEqual({
      preferred_location: "3",
    });
    expect(prefillFromUrl(fields, "?retailer=SHJ-03", mappings, ["1", "2", "3"])).toEqual({});
  });
});

describe("the values a lead sends", () => {
  const fields = [
    f({ name: "first_name", type: "text", required: true }),
    f({ name: "notes", type: "textarea" }),
    f({ name: "phone", type: "phone" }),
    f({ name: "cv", type: "file" }),
    f({ name: "consent", type: "checkbox" }),
    f({ name: "topics", type: "checkbox", options: [{ value: "a", label: "أ" }] }),
    f({ name: "ga", type: "ga_client_id" }),
  ];

  it("trims typed text, leaves empty texts out, and takes phones, files and the GA id from the page", () => {
    expect(
      leadValues(
        fields,
        { first_name: "  سارة ", notes: "   ", phone: "050", consent: false, topics: ["a"] },
        {
          phone: () => "+971501234567",
          files: (name) => (name === "cv" ? ["f1"] : []),
          gaClientId: "123.456",
        },
      ),
    ).toEqual({
      first_name: "سارة",
      phone: "+971501234567",
      cv: ["f1"],
      consent: false,
      topics: ["a"],
      ga: "123.456",
    });
  });

  it("reads the Google Analytics client id from the _ga cookie", () => {
    expect(gaClientIdOf("a=1; _ga=GA1.2.1234567890.1700000000; b=2")).toBe("1234567890.1700000000");
    expect(gaClientIdOf("_gid=GA1.2.1.2")).toBe("");
    expect(gaClientIdOf("_ga=garbage")).toBe("");
  });

  it("makes submission keys the server accepts", () => {
    const key = newSubmissionKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newSubmissionKey()).not.toBe(key);
  });
});

describe("what the server's answers mean", () => {
  it("puts a 422's messages on their fields (pointers decoded) and the rest on the form", () => {
    const body = {
      errors: [
        {
          status: "422",
          code: "max",
          detail: "تم تجاوز الحد الأقصى لعدد الأحرف",
          source: { pointer: "/data/attributes/values/first_name" },
        },
        {
          status: "422",
          code: "required",
          detail: "حقل الحالة مطلوب",
          source: { pointer: "/data/attributes/values/a~1b" },
        },
        {
          status: "422",
          code: "max",
          detail: "ثانية",
          source: { pointer: "/data/attributes/values/first_name" },
        },
        { status: "422", code: "captcha", detail: "أكّد أنك لست روبوتاً", source: {} },
      ],
      details: [],
    };
    expect(serverErrors(body, ["first_name", "a/b"])).toEqual({
      byField: { first_name: "تم تجاوز الحد الأقصى لعدد الأحرف", "a/b": "حقل الحالة مطلوب" },
      general: ["أكّد أنك لست روبوتاً"],
    });
    // A Problem body without JSON:API errors: its details, else its message.
    expect(
      serverErrors(
        { details: [{ pointer: "/data/attributes/values/x", rule: "max", message: "طويل" }] },
        ["x"],
      ),
    ).toEqual({ byField: { x: "طويل" }, general: [] });
    expect(serverErrors({ message: "تعذّر" }, [])).toEqual({ byField: {}, general: ["تعذّر"] });
  });

  it("reads an upload's refusal from its detail, else its message", () => {
    expect(
      problemMessage({
        message: "file: too large",
        details: [{ pointer: "/file", rule: "size", message: "يجب أن يكون حجم ملف السيرة أقل" }],
      }),
    ).toBe("يجب أن يكون حجم ملف السيرة أقل");
    expect(problemMessage({ message: "نوع غير مقبول" })).toBe("نوع غير مقبول");
    expect(problemMessage(null)).toBe("");
  });

  it("follows a thank-you page only to this site or an https address", () => {
    const fallback = { title: "شكراً", message: "تم" };
    const answer = (thanks: unknown) => ({ data: { attributes: { thank_you: thanks } } });
    expect(thankYouOf(answer({ type: "page", page_url: "/ar/thank-you" }), fallback)).toEqual({
      type: "page",
      title: "شكراً",
      message: "تم",
      pageUrl: "/ar/thank-you",
    });
    for (const unsafe of ["javascript:alert(1)", "//evil.example", "http://x.example"])
      expect(thankYouOf(answer({ type: "page", page_url: unsafe }), fallback).type).toBe("message");
    expect(thankYouOf(answer({ type: "message", title: "مرحباً" }), fallback)).toMatchObject({
      type: "message",
      title: "مرحباً",
      message: "تم",
    });
  });
});

describe("the phone field", () => {
  it("writes a nationally typed number in E.164 for its country", () => {
    expect(toE164("050 123 4567", "SA")).toBe("+966501234567");
    expect(toE164("٠٥٠١٢٣٤٥٦٧", "AE")).toBe("+971501234567");
    expect(toE164("+20 10 1234 5678", "AE")).toBe("+201012345678");
    expect(toE164("0020 10 1234 5678", "AE")).toBe("+201012345678");
    expect(toE164("", "AE")).toBe("");
    // Too short to be a number: sent as it reads, and the form's check refuses it.
    expect(isValidPhoneNumber(toE164("12", "AE"))).toBe(false);
    expect(toE164("12", "AE")).not.toBe("");
  });

  it("splits a pre-filled E.164 number into its country and national digits", () => {
    expect(splitNumber("+966501234567", "AE")).toEqual({ country: "SA", national: "501234567" });
  });

  it("names countries in the page's language with their dialling codes, and finds them as typed", () => {
    expect(countryInfo("EG", "ar")).toEqual({ code: "EG", dialCode: "20", name: "مصر" });
    expect(countryInfo("ZZ", "ar").code).toBe("AE");
    const list = countryList("ar");
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((c) => c.code === "SA")?.dialCode).toBe("966");
    expect(filterCountries(list, "السعودية").map((c) => c.code)).toEqual(["SA"]);
    // Hamza forms search alike; codes and dialling codes find their country too.
    expect(filterCountries(list, "الامارات").map((c) => c.code)).toContain("AE");
    expect(filterCountries(list, "+971").map((c) => c.code)).toEqual(["AE"]);
    expect(filterCountries(list, "eg").map((c) => c.code)).toEqual(["EG"]);
    expect(filterCountries(list, "لا توجد دولة")).toEqual([]);
  });
});

describe("the form's view", () => {
  it("keeps the file size default of the server's rules", () => {
    expect(FILE_SIZE_KB).toBe(DEFAULT_FILE_SIZE_KB);
  });

  it("writes the messages in Arabic or English, and locations with their city", () => {
    expect(messagesLangOf("ar")).toBe("ar");
    expect(messagesLangOf("en")).toBe("en");
    expect(messagesLangOf("he", "ar")).toBe("ar");
    expect(messagesLangOf("he")).toBe("en");
    expect(locationLabel({ name: "المعرض الرئيسي", city: "دبي" })).toBe("المعرض الرئيسي - دبي");
    expect(locationLabel({ name: "معرض دبي", city: "دبي" })).toBe("معرض دبي");
  });

  it("holds the form's fields with their defaults, its locations, phone countries and file hints", () => {
    const view = buildLeadFormView({
      formId: "7",
      form: {
        layout: "double_column",
        submit_label: "",
        captcha: true,
        fields: [
          { name: "phone", type: "phone", label: "الهاتف", default_country: "SA" },
          {
            name: "cv",
            type: "file",
            label: "السيرة",
            accept: ["application/pdf"],
            rules: { size: 2048 },
          },
        ],
      },
      locations: [{ id: 3, attributes: { name: "معرض الشارقة", city: "الشارقة" } }],
      lang: "ar",
      texts,
      country: (code) => countryInfo(code, "ar"),
    });
    expect(view.layout).toBe("double_column");
    expect(view.submitLabel).toBe("إرسال");
    expect(view.hasCaptcha).toBe(true);
    expect(view.locations).toEqual([{ id: "3", label: "معرض الشارقة" }]);
    expect(view.phones.phone).toMatchObject({ code: "SA", dialCode: "966" });
    expect(view.fileHints.cv).toContain("PDF");
    expect(view.fields[1]?.rules.size).toBe(2048);
  });
});

describe("the form on the server", () => {
  const view = buildLeadFormView({
    formId: "9",
    form: {
      layout: "double_column",
      submit_label: "أرسل",
      fields: [
        {
          name: "first_name",
          type: "text",
          label: "الاسم الأول",
          required: true,
          help: "كما في الهوية",
        },
        { name: "notes", type: "textarea", label: "ملاحظات", width: "full" },
        {
          name: "topic",
          type: "radio",
          label: "الموضوع",
          required: true,
          options: [
            { value: "sales", label: "المبيعات" },
            { value: "service", label: "الصيانة" },
          ],
        },
        { name: "model", type: "hidden", label: "", default: "defender" },
      ],
    },
    locations: [],
    lang: "ar",
    texts,
    country: (code) => countryInfo(code, "ar"),
  });
  const forms = { views: { "9": view, "404": null }, Form: LeadForm };

  it("renders every visible field with its label, hint and required mark, hidden ones not at all", () => {
    const html = renderToString(
      <FormsContext.Provider value={forms}>
        <FormSlot formId="9" twoColumns hiddenFields={{ source: "web" }} buttonPosition="left" />
      </FormsContext.Provider>,
    );
    const prefix = /data-lead-form="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(prefix).toMatch(/^lf-/);
    const id = fieldId(prefix, "first_name");
    expect(html).toContain(`<label for="${id}" class="lead-form__label">الاسم الأول`);
    expect(html).toMatch(
      new RegExp(`<input id="${id}" required=""[^>]*aria-describedby="${id}-help"`),
    );
    expect(html).toContain('class="lead-form lead-form--two-columns lead-form--button-left"');
    expect(html).toContain("lead-form__field--full");
    expect(html).toContain("<legend");
    expect(html).toContain('<button type="submit"');
    // A hidden field is sent, not shown.
    expect(html.slice(0, html.indexOf("<script"))).not.toContain("defender");
    // The island's props are written beside the slot, the block's hidden fields with them.
    const json = new RegExp(`id="lead-form-props-${prefix}">([^<]*)</script>`).exec(html)?.[1];
    const props = JSON.parse(json ?? "null") as LeadFormSlotProps;
    expect(props.idPrefix).toBe(prefix);
    expect(props.hiddenFields).toEqual({ source: "web" });
    expect(props.formId).toBe("9");
    expect(props).not.toHaveProperty("view");
  });

  it("writes a form's view once on the page, however many slots show it", () => {
    const html = renderToString(
      <FormsContext.Provider value={forms}>
        <FormSlot formId="9" />
        <FormSlot formId="9" hiddenFields={{ source: "offer" }} />
        <FormViews views={forms.views} />
      </FormsContext.Provider>,
    );
    expect(html.match(/id="lead-form-props-/g)).toHaveLength(2);
    const views = [...html.matchAll(/id="lead-form-view-([^"]+)">([^<]*)<\/script>/g)];
    expect(views.map((m) => m[1])).toEqual(["9"]);
    expect(JSON.parse(views[0]?.[2] ?? "null")).toEqual(view);
    // The form's labels are in the page once per slot (its HTML), its definition once.
    expect(html.split('"label":"الاسم الأول"')).toHaveLength(2);
  });

  it("keeps the link to the modal form where the form is not read (or not public)", () => {
    for (const element of [
      <FormSlot key="none" formId="9" />,
      <FormsContext.Provider key="gone" value={forms}>
        <FormSlot formId="404" />
      </FormsContext.Provider>,
    ]) {
      const html = renderToString(element);
      expect(html).not.toContain("<form");
      expect(html).toMatch(/href="#form-(9|404)"/);
    }
  });

  it("finds the forms a page's blocks name, each once", () => {
    const raw = [
      { template: "lrdx-form-component", fields: { form_id: "1" } },
      { template: "lrdx-expanded-entry-form", fields: { form_id: "3" } },
      { template: "lrdx-form-component", fields: { form_id: "1" } },
      { template: "lrdx-html-box", fields: {} },
      null,
    ];
    // As the page route hands them over: prepared, the blocks that failed left out.
    const prepared = raw
      .map((block, index) => prepareBlock(block, index))
      .filter((p): p is PageDataBlock => p.kind === "block");
    expect(prepared).toHaveLength(4);
    expect(formIdsOf(prepared)).toEqual(["1", "3"]);
  });

  it("makes element ids from React's ids and field names", () => {
    expect(idPrefixOf("«R1a»")).toBe("lf-R1a");
    expect(idPrefixOf(":r0:")).toBe("lf-r0");
    expect(fieldId("lf-R1", "additionalData.menaTabs")).toBe("lf-R1-additionalData_menaTabs");
  });
});
