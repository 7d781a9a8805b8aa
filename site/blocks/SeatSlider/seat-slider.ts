/**
 * The Seat Slider's rules (schemas/blocks/lrdx-seat-slider.schema.json): four frames, the
 * counter's litres at each, the frame a drag lands on, and the count-up between two values.
 * Pure: no React, no DOM; the timer is injected so tests drive it with fake timers.
 */

export const SEAT_FRAMES = 4;

/** Keeps a frame number within 1..SEAT_FRAMES. */
export function clampFrame(frame: number): number {
  if (!Number.isFinite(frame)) return 1;
  return Math.min(SEAT_FRAMES, Math.max(1, Math.round(frame)));
}

/** The litres frame n shows: the counter grows evenly, frame 4 reaching the whole counter. */
export function litresAt(frame: number, counter: number): number {
  return Math.round((Math.max(0, counter) * clampFrame(frame)) / SEAT_FRAMES);
}

/**
 * The frame a drag lands on: the frame it started from, moved one frame per quarter of the stage
 * the pointer travelled along the reading direction (leftwards in right-to-left).
 */
export function frameAfterDrag(
  startFrame: number,
  deltaX: number,
  stageWidth: number,
  isRtl: boolean,
): number {
  if (stageWidth <= 0) return clampFrame(startFrame);
  const along = isRtl ? -deltaX : deltaX;
  return clampFrame(startFrame + Math.round((along / stageWidth) * SEAT_FRAMES));
}

/** Ease-out: fast at first, settling on the target. */
export function countValue(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  const t = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}

interface CountUpTimer {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimer: CountUpTimer = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** How long the counter takes from one frame's litres to the next's. */
const COUNT_DURATION_MS = 700;
/** The counter's refresh step (about 30 per second). */
const COUNT_STEP_MS = 33;

/**
 * Counts from `from` to `to` over `duration` ms, calling `onValue` at each step and last with
 * `to`; a duration of 0 (reduced motion) gives `to` at once. Returns a function that stops it.
 */
export function countUp(
  from: number,
  to: number,
  onValue: (value: number) => void,
  duration = COUNT_DURATION_MS,
  timer: CountUpTimer = realTimer,
): () => void {
  if (duration <= 0 || from === to) {
    onValue(to);
    return () => {};
  }
  const start = timer.now();
  let handle: unknown = null;
  let isStopped = false;
  const tick = () => {
    if (isStopped) return;
    const elapsed = timer.now() - start;
    onValue(countValue(from, to, elapsed, duration));
    if (elapsed < duration) handle = timer.setTimeout(tick, COUNT_STEP_MS);
  };
  handle = timer.setTimeout(tick, COUNT_STEP_MS);
  return () => {
    isStopped = true;
    if (handle !== null) timer.clearTimeout(handle);
  };
}
