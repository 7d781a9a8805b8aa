import type { DemoBlock } from "../examples.ts";
import { calculatorsPage } from "./calculators.ts";
import { carouselsPage } from "./carousels.ts";
import { type FamilyPage, pageBlocks } from "./family-page.ts";
import { featuresPage } from "./features.ts";
import { financePage } from "./finance.ts";
import { galleriesPage } from "./galleries.ts";
import { heroPage } from "./hero.ts";
import { layoutPage } from "./layout.ts";
import { modelsPage } from "./models.ts";
import { ownerToolsPage } from "./owner-tools.ts";
import { quizzesPage } from "./quizzes.ts";
import { rangePage } from "./range.ts";
import { rentalPage } from "./rental.ts";
import { retailersPage } from "./retailers.ts";
import { selectorsPage } from "./selectors.ts";
import { views360Page } from "./views360.ts";

/** The demo's block family pages, in the order the showcase (/ar/blocks) links them. */
export const FAMILY_PAGES: readonly FamilyPage[] = [
  heroPage,
  carouselsPage,
  galleriesPage,
  layoutPage,
  featuresPage,
  views360Page,
  retailersPage,
  modelsPage,
  quizzesPage,
  ownerToolsPage,
  selectorsPage,
  financePage,
  rangePage,
  calculatorsPage,
  rentalPage,
];

/** Blocks the showcase showed before the family pages existed: they stay there too. */
const ALSO_ON_HOME: ReadonlySet<string> = new Set([
  "lrdx-hero-title-banner",
  "lrdx-accordion",
  "lrdx-ready-to-go-bar",
  "lrdx-news",
]);

/** Template keys shown only on a family page, never on the showcase. */
export function familyOnlyKeys(): string[] {
  return FAMILY_PAGES.flatMap((page) => page.keys).filter((key) => !ALSO_ON_HOME.has(key));
}

/**
 * A family page's title: its one level-1 heading (an HTML box naming the family and what it
 * holds), so the heroes shown below it keep their own look with a level-2 heading.
 */
function familyTitle(page: FamilyPage): DemoBlock {
  return {
    template: "lrdx-html-box",
    fields: {
      block_scroll_id: "family",
      heading: page.title,
      header_tag: 1,
      html: `<p>${page.description}</p>`,
      dir: "rtl",
    },
    groups: [],
  };
}

/** A block whose example opens a page (header_tag 1), made a section of the page (level 2). */
function asSection(block: DemoBlock): DemoBlock {
  return block.fields.header_tag === 1
    ? { ...block, fields: { ...block.fields, header_tag: 2 } }
    : block;
}

/**
 * The family pages as the content file stores pages: the page's title, then its blocks, each a
 * section under the title (one level-1 heading a page).
 */
export function demoFamilyPages() {
  return FAMILY_PAGES.map((page) => ({
    path: page.path,
    title: page.title,
    meta_description: page.description,
    image_id: 30001,
    blocks: [familyTitle(page), ...pageBlocks(page).map(asSection)],
  }));
}

/** The showcase's links to the family pages: a list in an HTML box. */
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
