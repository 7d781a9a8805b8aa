import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { errorId } from "./field-ids.ts";
import type { LeadFormTexts } from "./texts.ts";

/** What the form asks of its captcha: to be answered again (a refused or spent answer). */
export interface CaptchaHandle {
  reset: () => void;
}

interface CaptchaProps {
  ref?: Ref<CaptchaHandle>;
  id: string;
  apiBase: string;
  lang: string;
  texts: LeadFormTexts;
  error: string | undefined;
  /** The answer sent as g-recaptcha-response; "" when there is none (any more). */
  onToken: (token: string) => void;
}

/** What Google's reCAPTCHA script puts on window.grecaptcha (the part this form calls). */
interface Grecaptcha {
  render: (
    el: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      "expired-callback": () => void;
      hl: string;
    },
  ) => number;
  reset: (widget?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    /** The callback the reCAPTCHA script is told to call when ready. */
    leadFormRecaptchaReady?: () => void;
  }
}

let recaptchaLoading: Promise<Grecaptcha> | null = null;

/** Google's widget script, added to the page once, the first time a visitor asks for it. */
function loadRecaptcha(lang: string): Promise<Grecaptcha> {
  recaptchaLoading ??= new Promise((resolve, reject) => {
    window.leadFormRecaptchaReady = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject();
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?onload=leadFormRecaptchaReady&render=explicit&hl=${encodeURIComponent(lang)}`;
    script.async = true;
    script.onerror = () => {
      recaptchaLoading = null;
      reject(new Error("reCAPTCHA did not load"));
    };
    document.head.append(script);
  });
  return recaptchaLoading;
}

/**
 * The 'I am not a robot' check: a checkbox whose ticking asks the forms service for its captcha
 * (GET /forms/captcha). The site's own provider answers with a signed token at once; with
 * reCAPTCHA, Google's widget is loaded then (not before: nothing of Google's runs for visitors
 * who never tick it) and takes the checkbox's place.
 */
export function Captcha({ ref, id, apiBase, lang, texts, error, onToken }: CaptchaProps) {
  const [status, setStatus] = useState<"idle" | "loading" | "checked" | "widget" | "failed">(
    "idle",
  );
  const [siteKey, setSiteKey] = useState("");
  const widgetBox = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);

  useImperativeHandle(ref, () => ({
    reset: () => {
      if (status === "widget" && widget.current !== null) window.grecaptcha?.reset(widget.current);
      else setStatus("idle");
      onToken("");
    },
  }));

  useEffect(() => {
    if (status !== "widget" || siteKey === "" || widget.current !== null) return;
    loadRecaptcha(lang)
      .then((grecaptcha) => {
        if (!widgetBox.current) return;
        widget.current = grecaptcha.render(widgetBox.current, {
          sitekey: siteKey,
          callback: onToken,
          "expired-callback": () => onToken(""),
          hl: lang,
        });
      })
      .catch(() => setStatus("failed"));
  }, [status, siteKey, lang, onToken]);

  const ask = async () => {
    setStatus("loading");
    const response = await fetch(`${apiBase}/forms/captcha`, {
      headers: { accept: "application/json" },
    }).catch(() => null);
    const body = (response?.ok ? await response.json().catch(() => null) : null) as {
      data?: { attributes?: { provider?: string; site_key?: string; token?: string } };
    } | null;
    const attributes = body?.data?.attributes;
    if (attributes?.provider === "recaptcha" && attributes.site_key) {
      setSiteKey(attributes.site_key);
      setStatus("widget");
    } else if (attributes?.provider === "local" && attributes.token) {
      onToken(attributes.token);
      setStatus("checked");
    } else setStatus("failed");
  };

  const isInvalid = error !== undefined || status === "failed";
  return (
    <div className={`lead-form__captcha${isInvalid ? " lead-form__field--invalid" : ""}`}>
      {status === "widget" ? (
        <div ref={widgetBox} className="lead-form__recaptcha" />
      ) : (
        <div className="lead-form__choice">
          <input
            id={id}
            type="checkbox"
            checked={status === "checked" || status === "loading"}
            aria-busy={status === "loading" || undefined}
            aria-invalid={isInvalid || undefined}
            aria-describedby={isInvalid ? errorId(id) : undefined}
            onChange={(e) => {
              if (e.target.checked) void ask();
              else if (status !== "loading") {
                setStatus("idle");
                onToken("");
              }
            }}
          />
          <label htmlFor={id} className="lead-form__label">
            {texts.captcha}
          </label>
        </div>
      )}
      {isInvalid ? (
        <p className="lead-form__error" id={errorId(id)}>
          {error ?? texts.captchaFailed}
        </p>
      ) : null}
    </div>
  );
}
