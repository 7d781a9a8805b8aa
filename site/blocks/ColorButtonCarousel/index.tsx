import { useId } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage, slideImageIndex } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { type CollectionLink, collectionLink } from "../CollectionCarousel/link.ts";

const mainSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;
const thumbnailSizes = [{ w: 360, h: 360 }] as const;

/**
 * Color Button Carousel: the vehicle in each colour, one picture per group, chosen by colour
 * buttons (the groups' thumbnails, named by their alternative text). Each colour carries its own
 * button to link_url labelled with its link_label, so the label follows the colour shown.
 */
export default function ColorButtonCarousel({
  block,
  index,
}: BlockProps<"lrdx-color-button-carousel">) {
  const { fields: f, groups } = block;
  const { base } = useSite();
  const id = useId();
  const link: CollectionLink | null = collectionLink(f.link_url, base);
  const slides = groups.map((g, i) => (
    <figure
      className="color-carousel__slide"
      // biome-ignore lint/suspicious/noArrayIndexKey: slides never reorder once rendered.
      key={i}
    >
      <ResponsiveImage
        image={g["rdx-main-image"]}
        sizes={mainSizes}
        index={slideImageIndex(index, i)}
        layoutSizes="(min-width: 1340px) 1340px, 100vw"
        className="color-carousel__image"
      />
      <figcaption className="color-carousel__caption">
        {g["rdx-thumbnail-image"].alt ? (
          <span className="color-carousel__colour">{g["rdx-thumbnail-image"].alt}</span>
        ) : null}
        {link && g.link_label ? (
          <a
            className="cta cta--primary cta--medium color-carousel__cta"
            href={link.href}
            data-link-type={link.isExternal ? "external" : "internal"}
          >
            <span className="cta__label">{g.link_label}</span>
          </a>
        ) : null}
      </figcaption>
    </figure>
  ));
  const classes = ["color-carousel", f.is_bigger_picker ? "color-carousel--big-picker" : ""];
  return (
    <section
      className={classes.filter(Boolean).join(" ")}
      aria-labelledby={f.global_tagline ? `${id}-heading` : undefined}
    >
      {f.global_tagline || f.global_paragraph ? (
        <div className="color-carousel__intro">
          <div id={`${id}-heading`}>
            <Heading tag={f.header_tag} size="l">
              {f.global_tagline}
            </Heading>
          </div>
          {f.global_paragraph ? (
            <p className="color-carousel__paragraph">{f.global_paragraph}</p>
          ) : null}
        </div>
      ) : null}
      <Carousel
        className="color-carousel__carousel"
        labelledBy={f.global_tagline ? `${id}-heading` : undefined}
        slides={slides}
        slideLabels={groups.map(
          (g, i) => g["rdx-thumbnail-image"].alt || `${i + 1} / ${groups.length}`,
        )}
        pager={(i) => {
          const thumb = groups[i]?.["rdx-thumbnail-image"];
          if (!thumb) return null;
          return (
            <span className="color-carousel__swatch">
              <ResponsiveImage
                image={{ ...thumb, alt: thumb.alt || `${i + 1}` }}
                sizes={thumbnailSizes}
                index={index}
                className="color-carousel__swatch-image"
              />
            </span>
          );
        }}
      />
    </section>
  );
}
