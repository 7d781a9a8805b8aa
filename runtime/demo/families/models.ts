import type { FamilyPage } from "./family-page.ts";

/** The demo page of this family: every block below, in this order, from its schema examples. */
export const modelsPage: FamilyPage = {
  path: "blocks/models",
  title: "ملخصات الطرازات ومواصفاتها",
  description:
    "ملخص طراز بأرقامه الرئيسية، وبطاقات الطرازات بمحرّكاتها وجداول مواصفاتها من كتالوج الطرازات.",
  keys: ["lrdx-derivatives", "lrdx-models-specifications", "lrdx-model-summary-filters"],
};
