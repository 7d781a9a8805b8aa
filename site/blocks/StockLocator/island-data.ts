import type {
  BlockInstanceMap,
  StockListingDocument,
  StockVehicleResource,
} from "../../../generated/types.ts";
import {
  DEFAULT_PRICE_SETTINGS,
  type PriceFormat,
  priceSettings,
} from "../../../runtime/core/prices.ts";
import {
  type PlainSettingKey,
  type SettingsMap,
  settingFlag,
  settingValue,
} from "../../../runtime/core/settings.ts";
import {
  enabledFilters,
  fixedBrandOf,
  isSortOption,
  type LocatorSetup,
  pageSize,
} from "../../../runtime/core/stock/url-state.ts";

/**
 * What the server read for a stock block before the page rendered (runtime/features/stock/page-data.ts),
 * passed as the island's props beside its block (`stock`): the page of vehicles the URL asks for,
 * and the settings the block follows. The island's first render in the browser draws the same
 * list from it (no request, no flash); without it (the editor's preview) the island asks the API.
 */
export interface StockIslandData {
  /** The URL query the first page was read for. */
  search: string;
  /** The first page; null when the listing could not be read (the block's error texts show). */
  listing: StockListingDocument | null;
  /** The block's selected vehicles (vehicles.list), in its order, those found. */
  selected: StockVehicleResource[];
  config: LocatorConfig;
}

/** The settings a stock block follows (001 §2, §4; settings stock_locator.*, ntt_cxp_sl.*, price.*). */
export interface LocatorConfig {
  /** stock_locator.market: '', 'overseas' or 'mobility'. */
  market: string;
  /** The stock init popup (stock_init_popup_content set); once per session. */
  popup: { header: string; content: string } | null;
  /** The partner integration, when enabled with a redirect URL. */
  partner: { label: string; redirect: string } | null;
  prices: PriceFormat;
  /** The site's main brand: left out of showroom slugs. */
  mainBrand: string;
  /** The state whose drive-away price new vehicles show ('' for the retailer price). */
  defaultState: string;
  /** stock_locator.features, e.g. display_selected_vehicles, postcode_search. */
  features: string[];
  /** A signed-in editor sees the notices visitors do not (the overseas block off). */
  isEditor: boolean;
  /** The site's public origin: vehicle API endpoints are written with it. */
  origin: string;
  /** stock_locator.endpoint_dealers and fallback_dealers (the postcode search). */
  dealers: { endpoint: string; fallback: string };
}

const text = (map: SettingsMap, key: PlainSettingKey, fallback: string): string =>
  settingValue(map, key)?.trim() ?? fallback;

/**
 * The block settings from the merged settings. Missing keys read as the schemas' defaults, so the
 * editor's preview can pass the public settings as they are.
 */
export function locatorConfig(
  map: SettingsMap,
  options: { isEditor: boolean; origin: string },
): LocatorConfig {
  const content = text(map, "stock_locator.stock_init_popup_content", "");
  const redirect = text(map, "ntt_cxp_sl.cxp_redirect_url", "");
  return {
    market: text(map, "stock_locator.market", ""),
    popup:
      content === ""
        ? null
        : { header: text(map, "stock_locator.stock_init_popup_header", ""), content },
    partner:
      settingFlag(map, "ntt_cxp_sl.enabled") && redirect !== ""
        ? { label: text(map, "ntt_cxp_sl.button_label", "") || "اختر هذه السيارة", redirect }
        : null,
    prices: priceSettings(map),
    mainBrand: settingValue(map, "stock_locator.main_brand") ?? "Land Rover",
    defaultState: text(map, "stock_locator.default_state", ""),
    features: text(map, "stock_locator.features", "owner_visible")
      .split(",")
      .map((f) => f.trim())
      .filter(Boolean),
    isEditor: options.isEditor,
    origin: options.origin,
    dealers: {
      endpoint:
        settingValue(map, "stock_locator.endpoint_dealers")?.trim() ??
        "/public_api/listing//default/retailers",
      fallback: text(map, "stock_locator.fallback_dealers", ""),
    },
  };
}

/** The preview's configuration before the settings are read: every default. */
export const DEFAULT_LOCATOR_CONFIG: LocatorConfig = {
  market: "",
  popup: null,
  partner: null,
  prices: DEFAULT_PRICE_SETTINGS,
  mainBrand: "Land Rover",
  defaultState: "",
  features: ["owner_visible"],
  isEditor: true,
  origin: "",
  dealers: { endpoint: "/public_api/listing//default/retailers", fallback: "" },
};

/**
 * The server's data among an island's props: the generated BlockProps names only the block and
 * its position, so the extra prop is read here, checked for its shape.
 */
export function stockIslandDataOf(props: object): StockIslandData | null {
  const value: unknown = Reflect.get(props, "stock");
  if (typeof value !== "object" || value === null) return null;
  const data = value as Partial<StockIslandData>;
  return typeof data.search === "string" &&
    typeof data.config === "object" &&
    data.config !== null &&
    Array.isArray(data.selected)
    ? (value as StockIslandData)
    : null;
}

/**
 * The list setup a locator block's fields give: the filters its toggles switch on (the brand
 * filter off when sl_key_brand fixes a brand), its default sort and page size. The server's first
 * read (runtime/features/stock/page-data.ts) and the island use this one function, so both ask for the
 * same list.
 */
export function locatorSetup(
  fields: BlockInstanceMap["lrdx-stock-locator"]["fields"],
): LocatorSetup {
  const fixedBrand = fixedBrandOf(fields);
  return {
    enabled: enabledFilters(fields, fixedBrand),
    defaultSort: isSortOption(fields.default_sort) ? fields.default_sort : "createdAtDesc",
    fixedBrand,
    items: pageSize(fields.items_per_page),
  };
}

/** The vehicle attributes a card reads (runtime/core/stock/card.ts); the rest stays on the server. */
const CARD_FIELDS = [
  "vin",
  "nameplate_brand_name",
  "nameplate_name",
  "model_display_name",
  "state",
  "status",
  "version",
  "drivetrain",
  "production_year",
  "model_year",
  "transmission",
  "mileage",
  "mileage_unit",
  "engine_type",
  "engine_capacity_normalized",
  "engine_capacity_unit",
  "power",
  "power_unit",
  "battery_capacity",
  "number_of_seats",
  "color_name",
  "interior_color",
  "msrp_price",
  "sale_price",
  "monthly_price",
  "price_hidden",
  "financing_options",
  "price_metadata",
  "currency",
  "cover_photo_medium",
] as const satisfies readonly (keyof StockVehicleResource["attributes"])[];

/** A vehicle as a card needs it: the card's attributes and its first photo. */
export function cardVehicle(vehicle: StockVehicleResource): StockVehicleResource {
  const a = vehicle.attributes;
  const picked: Record<string, unknown> = {};
  for (const key of CARD_FIELDS) if (a[key] !== undefined) picked[key] = a[key];
  if (a.photos && a.photos.length > 0) picked.photos = a.photos.slice(0, 1);
  return { ...vehicle, attributes: picked as StockVehicleResource["attributes"] };
}

/**
 * A listing answer as the island's props carry it: the cards' vehicles and the meta (total,
 * paging, facets); the included items (photos, button sets) are not drawn by the list.
 */
export function cardListing(doc: StockListingDocument): StockListingDocument {
  return { data: doc.data.map(cardVehicle), included: [], meta: doc.meta };
}
