import type { BlockProps } from "../../../generated/types.ts";
import { FormSlot } from "../../forms/form-slot.tsx";
import { Heading } from "../../ui/heading.tsx";
import { RichText } from "../../ui/rich-text.tsx";

/**
 * One offer: its title and two texts beside the form that sends the offer's hidden fields. The
 * block carries its hash as its id, so /page#hash lands on it (the document's anchor script
 * scrolls to #rdx-{hash}, else #{hash}). Outside its offer_schedule the page leaves it out
 * (runtime/core/prepare-blocks.ts): visitors never see an offer that has not started or has ended.
 */
export default function SingleOffer({ block }: BlockProps<"lrdx-single-offer">) {
  const { fields } = block;
  return (
    <article className="single-offer" id={fields.hash || undefined}>
      <div className="single-offer__text">
        <Heading tag={2} size="l" className="single-offer__title">
          {fields.title}
        </Heading>
        <RichText className="single-offer__description rich-text" html={fields.description} />
        <RichText
          className="single-offer__description-second rich-text"
          html={fields.description_second}
        />
      </div>
      <div className="single-offer__form">
        <FormSlot
          formId={fields.form_id}
          twoColumns={fields.has_two_columns}
          hiddenFields={fields.hidden_fields}
        />
      </div>
    </article>
  );
}
