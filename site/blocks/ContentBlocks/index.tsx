import type { BlockProps, ContentBlocksGroup } from "../../../generated/types.ts";
import { isLinkVisible, linkHref } from "../../../runtime/core/links.ts";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { useSite } from "../../ui/site-context.tsx";

/** The image field's x-sizes, widest first. */
const imageSizes = [
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

/** The width each picture takes: one column on phones (most of the screen in the slider). */
function layoutSizes(columns: number, isSlider: boolean): string {
  const phone = isSlider ? "85vw" : "100vw";
  return `(min-width: 1340px) ${Math.round(1340 / columns)}px, (min-width: 741px) ${Math.round(100 / columns)}vw, ${phone}`;
}

interface ItemProps {
  item: ContentBlocksGroup;
  headingTag: number;
  sizes: string;
  index: number;
}

function ContentItem({ item, headingTag, sizes, index }: ItemProps) {
  const { base } = useSite();
  const imageLink = item["image-link"];
  const picture = (
    <ResponsiveImage
      image={item.image}
      sizes={imageSizes}
      index={index}
      layoutSizes={sizes}
      className="content-blocks__image"
    />
  );
  const isNewWindow = imageLink.target === "_blank";
  // The picture is a link only when the editor gave it a url; without alt text the link is named
  // by its label or the item's title.
  const media =
    imageLink.url.trim() !== "" ? (
      <a
        className="content-blocks__media"
        href={linkHref(imageLink, base)}
        target={isNewWindow ? "_blank" : undefined}
        rel={isNewWindow || imageLink.type === "external" ? "noopener" : undefined}
        aria-label={item.image.alt ? undefined : imageLink.link_text || item.header || undefined}
      >
        {picture}
      </a>
    ) : (
      <div className="content-blocks__media">{picture}</div>
    );
  return (
    <li className="content-blocks__item">
      {media}
      <div className="content-blocks__body">
        <Heading tag={headingTag} size="s" className="content-blocks__header">
          {item.header}
        </Heading>
        <RichText className="content-blocks__text rich-text" html={item.description} />
        {isLinkVisible(item["rdx-link"]) ? (
          <div className="content-blocks__cta">
            <Cta link={item["rdx-link"]} />
          </div>
        ) : null}
      </div>
    </li>
  );
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
