import type { Db } from "./db/client.ts";
import { deliveryDbOf } from "./db/client.ts";
import { evCrmHandler } from "./features/ev-preorder/index.ts";
import {
  type LeadOutboxWorkerOptions,
  leadOutboxWorker,
} from "./features/leads/delivery-handlers.ts";
import { leadExportHandler } from "./features/leads/export-lease.ts";
import type { OutboxWorker } from "./features/outbox/index.ts";

/**
 * The site's delivery worker: the outbox worker with every kind the site queues (a lead's mail
 * and integrations, an order's mail, lead exports, the EV pre-order's CRM delivery). The server
 * starts one in its own process unless told not to (OUTBOX_WORKER=off), and `npm run worker` runs
 * one alone (runtime/worker-main.ts); any number of them share the rows (outbox.ts's claims).
 */
export function siteDeliveryWorker(
  db: Db,
  egress: typeof fetch,
  options: Partial<Omit<LeadOutboxWorkerOptions, "db">> = {},
): OutboxWorker {
  return leadOutboxWorker({
    fetch: egress,
    ...options,
    handlers: {
      lead_export: leadExportHandler(db),
      ev_lead_crm: evCrmHandler(deliveryDbOf(db), egress),
      ...options.handlers,
    },
    db,
  });
}
