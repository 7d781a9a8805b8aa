import { type FieldProps, getUiOptions, type UiSchema } from "@rjsf/utils";
import { withoutField } from "./field-parts.tsx";

/** LinksCollection: a list of links with add, remove and reorder, capped at maxItems. */
export function LinksCollectionField(props: FieldProps) {
  const { ArrayField } = props.registry.fields;
  if (!ArrayField) return null;
  const options = getUiOptions(props.uiSchema);
  const uiSchema: UiSchema = {
    ...withoutField(props.uiSchema),
    "ui:options": { ...(props.uiSchema?.["ui:options"] ?? {}), orderable: true },
    items: {
      "ui:field": "Link",
      "ui:title": "",
      "ui:options": { withoutIcon: options.withoutIcon === true },
    },
  };
  return <ArrayField {...props} uiSchema={uiSchema} />;
}
