import {
  type Dispatch,
  type FormEvent,
  type RefObject,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from "react";
import type { LeadError } from "../../runtime/core/form-schema.ts";
import type { CaptchaHandle } from "./captcha.tsx";
import type { ChosenFile } from "./file-field.tsx";
import type { LeadFormView } from "./form-view.ts";
import {
  isVisibleField,
  newSubmissionKey,
  serverErrors,
  type ThankYou,
  thankYouOf,
} from "./lead-values.ts";
import { NO_ERRORS, type Shown } from "./use-lead-errors.ts";

interface LeadSubmissionInput {
  api: string;
  view: LeadFormView;
  hiddenFields: Readonly<Record<string, string>>;
  filesRef: RefObject<Record<string, ChosenFile[]>>;
  setShown: Dispatch<SetStateAction<Shown>>;
  check: () => Promise<LeadError[]>;
  currentLead: () => Promise<Record<string, string | boolean | string[]>>;
  showErrors: (byField: Record<string, string>, general: string[]) => void;
  markTried: () => void;
}

/**
 * Sending the lead: checked first, sent once (the same submission key on a retry), then the
 * thank-you (which takes the focus), its page, or the server's refusals on their fields.
 */
export function useLeadSubmission(input: LeadSubmissionInput) {
  const { api, view, setShown, showErrors } = input;
  const { fields, texts } = view;
  const [isSending, setSending] = useState(false);
  const [thankYou, setThankYou] = useState<ThankYou | null>(null);
  const [captchaToken, setCaptchaToken] = useState("");
  const thanksRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const isSendingRef = useRef(false);
  const submissionKey = useRef("");

  useEffect(() => {
    if (thankYou) thanksRef.current?.focus();
  }, [thankYou]);

  /** The errors found before sending: the check's, files still uploading, an unanswered captcha. */
  const errorsBeforeSending = async () => {
    const errors = await input.check();
    const byField: Record<string, string> = {};
    const general: string[] = [];
    for (const error of errors) {
      const field = fields.find((f) => f.name === error.field);
      if (field && isVisibleField(field)) byField[error.field] = error.message;
      else general.push(error.message);
    }
    for (const [name, list] of Object.entries(input.filesRef.current))
      if (list.some((f) => f.status === "uploading")) byField[name] ??= texts.fileUploading;
    if (view.hasCaptcha && captchaToken === "")
      byField["g-recaptcha-response"] = texts.captchaRequired;
    return { byField, general };
  };

  /** The server's refusal (422): on the fields shown, the rest for the form as a whole. */
  const showRefusal = (body: unknown) => {
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
  };

  const send = async () => {
    const { byField, general } = await errorsBeforeSending();
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
            values: await input.currentLead(),
            hidden_fields: input.hiddenFields,
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
      showRefusal(body);
      return;
    }
    showErrors({}, [response?.status === 429 ? texts.rateLimited : texts.failed]);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isSendingRef.current) return;
    isSendingRef.current = true;
    setSending(true);
    input.markTried();
    try {
      await send();
    } finally {
      isSendingRef.current = false;
      setSending(false);
    }
  };

  /** The captcha's token, sent with the lead; an answer clears the captcha's error. */
  const onCaptchaToken = (token: string) => {
    setCaptchaToken(token);
    if (token !== "")
      setShown((s) => {
        const byField = { ...s.byField };
        delete byField["g-recaptcha-response"];
        return { ...s, byField };
      });
  };

  return { isSending, thankYou, thanksRef, captchaRef, onSubmit, onCaptchaToken };
}
