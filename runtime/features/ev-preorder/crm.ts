import { activeCrmSystemName, crmSystem } from "../../adapters/crm.ts";
import { isRecord } from "../../core/records.ts";
import type { Db } from "../../db/client.ts";
import type { OutboxHandler } from "../outbox/index.ts";

/**
 * Delivers a reservation's CRM view (outbox kind ev_lead_crm, written with every change of the
 * reservation) to the site's CRM system (forms.crm_system): Salesforce, or the site's own CRM
 * inbox. With no CRM system chosen there is nobody to tell: the row is done, and the view stays
 * readable at GET /api/leads/{id}/salesforce_data.
 */
export function evCrmHandler(db: Db, fetch: typeof globalThis.fetch): OutboxHandler {
  return async (row) => {
    const system = await activeCrmSystemName(db);
    if (system === "none") return;
    const body = isRecord(row.payload.body) ? row.payload.body : {};
    await crmSystem(system, { db, fetch }).deliver(row.id, body, { id: "ev-preorder", org_id: "" });
  };
}
