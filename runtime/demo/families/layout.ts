import { type DemoBlock, example } from "../examples.ts";
import type { FamilyPage } from "./family-page.ts";

/** An example without its offer schedule (the demo shows every block whatever the date). */
function shown(key: string, index = 0, patch: Record<string, unknown> = {}): DemoBlock {
  const block = example(key, index, patch);
  delete block.fields.offer_schedule;
  return block;
}

/**
 * The page's blocks: each tab block is followed by the blocks its tabs own (blocks_count 1 per
 * tab in the first examples), so the demo's tabs switch real blocks.
 */
function layoutBlocks(): DemoBlock[] {
  return [
    shown("lrdx-text-steps"),
    shown("lrdx-parallax-image"),
    // Section Tabs: "التصميم الخارجي" owns the masonry, "المقصورة" the interior figures.
    shown("lrdx-section-tabs"),
    shown("lrdx-masonry"),
    shown("lrdx-specification-at-a-glance", 0, {
      heading: "المقصورة في لمحة",
      block_scroll_id: "interior-figures",
    }),
    // Section Image Tabs: Range Rover, Defender and Discovery each own one block.
    shown("lrdx-section-image-tabs"),
    shown("lrdx-specification-accordion"),
    shown("lrdx-specification-at-a-glance", 1, { heading: "ديفندر في أرقام" }),
    shown("lrdx-text-steps", 1, { heading: "اطلب ديسكفري الخاصة بك" }),
    shown("lrdx-accordion"),
  ];
}

/** The demo page of this family: every block below, with tabs over real following blocks. */
export const layoutPage: FamilyPage = {
  path: "blocks/layout",
  title: "التبويبات والمواصفات",
  description: "الخطوات والتبويبات والمواصفات وصور المنظور والشبكات.",
  keys: [
    "lrdx-text-steps",
    "lrdx-parallax-image",
    "lrdx-section-tabs",
    "lrdx-section-image-tabs",
    "lrdx-specification-accordion",
    "lrdx-specification-at-a-glance",
    "lrdx-masonry",
    "lrdx-accordion",
  ],
  blocks: layoutBlocks,
};
