import type { FamilyPage } from "./family-page.ts";

/** The demo page of this family: every block below, in this order, from its schema examples. */
export const heroPage: FamilyPage = {
  path: "blocks/hero",
  title: "كتل الواجهة الرئيسية",
  description: "شرائح العرض والواجهات الكاملة ولافتات العناوين التي تفتتح صفحات الطرازات والعروض.",
  keys: [
    "lrdx-hero-slider",
    "lrdx-hero-title-banner",
    "lrdx-hero-title-banner-tall",
    "lrdx-immersive-hero",
  ],
};
