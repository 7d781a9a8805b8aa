import {
  type CreatePayment,
  fromMinor,
  headerOf,
  isRecord,
  jsonObject,
  type PaymentProvider,
  PaymentProviderError,
  PROVIDER_TIMEOUT_MS,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentStatus,
  SIGNATURE_TOLERANCE_SECONDS,
  stringRecord,
  textOf,
  toMinor,
  WebhookRefused,
} from "./types.ts";

/**
 * The wallet provider on PayPal's Orders v2 REST API (https://developer.paypal.com/docs/api/orders/v2/).
 * An OAuth2 client-credentials token (POST /v1/oauth2/token, kept until shortly before it
 * expires); an order is created with intent CAPTURE, or AUTHORIZE when the payment is held
 * (manual capture, funds held up to 29 days); the buyer approves it at the `approve` link; then
 * the server captures it (or authorises it, and captures the authorisation later).
 * `PayPal-Request-Id` carries the idempotency key of every POST (PayPal keeps it 6 hours).
 * Webhooks are checked by PayPal itself (POST /v1/notifications/verify-webhook-signature with
 * the transmission headers and PAYPAL_WEBHOOK_ID).
 */

export const PAYPAL_SANDBOX_API = "https://api-m.sandbox.paypal.com";
export const PAYPAL_LIVE_API = "https://api-m.paypal.com";

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** The webhook's id in the PayPal developer dashboard; without it every webhook is refused. */
  webhookId?: string;
  env: "sandbox" | "live";
  fetch: typeof fetch;
  timeoutMs?: number;
  /** The clock, for the token's expiry (tests move it). */
  now?: () => number;
}

/** A token is renewed this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** PayPal's custom_id holds at most 127 characters. */
const CUSTOM_ID_MAX = 127;

type Json = Record<string, unknown>;

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function firstUnit(order: Json): Json | null {
  return list(order.purchase_units)[0] ?? null;
}

function unitPayments(order: Json): { captures: Json[]; authorizations: Json[]; refunds: Json[] } {
  const unit = firstUnit(order);
  const payments = isRecord(unit?.payments) ? unit.payments : null;
  return {
    captures: list(payments?.captures),
    authorizations: list(payments?.authorizations),
    refunds: list(payments?.refunds),
  };
}

/** An order's status in ours, from the order's status and, once completed, its capture or authorisation. */
export function paypalStatus(order: Json): ProviderPaymentStatus {
  const { captures, authorizations } = unitPayments(order);
  const capture = captures[0];
  const authorization = authorizations[0];
  switch (textOf(order, "status")) {
    case "CREATED":
    case "SAVED":
      return "requires_payment";
    case "PAYER_ACTION_REQUIRED":
      return "requires_action";
    // Approved by the buyer: the server's capture (or authorisation) is the next step.
    case "APPROVED":
      return "processing";
    case "VOIDED":
      return "cancelled";
    case "COMPLETED":
      break;
    default:
      return "processing";
  }
  if (capture) {
    switch (textOf(capture, "status")) {
      case "COMPLETED":
      case "PARTIALLY_REFUNDED":
        return "succeeded";
      case "REFUNDED":
        return "refunded";
      case "DECLINED":
      case "FAILED":
        return "failed";
      default:
        return "processing";
    }
  }
  if (authorization) {
    switch (textOf(authorization, "status")) {
      case "CREATED":
      case "PENDING":
        return "authorised";
      case "VOIDED":
      case "EXPIRED":
        return "cancelled";
      case "DENIED":
        return "failed";
      default:
        return "processing";
    }
  }
  return "processing";
}

/** An Orders v2 order as our payment; the metadata comes back from the unit's custom_id. */
export function paypalPayment(order: Json): ProviderPayment {
  const unit = firstUnit(order);
  const amount = isRecord(unit?.amount) ? unit.amount : null;
  const currency = textOf(amount, "currency_code").toUpperCase();
  const minor = (value: string) => (value && currency ? toMinor(value, currency) : 0);
  const { refunds, captures } = unitPayments(order);
  const refunded = refunds
    .filter((r) => textOf(r, "status") === "COMPLETED")
    .reduce((sum, r) => sum + minor(textOf(isRecord(r.amount) ? r.amount : null, "value")), 0);
  const approve = list(order.links).find((link) =>
    ["approve", "payer-action"].includes(textOf(link, "rel")),
  );
  const status = paypalStatus(order);
  const declined = captures.find((c) => ["DECLINED", "FAILED"].includes(textOf(c, "status")));
  const reason = isRecord(declined?.status_details) ? declined.status_details : null;
  const redirectUrl = textOf(approve, "href");
  return {
    provider: "paypal",
    kind: "wallet",
    id: textOf(order, "id"),
    status,
    amountMinor: minor(textOf(amount, "value")),
    currency,
    captureMethod: textOf(order, "intent") === "AUTHORIZE" ? "manual" : "automatic",
    ...(redirectUrl ? { redirectUrl } : {}),
    ...(status === "failed"
      ? { failureMessage: textOf(reason, "reason") || "The payment was declined." }
      : {}),
    amountRefundedMinor: refunded,
    metadata: readCustomId(textOf(unit, "custom_id")),
  };
}

/** The metadata as PayPal's custom_id (JSON, at most 127 characters: the order number alone when it is longer). */
function customId(metadata: Record<string, string>): string {
  const whole = JSON.stringify(metadata);
  if (whole.length <= CUSTOM_ID_MAX) return whole;
  const orderNumber = metadata.order_number;
  return orderNumber ? JSON.stringify({ order_number: orderNumber }).slice(0, CUSTOM_ID_MAX) : "";
}

function readCustomId(text: string): Record<string, string> {
  return text ? stringRecord(jsonObject(text)) : {};
}

/** The one issue of a PayPal error answer (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED…). */
function issueOf(answer: Json | null): { issue: string; description: string } {
  const detail = list(answer?.details)[0] ?? null;
  return {
    issue: textOf(detail, "issue") || textOf(answer, "name") || textOf(answer, "error"),
    description:
      textOf(detail, "description") ||
      textOf(answer, "message") ||
      textOf(answer, "error_description"),
  };
}

export function paypalProvider(options: PayPalOptions): PaymentProvider {
  const base = options.env === "live" ? PAYPAL_LIVE_API : PAYPAL_SANDBOX_API;
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await options.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new PaymentProviderError("paypal", 0, "unreachable", "PayPal could not be reached");
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    const response = await send(`${base}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: "grant_type=client_credentials",
    });
    const answer = jsonObject(await response.text());
    const value = textOf(answer, "access_token");
    const expiresIn = typeof answer?.expires_in === "number" ? answer.expires_in : 0;
    if (!response.ok || !value) {
      const { issue, description } = issueOf(answer);
      throw new PaymentProviderError(
        "paypal",
        response.status,
        issue || "token",
        description || `PayPal refused the client credentials (HTTP ${response.status})`,
      );
    }
    token = { value, expiresAt: now() + expiresIn * 1000 };
    return value;
  }

  /** The cached token while it has a minute left; one request for a new one at a time. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > now()) return token.value;
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function call(
    method: "GET" | "POST",
    path: string,
    request: { body?: string; requestId?: string } = {},
  ): Promise<{ status: number; answer: Json | null }> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      accept: "application/json",
    };
    if (method === "POST") {
      headers["content-type"] = "application/json";
      headers.prefer = "return=representation";
      if (request.requestId) headers["paypal-request-id"] = request.requestId;
    }
    const response = await send(`${base}${path}`, {
      method,
      headers,
      ...(method === "POST" ? { body: request.body ?? "{}" } : {}),
    });
    if (response.status === 401) token = null;
    const text = await response.text();
    return { status: response.status, answer: text ? jsonObject(text) : null };
  }

  async function json(
    method: "GET" | "POST",
    path: string,
    request: { body?: string; requestId?: string } = {},
  ): Promise<Json> {
    const { status, answer } = await call(method, path, request);
    if (status >= 200 && status < 300) return answer ?? {};
    const { issue, description } = issueOf(answer);
    throw new PaymentProviderError(
      "paypal",
      status,
      issue || "error",
      description || `PayPal answered HTTP ${status}`,
    );
  }

  const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;
  const getOrder = async (id: string) => json("GET", orderPath(id));

  async function retrieve(id: string): Promise<ProviderPayment> {
    return paypalPayment(await getOrder(id));
  }

  return {
    name: "paypal",
    kind: "wallet",
    async create(input: CreatePayment) {
      const unit: Json = {
        amount: {
          currency_code: input.currency.toUpperCase(),
          value: fromMinor(input.amountMinor, input.currency),
        },
      };
      const orderNumber = input.metadata.order_number;
      if (orderNumber) unit.reference_id = orderNumber.slice(0, 256);
      if (input.description) unit.description = input.description.slice(0, 127);
      const custom = customId(input.metadata);
      if (custom) unit.custom_id = custom;
      const order = await json("POST", "/v2/checkout/orders", {
        body: JSON.stringify({
          intent: input.captureMethod === "manual" ? "AUTHORIZE" : "CAPTURE",
          purchase_units: [unit],
          application_context: {
            return_url: input.returnUrl,
            cancel_url: input.returnUrl,
            shipping_preference: "NO_SHIPPING",
            user_action: "PAY_NOW",
          },
        }),
        requestId: input.idempotencyKey,
      });
      return paypalPayment(order);
    },
    retrieve,
    /**
     * After the buyer's approval: captures a CAPTURE order, authorises an AUTHORIZE one (the
     * money is then held); an authorised order's authorisation is captured. A payment already
     * past that step is answered as it is. A declined instrument answers the payment as failed
     * with PayPal's reason (the buyer may approve again with another one).
     */
    async capture(id, idempotencyKey) {
      const order = await getOrder(id);
      const current = paypalPayment(order);
      let path: string;
      if (textOf(order, "status") === "APPROVED")
        path = `${orderPath(id)}/${textOf(order, "intent") === "AUTHORIZE" ? "authorize" : "capture"}`;
      else if (current.status === "authorised") {
        const authorization = unitPayments(order).authorizations[0];
        path = `/v2/payments/authorizations/${encodeURIComponent(textOf(authorization, "id"))}/capture`;
      } else return current;
      const { status, answer } = await call("POST", path, {
        body: path.startsWith("/v2/payments/") ? JSON.stringify({ final_capture: true }) : "{}",
        requestId: idempotencyKey,
      });
      if (status >= 200 && status < 300)
        return path.startsWith("/v2/payments/") || !answer ? retrieve(id) : paypalPayment(answer);
      const { issue, description } = issueOf(answer);
      if (status === 422 && issue === "INSTRUMENT_DECLINED")
        return {
          ...current,
          status: "failed",
          failureMessage: description || "The payment method was declined.",
        };
      throw new PaymentProviderError(
        "paypal",
        status,
        issue || "error",
        description || `PayPal answered HTTP ${status}`,
      );
    },
    /** Voids the authorisation of a held order; an order nobody paid has nothing to void and is answered cancelled. */
    async cancel(id, idempotencyKey) {
      const order = await getOrder(id);
      const current = paypalPayment(order);
      if (current.status === "authorised") {
        const authorization = unitPayments(order).authorizations[0];
        await json(
          "POST",
          `/v2/payments/authorizations/${encodeURIComponent(textOf(authorization, "id"))}/void`,
          { requestId: idempotencyKey },
        );
        return retrieve(id);
      }
      if (["requires_payment", "requires_action", "processing", "failed"].includes(current.status))
        return { ...current, status: "cancelled" };
      if (current.status === "cancelled") return current;
      throw new PaymentProviderError(
        "paypal",
        409,
        "payment_state",
        `a ${current.status} payment cannot be cancelled: refund it`,
      );
    },
    /** Refunds the order's capture in full. */
    async refund(id, idempotencyKey) {
      const order = await getOrder(id);
      const current = paypalPayment(order);
      if (current.status === "refunded") return current;
      const capture = unitPayments(order).captures.find((c) =>
        ["COMPLETED", "PARTIALLY_REFUNDED"].includes(textOf(c, "status")),
      );
      if (!capture)
        throw new PaymentProviderError(
          "paypal",
          409,
          "payment_state",
          `a ${current.status} payment has no capture to refund`,
        );
      await json(
        "POST",
        `/v2/payments/captures/${encodeURIComponent(textOf(capture, "id"))}/refund`,
        {
          body: "{}",
          requestId: idempotencyKey,
        },
      );
      return retrieve(id);
    },
    async verifyWebhook(rawBody, headers, at) {
      if (!options.webhookId) throw new WebhookRefused("signature", "PAYPAL_WEBHOOK_ID is not set");
      const event = jsonObject(rawBody);
      if (!event) throw new WebhookRefused("malformed", "the body is not a JSON object");
      const transmission = {
        auth_algo: headerOf(headers, "paypal-auth-algo"),
        cert_url: headerOf(headers, "paypal-cert-url"),
        transmission_id: headerOf(headers, "paypal-transmission-id"),
        transmission_sig: headerOf(headers, "paypal-transmission-sig"),
        transmission_time: headerOf(headers, "paypal-transmission-time"),
        webhook_id: options.webhookId,
      };
      if (Object.values(transmission).some((value) => !value))
        throw new WebhookRefused("signature", "the PayPal transmission headers are missing");
      // The event goes back byte for byte as received: PayPal checks its own CRC of those bytes.
      const head = JSON.stringify(transmission);
      const body = `${head.slice(0, -1)},"webhook_event":${rawBody.trim()}}`;
      const verdict = await json("POST", "/v1/notifications/verify-webhook-signature", { body });
      if (textOf(verdict, "verification_status") !== "SUCCESS")
        throw new WebhookRefused("signature", "PayPal did not verify the signature");
      const sent = Date.parse(transmission.transmission_time ?? "");
      const nowMs = (at ?? new Date()).getTime();
      if (!Number.isFinite(sent) || sent < nowMs - SIGNATURE_TOLERANCE_SECONDS * 1000)
        throw new WebhookRefused(
          "stale",
          `the notification was sent more than ${SIGNATURE_TOLERANCE_SECONDS} s ago`,
        );
      return paypalEvent(event);
    },
  };
}

/**
 * The event of a verified notification: its id, type and time, and the order it is about (a
 * capture's or authorisation's order is in supplementary_data.related_ids.order_id; an order
 * event's resource is the order).
 */
export function paypalEvent(event: Json): ProviderEvent {
  const resource = isRecord(event.resource) ? event.resource : null;
  const supplementary = isRecord(resource?.supplementary_data) ? resource.supplementary_data : null;
  const related = isRecord(supplementary?.related_ids) ? supplementary.related_ids : null;
  const paymentId = textOf(related, "order_id") || textOf(resource, "id");
  const id = textOf(event, "id");
  const type = textOf(event, "event_type");
  const created = Date.parse(textOf(event, "create_time"));
  if (!id || !type || !paymentId || !Number.isFinite(created))
    throw new WebhookRefused("malformed", "the event has no id, type, time or order");
  return { id, type, paymentId, created: new Date(created) };
}
