import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockComponents } from "../../generated/block-components.ts";
import type { AnyBlock, BlockTemplateKey } from "../../generated/types.ts";
import { settingsDefaults } from "../../generated/validate.ts";
import { prepareBlock, preparePageBlocks } from "../../runtime/core/prepare-blocks.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import { examplesOf } from "../../runtime/demo/showcase.ts";
import {
  DYNAMIC_VALUE_EVENT,
  type DynamicValueDetail,
  MENA_TABS_FIELD,
  sendTabToForm,
  tabIdOf,
  tabIndexFromHash,
  tabKeyTarget,
  withDynamicValue,
} from "../../site/blocks/ExpandedEntryForm/tabs.ts";
import { offerHiddenFields } from "../../site/blocks/OffersToCrm/brands.ts";
import { FormsContext, type PageForms } from "../../site/forms/forms-context.ts";
import { PriceContext, priceContextValue } from "../../site/ui/price.tsx";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";

/** A block as the server prepares it (defaults filled, HTML sanitised). */
function prepared(raw: unknown): AnyBlock {
  const p = prepareBlock(structuredClone(raw), 0);
  if (p.kind === "error") throw new Error(JSON.stringify(p.problems));
  return p.block;
}

function example(key: BlockTemplateKey, index = 0): AnyBlock {
  const block = examplesOf(key)[index];
  if (!block) throw new Error(`${key} has no example ${index}`);
  return prepared(block);
}

/** The block's server HTML, in the Arabic site context (and a price context when given). */
async function render(block: AnyBlock, wrap: (node: ReactNode) => ReactNode = (n) => n) {
  const { default: Component } = await blockComponents[block.template as BlockTemplateKey]();
  const Render = Component as (props: { block: AnyBlock; index: number }) => ReactNode;
  return renderToString(
    createElement(
      SiteContext.Provider,
      { value: defaultSiteContext },
      wrap(createElement(Render, { block, index: 0 })),
    ),
  );
}

/** Every opening tag of `html` carrying `attribute`, as attribute maps (entities decoded). */
function tagsWith(html: string, attribute: string): Record<string, string>[] {
  const decode = (v: string) =>
    v
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
  return [...html.matchAll(/<([a-z]+)\s([^>]*)>/g)]
    .map(([, tag, attrs]) => {
      const map: Record<string, string> = { "": tag ?? "" };
      for (const m of (attrs ?? "").matchAll(/([\w:-]+)(?:="([^"]*)")?/g))
        if (m[1]) map[m[1]] = decode(m[2] ?? "");
      return map;
    })
    .filter((m) => attribute in m);
}

/** The one form slot of the HTML. */
function slotOf(html: string): Record<string, string> {
  const slots = tagsWith(html, "data-lead-form");
  expect(slots).toHaveLength(1);
  return slots[0] ?? {};
}

const json = (text: string | undefined): unknown => JSON.parse(text ?? "null");

describe("Expanded Entry Form", () => {
  it("renders a tab list with the first tab chosen, each tab tied to its panel, one in the Tab order", async () => {
    const html = await render(example("lrdx-expanded-entry-form"));
    const [list] = tagsWith(html, "role").filter((t) => t.role === "tablist");
    expect(list?.["aria-label"]).toBe("خيارات الطلب");
    // top_tabs_limit 3 of the example: three tabs a row, two on phones.
    expect(list?.style).toContain("--tabs-per-row:3");
    expect(list?.style).toContain("--tabs-per-row-phone:2");
    const tabs = tagsWith(html, "role").filter((t) => t.role === "tab");
    const panels = tagsWith(html, "role").filter((t) => t.role === "tabpanel");
    expect(tabs).toHaveLength(4);
    expect(panels).toHaveLength(4);
    expect(tabs.map((t) => t["aria-selected"])).toEqual(["true", "false", "false", "false"]);
    expect(tabs.map((t) => t.tabindex)).toEqual(["0", "-1", "-1", "-1"]);
    tabs.forEach((tab, i) => {
      const panel = panels[i];
      expect(tab[""]).toBe("button");
      expect(tab["aria-controls"]).toBe(panel?.id);
      expect(panel?.["aria-labelledby"]).toBe(tab.id);
    });
    expect(panels.map((p) => "hidden" in p)).toEqual([false, true, true, true]);
    // Each tab's own horizontal padding (tab_x_padding; the last one's is 16).
    expect(tabs.map((t) => t.style)).toEqual([
      "padding-inline:22px",
      "padding-inline:22px",
      "padding-inline:22px",
      "padding-inline:16px",
    ]);
    for (const label of ["حجز صيانة", "تجربة قيادة", "الضمان الممتد", "عروض رمضان"])
      expect(html).toContain(label);
  });

  it("gives the form the first tab's id as additionalData.menaTabs, with the block's form settings", async () => {
    const slot = slotOf(await render(example("lrdx-expanded-entry-form")));
    expect(json(slot["data-dynamic-values"])).toEqual({ [MENA_TABS_FIELD]: "service" });
    expect(slot["data-form-id"]).toBe("3");
    expect(slot["data-two-columns"]).toBe("true");
    expect(json(slot["data-hidden-fields"])).toEqual({
      source: "website",
      campaign: "service-2026",
    });
    expect(json(slot["data-location-mapping"])).toEqual({
      "DXB-01": "1",
      "AUH-02": "2",
    });
  });

  it("names a tab without an id by its position: tab-1 reaches the form", async () => {
    const slot = slotOf(await render(example("lrdx-expanded-entry-form", 1)));
    expect(json(slot["data-dynamic-values"])).toEqual({ [MENA_TABS_FIELD]: "tab-1" });
    expect(tabIdOf("", 1)).toBe("tab-2");
    expect(tabIdOf(" warranty ", 0)).toBe("warranty");
  });

  it("finds the tab an address hash names", () => {
    const ids = ["service", "test-drive", "warranty", "warranty"];
    expect(tabIndexFromHash("#warranty", ids)).toBe(2);
    expect(tabIndexFromHash("test-drive", ids)).toBe(1);
    expect(tabIndexFromHash("#test%2Ddrive", ids)).toBe(1);
    expect(tabIndexFromHash("#rdx-service", ids)).toBeNull();
    expect(tabIndexFromHash("#", ids)).toBeNull();
    expect(tabIndexFromHash("", ids)).toBeNull();
    expect(tabIndexFromHash("#%E0%A4%A", ids)).toBeNull();
  });

  it("moves along the reading direction with the arrows, wrapping, and to the ends with Home/End", () => {
    // Right to left, the left arrow goes on to the next tab.
    expect(tabKeyTarget("ArrowLeft", 0, 4, true)).toBe(1);
    expect(tabKeyTarget("ArrowRight", 0, 4, true)).toBe(3);
    expect(tabKeyTarget("ArrowLeft", 3, 4, true)).toBe(0);
    expect(tabKeyTarget("ArrowRight", 0, 4, false)).toBe(1);
    expect(tabKeyTarget("ArrowLeft", 0, 4, false)).toBe(3);
    expect(tabKeyTarget("Home", 2, 4, true)).toBe(0);
    expect(tabKeyTarget("End", 0, 4, true)).toBe(3);
    expect(tabKeyTarget("ArrowDown", 0, 4, true)).toBeNull();
    expect(tabKeyTarget("Enter", 0, 4, true)).toBeNull();
  });

  it("hands a chosen tab to the form: the slot's dynamic values and a lead-form:dynamic event", () => {
    const dataset: Record<string, string> = {
      dynamicValues: JSON.stringify({ [MENA_TABS_FIELD]: "service", other: "kept" }),
    };
    const target = new EventTarget();
    const slot = Object.assign(target, { dataset }) as unknown as HTMLElement;
    const seen: DynamicValueDetail[] = [];
    target.addEventListener(DYNAMIC_VALUE_EVENT, (e) =>
      seen.push((e as CustomEvent<DynamicValueDetail>).detail),
    );
    sendTabToForm(slot, "warranty");
    expect(json(dataset.dynamicValues)).toEqual({ [MENA_TABS_FIELD]: "warranty", other: "kept" });
    expect(seen).toEqual([{ name: MENA_TABS_FIELD, value: "warranty" }]);
    expect(withDynamicValue("not json", MENA_TABS_FIELD, "x")).toBe(
      JSON.stringify({ [MENA_TABS_FIELD]: "x" }),
    );
  });
});

describe("Extended Warranty", () => {
  it("shows the catalogue's starting prices in AED in a table with a caption and headers", async () => {
    const html = await render(
      prepared({ template: "lrdx-extended-warranty", fields: {}, groups: [] }),
    );
    expect(html).toContain(
      '<caption class="extended-warranty__caption">أسعار الضمان الممتد</caption>',
    );
    expect(html).toMatch(/<th scope="col">فئة المركبة<\/th><th scope="col">السعر يبدأ من<\/th>/);
    const rows = [
      ...html.matchAll(
        /<th scope="row">([^<]+)<\/th><td[^>]*><bdi class="price">([^<]+)<\/bdi> ([^<]+)<\/td>/g,
      ),
    ].map(([, name, price, currency]) => [name, price, currency]);
    expect(rows).toEqual([
      ["سيارة رياضية متعددة الاستخدامات مدمجة", "4,200", "درهم"],
      ["سيارة رياضية مدمجة", "4,500", "درهم"],
      ["سيارة للطرق الوعرة", "5,500", "درهم"],
      ["سيارة رياضية متعددة الاستخدامات كبيرة", "6,100", "درهم"],
      ["سيارة رياضية فاخرة صغيرة", "5,000", "درهم"],
      ["سيارة رياضية فاخرة متوسطة", "5,700", "درهم"],
      ["سيارة رياضية فاخرة بطابع رياضي", "6,300", "درهم"],
      ["الطراز الرائد", "7,600", "درهم"],
    ]);
    const slot = slotOf(html);
    expect(slot["data-form-id"]).toBe("1");
  });

  it("writes the prices in the site's digits and separator, skips rows without a class, and sends its hidden fields", async () => {
    const block = prepared({
      template: "lrdx-extended-warranty",
      fields: {
        form_id: "3",
        form_hidden_field_mapping: { interest: "extended-warranty" },
        table_content: {
          currency: "د.إ",
          rows: [
            { vehicle_class: "ديفندر", price: 12500 },
            { vehicle_class: " ", price: 1 },
          ],
        },
      },
      groups: [],
    });
    const settings = mergeSettings(settingsDefaults, [
      { key: "price.digits", value: "arabic-indic" },
      { key: "price.currency_delimiter", value: "٬" },
    ]);
    const html = await render(block, (node) =>
      createElement(PriceContext.Provider, { value: priceContextValue(settings) }, node),
    );
    expect(html).toContain('<bdi class="price">١٢٬٥٠٠</bdi> د.إ');
    expect(html.match(/scope="row"/g)).toHaveLength(1);
    const slot = slotOf(html);
    expect(slot["data-form-id"]).toBe("3");
    expect(json(slot["data-hidden-fields"])).toEqual({ interest: "extended-warranty" });
  });
});

describe("Offers to CRM", () => {
  it("sends the category and the ticked brands as hidden fields for the CRM", async () => {
    const slot = slotOf(await render(example("lrdx-offers-to-crm")));
    expect(json(slot["data-hidden-fields"])).toEqual({
      category: "new-vehicles",
      brands: "range-rover,defender",
    });
    expect(slot["data-form-id"]).toBe("3");
    expect(slot["data-two-columns"]).toBe("true");
    expect(slot["data-button-position"]).toBe("center");
  });

  it("sends every brand in a fixed order, and none as an empty list", () => {
    const fieldsOf = (fields: Record<string, unknown>) => {
      const block = prepared({ template: "lrdx-offers-to-crm", fields, groups: [] });
      if (block.template !== "lrdx-offers-to-crm") throw new Error("not an Offers to CRM block");
      return block.fields;
    };
    expect(offerHiddenFields(fieldsOf({ category: " service ", brand_jaguar: true }))).toEqual({
      category: "service",
      brands: "jaguar",
    });
    const all = fieldsOf({
      brand_jaguar: true,
      brand_discovery: true,
      brand_defender: true,
      brand_range_rover: true,
    });
    expect(offerHiddenFields(all).brands).toBe("range-rover,defender,discovery,jaguar");
    expect(offerHiddenFields(fieldsOf({}))).toEqual({ category: "", brands: "" });
  });

  it("keeps its error box hidden while the form is there, with the default Arabic texts", async () => {
    const html = await render(prepared({ template: "lrdx-offers-to-crm", fields: {}, groups: [] }));
    const [error] = tagsWith(html, "data-lead-form-error");
    expect(error).toBeDefined();
    expect("hidden" in (error ?? {})).toBe(true);
    expect(html).toContain("تعذّر تحميل النموذج. يرجى المحاولة مرة أخرى.");
    expect(html).toContain("حاول مرة أخرى");
    expect(slotOf(html)["data-button-position"]).toBe("right");
  });

  it("shows its error text and a link to load the page again when the server has no such form", async () => {
    const block = example("lrdx-offers-to-crm");
    // The page's forms as the server read them: form 3 is not a public form.
    const forms: PageForms = { views: { "3": null }, Form: () => null };
    const html = await render(block, (node) =>
      createElement(FormsContext.Provider, { value: forms }, node),
    );
    const [error] = tagsWith(html, "data-lead-form-error");
    expect("hidden" in (error ?? {})).toBe(false);
    expect(html).toMatch(
      /عذراً، لم نتمكن من عرض النموذج الآن.<\/p><a class="[^"]*" href="">أعد المحاولة<\/a>/,
    );
    expect(tagsWith(html, "data-lead-form")).toEqual([]);
  });
});

describe("Single Offer", () => {
  it("is anchored at its hash and sends its hidden fields with the lead", async () => {
    const html = await render(example("lrdx-single-offer"));
    expect(html).toMatch(/<article class="single-offer" id="defender-summer">/);
    expect(html).toContain("ديفندر 110 مع خدمة مجانية لخمس سنوات");
    const slot = slotOf(html);
    expect(json(slot["data-hidden-fields"])).toEqual({
      offer_code: "DEF-110-SUMMER",
      model: "defender-110",
    });
    expect(slot["data-form-id"]).toBe("2");
    expect(slot["data-two-columns"]).toBe("true");
  });

  it("has no id without a hash", async () => {
    const html = await render(example("lrdx-single-offer", 1));
    expect(html).toMatch(/<article class="single-offer">/);
  });

  it("is left out of the page outside its offer schedule, from 00:00:01 Dubai time on its first day", () => {
    const offer = examplesOf("lrdx-single-offer")[0];
    const settings = mergeSettings(settingsDefaults, [
      { key: "general.site_timezone", value: "Asia/Dubai" },
    ]);
    const shownAt = (iso: string) => {
      const [p] = preparePageBlocks([structuredClone(offer)], { settings, now: new Date(iso) });
      if (p?.kind !== "block") throw new Error("the example did not prepare");
      return !p.isScheduledOut;
    };
    // 2026-06-01 00:00:00 in Dubai (UTC+4) is 2026-05-31T20:00:00Z.
    expect(shownAt("2026-05-31T20:00:00Z")).toBe(false);
    expect(shownAt("2026-05-31T20:00:01Z")).toBe(true);
    expect(shownAt("2026-07-15T12:00:00Z")).toBe(true);
    expect(shownAt("2026-08-31T19:59:59Z")).toBe(true);
    expect(shownAt("2026-08-31T20:00:00Z")).toBe(false);
  });
});
