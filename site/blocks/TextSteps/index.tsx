import type { BlockProps } from "../../../generated/types.ts";
import { CtaList } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";

/**
 * Numbered steps: an ordered list (screen readers announce "1 of 3"), each step's number drawn
 * from the list counter in the reading direction; a heading, paragraph and up to two buttons.
 */
export default function TextSteps({ block }: BlockProps<"lrdx-text-steps">) {
  const f = block.fields;
  const stepTag = Math.min(6, f.header_tag + 1);
  const StepHeading = `h${stepTag}` as "h2" | "h3" | "h4" | "h5" | "h6";
  return (
    <div className="text-steps">
      <div className="text-steps__intro">
        <Heading tag={f.header_tag} size={f.header_size}>
          {f.heading}
        </Heading>
        {f.paragraph ? <p className="text-steps__paragraph">{f.paragraph}</p> : null}
      </div>
      {block.groups.length > 0 ? (
        <ol className="text-steps__list">
          {block.groups.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
            <li key={i} className="text-steps__step">
              <StepHeading className="text-steps__title">{g.step_title}</StepHeading>
              {g.step_paragraph ? <p className="text-steps__text">{g.step_paragraph}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <CtaList links={f["rdx-buttons"]} className="cta-list text-steps__buttons" />
    </div>
  );
}
