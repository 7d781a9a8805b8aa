import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import type { CatalogueVehicles } from "../runtime/core/catalogue.ts";
import { financeQuote } from "../runtime/core/finance-quote.ts";
import { financeVehicles } from "../runtime/core/finance-vehicles.ts";
import {
  type FinanceCalculatorEvent,
  type FinanceCalculatorInput,
  type FinanceCalculatorSnapshot,
  financeCalculatorMachine,
  financeStepOf,
} from "./finance-calculator-machine.ts";
import { restingStates } from "./graph-states.ts";
import { declaredTransitions, untakenTransitions } from "./graph-transitions.ts";

const vehicle = (
  key: string,
  year: number,
  body: string,
  engines: [string, number | null][],
  popular = false,
): CatalogueVehicles["vehicles"][number] => ({
  id: key,
  key,
  name: key,
  brand: { code: "land-rover", name: "لاند روفر" },
  nameplate: { code: key.slice(0, 4), name: key.slice(0, 4) },
  model_year: year,
  body_style: { code: body, name: body },
  image_id: null,
  popular,
  price_from: null,
  currency: "AED",
  engines: engines.map(([code, price]) => ({
    id: `${key}-${code}`,
    code,
    name: code,
    powertrain: "mhev",
    fuel: "diesel",
    power_hp: null,
    power_kw: null,
    capacity_cc: null,
    price_from: price,
  })),
});

/** Two years; 2026 has two body styles; one engine without a price. */
const ITEMS = financeVehicles(
  [
    vehicle("l460_26my_se", 2026, "suv", [
      ["d350", 52500000],
      ["p615", null],
    ]),
    vehicle("l460_26my_lwb", 2026, "suv-lwb", [["p530", 61000000]]),
    vehicle("l663_26my_x", 2026, "suv", [["d300", 41000000]], true),
    vehicle("l663_25my_se", 2025, "suv", [["d250", 38000000]]),
  ],
  { nameplates: "", hideFree: false },
);

/** Small ranges, so the graph stays small: every value is reached. */
const INPUT: FinanceCalculatorInput = {
  items: ITEMS,
  products: [
    {
      code: "hire_purchase",
      downPayment: { min: 20, max: 30, default: 20, interval: 10, unit: "percent" },
      duration: { min: 1, max: 2, default: 1, interval: 1, unit: "years" },
      annualRatePercent: 3.49,
    },
    {
      code: "murabaha",
      downPayment: {
        min: 1000000,
        max: 2000000,
        default: 1000000,
        interval: 1000000,
        unit: "amount",
      },
      duration: { min: 24, max: 36, default: 24, interval: 12, unit: "months" },
      annualRatePercent: 0,
    },
  ],
  contributions: { l663_26my_x: 500000 },
  preferred: { modelKey: "", engineCode: "" },
};
const AT = "2026-11-30T10:00:00.000Z";

const EVENTS: FinanceCalculatorEvent[] = [
  { type: "CHANGE_VEHICLE" },
  { type: "SELECT_YEAR", year: 2025 },
  { type: "SELECT_YEAR", year: 2026 },
  { type: "SELECT_BODY", body: "suv-lwb" },
  { type: "SELECT_MODEL", model: "l460_26my_se" },
  { type: "SELECT_ENGINE", engine: "p615" },
  { type: "CHOOSE" },
  { type: "SELECT_PRODUCT", index: 1 },
  { type: "SELECT_PRODUCT", index: 0 },
  { type: "SET_DOWN_PAYMENT", value: 2000000 },
  { type: "STEP_DOWN_PAYMENT", direction: 1 },
  { type: "STEP_DOWN_PAYMENT", direction: -1 },
  { type: "SET_DURATION", value: 36 },
  { type: "STEP_DURATION", direction: 1 },
  { type: "STEP_DURATION", direction: -1 },
  { type: "CALCULATE", at: AT },
  { type: "EDIT_QUOTE" },
];

const stateName = (s: FinanceCalculatorSnapshot): string =>
  typeof s.value === "string" ? s.value : Object.entries(s.value).flat().join(".");
const serializeState = (s: FinanceCalculatorSnapshot) => {
  const { items: _i, products: _p, contributions: _c, preferred: _r, ...rest } = s.context;
  return JSON.stringify([s.value, { ...rest, quote: rest.quote?.monthlyPaymentMinor ?? null }]);
};
const traversal = { input: INPUT, events: EVENTS, serializeState };

describe("finance calculator: every state and transition (xstate/graph)", () => {
  const paths = getShortestPaths(financeCalculatorMachine, traversal);
  const edges = adjacencyMapToArray(getAdjacencyMap(financeCalculatorMachine, traversal)).map(
    (e) => ({
      from: stateName(e.state),
      event: e.event.type,
      to: stateName(e.nextState),
      hasChangedContext: serializeState(e.state) !== serializeState(e.nextState),
      edge: e,
    }),
  );

  it("reaches every resting state but the empty one, and takes every declared transition", () => {
    const all = restingStates(financeCalculatorMachine.root);
    expect(all).toEqual(
      new Set(["empty", "vehicle.chosen", "vehicle.changing", "personalise", "quote"]),
    );
    const reached = new Set(paths.map((p) => stateName(p.state)));
    expect(reached).toEqual(new Set([...all].filter((s) => s !== "empty")));
    const declared = declaredTransitions(financeCalculatorMachine.root);
    expect(declared.length).toBe(15);
    expect(untakenTransitions(declared, edges)).toEqual([]);
  });

  it("starts empty when the catalogue offers nothing, and nothing moves it", () => {
    const empty = getShortestPaths(financeCalculatorMachine, {
      ...traversal,
      input: { ...INPUT, items: [] },
    });
    expect(empty.map((p) => stateName(p.state))).toEqual(["empty"]);
  });

  it("replays each path on a running actor", () => {
    for (const path of paths) {
      const actor = createActor(financeCalculatorMachine, { input: INPUT }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.state));
    }
  });

  it("quotes only a priced vehicle, with the pure rule's figures, and keeps inputs in bounds", () => {
    // Problems are collected and compared once: the graph has thousands of edges.
    const problems: string[] = [];
    let quotes = 0;
    for (const e of edges) {
      const c = e.edge.nextState.context;
      const product = INPUT.products[c.product];
      if (!product) throw new Error("no product");
      const name = `${e.from} -${e.event}-> ${e.to}`;
      if (![product.downPayment.min, product.downPayment.max].includes(c.downPayment))
        problems.push(`${name}: down payment ${c.downPayment}`);
      if (![product.duration.min, product.duration.max].includes(c.duration))
        problems.push(`${name}: duration ${c.duration}`);
      if (e.to === "quote" && e.from !== "quote") {
        quotes += 1;
        const q = c.quote;
        if (!q || e.from !== "personalise" || q.createdAt !== AT || q.product !== product.code) {
          problems.push(`${name}: quote ${JSON.stringify(q)}`);
          continue;
        }
        const { createdAt: _a, product: _p, vehicle: v, ...figures } = q;
        const expected = financeQuote({
          priceMinor: v.engine.priceMinor ?? 0,
          downPayment: { value: c.downPayment, unit: product.downPayment.unit },
          depositContributionMinor: INPUT.contributions[v.model.key] ?? 0,
          duration: { value: c.duration, unit: product.duration.unit },
          annualRatePercent: product.annualRatePercent,
        });
        if (JSON.stringify(figures) !== JSON.stringify(expected))
          problems.push(`${name}: ${JSON.stringify(figures)} is not ${JSON.stringify(expected)}`);
      }
      // The unpriced engine can be chosen, but Calculate is refused for it.
      if (
        e.event === "CALCULATE" &&
        e.edge.state.context.selection.engine === "p615" &&
        e.to !== e.from
      )
        problems.push(`${name}: quoted the unpriced engine`);
    }
    expect(problems).toEqual([]);
    expect(quotes).toBeGreaterThan(0);
  });
});

describe("finance calculator, run", () => {
  const run = (events: FinanceCalculatorEvent[], input = INPUT) => {
    const pushed: string[] = [];
    const machine = financeCalculatorMachine.provide({
      actions: {
        calculatorUsed: () => void pushed.push("used"),
        quoteShown: ({ context }) =>
          void pushed.push(`quote:${context.quote?.monthlyPaymentMinor}`),
      },
    });
    const actor = createActor(machine, { input }).start();
    for (const e of events) actor.send(e);
    return { snapshot: actor.getSnapshot(), pushed };
  };

  it("preselects the popular vehicle, or models_info's", () => {
    expect(run([]).snapshot.context.selection.model).toBe("l663_26my_x");
    expect(financeStepOf(run([]).snapshot)).toBe("vehicle");
    const named = run([], {
      ...INPUT,
      preferred: { modelKey: "l460_26my_lwb", engineCode: "" },
    });
    expect(named.snapshot.context.selection).toEqual({
      year: 2026,
      body: "suv-lwb",
      model: "l460_26my_lwb",
      engine: "p530",
    });
  });

  it("walks choose → personalise → quote → edit → change vehicle, reporting use once and each quote", () => {
    const r = run([
      { type: "CHOOSE" },
      { type: "STEP_DOWN_PAYMENT", direction: 1 },
      { type: "STEP_DURATION", direction: 1 },
      { type: "CALCULATE", at: AT },
      { type: "EDIT_QUOTE" },
      { type: "SELECT_PRODUCT", index: 1 },
      { type: "CALCULATE", at: AT },
      { type: "CHANGE_VEHICLE" },
    ]);
    expect(stateName(r.snapshot)).toBe("vehicle.changing");
    // 41,000,000 less 30 % and the 500,000 contribution: 28,200,000 over 24 months at 3.49 %;
    // then 41,000,000 less 1,000,000 and 500,000 over 24 months at 0 %: 39,500,000 / 24.
    const first = financeQuote({
      priceMinor: 41000000,
      downPayment: { value: 30, unit: "percent" },
      depositContributionMinor: 500000,
      duration: { value: 2, unit: "years" },
      annualRatePercent: 3.49,
    });
    expect(first?.totalCreditMinor).toBe(28200000);
    expect(r.pushed).toEqual([
      "used",
      `quote:${first?.monthlyPaymentMinor}`,
      `quote:${Math.ceil(39500000 / 24)}`,
    ]);
    // Edit quote kept the inputs; the product change reset them to its defaults.
    expect(r.snapshot.context).toMatchObject({ product: 1, downPayment: 1000000, duration: 24 });
  });
});
