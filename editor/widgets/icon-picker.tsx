import { ariaDescribedByIds } from "@rjsf/utils";
import { useId } from "react";
import type { IconName } from "../../generated/types.ts";
import { Icon, iconNames } from "../../site/ui/icon.tsx";

/** The theme's icon set, in the order of its schema; "" is "no icon". */
export { iconNames };

const iconLabels: Record<string, string> = {
  "": "بلا أيقونة",
  "arrow-start": "سهم للأمام",
  "arrow-end": "سهم للخلف",
  "chevron-down": "سهم لأسفل",
  phone: "هاتف",
  location: "موقع",
  calendar: "تقويم",
  car: "سيارة",
  "steering-wheel": "مقود",
  fuel: "وقود",
  electric: "كهرباء",
  email: "بريد إلكتروني",
  search: "بحث",
  info: "معلومات",
  check: "علامة صح",
  star: "نجمة",
  download: "تنزيل",
  whatsapp: "واتساب",
  wrench: "مفتاح ربط",
  shield: "درع",
};

export const iconLabel = (name: string): string => iconLabels[name] ?? name;

export interface IconPickerProps {
  id: string;
  value: string;
  onChange: (name: string) => void;
  label: string;
  names?: readonly string[];
  disabled?: boolean;
  invalid?: boolean;
}

/** A grid of the theme's icons with radio-group semantics: arrows move, the choice follows. */
export function IconPicker({
  id,
  value,
  onChange,
  label,
  names = iconNames,
  disabled,
  invalid: bad,
}: IconPickerProps) {
  const group = useId();
  return (
    <div
      className="wf-icons"
      role="radiogroup"
      id={id}
      aria-label={label}
      aria-invalid={bad || undefined}
      aria-describedby={ariaDescribedByIds(id, false)}
    >
      {names.map((name) => (
        <label key={name || "none"} className="wf-icon-option" title={iconLabel(name)}>
          <input
            className="wf-visually-hidden"
            type="radio"
            name={group}
            value={name}
            checked={value === name}
            disabled={disabled}
            onChange={() => onChange(name)}
          />
          <span className="wf-icon-swatch" aria-hidden="true">
            {name === "" ? "—" : <Icon name={name as IconName} />}
          </span>
          <span className="wf-icon-name">{iconLabel(name)}</span>
        </label>
      ))}
    </div>
  );
}
