import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PaymentProviders, paymentProviders } from "../../runtime/adapters/payments/index.ts";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { sha256 } from "../../runtime/http/actor.ts";
import { buildServer } from "../../runtime/server.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import {
  ageVerifications,
  EV_FEE_MINOR,
  lastSmsCode,
  seedEvProgramme,
} from "../helpers/ev-preorder.ts";
import { orderMail } from "../helpers/orders.ts";

/**
 * The electric-vehicle pre-order's lead API and phone verification (001 §7; the rules in
 * runtime/features/ev-preorder/README.md and runtime/features/phone-verification/README.md), with
 * the local card and SMS providers, on PGlite and on a PostgreSQL server.
 */

type Json = Record<string, unknown>;
const attrs = (body: unknown): Json => (body as { data: { attributes: Json } }).data.attributes;
/** A refusal's code and its first field's pointer and rule (the project's problem shape). */
const errorOf = (body: unknown): { code: string; pointer: string; rule: string } => {
  const b = body as { code?: string; details?: { pointer?: string; rule?: string }[] };
  const first = b.details?.[0];
  return { code: b.code ?? "", pointer: first?.pointer ?? "", rule: first?.rule ?? "" };
};

let phoneSerial = 0;
/** A fresh valid UAE mobile number for each buyer (the send limits are per number). */
const newPhone = () =>
  `+97150${String(1_000_000 + ((phoneSerial++ * 7919) % 8_999_999)).slice(0, 7)}`;

describe.each(engines)("the electric-vehicle pre-order on %s", (engine) => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let payments: PaymentProviders;
  let admin: TestSession;
  let editor: TestSession;

  beforeAll(async () => {
    database = await freshDatabase(engine);
    await seedEvProgramme(database.db, 12);
    admin = await signedInAs(database.db, "admin");
    editor = await signedInAs(database.db, "editor");
    payments = paymentProviders(
      { LOCAL_PAY_WEBHOOK_DELAY_MS: "0" },
      { fetch, db: database.db, publicOrigin: () => "http://localhost" },
    );
    app = await buildServer({ db: database.db, outbox: false, payments, ordersSweepMs: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const local = () => {
    if (!payments.local) throw new Error("the local provider is not in use");
    return payments.local;
  };
  // Each request from its own address, as visitors are (the per-address limits are tested apart).
  let address = 0;
  const send = (
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers,
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Sends a code to `phone` and checks it: the verification token. */
  const verify = async (phone: string): Promise<string> => {
    const sent = await send("POST", "/local/create_verification", { phone_number: phone });
    expect(sent.statusCode, sent.body).toBe(202);
    const code = await lastSmsCode(database.db, phone);
    const checked = await send("POST", "/local/check_verification", { phone_number: phone, code });
    expect(checked.statusCode, checked.body).toBe(200);
    return String(attrs(checked.json()).verification_token);
  };
  const buyer = (phone: string, extra: Json = {}) => ({
    lead: {
      first_name: "سارة",
      last_name: "المنصوري",
      email: "sara@example.com",
      phone_number: phone,
      locale: "ar",
      page_path: "/ar/range-rover-electric/pre-order",
      ...extra,
    },
  });
  /** A buyer with a verified phone who has reserved: the lead id and its access token. */
  const reserve = async (extra: Json = {}) => {
    const phone = newPhone();
    const token = await verify(phone);
    const made = await send(
      "POST",
      "/api/leads",
      buyer(phone, { phone_verification_token: token, ...extra }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const body = made.json() as { data: { id: string }; meta: { access_token: string } };
    return { id: body.data.id, token: body.meta.access_token, phone, attributes: attrs(body) };
  };
  const read = (id: string, token: string) =>
    send("GET", `/api/leads/${id}/salesforce_data`, undefined, { "x-lead-token": token });
  const intent = (id: string, token: string, key = randomUUID(), terms: unknown = true) =>
    send(
      "POST",
      "/api/stripe/create_payment_intent",
      { payment_intent: { salesforce_lead_id: id, terms_accepted: terms } },
      { "idempotency-key": key, "x-lead-token": token },
    );
  /** Reserves and pays with the local card provider: the paid lead. */
  const reserveAndPay = async () => {
    const lead = await reserve();
    const created = await intent(lead.id, lead.token);
    expect(created.statusCode, created.body).toBe(201);
    await local().pay((created.json() as { data: { id: string } }).data.id, "succeed");
    await local().idle();
    return lead;
  };
  const cancelTokenOf = async (leadId: string): Promise<string> => {
    const mail = (await orderMail(database.db)).filter((m) => m.text.includes(`lead=${leadId}`));
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.at(-1)?.text ?? "")?.[1];
    if (!token) throw new Error("no cancellation link was mailed");
    return token;
  };
  const setSetting = (key: string, value: string) =>
    database.db.execute(sql`INSERT INTO settings (key, value) VALUES (${key}, ${value})
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);

  it("reserves, pays, mails a cancellation link, cancels after a phone check, and refunds once", async () => {
    const lead = await reserve();
    expect(lead.attributes.status).toBe("created");
    expect(lead.attributes.phone_verified).toBe(true);
    expect(lead.attributes.reservation_fee).toEqual({
      amount_minor: EV_FEE_MINOR,
      currency: "AED",
    });
    const until = Date.parse(String(lead.attributes.soft_lock_until));
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 5000);

    // Only the owner reads it: no token and a wrong token are the same 404.
    expect((await send("GET", `/api/leads/${lead.id}/salesforce_data`)).statusCode).toBe(404);
    expect((await read(lead.id, "x".repeat(32))).statusCode).toBe(404);
    const view = await read(lead.id, lead.token);
    expect(view.statusCode).toBe(200);
    expect((attrs(view.json()).salesforce as Json).Reservation_Fee__c).toBe(5000);

    // The terms must be ticked: the server refuses the payment without them.
    const noTerms = await intent(lead.id, lead.token, randomUUID(), false);
    expect(noTerms.statusCode).toBe(422);
    expect(errorOf(noTerms.json()).pointer).toBe("/payment_intent/terms_accepted");

    const key = randomUUID();
    const created = await intent(lead.id, lead.token, key);
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json() as { data: { id: string; attributes: Json } };
    expect(payment.data.attributes.redirect_url).toMatch(/\/local-pay\//);
    expect(payment.data.attributes.amount_minor).toBe(EV_FEE_MINOR);
    // The same key again: the same payment.
    const again = await intent(lead.id, lead.token, key);
    expect((again.json() as { data: { id: string } }).data.id).toBe(payment.data.id);
    expect(attrs((await read(lead.id, lead.token)).json()).status).toBe("payment_intent_created");

    await local().pay(payment.data.id, "succeed");
    await local().idle();
    const paid = attrs((await read(lead.id, lead.token)).json());
    expect(paid.status).toBe("paid");
    expect(paid.soft_lock_until).toBeNull();

    // The buyer's mail (Arabic, with the link) and the sales team's notice.
    const mail = await orderMail(database.db);
    const confirmation = mail.find((m) => m.text.includes(`lead=${lead.id}`));
    expect(confirmation?.to).toEqual(["sara@example.com"]);
    expect(confirmation?.subject).toContain("تأكيد حجز");
    expect(mail.some((m) => m.to.includes("sales@distributor.example"))).toBe(true);
    const cancelToken = await cancelTokenOf(lead.id);
    // The e-mailed token reads the reservation too (the cancellation page needs the phone).
    expect((await read(lead.id, cancelToken)).statusCode).toBe(200);

    const cancel = (body: Json, k = randomUUID()) =>
      send(
        "PUT",
        `/api/leads/${lead.id}/initialize_cancellation`,
        { cancellation: body },
        { "idempotency-key": k },
      );
    // Someone guessing: a wrong token is a 404, whatever the id.
    expect((await cancel({ token: "y".repeat(32) })).statusCode).toBe(404);
    // The owner's link without the phone check: refused, naming the field.
    const unverified = await cancel({ token: cancelToken });
    expect(unverified.statusCode).toBe(422);
    expect(errorOf(unverified.json()).pointer).toBe("/cancellation/phone_verification_token");
    // Another number's verification does not prove this phone.
    const other = await verify(newPhone());
    expect((await cancel({ token: cancelToken, phone_verification_token: other })).statusCode).toBe(
      422,
    );

    await ageVerifications(database.db, lead.phone, 60);
    const proof = await verify(lead.phone);
    const cancelKey = randomUUID();
    const cancelled = await cancel(
      { token: cancelToken, phone_verification_token: proof, reason: "تغيّرت خططي" },
      cancelKey,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(attrs(cancelled.json()).status).toBe("refunded");
    // The same request again, and a new one: nothing more moves.
    expect(
      attrs(
        (
          await cancel(
            { token: cancelToken, phone_verification_token: proof, reason: "تغيّرت خططي" },
            cancelKey,
          )
        ).json(),
      ).status,
    ).toBe("refunded");
    const refunds = (await local().list()).filter((p) => p.id === payment.data.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount_refunded_minor).toBe(EV_FEE_MINOR);
    expect(refunds[0]?.status).toBe("refunded");
    // The vehicle is free again, and the buyer was told.
    const [hold] = rowsOf(
      await database.db.execute(sql`SELECT 1 FROM vehicle_holds h JOIN orders o ON o.lock_id = h.lock_id
        JOIN ev_leads l ON l.order_number = o.order_number WHERE l.id = ${lead.id}`),
    );
    expect(hold).toBeUndefined();
    expect((await orderMail(database.db)).some((m) => m.subject.includes("استرداد"))).toBe(true);
    // The CRM view went out with each change.
    const crm = rowsOf<{ event: string }>(
      await database.db.execute(sql`SELECT payload->>'event' AS event FROM outbox
        WHERE kind = 'ev_lead_crm' AND target->>'lead_id' = ${lead.id} ORDER BY created_at`),
    ).map((r) => r.event);
    expect(crm).toEqual(["created", "paid", "cancellation_initialised", "refunded"]);
  });

  it("holds one car for one visitor when 50 reserve it at once", async () => {
    await setSetting("l460BevConfig.require_phone_verification", "false");
    try {
      for (let round = 0; round < 3; round++) {
        const listing = `ev-race-${engine}-${round}`;
        const [only] = await seedEvProgramme(database.db, 1, {}, listing);
        const answers = await Promise.all(
          Array.from({ length: 50 }, () =>
            send("POST", "/api/leads", buyer(newPhone(), { vehicle_id: only })),
          ),
        );
        const codes = answers.map((a) => a.statusCode).sort();
        expect(codes.filter((c) => c === 201)).toHaveLength(1);
        expect(codes.filter((c) => c === 409)).toHaveLength(49);
        const [held] = rowsOf<{ n: number }>(
          await database.db.execute(sql`SELECT count(*)::int AS n FROM vehicle_holds
            WHERE vehicle_id = ${only ?? 0} AND expires_at > now()`),
        );
        expect(held?.n).toBe(1);
      }
      // 50 visitors, 5 cars, no car named: five reservations, each on its own car.
      const listing = `ev-race-${engine}-many`;
      await setSetting("l460BevConfig.listing", listing);
      const five = await seedEvProgramme(database.db, 5, {}, listing);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => send("POST", "/api/leads", buyer(newPhone()))),
      );
      const made = answers.filter((a) => a.statusCode === 201);
      expect(made).toHaveLength(5);
      const cars = made.map((a) => (attrs(a.json()).vehicle as Json).id);
      expect(new Set(cars).size).toBe(5);
      expect([...cars].sort()).toEqual(five.map(String).sort());
      expect(
        answers
          .filter((a) => a.statusCode === 409)
          .every((a) => errorOf(a.json()).code === "no_vehicles_available"),
      ).toBe(true);
    } finally {
      await setSetting("l460BevConfig.require_phone_verification", "true");
      await setSetting("l460BevConfig.listing", "ev-preorder");
    }
  });

  it("locks a code after 5 wrong tries, and never takes a used code or token twice", async () => {
    const phone = newPhone();
    expect(
      (await send("POST", "/local/create_verification", { phone_number: phone })).statusCode,
    ).toBe(202);
    const code = await lastSmsCode(database.db, phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await send("POST", "/local/check_verification", {
        phone_number: phone,
        code: wrong,
      });
      expect(answer.statusCode).toBe(422);
      left.push(Number((answer.json() as { meta: { attempts_left: number } }).meta.attempts_left));
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    // The right code is too late now: a new code is needed.
    const late = await send("POST", "/local/check_verification", { phone_number: phone, code });
    expect(late.statusCode).toBe(422);
    expect(errorOf(late.json()).rule).toBe("expired");
    // Asking again at once is refused (30 s), then allowed.
    expect(
      (await send("POST", "/local/create_verification", { phone_number: phone })).statusCode,
    ).toBe(429);
    await ageVerifications(database.db, phone, 31);
    const token = await verify(phone);
    // A used code is not taken again.
    const used = await lastSmsCode(database.db, phone);
    expect(
      (await send("POST", "/local/check_verification", { phone_number: phone, code: used }))
        .statusCode,
    ).toBe(422);
    // The token serves one reservation only.
    expect(
      (await send("POST", "/api/leads", buyer(phone, { phone_verification_token: token })))
        .statusCode,
    ).toBe(201);
    const twice = await send(
      "POST",
      "/api/leads",
      buyer(phone, { phone_verification_token: token }),
    );
    expect(twice.statusCode).toBe(422);
    expect(errorOf(twice.json()).rule).toBe("verified_phone");
  });

  it("limits codes per number, answers every well-formed number alike, refuses bad ones", async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) {
      expect(
        (await send("POST", "/local/create_verification", { phone_number: phone })).statusCode,
      ).toBe(202);
      await ageVerifications(database.db, phone, 40);
    }
    const fourth = await send("POST", "/local/create_verification", { phone_number: phone });
    expect(fourth.statusCode).toBe(429);
    expect((fourth.json() as Json).retry_after).toBeGreaterThan(0);
    const bad = await send("POST", "/local/create_verification", { phone_number: "+97100" });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad.json()).pointer).toBe("/phone_number");
    const notANumber = await send("POST", "/local/create_verification", {
      phone_number: "+999123456789",
    });
    expect(notANumber.statusCode).toBe(422);
    expect(errorOf(notANumber.json()).pointer).toBe("/phone_number");
    expect(
      (await send("POST", "/twilio/create_verification", { phone_number: newPhone() })).statusCode,
    ).toBe(404);
    // The code is not kept anywhere as itself.
    const rows = rowsOf<{ code_hmac: string; body: string }>(
      await database.db.execute(
        sql`SELECT code_hmac, body FROM local_sms_messages WHERE phone_number = ${phone}`,
      ),
    );
    for (const r of rows) expect(r.code_hmac).not.toContain(/\d{6}/.exec(r.body)?.[0] ?? "-");
  });

  it("shows an expired soft lock, refuses its payment, and lets the buyer retry the same car", async () => {
    const lead = await reserve();
    const vehicle = (lead.attributes.vehicle as Json).id;
    await database.db.execute(sql`UPDATE vehicle_holds SET expires_at = now() - interval '1 second'
      WHERE lock_id = (SELECT o.lock_id FROM orders o JOIN ev_leads l ON l.order_number = o.order_number WHERE l.id = ${lead.id})`);
    expect(attrs((await read(lead.id, lead.token)).json()).status).toBe("expired");
    const late = await intent(lead.id, lead.token);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late.json()).code).toBe("soft_lock_expired");
    // Only its owner retries it.
    expect((await send("POST", "/api/leads", { lead: { retry_of: lead.id } })).statusCode).toBe(
      403,
    );
    const retried = await send(
      "POST",
      "/api/leads",
      { lead: { retry_of: lead.id } },
      { "x-lead-token": lead.token },
    );
    expect(retried.statusCode, retried.body).toBe(201);
    expect((attrs(retried.json()).vehicle as Json).id).toBe(vehicle);
    expect(attrs(retried.json()).status).toBe("created");
    expect(attrs(retried.json()).phone_verified).toBe(true);
  });

  it("shows a payment expired when the lock ran out with a payment open", async () => {
    const lead = await reserve();
    expect((await intent(lead.id, lead.token)).statusCode).toBe(201);
    await database.db.execute(sql`UPDATE vehicle_holds SET expires_at = now() - interval '1 second'
      WHERE lock_id = (SELECT o.lock_id FROM orders o JOIN ev_leads l ON l.order_number = o.order_number WHERE l.id = ${lead.id})`);
    expect(attrs((await read(lead.id, lead.token)).json()).status).toBe("payment_expired");
  });

  it("refuses a cancellation of a reservation that is not paid", async () => {
    const lead = await reserve();
    await database.db.execute(
      sql`UPDATE ev_leads SET cancel_token_hash = ${sha256("z".repeat(32))} WHERE id = ${lead.id}`,
    );
    const answer = await send(
      "PUT",
      `/api/leads/${lead.id}/initialize_cancellation`,
      { cancellation: { token: "z".repeat(32) } },
      { "idempotency-key": randomUUID() },
    );
    expect(answer.statusCode).toBe(409);
    expect(errorOf(answer.json()).code).toBe("lead_state");
  });

  it("lets the distributor list, read and refund reservations; an editor only reads", async () => {
    const lead = await reserveAndPay();
    const list = await send(
      "GET",
      "/api/admin/ev_reservations?status=paid",
      undefined,
      admin.headers,
    );
    expect(list.statusCode).toBe(200);
    const rows = (list.json() as { data: Json[] }).data;
    expect(rows.some((r) => r.id === lead.id)).toBe(true);
    expect(rows.every((r) => r.status === "paid")).toBe(true);
    const found = await send(
      "GET",
      `/api/admin/ev_reservations?q=${encodeURIComponent(lead.phone)}`,
      undefined,
      admin.headers,
    );
    expect((found.json() as { data: Json[] }).data.map((r) => r.id)).toEqual([lead.id]);
    const detail = await send(
      "GET",
      `/api/admin/ev_reservations/${lead.id}`,
      undefined,
      admin.headers,
    );
    expect(detail.statusCode).toBe(200);
    const events = (detail.json() as { data: { events: Json[] } }).data.events.map((e) => e.kind);
    expect(events).toContain("ev_lead_created");
    expect(
      (await send("GET", "/api/admin/ev_reservations", undefined, editor.headers)).statusCode,
    ).toBe(403);
    const editorRefund = await send(
      "POST",
      `/api/admin/ev_reservations/${lead.id}/refund`,
      undefined,
      {
        ...editor.headers,
        "idempotency-key": randomUUID(),
      },
    );
    expect(editorRefund.statusCode).toBe(403);
    const key = randomUUID();
    const refund = () =>
      send("POST", `/api/admin/ev_reservations/${lead.id}/refund`, undefined, {
        ...admin.headers,
        "idempotency-key": key,
      });
    const [a, b] = await Promise.all([refund(), refund()]);
    expect([a.statusCode, b.statusCode]).toContain(200);
    const after = await send(
      "GET",
      `/api/admin/ev_reservations/${lead.id}`,
      undefined,
      admin.headers,
    );
    expect((after.json() as { data: { status: string } }).data.status).toBe("cancelled");
    const [audit] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'ev_reservation' AND entity_id = ${lead.id}`,
      ),
    );
    expect(audit?.n).toBe(1);
  });

  it("closes when the programme is off", async () => {
    await setSetting("l460BevConfig.enabled", "false");
    try {
      const phone = newPhone();
      const answer = await send(
        "POST",
        "/api/leads",
        buyer(phone, { phone_verification_token: "a".repeat(32) }),
      );
      expect(answer.statusCode).toBe(404);
      expect(errorOf(answer.json()).code).toBe("programme_unavailable");
    } finally {
      await setSetting("l460BevConfig.enabled", "true");
    }
  });
});
