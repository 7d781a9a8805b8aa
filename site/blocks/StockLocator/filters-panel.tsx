import { useEffect, useId, useRef, useState } from "react";
import type {
  CheckboxFacet,
  CheckboxFilterKey,
  RangeFilterKey,
  StockFacets,
  StockFilterKey,
} from "../../../runtime/core/stock/filters.ts";
import { STOCK_FILTERS } from "../../../runtime/core/stock/filters.ts";
import {
  boundsOf,
  isFilterActive,
  type LocatorState,
  type RangeValue,
} from "../../../runtime/core/stock/url-state.ts";
import { useDealerNames } from "./locator-state.ts";
import { optionLabel, type Translate } from "./texts.ts";

/** How far one step of a range slider moves (decision: a useful grain for each range). */
const RANGE_STEP: Record<RangeFilterKey, number> = {
  msrp_price: 1000,
  display_price: 1000,
  mileage: 1000,
  production_year: 1,
  model_year: 1,
  power: 10,
};

interface FiltersPanelProps {
  enabled: readonly StockFilterKey[];
  list: LocatorState;
  facets: StockFacets;
  /** The filters open when the panel first renders (active ones and the first few). */
  initiallyOpen: ReadonlySet<StockFilterKey>;
  /** The block's GET form: each option is one of its fields (the filters work without script). */
  formId: string;
  t: Translate;
  formatNumber: (n: number) => string;
  /** The publication lists shown: the dealers filter names their dealers. */
  lists: string;
  onToggle: (key: CheckboxFilterKey, value: string) => void;
  onRange: (key: RangeFilterKey, value: RangeValue) => void;
  onClear: (key: StockFilterKey) => void;
}

/** Every filter the block switches on, in display order, each a collapsible group. */
export function FiltersPanel(props: FiltersPanelProps) {
  return (
    <div className="stock-filters">
      {props.enabled.map((key) => (
        <FilterGroup key={key} filterKey={key} {...props} />
      ))}
    </div>
  );
}

/** One filter: its summary, its options or sliders, and its clear button once it narrows the list. */
function FilterGroup(props: FiltersPanelProps & { filterKey: StockFilterKey }) {
  const key = props.filterKey;
  const def = STOCK_FILTERS[key];
  const label = String(props.t(`stockLocator.filter.${key}`));
  const isActive = isFilterActive(key, props.list, boundsOf(props.facets, key));
  // Whether the visitor has seen the group open: the dealers' names are asked for then.
  const [wasOpen, setWasOpen] = useState(() => props.initiallyOpen.has(key));
  return (
    <details
      className="stock-filter"
      open={props.initiallyOpen.has(key)}
      data-filter={key}
      data-active={isActive ? "true" : undefined}
      onToggle={(e) => {
        if (e.currentTarget.open) setWasOpen(true);
      }}
    >
      <summary className="stock-filter__summary">
        <span>{label}</span>
        {isActive ? <span className="stock-filter__dot" aria-hidden="true" /> : null}
      </summary>
      <div className="stock-filter__body">
        {def.kind === "checkbox" ? (
          def.key === "dealers" ? (
            <DealersFilter
              lists={props.lists}
              formId={props.formId}
              isWanted={wasOpen}
              label={label}
              facet={props.facets[def.key]}
              selected={props.list.checkbox[def.key] ?? []}
              t={props.t}
              formatNumber={props.formatNumber}
              onToggle={props.onToggle}
            />
          ) : (
            <CheckboxFilter
              filterKey={def.key}
              formId={props.formId}
              label={label}
              facet={props.facets[def.key]}
              selected={props.list.checkbox[def.key] ?? []}
              t={props.t}
              formatNumber={props.formatNumber}
              names={NO_NAMES}
              onToggle={props.onToggle}
            />
          )
        ) : (
          <RangeFilter
            filterKey={def.key}
            label={label}
            value={props.list.range[def.key] ?? {}}
            bounds={boundsOf(props.facets, def.key)}
            t={props.t}
            formatNumber={props.formatNumber}
            onRange={props.onRange}
          />
        )}
        {isActive ? (
          <button type="button" className="stock-filter__clear" onClick={() => props.onClear(key)}>
            {String(props.t("stockLocator.clear", { name: label }))}
          </button>
        ) : null}
      </div>
    </details>
  );
}

const NO_NAMES: Readonly<Record<string, string>> = {};

/** The dealers filter: its facet counts dealer ids, named once the filter has been open. */
function DealersFilter({
  lists,
  isWanted,
  ...rest
}: Omit<Parameters<typeof CheckboxFilter>[0], "filterKey" | "names"> & {
  lists: string;
  isWanted: boolean;
}) {
  const names = useDealerNames(lists, isWanted);
  return <CheckboxFilter filterKey="dealers" names={names} {...rest} />;
}

function CheckboxFilter({
  filterKey,
  formId,
  label,
  facet,
  selected,
  t,
  formatNumber,
  names,
  onToggle,
}: {
  filterKey: CheckboxFilterKey;
  formId: string;
  label: string;
  facet: StockFacets[StockFilterKey];
  selected: readonly string[];
  t: Translate;
  formatNumber: (n: number) => string;
  names: Readonly<Record<string, string>>;
  onToggle: (key: CheckboxFilterKey, value: string) => void;
}) {
  const id = useId();
  const options: CheckboxFacet["options"] = facet?.kind === "checkbox" ? [...facet.options] : [];
  // A selected option the answer no longer counts stays, so it can be unticked.
  for (const value of selected)
    if (!options.some((o) => o.value === value)) options.push({ value, count: 0 });
  if (options.length === 0) return <p className="stock-filter__none">—</p>;
  return (
    <fieldset className="stock-filter__options">
      <legend className="visually-hidden">{label}</legend>
      {options.map((option, i) => {
        const isChecked = selected.includes(option.value);
        const inputId = `${id}-${i}`;
        return (
          <div key={option.value} className="stock-filter__option">
            <input
              id={inputId}
              type="checkbox"
              name={filterKey}
              value={option.value}
              form={formId}
              checked={isChecked}
              disabled={!isChecked && option.count === 0}
              onChange={() => onToggle(filterKey, option.value)}
            />
            <label htmlFor={inputId}>
              <span>{names[option.value] ?? optionLabel(t, filterKey, option.value)}</span>
              <span className="stock-filter__count">({formatNumber(option.count)})</span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * A range as two sliders (from, to) over the facet's bounds. Moving one updates the shown values
 * at once and commits the range after a short pause, so a drag asks for one list, not fifty.
 */
function RangeFilter({
  filterKey,
  label,
  value,
  bounds,
  t,
  formatNumber,
  onRange,
}: {
  filterKey: RangeFilterKey;
  label: string;
  value: RangeValue;
  bounds: { min: number | null; max: number | null } | null;
  t: Translate;
  formatNumber: (n: number) => string;
  onRange: (key: RangeFilterKey, value: RangeValue) => void;
}) {
  const id = useId();
  const min = bounds?.min ?? null;
  const max = bounds?.max ?? null;
  const [draft, setDraft] = useState<RangeValue | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  if (min === null || max === null) return <p className="stock-filter__none">—</p>;
  const step = RANGE_STEP[filterKey];
  const lower = Math.floor(min / step) * step;
  const upper = Math.ceil(max / step) * step;
  const shown = draft ?? value;
  const from = Math.max(lower, Math.min(shown.from ?? lower, upper));
  const to = Math.min(upper, Math.max(shown.to ?? upper, lower));
  const commit = (next: RangeValue) => {
    setDraft(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setDraft(null);
      onRange(filterKey, {
        ...(next.from !== undefined && next.from > min ? { from: next.from } : {}),
        ...(next.to !== undefined && next.to < max ? { to: next.to } : {}),
      });
    }, 350);
  };
  return (
    <div className="stock-range">
      <div className="stock-range__values" aria-hidden="true">
        <span>{formatNumber(from)}</span>
        <span>{formatNumber(to)}</span>
      </div>
      <label className="stock-range__label" htmlFor={`${id}-from`}>
        {String(t("stockLocator.rangeFrom", { name: label }))}
      </label>
      <input
        id={`${id}-from`}
        className="stock-range__input"
        type="range"
        min={lower}
        max={upper}
        step={step}
        value={from}
        aria-valuetext={formatNumber(from)}
        onChange={(e) => {
          const n = Number(e.currentTarget.value);
          commit({ from: Math.min(n, to), to: shown.to });
        }}
      />
      <label className="stock-range__label" htmlFor={`${id}-to`}>
        {String(t("stockLocator.rangeTo", { name: label }))}
      </label>
      <input
        id={`${id}-to`}
        className="stock-range__input"
        type="range"
        min={lower}
        max={upper}
        step={step}
        value={to}
        aria-valuetext={formatNumber(to)}
        onChange={(e) => {
          const n = Number(e.currentTarget.value);
          commit({ from: shown.from, to: Math.max(n, from) });
        }}
      />
    </div>
  );
}
