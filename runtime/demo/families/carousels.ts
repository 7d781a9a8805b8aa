import type { FamilyPage } from "./family-page.ts";

/** The demo page of this family: every block below, in this order, from its schema examples. */
export const carouselsPage: FamilyPage = {
  path: "blocks/carousels",
  title: "الشرائح والعروض المتحركة",
  description: "شرائح الأرقام والألوان والإطارات المزدوجة والبطاقات والاقتباسات.",
  keys: [
    "lrdx-number-button-slider",
    "lrdx-dual-frame-carousel-new",
    "lrdx-color-button-carousel",
    "lrdx-content-blocks-carousel",
    "lrdx-collection-carousel",
    "lrdx-quote-slider",
  ],
};
