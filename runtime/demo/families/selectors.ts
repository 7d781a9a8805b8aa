import { blockRegistry } from "../../../generated/blocks.ts";
import { type DemoBlock, example } from "../examples.ts";
import type { FamilyPage } from "./family-page.ts";

/** An example without its offer schedule (the demo shows every block whatever the date). */
function shown(key: string, index = 0, patch: Record<string, unknown> = {}): DemoBlock {
  const block = example(key, index, patch);
  delete block.fields.offer_schedule;
  return block;
}

/** A plain block for a selector to govern: an HTML box with a heading, a paragraph and an id. */
function section(id: string, heading: string, text: string): DemoBlock {
  return {
    template: "lrdx-html-box",
    fields: { block_scroll_id: id, heading, html: `<p>${text}</p>`, dir: "rtl" },
    groups: [],
  };
}

const has = (key: string): boolean => Object.hasOwn(blockRegistry, key);

/**
 * Each selector followed by the blocks it governs: the Dropdown Sections Selector's packs name the
 * sections below by block_scroll_id (towing belongs to two packs); the Infotainment selector's
 * options own one following block each.
 */
function selectorBlocks(): DemoBlock[] {
  const blocks: DemoBlock[] = [];
  if (has("lrdx-dropdown-sections-selector"))
    blocks.push(
      shown("lrdx-dropdown-sections-selector"),
      section(
        "explorer-pack",
        "باقة المستكشف",
        "حامل سقف مرتفع، سلّم جانبي قابل للطي وصندوق جانبي مقاوم للماء لرحلات البرّ الطويلة.",
      ),
      section(
        "adventure-pack",
        "باقة المغامرة",
        "ضاغط هواء متنقل، حقيبة مقعد متكاملة ونظام شطف محمول لما بعد الطرق الوعرة.",
      ),
      section(
        "urban-pack",
        "باقة المدينة",
        "دواسات رياضية، واقيات للعتبات وحماية للمصابيح الأمامية لقيادة يومية في المدينة.",
      ),
      section(
        "towing",
        "القَطر",
        "قدرة قطر تصل إلى 3,500 كغ مع مساعد القطر المتقدم وخطاف قابل للنشر كهربائياً.",
      ),
    );
  if (has("lrdx-infotainment-system-selector"))
    blocks.push(
      shown("lrdx-infotainment-system-selector"),
      section(
        "range-rover-2024-update",
        "تحديث رينج روفر ٢٠٢٤",
        "يصل التحديث عبر الهواء: افتح الإعدادات، ثم تحديثات البرامج، واترك السيارة مشغّلة حتى ينتهي.",
      ),
      section(
        "defender-2023-update",
        "تحديث ديفندر ٢٠٢٣",
        "نزّل ملف التحديث إلى ذاكرة USB بنظام FAT32، ثم صِلها بمنفذ السيارة واتبع التعليمات على الشاشة.",
      ),
    );
  for (const key of ["lrdx-select-your-vehicle-to-update", "lrdx-model-summary-filters"])
    if (has(key)) blocks.push(shown(key));
  blocks.push(
    section(
      "selectors-after",
      "بعد المحددات",
      "كتلة لا يتحكم بها أي محدد: تبقى ظاهرة مهما كان الاختيار.",
    ),
  );
  return blocks;
}

/** The demo page of this family: each selector over real blocks that follow it. */
export const selectorsPage: FamilyPage = {
  path: "blocks/selectors",
  title: "محددات السيارة",
  description: "محددات الباقة والسيارة وسنة الطراز التي تصفّي محتوى الصفحة بحسب سيارة الزائر.",
  keys: [
    "lrdx-dropdown-sections-selector",
    "lrdx-infotainment-system-selector",
    "lrdx-select-your-vehicle-to-update",
    "lrdx-model-summary-filters",
  ],
  blocks: selectorBlocks,
};
