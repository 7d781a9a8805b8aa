import { useContext, useId, useState } from "react";
import { scriptJson } from "../layouts/block-frame.tsx";
import { FormLink } from "../ui/form-link.tsx";
import { idPrefixOf, leadFormPropsId, leadFormViewId } from "./field-ids.ts";
import type { LeadFormView } from "./form-view.ts";
import { FormsContext } from "./forms-context.ts";
import type { LeadFormProps } from "./lead-form.tsx";

/**
 * What a slot writes beside its form for the island: the form's props but its view, which the
 * page writes once for every slot of that form (FormViews), found by `formId`.
 */
export type LeadFormSlotProps = Omit<LeadFormProps, "view"> & { formId: string };

/**
 * Where a block puts a form of the forms service: every form-carrying block (Entry Form, Expanded
 * Entry Form, Extended Warranty, Offers to CRM, Single Offer) renders this. When the server read
 * the form (FormsContext), the whole form is rendered into the slot as HTML, its props written
 * beside it (the form's view once per page, FormViews), and the lead-form island (site/islands/lead-form.tsx) hydrates the slot as a root of
 * its own; a block that is itself an island hydrates the slot as it found it and never looks
 * inside. Otherwise (the editor's preview, a form that is gone) the slot holds a form link
 * ("#form-<id>") that opens the form in the modal.
 *
 * A block sets a dynamic field by dispatching `lead-form:dynamic` ({name, value}) on the
 * `[data-lead-form]` element, and sets `data-dynamic-values` there for a form not yet hydrated.
 */
interface FormSlotProps {
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
  const forms = useContext(FormsContext);
  const prefix = idPrefixOf(useId());
  const view = forms?.views[props.formId] ?? null;
  const formProps: LeadFormProps | null = view
    ? {
        view,
        idPrefix: prefix,
        twoColumns: props.twoColumns ?? view.layout === "double_column",
        hiddenFields: props.hiddenFields ?? {},
        paramsMapping: props.paramsMapping ?? {},
        locationParamsMapping: props.locationParamsMapping ?? {},
        locationMapping: props.locationMapping ?? {},
        dynamicValues: props.dynamicValues ?? {},
        buttonPosition: props.buttonPosition ?? "right",
        buttonColor: props.buttonColor ?? "primary",
        hasButtonMargin: props.hasButtonMargin ?? false,
      }
    : null;
  // In a browser (a block island hydrating) there is no view: the slot is kept as the server
  // wrote it, its props' JSON saying whether it holds a form.
  const [serverProps] = useState((): string | null =>
    formProps || typeof document === "undefined"
      ? null
      : (document.getElementById(leadFormPropsId(prefix))?.textContent ?? null),
  );
  const hasForm = formProps !== null || serverProps !== null;
  const classes = [
    "form-component__form",
    `form-component__form--button-${props.buttonPosition ?? "right"}`,
    props.hasButtonMargin ? "form-component__form--button-margin" : "",
    hasForm ? "lead-form-slot" : "",
    props.className ?? "",
  ].filter(Boolean);
  const attributes = {
    className: classes.join(" "),
    "data-form-id": props.formId,
    "data-two-columns": String(props.twoColumns ?? false),
    "data-hidden-fields": JSON.stringify(props.hiddenFields ?? {}),
    "data-params-mapping": JSON.stringify(props.paramsMapping ?? {}),
    "data-location-params-mapping": JSON.stringify(props.locationParamsMapping ?? {}),
    "data-location-mapping": JSON.stringify(props.locationMapping ?? {}),
    "data-dynamic-values": JSON.stringify(props.dynamicValues ?? {}),
    "data-button-position": props.buttonPosition ?? "right",
    "data-button-color": props.buttonColor ?? "primary",
  };
  if (forms && formProps) {
    const { view: _view, ...rest } = formProps;
    const slotProps: LeadFormSlotProps = { ...rest, formId: props.formId };
    return (
      <>
        <div {...attributes} data-lead-form={prefix}>
          <forms.Form {...formProps} />
        </div>
        <script
          type="application/json"
          id={leadFormPropsId(prefix)}
          dangerouslySetInnerHTML={{ __html: scriptJson(slotProps) }}
        />
      </>
    );
  }
  if (serverProps !== null)
    // What the server rendered inside is the form island's: React never writes into it (an
    // element with inner HTML is not hydrated inside, and this one is never changed).
    return (
      <>
        <div
          {...attributes}
          data-lead-form={prefix}
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
        <script
          type="application/json"
          id={leadFormPropsId(prefix)}
          dangerouslySetInnerHTML={{ __html: serverProps }}
        />
      </>
    );
  return (
    <div {...attributes} data-lead-form="">
      <FormLink
        className={`cta cta--${props.buttonColor ?? "primary"} cta--medium form-component__open`}
        formId={props.formId}
        layout={props.twoColumns ? "double_column" : ""}
        hiddenFields={props.hiddenFields}
      >
        <span className="cta__label">افتح النموذج</span>
      </FormLink>
    </div>
  );
}

/**
 * Each form's view the page's slots hydrate with, once per page however many slots show it
 * (runtime/ssr/render.tsx writes it after the page's content).
 */
export function FormViews({ views }: { views: Readonly<Record<string, LeadFormView | null>> }) {
  return Object.entries(views).map(([formId, view]) =>
    view ? (
      <script
        key={formId}
        type="application/json"
        id={leadFormViewId(formId)}
        dangerouslySetInnerHTML={{ __html: scriptJson(view) }}
      />
    ) : null,
  );
}

/** The form fields of 002 §3.4 a form-carrying block holds (Entry Form, Expanded Entry Form). */
interface FormCarryingFields {
  form_id: string;
  has_two_columns: boolean;
  form_hidden_field_mapping: Readonly<Record<string, string>>;
  form_params_mapping: Readonly<Record<string, string>>;
  form_location_params_mapping: Readonly<Record<string, string>>;
  form_location_mapping: Readonly<Record<string, string>>;
  button_position: "left" | "center" | "right";
  button_color: "primary" | "secondary";
  has_button_margin: boolean;
}

/** The slot's props from a block's form fields. */
export function formSlotProps(fields: FormCarryingFields): FormSlotProps {
  return {
    formId: fields.form_id,
    twoColumns: fields.has_two_columns,
    hiddenFields: fields.form_hidden_field_mapping,
    paramsMapping: fields.form_params_mapping,
    locationParamsMapping: fields.form_location_params_mapping,
    locationMapping: fields.form_location_mapping,
    buttonPosition: fields.button_position,
    buttonColor: fields.button_color,
    hasButtonMargin: fields.has_button_margin,
  };
}
