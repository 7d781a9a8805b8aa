import { keepPreviousData, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import type { BlockInstanceMap, StockListingDocument } from "../../../generated/types.ts";
import { budgetCeiling, stockLocatorMachine } from "../../../machines/stock-locator-machine.ts";
import { formatPrice } from "../../../runtime/core/prices.ts";
import {
  analyticsItems,
  cardAttributes,
  cardIcons,
  partnerContext,
  partnerUrl,
  type VehicleCardModel,
  vehicleApiEndpoint,
  vehicleCard,
} from "../../../runtime/core/stock/card.ts";
import {
  SORT_OPTIONS,
  type SortOption,
  type StockFilterKey,
} from "../../../runtime/core/stock/filters.ts";
import {
  activeFilterCount,
  boundsOf,
  isFilterActive,
  isSortOption,
  LIST_QUERY_STORAGE_KEY,
  type LocatorSetup,
  type LocatorState,
  listingQuery,
  nextSearch,
  searchForState,
  stateFromSearch,
  storedListQuery,
} from "../../../runtime/core/stock/url-state.ts";
import { translator } from "../../i18n/index.ts";
import { Modal } from "../../shell/modal.tsx";
import { PostcodeSearch } from "../../stock/postcode-modal.tsx";
import { SaveCarButton, SavedCarsPanel } from "../../stock/saved-cars.tsx";
import { BlockIntro } from "../../ui/block-intro.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { FiltersPanel } from "./filters-panel.tsx";
import {
  DEFAULT_LOCATOR_CONFIG,
  type LocatorConfig,
  locatorConfig,
  locatorSetup,
  type StockIslandData,
} from "./island-data.ts";
import {
  fetchDealerNames,
  fetchListing,
  fetchPublicSettings,
  listingSearch,
  newStockQueryClient,
} from "./listing-client.ts";
import { cardTexts, numberText } from "./texts.ts";
import { VehicleCard } from "./vehicle-card.tsx";

/** The fields of both locators (the standard and the overseas block share them). */
export type LocatorFields = BlockInstanceMap["lrdx-stock-locator"]["fields"];

/** The stock init popup is shown once per session (decision: this key records it). */
const POPUP_SHOWN_KEY = "sl_stock_init_popup_shown";

interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}

function pushAnalytics(entry: Record<string, unknown>): void {
  const w = window as unknown as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  // GA4 ecommerce: the previous ecommerce object is cleared before a new one.
  w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push(entry);
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

function LocatorList({
  fields,
  server,
  config,
}: {
  fields: LocatorFields;
  server: StockIslandData | null;
  config: LocatorConfig;
}) {
  const site = useSite();
  const t = translator(site.lang);
  const id = useId();
  const top = useRef<HTMLElement>(null);
  const isPreview = server === null;
  const setup: LocatorSetup = useMemo(() => locatorSetup(fields), [fields]);
  const terms = {
    rate: fields.reverse_calculator_rate,
    term: fields.reverse_calculator_term,
    downPayment: fields.reverse_calculator_down_payment,
  };
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
  const { list, facets } = snapshot.context;
  const ceiling = budgetCeiling(snapshot.context);
  // The postcode search narrows the list to its dealers (null: not narrowed).
  const [dealerCodes, setDealerCodes] = useState<string[] | null>(null);
  const isPostcodeSearch = config.features.includes("postcode_search") && !isPreview;
  const params = listingSearch(listingQuery(list, setup, { budgetPrice: ceiling, dealerCodes }));
  const [initialParams] = useState(params);
  const lists = fields.ci_key_list;
  const listing = useQuery({
    queryKey: ["stock-listing", lists, params],
    queryFn: ({ signal }) => fetchListing(lists, params, signal),
    placeholderData: keepPreviousData,
    initialData: params === initialParams && initial.listing ? initial.listing : undefined,
  });
  const data: StockListingDocument | undefined = listing.data;
  // The dealers filter counts dealer ids: their names come from the list's dealers.
  const dealerNames = useQuery({
    queryKey: ["stock-dealer-names", lists],
    queryFn: ({ signal }) => fetchDealerNames(lists, signal),
    enabled: setup.enabled.includes("dealers"),
    staleTime: Number.POSITIVE_INFINITY,
  });

  // The answer's facets and pages bound the ranges and the pager.
  useEffect(() => {
    if (data?.meta.facets && listing.isPlaceholderData === false)
      send({ type: "RESULT", facets: data.meta.facets, pages: data.meta.pages ?? 1 });
  }, [data, listing.isPlaceholderData, send]);

  // The URL follows the list (replaced only when its query changes) and so does session storage.
  const [baseSearch, setBaseSearch] = useState(server?.search ?? "");
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

  const texts = useMemo(() => cardTexts(t, config.prices), [t, config.prices]);
  const attributes = useMemo(
    () => cardAttributes(fields.card_attributes),
    [fields.card_attributes],
  );
  const icons = useMemo(() => cardIcons(fields.card_icons), [fields.card_icons]);
  const toCard = (resource: StockListingDocument["data"][number]): VehicleCardModel =>
    vehicleCard(resource, {
      attributes,
      icons,
      prices: config.prices,
      state: config.defaultState,
      base: site.base,
      mainBrand: config.mainBrand,
      texts,
      lists: lists.split(","),
      postcode: {
        isOn: config.features.includes("postcode_search"),
        search: postcodeOf(baseSearch),
      },
    });
  const cards = (data?.data ?? []).map(toCard);
  const pageOffset = ((data?.meta.page ?? list.page) - 1) * setup.items;

  // Analytics: the page of vehicles seen (quantity 1, 1-based index), once per answer.
  const pushed = useRef<string | null>(null);
  useEffect(() => {
    if (isPreview || !data || listing.isPlaceholderData) return;
    if (pushed.current === params) return;
    pushed.current = params;
    const shown = data.data.map(toCard);
    pushAnalytics({
      event: "view_item_list",
      ecommerce: {
        item_list_id: lists,
        item_list_name: lists,
        items: analyticsItems(shown, {
          offset: ((data.meta.page ?? 1) - 1) * setup.items,
          listName: lists,
          currency: config.prices.currencyIso,
        }),
      },
    });
  });
  const onOpen = (card: VehicleCardModel, position: number) => () => {
    pushAnalytics({
      event: "select_item",
      ecommerce: {
        item_list_id: lists,
        item_list_name: lists,
        items: analyticsItems([card], {
          offset: pageOffset + position,
          listName: lists,
          currency: config.prices.currencyIso,
        }),
      },
    });
  };

  // The partner integration: its button instead of the vehicle's (001 §4).
  const partner = config.partner ? partnerContext(baseSearch) : null;
  const partnerOf = (card: VehicleCardModel) => {
    if (!config.partner || !partner) return null;
    const href = partnerUrl(config.partner.redirect, partner, {
      id: card.id,
      apiEndpoint: vehicleApiEndpoint(config.origin || site.origin, lists, card.id),
    });
    return href ? { label: config.partner.label, href } : null;
  };

  // The stock init popup: once per session, after the page is shown.
  const [isPopupOpen, setPopupOpen] = useState(false);
  useEffect(() => {
    if (!config.popup) return;
    const store = storage();
    if (store?.getItem(POPUP_SHOWN_KEY) === "true") return;
    setPopupOpen(true);
    try {
      store?.setItem(POPUP_SHOWN_KEY, "true");
    } catch {
      // Not remembered: it may show again in this session.
    }
  }, [config.popup]);

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
  // On a phone the open panel covers the page: focus goes into it, Escape closes it, and focus
  // comes back to the filters button.
  const filtersButton = useRef<HTMLButtonElement>(null);
  const panelClose = useRef<HTMLButtonElement>(null);
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
  const goTo = (page: number) => (e: React.MouseEvent) => {
    e.preventDefault();
    send({ type: "SET_PAGE", page });
    top.current?.scrollIntoView({ block: "start" });
  };
  const formatNumber = (n: number) => numberText(n, config.prices);
  const selected =
    config.features.includes("display_selected_vehicles") && server ? server.selected : [];

  return (
    <section
      ref={top}
      className="stock-locator"
      aria-labelledby={fields.heading ? `${id}-heading` : undefined}
      data-panel={isPanelOpen ? "open" : "closed"}
    >
      <div id={fields.heading ? `${id}-heading` : undefined}>
        <BlockIntro
          heading={fields.heading}
          paragraph={fields.paragraph}
          tag={fields.header_tag}
          size={fields.header_size}
          prefix="stock-locator"
        />
      </div>
      {selected.length > 0 ? (
        <section className="stock-locator__selected" aria-labelledby={`${id}-selected`}>
          <h3 id={`${id}-selected`} className="stock-locator__selected-title">
            {fields.vehicles.headline || String(t("stockLocator.selected"))}
          </h3>
          <ul className="stock-locator__grid">
            {selected.map(toCard).map((card) => (
              <li key={card.id}>
                <VehicleCard
                  card={card}
                  detailsLabel={String(t("stockLocator.details"))}
                  partner={partnerOf(card)}
                  headingLevel={4}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {fields.reverse_calculator ? (
        <BudgetFilter
          id={id}
          t={t}
          state={
            snapshot.matches({ budget: "failed" })
              ? "failed"
              : snapshot.matches({ budget: "applied" })
                ? "applied"
                : "idle"
          }
          budget={list.budget}
          ceiling={ceiling === null ? "" : formatPrice(ceiling, config.prices)}
          errorText={fields.reverse_calculator_error || String(t("stockLocator.budget.error"))}
          onApply={(monthly) => send({ type: "SET_BUDGET", monthly })}
          onReset={() => send({ type: "CLEAR_BUDGET" })}
        />
      ) : null}
      <div className="stock-locator__toolbar">
        {setup.enabled.length > 0 ? (
          <button
            type="button"
            ref={filtersButton}
            className="stock-locator__filters-button"
            aria-expanded={isPanelOpen}
            aria-controls={`${id}-panel`}
            onClick={() => send({ type: isPanelOpen ? "CLOSE_FILTERS" : "OPEN_FILTERS" })}
          >
            {String(t("stockLocator.filters"))}
            {activeCount > 0 ? (
              <span className="stock-locator__badge">{formatNumber(activeCount)}</span>
            ) : null}
          </button>
        ) : null}
        {isPostcodeSearch ? (
          <PostcodeSearch
            listing={lists}
            {...(setup.fixedBrand !== null ? { brand: setup.fixedBrand } : {})}
            endpoint={config.dealers.endpoint}
            fallbackEndpoint={config.dealers.fallback}
            onNarrow={(codes) => {
              // A new narrowing goes back to page 1; the same one again changes nothing.
              if (JSON.stringify(codes) === JSON.stringify(dealerCodes)) return;
              setDealerCodes(codes);
              send({ type: "SET_PAGE", page: 1 });
            }}
          />
        ) : null}
        <p className="stock-locator__count" aria-live="polite" aria-atomic="true">
          {isLoading
            ? String(t("stockLocator.loading"))
            : String(t("stockLocator.count", { count: total }))}
        </p>
        <div className="stock-locator__sort">
          <label htmlFor={`${id}-sort`}>{String(t("stockLocator.sort"))}</label>
          <select
            id={`${id}-sort`}
            value={list.sort}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isSortOption(value)) send({ type: "SET_SORT", sort: value });
            }}
          >
            {(Object.keys(SORT_OPTIONS) as SortOption[]).map((option) => (
              <option key={option} value={option}>
                {String(t(`stockLocator.sortOptions.${option}`))}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="stock-locator__layout">
        {setup.enabled.length > 0 ? (
          <aside
            id={`${id}-panel`}
            className="stock-locator__panel"
            onKeyDown={(e) => {
              if (e.key === "Escape" && isPanelOpen) send({ type: "CLOSE_FILTERS" });
            }}
            aria-label={String(t("stockLocator.filters"))}
          >
            <div className="stock-locator__panel-head">
              <h3 className="stock-locator__panel-title">{String(t("stockLocator.filters"))}</h3>
              <button
                type="button"
                ref={panelClose}
                className="stock-locator__panel-close"
                onClick={() => send({ type: "CLOSE_FILTERS" })}
              >
                {String(t("stockLocator.filtersClose"))}
              </button>
            </div>
            <FiltersPanel
              enabled={setup.enabled}
              list={list}
              facets={facets}
              initiallyOpen={initiallyOpen}
              t={t}
              formatNumber={formatNumber}
              names={dealerNames.data ?? {}}
              onToggle={(key, value) => send({ type: "TOGGLE_OPTION", key, value })}
              onRange={(key, value) => send({ type: "SET_RANGE", key, value })}
              onClear={(key) => send({ type: "CLEAR_FILTER", key })}
            />
            <div className="stock-locator__panel-foot">
              {activeCount > 0 ? (
                <button
                  type="button"
                  className="cta cta--tertiary cta--small"
                  onClick={() => send({ type: "RESET" })}
                >
                  {String(t("stockLocator.clearAll"))}
                </button>
              ) : null}
              <button
                type="button"
                className="cta cta--primary cta--small stock-locator__panel-done"
                onClick={() => send({ type: "CLOSE_FILTERS" })}
              >
                {String(t("stockLocator.showResults"))} ({formatNumber(total)})
              </button>
            </div>
          </aside>
        ) : null}
        <div
          className="stock-locator__results"
          aria-busy={listing.isFetching ? "true" : undefined}
          data-stale={listing.isPlaceholderData ? "true" : undefined}
        >
          {isFailed ? (
            <div className="stock-locator__error" role="alert">
              <p>{fields.error_msg}</p>
              <button
                type="button"
                className="cta cta--secondary cta--small"
                onClick={() => void listing.refetch()}
              >
                {fields.try_again_btn_label}
              </button>
            </div>
          ) : isLoading ? (
            <ul className="stock-locator__grid" aria-hidden="true">
              {Array.from({ length: Math.min(setup.items, 6) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={i} className="vehicle-card vehicle-card--placeholder" />
              ))}
            </ul>
          ) : total === 0 ? (
            <div className="stock-locator__empty">
              <h3>{String(t("stockLocator.noResultsTitle"))}</h3>
              <p>{String(t("stockLocator.noResultsText"))}</p>
              <button
                type="button"
                className={`cta cta--${fields.reset_button_theme}`}
                onClick={() => send({ type: "RESET" })}
              >
                {String(t("stockLocator.reset"))}
              </button>
            </div>
          ) : (
            <ul className="stock-locator__grid">
              {cards.map((card, i) => (
                <li key={card.id}>
                  <VehicleCard
                    card={card}
                    detailsLabel={String(t("stockLocator.details"))}
                    partner={partnerOf(card)}
                    onOpen={onOpen(card, i)}
                    isEager={i < 2}
                    extra={<SaveCarButton id={card.id} list={lists} name={card.title} />}
                  />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && !isFailed ? (
            <Pager
              page={list.page}
              pages={pages}
              t={t}
              formatNumber={formatNumber}
              href={pageHref}
              onGo={goTo}
            />
          ) : null}
        </div>
      </div>
      {isPreview ? null : <SavedCarsPanel mainBrand={config.mainBrand} headingLevel={3} />}
      {config.popup ? (
        <Modal
          isOpen={isPopupOpen}
          onClose={() => setPopupOpen(false)}
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

/** Previous, a window of page numbers, next: links (they work before the script) the island follows in place. */
function Pager({
  page,
  pages,
  t,
  formatNumber,
  href,
  onGo,
}: {
  page: number;
  pages: number;
  t: ReturnType<typeof translator>;
  formatNumber: (n: number) => string;
  href: (page: number) => string;
  onGo: (page: number) => (e: React.MouseEvent) => void;
}) {
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  return (
    <nav className="stock-pager" aria-label={String(t("stockLocator.pagination"))}>
      {page > 1 ? (
        <a className="stock-pager__step" href={href(page - 1)} onClick={onGo(page - 1)} rel="prev">
          {String(t("stockLocator.previous"))}
        </a>
      ) : (
        <span className="stock-pager__step" aria-hidden="true" />
      )}
      <ul className="stock-pager__pages">
        {numbers.map((n) => (
          <li key={n}>
            <a
              href={href(n)}
              onClick={onGo(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={String(t("stockLocator.page", { page: n }))}
            >
              {formatNumber(n)}
            </a>
          </li>
        ))}
      </ul>
      <p className="visually-hidden">
        {String(t("stockLocator.pageOf", { page: formatNumber(page), pages: formatNumber(pages) }))}
      </p>
      {page < pages ? (
        <a className="stock-pager__step" href={href(page + 1)} onClick={onGo(page + 1)} rel="next">
          {String(t("stockLocator.next"))}
        </a>
      ) : (
        <span className="stock-pager__step" aria-hidden="true" />
      )}
    </nav>
  );
}

/** 'Filter By Monthly Budget' / 'Reset Filter' (001 §2), with the block's error text. */
function BudgetFilter({
  id,
  t,
  state,
  budget,
  ceiling,
  errorText,
  onApply,
  onReset,
}: {
  id: string;
  t: ReturnType<typeof translator>;
  state: "idle" | "applied" | "failed";
  budget: number | null;
  ceiling: string;
  errorText: string;
  onApply: (monthly: number) => void;
  onReset: () => void;
}) {
  const [value, setValue] = useState(budget === null ? "" : String(budget));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(value.trim() === "" ? Number.NaN : Number(value));
  };
  return (
    <form className="stock-budget" onSubmit={submit} noValidate>
      <label className="stock-budget__label" htmlFor={`${id}-budget`}>
        {String(t("stockLocator.budget.label"))}
      </label>
      <div className="stock-budget__row">
        <input
          id={`${id}-budget`}
          type="number"
          inputMode="numeric"
          min={1}
          step="any"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          aria-describedby={state === "failed" ? `${id}-budget-error` : undefined}
          aria-invalid={state === "failed" ? "true" : undefined}
        />
        <button type="submit" className="cta cta--primary cta--small">
          {String(t("stockLocator.budget.title"))}
        </button>
        {state === "applied" ? (
          <button
            type="button"
            className="cta cta--tertiary cta--small"
            onClick={() => {
              setValue("");
              onReset();
            }}
          >
            {String(t("stockLocator.budget.reset"))}
          </button>
        ) : null}
      </div>
      {state === "applied" && ceiling ? (
        <p className="stock-budget__applied">
          {String(t("stockLocator.budget.applied", { price: ceiling }))}
        </p>
      ) : null}
      {state === "failed" ? (
        <p id={`${id}-budget-error`} className="stock-budget__error" role="alert">
          {errorText}
        </p>
      ) : null}
    </form>
  );
}

export type { LocatorState };
