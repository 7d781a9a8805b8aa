import type { Ref } from "react";
import type { FormField } from "../../generated/types.ts";
import { describedBy, errorId, fieldId, helpId } from "./field-ids.ts";
import { type ChosenFile, FileField } from "./file-field.tsx";
import type { LeadFormView } from "./form-view.ts";
import type { PhoneCountry, ThankYou } from "./lead-values.ts";
import { PhoneField } from "./phone-field.tsx";
import type { Shown } from "./use-lead-errors.ts";

/** What shows in place of the form once the lead is sent; it takes the focus. */
export function LeadThanks({
  thankYou,
  thanksRef,
}: {
  thankYou: ThankYou;
  thanksRef: Ref<HTMLDivElement>;
}) {
  return (
    <div className="lead-form__thanks" ref={thanksRef} tabIndex={-1} role="status">
      <p className="lead-form__thanks-title">{thankYou.title}</p>
      <p className="lead-form__thanks-message">{thankYou.message}</p>
    </div>
  );
}

interface ErrorSummaryProps {
  fields: readonly FormField[];
  idPrefix: string;
  shown: Shown;
  title: string;
  /** A summary's link moves the focus to its field. */
  onFocusField: (name: string) => void;
}

/** The errors above the form, announced as they appear, each linking to its field. */
export function ErrorSummary({ fields, idPrefix, shown, title, onFocusField }: ErrorSummaryProps) {
  const summary = [
    ...fields.flatMap((f) => {
      const message = shown.byField[f.name];
      return message === undefined ? [] : [{ name: f.name, label: f.label, message }];
    }),
    ...(shown.byField["g-recaptcha-response"] !== undefined
      ? [
          {
            name: "g-recaptcha-response",
            label: "",
            message: shown.byField["g-recaptcha-response"],
          },
        ]
      : []),
  ];
  return (
    <div id={`${idPrefix}-summary`} className="lead-form__summary" role="alert">
      {summary.length > 0 || shown.general.length > 0 ? (
        <>
          {summary.length > 0 ? <p className="lead-form__summary-title">{title}</p> : null}
          <ul className="lead-form__summary-list">
            {shown.general.map((message) => (
              <li key={`general-${message}`}>{message}</li>
            ))}
            {summary.map((item) => (
              <li key={item.name}>
                <a
                  href={`#${fieldId(idPrefix, item.name)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    onFocusField(item.name);
                  }}
                >
                  {item.label && !item.message.includes(item.label) ? `${item.label}: ` : ""}
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

const fallbackCountry: PhoneCountry = { code: "AE", dialCode: "971", name: "AE" };

interface OwnControlProps {
  field: FormField;
  idPrefix: string;
  view: LeadFormView;
  national: string;
  country: PhoneCountry | undefined;
  files: ChosenFile[];
  error: string | undefined;
  loadCountries: () => Promise<PhoneCountry[]>;
  onCountry: (country: PhoneCountry) => void;
  onNational: (value: string) => void;
  onLeave: () => void;
  onChoose: (chosen: File[]) => void;
  onRemove: (file: ChosenFile) => void;
}

/** The control a phone or file field draws itself; nothing for the other kinds. */
export function OwnControl(props: OwnControlProps) {
  const { field, view } = props;
  const id = fieldId(props.idPrefix, field.name);
  const isInvalid = props.error !== undefined;
  if (field.type === "phone")
    return (
      <PhoneField
        id={id}
        name={id}
        country={props.country ?? view.phones[field.name] ?? fallbackCountry}
        national={props.national}
        required={field.required}
        placeholder={field.placeholder}
        isInvalid={isInvalid}
        describedBy={describedBy(field.help && helpId(id), isInvalid && errorId(id))}
        texts={view.texts}
        loadCountries={props.loadCountries}
        onCountry={props.onCountry}
        onNational={props.onNational}
        onBlur={props.onLeave}
      />
    );
  if (field.type === "file")
    return (
      <FileField
        id={id}
        field={field}
        files={props.files}
        lang={view.lang}
        isInvalid={isInvalid}
        describedBy={describedBy(helpId(id), isInvalid && errorId(id))}
        texts={view.texts}
        onChoose={props.onChoose}
        onRemove={props.onRemove}
      />
    );
  return null;
}
