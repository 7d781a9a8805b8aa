import { isRecord } from "../../core/records.ts";
import {
  SMS_PROVIDER_TIMEOUT_MS,
  SmsProviderError,
  type SmsVerificationProvider,
  smsLanguage,
} from "./types.ts";

/**
 * Phone verification on Twilio Verify v2 (https://www.twilio.com/docs/verify/api): Twilio makes
 * the code, sends it and checks it; this side keeps only the verification's SID (VE…).
 *
 * - start: `POST /v2/Services/{ServiceSid}/Verifications` with `To`, `Channel=sms`, `Locale`
 *   (ar or en, so the SMS is in the visitor's language); the answer's `sid` is the reference.
 * - check: `POST /v2/Services/{ServiceSid}/VerificationCheck` with `VerificationSid` and `Code`;
 *   `status: "approved"` is the right code, `pending` a wrong one. Twilio answers 404 (error
 *   20404) for a verification that is no longer there: approved already, expired after ten
 *   minutes, or cancelled; and 429 (60202) once a verification had too many wrong codes. Both mean
 *   this code can no longer approve anything: "rejected", and the visitor asks for a new one.
 *
 * Form-encoded bodies and HTTP Basic auth (account SID and auth token). Every call goes through
 * the fetch given (the egress guard's) with a 10 s limit. Twilio's errors come back as
 * `{code, message, more_info, status}`: its own sending limits (60203 max send attempts, 20429
 * too many requests) become SmsProviderError 429, an unreachable or failing Twilio 503, any
 * other refusal 502, each with Twilio's code and message (the auth token is never in one).
 */

export const TWILIO_VERIFY_API = "https://verify.twilio.com";

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** VA…: the Verify service whose settings (code length, sender name, templates) apply. */
  serviceSid: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}

/** Twilio's error when a verification had too many wrong codes: its check can only fail. */
const MAX_CHECK_ATTEMPTS = "60202";
/** What a Verify code can be (4 to 10 digits); anything else is not worth a call. */
const CODE = /^\d{4,10}$/;

interface TwilioAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

function jsonRecord(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

function text(record: Record<string, unknown> | null, key: string): string {
  const value = record?.[key];
  return typeof value === "string" ? value : "";
}

/** Twilio's error code as text ("60200"), or "" when it gave none. */
function errorCode(body: Record<string, unknown> | null): string {
  const value = body?.code;
  return typeof value === "number" || typeof value === "string" ? String(value) : "";
}

export function twilioSmsProvider(options: TwilioOptions): SmsVerificationProvider {
  const timeoutMs = options.timeoutMs ?? SMS_PROVIDER_TIMEOUT_MS;
  const base = `${TWILIO_VERIFY_API}/v2/Services/${encodeURIComponent(options.serviceSid)}`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;

  /** A message fit for a log: Twilio's own words, with the auth token taken out should it ever echo it. */
  const safe = (message: string) =>
    options.authToken ? message.split(options.authToken).join("[redacted]") : message;

  async function post(path: string, form: Record<string, string>): Promise<TwilioAnswer> {
    let response: Response;
    try {
      response = await options.fetch(`${base}${path}`, {
        method: "POST",
        headers: {
          authorization,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new SmsProviderError(503, "unreachable", "Twilio Verify could not be reached");
    }
    let body: Record<string, unknown> | null = null;
    try {
      body = jsonRecord(await response.text());
    } catch {
      throw new SmsProviderError(503, "unreachable", "Twilio Verify's answer was cut off");
    }
    return { status: response.status, body };
  }

  function refusal({ status, body }: TwilioAnswer): SmsProviderError {
    const code = errorCode(body) || `http_${status}`;
    const message = safe(text(body, "message")) || `Twilio Verify answered HTTP ${status}`;
    if (status === 429) return new SmsProviderError(429, code, message);
    if (status >= 500) return new SmsProviderError(503, code, message);
    return new SmsProviderError(502, code, message);
  }

  return {
    name: "twilio",
    async start({ phoneNumber, locale }) {
      const answer = await post("/Verifications", {
        To: phoneNumber,
        Channel: "sms",
        Locale: smsLanguage(locale),
      });
      if (answer.status < 200 || answer.status >= 300) throw refusal(answer);
      const sid = text(answer.body, "sid");
      if (!sid)
        throw new SmsProviderError(
          502,
          "malformed",
          "Twilio Verify answered without a verification SID",
        );
      return { ref: sid };
    },
    async check({ ref, phoneNumber, code }) {
      if (!ref || !CODE.test(code)) return "rejected";
      const answer = await post("/VerificationCheck", { VerificationSid: ref, Code: code });
      if (answer.status === 404) return "rejected";
      if (answer.status === 429 && errorCode(answer.body) === MAX_CHECK_ATTEMPTS) return "rejected";
      if (answer.status < 200 || answer.status >= 300) throw refusal(answer);
      // The verification must be the one sent to this number: a reference is never enough alone.
      const to = text(answer.body, "to");
      if (to !== "" && to !== phoneNumber) return "rejected";
      return text(answer.body, "status") === "approved" ? "approved" : "rejected";
    },
  };
}
