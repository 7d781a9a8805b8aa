import type { Link } from "../../generated/types.ts";
import { Cta } from "../ui/cta.tsx";

/**
 * Where a block puts a form of the forms service: every form-carrying block (Entry Form, Expanded
 * Entry Form, Extended Warranty, Offers to CRM, Single Offer) and the modal form render this, and
 * the lead-form island mounts the form into it. Until it mounts, it holds a form link
 * ("#form-<id>"), so the block is usable without it.
 */
export interface FormSlotProps {
  formId: string;
  twoColumns?: boolean;
  /** Hidden field name -> value, sent with every submission (form_hidden_field_mapping). */
  hiddenFields?: Readonly<Record<string, string>>;
  /** URL parameter -> field name it pre-fills (form_params_mapping). */
  paramsMapping?: Readonly<Record<string, string>>;
  /** Location URL parameter -> location field name (form_location_params_mapping). */
  locationParamsMapping?: Readonly<Record<string, string>>;
  /** Any internal or external id -> location id (form_location_mapping). */
  locationMapping?: Readonly<Record<string, string>>;
  /** Values of the form's dynamic fields the block sets, e.g. {"additionalData.menaTabs": "tab-1"}. */
  dynamicValues?: Readonly<Record<string, string>>;
  buttonPosition?: "left" | "center" | "right";
  buttonColor?: "primary" | "secondary";
  hasButtonMargin?: boolean;
  className?: string;
}

export function FormSlot(props: FormSlotProps) {
  const openLink: Link = {
    link_text: "افتح النموذج",
    url: "",
    type: "form",
    target: "_self",
    rdx_forms_form_id: props.formId,
    hidden_fields: { ...(props.hiddenFields ?? {}) },
    icon: "",
    theme: "",
    ui_type: props.buttonColor ?? "primary",
    size: "medium",
    form_layout: props.twoColumns ? "double_column" : "",
  };
  const classes = [
    "form-component__form",
    `form-component__form--button-${props.buttonPosition ?? "right"}`,
    props.hasButtonMargin ? "form-component__form--button-margin" : "",
    props.className ?? "",
  ].filter(Boolean);
  return (
    <div
      className={classes.join(" ")}
      data-lead-form=""
      data-form-id={props.formId}
      data-two-columns={String(props.twoColumns ?? false)}
      data-hidden-fields={JSON.stringify(props.hiddenFields ?? {})}
      data-params-mapping={JSON.stringify(props.paramsMapping ?? {})}
      data-location-params-mapping={JSON.stringify(props.locationParamsMapping ?? {})}
      data-location-mapping={JSON.stringify(props.locationMapping ?? {})}
      data-dynamic-values={JSON.stringify(props.dynamicValues ?? {})}
      data-button-position={props.buttonPosition ?? "right"}
      data-button-color={props.buttonColor ?? "primary"}
    >
      <Cta link={openLink} className="form-component__open" />
    </div>
  );
}
