import type { BlockProps, Link } from "../../../generated/types.ts";
import { BlockIntro } from "../../ui/block-intro.tsx";
import { Cta } from "../../ui/cta.tsx";

/**
 * A form of the forms service: the heading and paragraph, then the container the forms feature
 * mounts the form into, configured by its data attributes. Until it mounts, the container holds
 * a form link ("#form-<id>") like any form CTA, so the block is usable without it.
 */
export default function FormComponent({ block }: BlockProps<"lrdx-form-component">) {
  const { fields } = block;
  const openLink: Link = {
    link_text: "افتح النموذج",
    url: "",
    type: "form",
    target: "_self",
    rdx_forms_form_id: fields.form_id,
    hidden_fields: fields.form_hidden_field_mapping,
    icon: "",
    theme: "",
    ui_type: fields.button_color,
    size: "medium",
    form_layout: fields.has_two_columns ? "double_column" : "",
  };
  const formClasses = [
    "form-component__form",
    `form-component__form--button-${fields.button_position}`,
    fields.has_button_margin ? "form-component__form--button-margin" : "",
  ].filter(Boolean);
  return (
    <section className={`form-component form-component--${fields.form_position}`}>
      <div className={`form-component__box form-component__box--${fields.box_color}`}>
        <BlockIntro
          heading={fields.heading}
          paragraph={fields.paragraph}
          tag={fields.header_tag}
          prefix="form-component"
        />
        <div
          className={formClasses.join(" ")}
          data-form-id={fields.form_id}
          data-two-columns={String(fields.has_two_columns)}
          data-hidden-fields={JSON.stringify(fields.form_hidden_field_mapping)}
          data-params-mapping={JSON.stringify(fields.form_params_mapping)}
          data-location-params-mapping={JSON.stringify(fields.form_location_params_mapping)}
          data-location-mapping={JSON.stringify(fields.form_location_mapping)}
          data-button-position={fields.button_position}
          data-button-color={fields.button_color}
          data-button-margin={String(fields.has_button_margin)}
          data-modal={String(fields.modal_form)}
        >
          <Cta link={openLink} className="form-component__open" />
        </div>
      </div>
    </section>
  );
}
