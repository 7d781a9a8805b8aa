import type { BlockProps } from "../../../generated/types.ts";
import { FormSlot, formSlotProps } from "../../forms/form-slot.tsx";
import { BlockIntro } from "../../ui/block-intro.tsx";

/** A form of the forms service: the heading and paragraph, then the form (see FormSlot). */
export default function FormComponent({ block }: BlockProps<"lrdx-form-component">) {
  const { fields } = block;
  return (
    <section className={`form-component form-component--${fields.form_position}`}>
      <div className={`form-component__box form-component__box--${fields.box_color}`}>
        <BlockIntro
          heading={fields.heading}
          paragraph={fields.paragraph}
          tag={fields.header_tag}
          prefix="form-component"
        />
        <FormSlot {...formSlotProps(fields)} />
      </div>
    </section>
  );
}
