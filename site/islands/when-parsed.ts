/**
 * Runs `start` once the document is parsed. The site's scripts are async modules (fetched at low
 * priority, never holding the first paint), so one already in the browser's cache can run while
 * the parser is still in the body: what it looks for there (islands, the news back link, the
 * site context at the end of the body) may not be in the document yet.
 */
export function whenParsed(start: () => void, doc: Document = document): void {
  if (doc.readyState === "loading")
    doc.addEventListener("DOMContentLoaded", () => start(), { once: true });
  else start();
}
