import type { BlockProps } from "../../../generated/types.ts";
import { errorTextsOf } from "../../../runtime/core/block-visibility.ts";
import { localSequenceSource } from "../../../runtime/core/view360-sequences.ts";
import { BlockError } from "../../layouts/block-frame.tsx";
import { Heading } from "../../ui/heading.tsx";
import { Exterior360View } from "./view.tsx";

/**
 * Exterior 360: the car turned round from the media library's sequence of preset-exterior, with
 * the heading and paragraph above it, or beside it in the sidebar (with the angle buttons).
 */
export default function Exterior360({ block, index }: BlockProps<"lrdx-exterior360">) {
  const f = block.fields;
  const sequence = localSequenceSource.sequence(f["preset-exterior"], "exterior");
  const errorTexts = errorTextsOf(f);
  const intro =
    f.heading || f.paragraph ? (
      <div className="view360__intro">
        <Heading tag={f.header_tag} size={f.header_size}>
          {f.heading}
        </Heading>
        {f.paragraph ? <p className="view360__paragraph">{f.paragraph}</p> : null}
      </div>
    ) : null;
  return (
    <div className="view360-block exterior360">
      {f.has_sidebar ? null : intro}
      {sequence ? (
        <Exterior360View
          sequence={sequence}
          index={index}
          hasSlider={f.has_slider_with_handle}
          sliderTheme={f.slider_theme}
          hasAutostart={f.has_autostart}
          clickToInteract={f.clickToInteract}
          touchToInteract={f.touchToInteract}
          sidebar={
            f.has_sidebar ? { label: f.heading || "عرض 360 درجة", content: intro } : undefined
          }
          errorTexts={errorTexts}
        />
      ) : (
        // A preset the media library no longer has: the block's load-failure text and its retry,
        // a link that loads the page again ("" is this page's own address).
        <BlockError texts={errorTexts} retryHref="" />
      )}
    </div>
  );
}
