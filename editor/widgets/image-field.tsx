import { type FieldProps, getUiOptions } from "@rjsf/utils";
import { useState } from "react";
import { isRecord } from "../../runtime/core/records.ts";
import { LazyMediaPicker } from "../media/lazy-media-picker.tsx";
import { Legend, Part, partErrors, Tooltip } from "./field-parts.tsx";
import { Errors } from "./templates.tsx";

export interface ImageValue {
  id: number;
  alt?: string;
}

export const thumbnailUrl = (id: number): string => `/api/v2/images/${id}/w/320.jpg`;

/** Image: a media-library picture ({id, alt?}) chosen in the picker, its alt text and sizes. */
export function ImageField(props: FieldProps) {
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
  const options = getUiOptions(uiSchema);
  const withAlt = options.withAlt === true;
  const sizes = Array.isArray(options.sizes) ? (options.sizes as { w: number; h?: number }[]) : [];
  const value: Partial<ImageValue> = isRecord(formData) ? (formData as Partial<ImageValue>) : {};
  const [picking, setPicking] = useState(false);
  const id = fieldPathId.$id;
  const off = disabled || readonly;
  const set = (next: Partial<ImageValue> | undefined) =>
    onChange(next as ImageValue | undefined, fieldPathId.path);
  const hasImage = typeof value.id === "number" && value.id > 0;
  return (
    <fieldset className="wf-image" id={id}>
      <Legend schema={schema} uiSchema={uiSchema} required={required} />
      <div className="wf-image-row">
        <div className="wf-thumb">
          {hasImage ? (
            <img
              src={thumbnailUrl(value.id as number)}
              alt={value.alt ?? ""}
              loading="lazy"
              width={160}
            />
          ) : (
            <span className="wf-thumb-empty">لا صورة</span>
          )}
        </div>
        <div className="wf-image-actions">
          <button
            type="button"
            className="wf-button"
            disabled={off}
            onClick={() => setPicking(true)}
          >
            {hasImage ? "تغيير الصورة" : "اختر صورة"}
          </button>
          {hasImage && !required ? (
            <button
              type="button"
              className="wf-button wf-button--danger"
              disabled={off}
              onClick={() => set(undefined)}
            >
              إزالة الصورة
            </button>
          ) : null}
          {hasImage ? (
            <span className="wf-help">
              رقم الصورة <bdi>{value.id}</bdi>
            </span>
          ) : null}
        </div>
      </div>
      {sizes.length ? (
        <p className="wf-help">
          المقاسات المعروضة:{" "}
          {sizes.map((s, i) => (
            <span key={`${s.w}x${s.h ?? ""}`}>
              {i > 0 ? "، " : ""}
              <bdi dir="ltr">{s.h ? `${s.w}×${s.h}` : `${s.w}`}</bdi>
            </span>
          ))}{" "}
          بكسل
        </p>
      ) : null}
      {withAlt ? (
        <Part id={`${id}_alt`} label="النص البديل" errors={partErrors(errorSchema, "alt")}>
          <input
            className="wf-input"
            id={`${id}_alt`}
            type="text"
            dir="auto"
            value={value.alt ?? ""}
            disabled={!hasImage || off}
            aria-describedby={`${id}_alt__error`}
            onChange={(e) => set({ ...value, id: value.id, alt: e.target.value } as ImageValue)}
          />
        </Part>
      ) : null}
      <Tooltip uiSchema={uiSchema} />
      <Errors messages={[...(props.rawErrors ?? []), ...partErrors(errorSchema, "id")]} />
      {picking ? (
        <LazyMediaPicker
          onClose={() => setPicking(false)}
          onSelect={(image) => {
            setPicking(false);
            // A new picture brings its own description from the library, never the old one's.
            set(withAlt && image.alt ? { id: image.id, alt: image.alt } : { id: image.id });
          }}
        />
      ) : null}
    </fieldset>
  );
}
