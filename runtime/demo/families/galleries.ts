import { example } from "../examples.ts";
import type { FamilyPage } from "./family-page.ts";

const KEYS = [
  "lrdx-collection-slider",
  "lrdx-models-carousel-manual",
  "lrdx-seat-slider",
  "lrdx-gallery",
  "lrdx-gallery-categories",
] as const;

/** A block of the page: one example, shown whatever the date (its offer schedule dropped). */
const shown = (key: (typeof KEYS)[number], index = 0) => {
  const block = example(key, index);
  delete block.fields.offer_schedule;
  return block;
};

/**
 * The demo page of this family. The Collection Slider shows twice: filled by hand, and fed by the
 * collection feed (its second example names a collection of the local feed's demo data).
 */
export const galleriesPage: FamilyPage = {
  path: "blocks/galleries",
  title: "المعارض والمجموعات",
  description: "معرض الصور وفئاته، شرائح المجموعات والطرازات والمقاعد.",
  keys: KEYS,
  blocks: () => [
    shown("lrdx-collection-slider", 0),
    shown("lrdx-collection-slider", 1),
    shown("lrdx-models-carousel-manual"),
    shown("lrdx-seat-slider"),
    shown("lrdx-gallery"),
    shown("lrdx-gallery-categories"),
  ],
};
