import type { FamilyPage } from "./family-page.ts";

/**
 * The demo page of the calculators: three of the thirty hire-purchase markets, one of each kind
 * (a flat-rate market in baht, an EU loan with its representative example, a PCP with a
 * guaranteed minimum future value), from their schema examples.
 */
export const calculatorsPage: FamilyPage = {
  path: "blocks/calculators",
  title: "حاسبات التمويل",
  description:
    "حاسبات التقسيط لأسواق مختلفة: يختار الزائر الدفعة الأولى والمدة فيرى القسط الشهري وإجمالي المبلغ المستحق ومعدل النسبة السنوي وجدول السداد.",
  keys: [
    "lrdx-hire-purchase-thailand",
    "lrdx-hire-purchase-greece",
    "lrdx-hire-purchase-ireland-secondary",
  ],
};
