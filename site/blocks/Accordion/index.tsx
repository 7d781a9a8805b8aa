import { useMachine } from "@xstate/react";
import { useId } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { accordionMachine, isAllOpen } from "../../../machines/accordion-machine.ts";
import { Heading } from "../../ui/heading.tsx";
import { RichText } from "../../ui/rich-text.tsx";

/** Text of an answer's HTML, for telling an empty answer from a filled one. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .trim();

/**
 * The schema.org FAQPage of the groups (has_schema): one Question per group whose answer has
 * text, the answer's HTML as the Answer's text (schema.org allows HTML there); null when no
 * group has an answer. "<" is escaped so an answer cannot close the script element.
 */
export function faqJsonLd(
  groups: readonly { accordion_title: string; accordion_content: string }[],
): string | null {
  const answered = groups.filter(
    (g) => g.accordion_title.trim() !== "" && textOf(g.accordion_content) !== "",
  );
  if (answered.length === 0) return null;
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: answered.map((g) => ({
      "@type": "Question",
      name: g.accordion_title.trim(),
      acceptedAnswer: { "@type": "Answer", text: g.accordion_content },
    })),
  };
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}

/**
 * Questions as native <details>, so each opens without JavaScript; the island adds OPEN ALL /
 * CLOSE ALL, driven by the accordion machine.
 */
export default function Accordion({ block }: BlockProps<"lrdx-accordion">) {
  const { fields, groups } = block;
  const [snapshot, send] = useMachine(accordionMachine, { input: { count: groups.length } });
  const id = useId();
  const isEveryOpen = isAllOpen(snapshot.context);
  const faq = fields.has_schema ? faqJsonLd(groups) : null;
  const classes = [
    "accordion",
    `accordion--${fields.color_theme}`,
    fields.border_between_groups ? "accordion--borders" : "",
    fields.margin_between_groups ? "accordion--spaced" : "",
  ].filter(Boolean);
  return (
    <div className={classes.join(" ")}>
      <div className="accordion__head">
        <Heading tag={fields.header_tag} size={fields.header_size}>
          {fields.heading}
        </Heading>
        {groups.length > 1 ? (
          <button
            type="button"
            className="accordion__all"
            aria-controls={`${id}-list`}
            aria-expanded={isEveryOpen}
            onClick={() => send({ type: isEveryOpen ? "CLOSE_ALL" : "OPEN_ALL" })}
          >
            {isEveryOpen ? fields.close_all_label : fields.open_all_label}
          </button>
        ) : null}
      </div>
      <div className="accordion__list" id={`${id}-list`}>
        {groups.map((g, i) => (
          <details
            // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered and titles may repeat.
            key={`${i}-${g.accordion_title}`}
            className="accordion__item"
            open={snapshot.context.open[i] ?? false}
            onToggle={(e) => send({ type: "TOGGLE", index: i, isOpen: e.currentTarget.open })}
          >
            <summary className="accordion__title">{g.accordion_title}</summary>
            <RichText className="accordion__content rich-text" html={g.accordion_content} />
          </details>
        ))}
      </div>
      {faq !== null ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faq }} />
      ) : null}
    </div>
  );
}
