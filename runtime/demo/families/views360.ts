import type { FamilyPage } from "./family-page.ts";

/** The demo page of this family: every block below, in this order, from its schema examples. */
export const views360Page: FamilyPage = {
  path: "blocks/360",
  title: "عروض 360 درجة",
  description: "تجوّل حول السيارة وداخلها، والمكوّن المبوّب الذي يجمع العروض.",
  keys: ["lrdx-exterior360", "lrdx-interior-360", "lrdx-tabbed-component"],
};
