import { and, asc, desc, eq, sql } from "drizzle-orm";
import { recordAudit } from "../auth/audit.ts";
import { ApiProblem, invalid, notFound } from "../cms/problem.ts";
import type { Db } from "../db/client.ts";
import { OUTBOX_WAKE_CHANNEL, wakeOutbox } from "../jobs/outbox.ts";
import { activeCrmSystemName, crmSystem } from "../services/crm.ts";
import { leads, type OutboxRow, outbox, sentMail } from "../services/forms-tables.ts";
import type { AppDeps } from "./deps.ts";
import type { ApiHandlers } from "./route-table.ts";

type DeliveryOps =
  | "getLeadIntegrations"
  | "fixLeadIntegrations"
  | "listOutbox"
  | "replayOutbox"
  | "listSentMail"
  | "getActiveIntegrationSystem"
  | "verifyIntegrationSystem";

export interface DeliveryRouteOptions {
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
      attempts: row.attempts,
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

async function leadRows(db: Db, leadId: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.lead_id, leadId))
    .orderBy(asc(outbox.created_at), asc(outbox.id));
}

/** Wakes the workers of every process on commit (this one's are woken directly too). */
async function notifyWorkers(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${OUTBOX_WAKE_CHANNEL}, '')`);
}

async function assertLeadOfForm(db: Db, formId: number, leadId: string): Promise<void> {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.form_id, formId)))
    .limit(1);
  if (!lead) throw notFound("The form has no such lead");
}

/**
 * A lead's deliveries (mail, integrations) and their repair, the dead-letter list and its replay,
 * the mail the development transport kept, and the active CRM system. Every write is audited and
 * wakes the outbox worker (runtime/jobs/outbox.ts).
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
      return { data: (await leadRows(db, leadId)).map(leadIntegration) };
    },

    fixLeadIntegrations: async (request) => {
      const { formId, leadId } = request.params;
      const attributes = request.body.data.attributes ?? {};
      await db.transaction(async (tx) => {
        await assertLeadOfForm(tx, formId, leadId);
        const rows = await tx
          .select()
          .from(outbox)
          .where(eq(outbox.lead_id, leadId))
          .orderBy(asc(outbox.created_at), asc(outbox.id))
          .for("update");
        let chosen: OutboxRow[];
        if (attributes.ids) {
          chosen = [];
          for (const [index, id] of attributes.ids.entries()) {
            const pointer = `/data/attributes/ids/${index}`;
            const row = rows.find((r) => r.id === id);
            if (!row) throw invalid(pointer, "lead_delivery", "Not a delivery of this lead");
            if (row.status === "delivered")
              throw new ApiProblem(409, "conflict", "The delivery is already delivered", [
                { pointer, rule: "not_delivered", message: "Already delivered" },
              ]);
            if (!chosen.includes(row)) chosen.push(row);
          }
        } else chosen = rows.filter((r) => r.status === "dead");
        const body = attributes.body;
        for (const row of chosen) {
          const isReplaced = body !== undefined && row.kind === "integration";
          await tx
            .update(outbox)
            .set({
              status: "pending",
              attempts: 0,
              next_attempt_at: new Date(),
              ...(isReplaced ? { payload: { ...row.payload, body } } : {}),
            })
            .where(eq(outbox.id, row.id));
        }
        await recordAudit(tx, request.actor, {
          action: "fix_integrations",
          entity: "lead",
          entityId: leadId,
          // The states queued again; the values a corrected body carries stay out of the log.
          before: chosen.map((r) => ({
            id: r.id,
            kind: r.kind,
            status: r.status,
            attempts: r.attempts,
            last_error: r.last_error,
          })),
          after: {
            queued: chosen.map((r) => r.id),
            body_replaced: body !== undefined && chosen.some((r) => r.kind === "integration"),
          },
        });
        if (chosen.length > 0) await notifyWorkers(tx);
      });
      wakeOutbox(db);
      return { data: (await leadRows(db, leadId)).map(leadIntegration) };
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
      const { outboxId } = request.params;
      const row = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(outbox)
          .where(eq(outbox.id, outboxId))
          .for("update");
        if (!current) throw notFound("No such delivery");
        if (current.status !== "dead")
          throw new ApiProblem(
            409,
            "not_dead",
            `Only a dead delivery is replayed; this one is ${current.status}`,
          );
        const [replayed] = await tx
          .update(outbox)
          .set({ status: "pending", attempts: 0, next_attempt_at: new Date() })
          .where(eq(outbox.id, outboxId))
          .returning();
        await recordAudit(tx, request.actor, {
          action: "replay",
          entity: "outbox",
          entityId: outboxId,
          before: {
            status: current.status,
            attempts: current.attempts,
            last_error: current.last_error,
          },
          after: { status: "pending", attempts: 0 },
        });
        await notifyWorkers(tx);
        return replayed ?? current;
      });
      wakeOutbox(db);
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
