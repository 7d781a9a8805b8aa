/**
 * The e-mail verification rules (000 §3 "Email validation result", §5 "E-mail verification",
 * §8): what a verification answer, a timeout or a failure means for the form. A timeout and any
 * failure are assumed valid (a lead is never refused because the checking service is down); only
 * an answer the service gave decides that an address is invalid.
 */

/** The verification's result as the forms read it. */
export interface EmailValidationResult {
  /** The service's status ("valid", "invalid", "accept_all"…), or "timeout" / "error". */
  status: string;
  address: string;
  isValid: boolean;
  error: string | null;
  error_code: "TIMEOUT" | "VALIDATION_ERROR" | null;
}

/** How long the service is waited for (§9 Timing). */
export const EMAIL_VERIFICATION_TIMEOUT_MS = 5000;

/** Statuses that make an address valid. */
const VALID_STATUSES = new Set(["valid", "accept_all"]);

/** A verification that cannot be asked: no key, or no address. */
export class EmailVerificationInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmailVerificationInputError";
  }
}

/** The documented refusals of a call without a key or without an address. */
export function assertVerifiable(apiKey: string | null | undefined, email: unknown): string {
  if (typeof apiKey !== "string" || apiKey.trim() === "")
    throw new EmailVerificationInputError("E-mail verification API key is required");
  if (typeof email !== "string" || email.trim() === "")
    throw new EmailVerificationInputError("Valid email address is required");
  return email.trim();
}

/** The service answered with a status: valid when it is "valid" or "accept_all". */
export function resultFromStatus(address: string, status: string): EmailValidationResult {
  return {
    status,
    address,
    isValid: VALID_STATUSES.has(status.trim().toLowerCase()),
    error: null,
    error_code: null,
  };
}

/** No answer within the timeout: assumed valid. */
export function timeoutResult(address: string): EmailValidationResult {
  return {
    status: "timeout",
    address,
    isValid: true,
    error: "Validation timed out, assumed valid",
    error_code: "TIMEOUT",
  };
}

/** Any other failure (an HTTP error, an unreadable answer, the network): assumed valid. */
export function failureResult(address: string, message: string): EmailValidationResult {
  return {
    status: "error",
    address,
    isValid: true,
    error: message,
    error_code: "VALIDATION_ERROR",
  };
}

/** The message of a non-OK answer. */
export function apiErrorMessage(status: number, statusText: string): string {
  return `API error: ${status} ${statusText}`.trimEnd();
}

/** The status in the service's answer (`email.status`), or null when it has none. */
export function statusOfAnswer(body: unknown): string | null {
  if (body === null || typeof body !== "object") return null;
  const email: unknown = Reflect.get(body, "email");
  if (email === null || typeof email !== "object") return null;
  const status: unknown = Reflect.get(email, "status");
  return typeof status === "string" && status.trim() !== "" ? status : null;
}
