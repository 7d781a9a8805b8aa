import { translator } from "../i18n/index.ts";

/**
 * The pre-order blocks' own interface texts (site/i18n, section evPreorder: form labels, phone
 * verification, countdown), in the page's language. What editors write (headings, paragraphs,
 * buttons of each view) comes from the block's fields instead.
 */
export type EvText = (key: string, values?: Record<string, string | number>) => string;

export function evText(lang: string): EvText {
  const t = translator(lang);
  return (key, values) => String(t(`evPreorder.${key}`, values ?? {}));
}
