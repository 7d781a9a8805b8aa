import type { ContentBlocksGroup } from "../../generated/types.ts";
import { isLinkVisible, linkHref } from "../../runtime/core/links.ts";
import { Cta } from "./cta.tsx";
import { Heading } from "./heading.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";
import { RichText } from "./rich-text.tsx";
import { useSite } from "./site-context.tsx";

/** The image field's x-sizes (Content Blocks' group), widest first. */
const imageSizes = [
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

interface ContentItemProps {
  item: ContentBlocksGroup;
  headingTag: number;
  /** The picture's `sizes`: the width the item takes at each breakpoint. */
  sizes: string;
  /** The block's place on the page (eager images for the first two). */
  index: number;
  /** The element: `li` in the grid's list, `article` as a carousel slide. */
  as: "li" | "article";
  /** The block's class prefix: `content-blocks` or `content-carousel`. */
  classPrefix: string;
}

/**
 * One item of Content Blocks and of the Content Blocks Carousel (the same group fields): the
 * picture, a link when the editor gave image-link a url (named by its label or the item's title
 * when the picture has no alt text), the title, the description and the CTA.
 */
export function ContentItem({ item, headingTag, sizes, index, as, classPrefix }: ContentItemProps) {
  const { base } = useSite();
  const imageLink = item["image-link"];
  const picture = (
    <ResponsiveImage
      image={item.image}
      sizes={imageSizes}
      index={index}
      layoutSizes={sizes}
      className={`${classPrefix}__image`}
    />
  );
  const isNewWindow = imageLink.target === "_blank";
  const Element = as;
  return (
    <Element className={`${classPrefix}__item`}>
      {imageLink.url.trim() !== "" ? (
        <a
          className={`${classPrefix}__media`}
          href={linkHref(imageLink, base)}
          target={isNewWindow ? "_blank" : undefined}
          rel={isNewWindow || imageLink.type === "external" ? "noopener" : undefined}
          aria-label={item.image.alt ? undefined : imageLink.link_text || item.header || undefined}
        >
          {picture}
        </a>
      ) : (
        <div className={`${classPrefix}__media`}>{picture}</div>
      )}
      <div className={`${classPrefix}__body`}>
        <Heading tag={headingTag} size="s" className={`${classPrefix}__header`}>
          {item.header}
        </Heading>
        <RichText className={`${classPrefix}__text rich-text`} html={item.description} />
        {isLinkVisible(item["rdx-link"]) ? (
          <div className={`${classPrefix}__cta`}>
            <Cta link={item["rdx-link"]} />
          </div>
        ) : null}
      </div>
    </Element>
  );
}
