import { createHash } from "node:crypto";
import {
  type CreatePayment,
  fromMinor,
  type HostedCheckout,
  jsonObject,
  numberOf,
  type PaymentProvider,
  PaymentProviderError,
  PROVIDER_TIMEOUT_MS,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentStatus,
  safeEqual,
  stringRecord,
  textOf,
  toMinor,
  WebhookRefused,
} from "./types.ts";

/**
 * The hosted-checkout provider on LiqPay's API v3 (https://www.liqpay.ua/documentation/en/data_signature):
 * every request is `data` = base64 of the JSON parameters and `signature` =
 * base64(sha1(private_key + data + private_key)). The buyer pays on LiqPay's checkout page
 * (the browser posts data and signature to https://www.liqpay.ua/api/3/checkout); the server
 * asks the payment's status, completes a hold (`hold_completion`) and refunds (`refund`) at
 * https://www.liqpay.ua/api/request; LiqPay's callback to server_url carries data and signature
 * signed the same way. The callback has no timestamp: refusing a replayed one is the event id's
 * job (the same data gives the same id).
 */

export const LIQPAY_CHECKOUT_URL = "https://www.liqpay.ua/api/3/checkout";
export const LIQPAY_API_URL = "https://www.liqpay.ua/api/request";
/** Where LiqPay posts its callbacks on this site. */
export const LIQPAY_CALLBACK_PATH = "/buy_online/liqpay/callback";

export interface LiqPayOptions {
  publicKey: string;
  privateKey: string;
  fetch: typeof fetch;
  publicOrigin: () => string;
  /** LiqPay's sandbox flag ("sandbox": "1"): test payments that move no money. */
  isSandbox?: boolean;
  apiUrl?: string;
  checkoutUrl?: string;
  timeoutMs?: number;
}

/** base64(sha1(private_key + data + private_key)), LiqPay's signature of a data string. */
export function liqpaySignature(privateKey: string, data: string): string {
  return createHash("sha1").update(`${privateKey}${data}${privateKey}`, "utf8").digest("base64");
}

type Params = Record<string, string | number | undefined>;

/** The base64 of the parameters' JSON, empty values left out (001 §7). */
export function liqpayData(params: Params): string {
  const kept: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") kept[key] = value;
  return Buffer.from(JSON.stringify(kept), "utf8").toString("base64");
}

/** LiqPay's checkout speaks uk and en: the buyer's language when it is one of them, else en (001 §7's default). */
function checkoutLanguage(language: string): string {
  const code = language.toLowerCase().slice(0, 2);
  return code === "uk" ? "uk" : "en";
}

/**
 * LiqPay's payment statuses in ours. Final: success, sandbox (a test payment) → succeeded;
 * failure, error → failed; reversed → refunded. hold_wait: the money is held. The *_verify
 * statuses wait for the buyer (3-D Secure, OTP, CVV…); the wait_* and others wait for LiqPay.
 */
export function liqpayStatus(status: string): ProviderPaymentStatus {
  switch (status) {
    case "success":
    case "sandbox":
      return "succeeded";
    case "hold_wait":
      return "authorised";
    case "failure":
    case "error":
      return "failed";
    case "reversed":
      return "refunded";
    case "invoice_wait":
      return "requires_payment";
    default:
      return status.endsWith("_verify") ? "requires_action" : "processing";
  }
}

/** A status answer (or a callback's data) as our payment. */
export function liqpayPayment(
  answer: Record<string, unknown>,
  fallback?: { amountMinor: number; currency: string; captureMethod: "automatic" | "manual" },
): ProviderPayment {
  const currency = textOf(answer, "currency").toUpperCase() || fallback?.currency || "";
  const amount = numberOf(answer, "amount");
  const status = liqpayStatus(textOf(answer, "status"));
  const action = textOf(answer, "action");
  const failureMessage = textOf(answer, "err_description");
  const amountMinor =
    amount !== null && currency ? toMinor(amount, currency) : (fallback?.amountMinor ?? 0);
  const info = textOf(answer, "info");
  return {
    provider: "liqpay",
    kind: "hosted",
    id: textOf(answer, "order_id"),
    status,
    amountMinor,
    currency,
    captureMethod:
      action === "hold" || status === "authorised"
        ? "manual"
        : (fallback?.captureMethod ?? "automatic"),
    ...(status === "failed" && failureMessage ? { failureMessage } : {}),
    amountRefundedMinor: status === "refunded" ? amountMinor : 0,
    metadata: info ? stringRecord(jsonObject(info)) : {},
  };
}

/** A stable order_id for an idempotency key: the same key makes the same checkout. */
function orderIdFor(input: CreatePayment): string {
  const digest = createHash("sha256").update(input.idempotencyKey).digest("hex").slice(0, 16);
  const orderNumber = input.metadata.order_number;
  return orderNumber ? `${orderNumber}-${digest}` : `lp-${digest}`;
}

export type LiqPayProvider = PaymentProvider & {
  checkoutData(input: CreatePayment & { orderId: string }): HostedCheckout;
};

export function liqpayProvider(options: LiqPayOptions): LiqPayProvider {
  const apiUrl = options.apiUrl ?? LIQPAY_API_URL;
  const checkoutUrl = options.checkoutUrl ?? LIQPAY_CHECKOUT_URL;
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  // What this process created, for a status answer that does not know the payment yet.
  const created = new Map<
    string,
    { amountMinor: number; currency: string; captureMethod: "automatic" | "manual" }
  >();

  const sign = (data: string) => liqpaySignature(options.privateKey, data);

  function checkoutData(input: CreatePayment & { orderId: string }): HostedCheckout {
    const data = liqpayData({
      version: 3,
      public_key: options.publicKey,
      action: input.captureMethod === "manual" ? "hold" : "pay",
      amount: fromMinor(input.amountMinor, input.currency),
      currency: input.currency.toUpperCase(),
      description: input.description,
      order_id: input.orderId,
      language: checkoutLanguage(input.language),
      paytypes: input.paytypes,
      result_url: input.returnUrl,
      server_url: `${options.publicOrigin()}${LIQPAY_CALLBACK_PATH}`,
      info: Object.keys(input.metadata).length > 0 ? JSON.stringify(input.metadata) : undefined,
      sandbox: options.isSandbox ? 1 : undefined,
    });
    created.set(input.orderId, {
      amountMinor: input.amountMinor,
      currency: input.currency.toUpperCase(),
      captureMethod: input.captureMethod,
    });
    return { data, signature: sign(data), checkoutUrl };
  }

  /** One server-to-server request: data and signature, form-encoded, answered in JSON. */
  async function request(params: Params): Promise<Record<string, unknown>> {
    const data = liqpayData({ version: 3, public_key: options.publicKey, ...params });
    let response: Response;
    try {
      response = await options.fetch(apiUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ data, signature: sign(data) }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new PaymentProviderError("liqpay", 0, "unreachable", "LiqPay could not be reached");
    }
    const answer = jsonObject(await response.text());
    if (!response.ok || !answer)
      throw new PaymentProviderError(
        "liqpay",
        response.status,
        "error",
        `LiqPay answered HTTP ${response.status}`,
      );
    return answer;
  }

  /**
   * A request's answer as our payment. An answer with result "error" and no payment in it is a
   * refused request (bad key, unknown action), except "not found", which for a status request
   * means nobody has paid yet.
   */
  function answerPayment(
    id: string,
    answer: Record<string, unknown>,
    isStatusRequest: boolean,
  ): ProviderPayment {
    const known = created.get(id);
    const hasPayment = answer.payment_id !== undefined || textOf(answer, "order_id") !== "";
    if (textOf(answer, "result") === "error" && !hasPayment) {
      const code = textOf(answer, "err_code");
      if (isStatusRequest && code.includes("not_found"))
        return {
          provider: "liqpay",
          kind: "hosted",
          id,
          status: "requires_payment",
          amountMinor: known?.amountMinor ?? 0,
          currency: known?.currency ?? "",
          captureMethod: known?.captureMethod ?? "automatic",
          amountRefundedMinor: 0,
          metadata: {},
        };
      throw new PaymentProviderError(
        "liqpay",
        200,
        code || "error",
        textOf(answer, "err_description") || "LiqPay refused the request",
      );
    }
    return liqpayPayment({ order_id: id, ...answer }, known);
  }

  async function retrieve(id: string): Promise<ProviderPayment> {
    return answerPayment(id, await request({ action: "status", order_id: id }), true);
  }

  return {
    name: "liqpay",
    kind: "hosted",
    checkoutData,
    /**
     * LiqPay has no call that creates a checkout: the payment exists once the buyer pays. The
     * answer carries the checkout link (the data and signature as its query) for a redirect.
     */
    async create(input) {
      const orderId = orderIdFor(input);
      const checkout = checkoutData({ ...input, orderId });
      const query = new URLSearchParams({ data: checkout.data, signature: checkout.signature });
      return {
        provider: "liqpay",
        kind: "hosted",
        id: orderId,
        status: "requires_payment",
        amountMinor: input.amountMinor,
        currency: input.currency.toUpperCase(),
        captureMethod: input.captureMethod,
        redirectUrl: `${checkout.checkoutUrl}?${query}`,
        amountRefundedMinor: 0,
        metadata: { ...input.metadata },
      };
    },
    retrieve,
    /** Completes a hold (hold_completion); a payment already taken is answered as it is. */
    async capture(id) {
      const current = await retrieve(id);
      if (current.status !== "authorised") return current;
      return answerPayment(id, await request({ action: "hold_completion", order_id: id }), false);
    },
    /**
     * Releases a hold (LiqPay reverses it with `refund`); a checkout nobody paid has nothing to
     * release and is answered cancelled.
     */
    async cancel(id) {
      const current = await retrieve(id);
      if (current.status === "authorised") {
        const answer = answerPayment(id, await request({ action: "refund", order_id: id }), false);
        return answer.status === "refunded" ? { ...answer, status: "cancelled" } : answer;
      }
      if (["requires_payment", "requires_action", "processing", "failed"].includes(current.status))
        return { ...current, status: "cancelled" };
      if (current.status === "cancelled") return current;
      throw new PaymentProviderError(
        "liqpay",
        409,
        "payment_state",
        `a ${current.status} payment cannot be cancelled: refund it`,
      );
    },
    /** Refunds the whole amount; a payment already refunded is answered as it is. */
    async refund(id) {
      const current = await retrieve(id);
      if (current.status === "refunded") return current;
      if (current.status !== "succeeded")
        throw new PaymentProviderError(
          "liqpay",
          409,
          "payment_state",
          `a ${current.status} payment cannot be refunded`,
        );
      return answerPayment(
        id,
        await request({
          action: "refund",
          order_id: id,
          amount: fromMinor(current.amountMinor, current.currency),
        }),
        false,
      );
    },
    /** LiqPay's callback: a form (or JSON) body of data and signature, signed with the private key. */
    async verifyWebhook(rawBody) {
      const { data, signature } = callbackFields(rawBody);
      if (!data || !signature) throw new WebhookRefused("signature", "no data and signature");
      if (!safeEqual(signature, sign(data)))
        throw new WebhookRefused("signature", "the signature does not match the data");
      return liqpayEvent(data);
    },
  };
}

function callbackFields(rawBody: string): { data: string; signature: string } {
  const asJson = jsonObject(rawBody);
  if (asJson) return { data: textOf(asJson, "data"), signature: textOf(asJson, "signature") };
  const form = new URLSearchParams(rawBody);
  return { data: form.get("data") ?? "", signature: form.get("signature") ?? "" };
}

/**
 * The event of a verified callback: the payment is its order_id; the id is a digest of the data
 * (a replayed callback has the same data, a new status has new data).
 */
export function liqpayEvent(data: string): ProviderEvent {
  const payload = jsonObject(Buffer.from(data, "base64").toString("utf8"));
  const paymentId = textOf(payload, "order_id");
  const status = textOf(payload, "status");
  if (!payload || !paymentId || !status)
    throw new WebhookRefused("malformed", "the callback data has no order_id or status");
  const when = numberOf(payload, "end_date") ?? numberOf(payload, "create_date");
  return {
    id: `liqpay_${createHash("sha256").update(data).digest("hex").slice(0, 40)}`,
    paymentId,
    type: `liqpay.${status}`,
    created: when === null ? new Date() : new Date(when),
  };
}
