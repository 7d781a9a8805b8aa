import type { FamilyPage } from "./family-page.ts";

/** The demo page of this family: every block below, in this order, from its schema examples. */
export const featuresPage: FamilyPage = {
  path: "blocks/features",
  title: "المجموعات والجوائز والعلامات",
  description:
    "مجموعات مستوحاة، جوائز، بيت العلامات، الخط الزمني، القوة الكهربائية ومنتجات المجموعة.",
  keys: [
    "lrdx-inspired-collection",
    "lrdx-accolade-image-box",
    "lrdx-house-of-brands",
    "lrdx-icons-timeline",
    "lrdx-electrifying-power",
    "lrdx-collection-item",
    "lrdx-ready-to-go-bar",
  ],
};
