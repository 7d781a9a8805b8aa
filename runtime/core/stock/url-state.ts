import {
  CHECKBOX_FILTER_KEYS,
  type CheckboxFilterKey,
  FILTER_DISPLAY_ORDER,
  PAGE_MAX,
  PAGE_SIZE_MAX,
  PAGE_SIZE_MIN,
  RANGE_FILTER_KEYS,
  type RangeFilterKey,
  SORT_OPTIONS,
  type SortOption,
  type StockFacets,
  type StockFilterKey,
  type StockQuery,
} from "./filters.ts";

/**
 * The stock locator's list state and its URL (001 §4 'Listing and filters', §5): pure rules the
 * server's first render and the island share, so the page a shopper shares shows the list the
 * shopper saw.
 *
 * - A checkbox filter is written as its front key with its values joined by a double space
 *   (`engine_types=bev++phev`, URLSearchParams writing each space as '+'); the key repeated once
 *   per value (what the block's form sends without script) reads the same.
 * - A range filter is written as `{key}.from` and `{key}.to`, each only when it differs from the
 *   range's default (its bound); values read back must be numbers ≥ 0 to be applied.
 * - Sorting (`sort`, a front option) and the page (`page`) are written when not the default; the
 *   monthly budget of the reverse calculator as `monthly_budget`.
 * - Other parameters of the URL (postcode search, partner integration, campaigns) are kept as
 *   they are; the URL is replaced only when the resulting query differs.
 */

/** Session storage key of the list's query parameters (001 §9 storage keys). */
export const LIST_QUERY_STORAGE_KEY = "sl_vehicle_list_query_params";

/** Joins a checkbox filter's values in the URL (001 §4). */
const CHECKBOX_SEPARATOR = "  ";

const SORT_PARAM = "sort";
const PAGE_PARAM = "page";
const BUDGET_PARAM = "monthly_budget";
const rangeFromParam = (key: RangeFilterKey): string => `${key}.from`;
const rangeToParam = (key: RangeFilterKey): string => `${key}.to`;

/** A range the visitor narrowed: each side absent while it is the range's own bound. */
export interface RangeValue {
  from?: number;
  to?: number;
}

/** What the visitor chose: the list the block shows follows from this alone. */
export interface LocatorState {
  checkbox: Partial<Record<CheckboxFilterKey, string[]>>;
  range: Partial<Record<RangeFilterKey, RangeValue>>;
  sort: SortOption;
  page: number;
  /** The reverse calculator's monthly budget; null when not applied. */
  budget: number | null;
}

/** What the block decides: which filters it shows, its default sort, a brand it is fixed to. */
export interface LocatorSetup {
  /** The filters whose toggles are on (the brand filter left out when a brand is fixed). */
  enabled: readonly StockFilterKey[];
  defaultSort: SortOption;
  /** sl_key_brand / ci_key_brand: every call carries filter[nameplate_brand_name_eq]. */
  fixedBrand: string | null;
  /** Page size (1–12). */
  items: number;
}

/** The bounds of a range filter (a facet's min and max); null when no vehicle has a value. */
interface RangeBounds {
  min: number | null;
  max: number | null;
}

const isRangeKey = (key: StockFilterKey): key is RangeFilterKey =>
  (RANGE_FILTER_KEYS as readonly string[]).includes(key);
const isCheckboxKey = (key: StockFilterKey): key is CheckboxFilterKey =>
  (CHECKBOX_FILTER_KEYS as readonly string[]).includes(key);
export const isSortOption = (value: string): value is SortOption =>
  Object.hasOwn(SORT_OPTIONS, value);

/**
 * The block's filter toggles (`filter-{key}`) as the filters it shows, in display order. Any
 * object is read (the block's generated fields type names each toggle; a test passes a few).
 */
export function enabledFilters(toggles: object, fixedBrand: string | null): StockFilterKey[] {
  return FILTER_DISPLAY_ORDER.filter(
    (key) =>
      Reflect.get(toggles, `filter-${key}`) === true && !(key === "brands" && fixedBrand !== null),
  );
}

/** sl_key_brand, else ci_key_brand; null when neither names a brand. */
export function fixedBrandOf(fields: {
  sl_key_brand?: string;
  ci_key_brand?: string;
}): string | null {
  const brand = (fields.sl_key_brand ?? "").trim() || (fields.ci_key_brand ?? "").trim();
  return brand === "" ? null : brand;
}

/** Page size kept within 1–12. */
export function pageSize(value: unknown): number {
  const n = typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : PAGE_SIZE_MAX;
  return Math.min(PAGE_SIZE_MAX, Math.max(PAGE_SIZE_MIN, n));
}

export const initialState = (setup: Pick<LocatorSetup, "defaultSort">): LocatorState => ({
  checkbox: {},
  range: {},
  sort: setup.defaultSort,
  page: 1,
  budget: null,
});

/** A number from the URL: applied only when it is a finite number ≥ 0 (001 §5). */
function nonNegative(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** A checkbox parameter's values: split on the double space, blanks and repeats dropped. */
function splitValues(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(CHECKBOX_SEPARATOR)
        .map((v) => v.trim())
        .filter((v) => v !== ""),
    ),
  ];
}

/** The list state a URL query describes, for the block's setup. */
export function stateFromSearch(
  search: string | URLSearchParams,
  setup: LocatorSetup,
): LocatorState {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const state = initialState(setup);
  for (const key of setup.enabled) {
    if (isCheckboxKey(key)) {
      // A shared URL joins the values in one parameter; the page's no-script form repeats it.
      const values = [...new Set(params.getAll(key).flatMap(splitValues))];
      if (values.length > 0) state.checkbox[key] = values;
    } else if (isRangeKey(key)) {
      const from = nonNegative(params.get(rangeFromParam(key)));
      const to = nonNegative(params.get(rangeToParam(key)));
      if (from !== undefined || to !== undefined)
        state.range[key] = {
          ...(from !== undefined ? { from } : {}),
          ...(to !== undefined ? { to } : {}),
        };
    }
  }
  const sort = params.get(SORT_PARAM);
  if (sort !== null && isSortOption(sort)) state.sort = sort;
  const page = Number(params.get(PAGE_PARAM));
  if (Number.isInteger(page) && page >= 1) state.page = Math.min(page, PAGE_MAX);
  const budget = nonNegative(params.get(BUDGET_PARAM));
  if (budget !== undefined && budget > 0) state.budget = budget;
  return state;
}

/** A range side is the default when absent or equal to its bound. */
function differs(value: number | undefined, bound: number | null | undefined): value is number {
  return value !== undefined && value !== bound;
}

/**
 * Whether a filter narrows the list (001 §4): a checkbox filter with any option selected; a
 * slider whose range differs from its min / max.
 */
export function isFilterActive(
  key: StockFilterKey,
  state: LocatorState,
  bounds: RangeBounds | null = null,
): boolean {
  if (isCheckboxKey(key)) return (state.checkbox[key]?.length ?? 0) > 0;
  if (!isRangeKey(key)) return false;
  const range = state.range[key];
  return differs(range?.from, bounds?.min) || differs(range?.to, bounds?.max);
}

/** How many filters narrow the list (the filters button's badge). */
export function activeFilterCount(
  state: LocatorState,
  enabled: readonly StockFilterKey[],
  facets: StockFacets = {},
): number {
  return enabled.filter((key) => isFilterActive(key, state, boundsOf(facets, key))).length;
}

/** A range facet's bounds, or null when the facets hold none for the key. */
export function boundsOf(facets: StockFacets, key: StockFilterKey): RangeBounds | null {
  const facet = facets[key];
  return facet?.kind === "range" ? { min: facet.min, max: facet.max } : null;
}

/** Every parameter name the locator owns in a URL (others are left as they are). */
function ownedParams(setup: LocatorSetup): Set<string> {
  const names = new Set<string>([SORT_PARAM, PAGE_PARAM, BUDGET_PARAM]);
  for (const key of setup.enabled) {
    if (isRangeKey(key)) {
      names.add(rangeFromParam(key));
      names.add(rangeToParam(key));
    } else names.add(key);
  }
  return names;
}

/**
 * The URL's parameters the locator does not own (postcode search, partner, campaigns) and the
 * monthly budget: what the block's filters form carries along as hidden fields, so that
 * submitting it without script changes only the filters and the sort (and goes back to page 1).
 */
export function keptParams(currentSearch: string, setup: LocatorSetup): [string, string][] {
  const owned = ownedParams(setup);
  owned.delete(BUDGET_PARAM);
  return [...new URLSearchParams(currentSearch)].filter(([name]) => !owned.has(name));
}

/**
 * The locator's own parameters for a state, in display order: only what differs from the
 * defaults (ranges compared with their bounds, when the facets give them).
 */
function stateParams(
  state: LocatorState,
  setup: LocatorSetup,
  facets: StockFacets = {},
): [string, string][] {
  const out: [string, string][] = [];
  for (const key of setup.enabled) {
    if (isCheckboxKey(key)) {
      const values = state.checkbox[key] ?? [];
      if (values.length > 0) out.push([key, values.join(CHECKBOX_SEPARATOR)]);
    } else if (isRangeKey(key)) {
      const range = state.range[key];
      const bounds = boundsOf(facets, key);
      if (differs(range?.from, bounds?.min)) out.push([rangeFromParam(key), String(range.from)]);
      if (differs(range?.to, bounds?.max)) out.push([rangeToParam(key), String(range.to)]);
    }
  }
  if (state.budget !== null) out.push([BUDGET_PARAM, String(state.budget)]);
  if (state.sort !== setup.defaultSort) out.push([SORT_PARAM, state.sort]);
  if (state.page > 1) out.push([PAGE_PARAM, String(state.page)]);
  return out;
}

/**
 * The URL query for a state: the current query's other parameters kept in their order, the
 * locator's own written after them. Returns a string with its leading '?' ('' when empty).
 */
export function searchForState(
  currentSearch: string,
  state: LocatorState,
  setup: LocatorSetup,
  facets: StockFacets = {},
): string {
  const current = new URLSearchParams(currentSearch);
  const owned = ownedParams(setup);
  const next = new URLSearchParams();
  for (const [name, value] of current) if (!owned.has(name)) next.append(name, value);
  for (const [name, value] of stateParams(state, setup, facets)) next.append(name, value);
  const text = next.toString();
  return text === "" ? "" : `?${text}`;
}

/**
 * The query the address bar should get, or null when it would not change (history.replaceState
 * is called only when the query actually changes). Compared as parameter lists, so an encoding
 * difference alone ('%20' and '+') is no change.
 */
export function nextSearch(
  currentSearch: string,
  state: LocatorState,
  setup: LocatorSetup,
  facets: StockFacets = {},
): string | null {
  const wanted = searchForState(currentSearch, state, setup, facets);
  const same =
    new URLSearchParams(currentSearch).toString() === new URLSearchParams(wanted).toString();
  return same ? null : wanted;
}

/** The locator's parameters alone, as kept in session storage under LIST_QUERY_STORAGE_KEY. */
export function storedListQuery(
  state: LocatorState,
  setup: LocatorSetup,
  facets: StockFacets = {},
): string {
  return new URLSearchParams(stateParams(state, setup, facets)).toString();
}

/**
 * The listing call for a state: the block's page size, sort and fixed brand, each selected
 * option, each narrowed range side (a range side equal to its bound is still sent: the list is
 * the same), the monthly budget as the upper bound of the display price, the dealer codes of a
 * postcode search, and the facets of the filters the block shows.
 */
export function listingQuery(
  state: LocatorState,
  setup: LocatorSetup,
  options: { budgetPrice?: number | null; dealerCodes?: readonly string[] | null } = {},
): StockQuery {
  const checkbox: StockQuery["checkbox"] = {};
  const range: StockQuery["range"] = {};
  for (const key of setup.enabled) {
    if (isCheckboxKey(key)) {
      const values = state.checkbox[key];
      if (values && values.length > 0) checkbox[key] = [...values];
    } else if (isRangeKey(key)) {
      const r = state.range[key];
      if (r && (r.from !== undefined || r.to !== undefined)) range[key] = { ...r };
    }
  }
  const budgetPrice = options.budgetPrice ?? null;
  if (budgetPrice !== null) {
    const current = range.display_price?.to;
    range.display_price = {
      ...range.display_price,
      to: current === undefined ? budgetPrice : Math.min(current, budgetPrice),
    };
  }
  return {
    checkbox,
    range,
    exact: setup.fixedBrand !== null ? { nameplate_brand_name_eq: setup.fixedBrand } : {},
    dealerCodes:
      options.dealerCodes && options.dealerCodes.length > 0 ? [...options.dealerCodes] : null,
    sort: SORT_OPTIONS[state.sort],
    page: state.page,
    items: setup.items,
    facets: setup.enabled.length > 0 ? [...setup.enabled] : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Changes (the machine's actions call these)

/** Selects or unselects one option of a checkbox filter; the list goes back to page 1. */
export function toggleOption(
  state: LocatorState,
  key: CheckboxFilterKey,
  value: string,
): LocatorState {
  const current = state.checkbox[key] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const checkbox = { ...state.checkbox };
  if (values.length > 0) checkbox[key] = values;
  else delete checkbox[key];
  return { ...state, checkbox, page: 1 };
}

/**
 * Sets a range filter: a side equal to its bound (or absent, or not a number ≥ 0) is dropped, and
 * from and to are put in order; the list goes back to page 1.
 */
export function setRange(
  state: LocatorState,
  key: RangeFilterKey,
  value: RangeValue,
  bounds: RangeBounds | null = null,
): LocatorState {
  const ok = (n: number | undefined): n is number =>
    n !== undefined && Number.isFinite(n) && n >= 0;
  let from = ok(value.from) ? value.from : undefined;
  let to = ok(value.to) ? value.to : undefined;
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  if (from !== undefined && bounds?.min !== null && bounds?.min !== undefined && from <= bounds.min)
    from = undefined;
  if (to !== undefined && bounds?.max !== null && bounds?.max !== undefined && to >= bounds.max)
    to = undefined;
  const range = { ...state.range };
  if (from === undefined && to === undefined) delete range[key];
  else
    range[key] = { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
  return { ...state, range, page: 1 };
}

/** Clears one filter; the list goes back to page 1. */
export function clearFilter(state: LocatorState, key: StockFilterKey): LocatorState {
  const checkbox = { ...state.checkbox };
  const range = { ...state.range };
  if (isCheckboxKey(key)) delete checkbox[key];
  if (isRangeKey(key)) delete range[key];
  return { ...state, checkbox, range, page: 1 };
}

/** Every filter and the budget cleared, page 1; the sort is kept. */
export function resetFilters(state: LocatorState): LocatorState {
  return { ...state, checkbox: {}, range: {}, budget: null, page: 1 };
}

export function setSort(state: LocatorState, sort: SortOption): LocatorState {
  return state.sort === sort ? state : { ...state, sort, page: 1 };
}

export function setPage(state: LocatorState, page: number, pages: number | null): LocatorState {
  const last = pages === null ? PAGE_MAX : Math.max(1, Math.min(pages, PAGE_MAX));
  const next = Math.min(last, Math.max(1, Math.trunc(page)));
  return next === state.page ? state : { ...state, page: next };
}

export function setBudget(state: LocatorState, budget: number | null): LocatorState {
  const value = budget !== null && Number.isFinite(budget) && budget > 0 ? budget : null;
  return { ...state, budget: value, page: 1 };
}
