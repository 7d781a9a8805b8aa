import { type DemoBlock, example } from "../examples.ts";
import type { FamilyPage } from "./family-page.ts";

function withoutSchedule(block: DemoBlock): DemoBlock {
  const fields = { ...block.fields };
  delete fields.offer_schedule;
  return { ...block, fields };
}

/**
 * The demo page of this family. The hero carousel and the immersive hero from their first
 * examples, native videos included (the desert drive the site serves at /media/videos/,
 * runtime/demo/demo-videos.ts; YouTube slides load only on request, behind the consent gate);
 * the Tall banner keeps its offer period, which its countdown counts to (the period runs
 * through 2027).
 */
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
  blocks: () => [
    withoutSchedule(example("lrdx-hero-slider")),
    withoutSchedule(example("lrdx-hero-title-banner")),
    example("lrdx-hero-title-banner-tall"),
    example("lrdx-immersive-hero"),
  ],
};
