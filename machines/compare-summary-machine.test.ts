import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import {
  type CompareSummaryEvent,
  type CompareSummaryInput,
  compareSummaryMachine,
} from "./compare-summary-machine.ts";
import { restingStates } from "./graph-states.ts";

const started = (input: CompareSummaryInput = { key: "l460" }) =>
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
      shown: null,
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

describe("the compare summary's submit", () => {
  it("starts from the pairs given, as if each were registered in order", () => {
    const given = started({
      key: "l460",
      registered: [
        { body: "swb", model: "p400" },
        { body: "swb", model: "d300" },
        { body: "lwb", model: "p530" },
      ],
    }).getSnapshot();
    expect(given.value).toBe("choosing");
    expect(given.context.selected).toEqual({ body: "swb", model: "p400" });
    expect(given.context.modelsPerBody).toEqual({ swb: ["p400", "d300"], lwb: ["p530"] });
  });

  it("shows the selected model on submit, and keeps it while the lists change", () => {
    const actor = started();
    for (const event of SUMMARY) actor.send(event);
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("summarised");
    expect(actor.getSnapshot().context.shown).toBe("p400");
    actor.send({ type: "SELECT_BODY", body: "lwb" });
    expect(actor.getSnapshot().context.shown).toBe("p400");
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.shown).toBe("p530");
  });

  it("refuses a submit while no model is selected", () => {
    const actor = started();
    actor.send({ type: "REGISTER_BODY", body: "svr" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("choosing");
    expect(actor.getSnapshot().context.shown).toBeNull();
  });

  it("forgets the shown summary when the key changes", () => {
    const actor = started();
    for (const event of SUMMARY) actor.send(event);
    actor.send({ type: "SUBMIT" });
    actor.send({ type: "SET_KEY", key: "l461" });
    expect(actor.getSnapshot().value).toBe("choosing");
    expect(actor.getSnapshot().context.shown).toBeNull();
  });
});

type Snapshot = ReturnType<
  ReturnType<typeof createActor<typeof compareSummaryMachine>>["getSnapshot"]
>;

// Two bodies, the second with one model, and a body with none: every guard both ways.
const GRAPH_EVENTS: CompareSummaryEvent[] = [
  { type: "REGISTER_BODY", body: "svr" },
  { type: "REGISTER_MODEL", body: "lwb", model: "p530" },
  { type: "SELECT_BODY", body: "swb" },
  { type: "SELECT_BODY", body: "lwb" },
  { type: "SELECT_BODY", body: "svr" },
  { type: "SELECT_BODY", body: "van" },
  { type: "SELECT_MODEL", model: "d300" },
  { type: "SELECT_MODEL", model: "p530" },
  { type: "SUBMIT" },
  { type: "SET_KEY", key: "l461" },
  { type: "SET_KEY", key: "l460" },
  { type: "SET_FILTER", filterId: "component-2" },
];

const GRAPH_INPUT: CompareSummaryInput = {
  key: "l460",
  registered: [
    { body: "swb", model: "p400" },
    { body: "swb", model: "d300" },
  ],
};

const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context]);
const traversal = { input: GRAPH_INPUT, events: GRAPH_EVENTS, serializeState };
const edges = adjacencyMapToArray(getAdjacencyMap(compareSummaryMachine, traversal));

describe("the compare summary machine: every state and transition (xstate/graph)", () => {
  it("reaches every state it can rest in", () => {
    const all = new Set(["choosing", "summarised"]);
    expect(restingStates(compareSummaryMachine.root)).toEqual(all);
    const reached = getShortestPaths(compareSummaryMachine, traversal).map((p) => p.state.value);
    expect(new Set(reached)).toEqual(all);
  });

  it("takes every transition: each event that changes something, from each state", () => {
    const taken = new Set(
      edges
        .filter((e) => serializeState(e.state) !== serializeState(e.nextState))
        .map((e) => `${e.event.type}:${String(e.state.value)}>${String(e.nextState.value)}`),
    );
    const wanted = [
      "SUBMIT:choosing>summarised",
      "SUBMIT:summarised>summarised",
      "SET_KEY:summarised>choosing",
      "SET_KEY:choosing>choosing",
      "SET_FILTER:choosing>choosing",
      "SET_FILTER:summarised>summarised",
      ...["REGISTER_BODY", "REGISTER_MODEL", "SELECT_BODY", "SELECT_MODEL"].flatMap((type) => [
        `${type}:choosing>choosing`,
        `${type}:summarised>summarised`,
      ]),
    ];
    expect([...taken].sort()).toEqual([...wanted].sort());
  });

  it("never submits without a model, and never selects a model outside the selected body", () => {
    for (const e of edges) {
      const next = e.nextState.context;
      if (next.shown !== null)
        expect(Object.values(next.modelsPerBody).flat()).toContain(next.shown);
      if (next.selected.model !== null && next.selected.body !== null)
        expect(next.modelsPerBody[next.selected.body]).toContain(next.selected.model);
      if (e.event.type === "SUBMIT" && e.state.context.selected.model === null)
        expect(serializeState(e.nextState)).toBe(serializeState(e.state));
    }
  });

  it("each path of the graph replays to the same state on a fresh actor", () => {
    for (const path of getShortestPaths(compareSummaryMachine, traversal)) {
      const actor = createActor(compareSummaryMachine, { input: GRAPH_INPUT }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.state));
    }
  });
});
