import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { withCheckDigit } from "../runtime/core/vin.ts";
import { restingStates } from "./graph-states.ts";
import {
  type MapUpdateEvent,
  type MapUpdateSnapshot,
  mapUpdateMachine,
  stepOf,
} from "./map-update-machine.ts";

const GOOD = withCheckDigit("SALGA2EV0HA100101");
const WRONG_DIGIT = `${GOOD.slice(0, 8)}${GOOD[8] === "1" ? "2" : "1"}${GOOD.slice(9)}`;

const stateName = (s: MapUpdateSnapshot): string =>
  typeof s.value === "string" ? s.value : Object.entries(s.value).flat().join(".");

type DoneOrError =
  | { type: "xstate.done.actor.checkVin"; output: boolean }
  | { type: "xstate.error.actor.checkVin"; error: unknown };

const graphEvents: (MapUpdateEvent | DoneOrError)[] = [
  { type: "SUBMIT", typed: "" },
  { type: "SUBMIT", typed: WRONG_DIGIT },
  { type: "SUBMIT", typed: GOOD.toLowerCase() },
  { type: "xstate.done.actor.checkVin", output: true },
  { type: "xstate.done.actor.checkVin", output: false },
  { type: "xstate.error.actor.checkVin", error: new TypeError("Failed to fetch") },
  { type: "RETRY" },
  { type: "CHANGE_VEHICLE" },
  { type: "TERMS", accepted: true },
  { type: "TERMS", accepted: false },
  { type: "DOWNLOAD" },
  { type: "DOWNLOAD_AGAIN" },
  { type: "UPDATE_NEW_VEHICLE" },
];

const serializeState = (s: MapUpdateSnapshot) =>
  JSON.stringify([s.value, s.context.error, s.context.vin, Math.min(s.context.downloads, 2)]);

const traversal = { events: graphEvents as never[], serializeState };
const paths = getShortestPaths(mapUpdateMachine, traversal);
const edges = adjacencyMapToArray(getAdjacencyMap(mapUpdateMachine, traversal));

const ALL_STATES = [
  "step1.editing",
  "step1.checking",
  "step1.failed",
  "step2.termsPending",
  "step2.termsAccepted",
  "step3",
];

describe("map update wizard: every state and transition (xstate/graph)", () => {
  it("reaches every state the wizard can rest in", () => {
    expect(restingStates(mapUpdateMachine.root)).toEqual(new Set(ALL_STATES));
    expect(new Set(paths.map((p) => stateName(p.state)))).toEqual(new Set(ALL_STATES));
  });

  it("takes every transition the spec names, from where it names it", () => {
    const taken = new Set(
      edges
        .filter(
          (e) =>
            serializeState(e.state) !== serializeState(e.nextState) ||
            e.event.type.startsWith("DOWNLOAD"),
        )
        .map((e) => `${stateName(e.state)} -${e.event.type}-> ${stateName(e.nextState)}`),
    );
    for (const t of [
      "step1.editing -SUBMIT-> step1.checking",
      "step1.editing -SUBMIT-> step1.editing",
      "step1.checking -xstate.done.actor.checkVin-> step2.termsPending",
      "step1.checking -xstate.done.actor.checkVin-> step1.editing",
      "step1.checking -xstate.error.actor.checkVin-> step1.failed",
      "step1.failed -RETRY-> step1.checking",
      "step1.failed -SUBMIT-> step1.editing",
      "step1.failed -SUBMIT-> step1.checking",
      "step2.termsPending -TERMS-> step2.termsAccepted",
      "step2.termsAccepted -TERMS-> step2.termsPending",
      "step2.termsPending -CHANGE_VEHICLE-> step1.editing",
      "step2.termsAccepted -CHANGE_VEHICLE-> step1.editing",
      "step2.termsAccepted -DOWNLOAD-> step3",
      "step3 -DOWNLOAD_AGAIN-> step3",
      "step3 -UPDATE_NEW_VEHICLE-> step1.editing",
    ])
      expect(taken, t).toContain(t);
  });

  it("goes to step 2 only with a recognised, well-formed VIN, and to step 3 only with the terms ticked", () => {
    for (const e of edges) {
      const from = stateName(e.state);
      const to = stateName(e.nextState);
      if (to.startsWith("step2") && from.startsWith("step1")) {
        expect(from).toBe("step1.checking");
        expect(e.event).toEqual({ type: "xstate.done.actor.checkVin", output: true });
        expect(e.nextState.context.vin).toBe(GOOD);
      }
      if (to === "step3" && from !== "step3") {
        expect(from).toBe("step2.termsAccepted");
        expect(e.event.type).toBe("DOWNLOAD");
      }
      // DOWNLOAD before the terms are ticked changes nothing.
      if (from === "step2.termsPending" && e.event.type === "DOWNLOAD") expect(to).toBe(from);
    }
  });

  it("an empty VIN is required, a malformed one unrecognised without asking, and both stay on step 1", () => {
    const into = (typed: string) =>
      edges.find(
        (e) =>
          stateName(e.state) === "step1.editing" &&
          e.event.type === "SUBMIT" &&
          "typed" in e.event &&
          e.event.typed === typed,
      );
    const required = into("");
    const malformed = into(WRONG_DIGIT);
    expect(required && stateName(required.nextState)).toBe("step1.editing");
    expect(required?.nextState.context.error).toBe("required");
    expect(malformed && stateName(malformed.nextState)).toBe("step1.editing");
    expect(malformed?.nextState.context.error).toBe("unrecognised");
  });
});

function run(answers: (boolean | Error)[]) {
  const asked: string[] = [];
  const downloads: string[] = [];
  const machine = mapUpdateMachine.provide({
    actors: {
      checkVin: fromPromise(async ({ input }: { input: { vin: string } }) => {
        asked.push(input.vin);
        const answer = answers.shift() ?? false;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { download: ({ context }) => void downloads.push(context.vin) },
  });
  const actor = createActor(machine).start();
  const settle = (name: string) => waitFor(actor, (s) => stateName(s) === name, { timeout: 1000 });
  return { actor, asked, downloads, settle, now: () => stateName(actor.getSnapshot()) };
}

describe("map update wizard, run", () => {
  it("walks the three steps with a good VIN, downloads twice, then starts again empty", async () => {
    const r = run([true]);
    r.actor.send({ type: "SUBMIT", typed: ` ${GOOD.toLowerCase()} ` });
    await r.settle("step2.termsPending");
    expect(r.asked).toEqual([GOOD]);
    expect(stepOf(r.actor.getSnapshot())).toBe(2);
    r.actor.send({ type: "DOWNLOAD" });
    expect(r.now()).toBe("step2.termsPending");
    r.actor.send({ type: "TERMS", accepted: true });
    r.actor.send({ type: "DOWNLOAD" });
    expect(r.now()).toBe("step3");
    r.actor.send({ type: "DOWNLOAD_AGAIN" });
    expect(r.downloads).toEqual([GOOD, GOOD]);
    r.actor.send({ type: "UPDATE_NEW_VEHICLE" });
    expect(r.now()).toBe("step1.editing");
    expect(r.actor.getSnapshot().context).toEqual({
      vin: "",
      typed: "",
      error: null,
      downloads: 0,
    });
  });

  it("an unrecognised VIN stays on step 1 with the error; a failed check retries", async () => {
    const r = run([false, new TypeError("offline"), true]);
    r.actor.send({ type: "SUBMIT", typed: GOOD });
    await waitFor(r.actor, (s) => s.context.error === "unrecognised", { timeout: 1000 });
    expect(r.now()).toBe("step1.editing");
    r.actor.send({ type: "SUBMIT", typed: GOOD });
    await r.settle("step1.failed");
    r.actor.send({ type: "RETRY" });
    await r.settle("step2.termsPending");
    expect(r.asked).toEqual([GOOD, GOOD, GOOD]);
  });

  it("Change vehicle keeps what was typed; a second submit while checking is not taken", async () => {
    const r = run([true]);
    r.actor.send({ type: "SUBMIT", typed: GOOD });
    r.actor.send({ type: "SUBMIT", typed: "" });
    expect(r.actor.getSnapshot().context.error).toBeNull();
    await r.settle("step2.termsPending");
    r.actor.send({ type: "CHANGE_VEHICLE" });
    expect(r.now()).toBe("step1.editing");
    expect(r.actor.getSnapshot().context.typed).toBe(GOOD);
    expect(r.asked).toHaveLength(1);
  });
});
