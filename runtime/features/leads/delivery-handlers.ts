import { eq } from "drizzle-orm";
import { activeCrmSystemName, crmSystem } from "../../adapters/crm.ts";
import { type MailTransport, mailTransportFromEnv } from "../../adapters/mail.ts";
import { postWebhook, WEBHOOK_TIMEOUT_MS } from "../../adapters/webhook.ts";
import { isRecord } from "../../core/records.ts";
import { type Db, deliveryDbOf } from "../../db/client.ts";
import { deliverySetting } from "../../db/stored-setting.ts";
import { forms } from "../../db/tables/forms.ts";
import {
  defaultTargetOf,
  type OutboxHandler,
  OutboxWorker,
  type OutboxWorkerOptions,
} from "../outbox/index.ts";

/**
 * How a lead's deliveries are sent once the outbox worker holds their row: the staff notification
 * and the visitor's confirmation by mail, each integration to its webhook or CRM system. Each
 * reads the settings and the form's targets as they are when the worker claims the row (once for
 * all the rows of a claim), so an admin's correction applies to the next attempt and to a replay.
 */

type DeliverySettingKey = Parameters<typeof deliverySetting>[1];
type FormTargets = (typeof forms.$inferSelect)["integrations"];

/** What a claim's rows share: each setting and each form's targets, read once for them all. */
interface ClaimReads {
  settings: Map<DeliverySettingKey, Promise<string>>;
  integrations: Map<number, Promise<FormTargets>>;
}

/**
 * The reads of the worker's claims: by the claim object the worker hands each row's delivery, so
 * the rows of one claim read a setting once; a delivery outside a claim reads it every time.
 */
function claimReads(db: Db) {
  const byClaim = new WeakMap<object, ClaimReads>();
  const readsOf = (claim: object | undefined): ClaimReads | null => {
    if (!claim) return null;
    const reads = byClaim.get(claim) ?? { settings: new Map(), integrations: new Map() };
    byClaim.set(claim, reads);
    return reads;
  };
  return {
    setting: (claim: object | undefined, key: DeliverySettingKey): Promise<string> => {
      const reads = readsOf(claim);
      const known = reads?.settings.get(key);
      if (known) return known;
      const read = deliverySetting(db, key);
      reads?.settings.set(key, read);
      return read;
    },
    /** The form's integration targets (its stored JSON), as the form is now. */
    integrations: (claim: object | undefined, formId: number): Promise<FormTargets> => {
      const reads = readsOf(claim);
      const known = reads?.integrations.get(formId);
      if (known) return known;
      const read = db
        .select({ integrations: forms.integrations })
        .from(forms)
        .where(eq(forms.id, formId))
        .limit(1)
        .then(([form]) => form?.integrations ?? []);
      reads?.integrations.set(formId, read);
      return read;
    },
  };
}

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
function mailHandler(reads: ReturnType<typeof claimReads>, mail: MailTransport): OutboxHandler {
  return async (row, context) => {
    await mail.send({
      outboxId: row.id,
      from: await reads.setting(context?.claim, "forms.mail_from"),
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
  const reads = claimReads(db);
  return async (row, context) => {
    const targetId = text(row.target.id, "integration target");
    const integrations =
      row.form_id === null ? [] : await reads.integrations(context?.claim, row.form_id);
    const target = (Array.isArray(integrations) ? integrations : []).find((t) => t.id === targetId);
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
        allowPrivate:
          (await reads.setting(context?.claim, "forms.allow_private_webhooks")) === "true",
        allowList: await reads.setting(context?.claim, "security.egress_allowed_hosts"),
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

/** The kinds sent by mail. */
const MAIL_KINDS: ReadonlySet<string> = new Set(["notification", "confirmation", "order_mail"]);

/** The handlers of every kind a lead causes, for the outbox worker. */
function leadDeliveryHandlers(
  db: Db,
  mail: MailTransport,
  options: IntegrationHandlerOptions,
): Record<"notification" | "confirmation" | "integration" | "order_mail", OutboxHandler> {
  const send = mailHandler(claimReads(db), mail);
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
  // The sends' reads and writes go through the deliveries' own connections, as the claims do.
  const db = deliveryDbOf(options.db);
  const mail = options.mail ?? mailTransportFromEnv(db);
  return new OutboxWorker({
    // The mail kinds share one target, the mail server, and its bound.
    targetOf: (row) => (MAIL_KINDS.has(row.kind) ? "mail" : defaultTargetOf(row)),
    ...options,
    handlers: {
      ...leadDeliveryHandlers(db, mail, {
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
