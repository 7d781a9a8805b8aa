import { describe, expect, it } from "vitest";
import { createActor, type SnapshotFrom } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import {
  defaultChoice,
  MARKET_PRESETS,
  quoteForMarket,
} from "../runtime/core/hire-purchase/index.ts";
import { restingStates } from "./graph-states.ts";
import { declaredTransitions, untakenTransitions } from "./graph-transitions.ts";
import {
  type HirePurchaseEvent,
  hirePurchaseMachine,
  keptValue,
  quoteOf,
} from "./hire-purchase-machine.ts";

type Snapshot = SnapshotFrom<typeof hirePurchaseMachine>;

const preset = MARKET_PRESETS["ireland-secondary"];
const input = { preset, choice: defaultChoice(preset) };

const EVENTS: HirePurchaseEvent[] = [
  { type: "SET", field: "price", value: 0 },
  { type: "SET", field: "depositPercent", value: 30 },
  { type: "SET", field: "balloonPercent", value: 99 },
  { type: "CALCULATE" },
  { type: "EDIT" },
  { type: "SHOW_SCHEDULE" },
  { type: "HIDE_SCHEDULE" },
  { type: "RETRY" },
];

const stateName = (s: Snapshot): string =>
  typeof s.value === "string"
    ? s.value
    : (Object.entries(s.value).map(([k, v]) => `${k}.${v}`)[0] ?? "");
const traversal = {
  input,
  events: EVENTS,
  serializeState: (s: Snapshot) =>
    JSON.stringify([s.value, s.context.choice, s.context.hasBeenUsed, s.context.quote?.instalment]),
};

describe("hire-purchase calculator: every state and transition (xstate/graph)", () => {
  const reached = getShortestPaths(hirePurchaseMachine, traversal);
  const edges = adjacencyMapToArray(getAdjacencyMap(hirePurchaseMachine, traversal)).map((e) => ({
    from: stateName(e.state),
    event: e.event.type,
    to: stateName(e.nextState),
    hasChangedContext:
      JSON.stringify(e.state.context.choice) !== JSON.stringify(e.nextState.context.choice),
    edge: e,
  }));

  it("reaches every resting state", () => {
    const all = restingStates(hirePurchaseMachine.root);
    expect(all).toEqual(new Set(["editing", "quoted.summary", "quoted.schedule", "failed"]));
    expect(new Set(reached.map((p) => stateName(p.state)))).toEqual(all);
  });

  it("takes every declared transition", () => {
    const declared = declaredTransitions(hirePurchaseMachine.root);
    expect(declared.length).toBe(7);
    expect(untakenTransitions(declared, edges)).toEqual([]);
  });

  it("replays each shortest path on a running actor to the same state", () => {
    for (const path of reached) {
      const actor = createActor(hirePurchaseMachine, { input }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context.choice).toEqual(path.state.context.choice);
    }
  });

  it("quotes exactly what the engine quotes for the choice shown, and only a quotable one", () => {
    for (const e of edges.filter((x) => x.event === "CALCULATE")) {
      const { choice } = e.edge.state.context;
      const result = quoteForMarket(preset, choice);
      if (e.to.startsWith("quoted")) {
        expect(result.ok).toBe(true);
        if (result.ok) expect(e.edge.nextState.context.quote).toEqual(result.quote);
      } else expect(e.to).toBe("failed");
      if (choice.price === 0) expect(e.to).toBe("failed");
    }
  });

  it("keeps every value inside the market's ranges", () => {
    for (const e of edges) {
      const c = e.edge.nextState.context.choice;
      expect(c.depositPercent).toBeGreaterThanOrEqual(preset.deposit.min);
      expect(c.depositPercent).toBeLessThanOrEqual(preset.deposit.max);
      expect(c.balloonPercent).toBeLessThanOrEqual(preset.balloon?.max ?? 0);
    }
  });
});

describe("hire-purchase calculator, run", () => {
  it("reports the first use once and every quote shown; RETRY goes back to the defaults", () => {
    const pushed: string[] = [];
    const actor = createActor(
      hirePurchaseMachine.provide({
        actions: {
          used: () => void pushed.push("used"),
          quoteShown: () => void pushed.push("quote"),
        },
      }),
      { input },
    ).start();
    actor.send({ type: "SET", field: "months", value: 47 });
    expect(actor.getSnapshot().context.choice.months).toBe(48);
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().value).toEqual({ quoted: "summary" });
    actor.send({ type: "SHOW_SCHEDULE" });
    expect(actor.getSnapshot().value).toEqual({ quoted: "schedule" });
    actor.send({ type: "EDIT" });
    actor.send({ type: "SET", field: "price", value: 0 });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().value).toBe("failed");
    actor.send({ type: "RETRY" });
    expect(actor.getSnapshot().context.choice).toEqual(input.choice);
    actor.send({ type: "CALCULATE" });
    expect(pushed).toEqual(["used", "quote", "quote"]);
  });

  it("keptValue and quoteOf: a price is whole and not negative; no price, no quote", () => {
    expect(keptValue(preset, "price", -5)).toBe(0);
    expect(keptValue(preset, "price", 12.6)).toBe(13);
    expect(keptValue(MARKET_PRESETS.thailand, "balloonPercent", 30)).toBe(0);
    expect(quoteOf(preset, { ...input.choice, price: 0 })).toBeNull();
    expect(quoteOf(preset, input.choice)?.credit).toBeGreaterThan(0);
  });
});
