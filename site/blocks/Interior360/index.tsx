import type { BlockProps } from "../../../generated/types.ts";
import { errorTextsOf } from "../../../runtime/core/block-visibility.ts";
import { localSequenceSource } from "../../../runtime/core/view360-sequences.ts";
import { BlockError } from "../../layouts/block-frame.tsx";
import { Heading } from "../../ui/heading.tsx";
import { Interior360View } from "./view.tsx";

/**
 * Interior 360: the cabin panorama of preset-interior. The first interaction (the label's button,
 * a drag or an arrow key) enters the interactive mode; 'reset to dash' and 'exit' are shown there.
 */
export default function Interior360({ block, index }: BlockProps<"lrdx-interior-360">) {
  const f = block.fields;
  const sequence = localSequenceSource.sequence(f["preset-interior"], "interior");
  const errorTexts = errorTextsOf(f);
  return (
    <div className="view360-block interior360">
      {f.heading || f.paragraph ? (
        <div className="view360__intro">
          <Heading tag={f.header_tag} size={f.header_size}>
            {f.heading}
          </Heading>
          {f.paragraph ? <p className="view360__paragraph">{f.paragraph}</p> : null}
        </div>
      ) : null}
      {sequence ? (
        <Interior360View
          sequence={sequence}
          index={index}
          icon={f.icon}
          clickToInteract={f.clickToInteract}
          touchToInteract={f.touchToInteract}
          resetToDash={f.resetToDash}
          exit={f.exit}
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
