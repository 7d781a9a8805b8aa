import { describe, expect, it } from "vitest";
import { createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { withCheckDigit } from "../runtime/core/vin.ts";
import { restingStates } from "./graph-states.ts";
import { type VinCheckerEvent, vinCheckerMachine } from "./vin-checker-machine.ts";

type Snapshot = SnapshotFrom<typeof vinCheckerMachine>;
const GOOD = withCheckDigit("SALEA7EU0P2200201");

type DoneOrError =
  | { type: "xstate.done.actor.checkVin"; output: boolean }
  | { type: "xstate.error.actor.checkVin"; error: unknown };

const graphEvents: (VinCheckerEvent | DoneOrError)[] = [
  { type: "SUBMIT", typed: "" },
  { type: "SUBMIT", typed: "SALEA7EU" },
  { type: "SUBMIT", typed: GOOD },
  { type: "xstate.done.actor.checkVin", output: true },
  { type: "xstate.done.actor.checkVin", output: false },
  { type: "xstate.error.actor.checkVin", error: new TypeError("Failed to fetch") },
  { type: "RETRY" },
  { type: "EDIT" },
];
const traversal = {
  events: graphEvents as never[],
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.vin]),
};
const STATES = ["idle", "invalid", "checking", "positive", "negative", "failed"];

describe("VIN checker: every state and transition (xstate/graph)", () => {
  const edges = adjacencyMapToArray(getAdjacencyMap(vinCheckerMachine, traversal));
  const name = (s: Snapshot) => String(s.value);

  it("reaches every state", () => {
    expect(restingStates(vinCheckerMachine.root)).toEqual(new Set(STATES));
    const reached = getShortestPaths(vinCheckerMachine, traversal).map((p) => name(p.state));
    expect(new Set(reached)).toEqual(new Set(STATES));
  });

  it("takes every transition", () => {
    const taken = new Set(
      edges.map((e) => `${name(e.state)} -${e.event.type}-> ${name(e.nextState)}`),
    );
    for (const from of ["idle", "invalid", "positive", "negative", "failed"]) {
      expect(taken).toContain(`${from} -SUBMIT-> checking`);
      expect(taken).toContain(`${from} -SUBMIT-> invalid`);
    }
    for (const t of [
      "checking -xstate.done.actor.checkVin-> positive",
      "checking -xstate.done.actor.checkVin-> negative",
      "checking -xstate.error.actor.checkVin-> failed",
      "failed -RETRY-> checking",
      "positive -EDIT-> idle",
      "negative -EDIT-> idle",
      "invalid -EDIT-> idle",
      "failed -EDIT-> idle",
    ])
      expect(taken).toContain(t);
  });

  it("asks the server only for a well-formed VIN, and only once at a time", () => {
    for (const e of edges) {
      if (
        name(e.nextState) === "checking" &&
        name(e.state) !== "checking" &&
        e.event.type === "SUBMIT"
      )
        expect(e.nextState.context.vin).toBe(GOOD);
      if (name(e.state) === "checking" && e.event.type === "SUBMIT")
        expect(name(e.nextState)).toBe("checking");
    }
  });
});

describe("VIN checker, run", () => {
  it("sends the normalised VIN and shows the answer; a failure retries", async () => {
    const asked: string[] = [];
    const answers: (boolean | Error)[] = [new TypeError("offline"), true, false];
    let answered = 0;
    const actor = createActor(
      vinCheckerMachine.provide({
        actors: {
          checkVin: fromPromise(async ({ input }: { input: { vin: string } }) => {
            asked.push(input.vin);
            const a = answers.shift() ?? false;
            if (a instanceof Error) throw a;
            return a;
          }),
        },
        actions: { answered: () => void answered++ },
      }),
    ).start();
    actor.send({ type: "SUBMIT", typed: "abc" });
    expect(actor.getSnapshot().value).toBe("invalid");
    actor.send({ type: "SUBMIT", typed: GOOD.toLowerCase().replace(/(.{4})/g, "$1 ") });
    await waitFor(actor, (s) => s.matches("failed"));
    actor.send({ type: "RETRY" });
    await waitFor(actor, (s) => s.matches("positive"));
    actor.send({ type: "SUBMIT", typed: GOOD });
    await waitFor(actor, (s) => s.matches("negative"));
    expect(asked).toEqual([GOOD, GOOD, GOOD]);
    expect(answered).toBe(2);
  });
});
