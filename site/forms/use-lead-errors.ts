import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from "react";
import type { LeadError } from "../../runtime/core/form-schema.ts";
import { fieldId } from "./field-ids.ts";
import type { ChosenFile } from "./file-field.tsx";
import type { LeadFormView } from "./form-view.ts";
import {
  type FieldValue,
  type FormValues,
  gaClientIdOf,
  isVisibleField,
  leadValues,
  type PhoneCountry,
} from "./lead-values.ts";
import type { LeadLoaders } from "./use-lead-values.ts";

/** The errors shown: by field name, and those of the form as a whole. */
export interface Shown {
  byField: Record<string, string>;
  general: string[];
}

export const NO_ERRORS: Shown = { byField: {}, general: [] };

interface LeadErrorsInput {
  view: LeadFormView;
  idPrefix: string;
  formRef: RefObject<HTMLFormElement | null>;
  shown: Shown;
  setShown: Dispatch<SetStateAction<Shown>>;
  touched: RefObject<Set<string>>;
  loaders: LeadLoaders;
  valuesRef: RefObject<FormValues>;
  setValues: Dispatch<SetStateAction<FormValues>>;
  countriesRef: RefObject<Record<string, PhoneCountry>>;
  filesRef: RefObject<Record<string, ChosenFile[]>>;
}

/**
 * The check of the visitor's values with the server's own validator: a field's error shows once
 * the visitor has left it (every field's once the form was sent), and the first invalid field
 * takes the focus when the errors appear.
 */
export function useLeadErrors(input: LeadErrorsInput) {
  const { view, idPrefix, formRef, shown, setShown, touched, loaders } = input;
  const { fields } = view;
  const [hasTriedToSend, setTriedToSend] = useState(false);
  const focusNext = useRef<string | null>(null);
  const triedRef = useRef(hasTriedToSend);
  triedRef.current = hasTriedToSend;
  const hasPhone = fields.some((f) => f.type === "phone");

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

  /** The lead's values as they would be sent now. */
  const currentLead = async (): Promise<Record<string, string | boolean | string[]>> => {
    const phone = hasPhone ? await loaders.loadPhoneData() : null;
    const now = input.valuesRef.current;
    return leadValues(fields, now, {
      phone: (name) => {
        const typed = now[name];
        const country = input.countriesRef.current[name]?.code ?? "AE";
        return phone && typeof typed === "string" ? phone.toE164(typed, country) : "";
      },
      files: (name) =>
        (input.filesRef.current[name] ?? []).flatMap((f) =>
          f.status === "ready" && f.id ? [f.id] : [],
        ),
      gaClientId: gaClientIdOf(document.cookie),
    });
  };

  const check = async (): Promise<LeadError[]> => {
    const { validation, validate, phoneCheck } = await loaders.loadChecker();
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
    input.setValues((v) => ({ ...v, [name]: value }));
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

  /** From the first press of the send button on, every field's error shows. */
  const markTried = () => {
    setTriedToSend(true);
    triedRef.current = true;
  };

  /** Moves the focus to a field, as a link of the errors' summary does. */
  const focusField = (name: string) => {
    focusNext.current = name;
    setShown((s) => ({ ...s }));
  };

  return { check, currentLead, recheck, setValue, showErrors, markTried, focusField };
}
