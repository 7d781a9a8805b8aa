import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { uploadProblem } from "../../editor/media/media-api.ts";
import { BlockForm } from "../../editor/widgets/block-form.tsx";
import { jsonParseError } from "../../editor/widgets/json-parse-error.ts";
import { internalLinkSuggestions } from "../../editor/widgets/link-field.tsx";
import {
  parseJsonValues,
  SchemaForm,
  stringifyJsonValues,
} from "../../editor/widgets/schema-form.tsx";
import { validateBlockValue } from "../../editor/widgets/validation.ts";
import { blockRegistry } from "../../generated/blocks.ts";
import { blockFormSchemas, settingsFormSchemas } from "../../generated/form-schemas.ts";
import type { BlockTemplateKey } from "../../generated/types.ts";
import { settingsUiSchemas } from "../../generated/ui-schema.ts";
import { labelForPointer, problemsFromAjv } from "../../runtime/core/validation-messages.ts";

/* The editor's forms rendered on the server (no DOM library is installed): what a user sees first. */

const root = path.resolve(import.meta.dirname, "../..");
const templates = Object.keys(blockRegistry) as BlockTemplateKey[];

interface Example {
  fields?: Record<string, unknown>;
  groups?: Record<string, unknown>[];
}

function examplesOf(key: string): Example[] {
  const file = path.join(root, "schemas/blocks", `${key}.schema.json`);
  const json = JSON.parse(readFileSync(file, "utf8")) as { examples?: Example[] };
  return json.examples ?? [];
}

/** The forms service's forms as the editor has read them (GET /forms), for form selects. */
const formNames = ["طلب تجربة قيادة", "طلب كتيّب", "تواصل معنا"];
function withForms(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(["forms"], {
    data: formNames.map((name, i) => ({ id: String(i + 1), type: "form", attributes: { name } })),
  });
  return client;
}

const render = (
  key: BlockTemplateKey,
  value: Example,
  extra: Partial<Parameters<typeof BlockForm>[0]> = {},
) =>
  renderToString(
    <QueryClientProvider client={withForms()}>
      <BlockForm
        template={key}
        value={{ fields: value.fields ?? {}, groups: value.groups ?? [] }}
        onChange={() => undefined}
        {...extra}
      />
    </QueryClientProvider>,
  );

/** The visible text of some HTML, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("block forms", () => {
  it("every block schema file has examples and a registry entry", () => {
    const files = readdirSync(path.join(root, "schemas/blocks")).filter((f) =>
      f.endsWith(".schema.json"),
    );
    expect(files.map((f) => f.replace(".schema.json", "")).sort()).toEqual([...templates].sort());
  });

  it.each(templates)(
    "%s renders each of its examples, right to left, with Arabic labels",
    (key) => {
      const examples = examplesOf(key);
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) {
        const html = render(key, example);
        expect(html).toContain('dir="rtl"');
        // Every field's Arabic title appears as a label or legend.
        const props = blockFormSchemas[key].properties?.fields;
        const titles = Object.values((typeof props === "object" && props.properties) || {}).map(
          (s) => (typeof s === "object" ? s.title : undefined),
        );
        for (const title of titles) if (title) expect(text(html)).toContain(title);
        expect(validateBlockValue(key, example), `${key} example is valid`).toEqual([]);
      }
    },
  );

  it("renders an empty block of every template", () => {
    for (const key of templates) expect(() => render(key, {})).not.toThrow();
  });

  it("the Select widget shows the options' Arabic names", () => {
    const html = render("lrdx-hotspots-container", { fields: { side_box_color: "dark-theme" } });
    for (const name of ["أبيض", "فاتح", "داكن"]) expect(html).toContain(`>${name}</option>`);
    // The chosen option is the one selected.
    expect(html).toMatch(/<select[^>]*>[\s\S]*<option value="2" selected="">داكن<\/option>/);
  });

  it("a searchable Select is a combobox with its list of Arabic names (the forms service's forms)", () => {
    const html = render("lrdx-form-component", { fields: { form_id: "2" } });
    expect(html).toContain('role="combobox"');
    expect(html).toContain('value="طلب كتيّب (2)"');
    for (const name of formNames) expect(html).toContain(name);
    expect(render("lrdx-form-component", { fields: { form_id: "9" } })).toContain("9 (غير موجود)");
  });

  it("the group add button is enabled under the cap and disabled at it, with the note", () => {
    const key = "lrdx-sign-post";
    const max = blockRegistry[key].maxFieldGroups ?? 0;
    expect(max).toBe(12);
    const under = render(key, { groups: [{ heading: "أ" }] });
    expect(under).toMatch(/<button type="button" class="wf-button"[^>]*>إضافة مجموعة<\/button>/);
    expect(under).not.toMatch(/disabled=""[^>]*>إضافة مجموعة/);
    expect(text(under)).not.toContain("الحد الأقصى 12 مجموعة");

    const full = render(key, {
      groups: Array.from({ length: max }, (_, i) => ({ heading: `بطاقة ${i + 1}` })),
    });
    expect(full).toMatch(/<button[^>]*disabled=""[^>]*>إضافة مجموعة<\/button>/);
    expect(text(full)).toContain("الحد الأقصى 12 مجموعة");
    expect(text(full)).toContain("المجموعة 12");
    expect(full).toContain("تحريك لأعلى");
    expect(full).toContain('aria-label="حذف المجموعة 1"');
  });

  it("a block without groups shows no groups list", () => {
    const html = render("lrdx-quote", {});
    expect(text(html)).not.toContain("إضافة مجموعة");
    expect(text(html)).not.toContain("المجموعات");
  });

  it("the Icon widget draws the theme's icons as a radio group", () => {
    const html = render("lrdx-sign-post", { fields: { header_icon: "car" } });
    expect(html).toContain('role="radiogroup"');
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*checked=""[^>]*value="car"/);
    expect(html).toContain("icon--car");
    expect(html).toContain("سيارة");
  });

  it("the Image field shows the thumbnail, the picker button, the alt text and the sizes", () => {
    const [example] = examplesOf("lrdx-hotspots-container");
    const html = render("lrdx-hotspots-container", example ?? {});
    expect(html).toContain('src="/api/v2/images/30004/w/320.jpg"');
    expect(html).toContain("تغيير الصورة");
    expect(html).toContain('value="ديفندر 110 متوقفة في الصحراء عند الغروب"');
    expect(html).toContain("1600×900");
    const empty = render("lrdx-hotspots-container", { fields: { "rdx-image": undefined } });
    expect(text(empty)).toContain("اختر صورة");
  });

  it("the Link field shows the parts of its type", () => {
    const internal = render("lrdx-in-page-navigation", {
      fields: { link: { link_text: "احجز", type: "internal", url: "/models/defender" } },
    });
    expect(text(internal)).toContain("مسار الصفحة");
    expect(internal).toContain('value="/models/defender"');
    const form = render("lrdx-in-page-navigation", {
      fields: {
        link: {
          link_text: "احجز",
          type: "form",
          rdx_forms_form_id: "1",
          hidden_fields: { source: "home" },
        },
      },
    });
    expect(text(form)).toContain("رقم النموذج");
    expect(text(form)).toContain("الحقول المخفية");
    expect(form).toContain('value="source"');
    // The second link (the block's button) is still internal: one page path field, not two.
    expect(text(form).split("مسار الصفحة")).toHaveLength(2);
    expect(text(internal).split("مسار الصفحة")).toHaveLength(3);
  });

  it("the Json field is a nested form of its sub-schema (hotspots)", () => {
    const [example] = examplesOf("lrdx-hotspots-container");
    const html = render("lrdx-hotspots-container", example ?? {});
    expect(text(html)).toContain("النقاط التفاعلية");
    expect(text(html)).toContain("الموضع الأفقي");
    expect(html).toContain('value="الإطارات والعجلات"');
  });

  it("the DateRange field has two date inputs per period and flags a reversed period", () => {
    const html = render("lrdx-hero-title-banner", {
      fields: { offer_schedule: [{ start: "2025-03-10", end: "2025-03-01" }] },
    });
    expect(html.match(/type="date"/g)).toHaveLength(2);
    expect(text(html)).toContain("يجب ألا تكون البداية بعد النهاية");
    const problems = validateBlockValue("lrdx-hero-title-banner", {
      fields: { offer_schedule: [{ start: "2025-03-10", end: "2025-03-01" }] },
      groups: [],
    });
    expect(problems).toEqual([
      {
        pointer: "/fields/offer_schedule/0/end",
        message: "جدول العرض 1 — النهاية: يجب ألا تكون البداية بعد النهاية",
      },
    ]);
  });

  it("server errors appear on the fields they name", () => {
    const html = render(
      "lrdx-sign-post",
      { groups: [{ heading: "أ" }, { heading: "ب" }] },
      {
        serverErrors: [
          { pointer: "/fields/heading", rule: "maxLength", message: "يجب ألا يزيد عن 120 حرفاً" },
          { block: 0, pointer: "/groups/1/heading", rule: "required", message: "هذا الحقل مطلوب" },
        ],
      },
    );
    expect(text(html)).toContain("العنوان: يجب ألا يزيد عن 120 حرفاً");
    expect(text(html)).toContain("المجموعة 2 — عنوان البطاقة: هذا الحقل مطلوب");
    expect(text(html)).not.toContain("groups-");
  });

  it("read-only forms disable their controls", () => {
    const html = render("lrdx-quote", { fields: { quote: "نص" } }, { readOnly: true });
    expect(html).toMatch(/<textarea[^>]*readOnly=""/i);
  });
});

describe("block forms of a page in another language", () => {
  /** The attributes of the text input or area with this id suffix. */
  const control = (html: string, field: string) =>
    new RegExp(`<(?:input|textarea)[^>]*id="[^"]*fields_${field}"[^>]*>`).exec(html)?.[0] ?? "";

  it("types an English page's empty text fields left to right, in English; labels stay Arabic", () => {
    const html = render("lrdx-snippet", { fields: { heading: "" } }, { contentLang: "en" });
    const heading = control(html, "heading");
    expect(heading).toContain('dir="ltr"');
    expect(heading).toContain('lang="en"');
    expect(html).toContain('class="wf-form wf-block-form" dir="rtl" lang="ar"');
  });

  it("suggests the internal links of the page's language, site-relative", () => {
    const pages = [
      { path: "index", lang: "ar" },
      { path: "models/defender", lang: "ar" },
      { path: "index", lang: "en" },
      { path: "about", lang: "en" },
    ];
    expect(internalLinkSuggestions(pages, "en")).toEqual(["/", "/about"]);
    expect(internalLinkSuggestions(pages, "ar")).toEqual(["/", "/models/defender"]);
    expect(internalLinkSuggestions(pages, null)).toEqual(["/", "/models/defender", "/about"]);
  });

  it("lets what is typed decide once a field has text, and keeps Arabic pages right to left", () => {
    const written = render("lrdx-snippet", { fields: { heading: "مرحبا" } }, { contentLang: "en" });
    expect(control(written, "heading")).toContain('dir="auto"');
    const arabic = render("lrdx-snippet", { fields: { heading: "" } }, { contentLang: "ar" });
    expect(control(arabic, "heading")).toContain('dir="rtl"');
    expect(control(arabic, "heading")).toContain('lang="ar"');
    const hebrew = render("lrdx-snippet", { fields: { heading: "" } }, { contentLang: "he" });
    expect(control(hebrew, "heading")).toContain('dir="rtl"');
    // Without a page language (older callers) every field is dir="auto".
    expect(control(render("lrdx-snippet", { fields: { heading: "" } }), "heading")).toContain(
      'dir="auto"',
    );
  });
});

describe("Arabic validation messages", () => {
  it("maps the generated validator's errors to the field's label and rule", () => {
    const problems = validateBlockValue("lrdx-sign-post", {
      fields: { heading: "ع".repeat(400), "col-numbers": 9 },
      groups: [{ heading: "ب".repeat(500) }],
    });
    const byPointer = Object.fromEntries(problems.map((p) => [p.pointer, p.message]));
    const headingMax = blockFormSchemas["lrdx-sign-post"].properties?.fields;
    expect(headingMax).toBeTruthy();
    expect(byPointer["/fields/heading"]).toMatch(/^العنوان: يجب ألا يزيد عن \d+ حرفاً$/);
    expect(byPointer["/fields/col-numbers"]).toMatch(/^.+: يجب ألا تزيد القيمة عن \d+$/);
    expect(byPointer["/groups/0/heading"]).toBe(
      "المجموعة 1 — عنوان البطاقة: يجب ألا يزيد عن 200 حرفاً",
    );
  });

  it("says which rule failed for each Ajv keyword", () => {
    const schema = blockFormSchemas["lrdx-hotspots-container"];
    const problems = problemsFromAjv(
      [
        { instancePath: "/fields/heading", keyword: "maxLength", params: { limit: 120 } },
        {
          instancePath: "/fields/hotspots/0",
          keyword: "required",
          params: { missingProperty: "label" },
        },
        { instancePath: "/fields/block_scroll_id", keyword: "pattern", params: {} },
        { instancePath: "/groups", keyword: "maxItems", params: { limit: 20 } },
        { instancePath: "/fields", keyword: "allOf", params: {} },
      ],
      schema,
    );
    expect(problems).toEqual([
      { pointer: "/fields/heading", message: "العنوان: يجب ألا يزيد عن 120 حرفاً" },
      {
        pointer: "/fields/hotspots/0/label",
        message: "النقاط التفاعلية 1 — الاسم: هذا الحقل مطلوب",
      },
      { pointer: "/fields/block_scroll_id", message: "معرّف التمرير: الصيغة غير صحيحة" },
      { pointer: "/groups", message: "المجموعات: الحد الأقصى 20 عنصر" },
    ]);
    expect(labelForPointer(schema, "/groups/2/heading")).toBe("المجموعة 3 — العنوان");
  });

  it("a block form value with an unknown field is refused by name", () => {
    const problems = validateBlockValue("lrdx-quote", { fields: { colour: "red" }, groups: [] });
    // Reported on the unknown property itself, in Arabic, naming it.
    const unknown = problems.find((p) => p.pointer === "/fields/colour");
    expect(unknown?.message).toMatch(/حقل غير معروف: colour$/);
  });
});

describe("form schemas", () => {
  it("have no $ref and compile with RJSF's Ajv validator", () => {
    const validator = customizeValidator();
    for (const schema of [
      ...Object.values(blockFormSchemas),
      ...Object.values(settingsFormSchemas),
    ]) {
      expect(JSON.stringify(schema)).not.toContain("$ref");
      expect(validator.rawValidation(schema, {}).validationError).toBeUndefined();
    }
  });
});

describe("settings form", () => {
  it("renders a namespace with its Arabic labels and a submit button", () => {
    const html = renderToString(
      <SchemaForm
        schema={settingsFormSchemas.general ?? {}}
        uiSchema={settingsUiSchemas.general}
        formData={{
          "general.app_name": "الوكيل",
          "general.footer.content.top_footer": JSON.stringify([
            { rows: [{ heading: "روابط", items: [{ label: "من نحن", url: "/about" }] }] },
          ]),
        }}
        onSubmit={() => undefined}
        submitLabel="حفظ الإعدادات"
      />,
    );
    expect(text(html)).toContain("اسم الموقع");
    expect(html).toContain('value="الوكيل"');
    expect(text(html)).toContain("أعمدة التذييل");
    expect(html).toContain('value="من نحن"');
    expect(text(html)).toContain("حفظ الإعدادات");
  });

  it("parses JSON-string values on the way in and writes strings on the way out", () => {
    const keys = ["general.footer.content.top_footer"];
    const { values, broken } = parseJsonValues(
      { "general.footer.content.top_footer": '[{"heading":"أ","items":[]}]' },
      keys,
    );
    expect(values["general.footer.content.top_footer"]).toEqual([{ heading: "أ", items: [] }]);
    expect(broken).toEqual([]);
    expect(stringifyJsonValues(values, keys)["general.footer.content.top_footer"]).toBe(
      '[{"heading":"أ","items":[]}]',
    );
    expect(parseJsonValues({ "general.footer.content.top_footer": "{" }, keys).broken).toEqual(
      keys,
    );
  });

  it("reports where JSON stops parsing, in Arabic", () => {
    expect(jsonParseError('{"a": 1}')).toBeNull();
    expect(jsonParseError('{"a": }')).toMatch(/^صيغة JSON غير صحيحة/);
  });
});

describe("media uploads", () => {
  it("refuses non-images and files over 10 MiB before sending, in Arabic", () => {
    expect(uploadProblem({ name: "a.jpg", type: "image/jpeg", size: 1000 })).toBeNull();
    expect(uploadProblem({ name: "a.pdf", type: "application/pdf", size: 1000 })).toContain(
      "ليس صورة",
    );
    expect(uploadProblem({ name: "big.png", type: "image/png", size: 11 * 1024 * 1024 })).toContain(
      "الحد الأقصى 10 ميغابايت",
    );
  });
});
