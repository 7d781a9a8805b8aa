import type { FieldProps } from "@rjsf/utils";
import { isRecord } from "../../runtime/core/records.ts";
import { Legend, Part, partErrors } from "./field-parts.tsx";
import { Errors } from "./templates.tsx";

interface Period {
  start: string;
  end: string;
}

/** DateRange: the periods a block is shown, each from a start date to an end date (start ≤ end). */
export function DateRangeField(props: FieldProps) {
  const {
    formData,
    onChange,
    fieldPathId,
    schema,
    uiSchema,
    errorSchema,
    disabled,
    readonly,
    required,
  } = props;
  const periods: Period[] = Array.isArray(formData)
    ? (formData as unknown[]).filter(isRecord).map((p) => ({
        start: typeof p.start === "string" ? p.start : "",
        end: typeof p.end === "string" ? p.end : "",
      }))
    : [];
  const max = typeof schema.maxItems === "number" ? schema.maxItems : null;
  const id = fieldPathId.$id;
  const off = disabled || readonly;
  const set = (next: Period[]) => onChange(next, fieldPathId.path);
  const atCap = max !== null && periods.length >= max;
  return (
    <fieldset className="wf-daterange" id={id}>
      <Legend schema={schema} uiSchema={uiSchema} required={required} />
      {periods.length === 0 ? <p className="wf-empty">يظهر دائماً: لا توجد فترات.</p> : null}
      {periods.map((p, i) => {
        const name = `الفترة ${i + 1}`;
        const reversed = p.start !== "" && p.end !== "" && p.start > p.end;
        const endErrors = partErrors(errorSchema, i, "end");
        return (
          <fieldset className="wf-period" key={`${id}-${i.toString()}`} aria-label={name}>
            <Part
              id={`${id}_${i}_start`}
              label={`${name} — من`}
              errors={partErrors(errorSchema, i, "start")}
            >
              <input
                className="wf-input"
                id={`${id}_${i}_start`}
                type="date"
                dir="ltr"
                value={p.start}
                max={p.end || undefined}
                disabled={off}
                onChange={(e) =>
                  set(periods.map((q, j) => (j === i ? { ...q, start: e.target.value } : q)))
                }
              />
            </Part>
            <Part
              id={`${id}_${i}_end`}
              label={`${name} — إلى`}
              errors={
                reversed && endErrors.length === 0
                  ? ["يجب ألا تكون البداية بعد النهاية"]
                  : endErrors
              }
            >
              <input
                className="wf-input"
                id={`${id}_${i}_end`}
                type="date"
                dir="ltr"
                value={p.end}
                min={p.start || undefined}
                disabled={off}
                aria-invalid={reversed || undefined}
                onChange={(e) =>
                  set(periods.map((q, j) => (j === i ? { ...q, end: e.target.value } : q)))
                }
              />
            </Part>
            <button
              type="button"
              className="wf-button wf-button--small wf-button--danger"
              disabled={off}
              aria-label={`حذف ${name}`}
              onClick={() => set(periods.filter((_, j) => j !== i))}
            >
              حذف
            </button>
          </fieldset>
        );
      })}
      <div className="wf-array-add">
        <button
          type="button"
          className="wf-button"
          disabled={off || atCap}
          onClick={() => set([...periods, { start: "", end: "" }])}
        >
          إضافة فترة
        </button>
        {atCap ? <p className="wf-note">الحد الأقصى {max} فترة</p> : null}
      </div>
      <Errors messages={props.rawErrors ?? []} />
    </fieldset>
  );
}
