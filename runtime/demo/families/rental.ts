import type { FamilyPage } from "./family-page.ts";

/** The demo page of the rental wizard: Rent a Car from its schema example (form 4 of the demo). */
export const rentalPage: FamilyPage = {
  path: "blocks/rental",
  title: "استئجار السيارات",
  description:
    "معالج حجز سيارة مستأجرة: المواقع والتواريخ والسيارة والإضافات وبيانات التواصل، ويصل الطلب إلى الموزع محفوظاً.",
  keys: ["lrdx-rent-a-car"],
};
