import {
  type ErrorSchema,
  type FieldProps,
  getUiOptions,
  type RJSFSchema,
  type UiSchema,
} from "@rjsf/utils";
import { type ReactNode, useEffect, useState } from "react";
import { partLabels } from "../../runtime/core/validation-messages.ts";
import { LazyMediaPicker } from "../media/lazy-media-picker.tsx";
import { IconPicker } from "./inputs.tsx";
import { Errors, hasArabic } from "./templates.tsx";

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Errors of one part of a structured value, from its branch of the error tree. */
function partErrors(errorSchema: ErrorSchema | undefined, ...path: (string | number)[]): string[] {
  let node: unknown = errorSchema;
  for (const step of path) node = isRecord(node) ? node[String(step)] : undefined;
  return isRecord(node) && Array.isArray(node.__errors) ? (node.__errors as string[]) : [];
}

/** Every message anywhere in an error tree (for a structured field shown as one control). */
function allErrors(errorSchema: unknown): string[] {
  if (!isRecord(errorSchema)) return [];
  const own = Array.isArray(errorSchema.__errors) ? (errorSchema.__errors as string[]) : [];
  return [
    ...own,
    ...Object.entries(errorSchema)
      .filter(([k]) => k !== "__errors")
      .flatMap(([, v]) => allErrors(v)),
  ];
}

function Legend({
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

function Tooltip({ uiSchema }: { uiSchema?: UiSchema }) {
  const tooltip = getUiOptions(uiSchema).tooltip;
  return typeof tooltip === "string" && tooltip ? <p className="wf-help">{tooltip}</p> : null;
}

/** A labelled part of a structured field (link text, alt text, a period's start…). */
function Part({
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
function PartSelect<T extends string>({
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

/* ------------------------------------------------------------------ Image */

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

/* ------------------------------------------------------------------- Link */

export interface LinkValue {
  link_text?: string;
  url?: string;
  type?: "internal" | "external" | "form" | "file";
  target?: "_self" | "_blank";
  rdx_forms_form_id?: string;
  hidden_fields?: Record<string, string>;
  icon?: string;
  theme?: string;
  ui_type?: "primary" | "secondary" | "tertiary";
  size?: "medium" | "small";
  form_layout?: "" | "double_column";
  dc_strategy?: { key?: string; value?: string };
}

const linkTypes: [NonNullable<LinkValue["type"]>, string][] = [
  ["internal", "صفحة من الموقع"],
  ["external", "رابط خارجي"],
  ["form", "نموذج"],
  ["file", "ملف"],
];
const uiTypes: [NonNullable<LinkValue["ui_type"]>, string][] = [
  ["primary", "أساسي"],
  ["secondary", "ثانوي"],
  ["tertiary", "نصي"],
];
const linkSizes: [NonNullable<LinkValue["size"]>, string][] = [
  ["medium", "متوسط"],
  ["small", "صغير"],
];
const formLayouts: [NonNullable<LinkValue["form_layout"]>, string][] = [
  ["", "عمود واحد"],
  ["double_column", "عمودان"],
];

let pagePathsCache: Promise<string[]> | null = null;
/** The site's page paths, for the internal-link suggestions (loaded once, quietly). */
function usePagePaths(): string[] {
  const [paths, setPaths] = useState<string[]>([]);
  useEffect(() => {
    pagePathsCache ??= fetch("/api/cms/pages", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    })
      .then((r) => (r.ok ? r.json() : { data: [] }))
      .then((body: { data?: { path?: unknown }[] }) =>
        (body.data ?? []).map((p) => p.path).filter((p): p is string => typeof p === "string"),
      )
      .catch(() => []);
    let live = true;
    void pagePathsCache.then((p) => live && setPaths(p));
    return () => {
      live = false;
    };
  }, []);
  return paths;
}

/** The hidden fields of a form link: name and value rows. */
function HiddenFieldsEditor({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
  disabled?: boolean;
}) {
  const rows = Object.entries(value);
  const rename = (from: string, to: string) => {
    const next: Record<string, string> = {};
    for (const [k, v] of rows) next[k === from ? to : k] = v;
    onChange(next);
  };
  return (
    <fieldset className="wf-subgroup" id={id}>
      <legend className="wf-legend wf-legend--small">الحقول المخفية</legend>
      {rows.length === 0 ? <p className="wf-empty">لا توجد حقول مخفية.</p> : null}
      {rows.map(([k, v], i) => (
        <div className="wf-pair" key={`${id}-${i.toString()}`}>
          <div className="wf-field">
            <label className="wf-label" htmlFor={`${id}-${i}-k`}>
              الاسم
            </label>
            <input
              className="wf-input"
              id={`${id}-${i}-k`}
              dir="ltr"
              value={k}
              disabled={disabled}
              onChange={(e) => rename(k, e.target.value)}
            />
          </div>
          <div className="wf-field">
            <label className="wf-label" htmlFor={`${id}-${i}-v`}>
              القيمة
            </label>
            <input
              className="wf-input"
              id={`${id}-${i}-v`}
              dir="auto"
              value={v}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, [k]: e.target.value })}
            />
          </div>
          <button
            type="button"
            className="wf-button wf-button--small wf-button--danger"
            disabled={disabled}
            aria-label={`حذف الحقل المخفي ${k || i + 1}`}
            onClick={() => {
              const next = { ...value };
              delete next[k];
              onChange(next);
            }}
          >
            حذف
          </button>
        </div>
      ))}
      <button
        type="button"
        className="wf-button wf-button--small"
        disabled={disabled || Object.hasOwn(value, "")}
        onClick={() => onChange({ ...value, "": "" })}
      >
        إضافة حقل مخفي
      </button>
    </fieldset>
  );
}

/** Link: the whole CTA value; the parts shown follow the link's type. */
export function LinkField(props: FieldProps) {
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
  const withoutIcon = getUiOptions(uiSchema).withoutIcon === true;
  const value: LinkValue = isRecord(formData) ? (formData as LinkValue) : {};
  const type = value.type ?? "internal";
  const id = fieldPathId.$id;
  const off = disabled || readonly;
  const pages = usePagePaths();
  const set = (patch: Partial<LinkValue>) =>
    onChange({ ...value, ...patch } as LinkValue, fieldPathId.path);
  const err = (key: keyof LinkValue) => partErrors(errorSchema, key);
  const urlLabel = type === "internal" ? "مسار الصفحة" : type === "file" ? "رابط الملف" : "العنوان";
  return (
    <fieldset className="wf-link" id={id}>
      <Legend schema={schema} uiSchema={uiSchema} required={required} />
      <div className="wf-grid">
        <Part
          id={`${id}_link_text`}
          label={partLabels.link_text ?? "نص الرابط"}
          errors={err("link_text")}
        >
          <input
            className="wf-input"
            id={`${id}_link_text`}
            dir="auto"
            value={value.link_text ?? ""}
            disabled={off}
            onChange={(e) => set({ link_text: e.target.value })}
          />
        </Part>
        <PartSelect
          id={`${id}_type`}
          label="نوع الرابط"
          errors={err("type")}
          value={type}
          options={linkTypes}
          disabled={off}
          onChange={(type) => set({ type })}
        />
        {type !== "form" ? (
          <Part id={`${id}_url`} label={urlLabel} errors={err("url")}>
            <input
              className="wf-input"
              id={`${id}_url`}
              dir="ltr"
              type={type === "external" ? "url" : "text"}
              inputMode="url"
              list={type === "internal" ? `${id}_pages` : undefined}
              placeholder={type === "internal" ? "/models/defender" : "https://"}
              value={value.url ?? ""}
              disabled={off}
              onChange={(e) => set({ url: e.target.value })}
            />
            {type === "internal" ? (
              <datalist id={`${id}_pages`}>
                {pages.map((p) => (
                  <option key={p} value={p} />
                ))}
              </datalist>
            ) : null}
          </Part>
        ) : null}
        {type !== "form" ? (
          <div className="wf-field wf-field--bool">
            <label className="wf-label" htmlFor={`${id}_target`}>
              فتح في نافذة جديدة
            </label>
            <input
              className="wf-switch"
              id={`${id}_target`}
              type="checkbox"
              role="switch"
              checked={value.target === "_blank"}
              aria-checked={value.target === "_blank"}
              disabled={off}
              onChange={(e) => set({ target: e.target.checked ? "_blank" : "_self" })}
            />
          </div>
        ) : null}
        {type === "form" ? (
          <>
            <Part id={`${id}_form`} label="رقم النموذج" errors={err("rdx_forms_form_id")}>
              <input
                className="wf-input"
                id={`${id}_form`}
                dir="ltr"
                inputMode="numeric"
                value={value.rdx_forms_form_id ?? ""}
                disabled={off}
                onChange={(e) => set({ rdx_forms_form_id: e.target.value })}
              />
            </Part>
            <PartSelect
              id={`${id}_layout`}
              label="تخطيط النموذج"
              errors={err("form_layout")}
              value={value.form_layout ?? ""}
              options={formLayouts}
              disabled={off}
              onChange={(form_layout) => set({ form_layout })}
            />
          </>
        ) : null}
        <PartSelect
          id={`${id}_ui_type`}
          label="شكل الزر"
          errors={err("ui_type")}
          value={value.ui_type ?? "primary"}
          options={uiTypes}
          disabled={off}
          onChange={(ui_type) => set({ ui_type })}
        />
        <PartSelect
          id={`${id}_size`}
          label="الحجم"
          errors={err("size")}
          value={value.size ?? "medium"}
          options={linkSizes}
          disabled={off}
          onChange={(size) => set({ size })}
        />
      </div>
      {type === "form" ? (
        <HiddenFieldsEditor
          id={`${id}_hidden_fields`}
          value={value.hidden_fields ?? {}}
          disabled={off}
          onChange={(hidden_fields) => set({ hidden_fields })}
        />
      ) : null}
      {withoutIcon ? null : (
        <div className="wf-field">
          <span className="wf-label" id={`${id}_icon__label`}>
            الأيقونة
          </span>
          <IconPicker
            id={`${id}_icon`}
            label="الأيقونة"
            value={value.icon ?? ""}
            disabled={off}
            onChange={(icon) => set({ icon })}
          />
        </div>
      )}
      <Tooltip uiSchema={uiSchema} />
      <Errors
        messages={[
          ...(props.rawErrors ?? []),
          ...allErrors({
            ...(errorSchema ?? {}),
            link_text: undefined,
            type: undefined,
            url: undefined,
            rdx_forms_form_id: undefined,
            form_layout: undefined,
            ui_type: undefined,
            size: undefined,
          }),
        ]}
      />
    </fieldset>
  );
}

/* -------------------------------------------------------- LinksCollection */

function withoutField(uiSchema: UiSchema | undefined): UiSchema {
  const { "ui:field": _field, ...rest } = uiSchema ?? {};
  return rest;
}

/** LinksCollection: a list of links with add, remove and reorder, capped at maxItems. */
export function LinksCollectionField(props: FieldProps) {
  const { ArrayField } = props.registry.fields;
  if (!ArrayField) return null;
  const options = getUiOptions(props.uiSchema);
  const uiSchema: UiSchema = {
    ...withoutField(props.uiSchema),
    "ui:options": { ...(props.uiSchema?.["ui:options"] ?? {}), orderable: true },
    items: {
      "ui:field": "Link",
      "ui:title": "",
      "ui:options": { withoutIcon: options.withoutIcon === true },
    },
  };
  return <ArrayField {...props} uiSchema={uiSchema} />;
}

/* ------------------------------------------------------------------- Json */

const targetNames = ["نفس النافذة", "نافذة جديدة"];

/** Arabic labels for the untitled parts of a JSON value's schema (hotspots, footer columns…). */
export function partsUi(schema: RJSFSchema | undefined, name?: string): UiSchema {
  const ui: UiSchema = {};
  if (!schema) return ui;
  if (!schema.title && name) ui["ui:title"] = partLabels[name] ?? name;
  if (schema.description && !hasArabic(schema.description)) ui["ui:description"] = "";
  if (Array.isArray(schema.enum) && name === "target") ui["ui:enumNames"] = targetNames;
  if (isRecord(schema.properties)) {
    for (const [key, sub] of Object.entries(schema.properties)) {
      if (isRecord(sub)) ui[key] = partsUi(sub as RJSFSchema, key);
    }
  }
  if (isRecord(schema.items)) ui.items = { ...partsUi(schema.items as RJSFSchema), "ui:title": "" };
  if (isRecord(schema.additionalProperties))
    ui.additionalProperties = partsUi(schema.additionalProperties as RJSFSchema);
  return ui;
}

/** Json: a nested form built from the field's own sub-schema (lists, name → value maps). */
export function JsonField(props: FieldProps) {
  const { schema, registry } = props;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const uiSchema: UiSchema = {
    ...partsUi(schema),
    ...withoutField(props.uiSchema),
    "ui:title": schema.title ?? "",
  };
  if (type === "array" && registry.fields.ArrayField) {
    const { ArrayField } = registry.fields;
    return <ArrayField {...props} uiSchema={uiSchema} />;
  }
  if (
    (type === "object" || isRecord(schema.properties) || schema.additionalProperties) &&
    registry.fields.ObjectField
  ) {
    const { ObjectField } = registry.fields;
    return (
      <div className="wf-json">
        <ObjectField
          {...props}
          uiSchema={{
            ...uiSchema,
            "ui:options": { ...(uiSchema["ui:options"] ?? {}), expandable: true },
          }}
        />
      </div>
    );
  }
  const { SchemaField } = registry.fields;
  return SchemaField ? <SchemaField {...props} uiSchema={uiSchema} /> : null;
}

/* -------------------------------------------------------------- DateRange */

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

/* -------------------------------------------------------------- Separator */

/** Separator: a heading line between parts of the form; holds no content of its own. */
export function SeparatorField(props: FieldProps) {
  const { schema, uiSchema, formData } = props;
  const big = getUiOptions(uiSchema).big === true || (isRecord(formData) && formData.big === true);
  return (
    <div className={`wf-separator${big ? " wf-separator--big" : ""}`}>
      {big ? (
        <h3 className="wf-separator-title">{schema.title}</h3>
      ) : (
        <h4 className="wf-separator-title">{schema.title}</h4>
      )}
    </div>
  );
}
