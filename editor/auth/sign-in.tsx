import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ruleMessage } from "../../runtime/core/validation-messages.ts";
import { BASE, navigation, type SessionInfo } from "../api.ts";
import "./auth.css";

const DEFAULT_TARGET = `${BASE}/cms`;

/** Only a path of this site: "/x", never "//host", "/\host" or another scheme. */
export function safeReturnTo(value: string | null): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\"))
    return DEFAULT_TARGET;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "\\") return DEFAULT_TARGET;
  }
  return value;
}

/** Arabic text for the errors the single sign-on callback reports in ?error=. */
const SSO_ERRORS: Record<string, string> = {
  sso_failed: "تعذّر إكمال الدخول الموحّد. حاول مرة أخرى.",
  sso_unavailable: "خدمة الدخول الموحّد غير متاحة الآن. حاول لاحقًا أو ادخل بكلمة المرور.",
  disabled: "هذا الحساب معطّل. تواصل مع مسؤول الموقع.",
};

interface Providers {
  password: boolean;
  oidc: { startUrl: string } | null;
}

type FieldErrors = { email?: string; password?: string };

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function waitText(retryAfter: string | null): string {
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds <= 0) return "بعد قليل";
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "بعد دقيقة واحدة" : `بعد ${minutes} دقيقة`;
}

/** Why the server refused a sign-in, in Arabic: too many attempts, wrong details, or else. */
async function refusalText(response: Response): Promise<string> {
  const body = await readJson(response);
  if (response.status === 429)
    return `محاولات دخول فاشلة كثيرة. حاول مرة أخرى ${waitText(response.headers.get("retry-after"))}.`;
  if (response.status === 401)
    return typeof body.message === "string"
      ? body.message
      : "البريد الإلكتروني أو كلمة المرور غير صحيحة.";
  if (response.status === 403)
    return "رُفض الطلب لأنه لم يصدر من هذا الموقع. أعد تحميل الصفحة وحاول مجددًا.";
  return "تعذّر تسجيل الدخول بسبب خطأ في الخادم. حاول مرة أخرى بعد قليل.";
}

/**
 * Whether someone is signed in already (then on to returnTo, unless they asked to switch
 * accounts: then signed out first), and which ways of signing in the server offers.
 */
function useSessionCheck({ isSwitching, returnTo }: { isSwitching: boolean; returnTo: string }) {
  const [isChecking, setChecking] = useState(true);
  const [providers, setProviders] = useState<Providers | null>(null);
  useEffect(() => {
    let isCurrent = true;
    (async () => {
      try {
        const me = await fetch("/api/auth/me", { credentials: "same-origin" });
        if (me.ok) {
          const session = (await me.json()) as SessionInfo;
          if (!isSwitching) {
            navigation.assign(returnTo);
            return;
          }
          await fetch("/api/auth/logout", {
            method: "POST",
            credentials: "same-origin",
            headers: { "csrf-token": session.csrfToken, "content-type": "application/json" },
            body: "{}",
          });
        }
      } catch {
        // Offline or the server is down: the form still shows, and submitting says so.
      }
      if (isCurrent) setChecking(false);
    })();
    fetch("/api/auth/providers", { credentials: "same-origin" })
      .then((r) => (r.ok ? (r.json() as Promise<Providers>) : null))
      .then((p) => isCurrent && setProviders(p))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isSwitching, returnTo]);
  return { isChecking, providers };
}

/** The sign-in screen (/ar/sign-in): e-mail and password, or single sign-on when configured. */
export default function SignInScreen() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get("returnTo"));
  const isSwitching = params.get("switch") === "1";
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState(SSO_ERRORS[params.get("error") ?? ""] ?? "");
  const [isBusy, setBusy] = useState(false);
  const { isChecking, providers } = useSessionCheck({ isSwitching, returnTo });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (!isChecking) emailRef.current?.focus();
  }, [isChecking]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: FieldErrors = {};
    // Only what a sign-in needs: both fields (the account rules belong to the account forms);
    // worded from the one message table, as the server would word them.
    if (email.trim() === "") errors.email = `البريد الإلكتروني: ${ruleMessage("required", {})}`;
    if (password === "") errors.password = `كلمة المرور: ${ruleMessage("required", {})}`;
    setFieldErrors(errors);
    setFormError("");
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      const response = await fetch("/api/auth/login", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email: email.trim(), password }),
      });
      if (response.ok) {
        navigation.assign(returnTo);
        return;
      }
      setFormError(await refusalText(response));
      setPassword("");
      passwordRef.current?.focus();
    } catch {
      setFormError("تعذّر الاتصال بالخادم. تحقق من الاتصال ثم حاول مرة أخرى.");
    } finally {
      setBusy(false);
    }
  }

  if (isChecking)
    return (
      <p className="ed-loading" role="status">
        جارٍ التحقق من تسجيل الدخول…
      </p>
    );

  const ssoHref = providers?.oidc
    ? `${providers.oidc.startUrl}?returnTo=${encodeURIComponent(returnTo)}`
    : null;

  return (
    <main className="auth-page" dir="rtl" lang="ar">
      <section className="auth-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="auth-card__title">
          تسجيل الدخول
        </h1>
        <p className="auth-card__lead">ادخل إلى لوحة تحرير الموقع بحسابك.</p>
        {formError ? (
          <p className="auth-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <form className="auth-form" onSubmit={submit} noValidate>
          <div className="auth-field">
            <label htmlFor={`${id}-email`}>البريد الإلكتروني</label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
              required
            />
            {fieldErrors.email ? (
              <p id={`${id}-email-error`} className="auth-field__error">
                {fieldErrors.email}
              </p>
            ) : null}
          </div>
          <div className="auth-field">
            <label htmlFor={`${id}-password`}>كلمة المرور</label>
            <input
              ref={passwordRef}
              id={`${id}-password`}
              name="password"
              type="password"
              dir="ltr"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
              required
            />
            {fieldErrors.password ? (
              <p id={`${id}-password-error`} className="auth-field__error">
                {fieldErrors.password}
              </p>
            ) : null}
          </div>
          <button type="submit" className="auth-button" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? "جارٍ تسجيل الدخول…" : "دخول"}
          </button>
        </form>
        {ssoHref ? (
          <>
            <p className="auth-divider">
              <span>أو</span>
            </p>
            <a className="auth-button auth-button--secondary" href={ssoHref}>
              الدخول عبر حساب المؤسسة (الدخول الموحّد)
            </a>
          </>
        ) : null}
        <p className="auth-card__foot">
          <a href={`${BASE}/`}>العودة إلى الموقع</a>
        </p>
      </section>
    </main>
  );
}
