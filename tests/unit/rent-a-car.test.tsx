import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../generated/blocks.ts";
import catalogue from "../../generated/catalogue.json" with { type: "json" };
import { examplesOf } from "../../runtime/demo/examples.ts";
import { prepared, problems, render } from "../helpers/block-render.tsx";

type Raw = { template: string; fields: Record<string, unknown>; groups: unknown[] };
const KEY = "lrdx-rent-a-car";
const example = (): Raw => structuredClone(examplesOf(KEY)[0]) as Raw;

interface Tr {
  [k: string]: string;
}
const tr = (raw: Raw): Tr => raw.fields.block_translations as Tr;

describe("Rent a Car: schema", () => {
  it("is an island of priority 11 with at most 4 groups (002 §9.1)", () => {
    expect(blockRegistry[KEY].isIsland).toBe(true);
    const entry = catalogue.data.find((t) => t.attributes.key === KEY);
    expect(entry?.attributes.list_priority).toBe(11);
    expect(entry?.attributes.max_field_groups).toBe(4);
    const raw = example();
    raw.groups = [...raw.groups, ...raw.groups, raw.groups[0]];
    expect(problems(raw).map((p) => p.pointer)).toContain("/groups");
  });

  it("carries the §9.7 defaults and the §8 texts", () => {
    const block = prepared({ template: KEY, fields: {}, groups: [] });
    const f: Record<string, unknown> = Object.fromEntries(Object.entries(block.fields));
    expect(f.additional_json).toEqual({
      allow_different_dropoff: true,
      allow_custom_pickup: false,
      allow_custom_dropoff: false,
      distance_unit: "km",
      datepicker_disabled_days: [0],
      date: {
        locale: "en-US",
        options: { weekday: "short", year: "numeric", month: "short", day: "numeric" },
      },
    });
    expect(f.ty_heading).toBe("Thank you!");
    expect(f.ty_disclaimer).toBe("Your inquiry has been sent. We will contact you soon.");
    expect(f.ty_button_label).toBe("Back to website");
    expect(f.error_heading).toBe("Oops! Something went wrong.");
    expect(f.error_disclaimer).toBe("Your inquiry has not been sent. Please try again.");
    const t = f.block_translations as Tr;
    expect(t.distance_text).toBe("($1 km away)");
    expect(t.price_from).toBe("Price from $1/day");
    expect(t.reserve_title).toBe("RESERVE $1");
    expect(t.confirm).toBe("CONFIRM");
    expect(t.contact_title).toBe("CONTACT DETAILS");
    expect(t.summary_title).toBe("Your booking details");
    expect(t.send).toBe("Send inquiry");
    expect(t.tooltip).toBe(
      "Begin by selecting your location and pick-up/drop-off dates, then choose a vehicle.",
    );
  });

  it("checks the sub-schemas: a weekday past Saturday, a controller of no kind, a price with decimals", () => {
    const raw = example();
    (
      raw.fields.additional_json as { datepicker_disabled_days: number[] }
    ).datepicker_disabled_days = [7];
    expect(problems(raw).map((p) => p.pointer)).toContain(
      "/fields/additional_json/datepicker_disabled_days/0",
    );
    const bad = example();
    const sub = (
      bad.groups[0] as {
        data_json: { items: { subitems: { controller: unknown; price: number }[] }[] };
      }
    ).data_json.items[0]?.subitems[0];
    if (!sub) throw new Error("the example has no extras");
    sub.controller = { type: "slider" };
    sub.price = 12.5;
    const pointers = problems(bad).map((p) => p.pointer);
    expect(pointers.some((p) => p.endsWith("/controller"))).toBe(true);
    expect(pointers.some((p) => p.endsWith("/price"))).toBe(true);
  });
});

describe("Rent a Car: the server's first view", () => {
  it("renders places, dates and every car in Arabic, choosing disabled under the tooltip", async () => {
    const raw = example();
    const html = await render(prepared(raw));
    const t = tr(raw);
    expect(html).toContain(String(raw.fields.heading));
    for (const text of [
      t.locations_title,
      t.pick_up_label,
      t.dates_title,
      t.choose_dates,
      t.vehicles_title,
      t.continue,
    ])
      expect(html).toContain(text);
    expect(html).toContain(t.different_dropoff_label);
    // Each question is a fieldset with its legend.
    const page = html.slice(0, html.indexOf("<dialog"));
    expect(page.match(/<fieldset/g)?.length).toBe(4);
    expect(page.match(/<legend/g)?.length).toBe(4);
    // Every location is offered at pick-up, and the custom address (allowed by the example).
    const locations = (raw.fields.locations_json as { locations_list: { point_name: string }[] })
      .locations_list;
    for (const l of locations) expect(html).toContain(l.point_name);
    expect(html).toContain(`<option value="custom">${t.custom_address_option}</option>`);
    // 'All' first, then each nameplate once.
    const chips = [
      ...html.matchAll(/class="rent-a-car__chip" aria-pressed="(true|false)">([^<]+)</g),
    ].map((m) => [m[1], m[2]]);
    expect(chips).toEqual([
      ["true", t.all],
      ["false", "ديفندر"],
      ["false", "ديسكفري"],
      ["false", "رينج روفر"],
    ]);
    // Every car, its daily price from the site's formatter (minor units: 14300 is 143), isolated.
    const cars = (raw.fields.vehicles_json as { vehicles_list: { display_name: string }[] })
      .vehicles_list;
    expect(html.match(/class="rent-a-car__card"/g)).toHaveLength(cars.length);
    expect(html).toContain(t.price_on_request);
    expect(html).toMatch(/السعر من <bdi class="price">[^<]*143[^<]*<\/bdi> في اليوم/);
    expect(html).toMatch(/متوفرة في <bdi>2<\/bdi> مواقع/);
    // The tooltip until places and dates are chosen; choosing is described by it and disabled.
    expect(html).toContain(t.tooltip);
    expect(html.match(/aria-disabled="true" aria-describedby="[^"]+-tooltip"/g)).toHaveLength(
      cars.length,
    );
    expect(html).toMatch(/<button type="button" class="cta cta--primary cta--medium" disabled="">/);
    // The overlay is drawn closed, its steps and outcomes in it, each hidden until shown.
    expect(html).toMatch(/<dialog class="block-dialog rent-a-car__overlay"/);
    expect(html.match(/<div class="rent-a-car__extras" hidden="">/g)).toHaveLength(
      raw.groups.length,
    );
    expect(html).toMatch(/<div class="rent-a-car__contact" hidden="">/);
    expect(html).toMatch(
      new RegExp(
        `<div class="rent-a-car__outcome" hidden=""><h3[^>]*>${String(raw.fields.ty_heading)}</h3>`,
      ),
    );
    expect(html).toContain(String(raw.fields.error_disclaimer));
    // No control of a later step is in the page's first form: no contact form, no summary.
    expect(html).not.toContain("lead-form");
    expect(html).not.toContain("rent-a-car__summary");
  });

  it("leaves out the drop-off checkbox and the custom address when additional_json forbids them", async () => {
    const raw = example();
    raw.fields.additional_json = {
      ...(raw.fields.additional_json as object),
      allow_different_dropoff: false,
      allow_custom_pickup: false,
    };
    const html = await render(prepared(raw));
    expect(html).not.toContain(tr(raw).different_dropoff_label);
    expect(html).not.toContain('value="custom"');
  });

  it("says so when no car is listed, and renders without a heading", async () => {
    const raw = example();
    raw.fields.vehicles_json = { vehicles_list: [] };
    raw.fields.heading = "";
    const html = await render(prepared(raw));
    expect(html).toContain(tr(raw).no_vehicles);
    expect(html).not.toContain("rent-a-car__title");
  });
});
