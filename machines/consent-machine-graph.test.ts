import { describe, expect, it } from "vitest";
import { getShortestPaths } from "xstate/graph";
import type { ConsentStrategy } from "../runtime/core/consent.ts";
import { consentMachine } from "./consent-machine.ts";

/**
 * Every state the consent machine can reach under each strategy, from what the browser and the
 * visitor can send it (the stored record read, the banner's three buttons, a consent manager's
 * save, the reopen link), found by xstate/graph; and the rules that hold in each.
 */

const events = [
  { type: "LOADED", record: null },
  { type: "LOADED", record: { status: "accepted", scopes: ["obligatory", "optional"] } },
  { type: "LOADED", record: { status: "rejected", scopes: [] } },
  { type: "ACCEPT_ALL" },
  { type: "ACCEPT", scopes: ["obligatory"] },
  { type: "REJECT" },
  { type: "MANAGER", event: { type: "accept_all" } },
  { type: "MANAGER", event: { type: "deny_all" } },
  { type: "REOPEN" },
] as const;

function pathsFor(strategy: ConsentStrategy) {
  const saved: unknown[] = [];
  const machine = consentMachine.provide({
    actions: { persist: (_, { record }) => void saved.push(record) },
  });
  return getShortestPaths(machine, {
    input: { strategy },
    events: [...events],
    serializeState: (s) => JSON.stringify([s.value, s.context.record]),
  });
}

const statesOf = (strategy: ConsentStrategy) =>
  new Set(pathsFor(strategy).map((p) => String(p.state.value)));

describe("consent machine: every reachable state (xstate/graph)", () => {
  it("under the basic strategy reaches loading, pending and decided", () => {
    expect(statesOf("basic")).toEqual(new Set(["loading", "pending", "decided"]));
  });

  it("under a consent manager reaches loading, pending and decided", () => {
    expect(statesOf("onetrust")).toEqual(new Set(["loading", "pending", "decided"]));
  });

  it("without a strategy is decided at once and stays so", () => {
    expect(statesOf("none")).toEqual(new Set(["decided"]));
  });

  it("the banner's buttons answer only while the basic strategy waits, and only it reopens", () => {
    for (const strategy of ["basic", "onetrust", "none"] as const)
      for (const { state } of pathsFor(strategy)) {
        const isAsking = strategy === "basic" && state.value === "pending";
        expect(state.can({ type: "ACCEPT_ALL" }), `${strategy} ${String(state.value)}`).toBe(
          isAsking,
        );
        expect(state.can({ type: "REOPEN" })).toBe(
          strategy === "basic" && state.value === "decided",
        );
        // A decision is never pending: a decided state holds an accepted or rejected record.
        if (state.value === "decided" && strategy !== "none")
          expect(["accepted", "rejected"]).toContain(state.context.record.status);
      }
  });
});
