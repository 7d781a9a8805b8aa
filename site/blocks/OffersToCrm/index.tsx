import { useContext, useId } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { FormSlot } from "../../forms/form-slot.tsx";
import { FormsContext } from "../../forms/forms-context.ts";
import { Heading } from "../../ui/heading.tsx";
import { offerHiddenFields } from "./brands.ts";

/**
 * An offer lead form for the CRM: a title and subtitle, then the form, which sends the block's
 * category and brands as hidden fields; the form's CRM integration forwards the lead. When the
 * server found no such public form (FormsContext), error_text shows in its place with
 * error_button_text, a link that loads the page again. Otherwise the error box is in the page but
 * hidden (data-lead-form-error), for a script that fails to load the form later.
 */
export default function OffersToCrm({ block }: BlockProps<"lrdx-offers-to-crm">) {
  const { fields } = block;
  const titleId = useId();
  const forms = useContext(FormsContext);
  // Without the context (the editor's preview) the slot's link opens the form: nothing failed.
  const isUnavailable = forms !== null && !forms.views[fields.form_id];
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
        {isUnavailable ? null : (
          <FormSlot
            formId={fields.form_id}
            twoColumns={fields.has_two_columns}
            hiddenFields={offerHiddenFields(fields)}
            buttonPosition={fields.button_position}
          />
        )}
        <div className="offers-to-crm__error" data-lead-form-error="" hidden={!isUnavailable}>
          <p className="offers-to-crm__error-text">{fields.error_text}</p>
          {/* biome-ignore lint/a11y/useValidAnchor: an empty href is this very page, query included: following it loads the form again, without JavaScript. */}
          <a className="cta cta--secondary cta--small" href="">
            {fields.error_button_text}
          </a>
        </div>
      </div>
    </section>
  );
}
