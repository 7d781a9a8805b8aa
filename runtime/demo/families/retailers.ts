import type { FamilyPage } from "./family-page.ts";

/** The demo page of this family: every block below, in this order, from its schema examples. */
export const retailersPage: FamilyPage = {
  path: "blocks/retailers",
  title: "الوكلاء والتأجير والأخبار",
  description: "ابحث عن أقرب وكيل، بطاقات الوكلاء والخرائط، بطاقات تأجير السيارات وقائمة الأخبار.",
  keys: [
    "lrdx-retailer-locator",
    "lrdx-retailer-locator-mena",
    "lrdx-retailer-locator-with-map",
    "lrdx-retailer-locator-cards",
    "lrdx-dual-frame-map",
    "lrdx-retailer-schema",
    "lrdx-retailer-service-schema",
    "lrdx-car-rent",
    "lrdx-news",
  ],
};
