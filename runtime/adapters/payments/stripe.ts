import {
  type CreatePayment,
  headerOf,
  IdempotencyConflict,
  isRecord,
  jsonObject,
  numberOf,
  type PaymentCallOptions,
  type PaymentProvider,
  PaymentProviderError,
  PROVIDER_TIMEOUT_MS,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentStatus,
  stringRecord,
  textOf,
  verifySignedPayload,
  WebhookRefused,
} from "./types.ts";

/**
 * The card provider on Stripe's PaymentIntents REST API (https://docs.stripe.com/api/payment_intents):
 * form-encoded bodies, `Authorization: Bearer <secret key>`, an `Idempotency-Key` on every POST
 * (Stripe keeps keys at least 24 hours and answers the first result again; the same key with
 * other parameters is an `idempotency_error`), `Stripe-Account` for a connected account. The
 * browser confirms the intent with its client_secret (Stripe.js); the server only creates,
 * reads, captures, cancels and refunds. The API version is pinned so that the answers keep the
 * shape read here (latest_charge, expandable).
 */

export const STRIPE_API = "https://api.stripe.com";
export const STRIPE_API_VERSION = "2024-06-20";

export interface StripeOptions {
  secretKey: string;
  /** whsec_…: the endpoint's signing secret; without it every webhook is refused. */
  webhookSecret?: string;
  fetch: typeof fetch;
  apiBase?: string;
  timeoutMs?: number;
}

/** Stripe's statuses in ours; a declined attempt returns the intent to requires_payment_method with last_payment_error. */
export function stripeStatus(intent: Record<string, unknown>): ProviderPaymentStatus {
  const charge = isRecord(intent.latest_charge) ? intent.latest_charge : null;
  switch (textOf(intent, "status")) {
    case "requires_payment_method":
      return isRecord(intent.last_payment_error) ? "failed" : "requires_payment";
    case "requires_confirmation":
      return "requires_payment";
    case "requires_action":
      return "requires_action";
    case "processing":
      return "processing";
    case "requires_capture":
      return "authorised";
    case "succeeded":
      return charge?.refunded === true ? "refunded" : "succeeded";
    case "canceled":
      return "cancelled";
    default:
      return "processing";
  }
}

/** A PaymentIntent object (latest_charge expanded or not) as our payment. */
export function stripePayment(
  intent: Record<string, unknown>,
  accountId?: string,
): ProviderPayment {
  const charge = isRecord(intent.latest_charge) ? intent.latest_charge : null;
  const error = isRecord(intent.last_payment_error) ? intent.last_payment_error : null;
  const clientSecret = textOf(intent, "client_secret");
  const failureMessage = textOf(error, "message");
  return {
    provider: "stripe",
    kind: "card",
    id: textOf(intent, "id"),
    status: stripeStatus(intent),
    amountMinor: numberOf(intent, "amount") ?? 0,
    currency: textOf(intent, "currency").toUpperCase(),
    captureMethod: textOf(intent, "capture_method") === "manual" ? "manual" : "automatic",
    ...(clientSecret ? { clientSecret } : {}),
    ...(failureMessage ? { failureMessage } : {}),
    amountRefundedMinor: numberOf(charge, "amount_refunded") ?? 0,
    metadata: stringRecord(intent.metadata),
    ...(accountId ? { accountId } : {}),
  };
}

/** Stripe's form encoding: nested keys in brackets (metadata[order_number]=…). */
function formBody(params: Record<string, string | number | Record<string, string>>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === "object") {
      for (const [inner, innerValue] of Object.entries(value))
        form.append(`${key}[${inner}]`, innerValue);
    } else form.append(key, String(value));
  }
  return form.toString();
}

/** How many payment → connected account pairs a process remembers for calls that do not name the account. */
const REMEMBERED_ACCOUNTS = 1000;

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const base = options.apiBase ?? STRIPE_API;
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const accounts = new Map<string, string>();

  const remember = (paymentId: string, accountId: string | undefined) => {
    if (!accountId || !paymentId) return;
    accounts.delete(paymentId);
    accounts.set(paymentId, accountId);
    if (accounts.size > REMEMBERED_ACCOUNTS) {
      const oldest = accounts.keys().next().value;
      if (oldest !== undefined) accounts.delete(oldest);
    }
  };
  const accountOf = (id: string, callOptions?: PaymentCallOptions) =>
    callOptions?.accountId ?? accounts.get(id);

  async function call(
    method: "GET" | "POST",
    path: string,
    request: {
      params?: Record<string, string | number | Record<string, string>>;
      idempotencyKey?: string;
      accountId?: string | undefined;
    } = {},
  ): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      "stripe-version": STRIPE_API_VERSION,
    };
    if (request.accountId) headers["stripe-account"] = request.accountId;
    let url = `${base}${path}`;
    let body: string | undefined;
    if (method === "POST") {
      headers["content-type"] = "application/x-www-form-urlencoded";
      if (request.idempotencyKey) headers["idempotency-key"] = request.idempotencyKey;
      body = formBody(request.params ?? {});
    } else if (request.params) url += `?${formBody(request.params)}`;
    let response: Response;
    try {
      response = await options.fetch(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new PaymentProviderError("stripe", 0, "unreachable", "Stripe could not be reached");
    }
    const answer = jsonObject(await response.text());
    if (response.ok && answer) return answer;
    const error = isRecord(answer?.error) ? answer.error : null;
    if (textOf(error, "type") === "idempotency_error" && request.idempotencyKey)
      throw new IdempotencyConflict(request.idempotencyKey);
    throw new PaymentProviderError(
      "stripe",
      response.status,
      textOf(error, "code") || textOf(error, "type") || "error",
      textOf(error, "message") || `Stripe answered HTTP ${response.status}`,
    );
  }

  const expandCharge = { expand: { "0": "latest_charge" } };

  async function retrieve(id: string, callOptions?: PaymentCallOptions): Promise<ProviderPayment> {
    const accountId = accountOf(id, callOptions);
    const intent = await call("GET", `/v1/payment_intents/${encodeURIComponent(id)}`, {
      params: expandCharge,
      accountId,
    });
    return stripePayment(intent, accountId);
  }

  /** A capture or cancel that Stripe refuses because it already happened answers the payment as it is. */
  async function settle(
    id: string,
    action: "capture" | "cancel",
    idempotencyKey: string,
    done: ProviderPaymentStatus[],
    callOptions?: PaymentCallOptions,
  ): Promise<ProviderPayment> {
    const accountId = accountOf(id, callOptions);
    try {
      const intent = await call("POST", `/v1/payment_intents/${encodeURIComponent(id)}/${action}`, {
        params: expandCharge,
        idempotencyKey,
        accountId,
      });
      return stripePayment(intent, accountId);
    } catch (error) {
      if (
        error instanceof PaymentProviderError &&
        error.code === "payment_intent_unexpected_state"
      ) {
        const current = await retrieve(id, callOptions);
        if (done.includes(current.status)) return current;
      }
      throw error;
    }
  }

  return {
    name: "stripe",
    kind: "card",
    async create(input: CreatePayment) {
      const intent = await call("POST", "/v1/payment_intents", {
        params: {
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          capture_method: input.captureMethod,
          "payment_method_types[0]": "card",
          ...(input.description ? { description: input.description } : {}),
          metadata: input.metadata,
        },
        idempotencyKey: input.idempotencyKey,
        accountId: input.accountId,
      });
      const payment = stripePayment(intent, input.accountId);
      remember(payment.id, input.accountId);
      return payment;
    },
    retrieve,
    capture: (id, key, callOptions) => settle(id, "capture", key, ["succeeded"], callOptions),
    cancel: (id, key, callOptions) => settle(id, "cancel", key, ["cancelled"], callOptions),
    async refund(id, idempotencyKey, callOptions) {
      const accountId = accountOf(id, callOptions);
      try {
        await call("POST", "/v1/refunds", {
          params: { payment_intent: id },
          idempotencyKey,
          accountId,
        });
      } catch (error) {
        if (error instanceof PaymentProviderError && error.code === "charge_already_refunded") {
          const current = await retrieve(id, callOptions);
          if (current.status === "refunded") return current;
        }
        throw error;
      }
      return retrieve(id, callOptions);
    },
    async verifyWebhook(rawBody, headers, now) {
      if (!options.webhookSecret)
        throw new WebhookRefused("signature", "STRIPE_WEBHOOK_SECRET is not set");
      verifySignedPayload({
        rawBody,
        header: headerOf(headers, "stripe-signature"),
        secret: options.webhookSecret,
        ...(now ? { now } : {}),
      });
      return stripeEvent(rawBody);
    },
  };
}

/**
 * The event a verified body carries: its id, type and time, and the PaymentIntent it is about
 * (data.object.id for payment_intent.* events; data.object.payment_intent for charge.* and
 * refund events).
 */
export function stripeEvent(rawBody: string): ProviderEvent {
  const event = jsonObject(rawBody);
  const data = isRecord(event?.data) ? event.data : null;
  const object = isRecord(data?.object) ? data.object : null;
  const id = textOf(event, "id");
  const type = textOf(event, "type");
  const created = numberOf(event, "created");
  const paymentId =
    textOf(object, "object") === "payment_intent"
      ? textOf(object, "id")
      : textOf(object, "payment_intent") || textOf(object, "id");
  if (!id || !type || created === null || !paymentId)
    throw new WebhookRefused("malformed", "the event has no id, type, time or payment");
  return { id, type, paymentId, created: new Date(created * 1000) };
}
