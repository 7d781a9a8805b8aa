import { useId, useMemo, useRef } from "react";
import type { BlockInstanceMap, StockListingDocument } from "../../../generated/types.ts";
import { cardAttributes, vehicleCard } from "../../../runtime/core/stock/card.ts";
import { translator } from "../../i18n/index.ts";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { useSite } from "../../ui/site-context.tsx";
import type { LocatorConfig } from "../StockLocator/island-data.ts";
import { cardTexts } from "../StockLocator/texts.ts";
import { VehicleCard } from "../StockLocator/vehicle-card.tsx";

export type CarouselFields = BlockInstanceMap["lrdx-stock-locator-carousel"]["fields"];

/**
 * A slide is at most 20rem wide beside the arrows, 82% of the row on a phone: the cards' photos
 * are asked for at that width.
 */
const SLIDE_SIZES = "(min-width: 768px) 20rem, 82vw";

/**
 * The carousel as it shows: its heading, the vehicles' cards in a row that scrolls and snaps, the
 * arrows (wide screens) and the block's link. `listing` undefined: still being read (the editor's
 * preview). An empty carousel reads 'Stock Locator Carousel with 0 cars' for editors and shows
 * nothing to visitors.
 */
export function CarouselView({
  fields,
  listing,
  config,
  isEditor,
}: {
  fields: CarouselFields;
  listing: StockListingDocument | null | undefined;
  config: LocatorConfig;
  isEditor: boolean;
}) {
  const site = useSite();
  const t = translator(site.lang);
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const texts = useMemo(() => cardTexts(t, config.prices), [t, config.prices]);
  const attributes = useMemo(
    () => cardAttributes(fields.card_attributes),
    [fields.card_attributes],
  );
  const heading = fields.heading ? (
    <div id={`${id}-heading`}>
      <Heading tag={fields.header_tag} size={fields.header_size}>
        {fields.heading}
      </Heading>
    </div>
  ) : null;
  if (listing === undefined)
    return (
      <section className="stock-carousel stock-carousel--loading" aria-busy="true">
        {heading}
      </section>
    );
  const cards = (listing?.data ?? []).map((resource) =>
    vehicleCard(resource, {
      attributes,
      icons: [],
      prices: config.prices,
      state: config.defaultState,
      base: site.base,
      mainBrand: config.mainBrand,
      texts,
    }),
  );
  if (cards.length === 0)
    return isEditor ? (
      <section className="stock-carousel stock-carousel--empty">
        {heading}
        <p className="stock-carousel__empty" role="note">
          {String(t("stockLocator.carouselEmpty", { count: 0 }))}
        </p>
      </section>
    ) : null;
  const scroll = (towardsEnd: boolean) => {
    const el = track.current;
    if (!el) return;
    const isRtl = getComputedStyle(el).direction === "rtl";
    const step = el.clientWidth * 0.9;
    el.scrollBy({ left: (towardsEnd === isRtl ? -1 : 1) * step, behavior: "smooth" });
  };
  return (
    <section
      className="stock-carousel"
      aria-labelledby={fields.heading ? `${id}-heading` : undefined}
    >
      <div className="stock-carousel__head">
        {heading}
        <div className="stock-carousel__controls">
          <button
            type="button"
            className="stock-carousel__arrow stock-carousel__arrow--previous"
            aria-controls={`${id}-track`}
            aria-label={String(t("stockLocator.carouselPrevious"))}
            onClick={() => scroll(false)}
          >
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className="stock-carousel__arrow stock-carousel__arrow--next"
            aria-controls={`${id}-track`}
            aria-label={String(t("stockLocator.carouselNext"))}
            onClick={() => scroll(true)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </div>
      </div>
      <ul id={`${id}-track`} ref={track} className="stock-carousel__track">
        {cards.map((card) => (
          <li key={card.id} className="stock-carousel__slide">
            {/* A carousel is seldom what a page shows first: its photos load as it nears the screen. */}
            <VehicleCard
              card={card}
              detailsLabel={String(t("stockLocator.details"))}
              photoSizes={SLIDE_SIZES}
            />
          </li>
        ))}
      </ul>
      {fields["rdx-link"].link_text ? (
        <div className="stock-carousel__button">
          <Cta link={fields["rdx-link"]} />
        </div>
      ) : null}
    </section>
  );
}
