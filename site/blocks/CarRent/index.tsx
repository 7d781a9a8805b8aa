import type { BlockInstanceMap, BlockProps, IconName } from "../../../generated/types.ts";
import { defaultImageIds } from "../../../runtime/core/image-url.ts";
import { BlockIntro } from "../../ui/block-intro.tsx";
import { Cta } from "../../ui/cta.tsx";
import { Icon } from "../../ui/icon.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";

type CarRentGroup = BlockInstanceMap["lrdx-car-rent"]["groups"][number];

/** The x-sizes of the card and equipment pictures (schemas/blocks/lrdx-car-rent.schema.json). */
const cardSizes = [
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;
const equipmentSizes = [
  { w: 415, h: 415 },
  { w: 360, h: 360 },
] as const;

/** 002 §9.8: 8 icons and 5 equipment items per card. */
export const CAR_RENT_ICONS = 8;
export const CAR_RENT_EQUIPMENT = 5;
const ICON_SLOTS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const EQUIPMENT_SLOTS = [1, 2, 3, 4, 5] as const;

/** A card's icons that have a text or an icon, in their order (at most 8). */
export function carRentIcons(g: CarRentGroup): { icon: IconName; text: string }[] {
  return ICON_SLOTS.map((i) => ({ icon: g[`icon-${i}`], text: g[`icon-text-${i}`].trim() })).filter(
    (x) => x.text !== "" || x.icon !== "",
  );
}

/** A card's equipment items that have a title or a description (at most 5). */
export function carRentEquipment(
  g: CarRentGroup,
): { title: string; description: string; image: CarRentGroup["equipment-image-1"] }[] {
  return EQUIPMENT_SLOTS.map((i) => ({
    title: g[`equipment-title-${i}`].trim(),
    description: g[`equipment-description-${i}`].trim(),
    image: g[`equipment-image-${i}`],
  })).filter((x) => x.title !== "" || x.description !== "");
}

/**
 * Car Rent (002 §2.9, §3.16): cards of a picture, a heading, a paragraph and a button, each with
 * up to 8 icons with their texts and up to 5 equipment items (title, description, picture) in a
 * disclosure that opens without JavaScript. A static block.
 */
export default function CarRent({ block, index }: BlockProps<"lrdx-car-rent">) {
  const f = block.fields;
  return (
    <div className="car-rent">
      <BlockIntro
        heading={f.heading}
        paragraph={f.paragraph}
        tag={f.header_tag}
        size={f.header_size}
        prefix="car-rent"
      />
      <ul className="car-rent__list">
        {block.groups.map((g, i) => {
          const icons = carRentIcons(g);
          const equipment = carRentEquipment(g);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: cards never reorder once rendered.
            <li key={i} className="car-rent__card">
              <ResponsiveImage
                image={g.image}
                sizes={cardSizes}
                // Only the first card of the first block is the page's high-priority picture.
                index={i === 0 ? index : Math.max(index, 1)}
                layoutSizes="(min-width: 1024px) 33vw, (min-width: 741px) 50vw, 100vw"
                className="car-rent__image"
              />
              <div className="car-rent__body">
                {g.heading ? <h3 className="car-rent__heading">{g.heading}</h3> : null}
                {g.paragraph ? <p className="car-rent__paragraph">{g.paragraph}</p> : null}
                {icons.length > 0 ? (
                  <ul className="car-rent__icons" aria-label="المزايا">
                    {icons.map((x, k) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: slots are fixed.
                      <li key={k} className="car-rent__icon">
                        <Icon name={x.icon} />
                        <span>{x.text}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {equipment.length > 0 ? (
                  <details className="car-rent__equipment">
                    <summary>التجهيزات الإضافية ({equipment.length})</summary>
                    <ul className="car-rent__equipment-list">
                      {equipment.map((e, k) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: slots are fixed.
                        <li key={k} className="car-rent__item">
                          {e.image.id !== defaultImageIds.image ? (
                            <ResponsiveImage
                              image={e.image}
                              sizes={equipmentSizes}
                              index={2}
                              layoutSizes="5rem"
                              className="car-rent__item-image"
                            />
                          ) : null}
                          <div>
                            {e.title ? <h4 className="car-rent__item-title">{e.title}</h4> : null}
                            {e.description ? (
                              <p className="car-rent__item-description">{e.description}</p>
                            ) : null}
                          </div>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
                <Cta link={g.button} className="car-rent__button" />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
