import { useId, useRef } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { Carousel, type CarouselApi } from "../../ui/carousel.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage, slideImageIndex } from "../../ui/responsive-image.tsx";

/** With has_timer the slides advance every 6000 ms (the hero carousel's default slide_duration). */
export const NUMBER_SLIDER_INTERVAL_MS = 6000;

/** The x-sizes of a group's image and of hotspots_image (the block's schema). */
const slideSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;
const hotspotsSizes = [
  { w: 1600, h: 650 },
  { w: 1024, h: 416 },
  { w: 640, h: 260 },
] as const;

/** "01", "02"…: the number on a slide's button. */
export const slideNumber = (i: number): string => String(i + 1).padStart(2, "0");

/**
 * Number Button Carousel: full-width pictures with their tagline, chosen by numbered buttons that
 * carry each group's link_label; has_timer advances them with a progress bar. The optional
 * hotspots picture above opens a slide from a point on the picture.
 */
export default function NumberButtonSlider({
  block,
  index,
}: BlockProps<"lrdx-number-button-slider">) {
  const { fields: f, groups } = block;
  const id = useId();
  const api = useRef<CarouselApi>(null);
  const hotspots = f.hotspots.filter((h) => h.slide >= 1 && h.slide <= groups.length);
  const slides = groups.map((g, i) => (
    <figure
      className="number-slider__slide"
      // biome-ignore lint/suspicious/noArrayIndexKey: slides never reorder once rendered.
      key={i}
    >
      <ResponsiveImage
        image={g.image}
        sizes={slideSizes}
        index={slideImageIndex(index, i)}
        layoutSizes="(min-width: 1340px) 1340px, 100vw"
        className="number-slider__image"
      />
      {g.tagline ? <figcaption className="number-slider__tagline">{g.tagline}</figcaption> : null}
    </figure>
  ));
  return (
    <section className="number-slider" aria-labelledby={f.heading ? `${id}-heading` : undefined}>
      {f.heading || f.paragraph ? (
        <div className="number-slider__intro">
          <div id={`${id}-heading`}>
            <Heading tag={f.header_tag} size={f.header_size}>
              {f.heading}
            </Heading>
          </div>
          {f.paragraph ? <p className="number-slider__paragraph">{f.paragraph}</p> : null}
        </div>
      ) : null}
      {hotspots.length > 0 ? (
        <div className="number-slider__hotspots">
          <ResponsiveImage
            image={f.hotspots_image}
            sizes={hotspotsSizes}
            index={index}
            layoutSizes="(min-width: 1340px) 1340px, 100vw"
            className="number-slider__hotspots-image"
          />
          {hotspots.map((h) => (
            <button
              key={`${h.slide}-${h.x}-${h.y}`}
              type="button"
              className="number-slider__spot"
              // Physical on purpose: x and y are coordinates on the picture, measured from its
              // left and top edges, and the picture is not mirrored in right-to-left pages.
              style={{ left: `${h.x}%`, top: `${h.y}%` }}
              aria-controls={`${id}-carousel`}
              onClick={() => api.current?.goTo(h.slide - 1)}
            >
              {/* The mark is drawn, the spot's name is read: a name of its own words only. */}
              <span className="number-slider__spot-mark" aria-hidden="true">
                {f.has_icons ? "+" : slideNumber(h.slide - 1)}
              </span>
              <span className="visually-hidden">{h.label}</span>
            </button>
          ))}
        </div>
      ) : null}
      <div id={`${id}-carousel`}>
        <Carousel
          className="number-slider__carousel"
          labelledBy={f.heading ? `${id}-heading` : undefined}
          slides={slides}
          slideLabels={groups.map((g, i) => g.link_label || `${slideNumber(i)}`)}
          interval={f.has_timer ? NUMBER_SLIDER_INTERVAL_MS : null}
          hasTimer={f.has_timer}
          apiRef={api}
          pager={(i) => (
            <>
              <span className="number-slider__number">{slideNumber(i)}</span>
              {groups[i]?.link_label ? (
                <span className="number-slider__label">{groups[i]?.link_label}</span>
              ) : null}
            </>
          )}
        />
      </div>
    </section>
  );
}
