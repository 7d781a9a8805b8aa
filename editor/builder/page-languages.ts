import { disabledPreviewUrl } from "../../runtime/core/disabled-preview.ts";
import {
  LANGUAGES,
  type Language,
  languageByUrl,
  languagePagePath,
} from "../../runtime/core/languages.ts";
import type { PageSummary } from "./page-types.ts";

/**
 * The builder's languages: the page tree shows one site language at a time (pages.lang), and a
 * page's language versions are the pages that share its translation_key.
 *
 * Decisions where the brief left them open:
 * - The tree's language is the open page's; choosing another one writes it to the address
 *   (`/ar/cms/pages/7?lang=en`, `/ar/cms?lang=en`), so a link or a reload shows the same tree.
 *   With neither, it is the last one chosen (localStorage, TREE_LANGUAGE_KEY), then Arabic.
 * - The selector lists Arabic, English and Hebrew (the bundled languages) and every language
 *   that has pages first, then all 51 by their own names, so any language can get its first page.
 */

/** Always offered first, pages or not: the site's language and the two bundled translations. */
export const ALWAYS_OFFERED = ["ar", "en", "he"] as const;

/** Where the last chosen tree language is kept between visits. */
export const TREE_LANGUAGE_KEY = "cms.tree-language";

/** The default tree language: the site's. */
export const DEFAULT_TREE_LANGUAGE = "ar";

const order = new Map(LANGUAGES.map((l, i) => [l.url as string, i]));
const byOrder = (a: string, b: string) =>
  (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER);

/** One language of the selector, with how many pages it has. */
export interface TreeLanguage {
  language: Language;
  pageCount: number;
}

/**
 * The selector's first group: ar, en and he, then every other language that has pages (in the
 * specification's order), each with its page count.
 */
export function treeLanguages(pages: readonly Pick<PageSummary, "lang">[]): TreeLanguage[] {
  const counts = new Map<string, number>();
  for (const page of pages) counts.set(page.lang, (counts.get(page.lang) ?? 0) + 1);
  const others = [...counts.keys()]
    .filter((code) => !(ALWAYS_OFFERED as readonly string[]).includes(code))
    .sort(byOrder);
  return [...ALWAYS_OFFERED, ...others].flatMap((code) => {
    const language = languageByUrl(code);
    return language ? [{ language, pageCount: counts.get(code) ?? 0 }] : [];
  });
}

/** The selector's second group: every language not in the first, by the specification's order. */
export function otherLanguages(first: readonly TreeLanguage[]): Language[] {
  const shown = new Set(first.map((l) => l.language.url as string));
  return LANGUAGES.filter((l) => !shown.has(l.url));
}

/** The pages of one language: the tree is built from these only. */
export function pagesIn<T extends Pick<PageSummary, "lang">>(
  pages: readonly T[],
  lang: string,
): T[] {
  return pages.filter((p) => p.lang === lang);
}

/** A URL code the site knows, or null. */
export function knownLanguage(code: string | null | undefined): string | null {
  return code && languageByUrl(code) ? code : null;
}

/**
 * The tree's language: `?lang=` when it names a language, else the open page's, else the last
 * chosen, else Arabic.
 */
export function pickTreeLanguage(input: {
  query: string | null;
  pageLang: string | null;
  stored: string | null;
}): string {
  return (
    knownLanguage(input.query) ??
    knownLanguage(input.pageLang) ??
    knownLanguage(input.stored) ??
    DEFAULT_TREE_LANGUAGE
  );
}

/** The language's own name (English, עברית…), or the code when it is unknown. */
export function languageName(code: string): string {
  return languageByUrl(code)?.name ?? code;
}

/** The other language versions of a page: pages sharing its translation key, by language order. */
export function versionsOf<T extends Pick<PageSummary, "id" | "lang" | "translation_key">>(
  page: Pick<PageSummary, "id" | "translation_key">,
  pages: readonly T[],
): T[] {
  if (page.translation_key === null) return [];
  return pages
    .filter((p) => p.id !== page.id && p.translation_key === page.translation_key)
    .sort((a, b) => byOrder(a.lang, b.lang));
}

/**
 * The languages a new version of the page may be written in: every language but its own and
 * those it already has a version in (the server answers 409 translation_taken to those).
 */
export function languagesWithoutVersion(
  page: Pick<PageSummary, "id" | "lang" | "translation_key">,
  pages: readonly Pick<PageSummary, "id" | "lang" | "translation_key">[],
): Language[] {
  const taken = new Set<string>([page.lang, ...versionsOf(page, pages).map((v) => v.lang)]);
  return LANGUAGES.filter((l) => !taken.has(l.url));
}

/** Where visitors see a page: /{lang}/{path}, the home page (index) at /{lang}/. */
export function sitePathOf(page: { lang: string; path: string }): string {
  return languagePagePath(page.lang, page.path);
}

/**
 * Where a signed-in editor sees an unpublished or disabled page as visitors will once it is
 * published (its saved working copy, under a banner): /{lang}/disabled-preview/{path}.
 */
export function previewPathOf(page: { lang: string; path: string }): string {
  return disabledPreviewUrl(`/${page.lang}/`, page.path);
}

/**
 * The builder's address of a page. It needs no `?lang=`: without one the tree shows the open
 * page's language (pickTreeLanguage), so links stay short and a reload keeps the language.
 */
export function builderPathOf(page: { id: number }): string {
  return `/cms/pages/${page.id}`;
}

/** The text direction of a language (the page's content, its preview and its text fields). */
export function directionOf(code: string): "rtl" | "ltr" {
  return languageByUrl(code)?.dir ?? "rtl";
}

/** The BCP 47 tag of a language, for `lang` attributes. */
export function tagOf(code: string): string {
  return languageByUrl(code)?.tag ?? code;
}
