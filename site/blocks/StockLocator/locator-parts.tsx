import type { MouseEvent, ReactNode, RefObject } from "react";
import type { VehicleCardModel } from "../../../runtime/core/stock/card.ts";
import {
  SORT_OPTIONS,
  type SortOption,
  type StockFilterKey,
} from "../../../runtime/core/stock/filters.ts";
import { isSortOption, type LocatorState } from "../../../runtime/core/stock/url-state.ts";
import type { translator } from "../../i18n/index.ts";
import { SaveCarButton } from "../../stock/saved-cars.tsx";
import { FiltersPanel } from "./filters-panel.tsx";
import { Pager } from "./locator-controls.tsx";
import type { LocatorFields } from "./locator-state.ts";
import { VehicleCard } from "./vehicle-card.tsx";

type Translate = ReturnType<typeof translator>;
type FiltersPanelProps = Parameters<typeof FiltersPanel>[0];
type PartnerOf = (card: VehicleCardModel) => { label: string; href: string } | null;

/** The vehicles the settings pick out, above the list (display_selected_vehicles). */
export function SelectedVehicles({
  id,
  title,
  cards,
  detailsLabel,
  partnerOf,
}: {
  id: string;
  title: string;
  cards: VehicleCardModel[];
  detailsLabel: string;
  partnerOf: PartnerOf;
}) {
  return (
    <section className="stock-locator__selected" aria-labelledby={`${id}-selected`}>
      <h3 id={`${id}-selected`} className="stock-locator__selected-title">
        {title}
      </h3>
      <ul className="stock-locator__grid">
        {cards.map((card) => (
          <li key={card.id}>
            <VehicleCard
              card={card}
              detailsLabel={detailsLabel}
              partner={partnerOf(card)}
              headingLevel={4}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Above the list: the filters button (phones), the postcode search, the count and the sort. */
export function LocatorToolbar({
  id,
  formId,
  t,
  hasFilters,
  isPanelOpen,
  activeCount,
  filtersButton,
  postcode,
  isLoading,
  total,
  sort,
  formatNumber,
  onTogglePanel,
  onSort,
}: {
  id: string;
  /** The block's GET form (the sort is one of its fields). */
  formId: string;
  t: Translate;
  hasFilters: boolean;
  isPanelOpen: boolean;
  activeCount: number;
  filtersButton: RefObject<HTMLAnchorElement | null>;
  /** The postcode search, where the settings turn it on. */
  postcode: ReactNode;
  isLoading: boolean;
  total: number;
  sort: SortOption;
  formatNumber: (n: number) => string;
  onTogglePanel: () => void;
  onSort: (sort: SortOption) => void;
}) {
  return (
    <div className="stock-locator__toolbar">
      {hasFilters ? (
        // A link to the panel, so that without script it still opens it (the panel shows as the
        // link's target); the island opens it in place.
        // biome-ignore lint/a11y/useSemanticElements: a link, so that it works without script too.
        <a
          href={`#${id}-panel`}
          id={`${id}-filters`}
          role="button"
          ref={filtersButton}
          className="stock-locator__filters-button"
          aria-expanded={isPanelOpen}
          aria-controls={`${id}-panel`}
          onClick={(e) => {
            e.preventDefault();
            onTogglePanel();
          }}
          onKeyDown={(e) => {
            if (e.key !== " ") return;
            e.preventDefault();
            onTogglePanel();
          }}
        >
          {String(t("stockLocator.filters"))}
          {activeCount > 0 ? (
            <span className="stock-locator__badge">{formatNumber(activeCount)}</span>
          ) : null}
        </a>
      ) : null}
      {postcode}
      <p className="stock-locator__count" aria-live="polite" aria-atomic="true">
        {isLoading
          ? String(t("stockLocator.loading"))
          : String(t("stockLocator.count", { count: total }))}
      </p>
      <div className="stock-locator__sort">
        <label htmlFor={`${id}-sort`}>{String(t("stockLocator.sort"))}</label>
        <select
          id={`${id}-sort`}
          name="sort"
          form={formId}
          value={sort}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isSortOption(value)) onSort(value);
          }}
        >
          {(Object.keys(SORT_OPTIONS) as SortOption[]).map((option) => (
            <option key={option} value={option}>
              {String(t(`stockLocator.sortOptions.${option}`))}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" form={formId} className="cta cta--secondary cta--small">
            {String(t("stockLocator.showResults"))}
          </button>
        </noscript>
      </div>
    </div>
  );
}

/** What the filters panel changes in the list, as the machine's events. */
export interface FilterActions {
  onToggle: FiltersPanelProps["onToggle"];
  onRange: FiltersPanelProps["onRange"];
  onClear: (key: StockFilterKey) => void;
  onReset: () => void;
  onClose: () => void;
}

/** The filters: a column beside the list, a panel over the page on a phone. */
export function FiltersAside({
  id,
  formId,
  t,
  enabled,
  list,
  facets,
  initiallyOpen,
  lists,
  isPanelOpen,
  activeCount,
  total,
  panelClose,
  formatNumber,
  actions,
}: {
  id: string;
  formId: string;
  t: Translate;
  enabled: readonly StockFilterKey[];
  list: LocatorState;
  facets: FiltersPanelProps["facets"];
  initiallyOpen: ReadonlySet<StockFilterKey>;
  lists: string;
  isPanelOpen: boolean;
  activeCount: number;
  total: number;
  panelClose: RefObject<HTMLAnchorElement | null>;
  formatNumber: (n: number) => string;
  actions: FilterActions;
}) {
  return (
    <aside
      id={`${id}-panel`}
      className="stock-locator__panel"
      onKeyDown={(e) => {
        if (e.key === "Escape" && isPanelOpen) actions.onClose();
      }}
      aria-label={String(t("stockLocator.filters"))}
    >
      <div className="stock-locator__panel-head">
        <h3 className="stock-locator__panel-title">{String(t("stockLocator.filters"))}</h3>
        {/* Back to the filters link: without script that closes the panel (no longer the target). */}
        {/* biome-ignore lint/a11y/useSemanticElements: a link, so that it works without script too. */}
        <a
          href={`#${id}-filters`}
          role="button"
          ref={panelClose}
          className="stock-locator__panel-close"
          onClick={(e) => {
            e.preventDefault();
            actions.onClose();
          }}
          onKeyDown={(e) => {
            if (e.key !== " ") return;
            e.preventDefault();
            actions.onClose();
          }}
        >
          {String(t("stockLocator.filtersClose"))}
        </a>
      </div>
      <FiltersPanel
        enabled={enabled}
        list={list}
        facets={facets}
        initiallyOpen={initiallyOpen}
        formId={formId}
        t={t}
        formatNumber={formatNumber}
        lists={lists}
        onToggle={actions.onToggle}
        onRange={actions.onRange}
        onClear={actions.onClear}
      />
      <div className="stock-locator__panel-foot">
        {activeCount > 0 ? (
          <button type="button" className="cta cta--tertiary cta--small" onClick={actions.onReset}>
            {String(t("stockLocator.clearAll"))}
          </button>
        ) : null}
        {/* Submits the filters without script; the island has already applied them. */}
        <button
          type="submit"
          form={formId}
          className="cta cta--primary cta--small stock-locator__panel-done"
          onClick={(e) => {
            e.preventDefault();
            actions.onClose();
          }}
        >
          {String(t("stockLocator.showResults"))} ({formatNumber(total)})
        </button>
        <noscript>
          <button
            type="submit"
            form={formId}
            className="cta cta--primary cta--small stock-locator__apply"
          >
            {String(t("stockLocator.showResults"))}
          </button>
        </noscript>
      </div>
    </aside>
  );
}

/** The list: its error and retry, placeholders while loading, nothing found, or the cards. */
export function LocatorResults({
  fields,
  t,
  isFetching,
  isStale,
  isFailed,
  isLoading,
  placeholders,
  total,
  cards,
  partnerOf,
  onOpen,
  onRetry,
  onReset,
  pager,
}: {
  fields: LocatorFields;
  t: Translate;
  isFetching: boolean;
  isStale: boolean;
  isFailed: boolean;
  isLoading: boolean;
  placeholders: number;
  total: number;
  cards: VehicleCardModel[];
  partnerOf: PartnerOf;
  onOpen: (card: VehicleCardModel, position: number) => () => void;
  onRetry: () => void;
  onReset: () => void;
  /** The pages, when there are more than one. */
  pager: {
    page: number;
    pages: number;
    formatNumber: (n: number) => string;
    href: (page: number) => string;
    onGo: (page: number) => (e: MouseEvent) => void;
  } | null;
}) {
  const lists = fields.ci_key_list;
  return (
    <div
      className="stock-locator__results"
      aria-busy={isFetching ? "true" : undefined}
      data-stale={isStale ? "true" : undefined}
    >
      {isFailed ? (
        <div className="stock-locator__error" role="alert">
          <p>{fields.error_msg}</p>
          <button type="button" className="cta cta--secondary cta--small" onClick={onRetry}>
            {fields.try_again_btn_label}
          </button>
        </div>
      ) : isLoading ? (
        <ul className="stock-locator__grid" aria-hidden="true">
          {Array.from({ length: placeholders }, (_, i) => (
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
            onClick={onReset}
          >
            {String(t("stockLocator.reset"))}
          </button>
        </div>
      ) : (
        <ul className="stock-locator__grid">
          {/* The photos load as they near the screen (the card's default): on a phone the list
              starts below the intro, the budget and the toolbar, and an eager photo there would
              take bandwidth from the page's first picture. */}
          {cards.map((card, i) => (
            <li key={card.id}>
              <VehicleCard
                card={card}
                detailsLabel={String(t("stockLocator.details"))}
                partner={partnerOf(card)}
                onOpen={onOpen(card, i)}
                extra={<SaveCarButton id={card.id} list={lists} name={card.title} />}
              />
            </li>
          ))}
        </ul>
      )}
      {pager ? <Pager t={t} {...pager} /> : null}
    </div>
  );
}
