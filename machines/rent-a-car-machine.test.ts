import { describe, expect, it } from "vitest";
import { createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { restingStates } from "./graph-states.ts";
import { declaredTransitions, untakenTransitions } from "./graph-transitions.ts";
import {
  type RentACarContext,
  type RentACarEvent,
  type RentACarInput,
  rentACarMachine,
} from "./rent-a-car-machine.ts";

type Snapshot = SnapshotFrom<typeof rentACarMachine>;

/** 2026-12-01 is a Tuesday; Sunday (0) is disabled, as 002 §9.7 says by default. */
const INPUT: RentACarInput = {
  groupCount: 2,
  extras: { "0.0.0": 0, "1.0.0": 1 },
  today: "2026-12-01",
  disabledDays: [0],
};

type ActorEvent =
  | { type: "xstate.done.actor.loadForm" }
  | { type: "xstate.error.actor.loadForm"; error: unknown }
  | { type: "xstate.done.actor.sendInquiry" }
  | { type: "xstate.error.actor.sendInquiry"; error: unknown };

const EVENTS: (RentACarEvent | ActorEvent)[] = [
  { type: "PLACE", field: "pickUp", value: "dxb" },
  { type: "DIFFERENT_DROP_OFF", isDifferent: true },
  { type: "DIFFERENT_DROP_OFF", isDifferent: false },
  { type: "PLACE", field: "dropOff", value: "auh" },
  { type: "DATES", pickUp: "2026-12-03", dropOff: "2026-12-05" },
  { type: "DATES", pickUp: "2026-12-06", dropOff: "2026-12-08" },
  { type: "SELECT_VEHICLE", index: 1 },
  { type: "CONTINUE" },
  { type: "SET_EXTRA", key: "0.0.0", quantity: 2 },
  { type: "NEXT" },
  { type: "BACK" },
  { type: "CLOSE" },
  { type: "xstate.done.actor.loadForm" },
  { type: "xstate.error.actor.loadForm", error: new TypeError("offline") },
  { type: "CHECKED", values: { first_name: "سارة" } },
  { type: "SEND" },
  { type: "xstate.done.actor.sendInquiry" },
  { type: "xstate.error.actor.sendInquiry", error: new TypeError("offline") },
  { type: "RETRY" },
  { type: "DONE" },
];

const key = (s: Snapshot) =>
  typeof s.value === "string"
    ? s.value
    : Object.entries(s.value)
        .map(([k, v]) =>
          typeof v === "string"
            ? `${k}.${v}`
            : `${k}.${Object.entries(v ?? {})
                .map(([a, b]) => `${a}.${String(b)}`)
                .join("")}`,
        )
        .join("");

const serializeState = (s: Snapshot) => {
  const c: RentACarContext = s.context;
  return JSON.stringify([
    s.value,
    c.pickUp,
    c.dropOff,
    c.isDifferentDropOff,
    c.pickUpDate,
    c.vehicle,
    c.step,
    c.extras,
    c.contact !== null,
  ]);
};

const STATES = [
  "booking",
  "overlay.extras",
  "overlay.contact.loading",
  "overlay.contact.ready",
  "overlay.contact.failed",
  "overlay.summary",
  "sending",
  "sent",
  "failed",
];

function graphOf(input: RentACarInput) {
  const traversal = { input, events: EVENTS as never[], serializeState };
  const edges = adjacencyMapToArray(getAdjacencyMap(rentACarMachine, traversal));
  return { traversal, edges };
}

describe("Rent a Car machine: every state and transition (xstate/graph)", () => {
  const withExtras = graphOf(INPUT);
  const withoutExtras = graphOf({ ...INPUT, groupCount: 0, extras: {} });

  it("reaches every state", () => {
    expect(restingStates(rentACarMachine.root)).toEqual(new Set(STATES));
    const reached = getShortestPaths(rentACarMachine, withExtras.traversal).map((p) =>
      key(p.state),
    );
    expect(new Set(reached)).toEqual(new Set(STATES));
  });

  it("takes every declared transition, with and without extras steps", () => {
    const named = [...withExtras.edges, ...withoutExtras.edges].map((e) => ({
      from: key(e.state),
      event: e.event.type,
      to: key(e.nextState),
      hasChangedContext: serializeState(e.state) !== serializeState(e.nextState),
    }));
    expect(untakenTransitions(declaredTransitions(rentACarMachine.root), named)).toEqual([]);
    const taken = new Set(named.map((e) => `${e.from} -${e.event}-> ${e.to}`));
    for (const t of [
      "booking -CONTINUE-> overlay.extras",
      "booking -CONTINUE-> overlay.contact.loading",
      "overlay.extras -NEXT-> overlay.contact.loading",
      "overlay.extras -BACK-> booking",
      "overlay.contact.ready -BACK-> overlay.extras",
      "overlay.contact.ready -BACK-> booking",
      "overlay.contact.failed -RETRY-> overlay.contact.loading",
      "overlay.summary -SEND-> sending",
      "failed -BACK-> overlay.summary",
      "failed -RETRY-> sending",
      "sent -DONE-> booking",
    ])
      expect(taken).toContain(t);
  });

  it("lets a car be chosen only after places and valid dates", () => {
    for (const e of withExtras.edges) {
      if (e.event.type !== "SELECT_VEHICLE" || key(e.state) !== "booking") continue;
      const before = e.state.context;
      const isReady =
        before.pickUp !== "" &&
        before.pickUpDate !== "" &&
        (!before.isDifferentDropOff || before.dropOff !== "");
      expect(e.nextState.context.vehicle).toBe(isReady ? 1 : before.vehicle);
    }
    // A Sunday is never a pick-up date.
    for (const e of withExtras.edges) expect(e.nextState.context.pickUpDate).not.toBe("2026-12-06");
  });

  it("opens the overlay only with a car, and sends only from the summary", () => {
    for (const e of withExtras.edges) {
      const to = key(e.nextState);
      if (key(e.state) === "booking" && to !== "booking")
        expect(e.nextState.context.vehicle).not.toBeNull();
      if (to === "sending" && key(e.state) !== "sending")
        expect(["overlay.summary", "failed"]).toContain(key(e.state));
    }
  });

  it("walks the extras steps in order and back", () => {
    const steps = withExtras.edges
      .filter((e) => key(e.state) === "overlay.extras" && key(e.nextState) === "overlay.extras")
      .filter((e) => e.event.type === "NEXT" || e.event.type === "BACK")
      .map((e) => [e.event.type, e.state.context.step, e.nextState.context.step]);
    expect(steps).toContainEqual(["NEXT", 0, 1]);
    expect(steps).toContainEqual(["BACK", 1, 0]);
  });
});

describe("Rent a Car machine, run", () => {
  it("books a car from places to the thank-you, and starts again", async () => {
    const sent: RentACarContext[] = [];
    let failNext = true;
    let analytics = 0;
    const actor = createActor(
      rentACarMachine.provide({
        actors: {
          loadForm: fromPromise(async () => {}),
          sendInquiry: fromPromise(async ({ input }: { input: RentACarContext }) => {
            sent.push(input);
            if (failNext) {
              failNext = false;
              throw new TypeError("offline");
            }
          }),
        },
        actions: { inquirySent: () => void analytics++ },
      }),
      { input: INPUT },
    ).start();
    actor.send({ type: "SELECT_VEHICLE", index: 2 });
    expect(actor.getSnapshot().context.vehicle).toBeNull();
    actor.send({ type: "PLACE", field: "pickUp", value: "custom" });
    actor.send({ type: "DATES", pickUp: "2026-12-02", dropOff: "2026-12-09" });
    actor.send({ type: "SELECT_VEHICLE", index: 2 });
    // A custom pick-up needs its address first.
    expect(actor.getSnapshot().context.vehicle).toBeNull();
    actor.send({ type: "PLACE", field: "customPickUp", value: "فندق أتلانتس، دبي" });
    actor.send({ type: "SELECT_VEHICLE", index: 2 });
    actor.send({ type: "CONTINUE" });
    expect(actor.getSnapshot().matches({ overlay: "extras" })).toBe(true);
    actor.send({ type: "SET_EXTRA", key: "0.0.0", quantity: 3 });
    actor.send({ type: "NEXT" });
    actor.send({ type: "NEXT" });
    await waitFor(actor, (s) => s.matches({ overlay: { contact: "ready" } }));
    actor.send({ type: "CHECKED", values: { first_name: "سارة" } });
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.matches("failed"));
    actor.send({ type: "RETRY" });
    await waitFor(actor, (s) => s.matches("sent"));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      pickUp: "custom",
      customPickUp: "فندق أتلانتس، دبي",
      pickUpDate: "2026-12-02",
      dropOffDate: "2026-12-09",
      vehicle: 2,
      extras: { "0.0.0": 3, "1.0.0": 1 },
      contact: { first_name: "سارة" },
    });
    expect(analytics).toBe(1);
    actor.send({ type: "DONE" });
    expect(actor.getSnapshot().value).toBe("booking");
    expect(actor.getSnapshot().context).toMatchObject({
      pickUp: "",
      vehicle: null,
      extras: { "0.0.0": 0, "1.0.0": 1 },
    });
  });

  it("forgets the car when the pick-up changes", () => {
    const actor = createActor(rentACarMachine, { input: INPUT }).start();
    actor.send({ type: "PLACE", field: "pickUp", value: "dxb" });
    actor.send({ type: "DATES", pickUp: "2026-12-03", dropOff: "2026-12-03" });
    actor.send({ type: "SELECT_VEHICLE", index: 0 });
    expect(actor.getSnapshot().context.vehicle).toBe(0);
    actor.send({ type: "PLACE", field: "pickUp", value: "auh" });
    expect(actor.getSnapshot().context.vehicle).toBeNull();
  });
});
