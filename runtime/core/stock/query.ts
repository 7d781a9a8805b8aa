import type { StockListingQuery } from "../../../generated/types.ts";
import {
  type ApiSort,
  CHECKBOX_FILTER_KEYS,
  type CheckboxFilterKey,
  DEALER_CODES_PARAM,
  DEFAULT_SORT,
  EXACT_FILTER_PARAMS,
  PAGE_SIZE_MAX,
  RANGE_FILTER_KEYS,
  type RangeFilterKey,
  STOCK_FILTERS,
  type StockFilterKey,
  type StockQuery,
} from "./filters.ts";

type QueryRecord = Readonly<Record<string, unknown>>;

const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (v): v is string => typeof v === "string" && v !== "",
  );

const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
};

const isFilterKey = (value: string): value is StockFilterKey => value in STOCK_FILTERS;

/**
 * The listing call's query (checked at the edge by stock-listing-query.schema.json) as a
 * StockQuery: filter[…] parameters by the filter table, paging and sort with their defaults.
 */
export function stockQueryFrom(query: StockListingQuery | QueryRecord): StockQuery {
  const q = query as QueryRecord;
  const checkbox: StockQuery["checkbox"] = {};
  for (const key of CHECKBOX_FILTER_KEYS) {
    const values = strings(q[`filter[${STOCK_FILTERS[key].param}]`]);
    if (values.length > 0) checkbox[key] = [...new Set(values)];
  }
  const range: StockQuery["range"] = {};
  for (const key of RANGE_FILTER_KEYS) {
    const from = numberOf(q[`filter[${key}_gteq]`]);
    const to = numberOf(q[`filter[${key}_lteq]`]);
    if (from !== undefined || to !== undefined)
      range[key] = {
        ...(from !== undefined ? { from } : {}),
        ...(to !== undefined ? { to } : {}),
      };
  }
  const exact: StockQuery["exact"] = {};
  for (const param of Object.keys(EXACT_FILTER_PARAMS) as (keyof typeof EXACT_FILTER_PARAMS)[]) {
    const [value] = strings(q[`filter[${param}]`]);
    if (value !== undefined) exact[param] = value;
  }
  const dealerCodes = strings(q[`filter[${DEALER_CODES_PARAM}]`]);
  const facetNames = strings(q.facets);
  const facets = facetNames.length === 0 ? null : facetNames.filter(isFilterKey);
  return {
    checkbox,
    range,
    exact,
    dealerCodes: dealerCodes.length > 0 ? [...new Set(dealerCodes)] : null,
    sort: (typeof q.sort === "string" ? q.sort : DEFAULT_SORT) as ApiSort,
    page: Math.max(1, Math.trunc(numberOf(q.page) ?? 1)),
    items: Math.min(PAGE_SIZE_MAX, Math.max(1, Math.trunc(numberOf(q.items) ?? PAGE_SIZE_MAX))),
    facets,
  };
}

/** The listing call's query string for a StockQuery (what the stock locator sends). */
export function stockQueryParams(query: StockQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set("items", String(query.items));
  params.set("page", String(query.page));
  params.set("sort", query.sort);
  for (const key of CHECKBOX_FILTER_KEYS)
    for (const value of query.checkbox[key as CheckboxFilterKey] ?? [])
      params.append(`filter[${STOCK_FILTERS[key].param}]`, value);
  for (const key of RANGE_FILTER_KEYS) {
    const r = query.range[key as RangeFilterKey];
    if (r?.from !== undefined) params.set(`filter[${key}_gteq]`, String(r.from));
    if (r?.to !== undefined) params.set(`filter[${key}_lteq]`, String(r.to));
  }
  for (const [param, value] of Object.entries(query.exact))
    if (value) params.set(`filter[${param}]`, value);
  for (const code of query.dealerCodes ?? []) params.append(`filter[${DEALER_CODES_PARAM}]`, code);
  if (query.facets !== null)
    for (const facet of query.facets.length > 0 ? query.facets : ["none"])
      params.append("facets", facet);
  return params;
}
