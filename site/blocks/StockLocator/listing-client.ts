import { QueryClient } from "@tanstack/react-query";
import type { StockListingDocument } from "../../../generated/types.ts";
import type { SettingsMap } from "../../../runtime/core/settings.ts";
import type { StockQuery } from "../../../runtime/core/stock/filters.ts";
import { stockQueryParams } from "../../../runtime/core/stock/query.ts";

/** A listing answer that could not be read: the block shows its error texts and a retry. */
class ListingError extends Error {
  constructor(readonly status: number) {
    super(`the listing answered ${status}`);
  }
}

/** The listing call's query string for a StockQuery (facets one parameter each). */
export function listingSearch(query: StockQuery): string {
  return stockQueryParams(query).toString();
}

/** One page of a publication list (GET /public_api/listing/{lists}?{query}). */
export async function fetchListing(
  lists: string,
  query: string,
  signal?: AbortSignal,
): Promise<StockListingDocument> {
  const response = await fetch(`/public_api/listing/${lists}?${query}`, {
    headers: { accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new ListingError(response.status);
  return (await response.json()) as StockListingDocument;
}

/** The public settings (GET /settings), for the editor's preview: the page's server read them otherwise. */
export async function fetchPublicSettings(signal?: AbortSignal): Promise<SettingsMap> {
  const response = await fetch("/settings", { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new ListingError(response.status);
  const body = (await response.json()) as {
    data?: { attributes?: { key?: unknown; value?: unknown } }[];
  };
  const map = new Map<string, string>();
  for (const row of body.data ?? []) {
    const { key, value } = row.attributes ?? {};
    if (typeof key === "string" && typeof value === "string") map.set(key, value);
  }
  return map;
}

/**
 * Each stock island has its own client: islands hydrate on their own. A page stays fresh for a
 * minute (going back to a page seen is instant); one retry, no refetch on focus (the list does
 * not change under the visitor's eyes).
 */
export function newStockQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * The names of a publication list's dealers by id (GET /public_api/listing/{list}/dealers), for
 * the dealers filter: its facet counts dealer ids.
 */
export async function fetchDealerNames(
  list: string,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  const response = await fetch(`/public_api/listing/${list}/dealers?sort=name`, {
    headers: { accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new ListingError(response.status);
  const body = (await response.json()) as { data?: { id?: unknown; name?: unknown }[] };
  const names: Record<string, string> = {};
  for (const dealer of body.data ?? [])
    if (typeof dealer.id === "string" && typeof dealer.name === "string")
      names[dealer.id] = dealer.name;
  return names;
}
