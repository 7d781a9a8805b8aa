/**
 * Text made safe for HTML written as a string (the server's own pages, the search snippets, the
 * external navigation), in element text and in quoted attributes alike. Two spellings of the same
 * escape, because pages already served keep theirs byte for byte.
 */

const NAMED: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

const SPECIAL = /[&<>"']/g;

/** `&`, `<`, `>`, `"` and `'` as named entities (`'` as `&#39;`, which every HTML version reads). */
export function escapeHtml(text: string): string {
  return text.replace(SPECIAL, (c) => NAMED[c] ?? c);
}

/** The same five characters as numeric references (`&#38;`, `&#60;`…): the server's fallback pages. */
export function escapeHtmlNumeric(text: string): string {
  return text.replace(SPECIAL, (c) => `&#${c.charCodeAt(0)};`);
}
