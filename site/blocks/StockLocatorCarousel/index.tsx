import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useId, useMemo, useRef, useState } from "react";
import type { BlockInstanceMap, BlockProps } from "../../../generated/types.ts";
import { cardAttributes, vehicleCard } from "../../../runtime/core/stock/card.ts";
import { carouselQuery } from "../../../runtime/core/stock/carousel.ts";
import { translator } from "../../i18n/index.ts";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { useSite } from "../../ui/site-context.tsx";
import {
  DEFAULT_LOCATOR_CONFIG,
  type StockIslandData,
  stockIslandDataOf,
} from "../StockLocator/island-data.ts";
import {
  fetchListing,
  listingSearch,
  newStockQueryClient,
} from "../StockLocator/listing-client.ts";
import { cardTexts } from "../StockLocator/texts.ts";
import { VehicleCard } from "../StockLocator/vehicle-card.tsx";

type CarouselFields = BlockInstanceMap["lrdx-stock-locator-carousel"]["fields"];

/**
 * The Stock Locator Carousel (002 §3.13): a sliding row of the vehicles of a publication list,
 * narrowed to a brand and model, each card leading to its showroom page. The server reads the
 * vehicles for the page (runtime/features/stock/page-data.ts); the editor's preview asks the API. An
 * empty carousel reads 'Stock Locator Carousel with 0 cars' for editors and shows nothing to
 * visitors.
 */
export default function StockLocatorCarousel(props: BlockProps<"lrdx-stock-locator-carousel">) {
  const [client] = useState(newStockQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Carousel fields={props.block.fields} server={stockIslandDataOf(props)} />
    </QueryClientProvider>
  );
}

function Carousel({ fields, server }: { fields: CarouselFields; server: StockIslandData | null }) {
  const site = useSite();
  const t = translator(site.lang);
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const config = server?.config ?? DEFAULT_LOCATOR_CONFIG;
  const params = listingSearch(carouselQuery(fields));
  const listing = useQuery({
    queryKey: ["stock-carousel", fields.ci_key_list, params],
    queryFn: ({ signal }) => fetchListing(fields.ci_key_list, params, signal),
    initialData: server?.listing ?? undefined,
    // The server's answer is the page's: no second request after hydration.
    enabled: server === null,
  });
  const texts = useMemo(() => cardTexts(t, config.prices), [t, config.prices]);
  const attributes = useMemo(
    () => cardAttributes(fields.card_attributes),
    [fields.card_attributes],
  );
  const cards = (listing.data?.data ?? []).map((resource) =>
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
  const isEditor = server === null || config.isEditor;
  const heading = fields.heading ? (
    <div id={`${id}-heading`}>
      <Heading tag={fields.header_tag} size={fields.header_size}>
        {fields.heading}
      </Heading>
    </div>
  ) : null;
  if (listing.isPending && server === null)
    return (
      <section className="stock-carousel stock-carousel--loading" aria-busy="true">
        {heading}
      </section>
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
        {cards.map((card, i) => (
          <li key={card.id} className="stock-carousel__slide">
            <VehicleCard
              card={card}
              detailsLabel={String(t("stockLocator.details"))}
              isEager={i < 2}
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
