/**
 * The SMS verification providers behind one interface: the phone-verification service
 * (runtime/features/phone-verification) sends a code and checks what the visitor typed through
 * one of these, and keeps everything else itself: how often a number may ask, how many tries a
 * code has, how long it lives, that it is used once, and the token an approval gives. A provider
 * only delivers a code and says whether a code is the right one.
 *
 * - `local`: offline, the default; its messages are rows the admin reads as the development phone.
 * - `twilio`: Twilio Verify v2, which makes, sends and checks the code itself.
 */

/** The path segment of the verification routes (/{name}/create_verification). */
export type SmsProviderName = "local" | "twilio";

export interface SmsVerificationProvider {
  /** The path segment of the routes (/{name}/create_verification): "local" or "twilio". */
  readonly name: SmsProviderName;
  /** Sends a fresh code to an E.164 number; answers the provider's reference of this verification. */
  start(input: { phoneNumber: string; locale: string }): Promise<{ ref: string }>;
  /** Whether `code` is the code of verification `ref` sent to `phoneNumber`; a used or expired one is "rejected". */
  check(input: {
    ref: string;
    phoneNumber: string;
    code: string;
  }): Promise<"approved" | "rejected">;
}

/**
 * A provider could not do what was asked. `status` is what the service may answer with: 429 the
 * provider's own sending limit, 502 the provider refused the call, 503 it could not be reached
 * (or no provider is configured, code "not_configured"). `code` is the provider's error code when
 * it gave one (Twilio's number as text, e.g. "60200"). The message is safe to log: never a key.
 */
export class SmsProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "SmsProviderError";
  }
}

/** How long a provider may take to answer one call before the visitor is told to try again. */
export const SMS_PROVIDER_TIMEOUT_MS = 10_000;

/**
 * How long a code is valid, as its message says: the service's expiry of a verification
 * (`expires_in: 600`), and Twilio Verify's default too.
 */
export const SMS_CODE_VALID_MINUTES = 10;

/** The message language for a visitor's locale: Arabic for "ar", "ar-AE"…, English otherwise. */
export function smsLanguage(locale: string): "ar" | "en" {
  return locale.trim().toLowerCase().startsWith("ar") ? "ar" : "en";
}
