import { describe, expect, it } from "vitest";
import {
  type ConfigEntryLike,
  calculatorInput,
  configFor,
  financeOptions,
  financeSections,
  modalContent,
  validContentItem,
  validContentItems,
} from "../../runtime/core/stock/showroom-content.ts";
import type { VehiclePrice } from "../../runtime/core/stock/showroom-prices.ts";

const calculator = {
  type: "calculator",
  config: { fields: { calc_header: "احسب" }, groups: [{ finance_product_input: "{}" }] },
};
const table = { type: "finance_options_table", title: "باقات الاشتراك" };
const html = (text: string) => ({ type: "html", html: `<p>${text}</p>` });

describe("showroom content items", () => {
  it("html needs a non-empty trimmed html string", () => {
    expect(validContentItem(html("نقداً"))).toEqual({
      type: "html",
      title: "",
      html: "<p>نقداً</p>",
    });
    expect(validContentItem({ type: "html", content: " <p>نص</p> " })).toMatchObject({
      html: "<p>نص</p>",
    });
    expect(validContentItem({ type: "html", html: "   " })).toBeNull();
    expect(validContentItem({ type: "html", html: 5 })).toBeNull();
    expect(validContentItem({ type: "html" })).toBeNull();
  });

  it("calculator needs config.fields and config.groups", () => {
    expect(validContentItem(calculator)?.type).toBe("calculator");
    expect(validContentItem({ type: "calculator", config: { fields: {} } })).toBeNull();
    expect(validContentItem({ type: "calculator", config: { groups: [] } })).toBeNull();
    expect(validContentItem({ type: "calculator" })).toBeNull();
  });

  it("finance_options_table is always valid", () => {
    expect(validContentItem({ type: "finance_options_table" })).toEqual({
      type: "finance_options_table",
      title: "",
      options: [],
    });
  });

  it("form needs form.fields.form_id", () => {
    expect(validContentItem({ type: "form", form: { fields: { form_id: 12 } } })).toEqual({
      type: "form",
      title: "",
      formId: "12",
    });
    expect(validContentItem({ type: "form", form: { fields: {} } })).toBeNull();
    expect(validContentItem({ type: "form", form: {} })).toBeNull();
  });

  it("drops other types and anything that is not an item", () => {
    expect(
      validContentItems([html("أ"), { type: "video", url: "x" }, null, "html", 3, html("ب")]),
    ).toHaveLength(2);
    expect(validContentItems("not a list")).toEqual([]);
  });

  it("finance options keep only those with a label", () => {
    expect(
      financeOptions([
        { label: "12 شهراً", duration: 12, mileage: "15000" },
        { label: "  " },
        { duration: 24 },
      ]),
    ).toEqual([
      {
        label: "12 شهراً",
        description: "",
        details: [
          { key: "duration", value: "12" },
          { key: "mileage", value: "15000" },
        ],
      },
    ]);
  });

  it("modal items named title and title_bottom, the rest content", () => {
    expect(
      modalContent([
        { name: "title", type: "html", html: "العنوان" },
        { name: "title_bottom", type: "html", html: "أسفل" },
        html("المحتوى"),
        { type: "nothing" },
      ]),
    ).toEqual({
      title: "العنوان",
      titleBottom: "أسفل",
      content: [{ type: "html", title: "", html: "<p>المحتوى</p>" }],
    });
  });
});

const entry = (
  config_type: string,
  data: Record<string, unknown>,
  vehicle_state = "",
): ConfigEntryLike => ({ attributes: { config_type, vehicle_state, data } });

const price = (type: VehiclePrice["type"], hidden = false): VehiclePrice => ({
  type,
  label: "",
  value: "",
  value_raw: 1000,
  oldPrice: "",
  old_price_raw: null,
  hiddenFromVisitors: hidden,
});

describe("config selection", () => {
  it("takes the vehicle state's entry, else the one for every state", () => {
    const all = entry("cash", { title: "للجميع" });
    const used = entry("cash", { title: "مستعمل" }, "used");
    expect(configFor([all, used], "cash", "used")).toBe(used);
    expect(configFor([all, used], "cash", "new")).toBe(all);
    expect(configFor([used], "cash", "new")).toBeNull();
    expect(configFor([all], "lease", "new")).toBeNull();
  });
});

describe("finance sections", () => {
  const configs = [
    entry("cash", { accordion_content: [html("ادفع نقداً")] }),
    entry("lease", {
      accordion_content: [html("التأجير"), calculator],
      popup_content: [html("تفاصيل التأجير")],
    }),
    entry("subscription", {
      accordion_content: [html("اشترك"), table, { ...table, title: "مكرر" }],
      popup_content: [table],
      finance_options: [{ label: "6 أشهر" }, { label: "" }, { label: "12 شهراً" }],
    }),
    entry("additional", { accordion_content: [html("معلومات"), { type: "bad" }] }),
  ];
  const all = [price("purchase"), price("lease"), price("subscribe")];

  it("cash needs a purchase price", () => {
    expect(financeSections(configs, "new", { list: all }).cash?.accordion).toHaveLength(1);
    expect(financeSections(configs, "new", { list: [price("lease")] }).cash).toBeNull();
  });

  it("lease accordion: a visible lease price and a calculator item", () => {
    const shown = financeSections(configs, "new", { list: all });
    expect(shown.leaseAccordion?.accordion.map((i) => i.type)).toEqual(["html", "calculator"]);
    expect(calculatorInput(shown)).toBe("{}");
    const hidden = financeSections(configs, "new", {
      list: [price("purchase"), price("lease", true)],
    });
    expect(hidden.leaseAccordion).toBeNull();
    const noCalculator = financeSections(
      [entry("lease", { accordion_content: [html("بلا حاسبة")] })],
      "new",
      { list: all },
    );
    expect(noCalculator.leaseAccordion).toBeNull();
  });

  it("lease popup: only a lease price, hidden or not", () => {
    const hidden = financeSections(configs, "new", { list: [price("lease", true)] });
    expect(hidden.leasePopup?.popup).toHaveLength(1);
    expect(financeSections(configs, "new", { list: [price("purchase")] }).leasePopup).toBeNull();
  });

  it("subscription: the options table filled with the labelled options, once", () => {
    const sub = financeSections(configs, "new", { list: all }).subscription;
    const tables = [...(sub?.accordion ?? []), ...(sub?.popup ?? [])].filter(
      (i) => i.type === "finance_options_table",
    );
    expect(tables).toHaveLength(1);
    const first = tables[0];
    expect(first?.type === "finance_options_table" && first.options.map((o) => o.label)).toEqual([
      "6 أشهر",
      "12 شهراً",
    ]);
    expect(sub?.accordion.map((i) => i.type)).toEqual(["html", "finance_options_table"]);
  });

  it("subscription reads the options its table item carries when the config has none", () => {
    const inTable = [
      entry("subscription", {
        accordion_content: [
          { type: "finance_options_table", finance_options: [{ label: "شهر" }, { label: "" }] },
        ],
      }),
    ];
    const sub = financeSections(inTable, "used", { list: all }).subscription;
    const item = sub?.accordion[0];
    expect(item?.type === "finance_options_table" && item.options.map((o) => o.label)).toEqual([
      "شهر",
    ]);
  });

  it("subscription needs the subscribe price, a table item and labelled options", () => {
    expect(financeSections(configs, "new", { list: [price("purchase")] }).subscription).toBeNull();
    const noTable = [
      entry("subscription", { accordion_content: [html("x")], finance_options: [{ label: "أ" }] }),
    ];
    expect(financeSections(noTable, "new", { list: all }).subscription).toBeNull();
    const noLabels = [
      entry("subscription", { accordion_content: [table], finance_options: [{ label: " " }] }),
    ];
    expect(financeSections(noLabels, "new", { list: all }).subscription).toBeNull();
  });

  it("additional content with its valid items", () => {
    expect(financeSections(configs, "new", { list: [] }).additional?.accordion).toHaveLength(1);
    expect(
      financeSections([entry("additional", { accordion_content: [] })], "new", { list: [] })
        .additional,
    ).toBeNull();
  });
});
