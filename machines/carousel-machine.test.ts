import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { type CarouselInput, carouselMachine, slideDuration } from "./carousel-machine.ts";

function start(input: CarouselInput) {
  return createActor(carouselMachine, { input }).start();
}

describe("carousel machine", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("advances every interval and wraps to the first slide after the last", () => {
    const actor = start({ count: 3, interval: 6000 });
    expect(actor.getSnapshot().matches({ auto: "running" })).toBe(true);
    vi.advanceTimersByTime(5999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(6000);
    expect(actor.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(6000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.stop();
  });

  it("uses a slide's own duration when it sets one (slide_duration_limit)", () => {
    const actor = start({ count: 3, interval: 6000, durations: [null, 2000, 0] });
    vi.advanceTimersByTime(6000);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(1999);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(2);
    // 0 is not a duration: the slide falls back to the interval.
    vi.advanceTimersByTime(5999);
    expect(actor.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(slideDuration(actor.getSnapshot().context, 1)).toBe(2000);
    actor.stop();
  });

  it("never advances without an interval or with one slide", () => {
    for (const input of [
      { count: 4 },
      { count: 4, interval: 0 },
      { count: 4, interval: null },
      { count: 1, interval: 1000 },
    ] satisfies CarouselInput[]) {
      const actor = start(input);
      expect(actor.getSnapshot().matches("idle")).toBe(true);
      vi.advanceTimersByTime(60_000);
      expect(actor.getSnapshot().context.index).toBe(0);
      actor.stop();
    }
  });

  it("pause keeps the time left and play resumes with it", () => {
    const actor = start({ count: 3, interval: 5000 });
    vi.advanceTimersByTime(3000);
    actor.send({ type: "PAUSE" });
    expect(actor.getSnapshot().matches({ auto: "paused" })).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: "PLAY" });
    vi.advanceTimersByTime(1999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.stop();
  });

  it("hover and focus hold the timer until every hold ends; the visitor's pause outlasts them", () => {
    const actor = start({ count: 2, interval: 1000 });
    actor.send({ type: "HOLD", reason: "hover", isOn: true });
    actor.send({ type: "HOLD", reason: "focus", isOn: true });
    vi.advanceTimersByTime(5000);
    actor.send({ type: "HOLD", reason: "hover", isOn: false });
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: "PAUSE" });
    actor.send({ type: "HOLD", reason: "focus", isOn: false });
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: "PLAY" });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.stop();
  });

  it("reduced motion starts paused, and turning it on later pauses", () => {
    const reduced = start({ count: 3, interval: 1000, reducedMotion: true });
    expect(reduced.getSnapshot().matches({ auto: "paused" })).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(reduced.getSnapshot().context.index).toBe(0);
    reduced.stop();

    const actor = start({ count: 3, interval: 1000 });
    actor.send({ type: "REDUCED_MOTION", isOn: true });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    // Turning it off does not start the carousel on its own; the play button does.
    actor.send({ type: "REDUCED_MOTION", isOn: false });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.stop();
  });

  it("navigation moves, wraps when looping, clamps when not, and restarts the slide's time", () => {
    const actor = start({ count: 3, interval: 4000 });
    vi.advanceTimersByTime(3000);
    actor.send({ type: "PREV" });
    expect(actor.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(3999);
    expect(actor.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: "GO", index: 7 });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: "SYNC", index: 1 });
    expect(actor.getSnapshot().context.index).toBe(1);
    // The track settling on the slide already current does not restart its time.
    vi.advanceTimersByTime(3000);
    actor.send({ type: "SYNC", index: 1 });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.stop();

    const flat = start({ count: 3, loop: false });
    flat.send({ type: "PREV" });
    expect(flat.getSnapshot().context.index).toBe(0);
    flat.send({ type: "GO", index: 2 });
    flat.send({ type: "NEXT" });
    expect(flat.getSnapshot().context.index).toBe(2);
    flat.stop();
  });

  it("counts a new cycle each time a slide's time starts afresh (the progress bar's key)", () => {
    const actor = start({ count: 3, interval: 1000 });
    const first = actor.getSnapshot().context.cycle;
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.cycle).toBe(first + 1);
    actor.send({ type: "PAUSE" });
    actor.send({ type: "PLAY" });
    expect(actor.getSnapshot().context.cycle).toBe(first + 1);
    actor.send({ type: "NEXT" });
    expect(actor.getSnapshot().context.cycle).toBe(first + 2);
    actor.stop();
  });

  it("when several slides show at once it wraps after the last position the track can reach", () => {
    const actor = start({ count: 6, interval: 1000 });
    actor.send({ type: "MEASURED", last: 3 });
    actor.send({ type: "GO", index: 3 });
    actor.send({ type: "NEXT" });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: "GO", index: 3 });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: "GO", index: 5 });
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.stop();
  });
});
