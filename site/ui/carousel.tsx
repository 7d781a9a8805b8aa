import { useMachine } from "@xstate/react";
import {
  type ReactNode,
  type Ref,
  type RefObject,
  useId,
  useImperativeHandle,
  useRef,
} from "react";
import { carouselMachine, slideDuration } from "../../machines/carousel-machine.ts";
import { translator } from "../i18n/index.ts";
import {
  type CarouselSend,
  useCarouselEnvironment,
  useCarouselInput,
  useTrackPositions,
  useTrackScroll,
} from "./carousel-hooks.ts";
import { useSite } from "./site-context.tsx";

/**
 * The one carousel of the site: every carousel block renders its slides through it.
 *
 * What it does
 * - All slides are in the server HTML, in a horizontal scroll-snap track that follows the page's
 *   direction (right to left in Arabic): the first slide shows at the start before any script
 *   runs, swiping works without JavaScript, and nothing moves when the island hydrates.
 * - Previous and next buttons (Arabic labels from site/i18n `carousel.*`), and, when `pager` asks,
 *   a button per position: dots, numbers, or the block's own content (thumbnails, taglines).
 * - Keyboard: in the carousel, the arrow keys follow the reading direction (in right-to-left,
 *   ArrowLeft is next), Home and End go to the first and last positions.
 * - `aria-roledescription` "carousel" on the region and "slide" on each slide (a group labelled
 *   "2 من 5" unless `slideLabels` names it); the track is a polite live region only while it does
 *   not move by itself.
 * - Auto-advance (`interval` ms, or `durations[i]` for slide i when it sets one — the hero
 *   carousel's slide_duration and slide_duration_limit) with a pause / play button; the pointer
 *   over the carousel, keyboard focus inside it and a hidden page hold it; `prefers-reduced-motion`
 *   starts it paused (the visitor may still press play). `hasTimer` draws the current slide's
 *   time as a bar. Timing lives in machines/carousel-machine.ts.
 *
 * Layout is the caller's through CSS custom properties on its `className` (site/shell/carousel.css
 * holds the defaults): `--carousel-slide-size` (inline size of a slide, default 100%: one slide per
 * view; e.g. `min(80%, 26rem)` shows the next one peeking), `--carousel-gap`. With several slides
 * per view the positions end at the last slide the track can bring to its start.
 *
 * Fixed aspect ratios are the slides' job (ResponsiveImage with width and height): the track takes
 * the height of its tallest slide, so nothing shifts when a slide comes into view.
 */
interface CarouselProps {
  /** Accessible name of the carousel (Arabic), unless `labelledBy` points at a visible heading. */
  label?: string;
  /** Id of the element naming the carousel (e.g. the block's heading). */
  labelledBy?: string;
  /** One node per slide, in order; never reordered while shown. */
  slides: readonly ReactNode[];
  /** Accessible name of each slide; default "n من m". */
  slideLabels?: readonly string[];
  /** Milliseconds each slide shows before the carousel advances; absent, null or 0: never. */
  interval?: number | null;
  /** Per-slide override of `interval` in milliseconds (a missing or non-positive entry: the interval). */
  durations?: readonly (number | null | undefined)[];
  /** Draw the current slide's time left as a bar (has_timer); only when the carousel advances. */
  hasTimer?: boolean;
  /**
   * A button per position: "dots", "numbers" (1, 2, 3…), "none" (default), or a function giving
   * the button's content (it must carry visible text or an image with alt text: it names the
   * button).
   */
  pager?: "dots" | "numbers" | "none" | ((index: number, isCurrent: boolean) => ReactNode);
  /** Previous before the first goes to the last and next after the last to the first (default true). */
  loop?: boolean;
  /** Extra class on the root, where the block sets its layout custom properties. */
  className?: string;
  /** Called after the current position changed (not on the first render). */
  onIndexChange?: (index: number) => void;
  /** Lets the block move the carousel from outside it (e.g. a hotspot opening its slide). */
  apiRef?: Ref<CarouselApi>;
}

/** What a block can do to its carousel through `apiRef`. */
export interface CarouselApi {
  /** Shows slide `index` (0-based) and restarts its time. */
  goTo: (index: number) => void;
  /** Holds the timer while the block plays media the visitor started (a video), or releases it. */
  holdForMedia: (isOn: boolean) => void;
}

/** Renders nothing around a single slide but the slide: no controls for one picture. */
export function Carousel(props: CarouselProps) {
  // A new machine when the slides or their timing change (the editor's preview).
  const timingKey = `${props.slides.length}:${props.interval ?? 0}:${(props.durations ?? []).join(",")}`;
  return <CarouselBody key={timingKey} {...props} />;
}

function CarouselBody({
  label,
  labelledBy,
  slides,
  slideLabels,
  interval,
  durations,
  hasTimer = false,
  pager = "none",
  loop = true,
  className,
  onIndexChange,
  apiRef,
}: CarouselProps) {
  const site = useSite();
  const t = translator(site.lang);
  const id = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const [snapshot, send] = useMachine(carouselMachine, {
    input: { count: slides.length, interval, durations, loop },
  });
  const { context } = snapshot;
  useImperativeHandle(
    apiRef,
    () => ({
      goTo: (i: number) => send({ type: "GO", index: i }),
      holdForMedia: (isOn: boolean) => send({ type: "HOLD", reason: "media", isOn }),
    }),
    [send],
  );
  const isAuto = !snapshot.matches("idle");
  const isRunning = snapshot.matches({ auto: "running" });
  const count = slides.length;
  const index = context.index;
  const { isHydrated, reducedRef } = useCarouselEnvironment(send);
  useTrackPositions(trackRef, send);
  useTrackScroll({ trackRef, send, index, reducedRef, onIndexChange });
  const { onKeyDown, onPointer, onFocus, onBlur } = useCarouselInput({
    send,
    count,
    trackRef,
    rotationRef,
  });

  if (count === 0) return null;
  const trackId = `${id}-track`;
  const classes = ["carousel", className ?? ""].filter(Boolean).join(" ");
  const duration = slideDuration(context, index);
  const isSingle = count < 2;

  return (
    // A group rather than a region: a page may hold several carousels of the same name, and
    // landmarks must differ by name; the WAI-ARIA carousel pattern allows either.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls.
    <div
      role="group"
      className={classes}
      aria-roledescription="carousel"
      aria-label={labelledBy ? undefined : (label ?? String(t("carousel.label")))}
      aria-labelledby={labelledBy}
      data-state={isRunning ? "running" : isAuto ? "paused" : "idle"}
      data-index={index}
      onKeyDown={isSingle ? undefined : onKeyDown}
      onPointerEnter={(e) => onPointer(e, true)}
      onPointerLeave={(e) => onPointer(e, false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* Focusable, so a keyboard reaches the track when its slides hold no link of their own
          (the arrow keys then move between slides). */}
      <div
        id={trackId}
        ref={trackRef}
        className="carousel__track"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so the keyboard can scroll it
        tabIndex={0}
        aria-live={isRunning ? "off" : "polite"}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group; a fieldset is for form controls.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides never reorder while shown.
            key={i}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabels?.[i] ?? String(t("carousel.slide", { index: i + 1, count }))}
            data-current={i === index ? "true" : undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {hasTimer && isAuto ? (
        <div className="carousel__timer" aria-hidden="true">
          <span
            key={context.cycle}
            className="carousel__timer-bar"
            style={{
              animationDuration: `${duration}ms`,
              animationPlayState: isHydrated && isRunning ? "running" : "paused",
            }}
          />
        </div>
      ) : null}
      {isSingle ? null : (
        <CarouselControls
          t={t}
          trackId={trackId}
          rotationRef={rotationRef}
          isAuto={isAuto}
          isUserPaused={context.isUserPaused}
          index={index}
          last={context.last}
          loop={loop}
          pager={pager}
          send={send}
        />
      )}
    </div>
  );
}

/** Pause / play while it advances, previous, a button per position when asked, next. */
function CarouselControls({
  t,
  trackId,
  rotationRef,
  isAuto,
  isUserPaused,
  index,
  last,
  loop,
  pager,
  send,
}: {
  t: ReturnType<typeof translator>;
  trackId: string;
  rotationRef: RefObject<HTMLButtonElement | null>;
  isAuto: boolean;
  isUserPaused: boolean;
  index: number;
  /** The last position (0-based). */
  last: number;
  loop: boolean;
  pager: NonNullable<CarouselProps["pager"]>;
  send: CarouselSend;
}) {
  const positions = last + 1;
  return (
    <div className="carousel__controls">
      {isAuto ? (
        <button
          ref={rotationRef}
          type="button"
          className="carousel__rotation"
          aria-controls={trackId}
          aria-label={String(t(isUserPaused ? "carousel.play" : "carousel.pause"))}
          onClick={() => send({ type: isUserPaused ? "PLAY" : "PAUSE" })}
        >
          <span
            className={isUserPaused ? "carousel__icon--play" : "carousel__icon--pause"}
            aria-hidden="true"
          />
        </button>
      ) : null}
      <button
        type="button"
        className="carousel__arrow carousel__arrow--previous"
        aria-controls={trackId}
        aria-label={String(t("carousel.previous"))}
        disabled={!loop && index === 0}
        onClick={() => send({ type: "PREV" })}
      >
        <Chevron />
      </button>
      {pager === "none" ? null : (
        <div className="carousel__pager">
          {Array.from({ length: positions }, (_, i) => {
            const isCurrent = i === index;
            const custom = typeof pager === "function" ? pager(i, isCurrent) : null;
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: positions are the slides' order.
                key={i}
                type="button"
                className={`carousel__page carousel__page--${typeof pager === "function" ? "custom" : pager}`}
                aria-controls={trackId}
                aria-current={isCurrent ? "true" : undefined}
                aria-label={
                  custom === null ? String(t("carousel.goTo", { index: i + 1 })) : undefined
                }
                onClick={() => send({ type: "GO", index: i })}
              >
                {custom ?? (pager === "numbers" ? <span>{i + 1}</span> : null)}
              </button>
            );
          })}
        </div>
      )}
      <button
        type="button"
        className="carousel__arrow carousel__arrow--next"
        aria-controls={trackId}
        aria-label={String(t("carousel.next"))}
        disabled={!loop && index >= last}
        onClick={() => send({ type: "NEXT" })}
      >
        <Chevron />
      </button>
    </div>
  );
}

/** A chevron pointing towards the inline start; the stylesheet turns it for next and in LTR. */
function Chevron() {
  return (
    <svg
      className="carousel__chevron"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
