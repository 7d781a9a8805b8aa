import { count } from "drizzle-orm";
import { batchedWrites } from "../db/batched-writes.ts";
import type { Db } from "../db/client.ts";
import { deliverySetting } from "../db/stored-setting.ts";
import { crmInbox, forms } from "../db/tables/forms.ts";
import { egressFetch } from "./egress.ts";

/** forms.crm_system: where a form's crm integration targets deliver. */
type CrmSystemName = "none" | "local" | "salesforce";

/** What a CRM system needs of the form's target besides the body. */
interface CrmTarget {
  id: string;
  /** Salesforce's organisation id (Web-to-Lead oid). */
  org_id: string;
}

interface CrmVerification {
  ok: boolean;
  message: string;
}

/**
 * A CRM system behind one interface. `deliver` is called with the outbox row's id, the stable
 * delivery id: a system that can de-duplicate on it does, so a retry after a crash between sending
 * and marking stores the lead once.
 */
interface CrmSystem {
  readonly name: CrmSystemName;
  deliver(outboxId: string, body: Record<string, unknown>, target: CrmTarget): Promise<void>;
  /** Whether the configuration is complete and the system answers. */
  verify(): Promise<CrmVerification>;
}

function isCrmSystemName(value: string): value is CrmSystemName {
  return value === "none" || value === "local" || value === "salesforce";
}

/** The active system (forms.crm_system); an unknown stored value counts as none. */
export async function activeCrmSystemName(db: Db): Promise<CrmSystemName> {
  const value = await deliverySetting(db, "forms.crm_system");
  return isCrmSystemName(value) ? value : "none";
}

/** The enabled crm targets of every form, with the system each delivers to. */
async function crmTargets(
  db: Db,
  active: CrmSystemName,
): Promise<{ formId: number; target: CrmTarget; system: CrmSystemName }[]> {
  const rows = await db.select({ id: forms.id, integrations: forms.integrations }).from(forms);
  return rows.flatMap((form) =>
    (Array.isArray(form.integrations) ? form.integrations : [])
      .filter((t) => t.kind === "crm" && t.enabled !== false)
      .map((t) => ({
        formId: form.id,
        target: { id: t.id, org_id: t.org_id ?? "" },
        system: t.system ? t.system : active,
      })),
  );
}

/** No CRM: a crm delivery fails (and waits, retried, then dead for a replay) until one is chosen. */
function noCrm(db: Db): CrmSystem {
  return {
    name: "none",
    async deliver() {
      throw new Error("no CRM system is active (forms.crm_system is none)");
    },
    async verify() {
      const waiting = (await crmTargets(db, "none")).filter((t) => t.system === "none");
      return waiting.length === 0
        ? { ok: true, message: "No CRM system is active, and no form has a CRM target." }
        : {
            ok: false,
            message: `No CRM system is active, but ${waiting.length} CRM target(s) of the forms need one: their deliveries fail until one is chosen.`,
          };
    },
  };
}

/** Deliveries received together when they end together; a repeated one is received once. */
const receive = batchedWrites(async (db: Db, rows: (typeof crmInbox.$inferInsert)[]) => {
  await db.insert(crmInbox).values(rows).onConflictDoNothing({ target: crmInbox.outbox_id });
});

/**
 * The site's own CRM inbox (crm_inbox): what a CRM would have received, readable by an admin, no
 * network. A repeated delivery (same outbox id) is a no-op.
 */
function localCrm(db: Db): CrmSystem {
  return {
    name: "local",
    async deliver(outboxId, body) {
      await receive(db, { outbox_id: outboxId, system: "local", body });
    },
    async verify() {
      const [row] = await db.select({ n: count() }).from(crmInbox);
      return {
        ok: true,
        message: `The site's CRM inbox answers (${row?.n ?? 0} lead(s) received).`,
      };
    },
  };
}

/** Salesforce's Web-to-Lead endpoint (documented: POST, form-encoded, oid and the lead fields). */
export const SALESFORCE_WEB_TO_LEAD_URL =
  "https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8";

const ORG_ID = /^00D[A-Za-z0-9]{12}([A-Za-z0-9]{3})?$/;

/** One Web-to-Lead field's text: lists joined by ';' (multi-select picklists), checkboxes as 1/0. */
function fieldText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  if (Array.isArray(value))
    return value
      .map(fieldText)
      .filter((v) => v !== null)
      .join(";");
  return JSON.stringify(value);
}

/**
 * The form fields of a Web-to-Lead request: oid, then the body's fields (a nested `values` object
 * flattened beside lead_id, form_id and created_at; Salesforce ignores names it does not know).
 * Field names are already mapped (the target's field_map: first_name, last_name, email, company,
 * phone, 00N... custom field ids).
 */
export function webToLeadForm(orgId: string, body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  form.set("oid", orgId);
  const add = (name: string, value: unknown) => {
    if (name === "oid") return;
    const text = fieldText(value);
    if (text !== null) form.set(name, text);
  };
  for (const [name, value] of Object.entries(body)) {
    if (name === "values" && value && typeof value === "object" && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) add(inner, innerValue);
    } else add(name, value);
  }
  return form;
}

interface SalesforceOptions {
  db: Db;
  fetch?: typeof fetch;
  timeoutMs?: number;
  url?: string;
}

/**
 * Salesforce Web-to-Lead: an application/x-www-form-urlencoded POST of oid (the target's org_id)
 * and the mapped fields. Web-to-Lead answers 200 whether or not it stored the lead (its failures
 * arrive by mail to the org's admin) and has no idempotency key: a non-2xx answer or a network
 * error is a failure, retried.
 */
export function salesforceCrm(options: SalesforceOptions): CrmSystem {
  const doFetch = options.fetch ?? egressFetch;
  const url = options.url ?? SALESFORCE_WEB_TO_LEAD_URL;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: "salesforce",
    async deliver(_outboxId, body, target) {
      if (!ORG_ID.test(target.org_id))
        throw new Error(
          `the CRM target "${target.id}" has no valid Salesforce organisation id (org_id)`,
        );
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
          body: webToLeadForm(target.org_id, body).toString(),
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as { name?: unknown }).name;
        throw new Error(
          name === "TimeoutError"
            ? "Salesforce did not answer in time"
            : "Salesforce could not be reached",
        );
      }
      await response.body?.cancel().catch(() => {});
      if (!response.ok) throw new Error(`Salesforce answered HTTP ${response.status}`);
    },
    async verify() {
      const targets = (await crmTargets(options.db, "salesforce")).filter(
        (t) => t.system === "salesforce",
      );
      const missing = targets.filter((t) => !ORG_ID.test(t.target.org_id));
      if (missing.length > 0)
        return {
          ok: false,
          message: `Salesforce targets without a valid organisation id (org_id): ${missing
            .map((t) => `form ${t.formId} "${t.target.id}"`)
            .join(", ")}.`,
        };
      try {
        const response = await doFetch(url, {
          method: "GET",
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel().catch(() => {});
        if (response.status >= 500)
          return { ok: false, message: `Salesforce Web-to-Lead answered HTTP ${response.status}.` };
        return {
          ok: true,
          message: `Salesforce Web-to-Lead answers (HTTP ${response.status}); ${targets.length} target(s) configured.`,
        };
      } catch {
        return { ok: false, message: "Salesforce Web-to-Lead could not be reached." };
      }
    },
  };
}

/** The implementation of a system by name. */
export function crmSystem(
  name: CrmSystemName,
  options: { db: Db; fetch?: typeof fetch },
): CrmSystem {
  switch (name) {
    case "none":
      return noCrm(options.db);
    case "local":
      return localCrm(options.db);
    case "salesforce":
      return salesforceCrm(options);
    default: {
      const never: never = name;
      throw new Error(`unknown CRM system ${String(never)}`);
    }
  }
}
