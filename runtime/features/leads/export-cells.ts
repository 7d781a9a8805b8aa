import { type SQL, sql } from "drizzle-orm";
import type { FormAttributes, FormField } from "../../../generated/types.ts";
import { isUuid } from "../../core/value-rules.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { shownName } from "../media/index.ts";
import type { ExportLead } from "./export-sort.ts";
import { type LabelContext, locationNames, valueLabel } from "./lead-labels.ts";

/**
 * A lead export's columns and cells, the same for the CSV and the XLSX: the header row, and each
 * lead's values as the text staff read.
 */

/** One column of the file: where its cells come from and its header. */
export interface Column {
  header: string;
  source: "values" | "hidden";
  key: string;
  field?: FormField;
}

/**
 * A value as text, as the inbox shows it (runtime/features/leads/lead-labels.ts): an option's
 * label and a showroom's name instead of their codes, lists joined, booleans as yes/no in the
 * form's language, a file field's ids as the files' names (the id when the file is gone).
 */
function cellText(value: unknown, column: Column, context: LabelContext): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object" && !Array.isArray(value)) return JSON.stringify(value);
  return valueLabel(value, column.field, context);
}

/**
 * id, created_at, the form's fields in its order (header: the label, else the name), the hidden
 * fields the page added (hidden:<name>), then values of fields no longer in the form (kept).
 */
export async function columnsOf(db: Db, form: FormAttributes, where: SQL): Promise<Column[]> {
  const fields = form.fields as readonly FormField[];
  const names = new Set(fields.map((f) => f.name));
  const columns: Column[] = fields.map((field) => ({
    header: field.label.trim() || field.name,
    source: "values",
    key: field.name,
    field,
  }));
  const hidden = rowsOf<{ key: string }>(
    await db.execute(
      sql`SELECT DISTINCT jsonb_object_keys(hidden_fields) AS key FROM leads WHERE ${where} ORDER BY 1`,
    ),
  );
  for (const { key } of hidden) columns.push({ header: `hidden:${key}`, source: "hidden", key });
  const stored = rowsOf<{ key: string }>(
    await db.execute(
      sql`SELECT DISTINCT jsonb_object_keys("values") AS key FROM leads WHERE ${where} ORDER BY 1`,
    ),
  );
  for (const { key } of stored)
    if (!names.has(key)) columns.push({ header: key, source: "values", key });
  return columns;
}

/** The names of the files the batch's file fields name. */
async function fileNamesOf(
  db: Db,
  batch: readonly ExportLead[],
  columns: readonly Column[],
): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const column of columns) {
    if (column.field?.type !== "file") continue;
    for (const lead of batch) {
      const value = lead.values[column.key];
      for (const item of Array.isArray(value) ? value : [value]) if (isUuid(item)) ids.add(item);
    }
  }
  if (ids.size === 0) return new Map();
  const list = sql.join(
    [...ids].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`SELECT id::text AS id, name FROM lead_files WHERE id IN (${list})`),
  );
  // As staff are shown them everywhere: without bidirectional controls that reorder the name.
  return new Map(rows.map((r) => [r.id, shownName(r.name)]));
}

/** The file's header row: id, created_at, then each column's header. */
export function headerRow(columns: readonly Column[]): string[] {
  return ["id", "created_at", ...columns.map((c) => c.header)];
}

/** A batch's rows of cells, in the order of the header. */
export async function cellRows(
  db: Db,
  batch: readonly ExportLead[],
  columns: readonly Column[],
  lang: FormAttributes["lang"],
): Promise<string[][]> {
  const context: LabelContext = {
    fileNames: await fileNamesOf(db, batch, columns),
    locationNames: columns.some((c) => c.field?.source === "locations")
      ? await locationNames(db)
      : new Map(),
    lang,
  };
  return batch.map((lead) => [
    lead.id,
    lead.created_iso,
    ...columns.map((column) =>
      cellText(
        (column.source === "hidden" ? lead.hidden_fields : lead.values)[column.key],
        column,
        context,
      ),
    ),
  ]);
}
