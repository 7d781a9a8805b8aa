import {
  apiErrorMessage,
  assertVerifiable,
  EMAIL_VERIFICATION_TIMEOUT_MS,
  type EmailValidationResult,
  failureResult,
  resultFromStatus,
  statusOfAnswer,
  timeoutResult,
} from "../core/email-verification.ts";
import { egressFetch } from "./egress.ts";

/**
 * Checks an e-mail address before a form accepts it. Implementations resolve with a result (a
 * timeout or a failure is a valid result, see runtime/core/email-verification.ts); they throw
 * only EmailVerificationInputError, for a call without a key or without an address.
 */
export interface EmailVerifier {
  verify(email: unknown): Promise<EmailValidationResult>;
}

interface HttpEmailVerifierOptions {
  /** The service's endpoint: the address is POSTed there as {email}. */
  url: string;
  apiKey: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The external service (000 §7): POST {email} with the key in the Authorization header, read
 * `email.status`. Waits at most 5 seconds (then TIMEOUT, assumed valid); a non-OK answer is
 * "API error: {status} {statusText}", and it and any other failure are VALIDATION_ERROR, assumed
 * valid.
 */
export function httpEmailVerifier(options: HttpEmailVerifierOptions): EmailVerifier {
  const doFetch = options.fetch ?? egressFetch;
  const timeoutMs = options.timeoutMs ?? EMAIL_VERIFICATION_TIMEOUT_MS;
  return {
    async verify(email) {
      const address = assertVerifiable(options.apiKey, email);
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      try {
        const response = await doFetch(options.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            authorization: `Bearer ${options.apiKey}`,
          },
          body: JSON.stringify({ email: address }),
          signal: controller.signal,
        });
        if (!response.ok)
          return failureResult(address, apiErrorMessage(response.status, response.statusText));
        const status = statusOfAnswer(await response.json());
        if (status === null) return failureResult(address, "The answer holds no email.status");
        return resultFromStatus(address, status);
      } catch (error) {
        if (timedOut) return timeoutResult(address);
        return failureResult(address, error instanceof Error ? error.message : String(error));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Offline (the default with no service configured, and the tests): an address is "valid" when
 * it has the shape name@domain.tld, "invalid" otherwise; nothing leaves the server.
 */
export function localEmailVerifier(): EmailVerifier {
  const shape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
  return {
    async verify(email) {
      const address = assertVerifiable("local", email);
      return resultFromStatus(address, shape.test(address) ? "valid" : "invalid");
    },
  };
}
