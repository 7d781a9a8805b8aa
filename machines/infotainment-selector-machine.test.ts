import { describe, expect, it } from "vitest";
import { createActor, type SnapshotFrom } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { restingStates } from "./graph-states.ts";
import { declaredTransitions, untakenTransitions } from "./graph-transitions.ts";
import {
  type InfotainmentEvent,
  infotainmentSelectorMachine,
} from "./infotainment-selector-machine.ts";

type Snapshot = SnapshotFrom<typeof infotainmentSelectorMachine>;

const EVENTS: InfotainmentEvent[] = [
  { type: "PICK", option: 0 },
  { type: "PICK", option: 1 },
  { type: "PICK", option: null },
  { type: "PICK", option: 5 },
  { type: "SHOW" },
  { type: "BACK" },
];
const stateName = (s: Snapshot): string => String(s.value);
const traversal = {
  input: { count: 2 },
  events: EVENTS,
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context]),
};

describe("Infotainment System Selector: every state and transition (xstate/graph)", () => {
  const paths = getShortestPaths(infotainmentSelectorMachine, traversal);
  const edges = adjacencyMapToArray(getAdjacencyMap(infotainmentSelectorMachine, traversal)).map(
    (e) => ({
      from: stateName(e.state),
      event: e.event.type,
      to: stateName(e.nextState),
      hasChangedContext: JSON.stringify(e.state.context) !== JSON.stringify(e.nextState.context),
      edge: e,
    }),
  );

  it("reaches every resting state and takes every declared transition", () => {
    const all = restingStates(infotainmentSelectorMachine.root);
    expect(all).toEqual(new Set(["choosing", "shown"]));
    expect(new Set(paths.map((p) => stateName(p.state)))).toEqual(all);
    const declared = declaredTransitions(infotainmentSelectorMachine.root);
    expect(declared.length).toBe(3);
    expect(untakenTransitions(declared, edges)).toEqual([]);
  });

  it("replays each path on a running actor", () => {
    for (const path of paths) {
      const actor = createActor(infotainmentSelectorMachine, { input: { count: 2 } }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context).toEqual(path.state.context);
    }
  });

  it("shows a title only for a chosen option, and only one of the options", () => {
    for (const e of edges) {
      const { shown } = e.edge.nextState.context;
      if (e.to === "shown") expect(shown).not.toBeNull();
      if (shown !== null) expect([0, 1]).toContain(shown);
      if (e.event === "SHOW" && e.edge.state.context.draft === null) expect(e.to).toBe(e.from);
    }
  });
});

describe("Infotainment System Selector rules", () => {
  const run = (events: InfotainmentEvent[]) => {
    const actor = createActor(infotainmentSelectorMachine, { input: { count: 2 } }).start();
    for (const e of events) actor.send(e);
    return actor.getSnapshot();
  };

  it("shows the picked option, goes back keeping its blocks, and shows another", () => {
    const shown = run([{ type: "PICK", option: 1 }, { type: "SHOW" }]);
    expect(shown.value).toBe("shown");
    expect(shown.context.shown).toBe(1);
    const back = run([{ type: "PICK", option: 1 }, { type: "SHOW" }, { type: "BACK" }]);
    expect(back.value).toBe("choosing");
    expect(back.context).toMatchObject({ shown: 1, draft: 1 });
    const other = run([
      { type: "PICK", option: 1 },
      { type: "SHOW" },
      { type: "BACK" },
      { type: "PICK", option: 0 },
      { type: "SHOW" },
    ]);
    expect(other.context.shown).toBe(0);
  });

  it("does nothing on 'Show me' without a pick, nor for an option out of range", () => {
    expect(run([{ type: "SHOW" }]).value).toBe("choosing");
    expect(run([{ type: "PICK", option: 4 }, { type: "SHOW" }]).value).toBe("choosing");
  });
});
