import type { FamilyPage } from "./family-page.ts";

/** The demo page of this family: every block below, in this order, from its schema examples. */
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
};
