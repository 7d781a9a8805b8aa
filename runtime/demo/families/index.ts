import type { DemoBlock } from "../examples.ts";
import { carouselsPage } from "./carousels.ts";
import { type FamilyPage, pageBlocks } from "./family-page.ts";
import { featuresPage } from "./features.ts";
import { galleriesPage } from "./galleries.ts";
import { heroPage } from "./hero.ts";
import { layoutPage } from "./layout.ts";
import { retailersPage } from "./retailers.ts";
import { views360Page } from "./views360.ts";

/** The demo's block family pages, in the order the home page links them. */
export const FAMILY_PAGES: readonly FamilyPage[] = [
  heroPage,
  carouselsPage,
  galleriesPage,
  layoutPage,
  featuresPage,
  views360Page,
  retailersPage,
];

/** Blocks the home page showed before the family pages existed: they stay there too. */
const ALSO_ON_HOME: ReadonlySet<string> = new Set([
  "lrdx-hero-title-banner",
  "lrdx-accordion",
  "lrdx-ready-to-go-bar",
  "lrdx-news",
]);

/** Template keys shown only on a family page, never on the home page. */
export function familyOnlyKeys(): string[] {
  return FAMILY_PAGES.flatMap((page) => page.keys).filter((key) => !ALSO_ON_HOME.has(key));
}

/** The family pages as the content file stores pages. */
export function demoFamilyPages() {
  return FAMILY_PAGES.map((page) => ({
    path: page.path,
    title: page.title,
    meta_description: page.description,
    image_id: 30001,
    blocks: pageBlocks(page),
  }));
}

/** The home page's links to the family pages: a list in an HTML box. */
export function familyLinksBlock(): DemoBlock {
  const items = FAMILY_PAGES.map(
    (page) => `<li><a href="/ar/${page.path}">${page.title}</a> — ${page.description}</li>`,
  ).join("");
  return {
    template: "lrdx-html-box",
    fields: {
      block_scroll_id: "block-families",
      heading: "معرض الكتل",
      html: `<p>كل كتلة من كتالوج المحررين معروضة بمحتوى عربي، مجمّعة في صفحات حسب العائلة:</p><ul>${items}</ul>`,
    },
    groups: [],
  };
}
