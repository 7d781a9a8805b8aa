import type { AppDeps } from "../../deps.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import { inboxLead, listInbox, updateInboxLead } from "./inbox-store.ts";

/**
 * The lead inbox's routes under /api/admin/leads (runtime/features/leads/inbox-store.ts): the list
 * across every form, one lead with its history, and its change (status, owner, note). Each needs
 * leads:read or leads:write, checked by the route table before the handler runs; the body is
 * checked by the generated validator (400/422 naming the field).
 */
export function leadInboxHandlers(
  deps: Pick<AppDeps, "db">,
): Pick<ApiHandlers, "listAdminLeads" | "getAdminLead" | "updateAdminLead"> {
  const { db } = deps;
  return {
    listAdminLeads: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listInbox(db, request.query);
    },
    getAdminLead: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { data: await inboxLead(db, request.params.leadId) };
    },
    updateAdminLead: async (request, reply) => {
      await updateInboxLead(db, actorOf(request), request.params.leadId, request.body);
      reply.header("cache-control", "no-store");
      return { data: await inboxLead(db, request.params.leadId) };
    },
  };
}
