import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";

/**
 * A lead export's order, and its keyset pagination: the leads are read in batches, each resuming
 * after the last lead of the one before, so a batch costs the same at the end of a large form as
 * at its start, and no lead is read twice or left out while others are added.
 */

export const DEFAULT_LEAD_SORT = "-created_at";

/** Leads read per query, in the order of leads_form_created (created_at sorts). */
const LEAD_EXPORT_BATCH = 500;
/** Leads read per query when sorted by a value field, which no index holds. */
const LEAD_EXPORT_VALUE_SORT_BATCH = 2000;

/** One key of the order: its SQL over the leads table, and the batch column holding it as text. */
interface SortTerm {
  expression: SQL;
  /** How a cursor value (text) is read back into the key's type. */
  cast: (value: string) => SQL;
  column: "created_at_key" | "sort_missing" | "sort_key" | "id";
  isDescending: boolean;
}

const CREATED_AT: Omit<SortTerm, "isDescending"> = {
  expression: sql`created_at`,
  cast: (v) => sql`${v}::timestamptz`,
  column: "created_at_key",
};

/**
 * The lead list's order (runtime/features/leads/store.ts orderOf) as keys a cursor can resume after:
 * `created_at` or a value field's name, '-' first for descending; a value field puts leads
 * without it last either way (NULLS LAST), then the newest first; the id breaks ties, descending
 * when the sort is or when ',-created_at' is given.
 */
export function sortTerms(sort: string): SortTerm[] {
  const [first = DEFAULT_LEAD_SORT, second] = sort.split(",");
  const isDescending = first.startsWith("-");
  const name = isDescending ? first.slice(1) : first;
  const terms: SortTerm[] = [];
  if (name === "created_at") terms.push({ ...CREATED_AT, isDescending });
  else {
    const value = sql`("values" ->> ${name})`;
    terms.push(
      {
        expression: sql`(${value} IS NULL)`,
        cast: (v) => sql`${v}::boolean`,
        column: "sort_missing",
        isDescending: false,
      },
      {
        expression: sql`coalesce(${value}, '')`,
        cast: (v) => sql`${v}::text`,
        column: "sort_key",
        isDescending,
      },
    );
  }
  if (second === "-created_at" || name !== "created_at")
    terms.push({ ...CREATED_AT, isDescending: true });
  terms.push({
    expression: sql`id`,
    cast: (v) => sql`${v}::uuid`,
    column: "id",
    isDescending: isDescending || second !== undefined,
  });
  return terms;
}

/** The rows after `cursor` in the order of `terms`: one row comparison when every key runs the same way. */
function afterCursor(terms: readonly SortTerm[], cursor: Readonly<LeadCursor>): SQL {
  const value = (term: SortTerm) => term.cast(cursor[term.column] ?? "");
  const isOneWay = terms.every((t) => t.isDescending === terms[0]?.isDescending);
  if (isOneWay) {
    const left = sql.join(
      terms.map((t) => t.expression),
      sql`, `,
    );
    const right = sql.join(terms.map(value), sql`, `);
    return terms[0]?.isDescending ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  }
  const alternatives = terms.map((term, i) => {
    const equal = terms.slice(0, i).map((t) => sql`${t.expression} = ${value(t)}`);
    const beyond = term.isDescending
      ? sql`${term.expression} < ${value(term)}`
      : sql`${term.expression} > ${value(term)}`;
    return sql`(${sql.join([...equal, beyond], sql` AND `)})`;
  });
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

function orderBy(terms: readonly SortTerm[]): SQL {
  return sql.join(
    terms.map((t) => (t.isDescending ? sql`${t.expression} DESC` : sql`${t.expression} ASC`)),
    sql`, `,
  );
}

/** A lead as a batch reads it: its keys as text (for the cursor) and what its cells need. */
export interface ExportLead {
  id: string;
  created_iso: string;
  created_at_key: string;
  sort_key: string | null;
  sort_missing: string | null;
  values: Record<string, unknown>;
  hidden_fields: Record<string, unknown>;
}

/** Where the next batch resumes: after `last`, in the order of the terms. */
export type LeadCursor = Record<string, string>;

/** The cursor after a batch's last lead. */
export function cursorAfter(last: ExportLead): LeadCursor {
  return {
    created_at_key: last.created_at_key,
    sort_missing: last.sort_missing ?? "false",
    sort_key: last.sort_key ?? "",
    id: last.id,
  };
}

/** How many leads a batch reads: fewer, larger batches when no index holds the order. */
export function batchSizeOf(terms: readonly SortTerm[]): number {
  // No index orders by a value: each batch sorts the leads left.
  const isValueSort = terms.some((t) => t.column === "sort_key");
  return isValueSort ? LEAD_EXPORT_VALUE_SORT_BATCH : LEAD_EXPORT_BATCH;
}

/** The next `limit` leads that `where` selects, after `cursor` (from the first when null). */
export async function nextBatch(
  db: Db,
  query: { where: SQL; terms: readonly SortTerm[]; cursor: LeadCursor | null; limit: number },
): Promise<ExportLead[]> {
  const { where, terms, cursor, limit } = query;
  const after: SQL = cursor ? sql` AND ${afterCursor(terms, cursor)}` : sql``;
  const sortKey = terms.find((t) => t.column === "sort_key");
  const sortMissing = terms.find((t) => t.column === "sort_missing");
  // Without this, a planner short of statistics (PGlite never analyses on its own) may sort
  // every remaining lead for each batch instead of walking leads_form_created in order.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_sort = off`);
    return rowsOf<ExportLead>(
      await tx.execute(sql`
        SELECT id::text AS id, created_at::text AS created_at_key,
          to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_iso,
          ${sortKey ? sortKey.expression : sql`NULL`} AS sort_key,
          ${sortMissing ? sql`${sortMissing.expression}::text` : sql`NULL`} AS sort_missing,
          "values", hidden_fields
        FROM leads WHERE ${where}${after}
        ORDER BY ${orderBy(terms)}
        LIMIT ${limit}`),
    );
  });
}
