import { ar } from "../i18n/ar.ts";
import { en } from "../i18n/en.ts";

/**
 * The order-online journey's texts (site/i18n, section orderOnline) in the page's language:
 * Arabic for Arabic pages, English for every other one (the bundles' fallback). The server hands
 * them to the journey's islands as props, so the browser loads no translation bundle.
 * `{{name}}` placeholders are filled by fill().
 */

/** The shape of a text table with its literal strings widened (Arabic and English share it). */
type Widened<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Widened<T[K]> };

export type OrderOnlineTexts = Widened<typeof en.orderOnline>;

export function orderOnlineTexts(lang: string): OrderOnlineTexts {
  return lang === "ar" ? ar.orderOnline : en.orderOnline;
}

/** A text with its `{{name}}` placeholders replaced. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
