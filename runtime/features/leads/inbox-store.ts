import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type {
  AdminLead,
  AdminLeadsQuery,
  AdminLeadUpdateBody,
  FormField,
} from "../../../generated/types.ts";
import { pageCount } from "../../core/page-count.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/tables/accounts.ts";
import {
  forms,
  type LeadStatus,
  leadEvents,
  leadFiles,
  leads,
  outbox,
} from "../../db/tables/forms.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, notFound } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";
import { shownName } from "../media/index.ts";
import { attemptsMade } from "./delivery-attempts.ts";
import { fieldLabel, type LabelContext, locationNames, valueLabel } from "./lead-labels.ts";

/**
 * The lead inbox (issue 29, item 7): every form's leads in one list a sales team works from, each
 * with a status, an owner and a history of changes and notes. Values are shown labelled
 * (runtime/features/leads/lead-labels.ts); deliveries with the attempts they really made.
 */

type LeadRow = typeof leads.$inferSelect;
type FormRow = Pick<typeof forms.$inferSelect, "id" | "name" | "definition">;
type Attributes = AdminLead["attributes"];

/** A user as the inbox names them: their name, else their e-mail. */
interface Person {
  id: number;
  name: string;
}

const personName = (u: { name: string; email: string }): string => u.name.trim() || u.email;

/** Users who may own a lead: enabled admins, and editors with the lead-access capability. */
export async function leadOwners(db: Db): Promise<Person[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.disabled, false),
        or(eq(users.role, "admin"), and(eq(users.role, "editor"), eq(users.lead_access, true))),
      ),
    )
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((u) => ({ id: u.id, name: personName(u) }));
}

/** The day after a date (YYYY-MM-DD), for a window whose last day is included. */
function dayAfter(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** The inbox's filters as SQL: form, status, owner ('none': nobody), days (UTC, both included). */
function inboxCondition(query: AdminLeadsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.form) conditions.push(eq(leads.form_id, query.form));
  if (query.status) conditions.push(eq(leads.status, query.status));
  if (query.owner === "none") conditions.push(isNull(leads.owner_id));
  else if (query.owner) conditions.push(eq(leads.owner_id, Number(query.owner)));
  if (query.from) conditions.push(gte(leads.created_at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(leads.created_at, dayAfter(query.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** What labelling a set of leads needs: the showrooms' names (once) and their files' names. */
async function labelContextOf(db: Db, leadIds: readonly string[]): Promise<LabelContext> {
  const files =
    leadIds.length === 0
      ? []
      : await db
          .select({ id: leadFiles.id, name: leadFiles.name })
          .from(leadFiles)
          .where(inArray(leadFiles.lead_id, [...leadIds]));
  return {
    locationNames: await locationNames(db),
    fileNames: new Map(files.map((f) => [f.id, shownName(f.name) || "file"])),
    lang: "ar",
  };
}

/** A lead's values under their fields' labels: the form's fields first, then any it no longer has. */
function labelledFields(
  row: LeadRow,
  form: FormRow | undefined,
  context: LabelContext,
): Attributes["fields"] {
  const fields = (form?.definition.fields ?? []) as readonly FormField[];
  const own = { ...context, lang: form?.definition.lang ?? context.lang };
  const names = new Set(fields.map((f) => f.name));
  const shown = fields
    .filter((f) => f.type !== "hidden" && f.type !== "ga_client_id")
    .map((field) => ({
      name: field.name,
      label: fieldLabel(field),
      kind: field.type,
      text: valueLabel(row.values[field.name], field, own),
      is_current: true,
    }));
  const gone = Object.keys(row.values)
    .filter((name) => !names.has(name))
    .map((name) => ({
      name,
      label: name,
      kind: "text",
      text: valueLabel(row.values[name], undefined, own),
      is_current: false,
    }));
  return [...shown, ...gone];
}

/** Leads as the inbox shows them in its list: labelled, with their form's name and their owner. */
async function inboxResources(db: Db, rows: readonly LeadRow[]): Promise<AdminLead[]> {
  const formIds = [...new Set(rows.map((r) => r.form_id))];
  const ownerIds = [...new Set(rows.flatMap((r) => (r.owner_id === null ? [] : [r.owner_id])))];
  const formRows =
    formIds.length === 0
      ? []
      : await db
          .select({ id: forms.id, name: forms.name, definition: forms.definition })
          .from(forms)
          .where(inArray(forms.id, formIds));
  const owners =
    ownerIds.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, ownerIds));
  const formById = new Map(formRows.map((f) => [f.id, f]));
  const ownerById = new Map(owners.map((u) => [u.id, { id: u.id, name: personName(u) }]));
  const context = await labelContextOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const form = formById.get(row.form_id);
    return {
      id: row.id,
      type: "lead" as const,
      attributes: {
        form_id: row.form_id,
        form_name: form?.definition.name?.trim() || form?.name || String(row.form_id),
        status: row.status,
        owner: row.owner_id === null ? null : (ownerById.get(row.owner_id) ?? null),
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        fields: labelledFields(row, form, context),
      },
    };
  });
}

/** A page of the inbox, newest first, with what its filters and its menu badge need. */
export async function listInbox(db: Db, query: AdminLeadsQuery) {
  const where = inboxCondition(query);
  const [counted] = await db.select({ n: count() }).from(leads).where(where);
  const [fresh] = await db.select({ n: count() }).from(leads).where(eq(leads.status, "new"));
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(desc(leads.created_at), desc(leads.id))
    .limit(query.items)
    .offset((query.page - 1) * query.items);
  const formList = await db
    .select({ id: forms.id, name: forms.name })
    .from(forms)
    .orderBy(asc(forms.name));
  const total = Number(counted?.n ?? 0);
  return {
    data: await inboxResources(db, rows),
    meta: {
      total,
      page: query.page,
      items: query.items,
      pages: pageCount(total, query.items),
      new_count: Number(fresh?.n ?? 0),
      forms: formList,
      owners: await leadOwners(db),
    },
  };
}

async function leadRow(db: Db, leadId: string): Promise<LeadRow> {
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!row) throw notFound("There is no such lead");
  return row;
}

/** A delivery as the inbox shows it: the attempts it really made, the next try while pending. */
function deliveryOf(row: typeof outbox.$inferSelect) {
  const target = row.target as { id?: unknown; to?: unknown; export_id?: unknown };
  const to = Array.isArray(target.to) ? target.to.join(", ") : target.to;
  return {
    id: row.id,
    type: "lead_integration" as const,
    attributes: {
      kind: row.kind,
      target: typeof target.id === "string" ? target.id : typeof to === "string" ? to : "",
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

/** A stored status or owner id as the history's text: the status itself, the owner's name. */
function eventText(value: string | number | null, names: ReadonlyMap<number, string>) {
  if (value === null || value === undefined) return null;
  return typeof value === "number" ? (names.get(value) ?? `#${value}`) : value;
}

/** One lead with its files, deliveries and history (received first, oldest first). */
export async function inboxLead(db: Db, leadId: string): Promise<AdminLead> {
  const row = await leadRow(db, leadId);
  const [resource] = await inboxResources(db, [row]);
  if (!resource) throw notFound("There is no such lead");
  const files = await db
    .select({
      id: leadFiles.id,
      field: leadFiles.field,
      name: leadFiles.name,
      media_type: leadFiles.media_type,
      size: leadFiles.size,
    })
    .from(leadFiles)
    .where(eq(leadFiles.lead_id, leadId))
    .orderBy(asc(leadFiles.created_at));
  const deliveries = await db
    .select()
    .from(outbox)
    .where(eq(outbox.lead_id, leadId))
    .orderBy(asc(outbox.created_at), asc(outbox.id));
  const events = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.lead_id, leadId))
    .orderBy(asc(leadEvents.created_at), asc(leadEvents.id));
  const userIds = [
    ...new Set(
      events.flatMap((e) => [
        ...(e.actor_user_id === null ? [] : [e.actor_user_id]),
        ...[e.before, e.after].filter((v): v is number => typeof v === "number"),
      ]),
    ),
  ];
  const people =
    userIds.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds));
  const names = new Map(people.map((u) => [u.id, personName(u)]));
  return {
    ...resource,
    attributes: {
      ...resource.attributes,
      files: files.map((f) => ({ ...f, name: shownName(f.name) || "file" })),
      deliveries: deliveries.map(deliveryOf),
      history: [
        {
          id: "received",
          kind: "received" as const,
          before: null,
          after: null,
          note: null,
          actor: "",
          created_at: row.created_at.toISOString(),
        },
        ...events.map((e) => ({
          id: String(e.id),
          kind: e.kind,
          before: eventText(e.before, names),
          after: eventText(e.after, names),
          note: e.note,
          actor:
            (e.actor_user_id !== null ? names.get(e.actor_user_id) : undefined) ?? e.actor_label,
          created_at: e.created_at.toISOString(),
        })),
      ],
    },
  };
}

/**
 * Changes a lead's status and/or owner and/or adds a note: the lead, one history entry per change
 * and the audit entry in one transaction, so the history never shows a change that did not happen.
 * Setting what the lead already has records nothing.
 */
export async function updateInboxLead(
  db: Db,
  actor: Actor | null,
  leadId: string,
  change: AdminLeadUpdateBody,
): Promise<void> {
  if (change.owner_id !== undefined && change.owner_id !== null) {
    const owners = await leadOwners(db);
    if (!owners.some((o) => o.id === change.owner_id))
      throw new ApiProblem(422, "invalid", "owner_id must name a user who may read leads", [
        { pointer: "/owner_id", rule: "lead_owner", message: "no user who may read leads" },
      ]);
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update").limit(1);
    if (!row) throw notFound("There is no such lead");
    const who = { actor_user_id: actor?.userId ?? null, actor_label: actor?.label ?? "anonymous" };
    const events: (typeof leadEvents.$inferInsert)[] = [];
    const next: { status?: LeadStatus; owner_id?: number | null } = {};
    if (change.status !== undefined && change.status !== row.status) {
      next.status = change.status;
      events.push({
        lead_id: leadId,
        kind: "status",
        before: row.status,
        after: change.status,
        ...who,
      });
    }
    if (change.owner_id !== undefined && change.owner_id !== row.owner_id) {
      next.owner_id = change.owner_id;
      events.push({
        lead_id: leadId,
        kind: "owner",
        before: row.owner_id,
        after: change.owner_id,
        ...who,
      });
    }
    const note = change.note?.trim();
    if (note) events.push({ lead_id: leadId, kind: "note", note, ...who });
    if (events.length === 0) return;
    await tx
      .update(leads)
      .set({ ...next, updated_at: sql`now()` })
      .where(eq(leads.id, leadId));
    await tx.insert(leadEvents).values(events);
    await recordAudit(tx, actor, {
      action: "update",
      entity: "lead",
      entityId: leadId,
      before: {
        ...(next.status !== undefined ? { status: row.status } : {}),
        ...(next.owner_id !== undefined ? { owner_id: row.owner_id } : {}),
      },
      after: { ...next, ...(note ? { note } : {}) },
    });
  });
}
