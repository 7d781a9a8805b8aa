import sanitizeHtml from "sanitize-html";

/**
 * Stock data written in several languages at once, narrowed to the page's. The stock data
 * service sends one config and one vehicle to every language site, so its texts sometimes
 * carry each language side by side (`<p lang="ar">…</p><p lang="en">…</p>`, a disclaimer in
 * Arabic and the same in English). A page shows its own language's version when there is one,
 * and everything as it is when there is not: nothing is lost, nothing is said twice.
 */

/** The primary language subtag: "ar" of "ar-AE", "en" of "en_GB". */
function primaryLanguage(tag: string): string {
  return (tag.split(/[-_]/)[0] ?? "").toLowerCase();
}

/**
 * What the server's sanitising of rich text (runtime/core/sanitize-blocks.ts) lets through, so
 * that narrowing its output to one language changes nothing else.
 */
const SANITISED: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    "img",
    "figure",
    "figcaption",
    "bdi",
    "sup",
    "sub",
  ],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "srcset", "alt", "title", "width", "height", "loading"],
    "*": ["dir", "lang", "class"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
};

/**
 * Sanitised HTML without its elements marked for another language (`lang` attribute), when an
 * element marked for the page's language is there to take their place.
 */
export function htmlInLanguage(html: string, lang: string): string {
  const own = primaryLanguage(lang);
  const marked = [...html.matchAll(/\slang\s*=\s*["']?([A-Za-z_-]+)/g)].map((m) =>
    primaryLanguage(m[1] ?? ""),
  );
  if (!marked.includes(own) || marked.every((l) => l === own)) return html;
  return sanitizeHtml(html, {
    ...SANITISED,
    exclusiveFilter: (frame) => {
      const marking = frame.attribs.lang;
      return marking !== undefined && marking !== "" && primaryLanguage(marking) !== own;
    },
  });
}

/** Whether a text is written in Latin letters (it has one and no letter of another script). */
function isLatinText(text: string): boolean {
  return /[A-Za-z]/.test(text) && !/[^\p{Script=Latin}\P{L}]/u.test(text);
}

/**
 * Texts of one list (disclaimers) in the page's script: on a page whose own words are not
 * written in Latin letters, texts entirely in Latin letters are left out when others remain, and
 * the other way round; `pageSample` is any of the page's own translated words.
 */
export function textsInPageScript(texts: readonly string[], pageSample: string): string[] {
  const isLatinPage = isLatinText(pageSample);
  const own = texts.filter((text) => isLatinText(text) === isLatinPage);
  return own.length > 0 ? own : [...texts];
}
