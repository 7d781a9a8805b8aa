import { useId } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { Heading } from "../../ui/heading.tsx";

/**
 * Quote Slider: one quote at a time with its author and the author's position, aligned on screen
 * by section_class and justified by justify_text; previous / next and dots. Never advances by
 * itself.
 */
export default function QuoteSlider({ block }: BlockProps<"lrdx-quote-slider">) {
  const { fields: f, groups } = block;
  const id = useId();
  const slides = groups.map((g, i) => (
    <figure
      // biome-ignore lint/suspicious/noArrayIndexKey: quotes never reorder once rendered.
      key={i}
      className={`quote-slider__quote quote-slider__quote--${g.section_class}${g.justify_text ? " quote-slider__quote--justify" : ""}`}
    >
      <blockquote className="quote-slider__text">
        <p>{g.quote}</p>
      </blockquote>
      {g.author || g.author_position ? (
        <figcaption className="quote-slider__author">
          {g.author ? <span className="quote-slider__name">{g.author}</span> : null}
          {g.author_position ? (
            <span className="quote-slider__position">{g.author_position}</span>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  ));
  return (
    <section
      className={`quote-slider quote-slider--${f.box_color}`}
      aria-labelledby={f.heading ? `${id}-heading` : undefined}
    >
      {f.heading ? (
        <div id={`${id}-heading`} className="quote-slider__intro">
          <Heading tag={f.header_tag} size={f.header_size}>
            {f.heading}
          </Heading>
        </div>
      ) : null}
      <Carousel
        className="quote-slider__carousel"
        labelledBy={f.heading ? `${id}-heading` : undefined}
        slides={slides}
        slideLabels={groups.map((g, i) => g.author || `${i + 1} / ${groups.length}`)}
        pager="dots"
      />
    </section>
  );
}
