import { useId } from "react";
import type { BlockProps, ContentBlocksCarouselGroup } from "../../../generated/types.ts";
import { isLinkVisible, linkHref } from "../../../runtime/core/links.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { useSite } from "../../ui/site-context.tsx";

/** The image field's x-sizes (Content Blocks' group), widest first. */
const imageSizes = [
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

/** Items in view: col-numbers (1–4) from 1024px, at most two from 741px, one and a peek below. */
export function itemsInView(columns: number): { wide: number; medium: number } {
  const wide = Math.min(4, Math.max(1, Math.trunc(columns)));
  return { wide, medium: Math.min(2, wide) };
}

function Item({
  item,
  headingTag,
  sizes,
  index,
}: {
  item: ContentBlocksCarouselGroup;
  headingTag: number;
  sizes: string;
  index: number;
}) {
  const { base } = useSite();
  const imageLink = item["image-link"];
  const picture = (
    <ResponsiveImage
      image={item.image}
      sizes={imageSizes}
      index={index}
      layoutSizes={sizes}
      className="content-carousel__image"
    />
  );
  const isNewWindow = imageLink.target === "_blank";
  return (
    <article className="content-carousel__item">
      {imageLink.url.trim() !== "" ? (
        <a
          className="content-carousel__media"
          href={linkHref(imageLink, base)}
          target={isNewWindow ? "_blank" : undefined}
          rel={isNewWindow || imageLink.type === "external" ? "noopener" : undefined}
          aria-label={item.image.alt ? undefined : imageLink.link_text || item.header || undefined}
        >
          {picture}
        </a>
      ) : (
        <div className="content-carousel__media">{picture}</div>
      )}
      <div className="content-carousel__body">
        <Heading tag={headingTag} size="s" className="content-carousel__header">
          {item.header}
        </Heading>
        <RichText className="content-carousel__text rich-text" html={item.description} />
        {isLinkVisible(item["rdx-link"]) ? (
          <div className="content-carousel__cta">
            <Cta link={item["rdx-link"]} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * Content Blocks Carousel: the items of Content Blocks in a row that slides, col-numbers of them
 * in view on wide screens; previous / next and dots. Never advances by itself.
 */
export default function ContentBlocksCarousel({
  block,
  index,
}: BlockProps<"lrdx-content-blocks-carousel">) {
  const { fields: f, groups } = block;
  const id = useId();
  const { wide, medium } = itemsInView(f["col-numbers"]);
  const sizes = `(min-width: 1340px) ${Math.round(1340 / wide)}px, (min-width: 1024px) ${Math.round(100 / wide)}vw, (min-width: 741px) ${Math.round(100 / medium)}vw, 85vw`;
  const itemTag = Math.min(6, f.header_tag + (f.heading ? 1 : 0));
  const classes = [
    "content-carousel",
    `content-carousel--cols-${wide}`,
    `content-carousel--md-${medium}`,
    f.align_cta_items ? "content-carousel--align-cta" : "",
  ].filter(Boolean);
  return (
    <section
      className={classes.join(" ")}
      aria-labelledby={f.heading ? `${id}-heading` : undefined}
    >
      {f.heading || f.paragraph ? (
        <div className="content-carousel__intro">
          <div id={`${id}-heading`}>
            <Heading tag={f.header_tag} size={f.header_size}>
              {f.heading}
            </Heading>
          </div>
          {f.paragraph ? <p className="content-carousel__paragraph">{f.paragraph}</p> : null}
        </div>
      ) : null}
      <Carousel
        className="content-carousel__carousel"
        labelledBy={f.heading ? `${id}-heading` : undefined}
        slides={groups.map((item, i) => (
          <Item
            // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder once rendered; titles may repeat.
            key={i}
            item={item}
            headingTag={itemTag}
            sizes={sizes}
            index={index}
          />
        ))}
        slideLabels={groups.map((g, i) => g.header || `${i + 1} / ${groups.length}`)}
        pager="dots"
        loop={false}
      />
    </section>
  );
}
