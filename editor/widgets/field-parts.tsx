import { type ErrorSchema, getUiOptions, type RJSFSchema, type UiSchema } from "@rjsf/utils";
import type { ReactNode } from "react";
import { isRecord } from "../../runtime/core/records.ts";
import { Errors } from "./templates.tsx";

/** Errors of one part of a structured value, from its branch of the error tree. */
export function partErrors(
  errorSchema: ErrorSchema | undefined,
  ...path: (string | number)[]
): string[] {
  let node: unknown = errorSchema;
  for (const step of path) node = isRecord(node) ? node[String(step)] : undefined;
  return isRecord(node) && Array.isArray(node.__errors) ? (node.__errors as string[]) : [];
}

/** Every message anywhere in an error tree (for a structured field shown as one control). */
export function allErrors(errorSchema: unknown): string[] {
  if (!isRecord(errorSchema)) return [];
  const own = Array.isArray(errorSchema.__errors) ? (errorSchema.__errors as string[]) : [];
  return [
    ...own,
    ...Object.entries(errorSchema)
      .filter(([k]) => k !== "__errors")
      .flatMap(([, v]) => allErrors(v)),
  ];
}

export function Legend({
  schema,
  uiSchema,
  required,
}: {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  required?: boolean;
}) {
  const title = getUiOptions(uiSchema).title ?? schema.title;
  return title ? (
    <legend className="wf-legend">
      {title}
      {required ? <span aria-hidden="true"> *</span> : null}
    </legend>
  ) : null;
}

export function Tooltip({ uiSchema }: { uiSchema?: UiSchema }) {
  const tooltip = getUiOptions(uiSchema).tooltip;
  return typeof tooltip === "string" && tooltip ? <p className="wf-help">{tooltip}</p> : null;
}

/** A labelled part of a structured field (link text, alt text, a period's start…). */
export function Part({
  id,
  label,
  errors,
  children,
}: {
  id: string;
  label: string;
  errors: string[];
  children: ReactNode;
}) {
  return (
    <div className={`wf-field${errors.length ? " wf-field--invalid" : ""}`}>
      <label className="wf-label" htmlFor={id}>
        {label}
      </label>
      {children}
      <Errors id={`${id}__error`} messages={errors} />
    </div>
  );
}

/** A labelled select of one part of a structured value, from [value, Arabic name] pairs. */
export function PartSelect<T extends string>({
  id,
  label,
  errors,
  value,
  options,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  errors: string[];
  value: T;
  options: readonly (readonly [T, string])[];
  disabled?: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <Part id={id} label={label} errors={errors}>
      <select
        className="wf-input wf-select"
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </Part>
  );
}

/** A field's uiSchema without its `ui:field`, to hand the value on to RJSF's own field. */
export function withoutField(uiSchema: UiSchema | undefined): UiSchema {
  const { "ui:field": _field, ...rest } = uiSchema ?? {};
  return rest;
}
