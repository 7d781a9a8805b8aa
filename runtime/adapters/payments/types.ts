import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client.ts";

/**
 * The payment providers behind one interface (commerce design, "Payment providers"): a card
 * provider with payment intents and manual capture, a wallet, a hosted checkout. Each kind has a
 * real provider chosen by the environment and a local one that runs offline. Amounts are integers
 * in the currency's minor units everywhere on this side; a provider that wants a decimal string
 * gets one from `fromMinor`.
 */

export type PaymentKind = "card" | "wallet" | "hosted";
export type ProviderName = "local" | "stripe" | "paypal" | "liqpay";

/**
 * What a payment is, in our words:
 * - requires_payment: created, nothing paid yet (the buyer has not paid, or may try again);
 * - requires_action: the buyer must authenticate (3-D Secure) before it can go on;
 * - processing: the provider (or, for an approved PayPal order, our capture) has the next step;
 * - authorised: the money is held (manual capture), capture takes it, cancel releases it;
 * - succeeded: the money is taken;
 * - failed: declined (failureMessage says why); a new attempt is possible;
 * - cancelled: voided, no money moves;
 * - refunded: the money was given back in full.
 */
export type ProviderPaymentStatus =
  | "requires_payment"
  | "requires_action"
  | "processing"
  | "authorised"
  | "succeeded"
  | "failed"
  | "cancelled"
  | "refunded";

export interface ProviderPayment {
  provider: ProviderName;
  kind: PaymentKind;
  /** pi_… / PayPal order id / LiqPay order_id / local id. */
  id: string;
  status: ProviderPaymentStatus;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  captureMethod: "automatic" | "manual";
  /** Card: what the browser confirms with. */
  clientSecret?: string;
  /** Where the browser goes to pay or approve (local checkout page, PayPal approve link, LiqPay checkout). */
  redirectUrl?: string;
  /** The provider's message on a decline. */
  failureMessage?: string;
  amountRefundedMinor: number;
  /** order_number, lock_id, vehicle_id. */
  metadata: Record<string, string>;
  /** Stripe: the connected account the payment lives on (its Stripe-Account header), when one. */
  accountId?: string;
}

export interface CreatePayment {
  amountMinor: number;
  currency: string;
  captureMethod: "automatic" | "manual";
  /** 1–255 characters; the same key with the same input gives the same payment. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
  /** Where the provider sends the buyer back (an absolute URL of this site). */
  returnUrl: string;
  /** The buyer's language, e.g. "ar", "en". */
  language: string;
  /** Stripe connected account (stripe_account_id), sent as the Stripe-Account header. */
  accountId?: string;
  /** LiqPay: the payment methods offered (paytypes), e.g. "card,privat24". */
  paytypes?: string;
}

/** A provider's notification, once its signature (and time) were checked. Its content is never trusted: the payment is retrieved. */
export interface ProviderEvent {
  /** The provider's event id: a replay carries the same one. */
  id: string;
  paymentId: string;
  type: string;
  created: Date;
}

/** A webhook that is refused: 400 webhook_signature (signature, malformed) or webhook_stale. */
export class WebhookRefused extends Error {
  constructor(
    readonly reason: "signature" | "stale" | "malformed",
    message: string,
  ) {
    super(message);
    this.name = "WebhookRefused";
  }
}

/** The same idempotency key came with a different request: the server answers 409 idempotency_conflict. */
export class IdempotencyConflict extends Error {
  constructor(readonly key: string) {
    super("this idempotency key was used with a different request");
    this.name = "IdempotencyConflict";
  }
}

/**
 * A provider refused a call or could not be reached. `status` is the provider's HTTP status (0
 * when it did not answer); `code` its error code when it gave one. The message is the provider's
 * own, safe to log (never a key or a card number).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** Per-call options: the Stripe connected account a payment lives on (the others ignore it). */
export interface PaymentCallOptions {
  accountId?: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly kind: PaymentKind;
  create(input: CreatePayment): Promise<ProviderPayment>;
  retrieve(id: string, options?: PaymentCallOptions): Promise<ProviderPayment>;
  /** Manual card: takes the held money. PayPal: captures (or, for a manual order, authorises) an approved order. */
  capture(
    id: string,
    idempotencyKey: string,
    options?: PaymentCallOptions,
  ): Promise<ProviderPayment>;
  /** Voids an authorisation or an unpaid payment. */
  cancel(
    id: string,
    idempotencyKey: string,
    options?: PaymentCallOptions,
  ): Promise<ProviderPayment>;
  /** Gives the whole amount back. */
  refund(
    id: string,
    idempotencyKey: string,
    options?: PaymentCallOptions,
  ): Promise<ProviderPayment>;
  /** Checks a notification's signature (and time, where the provider signs one); throws WebhookRefused. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | undefined>,
    now?: Date,
  ): Promise<ProviderEvent>;
}

/** LiqPay's checkout form: POST data and signature to checkoutUrl. */
export interface HostedCheckout {
  data: string;
  signature: string;
  checkoutUrl: string;
}

/** What paymentProviders hands the server's routes; the dependencies each provider is built with. */
export interface PaymentDeps {
  /** The egress guard's fetch (runtime/adapters/egress.ts): never the global one. */
  fetch: typeof fetch;
  db: Db;
  /** This site's origin, e.g. https://example.com (for callback and checkout addresses). */
  publicOrigin: () => string;
}

// ----- money: runtime/core/money.ts (shared with the journey's pages) -----

export { fromMinor, minorDigits, toMinor } from "../../core/money.ts";

// ----- Stripe-style signatures (Stripe's webhooks, and the local provider's) -----

/** How old a signed notification may be (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`, "utf8").digest("hex");
}

/** The header value `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs. */
export function signPayload(rawBody: string, secret: string, at: Date = new Date()): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/** Whether two texts are equal, in a time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a Stripe-style signature header against the raw body: one of its v1 signatures must be
 * the HMAC of `${t}.${rawBody}` (compared in constant time), and t no older than the tolerance
 * (0 skips the time check, like Stripe's helper). Answers the signed time; throws WebhookRefused.
 */
export function verifySignedPayload(input: {
  rawBody: string;
  header: string | undefined;
  secret: string;
  now?: Date;
  toleranceSeconds?: number;
}): Date {
  const { rawBody, header, secret } = input;
  const tolerance = input.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  if (!header) throw new WebhookRefused("signature", "the signature header is missing");
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === "t" && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === "v1") signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0)
    throw new WebhookRefused("signature", "no timestamp and v1 signature in the signature header");
  const expected = hmacHex(secret, timestamp, rawBody);
  if (!signatures.some((given) => safeEqual(given, expected)))
    throw new WebhookRefused("signature", "the signature does not match the body");
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (tolerance > 0 && timestamp < nowSeconds - tolerance)
    throw new WebhookRefused("stale", `the notification was signed more than ${tolerance} s ago`);
  return new Date(timestamp * 1000);
}

// ----- small shared readers -----

/** A header's value whatever the case of its name (Node gives lower case; tests may not). */
export function headerOf(
  headers: Record<string, string | undefined>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  return undefined;
}

/** A JSON object read from text, or null when the text is not one. */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A record's string values only (providers' metadata comes back as strings). */
export function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) if (typeof item === "string") out[key] = item;
  return out;
}

/** A text field of a record, or "" when absent or not text. */
export function textOf(record: Record<string, unknown> | null | undefined, key: string): string {
  const value = record?.[key];
  return typeof value === "string" ? value : "";
}

/** A number field of a record, or null. */
export function numberOf(
  record: Record<string, unknown> | null | undefined,
  key: string,
): number | null {
  const value = record?.[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** How long a provider may take to answer one call. */
export const PROVIDER_TIMEOUT_MS = 20_000;
