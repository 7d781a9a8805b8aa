import type { FieldProps, RJSFSchema, UiSchema } from "@rjsf/utils";
import { isRecord } from "../../runtime/core/records.ts";
import { partLabels } from "../../runtime/core/validation-messages.ts";
import { withoutField } from "./field-parts.tsx";
import { hasArabic } from "./templates.tsx";

const targetNames = ["نفس النافذة", "نافذة جديدة"];

/** Arabic labels for the untitled parts of a JSON value's schema (hotspots, footer columns…). */
export function partsUi(schema: RJSFSchema | undefined, name?: string): UiSchema {
  const ui: UiSchema = {};
  if (!schema) return ui;
  if (!schema.title && name) ui["ui:title"] = partLabels[name] ?? name;
  if (schema.description && !hasArabic(schema.description)) ui["ui:description"] = "";
  if (Array.isArray(schema.enum) && name === "target") ui["ui:enumNames"] = targetNames;
  if (isRecord(schema.properties)) {
    for (const [key, sub] of Object.entries(schema.properties)) {
      if (isRecord(sub)) ui[key] = partsUi(sub as RJSFSchema, key);
    }
  }
  if (isRecord(schema.items)) ui.items = { ...partsUi(schema.items as RJSFSchema), "ui:title": "" };
  if (isRecord(schema.additionalProperties))
    ui.additionalProperties = partsUi(schema.additionalProperties as RJSFSchema);
  return ui;
}

/** An array whose items are a fixed set of values (enum, or anyOf/oneOf of consts). */
function isChoiceList(schema: RJSFSchema): boolean {
  const items = schema.items;
  if (!isRecord(items)) return false;
  if (Array.isArray(items.enum)) return true;
  const alternatives = items.anyOf ?? items.oneOf;
  return (
    Array.isArray(alternatives) &&
    alternatives.length > 0 &&
    alternatives.every((a) => isRecord(a) && "const" in a)
  );
}

/** Json: a nested form built from the field's own sub-schema (lists, name → value maps). */
export function JsonField(props: FieldProps) {
  const { schema, registry } = props;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const uiSchema: UiSchema = {
    ...partsUi(schema),
    ...withoutField(props.uiSchema),
    "ui:title": schema.title ?? "",
  };
  if (type === "array" && registry.fields.ArrayField) {
    const { ArrayField } = registry.fields;
    // A list of choices is drawn as one multiple select, which has no label of its own.
    return isChoiceList(schema) && schema.title ? (
      <div className="wf-json">
        <label className="wf-label" htmlFor={props.fieldPathId.$id}>
          {schema.title}
        </label>
        <ArrayField {...props} uiSchema={uiSchema} />
      </div>
    ) : (
      <ArrayField {...props} uiSchema={uiSchema} />
    );
  }
  if (
    (type === "object" || isRecord(schema.properties) || schema.additionalProperties) &&
    registry.fields.ObjectField
  ) {
    const { ObjectField } = registry.fields;
    return (
      <div className="wf-json">
        <ObjectField
          {...props}
          uiSchema={{
            ...uiSchema,
            "ui:options": { ...(uiSchema["ui:options"] ?? {}), expandable: true },
          }}
        />
      </div>
    );
  }
  const { SchemaField } = registry.fields;
  return SchemaField ? <SchemaField {...props} uiSchema={uiSchema} /> : null;
}
