/**
 * The stock filters (001 §3 'Stock filters'): the front key the site and its URL use, the analytics
 * name, the stock data service's query field with its operator, and the vehicle column it reads.
 * One table for the listing API (runtime/features/stock/stock-index.ts), the stock locator block and its
 * URL (site/blocks/StockLocator), so the three cannot disagree.
 */

export const CHECKBOX_FILTER_KEYS = [
  "brands",
  "models",
  "financing_options",
  "states",
  "statuses",
  "engine_types",
  "transmissions",
  "number_of_seats",
  "colors",
  "specific_colors",
  "dealers",
] as const;
export type CheckboxFilterKey = (typeof CHECKBOX_FILTER_KEYS)[number];

export const RANGE_FILTER_KEYS = [
  "msrp_price",
  "display_price",
  "mileage",
  "production_year",
  "model_year",
  "power",
] as const;
export type RangeFilterKey = (typeof RANGE_FILTER_KEYS)[number];

export type StockFilterKey = CheckboxFilterKey | RangeFilterKey;

/** The order the filters panel shows them in (001 §3). */
export const FILTER_DISPLAY_ORDER: readonly StockFilterKey[] = [
  "brands",
  "models",
  "financing_options",
  "states",
  "statuses",
  "msrp_price",
  "display_price",
  "mileage",
  "production_year",
  "model_year",
  "power",
  "engine_types",
  "transmissions",
  "number_of_seats",
  "colors",
  "specific_colors",
  "dealers",
];

/** The vehicle's indexed values a filter reads (columns of stock_vehicles). */
type VehicleColumn =
  | "brand"
  | "model"
  | "financing_options"
  | "state"
  | "status"
  | "engine_types"
  | "transmission"
  | "number_of_seats"
  | "color_canonical"
  | "color_name"
  | "dealer_id"
  | "msrp_price"
  | "display_price"
  | "mileage"
  | "production_year"
  | "model_year"
  | "power_kw";

interface CheckboxFilterDef {
  key: CheckboxFilterKey;
  kind: "checkbox";
  analytics: string | null;
  /** The listing API's query key: filter[{param}]=value, repeated for each value. */
  param: string;
  column: VehicleColumn;
  /** A vehicle holds several values (engine types, financing options): any selected one matches. */
  multi: boolean;
}

interface RangeFilterDef {
  key: RangeFilterKey;
  kind: "range";
  analytics: string | null;
  /** filter[{param}_gteq] and filter[{param}_lteq]. */
  param: string;
  column: VehicleColumn;
  /** The unit's translation key, where the value has one. */
  unitKey: "mileage" | "engine_power" | null;
}

type StockFilterDef = CheckboxFilterDef | RangeFilterDef;

const checkbox = (
  key: CheckboxFilterKey,
  analytics: string | null,
  param: string,
  column: VehicleColumn,
  multi = false,
): CheckboxFilterDef => ({ key, kind: "checkbox", analytics, param, column, multi });
const range = (
  key: RangeFilterKey,
  analytics: string | null,
  column: VehicleColumn,
  unitKey: RangeFilterDef["unitKey"] = null,
): RangeFilterDef => ({ key, kind: "range", analytics, param: key, column, unitKey });

export const STOCK_FILTERS: Readonly<Record<StockFilterKey, StockFilterDef>> = {
  brands: checkbox("brands", "brand", "nameplate_brand_name_in", "brand"),
  models: checkbox("models", "nameplate", "nameplate_name_in", "model"),
  financing_options: checkbox(
    "financing_options",
    "finance_option",
    "financing_options",
    "financing_options",
    true,
  ),
  states: checkbox("states", "vehicle_state", "state_in", "state"),
  statuses: checkbox("statuses", null, "status_in", "status"),
  engine_types: checkbox(
    "engine_types",
    "engine_type",
    "engine_type_includes",
    "engine_types",
    true,
  ),
  transmissions: checkbox("transmissions", null, "transmission_in", "transmission"),
  number_of_seats: checkbox("number_of_seats", null, "number_of_seats_in", "number_of_seats"),
  colors: checkbox("colors", "color_exterior", "color_canonical_in", "color_canonical"),
  specific_colors: checkbox(
    "specific_colors",
    "color_exterior_specific",
    "color_name_in",
    "color_name",
  ),
  dealers: checkbox("dealers", "owner", "owner_id_in", "dealer_id"),
  msrp_price: range("msrp_price", "price", "msrp_price"),
  display_price: range("display_price", null, "display_price"),
  mileage: range("mileage", null, "mileage", "mileage"),
  production_year: range("production_year", null, "production_year"),
  model_year: range("model_year", null, "model_year"),
  power: range("power", null, "power_kw", "engine_power"),
};

/** Filters the query may carry besides the table's (001 §7): exact brand, model, model group. */
export const EXACT_FILTER_PARAMS = {
  nameplate_brand_name_eq: "brand",
  nameplate_name_eq: "model",
  nameplate_model_group_eq: "model_group",
} as const;

/** The query key of the dealer-code narrowing (postcode search, forced_dealer_codes). */
export const DEALER_CODES_PARAM = "owner_dealer_codes_includes";

/** The sorting options (001 §9) and the listing API's sort value for each. */
export const SORT_OPTIONS = {
  productionYearAsc: "production_year",
  productionYearDesc: "-production_year",
  createdAtAsc: "created_at",
  createdAtDesc: "-created_at",
  mileageAsc: "mileage",
  mileageDesc: "-mileage",
  priceAsc: "display_price",
  priceDesc: "-display_price",
  status: "status",
} as const;
export type SortOption = keyof typeof SORT_OPTIONS;
export type ApiSort = (typeof SORT_OPTIONS)[SortOption];
/** The listing's order when the query names none. */
export const DEFAULT_SORT: ApiSort = "-created_at";

/** Page size: at least 1, at most 12 (001 §5, §9); the API's default is its max. */
export const PAGE_SIZE_MIN = 1;
export const PAGE_SIZE_MAX = 12;
/** The deepest page the API answers (bounded offset paging; 10,000 × 12 vehicles). */
export const PAGE_MAX = 10000;
/** Similar vehicles on the showroom page (current vehicle excluded). */
export const SIMILAR_VEHICLES_MAX = 6;
export const STOCK_STATUSES = [
  "stock",
  "available_soon",
  "reserved",
  "sold",
  "in_production",
  "on_demand",
  "delivery",
  "demo",
] as const;

/** One checkbox filter's facet: each option with how many vehicles it would show. */
export interface CheckboxFacet {
  kind: "checkbox";
  options: { value: string; count: number }[];
}
/** One range filter's facet: the bounds of the vehicles the other filters leave (null: none). */
interface RangeFacet {
  kind: "range";
  min: number | null;
  max: number | null;
}
export type StockFacet = CheckboxFacet | RangeFacet;
export type StockFacets = Partial<Record<StockFilterKey, StockFacet>>;

/** What a listing call asks, once its query is read (runtime/core/stock/query.ts). */
export interface StockQuery {
  checkbox: Partial<Record<CheckboxFilterKey, string[]>>;
  range: Partial<Record<RangeFilterKey, { from?: number; to?: number }>>;
  exact: Partial<Record<keyof typeof EXACT_FILTER_PARAMS, string>>;
  dealerCodes: string[] | null;
  sort: ApiSort;
  page: number;
  items: number;
  /** The filters whose facets are wanted (default: every filter). */
  facets: StockFilterKey[] | null;
}
