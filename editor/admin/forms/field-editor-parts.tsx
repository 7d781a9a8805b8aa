import type { FormField } from "../../../generated/types.ts";
import { ACCEPT_TYPES, type FieldType, hasCountRules, type ProblemMap } from "./form-logic.ts";
import { CheckInput, numberOrUndefined, SelectInput, TextInput } from "./form-ui.tsx";

/*
 * The parts of a form field's editor that only some kinds use: a text's format, the count and
 * size limits, a file's accepted types and a phone's default country.
 */

/** What every part takes: the field, its place in the form, the problems, and the change. */
export interface FieldPartProps {
  field: FormField;
  index: number;
  problems: ProblemMap;
  onChange: (field: FormField) => void;
}

const partOf = ({ field, index, onChange }: FieldPartProps) => ({
  at: (part: string) => `/fields/${index}/${part}`,
  set: (change: Partial<FormField>) => onChange({ ...field, ...change }),
});

/** What min and max bound, in the words of the field's kind. */
function countLabels(type: FieldType): { min: string; max: string; hint: string } {
  if (type === "checkbox")
    return {
      min: "أقل عدد من الخيارات",
      max: "أكبر عدد من الخيارات",
      hint: "لقائمة مربعات الاختيار فقط.",
    };
  if (type === "file")
    return { min: "أقل عدد من الملفات", max: "أكبر عدد من الملفات", hint: "بدون حد: ملف واحد." };
  return {
    min: "أقل عدد من الأحرف",
    max: "أكبر عدد من الأحرف",
    hint: type === "textarea" ? "بدون حد: 5000 حرف." : "بدون حد: 1000 حرف.",
  };
}

const ISO_COUNTRY = /^[A-Z]{2}$/;

type NumberRule = "min" | "max" | "size";

/** A whole-number rule of the field, empty when it has none. */
function RuleInput(
  props: FieldPartProps & {
    rule: NumberRule;
    label: string;
    min: number;
    max: number;
    hint?: string;
  },
) {
  const { field, problems, rule } = props;
  const { at, set } = partOf(props);
  const setRule = (text: string) => {
    const rules = { ...field.rules };
    const n = numberOrUndefined(text);
    if (n === undefined) delete rules[rule];
    else rules[rule] = n;
    set({ rules });
  };
  return (
    <TextInput
      label={props.label}
      pointer={at(`rules/${rule}`)}
      problems={problems}
      type="number"
      inputMode="numeric"
      min={props.min}
      max={props.max}
      dir="ltr"
      value={field.rules[rule] ?? ""}
      onChange={(e) => setRule(e.target.value)}
      hint={props.hint}
    />
  );
}

/** A text field's format, and for an address whether the verification service checks it. */
export function TextFormat(props: FieldPartProps) {
  const { field, problems } = props;
  const { at, set } = partOf(props);
  return (
    <div className="adm-form__grid">
      <SelectInput
        label="الصيغة"
        pointer={at("format")}
        problems={problems}
        value={field.format}
        options={[
          { value: "", label: "أي نص" },
          { value: "email", label: "بريد إلكتروني" },
          { value: "number", label: "رقم" },
        ]}
        onChange={(e) => set({ format: e.target.value as FormField["format"] })}
      />
      {field.format === "email" && (
        <CheckInput
          label="التحقق من البريد عبر خدمة التحقق"
          pointer={at("verify_email")}
          problems={problems}
          checked={field.verify_email}
          onChange={(verify_email) => set({ verify_email })}
        />
      )}
    </div>
  );
}

/** The count limits of the kinds that have them, and a file's largest size. */
export function FieldLimits(props: FieldPartProps) {
  const { field } = props;
  const counts = countLabels(field.type);
  return (
    <div className="adm-form__grid">
      {hasCountRules(field) && (
        <>
          <RuleInput {...props} rule="min" label={counts.min} min={0} max={100000} />
          <RuleInput
            {...props}
            rule="max"
            label={counts.max}
            min={1}
            max={100000}
            hint={counts.hint}
          />
        </>
      )}
      {field.type === "file" && (
        <RuleInput
          {...props}
          rule="size"
          label="أكبر حجم للملف (ك.ب)"
          min={1}
          max={20480}
          hint="بدون حد: 5120 ك.ب (5 م.ب)."
        />
      )}
    </div>
  );
}

/** The file types a file field accepts, kept in the order of the list. */
export function AcceptTypes(props: FieldPartProps) {
  const { field, problems } = props;
  const { at, set } = partOf(props);
  return (
    <fieldset className="adm-fieldset fb-group" data-pointer-group={at("accept")}>
      <legend className="adm-label">أنواع الملفات المقبولة</legend>
      <div className="adm-checks">
        {ACCEPT_TYPES.map((accept) => (
          <label key={accept.type}>
            <input
              type="checkbox"
              data-pointer={at("accept")}
              checked={field.accept.includes(accept.type)}
              onChange={(e) =>
                set({
                  accept: e.target.checked
                    ? ACCEPT_TYPES.map((a) => a.type).filter(
                        (t) => t === accept.type || field.accept.includes(t),
                      )
                    : field.accept.filter((t) => t !== accept.type),
                })
              }
            />
            <span dir="ltr">{accept.label}</span>
          </label>
        ))}
      </div>
      {(problems.get(at("accept")) ?? []).length > 0 && (
        <p className="adm-field__error">{problems.get(at("accept"))?.join(" ")}</p>
      )}
    </fieldset>
  );
}

/** A phone field's default country, two capital Latin letters. */
export function DefaultCountry(props: FieldPartProps) {
  const { field, problems } = props;
  const { at, set } = partOf(props);
  return (
    <TextInput
      label="الدولة الافتراضية"
      pointer={at("default_country")}
      problems={problems}
      value={field.default_country}
      dir="ltr"
      maxLength={2}
      onChange={(e) => set({ default_country: e.target.value.toUpperCase() })}
      hint={
        ISO_COUNTRY.test(field.default_country)
          ? "رمز الدولة من حرفين (ISO 3166)، مثل AE أو SA."
          : "اكتب رمز الدولة من حرفين لاتينيين كبيرين، مثل AE."
      }
    />
  );
}
