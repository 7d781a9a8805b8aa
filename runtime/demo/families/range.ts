import type { FamilyPage } from "./family-page.ts";

/**
 * The demo page of the Range Calculator: its schema example, five plug-in hybrids of the demo's
 * catalogue, with the demo's data file (runtime/demo/data/range-calculator.json, /data/…).
 */
export const rangePage: FamilyPage = {
  path: "blocks/range-calculator",
  title: "حاسبة المدى الكهربائي",
  description:
    "المدى الكهربائي المقدّر لسيارات لاند روفر الهجينة القابلة للشحن حسب العجلات والطقس والتكييف وأسلوب القيادة وعدد الركاب.",
  keys: ["lrdx-range-calculator"],
};
