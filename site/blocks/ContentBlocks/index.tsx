import type { BlockProps } from "../../../generated/types.ts";
import { ContentItem } from "../../ui/content-item.tsx";
import { Heading } from "../../ui/heading.tsx";

/** The width each picture takes: one column on phones (most of the screen in the slider). */
function layoutSizes(columns: number, isSlider: boolean): string {
  const phone = isSlider ? "85vw" : "100vw";
  return `(min-width: 1340px) ${Math.round(1340 / columns)}px, (min-width: 741px) ${Math.round(100 / columns)}vw, ${phone}`;
}

/**
 * Items in a grid of col-numbers columns from 741px; on phones they stack, or scroll sideways
 * with CSS scroll-snap when mobile-slider is on.
 */
export default function ContentBlocks({ block, index }: BlockProps<"lrdx-content-blocks">) {
  const { fields, groups } = block;
  const columns = Math.min(4, Math.max(1, Math.trunc(fields["col-numbers"])));
  const isSlider = fields["mobile-slider"];
  const classes = [
    "content-blocks",
    `content-blocks--cols-${columns}`,
    isSlider ? "content-blocks--slider" : "",
    fields.align_cta_items ? "content-blocks--align-cta" : "",
  ].filter(Boolean);
  const sizes = layoutSizes(columns, isSlider);
  const itemHeadingTag = Math.min(6, fields.header_tag + (fields.heading ? 1 : 0));
  return (
    <section className={classes.join(" ")}>
      {fields.heading || fields.paragraph ? (
        <div className="content-blocks__intro">
          <Heading tag={fields.header_tag} size={fields.header_size}>
            {fields.heading}
          </Heading>
          {fields.paragraph ? (
            <p className="content-blocks__paragraph">{fields.paragraph}</p>
          ) : null}
        </div>
      ) : null}
      {groups.length > 0 ? (
        <ul className="content-blocks__list">
          {groups.map((item, i) => (
            <ContentItem
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once on the server; titles may repeat.
              key={i}
              as="li"
              classPrefix="content-blocks"
              item={item}
              headingTag={itemHeadingTag}
              sizes={sizes}
              index={index}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
