import { type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { BlockProps, Image } from "../../../generated/types.ts";
import { DEFAULT_IMAGE_ID } from "../../../runtime/core/image-url.ts";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { clampFrame, countUp, frameAfterDrag, litresAt, SEAT_FRAMES } from "./seat-slider.ts";

const frameSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The number with Western digits and a comma for thousands (as the site writes prices), the same
 * on the server and in every browser, so hydration never differs.
 */
const formatNumber = (n: number): string => n.toLocaleString("en-US");

/**
 * Four pictures of the boot as the seats fold. The visitor drags the picture, moves the slider
 * or presses the arrow keys on it; the counter counts up (or down) to the litres of the frame.
 * Server HTML: every frame is in the page, the first showing, the slider and its labels ready.
 */
export default function SeatSlider({ block, index }: BlockProps<"lrdx-seat-slider">) {
  const f = block.fields;
  const id = useId();
  const frames: Image[] = [f.frame_1, f.frame_2, f.frame_3, f.frame_4];
  const [frame, setFrame] = useState(1);
  const [shown, setShown] = useState(() => litresAt(1, f.counter));
  const [hasInteracted, setHasInteracted] = useState(false);
  const shownRef = useRef(shown);
  const inputRef = useRef<HTMLInputElement>(null);
  const drag = useRef<{ x: number; frame: number; pointer: number } | null>(null);

  // The counter follows the frame, counting from what it shows now.
  useEffect(() => {
    const target = litresAt(frame, f.counter);
    const isReduced = window.matchMedia?.(REDUCED_MOTION).matches ?? false;
    return countUp(
      shownRef.current,
      target,
      (value) => {
        shownRef.current = value;
        setShown(value);
      },
      isReduced ? 0 : undefined,
    );
  }, [frame, f.counter]);

  const go = (next: number) => {
    setHasInteracted(true);
    setFrame(clampFrame(next));
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, frame, pointer: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== e.pointerId) return;
    const stage = e.currentTarget;
    const isRtl = getComputedStyle(stage).direction === "rtl";
    const next = frameAfterDrag(start.frame, e.clientX - start.x, stage.clientWidth, isRtl);
    if (next !== frame) go(next);
  };
  const onPointerEnd = () => {
    drag.current = null;
  };
  const unit = f.counter_unit;
  const valueText = `${frame} / ${SEAT_FRAMES}: ${formatNumber(litresAt(frame, f.counter))} ${unit}`;
  const hint: ReactNode =
    hasInteracted ||
    (f.click_to_interact_label === "" && f.click_to_interact_label_mobile === "") ? null : (
      <button
        type="button"
        className="seat-slider__hint"
        onClick={() => {
          setHasInteracted(true);
          go(frame < SEAT_FRAMES ? frame + 1 : 1);
          inputRef.current?.focus();
        }}
      >
        <span className="seat-slider__hint-text seat-slider__hint-text--desktop">
          {f.click_to_interact_label || f.click_to_interact_label_mobile}
        </span>
        <span className="seat-slider__hint-text seat-slider__hint-text--mobile">
          {f.click_to_interact_label_mobile || f.click_to_interact_label}
        </span>
      </button>
    );
  const classes = [
    "seat-slider",
    f.reversed_counter_position ? "seat-slider--reversed" : "",
  ].filter(Boolean);
  return (
    <div className={classes.join(" ")}>
      <div className="seat-slider__text">
        {f.small_heading ? <p className="seat-slider__small-heading">{f.small_heading}</p> : null}
        <Heading tag={f.header_tag} size="l" className="seat-slider__big-heading">
          {f.big_heading}
        </Heading>
        {f.image_under_text.id !== DEFAULT_IMAGE_ID ? (
          <ResponsiveImage
            image={f.image_under_text}
            sizes={[{ w: 640, h: 360 }]}
            index={index}
            className="seat-slider__under-text"
          />
        ) : null}
      </div>
      <div className="seat-slider__stage-wrap">
        <div
          className="seat-slider__stage"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          data-frame={frame}
        >
          {frames.map((image, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the four frames are fixed.
              key={i}
              className="seat-slider__frame"
              data-current={i + 1 === frame ? "true" : undefined}
              aria-hidden={i + 1 === frame ? undefined : "true"}
            >
              <ResponsiveImage
                image={image}
                sizes={frameSizes}
                index={index}
                layoutSizes="(min-width: 1340px) 1340px, 100vw"
                className="seat-slider__image"
              />
            </div>
          ))}
          <p className="seat-slider__counter" aria-hidden="true">
            <span className="seat-slider__counter-value">{formatNumber(shown)}</span>{" "}
            <span className="seat-slider__counter-unit">{unit}</span>
          </p>
          {hint}
        </div>
        <div className="seat-slider__control">
          <label className="visually-hidden" htmlFor={`${id}-range`}>
            {f.slider_label}
          </label>
          <input
            ref={inputRef}
            id={`${id}-range`}
            className="seat-slider__range"
            type="range"
            min={1}
            max={SEAT_FRAMES}
            step={1}
            value={frame}
            aria-valuetext={valueText}
            onChange={(e) => go(Number(e.currentTarget.value))}
          />
        </div>
      </div>
      {f.disclaimer ? <p className="seat-slider__disclaimer">{f.disclaimer}</p> : null}
    </div>
  );
}
