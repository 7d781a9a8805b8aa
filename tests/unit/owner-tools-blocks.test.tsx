import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../generated/blocks.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { prepared, problems, render } from "../helpers/block-render.tsx";

type Raw = { template: string; fields: Record<string, unknown>; groups: unknown[] };
const example = (key: string): Raw => structuredClone(examplesOf(key)[0]) as Raw;
/** A block's fields once prepared (defaults filled), by name. */
const fieldsOf = (raw: Raw): Record<string, unknown> =>
  Object.fromEntries(Object.entries(prepared(raw).fields));
const text = (raw: Raw, field: string): string => String(raw.fields[field]);

const MU = "lrdx-map-update";
const LVC = "lrdx-local-vin-checker";

/** The HTML of the step `n` (1–3) of a rendered Map Update wizard, with its opening tag. */
function stepHtml(html: string, n: number): string {
  const steps = html.split('<div class="map-update__step"').slice(1);
  return steps[n - 1] ?? "";
}

describe("Map Update wizard block", () => {
  it("is an island in the catalogue", () => {
    expect(blockRegistry[MU].isIsland).toBe(true);
  });

  it("renders step 1 on the server: the breadcrumb with step 1 current, the boxes, the VIN field; steps 2 and 3 present but hidden", async () => {
    const raw = example(MU);
    const html = await render(prepared(raw));
    expect(html).toContain(text(raw, "main_title"));
    for (const n of [1, 2, 3]) expect(html).toContain(text(raw, `breadCrumb_${n}`));
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    const one = stepHtml(html, 1);
    expect(one.startsWith(">")).toBe(true);
    expect(one).toContain(text(raw, "step_1_title"));
    for (const n of [1, 2, 3, 4]) {
      expect(one).toContain(text(raw, `step_1_box_${n}_text`));
      expect(one).toContain(text(raw, `step_1_box_${n}_tooltip`));
    }
    expect(one).toContain(text(raw, "step_1_input_label"));
    expect(one).toMatch(/<input(?=[^>]*name="vin")(?=[^>]*dir="ltr")/);
    expect(one).toContain('href="/ar/retailer-locator"');
    // The error texts are in the first HTML, hidden until the machine shows one.
    expect(one).toContain(`<span hidden="">${text(raw, "step_1_error_text")}</span>`);
    expect(stepHtml(html, 2).startsWith(' hidden="">')).toBe(true);
    expect(stepHtml(html, 2)).toContain(text(raw, "step_2_terms_checkbox_text"));
    expect(stepHtml(html, 3).startsWith(' hidden="">')).toBe(true);
    expect(stepHtml(html, 3)).toContain(text(raw, "step_3_main_title"));
    // The live region says nothing until the step changes.
    expect(html).toMatch(/role="status" aria-live="polite"><\/p>/);
    // Nothing of the load failure yet.
    expect(html).not.toContain("map-update__failed");
  });

  it("leaves out the information boxes without text, and their list when none has any", async () => {
    const raw = example(MU);
    raw.fields.step_1_box_2_text = "";
    const two = await render(prepared(raw));
    expect(two.match(/class="map-update__box"/g)).toHaveLength(3);
    for (const n of [1, 2, 3, 4]) raw.fields[`step_1_box_${n}_text`] = "";
    expect(await render(prepared(raw))).not.toContain("map-update__boxes");
  });

  it("fills an added block from the spec's texts (002 §5.1, §8)", () => {
    const fields = fieldsOf({ template: MU, fields: {}, groups: [] });
    expect(fields.step_1_error_text).toBe(
      "VIN not recognised. Please check you have entered your VIN correctly or try again later.",
    );
    expect(fields.step_3_main_title).toBe("DOWNLOAD SUCCESSFUL?");
    expect(fields.step_3_vehicle_update_text).toBe("UPDATE NEW VEHICLE");
    expect(fields.step_2_download_maps).toBe("DOWNLOAD MAPS");
  });

  it("refuses a map file address that is not a safe URL and a text over its limit", () => {
    const unsafe = example(MU);
    unsafe.fields.map_download_url = "javascript:alert(1)";
    expect(problems(unsafe).map((p) => p.pointer)).toContain("/fields/map_download_url");
    const long = example(MU);
    long.fields.breadCrumb_1 = "خ".repeat(61);
    expect(problems(long).map((p) => p.pointer)).toContain("/fields/breadCrumb_1");
    expect(problems(example(MU))).toEqual([]);
  });
});

describe("Local VIN Checker block", () => {
  it("is an island in the catalogue", () => {
    expect(blockRegistry[LVC].isIsland).toBe(true);
  });

  it("renders the title, paragraph and VIN field on the server, every response hidden in its live region", async () => {
    const raw = example(LVC);
    const html = await render(prepared(raw));
    expect(html).toContain(text(raw, "section_title"));
    expect(html).toContain(text(raw, "section_paragraph"));
    expect(html).toContain(text(raw, "label_text"));
    expect(html).toMatch(/<input(?=[^>]*name="vin")(?=[^>]*dir="ltr")/);
    expect(html).toContain('role="status" aria-live="polite"');
    for (const [kind, field] of [
      ["invalid", "invalid_text"],
      ["positive", "response_positive"],
      ["negative", "response_negative"],
    ] as const)
      expect(html).toContain(
        `<p class="vin-checker__response vin-checker__response--${kind}" hidden="">${text(raw, field)}</p>`,
      );
    expect(html).not.toContain("vin-checker__response--failed");
  });

  it("writes {phone} as a left-to-right tel: link", async () => {
    const raw = example(LVC);
    raw.fields.response_positive = "اتصل على {phone} لحجز موعد.";
    raw.fields.service_phone = "+971 4 123 4567";
    const html = await render(prepared(raw));
    expect(html).toContain(
      'اتصل على <a href="tel:+97141234567" class="vin-checker__phone"><bdi dir="ltr">+971 4 123 4567</bdi></a> لحجز موعد.',
    );
  });

  it("fills an added block from the spec's negative response and refuses a phone with letters", () => {
    const fields = fieldsOf({ template: LVC, fields: {}, groups: [] });
    expect(fields.response_negative).toBe("Your vehicle is NOT the affected vehicle.");
    const bad = example(LVC);
    bad.fields.service_phone = "call us";
    expect(problems(bad).map((p) => p.pointer)).toContain("/fields/service_phone");
  });
});
