import { useId } from "react";
import type { BlockProps, CollectionCarouselGroup } from "../../../generated/types.ts";
import { translator } from "../../i18n/index.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage, slideImageIndex } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { collectionLink } from "./link.ts";

/** The card picture's x-sizes: 420x495, 325x383 on phones. */
const cardSizes = [
  { w: 420, h: 495 },
  { w: 325, h: 383 },
] as const;

function Card({
  card,
  headingTag,
  index,
}: {
  card: CollectionCarouselGroup;
  headingTag: number;
  index: number;
}) {
  const site = useSite();
  const t = translator(site.lang);
  const link = collectionLink(card.url, site.base);
  const body = (
    <>
      <ResponsiveImage
        image={card["rdx-image"]}
        sizes={cardSizes}
        index={index}
        layoutSizes="(min-width: 741px) 420px, 325px"
        className="collection-carousel__image"
      />
      <Heading tag={headingTag} size="s" className="collection-carousel__title">
        {card.heading}
      </Heading>
      {card.text ? <p className="collection-carousel__text">{card.text}</p> : null}
      {card.target ? <span className="visually-hidden">{String(t("carousel.newTab"))}</span> : null}
    </>
  );
  return link ? (
    <a
      className="collection-carousel__card"
      href={link.href}
      target={card.target ? "_blank" : undefined}
      rel={link.isExternal || card.target ? "noopener" : undefined}
      data-link-type={link.isExternal ? "external" : "internal"}
    >
      {body}
    </a>
  ) : (
    <div className="collection-carousel__card">{body}</div>
  );
}

/**
 * Collection Carousel: portrait cards in a row that scrolls, each a link (external when its url
 * starts with http or https, otherwise a path of this site). Never advances by itself.
 */
export default function CollectionCarousel({
  block,
  index,
}: BlockProps<"lrdx-collection-carousel">) {
  const { fields: f, groups } = block;
  const id = useId();
  const cardTag = Math.min(6, f.header_tag + (f.heading ? 1 : 0));
  return (
    <section
      className="collection-carousel"
      aria-labelledby={f.heading ? `${id}-heading` : undefined}
    >
      {f.heading || f.paragraph ? (
        <div className="collection-carousel__intro">
          <div id={`${id}-heading`}>
            <Heading tag={f.header_tag} size={f.header_size}>
              {f.heading}
            </Heading>
          </div>
          {f.paragraph ? <p className="collection-carousel__paragraph">{f.paragraph}</p> : null}
        </div>
      ) : null}
      <Carousel
        className="collection-carousel__carousel"
        labelledBy={f.heading ? `${id}-heading` : undefined}
        slides={groups.map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cards never reorder once rendered.
          <Card key={i} card={card} headingTag={cardTag} index={slideImageIndex(index, i)} />
        ))}
        slideLabels={groups.map((g, i) => g.heading || `${i + 1} / ${groups.length}`)}
        loop={false}
      />
    </section>
  );
}
