import type { Image } from "../../generated/types.ts";
import {
  FALLBACK_IMAGE_SIZE,
  type ImageSize,
  imageSrcSet,
  imageUrl,
} from "../../runtime/core/image-url.ts";
import { useSite } from "./site-context.tsx";

export interface ResponsiveImageProps {
  image: Image;
  /** The field's x-sizes; the first is the largest the layout shows (none: 900x500, §9.3). */
  sizes: readonly ImageSize[];
  /** Block position on the page: the first two blocks load images eagerly. */
  index: number;
  /** The layout width hint for the browser's choice among the variants. */
  layoutSizes?: string;
  className?: string;
}

/**
 * The position a carousel slide's picture loads as: the first slide's as its block's, every
 * other slide's as a block below the first two (lazy, at normal priority). The slides the visitor
 * has not brought into view yet then wait until the track nears them, instead of competing with
 * the first picture of the page for a phone's bandwidth.
 */
export function slideImageIndex(blockIndex: number, slide: number): number {
  return slide === 0 ? blockIndex : Math.max(blockIndex, 2);
}

/** A media-library image with every variant in srcset; lazy below the first two blocks. */
export function ResponsiveImage({
  image,
  sizes,
  index,
  layoutSizes = "100vw",
  className = "image",
}: ResponsiveImageProps) {
  const { mediaBase } = useSite();
  const first = sizes[0] ?? FALLBACK_IMAGE_SIZE;
  const isEager = index < 2;
  return (
    <img
      className={className}
      src={imageUrl(mediaBase, image.id, first)}
      srcSet={sizes.length > 1 ? imageSrcSet(mediaBase, image.id, sizes) : undefined}
      sizes={sizes.length > 1 ? layoutSizes : undefined}
      width={first.w}
      height={first.h}
      alt={image.alt ?? ""}
      loading={isEager ? "eager" : "lazy"}
      fetchPriority={index === 0 ? "high" : undefined}
      decoding="async"
    />
  );
}
