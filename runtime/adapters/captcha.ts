import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { egressFetch } from "./egress.ts";

/**
 * The captcha a form may ask for (g-recaptcha-response on the lead). `local` runs offline: the
 * site's 'I am not a robot' box fetches a token this server signed, valid for 10 minutes;
 * `recaptcha` asks Google's siteverify (https://developers.google.com/recaptcha/docs/verify) with
 * the secret from RECAPTCHA_SECRET.
 */
export interface CaptchaVerifier {
  readonly provider: "local" | "recaptcha";
  verify(answer: string | undefined, remoteIp?: string): Promise<boolean>;
}

const LOCAL_TOKEN_TTL_MS = 10 * 60_000;

/**
 * The offline verifier. Its key comes from FORMS_CAPTCHA_SECRET when set (every process of a
 * scaled-out site must share it), else a random one per process.
 */
export function localCaptcha(
  secret: string = process.env.FORMS_CAPTCHA_SECRET ?? randomBytes(32).toString("hex"),
) {
  const sign = (body: string) => createHmac("sha256", secret).update(body).digest("base64url");
  return {
    provider: "local" as const,
    /** A token for one answer: issued time, a nonce and the signature. */
    issue(now = Date.now()): string {
      const body = `${now}.${randomBytes(12).toString("base64url")}`;
      return `${body}.${sign(body)}`;
    },
    async verify(
      answer: string | undefined,
      _remoteIp?: string,
      now = Date.now(),
    ): Promise<boolean> {
      if (!answer) return false;
      const at = answer.lastIndexOf(".");
      if (at <= 0) return false;
      const body = answer.slice(0, at);
      const given = Buffer.from(answer.slice(at + 1));
      const expected = Buffer.from(sign(body));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      const issued = Number(body.split(".")[0]);
      return Number.isFinite(issued) && issued <= now && now - issued <= LOCAL_TOKEN_TTL_MS;
    },
  };
}

export type LocalCaptcha = ReturnType<typeof localCaptcha>;

/** Google reCAPTCHA v2: POST secret, response and remoteip to siteverify; `success` decides. */
export function recaptchaVerifier(options: {
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): CaptchaVerifier {
  const doFetch = options.fetch ?? egressFetch;
  return {
    provider: "recaptcha",
    async verify(answer, remoteIp) {
      if (!answer || !options.secret) return false;
      const form = new URLSearchParams({ secret: options.secret, response: answer });
      if (remoteIp) form.set("remoteip", remoteIp);
      try {
        const response = await doFetch("https://www.google.com/recaptcha/api/siteverify", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return false;
        const body = (await response.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
