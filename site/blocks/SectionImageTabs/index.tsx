import type { BlockProps } from "../../../generated/types.ts";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useSectionTabs } from "../SectionTabs/use-section-tabs.ts";

/** The x-sizes of a group's image. */
const imageSizes = [
  { w: 640, h: 360 },
  { w: 320, h: 180 },
] as const;

/** Past the first two blocks: ResponsiveImage loads lazily. */
const LAZY_INDEX = 2;

/**
 * Tabs drawn as pictures with a label, over the blocks that follow (002 §3.8): each tab owns its
 * blocks_count following blocks, only the current tab's show (002 §4.8), tab_id in the URL hash.
 * has_lazyload loads the pictures lazily wherever the block sits.
 */
export default function SectionImageTabs({ block, index }: BlockProps<"lrdx-section-image-tabs">) {
  const f = block.fields;
  const groups = block.groups;
  const { selected, isEnhanced, tabProps } = useSectionTabs(
    index,
    groups.map((g) => g.tab_id),
  );
  const headingId = `tabs-b${index}-heading`;
  return (
    <div className="section-image-tabs">
      <div id={headingId}>
        <Heading tag={f.header_tag} size={f.header_size}>
          {f.heading}
        </Heading>
      </div>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a tablist once hydrated, links to the panels before. */}
      <div
        className="section-image-tabs__list"
        role={isEnhanced ? "tablist" : undefined}
        aria-label={f.heading || "أقسام"}
      >
        {groups.map((g, i) => (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
            key={i}
            className={`section-image-tabs__tab${isEnhanced && i === selected ? " is-current" : ""}`}
            {...tabProps(i)}
          >
            <span className="section-image-tabs__media">
              <ResponsiveImage
                image={{ ...g.image, alt: "" }}
                sizes={imageSizes}
                index={f.has_lazyload ? Math.max(index, LAZY_INDEX) : index}
                layoutSizes="(min-width: 1024px) 240px, 45vw"
              />
            </span>
            <span className="section-image-tabs__label">{g.tab_label}</span>
          </a>
        ))}
      </div>
    </div>
  );
}
