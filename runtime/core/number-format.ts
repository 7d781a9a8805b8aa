/**
 * Intl number formatters, made once per locale and options and kept: making one costs far more
 * than using it (the locale's data is looked up each time), and a page's blocks write digits in
 * every render, e.g. each quiz question's step counter. A handful of locales and option sets
 * exist, so the cache stays small.
 */
const kept = new Map<string, Intl.NumberFormat>();

export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let format = kept.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    kept.set(key, format);
  }
  return format;
}

/**
 * The locale a page writes its numbers in: its language's tag with the site's digits
 * (settings price.digits, Latin by default) made explicit, `ar-u-nu-latn` or `ar-u-nu-arab`.
 * Every figure on a page (prices, counts, step counters, dates' days) follows the one setting:
 * the language's own default is no guide, since CLDR's `ar` moved from Arabic-Indic to Latin
 * digits between versions, so a browser and the server could disagree.
 */
export function digitLocale(tag: string, digits: "latin" | "arabic-indic"): string {
  return `${tag}-u-nu-${digits === "arabic-indic" ? "arab" : "latn"}`;
}

/**
 * The ten digits a locale writes (Arabic-Indic for ar, Latin for en), in order. The server puts
 * them in the page's site context, so an island writes a whole number with {@link integerText}
 * without Intl: a browser's first Intl formatter loads its locale data, a long task on a phone
 * (about 50 ms, 200 ms at a phone's speed) in the middle of hydrating.
 */
export function localeDigits(locale: string): string {
  const format = numberFormat(locale, { useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, d) => format.format(d));
  return digits.every((d) => [...d].length === 1) ? digits.join("") : "";
}

/**
 * A whole number without grouping in the locale's digits: mapped through `digits` (the
 * locale's own, from {@link localeDigits}) when given, else written by Intl.
 */
export function integerText(n: number, locale: string, digits = ""): string {
  const ten = [...digits];
  if (ten.length !== 10 || !Number.isSafeInteger(n) || n < 0)
    return numberFormat(locale, { useGrouping: false }).format(n);
  return [...String(n)].map((d) => ten[Number(d)]).join("");
}
