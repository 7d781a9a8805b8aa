import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PaymentProviders,
  paymentProviders,
  signPayload,
} from "../../runtime/adapters/payments/index.ts";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { buildServer } from "../../runtime/server.ts";
import { auditEntries } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import {
  addVehicles,
  DISTRIBUTOR,
  FEE_MINOR,
  orderMail,
  seedOrderOnline,
} from "../helpers/orders.ts";

/**
 * The buy-online calls (001 §7) and the rules behind them (runtime/features/orders/README.md):
 * holds, payments with the local provider, orders, webhooks, recovery, the distributor's actions,
 * on PGlite and on a PostgreSQL server.
 */

type Json = Record<string, unknown>;
const attrs = (body: unknown): Json => {
  const data = (body as { data: { attributes: Json } }).data;
  return data.attributes;
};

describe.each(engines)("orders on %s", (engine) => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let payments: PaymentProviders;
  let vehicles: number[];
  let admin: TestSession;
  let editor: TestSession;

  const open = async () => {
    payments = paymentProviders(
      { LOCAL_PAY_WEBHOOK_DELAY_MS: "0" },
      { fetch, db: database.db, publicOrigin: () => "http://localhost" },
    );
    app = await buildServer({ db: database.db, outbox: false, payments, ordersSweepMs: false });
    await app.ready();
  };

  beforeAll(async () => {
    database = await freshDatabase(engine);
    vehicles = await seedOrderOnline(database.db, { count: 12 });
    admin = await signedInAs(database.db, "admin");
    editor = await signedInAs(database.db, "editor");
    await open();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const local = () => {
    if (!payments.local) throw new Error("the local provider is not in use");
    return payments.local;
  };
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url, payload: payload as object, headers });
  const init = (vehicle: number | string, extra: Json = {}) =>
    post("/buy_online/orders/init", { vehicle_id: vehicle, company_uuid: "co-1", ...extra });
  const pay = (lockId: string, vehicle: number, key: string, extra: Json = {}) =>
    post(
      "/buy_online/payment",
      {
        payment: {
          amount: FEE_MINOR,
          currency: "AED",
          vehicle_id: vehicle,
          company_uuid: "co-1",
          ...extra,
        },
        lock_id: lockId,
        locale: "ar",
      },
      { "idempotency-key": key },
    );
  const place = (lockId: string, vehicle: number, extra: Json = {}) =>
    post("/buy_online/orders", {
      data: {
        type: "order",
        attributes: {
          vehicle_id: vehicle,
          lock_id: lockId,
          customer_email: "buyer@example.com",
          locale: "ar",
          metadata: { tradeInData: { isTradeInOn: true, rawData: { mileage: 42000 } } },
          finance_option: { type: "lease" },
          lead_attributes: { first_name: "سارة" },
          ...extra,
        },
      },
    });
  const orderOf = async (lockId: string) => {
    const [row] = rowsOf<{ order_number: string; status: string; payment_status: string }>(
      await database.db.execute(
        sql`SELECT order_number, status, payment_status FROM orders WHERE lock_id = ${lockId}`,
      ),
    );
    if (!row) throw new Error("no order");
    return row;
  };
  /** A visitor who holds a vehicle and has created a card payment for it. */
  const checkout = async (vehicle: number, extra: Json = {}) => {
    const started = await init(vehicle);
    expect(started.statusCode, started.body).toBe(201);
    const lockId = String(attrs(started.json()).lock_id);
    const created = await pay(lockId, vehicle, randomUUID(), extra);
    expect(created.statusCode, created.body).toBe(201);
    const paymentId = (created.json() as { data: { id: string } }).data.id;
    return { lockId, paymentId, payment: attrs(created.json()) };
  };

  it("holds a vehicle for one visitor: another gets 409 with when the hold ends; the same lock gets the same hold", async () => {
    const [vehicle = 0] = vehicles;
    const first = await init(vehicle);
    expect(first.statusCode, first.body).toBe(201);
    const a = attrs(first.json());
    expect(a).toMatchObject({
      vehicle_id: String(vehicle),
      amount: FEE_MINOR,
      currency: "AED",
      status: "initiated",
      vendor_type: "STRIPE",
    });
    expect(Number(a.hold_seconds)).toBeGreaterThan(14 * 60);
    expect(String(a.order_number)).toMatch(/^SO-[0-9A-Z]{8}$/);

    const second = await init(vehicle);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "vehicle_held" });
    expect(Date.parse(String((second.json() as Json).held_until))).toBeCloseTo(
      Date.parse(String(a.expires_at)),
      -3,
    );

    const again = await init(vehicle, { lock_id: a.lock_id });
    expect(again.statusCode).toBe(200);
    expect(attrs(again.json())).toMatchObject({ lock_id: a.lock_id, order_number: a.order_number });

    const hold = await app.inject({ method: "GET", url: `/buy_online/holds/${String(a.lock_id)}` });
    expect(attrs(hold.json())).toMatchObject({ state: "active", order_number: a.order_number });

    expect((await init(999_999)).statusCode).toBe(404);
    const bad = await post("/buy_online/orders/init", { vehicle_id: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ details: [{ pointer: "/company_uuid", rule: "required" }] });
  });

  it("a held vehicle reads as reserved to other visitors in the listing and the vehicle call", async () => {
    const [vehicle = 0] = await addVehicles(database.db, 1, "new");
    const status = async () => {
      const one = await app.inject({
        method: "GET",
        url: `/public_api/listing/orders/vehicle/${vehicle}`,
      });
      const list = await app.inject({
        method: "GET",
        url: "/public_api/listing/orders?items=12&sort=-created_at",
      });
      expect(list.statusCode, list.body).toBe(200);
      const card = (list.json() as { data: { id: string; attributes: Json }[] }).data.find(
        (v) => v.id === String(vehicle),
      );
      expect(one.statusCode, one.body).toBe(200);
      return [
        (one.json() as { data: { attributes: Json } }).data.attributes.status,
        card?.attributes.status,
      ];
    };
    expect(await status()).toEqual(["stock", "stock"]);
    expect((await init(vehicle)).statusCode).toBe(201);
    const deadline = Date.now() + 3000;
    while ((await status())[0] !== "reserved" && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await status()).toEqual(["reserved", "reserved"]);
  });

  it("50 concurrent buyers starting checkout on one vehicle, 100 times: exactly one hold each time", async () => {
    const rounds = 100;
    const ids = await addVehicles(database.db, rounds, "new");
    let exactlyOne = 0;
    for (const vehicle of ids) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => init(vehicle)));
      const won = answers.filter((r) => r.statusCode === 201).length;
      const refused = answers.filter((r) => r.statusCode === 409).length;
      if (won === 1 && refused === 49) exactlyOne += 1;
    }
    const [held] = rowsOf<{ n: number }>(
      await database.db.execute(sql`
        SELECT count(*)::int AS n FROM vehicle_holds WHERE vehicle_id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`),
    );
    console.log(
      `[figure] ${engine}: ${exactlyOne}/${rounds} rounds of 50 concurrent inits gave exactly one hold`,
    );
    expect(exactlyOne).toBe(rounds);
    expect(held?.n).toBe(rounds);
  }, 240_000);

  it("refuses a payment without a key, with another amount, currency or account, and names the field", async () => {
    const vehicle = vehicles[1] ?? 0;
    const lockId = String(attrs((await init(vehicle)).json()).lock_id);
    const body = (payment: Json, extra: Json = {}) => ({
      payment: {
        amount: FEE_MINOR,
        currency: "AED",
        vehicle_id: vehicle,
        company_uuid: "co-1",
        ...payment,
      },
      lock_id: lockId,
      ...extra,
    });
    const keyless = await post("/buy_online/payment", body({}));
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toMatchObject({
      details: [{ pointer: "/idempotency-key", rule: "required" }],
    });
    const wrongAmount = await post("/buy_online/payment", body({ amount: 100 }), {
      "idempotency-key": "k-1",
    });
    expect(wrongAmount.statusCode).toBe(422);
    expect(wrongAmount.json()).toMatchObject({
      details: [{ pointer: "/payment/amount", rule: "reservation_fee" }],
    });
    const wrongCurrency = await post("/buy_online/payment", body({ currency: "USD" }), {
      "idempotency-key": "k-2",
    });
    expect(wrongCurrency.json()).toMatchObject({ details: [{ pointer: "/payment/currency" }] });
    const account = await post(
      "/buy_online/payment",
      body({}, { stripe_account_id: "acct_thief" }),
      { "idempotency-key": "k-3" },
    );
    expect(account.json()).toMatchObject({
      details: [{ pointer: "/stripe_account_id", rule: "connected_account" }],
    });
    const other = await post("/buy_online/payment", body({ vehicle_id: vehicles[2] }), {
      "idempotency-key": "k-4",
    });
    expect(other.json()).toMatchObject({ details: [{ pointer: "/payment/vehicle_id" }] });
    // Nothing was created by any refusal.
    const [n] = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS n FROM payments`),
    );
    expect(n?.n).toBe(0);
  });

  it("the same payment call sent twice (and ten times at once) with one key charges once", async () => {
    const vehicle = vehicles[2] ?? 0;
    const lockId = String(attrs((await init(vehicle)).json()).lock_id);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(lockId, vehicle, key)));
    const ok = answers.filter((r) => r.statusCode === 201);
    const busy = answers.filter((r) => r.statusCode === 409);
    expect(ok.length + busy.length).toBe(10);
    const again = await pay(lockId, vehicle, key);
    expect(again.statusCode).toBe(201);
    const ids = new Set([...ok, again].map((r) => (r.json() as { data: { id: string } }).data.id));
    expect(ids.size).toBe(1);
    const [paymentId = ""] = [...ids];
    // Another body with the same key is refused.
    const conflict = await pay(lockId, vehicle, key, { capture_method: "manual" });
    expect(conflict.json()).toMatchObject({ code: "idempotency_conflict" });
    // The buyer pays; the charge exists once at the provider and once here.
    await local().pay(paymentId, "succeed");
    await local().idle();
    const placed = await place(lockId, vehicle);
    expect(placed.statusCode, placed.body).toBe(201);
    const localRows = (await local().list()).filter((p) => p.metadata.lock_id === lockId);
    const [charges] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`SELECT count(*)::int AS n FROM payments p JOIN orders o USING (order_number) WHERE o.lock_id = ${lockId}`,
      ),
    );
    console.log(
      `[figure] ${engine}: 11 payment calls with one key -> ${localRows.length} provider payment(s), ${charges?.n} recorded`,
    );
    expect(localRows.length).toBe(1);
    expect(charges?.n).toBe(1);
  });

  it("a paid card order: the webhook and the browser's return give one state; the buyer and the distributor are mailed once", async () => {
    const vehicle = vehicles[3] ?? 0;
    const { lockId, paymentId, payment } = await checkout(vehicle);
    expect(payment).toMatchObject({
      provider: "local",
      kind: "card",
      amount: FEE_MINOR,
      currency: "AED",
      capture_method: "automatic",
    });
    expect(String(payment.redirect_url)).toContain(`/local-pay/${paymentId}`);
    await local().pay(paymentId, "succeed");
    await local().idle();
    expect(await orderOf(lockId)).toMatchObject({ status: "paid", payment_status: "paid" });
    const placed = await place(lockId, vehicle);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = attrs(placed.json());
    expect(order).toMatchObject({
      status: "paid",
      payment_status: "paid",
      amount: FEE_MINOR,
      metadata: { tradeInData: { isTradeInOn: true } },
    });
    expect(order).not.toHaveProperty("customer_email");
    // Placing again (a reload) changes nothing.
    expect(attrs((await place(lockId, vehicle)).json())).toMatchObject({ status: "paid" });
    const number = String(order.order_number);
    const mail = (await orderMail(database.db)).filter((m) => m.text.includes(number));
    expect(mail.map((m) => m.to[0]).sort()).toEqual(["buyer@example.com", DISTRIBUTOR]);
    expect(mail.find((m) => m.to[0] === "buyer@example.com")?.subject).toContain(
      "تأكيد حجز سيارتك",
    );
    // Read back at both paths, then confirmed.
    for (const url of [`/buy_online/orders/${number}`, `/orders/${number}`])
      expect(attrs((await app.inject({ method: "GET", url })).json())).toMatchObject({
        order_number: number,
        payment_status: "paid",
      });
    const confirmed = await app.inject({
      method: "PUT",
      url: `/buy_online/orders/${number}/confirm`,
      payload: {},
    });
    expect(attrs(confirmed.json())).toMatchObject({ status: "confirmed" });
    // Other visitors cannot hold the car any more.
    expect((await init(vehicle)).json()).toMatchObject({ code: "vehicle_reserved" });
  });

  it("a declined card can be tried again; a payment that needs 3-D Secure is incomplete until authenticated", async () => {
    const vehicle = vehicles[4] ?? 0;
    const { lockId, paymentId } = await checkout(vehicle);
    await local().pay(paymentId, "decline");
    await local().idle();
    const declined = await place(lockId, vehicle);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      errors: [{ code: "payment_failed", detail: "Your card was declined." }],
    });
    // A second attempt with a new key.
    const retry = await pay(lockId, vehicle, randomUUID());
    const retryId = (retry.json() as { data: { id: string } }).data.id;
    await local().pay(retryId, "require_action");
    await local().idle();
    const incomplete = await place(lockId, vehicle, { stripe_payment_intent_id: retryId });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({ errors: [{ code: "payment_incomplete" }] });
    await local().authenticate(retryId, "confirm");
    await local().idle();
    const placed = await place(lockId, vehicle, { stripe_payment_intent_id: retryId });
    expect(attrs(placed.json())).toMatchObject({ status: "paid" });
    // A payment id of another order is refused, naming the field.
    const stranger = await place(lockId, vehicle, { stripe_payment_intent_id: "lp_not_ours" });
    expect(stranger.statusCode).toBe(422);
  });

  it("refuses a forged or stale webhook and answers a replayed one without a second effect", async () => {
    const vehicle = vehicles[5] ?? 0;
    const { lockId, paymentId } = await checkout(vehicle);
    local().holdWebhooks();
    await local().pay(paymentId, "succeed");
    const [genuine = ""] = local().heldWebhooks();
    local().discardHeldWebhooks();
    await local().releaseWebhooks();
    const send = (body: string, signature: string) =>
      app.inject({
        method: "POST",
        url: "/buy_online/webhooks/local",
        payload: body,
        headers: { "content-type": "application/json", "local-signature": signature },
      });
    const forged = await send(genuine, signPayload(genuine, "not-the-secret"));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: "webhook_signature" });
    const tampered = await send(
      genuine.replace("succeeded", "refunded"),
      signPayload(genuine, "whsec_local_development_only"),
    );
    expect(tampered.json()).toMatchObject({ code: "webhook_signature" });
    const stale = await send(
      genuine,
      signPayload(genuine, "whsec_local_development_only", new Date(Date.now() - 10 * 60_000)),
    );
    expect(stale.json()).toMatchObject({ code: "webhook_stale" });
    expect(await orderOf(lockId)).toMatchObject({ status: "awaiting_payment" });
    const signature = signPayload(genuine, "whsec_local_development_only");
    const first = await send(genuine, signature);
    expect(first.json()).toEqual({ received: true });
    expect(await orderOf(lockId)).toMatchObject({ status: "paid" });
    const replay = await send(genuine, signature);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const [events] = rowsOf<{ n: number }>(
      await database.db.execute(sql`
        SELECT count(*)::int AS n FROM payment_events e JOIN orders o USING (order_number)
        WHERE o.lock_id = ${lockId} AND e.kind = 'payment_succeeded'`),
    );
    console.log(
      `[figure] ${engine}: forged, tampered, stale webhooks refused (400 x3); replay answered duplicate, ${events?.n} state change`,
    );
    expect(events?.n).toBe(1);
  });

  it("a payment confirmed after its hold expired and another buyer took the car is given back; the car is sold once", async () => {
    const vehicle = vehicles[6] ?? 0;
    const late = await checkout(vehicle);
    // The first buyer's hold runs out; a second buyer takes the car.
    await database.db.execute(
      sql`UPDATE vehicle_holds SET expires_at = now() - interval '1 second' WHERE lock_id = ${late.lockId}`,
    );
    const kicked = await app.inject({ method: "GET", url: `/buy_online/holds/${late.lockId}` });
    expect(attrs(kicked.json()).state).toBe("expired");
    const winner = await checkout(vehicle);
    expect(
      attrs((await app.inject({ method: "GET", url: `/buy_online/holds/${late.lockId}` })).json())
        .state,
    ).toBe("taken");
    // The first buyer's bank says yes now.
    await local().pay(late.paymentId, "succeed");
    await local().idle();
    const lost = await place(late.lockId, vehicle);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toMatchObject({ errors: [{ code: "hold_lost" }] });
    expect(await orderOf(late.lockId)).toMatchObject({
      status: "cancelled",
      payment_status: "refunded",
    });
    expect((await local().payment(late.paymentId))?.status).toBe("refunded");
    // The second buyer pays and has the car.
    await local().pay(winner.paymentId, "succeed");
    await local().idle();
    expect(attrs((await place(winner.lockId, vehicle)).json())).toMatchObject({ status: "paid" });
    const [live] = rowsOf<{ n: number }>(
      await database.db.execute(sql`
        SELECT count(*)::int AS n FROM orders WHERE vehicle_id = ${String(vehicle)} AND status IN ('authorised', 'paid', 'confirmed')`),
    );
    console.log(
      `[figure] ${engine}: late payment after the hold was taken -> refunded; live orders for the car: ${live?.n}`,
    );
    expect(live?.n).toBe(1);
    const told = (await orderMail(database.db)).filter((m) => m.subject.includes("تم إلغاء طلبك"));
    expect(told).toHaveLength(1);
  });

  it("held (manual capture) money: the distributor captures it, refunds it, and the car is free again; every action audited", async () => {
    const vehicle = vehicles[7] ?? 0;
    const { lockId, paymentId } = await checkout(vehicle, { capture_method: "manual" });
    await local().pay(paymentId, "succeed");
    await local().idle();
    const placed = attrs((await place(lockId, vehicle)).json());
    expect(placed).toMatchObject({ status: "authorised", payment_status: "authorised" });
    const number = String(placed.order_number);
    const act = (who: TestSession, action: string) =>
      app.inject({
        method: "POST",
        url: `/api/admin/orders/${number}/${action}`,
        headers: who.headers,
      });
    expect((await act(editor, "capture")).statusCode).toBe(403);
    expect(
      (await app.inject({ method: "POST", url: `/api/admin/orders/${number}/capture` })).statusCode,
    ).toBe(401);
    expect((await act(admin, "refund")).json()).toMatchObject({ code: "order_state" });
    const captured = await act(admin, "capture");
    expect(captured.statusCode, captured.body).toBe(200);
    expect((captured.json() as { data: Json }).data).toMatchObject({
      status: "paid",
      payment_status: "paid",
      actions: ["refund", "resend_confirmation"],
    });
    // A second capture (a double click) changes nothing and is refused.
    expect((await act(admin, "capture")).statusCode).toBe(409);
    const refunded = await act(admin, "refund");
    expect((refunded.json() as { data: Json }).data).toMatchObject({
      status: "refunded",
      payment_status: "refunded",
    });
    expect((await local().payment(paymentId))?.status).toBe("refunded");
    const audit = await auditEntries(database.db, "order", number);
    expect(audit.map((e) => e.action).sort()).toEqual(["capture", "refund"]);
    // The car can be reserved again.
    expect((await init(vehicle)).statusCode).toBe(201);
  });

  it("lists and shows orders to the distributor with filters; the buyer's data only there", async () => {
    const vehicle = vehicles[9] ?? 0;
    const { lockId, paymentId } = await checkout(vehicle);
    await local().pay(paymentId, "succeed");
    await local().idle();
    expect((await place(lockId, vehicle)).statusCode).toBe(201);
    const list = await app.inject({
      method: "GET",
      url: "/api/admin/orders?status=paid&per_page=5",
      headers: admin.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json() as { data: Json[]; meta: { total: number } };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.map((o) => o.status)).toEqual(body.data.map(() => "paid"));
    const [first] = body.data;
    const detail = await app.inject({
      method: "GET",
      url: `/api/admin/orders/${String(first?.order_number)}`,
      headers: admin.headers,
    });
    const d = (detail.json() as { data: Json }).data;
    expect(d).toMatchObject({
      customer_email: "buyer@example.com",
      lead_attributes: { first_name: "سارة" },
      finance_option: { type: "lease" },
    });
    expect((d.payments as Json[]).length).toBeGreaterThan(0);
    expect((d.events as Json[]).map((e) => e.kind)).toContain("initiated");
    const byVehicle = await app.inject({
      method: "GET",
      url: `/api/admin/orders?vehicle=${String(first?.vehicle_id)}`,
      headers: admin.headers,
    });
    expect(
      (byVehicle.json() as { data: Json[] }).data.every((o) => o.vehicle_id === first?.vehicle_id),
    ).toBe(true);
    const future = await app.inject({
      method: "GET",
      url: "/api/admin/orders?from=2999-01-01",
      headers: admin.headers,
    });
    expect((future.json() as { data: Json[] }).data).toEqual([]);
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/admin/orders?from=2026-02-30",
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/orders", headers: editor.headers }))
        .statusCode,
    ).toBe(403);
  });

  it("the no-payment vendors: NO_PAYMENT_JAPAN reserves free at once; the e-mail vendor confirms only through the mailed link", async () => {
    const [used = 0] = await addVehicles(database.db, 1, "used");
    const free = attrs((await init(used)).json());
    expect(free).toMatchObject({ vendor_type: "NO_PAYMENT_JAPAN" });
    const freePlaced = await place(String(free.lock_id), used);
    expect(attrs(freePlaced.json())).toMatchObject({ status: "confirmed", payment_status: "none" });
    expect((await init(used)).json()).toMatchObject({ code: "vehicle_reserved" });

    const [approved = 0] = await addVehicles(database.db, 1, "approved");
    const byMail = attrs((await init(approved)).json());
    expect(byMail.vendor_type).toBe("NO_PAYMENT_WITH_CONFIRMATION_EMAIL");
    // No card payment for this vendor.
    expect((await pay(String(byMail.lock_id), approved, randomUUID())).json()).toMatchObject({
      code: "order_state",
    });
    const waiting = attrs((await place(String(byMail.lock_id), approved)).json());
    expect(waiting).toMatchObject({ status: "awaiting_confirmation" });
    const number = String(waiting.order_number);
    const link = (await orderMail(database.db)).find((m) => m.text.includes(number))?.text ?? "";
    const token = /token=([^&\s]+)/.exec(link)?.[1] ?? "";
    expect(link).toContain(`/ar/showroom-order-online/confirmation/${number}?token=`);
    const url = `/buy_online/orders/${number}/confirm`;
    expect((await app.inject({ method: "PUT", url, payload: {} })).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: "PUT",
          url,
          payload: { confirmation_by_link: true, token: "guess" },
        })
      ).statusCode,
    ).toBe(403);
    const confirmed = await app.inject({
      method: "PUT",
      url,
      payload: { confirmation_by_link: true, token: decodeURIComponent(token) },
    });
    expect(attrs(confirmed.json())).toMatchObject({ status: "confirmed" });
  });

  it("the wallet (PayPal-style) order: created for the fee, approved by the buyer, captured by the server", async () => {
    const [vehicle = 0] = await addVehicles(database.db, 1, "demo");
    const started = attrs((await init(vehicle)).json());
    expect(started.vendor_type).toBe("PAYPAL");
    const lockId = String(started.lock_id);
    const create = (amount: string, key = randomUUID()) =>
      post(
        "/buy_online/paypal/create_order",
        {
          order: {
            amount_value: amount,
            amount_currency_code: "AED",
            company_uuid: "co-1",
            vehicle_id: vehicle,
          },
          lock_id: lockId,
        },
        { "idempotency-key": key },
      );
    const wrong = await create("50.00");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      details: [{ pointer: "/order/amount_value", rule: "reservation_fee" }],
    });
    // The card call does not pay a wallet vendor's order.
    expect((await pay(lockId, vehicle, randomUUID())).json()).toMatchObject({
      code: "order_state",
    });
    const created = await create("5000.00");
    expect(created.statusCode, created.body).toBe(201);
    const walletId = (created.json() as { data: { id: string } }).data.id;
    expect(String(attrs(created.json()).approve_url)).toContain(`/local-pay/${walletId}`);
    await local().pay(walletId, "succeed");
    await local().idle();
    const placed = await place(lockId, vehicle, { paypal_order_id: walletId });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(attrs(placed.json())).toMatchObject({ status: "paid", payment_status: "paid" });
  });

  it("the hosted checkout (LiqPay-style): one signed form per order, paid on the provider's page", async () => {
    const [vehicle = 0] = await addVehicles(database.db, 1, "hosted");
    const started = attrs((await init(vehicle)).json());
    expect(started.vendor_type).toBe("LIQPAY");
    const lockId = String(started.lock_id);
    const form = (amount: string) =>
      app.inject({
        method: "GET",
        url: `/buy_online/liqpay/checkout_data?amount=${amount}&currency=AED&lock_id=${lockId}&vehicle_id=${vehicle}&description=&language=ar`,
      });
    expect((await form("1")).json()).toMatchObject({
      details: [{ pointer: "/query/amount", rule: "reservation_fee" }],
    });
    const first = await form("5000");
    expect(first.statusCode, first.body).toBe(200);
    const again = await form("5000.00");
    const hostedId = (first.json() as { data: { id: string } }).data.id;
    expect((again.json() as { data: { id: string } }).data.id).toBe(hostedId);
    const checkout = attrs(first.json());
    expect(checkout).toMatchObject({ order_number: started.order_number });
    expect(String(checkout.data)).not.toBe("");
    const payment = await local().openCheckout(String(checkout.data), String(checkout.signature));
    expect(payment.id).toBe(hostedId);
    await local().pay(hostedId, "succeed");
    await local().idle();
    const placed = await place(lockId, vehicle, { liqpay_order_id: hostedId });
    expect(attrs(placed.json())).toMatchObject({ status: "paid", payment_status: "paid" });
  });

  it("sends the inquiry e-mail only to the distributor's or dealers' addresses", async () => {
    const refused = await app.inject({
      method: "PUT",
      url: "/buy_online/orders/send_inquiry_email",
      payload: {
        recipients: [DISTRIBUTOR, "anyone@elsewhere.example"],
        customer_data: { name: "سارة" },
        vehicle_data: { vin: "X" },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      details: [{ pointer: "/recipients/1", rule: "allowed_recipient" }],
    });
    const sent = await app.inject({
      method: "PUT",
      url: "/buy_online/orders/send_inquiry_email",
      payload: {
        recipients: [DISTRIBUTOR.toUpperCase()],
        customer_data: { name: "سارة" },
        vehicle_data: { vin: "SAL123" },
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const mail = (await orderMail(database.db)).find((m) => m.text.includes("SAL123"));
    expect(mail?.to).toEqual([DISTRIBUTOR]);
    expect(mail?.text).toContain("سارة");
  });

  it("the server stopped between the payment and the order: on restart the recovery sweep brings the order to one state", async () => {
    const vehicle = vehicles[8] ?? 0;
    const { lockId, paymentId } = await checkout(vehicle);
    local().holdWebhooks();
    await local().pay(paymentId, "succeed");
    local().discardHeldWebhooks();
    expect(await orderOf(lockId)).toMatchObject({ status: "awaiting_payment" });
    await app.close();
    await open();
    const deadline = Date.now() + 10_000;
    while ((await orderOf(lockId)).status !== "paid" && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const after = await orderOf(lockId);
    console.log(
      `[figure] ${engine}: after a restart the order is ${after.status}/${after.payment_status}`,
    );
    expect(after).toMatchObject({ status: "paid", payment_status: "paid" });
    // Placing it afterwards agrees.
    expect(attrs((await place(lockId, vehicle)).json())).toMatchObject({ status: "paid" });
  });
});

describe("payments in production without a provider's keys", () => {
  it("refuse with 503 instead of taking them on the offline test page", async () => {
    const database = await freshDatabase("pglite");
    const [vehicle = 0] = await seedOrderOnline(database.db, { count: 1 });
    const payments = paymentProviders(
      { NODE_ENV: "production" },
      { fetch, db: database.db, publicOrigin: () => "http://localhost" },
    );
    expect(payments.local).toBeNull();
    const app = await buildServer({
      db: database.db,
      outbox: false,
      payments,
      ordersSweepMs: false,
    });
    try {
      const started = await app.inject({
        method: "POST",
        url: "/buy_online/orders/init",
        payload: { vehicle_id: vehicle, company_uuid: "co-1" },
      });
      const lockId = String(attrs(started.json()).lock_id);
      const paid = await app.inject({
        method: "POST",
        url: "/buy_online/payment",
        headers: { "idempotency-key": randomUUID() },
        payload: {
          payment: {
            amount: FEE_MINOR,
            currency: "AED",
            vehicle_id: vehicle,
            company_uuid: "co-1",
          },
          lock_id: lockId,
        },
      });
      expect(paid.statusCode).toBe(503);
      expect(paid.json()).toMatchObject({ code: "payment_provider_unconfigured" });
      expect((await app.inject({ method: "GET", url: "/local-pay/anything" })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
