import { useCallback, useEffect, useState } from "react";
import type {
  BlockProps,
  ImmersiveHeroFields,
  ImmersiveHeroGroup,
} from "../../../generated/types.ts";
import { defaultImageIds, imageSrcSet } from "../../../runtime/core/image-url.ts";
import { isLinkVisible } from "../../../runtime/core/links.ts";
import { askPersonalisation, orderFrom } from "../../../runtime/core/personalisation.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { CtaList } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { Icon } from "../../ui/icon.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { type HeroTexts, heroTexts } from "../HeroSlider/index.tsx";
import {
  PHONE_MEDIA,
  REDUCED_MOTION_MEDIA,
  useIsHydrated,
  useMedia,
} from "../HeroSlider/video.tsx";
import { bannerImageSizes } from "../HeroTitleBanner/banner.tsx";

/** x-sizes of rdx-image-mobile (schemas/blocks/lrdx-immersive-hero.schema.json). */
const mobileSizes = [
  { w: 1080, h: 1920 },
  { w: 768, h: 1365 },
  { w: 640, h: 1138 },
] as const;
const phoneMedia = "(max-width: 740.98px)";
/** The catalogue's default video_time (§9.2). */
export const DEFAULT_VIDEO_TIME = 5000;

type Placement = ImmersiveHeroFields["content_placement"];
const placements: readonly Placement[] = ["middle", "left-top", "left-middle", "left-bottom"];
const isPlacement = (v: string | undefined): v is Placement =>
  v !== undefined && (placements as readonly string[]).includes(v);

/** The auto-advance interval: video_time when is_autoplay, else none. */
export function immersiveInterval(
  fields: Pick<ImmersiveHeroFields, "is_autoplay" | "video_time">,
): number | null {
  if (!fields.is_autoplay) return null;
  return fields.video_time > 0 ? fields.video_time : DEFAULT_VIDEO_TIME;
}

/**
 * The video a screen plays (catalogue §5.5): phones play native_video_mobile and nothing else
 * (empty: no video on phones, the picture stays); larger screens play native_video.
 */
export function immersiveVideo(
  group: Pick<ImmersiveHeroGroup, "native_video" | "native_video_mobile">,
  isPhone: boolean,
): string {
  return isPhone ? group.native_video_mobile.trim() : group.native_video.trim();
}

function SlideVideo({
  src,
  isAutoplay,
  isCurrent,
  t,
}: {
  src: string;
  isAutoplay: boolean;
  isCurrent: boolean;
  t: HeroTexts;
}) {
  const [isPaused, setIsPaused] = useState(!isAutoplay);
  // A file that cannot play leaves the picture in place.
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => setIsPaused(!isAutoplay), [isAutoplay]);
  const setVideo = useCallback(
    (el: HTMLVideoElement | null) => {
      if (!el) return;
      if (isPaused) el.pause();
      else el.play().catch(() => setIsPaused(true));
    },
    [isPaused],
  );
  if (!isCurrent || hasFailed) return null;
  return (
    <>
      {isPaused && !isAutoplay ? null : (
        <video
          ref={setVideo}
          className="immersive-hero__video"
          src={src}
          muted
          loop
          playsInline
          preload="metadata"
          onError={() => setHasFailed(true)}
          aria-hidden="true"
          tabIndex={-1}
        />
      )}
      <button
        type="button"
        className="immersive-hero__video-control"
        aria-pressed={isPaused}
        onClick={() => setIsPaused((p) => !p)}
      >
        <span
          className={isPaused ? "hero-slide__play-icon" : "hero-slide__pause-icon"}
          aria-hidden="true"
        />
        <span>{isPaused ? t.playVideo : t.pauseVideo}</span>
      </button>
    </>
  );
}

interface SlideProps {
  group: ImmersiveHeroGroup;
  fields: ImmersiveHeroFields;
  placement: Placement;
  blockIndex: number;
  slideIndex: number;
  isCurrent: boolean;
  isHydrated: boolean;
  isPhone: boolean;
  isReducedMotion: boolean;
  t: HeroTexts;
}

function ImmersiveSlide(p: SlideProps) {
  const { mediaBase } = useSite();
  const { group: g, fields: f } = p;
  const mobile = g["rdx-image-mobile"];
  const hasMobile = g.has_mobile_image && mobile.id !== defaultImageIds.image;
  const video = p.isHydrated ? immersiveVideo(g, p.isPhone) : "";
  const buttons = g["rdx-buttons"].filter((l) => isLinkVisible(l));
  // Only the first slide of the first two blocks loads eagerly.
  const imageIndex = p.slideIndex === 0 ? p.blockIndex : Math.max(p.blockIndex, 2);
  return (
    <div className={`immersive-hero__slide immersive-hero__slide--${p.placement}`}>
      <div className="immersive-hero__media">
        <picture className="immersive-hero__picture">
          {hasMobile ? (
            <source
              media={phoneMedia}
              srcSet={imageSrcSet(mediaBase, mobile.id, mobileSizes)}
              sizes="100vw"
              width={mobileSizes[0].w}
              height={mobileSizes[0].h}
            />
          ) : null}
          <ResponsiveImage
            image={g["rdx-image"]}
            sizes={bannerImageSizes}
            index={imageIndex}
            className="immersive-hero__image"
          />
        </picture>
        {video !== "" && !p.isReducedMotion ? (
          <SlideVideo src={video} isAutoplay={f.is_autoplay} isCurrent={p.isCurrent} t={p.t} />
        ) : null}
        {f.is_overlay ? <div className="immersive-hero__overlay" aria-hidden="true" /> : null}
      </div>
      <div className="immersive-hero__content">
        <div className="immersive-hero__text">
          {g["slide-icon"] ? <Icon name={g["slide-icon"]} /> : null}
          <Heading tag={f.header_tag} size={f.header_size} className="immersive-hero__heading">
            {g.heading}
          </Heading>
          {g.paragraph ? <p className="immersive-hero__paragraph">{g.paragraph}</p> : null}
          <RichText
            className="immersive-hero__price rich-text price-exchange-class"
            html={g.price}
          />
          <CtaList
            links={buttons}
            className={`immersive-hero__buttons immersive-hero__buttons--${f.buttons_placement}`}
          />
          <RichText className="immersive-hero__disclaimer rich-text" html={g.disclaimer} />
        </div>
      </div>
    </div>
  );
}

/**
 * The Immersive Hero: full-window slides, each a muted native video over its fallback picture,
 * on the site's one carousel (site/ui/carousel.tsx), advancing every video_time ms when
 * is_autoplay is on. The server renders every slide with its picture; once hydrated the current
 * slide's video plays (phones: only native_video_mobile, §5.5), and with has_mxo / has_mxo_layout
 * the personalisation provider may choose the first slide and the text's placement.
 */
export default function ImmersiveHero({ block, index }: BlockProps<"lrdx-immersive-hero">) {
  const site = useSite();
  const t = heroTexts(site.lang);
  const f = block.fields;
  const isHydrated = useIsHydrated();
  const isPhone = useMedia(PHONE_MEDIA);
  const isReducedMotion = useMedia(REDUCED_MOTION_MEDIA);
  const [decision, setDecision] = useState<{ first?: number; layout?: Placement }>({});
  const [position, setPosition] = useState({ key: "", index: 0 });

  useEffect(() => {
    if (!f.has_mxo && !f.has_mxo_layout) return;
    let isLive = true;
    void askPersonalisation({
      template: block.template,
      offerKey: "",
      slideCount: block.groups.length,
      wantsLayout: f.has_mxo_layout,
      path: window.location.pathname,
    }).then((d) => {
      if (!isLive || !d) return;
      setDecision({
        first: f.has_mxo ? d.firstSlide : undefined,
        layout: isPlacement(d.layout) ? d.layout : undefined,
      });
    });
    return () => {
      isLive = false;
    };
  }, [f.has_mxo, f.has_mxo_layout, block.template, block.groups.length]);

  const slides = orderFrom(block.groups, decision.first);
  const placement = decision.layout ?? f.content_placement;
  const carouselKey = String(decision.first ?? 0);
  const current = position.key === carouselKey ? position.index : 0;
  const onIndexChange = useCallback(
    (i: number) => setPosition({ key: carouselKey, index: i }),
    [carouselKey],
  );
  return (
    <div className="immersive-hero">
      <Carousel
        key={carouselKey}
        className="immersive-hero__carousel"
        label={t.carousel}
        interval={immersiveInterval(f)}
        pager="dots"
        onIndexChange={onIndexChange}
        slides={slides.map((g, i) => (
          <ImmersiveSlide
            // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order while shown.
            key={i}
            group={g}
            fields={f}
            placement={placement}
            blockIndex={index}
            slideIndex={i}
            isCurrent={i === current}
            isHydrated={isHydrated}
            isPhone={isPhone}
            isReducedMotion={isReducedMotion}
            t={t}
          />
        ))}
      />
      {f["scroll-to"] ? (
        <a className="immersive-hero__scroll" href={`#component-${index + 2}`}>
          <span>{f["scroll-to"]}</span>
          <Icon name="chevron-down" />
        </a>
      ) : null}
    </div>
  );
}
