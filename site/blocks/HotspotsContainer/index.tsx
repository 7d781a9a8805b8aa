import type { BlockProps } from "../../../generated/types.ts";
import { useCloseLabel } from "../../ui/block-dialog.tsx";
import { BlockIntro } from "../../ui/block-intro.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";

/** The rdx-image field's x-sizes, widest first. */
const pictureSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;
/** The group image field's x-sizes. */
const cardSizes = [{ w: 640, h: 360 }] as const;

/**
 * A picture with hotspot buttons; each opens its group's card with the native popover API (no
 * JavaScript: popover="auto" on the card, popoverTarget on the button). Below 741px, and where
 * the popover API is missing, the cards are listed under the picture instead (see style.css).
 */
export default function HotspotsContainer({ block, index }: BlockProps<"lrdx-hotspots-container">) {
  const { fields, groups } = block;
  const closeLabel = useCloseLabel();
  // Card ids must be unique on the page: the block's position tells blocks apart.
  const cardId = (groupIndex: number) => `hotspots-container-${index}-card-${groupIndex + 1}`;
  const spots = fields.hotspots.filter((h) => h.group >= 1 && h.group <= groups.length);
  const cardHeadingTag = Math.min(6, fields.header_tag + (fields.heading ? 1 : 0));
  return (
    <section className={`hotspots-container hotspots-container--${fields.side_box_color}`}>
      <BlockIntro
        heading={fields.heading}
        paragraph={fields.paragraph}
        tag={fields.header_tag}
        prefix="hotspots-container"
      />
      <div className="hotspots-container__stage">
        <ResponsiveImage
          image={fields["rdx-image"]}
          sizes={pictureSizes}
          index={index}
          layoutSizes="(min-width: 1340px) 1340px, 100vw"
          className="hotspots-container__image"
        />
        {spots.map((h, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once on the server; hotspots may share a point.
            key={i}
            type="button"
            className="hotspots-container__spot"
            // Physical on purpose: x and y are coordinates on the photo, measured from its left
            // and top edges, and the photo is not mirrored in right-to-left pages.
            style={{ left: `${h.x}%`, top: `${h.y}%` }}
            popoverTarget={cardId(h.group - 1)}
            aria-label={h.label}
          >
            <span className="hotspots-container__dot" aria-hidden="true" />
          </button>
        ))}
      </div>
      {groups.length > 0 ? (
        <ul className="hotspots-container__cards">
          {groups.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once on the server; a group's position is its identity (hotspots name groups by index).
            <li key={i} className="hotspots-container__cards-item">
              <div id={cardId(i)} popover="auto" className="hotspots-container__card">
                <button
                  type="button"
                  className="hotspots-container__close"
                  popoverTarget={cardId(i)}
                  popoverTargetAction="hide"
                  aria-label={closeLabel}
                >
                  <span aria-hidden="true">×</span>
                </button>
                <ResponsiveImage
                  image={g.image}
                  sizes={cardSizes}
                  index={index}
                  className="hotspots-container__card-image"
                />
                <div className="hotspots-container__card-body">
                  <Heading
                    tag={cardHeadingTag}
                    size="s"
                    className="hotspots-container__card-heading"
                  >
                    {g.heading}
                  </Heading>
                  {g.text ? <p className="hotspots-container__card-text">{g.text}</p> : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
