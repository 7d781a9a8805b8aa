import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  type PaymentProvider,
  type PaymentProviders,
  registerLocalPayPages,
} from "../../adapters/payments/index.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiProblem } from "../../http/problem.ts";
import type { ChannelMail } from "./mail.ts";
import { sweepOrders } from "./recovery.ts";
import { orderHandlers } from "./routes.ts";
import { type OrdersService, ordersService } from "./service.ts";
import { receiveWebhook } from "./webhooks.ts";

/** The orders feature as the server assembles it (runtime/features/orders/README.md). */

export { holdState, releaseHold, reservedVehicleIds, takeHold } from "./holds.ts";
export { idempotencyKeyOf, idempotent, requestHash } from "./idempotency.ts";
export type { ChannelMail } from "./mail.ts";
export { formatMoney } from "./mail.ts";
export type { OrdersService } from "./service.ts";
export {
  accountOptions,
  eventsOfOrder,
  lockOrder,
  newConfirmToken,
  newOrderNumber,
  orderByNumber,
  paymentsOfOrder,
  providerCall,
  recordEvent,
  tokenHash,
} from "./store.ts";

export interface OrdersOptions {
  providers: PaymentProviders;
  /** How often the recovery sweep runs (default 30 s); false: only when the server starts. */
  sweepMs?: number | false;
  /** Other channels' own confirmation mail (the electric-vehicle reservations'). */
  channelMail?: ChannelMail;
  log: (message: string, detail?: unknown) => void;
}

/** The notification routes, whose signatures are over the body exactly as it was sent. */
const RAW_BODY_ROUTES = new Set(["/buy_online/webhooks/:provider", "/buy_online/liqpay/callback"]);
const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * Keeps the raw body of the notification routes (read before parsing, then handed on as it
 * was), and reads LiqPay's form-encoded callback: a form body anywhere else is refused (415), so
 * no other route can be reached by a cross-site form post.
 */
function registerRawBodies(app: FastifyInstance): void {
  app.addHook("preParsing", async (request, _reply, payload) => {
    if (!RAW_BODY_ROUTES.has(request.routeOptions.url ?? "")) return payload;
    const chunks: Buffer[] = [];
    for await (const chunk of payload)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    const raw = Buffer.concat(chunks);
    rawBodies.set(request, raw.toString("utf8"));
    return Readable.from([raw]);
  });
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (request, body, done) => {
      if (request.routeOptions.url !== "/buy_online/liqpay/callback") {
        done(new ApiProblem(415, "unsupported_media_type", "This route takes JSON"), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

export function registerOrders(app: FastifyInstance, deps: AppDeps, options: OrdersOptions) {
  const { providers } = options;
  const kinds: PaymentProvider[] = [providers.card, providers.wallet, providers.hosted];
  const webhookProvider = (name: string): PaymentProvider | null =>
    kinds.find((p) => p.name === name) ?? null;
  const service: OrdersService = ordersService({
    db: deps.db,
    stock: deps.stock,
    providers: { card: providers.card, wallet: providers.wallet, hosted: providers.hosted },
    publicOrigin: deps.publicOrigin,
    lang: deps.lang,
    log: options.log,
    ...(options.channelMail ? { channelMail: options.channelMail } : {}),
  });
  registerRawBodies(app);
  const { local } = providers;
  if (local) {
    registerLocalPayPages(app, local);
    // The local provider's notifications take the route's own path: the same checks, in process.
    local.onWebhook(async (rawBody, headers) => {
      await receiveWebhook(deps.db, service, webhookProvider("local"), rawBody, headers);
    });
    app.addHook("onClose", async () => local.close());
  }
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping
      .then(() => sweepOrders(deps.db, service, options.log))
      .catch((error: unknown) => options.log("the order recovery sweep failed", error));
    return sweeping;
  };
  app.addHook("onReady", async () => {
    void sweep();
    if (options.sweepMs !== false) {
      timer = setInterval(() => void sweep(), options.sweepMs ?? 30_000);
      timer.unref();
    }
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await sweeping;
  });
  return {
    service,
    sweep,
    handlers: orderHandlers({
      db: deps.db,
      service,
      webhookProvider,
      hostedCheckout: (input) => providers.hosted.checkoutData(input),
      rawBody: (request) => rawBodies.get(request) ?? "",
    }),
  };
}
