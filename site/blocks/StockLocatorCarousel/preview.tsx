import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { carouselQuery } from "../../../runtime/core/stock/carousel.ts";
import { DEFAULT_LOCATOR_CONFIG } from "../StockLocator/island-data.ts";
import {
  fetchListing,
  listingSearch,
  newStockQueryClient,
} from "../StockLocator/listing-client.ts";
import { type CarouselFields, CarouselView } from "./carousel-view.tsx";

/**
 * The carousel in the editor's preview, where no server read the vehicles: it asks the listing
 * API for them, with its own query client. Visitors' pages never load this module.
 */
export default function CarouselPreview({ fields }: { fields: CarouselFields }) {
  const [client] = useState(newStockQueryClient);
  return (
    <QueryClientProvider client={client}>
      <PreviewListing fields={fields} />
    </QueryClientProvider>
  );
}

function PreviewListing({ fields }: { fields: CarouselFields }) {
  const params = listingSearch(carouselQuery(fields));
  const listing = useQuery({
    queryKey: ["stock-carousel", fields.ci_key_list, params],
    queryFn: ({ signal }) => fetchListing(fields.ci_key_list, params, signal),
  });
  return (
    <CarouselView
      fields={fields}
      listing={listing.isPending ? undefined : (listing.data ?? null)}
      config={DEFAULT_LOCATOR_CONFIG}
      isEditor
    />
  );
}
