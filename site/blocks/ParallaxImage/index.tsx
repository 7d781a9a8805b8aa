import type { BlockProps } from "../../../generated/types.ts";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";

/** The x-sizes of a group's image. */
const imageSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

/** At most 40 pictures (002 §3.8, §9.1): the schema caps them, the render too. */
export const MAX_PARALLAX_IMAGES = 40;

/**
 * Full-width pictures, each in a frame of fixed ratio (image-ratio) that the picture drifts in as
 * the page scrolls: a CSS scroll-driven animation only, no JavaScript, still under
 * prefers-reduced-motion and where the browser lacks scroll timelines. An optional caption sits
 * over the picture's lower edge.
 */
export default function ParallaxImage({ block, index }: BlockProps<"lrdx-parallax-image">) {
  const f = block.fields;
  const groups = block.groups.slice(0, MAX_PARALLAX_IMAGES);
  const captionTag = Math.min(6, f.header_tag + 1);
  return (
    <div className={`parallax parallax--${f["image-ratio"]}`}>
      {f.heading ? (
        <div className="parallax__intro">
          <Heading tag={f.header_tag} size={f.header_size}>
            {f.heading}
          </Heading>
        </div>
      ) : null}
      {groups.map((g, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
        <figure key={i} className="parallax__frame">
          <div className="parallax__window">
            <ResponsiveImage
              image={g.image}
              sizes={imageSizes}
              index={index}
              layoutSizes="100vw"
              className="parallax__image"
            />
          </div>
          {g.heading || g.paragraph ? (
            <figcaption className="parallax__caption">
              {g.heading ? (
                <Heading tag={captionTag} size="m" className="parallax__caption-title">
                  {g.heading}
                </Heading>
              ) : null}
              {g.paragraph ? <p className="parallax__caption-text">{g.paragraph}</p> : null}
            </figcaption>
          ) : null}
        </figure>
      ))}
    </div>
  );
}
