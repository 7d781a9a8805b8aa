import { useRef, useState } from "react";
import { Captcha } from "./captcha.tsx";
import { fieldId } from "./field-ids.ts";
import type { LeadFormView } from "./form-view.ts";
import { Field } from "./lead-field.tsx";
import { ErrorSummary, LeadThanks, OwnControl } from "./lead-form-parts.tsx";
import { isVisibleField, type PrefillMappings } from "./lead-values.ts";
import { NO_ERRORS, type Shown, useLeadErrors } from "./use-lead-errors.ts";
import { useLeadFiles } from "./use-lead-files.ts";
import { type CheckedLead, useLeadSubmission } from "./use-lead-submission.ts";
import { useLeadLoaders, useLeadValues } from "./use-lead-values.ts";

/**
 * The visitor's form (spec 000 §2 "Forms", 002 §3.4/§5.7), rendered whole on the server from the
 * form's definition (no layout shift, readable before any script) and hydrated by the lead-form
 * island (site/islands/lead-form.tsx) when it nears the viewport or is first touched; the modal
 * form renders it in the browser. It checks the values with the server's own validator, sends
 * the lead once (the same submission key on a retry), and shows the thank-you or goes to its
 * page. Its props are JSON: the island reads them from the page.
 */
export interface LeadFormProps extends PrefillMappings {
  view: LeadFormView;
  /** Ids of the form's elements start with it: unique on the page. */
  idPrefix: string;
  twoColumns: boolean;
  /** Sent as the lead's hidden_fields; the form's hidden fields take their value from it too. */
  hiddenFields: Readonly<Record<string, string>>;
  dynamicValues: Readonly<Record<string, string>>;
  buttonPosition: "left" | "center" | "right";
  buttonColor: "primary" | "secondary";
  hasButtonMargin: boolean;
  /** Where the forms service answers: "" for this server. */
  apiBase?: string;
  /** Runs once the hydrated form holds what the page gave it and answers to the visitor. */
  onReady?: () => void;
  /**
   * Instead of sending: the values, once checked, are handed to the block carrying the form,
   * which sends them itself (Rent a Car sends its inquiry after its summary, through postLead).
   */
  onChecked?: (lead: CheckedLead) => void;
  /** The submit button's words instead of the form's (a step's "Next"). */
  submitLabel?: string;
}

export function LeadForm(props: LeadFormProps) {
  const { view, idPrefix } = props;
  const { fields, texts } = view;
  const api = `${props.apiBase ?? ""}/forms/${encodeURIComponent(view.formId)}`;
  const formRef = useRef<HTMLFormElement>(null);
  const loaders = useLeadLoaders(view, api);
  const { values, setValues, valuesRef, countries, setCountries, countriesRef, today } =
    useLeadValues(props, formRef, loaders.loadPhoneData);
  const [shown, setShown] = useState<Shown>(NO_ERRORS);
  const touched = useRef(new Set<string>());
  const { files, filesRef, chooseFiles, removeFile } = useLeadFiles({
    api,
    view,
    idPrefix,
    loadChecker: loaders.loadChecker,
    touched,
    setShown,
  });
  const errors = useLeadErrors({
    view,
    idPrefix,
    formRef,
    shown,
    setShown,
    touched,
    loaders,
    valuesRef,
    setValues,
    countriesRef,
    filesRef,
  });
  const { recheck, setValue } = errors;
  const submission = useLeadSubmission({
    api,
    view,
    hiddenFields: props.hiddenFields,
    filesRef,
    setShown,
    check: errors.check,
    currentLead: errors.currentLead,
    showErrors: errors.showErrors,
    markTried: errors.markTried,
    onChecked: props.onChecked,
  });

  if (submission.thankYou)
    return <LeadThanks thankYou={submission.thankYou} thanksRef={submission.thanksRef} />;

  const classes = [
    "lead-form",
    props.twoColumns ? "lead-form--two-columns" : "",
    `lead-form--button-${props.buttonPosition}`,
    props.hasButtonMargin ? "lead-form--button-margin" : "",
  ].filter(Boolean);
  return (
    <form
      ref={formRef}
      className={classes.join(" ")}
      noValidate
      aria-describedby={`${idPrefix}-summary`}
      onSubmit={(e) => void submission.onSubmit(e)}
      data-form-id={view.formId}
    >
      <ErrorSummary
        fields={fields}
        idPrefix={idPrefix}
        shown={shown}
        title={texts.summary}
        onFocusField={errors.focusField}
      />
      <div className="lead-form__fields">
        {fields.filter(isVisibleField).map((field) => (
          <Field
            key={field.name}
            field={field}
            id={fieldId(idPrefix, field.name)}
            value={values[field.name] ?? ""}
            error={shown.byField[field.name]}
            view={view}
            today={today}
            onChange={(value) => setValue(field.name, value)}
            onLeave={() => void recheck(field.name)}
          >
            {field.type === "phone" || field.type === "file" ? (
              <OwnControl
                field={field}
                idPrefix={idPrefix}
                view={view}
                national={typeof values[field.name] === "string" ? String(values[field.name]) : ""}
                country={countries[field.name]}
                files={files[field.name] ?? []}
                error={shown.byField[field.name]}
                loadCountries={loaders.loadCountries}
                onCountry={(c) => {
                  setCountries((all) => ({ ...all, [field.name]: c }));
                  if (shown.byField[field.name] !== undefined)
                    setTimeout(() => void recheck(field.name), 0);
                }}
                onNational={(value) => setValue(field.name, value)}
                onLeave={() => void recheck(field.name)}
                onChoose={(chosen) => void chooseFiles(field, chosen)}
                onRemove={(file) => removeFile(field, file)}
              />
            ) : null}
          </Field>
        ))}
      </div>
      {view.hasCaptcha ? (
        <Captcha
          ref={submission.captchaRef}
          id={fieldId(idPrefix, "g-recaptcha-response")}
          apiBase={props.apiBase ?? ""}
          lang={view.lang}
          texts={texts}
          error={shown.byField["g-recaptcha-response"]}
          onToken={submission.onCaptchaToken}
        />
      ) : null}
      <div className="lead-form__actions">
        <button
          type="submit"
          className={`cta cta--${props.buttonColor} cta--medium lead-form__submit`}
          disabled={submission.isSending}
          aria-busy={submission.isSending}
        >
          {submission.isSending ? texts.sending : (props.submitLabel ?? view.submitLabel)}
        </button>
      </div>
    </form>
  );
}
