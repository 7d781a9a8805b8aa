import { useId } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { defaultImageIds, imageUrl } from "../../../runtime/core/image-url.ts";
import { isLinkVisible } from "../../../runtime/core/links.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage, slideImageIndex } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";

type Fields = BlockProps<"lrdx-icons-timeline">["block"]["fields"];
type Group = BlockProps<"lrdx-icons-timeline">["block"]["groups"][number];

/** The x-sizes of image and small_image. */
const stageSizes = [
  { w: 1216, h: 684 },
  { w: 884, h: 497 },
  { w: 640, h: 360 },
] as const;
const smallSize = { w: 360, h: 360 } as const;

/** A slide's accessible name: its year and model ("1948 — السلسلة الأولى"). */
export function timelineLabel(group: Group): string {
  return group.model ? `${group.year} — ${group.model}` : group.year;
}

function Stage({
  group,
  fields,
  index,
  tag,
}: {
  group: Group;
  fields: Fields;
  index: number;
  tag: number;
}) {
  return (
    <article className="icons-timeline__stage">
      <div className="icons-timeline__picture">
        <ResponsiveImage
          image={group.image}
          sizes={stageSizes}
          index={index}
          layoutSizes="(min-width: 1024px) 60vw, 100vw"
          className="icons-timeline__image"
        />
        <span className="icons-timeline__year" aria-hidden="true">
          {group.year}
        </span>
      </div>
      <div className="icons-timeline__details">
        <dl className="icons-timeline__facts">
          {group.model ? (
            <div>
              <dt>{fields.modelHeadline}</dt>
              <dd>{group.model}</dd>
            </div>
          ) : null}
          <div>
            <dt>{fields.yearHeadline}</dt>
            <dd>{group.year}</dd>
          </div>
        </dl>
        {group.heading ? (
          <Heading tag={tag} size="m" className="icons-timeline__heading">
            {group.heading}
          </Heading>
        ) : null}
        {isLinkVisible(group.button) ? (
          <Cta link={group.button} className="icons-timeline__button" />
        ) : null}
      </div>
    </article>
  );
}

/**
 * The icons through the years as slides of the shared carousel: the stage shows one icon (its
 * picture with the year over it, model and year under the block's headlines, heading, button);
 * the rail under it is the carousel's pager, a button per year with its small picture. Every
 * slide is in the server HTML and swipes without script; the island adds the rail and the keys.
 */
export default function IconsTimeline({ block, index }: BlockProps<"lrdx-icons-timeline">) {
  const f = block.fields;
  const { mediaBase } = useSite();
  const headingId = useId();
  const groups = block.groups.slice(0, 20);
  if (groups.length === 0) return null;
  const itemTag = f.title ? Math.min(6, f.header_tag + 1) : f.header_tag;
  return (
    <div className={`icons-timeline icons-timeline--${f.box_color}`}>
      <div className="icons-timeline__inner">
        {f.title ? (
          <Heading tag={f.header_tag} size="l" className="icons-timeline__title">
            <span id={headingId}>{f.title}</span>
          </Heading>
        ) : null}
        <Carousel
          className="icons-timeline__carousel"
          labelledBy={f.title ? headingId : undefined}
          slides={groups.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: slides never reorder once rendered.
            <Stage key={i} group={g} fields={f} index={slideImageIndex(index, i)} tag={itemTag} />
          ))}
          slideLabels={groups.map(timelineLabel)}
          loop={false}
          pager={(i) => {
            const g = groups[i];
            if (!g) return null;
            const thumb = g.small_image.id !== defaultImageIds.image ? g.small_image : null;
            return (
              <span className="icons-timeline__rail-item">
                {thumb ? (
                  <img
                    className="icons-timeline__thumb"
                    src={imageUrl(mediaBase, thumb.id, smallSize)}
                    width={64}
                    height={64}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <span className="icons-timeline__rail-year">{g.year}</span>
                {g.model ? <span className="icons-timeline__rail-model">{g.model}</span> : null}
              </span>
            );
          }}
        />
      </div>
    </div>
  );
}
