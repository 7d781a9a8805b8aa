import { type CSSProperties, useCallback, useEffect, useRef, useState } from "react";
import type {
  BlockProps,
  HeroSliderGroup,
  HeroSliderGroupVideoStyles,
} from "../../../generated/types.ts";
import { dcStrategyOf } from "../../../runtime/core/dynamic-content.ts";
import { defaultImageIds, imageSrcSet } from "../../../runtime/core/image-url.ts";
import { isLinkVisible } from "../../../runtime/core/links.ts";
import { askPersonalisation, orderFrom } from "../../../runtime/core/personalisation.ts";
import { Carousel, type CarouselApi } from "../../ui/carousel.tsx";
import { Cta, CtaList } from "../../ui/cta.tsx";
import { usePageContent } from "../../ui/page-content.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { useSite } from "../../ui/site-context.tsx";
import {
  GatedYouTube,
  PHONE_MEDIA,
  parseMs,
  REDUCED_MOTION_MEDIA,
  useIsHydrated,
  useMedia,
  youTubeId,
} from "./video.tsx";

/** x-sizes of rdx-image and rdx-image-wide (schemas/blocks/lrdx-hero-slider.schema.json). */
const imageSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;
const wideSizes = [
  { w: 1600, h: 650 },
  { w: 1024, h: 416 },
  { w: 640, h: 260 },
] as const;
/** From md (741px) up the wide picture and the wide ratio apply. */
const wideMedia = "(min-width: 741px)";
/** 'Allow 4 slides on mobile': phones show at most this many slides. */
export const PHONE_SLIDES_LIMIT = 4;
/** The catalogue's default slide_duration (§9.2). */
export const DEFAULT_SLIDE_DURATION = 6000;

/** The block's own control labels, Arabic first (English beside it for /en/). */
const texts = {
  ar: {
    carousel: "العروض الرئيسية",
    playVideo: "تشغيل الفيديو",
    pauseVideo: "إيقاف الفيديو مؤقتاً",
    resumeVideo: "استئناف الفيديو",
    videoTitle: "فيديو",
  },
  en: {
    carousel: "Featured",
    playVideo: "Play video",
    pauseVideo: "Pause video",
    resumeVideo: "Play video",
    videoTitle: "Video",
  },
} as const;
export type HeroTexts = Record<keyof (typeof texts)["ar"], string>;
export function heroTexts(lang: string): HeroTexts {
  return lang === "ar" ? texts.ar : texts.en;
}

/** The auto-advance interval: slide_duration when is_autoplay, else none. */
export function sliderInterval(fields: {
  is_autoplay: boolean;
  slide_duration: string;
}): number | null {
  if (!fields.is_autoplay) return null;
  return parseMs(fields.slide_duration) ?? DEFAULT_SLIDE_DURATION;
}

/** The slides a screen shows: at most 4 on phones when has_touch_devices_slides_limit is on. */
export function visibleSlides<T>(slides: readonly T[], isLimited: boolean, isPhone: boolean): T[] {
  return isLimited && isPhone ? slides.slice(0, PHONE_SLIDES_LIMIT) : [...slides];
}

/** Inline style of a video from its video-styles value. */
export function videoStyle(styles: Partial<HeroSliderGroupVideoStyles> | undefined): CSSProperties {
  const s = styles ?? {};
  return {
    objectFit: s.fit ?? "cover",
    objectPosition: `${s.focus_x ?? 50}% ${s.focus_y ?? 50}%`,
    transform: s.zoom && s.zoom !== 1 ? `scale(${s.zoom})` : undefined,
    background: s.background || undefined,
  };
}

interface SlideOptions {
  blockIndex: number;
  slideIndex: number;
  isCurrent: boolean;
  isHydrated: boolean;
  isPhone: boolean;
  isWideScreen: boolean;
  isReducedMotion: boolean;
  fields: BlockProps<"lrdx-hero-slider">["block"]["fields"];
  t: HeroTexts;
  /** The browser's controls on a video the visitor started (off: a click plays and pauses it). */
  hasVideoControls: boolean;
  /** A video the visitor started plays (true) or stopped (false) on this slide. */
  onMedia: (slideIndex: number, isOn: boolean) => void;
}

/** The slide's video once hydrated and shown: a native file, else the YouTube address. */
function SlideVideo({ group, o }: { group: HeroSliderGroup; o: SlideOptions }) {
  const [isStarted, setIsStarted] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  // A file that cannot play leaves the picture in place.
  const [hasFailed, setHasFailed] = useState(false);
  const isBackground = group.video_type === "video_background";
  const file = o.isPhone
    ? o.fields.has_mobile_video
      ? group.video_mobile
      : ""
    : group.video_desktop;
  const ytId = youTubeId(group.video_bg);
  const hasVideo = (file !== "" && !hasFailed) || ytId !== null;
  // A slide that stops being current stops its video (the next visit starts afresh).
  useEffect(() => {
    if (!o.isCurrent) setIsStarted(false);
  }, [o.isCurrent]);
  // While a video the visitor started plays, the carousel holds its timer.
  const { onMedia, slideIndex } = o;
  const isWatching = isStarted && o.isCurrent && !isBackground;
  useEffect(() => {
    onMedia(slideIndex, isWatching);
    return () => onMedia(slideIndex, false);
  }, [onMedia, slideIndex, isWatching]);
  const setVideo = useCallback(
    (el: HTMLVideoElement | null) => {
      if (!el) return;
      if (isPaused) el.pause();
      else el.play().catch(() => setIsPaused(true));
    },
    [isPaused],
  );
  if (!o.isHydrated || !hasVideo) return null;
  const title = `${o.t.videoTitle}: ${plainText(group.info) || o.t.videoTitle}`;
  const styles =
    o.isWideScreen && o.fields.has_wide_ratio ? group["video-styles-wide"] : group["video-styles"];
  const plays = isBackground ? o.fields.is_autoplay && !o.isReducedMotion : isStarted;
  const controlClass = `hero-slide__video-control hero-slide__video-control--${o.fields.video_controls_color}`;
  if (!plays || !o.isCurrent) {
    if (isBackground && !o.isCurrent) return null;
    return (
      <button type="button" className={controlClass} onClick={() => setIsStarted(true)}>
        <span className="hero-slide__play-icon" aria-hidden="true" />
        <span className="hero-slide__video-label">{o.t.playVideo}</span>
      </button>
    );
  }
  if (file !== "" && !hasFailed)
    return (
      <>
        <video
          ref={setVideo}
          className="hero-slide__video"
          src={file}
          muted={isBackground}
          loop={isBackground}
          playsInline
          controls={!isBackground && o.hasVideoControls}
          preload="metadata"
          onClick={isBackground || o.hasVideoControls ? undefined : () => setIsPaused((p) => !p)}
          onError={() => setHasFailed(true)}
          style={videoStyle(styles)}
          aria-label={title}
        />
        {isBackground ? (
          <button
            type="button"
            className={controlClass}
            aria-pressed={isPaused}
            onClick={() => setIsPaused((p) => !p)}
          >
            <span
              className={isPaused ? "hero-slide__play-icon" : "hero-slide__pause-icon"}
              aria-hidden="true"
            />
            <span className="hero-slide__video-label">
              {isPaused ? o.t.resumeVideo : o.t.pauseVideo}
            </span>
          </button>
        ) : null}
      </>
    );
  return (
    <GatedYouTube
      id={ytId ?? ""}
      title={title}
      isBackground={isBackground}
      className="hero-slide__video hero-slide__frame"
    />
  );
}

/** Text of sanitised HTML, for accessible names. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function SlideLinks({ group }: { group: HeroSliderGroup }) {
  const content = usePageContent();
  const link = group["rdx-link"];
  const isMainShown =
    link !== undefined &&
    isLinkVisible(link) &&
    content.display(dcStrategyOf(link), false) !== "nothing";
  if (isMainShown && link)
    return (
      <div className="hero-slide__links">
        <Cta link={link} />
      </div>
    );
  return <CtaList links={group["rdx-fallback-links"]} className="hero-slide__links" />;
}

function HeroSlide({ group, o }: { group: HeroSliderGroup; o: SlideOptions }) {
  const { mediaBase } = useSite();
  const image = group["rdx-image"];
  const wide = group["rdx-image-wide"];
  const wideId = wide.id !== defaultImageIds.image ? wide.id : image.id;
  // Only the first slide of the first two blocks loads eagerly.
  const imageIndex = o.slideIndex === 0 ? o.blockIndex : Math.max(o.blockIndex, 2);
  const hasText = group.info !== "" || group.description !== "" || group.price !== "";
  return (
    <div className="hero-slide" data-slide={o.slideIndex}>
      <div className="hero-slide__media">
        <picture className="hero-slide__picture">
          {o.fields.has_wide_ratio ? (
            <source
              media={wideMedia}
              srcSet={imageSrcSet(mediaBase, wideId, wideSizes)}
              sizes="100vw"
              width={wideSizes[0].w}
              height={wideSizes[0].h}
            />
          ) : null}
          <ResponsiveImage
            image={image}
            sizes={imageSizes}
            index={imageIndex}
            className="hero-slide__image"
          />
        </picture>
        <SlideVideo group={group} o={o} />
      </div>
      {hasText || group["rdx-link"] || group["rdx-fallback-links"].length > 0 ? (
        <div className="hero-slide__frame-box">
          <div className={`hero-slide__box hero-slide__box--${o.fields.box_color}`}>
            <RichText className="hero-slide__info rich-text" html={group.info} />
            <RichText className="hero-slide__description rich-text" html={group.description} />
            <RichText
              className="hero-slide__price rich-text price-exchange-class"
              html={group.price}
            />
            <SlideLinks group={group} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The Hero Carousel: full-bleed slides on the site's one carousel (site/ui/carousel.tsx), which
 * owns the timing (slide_duration, slide_duration_limit), pause/play, the timer bar and the
 * keyboard. The server renders every slide (the first one visible); once hydrated, phones keep
 * the first 4 when 'Allow 4 slides on mobile' is on, the current slide's video loads, and, with
 * has_mxo, the personalisation provider may choose the first slide.
 *
 * The default export takes the block prop only, so the Tabbed Component renders it inside a tab.
 */
export default function HeroSlider(props: BlockProps<"lrdx-hero-slider">) {
  return <HeroCarousel {...props} hasVideoControls />;
}

/** The Hero Carousel, for a block that embeds it and may take its video controls off. */
export function HeroCarousel({
  block,
  index = 0,
  hasVideoControls,
}: BlockProps<"lrdx-hero-slider"> & {
  /** The browser's controls on a video the visitor starts (the Tabbed Component's switch). */
  hasVideoControls: boolean;
}) {
  const site = useSite();
  const t = heroTexts(site.lang);
  const f = block.fields;
  const isHydrated = useIsHydrated();
  const isPhone = useMedia(PHONE_MEDIA);
  const isReducedMotion = useMedia(REDUCED_MOTION_MEDIA);
  const [first, setFirst] = useState<number | undefined>(undefined);
  const [position, setPosition] = useState({ key: "", index: 0 });

  useEffect(() => {
    if (!f.has_mxo) return;
    let isLive = true;
    void askPersonalisation({
      template: block.template,
      offerKey: f.offer_key,
      slideCount: block.groups.length,
      wantsLayout: false,
      path: window.location.pathname,
    }).then((d) => {
      if (isLive && d?.firstSlide !== undefined) setFirst(d.firstSlide);
    });
    return () => {
      isLive = false;
    };
  }, [f.has_mxo, f.offer_key, block.template, block.groups.length]);

  const slides = visibleSlides(
    orderFrom(block.groups, first),
    f.has_touch_devices_slides_limit,
    isPhone,
  );
  const durations = slides.map((g) => parseMs(g.slide_duration_limit));
  // A new carousel (and position 0) when personalisation or the phone limit changes the slides.
  const carouselKey = `${first ?? 0}-${slides.length}`;
  const current = position.key === carouselKey ? position.index : 0;
  // The slide whose video the visitor started, if any: the carousel waits for it.
  const carouselApi = useRef<CarouselApi>(null);
  const [mediaSlide, setMediaSlide] = useState<number | null>(null);
  const onMedia = useCallback(
    (slide: number, isOn: boolean) =>
      setMediaSlide((prev) => (isOn ? slide : prev === slide ? null : prev)),
    [],
  );
  useEffect(() => {
    carouselApi.current?.holdForMedia(mediaSlide !== null);
  }, [mediaSlide]);
  const onIndexChange = useCallback(
    (i: number) => setPosition({ key: carouselKey, index: i }),
    [carouselKey],
  );
  const classes = [
    "hero-slider",
    `hero-slider--timer-${f.timer_box_color}`,
    f.has_banner ? "hero-slider--banner" : "hero-slider--band",
    f.has_wide_ratio ? "hero-slider--wide" : "",
    f.is_ffi ? "hero-slider--ffi" : "",
    f.has_touch_devices_slides_limit ? "hero-slider--phone-limit" : "",
  ].filter(Boolean);
  return (
    <div className={classes.join(" ")} data-offer-key={f.offer_key || undefined}>
      <Carousel
        key={carouselKey}
        apiRef={carouselApi}
        className="hero-slider__carousel"
        label={t.carousel}
        slides={slides.map((g, i) => (
          <HeroSlide
            // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order while shown.
            key={i}
            group={g}
            o={{
              blockIndex: index,
              slideIndex: i,
              isCurrent: i === current,
              isHydrated,
              isPhone,
              isWideScreen: isHydrated && !isPhone,
              isReducedMotion,
              fields: f,
              t,
              hasVideoControls,
              onMedia,
            }}
          />
        ))}
        interval={sliderInterval(f)}
        durations={durations}
        hasTimer={f.has_timer}
        pager="dots"
        onIndexChange={onIndexChange}
      />
    </div>
  );
}
