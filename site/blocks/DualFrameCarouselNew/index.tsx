import { useId } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage, slideImageIndex } from "../../ui/responsive-image.tsx";
import { RichText } from "../../ui/rich-text.tsx";

/** Unless disable_autoplay is on, the slides advance every 6000 ms. */
export const DUAL_FRAME_INTERVAL_MS = 6000;

const imageSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

/**
 * Dual Frame Carousel 2.0: a picture and a text box side by side from 1024px (stacked on phones),
 * one pair per group, sliding together. image_alignment places the picture on screen, left or
 * right; vertical_alignment sets the box against it; youtube opens the site's video modal.
 */
export default function DualFrameCarouselNew({
  block,
  index,
}: BlockProps<"lrdx-dual-frame-carousel-new">) {
  const { fields: f, groups } = block;
  const id = useId();
  const itemTag = Math.min(6, f.header_tag + (f.heading ? 1 : 0));
  const video = f.youtube.trim();
  const slides = groups.map((g, i) => (
    <div
      className="dual-frame__slide"
      // biome-ignore lint/suspicious/noArrayIndexKey: slides never reorder once rendered.
      key={i}
    >
      <div className="dual-frame__media">
        <ResponsiveImage
          image={g["rdx-image"]}
          sizes={imageSizes}
          index={slideImageIndex(index, i)}
          layoutSizes="(min-width: 1024px) 50vw, 100vw"
          className="dual-frame__image"
        />
      </div>
      <div className={`dual-frame__box dual-frame__box--${f.box_color}`}>
        <Heading tag={itemTag} size="m" className="dual-frame__title">
          {g.title}
        </Heading>
        <RichText className="dual-frame__text rich-text" html={g.text} />
        <div className="dual-frame__actions">
          <Cta link={g["rdx-link"]} />
          {video ? (
            <a
              className="cta cta--secondary cta--medium dual-frame__video"
              href={video}
              target="_blank"
              rel="noopener"
              data-video-modal={video}
              data-video-title={g.title || f.heading || f.video_label}
            >
              <span className="cta__label">{f.video_label}</span>
            </a>
          ) : null}
        </div>
      </div>
    </div>
  ));
  const classes = [
    "dual-frame",
    `dual-frame--image-${f.image_alignment}`,
    `dual-frame--${f.vertical_alignment}`,
  ];
  return (
    <section
      className={classes.join(" ")}
      aria-labelledby={f.heading ? `${id}-heading` : undefined}
    >
      {f.heading ? (
        <div id={`${id}-heading`} className="dual-frame__intro">
          <Heading tag={f.header_tag} size={f.header_size}>
            {f.heading}
          </Heading>
        </div>
      ) : null}
      <Carousel
        className="dual-frame__carousel"
        labelledBy={f.heading ? `${id}-heading` : undefined}
        slides={slides}
        slideLabels={groups.map((g, i) => g.title || `${i + 1} / ${groups.length}`)}
        interval={f.disable_autoplay ? null : DUAL_FRAME_INTERVAL_MS}
        pager="dots"
      />
    </section>
  );
}
