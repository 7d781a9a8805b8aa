import { formatAmount, type PriceFormat } from "../../../runtime/core/prices.ts";
import type { CardTexts } from "../../../runtime/core/stock/card.ts";
import type { StockFilterKey } from "../../../runtime/core/stock/filters.ts";
import type { translator } from "../../i18n/index.ts";

export type Translate = ReturnType<typeof translator>;

/** A number as the site writes amounts: its thousands separator and digits. */
export function numberText(value: number, prices: PriceFormat): string {
  return formatAmount(value, {
    delimiter: prices.delimiter,
    decimals: Number.isInteger(value) ? 0 : 1,
    digits: prices.digits,
  });
}

/** A key's translation, or `fallback` when the tables have none (i18next then returns the key). */
function textOr(t: Translate, key: string, fallback: string): string {
  const value = String(t(key));
  return value === key ? fallback : value;
}

/** The card's labels and values in the page's language. */
export function cardTexts(t: Translate, prices: PriceFormat): CardTexts {
  return {
    attribute: (key) => textOr(t, `stockLocator.attributes.${key}`, key),
    value: (kind, value) => textOr(t, `stockLocator.values.${kind}.${value}`, value),
    priceOnRequest: String(t("stockLocator.priceOnRequest")),
    unit: (unit) => textOr(t, `stockLocator.units.${unit}`, unit),
    number: (n) => numberText(n, prices),
  };
}

/** A facet option's label: enumerations in words, names (brands, models, colours) as they are. */
export function optionLabel(t: Translate, key: StockFilterKey, value: string): string {
  const kind: Partial<Record<StockFilterKey, string>> = {
    engine_types: "engine",
    transmissions: "transmission",
    states: "state",
    statuses: "status",
    colors: "color",
    financing_options: "financing",
  };
  const k = kind[key];
  return k ? textOr(t, `stockLocator.values.${k}.${value}`, value) : value;
}
