import { createContext } from "react";
import { DEFAULT_PRICE_SETTINGS, type PriceFormat } from "../../runtime/core/prices.ts";

/** What <Price> reads of the settings: the Price settings and the currency-exchange class. */
export interface PriceContextValue {
  settings: PriceFormat;
  /** currency_exchange.class_name (default 'price-exchange-class'). */
  exchangeClass: string;
}

export const defaultPriceContext: PriceContextValue = {
  settings: DEFAULT_PRICE_SETTINGS,
  exchangeClass: "price-exchange-class",
};

/**
 * The site's price settings for every <Price>: the page's static blocks get them from the server's
 * render; an island from the server's render and, in the browser, from the page's `price-context`
 * script (runtime/ssr/shell.tsx, site/islands/roots.tsx), so both render one text.
 */
export const PriceContext = createContext<PriceContextValue>(defaultPriceContext);
