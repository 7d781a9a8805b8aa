import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import type { EventFrom } from "xstate";
import type { carouselMachine } from "../../machines/carousel-machine.ts";
import { lastReachable, measure, nearest, scrollsSideways } from "./carousel-geometry.ts";

/** Sends an event to the carousel's machine. */
export type CarouselSend = (event: EventFrom<typeof carouselMachine>) => void;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The visitor's motion preference and the page's visibility, followed once hydrated. Returns
 * whether the island has hydrated (the timer bar runs from then) and the motion preference.
 */
export function useCarouselEnvironment(send: CarouselSend) {
  const [isHydrated, setIsHydrated] = useState(false);
  const reducedRef = useRef(false);
  useEffect(() => {
    setIsHydrated(true);
    const media = window.matchMedia?.(REDUCED_MOTION);
    reducedRef.current = media?.matches ?? false;
    if (reducedRef.current) send({ type: "REDUCED_MOTION", isOn: true });
    const onMotion = (e: MediaQueryListEvent) => {
      reducedRef.current = e.matches;
      send({ type: "REDUCED_MOTION", isOn: e.matches });
    };
    const onVisibility = () =>
      send({ type: "HOLD", reason: "hidden", isOn: document.visibilityState === "hidden" });
    media?.addEventListener("change", onMotion);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      media?.removeEventListener("change", onMotion);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [send]);
  return { isHydrated, reducedRef };
}

/** How many positions the track has (fewer than slides when several show at once). */
export function useTrackPositions(trackRef: RefObject<HTMLDivElement | null>, send: CarouselSend) {
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => send({ type: "MEASURED", last: lastReachable(measure(track)) });
    update();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(update);
    observer.observe(track);
    return () => observer.disconnect();
  }, [send, trackRef]);
}

/**
 * The track and the current position follow each other: the visitor's own scrolling (swipe,
 * scrollbar, a focused link) sets the position, and a new position is brought to the track's
 * start (the track alone scrolls, never the page).
 */
export function useTrackScroll(input: {
  trackRef: RefObject<HTMLDivElement | null>;
  send: CarouselSend;
  index: number;
  reducedRef: RefObject<boolean>;
  onIndexChange: ((index: number) => void) | undefined;
}) {
  const { trackRef, send, index, reducedRef, onIndexChange } = input;
  // Where the carousel's own smooth scroll is heading (null: none): its scroll events are not
  // the visitor's, and a pause in them mid-way (a busy phone) must not move the position back.
  const headingTo = useRef<number | null>(null);

  // The visitor's own scrolling (swipe, scrollbar, a focused link) sets the current position.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const g = measure(track);
        const target = headingTo.current;
        if (target !== null) {
          if (Math.abs(g.position - target) > 1) return;
          headingTo.current = null;
        }
        send({ type: "SYNC", index: nearest(g) });
      }, 120);
    };
    // The visitor taking hold of the track ends the carousel's own scroll.
    const onHold = () => {
      headingTo.current = null;
    };
    // Where the browser says a scroll ended (scrollend), the position is final, whoever moved it.
    const onEnd = () => {
      clearTimeout(timer);
      headingTo.current = null;
      send({ type: "SYNC", index: nearest(measure(track)) });
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    track.addEventListener("scrollend", onEnd);
    const holds = ["pointerdown", "wheel", "touchstart"] as const;
    for (const type of holds) track.addEventListener(type, onHold, { passive: true });
    // A key in a region of a slide that scrolls sideways (a wide table) scrolls that region, not
    // the track: the carousel's own scroll under way goes on to its slide.
    const onKey = (event: Event) => {
      if (event.target instanceof HTMLElement && scrollsSideways(event.target, track)) return;
      onHold();
    };
    track.addEventListener("keydown", onKey, { passive: true });
    return () => {
      clearTimeout(timer);
      track.removeEventListener("scroll", onScroll);
      track.removeEventListener("scrollend", onEnd);
      for (const type of holds) track.removeEventListener(type, onHold);
      track.removeEventListener("keydown", onKey);
    };
  }, [send, trackRef]);

  // The current position is brought to the track's start (the track alone scrolls, never the page).
  const isFirstIndex = useRef(true);
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const g = measure(track);
    const target = Math.min(g.offsets[index] ?? 0, g.maxScroll);
    if (Math.abs(target - g.position) > 1) {
      headingTo.current = target;
      track.scrollTo({
        left: g.isRtl ? -target : target,
        behavior: reducedRef.current ? "auto" : "smooth",
      });
    }
    if (isFirstIndex.current) isFirstIndex.current = false;
    else onIndexChange?.(index);
  }, [index, onIndexChange, trackRef, reducedRef]);
}

/**
 * The visitor's hands on the carousel: the arrow keys follow the reading direction, Home and End
 * go to the ends; the mouse over it and keyboard focus inside it (except on the pause / play
 * button) hold its timer.
 */
export function useCarouselInput(input: {
  send: CarouselSend;
  count: number;
  trackRef: RefObject<HTMLDivElement | null>;
  rotationRef: RefObject<HTMLButtonElement | null>;
}) {
  const { send, count, trackRef, rotationRef } = input;
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      const target = e.target as HTMLElement;
      if (target.closest("input, textarea, select, [contenteditable='true']")) return;
      // A region inside a slide that scrolls sideways (a wide table) takes the arrows itself.
      if (scrollsSideways(target, trackRef.current)) return;
      const isRtl = getComputedStyle(e.currentTarget).direction === "rtl";
      const forward = isRtl ? "ArrowLeft" : "ArrowRight";
      const backward = isRtl ? "ArrowRight" : "ArrowLeft";
      if (e.key === forward) send({ type: "NEXT" });
      else if (e.key === backward) send({ type: "PREV" });
      else if (e.key === "Home") send({ type: "GO", index: 0 });
      else if (e.key === "End") send({ type: "GO", index: count - 1 });
      else return;
      e.preventDefault();
    },
    [send, count, trackRef],
  );

  const onPointer = (e: PointerEvent<HTMLElement>, isOn: boolean) => {
    if (e.pointerType === "mouse") send({ type: "HOLD", reason: "hover", isOn });
  };
  // Keyboard focus inside holds the carousel, except on the pause / play button itself.
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    const isOn = target !== rotationRef.current && target.matches(":focus-visible");
    send({ type: "HOLD", reason: "focus", isOn });
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null))
      send({ type: "HOLD", reason: "focus", isOn: false });
  };
  return { onKeyDown, onPointer, onFocus, onBlur };
}
