import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { restingStates } from "./graph-states.ts";
import {
  COLLAPSED_CARDS,
  canCollapse,
  isCardShown,
  type ModelsSpecificationsEvent,
  type ModelsSpecificationsInput,
  modelsSpecificationsMachine,
} from "./models-specifications-machine.ts";

type Snapshot = ReturnType<
  ReturnType<typeof createActor<typeof modelsSpecificationsMachine>>["getSnapshot"]
>;

const stateNames = (s: Snapshot): string[] =>
  Object.entries(s.value as Record<string, string>).map(([region, leaf]) => `${region}.${leaf}`);

// Four cards (one more than a collapsed list shows): engines 2, 1, 2, 0; dialogs on 0 and 2.
const cards = [
  { engines: 2, hasModal: true },
  { engines: 1, hasModal: false },
  { engines: 2, hasModal: true },
  { engines: 0, hasModal: false },
];

const events: ModelsSpecificationsEvent[] = [
  { type: "TOGGLE_LIST" },
  ...cards.flatMap((_, card) => [
    { type: "CHOOSE_ENGINE" as const, card, engine: 0 },
    { type: "CHOOSE_ENGINE" as const, card, engine: 1 },
    { type: "TOGGLE_SPECS" as const, card },
    { type: "OPEN_MODAL" as const, card },
  ]),
  { type: "CHOOSE_ENGINE", card: 9, engine: 0 },
  { type: "TOGGLE_SPECS", card: -1 },
  { type: "CLOSE_MODAL" },
];

const INPUTS: ModelsSpecificationsInput[] = [
  { cards, isToggle: true },
  { cards, isToggle: false },
  { cards: cards.slice(0, COLLAPSED_CARDS), isToggle: true },
];

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.engines, s.context.openSpecs, s.context.modalCard]);

const traversals = INPUTS.map((input) => ({ input, events, serializeState }));
const reached = traversals.flatMap((t) =>
  getShortestPaths(modelsSpecificationsMachine, t).map((p) => p.state),
);
const edges = traversals.flatMap((t) =>
  adjacencyMapToArray(getAdjacencyMap(modelsSpecificationsMachine, t)),
);

const ALL_STATES = ["list.collapsed", "list.expanded", "list.whole", "modal.closed", "modal.open"];

describe("models and specifications machine: every state and transition (xstate/graph)", () => {
  it("reaches every state it can rest in", () => {
    expect(restingStates(modelsSpecificationsMachine.root)).toEqual(new Set(ALL_STATES));
    expect(new Set(reached.flatMap(stateNames))).toEqual(new Set(ALL_STATES));
  });

  it("takes every transition: the list both ways, each engine, each card's specs, the dialog both ways", () => {
    const taken = new Set(
      edges
        .filter((e) => serializeState(e.state) !== serializeState(e.nextState))
        .map((e) => {
          const from = stateNames(e.state).join("+");
          const to = stateNames(e.nextState).join("+");
          return `${e.event.type}:${from === to ? "self" : `${from}>${to}`}`;
        }),
    );
    for (const wanted of [
      "TOGGLE_LIST:list.collapsed+modal.closed>list.expanded+modal.closed",
      "TOGGLE_LIST:list.expanded+modal.closed>list.collapsed+modal.closed",
      "OPEN_MODAL:list.whole+modal.closed>list.whole+modal.open",
      "CLOSE_MODAL:list.whole+modal.open>list.whole+modal.closed",
      "CHOOSE_ENGINE:self",
      "TOGGLE_SPECS:self",
    ])
      expect(taken, wanted).toContain(wanted);
    // Every card's specification opens and every engine of every card is chosen somewhere.
    const opened = new Set<number>();
    const chosen = new Set<string>();
    for (const e of edges) {
      if (e.event.type === "TOGGLE_SPECS" && e.nextState.context.openSpecs[e.event.card])
        opened.add(e.event.card);
      if (
        e.event.type === "CHOOSE_ENGINE" &&
        serializeState(e.state) !== serializeState(e.nextState)
      )
        chosen.add(`${e.event.card}/${e.event.engine}`);
    }
    expect(opened).toEqual(new Set([0, 1, 2, 3]));
    // Engine 0 is each card's first choice; engine 1 of the two-engine cards, then back to 0.
    expect(chosen).toEqual(new Set(["0/1", "0/0", "2/1", "2/0"]));
  });

  it("never chooses an engine a card does not have, nor opens a dialog a card has not", () => {
    for (const s of reached) {
      s.context.engines.forEach((engine, card) => {
        const count = s.context.cards[card]?.engines ?? 0;
        expect(engine === 0 || engine < count).toBe(true);
      });
      if (s.context.modalCard !== null)
        expect(s.context.cards[s.context.modalCard]?.hasModal).toBe(true);
      expect(s.matches({ modal: "open" })).toBe(s.context.modalCard !== null);
    }
  });

  it("collapses only a toggle list of more than the collapsed count", () => {
    const listOf = (input: ModelsSpecificationsInput) =>
      createActor(modelsSpecificationsMachine, { input }).start().getSnapshot().value;
    expect(listOf(INPUTS[0] as ModelsSpecificationsInput)).toMatchObject({ list: "collapsed" });
    expect(listOf(INPUTS[1] as ModelsSpecificationsInput)).toMatchObject({ list: "whole" });
    expect(listOf(INPUTS[2] as ModelsSpecificationsInput)).toMatchObject({ list: "whole" });
  });
});

describe("models and specifications: the rules", () => {
  it.each([
    [true, 4, true],
    [true, 3, false],
    [true, 0, false],
    [false, 20, false],
  ])("is_toggle %s with %i cards collapses: %s", (isToggle, count, want) => {
    expect(canCollapse(isToggle, count)).toBe(want);
  });

  it.each([
    [0, true, true],
    [2, true, true],
    [3, true, false],
    [3, false, true],
  ])("card %i of a list collapsed %s is shown: %s", (index, collapsed, want) => {
    expect(isCardShown(index, collapsed)).toBe(want);
  });

  it("starts each card on its given engine when it has it, else the first", () => {
    const actor = createActor(modelsSpecificationsMachine, {
      input: { cards, isToggle: false, initialEngines: [1, 5, -1] },
    }).start();
    expect(actor.getSnapshot().context.engines).toEqual([1, 0, 0, 0]);
  });

  it("runs its effects: analytics on each change, focus back when the dialog closes", () => {
    const calls: string[] = [];
    const machine = modelsSpecificationsMachine.provide({
      actions: {
        listToggled: () => void calls.push("list"),
        engineChosen: ({ event }) => void calls.push(`engine:${JSON.stringify(event)}`),
        specsToggled: () => void calls.push("specs"),
        modalOpened: () => void calls.push("open"),
        modalClosed: () => void calls.push("close"),
      },
    });
    const actor = createActor(machine, { input: { cards, isToggle: true } }).start();
    actor.send({ type: "TOGGLE_LIST" });
    actor.send({ type: "CHOOSE_ENGINE", card: 0, engine: 1 });
    actor.send({ type: "CHOOSE_ENGINE", card: 0, engine: 1 }); // the same engine: nothing
    actor.send({ type: "TOGGLE_SPECS", card: 2 });
    actor.send({ type: "OPEN_MODAL", card: 1 }); // no dialog on card 1: nothing
    actor.send({ type: "OPEN_MODAL", card: 0 });
    actor.send({ type: "CLOSE_MODAL" });
    expect(calls).toEqual([
      "list",
      'engine:{"type":"CHOOSE_ENGINE","card":0,"engine":1}',
      "specs",
      "open",
      "close",
    ]);
    expect(actor.getSnapshot().context.openSpecs).toEqual([false, false, true, false]);
  });
});
