import { example } from "../examples.ts";
import type { FamilyPage } from "./family-page.ts";

const KEY = "lrdx-finance-calculator";

/**
 * The demo page of the Finance Calculator: both its styles, the default over every model of the
 * catalogue and the mena one over Defender's (its two examples), each with its own scroll anchor.
 */
export const financePage: FamilyPage = {
  path: "blocks/finance",
  title: "حاسبة التمويل",
  description:
    "يختار الزائر مركبته ومنتج التمويل والدفعة الأولى والمدة، فيحصل على عرض بقسطه الشهري بنمطين: الافتراضي ونمط الشرق الأوسط.",
  keys: [KEY],
  blocks: () => [
    example(KEY, 0, { block_scroll_id: "finance-default" }),
    example(KEY, 1, { block_scroll_id: "finance-mena" }),
  ],
};
