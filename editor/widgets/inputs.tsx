import { html } from "@codemirror/lang-html";
import { json } from "@codemirror/lang-json";
import { ariaDescribedByIds, type EnumOptionsType, type WidgetProps } from "@rjsf/utils";
import CodeMirror, { EditorView } from "@uiw/react-codemirror";
import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  useId,
  useMemo,
  useState,
} from "react";
import type { IconName } from "../../generated/types.ts";
import iconSchema from "../../schemas/shared/icon.schema.json";
import { Icon } from "../../site/ui/icon.tsx";

const invalid = (rawErrors: string[] | undefined): boolean | undefined =>
  rawErrors && rawErrors.length > 0 ? true : undefined;

const maxLengthOf = (schema: WidgetProps["schema"]): number | null =>
  typeof schema.maxLength === "number" ? schema.maxLength : null;

/** "12 / 120": what is left before a text field's limit. */
function Counter({ id, length, max }: { id: string; length: number; max: number | null }) {
  if (max === null) return null;
  return (
    <span className={`wf-counter${length > max ? " wf-counter--over" : ""}`} id={`${id}__count`}>
      <bdi>
        {length} / {max}
      </bdi>
    </span>
  );
}

function describedBy(id: string, max: number | null): string {
  return [ariaDescribedByIds(id, false), max === null ? "" : `${id}__count`]
    .filter(Boolean)
    .join(" ");
}

/** A text input or text area with a character count: the body of String and Text. */
function CountedText({
  props,
  text,
  multiline,
}: {
  props: WidgetProps;
  text: string;
  multiline: boolean;
}) {
  const { id, onChange, onBlur, onFocus, disabled, readonly, placeholder, schema, rawErrors } =
    props;
  const max = maxLengthOf(schema);
  const shared = {
    id,
    name: id,
    dir: "auto",
    value: text,
    placeholder,
    disabled,
    readOnly: readonly,
    "aria-invalid": invalid(rawErrors),
    "aria-describedby": describedBy(id, max),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
    onBlur: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onBlur(id, e.target.value),
    onFocus: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onFocus(id, e.target.value),
  };
  return (
    <div className="wf-control">
      {multiline ? (
        <textarea className="wf-input wf-textarea" rows={4} {...shared} />
      ) : (
        <input className="wf-input" type="text" {...shared} />
      )}
      <Counter id={id} length={text.length} max={max} />
    </div>
  );
}

/** String: a one-line text input with a character count. */
export function StringWidget(props: WidgetProps) {
  const { value } = props;
  const text = typeof value === "string" ? value : value == null ? "" : String(value);
  return <CountedText props={props} text={text} multiline={false} />;
}

/** Text: a multi-line text area with a character count. */
export function TextWidget(props: WidgetProps) {
  const text = typeof props.value === "string" ? props.value : "";
  return <CountedText props={props} text={text} multiline />;
}

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

type Option = EnumOptionsType;

function indexOfValue(options: Option[], value: unknown): number {
  return options.findIndex(
    (o) => o.value === value || String(o.value) === String(value ?? "\u0000"),
  );
}

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

/** A searchable select: type to filter, arrows to move, Enter to choose, Escape to close. */
function Combobox(props: WidgetProps) {
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

/** The theme's icon set, in the order of its schema; "" is "no icon". */
export const iconNames: readonly IconName[] = (iconSchema.enum as string[]).filter(
  (n): n is IconName => typeof n === "string",
);

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

/** Where a JSON text stops parsing, in Arabic; null when it parses (or is empty). */
export function jsonParseError(text: string): string | null {
  if (text.trim() === "") return null;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const detail = error instanceof Error ? error.message : "";
    const position = /position (\d+)/.exec(detail)?.[1];
    if (position === undefined) return "صيغة JSON غير صحيحة";
    const before = text.slice(0, Number(position));
    const line = before.split("\n").length;
    const column = Number(position) - before.lastIndexOf("\n");
    return `صيغة JSON غير صحيحة عند السطر ${line}، العمود ${column}`;
  }
}

/** Markdown: code (HTML or JSON) in a code editor; the page is RTL, the code left to right. */
export function MarkdownWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, options, label, rawErrors } =
    props;
  const language = options.language === "json" ? "json" : "html";
  const text = typeof value === "string" ? value : "";
  const extensions = useMemo(
    () => [
      language === "json" ? json() : html(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({
        "aria-label": label,
        "aria-describedby": ariaDescribedByIds(id, false),
        ...(invalid(rawErrors) ? { "aria-invalid": "true" } : {}),
      }),
    ],
    [language, label, id, rawErrors],
  );
  const parseError = language === "json" ? jsonParseError(text) : null;
  return (
    <div className="wf-code" dir="ltr" id={id}>
      <CodeMirror
        value={text}
        extensions={extensions}
        editable={!(disabled || readonly)}
        readOnly={disabled || readonly}
        indentWithTab={false}
        basicSetup={{ lineNumbers: true, foldGutter: false, highlightActiveLine: false }}
        minHeight="8rem"
        maxHeight="24rem"
        onChange={(v) => onChange(v)}
        onBlur={() => onBlur(id, text)}
        onFocus={() => onFocus(id, text)}
      />
      {parseError ? (
        <p className="wf-errors" dir="rtl" role="alert">
          {parseError}
        </p>
      ) : null}
    </div>
  );
}
