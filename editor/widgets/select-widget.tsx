import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import { useQuery } from "@tanstack/react-query";
import type { FormList, GroupedNameplates } from "../../generated/types.ts";
import { api } from "../api.ts";
import { Combobox } from "./combobox.tsx";
import { indexOfValue } from "./select-options.ts";
import { invalid } from "./widget-aria.ts";

/**
 * A Select whose options are the forms service's forms (x-options-source: forms): "name (id)".
 * While they load, or if they cannot, the stored id stays chosen and shown.
 */
function FormsSelect(props: WidgetProps) {
  const forms = useQuery({
    queryKey: ["forms"],
    queryFn: () => api<FormList>("GET", "/forms"),
    staleTime: 30_000,
  });
  const listed = (forms.data?.data ?? []).map((f) => ({
    value: f.id,
    label: `${f.attributes.name} (${f.id})`,
  }));
  const current = typeof props.value === "string" ? props.value : "";
  const enumOptions =
    current !== "" && !listed.some((o) => o.value === current)
      ? [{ value: current, label: forms.isPending ? current : `${current} (غير موجود)` }, ...listed]
      : listed;
  return (
    <SelectWidget
      {...props}
      options={{ ...props.options, optionsSource: undefined, enumOptions }}
    />
  );
}

/**
 * A Select whose options are the model catalogue's nameplates (x-options-source: nameplates):
 * "brand · name (code)", in the catalogue's order. A stored code the catalogue no longer has stays
 * chosen and is marked.
 */
function NameplatesSelect(props: WidgetProps) {
  const grouped = useQuery({
    queryKey: ["catalogue-nameplates"],
    queryFn: () => api<GroupedNameplates>("GET", "/vehicles/grouped_nameplates?lang=ar"),
    staleTime: 30_000,
  });
  const listed: { value: string; label: string }[] = [];
  for (const group of grouped.data?.data ?? [])
    for (const style of group.attributes.body_styles)
      for (const n of style.nameplates)
        if (!listed.some((o) => o.value === n.code))
          listed.push({
            value: n.code,
            label: `${group.attributes.brand.name} · ${n.name} (${n.code})`,
          });
  const current = typeof props.value === "string" ? props.value : "";
  const enumOptions =
    current !== "" && !listed.some((o) => o.value === current)
      ? [
          { value: current, label: grouped.isPending ? current : `${current} (غير موجود)` },
          ...listed,
        ]
      : listed;
  return (
    <SelectWidget
      {...props}
      options={{ ...props.options, optionsSource: undefined, enumOptions }}
    />
  );
}

/** Select: a native select of the schema's options under their Arabic names. */
export function SelectWidget(props: WidgetProps) {
  if (props.options.optionsSource === "forms") return <FormsSelect {...props} />;
  if (props.options.optionsSource === "nameplates") return <NameplatesSelect {...props} />;
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
