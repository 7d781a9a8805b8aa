import { and, count, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type OrderRow, type OrderStatus, orders } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";
import { releaseHold } from "./holds.ts";
import { type AdminAction, adminActionApplies } from "./lifecycle.ts";
import { enqueueConfirmationLink, enqueueOrderPlaced } from "./mail.ts";
import type { OrdersService } from "./service.ts";
import {
  accountOptions,
  eventsOfOrder,
  lockOrder,
  newConfirmToken,
  orderByNumber,
  paymentsOfOrder,
  providerCall,
  recordEvent,
} from "./store.ts";

/**
 * The distributor's side of orders: the list with its filters, one order, and the actions on its
 * money (capture a held payment, cancel, refund, resend the confirmation). Each action is checked
 * against the order's state, goes to the provider with a key of its own (a double click charges
 * or refunds once), is applied like any provider answer, and is audited.
 */

export interface OrderFilters {
  status?: OrderStatus | undefined;
  vehicle?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  perPage: number;
}

export async function listOrders(db: Db, filters: OrderFilters) {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(orders.status, filters.status));
  if (filters.vehicle) {
    // A number is a vehicle's id; anything else a part of its VIN (the last six, say).
    const term = filters.vehicle.trim();
    where.push(
      /^\d+$/.test(term)
        ? eq(orders.vehicle_id, term)
        : sql`${orders.vehicle_vin} ILIKE ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  }
  if (filters.from) where.push(gte(orders.created_at, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) where.push(lte(orders.created_at, new Date(`${filters.to}T23:59:59.999Z`)));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(condition)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage),
    db.select({ n: count() }).from(orders).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function orderDetail(db: Db, orderNumber: string) {
  const order = await orderByNumber(db, orderNumber);
  if (!order) throw new ApiProblem(404, "not_found", `There is no order ${orderNumber}`);
  const [paymentRows, events] = await Promise.all([
    paymentsOfOrder(db, orderNumber),
    eventsOfOrder(db, orderNumber),
  ]);
  return { order, payments: paymentRows, events };
}

const notApplicable = (action: AdminAction, order: OrderRow) =>
  new ApiProblem(
    409,
    "order_state",
    `${action.replace("_", " ")} does not apply to an order that is ${order.status} (payment ${order.payment_status})`,
  );

export async function runAdminAction(
  db: Db,
  service: OrdersService,
  actor: Actor,
  orderNumber: string,
  action: AdminAction,
): Promise<OrderRow> {
  const order = await orderByNumber(db, orderNumber);
  if (!order) throw new ApiProblem(404, "not_found", `There is no order ${orderNumber}`);
  if (!adminActionApplies(action, order)) throw notApplicable(action, order);
  const before = { status: order.status, payment_status: order.payment_status };
  let after: OrderRow = order;
  const [latest] = await paymentsOfOrder(db, orderNumber);
  const provider = latest ? service.providerFor(order) : null;
  if (
    action === "capture" ||
    action === "refund" ||
    (action === "cancel" && order.status === "authorised")
  ) {
    if (!latest || !provider)
      throw new ApiProblem(
        409,
        "order_state",
        "This order has no payment at a configured provider",
      );
    const key = `${action}-${latest.provider_payment_id}`;
    const account = accountOptions(latest.account_id);
    const id = latest.provider_payment_id;
    const answer = await providerCall(() =>
      action === "capture"
        ? provider.capture(id, key, account)
        : action === "refund"
          ? provider.refund(id, key, account)
          : provider.cancel(id, key, account),
    );
    after = await service.applyPayment(orderNumber, answer, "admin", actor.label);
  }
  after = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderNumber);
    if (!locked) throw new ApiProblem(404, "not_found", `There is no order ${orderNumber}`);
    let current = locked;
    if (action === "cancel" && locked.status !== "cancelled") {
      if (!adminActionApplies("cancel", locked)) throw notApplicable(action, locked);
      const [updated] = await tx
        .update(orders)
        .set({ status: "cancelled", cancel_reason: "distributor", updated_at: sql`now()` })
        .where(eq(orders.id, locked.id))
        .returning();
      current = updated ?? locked;
    }
    if (action === "cancel" || action === "refund")
      await releaseHold(tx, current.lock_id, current.order_number);
    if (action === "resend_confirmation") {
      // The buyer's mail again; the distributor already has theirs.
      const context = { origin: service.origin(), distributor: [] };
      if (current.status === "awaiting_confirmation") {
        const token = newConfirmToken();
        await tx
          .update(orders)
          .set({ confirm_token_hash: token.hash, updated_at: sql`now()` })
          .where(eq(orders.id, current.id));
        await enqueueConfirmationLink(tx, current, token.token, context);
      } else await enqueueOrderPlaced(tx, current, context);
    }
    await recordEvent(tx, {
      orderNumber,
      kind: `admin_${action}`,
      source: "admin",
      actor: actor.label,
      detail: { status: current.status, payment_status: current.payment_status },
    });
    await recordAudit(tx, actor, {
      action,
      entity: "order",
      entityId: orderNumber,
      before,
      after: { status: current.status, payment_status: current.payment_status },
    });
    return current;
  });
  return after;
}
