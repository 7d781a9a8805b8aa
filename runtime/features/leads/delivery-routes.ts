import { desc, eq } from "drizzle-orm";
import { activeCrmSystemName, crmSystem } from "../../adapters/crm.ts";
import { type OutboxRow, outbox, sentMail } from "../../db/tables/forms.ts";
import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { attemptsMade } from "./delivery-attempts.ts";
import {
  assertLeadOfForm,
  leadDeliveryRows,
  replayDeadDelivery,
  requeueLeadDeliveries,
} from "./delivery-store.ts";

type DeliveryOps =
  | "getLeadIntegrations"
  | "fixLeadIntegrations"
  | "listOutbox"
  | "replayOutbox"
  | "listSentMail"
  | "getActiveIntegrationSystem"
  | "verifyIntegrationSystem";

interface DeliveryRouteOptions {
  /** The fetch a CRM system's check calls out with (tests inject one); the global fetch when absent. */
  fetch?: typeof fetch;
}

const OUTBOX_PAGE = 50;
const SENT_MAIL_LIMIT = 200;

/** Who or what a delivery goes to, as the admin reads it: addresses, the target, the export. */
function targetLabel(row: OutboxRow): string {
  const t = row.target;
  switch (row.kind) {
    case "notification":
    case "confirmation":
      return (Array.isArray(t.to) ? t.to : [t.to]).filter((v) => typeof v === "string").join(", ");
    case "integration":
      return String(t.id ?? "");
    case "lead_export":
      return String(t.export_id ?? "");
    default:
      return "";
  }
}

/** One outbox row as the API shows it (never its payload: visitors' values, bodies). */
function leadIntegration(row: OutboxRow) {
  return {
    id: row.id,
    type: "lead_integration" as const,
    attributes: {
      kind: row.kind,
      target: targetLabel(row),
      status: row.status,
      attempts: attemptsMade(row),
      max_attempts: row.max_attempts,
      last_error: row.last_error,
      next_attempt_at: row.status === "pending" ? row.next_attempt_at : null,
      delivered_at: row.delivered_at,
      created_at: row.created_at,
      lead_id: row.lead_id,
      form_id: row.form_id,
    },
  };
}

/**
 * A lead's deliveries (mail, integrations) and their repair, the dead-letter list and its replay,
 * the mail the development transport kept, and the active CRM system. Every write is audited and
 * wakes the outbox workers of every process (runtime/features/leads/delivery-store.ts).
 */
export function deliveryHandlers(
  deps: AppDeps,
  options: DeliveryRouteOptions = {},
): Pick<ApiHandlers, DeliveryOps> {
  const { db } = deps;
  const systemOf = async () => {
    const name = await activeCrmSystemName(db);
    return crmSystem(name, { db, ...(options.fetch ? { fetch: options.fetch } : {}) });
  };
  return {
    getLeadIntegrations: async (request) => {
      const { formId, leadId } = request.params;
      await assertLeadOfForm(db, formId, leadId);
      return { data: (await leadDeliveryRows(db, leadId)).map(leadIntegration) };
    },

    fixLeadIntegrations: async (request) => {
      const { formId, leadId } = request.params;
      const fix = request.body.data.attributes ?? {};
      await requeueLeadDeliveries(db, request.actor, { formId, leadId, fix });
      return { data: (await leadDeliveryRows(db, leadId)).map(leadIntegration) };
    },

    listOutbox: async (request) => {
      const status = request.query.status ?? "dead";
      const page = request.query.page ?? 1;
      const rows = await db
        .select()
        .from(outbox)
        .where(eq(outbox.status, status))
        .orderBy(desc(outbox.created_at), desc(outbox.id))
        .limit(OUTBOX_PAGE)
        .offset((page - 1) * OUTBOX_PAGE);
      return { data: rows.map(leadIntegration) };
    },

    replayOutbox: async (request) => {
      const row = await replayDeadDelivery(db, request.actor, request.params.outboxId);
      return { data: [leadIntegration(row)] };
    },

    listSentMail: async () => {
      const rows = await db
        .select()
        .from(sentMail)
        .orderBy(desc(sentMail.id))
        .limit(SENT_MAIL_LIMIT);
      return {
        data: rows.map((m) => ({
          id: String(m.id),
          type: "sent_mail" as const,
          attributes: {
            message_id: m.message_id,
            from: m.mail_from,
            to: m.mail_to,
            subject: m.subject,
            text: m.text_body,
            created_at: m.created_at,
          },
        })),
      };
    },

    getActiveIntegrationSystem: async () => {
      const system = await activeCrmSystemName(db);
      return { data: { id: system, type: "integration_system" as const, attributes: { system } } };
    },

    verifyIntegrationSystem: async () => {
      const system = await systemOf();
      const { ok, message } = await system.verify();
      return {
        data: {
          id: system.name,
          type: "integration_system" as const,
          attributes: { system: system.name, ok, message },
        },
      };
    },
  };
}
