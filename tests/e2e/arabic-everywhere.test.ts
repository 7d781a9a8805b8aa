import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../../site/i18n/ar.ts";
import { en } from "../../site/i18n/en.ts";
import { internalLinks } from "../helpers/site-crawl.ts";
import { startSite } from "../helpers/start-site.ts";

/**
 * Every demo page in Arabic reads Arabic: a crawl of the site from /ar/, kept to /ar/ pages (a
 * few showroom pages of the hundreds the listing links), looks in what a visitor reads (text,
 * and the alt, title, placeholder and aria-label a screen reader or a tooltip reads) for Latin
 * month names (a date written by an English Intl) and for the site's own English texts (a key
 * missing from the Arabic bundle falls back to English, or a text written in the code).
 */

/** Full Latin month names, and the short ones beside a day or a year ("28 Nov", "Nov 2026"). */
const LATIN_MONTH =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b|\b\d{1,2} (Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b|\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec) \d{1,4}\b/;

/** Tables of names, not sentences: brands, models and drivetrains are data the pages may show. */
const NAME_TABLES = [
  "stockLocator.values.brand.",
  "stockLocator.values.model.",
  "stockLocator.values.drivetrain.",
];

type Tree = { readonly [key: string]: unknown };

function leaves(tree: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === "string") out.set(prefix, tree);
  else if (tree && typeof tree === "object")
    for (const [k, v] of Object.entries(tree as Tree))
      leaves(v, prefix === "" ? k : `${prefix}.${k}`, out);
  return out;
}

/**
 * The English phrases an Arabic page must not show: each English text whose Arabic differs,
 * cut at its placeholders, kept when a fragment has at least two English words (a lone word
 * such as "Jaguar" or "km" may be a name or a unit).
 */
function englishPhrases(): Map<string, string> {
  const arabic = leaves(ar);
  const phrases = new Map<string, string>();
  for (const [key, text] of leaves(en)) {
    if (NAME_TABLES.some((p) => key.startsWith(p))) continue;
    if (arabic.get(key) === text) continue;
    for (const fragment of text.split(/\{\{?[^}]*\}?\}/)) {
      const words = fragment.match(/[A-Za-z]{2,}/g) ?? [];
      if (words.length >= 2) phrases.set(fragment.trim(), key);
    }
  }
  return phrases;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  "#39": "'",
  "#x27": "'",
  lt: "<",
  gt: ">",
  nbsp: " ",
};

/** What a visitor reads of a page: its text and its read-out attributes, one space between. */
function readText(html: string): string {
  const body = html
    .replace(/<head[\s\S]*?<\/head>/i, " ")
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    // A part marked as another language (the language switch's «English») is that language.
    .replace(/<(a|span|option|li|p|bdi)\b[^>]*\slang="(?!ar)[^"]*"[^>]*>[\s\S]*?<\/\1>/gi, " ");
  const attributes = [...body.matchAll(/\s(?:alt|title|placeholder|aria-label)="([^"]*)"/g)].map(
    (m) => m[1],
  );
  const text = body.replace(/<[^>]+>/g, " ");
  return [text, ...attributes]
    .join(" ")
    .replace(/&(amp|quot|#39|#x27|lt|gt|nbsp);/g, (_, e: string) => ENTITIES[e] ?? "")
    .replace(/\s+/g, " ");
}

/** Showroom pages sampled: the listing links hundreds, all drawn by the same page. */
const SHOWROOM_SAMPLE = 6;
const PAGE_LIMIT = 180;

async function arabicPages(url: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const queue = ["/ar/"];
  const seen = new Set(queue);
  let showrooms = 0;
  const visit = async (path: string) => {
    const response = await fetch(url + path);
    const type = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || !type.includes("text/html")) {
      await response.body?.cancel();
      return;
    }
    const html = await response.text();
    pages.set(path, html);
    for (const link of internalLinks(html, url + path)) {
      const bare = link.split("?")[0] ?? link;
      if (seen.has(link) || !bare.startsWith("/ar/") || /^\/ar\/(cms|admin)\b/.test(bare)) continue;
      // Query variants of a page are the same words (the listing's filters, a news page).
      if (link.includes("?") && seen.has(bare)) continue;
      if (bare.startsWith("/ar/showroom/") && ++showrooms > SHOWROOM_SAMPLE) continue;
      if (seen.size >= PAGE_LIMIT) break;
      seen.add(link);
      queue.push(link);
    }
  };
  while (queue.length > 0) await Promise.all(queue.splice(0, 6).map(visit));
  return pages;
}

describe("Arabic everywhere on Arabic pages", () => {
  let site: Awaited<ReturnType<typeof startSite>> | null = null;
  let pages = new Map<string, string>();
  beforeAll(async () => {
    site = await startSite();
    pages = await arabicPages(site.url);
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
  });

  it("reaches the demo's Arabic pages, showroom pages among them", () => {
    expect(pages.size).toBeGreaterThan(20);
    expect([...pages.keys()].some((p) => p.startsWith("/ar/showroom/"))).toBe(true);
  });

  it("writes no month in Latin letters", () => {
    const found = [...pages].flatMap(([path, html]) => {
      const match = LATIN_MONTH.exec(readText(html));
      return match ? [`${path}: «${match[0]}»`] : [];
    });
    expect(found).toEqual([]);
  });

  it("shows none of the site's English texts", () => {
    const phrases = englishPhrases();
    // The check itself sees an English text when one is there, and not in another language.
    expect(phrases.get("Back to News Section")).toBe("news.back");
    expect(readText("<main><a href='/ar/news'>Back to News Section</a></main>")).toContain(
      "Back to News Section",
    );
    expect(readText('<a lang="en" href="/en/">Back to News Section</a>')).not.toContain("Back");
    const found = [...pages].flatMap(([path, html]) => {
      const text = readText(html);
      return [...phrases]
        .filter(([phrase]) => text.includes(phrase))
        .map(([phrase, key]) => `${path}: «${phrase}» (${key})`);
    });
    expect(found).toEqual([]);
  });
});
