import Form, { type IChangeEvent } from "@rjsf/core";
import type { ErrorSchema, RJSFSchema, UiSchema } from "@rjsf/utils";
import { useMemo } from "react";
import { jsonSettingKeys } from "../../generated/validate.ts";
import { isRecord } from "../../runtime/core/records.ts";
import { pointerTokens } from "../../runtime/core/validation-messages.ts";
import { formKit } from "./index.ts";
import type { FormHeadingContext } from "./templates.tsx";
import { problemsToErrorSchema, schemaFormValidator } from "./validation.ts";
import "./widgets.css";

type Values = Record<string, unknown>;

/** A refusal to show on a field: `pointer` (/general.app_name) or the settings `key`. */
export interface FormProblem {
  pointer?: string;
  key?: string;
  rule?: string;
  message: string;
}

export interface SchemaFormProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema | Readonly<Record<string, unknown>>;
  formData: Values;
  onChange?: (values: Values) => void;
  onSubmit?: (values: Values) => void;
  /** Errors from the server, as problems or as an RJSF error tree. */
  extraErrors?: FormProblem[] | ErrorSchema<Values>;
  readOnly?: boolean;
  submitLabel?: string;
  /**
   * The heading level of the form's list items: one below the heading the form sits under
   * (3 under a card's h2, the admin's forms).
   */
  itemHeadingLevel?: number;
}

/** Keys stored as a JSON string whose form edits the parsed value. */
function jsonKeysOf(schema: RJSFSchema): string[] {
  const props = isRecord(schema.properties) ? schema.properties : {};
  return Object.entries(props)
    .filter(([key, sub]) => jsonSettingKeys.has(key) && isRecord(sub) && sub.type !== "string")
    .map(([key]) => key);
}

/** JSON strings parsed for the form; a value that does not parse is left out (and reported). */
export function parseJsonValues(
  values: Values,
  keys: readonly string[],
): { values: Values; broken: string[] } {
  const out: Values = { ...values };
  const broken: string[] = [];
  for (const key of keys) {
    const raw = values[key];
    if (typeof raw !== "string") continue;
    if (raw.trim() === "") {
      delete out[key];
      continue;
    }
    try {
      out[key] = JSON.parse(raw);
    } catch {
      delete out[key];
      broken.push(key);
    }
  }
  return { values: out, broken };
}

/** Parsed values turned back into the JSON strings the settings store. */
export function stringifyJsonValues(values: Values, keys: readonly string[]): Values {
  const out: Values = { ...values };
  for (const key of keys)
    if (key in out && typeof out[key] !== "string") out[key] = JSON.stringify(out[key]);
  return out;
}

function toErrorSchema(extra: SchemaFormProps["extraErrors"]): ErrorSchema<Values> | undefined {
  if (!extra) return undefined;
  if (!Array.isArray(extra)) return extra;
  if (extra.length === 0) return undefined;
  return problemsToErrorSchema<Values>(
    extra.map((p) => {
      const pointer =
        p.pointer ?? (p.key ? `/${p.key.replaceAll("~", "~0").replaceAll("/", "~1")}` : "");
      // A settings key has dots but is one property: keep a pointer of one token as it is.
      return { pointer: pointerTokens(pointer).length ? pointer : "", message: p.message };
    }),
  );
}

/** A form over any schema (the admin's settings namespaces): Arabic, RTL, the same widgets. */
export function SchemaForm({
  schema,
  uiSchema,
  formData,
  onChange,
  onSubmit,
  extraErrors,
  readOnly,
  submitLabel,
  itemHeadingLevel = 3,
}: SchemaFormProps) {
  const jsonKeys = useMemo(() => jsonKeysOf(schema), [schema]);
  const formContext = useMemo<FormHeadingContext>(() => ({ itemHeadingLevel }), [itemHeadingLevel]);
  const validator = useMemo(() => schemaFormValidator<Values>(schema), [schema]);
  const parsed = useMemo(() => parseJsonValues(formData, jsonKeys), [formData, jsonKeys]);
  const errors = useMemo(() => {
    const fromServer = toErrorSchema(extraErrors);
    if (parsed.broken.length === 0) return fromServer;
    const local = problemsToErrorSchema<Values>(
      parsed.broken.map((key) => ({
        pointer: `/${key}`,
        message: `${String((schema.properties?.[key] as RJSFSchema | undefined)?.title ?? key)}: القيمة المحفوظة ليست JSON صالحاً`,
      })),
    );
    return { ...local, ...(fromServer ?? {}) } as ErrorSchema<Values>;
  }, [extraErrors, parsed.broken, schema]);
  const ui = useMemo<UiSchema>(
    () => ({
      ...((uiSchema ?? {}) as UiSchema),
      "ui:submitButtonOptions": onSubmit
        ? { submitText: submitLabel ?? "حفظ", props: { disabled: readOnly } }
        : { norender: true },
    }),
    [uiSchema, onSubmit, submitLabel, readOnly],
  );
  return (
    <div className="wf-form wf-schema-form" dir="rtl" lang="ar">
      <Form
        schema={schema}
        uiSchema={ui}
        formData={parsed.values}
        validator={validator}
        {...formKit}
        readonly={readOnly}
        formContext={formContext}
        extraErrors={errors}
        onChange={(e: IChangeEvent) => onChange?.(stringifyJsonValues(e.formData ?? {}, jsonKeys))}
        onSubmit={(e: IChangeEvent) => onSubmit?.(stringifyJsonValues(e.formData ?? {}, jsonKeys))}
      />
    </div>
  );
}
