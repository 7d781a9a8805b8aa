import type { FamilyPage } from "./family-page.ts";

/** The demo page of the owner tools: both blocks from their schema examples. */
export const ownerToolsPage: FamilyPage = {
  path: "blocks/owner-tools",
  title: "أدوات المالكين",
  description:
    "تحديث خرائط الملاحة برقم هيكل المركبة، وفحص رقم الهيكل لمعرفة إن كانت المركبة مشمولة بحملة خدمة.",
  keys: ["lrdx-map-update", "lrdx-local-vin-checker"],
};
