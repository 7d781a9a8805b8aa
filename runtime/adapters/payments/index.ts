import type { Db } from "../../db/client.ts";
import { type LiqPayProvider, liqpayProvider } from "./liqpay.ts";
import { type LocalPayments, localPayments } from "./local.ts";
import { paypalProvider } from "./paypal.ts";
import { stripeProvider } from "./stripe.ts";
import {
  type CreatePayment,
  type HostedCheckout,
  type PaymentKind,
  type PaymentProvider,
  PaymentProviderError,
  WebhookRefused,
} from "./types.ts";

export type { LiqPayProvider } from "./liqpay.ts";
export { LIQPAY_CALLBACK_PATH, liqpaySignature } from "./liqpay.ts";
export type {
  AuthenticationOutcome,
  CheckoutOutcome,
  LocalPayments,
  WebhookSink,
} from "./local.ts";
export { LOCAL_SIGNATURE_HEADER, localPayments } from "./local.ts";
export { registerLocalPayPages } from "./local-pages.tsx";
export * from "./types.ts";

/** The providers the order service pays with: one per kind, and the local one when any kind uses it. */
export interface PaymentProviders {
  card: PaymentProvider;
  wallet: PaymentProvider;
  hosted: PaymentProvider & {
    checkoutData(input: CreatePayment & { orderId: string }): HostedCheckout;
  };
  /** The offline provider (its webhooks, its test pages), or null when every kind is a real one. */
  local: LocalPayments | null;
}

const set = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== "";

/**
 * The providers from the environment, each kind on its own:
 * - card: Stripe PaymentIntents when STRIPE_SECRET_KEY is set (STRIPE_WEBHOOK_SECRET signs its
 *   webhooks; STRIPE_PUBLISHABLE_KEY is the browser's, read by the checkout page);
 * - wallet: PayPal Orders v2 when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set
 *   (PAYPAL_WEBHOOK_ID, PAYPAL_ENV=sandbox|live, sandbox by default);
 * - hosted: LiqPay when LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY are set (LIQPAY_SANDBOX=1 for
 *   test payments);
 * - any other kind: the local provider (LOCAL_PAY_WEBHOOK_SECRET, LOCAL_PAY_WEBHOOK_DELAY_MS),
 *   except in production (NODE_ENV=production) unless LOCAL_PAYMENTS=1: there it refuses (503).
 * Every outbound call goes through the fetch given (the egress guard).
 */
export function paymentProviders(
  env: NodeJS.ProcessEnv,
  deps: { fetch: typeof fetch; db: Db; publicOrigin: () => string },
): PaymentProviders {
  const hasStripe = set(env.STRIPE_SECRET_KEY);
  const hasPayPal = set(env.PAYPAL_CLIENT_ID) && set(env.PAYPAL_CLIENT_SECRET);
  const hasLiqPay = set(env.LIQPAY_PUBLIC_KEY) && set(env.LIQPAY_PRIVATE_KEY);
  const delay = Number(env.LOCAL_PAY_WEBHOOK_DELAY_MS);
  // The offline provider lets anyone "pay" on its test page: never in production, unless
  // LOCAL_PAYMENTS=1 says this production is a demo. A kind without keys then refuses payments.
  const allowLocal = env.NODE_ENV !== "production" || env.LOCAL_PAYMENTS === "1";
  const local =
    (hasStripe && hasPayPal && hasLiqPay) || !allowLocal
      ? null
      : localPayments({
          db: deps.db,
          publicOrigin: deps.publicOrigin,
          ...(set(env.LOCAL_PAY_WEBHOOK_SECRET) ? { secret: env.LOCAL_PAY_WEBHOOK_SECRET } : {}),
          ...(set(env.LOCAL_PAY_WEBHOOK_DELAY_MS) && Number.isFinite(delay) && delay >= 0
            ? { webhookDelayMs: delay }
            : {}),
        });
  const card = set(env.STRIPE_SECRET_KEY)
    ? stripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        ...(set(env.STRIPE_WEBHOOK_SECRET) ? { webhookSecret: env.STRIPE_WEBHOOK_SECRET } : {}),
        fetch: deps.fetch,
      })
    : local?.card;
  const wallet =
    set(env.PAYPAL_CLIENT_ID) && set(env.PAYPAL_CLIENT_SECRET)
      ? paypalProvider({
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          ...(set(env.PAYPAL_WEBHOOK_ID) ? { webhookId: env.PAYPAL_WEBHOOK_ID } : {}),
          env: env.PAYPAL_ENV?.trim().toLowerCase() === "live" ? "live" : "sandbox",
          fetch: deps.fetch,
        })
      : local?.wallet;
  const hosted: LiqPayProvider | LocalPayments["hosted"] | undefined =
    set(env.LIQPAY_PUBLIC_KEY) && set(env.LIQPAY_PRIVATE_KEY)
      ? liqpayProvider({
          publicKey: env.LIQPAY_PUBLIC_KEY,
          privateKey: env.LIQPAY_PRIVATE_KEY,
          fetch: deps.fetch,
          publicOrigin: deps.publicOrigin,
          isSandbox: env.LIQPAY_SANDBOX === "1" || env.LIQPAY_SANDBOX === "true",
        })
      : local?.hosted;
  return {
    card: card ?? unconfigured("card"),
    wallet: wallet ?? unconfigured("wallet"),
    hosted: hosted ?? { ...unconfigured("hosted"), checkoutData: () => refuse("hosted") },
    local,
  };
}

function refuse(kind: PaymentKind): never {
  throw new PaymentProviderError(
    "local",
    503,
    "not_configured",
    `no ${kind} payment provider is configured (set its keys, or LOCAL_PAYMENTS=1 for a demo)`,
  );
}

/** A kind with neither keys nor the offline provider: every call is refused (503). */
function unconfigured(kind: PaymentKind): PaymentProvider {
  return {
    name: "local",
    kind,
    create: async () => refuse(kind),
    retrieve: async () => refuse(kind),
    capture: async () => refuse(kind),
    cancel: async () => refuse(kind),
    refund: async () => refuse(kind),
    verifyWebhook: async () => {
      throw new WebhookRefused("signature", "no provider of this kind takes notifications here");
    },
  };
}
