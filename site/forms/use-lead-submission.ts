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
import { postLead } from "./post-lead.ts";
import { NO_ERRORS, type Shown } from "./use-lead-errors.ts";

/** The values a form checked, handed to the block that sends them itself (LeadFormProps.onChecked). */
export interface CheckedLead {
  values: Record<string, string | boolean | string[]>;
  captchaToken?: string;
}

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
  onChecked?: ((lead: CheckedLead) => void) | undefined;
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
    if (input.onChecked) {
      // The block carrying the form sends it itself (after a summary of its own).
      setShown(NO_ERRORS);
      input.onChecked({
        values: await input.currentLead(),
        ...(view.hasCaptcha ? { captchaToken } : {}),
      });
      return;
    }
    submissionKey.current ||= newSubmissionKey();
    const answer = await postLead(api, {
      values: await input.currentLead(),
      hiddenFields: input.hiddenFields,
      submissionKey: submissionKey.current,
      pageUrl: window.location.href,
      lang: view.messagesLang,
      captchaToken: view.hasCaptcha ? captchaToken : undefined,
    });
    const body = answer?.body ?? null;
    if (answer && (answer.status === 201 || answer.status === 200)) {
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
    if (answer?.status === 422) {
      showRefusal(body);
      return;
    }
    showErrors({}, [answer?.status === 429 ? texts.rateLimited : texts.failed]);
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
