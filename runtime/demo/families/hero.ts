import { type DemoBlock, example } from "../examples.ts";
import type { FamilyPage } from "./family-page.ts";

/** Fields holding native video files: the demo ships none, so its heroes show their pictures. */
const nativeVideoFields = ["video_desktop", "video_mobile", "native_video", "native_video_mobile"];

function withoutNativeVideos(block: DemoBlock): DemoBlock {
  return {
    ...block,
    groups: block.groups.map((g) => {
      const copy = { ...g };
      for (const field of nativeVideoFields) delete copy[field];
      return copy;
    }),
  };
}

function withoutSchedule(block: DemoBlock): DemoBlock {
  const fields = { ...block.fields };
  delete fields.offer_schedule;
  return { ...block, fields };
}

/**
 * The demo page of this family. The hero carousel and the immersive hero from their first
 * examples (without native video files, which the demo does not have; YouTube slides load only
 * on request, behind the consent gate); the Tall banner keeps its offer period, which its
 * countdown counts to (the period runs through 2027).
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
    withoutNativeVideos(withoutSchedule(example("lrdx-hero-slider"))),
    withoutSchedule(example("lrdx-hero-title-banner")),
    example("lrdx-hero-title-banner-tall"),
    withoutNativeVideos(example("lrdx-immersive-hero")),
  ],
};
