import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import type { IconName } from "../../../generated/types.ts";
import { type ImageSize, imageSrcSet, imageUrl } from "../../../runtime/core/image-url.ts";
import type { BlockErrorTexts } from "../../../runtime/core/prepared-block.ts";
import type { View360Sequence } from "../../../runtime/core/view360-sequences.ts";
import { Icon } from "../../ui/icon.tsx";
import { useSite } from "../../ui/site-context.tsx";
import {
  INTERIOR_KEY_STEP,
  type InteriorState,
  initialInterior,
  initialLoad,
  interiorKeys,
  interiorReducer,
  loadReducer,
  PANORAMA_PER_STAGE,
  panoramaShiftPercent,
  yawDegrees,
} from "../../ui/view360-controls.ts";
import { View360LoadError } from "../Exterior360/view.tsx";

/**
 * The panorama's variants, widest first: plain widths (the media library's crops are for 16:9
 * and other fixed shapes, not 4:1), never wider than the picture itself.
 */
const panoramaWidths: readonly ImageSize[] = [{ w: 3200 }, { w: 1600 }];

/** One copy of the panorama, sized by its own 4:1 ratio; lazy below the first two blocks. */
function Panorama({
  sequence,
  index,
  alt,
}: {
  sequence: View360Sequence;
  index: number;
  alt: string;
}) {
  const { mediaBase } = useSite();
  return (
    <img
      className="interior360__image"
      src={imageUrl(mediaBase, sequence.firstImageId, { w: 1600 })}
      srcSet={imageSrcSet(mediaBase, sequence.firstImageId, panoramaWidths)}
      sizes="225vw"
      width={sequence.width}
      height={sequence.height}
      alt={alt}
      loading={index < 2 ? "eager" : "lazy"}
      decoding="async"
      draggable={false}
    />
  );
}

interface Interior360ViewProps {
  sequence: View360Sequence;
  index: number;
  icon: IconName;
  clickToInteract: string;
  touchToInteract: string;
  resetToDash: string;
  exit: string;
  /** The block's error_msg and try_again_btn_label, shown when the panorama fails to load. */
  errorTexts?: BlockErrorTexts;
}

/** Degrees as the screen reader hears them: "90° to the right of the dashboard". */
function headingText(yaw: number): string {
  const d = yawDegrees(yaw);
  if (d === 0) return "باتجاه لوحة القيادة";
  return d <= 180 ? `${d}° إلى يمين لوحة القيادة` : `${360 - d}° إلى يسار لوحة القيادة`;
}

/**
 * The cabin panorama in a 16:9 stage. The strip holds the panorama three times side by side so
 * every turn has picture on both sides; its shift is a percentage of its own width, so the
 * server draws the dashboard view with no measuring and nothing moves on hydration. The stage is
 * laid out left to right (physical geometry); its labels and buttons keep the page's direction.
 */
export function Interior360View({
  sequence,
  index,
  icon,
  clickToInteract,
  touchToInteract,
  resetToDash,
  exit,
  errorTexts,
}: Interior360ViewProps) {
  const [state, send] = useReducer(interiorReducer, initialInterior);
  const stageRef = useRef<HTMLDivElement>(null);
  const enterRef = useRef<HTMLButtonElement>(null);
  const { load, sendLoad, isHydrated } = usePanoramaLoad(stageRef);
  useInteriorFocus({ stageRef, enterRef, attempt: load.attempt, mode: state.mode });

  const isInteractive = state.mode === "interactive";
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (e.pointerType === "mouse") e.preventDefault();
    send({ type: "DRAG_START", x: e.clientX });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!state.drag) return;
    send({
      type: "DRAG_MOVE",
      x: e.clientX,
      panoramaWidth: e.currentTarget.clientWidth * PANORAMA_PER_STAGE,
    });
  };
  const onPointerEnd = () => send({ type: "DRAG_END" });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!interiorKeys.includes(e.key)) return;
    if (e.key === "Escape" && !isInteractive) return;
    e.preventDefault();
    send({ type: "KEY", key: e.key });
  };
  const shift = panoramaShiftPercent(state.yaw);
  const degrees = yawDegrees(state.yaw);

  if (load.status === "failed")
    return (
      <div className="view360 interior360__view">
        {/* The retry mounts the panorama again: new img elements request it again. */}
        <View360LoadError texts={errorTexts} onRetry={() => sendLoad({ type: "RETRY" })} />
      </div>
    );
  return (
    <div className={`view360 interior360__view interior360__view--${state.mode}`}>
      <div
        ref={stageRef}
        className={`view360__stage interior360__stage${state.drag ? " view360__stage--dragging" : ""}`}
        dir="ltr"
        role="slider"
        tabIndex={0}
        aria-label={`${sequence.alt}: اسحب أو استخدم مفاتيح الأسهم للتجوّل`}
        aria-roledescription="عرض داخلي 360 درجة"
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={degrees}
        aria-valuetext={headingText(state.yaw)}
        aria-keyshortcuts="ArrowLeft ArrowRight Home Escape"
        data-yaw={state.yaw.toFixed(4)}
        data-mode={state.mode}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
        onKeyDown={onKeyDown}
      >
        <PanoramaStrip
          sequence={sequence}
          index={index}
          shift={shift}
          onLoaded={() => sendLoad({ type: "LOADED" })}
          onFailed={() => sendLoad({ type: "FAILED" })}
        />
        {isHydrated && load.status === "loading" ? (
          <div className="view360__progress view360__progress--busy" role="status">
            <span className="view360__progress-bar" />
            <span className="visually-hidden">جارٍ تحميل صورة المقصورة</span>
          </div>
        ) : null}
      </div>
      {/* Reset and exit belong to the interactive mode; in the preview they wait, hidden. */}
      <div className="interior360__bar" hidden={!isInteractive}>
        <button
          type="button"
          className="view360__button"
          onClick={() => {
            send({ type: "RESET" });
            stageRef.current?.focus({ preventScroll: true });
          }}
        >
          {resetToDash}
        </button>
        <button type="button" className="view360__button" onClick={() => send({ type: "EXIT" })}>
          {exit}
        </button>
      </div>
      {isInteractive ? null : (
        <button
          ref={enterRef}
          type="button"
          className="interior360__enter"
          onClick={() => send({ type: "ENTER" })}
        >
          <Icon name={icon} className="interior360__icon" />
          <span className="view360__hint-click">{clickToInteract}</span>
          <span className="view360__hint-touch">{touchToInteract}</span>
        </button>
      )}
      <p className="visually-hidden" aria-live="polite">
        {isInteractive
          ? `الأسهم تدير العرض ${Math.round(INTERIOR_KEY_STEP * 360)}° في كل ضغطة`
          : ""}
      </p>
    </div>
  );
}

/**
 * The panorama's load: ready, or failed (the error and its retry show instead of the view); and
 * whether the island has hydrated (the progress shows from then).
 */
function usePanoramaLoad(stageRef: RefObject<HTMLDivElement | null>) {
  // The panorama's load: ready, or failed (the error and its retry show instead of the view).
  const [load, sendLoad] = useReducer(loadReducer, initialLoad);
  const [isHydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    // The panorama may have finished before hydration, when no onLoad or onError fired: with
    // pixels it loaded, without them it failed. The copy read is the middle one (the one whose
    // load the view listens to): the copies either side, lazy and off screen, may never load.
    const img = stageRef.current?.querySelector(".interior360__pane:not([aria-hidden]) img");
    if (!(img instanceof HTMLImageElement) || !img.complete) return;
    if (img.naturalWidth > 0) sendLoad({ type: "LOADED" });
    else if (img.currentSrc) sendLoad({ type: "FAILED" });
  }, [stageRef]);

  return { load, sendLoad, isHydrated };
}

/**
 * Focus after a retry goes from the retry button (gone) to the view; and it follows the mode:
 * into the stage on entering, back to the label's button on exit.
 */
function useInteriorFocus({
  stageRef,
  enterRef,
  attempt,
  mode,
}: {
  stageRef: RefObject<HTMLDivElement | null>;
  enterRef: RefObject<HTMLButtonElement | null>;
  attempt: number;
  mode: InteriorState["mode"];
}) {
  const wasInteractive = useRef(false);
  // After a retry, focus goes from the retry button (gone) to the view.
  useEffect(() => {
    if (attempt > 0) stageRef.current?.focus({ preventScroll: true });
  }, [attempt, stageRef]);

  // Focus follows the mode: into the stage on entering, back to the label's button on exit.
  useEffect(() => {
    if (mode === "interactive") {
      wasInteractive.current = true;
      if (document.activeElement !== stageRef.current)
        stageRef.current?.focus({ preventScroll: true });
    } else if (wasInteractive.current) {
      wasInteractive.current = false;
      enterRef.current?.focus({ preventScroll: true });
    }
  }, [mode, stageRef, enterRef]);
}

/** The panorama three times side by side, shifted by the turn; the middle copy is the one read. */
function PanoramaStrip({
  sequence,
  index,
  shift,
  onLoaded,
  onFailed,
}: {
  sequence: View360Sequence;
  index: number;
  shift: number;
  onLoaded: () => void;
  onFailed: () => void;
}) {
  return (
    <div className="interior360__strip" style={{ transform: `translateX(${shift.toFixed(4)}%)` }}>
      {[0, 1, 2].map((copy) =>
        copy === 1 ? (
          <span
            key={copy}
            className="interior360__pane"
            onLoadCapture={onLoaded}
            onErrorCapture={onFailed}
          >
            <Panorama sequence={sequence} index={index} alt={sequence.alt} />
          </span>
        ) : (
          <span key={copy} className="interior360__pane" aria-hidden="true">
            <Panorama sequence={sequence} index={index} alt="" />
          </span>
        ),
      )}
    </div>
  );
}
