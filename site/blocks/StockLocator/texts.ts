import { formatAmount, type PriceFormat } from "../../../runtime/core/prices.ts";
import type { CardTexts } from "../../../runtime/core/stock/card.ts";
import type { StockFilterKey } from "../../../runtime/core/stock/filters.ts";
import type { translator } from "../../i18n/index.ts";
import { brandText, modelParts, textOr } from "../../showroom/texts.ts";

export type Translate = ReturnType<typeof translator>;

/** A number as the site writes amounts: its thousands separator and digits. */
export function numberText(value: number, prices: PriceFormat): string {
  return formatAmount(value, {
    delimiter: prices.delimiter,
    decimals: Number.isInteger(value) ? 0 : 1,
    digits: prices.digits,
  });
}

/** The card's labels and values in the page's language. */
export function cardTexts(t: Translate, prices: PriceFormat): CardTexts {
  return {
    attribute: (key) => textOr(t, `stockLocator.attributes.${key}`, key),
    value: (kind, value) => textOr(t, `stockLocator.values.${kind}.${value}`, value),
    priceOnRequest: String(t("stockLocator.priceOnRequest")),
    unit: (unit) => textOr(t, `stockLocator.units.${unit}`, unit),
    number: (n) => numberText(n, prices),
    name: (brand, nameplate, displayName) =>
      [brandText(t, brand), ...modelParts(t, nameplate, displayName)].join(" ").trim(),
  };
}

/**
 * A facet option's label: enumerations in words, brands and models as the page's language
 * writes them (stockLocator.values.brand / .model: «ديفندر» where the menu says so), other names
 * (paint names, dealers) as they are.
 */
export function optionLabel(t: Translate, key: StockFilterKey, value: string): string {
  const kind: Partial<Record<StockFilterKey, string>> = {
    brands: "brand",
    models: "model",
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
