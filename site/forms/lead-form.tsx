import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { FormField } from "../../generated/types.ts";
import type { LeadError } from "../../runtime/core/form-schema.ts";
import { Captcha, type CaptchaHandle } from "./captcha.tsx";
import { describedBy, errorId, fieldId, helpId } from "./field-ids.ts";
import { type ChosenFile, FileField } from "./file-field.tsx";
import type { LeadFormView } from "./form-view.ts";
import {
  type FieldValue,
  type FormValues,
  gaClientIdOf,
  initialValues,
  isCheckboxList,
  isVisibleField,
  leadValues,
  newSubmissionKey,
  type PhoneCountry,
  type PrefillMappings,
  prefillFromUrl,
  problemMessage,
  serverErrors,
  stringRecordOf,
  type ThankYou,
  thankYouOf,
} from "./lead-values.ts";
import { PhoneField } from "./phone-field.tsx";

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
}

/** The event a block dispatches on the form's slot to set a dynamic field. */
export const DYNAMIC_EVENT = "lead-form:dynamic";

type PhoneData = typeof import("./phone-data.ts");
type Validation = typeof import("./validation.ts");

interface Checker {
  validation: Validation;
  validate: import("./validation.ts").GeneratedValidator | null;
  /** The phone check, for a form with a phone field. */
  phoneCheck: import("./validation.ts").PhoneCheck | null;
}

/** The errors shown: by field name, and those of the form as a whole. */
interface Shown {
  byField: Record<string, string>;
  general: string[];
}

const NO_ERRORS: Shown = { byField: {}, general: [] };

function autoCompleteOf(field: FormField): string | undefined {
  const name = field.name.toLowerCase();
  if (field.format === "email" || name.includes("email")) return "email";
  if (/first_?name|given/.test(name)) return "given-name";
  if (/last_?name|family|surname/.test(name)) return "family-name";
  if (/^(full_?)?name$/.test(name)) return "name";
  return undefined;
}

/** A date in the visitor's own calendar day, as a date input writes it. */
function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What a visitor typed before the island hydrated stays: the inputs' values are read once. */
function typedBeforeHydration(
  form: HTMLFormElement,
  fields: readonly FormField[],
  prefix: string,
  start: Readonly<FormValues>,
): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    const id = fieldId(prefix, field.name);
    if (field.type === "checkbox" && !isCheckboxList(field)) {
      const box = form.querySelector<HTMLInputElement>(`#${id}`);
      if (box && box.checked !== start[field.name]) out[field.name] = box.checked;
    } else if (field.type === "checkbox" || field.type === "radio") {
      const chosen = [
        ...form.querySelectorAll<HTMLInputElement>(`input[name="${id}"]:checked`),
      ].map((i) => i.value);
      const before = start[field.name];
      const value = field.type === "radio" ? (chosen[0] ?? "") : chosen;
      if (JSON.stringify(value) !== JSON.stringify(before)) out[field.name] = value;
    } else if (isVisibleField(field) && field.type !== "file") {
      const input = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`);
      if (input && input.value !== start[field.name]) out[field.name] = input.value;
    }
  }
  return out;
}

export function LeadForm(props: LeadFormProps) {
  const { view, idPrefix } = props;
  const { fields, texts } = view;
  const api = `${props.apiBase ?? ""}/forms/${encodeURIComponent(view.formId)}`;
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(fields, { hiddenFields: props.hiddenFields, dynamicValues: props.dynamicValues }),
  );
  const [countries, setCountries] = useState<Record<string, PhoneCountry>>(view.phones);
  const [files, setFiles] = useState<Record<string, ChosenFile[]>>({});
  const [shown, setShown] = useState<Shown>(NO_ERRORS);
  const [isSending, setSending] = useState(false);
  const [thankYou, setThankYou] = useState<ThankYou | null>(null);
  const [today, setToday] = useState<string | undefined>(undefined);
  const [captchaToken, setCaptchaToken] = useState("");
  const [hasTriedToSend, setTriedToSend] = useState(false);
  const [isReady, setReady] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const isSendingRef = useRef(false);
  const submissionKey = useRef("");
  const focusNext = useRef<string | null>(null);
  const touched = useRef(new Set<string>());
  const phoneData = useRef<Promise<PhoneData> | null>(null);
  const checker = useRef<Promise<Checker> | null>(null);
  // Checks run after the state they read was rendered: they read it from these.
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const countriesRef = useRef(countries);
  countriesRef.current = countries;
  const filesRef = useRef(files);
  filesRef.current = files;
  const triedRef = useRef(hasTriedToSend);
  triedRef.current = hasTriedToSend;
  const hasPhone = fields.some((f) => f.type === "phone");
  const locationIds = view.locations.map((l) => l.id);

  const loadPhoneData = useCallback((): Promise<PhoneData> => {
    phoneData.current ??= import("./phone-data.ts");
    return phoneData.current;
  }, []);
  const loadCountries = useCallback(
    () => loadPhoneData().then((m) => m.countryList(view.lang)),
    [loadPhoneData, view.lang],
  );
  /** The check's code: loaded once; a validator that cannot load leaves the check to the server. */
  const loadChecker = useCallback((): Promise<Checker> => {
    checker.current ??= import("./validation.ts").then(async (validation) => ({
      validation,
      validate: await validation.importValidator(`${api}/validator.js`).catch(() => null),
      phoneCheck: hasPhone ? await validation.loadPhoneCheck(fields).catch(() => null) : null,
    }));
    return checker.current;
  }, [api, hasPhone, fields]);

  // After hydration: what was typed before it, the URL's pre-fill, the block's dynamic values,
  // today's date as the dates' minimum, and the phone data where a phone field needs it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form mounts.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const start = valuesRef.current;
    const slot = form.closest<HTMLElement>("[data-lead-form]");
    const fromUrl = prefillFromUrl(fields, window.location.search, props, locationIds);
    const dynamic = stringRecordOf(slot?.dataset.dynamicValues);
    const dynamicNames = new Set(fields.filter((f) => f.type === "dynamic").map((f) => f.name));
    const fromBlock = Object.fromEntries(
      Object.entries(dynamic).filter(([name]) => dynamicNames.has(name)),
    );
    const typed = typedBeforeHydration(form, fields, idPrefix, start);
    setValues({ ...start, ...fromUrl, ...fromBlock, ...typed });
    setToday(localDate(new Date()));
    setReady(true);
    if (hasPhone)
      void loadPhoneData().then((phone) => {
        // A pre-filled number written with its country code picks its country.
        for (const field of fields) {
          const value = fromUrl[field.name];
          if (field.type !== "phone" || typeof value !== "string" || !value.startsWith("+"))
            continue;
          const { country, national } = phone.splitNumber(value, field.default_country);
          setCountries((c) => ({ ...c, [field.name]: phone.countryInfo(country, view.lang) }));
          setValues((v) => ({ ...v, [field.name]: national }));
        }
      });
    const onDynamic = (e: Event) => {
      const detail = (e as CustomEvent<unknown>).detail as { name?: unknown; value?: unknown };
      if (typeof detail?.name !== "string" || typeof detail.value !== "string") return;
      if (!dynamicNames.has(detail.name)) return;
      const { name, value } = detail as { name: string; value: string };
      setValues((v) => ({ ...v, [name]: value }));
    };
    slot?.addEventListener(DYNAMIC_EVENT, onDynamic);
    return () => slot?.removeEventListener(DYNAMIC_EVENT, onDynamic);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the state above is rendered.
  useEffect(() => {
    if (isReady) props.onReady?.();
  }, [isReady]);

  // The first invalid field takes the focus once its error is on the page.
  useEffect(() => {
    const name = focusNext.current;
    if (name === null) return;
    focusNext.current = null;
    const form = formRef.current;
    const id = fieldId(idPrefix, name);
    const target =
      name === "g-recaptcha-response"
        ? form?.querySelector<HTMLElement>(".lead-form__captcha input, .lead-form__captcha iframe")
        : (form?.querySelector<HTMLElement>(`#${id}`) ??
          form?.querySelector<HTMLElement>(`input[name="${id}"]`));
    target?.focus();
  });

  useEffect(() => {
    if (thankYou) thanksRef.current?.focus();
  }, [thankYou]);

  /** The lead's values as they would be sent now. */
  const currentLead = async (): Promise<Record<string, string | boolean | string[]>> => {
    const phone = hasPhone ? await loadPhoneData() : null;
    const now = valuesRef.current;
    return leadValues(fields, now, {
      phone: (name) => {
        const typed = now[name];
        const country = countriesRef.current[name]?.code ?? "AE";
        return phone && typeof typed === "string" ? phone.toE164(typed, country) : "";
      },
      files: (name) =>
        (filesRef.current[name] ?? []).flatMap((f) => (f.status === "ready" && f.id ? [f.id] : [])),
      gaClientId: gaClientIdOf(document.cookie),
    });
  };

  const check = async (): Promise<LeadError[]> => {
    const { validation, validate, phoneCheck } = await loadChecker();
    if (!validate) return [];
    return validation.checkLead(
      validate,
      await currentLead(),
      fields,
      view.messagesLang,
      phoneCheck,
    );
  };

  /** Shows the check's errors for the fields the visitor has left (all of them once sent). */
  const recheck = async (name: string) => {
    touched.current.add(name);
    const errors = await check();
    setShown((prev) => {
      const byField: Record<string, string> = {};
      for (const e of errors)
        if (triedRef.current || touched.current.has(e.field) || e.field in prev.byField)
          byField[e.field] = e.message;
      // The captcha's message stays until it is answered.
      const captcha = prev.byField["g-recaptcha-response"];
      if (captcha !== undefined) byField["g-recaptcha-response"] = captcha;
      return { byField, general: triedRef.current ? prev.general : [] };
    });
  };

  const setValue = (name: string, value: FieldValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (shown.byField[name] !== undefined || triedRef.current)
      // Re-checked after the state holds the new value.
      setTimeout(() => void recheck(name), 0);
  };

  const showErrors = (byField: Record<string, string>, general: string[]) => {
    setShown({ byField, general });
    const visible = fields.find((f) => byField[f.name] !== undefined && isVisibleField(f));
    focusNext.current =
      visible?.name ??
      (byField["g-recaptcha-response"] !== undefined ? "g-recaptcha-response" : null);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isSendingRef.current) return;
    isSendingRef.current = true;
    setSending(true);
    setTriedToSend(true);
    triedRef.current = true;
    try {
      const errors = await check();
      const byField: Record<string, string> = {};
      const general: string[] = [];
      for (const error of errors) {
        const field = fields.find((f) => f.name === error.field);
        if (field && isVisibleField(field)) byField[error.field] = error.message;
        else general.push(error.message);
      }
      for (const [name, list] of Object.entries(filesRef.current))
        if (list.some((f) => f.status === "uploading")) byField[name] ??= texts.fileUploading;
      if (view.hasCaptcha && captchaToken === "")
        byField["g-recaptcha-response"] = texts.captchaRequired;
      if (Object.keys(byField).length > 0 || general.length > 0) {
        showErrors(byField, general);
        return;
      }
      submissionKey.current ||= newSubmissionKey();
      const response = await fetch(`${api}/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          data: {
            type: "lead",
            attributes: {
              values: await currentLead(),
              hidden_fields: props.hiddenFields,
              submission_key: submissionKey.current,
              page_url: window.location.href,
              lang: view.messagesLang,
              ...(view.hasCaptcha ? { "g-recaptcha-response": captchaToken } : {}),
            },
          },
        }),
      }).catch(() => null);
      const body: unknown = response ? await response.json().catch(() => null) : null;
      if (response && (response.status === 201 || response.status === 200)) {
        const thanks = thankYouOf(body, {
          title: texts.thankYouTitle,
          message: texts.thankYouMessage,
        });
        if (thanks.type === "page") {
          window.location.assign(thanks.pageUrl);
          return;
        }
        setShown(NO_ERRORS);
        setThankYou(thanks);
        return;
      }
      if (response?.status === 422) {
        const names = [...fields.map((f) => f.name), "g-recaptcha-response"];
        const refused = serverErrors(body, names);
        const onFields: Record<string, string> = {};
        const general = [...refused.general];
        for (const [name, message] of Object.entries(refused.byField)) {
          const field = fields.find((f) => f.name === name);
          if (name === "g-recaptcha-response" || (field && isVisibleField(field)))
            onFields[name] = message;
          else general.push(message);
        }
        if (onFields["g-recaptcha-response"] !== undefined) {
          setCaptchaToken("");
          captchaRef.current?.reset();
        }
        if (Object.keys(onFields).length === 0 && general.length === 0) general.push(texts.failed);
        showErrors(onFields, general);
        return;
      }
      showErrors({}, [response?.status === 429 ? texts.rateLimited : texts.failed]);
    } finally {
      isSendingRef.current = false;
      setSending(false);
    }
  };

  const chooseFiles = async (field: FormField, chosen: File[]) => {
    const max = field.rules.max ?? 1;
    const kept = (filesRef.current[field.name] ?? []).filter((f) => f.status !== "failed").length;
    const taken = chosen.slice(0, Math.max(0, max - kept));
    const { validation } = await loadChecker();
    const items = taken.map((file, i) => {
      const tooBig = validation.fileSizeError(field, file.size, view.messagesLang);
      const item: ChosenFile = {
        key: `${Date.now()}-${i}-${file.name}`,
        name: file.name,
        size: file.size,
        status: tooBig ? "failed" : "uploading",
        ...(tooBig ? { error: tooBig } : {}),
      };
      return { file, item };
    });
    const update = (key: string, change: Partial<ChosenFile>) =>
      setFiles((all) => ({
        ...all,
        [field.name]: (all[field.name] ?? []).map((f) => (f.key === key ? { ...f, ...change } : f)),
      }));
    setFiles((all) => ({
      ...all,
      [field.name]: [...(all[field.name] ?? []), ...items.map((x) => x.item)],
    }));
    touched.current.add(field.name);
    await Promise.all(
      items
        .filter(({ item }) => item.status === "uploading")
        .map(async ({ file, item }) => {
          const data = new FormData();
          data.append("field", field.name);
          data.append("file", file, file.name);
          const response = await fetch(`${api}/files`, { method: "POST", body: data }).catch(
            () => null,
          );
          const body: unknown = response ? await response.json().catch(() => null) : null;
          const id = (body as { data?: { id?: unknown } } | null)?.data?.id;
          if (response?.status === 201 && typeof id === "string")
            update(item.key, { status: "ready", id });
          else
            update(item.key, {
              status: "failed",
              error:
                response?.status === 429
                  ? texts.rateLimited
                  : problemMessage(body) || texts.fileFailed,
            });
        }),
    );
    setShown((prev) => {
      const byField = { ...prev.byField };
      delete byField[field.name];
      return { ...prev, byField };
    });
  };

  const removeFile = (field: FormField, file: ChosenFile) => {
    setFiles((all) => ({
      ...all,
      [field.name]: (all[field.name] ?? []).filter((f) => f.key !== file.key),
    }));
    if (file.id)
      void fetch(`${api}/files/${encodeURIComponent(file.id)}`, { method: "DELETE" }).catch(
        () => null,
      );
    document.getElementById(fieldId(idPrefix, field.name))?.focus();
  };

  if (thankYou)
    return (
      <div className="lead-form__thanks" ref={thanksRef} tabIndex={-1} role="status">
        <p className="lead-form__thanks-title">{thankYou.title}</p>
        <p className="lead-form__thanks-message">{thankYou.message}</p>
      </div>
    );

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
      onSubmit={(e) => void onSubmit(e)}
      data-form-id={view.formId}
    >
      <div id={`${idPrefix}-summary`} className="lead-form__summary" role="alert">
        {summary.length > 0 || shown.general.length > 0 ? (
          <>
            {summary.length > 0 ? (
              <p className="lead-form__summary-title">{texts.summary}</p>
            ) : null}
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
                      focusNext.current = item.name;
                      setShown((s) => ({ ...s }));
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
            {field.type === "phone" ? (
              <PhoneField
                id={fieldId(idPrefix, field.name)}
                name={fieldId(idPrefix, field.name)}
                country={countries[field.name] ?? view.phones[field.name] ?? fallbackCountry}
                national={typeof values[field.name] === "string" ? String(values[field.name]) : ""}
                required={field.required}
                placeholder={field.placeholder}
                isInvalid={shown.byField[field.name] !== undefined}
                describedBy={describedBy(
                  field.help && helpId(fieldId(idPrefix, field.name)),
                  shown.byField[field.name] !== undefined && errorId(fieldId(idPrefix, field.name)),
                )}
                texts={texts}
                loadCountries={loadCountries}
                onCountry={(c) => {
                  setCountries((all) => ({ ...all, [field.name]: c }));
                  if (shown.byField[field.name] !== undefined)
                    setTimeout(() => void recheck(field.name), 0);
                }}
                onNational={(value) => setValue(field.name, value)}
                onBlur={() => void recheck(field.name)}
              />
            ) : field.type === "file" ? (
              <FileField
                id={fieldId(idPrefix, field.name)}
                field={field}
                files={files[field.name] ?? []}
                lang={view.lang}
                isInvalid={shown.byField[field.name] !== undefined}
                describedBy={describedBy(
                  helpId(fieldId(idPrefix, field.name)),
                  shown.byField[field.name] !== undefined && errorId(fieldId(idPrefix, field.name)),
                )}
                texts={texts}
                onChoose={(chosen) => void chooseFiles(field, chosen)}
                onRemove={(file) => removeFile(field, file)}
              />
            ) : null}
          </Field>
        ))}
      </div>
      {view.hasCaptcha ? (
        <Captcha
          ref={captchaRef}
          id={fieldId(idPrefix, "g-recaptcha-response")}
          apiBase={props.apiBase ?? ""}
          lang={view.lang}
          texts={texts}
          error={shown.byField["g-recaptcha-response"]}
          onToken={(token) => {
            setCaptchaToken(token);
            if (token !== "")
              setShown((s) => {
                const byField = { ...s.byField };
                delete byField["g-recaptcha-response"];
                return { ...s, byField };
              });
          }}
        />
      ) : null}
      <div className="lead-form__actions">
        <button
          type="submit"
          className={`cta cta--${props.buttonColor} cta--medium lead-form__submit`}
          disabled={isSending}
          aria-busy={isSending}
        >
          {isSending ? texts.sending : view.submitLabel}
        </button>
      </div>
    </form>
  );
}

const fallbackCountry: PhoneCountry = { code: "AE", dialCode: "971", name: "AE" };

interface FieldProps {
  field: FormField;
  id: string;
  value: FieldValue;
  error: string | undefined;
  view: LeadFormView;
  today: string | undefined;
  onChange: (value: FieldValue) => void;
  onLeave: () => void;
  /** The control of a phone or file field (the others are drawn here). */
  children: ReactNode;
}

function RequiredMark() {
  return (
    <span className="lead-form__required" aria-hidden="true">
      *
    </span>
  );
}

/** One field: its label, help, control and error, red on both border and label when invalid. */
function Field({ field, id, value, error, view, today, onChange, onLeave, children }: FieldProps) {
  const isInvalid = error !== undefined;
  const help = field.type === "file" ? view.fileHints[field.name] : field.help;
  const described = describedBy(help && helpId(id), isInvalid && errorId(id));
  const classes = [
    "lead-form__field",
    `lead-form__field--${field.type}`,
    field.width === "full" || field.type === "textarea" ? "lead-form__field--full" : "",
    isInvalid ? "lead-form__field--invalid" : "",
  ].filter(Boolean);
  const common = {
    id,
    name: id,
    required: field.required,
    "aria-invalid": isInvalid || undefined,
    "aria-describedby": described,
    onBlur: onLeave,
  };
  const text = typeof value === "string" ? value : "";
  const helpText = help ? (
    <p className="lead-form__help" id={helpId(id)}>
      {help}
    </p>
  ) : null;
  const errorText = isInvalid ? (
    <p className="lead-form__error" id={errorId(id)}>
      {error}
    </p>
  ) : null;

  const isGroup = field.type === "radio" || isCheckboxList(field);
  if (isGroup) {
    const chosen = Array.isArray(value) ? value : [text];
    return (
      <fieldset
        className={classes.join(" ")}
        aria-describedby={described}
        aria-invalid={field.type === "radio" && isInvalid ? true : undefined}
      >
        <legend className="lead-form__label">
          {field.label}
          {field.required ? (
            <>
              <RequiredMark />
              <span className="visually-hidden"> ({view.texts.required})</span>
            </>
          ) : null}
        </legend>
        {helpText}
        <div className="lead-form__choices">
          {field.options.map((option, i) => {
            const optionId = `${id}-${i}`;
            const isChecked = chosen.includes(option.value);
            return (
              <div className="lead-form__choice" key={option.value}>
                <input
                  id={optionId}
                  type={field.type === "radio" ? "radio" : "checkbox"}
                  name={id}
                  value={option.value}
                  checked={isChecked}
                  aria-invalid={field.type === "checkbox" && isInvalid ? true : undefined}
                  onChange={(e) => {
                    if (field.type === "radio") onChange(option.value);
                    else
                      onChange(
                        e.target.checked
                          ? [...chosen.filter((v) => v !== ""), option.value]
                          : chosen.filter((v) => v !== option.value),
                      );
                  }}
                  onBlur={onLeave}
                />
                <label htmlFor={optionId}>{option.label}</label>
              </div>
            );
          })}
        </div>
        {errorText}
      </fieldset>
    );
  }

  if (field.type === "checkbox")
    return (
      <div className={classes.join(" ")}>
        <div className="lead-form__choice">
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          <label htmlFor={id} className="lead-form__label">
            {field.label}
            {field.required ? <RequiredMark /> : null}
          </label>
        </div>
        {helpText}
        {errorText}
      </div>
    );

  let control: ReactNode = children;
  if (field.type === "textarea")
    control = (
      <textarea
        {...common}
        className="lead-form__input lead-form__textarea"
        rows={4}
        value={text}
        placeholder={field.placeholder || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  else if (field.type === "select") {
    const options =
      field.source === "locations"
        ? view.locations.map((l) => ({ value: l.id, label: l.label }))
        : field.options;
    control = (
      <select
        {...common}
        className="lead-form__input lead-form__select"
        value={text}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{field.placeholder || view.texts.choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === "date")
    control = (
      <input
        {...common}
        type="date"
        className="lead-form__input"
        min={today}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  else if (field.type === "text")
    control = (
      <input
        {...common}
        type={field.format === "email" ? "email" : "text"}
        inputMode={field.format === "number" ? "decimal" : undefined}
        dir={field.format === "email" || field.format === "number" ? "ltr" : undefined}
        autoComplete={autoCompleteOf(field)}
        className="lead-form__input"
        value={text}
        placeholder={field.placeholder || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  // The hint comes before the control, read on the way to it; the error after, where it failed.
  return (
    <div className={classes.join(" ")}>
      <label htmlFor={id} className="lead-form__label">
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </label>
      {helpText}
      {control}
      {errorText}
    </div>
  );
}
