import { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { forms, leadExportChunks, leadExports } from "../../db/tables/forms.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiProblem, notFound } from "../../http/problem.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import { enqueue } from "../outbox/index.ts";
import { LEAD_EXPORT_CHUNK_BYTES, type LeadExportFormat } from "./export-chunks.ts";
import { badDateFilter, type LeadExportFilters } from "./export-filters.ts";
import { exportProgress } from "./export-job.ts";

type LeadExportRow = typeof leadExports.$inferSelect;

const MEDIA_TYPES: Readonly<Record<LeadExportFormat, string>> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The export as the API shows it: its status, progress (0-100), counts and filters. */
function exportDocument(row: LeadExportRow) {
  return {
    data: {
      id: row.id,
      type: "lead_export" as const,
      attributes: {
        status: row.status,
        progress: exportProgress(row),
        processed: row.processed,
        total: row.total,
        error: row.error,
        filters: row.filters,
        created_at: row.created_at,
        finished_at: row.finished_at,
      },
    },
  };
}

async function exportOfForm(db: Db, formId: number, exportId: string): Promise<LeadExportRow> {
  const [row] = await db
    .select()
    .from(leadExports)
    .where(and(eq(leadExports.id, exportId), eq(leadExports.form_id, formId)))
    .limit(1);
  if (!row) throw notFound("The form has no such lead export");
  return row;
}

/** attachment; filename=...; and filename* (RFC 5987) when the name is not plain ASCII. */
function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  if (ascii === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The file's pieces in order, read one at a time: never the whole file in memory. */
async function* chunksOf(
  db: Db,
  exportId: string,
  format: LeadExportFormat,
  count: number,
): AsyncGenerator<Buffer> {
  for (let seq = 0; seq < count; seq++) {
    const [chunk] = await db
      .select({ data: leadExportChunks.data })
      .from(leadExportChunks)
      .where(
        and(
          eq(leadExportChunks.export_id, exportId),
          eq(leadExportChunks.format, format),
          eq(leadExportChunks.seq, seq),
        ),
      );
    // The export was started over meanwhile: end the response short rather than mix two runs.
    if (!chunk) throw new Error("the export's file changed while it was read");
    yield chunk.data;
  }
}

/** Lead exports: create (filters and sort of the lead list), poll, download CSV or XLSX. */
export function leadExportHandlers(
  deps: AppDeps,
): Pick<ApiHandlers, "createLeadExport" | "getLeadExport" | "downloadLeadExport"> {
  const { db } = deps;
  return {
    createLeadExport: async (request) => {
      const { formId } = request.params;
      const filters: LeadExportFilters = {};
      for (const [key, value] of Object.entries(request.query))
        if (typeof value === "string") filters[key] = value;
      const bad = badDateFilter(filters);
      if (bad) {
        const message = "ليس تاريخاً صحيحاً";
        throw new ApiProblem(400, "invalid", `${bad}: ${message}`, [
          { pointer: `/query/${bad}`, rule: "date", message },
        ]);
      }
      const requestedBy = actorOf(request).userId;
      // The export and the work to make it commit together: an export is never left unmade, and
      // the worker of any process starts it at once.
      const row = await db.transaction(async (tx) => {
        const [form] = await tx
          .select({ id: forms.id })
          .from(forms)
          .where(eq(forms.id, formId))
          .limit(1);
        if (!form) throw notFound("No such form");
        const [created] = await tx
          .insert(leadExports)
          .values({ form_id: formId, filters, status: "pending", requested_by: requestedBy })
          .returning();
        if (!created) throw new Error("the export was not stored");
        await enqueue(tx, [
          { kind: "lead_export", form_id: formId, target: { export_id: created.id } },
        ]);
        return created;
      });
      return exportDocument(row);
    },

    getLeadExport: async (request) =>
      exportDocument(await exportOfForm(db, request.params.formId, request.params.exportId)),

    downloadLeadExport: async (request, reply) => {
      const { formId, exportId } = request.params;
      const row = await exportOfForm(db, formId, exportId);
      if (row.status !== "done")
        throw new ApiProblem(
          409,
          "export_not_ready",
          row.status === "failed" ? "فشل التصدير؛ أنشئ تصديراً جديداً" : "لم يكتمل التصدير بعد",
        );
      const format: LeadExportFormat = request.query.format === "xlsx" ? "xlsx" : "csv";
      const [size] = rowsOf<{ n: string | number; bytes: string | number }>(
        await db.execute(sql`
          SELECT count(*) AS n, coalesce(sum(octet_length(data)), 0) AS bytes
          FROM lead_export_chunks WHERE export_id = ${exportId}::uuid AND format = ${format}`),
      );
      const count = Number(size?.n ?? 0);
      const day = row.created_at.toISOString().slice(0, 10);
      return reply
        .code(200)
        .header("content-type", MEDIA_TYPES[format])
        .header("content-disposition", attachmentDisposition(`leads-${formId}-${day}.${format}`))
        .header("content-length", String(Number(size?.bytes ?? 0)))
        .header("cache-control", "private, no-store")
        .send(
          // Byte mode, one piece's worth buffered: the next piece is read when the socket takes it.
          Readable.from(chunksOf(db, exportId, format, count), {
            objectMode: false,
            highWaterMark: LEAD_EXPORT_CHUNK_BYTES,
          }),
        );
    },
  };
}
