import { assign, setup } from "xstate";

/**
 * The timing and position of one carousel (site/ui/carousel.tsx): which slide is current, and,
 * when the carousel auto-advances, when the next slide comes.
 *
 * - `idle`: no auto-advance (no interval, or fewer than two positions). Navigation only.
 * - `auto.running`: the current slide's timer runs; when it ends the carousel advances (wrapping
 *   to the first slide after the last) and the next slide's timer starts.
 * - `auto.paused`: the timer is held, keeping the time left, because the visitor paused
 *   (`PAUSE`, or `REDUCED_MOTION` on), or while something holds it (`HOLD`: pointer over the
 *   carousel, focus inside it, page hidden, a video the visitor started). `PLAY` and the end of every hold resume it with the
 *   time that was left.
 *
 * A slide's time is its own duration when it sets one (`durations[i]` > 0, e.g. the hero
 * carousel's slide_duration_limit), otherwise the carousel's `interval` (slide_duration).
 * Any navigation (`NEXT`, `PREV`, `GO`, `SYNC`) starts the new slide's full time.
 *
 * XState rather than a reducer: the delayed transition (`after`) with a per-slide delay, and
 * pausing and resuming it, are what the machine's clock does; a reducer would need the component
 * to own the timeout and keep it in step with every event.
 */

/** Why the timer is held besides the visitor's own pause. */
type CarouselHold = "hover" | "focus" | "hidden" | "media";

export interface CarouselInput {
  /** Number of slides. */
  count: number;
  /** Milliseconds each slide shows before the carousel advances; null, 0 or absent: never. */
  interval?: number | null;
  /** Per-slide override in milliseconds; a missing, null or non-positive entry uses `interval`. */
  durations?: readonly (number | null | undefined)[];
  /** NEXT after the last position goes to the first, PREV before the first to the last (default true). */
  loop?: boolean;
  /** The visitor prefers reduced motion: start paused (they may still press play). */
  reducedMotion?: boolean;
  /** Clock for measuring time left when paused (default Date.now). */
  now?: () => number;
}

interface CarouselContext {
  count: number;
  /** The last index the track can bring to its start (fewer when several slides show at once). */
  last: number;
  index: number;
  interval: number;
  durations: readonly (number | null | undefined)[];
  loop: boolean;
  /** Paused by the visitor (pause button, or reduced motion). */
  isUserPaused: boolean;
  holds: readonly CarouselHold[];
  /** Milliseconds left of the current slide's time. */
  remaining: number;
  /** When the current run of the timer started (meaningful in auto.running). */
  startedAt: number;
  /** Changes each time a slide's time starts afresh: the key of a progress bar. */
  cycle: number;
  now: () => number;
}

type CarouselEvent =
  | { type: "NEXT" }
  | { type: "PREV" }
  | { type: "GO"; index: number }
  /** The visitor scrolled the track to `index` themselves (swipe, scrollbar, focus). */
  | { type: "SYNC"; index: number }
  /** The track measured the last index it can bring to its start. */
  | { type: "MEASURED"; last: number }
  | { type: "PLAY" }
  | { type: "PAUSE" }
  | { type: "HOLD"; reason: CarouselHold; isOn: boolean }
  | { type: "REDUCED_MOTION"; isOn: boolean };

/** The time in milliseconds slide `index` shows before the carousel advances. */
export function slideDuration(
  context: Pick<CarouselContext, "interval" | "durations">,
  index: number,
): number {
  const own = context.durations[index];
  return typeof own === "number" && Number.isFinite(own) && own > 0 ? own : context.interval;
}

function clamp(index: number, last: number): number {
  return Math.min(Math.max(0, Math.trunc(index)), Math.max(0, last));
}

function stepped(context: CarouselContext, step: 1 | -1): number {
  const next = context.index + step;
  if (next > context.last) return context.loop ? 0 : context.last;
  if (next < 0) return context.loop ? context.last : 0;
  return next;
}

function targetOf(context: CarouselContext, event: CarouselEvent): number {
  switch (event.type) {
    case "NEXT":
      return stepped(context, 1);
    case "PREV":
      return stepped(context, -1);
    case "GO":
    case "SYNC":
      return clamp(event.index, context.last);
    default:
      return context.index;
  }
}

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  delays: {
    slideTime: ({ context }) => Math.max(0, context.remaining),
  },
  guards: {
    isAuto: ({ context }) => context.interval > 0 && context.count > 1,
    isHeld: ({ context }) => context.isUserPaused || context.holds.length > 0,
    /** A SYNC to the slide already current changes nothing (the track settling after a move). */
    isNewPosition: ({ context, event }) =>
      event.type !== "SYNC" || clamp(event.index, context.last) !== context.index,
  },
  actions: {
    markStart: assign({ startedAt: ({ context }) => context.now() }),
    keepRemaining: assign({
      remaining: ({ context }) =>
        Math.max(0, context.remaining - (context.now() - context.startedAt)),
    }),
    advance: assign(({ context }) => {
      const index = context.index >= context.last ? 0 : context.index + 1;
      return { index, remaining: slideDuration(context, index), cycle: context.cycle + 1 };
    }),
    move: assign(({ context, event }) => {
      const index = targetOf(context, event);
      return { index, remaining: slideDuration(context, index), cycle: context.cycle + 1 };
    }),
    measure: assign(({ context, event }) => {
      if (event.type !== "MEASURED") return {};
      const last = clamp(event.last, context.count - 1);
      return { last, index: Math.min(context.index, last) };
    }),
    userPause: assign({ isUserPaused: true }),
    userPlay: assign({ isUserPaused: false }),
    reducedMotion: assign({
      isUserPaused: ({ context, event }) =>
        event.type === "REDUCED_MOTION" && event.isOn ? true : context.isUserPaused,
    }),
    hold: assign({
      holds: ({ context, event }) => {
        if (event.type !== "HOLD") return context.holds;
        const others = context.holds.filter((h) => h !== event.reason);
        return event.isOn ? [...others, event.reason] : others;
      },
    }),
  },
}).createMachine({
  id: "carousel",
  context: ({ input }) => {
    const count = Math.max(0, Math.trunc(input.count));
    const interval =
      typeof input.interval === "number" && Number.isFinite(input.interval) && input.interval > 0
        ? input.interval
        : 0;
    const durations = input.durations ?? [];
    const now = input.now ?? Date.now;
    return {
      count,
      last: Math.max(0, count - 1),
      index: 0,
      interval,
      durations,
      loop: input.loop ?? true,
      isUserPaused: input.reducedMotion ?? false,
      holds: [],
      remaining: slideDuration({ interval, durations }, 0),
      startedAt: now(),
      cycle: 0,
      now,
    };
  },
  initial: "start",
  states: {
    start: {
      always: [{ guard: "isAuto", target: "auto" }, { target: "idle" }],
    },
    idle: {
      on: {
        NEXT: { actions: "move" },
        PREV: { actions: "move" },
        GO: { actions: "move" },
        SYNC: { guard: "isNewPosition", actions: "move" },
        MEASURED: { actions: "measure" },
      },
    },
    auto: {
      initial: "decide",
      states: {
        decide: {
          always: [{ guard: "isHeld", target: "paused" }, { target: "running" }],
        },
        running: {
          entry: "markStart",
          exit: "keepRemaining",
          after: { slideTime: { target: "running", reenter: true, actions: "advance" } },
        },
        paused: {},
      },
      on: {
        NEXT: { target: ".decide", actions: "move" },
        PREV: { target: ".decide", actions: "move" },
        GO: { target: ".decide", actions: "move" },
        SYNC: { guard: "isNewPosition", target: ".decide", actions: "move" },
        MEASURED: { target: ".decide", actions: "measure" },
        PLAY: { target: ".decide", actions: "userPlay" },
        PAUSE: { target: ".decide", actions: "userPause" },
        HOLD: { target: ".decide", actions: "hold" },
        REDUCED_MOTION: { target: ".decide", actions: "reducedMotion" },
      },
    },
  },
});
