import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import { invalid } from "./widget-aria.ts";

/** Number: a numeric input; empty means no value. */
export function NumberWidget(props: WidgetProps) {
  const {
    id,
    value,
    onChange,
    onBlur,
    onFocus,
    disabled,
    readonly,
    schema,
    rawErrors,
    placeholder,
  } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (typeof value === "number" ? String(value) : "");
  return (
    <input
      className="wf-input wf-input--number"
      id={id}
      name={id}
      type="number"
      inputMode={schema.type === "integer" ? "numeric" : "decimal"}
      dir="ltr"
      step={schema.type === "integer" ? 1 : "any"}
      min={typeof schema.minimum === "number" ? schema.minimum : undefined}
      max={typeof schema.maximum === "number" ? schema.maximum : undefined}
      value={shown}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={invalid(rawErrors)}
      aria-describedby={ariaDescribedByIds(id, false)}
      onChange={(e) => {
        const raw = e.target.value;
        setDraft(raw);
        if (raw.trim() === "") onChange(undefined);
        else if (Number.isFinite(Number(raw))) onChange(Number(raw));
      }}
      onBlur={(e) => {
        setDraft(null);
        onBlur(id, e.target.value);
      }}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
