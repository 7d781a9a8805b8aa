import type { BlockProps } from "../../../generated/types.ts";
import { CtaList } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";

/**
 * A short text section. section_class is "<width>-<alignment>[-disclaimer]": the width sets the
 * column, the alignment the text (physical, as the catalogue names it), disclaimer the small print.
 * intro_separator only groups fields in the editor; it renders nothing.
 */
export default function Snippet({ block }: BlockProps<"lrdx-snippet">) {
  const f = block.fields;
  const [width = "wide", align = "center", variant] = f.section_class.split("-");
  const classes = [
    "snippet",
    `snippet--${width}`,
    `snippet--${align}`,
    variant === "disclaimer" ? "snippet--disclaimer" : "",
    `snippet--height-${f.section_height}`,
    f.font_size === "small-size" ? "snippet--small" : "",
  ].filter(Boolean);
  return (
    <div className={classes.join(" ")}>
      <div className="snippet__column">
        <Heading
          tag={f.header_tag}
          size={f.header_size}
          font={f.header_font}
          className="snippet__heading"
        >
          {f.heading}
        </Heading>
        {f.paragraph ? <p className="snippet__paragraph">{f.paragraph}</p> : null}
        <CtaList links={f["rdx-buttons"]} className="snippet__buttons" />
      </div>
    </div>
  );
}
