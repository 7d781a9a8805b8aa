/**
 * The state of the 360 views (Exterior 360, Interior 360 and the Tabbed Component's tabs), as
 * pure reducers: no React, no DOM, no timers of their own.
 *
 * Directions are physical, never mirrored in right-to-left pages: dragging or touching the
 * picture is a spatial gesture on an object (the car turns under the finger the way it would on
 * a turntable), not movement through text, so a drag to the right turns the car and pans the
 * cabin the same way in Arabic as in English. The arrow keys follow the same physical sides:
 * ArrowRight does what a drag to the right does. (A reading-order control such as the tabs of
 * the Tabbed Component does follow the reading direction; see site/blocks/TabbedComponent/tab-keys.ts.)
 */

/** i modulo n, always in 0..n-1 (also for negative i). */
export function wrapIndex(i: number, n: number): number {
  if (n <= 0) return 0;
  return ((Math.round(i) % n) + n) % n;
}

/** x modulo 1, always in [0, 1). */
function wrapUnit(x: number): number {
  const r = x - Math.floor(x);
  return r >= 1 ? 0 : r;
}

// ---------------------------------------------------------------------------------------------
// Exterior 360: an image sequence of the car turning, frame 0 the front three-quarter view.

/**
 * How many pixels of drag turn the car by one frame: a drag across the whole picture turns the
 * car once around.
 */
function pixelsPerFrame(stageWidth: number, frames: number): number {
  return Math.max(1, stageWidth) / Math.max(1, frames);
}

/**
 * The frame a drag of dx physical pixels (positive: to the right) leads to from startFrame,
 * wrapping around both ways. A drag to the right advances the sequence.
 */
export function frameAfterDrag(
  startFrame: number,
  dx: number,
  stageWidth: number,
  frames: number,
): number {
  const steps = Math.round(dx / pixelsPerFrame(stageWidth, frames));
  return wrapIndex(startFrame + steps, frames);
}

export interface ExteriorState {
  frames: number;
  frame: number;
  /** Where the current drag started: pointer x (CSS px) and the frame shown then. */
  drag: { startX: number; startFrame: number } | null;
  /** The visitor has dragged, touched, pressed a key or moved the slider: labels go. */
  hasInteracted: boolean;
  /** The autostart spin is running (advancing one frame per tick). */
  isSpinning: boolean;
}

export type ExteriorEvent =
  | { type: "DRAG_START"; x: number }
  | { type: "DRAG_MOVE"; x: number; stageWidth: number }
  | { type: "DRAG_END" }
  | { type: "KEY"; key: string }
  | { type: "SET_FRAME"; frame: number }
  | { type: "TICK" }
  | { type: "PLAY" }
  | { type: "PAUSE" }
  | { type: "RESET" };

/** Keys the exterior view answers; any other key is left to the page. */
export const exteriorKeys: readonly string[] = [
  "ArrowRight",
  "ArrowLeft",
  "Home",
  "End",
  "PageUp",
  "PageDown",
];

export function initialExterior(frames: number, hasAutostart: boolean): ExteriorState {
  return {
    frames: Math.max(1, frames),
    frame: 0,
    drag: null,
    hasInteracted: false,
    isSpinning: hasAutostart && frames > 1,
  };
}

/** The frame a key leads to; null for a key the view does not use. */
function frameAfterKey(frame: number, frames: number, key: string): number | null {
  const quarter = Math.max(1, Math.round(frames / 4));
  switch (key) {
    case "ArrowRight":
      return wrapIndex(frame + 1, frames);
    case "ArrowLeft":
      return wrapIndex(frame - 1, frames);
    case "PageUp":
      return wrapIndex(frame + quarter, frames);
    case "PageDown":
      return wrapIndex(frame - quarter, frames);
    case "Home":
      return 0;
    case "End":
      return frames - 1;
    default:
      return null;
  }
}

/** A visitor's own action: the labels go and the autostart spin stops for good. */
const touched = (s: ExteriorState, frame: number): ExteriorState => ({
  ...s,
  frame,
  hasInteracted: true,
  isSpinning: false,
});

export function exteriorReducer(s: ExteriorState, e: ExteriorEvent): ExteriorState {
  switch (e.type) {
    case "DRAG_START":
      return { ...touched(s, s.frame), drag: { startX: e.x, startFrame: s.frame } };
    case "DRAG_MOVE": {
      if (!s.drag) return s;
      const frame = frameAfterDrag(s.drag.startFrame, e.x - s.drag.startX, e.stageWidth, s.frames);
      return frame === s.frame ? s : { ...s, frame };
    }
    case "DRAG_END":
      return s.drag ? { ...s, drag: null } : s;
    case "KEY": {
      const frame = frameAfterKey(s.frame, s.frames, e.key);
      return frame === null ? s : touched(s, frame);
    }
    case "SET_FRAME":
      return touched(s, wrapIndex(e.frame, s.frames));
    case "TICK":
      return s.isSpinning && !s.drag ? { ...s, frame: wrapIndex(s.frame + 1, s.frames) } : s;
    case "PLAY":
      return s.frames > 1 ? { ...s, isSpinning: true } : s;
    case "PAUSE":
      return s.isSpinning ? { ...s, isSpinning: false } : s;
    case "RESET":
      return { ...s, frame: 0, drag: null, isSpinning: false };
  }
}

/**
 * The frames to preload, in an order that makes a coarse turn possible early: the first frame
 * (already on the page), then halves, quarters, eighths… of the turn, then the rest.
 */
export function preloadOrder(frames: number): number[] {
  const order: number[] = [];
  const seen = new Set<number>();
  const add = (i: number) => {
    if (i >= 0 && i < frames && !seen.has(i)) {
      seen.add(i);
      order.push(i);
    }
  };
  add(0);
  for (let step = frames / 2; step >= 1; step /= 2) {
    for (let x = 0; x < frames; x += step) add(Math.round(x));
  }
  for (let i = 0; i < frames; i++) add(i);
  return order;
}

/**
 * The frame to draw for a wanted one while not every frame has loaded: the wanted frame when
 * loaded, else the nearest loaded one around the circle (the first frame is always there).
 */
export function nearestLoaded(frame: number, frames: number, loaded: ReadonlySet<number>): number {
  if (loaded.has(frame)) return frame;
  for (let d = 1; d <= frames / 2; d++) {
    const before = wrapIndex(frame - d, frames);
    if (loaded.has(before)) return before;
    const after = wrapIndex(frame + d, frames);
    if (loaded.has(after)) return after;
  }
  return 0;
}

/**
 * The autostart spin's clock: one TICK every intervalMs until stopped. Timers are injected so
 * the timing is testable with fake timers.
 */
export function startSpin(
  onTick: () => void,
  intervalMs: number,
  timers: {
    setInterval: (fn: () => void, ms: number) => ReturnType<typeof setInterval>;
    clearInterval: (id: ReturnType<typeof setInterval>) => void;
  } = {
    // Called as plain functions: a browser's setInterval refuses to run with another `this`.
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id),
  },
): () => void {
  const id = timers.setInterval(onTick, intervalMs);
  return () => timers.clearInterval(id);
}

/** Milliseconds per frame of the autostart spin: a 24-frame turn takes about 2.9 s. */
export const SPIN_INTERVAL_MS = 120;

// ---------------------------------------------------------------------------------------------
// Loading, both views: the pictures load, or fail and wait for the visitor's retry (002 §4.1:
// a block that fails to load shows error_msg and a try_again_btn_label button, which retries).

interface LoadState {
  /** loading: pictures on their way; ready: the view can be used; failed: the error shows. */
  status: "loading" | "ready" | "failed";
  /** 0, then one more per retry: a new attempt re-requests the pictures that failed. */
  attempt: number;
}

type LoadEvent = { type: "LOADED" } | { type: "FAILED" } | { type: "RETRY" };

export const initialLoad: LoadState = { status: "loading", attempt: 0 };

export function loadReducer(s: LoadState, e: LoadEvent): LoadState {
  switch (e.type) {
    case "LOADED":
      return s.status === "loading" ? { ...s, status: "ready" } : s;
    case "FAILED":
      // Also from ready: a picture the view needs can still fail after the rest loaded.
      return s.status === "failed" ? s : { ...s, status: "failed" };
    case "RETRY":
      return s.status === "failed" ? { status: "loading", attempt: s.attempt + 1 } : s;
  }
}

/**
 * The exterior view's load-failure rule. The view has failed when its first frame failed (it
 * is the picture shown until the others arrive, and the one every gap falls back to), or when
 * every frame has been tried and no other frame loaded (nothing to turn through). Some frames
 * failing among loaded ones is no failure: the nearest loaded frame stands in for each
 * (nearestLoaded). `loaded` counts the first frame from the start (it is server-rendered).
 */
export function exteriorLoadStatus(
  frames: number,
  loaded: ReadonlySet<number>,
  failed: ReadonlySet<number>,
): LoadState["status"] {
  if (failed.has(0)) return "failed";
  if (settledFrames(loaded, failed) < frames) return "loading";
  return frames > 1 && [...loaded].every((f) => f === 0) ? "failed" : "ready";
}

/** How many frames have loaded or failed (each counted once). */
export function settledFrames(loaded: ReadonlySet<number>, failed: ReadonlySet<number>): number {
  return new Set([...loaded, ...failed]).size;
}

// ---------------------------------------------------------------------------------------------
// Interior 360: a wide panorama of the cabin, panned around; yaw 0 centres the dashboard.

/** The share of a full turn the arrow keys pan by: 10°. */
export const INTERIOR_KEY_STEP = 1 / 36;

export interface InteriorState {
  /** The view's turn from the dashboard, as a share of a full turn in [0, 1). */
  yaw: number;
  /** preview: the still picture with the 'click to interact' label; interactive: panning. */
  mode: "preview" | "interactive";
  drag: { startX: number; startYaw: number } | null;
  hasInteracted: boolean;
}

type InteriorEvent =
  | { type: "ENTER" }
  | { type: "EXIT" }
  | { type: "DRAG_START"; x: number }
  | { type: "DRAG_MOVE"; x: number; panoramaWidth: number }
  | { type: "DRAG_END" }
  | { type: "KEY"; key: string }
  | { type: "RESET" };

export const initialInterior: InteriorState = {
  yaw: 0,
  mode: "preview",
  drag: null,
  hasInteracted: false,
};

/**
 * The yaw a drag of dx physical pixels leads to: the scene follows the finger, so a drag to the
 * right brings what was on the left into view (the view turns left, the yaw goes down).
 * panoramaWidth is the drawn width of the whole 360° picture.
 */
export function yawAfterDrag(startYaw: number, dx: number, panoramaWidth: number): number {
  return wrapUnit(startYaw - dx / Math.max(1, panoramaWidth));
}

/** The yaw a key leads to; null for a key the view does not use. ArrowRight looks right. */
function yawAfterKey(yaw: number, key: string): number | null {
  switch (key) {
    case "ArrowRight":
      return wrapUnit(yaw + INTERIOR_KEY_STEP);
    case "ArrowLeft":
      return wrapUnit(yaw - INTERIOR_KEY_STEP);
    case "PageUp":
      return wrapUnit(yaw + 0.25);
    case "PageDown":
      return wrapUnit(yaw - 0.25);
    case "Home":
      return 0;
    default:
      return null;
  }
}

export const interiorKeys: readonly string[] = [
  "ArrowRight",
  "ArrowLeft",
  "PageUp",
  "PageDown",
  "Home",
  "Escape",
];

export function interiorReducer(s: InteriorState, e: InteriorEvent): InteriorState {
  switch (e.type) {
    case "ENTER":
      return { ...s, mode: "interactive", hasInteracted: true };
    case "EXIT":
      // Leaves the interactive mode; the view stays where the visitor left it.
      return { ...s, mode: "preview", drag: null };
    case "DRAG_START":
      return {
        ...s,
        mode: "interactive",
        hasInteracted: true,
        drag: { startX: e.x, startYaw: s.yaw },
      };
    case "DRAG_MOVE":
      return s.drag
        ? { ...s, yaw: yawAfterDrag(s.drag.startYaw, e.x - s.drag.startX, e.panoramaWidth) }
        : s;
    case "DRAG_END":
      return s.drag ? { ...s, drag: null } : s;
    case "KEY": {
      if (e.key === "Escape") return s.mode === "interactive" ? { ...s, mode: "preview" } : s;
      const yaw = yawAfterKey(s.yaw, e.key);
      return yaw === null ? s : { ...s, yaw, mode: "interactive", hasInteracted: true };
    }
    case "RESET":
      return { ...s, yaw: 0, drag: null };
  }
}

/** The panorama is 4 times as wide as it is high (a full turn); the stage is 16:9. */
const PANORAMA_ASPECT = 4;
const STAGE_ASPECT = 16 / 9;
/** The drawn panorama's width as a multiple of the stage's width (2.25). */
export const PANORAMA_PER_STAGE = PANORAMA_ASPECT / STAGE_ASPECT;

/**
 * The panorama strip's shift, in percent of the strip's own width: the strip holds three copies
 * of the panorama side by side (so every yaw has picture on both sides), and the point of the
 * middle copy at (dashX + yaw) of its width sits at the stage's centre. dashX is where the
 * dashboard is in the panorama (0.5: its middle).
 */
export function panoramaShiftPercent(yaw: number, dashX = 0.5): number {
  const f = wrapUnit(dashX + yaw);
  const stripPerStage = 3 * PANORAMA_PER_STAGE;
  return ((0.5 - PANORAMA_PER_STAGE * (1 + f)) / stripPerStage) * 100;
}

/** The view's heading in whole degrees 0–359, for screen readers. */
export const yawDegrees = (yaw: number): number => Math.round(wrapUnit(yaw) * 360) % 360;
