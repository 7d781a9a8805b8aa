import type { FamilyPage } from "./family-page.ts";

/** The demo page of this family: every block below, in this order, from its schema examples. */
export const galleriesPage: FamilyPage = {
  path: "blocks/galleries",
  title: "المعارض والمجموعات",
  description: "معرض الصور وفئاته، شرائح المجموعات والطرازات والمقاعد.",
  keys: [
    "lrdx-collection-slider",
    "lrdx-models-carousel-manual",
    "lrdx-seat-slider",
    "lrdx-gallery",
    "lrdx-gallery-categories",
  ],
};
