import { describe, expect, it } from "vitest";
import {
  liqpayData,
  liqpayProvider,
  liqpaySignature,
  liqpayStatus,
} from "../../runtime/adapters/payments/liqpay.ts";
import { WebhookRefused } from "../../runtime/adapters/payments/types.ts";
import { type Recorded, recordingFetch as recordedFetch } from "../helpers/recording-fetch.ts";

/**
 * The hosted checkout against LiqPay's documented API v3: the signature of LiqPay's own
 * examples, the checkout's data (empty values left out, 001 §7), the server requests (status,
 * hold_completion, refund) and their answers in our words, and the callback's signature.
 */

/** LiqPay's fake answers with the body alone. */
function recordingFetch(answer: (request: Recorded) => unknown) {
  return recordedFetch((request) => ({ body: answer(request) }));
}

const decode = (data: string) => JSON.parse(Buffer.from(data, "base64").toString("utf8"));

/** What a request's data says (the fake LiqPay reads it like the real one). */
function requestData(request: Recorded | undefined): Record<string, unknown> {
  return decode(new URLSearchParams(request?.body).get("data") ?? "");
}

/** A status answer as LiqPay's reference shows it (https://www.liqpay.ua/documentation/en/api/information/status/doc). */
function statusAnswer(status: string, extra: Record<string, unknown> = {}) {
  return {
    result: "ok",
    payment_id: 165629,
    action: "pay",
    status,
    version: 3,
    type: "buy",
    paytype: "card",
    public_key: "i00000000",
    acq_id: 414963,
    order_id: "SO-7K3M9QXA-5f1b2c3d4e5f6a7b",
    liqpay_order_id: "NYMK3AE61501685438251925",
    description: "Reservation SO-7K3M9QXA",
    amount: 5000,
    currency: "UAH",
    sender_commission: 0,
    receiver_commission: 0,
    create_date: 1501685438251,
    end_date: 1501685438271,
    transaction_id: 165629,
    ...extra,
  };
}

const PRIVATE_KEY = "a4825234f4bae72a0be04eafe9e8e2bada209255";
const origin = "https://shop.example.com";

const input = {
  amountMinor: 500000,
  currency: "UAH",
  captureMethod: "automatic" as const,
  idempotencyKey: "liqpay-SO-7K3M9QXA",
  description: "Reservation SO-7K3M9QXA",
  metadata: { order_number: "SO-7K3M9QXA" },
  returnUrl: `${origin}/ar/showroom-order-online/success`,
  language: "ar",
};

describe("LiqPay signatures: the documentation's examples", () => {
  it("data and signature of 'Rules for the formation of a request for payment'", () => {
    // json_string = {"public_key":"i00000000","version":"3","action":"pay","amount":"3","currency":"UAH","description":"test","order_id":"000001"}
    const data = liqpayData({
      public_key: "i00000000",
      version: "3",
      action: "pay",
      amount: "3",
      currency: "UAH",
      description: "test",
      order_id: "000001",
    });
    expect(data).toBe(
      "eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwIiwidmVyc2lvbiI6IjMiLCJhY3Rpb24iOiJwYXkiLCJhbW91bnQiOiIzIiwiY3VycmVuY3kiOiJVQUgiLCJkZXNjcmlwdGlvbiI6InRlc3QiLCJvcmRlcl9pZCI6IjAwMDAwMSJ9",
    );
    expect(liqpaySignature(PRIVATE_KEY, data)).toBe("wR+UZDC4jjeL/qUOvIsofIWpZh8=");
  });

  it("the callback page's example: base64_post_string signed with your_private_key", () => {
    expect(liqpaySignature("your_private_key", "base64_post_string")).toBe(
      "tp+ZLmKm1/E83dIzUpx5ljcttP4=",
    );
  });
});

describe("LiqPay checkout", () => {
  const liqpay = liqpayProvider({
    publicKey: "i00000000",
    privateKey: PRIVATE_KEY,
    fetch: async () => new Response("{}"),
    publicOrigin: () => origin,
  });

  it("checkout data: version 3, pay, the amount as decimal text, the callback address; empty values left out", () => {
    const checkout = liqpay.checkoutData({ ...input, paytypes: "", orderId: "SO-7K3M9QXA-1" });
    expect(checkout.checkoutUrl).toBe("https://www.liqpay.ua/api/3/checkout");
    expect(checkout.signature).toBe(liqpaySignature(PRIVATE_KEY, checkout.data));
    const data = decode(checkout.data);
    expect(data).toEqual({
      version: 3,
      public_key: "i00000000",
      action: "pay",
      amount: "5000.00",
      currency: "UAH",
      description: "Reservation SO-7K3M9QXA",
      order_id: "SO-7K3M9QXA-1",
      language: "en",
      result_url: `${origin}/ar/showroom-order-online/success`,
      server_url: `${origin}/buy_online/liqpay/callback`,
      info: JSON.stringify({ order_number: "SO-7K3M9QXA" }),
    });
    expect("paytypes" in data).toBe(false);
  });

  it("a held payment is action hold; paytypes and a language LiqPay speaks are passed on", () => {
    const checkout = liqpay.checkoutData({
      ...input,
      captureMethod: "manual",
      paytypes: "card,privat24",
      language: "uk",
      orderId: "o-2",
    });
    expect(decode(checkout.data)).toMatchObject({
      action: "hold",
      paytypes: "card,privat24",
      language: "uk",
    });
  });

  it("create answers the checkout link for the same key every time (LiqPay has no create call)", async () => {
    const first = await liqpay.create(input);
    const again = await liqpay.create(input);
    expect(again.id).toBe(first.id);
    expect(first.id.startsWith("SO-7K3M9QXA-")).toBe(true);
    expect(first.status).toBe("requires_payment");
    const link = new URL(first.redirectUrl ?? "");
    expect(link.origin + link.pathname).toBe("https://www.liqpay.ua/api/3/checkout");
    const data = link.searchParams.get("data") ?? "";
    expect(link.searchParams.get("signature")).toBe(liqpaySignature(PRIVATE_KEY, data));
    expect(decode(data).order_id).toBe(first.id);
  });
});

describe("LiqPay server requests", () => {
  it("status: a signed form POST to /api/request; LiqPay's answer read in our words", async () => {
    const { fetch, requests } = recordingFetch(() => statusAnswer("success"));
    const liqpay = liqpayProvider({
      publicKey: "i00000000",
      privateKey: PRIVATE_KEY,
      fetch,
      publicOrigin: () => origin,
    });
    const payment = await liqpay.retrieve("SO-7K3M9QXA-5f1b2c3d4e5f6a7b");
    const [request] = requests;
    expect(request).toMatchObject({ method: "POST", url: "https://www.liqpay.ua/api/request" });
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const form = new URLSearchParams(request?.body);
    expect(form.get("signature")).toBe(liqpaySignature(PRIVATE_KEY, form.get("data") ?? ""));
    expect(requestData(request)).toEqual({
      version: 3,
      public_key: "i00000000",
      action: "status",
      order_id: "SO-7K3M9QXA-5f1b2c3d4e5f6a7b",
    });
    expect(payment).toMatchObject({
      provider: "liqpay",
      kind: "hosted",
      id: "SO-7K3M9QXA-5f1b2c3d4e5f6a7b",
      status: "succeeded",
      amountMinor: 500000,
      currency: "UAH",
    });
  });

  it.each([
    ["success", "succeeded"],
    ["sandbox", "succeeded"],
    ["hold_wait", "authorised"],
    ["failure", "failed"],
    ["error", "failed"],
    ["reversed", "refunded"],
    ["3ds_verify", "requires_action"],
    ["otp_verify", "requires_action"],
    ["wait_secure", "processing"],
    ["processing", "processing"],
    ["invoice_wait", "requires_payment"],
  ])("LiqPay's %s is our %s", (status, ours) => {
    expect(liqpayStatus(status)).toBe(ours);
  });

  it("a failure carries LiqPay's err_description", async () => {
    const { fetch } = recordingFetch(() =>
      statusAnswer("failure", { err_code: "limit", err_description: "Card limit exceeded" }),
    );
    const liqpay = liqpayProvider({
      publicKey: "i00000000",
      privateKey: PRIVATE_KEY,
      fetch,
      publicOrigin: () => origin,
    });
    expect(await liqpay.retrieve("o-1")).toMatchObject({
      status: "failed",
      failureMessage: "Card limit exceeded",
    });
  });

  it("a checkout nobody has paid yet is waiting for payment", async () => {
    const { fetch } = recordingFetch(() => ({
      result: "error",
      status: "error",
      err_code: "payment_not_found",
      err_description: "payment not found",
    }));
    const liqpay = liqpayProvider({
      publicKey: "i00000000",
      privateKey: PRIVATE_KEY,
      fetch,
      publicOrigin: () => origin,
    });
    const created = await liqpay.create(input);
    expect(await liqpay.retrieve(created.id)).toMatchObject({
      status: "requires_payment",
      amountMinor: 500000,
      currency: "UAH",
    });
  });

  it("a held payment is completed with hold_completion; a paid one is refunded with refund", async () => {
    let status = "hold_wait";
    const { fetch, requests } = recordingFetch((request) => {
      const action = requestData(request).action;
      if (action === "hold_completion") status = "success";
      if (action === "refund") status = "reversed";
      return statusAnswer(status, { action: action === "status" ? "hold" : action });
    });
    const liqpay = liqpayProvider({
      publicKey: "i00000000",
      privateKey: PRIVATE_KEY,
      fetch,
      publicOrigin: () => origin,
    });
    expect((await liqpay.capture("o-1", "k1")).status).toBe("succeeded");
    const refunded = await liqpay.refund("o-1", "k2");
    expect(refunded).toMatchObject({ status: "refunded", amountRefundedMinor: 500000 });
    expect(requests.map((r) => requestData(r).action)).toEqual([
      "status",
      "hold_completion",
      "status",
      "refund",
    ]);
    expect(requestData(requests[3])).toMatchObject({
      order_id: "o-1",
      amount: "5000.00",
    });
  });
});

describe("LiqPay callbacks", () => {
  const liqpay = liqpayProvider({
    publicKey: "i00000000",
    privateKey: PRIVATE_KEY,
    fetch: async () => new Response("{}"),
    publicOrigin: () => origin,
  });
  const data = Buffer.from(JSON.stringify(statusAnswer("success"))).toString("base64");
  const form = (d: string, s: string) => new URLSearchParams({ data: d, signature: s }).toString();

  it("a callback signed with the private key is accepted and names its order_id; the same callback has the same id", async () => {
    const body = form(data, liqpaySignature(PRIVATE_KEY, data));
    const event = await liqpay.verifyWebhook(body, {});
    expect(event).toMatchObject({
      paymentId: "SO-7K3M9QXA-5f1b2c3d4e5f6a7b",
      type: "liqpay.success",
      created: new Date(1501685438271),
    });
    expect((await liqpay.verifyWebhook(body, {})).id).toBe(event.id);
    const other = Buffer.from(JSON.stringify(statusAnswer("reversed"))).toString("base64");
    expect(
      (await liqpay.verifyWebhook(form(other, liqpaySignature(PRIVATE_KEY, other)), {})).id,
    ).not.toBe(event.id);
  });

  it("forged, tampered or unsigned callbacks are refused", async () => {
    const tampered = Buffer.from(JSON.stringify(statusAnswer("success", { amount: 1 }))).toString(
      "base64",
    );
    for (const body of [
      form(data, liqpaySignature("another_private_key", data)),
      form(tampered, liqpaySignature(PRIVATE_KEY, data)),
      new URLSearchParams({ data }).toString(),
      "",
    ]) {
      const error = await liqpay.verifyWebhook(body, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WebhookRefused);
      expect(error).toMatchObject({ reason: "signature" });
    }
  });
});
