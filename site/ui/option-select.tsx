import type { RefObject } from "react";

/**
 * A selector block's dropdown of options (Dropdown Sections Selector, Infotainment System
 * Selector): an empty first item, then the options by their place; picking one says which
 * (null for the empty item). Named by the element `labelledBy` points at (the fieldset's legend).
 */
export function OptionSelect({
  selectRef,
  className,
  labelledBy,
  draft,
  disabled,
  emptyLabel,
  labels,
  onPick,
}: {
  selectRef: RefObject<HTMLSelectElement | null>;
  className: string;
  labelledBy: string;
  draft: number | null;
  disabled?: boolean;
  emptyLabel: string;
  labels: readonly string[];
  onPick: (option: number | null) => void;
}) {
  return (
    <select
      ref={selectRef}
      className={className}
      aria-labelledby={labelledBy}
      value={draft === null ? "" : String(draft)}
      disabled={disabled}
      onChange={(event) => onPick(event.target.value === "" ? null : Number(event.target.value))}
    >
      <option value="">{emptyLabel}</option>
      {labels.map((label, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options never reorder once rendered.
        <option key={i} value={i}>
          {label}
        </option>
      ))}
    </select>
  );
}
