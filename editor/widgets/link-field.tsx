import { type FieldProps, getUiOptions } from "@rjsf/utils";
import { useEffect, useState } from "react";
import { isRecord } from "../../runtime/core/records.ts";
import { partLabels } from "../../runtime/core/validation-messages.ts";
import { allErrors, Legend, Part, PartSelect, partErrors, Tooltip } from "./field-parts.tsx";
import { IconPicker } from "./icon-picker.tsx";
import { Errors } from "./templates.tsx";

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
/**
 * The link types a field's schema allows: the shared Link's, narrowed by any `allOf` entry that
 * restricts `type` (the Gallery Carousel's close button allows internal links only).
 */
export function allowedLinkTypes(schema: unknown): [NonNullable<LinkValue["type"]>, string][] {
  const enumOf = (node: unknown): unknown[] | null => {
    if (!isRecord(node) || !isRecord(node.properties)) return null;
    const type = node.properties.type;
    return isRecord(type) && Array.isArray(type.enum) ? type.enum : null;
  };
  const parts = [schema, ...(isRecord(schema) && Array.isArray(schema.allOf) ? schema.allOf : [])];
  return linkTypes.filter(([value]) =>
    parts.every((part) => {
      const allowed = enumOf(part);
      return allowed === null || allowed.includes(value);
    }),
  );
}

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

interface PagePath {
  path: string;
  lang: string | null;
}

let pagePathsCache: Promise<PagePath[]> | null = null;
/**
 * The site's page paths, for the internal-link suggestions (loaded once, quietly): those of the
 * page's language when the form knows it (an internal link is site-relative, so it is resolved
 * under the page's own language base), else every path once.
 */
function usePagePaths(contentLang: string | null): string[] {
  const [pages, setPages] = useState<PagePath[]>([]);
  useEffect(() => {
    pagePathsCache ??= fetch("/api/cms/pages", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    })
      .then((r) => (r.ok ? r.json() : { data: [] }))
      .then((body: { data?: { path?: unknown; lang?: unknown }[] }) =>
        (body.data ?? []).flatMap((p) =>
          typeof p.path === "string"
            ? [{ path: p.path, lang: typeof p.lang === "string" ? p.lang : null }]
            : [],
        ),
      )
      .catch(() => []);
    let live = true;
    void pagePathsCache.then((p) => live && setPages(p));
    return () => {
      live = false;
    };
  }, []);
  return internalLinkSuggestions(pages, contentLang);
}

/**
 * The internal-link suggestions: the paths of the page's language (every language's when it is
 * unknown), each once, site-relative as the placeholder shows ("/models/defender", "/" for the
 * home page), since the site puts the page's language base in front of "/…".
 */
export function internalLinkSuggestions(
  pages: readonly { path: string; lang: string | null }[],
  contentLang: string | null,
): string[] {
  const shown = contentLang === null ? pages : pages.filter((p) => p.lang === contentLang);
  return [...new Set(shown.map((p) => (p.path === "index" ? "/" : `/${p.path}`)))];
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

/** The page's language, from BlockForm's formContext (absent in other forms). */
function contentLangOf(context: unknown): string | null {
  return typeof context === "object" && context !== null && "contentLang" in context
    ? typeof context.contentLang === "string"
      ? context.contentLang
      : null
    : null;
}

/**
 * Where the link goes: a page of this site (offered from the page's language), an address or a
 * file, with the new-window switch; or a form, by its number and layout.
 */
function LinkDestination({
  id,
  type,
  value,
  pages,
  isOff,
  errors,
  onChange,
}: {
  id: string;
  type: NonNullable<LinkValue["type"]>;
  value: LinkValue;
  pages: readonly string[];
  isOff: boolean | undefined;
  errors: (key: keyof LinkValue) => string[];
  onChange: (patch: Partial<LinkValue>) => void;
}) {
  const urlLabel = type === "internal" ? "مسار الصفحة" : type === "file" ? "رابط الملف" : "العنوان";
  return (
    <>
      {type !== "form" ? (
        <Part id={`${id}_url`} label={urlLabel} errors={errors("url")}>
          <input
            className="wf-input"
            id={`${id}_url`}
            dir="ltr"
            type={type === "external" ? "url" : "text"}
            inputMode="url"
            list={type === "internal" ? `${id}_pages` : undefined}
            placeholder={type === "internal" ? "/models/defender" : "https://"}
            value={value.url ?? ""}
            disabled={isOff}
            onChange={(e) => onChange({ url: e.target.value })}
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
            disabled={isOff}
            onChange={(e) => onChange({ target: e.target.checked ? "_blank" : "_self" })}
          />
        </div>
      ) : null}
      {type === "form" ? (
        <>
          <Part id={`${id}_form`} label="رقم النموذج" errors={errors("rdx_forms_form_id")}>
            <input
              className="wf-input"
              id={`${id}_form`}
              dir="ltr"
              inputMode="numeric"
              value={value.rdx_forms_form_id ?? ""}
              disabled={isOff}
              onChange={(e) => onChange({ rdx_forms_form_id: e.target.value })}
            />
          </Part>
          <PartSelect
            id={`${id}_layout`}
            label="تخطيط النموذج"
            errors={errors("form_layout")}
            value={value.form_layout ?? ""}
            options={formLayouts}
            disabled={isOff}
            onChange={(form_layout) => onChange({ form_layout })}
          />
        </>
      ) : null}
    </>
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
  const types = allowedLinkTypes(schema);
  const type = value.type ?? types[0]?.[0] ?? "internal";
  const id = fieldPathId.$id;
  const off = disabled || readonly;
  const pages = usePagePaths(contentLangOf(props.registry?.formContext));
  const set = (patch: Partial<LinkValue>) =>
    onChange({ ...value, ...patch } as LinkValue, fieldPathId.path);
  const err = (key: keyof LinkValue) => partErrors(errorSchema, key);
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
          options={types}
          disabled={off}
          onChange={(type) => set({ type })}
        />
        <LinkDestination
          id={id}
          type={type}
          value={value}
          pages={pages}
          isOff={off}
          errors={err}
          onChange={set}
        />
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
