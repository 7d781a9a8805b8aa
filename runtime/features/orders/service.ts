import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type {
  CreatePayment,
  PaymentKind,
  PaymentProvider,
  ProviderPayment,
} from "../../adapters/payments/types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { type OrderRow, orders, payments } from "../../db/tables/index.ts";
import { ApiProblem, isUniqueViolation } from "../../http/problem.ts";
import { configSite, type StockReader } from "../stock/index.ts";
import { extendHold, secureHold, takeHold } from "./holds.ts";
import { outcomeOf } from "./lifecycle.ts";
import {
  type ChannelMail,
  enqueueConfirmationLink,
  enqueueOrderPlaced,
  mailOnce,
  type OrderMailContext,
} from "./mail.ts";
import { type OrderRules, readOrderRules } from "./rules.ts";
import {
  accountOptions,
  lockOrder,
  newConfirmToken,
  newOrderNumber,
  orderByLock,
  orderByNumber,
  paymentOf,
  providerCall,
  recordEvent,
  tokenHash,
} from "./store.ts";

/**
 * The order-online journey's server side (001 §4 'Buy online'; the rules in README.md here):
 * holds, orders and their payments. Every change to an order happens in one transaction that
 * holds the order's row; every provider call happens outside any transaction, with an
 * idempotency key, and its answer is then applied by `applyPayment`, which the browser's return,
 * a webhook, the recovery sweep and the distributor's actions all go through, in any order and
 * any number of times.
 */

export interface OrdersDeps {
  db: Db;
  stock: StockReader;
  /** The provider of each kind (a real one or the local one). */
  providers: Record<PaymentKind, PaymentProvider>;
  publicOrigin: () => string;
  lang: string;
  log: (message: string, detail?: unknown) => void;
  /** Other channels' own confirmation mail (orders.channel), instead of the journey's. */
  channelMail?: ChannelMail;
}

/** How long a no-payment order waits for its e-mailed confirmation link (its hold lasts as long). */
export const CONFIRMATION_WINDOW_HOURS = 48;

export interface StockVehicleFacts {
  id: number;
  vin: string;
  state: string;
  status: string;
}

/** The stock vehicle an order names: its id must be a whole number of a vehicle we have. */
async function stockVehicle(db: Db, vehicleId: string): Promise<StockVehicleFacts | null> {
  if (!/^\d{1,9}$/.test(vehicleId)) return null;
  const [row] = rowsOf<StockVehicleFacts>(
    await db.execute(
      sql`SELECT id, vin, state, status FROM stock_vehicles WHERE id = ${Number(vehicleId)}`,
    ),
  );
  return row ?? null;
}

async function configuratorBuildExists(db: Db, configUrl: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(
      sql`SELECT 1 FROM stock_configurator_builds WHERE config_url = ${configUrl} LIMIT 1`,
    ),
  );
  return rows.length > 0;
}

const notFound = (detail: string, pointer?: string) =>
  new ApiProblem(
    404,
    "not_found",
    detail,
    pointer ? [{ pointer, rule: "exists", message: detail }] : undefined,
  );

const holdLost = () =>
  new ApiProblem(
    409,
    "hold_lost",
    "The hold on this vehicle has ended and another buyer holds it now",
  );

/** A refusal naming one field of the body (422). */
export const fieldProblem = (pointer: string, rule: string, message: string) =>
  new ApiProblem(422, "invalid", message, [{ pointer, rule, message }]);

export type OrdersService = ReturnType<typeof ordersService>;

export interface PaymentRequestInput {
  idempotencyKey: string;
  captureMethod: "automatic" | "manual";
  accountId?: string | undefined;
  returnUrl: string;
  language: string;
  paytypes?: string | undefined;
  description?: string | undefined;
}

/** The provider's request for an order's payment: the order's amount, never the browser's. */
function paymentRequest(order: OrderRow, input: PaymentRequestInput): CreatePayment {
  return {
    amountMinor: order.amount_minor,
    currency: order.currency,
    captureMethod: input.captureMethod,
    // Scoped by order: one buyer's key can never reach another order's payment.
    idempotencyKey: `${order.order_number}:${input.idempotencyKey}`,
    description: input.description ?? `Reservation ${order.order_number}`,
    metadata: {
      order_number: order.order_number,
      lock_id: order.lock_id,
      vehicle_id: order.vehicle_id,
    },
    returnUrl: input.returnUrl,
    language: input.language,
    ...(input.accountId ? { accountId: input.accountId } : {}),
    ...(input.paytypes ? { paytypes: input.paytypes } : {}),
  };
}

export function ordersService(deps: OrdersDeps) {
  const { db } = deps;
  const site = () => configSite(deps.publicOrigin(), `/${deps.lang}/`);
  const mailContext = (rules: OrderRules): OrderMailContext => ({
    origin: deps.publicOrigin(),
    distributor: rules.inquiryRecipients,
    ...(deps.channelMail ? { channelMail: deps.channelMail } : {}),
  });

  async function rulesFor(order: {
    config_url: string | null;
    vehicle_id: string;
  }): Promise<OrderRules> {
    const vehicle = order.config_url ? null : await stockVehicle(db, order.vehicle_id);
    return readOrderRules(deps.stock, site(), {
      configurator: order.config_url !== null,
      vehicleState: vehicle?.state ?? "new",
    });
  }

  /** The provider a payment was made at, when it is still this server's provider of its kind. */
  const providerOf = (name: string, kind: PaymentKind): PaymentProvider | null =>
    deps.providers[kind].name === name ? deps.providers[kind] : null;
  const providerFor = (order: OrderRow): PaymentProvider | null =>
    order.provider && order.payment_kind ? providerOf(order.provider, order.payment_kind) : null;

  /**
   * Applies a provider's word on one of an order's payments, in one transaction holding the
   * order's row. Money that arrives when the order can no longer have the car is given back
   * afterwards (outside the transaction), and the buyer told.
   */
  async function applyPayment(
    orderNumber: string,
    payment: ProviderPayment,
    source: "buyer" | "provider" | "admin" | "system",
    actor = "",
  ): Promise<OrderRow> {
    let giveBack: "cancel" | "refund" | null = null;
    // Read before the transaction: on PGlite's one connection, a read outside the transaction
    // would wait for it to end.
    const known = await orderByNumber(db, orderNumber);
    if (!known) throw notFound(`There is no order ${orderNumber}`);
    const rules = await rulesFor(known);
    const apply = async (forceLost: boolean) =>
      db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderNumber);
        if (!order) throw notFound(`There is no order ${orderNumber}`);
        await recordPaymentStatus(tx, payment);
        const outcome = outcomeOf(order, payment.status);
        if (outcome.kind === "none") return order;
        if (outcome.kind === "set") {
          const [updated] = await tx
            .update(orders)
            .set({
              status: outcome.status,
              payment_status: outcome.paymentStatus,
              updated_at: sql`now()`,
            })
            .where(eq(orders.id, order.id))
            .returning();
          if (order.status !== outcome.status || order.payment_status !== outcome.paymentStatus)
            await recordEvent(tx, {
              orderNumber,
              kind: `payment_${payment.status}`,
              source,
              actor,
              provider: payment.provider,
              detail: {
                payment_id: payment.id,
                order_status: outcome.status,
                ...(payment.failureMessage ? { message: payment.failureMessage } : {}),
              },
            });
          return updated ?? order;
        }
        if (outcome.kind === "return_money") {
          giveBack = outcome.how;
          const [updated] = await tx
            .update(orders)
            .set({ payment_status: outcome.paymentStatus, updated_at: sql`now()` })
            .where(eq(orders.id, order.id))
            .returning();
          return updated ?? order;
        }
        // The money is in: the car must be this order's, or the money goes back.
        const secured =
          !forceLost &&
          (order.config_url !== null ||
            (await secureHold(tx, Number(order.vehicle_id), order.lock_id, orderNumber)));
        if (!secured) {
          giveBack = outcome.status === "authorised" ? "cancel" : "refund";
          const [updated] = await tx
            .update(orders)
            .set({
              status: "cancelled",
              cancel_reason: "hold_lost",
              payment_status: outcome.paymentStatus,
              updated_at: sql`now()`,
            })
            .where(eq(orders.id, order.id))
            .returning();
          await recordEvent(tx, {
            orderNumber,
            kind: "hold_lost",
            source,
            actor,
            provider: payment.provider,
            detail: { payment_id: payment.id },
          });
          return updated ?? order;
        }
        const [updated] = await tx
          .update(orders)
          .set({
            status: outcome.status,
            payment_status: outcome.paymentStatus,
            paid_at: sql`now()`,
            updated_at: sql`now()`,
          })
          .where(eq(orders.id, order.id))
          .returning();
        await recordEvent(tx, {
          orderNumber,
          kind: `payment_${payment.status}`,
          source,
          actor,
          provider: payment.provider,
          detail: { payment_id: payment.id, order_status: outcome.status },
        });
        if (updated) await mailOnce(tx, updated, "mail_placed", mailContext(rules));
        return updated ?? order;
      });
    let order: OrderRow;
    try {
      order = await apply(false);
    } catch (error) {
      // The second guard (one live order per vehicle) refused: the car is another order's.
      if (!isUniqueViolation(error)) throw error;
      order = await apply(true);
    }
    if (giveBack) order = await returnMoney(order, payment, giveBack);
    return order;
  }

  /** Gives an order's money back (void or refund, idempotent by payment) and tells the buyer once. */
  async function returnMoney(
    order: OrderRow,
    payment: ProviderPayment,
    how: "cancel" | "refund",
  ): Promise<OrderRow> {
    const provider = providerOf(payment.provider, payment.kind);
    if (!provider) return order;
    const options = payment.accountId ? { accountId: payment.accountId } : undefined;
    let returned: ProviderPayment;
    try {
      returned =
        how === "cancel"
          ? await provider.cancel(payment.id, `return-${payment.id}`, options)
          : await provider.refund(payment.id, `return-${payment.id}`, options);
    } catch (error) {
      // Left as it is: the recovery sweep tries again (the order says the money is still in).
      deps.log("an order's money could not be given back yet", {
        order: order.order_number,
        error,
      });
      return order;
    }
    return db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.order_number);
      if (!locked) return order;
      await recordPaymentStatus(tx, returned);
      const paymentStatus = returned.status === "refunded" ? "refunded" : "voided";
      const [updated] = await tx
        .update(orders)
        .set({ payment_status: paymentStatus, updated_at: sql`now()` })
        .where(eq(orders.id, locked.id))
        .returning();
      if (locked.payment_status !== paymentStatus) {
        await recordEvent(tx, {
          orderNumber: order.order_number,
          kind: paymentStatus === "refunded" ? "refunded" : "voided",
          source: "system",
          provider: returned.provider,
          detail: { payment_id: returned.id, reason: locked.cancel_reason || "order_over" },
        });
        // The money-returned mail needs no distributor: the context's addresses are not read.
        if (locked.cancel_reason === "hold_lost" && updated)
          await mailOnce(tx, updated, "mail_money_returned", {
            origin: deps.publicOrigin(),
            distributor: [],
          });
      }
      return updated ?? locked;
    });
  }

  return {
    applyPayment,
    returnMoney,
    rulesFor,
    origin: () => deps.publicOrigin(),

    /** POST /buy_online/orders/init: the hold and the order's number. */
    async init(input: {
      vehicle_id: string;
      company_uuid: string;
      lock_id?: string | undefined;
      config_url?: string | undefined;
    }): Promise<{ order: OrderRow; expiresAt: Date | null; rules: OrderRules; isNew: boolean }> {
      const configUrl = input.config_url?.trim() || null;
      let vehicle: StockVehicleFacts | null = null;
      if (configUrl) {
        if (!(await configuratorBuildExists(db, configUrl)))
          throw notFound("There is no configurator build with this config_url", "/config_url");
      } else {
        vehicle = await stockVehicle(db, input.vehicle_id);
        if (!vehicle) throw notFound(`There is no vehicle ${input.vehicle_id}`, "/vehicle_id");
        if (vehicle.status === "sold")
          throw new ApiProblem(409, "vehicle_sold", "This vehicle has been sold");
      }
      const rules = await readOrderRules(deps.stock, site(), {
        configurator: configUrl !== null,
        vehicleState: vehicle?.state ?? "new",
      });
      // The same visitor again (a reload, a second tab): their hold as it is, not lengthened.
      if (input.lock_id) {
        const mine = await orderByLock(db, input.lock_id);
        if (
          mine &&
          mine.vehicle_id === input.vehicle_id &&
          (mine.status === "initiated" || mine.status === "awaiting_payment")
        ) {
          const [hold] = vehicle
            ? rowsOf<{ expires_at: Date | string; live: boolean }>(
                await db.execute(sql`
                  SELECT expires_at, expires_at > now() AS live FROM vehicle_holds
                  WHERE vehicle_id = ${vehicle.id} AND lock_id = ${mine.lock_id} AND order_number IS NULL`),
              )
            : [{ expires_at: new Date(8.64e15), live: true }];
          if (hold?.live)
            return {
              order: mine,
              expiresAt: vehicle ? new Date(hold.expires_at) : null,
              rules,
              isNew: false,
            };
        }
      }
      const lockId = randomUUID();
      return db.transaction(async (tx) => {
        let expiresAt: Date | null = null;
        if (vehicle) {
          const held = await takeHold(tx, vehicle.id, lockId, rules.holdMinutes);
          if ("heldUntil" in held) {
            if (held.heldUntil === null)
              throw new ApiProblem(
                409,
                "vehicle_reserved",
                "This vehicle has been reserved by another buyer",
              );
            throw new ApiProblem(
              409,
              "vehicle_held",
              "Another buyer is reserving this vehicle right now",
              undefined,
              { held_until: held.heldUntil.toISOString() },
            );
          }
          expiresAt = held.expiresAt;
        }
        const [order] = await tx
          .insert(orders)
          .values({
            order_number: newOrderNumber(),
            vehicle_id: input.vehicle_id,
            vehicle_vin: vehicle?.vin ?? "",
            config_url: configUrl,
            lock_id: lockId,
            company_uuid: input.company_uuid,
            vendor_type: rules.vendorType,
            amount_minor: rules.amountMinor,
            currency: rules.currency,
          })
          .returning();
        if (!order) throw new Error("the order was not written");
        await recordEvent(tx, {
          orderNumber: order.order_number,
          kind: "initiated",
          source: "buyer",
          detail: { vehicle_id: input.vehicle_id, hold_until: expiresAt?.toISOString() ?? null },
        });
        return { order, expiresAt, rules, isNew: true };
      });
    },

    /**
     * The open order of a lock, for a payment: its hold must still be this visitor's, the amount
     * and currency the configured fee's, the vehicle the order's.
     */
    async orderForPayment(input: {
      lockId: string;
      vehicleId: string;
      amountMinor: number;
      currency: string;
      pointers: { lock: string; vehicle: string; amount: string; currency: string };
    }): Promise<OrderRow> {
      const order = await orderByLock(db, input.lockId);
      if (!order) throw notFound("There is no order for this lock_id", input.pointers.lock);
      if (order.vehicle_id !== input.vehicleId)
        throw fieldProblem(
          input.pointers.vehicle,
          "matches_order",
          "vehicle_id is not the vehicle of this order",
        );
      if (order.status !== "initiated" && order.status !== "awaiting_payment")
        throw new ApiProblem(
          409,
          "order_state",
          `The order is ${order.status}: it takes no payment`,
        );
      if (input.currency.toUpperCase() !== order.currency)
        throw fieldProblem(
          input.pointers.currency,
          "reservation_fee",
          `The currency must be ${order.currency}`,
        );
      if (input.amountMinor !== order.amount_minor)
        throw fieldProblem(
          input.pointers.amount,
          "reservation_fee",
          `The amount must be the reservation fee, ${order.amount_minor} in minor units of ${order.currency}`,
        );
      if (order.config_url === null) {
        const [hold] = rowsOf<{ live: boolean }>(
          await db.execute(sql`
            SELECT expires_at > now() AS live FROM vehicle_holds
            WHERE vehicle_id = ${Number(order.vehicle_id)} AND lock_id = ${order.lock_id} AND order_number IS NULL`),
        );
        if (!hold?.live) throw holdLost();
      }
      return order;
    },

    /** Creates a payment at the provider of `kind` for an order and records it (idempotent by key). */
    async createPayment(
      order: OrderRow,
      kind: PaymentKind,
      input: {
        idempotencyKey: string;
        captureMethod: "automatic" | "manual";
        accountId?: string | undefined;
        returnUrl: string;
        language: string;
        paytypes?: string | undefined;
        description?: string | undefined;
      },
    ): Promise<ProviderPayment> {
      const payment = await providerCall(() =>
        deps.providers[kind].create(paymentRequest(order, input)),
      );
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.order_number);
        if (!locked) throw notFound(`There is no order ${order.order_number}`);
        await tx
          .insert(payments)
          .values({
            order_number: order.order_number,
            provider: payment.provider,
            kind,
            provider_payment_id: payment.id,
            amount_minor: payment.amountMinor,
            currency: payment.currency,
            capture_method: payment.captureMethod,
            account_id: payment.accountId ?? input.accountId ?? "",
            status: payment.status,
          })
          .onConflictDoNothing();
        if (locked.status === "initiated" || locked.status === "awaiting_payment")
          await tx
            .update(orders)
            .set({
              status: "awaiting_payment",
              payment_status: "pending",
              provider: payment.provider,
              payment_kind: kind,
              updated_at: sql`now()`,
            })
            .where(eq(orders.id, locked.id));
        await recordEvent(tx, {
          orderNumber: order.order_number,
          kind: "payment_created",
          source: "buyer",
          provider: payment.provider,
          detail: { payment_id: payment.id, capture_method: payment.captureMethod, kind },
        });
      });
      return payment;
    },

    /**
     * POST /buy_online/orders: the buyer's details are kept, then the order is placed as its
     * vendor says: free (confirmed at once), by e-mail link (awaiting confirmation), or paid
     * (the payment asked of its provider, never taken from the browser's word).
     */
    async place(input: {
      order: OrderRow;
      details: {
        customer_email: string;
        locale: string;
        confirmation_by_link: boolean;
        metadata: Record<string, unknown>;
        finance_option: unknown;
        lead_attributes: Record<string, unknown>;
        vendor_uuid: string;
        rdx_forms_lead_id: string;
        vehicle_vin: string;
      };
      paymentId: { provider: "card" | "wallet" | "hosted"; id: string; pointer: string } | null;
    }): Promise<{ order: OrderRow; payment: ProviderPayment | null }> {
      const { details } = input;
      const rules = await rulesFor(input.order);
      // Kept while the order waits for its money, and the first time they come whatever the order
      // is now (a webhook may have made it paid before the buyer's page came back).
      const open = ["initiated", "awaiting_payment", "expired"].includes(input.order.status);
      if (open || input.order.customer_email === "")
        await db
          .update(orders)
          .set({
            customer_email: details.customer_email,
            locale: details.locale,
            confirmation_by_link: details.confirmation_by_link,
            metadata: details.metadata,
            finance_option: details.finance_option,
            lead_attributes: details.lead_attributes,
            vendor_uuid: details.vendor_uuid,
            rdx_forms_lead_id: details.rdx_forms_lead_id,
            ...(details.vehicle_vin ? { vehicle_vin: details.vehicle_vin } : {}),
            updated_at: sql`now()`,
          })
          .where(eq(orders.id, input.order.id));
      const vendor = input.order.vendor_type;
      if (vendor === "NO_PAYMENT_JAPAN" || vendor === "NO_PAYMENT_WITH_CONFIRMATION_EMAIL") {
        const byLink = vendor === "NO_PAYMENT_WITH_CONFIRMATION_EMAIL";
        const placed = await db.transaction(async (tx) => {
          const order = await lockOrder(tx, input.order.order_number);
          if (!order) throw notFound(`There is no order ${input.order.order_number}`);
          if (order.status === "confirmed" || order.status === "awaiting_confirmation")
            return order;
          if (order.status !== "initiated")
            throw new ApiProblem(409, "order_state", `The order is ${order.status}`);
          const stock = order.config_url === null;
          const kept = !stock
            ? true
            : byLink
              ? await extendHold(
                  tx,
                  Number(order.vehicle_id),
                  order.lock_id,
                  CONFIRMATION_WINDOW_HOURS,
                )
              : await secureHold(tx, Number(order.vehicle_id), order.lock_id, order.order_number);
          if (!kept) throw holdLost();
          const token = byLink ? newConfirmToken() : null;
          const [updated] = await tx
            .update(orders)
            .set({
              status: byLink ? "awaiting_confirmation" : "confirmed",
              ...(token ? { confirm_token_hash: token.hash } : { confirmed_at: sql`now()` }),
              updated_at: sql`now()`,
            })
            .where(eq(orders.id, order.id))
            .returning();
          if (!updated) throw new Error("the order was not written");
          await recordEvent(tx, {
            orderNumber: order.order_number,
            kind: byLink ? "awaiting_confirmation" : "confirmed",
            source: "buyer",
            detail: { vendor },
          });
          if (token) await enqueueConfirmationLink(tx, updated, token.token, mailContext(rules));
          else await enqueueOrderPlaced(tx, updated, mailContext(rules));
          return updated;
        });
        return { order: placed, payment: null };
      }
      // A paid vendor: the payment named (else the order's latest), asked of its provider.
      const named = input.paymentId;
      const [row] = named
        ? [await paymentOf(db, deps.providers[named.provider].name, named.id)]
        : rowsOf<{
            provider: string;
            kind: PaymentKind;
            provider_payment_id: string;
            account_id: string;
            order_number: string;
          }>(
            await db.execute(sql`
              SELECT provider, kind, provider_payment_id, account_id, order_number FROM payments
              WHERE order_number = ${input.order.order_number} ORDER BY created_at DESC LIMIT 1`),
          );
      if (!row || row.order_number !== input.order.order_number)
        throw fieldProblem(
          named?.pointer ?? "/data/attributes/stripe_payment_intent_id",
          "payment_of_order",
          "No payment of this order has this id",
        );
      const provider = providerOf(row.provider, row.kind);
      if (!provider)
        throw new ApiProblem(409, "order_state", "The order's payment provider is not configured");
      const account = accountOptions(row.account_id);
      let payment = await providerCall(() => provider.retrieve(row.provider_payment_id, account));
      // An approved wallet order is taken by our capture (PayPal Orders v2: approve, then capture).
      if (provider.kind === "wallet" && payment.status === "processing") {
        const approved = payment;
        payment = await providerCall(() =>
          provider.capture(approved.id, `capture-${approved.id}`, account),
        );
      }
      const applied = await applyPayment(input.order.order_number, payment, "buyer");
      // The buyer's mail, now that their address is known, if the change came before it.
      const order = await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, applied.order_number);
        if (!locked) return applied;
        if (["authorised", "paid", "confirmed"].includes(locked.status))
          await mailOnce(tx, locked, "mail_placed", mailContext(rules));
        if (
          locked.cancel_reason === "hold_lost" &&
          (locked.payment_status === "refunded" || locked.payment_status === "voided")
        )
          await mailOnce(tx, locked, "mail_money_returned", mailContext(rules));
        return locked;
      });
      return { order, payment };
    },

    /** PUT /buy_online/orders/:n/confirm. */
    async confirm(
      orderNumber: string,
      input: { confirmation_by_link: boolean; token?: string | undefined },
    ): Promise<OrderRow> {
      const rules = await (async () => {
        const order = await orderByNumber(db, orderNumber);
        if (!order) throw notFound(`There is no order ${orderNumber}`);
        return rulesFor(order);
      })();
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderNumber);
        if (!order) throw notFound(`There is no order ${orderNumber}`);
        if (order.status === "confirmed") return order;
        if (order.status === "awaiting_confirmation") {
          if (
            !input.confirmation_by_link ||
            !input.token ||
            tokenHash(input.token) !== order.confirm_token_hash
          )
            throw new ApiProblem(
              403,
              "confirmation_token",
              "This order is confirmed only through the link sent by e-mail",
            );
          if (
            order.config_url === null &&
            !(await secureHold(tx, Number(order.vehicle_id), order.lock_id, order.order_number))
          )
            throw holdLost();
        } else if (order.status !== "paid" && order.status !== "authorised")
          throw new ApiProblem(
            409,
            "order_state",
            `The order is ${order.status}: it cannot be confirmed`,
          );
        const [updated] = await tx
          .update(orders)
          .set({
            status: "confirmed",
            confirmed_at: sql`now()`,
            confirmation_by_link: input.confirmation_by_link,
            updated_at: sql`now()`,
          })
          .where(eq(orders.id, order.id))
          .returning();
        if (!updated) throw new Error("the order was not written");
        await recordEvent(tx, {
          orderNumber,
          kind: "confirmed",
          source: "buyer",
          detail: { confirmation_by_link: input.confirmation_by_link },
        });
        if (order.status === "awaiting_confirmation")
          await enqueueOrderPlaced(tx, updated, mailContext(rules));
        return updated;
      });
    },

    providerFor,
    providerOf,
    /** What a payment of this order is created with (the hosted checkout signs the same). */
    paymentRequest,
  };
}

/** What the provider says a payment is now, on its row. */
async function recordPaymentStatus(tx: Db, payment: ProviderPayment): Promise<void> {
  await tx
    .update(payments)
    .set({
      status: payment.status,
      refunded_minor: payment.amountRefundedMinor,
      updated_at: sql`now()`,
    })
    .where(
      sql`${payments.provider} = ${payment.provider} AND ${payments.provider_payment_id} = ${payment.id}`,
    );
}
