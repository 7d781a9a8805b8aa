import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../generated/blocks.ts";
import type { BlockInstanceMap, RangeCalculatorData } from "../../generated/types.ts";
import { validateRangeCalculatorData } from "../../generated/validate.ts";
import { EgressRefusedError } from "../../runtime/adapters/egress.ts";
import { SITE_DATA_DIR, siteJsonSource } from "../../runtime/adapters/site-json.ts";
import {
  estimateRangeKm,
  interpolate,
  KM_PER_MILE,
  type RangeDataResult,
  type RangeEngine,
  type RangeFilters,
  rangeCars,
  rangeDataOf,
  rangeDataProblems,
  rangeDefaults,
  rangeEngineCodesOf,
  rangeInUnit,
  rangeModelFor,
} from "../../runtime/core/range-calculator.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import {
  RANGE_DATA_FAILURE_TTL_MS,
  RANGE_DATA_TTL_MS,
  rangeDataLoader,
} from "../../runtime/features/range-calculator/page-data.ts";
import RangeCalculator from "../../site/blocks/RangeCalculator/index.tsx";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";
import { prepared } from "../helpers/block-render.tsx";
import { runLoader } from "../helpers/page-data.ts";

const KEY = "lrdx-range-calculator";
type Conditions = RangeCalculatorData["conditions"];

/** A small file whose figures are easy to follow by hand. */
const CONDITIONS: Conditions = {
  reference_temperature_c: 20,
  temperatures_c: [-10, 0, 10, 20, 30, 40],
  temperature_consumption: [
    { c: 40, factor: 1.1 },
    { c: -10, factor: 1.4 },
    { c: 0, factor: 1.2 },
    { c: 20, factor: 1 },
  ],
  hvac_kw: [
    { c: -10, kw: 4 },
    { c: 0, kw: 3 },
    { c: 20, kw: 0 },
    { c: 40, kw: 2 },
  ],
  environments: {
    combined: { factor: 1, speed_kmh: 50 },
    motorway: { factor: 1.25, speed_kmh: 100 },
    urban: { factor: 0.8, speed_kmh: 25 },
  },
  wheel_factor_per_inch: 0.02,
  occupant_factor: 0.01,
  preconditioning: { temperature_share: 0.5, hvac_share: 0.5 },
};
const ENGINE: RangeEngine = { wltp_km: 100, usable_kwh: 20 };
const WLTP: RangeFilters = {
  wheelInches: 19,
  smallestWheelInches: 19,
  temperatureC: 20,
  isClimateOn: false,
  isPreconditioningOn: false,
  environment: "combined",
  occupants: 1,
};

describe("the range model (runtime/core/range-calculator.ts)", () => {
  // Each row worked by hand: WLTP consumption 20/100 = 0.2 kWh/km; range = 20 / consumption.
  const rows: [string, Partial<RangeFilters>, number][] = [
    ["the WLTP conditions give the WLTP range", {}, 100],
    ["-10 °C, climate off: 100 / 1.4", { temperatureC: -10 }, 71],
    ["10 °C is halfway between 0 and 20: 100 / 1.1", { temperatureC: 10 }, 91],
    ["30 °C halfway to 40: 100 / 1.05", { temperatureC: 30 }, 95],
    ["beyond the table's end, flat: 100 / 1.1", { temperatureC: 50 }, 91],
    ["0 °C, climate on: 0.2·1.2 + 3/50 = 0.30 kWh/km", { temperatureC: 0, isClimateOn: true }, 67],
    [
      "0 °C, climate on, preconditioned: 0.2·1.1 + 0.03 = 0.25",
      { temperatureC: 0, isClimateOn: true, isPreconditioningOn: true },
      80,
    ],
    ["motorway: 100 / 1.25", { environment: "motorway" }, 80],
    ["urban: 100 / 0.8", { environment: "urban" }, 125],
    [
      "40 °C, climate on, urban: 0.2·1.1·0.8 + 2/25 = 0.256",
      { temperatureC: 40, isClimateOn: true, environment: "urban" },
      78,
    ],
    [
      "two inches more, three occupants: 100 / (1.04 · 1.02)",
      { wheelInches: 21, occupants: 3 },
      94,
    ],
    ["occupants are clamped to 1–5", { occupants: 9 }, 96],
    ["preconditioning keeps a factor below 1 as it is", { isPreconditioningOn: true }, 100],
  ];
  it.each(rows)("%s", (_, change, km) => {
    expect(rangeInUnit(estimateRangeKm(ENGINE, CONDITIONS, { ...WLTP, ...change }), "km")).toBe(km);
  });

  it("writes miles as km / 1.609344, rounded", () => {
    expect(KM_PER_MILE).toBe(1.609344);
    expect(rangeInUnit(100, "mile")).toBe(62);
    expect(rangeInUnit(113, "mile")).toBe(70);
    expect(rangeInUnit(112.4, "km")).toBe(112);
  });

  it("interpolates linearly between points, sorted or not, flat beyond the ends", () => {
    const table = [
      [10, 2],
      [0, 4],
    ] as const;
    expect(interpolate(table, 5)).toBe(3);
    expect(interpolate(table, -20)).toBe(4);
    expect(interpolate(table, 99)).toBe(2);
    expect(interpolate([], 5)).toBe(0);
  });

  it("defaults: the file's, else the WLTP conditions at the offered temperature nearest the reference", () => {
    expect(rangeDefaults(CONDITIONS)).toEqual({
      temperatureC: 20,
      isClimateOn: false,
      isPreconditioningOn: false,
      environment: "combined",
      occupants: 1,
    });
    expect(rangeDefaults({ ...CONDITIONS, temperatures_c: [15, 30, 24] }).temperatureC).toBe(24);
    expect(
      rangeDefaults({
        ...CONDITIONS,
        defaults: { temperature_c: 30, climate: true, environment: "urban", occupants: 2 },
      }),
    ).toEqual({
      temperatureC: 30,
      isClimateOn: true,
      isPreconditioningOn: false,
      environment: "urban",
      occupants: 2,
    });
  });

  it("names what the schema cannot: the reference point, a table falling as it gets colder, a default not offered", () => {
    const data = (conditions: Conditions): RangeCalculatorData => ({
      version: 1,
      conditions,
      engines: {},
    });
    expect(rangeDataProblems(data(CONDITIONS))).toEqual([]);
    expect(
      rangeDataProblems(
        data({
          ...CONDITIONS,
          temperature_consumption: [
            { c: -10, factor: 1.1 },
            { c: 0, factor: 1.2 },
            { c: 20, factor: 1 },
          ],
          hvac_kw: [{ c: 0, kw: 2 }],
          defaults: { temperature_c: 25 },
        }),
      ),
    ).toEqual([
      "temperature_consumption falls from 0 °C to the colder -10 °C",
      "hvac_kw has no point at the reference temperature 20 °C",
      "defaults.temperature_c 25 is not one of temperatures_c",
    ]);
  });
});

/** A file that satisfies the schema and rangeDataProblems: tables rising as it gets colder. */
const conditionsArb: fc.Arbitrary<Conditions> = fc
  .record({
    reference: fc.integer({ min: -5, max: 25 }),
    coldRises: fc.array(fc.double({ min: 0, max: 0.3, noNaN: true }), {
      minLength: 1,
      maxLength: 6,
    }),
    warm: fc.array(fc.double({ min: 0.9, max: 1.5, noNaN: true }), { maxLength: 4 }),
    hvacRises: fc.array(fc.double({ min: 0, max: 2, noNaN: true }), {
      minLength: 1,
      maxLength: 6,
    }),
    hvacAtReference: fc.double({ min: 0, max: 1, noNaN: true }),
    warmKw: fc.array(fc.double({ min: 0, max: 4, noNaN: true }), { maxLength: 4 }),
    envFactors: fc.tuple(
      fc.double({ min: 0.5, max: 1.5, noNaN: true }),
      fc.double({ min: 0.5, max: 1.5, noNaN: true }),
      fc.double({ min: 0.5, max: 1.5, noNaN: true }),
    ),
    speeds: fc.tuple(
      fc.integer({ min: 10, max: 130 }),
      fc.integer({ min: 10, max: 130 }),
      fc.integer({ min: 10, max: 130 }),
    ),
    wheel: fc.double({ min: 0, max: 0.1, noNaN: true }),
    occupant: fc.double({ min: 0, max: 0.05, noNaN: true }),
    shares: fc.tuple(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    ),
  })
  .map((a) => {
    let factor = 1;
    const cold = a.coldRises.map((rise, i) => {
      factor += rise;
      return { c: a.reference - 5 * (i + 1), factor };
    });
    let kw = a.hvacAtReference;
    const coldKw = a.hvacRises.map((rise, i) => {
      kw += rise;
      return { c: a.reference - 5 * (i + 1), kw };
    });
    const [combined, motorway, urban] = a.envFactors;
    const [s1, s2, s3] = a.speeds;
    return {
      reference_temperature_c: a.reference,
      temperatures_c: [a.reference],
      temperature_consumption: [
        { c: a.reference, factor: 1 },
        ...cold,
        ...a.warm.map((f, i) => ({ c: a.reference + 5 * (i + 1), factor: f })),
      ],
      hvac_kw: [
        { c: a.reference, kw: a.hvacAtReference },
        ...coldKw,
        ...a.warmKw.map((w, i) => ({ c: a.reference + 5 * (i + 1), kw: w })),
      ],
      environments: {
        combined: { factor: combined, speed_kmh: s1 },
        motorway: { factor: motorway, speed_kmh: s2 },
        urban: { factor: urban, speed_kmh: s3 },
      },
      wheel_factor_per_inch: a.wheel,
      occupant_factor: a.occupant,
      preconditioning: { temperature_share: a.shares[0], hvac_share: a.shares[1] },
    };
  });

const engineArb = fc.record({
  wltp_km: fc.double({ min: 20, max: 700, noNaN: true }),
  usable_kwh: fc.double({ min: 5, max: 120, noNaN: true }),
});
const filtersArb: fc.Arbitrary<RangeFilters> = fc.record({
  wheelInches: fc.integer({ min: 16, max: 24 }),
  smallestWheelInches: fc.constant(16),
  temperatureC: fc.integer({ min: -40, max: 55 }),
  isClimateOn: fc.boolean(),
  isPreconditioningOn: fc.boolean(),
  environment: fc.constantFrom("combined", "motorway", "urban"),
  occupants: fc.integer({ min: 1, max: 5 }),
});
const EPSILON = 1e-9;

describe("the range model's properties (fast-check)", () => {
  const range = (e: RangeEngine, c: Conditions, f: RangeFilters) => estimateRangeKm(e, c, f);

  it("generated files pass the server's own checks", () => {
    fc.assert(
      fc.property(conditionsArb, (c) => {
        expect(rangeDataProblems({ version: 1, conditions: c, engines: {} })).toEqual([]);
        expect(validateRangeCalculatorData({ version: 1, conditions: c, engines: {} })).toBe(true);
      }),
    );
  });

  it("colder never gives more range, at or below the reference temperature", () => {
    fc.assert(
      fc.property(
        conditionsArb,
        engineArb,
        filtersArb,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (c, e, f, a, b) => {
          const ref = c.reference_temperature_c;
          const colder = ref - Math.max(a, b);
          const warmer = ref - Math.min(a, b);
          expect(range(e, c, { ...f, temperatureC: colder })).toBeLessThanOrEqual(
            range(e, c, { ...f, temperatureC: warmer }) + EPSILON,
          );
        },
      ),
    );
  });

  it("more occupants and larger wheels never give more range", () => {
    fc.assert(
      fc.property(conditionsArb, engineArb, filtersArb, (c, e, f) => {
        for (let n = 1; n < 5; n++)
          expect(range(e, c, { ...f, occupants: n + 1 })).toBeLessThanOrEqual(
            range(e, c, { ...f, occupants: n }) + EPSILON,
          );
        for (let inches = 16; inches < 24; inches++)
          expect(range(e, c, { ...f, wheelInches: inches + 1 })).toBeLessThanOrEqual(
            range(e, c, { ...f, wheelInches: inches }) + EPSILON,
          );
      }),
    );
  });

  it("climate control on never gives more range; preconditioning never gives less", () => {
    fc.assert(
      fc.property(conditionsArb, engineArb, filtersArb, (c, e, f) => {
        expect(range(e, c, { ...f, isClimateOn: true })).toBeLessThanOrEqual(
          range(e, c, { ...f, isClimateOn: false }) + EPSILON,
        );
        expect(range(e, c, { ...f, isPreconditioningOn: true })).toBeGreaterThanOrEqual(
          range(e, c, { ...f, isPreconditioningOn: false }) - EPSILON,
        );
      }),
    );
  });

  it("the WLTP conditions give the WLTP range, and every range is positive and finite", () => {
    fc.assert(
      fc.property(conditionsArb, engineArb, filtersArb, (c, e, f) => {
        const wltpConditions = {
          ...c,
          environments: { ...c.environments, combined: { factor: 1, speed_kmh: 50 } },
        };
        const atWltp = range(e, wltpConditions, {
          ...WLTP,
          temperatureC: c.reference_temperature_c,
          smallestWheelInches: 19,
        });
        expect(atWltp).toBeCloseTo(e.wltp_km, 6);
        const any = range(e, c, f);
        expect(Number.isFinite(any) && any > 0).toBe(true);
        expect(rangeInUnit(any, "mile")).toBeLessThanOrEqual(rangeInUnit(any, "km"));
      }),
    );
  });
});

const DEMO_FILE = "range-calculator.json";
const demoData = (): unknown =>
  JSON.parse(readFileSync(path.join(SITE_DATA_DIR, DEMO_FILE), "utf8"));

type Raw = { template: string; fields: Record<string, unknown>; groups: unknown[] };
const example = (): Raw => structuredClone(examplesOf(KEY)[0]) as Raw;

function rangeBlock(raw: Raw): BlockInstanceMap[typeof KEY] {
  const block = prepared(raw);
  if (block.template !== KEY) throw new Error("not the Range Calculator");
  return block;
}

function demoModel(raw: Raw) {
  const data = demoData();
  if (!validateRangeCalculatorData(data)) throw new Error("the demo file is not the shape");
  return rangeModelFor(data, rangeEngineCodesOf(rangeBlock(raw)));
}

function render(raw: Raw, range?: RangeDataResult, digits?: string): string {
  const props = { block: rangeBlock(raw), index: 0, ...(range ? { range } : {}) };
  return renderToString(
    <SiteContext.Provider value={{ ...defaultSiteContext, ...(digits ? { digits } : {}) }}>
      <RangeCalculator {...props} />
    </SiteContext.Provider>,
  );
}

const ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩";
const toArabic = (n: number) => [...String(n)].map((d) => ARABIC_DIGITS[Number(d)]).join("");

describe("the demo's range data file", () => {
  it("has the shape, passes the model's checks and lists every engine the example's cars name", () => {
    const data = demoData();
    expect(validateRangeCalculatorData(data)).toBe(true);
    if (!validateRangeCalculatorData(data)) return;
    expect(rangeDataProblems(data)).toEqual([]);
    const codes = rangeEngineCodesOf(rangeBlock(example()));
    expect(codes.length).toBeGreaterThanOrEqual(5);
    for (const code of codes) expect(Object.keys(data.engines)).toContain(code);
  });
});

describe("Range Calculator block", () => {
  it("is an island asking the page route for its range data, at most 30 cars", () => {
    expect(blockRegistry[KEY].isIsland).toBe(true);
    expect(blockRegistry[KEY].pageData).toBe("range-data");
    expect(blockRegistry[KEY].maxFieldGroups).toBe(30);
  });

  it("renders the first car, every filter as a fieldset, the four help buttons and the range of the file's defaults", () => {
    const raw = example();
    const model = demoModel(raw);
    const html = render(raw, { status: "ok", model });
    const block = rangeBlock(raw);
    const first = block.groups[0];
    const car = rangeCars(block.groups, model)[0];
    if (!first || !car) throw new Error("the example has no car");
    expect(html).toContain(first.car_name);
    expect(html).toContain(first.car_description);
    const t = block.fields.translations;
    for (const legend of [
      t.wheel_size,
      t.outside_temperature,
      t.climate_control,
      t.preconditioning,
      t.driving_environment,
      t.occupants,
    ])
      expect(html).toContain(`<legend class="rng__legend">${legend}</legend>`);
    expect(html.match(/<fieldset/g)).toHaveLength(6);
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(4);
    expect(html.match(/<dialog/g)).toHaveLength(4);
    expect(html).toContain("العجلات الأكبر أثقل");
    const defaults = rangeDefaults(model.conditions);
    const engine = model.engines[car.engines[0]?.code ?? ""];
    const smallest = car.wheels[0]?.inches ?? 0;
    if (!engine) throw new Error("no engine");
    const km = rangeInUnit(
      estimateRangeKm(engine, model.conditions, {
        ...defaults,
        wheelInches: smallest,
        smallestWheelInches: smallest,
      }),
      "km",
    );
    expect(html).toContain(`data-range="${km}"`);
    expect(km).toBeLessThan(engine.wltp_km);
    // The file's defaults are checked: 30 °C and climate control on.
    expect(html).toMatch(
      /type="radio"[^>]*checked=""[^>]*\/><span class="rng__option-text"><span><bdi>30<\/bdi>°م/,
    );
  });

  it("writes the figures in the page's digits inside <bdi>, and in miles when asked", () => {
    const raw = example();
    const model = demoModel(raw);
    const ar = render(raw, { status: "ok", model }, ARABIC_DIGITS);
    const km = Number(/data-range="(\d+)"/.exec(ar)?.[1]);
    expect(ar).toContain(`<bdi class="rng__number">${toArabic(km)}</bdi>`);
    expect(ar).toContain(`<bdi>${toArabic(21)}</bdi> بوصة`);
    expect(ar).toContain(`<bdi>\u2212${toArabic(10)}</bdi>°م`);
    raw.fields.range_unit = "mile";
    const miles = render(raw, { status: "ok", model });
    const shown = Number(/data-range="(\d+)"/.exec(miles)?.[1]);
    // The miles are rounded from the unrounded km: within a mile of the km shown.
    expect(Math.abs(shown * KM_PER_MILE - km)).toBeLessThan(KM_PER_MILE);
    expect(miles).toContain('<span class="rng__unit">ميل</span>');
  });

  it("leaves out a car whose engines the file does not list, and hides a help button whose text is empty", () => {
    const raw = example();
    const model = demoModel(raw);
    const groups = raw.groups as { range_car_engines_mapper: { code: string }[] }[];
    if (groups[0])
      groups[0].range_car_engines_mapper = [{ code: "unknown" }].map((e) => ({
        ...e,
        label: "X",
      }));
    raw.fields.env_modal = "";
    const html = render(raw, { status: "ok", model });
    const names = [...html.matchAll(/<option value="\d+"[^>]*>([^<]+)<\/option>/g)].map(
      (m) => m[1],
    );
    expect(names).toHaveLength(4);
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(3);
  });

  it("shows error_msg and try_again_btn_label when the data failed or names none of its cars", () => {
    const raw = example();
    const f = rangeBlock(raw).fields;
    const failed = render(raw, { status: "failed" });
    expect(failed).toContain(`<p>${f.error_msg}</p>`);
    expect(failed).toContain(
      `<form method="get"><button type="submit" class="cta cta--secondary cta--small">${f.try_again_btn_label}</button>`,
    );
    expect(failed).not.toContain("<fieldset");
    const empty = render(raw, { status: "ok", model: { ...demoModel(raw), engines: {} } });
    expect(empty).toContain('role="alert"');
    expect(empty).not.toContain("<fieldset");
  });

  it("without page data (the editor's preview) shows its cars and words, no figures", () => {
    const raw = example();
    const html = render(raw);
    const block = rangeBlock(raw);
    for (const g of block.groups) expect(html).toContain(g.car_name);
    expect(html).toContain(block.fields.range_label);
    expect(html).not.toContain("<fieldset");
    expect(html).not.toContain('role="alert"');
  });

  it("takes the island's range prop only when it has the shape", () => {
    const model = demoModel(example());
    expect(rangeDataOf({ range: { status: "failed" } })).toEqual({ status: "failed" });
    expect(rangeDataOf({ range: { status: "ok", model } })).toEqual({ status: "ok", model });
    expect(
      rangeDataOf({ range: { status: "ok", model: { ...model, conditions: {} } } }),
    ).toBeNull();
    expect(
      rangeDataOf({
        range: { status: "ok", model: { ...model, engines: { x: { wltp_km: 0, usable_kwh: 1 } } } },
      }),
    ).toEqual({ status: "ok", model: { ...model, engines: {} } });
    expect(rangeDataOf({})).toBeNull();
  });
});

describe("the range data's page loader", () => {
  const now = new Date("2026-05-01T10:00:00Z");
  const block = (url: string) => ({ ...example(), fields: { ...example().fields, json_url: url } });

  it("reads the demo's file for a /data/ path, offline, with only the engines the block names", async () => {
    const result = await runLoader(rangeDataLoader(siteJsonSource()), {
      blocks: [block(`/data/${DEMO_FILE}`)],
      now,
    });
    const range = rangeDataOf(result?.props?.[0] ?? {});
    expect(range?.status).toBe("ok");
    if (range?.status === "ok")
      expect(Object.keys(range.model.engines).sort()).toEqual(
        rangeEngineCodesOf(rangeBlock(example())).sort(),
      );
    expect(result?.expiresAt).toBe(now.getTime() + RANGE_DATA_TTL_MS);
  });

  it("fails (logged, kept briefly) for an empty URL, a read that fails, a body not of the shape, or tables that break the model's rules", async () => {
    const logged: string[] = [];
    const good = demoData();
    const source = {
      read: async (url: string) => {
        if (url.endsWith("down.json")) throw new Error("down");
        if (url.endsWith("shape.json")) return { version: 1, engines: [] };
        if (url.endsWith("rules.json") && validateRangeCalculatorData(good))
          return {
            ...good,
            conditions: {
              ...good.conditions,
              hvac_kw: [
                { c: -10, kw: 0 },
                { c: 20, kw: 1 },
              ],
            },
          };
        return good;
      },
    };
    const urls = ["", "https://cdn.example/down.json", "https://cdn.example/shape.json"];
    const result = await runLoader(rangeDataLoader(source), {
      blocks: [...urls, "https://cdn.example/rules.json", "https://cdn.example/ok.json"].map(block),
      now,
      log: (m: string) => logged.push(m),
    });
    const statuses = [0, 1, 2, 3, 4].map((i) => rangeDataOf(result?.props?.[i] ?? {})?.status);
    expect(statuses).toEqual(["failed", "failed", "failed", "failed", "ok"]);
    expect(logged).toHaveLength(4);
    expect(result?.expiresAt).toBe(now.getTime() + RANGE_DATA_FAILURE_TTL_MS);
    expect(await runLoader(rangeDataLoader(source), { blocks: [], now })).toBeNull();
  });

  it("reads an https:// URL through the egress guard: a private address is refused, and the block fails", async () => {
    const source = siteJsonSource();
    await expect(source.read("https://127.0.0.1/range.json")).rejects.toBeInstanceOf(
      EgressRefusedError,
    );
    await expect(source.read("https://169.254.169.254/latest")).rejects.toBeInstanceOf(
      EgressRefusedError,
    );
    await expect(source.read("/data/../range.json")).rejects.toThrow(/https/);
    await expect(source.read("/data/missing-file.json")).rejects.toThrow();
    const result = await runLoader(rangeDataLoader(source), {
      blocks: [block("https://10.0.0.8/range.json"), block("/data/missing-file.json")],
      now,
    });
    expect(result?.props).toEqual({
      0: { range: { status: "failed" } },
      1: { range: { status: "failed" } },
    });
  });

  it("refuses a json_url that is neither https:// nor a /data/ file when the block is written", () => {
    const raw = example();
    for (const url of ["http://cdn.example/a.json", "//cdn.example/a.json", "/etc/passwd"]) {
      raw.fields.json_url = url;
      expect(() => prepared(raw)).toThrow(/json_url/);
    }
  });
});
