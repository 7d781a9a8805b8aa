import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import { invalid } from "./widget-aria.ts";

/** Bool: a switch (a checkbox announced as a switch). */
export function BoolWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, rawErrors } = props;
  return (
    <input
      className="wf-switch"
      id={id}
      name={id}
      type="checkbox"
      role="switch"
      checked={value === true}
      aria-checked={value === true}
      disabled={disabled || readonly}
      aria-invalid={invalid(rawErrors)}
      aria-describedby={ariaDescribedByIds(id, false)}
      onChange={(e) => onChange(e.target.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
