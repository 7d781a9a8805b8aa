import type { BlockProps } from "../../../generated/types.ts";

/** A pull quote; the author line shows only what the editor filled in. */
export default function Quote({ block }: BlockProps<"lrdx-quote">) {
  const { quote, author, author_position, section_class, justify_text } = block.fields;
  return (
    <figure className={`quote quote--${section_class}${justify_text ? " quote--justify" : ""}`}>
      <blockquote className="quote__text">
        <p>{quote}</p>
      </blockquote>
      {author || author_position ? (
        <figcaption className="quote__author">
          {author ? <span className="quote__name">{author}</span> : null}
          {author_position ? <span className="quote__position">{author_position}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
