import type { ReactNode } from "react";
import type { FormField } from "../../generated/types.ts";
import { DateField } from "./date-field.tsx";
import { describedBy, errorId, helpId } from "./field-ids.ts";
import type { LeadFormView } from "./form-view.ts";
import { type FieldValue, isCheckboxList } from "./lead-values.ts";

function autoCompleteOf(field: FormField): string | undefined {
  const name = field.name.toLowerCase();
  if (field.format === "email" || name.includes("email")) return "email";
  if (/first_?name|given/.test(name)) return "given-name";
  if (/last_?name|family|surname/.test(name)) return "family-name";
  if (/^(full_?)?name$/.test(name)) return "name";
  return undefined;
}

interface FieldProps {
  field: FormField;
  id: string;
  value: FieldValue;
  error: string | undefined;
  view: LeadFormView;
  today: string | undefined;
  onChange: (value: FieldValue) => void;
  onLeave: () => void;
  /** The control of a phone or file field (the others are drawn here). */
  children: ReactNode;
}

/** A field's label's id (the date field's button is named by it). */
function labelIdOf(id: string): string {
  return `${id}-label`;
}

function RequiredMark() {
  return (
    <span className="lead-form__required" aria-hidden="true">
      *
    </span>
  );
}

/** What every way of drawing a field shares: its classes, hint, error and the controls' props. */
interface FieldParts {
  classes: string;
  isInvalid: boolean;
  described: string | undefined;
  text: string;
  helpText: ReactNode;
  errorText: ReactNode;
}

function fieldPartsOf({ field, id, value, error, view }: FieldProps): FieldParts {
  const isInvalid = error !== undefined;
  const help = field.type === "file" ? view.fileHints[field.name] : field.help;
  const classes = [
    "lead-form__field",
    `lead-form__field--${field.type}`,
    field.width === "full" || field.type === "textarea" ? "lead-form__field--full" : "",
    isInvalid ? "lead-form__field--invalid" : "",
  ].filter(Boolean);
  return {
    classes: classes.join(" "),
    isInvalid,
    described: describedBy(help && helpId(id), isInvalid && errorId(id)),
    text: typeof value === "string" ? value : "",
    helpText: help ? (
      <p className="lead-form__help" id={helpId(id)}>
        {help}
      </p>
    ) : null,
    errorText: isInvalid ? (
      <p className="lead-form__error" id={errorId(id)}>
        {error}
      </p>
    ) : null,
  };
}

/** Radio buttons, or a list of checkboxes: a fieldset whose legend names the choice. */
function ChoiceGroup({ props, parts }: { props: FieldProps; parts: FieldParts }) {
  const { field, id, value, view, onChange, onLeave } = props;
  const { isInvalid } = parts;
  const chosen = Array.isArray(value) ? value : [parts.text];
  return (
    <fieldset
      className={parts.classes}
      aria-describedby={parts.described}
      aria-invalid={field.type === "radio" && isInvalid ? true : undefined}
    >
      <legend className="lead-form__label">
        {field.label}
        {field.required ? (
          <>
            <RequiredMark />
            <span className="visually-hidden"> ({view.texts.required})</span>
          </>
        ) : null}
      </legend>
      {parts.helpText}
      <div className="lead-form__choices">
        {field.options.map((option, i) => {
          const optionId = `${id}-${i}`;
          const isChecked = chosen.includes(option.value);
          return (
            <div className="lead-form__choice" key={option.value}>
              <input
                id={optionId}
                type={field.type === "radio" ? "radio" : "checkbox"}
                name={id}
                value={option.value}
                checked={isChecked}
                aria-invalid={field.type === "checkbox" && isInvalid ? true : undefined}
                onChange={(e) => {
                  if (field.type === "radio") onChange(option.value);
                  else
                    onChange(
                      e.target.checked
                        ? [...chosen.filter((v) => v !== ""), option.value]
                        : chosen.filter((v) => v !== option.value),
                    );
                }}
                onBlur={onLeave}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
      {parts.errorText}
    </fieldset>
  );
}

/** The props every single control of a field carries. */
function commonOf({ field, id, onLeave }: FieldProps, parts: FieldParts) {
  return {
    id,
    name: id,
    required: field.required,
    "aria-invalid": parts.isInvalid || undefined,
    "aria-describedby": parts.described,
    onBlur: onLeave,
  };
}

/** A single checkbox (a consent, say): the box before its label. */
function SingleCheckbox({ props, parts }: { props: FieldProps; parts: FieldParts }) {
  const { field, id, value, onChange } = props;
  return (
    <div className={parts.classes}>
      <div className="lead-form__choice">
        <input
          {...commonOf(props, parts)}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id} className="lead-form__label">
          {field.label}
          {field.required ? <RequiredMark /> : null}
        </label>
      </div>
      {parts.helpText}
      {parts.errorText}
    </div>
  );
}

/** The control of a text, textarea, select or date field; the phone's and file's are given. */
function controlOf(props: FieldProps, parts: FieldParts): ReactNode {
  const { field, view, today, onChange } = props;
  const common = commonOf(props, parts);
  const { text } = parts;
  if (field.type === "textarea")
    return (
      <textarea
        {...common}
        className="lead-form__input lead-form__textarea"
        rows={4}
        value={text}
        placeholder={field.placeholder || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  if (field.type === "select") {
    const options =
      field.source === "locations"
        ? view.locations.map((l) => ({ value: l.id, label: l.label }))
        : field.options;
    return (
      <select
        {...common}
        className="lead-form__input lead-form__select"
        value={text}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{field.placeholder || view.texts.choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === "date")
    return (
      <DateField
        id={props.id}
        labelId={labelIdOf(props.id)}
        lang={view.lang}
        value={text}
        min={today}
        isRequired={field.required}
        isInvalid={parts.isInvalid}
        describedBy={parts.described}
        texts={view.texts}
        onChange={onChange}
        onLeave={props.onLeave}
      />
    );
  if (field.type === "text")
    return (
      <input
        {...common}
        type={field.format === "email" ? "email" : "text"}
        inputMode={field.format === "number" ? "decimal" : undefined}
        dir={field.format === "email" || field.format === "number" ? "ltr" : undefined}
        autoComplete={autoCompleteOf(field)}
        className="lead-form__input"
        value={text}
        placeholder={field.placeholder || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return props.children;
}

/** One field: its label, help, control and error, red on both border and label when invalid. */
export function Field(props: FieldProps) {
  const { field, id } = props;
  const parts = fieldPartsOf(props);
  if (field.type === "radio" || isCheckboxList(field))
    return <ChoiceGroup props={props} parts={parts} />;
  if (field.type === "checkbox") return <SingleCheckbox props={props} parts={parts} />;
  // The hint comes before the control, read on the way to it; the error after, where it failed.
  return (
    <div className={parts.classes}>
      <label
        htmlFor={id}
        id={field.type === "date" ? labelIdOf(id) : undefined}
        className="lead-form__label"
      >
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </label>
      {parts.helpText}
      {controlOf(props, parts)}
      {parts.errorText}
    </div>
  );
}
