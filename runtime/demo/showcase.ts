import { blockRegistry } from "../../generated/blocks.ts";
import type { BlockInstanceMap, BlockTemplateKey } from "../../generated/types.ts";
import { type DemoBlock, example } from "./examples.ts";
import { familyLinksBlock, familyOnlyKeys } from "./families/index.ts";

export { type DemoBlock, example, examplesOf } from "./examples.ts";

/**
 * Where a few blocks sit on the showcase (/ar/blocks) so it reads as a page: the hero opens it, the
 * in-page navigation follows and links to the sections below, the form closes it. Every other
 * block of the registry, a new one included, goes in between by its catalogue priority: no
 * block needs a line here to appear, unless it has a demo page of its own (OWN_PAGE_BLOCKS).
 */
const opening: readonly BlockTemplateKey[] = ["lrdx-hero-title-banner", "lrdx-in-page-navigation"];
const closing: readonly BlockTemplateKey[] = ["lrdx-form-component"];
/**
 * Blocks the demo shows on their own page instead (the stock blocks on /stock: each reads a
 * whole listing).
 */
export const OWN_PAGE_BLOCKS: readonly BlockTemplateKey[] = [
  "lrdx-stock-locator",
  "lrdx-overseas-stock-locator",
  "lrdx-stock-locator-carousel",
];
const navigationKey = "lrdx-in-page-navigation" satisfies BlockTemplateKey;
/** One link of the navigation, typed by the generated block so a schema change shows here. */
type NavigationLink = BlockInstanceMap[typeof navigationKey]["groups"][number];
/** The navigation schema's limits on its links (groups maxItems, label maxLength). */
const maxNavigationLinks = 10;
const maxNavigationLabel = 60;

/** Every registry block key in showcase order. */
export function showcaseKeys(): BlockTemplateKey[] {
  const all = (Object.keys(blockRegistry) as BlockTemplateKey[]).sort((a, b) => {
    const byPriority = blockRegistry[a].listPriority - blockRegistry[b].listPriority;
    return byPriority !== 0 ? byPriority : a.localeCompare(b);
  });
  const placed = new Set<string>([...opening, ...closing, ...OWN_PAGE_BLOCKS, ...familyOnlyKeys()]);
  const present = (keys: readonly BlockTemplateKey[]) => keys.filter((k) => k in blockRegistry);
  return [...present(opening), ...all.filter((k) => !placed.has(k)), ...present(closing)];
}

const nonEmptyString = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

/**
 * The showcase: the first example of every block in the registry, in showcase order. Offer
 * schedules are dropped (the showcase shows every block whatever the date), scroll ids are kept
 * unless two blocks share one, and the in-page navigation links to each section below it that has
 * a heading, by its scroll id or by its position.
 */
export function showcaseBlocks(): DemoBlock[] {
  const usedIds = new Set<string>();
  const blocks = showcaseKeys().map((key) => {
    const block = example(key);
    delete block.fields.offer_schedule;
    const id = block.fields.block_scroll_id;
    if (nonEmptyString(id)) {
      if (usedIds.has(id)) block.fields.block_scroll_id = "";
      usedIds.add(id);
    }
    return block;
  });
  // The links to the demo's block family pages follow the in-page navigation.
  const afterNavigation = blocks.findIndex((b) => b.template === navigationKey) + 1;
  blocks.splice(afterNavigation, 0, familyLinksBlock());
  const navIndex = blocks.findIndex((b) => b.template === navigationKey);
  const nav = blocks[navIndex];
  if (nav) {
    nav.groups = blocks
      .map((block, index) => ({ block, index }))
      .filter(({ block, index }) => index > navIndex && nonEmptyString(block.fields.heading))
      .slice(0, maxNavigationLinks)
      .map(({ block, index }) => {
        const heading = String(block.fields.heading).trim();
        const id = block.fields.block_scroll_id;
        return {
          label:
            heading.length <= maxNavigationLabel
              ? heading
              : blockRegistry[block.template as BlockTemplateKey].label,
          // The site anchors the N-th block as component-N (1-based) when it has no scroll id.
          block_scroll_id: nonEmptyString(id) ? id : `component-${index + 1}`,
        } satisfies NavigationLink;
      });
  }
  return blocks;
}
