import { describe, expect, it } from "vitest";
import { paypalProvider } from "../../runtime/adapters/payments/paypal.ts";
import { PaymentProviderError, WebhookRefused } from "../../runtime/adapters/payments/types.ts";
import { recordingFetch } from "../helpers/recording-fetch.ts";

/**
 * The wallet provider against PayPal's documented Orders v2 API: the token request and its
 * cache, the order's body (intent, amount as decimal text, return address), PayPal-Request-Id on
 * every POST, capture / authorise / void / refund at their documented paths, the orders of
 * PayPal's reference read back in our words, and webhooks verified by PayPal.
 */

const SANDBOX = "https://api-m.sandbox.paypal.com";
const TOKEN = {
  scope: "https://uri.paypal.com/services/payments/payment",
  access_token:
    "A21AAFEpH4PsADK7qSS7pSRsgzfENtu-Q1ysgEDVDESseMHBYXVJYE8ovjj68elIDy8nF26AwPhfXTIeWAZHSLIsQkSYz9ifg",
  token_type: "Bearer",
  app_id: "APP-80W284485P519543T",
  expires_in: 31668,
  nonce: "2020-04-03T15:35:36ZaYZlGvEkV4yVSz8g6bAKFoGSEzuy3CQcz3ljhibkOHg",
};

/** An order as PayPal's reference shows it (https://developer.paypal.com/docs/api/orders/v2/). */
function order(status: string, extra: Record<string, unknown> = {}, intent = "CAPTURE") {
  return {
    id: "5O190127TN364715T",
    intent,
    status,
    purchase_units: [
      {
        reference_id: "SO-7K3M9QXA",
        custom_id: JSON.stringify({ order_number: "SO-7K3M9QXA", vehicle_id: "42" }),
        amount: { currency_code: "AED", value: "5000.00" },
        ...extra,
      },
    ],
    links: [
      { href: `${SANDBOX}/v2/checkout/orders/5O190127TN364715T`, rel: "self", method: "GET" },
      {
        href: "https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T",
        rel: "approve",
        method: "GET",
      },
      {
        href: `${SANDBOX}/v2/checkout/orders/5O190127TN364715T/capture`,
        rel: "capture",
        method: "POST",
      },
    ],
  };
}

const capture = (status: string) => ({
  payments: {
    captures: [
      {
        id: "3C679366HH908993F",
        status,
        amount: { currency_code: "AED", value: "5000.00" },
        final_capture: true,
        ...(status === "DECLINED"
          ? { status_details: { reason: "DECLINED_BY_RISK_FRAUD_FILTERS" } }
          : {}),
      },
    ],
    ...(status === "REFUNDED"
      ? {
          refunds: [
            {
              id: "1JU08902781691411",
              status: "COMPLETED",
              amount: { currency_code: "AED", value: "5000.00" },
            },
          ],
        }
      : {}),
  },
});

const authorization = (status: string) => ({
  payments: {
    authorizations: [
      { id: "0VF52814937998046", status, amount: { currency_code: "AED", value: "5000.00" } },
    ],
  },
});

const input = {
  amountMinor: 500000,
  currency: "AED",
  captureMethod: "automatic" as const,
  idempotencyKey: "paypal-SO-7K3M9QXA",
  description: "Reservation SO-7K3M9QXA",
  metadata: { order_number: "SO-7K3M9QXA", vehicle_id: "42" },
  returnUrl: "https://example.com/ar/showroom-order-online/checkout",
  language: "ar",
};

const options = { clientId: "client-id", clientSecret: "client-secret", env: "sandbox" as const };

describe("PayPal: the OAuth2 token", () => {
  it("is asked for with client credentials (Basic id:secret, form body) and kept until it nearly expires", async () => {
    let now = Date.parse("2026-11-29T08:00:00Z");
    const { fetch, requests } = recordingFetch((request) =>
      request.url.endsWith("/v1/oauth2/token") ? { body: TOKEN } : { body: order("CREATED") },
    );
    const paypal = paypalProvider({ ...options, fetch, now: () => now });
    await paypal.retrieve("5O190127TN364715T");
    await paypal.retrieve("5O190127TN364715T");
    const tokenRequests = requests.filter((r) => r.url.endsWith("/v1/oauth2/token"));
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]).toMatchObject({
      method: "POST",
      url: `${SANDBOX}/v1/oauth2/token`,
      body: "grant_type=client_credentials",
    });
    expect(tokenRequests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from("client-id:client-secret").toString("base64")}`,
    );
    expect(tokenRequests[0]?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(requests[1]?.headers.authorization).toBe(`Bearer ${TOKEN.access_token}`);
    now += TOKEN.expires_in * 1000;
    await paypal.retrieve("5O190127TN364715T");
    expect(requests.filter((r) => r.url.endsWith("/v1/oauth2/token"))).toHaveLength(2);
  });

  it("live credentials talk to the live API", async () => {
    const { fetch, requests } = recordingFetch((request) =>
      request.url.endsWith("/v1/oauth2/token") ? { body: TOKEN } : { body: order("CREATED") },
    );
    await paypalProvider({ ...options, env: "live", fetch }).retrieve("5O190127TN364715T");
    expect(requests.map((r) => new URL(r.url).origin)).toEqual([
      "https://api-m.paypal.com",
      "https://api-m.paypal.com",
    ]);
  });
});

describe("PayPal: orders", () => {
  it("creates a CAPTURE order: amount as decimal text, PayPal-Request-Id, the return address", async () => {
    const { fetch, requests } = recordingFetch((request) =>
      request.url.endsWith("/v1/oauth2/token")
        ? { body: TOKEN }
        : { status: 201, body: order("CREATED") },
    );
    const payment = await paypalProvider({ ...options, fetch }).create(input);
    const create = requests[1];
    expect(create).toMatchObject({ method: "POST", url: `${SANDBOX}/v2/checkout/orders` });
    expect(create?.headers).toMatchObject({
      authorization: `Bearer ${TOKEN.access_token}`,
      "content-type": "application/json",
      "paypal-request-id": "paypal-SO-7K3M9QXA",
    });
    const body = JSON.parse(create?.body ?? "{}");
    expect(body.intent).toBe("CAPTURE");
    expect(body.purchase_units[0].amount).toEqual({ currency_code: "AED", value: "5000.00" });
    expect(body.purchase_units[0].reference_id).toBe("SO-7K3M9QXA");
    expect(JSON.parse(body.purchase_units[0].custom_id)).toEqual(input.metadata);
    expect(body.application_context.return_url).toBe(input.returnUrl);
    expect(payment).toMatchObject({
      provider: "paypal",
      kind: "wallet",
      id: "5O190127TN364715T",
      status: "requires_payment",
      amountMinor: 500000,
      currency: "AED",
      captureMethod: "automatic",
      redirectUrl: "https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T",
      metadata: input.metadata,
    });
  });

  it("a held payment is an AUTHORIZE order; a currency without minor digits has none in its value", async () => {
    const { fetch, requests } = recordingFetch((request) =>
      request.url.endsWith("/v1/oauth2/token")
        ? { body: TOKEN }
        : { status: 201, body: order("CREATED") },
    );
    await paypalProvider({ ...options, fetch }).create({
      ...input,
      captureMethod: "manual",
      currency: "JPY",
      amountMinor: 5000,
    });
    const body = JSON.parse(requests[1]?.body ?? "{}");
    expect(body.intent).toBe("AUTHORIZE");
    expect(body.purchase_units[0].amount).toEqual({ currency_code: "JPY", value: "5000" });
  });

  it.each([
    [order("CREATED"), "requires_payment"],
    [order("PAYER_ACTION_REQUIRED"), "requires_action"],
    [order("APPROVED"), "processing"],
    [order("COMPLETED", capture("COMPLETED")), "succeeded"],
    [order("COMPLETED", capture("PENDING")), "processing"],
    [order("COMPLETED", capture("DECLINED")), "failed"],
    [order("COMPLETED", capture("REFUNDED")), "refunded"],
    [order("COMPLETED", authorization("CREATED"), "AUTHORIZE"), "authorised"],
    [order("COMPLETED", authorization("VOIDED"), "AUTHORIZE"), "cancelled"],
    [order("VOIDED"), "cancelled"],
  ])("an order %# reads as %s", async (answer, expected) => {
    const { fetch } = recordingFetch((request) =>
      request.url.endsWith("/v1/oauth2/token") ? { body: TOKEN } : { body: answer },
    );
    const payment = await paypalProvider({ ...options, fetch }).retrieve("5O190127TN364715T");
    expect(payment.status).toBe(expected);
    if (expected === "refunded") expect(payment.amountRefundedMinor).toBe(500000);
    if (expected === "authorised") expect(payment.captureMethod).toBe("manual");
  });

  it("after approval, capture captures the order with its PayPal-Request-Id", async () => {
    const { fetch, requests } = recordingFetch((request) => {
      if (request.url.endsWith("/v1/oauth2/token")) return { body: TOKEN };
      if (request.url.endsWith("/capture"))
        return { status: 201, body: order("COMPLETED", capture("COMPLETED")) };
      return { body: order("APPROVED") };
    });
    const payment = await paypalProvider({ ...options, fetch }).capture(
      "5O190127TN364715T",
      "capture-SO-7K3M9QXA",
    );
    const post = requests.find((r) => r.method === "POST" && r.url.endsWith("/capture"));
    expect(post?.url).toBe(`${SANDBOX}/v2/checkout/orders/5O190127TN364715T/capture`);
    expect(post?.headers["paypal-request-id"]).toBe("capture-SO-7K3M9QXA");
    expect(payment.status).toBe("succeeded");
  });

  it("a held order is authorised after approval, its authorisation captured later, or voided", async () => {
    let state = order("APPROVED", {}, "AUTHORIZE");
    const { fetch, requests } = recordingFetch((request) => {
      if (request.url.endsWith("/v1/oauth2/token")) return { body: TOKEN };
      if (request.url.endsWith("/authorize")) {
        state = order("COMPLETED", authorization("CREATED"), "AUTHORIZE");
        return { status: 201, body: state };
      }
      if (request.url.endsWith("/authorizations/0VF52814937998046/capture")) {
        state = order(
          "COMPLETED",
          { ...authorization("CAPTURED"), ...capture("COMPLETED") },
          "AUTHORIZE",
        );
        return { status: 201, body: { id: "3C679366HH908993F", status: "COMPLETED" } };
      }
      if (request.url.endsWith("/void")) {
        state = order("COMPLETED", authorization("VOIDED"), "AUTHORIZE");
        return { status: 204 };
      }
      return { body: state };
    });
    const paypal = paypalProvider({ ...options, fetch });
    expect((await paypal.capture("5O190127TN364715T", "k1")).status).toBe("authorised");
    expect(
      requests.some((r) => r.url === `${SANDBOX}/v2/checkout/orders/5O190127TN364715T/authorize`),
    ).toBe(true);
    const captured = await paypal.capture("5O190127TN364715T", "k2");
    expect(captured.status).toBe("succeeded");
    const authCapture = requests.find((r) =>
      r.url.endsWith("/authorizations/0VF52814937998046/capture"),
    );
    expect(authCapture?.headers["paypal-request-id"]).toBe("k2");
    expect(JSON.parse(authCapture?.body ?? "{}")).toEqual({ final_capture: true });

    state = order("COMPLETED", authorization("CREATED"), "AUTHORIZE");
    expect((await paypal.cancel("5O190127TN364715T", "k3")).status).toBe("cancelled");
    const voided = requests.find((r) => r.url.endsWith("/void"));
    expect(voided).toMatchObject({
      method: "POST",
      url: `${SANDBOX}/v2/payments/authorizations/0VF52814937998046/void`,
    });
    expect(voided?.headers["paypal-request-id"]).toBe("k3");
  });

  it("refund refunds the order's capture at /v2/payments/captures/:id/refund", async () => {
    let state = order("COMPLETED", capture("COMPLETED"));
    const { fetch, requests } = recordingFetch((request) => {
      if (request.url.endsWith("/v1/oauth2/token")) return { body: TOKEN };
      if (request.url.endsWith("/refund")) {
        state = order("COMPLETED", capture("REFUNDED"));
        return { status: 201, body: { id: "1JU08902781691411", status: "COMPLETED" } };
      }
      return { body: state };
    });
    const payment = await paypalProvider({ ...options, fetch }).refund(
      "5O190127TN364715T",
      "refund-1",
    );
    const refund = requests.find((r) => r.url.endsWith("/refund"));
    expect(refund?.url).toBe(`${SANDBOX}/v2/payments/captures/3C679366HH908993F/refund`);
    expect(refund?.headers["paypal-request-id"]).toBe("refund-1");
    expect(payment).toMatchObject({ status: "refunded", amountRefundedMinor: 500000 });
  });

  it("a declined instrument at capture answers the payment as failed with PayPal's words", async () => {
    const { fetch } = recordingFetch((request) => {
      if (request.url.endsWith("/v1/oauth2/token")) return { body: TOKEN };
      if (request.url.endsWith("/capture"))
        return {
          status: 422,
          body: {
            name: "UNPROCESSABLE_ENTITY",
            details: [
              {
                issue: "INSTRUMENT_DECLINED",
                description:
                  "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
              },
            ],
            debug_id: "a8b4f1ab2c0b1",
          },
        };
      return { body: order("APPROVED") };
    });
    const payment = await paypalProvider({ ...options, fetch }).capture("5O190127TN364715T", "k");
    expect(payment.status).toBe("failed");
    expect(payment.failureMessage).toContain("declined");
  });

  it("a completed payment cannot be cancelled (it is refunded instead)", async () => {
    const { fetch } = recordingFetch((request) =>
      request.url.endsWith("/v1/oauth2/token")
        ? { body: TOKEN }
        : { body: order("COMPLETED", capture("COMPLETED")) },
    );
    await expect(
      paypalProvider({ ...options, fetch }).cancel("5O190127TN364715T", "k"),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe("PayPal webhooks", () => {
  const now = new Date("2026-11-29T08:00:00Z");
  // A PAYMENT.CAPTURE.COMPLETED notification as PayPal's webhook reference shows it.
  const rawBody = JSON.stringify({
    id: "WH-58D329510W468432D-8HN650336L201105X",
    create_time: "2026-11-29T07:59:50.000Z",
    resource_type: "capture",
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    summary: "Payment completed for AED 5000.00",
    resource: {
      id: "3C679366HH908993F",
      status: "COMPLETED",
      amount: { currency_code: "AED", value: "5000.00" },
      supplementary_data: { related_ids: { order_id: "5O190127TN364715T" } },
    },
  });
  const headers = {
    "paypal-auth-algo": "SHA256withRSA",
    "paypal-cert-url":
      "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77",
    "paypal-transmission-id": "69cd13f0-d67a-11e5-baa3-778b53f4ae55",
    "paypal-transmission-sig":
      "lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==",
    "paypal-transmission-time": "2026-11-29T07:59:58Z",
  };

  it("asks PayPal to verify, with the transmission headers, the webhook id and the event byte for byte", async () => {
    const { fetch, requests } = recordingFetch((request) =>
      request.url.endsWith("/v1/oauth2/token")
        ? { body: TOKEN }
        : { body: { verification_status: "SUCCESS" } },
    );
    const paypal = paypalProvider({ ...options, webhookId: "8PT597110X687430LKGECATA", fetch });
    const event = await paypal.verifyWebhook(rawBody, headers, now);
    const verify = requests[1];
    expect(verify).toMatchObject({
      method: "POST",
      url: `${SANDBOX}/v1/notifications/verify-webhook-signature`,
    });
    expect(verify?.body.endsWith(`"webhook_event":${rawBody}}`)).toBe(true);
    expect(JSON.parse(verify?.body ?? "{}")).toEqual({
      auth_algo: headers["paypal-auth-algo"],
      cert_url: headers["paypal-cert-url"],
      transmission_id: headers["paypal-transmission-id"],
      transmission_sig: headers["paypal-transmission-sig"],
      transmission_time: headers["paypal-transmission-time"],
      webhook_id: "8PT597110X687430LKGECATA",
      webhook_event: JSON.parse(rawBody),
    });
    expect(event).toEqual({
      id: "WH-58D329510W468432D-8HN650336L201105X",
      type: "PAYMENT.CAPTURE.COMPLETED",
      paymentId: "5O190127TN364715T",
      created: new Date("2026-11-29T07:59:50.000Z"),
    });
  });

  it("PayPal's FAILURE is refused for the signature; missing headers are refused without asking", async () => {
    const { fetch, requests } = recordingFetch((request) =>
      request.url.endsWith("/v1/oauth2/token")
        ? { body: TOKEN }
        : { body: { verification_status: "FAILURE" } },
    );
    const paypal = paypalProvider({ ...options, webhookId: "8PT597110X687430LKGECATA", fetch });
    const forged = await paypal.verifyWebhook(rawBody, headers, now).catch((e: unknown) => e);
    expect(forged).toBeInstanceOf(WebhookRefused);
    expect(forged).toMatchObject({ reason: "signature" });
    const asked = requests.length;
    const bare = await paypal.verifyWebhook(rawBody, {}, now).catch((e: unknown) => e);
    expect(bare).toMatchObject({ reason: "signature" });
    expect(requests).toHaveLength(asked);
  });

  it("a verified notification sent more than 300 s ago is stale", async () => {
    const { fetch } = recordingFetch((request) =>
      request.url.endsWith("/v1/oauth2/token")
        ? { body: TOKEN }
        : { body: { verification_status: "SUCCESS" } },
    );
    const paypal = paypalProvider({ ...options, webhookId: "8PT597110X687430LKGECATA", fetch });
    const later = new Date(Date.parse(headers["paypal-transmission-time"]) + 301_000);
    const error = await paypal.verifyWebhook(rawBody, headers, later).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: "stale" });
  });
});
