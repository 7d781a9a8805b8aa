import { useMachine } from "@xstate/react";
import { useId } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { accordionMachine, isAllOpen } from "../../../machines/accordion-machine.ts";
import { Heading } from "../../ui/heading.tsx";
import { RichText } from "../../ui/rich-text.tsx";

/** FAQPage structured data; "<" is escaped so an answer cannot close the script element. */
function faqJsonLd(groups: { accordion_title: string; accordion_content: string }[]): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.map((g) => ({
      "@type": "Question",
      name: g.accordion_title,
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
      {fields.has_schema && groups.length > 0 ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: faqJsonLd(groups) }}
        />
      ) : null}
    </div>
  );
}
