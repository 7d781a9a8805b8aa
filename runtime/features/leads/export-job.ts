import { eq, type SQL, sql } from "drizzle-orm";
import type { FormAttributes } from "../../../generated/types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { forms, leadExports } from "../../db/tables/forms.ts";
import { type Column, cellRows, columnsOf, headerRow } from "./export-cells.ts";
import { LEAD_EXPORT_CHUNK_BYTES, Superseded } from "./export-chunks.ts";
import { leadWindow, windowCondition } from "./export-filters.ts";
import {
  batchSizeOf,
  cursorAfter,
  DEFAULT_LEAD_SORT,
  type LeadCursor,
  nextBatch,
  sortTerms,
} from "./export-sort.ts";
import { LeadFileWriter } from "./export-writers.ts";

/**
 * A lead export (000 §4 "Lead export"): the leads of one form that the lead list's created_at
 * window selects (export-filters.ts), in its sort (export-sort.ts), written in one pass as CSV and
 * as XLSX (export-writers.ts) into lead_export_chunks (export-chunks.ts), read in batches by keyset
 * pagination: the file is never whole in memory, neither here nor when it is downloaded. The
 * outbox runs it (export-lease.ts).
 */

/** What an editor reads when an export failed: no internals. */
export const LEAD_EXPORT_FAILED = "تعذّر إكمال التصدير، أعد المحاولة.";

export interface LeadExportProgress {
  processed: number;
  total: number;
}

interface LeadExportOptions {
  /** Leads per query (500; 2,000 for a value field's sort). */
  batchSize?: number;
  /** Bytes per stored piece (256 KB). */
  chunkBytes?: number;
  /** Told after every batch (awaited, with processed already stored), and once more when done. */
  onProgress?: (progress: LeadExportProgress) => void | Promise<void>;
}

/**
 * What a run ended with: done; failed (the export says so, its chunks removed); missing (no such
 * export, e.g. its form was deleted); superseded (a later run of the same export took over).
 */
type LeadExportOutcome = "done" | "failed" | "missing" | "superseded";

/** 0-100: processed of total, 100 once done. */
export function exportProgress(row: {
  status: string;
  processed: number;
  total: number | null;
}): number {
  if (row.status === "done") return 100;
  if (!row.total) return 0;
  return Math.min(100, Math.floor((row.processed * 100) / row.total));
}

/** One run of an export: the statements below touch the export only while the run is current. */
interface ExportRun {
  exportId: string;
  /** started_at (to the microsecond): a later run replaces it, and this one stops. */
  token: string;
  isCurrent: SQL;
}

/** Starts a run from scratch: earlier chunks removed, status running. Null: no such export. */
async function startRun(db: Db, exportId: string): Promise<ExportRun | null> {
  const started = rowsOf<{ token: string }>(
    await db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM lead_export_chunks WHERE export_id = ${exportId}::uuid`);
      return tx.execute(sql`
        UPDATE lead_exports SET status = 'running', started_at = clock_timestamp(), processed = 0,
          total = NULL, error = NULL, finished_at = NULL
        WHERE id = ${exportId}::uuid
        RETURNING started_at::text AS token`);
    }),
  );
  const token = started[0]?.token;
  if (!token) return null;
  return {
    exportId,
    token,
    isCurrent: sql`id = ${exportId}::uuid AND started_at = ${token}::timestamptz`,
  };
}

/** Updates the export's row while the run is current; a later run stops this one. */
async function setProgress(db: Db, run: ExportRun, fields: SQL): Promise<void> {
  const updated = rowsOf(
    await db.execute(sql`UPDATE lead_exports SET ${fields} WHERE ${run.isCurrent} RETURNING id`),
  );
  if (updated.length === 0) throw new Superseded();
}

/** What writing the leads needs: which leads, in what order, and how they are shown. */
interface LeadSelection {
  where: SQL;
  sort: string;
  columns: readonly Column[];
  lang: FormAttributes["lang"];
  total: number;
}

/** Writes every selected lead in batches, telling progress after each; resolves to their number. */
async function writeLeads(
  db: Db,
  run: ExportRun,
  files: LeadFileWriter,
  selection: LeadSelection,
  options: LeadExportOptions,
): Promise<number> {
  const terms = sortTerms(selection.sort);
  const limit = options.batchSize ?? batchSizeOf(terms);
  let processed = 0;
  let cursor: LeadCursor | null = null;
  for (;;) {
    const batch = await nextBatch(db, { where: selection.where, terms, cursor, limit });
    const last = batch[batch.length - 1];
    if (!last) break;
    await files.rows(await cellRows(db, batch, selection.columns, selection.lang));
    processed += batch.length;
    cursor = cursorAfter(last);
    await setProgress(db, run, sql`processed = ${processed}`);
    await options.onProgress?.({ processed, total: selection.total });
    if (batch.length < limit) break;
  }
  return processed;
}

/** Marks the run done, and removes pieces an overtaken run may have left past this run's end. */
async function markDone(
  db: Db,
  run: ExportRun,
  processed: number,
  counts: { csv: number; xlsx: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const done = rowsOf(
      await tx.execute(sql`
        UPDATE lead_exports SET status = 'done', processed = ${processed}, total = ${processed},
          finished_at = now()
        WHERE ${run.isCurrent} RETURNING id`),
    );
    if (done.length === 0) throw new Superseded();
    await tx.execute(sql`
      DELETE FROM lead_export_chunks WHERE export_id = ${run.exportId}::uuid
        AND ((format = 'csv' AND seq >= ${counts.csv}) OR (format = 'xlsx' AND seq >= ${counts.xlsx}))`);
  });
}

/** Marks the run failed and removes its chunks; false when a later run had taken over. */
async function markFailed(db: Db, run: ExportRun): Promise<boolean> {
  const failed = rowsOf(
    await db.transaction(async (tx) => {
      const marked = await tx.execute(sql`
        UPDATE lead_exports SET status = 'failed', error = ${LEAD_EXPORT_FAILED},
          finished_at = now()
        WHERE ${run.isCurrent} RETURNING id`);
      if (rowsOf(marked).length > 0)
        await tx.execute(
          sql`DELETE FROM lead_export_chunks WHERE export_id = ${run.exportId}::uuid`,
        );
      return marked;
    }),
  );
  return failed.length > 0;
}

/**
 * Runs an export from scratch (its earlier chunks removed first, so running it twice gives the
 * same file): status running with the total, then the leads in batches, both files in the same
 * pass, processed updated after every batch; done, or failed with a short message and no chunks.
 * Throws after recording a failure, so that a caller that retries (the outbox) knows.
 */
export async function runLeadExport(
  db: Db,
  exportId: string,
  options: LeadExportOptions = {},
): Promise<LeadExportOutcome> {
  const [job] = await db
    .select({ export: leadExports, definition: forms.definition })
    .from(leadExports)
    .innerJoin(forms, eq(forms.id, leadExports.form_id))
    .where(eq(leadExports.id, exportId));
  if (!job) return "missing";
  const run = await startRun(db, exportId);
  if (!run) return "missing";

  let processed = 0;
  let files: LeadFileWriter | null = null;
  try {
    const filters = job.export.filters;
    const where = windowCondition(job.export.form_id, leadWindow(filters), run.token);
    const [counted] = rowsOf<{ n: string | number }>(
      await db.execute(sql`SELECT count(*) AS n FROM leads WHERE ${where}`),
    );
    const total = Number(counted?.n ?? 0);
    await setProgress(db, run, sql`total = ${total}`);
    await options.onProgress?.({ processed: 0, total });

    const form = job.definition;
    const lang = form.lang === "en" ? "en" : "ar";
    const columns = await columnsOf(db, form, where);
    const chunkBytes = options.chunkBytes ?? LEAD_EXPORT_CHUNK_BYTES;
    files = new LeadFileWriter(db, { exportId, token: run.token, chunkBytes }, lang);
    await files.header(headerRow(columns));
    const sort = filters.sort ?? DEFAULT_LEAD_SORT;
    processed = await writeLeads(db, run, files, { where, sort, columns, lang, total }, options);
    await files.finish();
    await markDone(db, run, processed, files.counts);
  } catch (error) {
    // No piece may land after the clean-up below.
    await files?.close();
    if (error instanceof Superseded) return "superseded";
    if (!(await markFailed(db, run))) return "superseded";
    throw new Error("lead export failed", { cause: error });
  }
  await options.onProgress?.({ processed, total: processed });
  return "done";
}
