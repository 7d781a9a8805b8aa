import { eq } from "drizzle-orm";
import { activeCrmSystemName, crmSystem } from "../../adapters/crm.ts";
import { type MailTransport, mailTransportFromEnv } from "../../adapters/mail.ts";
import { postWebhook, WEBHOOK_TIMEOUT_MS } from "../../adapters/webhook.ts";
import { isRecord } from "../../core/records.ts";
import type { Db } from "../../db/client.ts";
import { deliverySetting } from "../../db/stored-setting.ts";
import { forms } from "../../db/tables/forms.ts";
import { type OutboxHandler, OutboxWorker, type OutboxWorkerOptions } from "../outbox/index.ts";

/**
 * How a lead's deliveries are sent once the outbox worker holds their row: the staff notification
 * and the visitor's confirmation by mail, each integration to its webhook or CRM system. Each
 * reads the settings and the form's targets as they are at the send, so an admin's correction
 * applies to the next attempt and to a replay.
 */

/** Options of the integration handler. */
interface IntegrationHandlerOptions {
  /** The fetch Salesforce is called with (tests inject one); the global fetch when absent. */
  fetch?: typeof fetch;
  /** Webhook time limit (default 10 s). */
  webhookTimeoutMs?: number;
  /** Where a refused webhook target is logged (at warn). */
  log?: (message: string) => void;
}

/** A JSON object (what a payload's body must be), not an array or null. */
function recipients(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return [];
}

function text(value: unknown, what: string): string {
  if (typeof value !== "string") throw new Error(`the delivery has no ${what}`);
  return value;
}

/** Mail (notification, confirmation): payload {subject, text}, target {to}; From is forms.mail_from. */
function mailHandler(db: Db, mail: MailTransport): OutboxHandler {
  return async (row) => {
    await mail.send({
      outboxId: row.id,
      from: await deliverySetting(db, "forms.mail_from"),
      to: recipients(row.target.to),
      subject: text(row.payload.subject, "subject"),
      text: text(row.payload.text, "text"),
    });
  };
}

/**
 * An integration: the form's target as configured now (by target id; so a corrected URL or
 * org_id applies to a replay, and the secret never sits in the outbox), the payload's body as
 * stored, to a webhook or to the CRM system (the target's own, else forms.crm_system).
 */
export function integrationHandler(db: Db, options: IntegrationHandlerOptions): OutboxHandler {
  return async (row, context) => {
    const targetId = text(row.target.id, "integration target");
    const [form] =
      row.form_id === null
        ? []
        : await db
            .select({ integrations: forms.integrations })
            .from(forms)
            .where(eq(forms.id, row.form_id))
            .limit(1);
    const target = (Array.isArray(form?.integrations) ? form.integrations : []).find(
      (t) => t.id === targetId,
    );
    if (!target) throw new Error(`the form has no integration target "${targetId}"`);
    if (target.enabled === false)
      throw new Error(`the integration target "${targetId}" is turned off`);
    // Already under the target's field names (field_map applied when the lead was stored, or
    // the corrected body an admin gave to the repair).
    const body = isRecord(row.payload.body) ? row.payload.body : {};
    if (target.kind === "webhook") {
      const url = target.url || (typeof row.target.url === "string" ? row.target.url : "");
      if (!url) throw new Error(`the webhook target "${targetId}" has no URL`);
      await postWebhook({
        url,
        outboxId: row.id,
        body,
        secret: target.secret ?? "",
        allowPrivate: (await deliverySetting(db, "forms.allow_private_webhooks")) === "true",
        allowList: await deliverySetting(db, "security.egress_allowed_hosts"),
        ...(options.log ? { log: options.log } : {}),
        // Never longer than the lease leaves: the answer is marked while the row is still ours.
        timeoutMs: Math.min(
          options.webhookTimeoutMs ?? WEBHOOK_TIMEOUT_MS,
          context?.timeoutMs ?? Number.POSITIVE_INFINITY,
        ),
      });
      return;
    }
    const system = target.system || (await activeCrmSystemName(db));
    await crmSystem(system, { db, ...(options.fetch ? { fetch: options.fetch } : {}) }).deliver(
      row.id,
      body,
      { id: target.id, org_id: target.org_id ?? "" },
    );
  };
}

/** The handlers of every kind a lead causes, for the outbox worker. */
function leadDeliveryHandlers(
  db: Db,
  mail: MailTransport,
  options: IntegrationHandlerOptions,
): Record<"notification" | "confirmation" | "integration" | "order_mail", OutboxHandler> {
  const send = mailHandler(db, mail);
  return {
    notification: send,
    confirmation: send,
    // An order's mail is mail like a lead's (runtime/features/orders/mail.ts writes the rows).
    order_mail: send,
    integration: integrationHandler(db, options),
  };
}

export type LeadOutboxWorkerOptions = OutboxWorkerOptions &
  Omit<IntegrationHandlerOptions, "log"> & {
    /** The mail transport; absent: SMTP when SMTP_URL is set, else the development transport. */
    mail?: MailTransport;
  };

/** The outbox worker with the leads' handlers: mail, webhooks and the CRM (and any given). */
export function leadOutboxWorker(options: LeadOutboxWorkerOptions): OutboxWorker {
  const mail = options.mail ?? mailTransportFromEnv(options.db);
  return new OutboxWorker({
    ...options,
    handlers: {
      ...leadDeliveryHandlers(options.db, mail, {
        ...options,
        log: (message) => options.log?.(message),
      }),
      ...options.handlers,
    },
    onStopped: () => {
      mail.close?.();
      options.onStopped?.();
    },
  });
}
