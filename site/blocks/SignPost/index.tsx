import type { BlockProps } from "../../../generated/types.ts";
import { Cta, CtaList } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { Icon } from "../../ui/icon.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";

/** The x-sizes of a card's image (schemas/blocks/lrdx-sign-post.schema.json). */
const cardImageSizes = [
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

/** The width a card's image takes: one column on phones, 1–4 in the grid from md up. */
function cardLayoutSizes(columns: number): string {
  return `(min-width: 1340px) ${Math.round(1340 / columns)}px, (min-width: 741px) ${Math.round(100 / columns)}vw, 100vw`;
}

/**
 * Signposts as cards in a grid. Only each card's call to action is a link (the card is not), so
 * its text stays selectable; card titles sit one level below the block heading.
 */
export default function SignPost({ block, index }: BlockProps<"lrdx-sign-post">) {
  const { fields: f, groups } = block;
  const columns = Math.min(4, Math.max(1, Math.trunc(f["col-numbers"])));
  const cardTag = f.heading ? Math.min(6, f.header_tag + 1) : f.header_tag;
  return (
    <div className={`sign-post sign-post--cols-${columns}`}>
      {f.heading || f.paragraph ? (
        <div className="sign-post__head">
          {f.heading ? (
            <Heading tag={f.header_tag} size={f.header_size} className="sign-post__heading">
              <Icon name={f.header_icon} className="sign-post__heading-icon" />
              <span>{f.heading}</span>
            </Heading>
          ) : null}
          {f.paragraph ? <p className="sign-post__paragraph">{f.paragraph}</p> : null}
        </div>
      ) : null}
      {groups.length > 0 ? (
        <ul className="sign-post__grid">
          {groups.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list, rendered once on the server; titles may repeat.
            <li key={i} className={`sign-post__card sign-post__card--${f.box_color}`}>
              <ResponsiveImage
                image={g.image}
                sizes={cardImageSizes}
                index={index}
                layoutSizes={cardLayoutSizes(columns)}
                className="sign-post__image"
              />
              <div className="sign-post__body">
                <Icon name={g.icon} className="sign-post__icon" />
                <Heading tag={cardTag} size="s" className="sign-post__card-heading">
                  {g.heading}
                </Heading>
                {g.text ? <p className="sign-post__text">{g.text}</p> : null}
                <Cta link={g["rdx-link"]} className="sign-post__cta" />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <CtaList links={f["rdx-links"]} className="sign-post__links" />
    </div>
  );
}
