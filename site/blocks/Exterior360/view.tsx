import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import {
  exteriorKeys,
  exteriorLoadStatus,
  exteriorReducer,
  initialExterior,
  initialLoad,
  loadReducer,
  nearestLoaded,
  preloadOrder,
  SPIN_INTERVAL_MS,
  settledFrames,
  startSpin,
} from "../../../machines/view360-machine.ts";
import { sequenceFrameIds, type View360Sequence } from "../../../machines/view360-sequences.ts";
import { type ImageSize, imageUrl } from "../../../runtime/core/image-url.ts";
import type { BlockErrorTexts } from "../../../runtime/core/prepare-blocks.ts";
import { translator } from "../../i18n/index.ts";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";

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

/** The frame a sidebar button shows: quarter turns from the straight front (1/8 of a turn in). */
export function angleFrame(frames: number, eighth: 1 | 3 | 5 | 7): number {
  return Math.round((frames * eighth) / 8) % frames;
}

/** True once the element is within a screen of the viewport (then frames start loading). */
function useNearViewport(ref: React.RefObject<HTMLElement | null>, isActive: boolean): boolean {
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
 * A 360 view's load failure (002 §4.1): the block's error_msg and its try_again_btn_label button,
 * which loads the pictures again in place. The markup and classes are those of the page's
 * BlockError (site/layouts/block-frame.tsx), whose retry is a link that reloads the page; the
 * site's texts stand in for texts the block has not got. role="alert" announces it.
 */
export function View360LoadError({
  texts,
  onRetry,
}: {
  texts?: BlockErrorTexts;
  onRetry: () => void;
}) {
  const t = translator(useSite().lang);
  return (
    <div className="block-error view360__failed" role="alert">
      <p>{texts?.message ?? t("blockError.message")}</p>
      <button type="button" className="cta cta--secondary cta--small" onClick={onRetry}>
        {texts?.retry ?? t("blockError.retry")}
      </button>
    </div>
  );
}

export interface Exterior360ViewProps {
  sequence: View360Sequence;
  /** Block position on the page: the first two blocks load the first frame eagerly. */
  index: number;
  hasSlider: boolean;
  sliderTheme: "light" | "dark";
  hasAutostart: boolean;
  clickToInteract: string;
  touchToInteract: string;
  /**
   * A side panel beside the view (under it on phones): its content (the block's heading and
   * paragraph) and buttons that jump to the front, side and rear views.
   */
  sidebar?: { label: string; content: ReactNode };
  /** False while the view sits in a hidden tab: nothing loads or spins. */
  isActive?: boolean;
  /** The block's error_msg and try_again_btn_label, shown when the frames fail to load. */
  errorTexts?: BlockErrorTexts;
}

const angleButtons = [
  { eighth: 1, label: "الأمام" },
  { eighth: 3, label: "الجانب" },
  { eighth: 5, label: "الخلف" },
  { eighth: 7, label: "الجانب الآخر" },
] as const;

/**
 * The car turned round from its image sequence. The server renders the first frame (fixed 16:9,
 * so nothing moves when it loads); once hydrated and near the screen the other frames preload in
 * a coarse-to-fine order, with the progress shown, at the variant the browser chose for the
 * first. Drag (mouse, pen or finger), the arrow keys and the slider turn the car; a drag to the
 * right turns it the same way in every language (machines/view360-machine.ts).
 */
export function Exterior360View({
  sequence,
  index,
  hasSlider,
  sliderTheme,
  hasAutostart,
  clickToInteract,
  touchToInteract,
  sidebar,
  isActive = true,
  errorTexts,
}: Exterior360ViewProps) {
  const { mediaBase } = useSite();
  const frames = sequence.frames;
  const ids = sequenceFrameIds(sequence);
  const [state, send] = useReducer(exteriorReducer, undefined, () =>
    initialExterior(frames, hasAutostart),
  );
  const viewRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  // The view's own box is watched: the stage makes way for the error while the load has failed.
  const isNear = useNearViewport(viewRef, isActive);
  const [size, setSize] = useState<ImageSize | null>(null);
  // The first frame counts as loaded from the start (server-rendered); `failed` says otherwise.
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const [load, sendLoad] = useReducer(loadReducer, initialLoad);
  const [isReducedMotion, setReducedMotion] = useState(false);

  // The rule (exteriorLoadStatus): the first frame failed, or no other frame loaded, is a
  // failure; a few missing frames are not (the nearest loaded one stands in).
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
  }, []);

  // After a retry, focus goes from the retry button (gone) to the view.
  useEffect(() => {
    if (load.attempt > 0) stageRef.current?.focus({ preventScroll: true });
  }, [load.attempt]);

  const retry = () => {
    setFailed(new Set());
    sendLoad({ type: "RETRY" });
  };

  // Reduced motion: the autostart spin never starts by itself.
  useEffect(() => {
    const mq = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (mq?.matches) {
      setReducedMotion(true);
      send({ type: "PAUSE" });
    }
  }, []);

  // Preload every frame once near the screen, at the first frame's variant.
  const isFailed = load.status === "failed";
  useEffect(() => {
    if (!isNear || !isActive || size !== null || isFailed) return;
    const img = stageRef.current?.querySelector("img");
    const chosen =
      sizeOfUrl(img?.currentSrc ?? "") ?? sizeForWidth(stageRef.current?.clientWidth ?? 390);
    setSize(chosen);
  }, [isNear, isActive, size, isFailed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (load.attempt) asks again.
  useEffect(() => {
    if (size === null) return;
    let isCancelled = false;
    const pending: HTMLImageElement[] = [];
    // A few at a time, in coarse-to-fine order, so a rough turn works early; a retry (a new
    // attempt) asks again for the frames not loaded yet.
    const queue = preloadOrder(frames).filter((f) => f !== 0 && !loadedRef.current.has(f));
    const parallel = 4;
    const next = (): void => {
      const frame = queue.shift();
      if (frame === undefined || isCancelled) return;
      const img = new Image();
      pending.push(img);
      const done = () => {
        if (isCancelled) return;
        setLoaded((prev) => new Set(prev).add(frame));
        next();
      };
      img.onload = done;
      // A frame that fails is skipped (the nearest loaded frame stands in for it) unless the
      // failure rule above says the view has failed.
      img.onerror = () => {
        if (isCancelled) return;
        setFailed((prev) => new Set(prev).add(frame));
        next();
      };
      img.src = imageUrl(mediaBase, sequence.firstImageId + frame, size);
    };
    for (let i = 0; i < parallel; i++) next();
    return () => {
      isCancelled = true;
      for (const img of pending) {
        img.onload = null;
        img.onerror = null;
      }
    };
  }, [size, frames, mediaBase, sequence.firstImageId, load.attempt]);

  const settled = settledFrames(loaded, failed);
  const isComplete = settled >= frames;
  const isSpinningNow = state.isSpinning && isComplete && isActive && !isReducedMotion;
  useEffect(() => {
    if (!isSpinningNow) return;
    return startSpin(() => send({ type: "TICK" }), SPIN_INTERVAL_MS);
  }, [isSpinningNow]);

  const shown = nearestLoaded(state.frame, frames, loaded);
  const degrees = Math.round((state.frame * 360) / frames);
  const valueText = `الزاوية ${degrees}°`;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (e.pointerType === "mouse") e.preventDefault();
    e.currentTarget.focus({ preventScroll: true });
    send({ type: "DRAG_START", x: e.clientX });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!state.drag) return;
    send({ type: "DRAG_MOVE", x: e.clientX, stageWidth: e.currentTarget.clientWidth });
  };
  const onPointerEnd = () => send({ type: "DRAG_END" });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!exteriorKeys.includes(e.key)) return;
    e.preventDefault();
    send({ type: "KEY", key: e.key });
  };

  const view = isFailed ? (
    <div ref={viewRef} className="view360 exterior360__view">
      <View360LoadError texts={errorTexts} onRetry={retry} />
    </div>
  ) : (
    <div ref={viewRef} className="view360 exterior360__view">
      <div
        ref={stageRef}
        className={`view360__stage${state.drag ? " view360__stage--dragging" : ""}`}
        role="slider"
        tabIndex={0}
        aria-label={`${sequence.alt}: اسحب أو استخدم مفاتيح الأسهم للتدوير`}
        aria-roledescription="عرض 360 درجة"
        aria-valuemin={0}
        aria-valuemax={frames - 1}
        aria-valuenow={state.frame}
        aria-valuetext={valueText}
        data-frame={state.frame}
        data-shown-frame={shown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
        onKeyDown={onKeyDown}
        // Only the first frame's picture can fail here (the others show once loaded).
        onErrorCapture={() => {
          if (size === null || shown === 0) setFailed((prev) => new Set(prev).add(0));
        }}
      >
        {size === null || shown === 0 ? (
          <ResponsiveImage
            image={{ id: ids[0] ?? sequence.firstImageId, alt: sequence.alt }}
            sizes={frameSizes}
            index={index}
            layoutSizes="(min-width: 1024px) 66vw, 100vw"
            className="view360__image"
          />
        ) : (
          <img
            className="view360__image"
            src={imageUrl(mediaBase, ids[shown] ?? sequence.firstImageId, size)}
            width={size.w}
            height={size.h}
            alt={sequence.alt}
            draggable={false}
          />
        )}
        {state.hasInteracted ? null : (
          <p className="view360__hint" aria-hidden="true">
            <span className="view360__hint-click">{clickToInteract}</span>
            <span className="view360__hint-touch">{touchToInteract}</span>
          </p>
        )}
        {size !== null && !isComplete ? (
          <div
            className="view360__progress"
            role="progressbar"
            aria-label="تحميل صور العرض"
            aria-valuemin={0}
            aria-valuemax={frames}
            aria-valuenow={settled}
            aria-valuetext={`${settled} من ${frames}`}
          >
            <span
              className="view360__progress-bar"
              style={{ inlineSize: `${(settled / frames) * 100}%` }}
            />
          </div>
        ) : null}
      </div>
      {hasSlider || hasAutostart ? (
        <div className="view360__controls">
          {hasSlider ? (
            <input
              type="range"
              className={`view360__slider view360__slider--${sliderTheme}`}
              dir="ltr"
              min={0}
              max={frames - 1}
              step={1}
              value={state.frame}
              aria-label="تدوير السيارة"
              aria-valuetext={valueText}
              onChange={(e) => send({ type: "SET_FRAME", frame: Number(e.currentTarget.value) })}
            />
          ) : null}
          {hasAutostart ? (
            <button
              type="button"
              className="view360__button"
              onClick={() => send({ type: state.isSpinning ? "PAUSE" : "PLAY" })}
            >
              {state.isSpinning ? "إيقاف الدوران" : "تشغيل الدوران"}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
  if (!sidebar) return view;
  return (
    <div className="exterior360__layout">
      {view}
      <aside className="exterior360__sidebar" aria-label={sidebar.label}>
        {sidebar.content}
        {isFailed ? null : (
          <div className="view360__angles">
            {angleButtons.map((b) => (
              <button
                key={b.eighth}
                type="button"
                className="view360__button"
                aria-pressed={state.frame === angleFrame(frames, b.eighth)}
                onClick={() => send({ type: "SET_FRAME", frame: angleFrame(frames, b.eighth) })}
              >
                {b.label}
              </button>
            ))}
          </div>
        )}
      </aside>
    </div>
  );
}
