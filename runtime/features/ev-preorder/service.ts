import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { PaymentProvider, ProviderPayment } from "../../adapters/payments/types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { type OrderRow, orders } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";
import {
  accountOptions,
  lockOrder,
  newConfirmToken,
  newOrderNumber,
  type OrdersService,
  orderByNumber,
  paymentsOfOrder,
  providerCall,
  recordEvent,
  releaseHold,
  takeHold,
  tokenHash,
} from "../orders/index.ts";
import { enqueue } from "../outbox/index.ts";
import { consumeVerification } from "../phone-verification/index.ts";
import { salesforceView } from "./documents.ts";
import { cancellationLink, type EvMailKind, enqueueEvMail } from "./mail.ts";
import { type EvProgramme, readProgramme } from "./settings.ts";
import { type LeadRecord, leadById } from "./store.ts";

/**
 * The electric-vehicle pre-order's server side (001 §4 'Electric-vehicle pre-order'; the rules in
 * README.md here). A reservation is an order of the commerce engine on the `ev_preorder` channel:
 * its hold, payment, webhooks, recovery and refunds are the orders feature's; this service adds
 * the lead (the buyer, a verified phone, its tokens), the programme's vehicles and fee, the
 * cancellation, the mail and the CRM view.
 */

export interface EvDeps {
  db: Db;
  orders: OrdersService;
  /** The card provider (Stripe, or the local one). */
  card: PaymentProvider;
  publicOrigin: () => string;
  /** Stripe.js's key for the browser, when the card provider is Stripe. */
  stripePublishableKey: string | null;
  log: (message: string, detail?: unknown) => void;
}

export interface NewLead {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  phone_verification_token?: string | undefined;
  locale: string;
  page_path: string;
  vehicle_id?: number | undefined;
}

const notFound = () => new ApiProblem(404, "not_found", "There is no such reservation");

const fieldProblem = (pointer: string, rule: string, message: string) =>
  new ApiProblem(422, "invalid", message, [{ pointer, rule, message }]);

const noVehicles = () =>
  new ApiProblem(
    409,
    "no_vehicles_available",
    "Every vehicle of the programme is reserved or held right now",
  );

const leadState = (lead: LeadRecord, what: string) =>
  new ApiProblem(409, "lead_state", `The reservation is ${lead.status}: ${what}`);

/** Whether `token` proves ownership of `lead`: its access token, or its e-mailed cancel token. */
export function ownsLead(lead: LeadRecord, token: string | undefined): boolean {
  if (!token) return false;
  const hash = tokenHash(token);
  return (
    hash === lead.access_token_hash ||
    (lead.cancel_token_hash !== "" && hash === lead.cancel_token_hash)
  );
}

/** Free vehicles of the programme's list, at most `limit`, in a random order (spreads contention). */
async function freeVehicles(db: Db, listing: string, limit: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT v.id FROM stock_vehicles v
      JOIN stock_listing_vehicles lv ON lv.vehicle_id = v.id
      JOIN stock_listings l ON l.id = lv.listing_id
      WHERE l.name = ${listing} AND v.status <> 'sold'
        AND NOT EXISTS (SELECT 1 FROM vehicle_holds h WHERE h.vehicle_id = v.id
                        AND (h.expires_at > now() OR h.order_number IS NOT NULL))
      ORDER BY random() LIMIT ${limit}`),
  );
  return rows.map((r) => Number(r.id));
}

/** How many vehicles of the programme can be reserved now. */
export async function availableCount(db: Db, listing: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM stock_vehicles v
      JOIN stock_listing_vehicles lv ON lv.vehicle_id = v.id
      JOIN stock_listings l ON l.id = lv.listing_id
      WHERE l.name = ${listing} AND v.status <> 'sold'
        AND NOT EXISTS (SELECT 1 FROM vehicle_holds h WHERE h.vehicle_id = v.id
                        AND (h.expires_at > now() OR h.order_number IS NOT NULL))`),
  );
  return Number(row?.n ?? 0);
}

async function inListing(
  db: Db,
  listing: string,
  vehicleId: number,
): Promise<{ vin: string } | null> {
  const [row] = rowsOf<{ vin: string }>(
    await db.execute(sql`
      SELECT v.vin FROM stock_vehicles v
      JOIN stock_listing_vehicles lv ON lv.vehicle_id = v.id
      JOIN stock_listings l ON l.id = lv.listing_id
      WHERE l.name = ${listing} AND v.id = ${vehicleId} AND v.status <> 'sold'`),
  );
  return row ?? null;
}

/** The CRM view of a lead as it is now in `tx`, queued for delivery (outbox kind ev_lead_crm). */
async function queueCrm(tx: Db, leadId: string, event: string): Promise<void> {
  const lead = await leadById(tx, leadId);
  if (!lead) return;
  await enqueue(tx, [
    {
      kind: "ev_lead_crm",
      target: { lead_id: lead.id },
      payload: { event, body: salesforceView(lead) },
    },
  ]);
}

/**
 * The confirmation of a paid reservation (the orders feature calls this, once, in the transaction
 * that makes the order paid): a fresh cancellation token (kept as its SHA-256) in the link.
 */
export function evPlacedMail(publicOrigin: () => string) {
  return async (tx: Db, order: OrderRow): Promise<void> => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`SELECT id FROM ev_leads WHERE order_number = ${order.order_number}`),
    );
    if (!row) return;
    const token = newConfirmToken();
    await tx.execute(
      sql`UPDATE ev_leads SET cancel_token_hash = ${token.hash}, updated_at = now() WHERE id = ${row.id}`,
    );
    const lead = await leadById(tx, row.id);
    if (!lead) return;
    const programme = await readProgramme(tx);
    const link = cancellationLink(publicOrigin(), programme, lead, token.token);
    await enqueueEvMail(tx, "reserved", lead, programme, link);
    await queueCrm(tx, lead.id, "paid");
  };
}

/** The lead and the order it is, for an owner (token) or the distributor (staff). */
async function ownedLead(deps: EvDeps, id: string, token: string | undefined, isStaff: boolean) {
  const { db } = deps;
  const lead = await leadById(db, id);
  if (!lead || !(isStaff || ownsLead(lead, token))) throw notFound();
  return lead;
}

/** Takes a free vehicle of the programme (the one named when given) and writes the lead. */
async function reserve(
  deps: EvDeps,
  programme: EvProgramme,
  input: NewLead & { retryOf?: string; phoneVerifiedAt?: Date | null },
): Promise<{ lead: LeadRecord; token: string }> {
  const { db } = deps;
  const access = newConfirmToken();
  const lockId = randomUUID();
  const leadId = randomUUID();
  const lead = await db.transaction(async (tx) => {
    let verifiedAt = input.phoneVerifiedAt ?? null;
    if (input.retryOf === undefined && programme.requirePhoneVerification) {
      const used =
        input.phone_verification_token !== undefined &&
        (await consumeVerification(tx, {
          phoneNumber: input.phone_number,
          token: input.phone_verification_token,
          purpose: `reservation:${leadId}`,
        }));
      if (!used)
        throw fieldProblem(
          "/lead/phone_verification_token",
          "verified_phone",
          "The phone number must be verified by the code sent to it",
        );
      verifiedAt = new Date();
    }
    let vehicle: { id: number; vin: string; until: Date } | null = null;
    const candidates =
      input.vehicle_id !== undefined
        ? [input.vehicle_id]
        : await freeVehicles(tx, programme.listing, 25);
    for (const id of candidates) {
      const held = await takeHold(tx, id, lockId, programme.softLockMinutes);
      if ("expiresAt" in held) {
        const [row] = rowsOf<{ vin: string }>(
          await tx.execute(sql`SELECT vin FROM stock_vehicles WHERE id = ${id}`),
        );
        vehicle = { id, vin: row?.vin ?? "", until: held.expiresAt };
        break;
      }
      if (input.vehicle_id !== undefined)
        throw new ApiProblem(
          409,
          "vehicle_held",
          "Another buyer holds or has reserved this vehicle",
        );
    }
    if (!vehicle) throw noVehicles();
    const orderNumber = newOrderNumber();
    await tx.insert(orders).values({
      order_number: orderNumber,
      vehicle_id: String(vehicle.id),
      vehicle_vin: vehicle.vin,
      lock_id: lockId,
      channel: "ev_preorder",
      vendor_type: "STRIPE",
      payment_kind: "card",
      amount_minor: programme.feeMinor,
      currency: programme.currency,
      customer_email: input.email,
      locale: input.locale,
    });
    await tx.execute(sql`
      INSERT INTO ev_leads (id, order_number, first_name, last_name, email, phone_number,
        phone_verified_at, locale, page_path, access_token_hash, retry_of)
      VALUES (${leadId}, ${orderNumber}, ${input.first_name.trim()}, ${input.last_name.trim()},
        ${input.email.trim()}, ${input.phone_number}, ${verifiedAt}, ${input.locale},
        ${input.page_path}, ${access.hash}, ${input.retryOf ?? null})`);
    await recordEvent(tx, {
      orderNumber,
      kind: "ev_lead_created",
      source: "buyer",
      detail: {
        lead_id: leadId,
        vehicle_id: String(vehicle.id),
        hold_until: vehicle.until.toISOString(),
        ...(input.retryOf ? { retry_of: input.retryOf } : {}),
      },
    });
    await queueCrm(tx, leadId, "created");
    const written = await leadById(tx, leadId);
    if (!written) throw new Error("the lead was not written");
    return written;
  });
  return { lead, token: access.token };
}

/** Asks the provider about an open payment of the lead (at most every 2 s per lead) and applies it. */
async function sync(deps: EvDeps, lead: LeadRecord): Promise<LeadRecord> {
  const { db } = deps;
  if (lead.status !== "payment_intent_created" && lead.status !== "payment_expired") return lead;
  const due = rowsOf(
    await db.execute(sql`
      UPDATE ev_leads SET last_synced_at = now()
      WHERE id = ${lead.id} AND (last_synced_at IS NULL OR last_synced_at < now() - interval '2 seconds')
      RETURNING id`),
  );
  if (due.length === 0) return lead;
  const [latest] = await paymentsOfOrder(db, lead.order_number);
  if (!latest || latest.provider !== deps.card.name) return lead;
  try {
    const payment = await deps.card.retrieve(
      latest.provider_payment_id,
      accountOptions(latest.account_id),
    );
    await deps.orders.applyPayment(lead.order_number, payment, "buyer");
  } catch (error) {
    deps.log("a reservation's payment could not be read", { lead: lead.id, error });
  }
  return (await leadById(db, lead.id)) ?? lead;
}

/** Refunds a paid reservation's fee (once: the key is the payment's) and ends it. */
async function refund(
  deps: EvDeps,
  lead: LeadRecord,
  source: "buyer" | "admin" | "system",
  actor: Actor | null,
): Promise<LeadRecord> {
  const { db } = deps;
  const [latest] = await paymentsOfOrder(db, lead.order_number);
  const order = await orderByNumber(db, lead.order_number);
  const provider = order ? deps.orders.providerFor(order) : null;
  if (!latest || !provider)
    throw new ApiProblem(
      409,
      "lead_state",
      "This reservation has no payment at a configured provider",
    );
  const id = latest.provider_payment_id;
  const answer: ProviderPayment = await providerCall(() =>
    provider.refund(id, `refund-${id}`, accountOptions(latest.account_id)),
  );
  await deps.orders.applyPayment(lead.order_number, answer, source, actor?.label ?? "");
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, lead.order_number);
    if (locked?.status !== "refunded") return;
    await releaseHold(tx, locked.lock_id, locked.order_number);
    const told = rowsOf(
      await tx.execute(sql`SELECT 1 FROM payment_events
        WHERE order_number = ${lead.order_number} AND kind = 'ev_refunded' LIMIT 1`),
    );
    if (told.length > 0) return;
    await recordEvent(tx, {
      orderNumber: lead.order_number,
      kind: "ev_refunded",
      source,
      actor: actor?.label ?? "",
      detail: { payment_id: id },
    });
    const after = await leadById(tx, lead.id);
    if (after) await enqueueEvMail(tx, "refunded", after, await readProgramme(tx));
    await queueCrm(tx, lead.id, "refunded");
    if (actor)
      await recordAudit(tx, actor, {
        action: "refund",
        entity: "ev_reservation",
        entityId: lead.id,
        before: { status: lead.status },
        after: { status: after?.status ?? "refunded" },
      });
  });
  return (await leadById(db, lead.id)) ?? lead;
}

/** POST /api/leads. */
async function createLead(deps: EvDeps, input: NewLead) {
  const { db } = deps;
  const programme = await readProgramme(db);
  if (!programme.enabled)
    throw new ApiProblem(404, "programme_unavailable", "The pre-order programme is closed");
  if (input.vehicle_id !== undefined && !(await inListing(db, programme.listing, input.vehicle_id)))
    throw new ApiProblem(404, "not_found", "This vehicle is not one of the programme's", [
      {
        pointer: "/lead/vehicle_id",
        rule: "exists",
        message: "Not a vehicle of the programme",
      },
    ]);
  return reserve(deps, programme, input);
}

/** POST /api/leads {retry_of}: after the soft lock ran out, the same buyer again. */
async function retryLead(deps: EvDeps, retryOf: string, token: string | undefined) {
  const { db } = deps;
  const programme = await readProgramme(db);
  if (!programme.enabled)
    throw new ApiProblem(404, "programme_unavailable", "The pre-order programme is closed");
  const old = await leadById(db, retryOf);
  if (!old)
    throw new ApiProblem(404, "not_found", "There is no such reservation", [
      { pointer: "/lead/retry_of", rule: "exists", message: "There is no such reservation" },
    ]);
  if (!token || tokenHash(token) !== old.access_token_hash)
    throw new ApiProblem(
      403,
      "lead_token",
      "Only the visitor who made the reservation can retry it",
    );
  if (old.status !== "expired" && old.status !== "payment_expired")
    throw leadState(old, "only an expired reservation is made again");
  const base: NewLead = {
    first_name: old.first_name,
    last_name: old.last_name,
    email: old.email,
    phone_number: old.phone_number,
    locale: old.locale,
    page_path: old.page_path,
  };
  // The same vehicle when it is still free, else any free one of the programme.
  try {
    return await reserve(deps, programme, {
      ...base,
      vehicle_id: Number(old.vehicle_id),
      retryOf,
      phoneVerifiedAt: old.phone_verified_at,
    });
  } catch (error) {
    if (!(error instanceof ApiProblem) || error.code !== "vehicle_held") throw error;
    return reserve(deps, programme, { ...base, retryOf, phoneVerifiedAt: old.phone_verified_at });
  }
}

/** POST /api/stripe/create_payment_intent. */
async function createPaymentIntent(
  deps: EvDeps,
  input: { leadId: string; token: string; idempotencyKey: string },
) {
  const { db } = deps;
  const lead = await leadById(db, input.leadId);
  if (!lead || !ownsLead(lead, input.token) || tokenHash(input.token) !== lead.access_token_hash)
    throw new ApiProblem(404, "not_found", "There is no such reservation", [
      {
        pointer: "/payment_intent/salesforce_lead_id",
        rule: "exists",
        message: "There is no such reservation",
      },
    ]);
  if (lead.status === "expired" || lead.status === "payment_expired")
    throw new ApiProblem(
      409,
      "soft_lock_expired",
      "The time to pay has run out: the vehicle was released",
    );
  if (lead.status !== "created" && lead.status !== "payment_intent_created")
    throw leadState(lead, "it takes no payment");
  const order = await orderByNumber(db, lead.order_number);
  if (!order) throw notFound();
  await db.execute(sql`
    UPDATE ev_leads SET terms_accepted_at = coalesce(terms_accepted_at, now()), updated_at = now()
    WHERE id = ${lead.id}`);
  const payment = await deps.orders.createPayment(order, "card", {
    idempotencyKey: input.idempotencyKey,
    captureMethod: "automatic",
    returnUrl: `${deps.publicOrigin()}${lead.page_path}?lead=${lead.id}`,
    language: lead.locale,
    description: `Reservation fee ${lead.order_number}`,
  });
  return {
    data: {
      id: payment.id,
      type: "payment_intent" as const,
      attributes: {
        provider: payment.provider,
        status: payment.status,
        client_secret: payment.clientSecret ?? null,
        redirect_url: payment.redirectUrl ?? null,
        publishable_key: payment.provider === "stripe" ? deps.stripePublishableKey : null,
        amount_minor: payment.amountMinor,
        currency: payment.currency,
      },
    },
  };
}

/** PUT /api/leads/{id}/initialize_cancellation. */
async function cancelLead(
  deps: EvDeps,
  input: {
    leadId: string;
    token: string;
    phoneVerificationToken?: string | undefined;
    reason?: string | undefined;
  },
) {
  const { db } = deps;
  const lead = await leadById(db, input.leadId);
  if (!lead || lead.cancel_token_hash === "" || tokenHash(input.token) !== lead.cancel_token_hash)
    throw notFound();
  if (lead.status === "cancellation_initialised" || lead.status === "refunded") return lead;
  if (lead.status !== "paid") throw leadState(lead, "only a paid reservation can be cancelled");
  const programme = await readProgramme(db);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, lead.order_number);
    if (!order || !["authorised", "paid", "confirmed"].includes(order.status))
      throw leadState(lead, "only a paid reservation can be cancelled");
    if (programme.requirePhoneVerification) {
      const used =
        input.phoneVerificationToken !== undefined &&
        (await consumeVerification(tx, {
          phoneNumber: lead.phone_number,
          token: input.phoneVerificationToken,
          purpose: `cancellation:${lead.id}`,
        }));
      if (!used)
        throw fieldProblem(
          "/cancellation/phone_verification_token",
          "verified_phone",
          "The reservation's phone number must be verified by the code sent to it",
        );
    }
    await tx.execute(sql`
      UPDATE ev_leads SET cancellation_requested_at = now(), cancellation_reason = ${input.reason ?? ""},
        updated_at = now()
      WHERE id = ${lead.id} AND cancellation_requested_at IS NULL`);
    await recordEvent(tx, {
      orderNumber: lead.order_number,
      kind: "ev_cancellation_requested",
      source: "buyer",
      detail: { lead_id: lead.id, ...(input.reason ? { reason: input.reason } : {}) },
    });
    const after = await leadById(tx, lead.id);
    if (after) await enqueueEvMail(tx, "cancellation_requested", after, programme);
    await queueCrm(tx, lead.id, "cancellation_initialised");
  });
  const requested = (await leadById(db, lead.id)) ?? lead;
  if (!programme.automaticRefund) return requested;
  try {
    return await refund(deps, requested, "buyer", null);
  } catch (error) {
    // The request stands ("awaiting cancellation"); the sweep and the distributor try again.
    deps.log("a cancelled reservation's fee could not be refunded yet", {
      lead: lead.id,
      error,
    });
    return requested;
  }
}

/**
 * Refunds cancellations still waiting for their money (a provider that did not answer) when
 * refunds are automatic. Runs with the orders' sweep.
 */
async function sweepCancellations(deps: EvDeps): Promise<number> {
  const { db } = deps;
  const programme = await readProgramme(db);
  if (!programme.automaticRefund) return 0;
  const waiting = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT l.id FROM ev_leads l JOIN orders o ON o.order_number = l.order_number
      WHERE l.cancellation_requested_at IS NOT NULL AND o.status IN ('authorised', 'paid', 'confirmed')
      ORDER BY l.cancellation_requested_at LIMIT 50`),
  );
  let done = 0;
  for (const { id } of waiting) {
    const lead = await leadById(db, id);
    if (!lead) continue;
    try {
      const after = await refund(deps, lead, "system", null);
      if (after.status === "refunded") done += 1;
    } catch (error) {
      deps.log("a cancelled reservation's fee could not be refunded yet", { lead: id, error });
    }
  }
  return done;
}

export type EvPreorderService = ReturnType<typeof evPreorderService>;

/** The pre-order's calls over their dependencies (the routes' service). */
export function evPreorderService(deps: EvDeps) {
  return {
    ownedLead: (id: string, token: string | undefined, isStaff: boolean) =>
      ownedLead(deps, id, token, isStaff),
    sync: (lead: LeadRecord) => sync(deps, lead),
    refund: (lead: LeadRecord, source: "buyer" | "admin" | "system", actor: Actor | null) =>
      refund(deps, lead, source, actor),
    create: (input: NewLead) => createLead(deps, input),
    retry: (retryOf: string, token: string | undefined) => retryLead(deps, retryOf, token),
    createIntent: (input: Parameters<typeof createPaymentIntent>[1]) =>
      createPaymentIntent(deps, input),
    cancel: (input: Parameters<typeof cancelLead>[1]) => cancelLead(deps, input),
    sweep: () => sweepCancellations(deps),
  };
}

export type { EvMailKind };
