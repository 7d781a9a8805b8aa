import { describe, expect, it } from "vitest";
import { createActor, type SnapshotFrom } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import {
  type DropdownSectionsEvent,
  dropdownSectionsSelectorMachine,
} from "./dropdown-sections-selector-machine.ts";
import { restingStates } from "./graph-states.ts";
import { declaredTransitions, untakenTransitions } from "./graph-transitions.ts";

type Snapshot = SnapshotFrom<typeof dropdownSectionsSelectorMachine>;

const EVENTS: DropdownSectionsEvent[] = [
  { type: "OPEN" },
  { type: "PICK", option: 0 },
  { type: "PICK", option: 2 },
  { type: "PICK", option: null },
  { type: "PICK", option: 7 },
  { type: "SHOW" },
  { type: "CANCEL" },
  { type: "EDIT" },
  { type: "CLEAR" },
];

const stateName = (s: Snapshot): string => String(s.value);
const traversal = (count: number) => ({
  input: { count },
  events: EVENTS,
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context]),
});

describe("Dropdown Sections Selector: every state and transition (xstate/graph)", () => {
  const reached = getShortestPaths(dropdownSectionsSelectorMachine, traversal(3));
  const edges = adjacencyMapToArray(
    getAdjacencyMap(dropdownSectionsSelectorMachine, traversal(3)),
  ).map((e) => ({
    from: stateName(e.state),
    event: e.event.type,
    to: stateName(e.nextState),
    hasChangedContext: JSON.stringify(e.state.context) !== JSON.stringify(e.nextState.context),
    edge: e,
  }));

  it("reaches every resting state", () => {
    const all = restingStates(dropdownSectionsSelectorMachine.root);
    expect(all).toEqual(new Set(["idle", "prompting", "selected", "editing"]));
    expect(new Set(reached.map((p) => stateName(p.state)))).toEqual(all);
  });

  it("takes every declared transition", () => {
    const declared = declaredTransitions(dropdownSectionsSelectorMachine.root);
    expect(declared.length).toBe(10);
    expect(untakenTransitions(declared, edges)).toEqual([]);
  });

  it("replays each shortest path on a running actor to the same state", () => {
    for (const path of reached) {
      const actor = createActor(dropdownSectionsSelectorMachine, { input: { count: 3 } }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context).toEqual(path.state.context);
    }
  });

  it("holds a selection exactly in `selected` and `editing`, and only a picked option", () => {
    for (const e of edges) {
      const c = e.edge.nextState.context;
      const hasSelection = c.selected !== null;
      expect(hasSelection, `${e.from} -${e.event}-> ${e.to}`).toBe(
        e.to === "selected" || e.to === "editing",
      );
      if (c.selected !== null) expect(c.selected).toBeGreaterThanOrEqual(0);
      if (c.selected !== null) expect(c.selected).toBeLessThan(3);
    }
  });

  it("'Show me' never chooses without a picked option", () => {
    for (const e of edges.filter((e) => e.event === "SHOW")) {
      if (e.edge.state.context.draft === null) expect(e.to).toBe(e.from);
      else expect(e.to).toBe("selected");
    }
  });

  it("with no options, the dialog never opens", () => {
    const none = getShortestPaths(dropdownSectionsSelectorMachine, traversal(0));
    expect(new Set(none.map((p) => stateName(p.state)))).toEqual(new Set(["idle"]));
  });
});

describe("Dropdown Sections Selector rules on a running actor", () => {
  const run = (events: DropdownSectionsEvent[]) => {
    const actor = createActor(dropdownSectionsSelectorMachine, { input: { count: 3 } }).start();
    for (const e of events) actor.send(e);
    return actor.getSnapshot();
  };

  it("selects, edits to another option, and clears", () => {
    const chosen = run([{ type: "OPEN" }, { type: "PICK", option: 1 }, { type: "SHOW" }]);
    expect(chosen.value).toBe("selected");
    expect(chosen.context.selected).toBe(1);
    const edited = run([
      { type: "OPEN" },
      { type: "PICK", option: 1 },
      { type: "SHOW" },
      { type: "EDIT" },
      { type: "PICK", option: 2 },
      { type: "SHOW" },
    ]);
    expect(edited.context.selected).toBe(2);
    const cleared = run([
      { type: "OPEN" },
      { type: "PICK", option: 1 },
      { type: "SHOW" },
      { type: "CLEAR" },
    ]);
    expect(cleared.value).toBe("idle");
    expect(cleared.context).toMatchObject({ selected: null, draft: null });
  });

  it("Edit opens on the current choice, and closing the dialog keeps it", () => {
    const editing = run([
      { type: "OPEN" },
      { type: "PICK", option: 2 },
      { type: "SHOW" },
      { type: "EDIT" },
    ]);
    expect(editing.context.draft).toBe(2);
    const kept = run([
      { type: "OPEN" },
      { type: "PICK", option: 2 },
      { type: "SHOW" },
      { type: "EDIT" },
      { type: "PICK", option: 0 },
      { type: "CANCEL" },
    ]);
    expect(kept.value).toBe("selected");
    expect(kept.context).toMatchObject({ selected: 2, draft: 2 });
  });

  it("closing the first dialog forgets what was picked", () => {
    const closed = run([{ type: "OPEN" }, { type: "PICK", option: 1 }, { type: "CANCEL" }]);
    expect(closed.value).toBe("idle");
    expect(closed.context.draft).toBeNull();
  });
});
