import { afterEach, describe, expect, it, vi } from "vitest";
import {
  exteriorLoadStatus,
  exteriorReducer,
  frameAfterDrag,
  initialExterior,
  initialInterior,
  initialLoad,
  interiorReducer,
  loadReducer,
  nearestLoaded,
  PANORAMA_PER_STAGE,
  panoramaShiftPercent,
  preloadOrder,
  settledFrames,
  startSpin,
  wrapIndex,
  yawAfterDrag,
} from "../../site/ui/view360-controls.ts";

describe("exterior turn", () => {
  it("maps drag distance to frames: a drag across the whole stage is one full turn", () => {
    // 24 frames on a 480 px stage: 20 px per frame.
    expect(frameAfterDrag(0, 0, 480, 24)).toBe(0);
    expect(frameAfterDrag(0, 9, 480, 24)).toBe(0);
    expect(frameAfterDrag(0, 11, 480, 24)).toBe(1);
    expect(frameAfterDrag(0, 100, 480, 24)).toBe(5);
    expect(frameAfterDrag(3, 480, 480, 24)).toBe(3);
  });

  it("wraps round in both directions", () => {
    expect(frameAfterDrag(23, 20, 480, 24)).toBe(0);
    expect(frameAfterDrag(0, -20, 480, 24)).toBe(23);
    expect(frameAfterDrag(2, -100, 480, 24)).toBe(21);
    expect(frameAfterDrag(0, -960 - 40, 480, 24)).toBe(22);
    expect(wrapIndex(-1, 24)).toBe(23);
    expect(wrapIndex(49, 24)).toBe(1);
  });

  it("a drag to the right advances the frames, measured from where the drag started", () => {
    let s = initialExterior(24, false);
    s = exteriorReducer(s, { type: "DRAG_START", x: 300 });
    s = exteriorReducer(s, { type: "DRAG_MOVE", x: 340, stageWidth: 480 });
    expect(s.frame).toBe(2);
    s = exteriorReducer(s, { type: "DRAG_MOVE", x: 260, stageWidth: 480 });
    expect(s.frame).toBe(22);
    s = exteriorReducer(s, { type: "DRAG_END" });
    expect(s.drag).toBeNull();
    // Moves without a drag do nothing.
    expect(exteriorReducer(s, { type: "DRAG_MOVE", x: 0, stageWidth: 480 }).frame).toBe(22);
  });

  it("is physical in both reading directions: the reducer takes physical x, and keys name sides", () => {
    // The same physical drag gives the same frame whatever the page's direction: there is no
    // direction input at all. ArrowRight does what a drag to the right does.
    const right = exteriorReducer(initialExterior(24, false), { type: "KEY", key: "ArrowRight" });
    const dragged = exteriorReducer(
      exteriorReducer(initialExterior(24, false), { type: "DRAG_START", x: 0 }),
      { type: "DRAG_MOVE", x: 20, stageWidth: 480 },
    );
    expect(right.frame).toBe(1);
    expect(dragged.frame).toBe(1);
    expect(
      exteriorReducer(initialExterior(24, false), { type: "KEY", key: "ArrowLeft" }).frame,
    ).toBe(23);
  });

  it("keys: Home and End, a quarter turn by page keys, others ignored", () => {
    let s = { ...initialExterior(24, false), frame: 10 };
    expect(exteriorReducer(s, { type: "KEY", key: "Home" }).frame).toBe(0);
    expect(exteriorReducer(s, { type: "KEY", key: "End" }).frame).toBe(23);
    expect(exteriorReducer(s, { type: "KEY", key: "PageUp" }).frame).toBe(16);
    expect(exteriorReducer(s, { type: "KEY", key: "PageDown" }).frame).toBe(4);
    s = exteriorReducer(s, { type: "KEY", key: "a" });
    expect(s.frame).toBe(10);
    expect(s.hasInteracted).toBe(false);
  });

  it("the autostart spin ticks until the first interaction, and pause/play toggle it", () => {
    let s = initialExterior(24, true);
    expect(s.isSpinning).toBe(true);
    s = exteriorReducer(s, { type: "TICK" });
    s = exteriorReducer(s, { type: "TICK" });
    expect(s.frame).toBe(2);
    s = exteriorReducer(s, { type: "PAUSE" });
    expect(exteriorReducer(s, { type: "TICK" }).frame).toBe(2);
    s = exteriorReducer(s, { type: "PLAY" });
    s = exteriorReducer(s, { type: "SET_FRAME", frame: 30 });
    expect(s.frame).toBe(6);
    expect(s.isSpinning).toBe(false);
    expect(s.hasInteracted).toBe(true);
    expect(initialExterior(24, false).isSpinning).toBe(false);
    expect(initialExterior(1, true).isSpinning).toBe(false);
  });

  it("reset returns to the first frame", () => {
    const s = exteriorReducer({ ...initialExterior(24, true), frame: 9 }, { type: "RESET" });
    expect(s.frame).toBe(0);
    expect(s.isSpinning).toBe(false);
  });

  it("preloads coarse to fine, every frame once, and draws the nearest loaded frame meanwhile", () => {
    const order = preloadOrder(24);
    expect(order.slice(0, 4)).toEqual([0, 12, 6, 18]);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    const loaded = new Set([0, 12]);
    expect(nearestLoaded(12, 24, loaded)).toBe(12);
    expect(nearestLoaded(10, 24, loaded)).toBe(12);
    expect(nearestLoaded(22, 24, loaded)).toBe(0);
    expect(nearestLoaded(5, 24, new Set())).toBe(0);
  });
});

describe("the autostart clock", () => {
  afterEach(() => vi.useRealTimers());
  it("ticks every interval until stopped, with the global timers called as plain functions", () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const stop = startSpin(tick, 120);
    vi.advanceTimersByTime(119);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1200);
    expect(tick).toHaveBeenCalledTimes(11);
    stop();
    vi.advanceTimersByTime(1200);
    expect(tick).toHaveBeenCalledTimes(11);
  });
});

describe("interior pan", () => {
  it("the scene follows the finger: a drag to the right turns the view left, wrapping round", () => {
    expect(yawAfterDrag(0, 100, 1000)).toBeCloseTo(0.9);
    expect(yawAfterDrag(0, -100, 1000)).toBeCloseTo(0.1);
    expect(yawAfterDrag(0.95, -100, 1000)).toBeCloseTo(0.05);
    expect(yawAfterDrag(0.5, 2500, 1000)).toBeCloseTo(0);
  });

  it("a drag enters the interactive mode; reset returns to the dash; exit leaves, keeping the view", () => {
    let s = interiorReducer(initialInterior, { type: "DRAG_START", x: 500 });
    expect(s.mode).toBe("interactive");
    s = interiorReducer(s, { type: "DRAG_MOVE", x: 400, panoramaWidth: 1000 });
    expect(s.yaw).toBeCloseTo(0.1);
    s = interiorReducer(s, { type: "DRAG_END" });
    s = interiorReducer(s, { type: "EXIT" });
    expect(s.mode).toBe("preview");
    expect(s.yaw).toBeCloseTo(0.1);
    s = interiorReducer(s, { type: "ENTER" });
    s = interiorReducer(s, { type: "RESET" });
    expect(s.yaw).toBe(0);
    expect(s.mode).toBe("interactive");
  });

  it("keys: ArrowRight looks right by 10°, ArrowLeft wraps below 0, Home is the dash, Escape exits", () => {
    let s = interiorReducer(initialInterior, { type: "KEY", key: "ArrowRight" });
    expect(s.mode).toBe("interactive");
    expect(s.yaw * 360).toBeCloseTo(10);
    s = interiorReducer(s, { type: "KEY", key: "ArrowLeft" });
    s = interiorReducer(s, { type: "KEY", key: "ArrowLeft" });
    expect(s.yaw * 360).toBeCloseTo(350);
    s = interiorReducer(s, { type: "KEY", key: "Home" });
    expect(s.yaw).toBe(0);
    s = interiorReducer(s, { type: "KEY", key: "Escape" });
    expect(s.mode).toBe("preview");
    // Escape in the preview changes nothing.
    expect(interiorReducer(s, { type: "KEY", key: "Escape" })).toBe(s);
  });

  it("the strip's shift puts the dashboard (the panorama's middle) at the stage's centre", () => {
    // In stage widths: the strip is 3 panoramas of 2.25 stages; the middle copy's centre is at
    // 2.25 + 1.125 = 3.375 stages, so the strip moves by 0.5 − 3.375 = −2.875 stages.
    const stripStages = 3 * PANORAMA_PER_STAGE;
    expect(panoramaShiftPercent(0)).toBeCloseTo((-2.875 / stripStages) * 100);
    // A quarter turn right moves the strip left by a quarter panorama.
    expect(panoramaShiftPercent(0.25) - panoramaShiftPercent(0)).toBeCloseTo(
      ((-0.25 * PANORAMA_PER_STAGE) / stripStages) * 100,
    );
    // Every yaw keeps picture on both sides of the stage: strip start ≤ 0, strip end ≥ 1 stage.
    for (const yaw of [0, 0.2, 0.49, 0.5, 0.51, 0.99]) {
      const start = (panoramaShiftPercent(yaw) / 100) * stripStages;
      expect(start).toBeLessThanOrEqual(0);
      expect(start + stripStages).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("loading and the load failure (002 §4.1)", () => {
  it("loading → ready, or → failed; RETRY leaves failed for a new attempt and nothing else", () => {
    expect(initialLoad).toEqual({ status: "loading", attempt: 0 });
    const ready = loadReducer(initialLoad, { type: "LOADED" });
    expect(ready).toEqual({ status: "ready", attempt: 0 });
    const failed = loadReducer(initialLoad, { type: "FAILED" });
    expect(failed).toEqual({ status: "failed", attempt: 0 });
    // A retry is only for a failure: loading or ready ignore it.
    expect(loadReducer(initialLoad, { type: "RETRY" })).toBe(initialLoad);
    expect(loadReducer(ready, { type: "RETRY" })).toBe(ready);
    const again = loadReducer(failed, { type: "RETRY" });
    expect(again).toEqual({ status: "loading", attempt: 1 });
    // The second attempt fails too, then a third loads.
    const twice = loadReducer(loadReducer(again, { type: "FAILED" }), { type: "RETRY" });
    expect(twice).toEqual({ status: "loading", attempt: 2 });
    expect(loadReducer(twice, { type: "LOADED" })).toEqual({ status: "ready", attempt: 2 });
  });

  it("a picture failing after the rest loaded fails the view; a failure stays until RETRY", () => {
    const ready = loadReducer(initialLoad, { type: "LOADED" });
    expect(loadReducer(ready, { type: "FAILED" }).status).toBe("failed");
    const failed = loadReducer(initialLoad, { type: "FAILED" });
    expect(loadReducer(failed, { type: "LOADED" })).toBe(failed);
    expect(loadReducer(failed, { type: "FAILED" })).toBe(failed);
  });

  it("exterior rule: the first frame failing, or no other frame loading, fails the view; a few gaps do not", () => {
    const none = new Set<number>();
    const all = new Set(Array.from({ length: 24 }, (_, i) => i));
    // The server-rendered first frame only, the others on their way.
    expect(exteriorLoadStatus(24, new Set([0]), none)).toBe("loading");
    expect(exteriorLoadStatus(24, all, none)).toBe("ready");
    // The first frame failed: failed at once, whatever else is still loading.
    expect(exteriorLoadStatus(24, new Set([0, 12]), new Set([0]))).toBe("failed");
    // Every other frame failed: nothing to turn through.
    const others = new Set(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(exteriorLoadStatus(24, new Set([0]), others)).toBe("failed");
    // Two frames missing among 22 loaded: the nearest loaded frames stand in.
    const gaps = new Set([5, 17]);
    const rest = new Set([...all].filter((f) => !gaps.has(f)));
    expect(exteriorLoadStatus(24, rest, gaps)).toBe("ready");
    expect(settledFrames(rest, gaps)).toBe(24);
    // Half settled is still loading.
    expect(exteriorLoadStatus(24, new Set([0, 12]), new Set([6]))).toBe("loading");
    // A one-frame sequence has nothing to turn: its first frame is all it needs.
    expect(exteriorLoadStatus(1, new Set([0]), none)).toBe("ready");
  });

  it("settled frames count each frame once", () => {
    expect(settledFrames(new Set([0, 1]), new Set([1, 2]))).toBe(3);
  });
});
