import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { outbox } from "../../db/tables/forms.ts";

/**
 * The outbox rule, for every writer (a lead's mail and integrations, a lead export, a delivery
 * queued again): the rows are written in the caller's transaction, so they exist exactly when
 * what caused them does, and the same transaction notifies the wake channel. PostgreSQL sends a
 * NOTIFY at commit (never for a rolled-back transaction), to every listening connection: the
 * workers of every process on the database, this one's included, look for due rows at once
 * instead of at their next poll.
 */

/** The NOTIFY channel that wakes every worker on the database. */
export const OUTBOX_WAKE_CHANNEL = "outbox";

/** A row to deliver, as the outbox table takes it. */
export type NewOutboxRow = typeof outbox.$inferInsert;

/**
 * Wakes every process's workers once the caller's transaction commits. For rows made due again by
 * an update (a replay, a repair); new rows go through {@link enqueue}, which calls this.
 */
export async function wakeWorkersOnCommit(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${OUTBOX_WAKE_CHANNEL}, '')`);
}

/** Inserts `rows` in the caller's transaction and wakes every process's workers on commit. */
export async function enqueue(tx: Db, rows: readonly NewOutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(outbox).values([...rows]);
  await wakeWorkersOnCommit(tx);
}

/** A delivery of the lead a write stores: its lead is the one the write returns. */
export type LeadOutboxRow = Pick<NewOutboxRow, "kind" | "form_id" | "target" | "payload">;

/**
 * Stores a lead and queues its deliveries in a single statement, so in a single transaction and
 * one round trip to the database (a visitor's submission waits for nothing else): `insertLead` is
 * an INSERT into leads … RETURNING its id, as a statement of its own (a plain `sql` text, not a
 * query builder, which would come wrapped in parentheses already); each of `rows` is queued for the lead it returns, and
 * the workers are woken at its commit. An insert that stores nothing (a submission key seen
 * before, skipped with ON CONFLICT DO NOTHING) queues nothing. Resolves to whether the lead was
 * stored.
 */
export async function storeWithDeliveries(
  db: Db,
  insertLead: SQL,
  rows: readonly LeadOutboxRow[],
): Promise<boolean> {
  // The rows travel as one JSON parameter, whatever their number: the statement's text is the
  // same for every lead of a form, and the server plans it like any other.
  const queued = JSON.stringify(
    rows.map((r) => ({
      kind: r.kind,
      form_id: r.form_id ?? null,
      target: r.target ?? {},
      payload: r.payload ?? {},
    })),
  );
  const result = await db.execute(sql`
    WITH lead AS (${insertLead}),
    queued AS (
      INSERT INTO outbox (kind, form_id, lead_id, target, payload)
      SELECT d.kind, d.form_id, lead.id, d.target, d.payload
      FROM lead, jsonb_to_recordset(${queued}::jsonb)
        AS d(kind text, form_id integer, target jsonb, payload jsonb)
    )
    SELECT lead.id, pg_notify(${OUTBOX_WAKE_CHANNEL}, '') FROM lead`);
  return rowsOf<{ id: string }>(result).length > 0;
}
