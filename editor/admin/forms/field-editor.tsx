import type { FormField } from "../../../generated/types.ts";
import { AcceptTypes, DefaultCountry, FieldLimits, TextFormat } from "./field-editor-parts.tsx";
import {
  FIELD_TYPES,
  type FieldType,
  hasCountRules,
  hasOptions,
  isVisibleKind,
  moveItem,
  type ProblemMap,
} from "./form-logic.ts";
import {
  CheckInput,
  GroupProblems,
  SelectInput,
  TextArea,
  TextInput,
  textBinding,
} from "./form-ui.tsx";

/** The editor of one field of the form builder: every part its kind uses, and no other. */
export function FieldEditor({
  field,
  index,
  problems,
  readOnly,
  onChange,
}: {
  field: FormField;
  index: number;
  problems: ProblemMap;
  readOnly: boolean;
  onChange: (field: FormField) => void;
}) {
  const at = (part: string) => `/fields/${index}/${part}`;
  const set = (change: Partial<FormField>) => onChange({ ...field, ...change });
  const text = textBinding(field, `/fields/${index}`, problems, set);
  const isVisible = isVisibleKind(field.type);
  return (
    <fieldset className="fb-field-editor" disabled={readOnly}>
      <legend className="adm-visually-hidden">حقل {index + 1}</legend>
      <div className="adm-form__grid">
        <TextInput
          label="التسمية"
          {...text("label")}
          dir={field.label ? "auto" : undefined}
          maxLength={300}
          hint="ما يقرؤه الزائر فوق الحقل."
        />
        <TextInput
          label="اسم الحقل"
          {...text("name")}
          dir="ltr"
          maxLength={64}
          spellCheck={false}
          hint="مفتاح القيمة في الطلب: حروف لاتينية وأرقام و _ . - ويبدأ بحرف."
        />
        <SelectInput
          label="النوع"
          pointer={at("type")}
          problems={problems}
          value={field.type}
          options={FIELD_TYPES.map((t) => ({ value: t.type, label: t.label }))}
          onChange={(e) => set({ type: e.target.value as FieldType })}
        />
        {isVisible && (
          <SelectInput
            label="العرض"
            pointer={at("width")}
            problems={problems}
            value={field.width}
            options={[
              { value: "half", label: "نصف السطر" },
              { value: "full", label: "السطر كاملاً" },
            ]}
            onChange={(e) => set({ width: e.target.value === "full" ? "full" : "half" })}
            hint="في النموذج ذي العمودين."
          />
        )}
      </div>
      <CheckInput
        label="إلزامي"
        pointer={at("required")}
        problems={problems}
        checked={field.required}
        onChange={(required) => set({ required })}
      />
      {field.type === "select" && (
        <SelectInput
          label="مصدر الخيارات"
          pointer={at("source")}
          problems={problems}
          value={field.source}
          options={[
            { value: "", label: "خيارات أكتبها هنا" },
            { value: "locations", label: "المواقع (المعارض ومراكز الصيانة)" },
          ]}
          onChange={(e) => set({ source: e.target.value === "locations" ? "locations" : "" })}
        />
      )}
      {field.type === "text" && (
        <TextFormat field={field} index={index} problems={problems} onChange={onChange} />
      )}
      {hasOptions(field) && (
        <OptionsEditor field={field} index={index} problems={problems} onChange={onChange} />
      )}
      {(hasCountRules(field) || field.type === "file") && (
        <FieldLimits field={field} index={index} problems={problems} onChange={onChange} />
      )}
      {field.type === "file" && (
        <AcceptTypes field={field} index={index} problems={problems} onChange={onChange} />
      )}
      {field.type === "phone" && (
        <DefaultCountry field={field} index={index} problems={problems} onChange={onChange} />
      )}
      <div className="adm-form__grid">
        {isVisible && field.type !== "checkbox" && field.type !== "radio" && (
          <TextInput
            label="النص الإرشادي داخل الحقل"
            {...text("placeholder")}
            dir={field.placeholder ? "auto" : undefined}
            maxLength={300}
          />
        )}
        {field.type !== "file" && (
          <TextInput
            label="القيمة الافتراضية"
            {...text("default")}
            dir={field.default ? "auto" : undefined}
            maxLength={500}
          />
        )}
      </div>
      {isVisible && (
        <TextArea
          label="نص المساعدة"
          {...text("help")}
          dir={field.help ? "auto" : undefined}
          maxLength={1000}
          rows={2}
        />
      )}
    </fieldset>
  );
}

/** The choices of a select, radio or checkbox list: value and text per row, in order. */
function OptionsEditor({
  field,
  index,
  problems,
  onChange,
}: {
  field: FormField;
  index: number;
  problems: ProblemMap;
  onChange: (field: FormField) => void;
}) {
  const options = field.options;
  const base = `/fields/${index}/options`;
  const setOptions = (next: FormField["options"]) => onChange({ ...field, options: next });
  return (
    <fieldset className="adm-fieldset fb-group fb-options">
      <legend className="adm-label">
        الخيارات{" "}
        {field.type === "checkbox" && (
          <span className="adm-hint">(بلا خيارات: مربع واحد قيمته نعم أو لا)</span>
        )}
      </legend>
      <GroupProblems pointer={base} problems={problems} />
      {options.length > 0 && (
        <ol className="fb-options__list">
          {options.map((option, i) => (
            // Options have no id of their own; their place is what the editor moves.
            // biome-ignore lint/suspicious/noArrayIndexKey: the row is the option's position
            <li key={i} className="fb-options__row">
              <TextInput
                label={`قيمة الخيار ${i + 1}`}
                pointer={`${base}/${i}/value`}
                problems={problems}
                value={option.value}
                dir={option.value ? "auto" : undefined}
                maxLength={200}
                onChange={(e) =>
                  setOptions(options.map((o, j) => (j === i ? { ...o, value: e.target.value } : o)))
                }
              />
              <TextInput
                label={`نص الخيار ${i + 1}`}
                pointer={`${base}/${i}/label`}
                problems={problems}
                value={option.label}
                maxLength={300}
                onChange={(e) =>
                  setOptions(options.map((o, j) => (j === i ? { ...o, label: e.target.value } : o)))
                }
              />
              <div className="fb-options__actions">
                <button
                  type="button"
                  className="adm-button fb-icon-button"
                  aria-label={`انقل الخيار ${i + 1} للأعلى`}
                  disabled={i === 0}
                  onClick={() => setOptions(moveItem(options, i, i - 1))}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="adm-button fb-icon-button"
                  aria-label={`انقل الخيار ${i + 1} للأسفل`}
                  disabled={i === options.length - 1}
                  onClick={() => setOptions(moveItem(options, i, i + 1))}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className="adm-button adm-button--danger"
                  aria-label={`إزالة الخيار ${i + 1}`}
                  onClick={() => setOptions(options.filter((_, j) => j !== i))}
                >
                  إزالة
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        className="adm-button"
        onClick={() =>
          setOptions([...options, { value: `option_${options.length + 1}`, label: "" }])
        }
      >
        إضافة خيار
      </button>
    </fieldset>
  );
}
