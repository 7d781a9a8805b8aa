import { createHash } from "node:crypto";
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import type {
  FormAttributes,
  FormIntegrations,
  FormSettings,
  LeadBody,
  LeadIntegration,
  LeadResource,
} from "../../generated/types.ts";
import type { Actor } from "../auth/actor.ts";
import { recordAudit } from "../auth/audit.ts";
import { shownName } from "../cms/media-upload.ts";
import { ApiProblem, notFound } from "../cms/problem.ts";
import { extraLeadChecks } from "../core/form-phone.ts";
import {
  type FormLang,
  fillPlaceholders,
  type LeadError,
  leadErrors,
  leadMessage,
  leadValuePointer,
} from "../core/form-schema.ts";
import type { Db } from "../db/client.ts";
import { badDateFilter, FROM_FILTER, leadWindow, TO_FILTER } from "../jobs/lead-export.ts";
import type { EmailVerifier } from "./email-verification.ts";
import { confirmationAddress } from "./form-routing.ts";
import type { FormRow } from "./forms.ts";
import { validatorOf } from "./forms.ts";
import { type LeadMeta, leadFiles, leads, outbox } from "./forms-tables.ts";

export type LeadRow = typeof leads.$inferSelect;

/** The channel a committed lead (or any new outbox row) is announced on: workers wake at once. */
export const OUTBOX_CHANNEL = "outbox";

/** 422 with JSON:API errors, one per refused field, and the Problem details beside them. */
export function leadRefusal(errors: readonly LeadError[]): ApiProblem {
  const first = errors[0];
  return new ApiProblem(
    422,
    "invalid",
    first ? `${first.field}: ${first.message}` : "invalid",
    errors.map((e) => ({ pointer: leadValuePointer(e.field), rule: e.rule, message: e.message })),
    {
      errors: errors.map((e) => ({
        status: "422",
        code: e.rule,
        title: e.rule === "unknown" ? "Unknown field" : "Invalid value",
        detail: e.message,
        source: { pointer: leadValuePointer(e.field) },
      })),
    },
  );
}

export interface LeadChecks {
  /** Verifies the captcha answer; only called when the form asks for a captcha. */
  verifyCaptcha: (answer: string | undefined) => Promise<boolean>;
  /** The e-mail verification service, for text fields with format email and verify_email. */
  emailVerifier: EmailVerifier | null;
}

/** What the visitor's submission answers. */
export interface CreatedLead {
  row: LeadRow;
  /** False when the submission key was seen before: the lead stored then is answered again. */
  isNew: boolean;
}

function langOf(body: LeadBody, form: FormAttributes): FormLang {
  const asked = body.data.attributes.lang;
  if (asked === "ar" || asked === "en") return asked;
  return form.lang === "en" ? "en" : "ar";
}

function textLines(
  form: FormAttributes,
  values: Record<string, unknown>,
  hidden: Record<string, string>,
): string {
  const lines: string[] = [];
  for (const field of form.fields) {
    if (field.type === "file") continue;
    const value = values[field.name];
    const shown = Array.isArray(value)
      ? value.join(", ")
      : value === undefined
        ? ""
        : String(value);
    lines.push(`${field.label || field.name}: ${shown}`);
  }
  for (const [name, value] of Object.entries(hidden)) lines.push(`${name}: ${value}`);
  return lines.join("\n");
}

/** The body an integration target receives: values under the target's names, hidden fields too. */
export function integrationBody(
  target: FormIntegrations["targets"][number],
  lead: Pick<LeadRow, "id" | "form_id" | "created_at" | "values" | "hidden_fields">,
  formName: string,
): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  const map = target.field_map ?? {};
  for (const [name, value] of Object.entries(lead.values)) mapped[map[name] ?? name] = value;
  for (const [name, value] of Object.entries(lead.hidden_fields))
    if (!(name in mapped)) mapped[map[name] ?? name] = value;
  return {
    lead_id: lead.id,
    form_id: lead.form_id,
    form_name: formName,
    created_at: lead.created_at.toISOString(),
    values: mapped,
  };
}

/**
 * Checks a submission against its form (the compiled schema, then phone numbers, files, the
 * captcha and e-mail verification) and stores the lead, its files and every delivery it causes in
 * one transaction; a refusal stores nothing. A submission key seen before answers that lead.
 */
export async function createLead(
  db: Db,
  form: FormRow,
  body: LeadBody,
  checks: LeadChecks,
  meta: LeadMeta,
): Promise<CreatedLead> {
  const attributes = body.data.attributes;
  const definition = form.definition;
  const lang = langOf(body, definition);
  const key = attributes.submission_key;
  if (key) {
    const [seen] = await db
      .select()
      .from(leads)
      .where(and(eq(leads.form_id, form.id), eq(leads.submission_key, key)))
      .limit(1);
    if (seen) return { row: seen, isNew: false };
  }
  const values: Record<string, unknown> = { ...attributes.values };
  // A field the visitor left out is sent empty: the schema then names what is missing.
  const validator = await validatorOf(db, form);
  const outcome = validator.validate(values);
  if (!outcome.ok) throw leadRefusal(leadErrors(outcome.errors, definition, lang, values));
  const extra = extraLeadChecks(values, definition, lang);
  if (extra.length > 0) throw leadRefusal(extra);
  if (definition.captcha) {
    const answer = attributes["g-recaptcha-response"] ?? body["g-recaptcha-response"];
    if (!(await checks.verifyCaptcha(answer)))
      throw new ApiProblem(
        422,
        "captcha",
        lang === "ar"
          ? "تعذّر التحقق من أنك لست روبوتاً، حاول مرة أخرى"
          : "The captcha check failed, please try again",
        [
          {
            pointer: "/data/attributes/g-recaptcha-response",
            rule: "captcha",
            message: lang === "ar" ? "تحقق من أنك لست روبوتاً" : "Confirm you are not a robot",
          },
        ],
        {
          errors: [
            {
              status: "422",
              code: "captcha",
              title: "Captcha",
              detail: lang === "ar" ? "تحقق من أنك لست روبوتاً" : "Confirm you are not a robot",
              source: { pointer: "/data/attributes/g-recaptcha-response" },
            },
          ],
        },
      );
  }
  if (checks.emailVerifier) {
    const refused: LeadError[] = [];
    for (const field of definition.fields) {
      const value = values[field.name];
      if (
        field.format !== "email" ||
        !field.verify_email ||
        typeof value !== "string" ||
        value === ""
      )
        continue;
      const result = await checks.emailVerifier.verify(value);
      if (!result.isValid)
        refused.push({
          field: field.name,
          rule: "email",
          message: leadMessage("email", lang, field),
        });
    }
    if (refused.length > 0) throw leadRefusal(refused);
  }
  const fileIds = definition.fields
    .filter((f) => f.type === "file")
    .flatMap((f) =>
      ((values[f.name] as string[] | undefined) ?? []).map((id) => ({ id, field: f })),
    );
  const settings = form.settings as Partial<FormSettings>;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leads)
        .values({
          form_id: form.id,
          submission_key: key ?? null,
          values,
          hidden_fields: attributes.hidden_fields ?? {},
          meta,
        })
        .returning();
      if (!row) throw new Error("the lead was not stored");
      if (fileIds.length > 0) {
        const claimed = await tx
          .update(leadFiles)
          .set({ lead_id: row.id })
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
      const deliveries: (typeof outbox.$inferInsert)[] = [];
      const hidden = row.hidden_fields;
      const notifications = settings.notifications;
      if (notifications?.enabled && notifications.recipients.length > 0)
        deliveries.push({
          kind: "notification",
          form_id: form.id,
          lead_id: row.id,
          target: { to: notifications.recipients },
          payload: {
            subject: fillPlaceholders(notifications.subject, values, { form: form.name }).slice(
              0,
              200,
            ),
            text: `${form.name}\n${row.created_at.toISOString()}\n\n${textLines(definition, values, hidden)}\n\n${row.id}`,
          },
        });
      const confirmations = settings.confirmations;
      const to = confirmations
        ? confirmationAddress(definition, confirmations.email_field, values)
        : null;
      if (confirmations?.enabled && to !== null)
        deliveries.push({
          kind: "confirmation",
          form_id: form.id,
          lead_id: row.id,
          target: { to },
          payload: {
            subject: fillPlaceholders(confirmations.subject, values, { form: form.name }).slice(
              0,
              200,
            ),
            text: fillPlaceholders(confirmations.body, values, { form: form.name }),
          },
        });
      for (const target of form.integrations)
        if (target.enabled !== false)
          deliveries.push({
            kind: "integration",
            form_id: form.id,
            lead_id: row.id,
            target: {
              id: target.id,
              kind: target.kind,
              url: target.url ?? "",
              system: target.system ?? "",
            },
            payload: { body: integrationBody(target, row, form.name) },
          });
      if (deliveries.length > 0) {
        await tx.insert(outbox).values(deliveries);
        await tx.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
      }
      return { row, isNew: true };
    });
  } catch (error) {
    // Two tabs sending the same submission at once: the second answers the first's lead.
    if (key && (error as { code?: string }).code === "23505") {
      const [seen] = await db
        .select()
        .from(leads)
        .where(and(eq(leads.form_id, form.id), eq(leads.submission_key, key)))
        .limit(1);
      if (seen) return { row: seen, isNew: false };
    }
    throw error;
  }
}

/** The lead list's filters and sort (schemas/entities/leads-query.schema.json). */
export interface LeadFilters {
  from?: string;
  to?: string;
  sort?: string;
}

/**
 * The created_at window, read as the export reads it (runtime/jobs/lead-export.ts leadWindow):
 * a date or a date-time without an offset is UTC, and a date alone as 'to' is its whole day.
 */
export function filterCondition(formId: number, filters: LeadFilters): SQL {
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
export function orderOf(sort: string | undefined): SQL[] {
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
export async function leadIntegrations(
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
export function outboxResource(row: typeof outbox.$inferSelect): LeadIntegration {
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
      attempts: row.attempts,
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
export const UNCLAIMED_FILE_TTL_MS = 24 * 3600_000;

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
