/** The lead inbox's queries and their keys: every inbox query starts with INBOX_KEY. */
import type { AdminLeadUpdateBody } from "../../../generated/types.ts";
import { call } from "../../api.ts";
import { type InboxFilters, inboxQueryOf } from "./inbox-logic.ts";

export const INBOX_KEY = ["admin-leads"] as const;
export const inboxListKey = (filters: InboxFilters) => [...INBOX_KEY, "list", filters] as const;
export const inboxLeadKey = (leadId: string) => [...INBOX_KEY, "lead", leadId] as const;
/** The menu's count of new leads (one lead fetched: only the count is read). */
export const NEW_COUNT_KEY = [...INBOX_KEY, "new-count"] as const;

export const fetchInbox = (filters: InboxFilters) =>
  call("listAdminLeads", { query: inboxQueryOf(filters) });

export const fetchInboxLead = (leadId: string) =>
  call("getAdminLead", { params: { leadId } }).then((r) => r.data);

export const updateInboxLead = (leadId: string, body: AdminLeadUpdateBody) =>
  call("updateAdminLead", { params: { leadId }, body }).then((r) => r.data);

export const fetchNewCount = () =>
  call("listAdminLeads", { query: { status: "new", page: 1, items: 1 } }).then(
    (r) => r.meta.new_count,
  );
