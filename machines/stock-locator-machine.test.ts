import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { initialState } from "../runtime/core/stock/url-state.ts";
import { budgetCeiling, stockLocatorMachine } from "./stock-locator-machine.ts";

const terms = { rate: 0, term: 60, downPayment: 0 };

function start() {
  const actor = createActor(stockLocatorMachine, {
    input: { list: initialState({ defaultSort: "createdAtDesc" }), terms },
  });
  actor.start();
  actor.send({
    type: "RESULT",
    facets: { mileage: { kind: "range", min: 0, max: 90000 } },
    pages: 5,
  });
  return actor;
}

describe("the stock locator machine", () => {
  it("a filter or a new sort goes back to page 1; a page is clamped to the answer's pages", () => {
    const actor = start();
    actor.send({ type: "SET_PAGE", page: 9 });
    expect(actor.getSnapshot().context.list.page).toBe(5);
    actor.send({ type: "TOGGLE_OPTION", key: "engine_types", value: "bev" });
    expect(actor.getSnapshot().context.list).toMatchObject({
      page: 1,
      checkbox: { engine_types: ["bev"] },
    });
    actor.send({ type: "SET_PAGE", page: 2 });
    actor.send({ type: "SET_SORT", sort: "priceAsc" });
    expect(actor.getSnapshot().context.list).toMatchObject({ page: 1, sort: "priceAsc" });
  });

  it("a range back at the facet's bounds is dropped", () => {
    const actor = start();
    actor.send({ type: "SET_RANGE", key: "mileage", value: { from: 0, to: 40000 } });
    expect(actor.getSnapshot().context.list.range).toEqual({ mileage: { to: 40000 } });
    actor.send({ type: "SET_RANGE", key: "mileage", value: { from: 0, to: 90000 } });
    expect(actor.getSnapshot().context.list.range).toEqual({});
  });

  it("applies a monthly budget that gives a price, shows the error for one that does not", () => {
    const actor = start();
    actor.send({ type: "SET_BUDGET", monthly: 1000 });
    expect(actor.getSnapshot().matches({ budget: "applied" })).toBe(true);
    expect(budgetCeiling(actor.getSnapshot().context)).toBe(60000);
    actor.send({ type: "SET_BUDGET", monthly: Number.NaN });
    expect(actor.getSnapshot().matches({ budget: "failed" })).toBe(true);
    expect(actor.getSnapshot().context.list.budget).toBe(1000);
    actor.send({ type: "CLEAR_BUDGET" });
    expect(actor.getSnapshot().matches({ budget: "idle" })).toBe(true);
    expect(actor.getSnapshot().context.list.budget).toBeNull();
  });

  it("RESET clears every filter and the budget and keeps the sort", () => {
    const actor = start();
    actor.send({ type: "SET_SORT", sort: "mileageAsc" });
    actor.send({ type: "TOGGLE_OPTION", key: "states", value: "used" });
    actor.send({ type: "SET_BUDGET", monthly: 500 });
    actor.send({ type: "RESET" });
    const { list } = actor.getSnapshot().context;
    expect(list).toMatchObject({
      checkbox: {},
      range: {},
      budget: null,
      sort: "mileageAsc",
      page: 1,
    });
    expect(actor.getSnapshot().matches({ budget: "idle" })).toBe(true);
  });

  it("history replaces the whole choice; the panel opens and closes", () => {
    const actor = start();
    const list = { ...initialState({ defaultSort: "createdAtDesc" }), page: 3, budget: 800 };
    actor.send({ type: "LOCATION", list });
    expect(actor.getSnapshot().context.list).toEqual(list);
    expect(actor.getSnapshot().matches({ budget: "applied" })).toBe(true);
    actor.send({ type: "OPEN_FILTERS" });
    expect(actor.getSnapshot().matches({ panel: "open" })).toBe(true);
    actor.send({ type: "CLOSE_FILTERS" });
    expect(actor.getSnapshot().matches({ panel: "closed" })).toBe(true);
  });
});
