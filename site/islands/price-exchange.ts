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
 * Returns how many elements changed. Not wired yet: the islands runtime calls it once the rate
 * is known.
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
