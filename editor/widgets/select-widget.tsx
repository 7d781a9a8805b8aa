import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import { Combobox } from "./combobox.tsx";
import { indexOfValue } from "./select-options.ts";
import { invalid } from "./widget-aria.ts";

/** Select: a native select of the schema's options under their Arabic names. */
export function SelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, options, rawErrors, required } =
    props;
  const enumOptions = options.enumOptions ?? [];
  if (options.searchable === true) return <Combobox {...props} />;
  const index = indexOfValue(enumOptions, value);
  return (
    <select
      className="wf-input wf-select"
      id={id}
      name={id}
      value={index < 0 ? "" : String(index)}
      disabled={disabled || readonly}
      aria-invalid={invalid(rawErrors)}
      aria-describedby={ariaDescribedByIds(id, false)}
      onChange={(e) =>
        onChange(e.target.value === "" ? undefined : enumOptions[Number(e.target.value)]?.value)
      }
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {index < 0 || !required ? <option value="">— اختر —</option> : null}
      {enumOptions.map((o, i) => (
        <option key={String(o.value)} value={String(i)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
