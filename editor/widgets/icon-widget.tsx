import type { WidgetProps } from "@rjsf/utils";
import { IconPicker, iconNames } from "./icon-picker.tsx";
import { invalid } from "./widget-aria.ts";

/** Icon: one icon of the theme's set, drawn. */
export function IconWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, label, schema, rawErrors } = props;
  const names = Array.isArray(schema.enum) ? schema.enum.map(String) : iconNames;
  return (
    <IconPicker
      id={id}
      value={typeof value === "string" ? value : ""}
      onChange={onChange}
      label={label}
      names={names}
      disabled={disabled || readonly}
      invalid={invalid(rawErrors)}
    />
  );
}
