import {
  ADDITIONAL_PROPERTY_FLAG,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type DescriptionFieldProps,
  descriptionId,
  errorId,
  type FieldTemplateProps,
  getUiOptions,
  helpId,
  type IconButtonProps,
  type SubmitButtonProps,
  type TemplatesType,
  type TitleFieldProps,
  TranslatableString,
  type WrapIfAdditionalTemplateProps,
} from "@rjsf/utils";
import { isRecord } from "../../runtime/core/records.ts";

/** Text written for developers is English; the editor only shows descriptions in Arabic. */
export const hasArabic = (text: unknown): text is string =>
  typeof text === "string" && /[\u0600-\u06FF]/.test(text);

/** A field's messages, each once, read out politely as they change. */
export function Errors({ id, messages }: { id?: string; messages: string[] }) {
  const unique = messages.filter((m, i) => messages.indexOf(m) === i);
  return (
    <div aria-live="polite" id={id}>
      {unique.length ? (
        <ul className="wf-errors">
          {unique.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Whether an array is the block's repeatable groups (the top-level `groups`). */
function isGroupsPath(path: readonly (string | number)[]): boolean {
  return path.length === 1 && path[0] === "groups";
}

/** One field: label, control, hint and its errors (read out politely as they change). */
function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    classNames,
    label,
    displayLabel,
    required,
    rawDescription,
    rawErrors,
    hidden,
    children,
    uiSchema,
    schema,
    registry,
  } = props;
  if (hidden) return <div hidden>{children}</div>;
  // A field of several shapes (anyOf/oneOf) starts with RJSF's select of its shape: the field's
  // label names that select, and the chosen shape's own field carries its own label.
  const isMultiSchema = (schema.anyOf || schema.oneOf) && !registry.schemaUtils.isSelect(schema);
  const labelFor = isMultiSchema
    ? `${id}${schema.oneOf ? "__oneof_select" : "__anyof_select"}`
    : id;
  const tooltip = getUiOptions(uiSchema).tooltip;
  const errors = (rawErrors ?? []).filter((e, i, all) => all.indexOf(e) === i);
  const isBool = schema.type === "boolean";
  return (
    <div
      className={`wf-field${isBool ? " wf-field--bool" : ""}${errors.length ? " wf-field--invalid" : ""} ${classNames ?? ""}`}
    >
      {displayLabel && label ? (
        <label className="wf-label" htmlFor={labelFor}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      ) : null}
      {children}
      {typeof tooltip === "string" && tooltip ? (
        <p className="wf-help" id={helpId(id)}>
          {tooltip}
        </p>
      ) : null}
      {displayLabel && hasArabic(rawDescription) ? (
        <p className="wf-help" id={descriptionId(id)}>
          {rawDescription}
        </p>
      ) : null}
      <Errors id={errorId(id)} messages={errors} />
    </div>
  );
}

function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  if (!title) return null;
  return (
    <legend className="wf-legend" id={id}>
      {title}
      {required ? <span aria-hidden="true"> *</span> : null}
    </legend>
  );
}

function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!hasArabic(description)) return null;
  return (
    <p className="wf-help" id={id}>
      {description}
    </p>
  );
}

/** A repeatable list: its items, an add button disabled at the cap and a note saying why. */
function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const {
    canAdd,
    items,
    onAddClick,
    title,
    schema,
    uiSchema,
    formData,
    fieldPathId,
    disabled,
    readonly,
    rawErrors,
  } = props;
  const options = getUiOptions(uiSchema);
  const groups = isGroupsPath(fieldPathId.path);
  const max =
    typeof options.maxItems === "number"
      ? options.maxItems
      : typeof schema.maxItems === "number"
        ? schema.maxItems
        : null;
  const count = Array.isArray(formData) ? formData.length : items.length;
  const atCap = max !== null && count >= max;
  const noun = groups ? "مجموعة" : "عنصر";
  const legend = options.title ?? title ?? (groups ? "المجموعات" : "");
  const noteId = `${fieldPathId.$id}__cap`;
  const errors = (rawErrors ?? []).filter((e, i, all) => all.indexOf(e) === i);
  return (
    <fieldset className={`wf-array${groups ? " wf-array--groups" : ""}`} id={fieldPathId.$id}>
      {legend ? <legend className="wf-legend">{String(legend)}</legend> : null}
      {items.length === 0 ? (
        <p className="wf-empty">{groups ? "لا توجد مجموعات بعد." : "لا توجد عناصر بعد."}</p>
      ) : (
        <div className="wf-array-items">{items}</div>
      )}
      {options.addable !== false ? (
        <div className="wf-array-add">
          <button
            type="button"
            className="wf-button"
            onClick={onAddClick}
            disabled={disabled || readonly || atCap || canAdd === false}
            aria-describedby={atCap ? noteId : undefined}
          >
            {groups ? "إضافة مجموعة" : "إضافة عنصر"}
          </button>
          {atCap ? (
            <p className="wf-note" id={noteId}>
              الحد الأقصى {max} {noun}
            </p>
          ) : null}
        </div>
      ) : null}
      {errors.length ? (
        <ul className="wf-errors" aria-live="polite">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/**
 * What a form tells its templates through RJSF's formContext: the heading level of its
 * list items, one below the heading the form sits under (a settings card's h2 → h3), so the
 * items take their place in the screen's outline. Items of a list inside an item go one deeper.
 */
export interface FormHeadingContext {
  itemHeadingLevel?: number;
}

const ITEM_HEADINGS = ["h2", "h3", "h4", "h5", "h6"] as const;

/** The heading element of a list item `depth` lists deep (1 for the form's own lists). */
export function itemHeading(formContext: unknown, depth: number): (typeof ITEM_HEADINGS)[number] {
  const base =
    isRecord(formContext) && typeof formContext.itemHeadingLevel === "number"
      ? formContext.itemHeadingLevel
      : 3;
  const level = Math.min(6, Math.max(2, base + depth - 1));
  return ITEM_HEADINGS[level - 2] ?? "h6";
}

/**
 * One item of a list, numbered, with its move and remove buttons. Titled by a heading, not a
 * landmark: a form holds many lists whose items share their numbers.
 */
function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, hasToolbar, registry } = props;
  const path = buttonsProps.fieldPathId.path;
  const groups = path.length === 2 && path[0] === "groups";
  const name = `${groups ? "المجموعة" : "العنصر"} ${index + 1}`;
  const Heading = itemHeading(
    registry.formContext,
    path.filter((token) => typeof token === "number").length,
  );
  const {
    hasMoveUp,
    hasMoveDown,
    hasRemove,
    onMoveUpItem,
    onMoveDownItem,
    onRemoveItem,
    disabled,
    readonly,
  } = buttonsProps;
  const off = disabled || readonly;
  return (
    <div className="wf-item">
      <div className="wf-item-head">
        <Heading className="wf-item-title">{name}</Heading>
        {hasToolbar ? (
          <div className="wf-item-tools">
            {hasMoveUp || hasMoveDown ? (
              <>
                <button
                  type="button"
                  className="wf-button wf-button--small"
                  onClick={onMoveUpItem}
                  disabled={off || !hasMoveUp}
                  aria-label={`تحريك لأعلى: ${name}`}
                >
                  تحريك لأعلى
                </button>
                <button
                  type="button"
                  className="wf-button wf-button--small"
                  onClick={onMoveDownItem}
                  disabled={off || !hasMoveDown}
                  aria-label={`تحريك لأسفل: ${name}`}
                >
                  تحريك لأسفل
                </button>
              </>
            ) : null}
            {hasRemove ? (
              <button
                type="button"
                className="wf-button wf-button--small wf-button--danger"
                onClick={onRemoveItem}
                disabled={off}
                aria-label={`حذف ${name}`}
              >
                حذف
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="wf-item-body">{children}</div>
    </div>
  );
}

/** A free-named entry (hidden fields, mappings): its name, its value and a remove button. */
function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, label, children, disabled, readonly, onKeyRenameBlur, onRemoveProperty, schema } =
    props;
  const additional = ADDITIONAL_PROPERTY_FLAG in schema;
  if (!additional) return <>{children}</>;
  return (
    <div className="wf-pair">
      <div className="wf-field">
        <label className="wf-label" htmlFor={`${id}-key`}>
          الاسم
        </label>
        <input
          className="wf-input"
          dir="ltr"
          id={`${id}-key`}
          type="text"
          defaultValue={label}
          onBlur={onKeyRenameBlur}
          disabled={disabled || readonly}
        />
      </div>
      <div className="wf-pair-value">{children}</div>
      <button
        type="button"
        className="wf-button wf-button--small wf-button--danger"
        onClick={onRemoveProperty}
        disabled={disabled || readonly}
        aria-label={`حذف ${label}`}
      >
        حذف
      </button>
    </div>
  );
}

function TextButton({
  text,
  className,
  registry: _r,
  uiSchema: _u,
  icon: _i,
  iconType: _t,
  ...rest
}: IconButtonProps & { text: string }) {
  return (
    <button type="button" {...rest} className={className}>
      {text}
    </button>
  );
}

const small = "wf-button wf-button--small";
const AddButton = (p: IconButtonProps) => <TextButton {...p} className="wf-button" text="إضافة" />;
const CopyButton = (p: IconButtonProps) => <TextButton {...p} className={small} text="نسخ" />;
const MoveDownButton = (p: IconButtonProps) => (
  <TextButton {...p} className={small} text="تحريك لأسفل" />
);
const MoveUpButton = (p: IconButtonProps) => (
  <TextButton {...p} className={small} text="تحريك لأعلى" />
);
const RemoveButton = (p: IconButtonProps) => (
  <TextButton {...p} className={`${small} wf-button--danger`} text="حذف" />
);
const ClearButton = (p: IconButtonProps) => <TextButton {...p} className={small} text="مسح" />;

function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const options = getUiOptions(uiSchema).submitButtonOptions;
  if (options?.norender) return null;
  return (
    <div className="wf-submit">
      <button
        type="submit"
        className="wf-button wf-button--primary"
        disabled={options?.props?.disabled}
      >
        {options?.submitText ?? "حفظ"}
      </button>
    </div>
  );
}

/** The form's templates: Arabic, right to left, accessible. */
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  TitleFieldTemplate,
  DescriptionFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  WrapIfAdditionalTemplate,
  ButtonTemplates: {
    SubmitButton,
    AddButton,
    CopyButton,
    MoveDownButton,
    MoveUpButton,
    RemoveButton,
    ClearButton,
  },
};

const arabicStrings: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: "عنصر",
  [TranslatableString.MissingItems]: "تعريف العناصر ناقص",
  [TranslatableString.EmptyArray]: "لا توجد عناصر بعد.",
  [TranslatableString.YesLabel]: "نعم",
  [TranslatableString.NoLabel]: "لا",
  [TranslatableString.CloseLabel]: "إغلاق",
  [TranslatableString.ErrorsLabel]: "الأخطاء",
  [TranslatableString.NewStringDefault]: "",
  [TranslatableString.AddButton]: "إضافة",
  [TranslatableString.AddItemButton]: "إضافة عنصر",
  [TranslatableString.CopyButton]: "نسخ",
  [TranslatableString.MoveDownButton]: "تحريك لأسفل",
  [TranslatableString.MoveUpButton]: "تحريك لأعلى",
  [TranslatableString.RemoveButton]: "حذف",
  [TranslatableString.NowLabel]: "الآن",
  [TranslatableString.ClearLabel]: "مسح",
  [TranslatableString.AriaDateLabel]: "اختر تاريخاً",
  [TranslatableString.PreviewLabel]: "معاينة",
  [TranslatableString.DecrementAriaLabel]: "إنقاص القيمة 1",
  [TranslatableString.IncrementAriaLabel]: "زيادة القيمة 1",
  [TranslatableString.OptionalObjectAdd]: "إضافة بيانات لهذا الحقل الاختياري",
  [TranslatableString.OptionalObjectRemove]: "إزالة بيانات هذا الحقل الاختياري",
  [TranslatableString.OptionalObjectEmptyMsg]: "لا بيانات لهذا الحقل الاختياري",
  [TranslatableString.Type]: "النوع",
  [TranslatableString.Value]: "القيمة",
  [TranslatableString.ClearButton]: "مسح الحقل",
  [TranslatableString.UnknownFieldType]: "نوع حقل غير معروف %1",
  [TranslatableString.OptionPrefix]: "الخيار %1",
  [TranslatableString.TitleOptionPrefix]: "%1 الخيار %2",
  [TranslatableString.KeyLabel]: "%1 الاسم",
  [TranslatableString.DeprecatedLabel]: "%1 (متروك)",
  [TranslatableString.UnsupportedField]: "حقل غير مدعوم.",
  [TranslatableString.UnsupportedFieldWithId]: "الحقل %1 غير مدعوم.",
  [TranslatableString.UnsupportedFieldWithReason]: "حقل غير مدعوم: %1.",
  [TranslatableString.UnsupportedFieldWithIdAndReason]: "الحقل %1 غير مدعوم: %2.",
};

/** RJSF's own strings in Arabic. */
export function translateString(key: TranslatableString, params?: string[]): string {
  let text = arabicStrings[key] ?? String(key);
  (params ?? []).forEach((p, i) => {
    text = text.replaceAll(`%${i + 1}`, p);
  });
  return text;
}
