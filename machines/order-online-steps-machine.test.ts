import { describe, expect, it } from "vitest";
import { createActor, type SnapshotFrom } from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  activeStepOf,
  enabledStepsOf,
  isStepValidated,
  isTabActive,
  isValidatedUpTo,
  orderOnlineStepsMachine,
  restoredSteps,
  type StepsEvent,
  upsertValidation,
  withButtonValue,
  withStepEnabled,
} from "./order-online-steps-machine.ts";

type StepsSnapshot = SnapshotFrom<typeof orderOnlineStepsMachine>;

/** What the injected persistence holds: what `persist` wrote last, null when cleared. */
interface Store {
  value: { active: unknown; enabled: unknown } | null;
  writes: number;
  clears: number;
}

const emptyStore = (value: Store["value"] = null): Store => ({ value, writes: 0, clears: 0 });

/** The machine with its persistence injected (the page wires site/order-online/steps-storage.ts). */
function start(stepCount: number, store: Store = emptyStore()) {
  const machine = orderOnlineStepsMachine.provide({
    actions: {
      persist: ({ context }) => {
        store.value = { active: context.active, enabled: [...context.enabled] };
        store.writes++;
      },
      clearStored: () => {
        store.value = null;
        store.clears++;
      },
    },
  });
  const actor = createActor(machine, { input: { stepCount } }).start();
  const restore = () => actor.send({ type: "RESTORE", stored: store.value });
  return { actor, restore, store, context: () => actor.getSnapshot().context };
}

const valid = (stepIndex: number, type = "form"): StepsEvent => ({
  type: "VALIDATE",
  record: { stepIndex, type, value: true },
});
const invalid = (stepIndex: number, type = "form"): StepsEvent => ({
  type: "VALIDATE",
  record: { stepIndex, type, value: false },
});

// ---------------------------------------------------------------------------------------------
// Every state the steps reach with three steps, by xstate/graph, replayed on a running actor.

const events: StepsEvent[] = [
  { type: "RESTORE", stored: null },
  { type: "RESTORE", stored: { active: 1, enabled: [0, 1] } },
  { type: "RESTORE", stored: { active: 2, enabled: [0, 2] } },
  { type: "RESTORE", stored: { active: "1", enabled: [] } },
  { type: "SET_ACTIVE", step: 1 },
  { type: "SET_ACTIVE", step: 2 },
  { type: "SET_ACTIVE", step: "2" },
  { type: "ENABLE", step: 1 },
  { type: "ENABLE", step: 2 },
  { type: "SET_ENABLED", steps: [] },
  { type: "SET_ENABLED", steps: [2] },
  valid(0),
  valid(1),
  invalid(1),
  valid(2, "terms"),
  { type: "SET_BUTTON", stepIndex: 1, value: false },
  { type: "SET_BUTTON", stepIndex: 1, value: true },
  { type: "GO_TO", step: 1 },
  { type: "GO_TO", step: 2 },
  { type: "NEXT" },
  { type: "RESET" },
];

function serializeState(snapshot: StepsSnapshot): string {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.active,
    c.enabled,
    [...c.validations].sort((a, b) => a.stepIndex - b.stepIndex || a.type.localeCompare(b.type)),
    [...c.disabledButtons].sort(),
  ]);
}

const paths = getShortestPaths(orderOnlineStepsMachine, {
  input: { stepCount: 3 },
  events,
  serializeState: (snapshot) => serializeState(snapshot),
});
const reached = paths.map((p) => p.state);

describe("order-online steps: every reachable state (xstate/graph)", () => {
  it("reaches both states, every active step and every enabled list of three steps", () => {
    expect(new Set(reached.map((s) => s.value))).toEqual(new Set(["restoring", "ready"]));
    expect(new Set(reached.map((s) => s.context.active))).toEqual(new Set([0, 1, 2]));
    expect(new Set(reached.map((s) => JSON.stringify(s.context.enabled)))).toEqual(
      new Set(["[0]", "[0,1]", "[0,2]", "[0,1,2]"]),
    );
    expect(reached.some((s) => s.context.disabledButtons.includes(1))).toBe(true);
    expect(reached.some((s) => isStepValidated(s.context.validations, 2))).toBe(true);
    expect(paths.length).toBeGreaterThan(100);
  });

  it("keeps the rules in every reached state", () => {
    for (const s of reached) {
      const c = s.context;
      expect(Number.isInteger(c.active) && c.active >= 0).toBe(true);
      expect(c.enabled[0]).toBe(0);
      expect(new Set(c.enabled).size).toBe(c.enabled.length);
      expect(isTabActive(c, 0)).toBe(true);
      expect(isTabActive(c, c.active)).toBe(true);
      // One record per step and type.
      const keys = c.validations.map((v) => `${v.stepIndex}/${v.type}`);
      expect(new Set(keys).size).toBe(keys.length);
      // Until restored, nothing else is taken.
      if (s.value === "restoring") expect(s.can({ type: "SET_ACTIVE", step: 1 })).toBe(false);
      // A tab opens only when it is active; continuing only from a validated step.
      for (const step of [1, 2])
        if (s.can({ type: "GO_TO", step })) expect(isTabActive(c, step)).toBe(true);
      if (s.can({ type: "NEXT" })) expect(isStepValidated(c.validations, c.active)).toBe(true);
    }
  });

  it("replays every path on a running actor to the same state, the store matching it", () => {
    for (const path of paths) {
      const run = start(3);
      for (const step of path.steps.slice(1)) run.actor.send(step.event);
      const snapshot = run.actor.getSnapshot();
      expect(serializeState(snapshot)).toBe(serializeState(path.state));
      // What is stored is either nothing (never written, or cleared) or the active and enabled.
      if (run.store.value !== null)
        expect(run.store.value).toEqual({
          active: snapshot.context.active,
          enabled: snapshot.context.enabled,
        });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// One test per sentence of 001 §4 'Order-online steps'.

describe("001 §4 Order-online steps", () => {
  it("Active step defaults to 0; enabled steps default to [0].", () => {
    const run = start(3);
    run.restore();
    expect(run.context()).toMatchObject({ active: 0, enabled: [0] });
  });

  it("Setting the active step accepts only a number; anything else resets it to 0.", () => {
    const run = start(4);
    run.restore();
    run.actor.send({ type: "SET_ACTIVE", step: 2 });
    expect(run.context().active).toBe(2);
    for (const other of ["2", null, undefined, { step: 2 }, Number.NaN, -1, 1.5]) {
      run.actor.send({ type: "SET_ACTIVE", step: 3 });
      run.actor.send({ type: "SET_ACTIVE", step: other });
      expect(run.context().active, String(other)).toBe(0);
    }
    expect(activeStepOf(3)).toBe(3);
  });

  it("Enabling a step adds it once.", () => {
    const run = start(4);
    run.restore();
    run.actor.send({ type: "ENABLE", step: 2 });
    run.actor.send({ type: "ENABLE", step: 2 });
    run.actor.send({ type: "ENABLE", step: 1 });
    expect(run.context().enabled).toEqual([0, 1, 2]);
    expect(withStepEnabled([0, 3], 3)).toEqual([0, 3]);
  });

  it("Setting the enabled list always includes 0; an empty list resets it to [0].", () => {
    const run = start(4);
    run.restore();
    run.actor.send({ type: "SET_ENABLED", steps: [2, 3] });
    expect(run.context().enabled).toEqual([0, 2, 3]);
    run.actor.send({ type: "SET_ENABLED", steps: [] });
    expect(run.context().enabled).toEqual([0]);
    expect(enabledStepsOf([1, 1, 0])).toEqual([0, 1]);
  });

  it("Validation records {stepIndex, type, value} are upserted by stepIndex and type.", () => {
    const run = start(3);
    run.restore();
    run.actor.send(valid(1, "form"));
    run.actor.send(valid(1, "terms"));
    run.actor.send(invalid(1, "form"));
    run.actor.send(valid(2, "form"));
    expect(run.context().validations).toEqual([
      { stepIndex: 1, type: "form", value: false },
      { stepIndex: 1, type: "terms", value: true },
      { stepIndex: 2, type: "form", value: true },
    ]);
    expect(upsertValidation([], { stepIndex: 0, type: "a", value: true })).toHaveLength(1);
  });

  it("A step is validated when any of its records has value true.", () => {
    const records = [
      { stepIndex: 1, type: "form", value: false },
      { stepIndex: 1, type: "terms", value: true },
      { stepIndex: 2, type: "form", value: false },
    ];
    expect(isStepValidated(records, 1)).toBe(true);
    expect(isStepValidated(records, 2)).toBe(false);
    expect(isStepValidated(records, 3)).toBe(false);
  });

  it("'Validated up to step N': step 0 is always true; otherwise every step from 0 to N (or to N-1) must be validated, and optionally step N must be enabled.", () => {
    const none = { validations: [], enabled: [0] };
    expect(isValidatedUpTo(none, 0, { isInclusive: true, isEnabledRequired: true })).toBe(true);
    expect(isValidatedUpTo(none, 1, { isInclusive: false })).toBe(false);

    const upToOne = {
      validations: [
        { stepIndex: 0, type: "form", value: true },
        { stepIndex: 1, type: "form", value: true },
      ],
      enabled: [0, 1],
    };
    // To N-1: steps 0 and 1 for N = 2; to N: step 2 too.
    expect(isValidatedUpTo(upToOne, 2, { isInclusive: false })).toBe(true);
    expect(isValidatedUpTo(upToOne, 2, { isInclusive: true })).toBe(false);
    // And step 2 must be enabled when asked.
    expect(isValidatedUpTo(upToOne, 2, { isInclusive: false, isEnabledRequired: true })).toBe(
      false,
    );
    expect(
      isValidatedUpTo({ ...upToOne, enabled: [0, 1, 2] }, 2, {
        isInclusive: false,
        isEnabledRequired: true,
      }),
    ).toBe(true);
    // A gap (step 0 not validated) fails whatever follows.
    expect(
      isValidatedUpTo({ validations: upToOne.validations.slice(1), enabled: [0, 1] }, 1, {
        isInclusive: true,
      }),
    ).toBe(false);
  });

  it("A step's navigation tab is active when it is the active step, or when it is enabled and all previous steps are validated.", () => {
    const state = {
      active: 2,
      enabled: [0, 1, 3],
      validations: [{ stepIndex: 0, type: "form", value: true }],
    };
    expect(isTabActive(state, 2)).toBe(true); // the active step, though not enabled
    expect(isTabActive(state, 1)).toBe(true); // enabled, step 0 validated
    expect(isTabActive(state, 3)).toBe(false); // enabled, but steps 1 and 2 are not validated
    expect(isTabActive({ ...state, enabled: [0] }, 1)).toBe(false); // not enabled

    // The machine opens a tab only when it is active.
    const run = start(4);
    run.restore();
    run.actor.send({ type: "ENABLE", step: 1 });
    run.actor.send({ type: "GO_TO", step: 1 });
    expect(run.context().active).toBe(0);
    run.actor.send(valid(0));
    run.actor.send({ type: "GO_TO", step: 1 });
    expect(run.context().active).toBe(1);
  });

  it("Disabled buttons: a step index is added when the value is false and removed when it is true.", () => {
    const run = start(3);
    run.restore();
    run.actor.send({ type: "SET_BUTTON", stepIndex: 1, value: false });
    run.actor.send({ type: "SET_BUTTON", stepIndex: 1, value: false });
    run.actor.send({ type: "SET_BUTTON", stepIndex: 2, value: false });
    expect(run.context().disabledButtons).toEqual([1, 2]);
    run.actor.send({ type: "SET_BUTTON", stepIndex: 1, value: true });
    expect(run.context().disabledButtons).toEqual([2]);
    expect(withButtonValue([], 0, true)).toEqual([]);
  });

  it("Active and enabled are persisted under sl_order_online_steps.", () => {
    // The key and the JSON written under it: tests/unit/order-online-storage.test.ts.
    const run = start(4);
    run.restore();
    run.actor.send(valid(0));
    expect(run.store.writes).toBe(0); // validations are not persisted
    run.actor.send({ type: "NEXT" });
    expect(run.store.value).toEqual({ active: 1, enabled: [0, 1] });
    run.actor.send({ type: "SET_ENABLED", steps: [1, 3] });
    expect(run.store.value).toEqual({ active: 1, enabled: [0, 1, 3] });
    run.actor.send({ type: "SET_ACTIVE", step: 3 });
    expect(run.store.value).toEqual({ active: 3, enabled: [0, 1, 3] });
  });

  it("On restore, enabled steps are applied; the stored active step is applied only if it and every step before it are enabled;", () => {
    const run = start(4, emptyStore({ active: 2, enabled: [2, 1, 3] }));
    run.restore();
    expect(run.context()).toMatchObject({ active: 2, enabled: [0, 1, 2, 3] });
    expect(run.store.clears).toBe(0);
    expect(restoredSteps({ active: 0, enabled: [] })).toEqual({ active: 0, enabled: [0] });
  });

  it("otherwise the whole steps state is reset and the stored data cleared.", () => {
    for (const stored of [
      { active: 2, enabled: [0, 2] }, // step 1 before it is not enabled
      { active: 3, enabled: [0, 1, 2] }, // it is not enabled
      { active: "1", enabled: [0, 1] }, // not a number
    ]) {
      const run = start(4, emptyStore(stored));
      run.restore();
      expect(run.context(), JSON.stringify(stored)).toMatchObject({
        active: 0,
        enabled: [0],
        validations: [],
        disabledButtons: [],
      });
      expect(run.store).toMatchObject({ value: null, clears: 1 });
    }
  });

  it("takes nothing before the stored steps are restored, so nothing is written over them", () => {
    const run = start(4, emptyStore({ active: 1, enabled: [0, 1] }));
    run.actor.send({ type: "SET_ACTIVE", step: 3 });
    run.actor.send({ type: "RESET" });
    expect(run.store).toMatchObject({ value: { active: 1, enabled: [0, 1] }, writes: 0 });
    run.restore();
    expect(run.context()).toMatchObject({ active: 1, enabled: [0, 1] });
    run.actor.send({ type: "RESET" });
    expect(run.context()).toMatchObject({ active: 0, enabled: [0] });
    expect(run.store.value).toBeNull();
  });
});

describe("continuing to the next step", () => {
  it("continues only from a validated step whose button is not disabled, and not past the last", () => {
    const run = start(2);
    run.restore();
    run.actor.send({ type: "NEXT" });
    expect(run.context().active).toBe(0);
    run.actor.send(valid(0));
    run.actor.send({ type: "SET_BUTTON", stepIndex: 0, value: false });
    run.actor.send({ type: "NEXT" });
    expect(run.context().active).toBe(0);
    run.actor.send({ type: "SET_BUTTON", stepIndex: 0, value: true });
    run.actor.send({ type: "NEXT" });
    expect(run.context()).toMatchObject({ active: 1, enabled: [0, 1] });
    run.actor.send(valid(1));
    run.actor.send({ type: "NEXT" });
    expect(run.context().active).toBe(1);
  });
});
