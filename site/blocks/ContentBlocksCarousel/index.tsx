import { useId } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { ContentItem } from "../../ui/content-item.tsx";
import { Heading } from "../../ui/heading.tsx";
import { slideImageIndex } from "../../ui/responsive-image.tsx";

/** Items in view: col-numbers (1–4) from 1024px, at most two from 741px, one and a peek below. */
export function itemsInView(columns: number): { wide: number; medium: number } {
  const wide = Math.min(4, Math.max(1, Math.trunc(columns)));
  return { wide, medium: Math.min(2, wide) };
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
          <ContentItem
            // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder once rendered; titles may repeat.
            key={i}
            as="article"
            classPrefix="content-carousel"
            item={item}
            headingTag={itemTag}
            sizes={sizes}
            index={slideImageIndex(index, i)}
          />
        ))}
        slideLabels={groups.map((g, i) => g.header || `${i + 1} / ${groups.length}`)}
        pager="dots"
        loop={false}
      />
    </section>
  );
}
