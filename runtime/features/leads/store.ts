import { createHash, randomUUID } from "node:crypto";
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import type { LeadBody, LeadIntegration, LeadResource } from "../../../generated/types.ts";
import { type FormLang, leadMessage } from "../../core/form-schema.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { type LeadMeta, leadFiles, leads, outbox } from "../../db/tables/forms.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, notFound } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";
import type { FormRow } from "../forms/index.ts";
import { shownName } from "../media/index.ts";
import { enqueue, storeWithDeliveries } from "../outbox/index.ts";
import { attemptsMade } from "./delivery-attempts.ts";
import { badDateFilter, FROM_FILTER, leadWindow, TO_FILTER } from "./export-filters.ts";
import { leadDeliveries } from "./lead-deliveries.ts";
import {
  checkSubmission,
  type LeadChecks,
  leadRefusal,
  submissionLang,
} from "./submission-checks.ts";

type LeadRow = typeof leads.$inferSelect;

/** What the visitor's submission answers. */
interface CreatedLead {
  row: LeadRow;
  /** False when the submission key was seen before: the lead stored then is answered again. */
  isNew: boolean;
}

/**
 * The INSERT of a lead, RETURNING its id; a key seen before (a retry, two tabs sending at once)
 * stores nothing (ON CONFLICT DO NOTHING: no row returned). Written flat, with the columns of
 * runtime/db/tables/forms.ts `leads`, since it runs for every submission and the query builder's
 * walk over the table's columns cost more than the statement itself (tests/bench/leads.ts).
 */
function insertLead(lead: Omit<LeadRow, "status" | "owner_id">): SQL {
  const at = lead.created_at.toISOString();
  return sql`INSERT INTO leads (id, form_id, submission_key, "values", hidden_fields, meta, created_at, updated_at)
    VALUES (${lead.id}, ${lead.form_id}, ${lead.submission_key}, ${JSON.stringify(lead.values)}::jsonb,
      ${JSON.stringify(lead.hidden_fields)}::jsonb, ${JSON.stringify(lead.meta)}::jsonb, ${at}::timestamptz, ${at}::timestamptz)
    ON CONFLICT (form_id, submission_key) DO NOTHING
    RETURNING id`;
}

/** The lead a form already stored under a submission key, if any. */
async function leadOfSubmission(db: Db, formId: number, key: string): Promise<LeadRow | null> {
  const [seen] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.form_id, formId), eq(leads.submission_key, key)))
    .limit(1);
  return seen ?? null;
}

/** The files a submission names in its file fields, each with its field. */
function namedFiles(form: FormRow, values: Record<string, unknown>) {
  return form.definition.fields
    .filter((f) => f.type === "file")
    .flatMap((f) =>
      ((values[f.name] as string[] | undefined) ?? []).map((id) => ({ id, field: f })),
    );
}

/**
 * Gives the lead the files it names, uploaded for this form and not yet claimed: a file that is
 * gone, another form's or another lead's refuses the submission (422 naming the field).
 */
async function claimFiles(
  tx: Db,
  form: FormRow,
  lead: LeadRow,
  values: Record<string, unknown>,
  lang: FormLang,
): Promise<void> {
  const fileIds = namedFiles(form, values);
  if (fileIds.length === 0) return;
  const claimed = await tx
    .update(leadFiles)
    .set({ lead_id: lead.id })
    .where(
      and(
        inArray(
          leadFiles.id,
          fileIds.map((f) => f.id),
        ),
        eq(leadFiles.form_id, form.id),
        isNull(leadFiles.lead_id),
      ),
    )
    .returning({ id: leadFiles.id, field: leadFiles.field });
  const byId = new Map(claimed.map((c) => [c.id, c.field]));
  const missing = fileIds.filter((f) => byId.get(f.id) !== f.field.name);
  if (missing.length > 0)
    throw leadRefusal(
      [...new Map(missing.map((m) => [m.field.name, m.field])).values()].map((field) => ({
        field: field.name,
        rule: "file" as const,
        message: leadMessage("file", lang, field),
      })),
    );
}

/**
 * Checks a submission against its form (runtime/features/leads/submission-checks.ts) and stores
 * the lead, its files and every delivery it causes (the outbox rule: runtime/features/outbox/enqueue.ts)
 * in one transaction; a refusal stores nothing. A submission key seen before answers that lead.
 *
 * A lead without files is stored with its deliveries in a single statement (one round trip, its
 * own transaction: runtime/features/outbox/enqueue.ts storeWithDeliveries), since a burst of
 * submissions waits above all on the database's commits; a lead that claims files takes a
 * transaction of several statements, the claim being able to refuse it. The lead's id and time
 * are given here, so that its deliveries, which quote them, are written in the same statement.
 */
export async function createLead(
  db: Db,
  form: FormRow,
  body: LeadBody,
  checks: LeadChecks,
  meta: LeadMeta,
): Promise<CreatedLead> {
  const attributes = body.data.attributes;
  const key = attributes.submission_key ?? null;
  const values: Record<string, unknown> = { ...attributes.values };
  try {
    await checkSubmission(db, form, body, values, checks);
  } catch (error) {
    // A retry of a submission stored before answers that lead, whatever the checks say now (its
    // captcha answer is spent, the form may have changed since).
    const seen = key ? await leadOfSubmission(db, form.id, key) : null;
    if (seen) return { row: seen, isNew: false };
    throw error;
  }
  const now = new Date();
  const stored = {
    id: randomUUID(),
    form_id: form.id,
    submission_key: key,
    values,
    hidden_fields: attributes.hidden_fields ?? {},
    meta,
    created_at: now,
    updated_at: now,
  };
  const row: LeadRow = { ...stored, status: "new", owner_id: null };
  const insert = insertLead(stored);
  const deliveries = leadDeliveries(form, row, values);
  const isNew =
    namedFiles(form, values).length === 0
      ? await storeWithDeliveries(db, insert, deliveries)
      : await db.transaction(async (tx) => {
          const [inserted] = rowsOf<{ id: string }>(await tx.execute(insert));
          if (!inserted) return false;
          await claimFiles(tx, form, row, values, submissionLang(body, form.definition));
          await enqueue(tx, deliveries);
          return true;
        });
  if (isNew) return { row, isNew };
  const seen = key ? await leadOfSubmission(db, form.id, key) : null;
  if (!seen) throw new Error("the lead was not stored");
  return { row: seen, isNew: false };
}

/** The lead list's filters and sort (schemas/entities/leads-query.schema.json). */
interface LeadFilters {
  from?: string;
  to?: string;
  sort?: string;
}

/**
 * The created_at window, read as the export reads it (runtime/features/leads/export-filters.ts leadWindow):
 * a date or a date-time without an offset is UTC, and a date alone as 'to' is its whole day.
 */
function filterCondition(formId: number, filters: LeadFilters): SQL {
  const given: Record<string, string> = {};
  if (filters.from) given[FROM_FILTER] = filters.from;
  if (filters.to) given[TO_FILTER] = filters.to;
  const bad = badDateFilter(given);
  if (bad) throw new ApiProblem(400, "bad_request", `${bad} is not a date`);
  const window = leadWindow(given);
  const conditions: SQL[] = [eq(leads.form_id, formId)];
  if (window.from) conditions.push(gte(leads.created_at, window.from));
  if (window.to)
    conditions.push(
      window.isToExclusive ? lt(leads.created_at, window.to) : lte(leads.created_at, window.to),
    );
  return and(...conditions) as SQL;
}

/** ORDER BY of a sort parameter: a field (created_at or a value field), then -created_at, then id. */
function orderOf(sort: string | undefined): SQL[] {
  const [first = "-created_at", second] = (sort ?? "-created_at").split(",");
  const descending = first.startsWith("-");
  const field = descending ? first.slice(1) : first;
  const column =
    field === "created_at" ? sql`${leads.created_at}` : sql`(${leads.values} ->> ${field})`;
  const order = [descending ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`];
  if (second === "-created_at" || field !== "created_at") order.push(sql`${leads.created_at} DESC`);
  order.push(descending || second ? sql`${leads.id} DESC` : sql`${leads.id} ASC`);
  return order;
}

export async function listLeadRows(
  db: Db,
  formId: number,
  filters: LeadFilters,
  page: number,
  items: number,
): Promise<{ rows: LeadRow[]; total: number }> {
  const where = filterCondition(formId, filters);
  const [counted] = await db.select({ n: count() }).from(leads).where(where);
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(...orderOf(filters.sort))
    .limit(items)
    .offset((page - 1) * items);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findLead(db: Db, formId: number, leadId: string): Promise<LeadRow> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.form_id, formId), eq(leads.id, leadId)))
    .limit(1);
  if (!row) throw notFound("There is no lead with this id in this form");
  return row;
}

/** A lead's deliveries as the API shows them, oldest first. */
async function leadIntegrations(
  db: Db,
  leadIds: readonly string[],
): Promise<Map<string, LeadIntegration[]>> {
  const out = new Map<string, LeadIntegration[]>();
  if (leadIds.length === 0) return out;
  const rows = await db
    .select()
    .from(outbox)
    .where(inArray(outbox.lead_id, [...leadIds]))
    .orderBy(asc(outbox.created_at), asc(outbox.id));
  for (const row of rows) {
    const list = out.get(row.lead_id ?? "") ?? [];
    list.push(outboxResource(row));
    out.set(row.lead_id ?? "", list);
  }
  return out;
}

/** An outbox row as a lead integration resource. */
function outboxResource(row: typeof outbox.$inferSelect): LeadIntegration {
  const target = row.target as { id?: unknown; to?: unknown; export_id?: unknown };
  const targetName =
    typeof target.id === "string"
      ? target.id
      : Array.isArray(target.to)
        ? target.to.join(", ")
        : typeof target.to === "string"
          ? target.to
          : String(target.export_id ?? "");
  return {
    id: row.id,
    type: "lead_integration",
    attributes: {
      kind: row.kind,
      target: targetName,
      status: row.status,
      attempts: attemptsMade(row),
      max_attempts: row.max_attempts,
      last_error: row.last_error,
      next_attempt_at: row.status === "pending" ? row.next_attempt_at.toISOString() : null,
      delivered_at: row.delivered_at ? row.delivered_at.toISOString() : null,
      created_at: row.created_at.toISOString(),
      lead_id: row.lead_id,
      form_id: row.form_id,
    },
  };
}

export async function leadResources(db: Db, rows: readonly LeadRow[]): Promise<LeadResource[]> {
  const ids = rows.map((r) => r.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .select({
            id: leadFiles.id,
            lead_id: leadFiles.lead_id,
            field: leadFiles.field,
            name: leadFiles.name,
            media_type: leadFiles.media_type,
            size: leadFiles.size,
          })
          .from(leadFiles)
          .where(inArray(leadFiles.lead_id, ids))
          .orderBy(asc(leadFiles.created_at));
  const integrations = await leadIntegrations(db, ids);
  return rows.map((row) => ({
    id: row.id,
    type: "lead",
    attributes: {
      form_id: row.form_id,
      values: row.values,
      hidden_fields: row.hidden_fields,
      meta: row.meta as Record<string, unknown>,
      // A name stored before uploads were cleaned of bidirectional controls is shown cleaned too.
      files: files
        .filter((f) => f.lead_id === row.id)
        .map(({ lead_id: _l, ...f }) => ({ ...f, name: shownName(f.name) || "file" })),
      integrations: integrations.get(row.id) ?? [],
      created_at: row.created_at.toISOString(),
    },
  }));
}

export async function deleteLeadRow(
  db: Db,
  actor: Actor | null,
  formId: number,
  leadId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(leads)
      .where(and(eq(leads.form_id, formId), eq(leads.id, leadId)))
      .returning({ id: leads.id });
    if (!row) throw notFound("There is no lead with this id in this form");
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "lead",
      entityId: leadId,
      before: { form_id: formId },
    });
  });
}

/** Files older than this that no lead claimed are removed. */
const UNCLAIMED_FILE_TTL_MS = 24 * 3600_000;

/** Stores a visitor's upload for a file field, unclaimed until a lead names it. */
export async function storeLeadFile(
  db: Db,
  input: { formId: number; field: string; name: string; mediaType: string; content: Buffer },
): Promise<typeof leadFiles.$inferSelect> {
  await db
    .delete(leadFiles)
    .where(
      and(
        isNull(leadFiles.lead_id),
        lt(leadFiles.created_at, new Date(Date.now() - UNCLAIMED_FILE_TTL_MS)),
      ),
    );
  const [row] = await db
    .insert(leadFiles)
    .values({
      form_id: input.formId,
      field: input.field,
      name: input.name,
      media_type: input.mediaType,
      size: input.content.length,
      sha256: createHash("sha256").update(input.content).digest("hex"),
      content: input.content,
    })
    .returning();
  if (!row) throw new Error("the file was not stored");
  return row;
}

export async function deleteUnclaimedFile(db: Db, formId: number, fileId: string): Promise<void> {
  const removed = await db
    .delete(leadFiles)
    .where(and(eq(leadFiles.id, fileId), eq(leadFiles.form_id, formId), isNull(leadFiles.lead_id)))
    .returning({ id: leadFiles.id });
  if (removed.length === 0) throw notFound("There is no unsent file with this id");
}

export async function leadFile(db: Db, formId: number, leadId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(leadFiles)
    .where(
      and(eq(leadFiles.id, fileId), eq(leadFiles.form_id, formId), eq(leadFiles.lead_id, leadId)),
    )
    .limit(1);
  if (!row) throw notFound("There is no file with this id in this lead");
  return row;
}
