import { lazy, Suspense } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { DEFAULT_LOCATOR_CONFIG, stockIslandDataOf } from "../StockLocator/island-data.ts";
import { CarouselView } from "./carousel-view.tsx";

/** The editor's preview reads the vehicles itself: its code (and its query client) loads only there. */
const CarouselPreview = lazy(() => import("./preview.tsx"));

/**
 * The Stock Locator Carousel (002 §3.13): a sliding row of the vehicles of a publication list,
 * narrowed to a brand and model, each card leading to its showroom page. The server reads the
 * vehicles for the page (runtime/features/stock/page-data.ts) and the island draws them as they
 * are, with no request of its own; the editor's preview asks the API.
 */
export default function StockLocatorCarousel(props: BlockProps<"lrdx-stock-locator-carousel">) {
  const fields = props.block.fields;
  const server = stockIslandDataOf(props);
  if (server === null)
    return (
      <Suspense
        fallback={
          <CarouselView
            fields={fields}
            listing={undefined}
            config={DEFAULT_LOCATOR_CONFIG}
            isEditor
          />
        }
      >
        <CarouselPreview fields={fields} />
      </Suspense>
    );
  return (
    <CarouselView
      fields={fields}
      listing={server.listing}
      config={server.config}
      isEditor={server.config.isEditor}
    />
  );
}
