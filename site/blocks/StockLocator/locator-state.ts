import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { BlockInstanceMap, StockListingDocument } from "../../../generated/types.ts";
import { stockLocatorMachine } from "../../../machines/stock-locator-machine.ts";
import { pushEcommerce } from "../../../runtime/core/analytics.ts";
import {
  analyticsItems,
  cardAttributes,
  cardIcons,
  type VehicleCardModel,
  vehicleCard,
} from "../../../runtime/core/stock/card.ts";
import type { StockFacets } from "../../../runtime/core/stock/filters.ts";
import {
  LIST_QUERY_STORAGE_KEY,
  type LocatorSetup,
  type LocatorState,
  nextSearch,
  stateFromSearch,
  storedListQuery,
} from "../../../runtime/core/stock/url-state.ts";
import type { LocatorConfig, StockIslandData } from "./island-data.ts";
import { fetchDealerNames, fetchListing } from "./listing-client.ts";
import { cardTexts } from "./texts.ts";

/** The fields of both locators (the standard and the overseas block share them). */
export type LocatorFields = BlockInstanceMap["lrdx-stock-locator"]["fields"];

/** The stock init popup is shown once per session (decision: this key records it). */
const POPUP_SHOWN_KEY = "sl_stock_init_popup_shown";

interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}

function pushAnalytics(entry: Record<string, unknown>): void {
  const w: Window & DataLayerWindow = window;
  w.dataLayer = w.dataLayer ?? [];
  pushEcommerce(w.dataLayer, entry);
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The visitor's postcode search as the URL keeps it (_postcode, _locality, _state). */
function postcodeOf(search: string): { postcode: string; locality: string; state: string } {
  const params = new URLSearchParams(search);
  return {
    postcode: params.get("_postcode") ?? "",
    locality: params.get("_locality") ?? "",
    state: params.get("_state") ?? "",
  };
}

/** The reverse calculator's terms, from the block's fields. */
interface BudgetTerms {
  rate: number;
  term: number;
  downPayment: number;
}

/** The list the page was served with (from the URL) and the machine that holds it from then on. */
export function useLocatorMachine(
  server: StockIslandData | null,
  setup: LocatorSetup,
  terms: BudgetTerms,
) {
  const [initial] = useState(() => ({
    list: stateFromSearch(server?.search ?? "", setup),
    listing: server?.listing ?? null,
  }));
  const [snapshot, send] = useMachine(stockLocatorMachine, {
    input: {
      list: initial.list,
      facets: initial.listing?.meta.facets ?? {},
      pages: initial.listing?.meta.pages ?? null,
      terms,
    },
  });
  return { initial, snapshot, send };
}

type LocatorSend = ReturnType<typeof useLocatorMachine>["send"];

/**
 * The listing the list asks for (the server's answer first, the previous one kept while the next
 * loads) and the dealers' names; each answer's facets and pages bound the ranges and the pager.
 */
export function useLocatorListing(input: {
  lists: string;
  params: string;
  initialListing: StockListingDocument | null;
  /** The facets and pages the machine holds: an answer that brings the same ones changes nothing. */
  current: { facets: StockFacets; pages: number | null };
  send: LocatorSend;
}) {
  const { lists, params, send } = input;
  const [initialParams] = useState(params);
  const listing = useQuery({
    queryKey: ["stock-listing", lists, params],
    queryFn: ({ signal }) => fetchListing(lists, params, signal),
    placeholderData: keepPreviousData,
    initialData:
      params === initialParams && input.initialListing ? input.initialListing : undefined,
  });
  const data: StockListingDocument | undefined = listing.data;
  const { facets, pages } = input.current;

  // The answer's facets and pages bound the ranges and the pager. The server's answer is the one
  // the machine started from: sending it again would render the whole list a second time while
  // the page loads, for nothing.
  useEffect(() => {
    if (!data?.meta.facets || listing.isPlaceholderData !== false) return;
    const nextPages = data.meta.pages ?? 1;
    if (data.meta.facets === facets && nextPages === pages) return;
    send({ type: "RESULT", facets: data.meta.facets, pages: nextPages });
  }, [data, listing.isPlaceholderData, send, facets, pages]);

  return { listing, data };
}

/**
 * The names of the list's dealers by id: the dealers filter counts dealer ids. Asked for only
 * once the filter is open, and held by the filter alone, so that their arrival re-renders its
 * options, not the whole list.
 */
export function useDealerNames(lists: string, isWanted: boolean): Readonly<Record<string, string>> {
  const names = useQuery({
    queryKey: ["stock-dealer-names", lists],
    queryFn: ({ signal }) => fetchDealerNames(lists, signal),
    enabled: isWanted,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return names.data ?? NO_NAMES;
}

const NO_NAMES: Readonly<Record<string, string>> = {};

/**
 * The URL follows the list (replaced only when its query changes) and so does session storage;
 * back and forward in history bring the list the URL describes. Returns the page's query as it
 * stands, which the cards' links and the pager's carry.
 */
export function useLocatorUrlState(input: {
  isPreview: boolean;
  serverSearch: string;
  list: LocatorState;
  setup: LocatorSetup;
  facets: StockFacets;
  send: LocatorSend;
}): string {
  const { isPreview, list, setup, facets, send } = input;
  const [baseSearch, setBaseSearch] = useState(input.serverSearch);
  useEffect(() => {
    if (isPreview) return;
    const next = nextSearch(window.location.search, list, setup, facets);
    if (next !== null)
      window.history.replaceState(
        window.history.state,
        "",
        `${window.location.pathname}${next}${window.location.hash}`,
      );
    setBaseSearch(window.location.search);
    try {
      storage()?.setItem(LIST_QUERY_STORAGE_KEY, storedListQuery(list, setup, facets));
    } catch {
      // Storage full or refused: the URL still holds the list.
    }
  }, [isPreview, list, setup, facets]);

  // Back and forward in history: the list the URL describes.
  useEffect(() => {
    if (isPreview) return;
    const onPop = () =>
      send({ type: "LOCATION", list: stateFromSearch(window.location.search, setup) });
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [isPreview, setup, send]);

  return baseSearch;
}

type ListingVehicle = StockListingDocument["data"][number];

/** What a vehicle of the listing shows on its card, by the block's fields and the settings. */
export function useCardModel(input: {
  fields: LocatorFields;
  config: LocatorConfig;
  t: Parameters<typeof cardTexts>[0];
  base: string;
  lists: string;
  baseSearch: string;
}): (resource: ListingVehicle) => VehicleCardModel {
  const { fields, config, t } = input;
  const texts = useMemo(() => cardTexts(t, config.prices), [t, config.prices]);
  const attributes = useMemo(
    () => cardAttributes(fields.card_attributes),
    [fields.card_attributes],
  );
  const icons = useMemo(() => cardIcons(fields.card_icons), [fields.card_icons]);
  return (resource) =>
    vehicleCard(resource, {
      attributes,
      icons,
      prices: config.prices,
      state: config.defaultState,
      base: input.base,
      mainBrand: config.mainBrand,
      texts,
      lists: input.lists.split(","),
      postcode: {
        isOn: config.features.includes("postcode_search"),
        search: postcodeOf(input.baseSearch),
      },
    });
}

/** The GA4 view_item_list event for the page of vehicles shown (quantity 1, 1-based index). */
function viewItemListEvent(
  shown: VehicleCardModel[],
  input: { lists: string; page: number; itemsPerPage: number; currency: string },
): Record<string, unknown> {
  return {
    event: "view_item_list",
    ecommerce: {
      item_list_id: input.lists,
      item_list_name: input.lists,
      items: analyticsItems(shown, {
        offset: (input.page - 1) * input.itemsPerPage,
        listName: input.lists,
        currency: input.currency,
      }),
    },
  };
}

/**
 * Analytics: the page of vehicles seen, once per answer. Returns the event the page reports at
 * load (the first answer, the server's: site/islands/analytics.ts pushes it from the markup
 * before the island hydrates, which on a phone may be only when the visitor touches the list;
 * null in the preview), and what a card's link reports when it is followed. The island reports
 * each later answer itself.
 */
export function useListingAnalytics(input: {
  isPreview: boolean;
  data: StockListingDocument | undefined;
  isPlaceholderData: boolean;
  params: string;
  toCard: (resource: ListingVehicle) => VehicleCardModel;
  lists: string;
  itemsPerPage: number;
  pageOffset: number;
  currency: string;
}) {
  const { data, lists, currency } = input;
  const isShown = !input.isPreview && data !== undefined && !input.isPlaceholderData;
  const eventOf = (answer: StockListingDocument) =>
    viewItemListEvent(answer.data.map(input.toCard), {
      lists,
      page: answer.meta.page ?? 1,
      itemsPerPage: input.itemsPerPage,
      currency,
    });
  const [atLoad] = useState(() => (isShown && data ? eventOf(data) : null));
  const pushed = useRef<string | null>(atLoad ? input.params : null);
  useEffect(() => {
    if (!isShown || !data || pushed.current === input.params) return;
    pushed.current = input.params;
    pushAnalytics(eventOf(data));
  });
  const onOpen = (card: VehicleCardModel, position: number) => () => {
    pushAnalytics({
      event: "select_item",
      ecommerce: {
        item_list_id: lists,
        item_list_name: lists,
        items: analyticsItems([card], {
          offset: input.pageOffset + position,
          listName: lists,
          currency,
        }),
      },
    });
  };
  return { atLoad, onOpen };
}

/** The stock init popup: once per session, after the page is shown. */
export function useStockPopup(popup: LocatorConfig["popup"]) {
  const [isPopupOpen, setPopupOpen] = useState(false);
  useEffect(() => {
    if (!popup) return;
    const store = storage();
    if (store?.getItem(POPUP_SHOWN_KEY) === "true") return;
    setPopupOpen(true);
    try {
      store?.setItem(POPUP_SHOWN_KEY, "true");
    } catch {
      // Not remembered: it may show again in this session.
    }
  }, [popup]);
  return { isPopupOpen, closePopup: () => setPopupOpen(false) };
}

/**
 * On a phone the open panel covers the page: focus goes into it, Escape closes it, and focus
 * comes back to the filters button.
 */
export function usePanelFocus(isPanelOpen: boolean) {
  const filtersButton = useRef<HTMLAnchorElement>(null);
  const panelClose = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isPanelOpen && !wasOpen.current) {
      if (panelClose.current && panelClose.current.offsetParent !== null)
        panelClose.current.focus();
    } else if (!isPanelOpen && wasOpen.current) {
      const button = filtersButton.current;
      if (button && button.offsetParent !== null) button.focus();
    }
    wasOpen.current = isPanelOpen;
  }, [isPanelOpen]);
  return { filtersButton, panelClose };
}
