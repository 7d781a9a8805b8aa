import { describe, expect, it } from "vitest";
import { createActor, type SnapshotFrom } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { restingStates } from "./graph-states.ts";
import { declaredTransitions, untakenTransitions } from "./graph-transitions.ts";
import {
  type SelectVehicleEvent,
  selectVehicleUpdateMachine,
} from "./select-vehicle-update-machine.ts";

type Snapshot = SnapshotFrom<typeof selectVehicleUpdateMachine>;

const YEARS = { "range-rover": ["2023", "2024"], defender: ["2022"] };
const EVENTS: SelectVehicleEvent[] = [
  { type: "PARENT", key: "range-rover" },
  { type: "PARENT", key: "" },
  { type: "PARENT", key: "unknown" },
  { type: "CHILD", key: "2024" },
  { type: "CHILD", key: "2022" },
  { type: "SHOW" },
  { type: "CLEAR" },
  { type: "VIEW_ALL" },
  { type: "OPEN_MODAL", card: 1 },
  { type: "CLOSE_MODAL" },
];
const stateName = (s: Snapshot): string =>
  typeof s.value === "string" ? s.value : Object.entries(s.value).flat().join(".");
const traversal = {
  input: { years: YEARS },
  events: EVENTS,
  serializeState: (s: Snapshot) => {
    const { years: _years, ...rest } = s.context;
    return JSON.stringify([s.value, rest]);
  },
};

describe("Select your vehicle to update: every state and transition (xstate/graph)", () => {
  const paths = getShortestPaths(selectVehicleUpdateMachine, traversal);
  const edges = adjacencyMapToArray(getAdjacencyMap(selectVehicleUpdateMachine, traversal)).map(
    (e) => ({
      from: stateName(e.state),
      event: e.event.type,
      to: stateName(e.nextState),
      hasChangedContext: JSON.stringify(e.state.context) !== JSON.stringify(e.nextState.context),
      edge: e,
    }),
  );

  it("reaches every resting state and takes every declared transition", () => {
    const all = restingStates(selectVehicleUpdateMachine.root);
    expect(all).toEqual(
      new Set(["all.listing", "all.modal", "filtered.listing", "filtered.modal"]),
    );
    expect(new Set(paths.map((p) => stateName(p.state)))).toEqual(all);
    const declared = declaredTransitions(selectVehicleUpdateMachine.root);
    expect(declared.length).toBe(10);
    expect(untakenTransitions(declared, edges)).toEqual([]);
  });

  it("replays each path on a running actor", () => {
    for (const path of paths) {
      const actor = createActor(selectVehicleUpdateMachine, { input: { years: YEARS } }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context).toEqual(path.state.context);
    }
  });

  it("never holds a year that is not the chosen vehicle's, and filters only in `filtered`", () => {
    for (const e of edges) {
      const c = e.edge.nextState.context;
      if (c.child !== "") expect(YEARS[c.parent as keyof typeof YEARS]).toContain(c.child);
      expect(c.applied !== null).toBe(e.to.startsWith("filtered"));
      expect(c.modal !== null).toBe(e.to.endsWith("modal"));
    }
  });
});

describe("Select your vehicle to update rules", () => {
  const run = (events: SelectVehicleEvent[]) => {
    const actor = createActor(selectVehicleUpdateMachine, { input: { years: YEARS } }).start();
    for (const e of events) actor.send(e);
    return actor.getSnapshot();
  };

  it("applies the vehicle and year on Show, and Clear resets everything", () => {
    const shown = run([
      { type: "PARENT", key: "range-rover" },
      { type: "CHILD", key: "2024" },
      { type: "SHOW" },
    ]);
    expect(stateName(shown)).toBe("filtered.listing");
    expect(shown.context.applied).toEqual({ parent: "range-rover", child: "2024" });
    const cleared = run([
      { type: "PARENT", key: "range-rover" },
      { type: "SHOW" },
      { type: "VIEW_ALL" },
      { type: "CLEAR" },
    ]);
    expect(stateName(cleared)).toBe("all.listing");
    expect(cleared.context).toMatchObject({
      parent: "",
      child: "",
      applied: null,
      isExpanded: false,
    });
  });

  it("resets the year when the vehicle changes, and refuses another vehicle's year", () => {
    const changed = run([
      { type: "PARENT", key: "range-rover" },
      { type: "CHILD", key: "2024" },
      { type: "PARENT", key: "defender" },
    ]);
    expect(changed.context).toMatchObject({ parent: "defender", child: "" });
    expect(
      run([
        { type: "PARENT", key: "defender" },
        { type: "CHILD", key: "2024" },
      ]).context.child,
    ).toBe("");
  });

  it("a new result starts short again after 'view all'", () => {
    const again = run([
      { type: "VIEW_ALL" },
      { type: "PARENT", key: "defender" },
      { type: "SHOW" },
    ]);
    expect(again.context.isExpanded).toBe(false);
  });
});
