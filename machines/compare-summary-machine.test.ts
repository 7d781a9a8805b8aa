import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { type CompareSummaryEvent, compareSummaryMachine } from "./compare-summary-machine.ts";

const started = (input: { key?: string | null; filterId?: string | null } = { key: "l460" }) =>
  createActor(compareSummaryMachine, { input }).start();

const afterEvents = (events: CompareSummaryEvent[], input?: { key?: string | null }) => {
  const actor = started(input);
  for (const event of events) actor.send(event);
  return actor.getSnapshot().context;
};

const SUMMARY: CompareSummaryEvent[] = [
  { type: "REGISTER_BODY", body: "swb" },
  { type: "REGISTER_MODEL", body: "swb", model: "p400" },
  { type: "REGISTER_MODEL", body: "swb", model: "d300" },
  { type: "REGISTER_BODY", body: "lwb" },
  { type: "REGISTER_MODEL", body: "lwb", model: "p530" },
  { type: "REGISTER_MODEL", body: "lwb", model: "d350" },
];

describe("the compare summary selection", () => {
  it("starts with nothing selected, the key and filter it was given", () => {
    expect(started({ key: "l460", filterId: "filter-1" }).getSnapshot().context).toEqual({
      selected: { body: null, model: null },
      bodies: [],
      modelsPerBody: {},
      filterId: "filter-1",
      key: "l460",
    });
    expect(started({}).getSnapshot().context).toMatchObject({ key: null, filterId: null });
  });

  it("selects the first body and the first model registered, and keeps them as more arrive", () => {
    const context = afterEvents(SUMMARY);
    expect(context.selected).toEqual({ body: "swb", model: "p400" });
    expect(context.bodies).toEqual(["swb", "lwb"]);
    expect(context.modelsPerBody).toEqual({ swb: ["p400", "d300"], lwb: ["p530", "d350"] });
  });

  it("registers a model's body with it when the body was not registered first", () => {
    const context = afterEvents([{ type: "REGISTER_MODEL", body: "swb", model: "p400" }]);
    expect(context.bodies).toEqual(["swb"]);
    expect(context.selected).toEqual({ body: "swb", model: "p400" });
  });

  it("does not select a model of another body than the selected one", () => {
    const context = afterEvents([
      { type: "REGISTER_BODY", body: "swb" },
      { type: "REGISTER_MODEL", body: "lwb", model: "p530" },
    ]);
    expect(context.selected).toEqual({ body: "swb", model: null });
    const later = afterEvents([
      { type: "REGISTER_BODY", body: "swb" },
      { type: "REGISTER_MODEL", body: "lwb", model: "p530" },
      { type: "REGISTER_MODEL", body: "swb", model: "d300" },
    ]);
    expect(later.selected).toEqual({ body: "swb", model: "d300" });
  });

  it("changes nothing when a body or a model is registered twice", () => {
    const once = afterEvents(SUMMARY);
    const twice = afterEvents([
      ...SUMMARY,
      { type: "REGISTER_BODY", body: "swb" },
      { type: "REGISTER_MODEL", body: "lwb", model: "p530" },
    ]);
    expect(twice).toEqual(once);
  });

  it("selects a body's first model when the body is selected", () => {
    expect(afterEvents([...SUMMARY, { type: "SELECT_BODY", body: "lwb" }]).selected).toEqual({
      body: "lwb",
      model: "p530",
    });
  });

  it("selects a body with no models yet without a model, then its first model registered", () => {
    const events: CompareSummaryEvent[] = [
      ...SUMMARY,
      { type: "REGISTER_BODY", body: "svr" },
      { type: "SELECT_BODY", body: "svr" },
    ];
    expect(afterEvents(events).selected).toEqual({ body: "svr", model: null });
    expect(
      afterEvents([...events, { type: "REGISTER_MODEL", body: "svr", model: "p575" }]).selected,
    ).toEqual({ body: "svr", model: "p575" });
  });

  it("ignores an unknown body", () => {
    expect(afterEvents([...SUMMARY, { type: "SELECT_BODY", body: "van" }]).selected).toEqual({
      body: "swb",
      model: "p400",
    });
  });

  it("selects a model of the selected body, and ignores one of another body", () => {
    expect(afterEvents([...SUMMARY, { type: "SELECT_MODEL", model: "d300" }]).selected).toEqual({
      body: "swb",
      model: "d300",
    });
    expect(afterEvents([...SUMMARY, { type: "SELECT_MODEL", model: "p530" }]).selected).toEqual({
      body: "swb",
      model: "p400",
    });
    expect(afterEvents([{ type: "SELECT_MODEL", model: "p400" }]).selected).toEqual({
      body: null,
      model: null,
    });
  });

  it("resets the selection and what was registered when the key changes", () => {
    const context = afterEvents([
      ...SUMMARY,
      { type: "SELECT_BODY", body: "lwb" },
      { type: "SET_KEY", key: "l461" },
    ]);
    expect(context).toMatchObject({
      key: "l461",
      selected: { body: null, model: null },
      bodies: [],
      modelsPerBody: {},
    });
    // The new model's blocks register: their first body and model are selected.
    const next = afterEvents([
      ...SUMMARY,
      { type: "SET_KEY", key: "l461" },
      { type: "REGISTER_MODEL", body: "5-door", model: "p300" },
    ]);
    expect(next.selected).toEqual({ body: "5-door", model: "p300" });
  });

  it("keeps the selection when the same key is set again", () => {
    const context = afterEvents([
      ...SUMMARY,
      { type: "SELECT_BODY", body: "lwb" },
      { type: "SET_KEY", key: "l460" },
    ]);
    expect(context.selected).toEqual({ body: "lwb", model: "p530" });
    expect(context.bodies).toEqual(["swb", "lwb"]);
  });

  it("keeps the filter id across key changes and sets it on its own", () => {
    const context = afterEvents([
      { type: "SET_FILTER", filterId: "component-3" },
      ...SUMMARY,
      { type: "SET_KEY", key: "l461" },
    ]);
    expect(context.filterId).toBe("component-3");
    expect(afterEvents([...SUMMARY, { type: "SET_FILTER", filterId: "x" }]).selected).toEqual({
      body: "swb",
      model: "p400",
    });
  });
});
