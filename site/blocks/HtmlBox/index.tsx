import type { BlockProps } from "../../../generated/types.ts";
import { embedsThirdParty } from "../../../runtime/core/consent.ts";
import { ConsentGate } from "../../ui/consent-gate.tsx";
import { Heading } from "../../ui/heading.tsx";

/**
 * Raw HTML as the administrator wrote it. The field is x-raw-html, so the page renderer leaves it
 * unsanitised on purpose (scripts included): writing it is an admin capability, not editor text.
 */
export default function HtmlBox({ block }: BlockProps<"lrdx-html-box">) {
  const { heading, header_tag, html, dir } = block.fields;
  return (
    <div className="html-box">
      <Heading tag={header_tag} className="html-box__heading">
        {heading}
      </Heading>
      {html.trim() !== "" ? (
        // Third-party frames and scripts (a map, a video) wait for the visitor's consent.
        <ConsentGate isGated={embedsThirdParty(html)}>
          <div className="html-box__content" dir={dir} dangerouslySetInnerHTML={{ __html: html }} />
        </ConsentGate>
      ) : null}
    </div>
  );
}
