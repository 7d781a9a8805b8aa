import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { type BasicPopupOptions, basicPopupSettings } from "../runtime/core/popups.ts";
import { basicPopupMachine } from "./basic-popup-machine.ts";

const NOW = Date.parse("2025-06-15T12:00:00Z");

function popup(values: Record<string, string>): BasicPopupOptions {
  return basicPopupSettings(
    new Map(Object.entries({ "basic_popup.is_enabled": "true", ...values })),
    () => {},
  );
}

function start(settings: BasicPopupOptions) {
  const clock = new SimulatedClock();
  let dismissals = 0;
  const machine = basicPopupMachine.provide({
    actions: { recordDismissal: () => void dismissals++ },
  });
  const actor = createActor(machine, { input: { popup: settings }, clock }).start();
  return { actor, clock, dismissals: () => dismissals };
}

describe("basic popup machine", () => {
  it("opens 500 ms after START, not before", () => {
    const { actor, clock } = start(popup({}));
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "START", path: "/ar/", now: NOW, isDismissed: false });
    expect(actor.getSnapshot().value).toBe("waiting");
    clock.increment(499);
    expect(actor.getSnapshot().value).toBe("waiting");
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe("open");
  });

  it("stays hidden when disabled, off its paths, outside its dates or dismissed", () => {
    const cases: [BasicPopupOptions, string, boolean][] = [
      [popup({ "basic_popup.is_enabled": "false" }), "/ar/", false],
      [popup({ "basic_popup.matching_paths": '["/offers/*"]' }), "/ar/models/defender", false],
      [popup({ "basic_popup.end_date": "2025-06-01" }), "/ar/", false],
      [popup({ "basic_popup.start_date": "2025-07-01" }), "/ar/", false],
      [popup({}), "/ar/", true],
    ];
    for (const [settings, path, isDismissed] of cases) {
      const { actor } = start(settings);
      actor.send({ type: "START", path, now: NOW, isDismissed });
      expect(actor.getSnapshot().value).toBe("hidden");
    }
  });

  it("closing records a dismissal; a button only when it closes on click", () => {
    const { actor, clock, dismissals } = start(popup({ "basic_popup.store_type": "localStorage" }));
    actor.send({ type: "START", path: "/ar/", now: NOW, isDismissed: false });
    clock.increment(500);
    actor.send({ type: "BUTTON", closeOnClick: false });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "BUTTON", closeOnClick: true });
    expect(actor.getSnapshot().value).toBe("hidden");
    expect(dismissals()).toBe(1);
    // A later route change does not bring a recorded dismissal back.
    actor.send({ type: "ROUTE_CHANGED", path: "/ar/offers", now: NOW });
    expect(actor.getSnapshot().value).toBe("hidden");
  });

  it("with store_type none a route change shows it again; a route change restarts the delay", () => {
    const { actor, clock } = start(popup({ "basic_popup.store_type": "none" }));
    actor.send({ type: "START", path: "/ar/", now: NOW, isDismissed: false });
    clock.increment(500);
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("hidden");
    actor.send({ type: "ROUTE_CHANGED", path: "/ar/offers", now: NOW });
    expect(actor.getSnapshot().value).toBe("waiting");
    clock.increment(300);
    actor.send({ type: "ROUTE_CHANGED", path: "/ar/models", now: NOW });
    clock.increment(300);
    expect(actor.getSnapshot().value).toBe("waiting");
    clock.increment(200);
    expect(actor.getSnapshot().value).toBe("open");
  });

  it("waits behind the cookie banner, and opens 500 ms after the banner is gone", () => {
    const { actor, clock } = start(popup({}));
    actor.send({ type: "START", path: "/ar/", now: NOW, isDismissed: false });
    clock.increment(100);
    // The banner shows while the popup waits for its delay.
    actor.send({ type: "HOLD" });
    expect(actor.getSnapshot().value).toBe("held");
    clock.increment(5_000);
    expect(actor.getSnapshot().value).toBe("held");
    actor.send({ type: "RELEASE" });
    expect(actor.getSnapshot().value).toBe("waiting");
    clock.increment(499);
    expect(actor.getSnapshot().value).toBe("waiting");
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe("open");
  });

  it("held from the start when the banner was already showing; a banner answered first changes nothing", () => {
    const clock = new SimulatedClock();
    const held = createActor(basicPopupMachine, {
      input: { popup: popup({}), isHeld: true },
      clock,
    }).start();
    held.send({ type: "START", path: "/ar/", now: NOW, isDismissed: false });
    expect(held.getSnapshot().value).toBe("held");
    held.send({ type: "RELEASE" });
    clock.increment(500);
    expect(held.getSnapshot().value).toBe("open");

    // HOLD then RELEASE before START (the banner answered at once): the popup keeps its timing.
    const { actor, clock: other } = start(popup({}));
    actor.send({ type: "HOLD" });
    actor.send({ type: "RELEASE" });
    actor.send({ type: "START", path: "/ar/", now: NOW, isDismissed: false });
    expect(actor.getSnapshot().value).toBe("waiting");
    other.increment(500);
    expect(actor.getSnapshot().value).toBe("open");
  });

  it("a popup that is not shown here stays hidden whatever the banner does", () => {
    const { actor, clock } = start(popup({ "basic_popup.is_enabled": "false" }));
    actor.send({ type: "HOLD" });
    actor.send({ type: "START", path: "/ar/", now: NOW, isDismissed: false });
    actor.send({ type: "RELEASE" });
    clock.increment(1_000);
    expect(actor.getSnapshot().value).toBe("hidden");
  });
});
