import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { type MouseEvent, useId, useMemo, useRef, useState } from "react";
import { budgetCeiling } from "../../../machines/stock-locator-machine.ts";
import { ANALYTICS_EVENT_ATTRIBUTE } from "../../../runtime/core/analytics.ts";
import { formatPrice } from "../../../runtime/core/prices.ts";
import {
  partnerContext,
  partnerUrl,
  type VehicleCardModel,
  vehicleApiEndpoint,
} from "../../../runtime/core/stock/card.ts";
import type { StockFilterKey } from "../../../runtime/core/stock/filters.ts";
import { SAVED_CARS_STORAGE_KEY } from "../../../runtime/core/stock/saved-cars.ts";
import {
  activeFilterCount,
  boundsOf,
  isFilterActive,
  keptParams,
  type LocatorSetup,
  listingQuery,
  searchForState,
} from "../../../runtime/core/stock/url-state.ts";
import { translator } from "../../i18n/index.ts";
import { scriptJson } from "../../layouts/block-frame.tsx";
import { Modal } from "../../shell/modal.tsx";
import { PostcodeSearch } from "../../stock/postcode-modal.tsx";
import { SavedCarsPanel } from "../../stock/saved-cars.tsx";
import { BlockIntro } from "../../ui/block-intro.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { useSite } from "../../ui/site-context.tsx";
import {
  DEFAULT_LOCATOR_CONFIG,
  type LocatorConfig,
  locatorConfig,
  locatorSetup,
  type StockIslandData,
} from "./island-data.ts";
import { fetchPublicSettings, listingSearch, newStockQueryClient } from "./listing-client.ts";
import { BudgetFilter } from "./locator-controls.tsx";
import {
  type FilterActions,
  FiltersAside,
  LocatorResults,
  LocatorToolbar,
  SelectedVehicles,
} from "./locator-parts.tsx";
import {
  type LocatorFields,
  useCardModel,
  useListingAnalytics,
  useLocatorListing,
  useLocatorMachine,
  useLocatorUrlState,
  usePanelFocus,
  useStockPopup,
} from "./locator-state.ts";
import { numberText } from "./texts.ts";

/** The locator block as an island: its own query client, then the list. */
export function StockLocatorIsland(props: {
  fields: LocatorFields;
  server: StockIslandData | null;
  variant: "standard" | "overseas";
}) {
  const [client] = useState(newStockQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Locator {...props} />
    </QueryClientProvider>
  );
}

/** The settings: from the server; in the editor's preview, read from the public settings. */
function useConfig(server: StockIslandData | null): LocatorConfig {
  const settings = useQuery({
    queryKey: ["public-settings"],
    queryFn: ({ signal }) => fetchPublicSettings(signal),
    enabled: server === null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (server) return server.config;
  if (!settings.data) return DEFAULT_LOCATOR_CONFIG;
  // The preview never opens the popup: its content is sanitised by the page's server only.
  return {
    ...locatorConfig(settings.data, { isEditor: true, origin: window.location.origin }),
    popup: null,
  };
}

function Locator({
  fields,
  server,
  variant,
}: {
  fields: LocatorFields;
  server: StockIslandData | null;
  variant: "standard" | "overseas";
}) {
  const site = useSite();
  const t = translator(site.lang);
  const config = useConfig(server);
  const isOff = variant === "overseas" && config.market !== "overseas";
  if (isOff)
    return config.isEditor ? (
      <section className="stock-locator stock-locator--off">
        <BlockIntro
          heading={fields.heading}
          paragraph={fields.paragraph}
          tag={fields.header_tag}
          size={fields.header_size}
          prefix="stock-locator"
        />
        <p className="stock-locator__notice" role="note">
          {String(t("stockLocator.overseasNotice"))}
        </p>
      </section>
    ) : null;
  return <LocatorList fields={fields} server={server} config={config} />;
}

/** The list's state and what it derives: the machine, the listing, the URL, analytics, focus. */
function useLocatorList(
  fields: LocatorFields,
  server: StockIslandData | null,
  config: LocatorConfig,
) {
  const site = useSite();
  const t = translator(site.lang);
  const id = useId();
  const top = useRef<HTMLElement>(null);
  const isPreview = server === null;
  const setup: LocatorSetup = useMemo(() => locatorSetup(fields), [fields]);
  const { initial, snapshot, send } = useLocatorMachine(server, setup, {
    rate: fields.reverse_calculator_rate,
    term: fields.reverse_calculator_term,
    downPayment: fields.reverse_calculator_down_payment,
  });
  const { list, facets } = snapshot.context;
  const ceiling = budgetCeiling(snapshot.context);
  // The postcode search narrows the list to its dealers (null: not narrowed).
  const [dealerCodes, setDealerCodes] = useState<string[] | null>(null);
  const isPostcodeSearch = config.features.includes("postcode_search") && !isPreview;
  const params = listingSearch(listingQuery(list, setup, { budgetPrice: ceiling, dealerCodes }));
  const lists = fields.ci_key_list;
  const { listing, data } = useLocatorListing({
    lists,
    params,
    initialListing: initial.listing,
    current: { facets, pages: snapshot.context.pages },
    send,
  });
  const baseSearch = useLocatorUrlState({
    isPreview,
    serverSearch: server?.search ?? "",
    list,
    setup,
    facets,
    send,
  });
  const toCard = useCardModel({ fields, config, t, base: site.base, lists, baseSearch });
  const cards = (data?.data ?? []).map(toCard);
  const pageOffset = ((data?.meta.page ?? list.page) - 1) * setup.items;
  const analytics = useListingAnalytics({
    isPreview,
    data,
    isPlaceholderData: listing.isPlaceholderData,
    params,
    toCard,
    lists,
    itemsPerPage: setup.items,
    pageOffset,
    currency: config.prices.currencyIso,
  });
  const partnerOf = partnerLinks(config, baseSearch, site.origin, lists);
  const { isPopupOpen, closePopup } = useStockPopup(config.popup);
  const [initiallyOpen] = useState(
    () =>
      new Set<StockFilterKey>(
        setup.enabled.filter(
          (key, i) => i < 3 || isFilterActive(key, initial.list, boundsOf(facets, key)),
        ),
      ),
  );
  const activeCount = activeFilterCount(list, setup.enabled, facets);
  const isPanelOpen = snapshot.matches({ panel: "open" });
  const { filtersButton, panelClose } = usePanelFocus(isPanelOpen);
  const total = data?.meta.total ?? 0;
  const pages = data?.meta.pages ?? 0;
  const isLoading = listing.isPending;
  // A failed answer shows the block's error texts and a retry, not the list it replaced.
  const isFailed =
    listing.isError || (!data && server !== null && server.listing === null && !listing.isFetching);
  const pageHref = (page: number) => {
    const search = searchForState(baseSearch, { ...list, page }, setup, facets);
    return search === "" ? "?" : search;
  };
  const goTo = (page: number) => (e: MouseEvent) => {
    e.preventDefault();
    send({ type: "SET_PAGE", page });
    top.current?.scrollIntoView({ block: "start" });
  };
  const formatNumber = (n: number) => numberText(n, config.prices);
  const selected =
    config.features.includes("display_selected_vehicles") && server ? server.selected : [];
  const budgetState: "idle" | "applied" | "failed" = snapshot.matches({ budget: "failed" })
    ? "failed"
    : snapshot.matches({ budget: "applied" })
      ? "applied"
      : "idle";
  const onNarrow = (codes: string[] | null) => {
    // A new narrowing goes back to page 1; the same one again changes nothing.
    if (JSON.stringify(codes) === JSON.stringify(dealerCodes)) return;
    setDealerCodes(codes);
    send({ type: "SET_PAGE", page: 1 });
  };
  const filterActions: FilterActions = {
    onToggle: (key, value) => send({ type: "TOGGLE_OPTION", key, value }),
    onRange: (key, value) => send({ type: "SET_RANGE", key, value }),
    onClear: (key) => send({ type: "CLEAR_FILTER", key }),
    onReset: () => send({ type: "RESET" }),
    onClose: () => send({ type: "CLOSE_FILTERS" }),
  };
  // Without script (or before the island hydrates) the toolbar and the filters are a GET form;
  // the island then follows them in place instead (submitting never reloads the page).
  const formId = `${id}-form`;
  const kept = keptParams(server?.search ?? "", setup);
  // Nothing here needs script before the visitor uses it (no popup, no location from the URL
  // for the postcode search): the island hydrates when touched, not for being near.
  const isTouchOnly =
    !isPreview && !config.popup && !kept.some(([name]) => POSTCODE_PARAMS.has(name));
  const pager =
    pages > 1 && !isFailed
      ? { page: list.page, pages, formatNumber, href: pageHref, onGo: goTo }
      : null;
  return {
    t,
    id,
    formId,
    kept,
    isTouchOnly,
    top,
    isPreview,
    setup,
    send,
    list,
    facets,
    ceiling,
    budgetState,
    isPostcodeSearch,
    onNarrow,
    lists,
    listing,
    toCard,
    cards,
    onOpen: analytics.onOpen,
    analyticsAtLoad: analytics.atLoad,
    partnerOf,
    isPopupOpen,
    closePopup,
    initiallyOpen,
    activeCount,
    isPanelOpen,
    filtersButton,
    panelClose,
    total,
    isLoading,
    isFailed,
    pager,
    formatNumber,
    filterActions,
    selected,
  };
}

function LocatorList({
  fields,
  server,
  config,
}: {
  fields: LocatorFields;
  server: StockIslandData | null;
  config: LocatorConfig;
}) {
  const view = useLocatorList(fields, server, config);
  const { t, id, setup, list, send, lists, isPanelOpen, total, formatNumber } = view;
  return (
    <section
      ref={view.top}
      className="stock-locator"
      aria-labelledby={fields.heading ? `${id}-heading` : undefined}
      data-panel={isPanelOpen ? "open" : "closed"}
      data-hydrate={view.isTouchOnly ? "touch" : undefined}
      data-hydrate-stored={view.isTouchOnly ? SAVED_CARS_STORAGE_KEY : undefined}
    >
      <form
        id={view.formId}
        className="stock-locator__form"
        method="get"
        // '?': this page, its query the form's fields, no fragment (the panel, once sent, closes).
        action="?"
        onSubmit={(e) => e.preventDefault()}
      >
        {view.kept.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
      </form>
      <div id={fields.heading ? `${id}-heading` : undefined}>
        <BlockIntro
          heading={fields.heading}
          paragraph={fields.paragraph}
          tag={fields.header_tag}
          size={fields.header_size}
          prefix="stock-locator"
        />
      </div>
      {view.selected.length > 0 ? (
        <SelectedVehicles
          id={id}
          title={fields.vehicles.headline || String(t("stockLocator.selected"))}
          cards={view.selected.map(view.toCard)}
          detailsLabel={String(t("stockLocator.details"))}
          partnerOf={view.partnerOf}
        />
      ) : null}
      {fields.reverse_calculator ? (
        <BudgetFilter
          id={id}
          t={t}
          state={view.budgetState}
          budget={list.budget}
          ceiling={view.ceiling === null ? "" : formatPrice(view.ceiling, config.prices)}
          errorText={fields.reverse_calculator_error || String(t("stockLocator.budget.error"))}
          onApply={(monthly) => send({ type: "SET_BUDGET", monthly })}
          onReset={() => send({ type: "CLEAR_BUDGET" })}
        />
      ) : null}
      <LocatorToolbar
        id={id}
        formId={view.formId}
        t={t}
        hasFilters={setup.enabled.length > 0}
        isPanelOpen={isPanelOpen}
        activeCount={view.activeCount}
        filtersButton={view.filtersButton}
        postcode={
          view.isPostcodeSearch ? (
            <PostcodeSearch
              listing={lists}
              {...(setup.fixedBrand !== null ? { brand: setup.fixedBrand } : {})}
              endpoint={config.dealers.endpoint}
              fallbackEndpoint={config.dealers.fallback}
              onNarrow={view.onNarrow}
            />
          ) : null
        }
        isLoading={view.isLoading}
        total={total}
        sort={list.sort}
        formatNumber={formatNumber}
        onTogglePanel={() => send({ type: isPanelOpen ? "CLOSE_FILTERS" : "OPEN_FILTERS" })}
        onSort={(sort) => send({ type: "SET_SORT", sort })}
      />
      <div className="stock-locator__layout">
        {setup.enabled.length > 0 ? (
          <FiltersAside
            id={id}
            formId={view.formId}
            t={t}
            enabled={setup.enabled}
            list={list}
            facets={view.facets}
            initiallyOpen={view.initiallyOpen}
            lists={lists}
            isPanelOpen={isPanelOpen}
            activeCount={view.activeCount}
            total={total}
            panelClose={view.panelClose}
            formatNumber={formatNumber}
            actions={view.filterActions}
          />
        ) : null}
        <LocatorResults
          fields={fields}
          t={t}
          isFetching={view.listing.isFetching}
          isStale={view.listing.isPlaceholderData}
          isFailed={view.isFailed}
          isLoading={view.isLoading}
          placeholders={Math.min(setup.items, 6)}
          total={total}
          cards={view.cards}
          partnerOf={view.partnerOf}
          onOpen={view.onOpen}
          onRetry={() => void view.listing.refetch()}
          onReset={() => send({ type: "RESET" })}
          pager={view.pager}
        />
      </div>
      {view.isPreview ? null : <SavedCarsPanel mainBrand={config.mainBrand} headingLevel={3} />}
      {view.analyticsAtLoad ? (
        <script
          type="application/json"
          {...{ [ANALYTICS_EVENT_ATTRIBUTE]: "" }}
          dangerouslySetInnerHTML={{ __html: scriptJson(view.analyticsAtLoad) }}
        />
      ) : null}
      {config.popup ? (
        <Modal
          isOpen={view.isPopupOpen}
          onClose={view.closePopup}
          title={config.popup.header}
          closeLabel={String(t("stockLocator.popupClose"))}
          className="stock-locator__popup"
        >
          <RichText html={config.popup.content} />
        </Modal>
      ) : null}
    </section>
  );
}

/** The postcode search's location in the URL: the island opens its modal at once (001 §2). */
const POSTCODE_PARAMS = new Set(["_retailer", "_state", "_postcode", "_locality"]);

/** The partner integration: its button instead of the vehicle's (001 §4). */
function partnerLinks(config: LocatorConfig, baseSearch: string, origin: string, lists: string) {
  const partner = config.partner ? partnerContext(baseSearch) : null;
  return (card: VehicleCardModel) => {
    if (!config.partner || !partner) return null;
    const href = partnerUrl(config.partner.redirect, partner, {
      id: card.id,
      apiEndpoint: vehicleApiEndpoint(config.origin || origin, lists, card.id),
    });
    return href ? { label: config.partner.label, href } : null;
  };
}
