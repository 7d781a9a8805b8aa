import type { FamilyPage } from "./family-page.ts";

/** The demo page of the quiz blocks: each quiz block from its schema's first example. */
export const quizzesPage: FamilyPage = {
  path: "blocks/quizzes",
  title: "الاختبارات التفاعلية",
  description: "أسئلة قصيرة تقترح على الزائر نوع المحرك أو المنتج أو نسخة ديفندر التي تناسبه.",
  keys: [
    "lrdx-diesel-petrol-quiz",
    "lrdx-powertrain-quiz",
    "lrdx-subscription-quiz",
    "lrdx-off-road-quiz",
  ],
};
