import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import { type KeyboardEvent, useMemo, useState } from "react";
import { indexOfValue, type Option } from "./select-options.ts";
import { invalid } from "./widget-aria.ts";

/** A searchable select: type to filter, arrows to move, Enter to choose, Escape to close. */
export function Combobox(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, options, rawErrors } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptions[indexOfValue(enumOptions, value)];
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listId = `${id}__list`;
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q === ""
      ? enumOptions
      : enumOptions.filter(
          (o) => o.label.toLowerCase().includes(q) || String(o.value).toLowerCase().includes(q),
        );
  }, [enumOptions, query]);
  const choose = (o: Option | undefined) => {
    if (!o) return;
    onChange(o.value);
    setOpen(false);
    setQuery("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActive((a) => Math.min(a + 1, matches.length - 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === "Home" && open) {
      e.preventDefault();
      setActive(0);
    } else if (e.key === "End" && open) {
      e.preventDefault();
      setActive(Math.max(matches.length - 1, 0));
    } else if (e.key === "Enter") {
      if (open) {
        e.preventDefault();
        choose(matches[active]);
      }
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setQuery("");
      }
    }
  };
  const off = disabled || readonly;
  return (
    <div className="wf-combobox">
      <input
        className="wf-input"
        id={id}
        name={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid(rawErrors)}
        aria-describedby={ariaDescribedByIds(id, false)}
        placeholder="ابحث…"
        disabled={off}
        value={open ? query : (selected?.label ?? "")}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onClick={() => !off && setOpen(true)}
        onFocus={() => onFocus(id, value)}
        onBlur={() => {
          setOpen(false);
          setQuery("");
          onBlur(id, value);
        }}
      />
      <div className="wf-listbox" id={listId} role="listbox" hidden={!open} aria-label="الخيارات">
        {matches.length === 0 ? (
          <div className="wf-option wf-option--none">لا توجد نتائج</div>
        ) : (
          matches.map((o, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard.
            <div
              key={String(o.value)}
              tabIndex={-1}
              id={`${listId}-${i}`}
              role="option"
              className={`wf-option${i === active ? " wf-option--active" : ""}`}
              aria-selected={o.value === value}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(o)}
            >
              {o.label}
            </div>
          ))
        )}
      </div>
    </div>
  );
}
