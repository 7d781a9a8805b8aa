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
