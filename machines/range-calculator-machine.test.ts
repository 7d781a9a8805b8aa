import { describe, expect, it } from "vitest";
import { createActor, type SnapshotFrom } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { restingStates } from "./graph-states.ts";
import { declaredTransitions, untakenTransitions } from "./graph-transitions.ts";
import {
  HELP_TOPICS,
  type RangeMachineEvent,
  type RangeMachineInput,
  rangeCalculatorMachine,
} from "./range-calculator-machine.ts";

type Snapshot = SnapshotFrom<typeof rangeCalculatorMachine>;

const INPUT: RangeMachineInput = {
  cars: [
    { engines: ["p550e", "p400e"], wheels: ["a", "b"] },
    { engines: ["p300e", "p400e"], wheels: ["c"] },
  ],
  temperatures: [0, 20, 30],
  defaults: {
    temperatureC: 30,
    isClimateOn: true,
    isPreconditioningOn: false,
    environment: "combined",
    occupants: 1,
  },
};

/** Accepted and refused values of every event, so the walk meets each guard both ways. */
const EVENTS: RangeMachineEvent[] = [
  { type: "CHOOSE_CAR", car: 1 },
  { type: "CHOOSE_CAR", car: 0 },
  { type: "CHOOSE_CAR", car: 7 },
  { type: "CHOOSE_ENGINE", engine: "p400e" },
  { type: "CHOOSE_ENGINE", engine: "nope" },
  { type: "SET_WHEEL", wheel: "b" },
  { type: "SET_WHEEL", wheel: "c" },
  { type: "SET_TEMPERATURE", celsius: 0 },
  { type: "SET_TEMPERATURE", celsius: 25 },
  { type: "SET_CLIMATE", isOn: false },
  { type: "SET_PRECONDITIONING", isOn: true },
  { type: "SET_ENVIRONMENT", environment: "urban" },
  { type: "SET_OCCUPANTS", count: 4 },
  { type: "SET_OCCUPANTS", count: 6 },
  ...HELP_TOPICS.map((topic): RangeMachineEvent => ({ type: "OPEN_HELP", topic })),
  { type: "CLOSE_HELP" },
];

const stateName = (s: Snapshot): string[] =>
  Object.entries(s.value as Record<string, string>).map(([region, leaf]) => `${region}.${leaf}`);

/**
 * The graph is walked over the help region and whether the filters were touched; the filter
 * values themselves are checked below, by replaying each path on an actor.
 */
const traversal = {
  input: INPUT,
  events: EVENTS,
  serializeState: (s: Snapshot) => {
    const { cars: _c, temperatures: _t, defaults: _d, changed: _x, ...rest } = s.context;
    return JSON.stringify([s.value, rest]);
  },
};

describe("Range Calculator machine: every state and transition (xstate/graph)", () => {
  const paths = getShortestPaths(rangeCalculatorMachine, traversal);
  const edges = adjacencyMapToArray(getAdjacencyMap(rangeCalculatorMachine, traversal)).flatMap(
    (e) => {
      const from = stateName(e.state);
      const to = stateName(e.nextState);
      const hasChangedContext =
        JSON.stringify(e.state.context) !== JSON.stringify(e.nextState.context);
      // A parallel state is one state per region: an edge is named in each region it touches.
      return from.map((f, i) => ({
        from: f,
        event: e.event.type,
        to: to[i] ?? f,
        hasChangedContext,
        edge: e,
      }));
    },
  );

  it("reaches every resting state of both regions and takes every declared transition", () => {
    const all = restingStates(rangeCalculatorMachine.root);
    expect(all).toEqual(
      new Set([
        "filters.pristine",
        "filters.adjusted",
        "help.closed",
        "help.wheel",
        "help.climate",
        "help.preconditioning",
        "help.environment",
      ]),
    );
    expect(new Set(paths.flatMap((p) => stateName(p.state)))).toEqual(all);
    const declared = declaredTransitions(rangeCalculatorMachine.root);
    // 8 change events from each filters state, 4 guarded OPEN_HELP, 4 CLOSE_HELP.
    expect(declared).toHaveLength(8 * 2 + 4 + 4);
    expect(untakenTransitions(declared, edges)).toEqual([]);
  });

  it("replays each path on a running actor to the same state and context", () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const actor = createActor(rangeCalculatorMachine, { input: INPUT }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      const { changed: _a, ...got } = actor.getSnapshot().context;
      const { changed: _b, ...want } = path.state.context;
      expect(got).toEqual(want);
    }
  });

  it("never holds an engine or wheel of another car, nor a value not offered", () => {
    for (const { edge } of edges) {
      const c = edge.nextState.context;
      const car = c.cars[c.car];
      expect(car?.engines).toContain(c.engine);
      expect(car?.wheels).toContain(c.wheel);
      expect(c.temperatures).toContain(c.temperature);
      expect(c.occupants).toBeGreaterThanOrEqual(1);
      expect(c.occupants).toBeLessThanOrEqual(5);
    }
  });
});

describe("Range Calculator machine rules", () => {
  const run = (events: RangeMachineEvent[]) => {
    const used: string[] = [];
    const changes: string[] = [];
    const actor = createActor(
      rangeCalculatorMachine.provide({
        actions: {
          reportUse: ({ context }) => used.push(context.changed ?? ""),
          reportChange: ({ context }) => changes.push(context.changed ?? ""),
        },
      }),
      { input: INPUT },
    ).start();
    for (const e of events) actor.send(e);
    return { snapshot: actor.getSnapshot(), used, changes };
  };

  it("starts on the first car's first engine and smallest wheel with the file's defaults", () => {
    const { snapshot } = run([]);
    expect(snapshot.value).toEqual({ filters: "pristine", help: "closed" });
    expect(snapshot.context).toMatchObject({
      car: 0,
      engine: "p550e",
      wheel: "a",
      temperature: 30,
      isClimateOn: true,
      occupants: 1,
    });
  });

  it("a new car takes its first engine and smallest wheel and keeps the other filters", () => {
    const { snapshot } = run([
      { type: "SET_WHEEL", wheel: "b" },
      { type: "SET_OCCUPANTS", count: 3 },
      { type: "CHOOSE_CAR", car: 1 },
    ]);
    expect(snapshot.context).toMatchObject({ car: 1, engine: "p300e", wheel: "c", occupants: 3 });
  });

  it("reports use once, at the first accepted change, and every accepted change", () => {
    const { used, changes, snapshot } = run([
      { type: "SET_OCCUPANTS", count: 9 },
      { type: "OPEN_HELP", topic: "climate" },
      { type: "SET_TEMPERATURE", celsius: 0 },
      { type: "SET_TEMPERATURE", celsius: 0 },
      { type: "SET_ENVIRONMENT", environment: "motorway" },
      { type: "CLOSE_HELP" },
    ]);
    expect(used).toEqual(["temperature"]);
    expect(changes).toEqual(["temperature", "environment"]);
    expect(snapshot.value).toEqual({ filters: "adjusted", help: "closed" });
  });

  it("opens the help dialog asked for, one at a time", () => {
    const { snapshot } = run([
      { type: "OPEN_HELP", topic: "preconditioning" },
      { type: "OPEN_HELP", topic: "wheel" },
    ]);
    expect(snapshot.value).toEqual({ filters: "pristine", help: "preconditioning" });
  });
});
