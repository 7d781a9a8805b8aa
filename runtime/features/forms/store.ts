import { asc, count, eq, sql } from "drizzle-orm";
import type {
  FormAttributes,
  FormExport,
  FormIntegrations,
  FormResource,
  FormSettings,
} from "../../../generated/types.ts";
import {
  validateFormAttributes,
  validateFormIntegrations,
  validateFormSettings,
} from "../../../generated/validate.ts";
import { repeatedFieldName } from "../../core/form-schema.ts";
import { type AjvLikeError, errorPointer, ruleMessage } from "../../core/validation-messages.ts";
import type { Db } from "../../db/client.ts";
import { forms, leads, locations } from "../../db/tables/forms.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, invalid, notFound } from "../../http/problem.ts";
import { recordAudit } from "../auth/index.ts";
import { type LeadValidator, leadValidatorOf } from "./lead-validator.ts";
import {
  type LeadRouting,
  mayRouteLeads,
  type RoutingPart,
  routingChanges,
  routingOf,
  routingRefusal,
  routingSummary,
} from "./routing.ts";

export type FormRow = typeof forms.$inferSelect;

/** What a stored secret reads as: sending it back unchanged keeps the stored one. */
export const MASKED_SECRET = "********";

const formNotFound = () => notFound("There is no form with this id");

/** A value the generated validator checked and filled with its defaults, or a 422 naming the field. */
export function checked<T>(
  validate: { (data: unknown): data is T; errors?: unknown },
  value: unknown,
  pointer: string,
): T {
  const copy: unknown = structuredClone(value ?? {});
  if (validate(copy)) return copy;
  const details = ((validate.errors ?? []) as AjvLikeError[]).map((e) => ({
    pointer: `${pointer}${errorPointer(e)}`,
    rule: e.keyword,
    message: ruleMessage(e.keyword, e.params),
  }));
  const first = details[0];
  throw new ApiProblem(
    422,
    "invalid",
    first ? `${first.pointer}: ${first.message}` : "invalid",
    details,
  );
}

/** A definition checked by the schema, filled with defaults, with unique field names. */
export function checkedDefinition(value: unknown, pointer = "/data/attributes"): FormAttributes {
  // At least one field is the schema's minItems.
  const definition = checked(validateFormAttributes, value, pointer);
  const repeated = repeatedFieldName(definition);
  if (repeated !== null) {
    const at = definition.fields.findIndex(
      (f, i, all) => all.findIndex((g) => g.name === f.name) !== i,
    );
    throw invalid(
      `${pointer}/fields/${at}/name`,
      "unique",
      `اسم الحقل "${repeated}" مستخدم مرة أخرى في هذا النموذج`,
    );
  }
  for (const [i, field] of definition.fields.entries()) {
    // A select or radio with no choice (no options, no locations) is the schema's if/then.
    const rules = field.rules ?? {};
    if (rules.min !== undefined && rules.max !== undefined && rules.min > rules.max)
      throw invalid(
        `${pointer}/fields/${i}/rules/min`,
        "maximum",
        "الحد الأدنى أكبر من الحد الأقصى",
      );
  }
  return definition;
}

export function checkedSettings(value: unknown, pointer: string): FormSettings {
  return checked(validateFormSettings, value, pointer);
}

export function checkedIntegrations(value: unknown, pointer: string): FormIntegrations {
  const config = checked(validateFormIntegrations, value, pointer);
  const seen = new Set<string>();
  for (const [i, target] of config.targets.entries()) {
    if (seen.has(target.id))
      throw invalid(`${pointer}/targets/${i}/id`, "unique", `المعرّف "${target.id}" مكرر`);
    seen.add(target.id);
    if (target.kind === "webhook" && target.enabled && target.url === "")
      throw invalid(`${pointer}/targets/${i}/url`, "required", "عنوان الويب هوك مطلوب");
  }
  return config;
}

const DEFAULT_SETTINGS = (): FormSettings => checkedSettings({}, "/settings");

/** The ids of the locations, as a locations select offers them. */
export async function locationIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: locations.id }).from(locations).orderBy(asc(locations.id));
  return rows.map((r) => String(r.id));
}

function usesLocations(definition: FormAttributes): boolean {
  return definition.fields.some((f) => f.source === "locations");
}

/** The validator of a stored form (with today's locations when a field offers them). */
export async function validatorOf(db: Db, row: FormRow): Promise<LeadValidator> {
  const ids = usesLocations(row.definition) ? await locationIds(db) : null;
  const version = `${row.id}:${row.updated_at.getTime()}:${ids?.join(",") ?? ""}`;
  return leadValidatorOf(row.definition, ids ? { locationIds: ids } : {}, version);
}

/** A stored form as the forms service answers it. */
export async function formResource(
  db: Db,
  row: FormRow,
  options: { leadsCount?: number; lang?: "ar" | "en" } = {},
): Promise<FormResource> {
  const validator = await validatorOf(db, row);
  const settings = { ...DEFAULT_SETTINGS(), ...row.settings };
  return {
    id: String(row.id),
    type: "form",
    attributes: {
      ...row.definition,
      lang: options.lang ?? row.definition.lang ?? "ar",
      thank_you: settings.thank_you,
      schema: validator.schema,
      ...(options.leadsCount !== undefined ? { leads_count: options.leadsCount } : {}),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    },
  };
}

export async function findForm(db: Db, id: number): Promise<FormRow | null> {
  const [row] = await db.select().from(forms).where(eq(forms.id, id)).limit(1);
  return row ?? null;
}

export async function requireForm(db: Db, id: number): Promise<FormRow> {
  const row = await findForm(db, id);
  if (!row) throw formNotFound();
  return row;
}

/** Every form by id with its number of leads, or only the public ones (not counted) when `publicOnly`. */
export async function listFormRows(
  db: Db,
  publicOnly: boolean,
): Promise<{ row: FormRow; leadsCount: number }[]> {
  const rows = await db
    .select()
    .from(forms)
    .where(publicOnly ? eq(forms.is_public, true) : sql`true`)
    .orderBy(asc(forms.id));
  // Visitors are not told how many leads a form has: only staff's list counts them.
  const counts = publicOnly
    ? []
    : await db.select({ form_id: leads.form_id, n: count() }).from(leads).groupBy(leads.form_id);
  const byForm = new Map(counts.map((c) => [c.form_id, Number(c.n)]));
  return rows.map((row) => ({ row, leadsCount: byForm.get(row.id) ?? 0 }));
}

/** Where the request carries each routing part, for a refusal's details (default: `/{part}`). */
export type RoutingPointers = (part: RoutingPart) => string;

const partPointer: RoutingPointers = (part) => `/${part}`;

/**
 * The routing of settings and targets as the validators fill them (defaults at every level), so
 * a form stored before a default was added compares equal to the same form sent back unchanged.
 */
function filledRouting(
  settings: Partial<FormSettings>,
  targets: FormIntegrations["targets"],
): LeadRouting {
  const settingsCopy = structuredClone(settings);
  const targetsCopy = structuredClone({ targets });
  return routingOf(
    validateFormSettings(settingsCopy) ? settingsCopy : { ...DEFAULT_SETTINGS(), ...settings },
    validateFormIntegrations(targetsCopy) ? targetsCopy.targets : targets,
  );
}

/** The routing a new form has: no mail, no integration. */
const NO_ROUTING = (): LeadRouting => filledRouting({}, []);

/**
 * Audits a change of where a form's leads go, apart from the form's own entry, so the log answers
 * "who sent this form's leads there" with one action (route_leads) and the destinations.
 */
async function auditRouting(
  tx: Db,
  actor: Actor | null,
  formId: number,
  parts: readonly RoutingPart[],
  before: LeadRouting | null,
  after: LeadRouting,
): Promise<void> {
  await recordAudit(tx, actor, {
    action: "route_leads",
    entity: "form",
    entityId: formId,
    before: before ? routingSummary(before) : null,
    after: { ...routingSummary(after), changed: parts },
  });
}

/**
 * Stores a new form. One that carries a routing (an import or a copy with notification mail, a
 * confirmation or integration targets) needs leads:route: 403 lead_routing otherwise.
 */
export async function createFormRow(
  db: Db,
  actor: Actor | null,
  input: {
    definition: FormAttributes;
    settings?: FormSettings;
    integrations?: FormIntegrations["targets"];
  },
  pointers: RoutingPointers = partPointer,
): Promise<FormRow> {
  const settings = input.settings ?? DEFAULT_SETTINGS();
  const integrations = input.integrations ?? [];
  const routing = filledRouting(settings, integrations);
  const parts = routingChanges(NO_ROUTING(), routing);
  if (parts.length > 0 && !mayRouteLeads(actor)) throw routingRefusal(actor, parts, pointers);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(forms)
      .values({
        name: input.definition.name.trim(),
        definition: input.definition,
        settings,
        integrations,
        is_public: input.definition.is_public,
      })
      .returning();
    if (!row) throw new Error("the form was not stored");
    await recordAudit(tx, actor, {
      action: "create",
      entity: "form",
      entityId: row.id,
      after: { name: row.name, fields: input.definition.fields.length },
    });
    if (parts.length > 0) await auditRouting(tx, actor, row.id, parts, null, routing);
    return row;
  });
}

/**
 * Changes a form. A change of its routing (notifications, confirmations, integration targets)
 * needs leads:route, checked against the row as locked, so a write that sends the routing back
 * unchanged (a thank-you edit) passes and one racing an admin's change cannot undo it.
 */
export async function updateFormRow(
  db: Db,
  actor: Actor | null,
  id: number,
  change: {
    definition?: FormAttributes;
    settings?: Partial<FormSettings>;
    integrations?: FormIntegrations["targets"];
  },
  pointers: RoutingPointers = partPointer,
): Promise<FormRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(forms).where(eq(forms.id, id)).for("update");
    if (!before) throw formNotFound();
    const settings = change.settings ? { ...before.settings, ...change.settings } : null;
    const routingBefore = filledRouting(before.settings, before.integrations);
    const routingAfter = filledRouting(
      settings ?? before.settings,
      change.integrations ?? before.integrations,
    );
    const parts = routingChanges(routingBefore, routingAfter);
    if (parts.length > 0 && !mayRouteLeads(actor)) throw routingRefusal(actor, parts, pointers);
    const [row] = await tx
      .update(forms)
      .set({
        ...(change.definition
          ? {
              name: change.definition.name.trim(),
              definition: change.definition,
              is_public: change.definition.is_public,
            }
          : {}),
        ...(settings ? { settings } : {}),
        ...(change.integrations ? { integrations: change.integrations } : {}),
        updated_at: new Date(),
      })
      .where(eq(forms.id, id))
      .returning();
    if (!row) throw formNotFound();
    await recordAudit(tx, actor, {
      action: "update",
      entity: "form",
      entityId: id,
      before: { name: before.name },
      after: {
        name: row.name,
        changed: Object.keys(change).filter((k) => change[k as keyof typeof change] !== undefined),
      },
    });
    if (parts.length > 0) await auditRouting(tx, actor, id, parts, routingBefore, routingAfter);
    return row;
  });
}

/** A form with leads is kept: its leads are visitors' requests nobody may lose by accident. */
export async function deleteFormRow(db: Db, actor: Actor | null, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(forms).where(eq(forms.id, id)).for("update");
    if (!before) throw formNotFound();
    const [used] = await tx.select({ n: count() }).from(leads).where(eq(leads.form_id, id));
    const n = Number(used?.n ?? 0);
    if (n > 0)
      throw new ApiProblem(
        409,
        "form_has_leads",
        `لا يمكن حذف النموذج لأن لديه ${n} طلبات: صدّرها واحذفها أولاً`,
      );
    await tx.delete(forms).where(eq(forms.id, id));
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "form",
      entityId: id,
      before: { name: before.name },
    });
  });
}

/** The integrations with their secrets masked, as the admin reads them. */
export function maskedIntegrations(targets: FormIntegrations["targets"]): FormIntegrations {
  return {
    targets: targets.map((t) => ({ ...t, secret: t.secret ? MASKED_SECRET : "" })),
  };
}

/** New targets, where a masked secret keeps the stored target's secret (same id). */
export function unmaskedTargets(
  next: FormIntegrations["targets"],
  stored: FormIntegrations["targets"],
): FormIntegrations["targets"] {
  const byId = new Map(stored.map((t) => [t.id, t]));
  return next.map((t) =>
    t.secret === MASKED_SECRET ? { ...t, secret: byId.get(t.id)?.secret ?? "" } : t,
  );
}

/** A form as JSON (secrets left out), for another site or a backup. */
export function formExport(row: FormRow): FormExport {
  return {
    data: {
      type: "form_export",
      attributes: {
        form: row.definition,
        settings: { ...DEFAULT_SETTINGS(), ...row.settings },
        integrations: { targets: row.integrations.map((t) => ({ ...t, secret: "" })) },
        exported_at: new Date().toISOString(),
      },
    },
  };
}
