import type { Db } from "../../db/client.ts";
import { localSmsProvider } from "./local.ts";
import { twilioSmsProvider } from "./twilio.ts";
import { SmsProviderError, type SmsVerificationProvider } from "./types.ts";

export type { LocalSmsMessage } from "./local.ts";
export {
  LOCAL_SMS_DEFAULT_KEY,
  listLocalSmsMessages,
  localSmsBody,
  localSmsProvider,
} from "./local.ts";
export { TWILIO_VERIFY_API, twilioSmsProvider } from "./twilio.ts";
export * from "./types.ts";

const set = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== "";

/**
 * The SMS provider from the environment:
 * - Twilio Verify when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID are
 *   all set;
 * - else the local provider (LOCAL_SMS_KEY keys its code HMACs), except in production
 *   (NODE_ENV=production) unless LOCAL_SMS=1: there every call is refused (503 not_configured),
 *   since the local provider sends nothing and an admin could read every code.
 * Every outbound call goes through the fetch given (the egress guard).
 */
export function smsProvider(
  env: NodeJS.ProcessEnv,
  deps: { fetch: typeof fetch; db: Db },
): SmsVerificationProvider {
  if (
    set(env.TWILIO_ACCOUNT_SID) &&
    set(env.TWILIO_AUTH_TOKEN) &&
    set(env.TWILIO_VERIFY_SERVICE_SID)
  )
    return twilioSmsProvider({
      accountSid: env.TWILIO_ACCOUNT_SID.trim(),
      authToken: env.TWILIO_AUTH_TOKEN.trim(),
      serviceSid: env.TWILIO_VERIFY_SERVICE_SID.trim(),
      fetch: deps.fetch,
    });
  if (env.NODE_ENV !== "production" || env.LOCAL_SMS === "1")
    return localSmsProvider({
      db: deps.db,
      ...(set(env.LOCAL_SMS_KEY) ? { key: env.LOCAL_SMS_KEY } : {}),
    });
  return unconfiguredSms();
}

/** No Twilio keys and no offline provider allowed: every call is refused (503). */
function unconfiguredSms(): SmsVerificationProvider {
  const refuse = async (): Promise<never> => {
    throw new SmsProviderError(
      503,
      "not_configured",
      "no SMS provider is configured (set the TWILIO_* keys, or LOCAL_SMS=1 for a demo)",
    );
  };
  return { name: "local", start: refuse, check: refuse };
}
