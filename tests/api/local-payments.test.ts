import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentProviders } from "../../runtime/adapters/payments/index.ts";
import {
  AUTHENTICATION_FAILED_MESSAGE,
  DECLINE_MESSAGE,
  IdempotencyConflict,
  LOCAL_PAY_DEFAULT_SECRET,
  type LocalPayments,
  localPayments,
} from "../../runtime/adapters/payments/local.ts";
import {
  formatAmount,
  registerLocalPayPages,
} from "../../runtime/adapters/payments/local-pages.tsx";
import {
  type CreatePayment,
  PaymentProviderError,
  verifySignedPayload,
  WebhookRefused,
} from "../../runtime/adapters/payments/types.ts";
import { type Database, openDatabase } from "../../runtime/db/client.ts";
import { migrate } from "../../runtime/db/migrate.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

/**
 * The local payment provider on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set): idempotent creation, every transition a buyer or the distributor can cause, the test
 * checkout pages as a buyer uses them (Arabic first, form posts, redirects back to the shop),
 * the refusal of a foreign return address, signed webhooks, and payments that outlive a restart.
 */

const ORIGIN = "http://localhost";
const RETURN = `${ORIGIN}/ar/showroom-order-online/checkout?step=payment`;

let counter = 0;
function payment(overrides: Partial<CreatePayment> = {}): CreatePayment {
  counter += 1;
  return {
    amountMinor: 500000,
    currency: "AED",
    captureMethod: "automatic",
    idempotencyKey: `key-${counter}-${Date.now()}`,
    description: "Reservation SO-7K3M9QXA",
    metadata: { order_number: "SO-7K3M9QXA", lock_id: "9d2c", vehicle_id: "42" },
    returnUrl: RETURN,
    language: "ar",
    ...overrides,
  };
}

interface Delivered {
  rawBody: string;
  headers: Record<string, string>;
}

const formBody = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

describe.each(engines)("local payments on %s", (engine) => {
  let database: Database & { drop: () => Promise<void> };
  let local: LocalPayments;
  let app: FastifyInstance;
  const delivered: Delivered[] = [];

  beforeAll(async () => {
    database = await freshDatabase(engine);
    local = localPayments({
      db: database.db,
      publicOrigin: () => ORIGIN,
      webhookDelayMs: 40,
      retryDelaysMs: [5, 5],
      log: () => {},
    });
    local.onWebhook(async (rawBody, headers) => {
      delivered.push({ rawBody, headers });
    });
    app = Fastify();
    registerLocalPayPages(app, local);
    await app.ready();
  });

  afterAll(async () => {
    local.close();
    await app.close();
    await database.drop();
  });

  const eventsFor = (id: string) =>
    delivered.map((d) => JSON.parse(d.rawBody)).filter((e) => e.data.object.id === id);

  describe("creating", () => {
    it("the same key with the same request is one payment", async () => {
      const input = payment();
      const first = await local.card.create(input);
      const second = await local.card.create({ ...input, metadata: { ...input.metadata } });
      expect(second.id).toBe(first.id);
      const rows = (await local.list()).filter((r) => r.idempotency_key === input.idempotencyKey);
      expect(rows).toHaveLength(1);
      expect(first).toMatchObject({
        provider: "local",
        kind: "card",
        status: "requires_payment",
        amountMinor: 500000,
        currency: "AED",
        captureMethod: "automatic",
        amountRefundedMinor: 0,
        metadata: { order_number: "SO-7K3M9QXA", lock_id: "9d2c", vehicle_id: "42" },
      });
      expect(first.clientSecret).toMatch(/^secret_/);
      const page = new URL(first.redirectUrl ?? "");
      expect(page.pathname).toBe(`/local-pay/${first.id}`);
      expect(page.searchParams.get("return_url")).toBe(RETURN);
    });

    it("the same key with another request is an idempotency conflict", async () => {
      const input = payment();
      await local.card.create(input);
      await expect(local.card.create({ ...input, amountMinor: 100 })).rejects.toBeInstanceOf(
        IdempotencyConflict,
      );
      await expect(local.wallet.create(input)).rejects.toBeInstanceOf(IdempotencyConflict);
    });

    it("an amount that is not a positive whole number of minor units is refused", async () => {
      await expect(local.card.create(payment({ amountMinor: 0 }))).rejects.toBeInstanceOf(
        PaymentProviderError,
      );
      await expect(local.card.create(payment({ amountMinor: 12.5 }))).rejects.toBeInstanceOf(
        PaymentProviderError,
      );
    });
  });

  describe("transitions", () => {
    it("success takes the money at once; a refund gives it all back", async () => {
      const created = await local.card.create(payment());
      expect((await local.pay(created.id, "succeed")).status).toBe("succeeded");
      expect((await local.card.retrieve(created.id)).status).toBe("succeeded");
      const refunded = await local.card.refund(created.id, "refund-1");
      expect(refunded).toMatchObject({ status: "refunded", amountRefundedMinor: 500000 });
      expect((await local.card.refund(created.id, "refund-2")).status).toBe("refunded");
    });

    it("manual capture: success holds the money, capture takes it (twice is once)", async () => {
      const created = await local.card.create(payment({ captureMethod: "manual" }));
      expect((await local.pay(created.id, "succeed")).status).toBe("authorised");
      expect((await local.card.capture(created.id, "c1")).status).toBe("succeeded");
      expect((await local.card.capture(created.id, "c2")).status).toBe("succeeded");
    });

    it("cancel voids a held payment; a paid one cannot be cancelled, an unpaid one cannot be refunded", async () => {
      const held = await local.card.create(payment({ captureMethod: "manual" }));
      await local.pay(held.id, "succeed");
      expect((await local.card.cancel(held.id, "v1")).status).toBe("cancelled");
      await expect(local.card.capture(held.id, "c")).rejects.toMatchObject({
        code: "payment_state",
      });

      const paid = await local.card.create(payment());
      await local.pay(paid.id, "succeed");
      await expect(local.card.cancel(paid.id, "v2")).rejects.toMatchObject({
        code: "payment_state",
      });

      const unpaid = await local.card.create(payment());
      await expect(local.card.refund(unpaid.id, "r")).rejects.toMatchObject({
        code: "payment_state",
      });
      expect((await local.card.cancel(unpaid.id, "v3")).status).toBe("cancelled");
    });

    it("a declined card fails with the provider's message, and the buyer may try again", async () => {
      const created = await local.card.create(payment());
      const declined = await local.pay(created.id, "decline");
      expect(declined).toMatchObject({ status: "failed", failureMessage: DECLINE_MESSAGE });
      const retried = await local.pay(created.id, "succeed");
      expect(retried.status).toBe("succeeded");
      expect(retried.failureMessage).toBeUndefined();
    });

    it("3-D Secure: requires action, then confirmed or failed", async () => {
      const confirmed = await local.card.create(payment());
      expect((await local.pay(confirmed.id, "require_action")).status).toBe("requires_action");
      await expect(local.pay(confirmed.id, "succeed")).rejects.toMatchObject({
        code: "payment_state",
      });
      expect((await local.authenticate(confirmed.id, "confirm")).status).toBe("succeeded");

      const failed = await local.card.create(payment());
      await local.pay(failed.id, "require_action");
      expect(await local.authenticate(failed.id, "fail")).toMatchObject({
        status: "failed",
        failureMessage: AUTHENTICATION_FAILED_MESSAGE,
      });
    });

    it("an unknown payment is not found", async () => {
      await expect(local.card.retrieve("lp_nope")).rejects.toMatchObject({ status: 404 });
    });
  });

  describe("the test checkout pages", () => {
    it("render in Arabic, right to left: heading, the amount by Intl, the test notice in both languages, real buttons", async () => {
      const created = await local.card.create(payment());
      const response = await app.inject({
        method: "GET",
        url: `/local-pay/${created.id}?${new URLSearchParams({ return_url: RETURN })}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["content-security-policy"]).toContain("form-action 'self'");
      const html = response.body;
      expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
      expect(html).toContain("<h1>صفحة دفع تجريبية</h1>");
      expect(html).toContain(
        new Intl.NumberFormat("ar", { style: "currency", currency: "AED" }).format(5000),
      );
      expect(html).toContain("لا يُخصم أي مبلغ");
      expect(html).toContain("nothing is charged");
      for (const label of ["دفع ناجح", "رفض البطاقة", "يتطلب تحققاً", "نجاح مع إشعار متأخر"])
        expect(html).toMatch(
          new RegExp(`<button(?=[^>]*type="submit")(?=[^>]*name="outcome")[^>]*>${label}</button>`),
        );
      expect(html).toMatch(
        new RegExp(`<form(?=[^>]*method="post")(?=[^>]*action="/local-pay/${created.id}/pay")`),
      );
      expect(html).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
      );
    });

    it("render in English with ?lang=en", async () => {
      const created = await local.card.create(payment({ amountMinor: 123456 }));
      const response = await app.inject({
        method: "GET",
        url: `/local-pay/${created.id}?${new URLSearchParams({ return_url: RETURN, lang: "en" })}`,
      });
      expect(response.body).toMatch(/<html lang="en" dir="ltr">/);
      expect(response.body).toContain("<h1>Test payment page</h1>");
      expect(response.body).toContain(
        new Intl.NumberFormat("en", { style: "currency", currency: "AED" }).format(1234.56),
      );
      expect(formatAmount({ amountMinor: 123456, currency: "AED" }, "en")).toBe(
        new Intl.NumberFormat("en", { style: "currency", currency: "AED" }).format(1234.56),
      );
    });

    it("a successful payment goes back to the shop with payment_id and redirect_status=succeeded", async () => {
      const created = await local.card.create(payment());
      const response = await app.inject({
        method: "POST",
        url: `/local-pay/${created.id}/pay`,
        ...formBody({ outcome: "succeed", return_url: RETURN, lang: "ar" }),
      });
      expect(response.statusCode).toBe(303);
      const location = new URL(response.headers.location ?? "");
      expect(location.origin + location.pathname).toBe(
        `${ORIGIN}/ar/showroom-order-online/checkout`,
      );
      expect(Object.fromEntries(location.searchParams)).toEqual({
        step: "payment",
        payment_id: created.id,
        redirect_status: "succeeded",
      });
      expect((await local.card.retrieve(created.id)).status).toBe("succeeded");
    });

    it("a declined card goes back with redirect_status=failed", async () => {
      const created = await local.card.create(payment());
      const response = await app.inject({
        method: "POST",
        url: `/local-pay/${created.id}/pay`,
        ...formBody({ outcome: "decline", return_url: RETURN }),
      });
      expect(response.statusCode).toBe(303);
      expect(new URL(response.headers.location ?? "").searchParams.get("redirect_status")).toBe(
        "failed",
      );
    });

    it("requires action: the authentication page, then confirm, fail or leave", async () => {
      const created = await local.card.create(payment());
      const asked = await app.inject({
        method: "POST",
        url: `/local-pay/${created.id}/pay`,
        ...formBody({ outcome: "require_action", return_url: RETURN, lang: "ar" }),
      });
      expect(asked.statusCode).toBe(303);
      const authenticate = asked.headers.location ?? "";
      expect(authenticate.startsWith(`/local-pay/${created.id}/authenticate?`)).toBe(true);

      const page = await app.inject({ method: "GET", url: authenticate });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<h1>التحقق من الدفع</h1>");
      expect(page.body).toMatch(/<button[^>]*value="confirm"[^>]*>تأكيد<\/button>/);
      expect(page.body).toMatch(/<button[^>]*value="fail"[^>]*>فشل التحقق<\/button>/);

      const left = await app.inject({
        method: "POST",
        url: `/local-pay/${created.id}/authenticate`,
        ...formBody({ outcome: "leave", return_url: RETURN }),
      });
      expect(new URL(left.headers.location ?? "").searchParams.get("redirect_status")).toBe(
        "requires_action",
      );

      const confirmed = await app.inject({
        method: "POST",
        url: `/local-pay/${created.id}/authenticate`,
        ...formBody({ outcome: "confirm", return_url: RETURN }),
      });
      expect(new URL(confirmed.headers.location ?? "").searchParams.get("redirect_status")).toBe(
        "succeeded",
      );

      const again = await app.inject({
        method: "POST",
        url: `/local-pay/${created.id}/authenticate`,
        ...formBody({ outcome: "fail", return_url: RETURN }),
      });
      expect(again.statusCode).toBe(409);
      expect((await local.card.retrieve(created.id)).status).toBe("succeeded");
    });

    it("a return address on another site is refused, shown nowhere and never redirected to", async () => {
      const created = await local.card.create(payment());
      for (const foreign of [
        "https://evil.example/steal",
        "//evil.example/steal",
        "javascript:alert(1)",
      ]) {
        const shown = await app.inject({
          method: "GET",
          url: `/local-pay/${created.id}?${new URLSearchParams({ return_url: foreign })}`,
        });
        expect(shown.statusCode).toBe(400);
        expect(shown.body).toContain("عنوان العودة غير مسموح");
        expect(shown.body).not.toContain("evil.example");
        const posted = await app.inject({
          method: "POST",
          url: `/local-pay/${created.id}/pay`,
          ...formBody({ outcome: "succeed", return_url: foreign }),
        });
        expect(posted.statusCode).toBe(400);
        expect(posted.headers.location).toBeUndefined();
      }
      expect((await local.card.retrieve(created.id)).status).toBe("requires_payment");
    });

    it("a form posted from another site is refused", async () => {
      const created = await local.card.create(payment());
      const response = await app.inject({
        method: "POST",
        url: `/local-pay/${created.id}/pay`,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://evil.example",
        },
        payload: new URLSearchParams({ outcome: "succeed", return_url: RETURN }).toString(),
      });
      expect(response.statusCode).toBe(403);
      expect((await local.card.retrieve(created.id)).status).toBe("requires_payment");
    });

    it("an unknown payment's page is not found", async () => {
      const response = await app.inject({ method: "GET", url: "/local-pay/lp_missing" });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("عملية الدفع غير موجودة");
    });

    it("the hosted checkout's signed form opens its payment once; a forged one opens nothing", async () => {
      const orderId = `SO-HOSTED-${Date.now()}`;
      const checkout = local.hosted.checkoutData({ ...payment(), orderId });
      expect(checkout.checkoutUrl).toBe(`${ORIGIN}/local-pay/checkout`);
      for (let i = 0; i < 2; i++) {
        const response = await app.inject({
          method: "POST",
          url: "/local-pay/checkout",
          ...formBody({ data: checkout.data, signature: checkout.signature }),
        });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location?.startsWith(`/local-pay/${orderId}?`)).toBe(true);
      }
      expect((await local.hosted.retrieve(orderId)).kind).toBe("hosted");
      expect((await local.list()).filter((r) => r.id === orderId)).toHaveLength(1);

      const forgedId = `SO-FORGED-${Date.now()}`;
      const forged = local.hosted.checkoutData({ ...payment(), orderId: forgedId });
      const refused = await app.inject({
        method: "POST",
        url: "/local-pay/checkout",
        ...formBody({ data: forged.data, signature: `${forged.signature.slice(0, -4)}AAAA` }),
      });
      expect(refused.statusCode).toBe(403);
      expect(await local.find(forgedId)).toBeNull();
    });
  });

  describe("webhooks", () => {
    it("each change is delivered to the sink, signed Stripe-style with Local-Signature", async () => {
      const created = await local.card.create(payment({ captureMethod: "manual" }));
      await local.pay(created.id, "succeed");
      await local.card.capture(created.id, "c");
      await local.idle();
      const events = eventsFor(created.id);
      expect(events.map((e) => e.type)).toEqual(["payment.authorised", "payment.succeeded"]);
      const delivery = delivered.find((d) => JSON.parse(d.rawBody).data.object.id === created.id);
      const header = delivery?.headers["local-signature"] ?? "";
      // Stripe's scheme, computed here on its own: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">.
      const [, t = ""] = /t=(\d+)/.exec(header) ?? [];
      const v1 = createHmac("sha256", LOCAL_PAY_DEFAULT_SECRET)
        .update(`${t}.${delivery?.rawBody}`)
        .digest("hex");
      expect(header).toBe(`t=${t},v1=${v1}`);
      expect(
        verifySignedPayload({
          rawBody: delivery?.rawBody ?? "",
          header,
          secret: LOCAL_PAY_DEFAULT_SECRET,
        }),
      ).toBeInstanceOf(Date);
      const event = await local.verifyWebhook(delivery?.rawBody ?? "", delivery?.headers ?? {});
      expect(event).toMatchObject({ paymentId: created.id, type: "payment.authorised" });
      const tampered = (delivery?.rawBody ?? "").replace("authorised", "succeeded");
      await expect(local.verifyWebhook(tampered, delivery?.headers ?? {})).rejects.toBeInstanceOf(
        WebhookRefused,
      );
    });

    it("a late webhook: the payment has succeeded at once, its notification comes after the delay", async () => {
      const created = await local.card.create(payment());
      const response = await app.inject({
        method: "POST",
        url: `/local-pay/${created.id}/pay`,
        ...formBody({ outcome: "succeed_late", return_url: RETURN }),
      });
      expect(new URL(response.headers.location ?? "").searchParams.get("redirect_status")).toBe(
        "succeeded",
      );
      expect((await local.card.retrieve(created.id)).status).toBe("succeeded");
      await local.idle();
      expect(eventsFor(created.id)).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 120));
      await local.idle();
      expect(eventsFor(created.id).map((e) => e.type)).toEqual(["payment.succeeded"]);
    });

    it("tests may hold notifications back, then release them, or drop them for good", async () => {
      local.holdWebhooks();
      const released = await local.card.create(payment());
      await local.pay(released.id, "succeed");
      expect(local.heldWebhooks()).toHaveLength(1);
      expect(eventsFor(released.id)).toHaveLength(0);
      await local.releaseWebhooks();
      expect(eventsFor(released.id)).toHaveLength(1);

      local.holdWebhooks();
      const dropped = await local.card.create(payment());
      await local.pay(dropped.id, "decline");
      expect(local.discardHeldWebhooks()).toBe(1);
      await local.releaseWebhooks();
      expect(eventsFor(dropped.id)).toHaveLength(0);
    });

    it("a sink that fails is tried again with backoff", async () => {
      const other = localPayments({
        db: database.db,
        publicOrigin: () => ORIGIN,
        retryDelaysMs: [5, 5, 5],
        log: () => {},
      });
      let calls = 0;
      other.onWebhook(async () => {
        calls += 1;
        if (calls < 3) throw new Error("the server is busy");
      });
      const created = await other.card.create(payment());
      await other.pay(created.id, "succeed");
      await other.idle();
      expect(calls).toBe(3);
      other.close();
    });

    it("notifications made before a sink is registered wait for it", async () => {
      const other = localPayments({ db: database.db, publicOrigin: () => ORIGIN, log: () => {} });
      const created = await other.card.create(payment());
      await other.pay(created.id, "decline");
      const got: string[] = [];
      other.onWebhook(async (rawBody) => {
        got.push(JSON.parse(rawBody).type);
      });
      await other.idle();
      expect(got).toEqual(["payment.failed"]);
      other.close();
    });
  });
});

describe("choosing the providers from the environment", () => {
  let database: Database & { drop: () => Promise<void> };
  beforeAll(async () => {
    database = await freshDatabase("pglite");
  });
  afterAll(async () => {
    await database.drop();
  });
  const refuse: typeof fetch = async () => {
    throw new Error("no network in this test");
  };
  const deps = () => ({ fetch: refuse, db: database.db, publicOrigin: () => ORIGIN });

  it("with no keys every kind is the local provider", () => {
    const providers = paymentProviders({}, deps());
    expect([providers.card.name, providers.wallet.name, providers.hosted.name]).toEqual([
      "local",
      "local",
      "local",
    ]);
    expect([providers.card.kind, providers.wallet.kind, providers.hosted.kind]).toEqual([
      "card",
      "wallet",
      "hosted",
    ]);
    expect(providers.local).not.toBeNull();
    providers.local?.close();
  });

  it("each kind's keys choose its real provider; the others stay local", () => {
    const providers = paymentProviders(
      { STRIPE_SECRET_KEY: "sk_test_1", PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "" },
      deps(),
    );
    expect([providers.card.name, providers.wallet.name, providers.hosted.name]).toEqual([
      "stripe",
      "local",
      "local",
    ]);
    providers.local?.close();
  });

  it("with every kind's keys there is no local provider", () => {
    const providers = paymentProviders(
      {
        STRIPE_SECRET_KEY: "sk_test_1",
        PAYPAL_CLIENT_ID: "id",
        PAYPAL_CLIENT_SECRET: "secret",
        LIQPAY_PUBLIC_KEY: "i00000000",
        LIQPAY_PRIVATE_KEY: "private",
      },
      deps(),
    );
    expect([providers.card.name, providers.wallet.name, providers.hosted.name]).toEqual([
      "stripe",
      "paypal",
      "liqpay",
    ]);
    expect(providers.local).toBeNull();
    expect(providers.hosted.checkoutData({ ...payment(), orderId: "o-1" }).checkoutUrl).toBe(
      "https://www.liqpay.ua/api/3/checkout",
    );
  });
});

describe("local payments outlive a restart", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "local-payments-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("a payment made before closing the database is there, unchanged, after reopening it", async () => {
    const first = await openDatabase({ dataDir });
    await migrate(first);
    const before = localPayments({ db: first.db, publicOrigin: () => ORIGIN, log: () => {} });
    const input = payment({ captureMethod: "manual" });
    const created = await before.card.create(input);
    await before.pay(created.id, "succeed");
    before.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrate(second);
    const after = localPayments({ db: second.db, publicOrigin: () => ORIGIN, log: () => {} });
    expect(await after.card.retrieve(created.id)).toMatchObject({
      id: created.id,
      status: "authorised",
      amountMinor: 500000,
      captureMethod: "manual",
    });
    expect((await after.card.create(input)).id).toBe(created.id);
    expect((await after.card.capture(created.id, "c")).status).toBe("succeeded");
    after.close();
    await second.close();
    // Two embedded databases opened and migrated from nothing: on a busy machine over 30 s.
  }, 90_000);
});
