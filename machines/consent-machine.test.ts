import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { ConsentRecord, ConsentStrategy } from "../runtime/core/consent.ts";
import { consentMachine } from "./consent-machine.ts";

function start(strategy: ConsentStrategy) {
  const saved: ConsentRecord[] = [];
  const machine = consentMachine.provide({
    actions: { persist: (_, params) => saved.push(params.record) },
  });
  const actor = createActor(machine, { input: { strategy } }).start();
  return { actor, saved };
}

describe("consent machine", () => {
  it("waits for the stored record, then is pending when nothing is stored", () => {
    const { actor } = start("basic");
    expect(actor.getSnapshot().value).toBe("loading");
    expect(actor.getSnapshot().context.record.status).toBe("unknown");
    actor.send({ type: "LOADED", record: null });
    expect(actor.getSnapshot().value).toBe("pending");
    expect(actor.getSnapshot().context.record).toEqual({ status: "pending", scopes: [] });
  });

  it("is decided at once when a stored record is accepted or rejected", () => {
    const a = start("basic");
    a.actor.send({ type: "LOADED", record: { status: "rejected", scopes: [] } });
    expect(a.actor.getSnapshot().value).toBe("decided");
    expect(a.saved).toEqual([]);
    const b = start("basic");
    b.actor.send({ type: "LOADED", record: { status: "accepted", scopes: ["obligatory"] } });
    expect(b.actor.getSnapshot().context.record.scopes).toEqual(["obligatory"]);
  });

  it("accept all saves accepted with every scope of the strategy", () => {
    const { actor, saved } = start("basic");
    actor.send({ type: "LOADED", record: null });
    actor.send({ type: "ACCEPT_ALL" });
    expect(actor.getSnapshot().value).toBe("decided");
    expect(saved).toEqual([{ status: "accepted", scopes: ["obligatory", "optional"] }]);
  });

  it("accept saves the given scope (obligatory always held); reject saves no scope", () => {
    const a = start("basic");
    a.actor.send({ type: "LOADED", record: null });
    a.actor.send({ type: "ACCEPT", scopes: [] });
    expect(a.saved).toEqual([{ status: "accepted", scopes: ["obligatory"] }]);
    const b = start("basic");
    b.actor.send({ type: "LOADED", record: null });
    b.actor.send({ type: "REJECT" });
    expect(b.saved).toEqual([{ status: "rejected", scopes: [] }]);
  });

  it("none always accepts, asks nothing and stores nothing", () => {
    const { actor, saved } = start("none");
    expect(actor.getSnapshot().value).toBe("decided");
    expect(actor.getSnapshot().context.record).toEqual({
      status: "accepted",
      scopes: ["obligatory", "optional"],
    });
    actor.send({ type: "REJECT" });
    expect(saved).toEqual([]);
  });

  it("a consent manager's events decide, and a later save changes the record", () => {
    const { actor, saved } = start("onetrust");
    actor.send({ type: "LOADED", record: null });
    // The basic banner's buttons mean nothing to a manager strategy.
    actor.send({ type: "ACCEPT_ALL" });
    expect(actor.getSnapshot().value).toBe("pending");
    actor.send({ type: "MANAGER", event: { type: "deny_all" } });
    expect(actor.getSnapshot().context.record.status).toBe("rejected");
    actor.send({
      type: "MANAGER",
      event: {
        type: "save",
        categories: [
          { id: "C0001", accepted: true },
          { id: "C0002", accepted: true },
          { id: "C0004", accepted: false },
        ],
      },
    });
    expect(saved.at(-1)).toEqual({ status: "accepted", scopes: ["obligatory"] });
  });

  it("REOPEN shows the basic banner again after a choice", () => {
    const { actor } = start("basic");
    actor.send({ type: "LOADED", record: { status: "rejected", scopes: [] } });
    actor.send({ type: "REOPEN" });
    expect(actor.getSnapshot().value).toBe("pending");
  });
});
