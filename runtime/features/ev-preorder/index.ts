import type { FastifyInstance } from "fastify";
import type { PaymentProvider } from "../../adapters/payments/types.ts";
import type { Db } from "../../db/client.ts";
import type { OrdersService } from "../orders/index.ts";
import { evPreorderLoader } from "./page-data.ts";
import { evPreorderHandlers } from "./routes.ts";
import { evPreorderService } from "./service.ts";

/** The electric-vehicle pre-order as the server assembles it (README.md here). */

export { evCrmHandler } from "./crm.ts";
export type { EvPreorderService } from "./service.ts";
export { evPlacedMail } from "./service.ts";

export function registerEvPreorder(
  app: FastifyInstance,
  deps: {
    db: Db;
    orders: OrdersService;
    card: PaymentProvider;
    publicOrigin: () => string;
    stripePublishableKey: string | null;
    smsProvider: () => string;
    log: (message: string, detail?: unknown) => void;
    /** How often cancellations still waiting for their refund are retried (default 60 s); false: never. */
    sweepMs?: number | false;
  },
) {
  const service = evPreorderService(deps);
  const every = deps.sweepMs;
  if (every !== false) {
    let timer: NodeJS.Timeout | null = null;
    app.addHook("onReady", async () => {
      timer = setInterval(() => {
        service
          .sweep()
          .catch((error: unknown) => deps.log("the reservations' sweep failed", error));
      }, every ?? 60_000);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
    });
  }
  return {
    service,
    handlers: evPreorderHandlers(deps.db, service),
    pageData: evPreorderLoader({
      db: deps.db,
      smsProvider: deps.smsProvider,
      stripePublishableKey: deps.stripePublishableKey,
    }),
  };
}
