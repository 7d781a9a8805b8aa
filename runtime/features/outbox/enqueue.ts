import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
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
