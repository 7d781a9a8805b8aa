import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { STRIPE_API_VERSION, stripeProvider } from "../../runtime/adapters/payments/stripe.ts";
import {
  fromMinor,
  IdempotencyConflict,
  minorDigits,
  signPayload,
  toMinor,
  WebhookRefused,
} from "../../runtime/adapters/payments/types.ts";
import { recordingFetch } from "../helpers/recording-fetch.ts";

/**
 * The card provider against Stripe's documented REST API: the requests it sends (method, URL,
 * headers, form encoding, idempotency keys) and the PaymentIntent objects of Stripe's API
 * reference read back in our words; webhook signatures as Stripe signs them.
 */

/** The PaymentIntent object of Stripe's API reference (https://docs.stripe.com/api/payment_intents/object). */
function intent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: "pi_3MtwBwLkdIwHu7ix28a3tqPa",
    object: "payment_intent",
    amount: 500000,
    amount_capturable: 0,
    amount_received: 0,
    capture_method: "automatic",
    client_secret: "pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH",
    confirmation_method: "automatic",
    created: 1680800504,
    currency: "aed",
    description: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: { order_number: "SO-7K3M9QXA", lock_id: "0b8c", vehicle_id: "42" },
    payment_method: null,
    payment_method_types: ["card"],
    status: "requires_payment_method",
    ...overrides,
  };
}

const input = {
  amountMinor: 500000,
  currency: "AED",
  captureMethod: "manual" as const,
  idempotencyKey: "init-7f3a",
  description: "Reservation SO-7K3M9QXA",
  metadata: { order_number: "SO-7K3M9QXA", lock_id: "0b8c", vehicle_id: "42" },
  returnUrl: "https://example.com/ar/showroom-order-online/success",
  language: "ar",
};

describe("Stripe PaymentIntents: requests", () => {
  it("creates an intent with a form-encoded body, the secret key, the pinned version and the idempotency key", async () => {
    const { fetch, requests } = recordingFetch(() => ({ body: intent() }));
    const stripe = stripeProvider({ secretKey: "sk_test_123", fetch });
    const payment = await stripe.create(input);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("https://api.stripe.com/v1/payment_intents");
    expect(request?.headers).toMatchObject({
      authorization: "Bearer sk_test_123",
      "content-type": "application/x-www-form-urlencoded",
      "idempotency-key": "init-7f3a",
      "stripe-version": STRIPE_API_VERSION,
    });
    expect(request?.headers["stripe-account"]).toBeUndefined();
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({
      amount: "500000",
      currency: "aed",
      capture_method: "manual",
      "payment_method_types[0]": "card",
      description: "Reservation SO-7K3M9QXA",
      "metadata[order_number]": "SO-7K3M9QXA",
      "metadata[lock_id]": "0b8c",
      "metadata[vehicle_id]": "42",
    });
    expect(payment).toMatchObject({
      provider: "stripe",
      kind: "card",
      id: "pi_3MtwBwLkdIwHu7ix28a3tqPa",
      status: "requires_payment",
      amountMinor: 500000,
      currency: "AED",
      clientSecret: "pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH",
      metadata: { order_number: "SO-7K3M9QXA", lock_id: "0b8c", vehicle_id: "42" },
    });
  });

  it("a connected account goes in the Stripe-Account header, on creation and on every later call", async () => {
    const { fetch, requests } = recordingFetch(() => ({ body: intent() }));
    const stripe = stripeProvider({ secretKey: "sk_test_123", fetch });
    const payment = await stripe.create({ ...input, accountId: "acct_1Nv0FGQ9RKHgCVdK" });
    expect(payment.accountId).toBe("acct_1Nv0FGQ9RKHgCVdK");
    await stripe.retrieve(payment.id);
    await stripe.retrieve("pi_other", { accountId: "acct_2" });
    expect(requests.map((r) => r.headers["stripe-account"])).toEqual([
      "acct_1Nv0FGQ9RKHgCVdK",
      "acct_1Nv0FGQ9RKHgCVdK",
      "acct_2",
    ]);
  });

  it("reads an intent with its latest charge expanded (GET, no idempotency key)", async () => {
    const { fetch, requests } = recordingFetch(() => ({ body: intent() }));
    await stripeProvider({ secretKey: "sk_test_123", fetch }).retrieve(
      "pi_3MtwBwLkdIwHu7ix28a3tqPa",
    );
    expect(requests[0]?.method).toBe("GET");
    const url = new URL(requests[0]?.url ?? "");
    expect(url.origin + url.pathname).toBe(
      "https://api.stripe.com/v1/payment_intents/pi_3MtwBwLkdIwHu7ix28a3tqPa",
    );
    expect(url.searchParams.get("expand[0]")).toBe("latest_charge");
    expect(requests[0]?.headers["idempotency-key"]).toBeUndefined();
  });

  it("captures and cancels at the intent's own paths, each with its idempotency key", async () => {
    const { fetch, requests } = recordingFetch((request) => ({
      body: intent({
        capture_method: "manual",
        status: request.url.includes("/capture") ? "succeeded" : "canceled",
      }),
    }));
    const stripe = stripeProvider({ secretKey: "sk_test_123", fetch });
    expect((await stripe.capture("pi_1", "capture-SO-1")).status).toBe("succeeded");
    expect((await stripe.cancel("pi_1", "cancel-SO-1")).status).toBe("cancelled");
    expect(requests.map((r) => [r.method, r.url, r.headers["idempotency-key"]])).toEqual([
      ["POST", "https://api.stripe.com/v1/payment_intents/pi_1/capture", "capture-SO-1"],
      ["POST", "https://api.stripe.com/v1/payment_intents/pi_1/cancel", "cancel-SO-1"],
    ]);
  });

  it("refunds with POST /v1/refunds {payment_intent}, then reads the intent back as refunded", async () => {
    const { fetch, requests } = recordingFetch((request) =>
      request.url.endsWith("/v1/refunds")
        ? {
            body: {
              id: "re_1Nispe2eZvKYlo2Cd31jOCgZ",
              object: "refund",
              amount: 500000,
              payment_intent: "pi_1",
              status: "succeeded",
            },
          }
        : {
            body: intent({
              id: "pi_1",
              status: "succeeded",
              latest_charge: {
                id: "ch_1",
                object: "charge",
                amount_refunded: 500000,
                refunded: true,
              },
            }),
          },
    );
    const payment = await stripeProvider({ secretKey: "sk_test_123", fetch }).refund(
      "pi_1",
      "refund-SO-1",
    );
    expect(requests[0]).toMatchObject({
      method: "POST",
      url: "https://api.stripe.com/v1/refunds",
      body: "payment_intent=pi_1",
    });
    expect(requests[0]?.headers["idempotency-key"]).toBe("refund-SO-1");
    expect(payment).toMatchObject({ status: "refunded", amountRefundedMinor: 500000 });
  });

  it("Stripe's idempotency_error (same key, other parameters) is an IdempotencyConflict", async () => {
    const { fetch } = recordingFetch(() => ({
      status: 400,
      body: {
        error: {
          type: "idempotency_error",
          message:
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
        },
      },
    }));
    await expect(stripeProvider({ secretKey: "sk", fetch }).create(input)).rejects.toBeInstanceOf(
      IdempotencyConflict,
    );
  });

  it("a capture Stripe refuses because it already happened answers the captured payment", async () => {
    const { fetch } = recordingFetch((request) =>
      request.method === "POST"
        ? {
            status: 400,
            body: {
              error: {
                type: "invalid_request_error",
                code: "payment_intent_unexpected_state",
                message:
                  "This PaymentIntent could not be captured because it has a status of succeeded.",
              },
            },
          }
        : { body: intent({ status: "succeeded" }) },
    );
    expect((await stripeProvider({ secretKey: "sk", fetch }).capture("pi_1", "k")).status).toBe(
      "succeeded",
    );
  });
});

describe("Stripe PaymentIntents: statuses in our words", () => {
  const declined = {
    code: "card_declined",
    decline_code: "generic_decline",
    message: "Your card was declined.",
    type: "card_error",
  };
  it.each([
    [{ status: "requires_payment_method" }, "requires_payment"],
    [{ status: "requires_payment_method", last_payment_error: declined }, "failed"],
    [{ status: "requires_confirmation" }, "requires_payment"],
    [{ status: "requires_action" }, "requires_action"],
    [{ status: "processing" }, "processing"],
    [{ status: "requires_capture", capture_method: "manual" }, "authorised"],
    [{ status: "succeeded" }, "succeeded"],
    [
      { status: "succeeded", latest_charge: { refunded: true, amount_refunded: 500000 } },
      "refunded",
    ],
    [{ status: "canceled" }, "cancelled"],
  ])("%o → %s", async (fields, expected) => {
    const { fetch } = recordingFetch(() => ({ body: intent(fields) }));
    const payment = await stripeProvider({ secretKey: "sk", fetch }).retrieve("pi_1");
    expect(payment.status).toBe(expected);
    if (expected === "failed") expect(payment.failureMessage).toBe("Your card was declined.");
  });
});

describe("Stripe webhooks", () => {
  const secret = "whsec_test_secret";
  const body = JSON.stringify({
    id: "evt_3MtwBwLkdIwHu7ix0xiRqs9W",
    object: "event",
    type: "payment_intent.succeeded",
    created: 1680800510,
    data: { object: intent({ status: "succeeded" }) },
  });
  const now = new Date("2026-11-29T08:00:00Z");
  const stripe = stripeProvider({
    secretKey: "sk",
    webhookSecret: secret,
    fetch: async () => new Response("{}"),
  });
  /** Stripe's scheme written out here, independently of the adapter's helper. */
  const stripeHeader = (at: Date, key = secret, raw = body) => {
    const t = Math.floor(at.getTime() / 1000);
    const v1 = createHmac("sha256", key).update(`${t}.${raw}`).digest("hex");
    return `t=${t},v1=${v1},v0=6ffbb59b2300aae63f272406069a9788598b792a944a07aba816edb039989a39`;
  };

  it("a body signed with the endpoint's secret is accepted, and names its payment intent", async () => {
    const event = await stripe.verifyWebhook(body, { "stripe-signature": stripeHeader(now) }, now);
    expect(event).toEqual({
      id: "evt_3MtwBwLkdIwHu7ix0xiRqs9W",
      type: "payment_intent.succeeded",
      paymentId: "pi_3MtwBwLkdIwHu7ix28a3tqPa",
      created: new Date(1680800510 * 1000),
    });
  });

  it("one of several v1 signatures may match (a secret being rolled)", async () => {
    const old = stripeHeader(now, "whsec_old").split(",")[1];
    const header = `${stripeHeader(now)},${old}`;
    await expect(
      stripe.verifyWebhook(body, { "Stripe-Signature": header }, now),
    ).resolves.toBeTruthy();
  });

  it("forged, tampered, unsigned: refused for the signature", async () => {
    const refusals = [
      stripe.verifyWebhook(body, { "stripe-signature": stripeHeader(now, "whsec_forged") }, now),
      stripe.verifyWebhook(
        body.replace("500000", "1"),
        { "stripe-signature": stripeHeader(now) },
        now,
      ),
      stripe.verifyWebhook(body, {}, now),
      stripe.verifyWebhook(body, { "stripe-signature": "garbage" }, now),
    ];
    for (const refusal of refusals) {
      const error = await refusal.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WebhookRefused);
      expect(error).toMatchObject({ reason: "signature" });
    }
  });

  it("a genuine signature older than 300 s is refused as stale; 300 s is still accepted", async () => {
    const old = new Date(now.getTime() - 301_000);
    const error = await stripe
      .verifyWebhook(body, { "stripe-signature": stripeHeader(old) }, now)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookRefused);
    expect(error).toMatchObject({ reason: "stale" });
    const edge = new Date(now.getTime() - 300_000);
    await expect(
      stripe.verifyWebhook(body, { "stripe-signature": stripeHeader(edge) }, now),
    ).resolves.toBeTruthy();
  });

  it("a charge event names the payment intent it belongs to", async () => {
    const refunded = JSON.stringify({
      id: "evt_2",
      object: "event",
      type: "charge.refunded",
      created: 1680800600,
      data: { object: { id: "ch_1", object: "charge", payment_intent: "pi_9", refunded: true } },
    });
    const event = await stripe.verifyWebhook(
      refunded,
      { "stripe-signature": signPayload(refunded, secret, now) },
      now,
    );
    expect(event.paymentId).toBe("pi_9");
  });

  it("without STRIPE_WEBHOOK_SECRET nothing is accepted", async () => {
    const unsigned = stripeProvider({ secretKey: "sk", fetch: async () => new Response("{}") });
    await expect(
      unsigned.verifyWebhook(body, { "stripe-signature": stripeHeader(now) }, now),
    ).rejects.toBeInstanceOf(WebhookRefused);
  });
});

describe("money in minor units", () => {
  it("a currency's minor digits come from Intl", () => {
    expect([minorDigits("AED"), minorDigits("JPY"), minorDigits("KWD")]).toEqual([2, 0, 3]);
    expect(() => minorDigits("??")).toThrow(RangeError);
  });

  it("major units to minor exactly, and back as the decimal text providers want", () => {
    expect(toMinor(5000, "AED")).toBe(500000);
    expect(toMinor("5000.00", "AED")).toBe(500000);
    expect(toMinor(7.34, "AED")).toBe(734);
    expect(toMinor(1.005, "AED")).toBe(101);
    expect(toMinor(5000, "JPY")).toBe(5000);
    expect(toMinor("1.25", "KWD")).toBe(1250);
    expect(fromMinor(500000, "AED")).toBe("5000.00");
    expect(fromMinor(5, "AED")).toBe("0.05");
    expect(fromMinor(5000, "JPY")).toBe("5000");
    expect(fromMinor(1250, "KWD")).toBe("1.250");
    expect(() => toMinor(-1, "AED")).toThrow(RangeError);
    expect(() => fromMinor(1.5, "AED")).toThrow(RangeError);
  });
});
