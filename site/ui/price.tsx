import { useContext } from "react";
import { currencyExchangeConfig } from "../../runtime/core/currency-exchange.ts";
import { type FormatPriceOptions, formatPrice, priceSettings } from "../../runtime/core/prices.ts";
import type { SettingsMap } from "../../runtime/core/settings.ts";
import {
  PRICE_EXCHANGE_DATA_ID,
  type PriceExchangeData as PriceExchangeDataValue,
} from "../islands/price-exchange.ts";
import { scriptJson } from "../layouts/block-frame.tsx";
import { PriceContext, type PriceContextValue } from "./price-context.ts";

export { PriceContext };

/** The context's value from the merged settings (the main layout provides it to the page). */
export function priceContextValue(map: SettingsMap): PriceContextValue {
  return { settings: priceSettings(map), exchangeClass: currencyExchangeConfig(map).className };
}

interface PriceProps
  extends Pick<
    FormatPriceOptions,
    "type" | "allowZero" | "decimals" | "disclaimer" | "calculator" | "template"
  > {
  value: unknown;
  /** The price is converted by the currency-exchange rate in the browser (its class is added). */
  isExchanged?: boolean;
  className?: string;
}

/**
 * A price written by the product's one formatter (runtime/core/prices.ts) with the site's Price
 * settings, isolated for bidirectional text. Nothing when the formatter gives "" (not a number,
 * 0 or less without allowZero). With isExchanged it carries the currency-exchange class, so the
 * page's exchange script converts it (site/islands/price-exchange.ts).
 */
export function Price({ value, isExchanged = false, className = "", ...options }: PriceProps) {
  const { settings, exchangeClass } = useContext(PriceContext);
  const text = formatPrice(value, settings, options);
  if (text === "") return null;
  const classes = ["price", isExchanged ? exchangeClass : "", className].filter(Boolean);
  return <bdi className={classes.join(" ")}>{text}</bdi>;
}

/**
 * The rate the server fetched, for the page's exchange script (site/islands/price-exchange.ts):
 * written only on pages with prices to convert and a rate (see runtime/ssr/shell.tsx).
 */
export function PriceExchangeData({ rate }: { rate: number }) {
  const { settings, exchangeClass } = useContext(PriceContext);
  const data: PriceExchangeDataValue = {
    rate,
    className: exchangeClass,
    delimiter: settings.delimiter,
  };
  return (
    <script
      type="application/json"
      id={PRICE_EXCHANGE_DATA_ID}
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
