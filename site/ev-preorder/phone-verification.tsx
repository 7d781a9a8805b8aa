import { type KeyboardEvent, useEffect, useState } from "react";
import { duration, intlLocale } from "./format.ts";
import { codeDigits } from "./phone.ts";
import type { EvText } from "./texts.ts";

/**
 * Proving a phone by a texted code (POST /{smsProvider}/create_verification, then
 * check_verification): send the code, type its six digits (the phone's keyboard offers the
 * texted code: autocomplete one-time-code), see how many tries are left, ask again once the
 * resend delay is over. The machine of the block holds the steps; this draws them.
 */

export type VerifyStep = "editing" | "sendingCode" | "codeSent" | "checkingCode" | "verified";

export interface VerifyState {
  step: VerifyStep;
  /** The machine's last refusal: its code (the rule of a refused field) and the API's detail. */
  errorCode: string | null;
  message: string | null;
  attemptsLeft: number | null;
  /** Seconds before another code may be asked for, from when the code was sent. */
  resendAfter: number | null;
}

/** The refusal's words for the visitor, naming the field it concerns. */
export function verifyErrorText(
  state: VerifyState,
  t: EvText,
  lang: string,
  labels: { phone: string },
): { field: "phone" | "code" | "form"; text: string } | null {
  const code = state.errorCode;
  if (code === null) return null;
  const fieldCode = t("phone.code");
  switch (code) {
    case "phone":
      return { field: "phone", text: t("invalidPhone", { field: labels.phone }) };
    case "rate_limited":
      return {
        field: "phone",
        text: t("phone.rateLimited", {
          time: duration(state.resendAfter ?? 30, "second", lang),
        }),
      };
    case "code":
      return state.attemptsLeft === null
        ? { field: "code", text: t("phone.codeFormat", { field: fieldCode }) }
        : {
            field: "code",
            text: t("phone.wrongCode", {
              field: fieldCode,
              attempts: new Intl.NumberFormat(intlLocale(lang)).format(state.attemptsLeft),
            }),
          };
    case "expired":
      return { field: "code", text: t("phone.expired", { field: fieldCode }) };
    case "network":
      return { field: "form", text: t("network") };
    default:
      return { field: "form", text: state.message || t("network") };
  }
}

/** Seconds left before `seconds` (counted from when it changed) run out; ticks every second. */
function useSecondsLeft(seconds: number | null, key: string): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (seconds === null || key === "") {
      setLeft(0);
      return;
    }
    const end = Date.now() + seconds * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return left;
}

/**
 * The code half of the verification: the send button (or resend, after the delay), the code
 * input and its check button, and the "verified" line. The phone itself is the caller's (an
 * input of the reservation form, or the masked number of the cancellation).
 */
export function CodeVerification(props: {
  id: string;
  t: EvText;
  lang: string;
  state: VerifyState;
  /** The refusal to show beside the code input (verifyErrorText's, field "code"). */
  codeError: string | null;
  /** Where the code went, as shown (the number typed, or its mask). */
  sentTo: string;
  onSend: () => void;
  onCheck: (code: string) => void;
}) {
  const { id, t, lang, state } = props;
  const [code, setCode] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const hasCode = state.step === "codeSent" || state.step === "checkingCode";
  const resendLeft = useSecondsLeft(hasCode ? state.resendAfter : null, hasCode ? "sent" : "");
  const check = () => {
    const digits = codeDigits(code);
    if (digits === null) {
      setLocalError(t("phone.codeFormat", { field: t("phone.code") }));
      return;
    }
    setLocalError(null);
    props.onCheck(digits);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in the code checks the code; it does not send the form around it.
    if (event.key === "Enter") {
      event.preventDefault();
      check();
    }
  };
  if (state.step === "verified")
    return (
      <p className="ev-verify__done" role="status">
        <span aria-hidden="true">✓ </span>
        {t("phone.verified")}
      </p>
    );
  if (!hasCode)
    return (
      <div className="ev-verify">
        <button
          type="button"
          className="cta cta--secondary ev-verify__send"
          onClick={props.onSend}
          disabled={state.step === "sendingCode"}
          aria-busy={state.step === "sendingCode" ? true : undefined}
        >
          {state.step === "sendingCode" ? t("phone.sending") : t("phone.sendCode")}
        </button>
      </div>
    );
  const error = localError ?? props.codeError;
  return (
    <div className="ev-verify">
      <p className="ev-verify__sent" role="status">
        {t("phone.sentTo")}{" "}
        <bdi dir="ltr" className="ev-phone">
          {props.sentTo}
        </bdi>
      </p>
      <div className="ev-field">
        <label htmlFor={`${id}-code`}>{t("phone.code")}</label>
        <span className="ev-field__hint" id={`${id}-code-hint`}>
          {t("phone.codeHint")}
        </span>
        <input
          id={`${id}-code`}
          name="one-time-code"
          className="ev-field__input ev-field__input--code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9٠-٩]{6}"
          maxLength={6}
          dir="ltr"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-code-hint${error ? ` ${id}-code-error` : ""}`}
        />
        {error ? (
          <p className="ev-field__error" id={`${id}-code-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="ev-verify__actions">
        <button
          type="button"
          className="cta cta--primary"
          onClick={check}
          disabled={state.step === "checkingCode"}
          aria-busy={state.step === "checkingCode" ? true : undefined}
        >
          {state.step === "checkingCode" ? t("phone.checking") : t("phone.checkCode")}
        </button>
        <button
          type="button"
          className="ev-link-button"
          onClick={props.onSend}
          disabled={resendLeft > 0}
        >
          {t("phone.resend")}
        </button>
        {resendLeft > 0 ? (
          <span className="ev-verify__wait">
            {t("phone.resendIn", { time: duration(resendLeft, "second", lang) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
