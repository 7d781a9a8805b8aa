import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useReducer,
  useRef,
} from "react";
import { type ImageSize, imageUrl } from "../../../runtime/core/image-url.ts";
import type { BlockErrorTexts } from "../../../runtime/core/prepared-block.ts";
import { sequenceFrameIds, type View360Sequence } from "../../../runtime/core/view360-sequences.ts";
import { translator } from "../../i18n/index.ts";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";
import {
  type ExteriorEvent,
  type ExteriorState,
  exteriorKeys,
  exteriorReducer,
  initialExterior,
  nearestLoaded,
  settledFrames,
} from "../../ui/view360-controls.ts";
import {
  frameSizes,
  useFrameLoading,
  useFramePreload,
  useNearViewport,
  useOnScreen,
  useReducedMotionPause,
  useSpin,
} from "./use-exterior-frames.ts";

/** The frame a sidebar button shows: quarter turns from the straight front (1/8 of a turn in). */
export function angleFrame(frames: number, eighth: 1 | 3 | 5 | 7): number {
  return Math.round((frames * eighth) / 8) % frames;
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

interface Exterior360ViewProps {
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
 * right turns it the same way in every language (site/ui/view360-controls.ts).
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
  const [state, send] = useReducer(exteriorReducer, undefined, () =>
    initialExterior(frames, hasAutostart),
  );
  const viewRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  // The view's own box is watched: the stage makes way for the error while the load has failed.
  const isNear = useNearViewport(viewRef, isActive);
  const isOnScreen = useOnScreen(viewRef, isActive);
  const { loaded, failed, loadedRef, load, retry, markFailed, markLoaded } = useFrameLoading(
    frames,
    stageRef,
  );
  const isReducedMotion = useReducedMotionPause(send);
  const isFailed = load.status === "failed";
  const size = useFramePreload({
    isNear,
    isActive,
    isFailed,
    stageRef,
    frames,
    mediaBase,
    firstImageId: sequence.firstImageId,
    attempt: load.attempt,
    loadedRef,
    markLoaded,
    markFailed,
  });
  const settled = settledFrames(loaded, failed);
  const isComplete = settled >= frames;
  // The spin runs while it can be seen; it stays "playing" (the pause button) when scrolled away.
  useSpin(state.isSpinning && isComplete && isActive && !isReducedMotion && isOnScreen, send);

  const view = isFailed ? (
    <div ref={viewRef} className="view360 exterior360__view">
      <View360LoadError texts={errorTexts} onRetry={retry} />
    </div>
  ) : (
    <div ref={viewRef} className="view360 exterior360__view">
      <ExteriorStage
        stageRef={stageRef}
        state={state}
        send={send}
        sequence={sequence}
        index={index}
        size={size}
        shown={nearestLoaded(state.frame, frames, loaded)}
        settled={settled}
        isComplete={isComplete}
        hasSlider={hasSlider}
        sliderTheme={sliderTheme}
        hasAutostart={hasAutostart}
        clickToInteract={clickToInteract}
        touchToInteract={touchToInteract}
        onFirstFrameFailed={() => markFailed(0)}
      />
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

interface ExteriorStageProps {
  stageRef: RefObject<HTMLDivElement | null>;
  state: ExteriorState;
  send: (event: ExteriorEvent) => void;
  sequence: View360Sequence;
  index: number;
  /** The variant the frames load at (null: only the server's first frame so far). */
  size: ImageSize | null;
  /** The frame on screen: the one asked for, or the nearest loaded while it is not. */
  shown: number;
  /** How many frames have loaded or failed: the progress shows while it is short of all. */
  settled: number;
  isComplete: boolean;
  hasSlider: boolean;
  sliderTheme: "light" | "dark";
  hasAutostart: boolean;
  clickToInteract: string;
  touchToInteract: string;
  onFirstFrameFailed: () => void;
}

/** The stage the car turns on (a slider to assistive technology), then its slider and spin. */
function ExteriorStage({
  stageRef,
  state,
  send,
  sequence,
  index,
  size,
  shown,
  settled,
  isComplete,
  hasSlider,
  sliderTheme,
  hasAutostart,
  clickToInteract,
  touchToInteract,
  onFirstFrameFailed,
}: ExteriorStageProps) {
  const { mediaBase } = useSite();
  const frames = sequence.frames;
  const ids = sequenceFrameIds(sequence);
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

  return (
    <>
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
          if (size === null || shown === 0) onFirstFrameFailed();
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
    </>
  );
}
