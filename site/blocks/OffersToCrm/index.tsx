import { useId } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { FormSlot } from "../../forms/form-slot.tsx";
import { Heading } from "../../ui/heading.tsx";
import { offerHiddenFields } from "./brands.ts";

/**
 * An offer lead form for the CRM: a title and subtitle, then the form, which sends the block's
 * category and brands as hidden fields; the form's CRM integration forwards the lead. The error
 * box (error_text and error_button_text) stays hidden: it is there for the form's script, which
 * shows the box marked data-lead-form-error beside its slot when the form cannot be loaded and
 * retries on its data-lead-form-retry button. Without that script the slot's form link works.
 */
export default function OffersToCrm({ block }: BlockProps<"lrdx-offers-to-crm">) {
  const { fields } = block;
  const titleId = useId();
  return (
    <section className="offers-to-crm" aria-labelledby={fields.form_title ? titleId : undefined}>
      <div className="offers-to-crm__box">
        {fields.form_title || fields.form_subtile ? (
          <div className="offers-to-crm__intro">
            {fields.form_title ? (
              <Heading tag={2} size="l" className="offers-to-crm__title">
                <span id={titleId}>{fields.form_title}</span>
              </Heading>
            ) : null}
            {fields.form_subtile ? (
              <p className="offers-to-crm__subtitle">{fields.form_subtile}</p>
            ) : null}
          </div>
        ) : null}
        <FormSlot
          formId={fields.form_id}
          twoColumns={fields.has_two_columns}
          hiddenFields={offerHiddenFields(fields)}
          buttonPosition={fields.button_position}
        />
        <div className="offers-to-crm__error" role="alert" data-lead-form-error="" hidden>
          <p className="offers-to-crm__error-text">{fields.error_text}</p>
          <button type="button" className="cta cta--secondary cta--small" data-lead-form-retry="">
            {fields.error_button_text}
          </button>
        </div>
      </div>
    </section>
  );
}
