import { and, asc, eq } from "drizzle-orm";
import type { IntegrationFixBody } from "../../../generated/types.ts";
import type { Db } from "../../db/client.ts";
import { leads, type OutboxRow, outbox } from "../../db/tables/forms.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, invalid, notFound } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";
import { wakeWorkersOnCommit } from "../outbox/index.ts";

/**
 * A lead's deliveries queued again: the repair of a lead's integrations and the replay of a dead
 * delivery. Each is one transaction that updates the rows, audits the change and wakes every
 * process's outbox workers on commit (runtime/features/outbox/enqueue.ts).
 */

/** The repair's choice: the deliveries named (else the lead's dead ones) and a corrected body. */
type DeliveryFix = NonNullable<IntegrationFixBody["data"]["attributes"]>;

/** A lead's deliveries, oldest first. */
export async function leadDeliveryRows(db: Db, leadId: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.lead_id, leadId))
    .orderBy(asc(outbox.created_at), asc(outbox.id));
}

/** 404 unless the form has the lead. */
export async function assertLeadOfForm(db: Db, formId: number, leadId: string): Promise<void> {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.form_id, formId)))
    .limit(1);
  if (!lead) throw notFound("The form has no such lead");
}

/** The rows the repair names (each the lead's, none delivered), or the lead's dead ones. */
function chosenRows(rows: readonly OutboxRow[], ids: readonly string[] | undefined): OutboxRow[] {
  if (!ids) return rows.filter((r) => r.status === "dead");
  const chosen: OutboxRow[] = [];
  for (const [index, id] of ids.entries()) {
    const pointer = `/data/attributes/ids/${index}`;
    const row = rows.find((r) => r.id === id);
    if (!row) throw invalid(pointer, "lead_delivery", "Not a delivery of this lead");
    if (row.status === "delivered")
      throw new ApiProblem(409, "conflict", "The delivery is already delivered", [
        { pointer, rule: "not_delivered", message: "Already delivered" },
      ]);
    if (!chosen.includes(row)) chosen.push(row);
  }
  return chosen;
}

/**
 * Queues a lead's deliveries again (attempts from zero, due now), an integration's with the
 * corrected body when one is given; audited as fix_integrations without the body's values.
 */
export async function requeueLeadDeliveries(
  db: Db,
  actor: Actor | null,
  lead: { formId: number; leadId: string; fix: DeliveryFix },
): Promise<void> {
  const { formId, leadId, fix } = lead;
  await db.transaction(async (tx) => {
    await assertLeadOfForm(tx, formId, leadId);
    const rows = await tx
      .select()
      .from(outbox)
      .where(eq(outbox.lead_id, leadId))
      .orderBy(asc(outbox.created_at), asc(outbox.id))
      .for("update");
    const chosen = chosenRows(rows, fix.ids);
    const body = fix.body;
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
    await recordAudit(tx, actor, {
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
    if (chosen.length > 0) await wakeWorkersOnCommit(tx);
  });
}

/** Queues a dead delivery again (409 not_dead for any other); audited as replay. */
export async function replayDeadDelivery(
  db: Db,
  actor: Actor | null,
  outboxId: string,
): Promise<OutboxRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(outbox).where(eq(outbox.id, outboxId)).for("update");
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
    await recordAudit(tx, actor, {
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
    await wakeWorkersOnCommit(tx);
    return replayed ?? current;
  });
}
