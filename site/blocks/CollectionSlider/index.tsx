import { useId } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { imageSrcSet, imageUrl } from "../../../runtime/core/image-url.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage, slideImageIndex } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { type CollectionSlide, collectionFeedOf, collectionView } from "./slides.ts";

/** The x-sizes of the group pictures: the collection card (catalogue §9.3). */
const cardSizes = [
  { w: 420, h: 495 },
  { w: 325, h: 383 },
] as const;
/** A card is about a quarter of the row on wide screens, most of it on a phone. */
const cardLayout = "(min-width: 1024px) 25vw, (min-width: 741px) 40vw, 80vw";

/**
 * Collection cards in the site's carousel: the editor's groups, or the collection feed's items the
 * server read for the page (runtime/adapters/collection-feed.ts, handed over as the `feed` prop).
 * A feed that failed or answered nothing leaves the groups; with no groups either, the block says
 * so (error_msg) with a try-again button that reloads the page.
 */
export default function CollectionSlider(props: BlockProps<"lrdx-collection-slider">) {
  const { block, index } = props;
  const f = block.fields;
  const headingId = useId();
  const view = collectionView(block, collectionFeedOf(props));
  const hasHeading = f.heading.trim() !== "";
  return (
    <div className="collection-slider">
      {hasHeading || f.paragraph ? (
        <div className="collection-slider__intro" id={headingId}>
          <Heading tag={f.header_tag} size={f.header_size}>
            {f.heading}
          </Heading>
          {f.paragraph ? <p className="collection-slider__paragraph">{f.paragraph}</p> : null}
        </div>
      ) : null}
      {view.kind === "empty" ? (
        <div className="collection-slider__empty" role="status">
          <p>{f.error_msg}</p>
          {/* A GET form without an action reloads the page, with or without the island's script. */}
          <form method="get" className="collection-slider__retry">
            <button type="submit" className="cta cta--secondary cta--small">
              {f.try_again_btn_label}
            </button>
          </form>
        </div>
      ) : (
        <Carousel
          className="collection-slider__carousel"
          labelledBy={hasHeading ? headingId : undefined}
          label={hasHeading ? undefined : view.slides[0]?.name}
          pager={f.show_pagination ? "dots" : "none"}
          loop={false}
          slideLabels={view.slides.map((s, i) => `${s.name} (${i + 1} من ${view.slides.length})`)}
          slides={view.slides.map((slide, i) => (
            <CollectionCard
              key={slide.name}
              slide={slide}
              index={slideImageIndex(index, i)}
              buttonLabel={f.feed_button_label}
              variantsLabel={f.variants_label}
            />
          ))}
        />
      )}
    </div>
  );
}

function CollectionCard({
  slide,
  index,
  buttonLabel,
  variantsLabel,
}: {
  slide: CollectionSlide;
  index: number;
  buttonLabel: string;
  variantsLabel: string;
}) {
  const { mediaBase } = useSite();
  const isEager = index < 2;
  return (
    <article className="collection-slider__card">
      <div className="collection-slider__media">
        {slide.source === "manual" ? (
          <>
            <ResponsiveImage
              image={slide.image}
              sizes={cardSizes}
              index={index}
              layoutSizes={cardLayout}
              className="collection-slider__image"
            />
            {slide.hoverImageId !== null ? (
              <img
                className="collection-slider__image collection-slider__image--hover"
                src={imageUrl(mediaBase, slide.hoverImageId, cardSizes[0])}
                srcSet={imageSrcSet(mediaBase, slide.hoverImageId, cardSizes)}
                sizes={cardLayout}
                width={cardSizes[0].w}
                height={cardSizes[0].h}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : null}
          </>
        ) : (
          <>
            <img
              className="collection-slider__image"
              src={slide.image.url}
              width={cardSizes[0].w}
              height={cardSizes[0].h}
              alt={slide.image.alt}
              loading={isEager ? "eager" : "lazy"}
              decoding="async"
            />
            {slide.hoverImageUrl ? (
              <img
                className="collection-slider__image collection-slider__image--hover"
                src={slide.hoverImageUrl}
                width={cardSizes[0].w}
                height={cardSizes[0].h}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : null}
          </>
        )}
      </div>
      <div className="collection-slider__text">
        <h3 className="collection-slider__name">{slide.name}</h3>
        {slide.label ? <p className="collection-slider__label">{slide.label}</p> : null}
        {slide.source === "feed" && slide.variants > 1 ? (
          <p className="collection-slider__variants">
            {variantsLabel.replaceAll("{count}", String(slide.variants))}
          </p>
        ) : null}
      </div>
      {slide.source === "manual" ? (
        slide.link ? (
          <Cta link={slide.link} className="collection-slider__button" />
        ) : null
      ) : slide.url ? (
        <a
          className="cta cta--secondary cta--small collection-slider__button"
          href={slide.url}
          {...(/^https?:/i.test(slide.url) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          <span className="cta__label">{buttonLabel}</span>
          <span className="visually-hidden">{`: ${slide.name}`}</span>
        </a>
      ) : null}
    </article>
  );
}
