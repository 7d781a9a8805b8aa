import { SORT_OPTIONS, type SortOption, type StockQuery } from "./filters.ts";
import { pageSize } from "./url-state.ts";

/**
 * The Stock Locator Carousel's listing call (002 §3.13): its publication list, narrowed to the
 * block's brand (ci_key_brand) and, per brand, to a model (lr_model_key, jag_model_key: the
 * nameplate codes of 001 §9, read as the nameplate names the stock data carries).
 */

/** Nameplate code -> the nameplate name the listing filters on (filter[nameplate_name_eq]). */
export const NAMEPLATE_NAMES: Readonly<Record<string, string>> = {
  l405: "Range Rover",
  l460: "Range Rover",
  l494: "Range Rover Sport",
  l461: "Range Rover Sport",
  l560: "Range Rover Velar",
  l551: "Range Rover Evoque",
  l550: "Discovery Sport",
  l663: "Defender",
  l462: "Discovery",
  x761: "F-PACE",
  x590: "I-PACE",
  x540: "E-PACE",
  x152: "F-TYPE",
  x760: "XE",
  x260: "XF",
};

interface CarouselFields {
  ci_key_brand: string;
  lr_model_key: string;
  jag_model_key: string;
  items: number;
  sort: string;
}

/** The model a carousel shows: the model key of its brand; '' for every model. */
function carouselModel(fields: CarouselFields): string {
  const key =
    fields.ci_key_brand === "Land Rover"
      ? fields.lr_model_key
      : fields.ci_key_brand === "Jaguar"
        ? fields.jag_model_key
        : "";
  return NAMEPLATE_NAMES[key.toLowerCase()] ?? "";
}

export function carouselQuery(fields: CarouselFields): StockQuery {
  const brand = fields.ci_key_brand.trim();
  const model = carouselModel(fields);
  const sort = Object.hasOwn(SORT_OPTIONS, fields.sort)
    ? SORT_OPTIONS[fields.sort as SortOption]
    : SORT_OPTIONS.createdAtDesc;
  return {
    checkbox: {},
    range: {},
    exact: {
      ...(brand !== "" ? { nameplate_brand_name_eq: brand } : {}),
      ...(model !== "" ? { nameplate_name_eq: model } : {}),
    },
    dealerCodes: null,
    sort,
    page: 1,
    items: pageSize(fields.items),
    facets: [],
  };
}
