import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  type CreatePayment,
  type HostedCheckout,
  type PaymentProvider,
  toMinor,
} from "../../adapters/payments/types.ts";
import { rateLimiter } from "../../core/rate-window.ts";
import { isRecord } from "../../core/records.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { ApiProblem } from "../../http/problem.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import { listOrders, orderDetail, runAdminAction } from "./admin.ts";
import { adminOrderDocument, adminOrderSummary, orderDocument } from "./documents.ts";
import { holdState } from "./holds.ts";
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotent, requestHash } from "./idempotency.ts";
import { enqueueInquiry } from "./mail.ts";
import { paymentKindOf } from "./rules.ts";
import { fieldProblem, type OrdersService, type PaymentRequestInput } from "./service.ts";
import { orderByLock, orderByNumber } from "./store.ts";
import { receiveWebhook } from "./webhooks.ts";

/**
 * The buy-online calls (001 §7) and the distributor's order routes, over the orders service.
 * Schemas and refusals are in schemas/api/routes.json; the rules in README.md here.
 */

export interface OrderRoutesDeps {
  db: Db;
  service: OrdersService;
  /** A webhook's provider by the name its route carries: the one whose signatures it checks. */
  webhookProvider: (name: string) => PaymentProvider | null;
  /** The hosted checkout's signed form for a payment (LiqPay's data and signature). */
  hostedCheckout: (input: CreatePayment & { orderId: string }) => HostedCheckout;
  /** The raw body of a request (webhooks verify their signature over it). */
  rawBody: (request: FastifyRequest) => string;
}

/**
 * Where the provider sends the buyer back: a path of this site or an address of its own origin,
 * else the journey's success page. Never elsewhere (no open redirect through a provider).
 */
export function returnUrl(origin: string, wanted: string | undefined, locale: string): string {
  const lang = /^[a-z]{2}/.exec(locale)?.[0] ?? "ar";
  const fallback = `${origin}/${lang}/showroom-order-online/success`;
  if (!wanted || wanted.includes("\\")) return fallback;
  if (wanted.startsWith("/") && !wanted.startsWith("//")) return `${origin}${wanted}`;
  try {
    const url = new URL(wanted);
    return url.origin === new URL(origin).origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}

const headersOf = (request: FastifyRequest): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : v]),
  );

/** The order's hold as the journey polls it. */
async function holdDocument(db: Db, lockId: string) {
  const order = await orderByLock(db, lockId);
  if (!order) throw new ApiProblem(404, "not_found", "No order has this lock id");
  const state =
    order.config_url !== null
      ? {
          state: ["initiated", "awaiting_payment"].includes(order.status) ? "active" : "ordered",
          expiresAt: null,
        }
      : await holdState(db, Number(order.vehicle_id), lockId);
  return {
    data: {
      id: lockId,
      type: "hold" as const,
      attributes: {
        vehicle_id: order.vehicle_id,
        expires_at: state.expiresAt,
        state: state.state === "active" && order.config_url !== null ? "active" : state.state,
        order_number: order.order_number,
      },
    },
  };
}

export function orderHandlers(
  deps: OrderRoutesDeps,
): Pick<
  ApiHandlers,
  | "initOrder"
  | "getHold"
  | "createPayment"
  | "createPaypalOrder"
  | "getLiqpayCheckoutData"
  | "placeOrder"
  | "getBuyOnlineOrder"
  | "getOrder"
  | "confirmOrder"
  | "sendInquiryEmail"
  | "receivePaymentWebhook"
  | "receiveLiqpayCallback"
  | "listAdminOrders"
  | "getAdminOrder"
  | "runAdminOrderAction"
> {
  const { db, service } = deps;
  const inquiryAllowed = rateLimiter(5);

  /** The order's kind of payment must be what its vendor takes. */
  const expectKind = (vendorType: string, kind: "card" | "wallet" | "hosted") => {
    if (paymentKindOf(vendorType) !== kind)
      throw new ApiProblem(
        409,
        "order_state",
        `This order is paid through its vendor (${vendorType}), not by ${kind}`,
      );
  };

  const getOrderDocument = async (orderNumber: string) => {
    const order = await orderByNumber(db, orderNumber);
    if (!order) throw new ApiProblem(404, "not_found", `There is no order ${orderNumber}`);
    return orderDocument(order);
  };

  return {
    initOrder: async (request, reply) => {
      const body = request.body;
      const { order, expiresAt, isNew } = await service.init({
        vehicle_id: String(body.vehicle_id),
        company_uuid: body.company_uuid,
        lock_id: body.lock_id,
        config_url: body.config_url,
      });
      reply.header("cache-control", "no-store");
      const document = {
        data: {
          id: order.lock_id,
          type: "order_init" as const,
          attributes: {
            lock_id: order.lock_id,
            order_number: order.order_number,
            vehicle_id: order.vehicle_id,
            expires_at: expiresAt,
            hold_seconds: expiresAt
              ? Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000))
              : 0,
            amount: order.amount_minor,
            currency: order.currency,
            vendor_type: order.vendor_type,
            status: order.status,
          },
        },
      };
      return reply.code(isNew ? 201 : 200).send(document);
    },

    getHold: async (request, reply) => {
      reply.header("cache-control", "no-store");
      return holdDocument(db, request.params.lockId);
    },

    createPayment: async (request, reply) => {
      const key = idempotencyKeyOf(request.headers);
      const { payment, stripe_account_id, lock_id } = request.body;
      const locale = request.body.locale ?? "ar";
      const answer = await idempotent(db, "payment", key, requestHash(request.body), async () => {
        const order = await service.orderForPayment({
          lockId: lock_id,
          vehicleId: String(payment.vehicle_id),
          amountMinor: payment.amount,
          currency: payment.currency,
          pointers: {
            lock: "/lock_id",
            vehicle: "/payment/vehicle_id",
            amount: "/payment/amount",
            currency: "/payment/currency",
          },
        });
        expectKind(order.vendor_type, "card");
        const rules = await service.rulesFor(order);
        if (stripe_account_id && !rules.connectedAccounts.includes(stripe_account_id))
          throw fieldProblem(
            "/stripe_account_id",
            "connected_account",
            "stripe_account_id is not one of the connected accounts of this site's checkout",
          );
        const created = await service.createPayment(order, "card", {
          idempotencyKey: key,
          // Held when the buyer's page asks, and always when the site holds deposits.
          captureMethod:
            payment.capture_method === "manual" || rules.paymentOnHold ? "manual" : "automatic",
          accountId: stripe_account_id,
          returnUrl: returnUrl(service.origin(), request.body.return_url, locale),
          language: locale,
        });
        return {
          status: 201,
          body: {
            data: {
              id: created.id,
              type: "payment" as const,
              attributes: {
                provider: created.provider,
                kind: created.kind,
                status: created.status,
                amount: created.amountMinor,
                currency: created.currency,
                capture_method: created.captureMethod,
                ...(created.clientSecret ? { client_secret: created.clientSecret } : {}),
                ...(created.redirectUrl ? { redirect_url: created.redirectUrl } : {}),
                order_number: order.order_number,
              },
            },
          },
        };
      });
      reply.header("cache-control", "no-store");
      if (answer.replayed) reply.header("idempotent-replayed", "true");
      return reply.code(answer.status).send(answer.body);
    },

    createPaypalOrder: async (request, reply) => {
      const key = idempotencyKeyOf(request.headers);
      const { order: input, lock_id } = request.body;
      const locale = request.body.locale ?? "ar";
      const answer = await idempotent(db, "paypal", key, requestHash(request.body), async () => {
        let amountMinor: number;
        try {
          amountMinor = toMinor(input.amount_value, input.amount_currency_code.toUpperCase());
        } catch {
          throw fieldProblem(
            "/order/amount_value",
            "reservation_fee",
            "amount_value is no amount of this currency",
          );
        }
        const order = await service.orderForPayment({
          lockId: lock_id,
          vehicleId: String(input.vehicle_id),
          amountMinor,
          currency: input.amount_currency_code,
          pointers: {
            lock: "/lock_id",
            vehicle: "/order/vehicle_id",
            amount: "/order/amount_value",
            currency: "/order/amount_currency_code",
          },
        });
        expectKind(order.vendor_type, "wallet");
        const created = await service.createPayment(order, "wallet", {
          idempotencyKey: key,
          captureMethod: "automatic",
          returnUrl: returnUrl(service.origin(), request.body.return_url, locale),
          language: locale,
        });
        return {
          status: 201,
          body: {
            data: {
              id: created.id,
              type: "paypal_order" as const,
              attributes: {
                status: created.status,
                approve_url: created.redirectUrl ?? "",
                order_number: order.order_number,
              },
            },
          },
        };
      });
      reply.header("cache-control", "no-store");
      return reply.code(answer.status).send(answer.body);
    },

    getLiqpayCheckoutData: async (request, reply) => {
      const q = request.query;
      let amountMinor: number;
      try {
        amountMinor = toMinor(q.amount, q.currency.toUpperCase());
      } catch {
        throw fieldProblem(
          "/query/amount",
          "reservation_fee",
          "amount is no amount of this currency",
        );
      }
      const existing = await orderByLock(db, q.lock_id);
      const order = await service.orderForPayment({
        lockId: q.lock_id,
        vehicleId: String(q.vehicle_id ?? existing?.vehicle_id ?? ""),
        amountMinor,
        currency: q.currency,
        pointers: {
          lock: "/query/lock_id",
          vehicle: "/query/vehicle_id",
          amount: "/query/amount",
          currency: "/query/currency",
        },
      });
      expectKind(order.vendor_type, "hosted");
      // One hosted payment per order: asking again gives the same one (the key is the order's).
      const answer = await idempotent(
        db,
        "liqpay",
        order.order_number,
        requestHash({ order: order.order_number }),
        async () => {
          const language = q.language || "en";
          const request: PaymentRequestInput = {
            idempotencyKey: `hosted-${order.order_number}`,
            captureMethod: "automatic",
            returnUrl: returnUrl(service.origin(), q.result_url || undefined, language),
            language,
            paytypes: q.paytypes || undefined,
            description: q.description || undefined,
          };
          const created = await service.createPayment(order, "hosted", request);
          const form = deps.hostedCheckout({
            ...service.paymentRequest(order, request),
            orderId: created.id,
          });
          return {
            status: 200,
            body: {
              data: {
                id: created.id,
                type: "liqpay_checkout" as const,
                attributes: {
                  data: form.data,
                  signature: form.signature,
                  checkout_url: form.checkoutUrl,
                  order_number: order.order_number,
                },
              },
            },
          };
        },
      );
      reply.header("cache-control", "no-store");
      return reply.code(answer.status).send(answer.body);
    },

    placeOrder: async (request, reply) => {
      const a = request.body.data.attributes;
      const order = await orderByLock(db, a.lock_id);
      if (!order)
        throw new ApiProblem(404, "not_found", "No order has this lock_id", [
          {
            pointer: "/data/attributes/lock_id",
            rule: "exists",
            message: "No order has this lock_id",
          },
        ]);
      if (order.vehicle_id !== String(a.vehicle_id))
        throw fieldProblem(
          "/data/attributes/vehicle_id",
          "matches_order",
          "vehicle_id is not the vehicle of this order",
        );
      const named = a.stripe_payment_intent_id
        ? {
            provider: "card" as const,
            id: a.stripe_payment_intent_id,
            pointer: "/data/attributes/stripe_payment_intent_id",
          }
        : a.paypal_order_id
          ? {
              provider: "wallet" as const,
              id: a.paypal_order_id,
              pointer: "/data/attributes/paypal_order_id",
            }
          : a.liqpay_order_id
            ? {
                provider: "hosted" as const,
                id: a.liqpay_order_id,
                pointer: "/data/attributes/liqpay_order_id",
              }
            : null;
      const { order: placed, payment } = await service.place({
        order,
        paymentId: named,
        details: {
          customer_email: a.customer_email.trim().toLowerCase(),
          locale: a.locale ?? "en",
          confirmation_by_link: a.confirmation_by_link ?? false,
          metadata: isRecord(a.metadata) ? a.metadata : {},
          finance_option: a.finance_option ?? null,
          lead_attributes: isRecord(a.lead_attributes) ? a.lead_attributes : {},
          vendor_uuid: a.vendor_uuid ?? "",
          rdx_forms_lead_id: a.rdx_forms_lead_id ?? "",
          vehicle_vin: a.vehicle_vin ?? "",
        },
      });
      reply.header("cache-control", "no-store");
      if (placed.status === "cancelled" && placed.cancel_reason === "hold_lost")
        throw new ApiProblem(
          409,
          "hold_lost",
          "The hold on this vehicle ended and another buyer has it now: your payment has been returned",
        );
      if (payment && placed.payment_status === "failed")
        throw new ApiProblem(
          402,
          "payment_failed",
          payment.failureMessage || "The payment was declined",
        );
      if (
        payment &&
        (placed.payment_status === "requires_action" || placed.payment_status === "pending")
      )
        throw new ApiProblem(409, "payment_incomplete", "The payment is not complete yet");
      return reply.code(201).send(orderDocument(placed));
    },

    getBuyOnlineOrder: async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getOrderDocument(request.params.orderNumber);
    },
    getOrder: async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getOrderDocument(request.params.orderNumber);
    },

    confirmOrder: async (request, reply) => {
      const order = await service.confirm(request.params.orderNumber, {
        confirmation_by_link: request.body?.confirmation_by_link ?? false,
        token: request.body?.token,
      });
      reply.header("cache-control", "no-store");
      return orderDocument(order);
    },

    sendInquiryEmail: async (request, reply) => {
      if (!inquiryAllowed(request.ip))
        throw new ApiProblem(
          429,
          "rate_limited",
          "Too many inquiries from this address: wait a minute and try again",
        );
      const { recipients, customer_data, vehicle_data } = request.body;
      const rules = await service.rulesFor({ config_url: null, vehicle_id: "" });
      const dealerMail = rowsOf<{ email: string }>(
        await db.execute(sql`
          SELECT DISTINCT lower(coalesce(attributes->>'email', attributes->>'owner_email', '')) AS email
          FROM stock_dealers`),
      ).map((r) => r.email);
      const allowed = new Set([...rules.inquiryRecipients, ...dealerMail].filter(Boolean));
      const wanted = recipients.map((r) => r.trim().toLowerCase());
      const refused = wanted.findIndex((r) => !allowed.has(r));
      if (refused >= 0)
        throw fieldProblem(
          `/recipients/${refused}`,
          "allowed_recipient",
          "The inquiry goes only to the distributor's and the dealers' addresses",
        );
      await db.transaction(async (tx) =>
        enqueueInquiry(tx, {
          recipients: [...new Set(wanted)],
          customer: customer_data,
          vehicle: vehicle_data,
        }),
      );
      reply.header("cache-control", "no-store");
      return reply.code(202).send({
        data: {
          id: randomUUID(),
          type: "inquiry_email" as const,
          attributes: { recipients: new Set(wanted).size },
        },
      });
    },

    receivePaymentWebhook: async (request) =>
      receiveWebhook(
        db,
        service,
        deps.webhookProvider(request.params.provider),
        deps.rawBody(request),
        headersOf(request),
      ),

    receiveLiqpayCallback: async (request) =>
      receiveWebhook(
        db,
        service,
        deps.webhookProvider("liqpay") ?? deps.webhookProvider("local"),
        deps.rawBody(request),
        headersOf(request),
      ),

    listAdminOrders: async (request) => {
      const q = request.query;
      const { rows, total } = await listOrders(db, {
        status: q.status,
        vehicle: q.vehicle,
        from: q.from,
        to: q.to,
        page: q.page ?? 1,
        perPage: q.per_page ?? 25,
      });
      return {
        data: rows.map(adminOrderSummary),
        meta: { total, page: q.page ?? 1, per_page: q.per_page ?? 25 },
      };
    },

    getAdminOrder: async (request) =>
      adminOrderDocument(await orderDetail(db, request.params.orderNumber)),

    runAdminOrderAction: async (request) => {
      const { orderNumber, action } = request.params;
      await runAdminAction(db, service, actorOf(request), orderNumber, action);
      return adminOrderDocument(await orderDetail(db, orderNumber));
    },
  };
}

export { IDEMPOTENCY_HEADER };
