import { convertPriceText } from "../../runtime/core/currency-exchange.ts";

/** What the conversion needs of an element: the DOM's Element, or a stand-in in tests. */
export interface PriceElement {
  textContent: string | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

/** The text an element had before its first conversion, so a second rate never compounds. */
const ORIGINAL = "data-exchange-original";

/**
 * Converts the price in every element with the class (default 'price-exchange-class') by the
 * rate, truncated to a whole number (runtime/core/currency-exchange.ts, convertPriceText).
 * Returns how many elements changed.
 */
export function applyExchangeRate(
  root: { querySelectorAll(selector: string): Iterable<PriceElement> },
  rate: number,
  options: { className?: string; delimiter?: string } = {},
): number {
  const className = options.className || "price-exchange-class";
  // The settings schema's rule for the class: a plain class name needs no escaping.
  if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(className)) return 0;
  let changed = 0;
  for (const element of root.querySelectorAll(`.${className}`)) {
    const original = element.getAttribute(ORIGINAL) ?? element.textContent ?? "";
    const converted = convertPriceText(original, rate, options.delimiter ?? ",");
    if (converted === element.textContent) continue;
    element.setAttribute(ORIGINAL, original);
    element.textContent = converted;
    changed++;
  }
  return changed;
}

/** The id of the JSON the page carries when it has prices to convert (site/ui/price.tsx). */
export const PRICE_EXCHANGE_DATA_ID = "price-exchange";

/** What the server writes for the browser: the rate it fetched, the class, the delimiter. */
export interface PriceExchangeData {
  rate: number;
  className: string;
  delimiter: string;
}

/**
 * Converts the page's prices with the rate the server wrote (site/islands/client.tsx loads this
 * chunk only on pages that carry it). Returns how many elements changed.
 */
export function startPriceExchange(doc: Document): number {
  const text = doc.getElementById(PRICE_EXCHANGE_DATA_ID)?.textContent;
  if (!text) return 0;
  const data = JSON.parse(text) as Partial<PriceExchangeData>;
  if (typeof data.rate !== "number") return 0;
  return applyExchangeRate(doc, data.rate, {
    className: data.className ?? "",
    delimiter: data.delimiter ?? ",",
  });
}
