import type { BlockProps } from "../../../generated/types.ts";
import { HeroBanner } from "./banner.tsx";

/** The x-sizes of rdx-image-mobile (schemas/blocks/lrdx-hero-title-banner.schema.json). */
const mobileSizes = [
  { w: 768, h: 1365 },
  { w: 640, h: 1138 },
] as const;

/**
 * A full-bleed picture with the heading, paragraph and buttons in a coloured box over it
 * (site/blocks/HeroTitleBanner/banner.tsx, shared with the Tall variant). Static: no JavaScript.
 */
export default function HeroTitleBanner({ block, index }: BlockProps<"lrdx-hero-title-banner">) {
  return <HeroBanner fields={block.fields} index={index} mobileSizes={mobileSizes} />;
}
