import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { OutboxRow } from "../../db/tables/forms.ts";
import { runLeadExport } from "./export-job.ts";

/**
 * A lead export as an outbox delivery (kind lead_export): the worker that claimed the row runs
 * the export, and keeps the row's lease while it runs, however long that is.
 */

/** How often a running export renews its outbox row's lease, and by how much. */
const LEASE_RENEW_MS = 15_000;
const LEASE_SECONDS = 120;

/**
 * The outbox's handler of kind lead_export: runs the export its target names. A long export keeps
 * its row leased (renewed as batches go by), so no other worker starts it over meanwhile; a run
 * that failed throws, and the outbox records it and tries again later (from scratch).
 */
export function leadExportHandler(db: Db): (row: OutboxRow) => Promise<void> {
  return async (row) => {
    const exportId = row.target.export_id;
    if (typeof exportId !== "string") return;
    let renewedAt = Date.now();
    await runLeadExport(db, exportId, {
      onProgress: async () => {
        if (Date.now() - renewedAt < LEASE_RENEW_MS) return;
        renewedAt = Date.now();
        await db.execute(sql`
          UPDATE outbox SET locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
          WHERE id = ${row.id}::uuid AND status = 'pending'`);
      },
    });
  };
}
