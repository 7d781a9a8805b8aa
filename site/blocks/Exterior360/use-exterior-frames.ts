import { type RefObject, useEffect, useReducer, useRef, useState } from "react";
import { type ImageSize, imageUrl } from "../../../runtime/core/image-url.ts";
import {
  type ExteriorEvent,
  exteriorLoadStatus,
  initialLoad,
  loadReducer,
  preloadOrder,
  SPIN_INTERVAL_MS,
  startSpin,
} from "../../ui/view360-controls.ts";

/** The frames' variants, widest first (the common 16:9 set; a variant is never wider than the picture). */
export const frameSizes: readonly ImageSize[] = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
];

/** The variant the browser took for the first frame, read from its URL (…/w/1024/h/576.jpg). */
function sizeOfUrl(url: string): ImageSize | null {
  const m = /\/w\/(\d+)\/h\/(\d+)\./.exec(url);
  return m ? { w: Number(m[1]), h: Number(m[2]) } : null;
}

/** The variant for a stage of this width on this screen: the narrowest at least as wide. */
function sizeForWidth(cssWidth: number): ImageSize {
  const needed = cssWidth * (window.devicePixelRatio || 1);
  const ascending = [...frameSizes].sort((a, b) => a.w - b.w);
  return ascending.find((s) => s.w >= needed) ?? frameSizes[0] ?? { w: 1024, h: 576 };
}

/** True once the element is within a screen of the viewport (then frames start loading). */
export function useNearViewport(ref: RefObject<HTMLElement | null>, isActive: boolean): boolean {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || !isActive || isNear) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, isActive, isNear]);
  return isNear;
}

/**
 * True while some of the element is on the screen and the page is shown: the autostart spin
 * turns the car only then, so a phone does not keep swapping pictures for a view nobody sees.
 */
export function useOnScreen(ref: RefObject<HTMLElement | null>, isActive: boolean): boolean {
  const [isOnScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || !isActive) return;
    if (typeof IntersectionObserver === "undefined") {
      setOnScreen(true);
      return;
    }
    let isIntersecting = false;
    const update = () => setOnScreen(isIntersecting && document.visibilityState !== "hidden");
    const io = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) isIntersecting = last.isIntersecting;
      update();
    });
    io.observe(el);
    document.addEventListener("visibilitychange", update);
    return () => {
      io.disconnect();
      document.removeEventListener("visibilitychange", update);
    };
  }, [ref, isActive]);
  return isOnScreen;
}

/**
 * Which frames have loaded and which failed, and whether the view as a whole has (the rule,
 * exteriorLoadStatus: the first frame failed, or no other frame loaded, is a failure; a few
 * missing frames are not, the nearest loaded one stands in). A retry starts again, and the focus
 * goes from the retry button (gone) to the view.
 */
export function useFrameLoading(frames: number, stageRef: RefObject<HTMLDivElement | null>) {
  // The first frame counts as loaded from the start (server-rendered); `failed` says otherwise.
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const [load, sendLoad] = useReducer(loadReducer, initialLoad);

  const verdict = exteriorLoadStatus(frames, loaded, failed);
  useEffect(() => {
    if (verdict === "failed") sendLoad({ type: "FAILED" });
    else if (verdict === "ready") sendLoad({ type: "LOADED" });
  }, [verdict]);

  // A first frame that failed before hydration fired no onError: finished with no pixels.
  useEffect(() => {
    const img = stageRef.current?.querySelector("img");
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc)
      setFailed((prev) => new Set(prev).add(0));
  }, [stageRef]);

  // After a retry, focus goes from the retry button (gone) to the view.
  useEffect(() => {
    if (load.attempt > 0) stageRef.current?.focus({ preventScroll: true });
  }, [load.attempt, stageRef]);

  const retry = () => {
    setFailed(new Set());
    sendLoad({ type: "RETRY" });
  };
  const markFailed = (frame: number) => setFailed((prev) => new Set(prev).add(frame));
  const markLoaded = (frame: number) => setLoaded((prev) => new Set(prev).add(frame));
  return { loaded, failed, loadedRef, load, retry, markFailed, markLoaded };
}

/** Reduced motion: the autostart spin never starts by itself. */
export function useReducedMotionPause(send: (action: ExteriorEvent) => void): boolean {
  const [isReducedMotion, setReducedMotion] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (mq?.matches) {
      setReducedMotion(true);
      send({ type: "PAUSE" });
    }
  }, [send]);
  return isReducedMotion;
}

/**
 * Preloads every frame once near the screen, at the first frame's variant, a few at a time in
 * coarse-to-fine order so a rough turn works early. Returns that variant (null until chosen).
 */
export function useFramePreload(input: {
  isNear: boolean;
  isActive: boolean;
  isFailed: boolean;
  stageRef: RefObject<HTMLDivElement | null>;
  frames: number;
  mediaBase: string;
  firstImageId: number;
  attempt: number;
  loadedRef: RefObject<ReadonlySet<number>>;
  markLoaded: (frame: number) => void;
  markFailed: (frame: number) => void;
}): ImageSize | null {
  const { isNear, isActive, isFailed, stageRef, frames, mediaBase, firstImageId } = input;
  const [size, setSize] = useState<ImageSize | null>(null);

  // Preload every frame once near the screen, at the first frame's variant.
  useEffect(() => {
    if (!isNear || !isActive || size !== null || isFailed) return;
    const img = stageRef.current?.querySelector("img");
    const chosen =
      sizeOfUrl(img?.currentSrc ?? "") ?? sizeForWidth(stageRef.current?.clientWidth ?? 390);
    setSize(chosen);
  }, [isNear, isActive, size, isFailed, stageRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) asks again.
  useEffect(() => {
    if (size === null) return;
    let isCancelled = false;
    const pending: HTMLImageElement[] = [];
    // A few at a time, in coarse-to-fine order, so a rough turn works early; a retry (a new
    // attempt) asks again for the frames not loaded yet.
    const queue = preloadOrder(frames).filter((f) => f !== 0 && !input.loadedRef.current.has(f));
    const parallel = 4;
    const next = (): void => {
      const frame = queue.shift();
      if (frame === undefined || isCancelled) return;
      const img = new Image();
      pending.push(img);
      const done = () => {
        if (isCancelled) return;
        input.markLoaded(frame);
        next();
      };
      img.onload = done;
      // A frame that fails is skipped (the nearest loaded frame stands in for it) unless the
      // failure rule says the view has failed.
      img.onerror = () => {
        if (isCancelled) return;
        input.markFailed(frame);
        next();
      };
      img.src = imageUrl(mediaBase, firstImageId + frame, size);
    };
    for (let i = 0; i < parallel; i++) next();
    return () => {
      isCancelled = true;
      for (const img of pending) {
        img.onload = null;
        img.onerror = null;
      }
    };
  }, [size, frames, mediaBase, firstImageId, input.attempt]);

  return size;
}

/** The autostart spin, a frame a tick, while it may run. */
export function useSpin(isSpinning: boolean, send: (action: ExteriorEvent) => void) {
  useEffect(() => {
    if (!isSpinning) return;
    return startSpin(() => send({ type: "TICK" }), SPIN_INTERVAL_MS);
  }, [isSpinning, send]);
}
