/**
 * Pure rules of the lead inbox: its filters read from and written to the address (so going back
 * keeps them and a filtered inbox can be shared), the line a lead is known by in the list, and a
 * history entry or a delivery as a sentence.
 */
import type { AdminLead, AdminLeadsQuery } from "../../../generated/types.ts";
import { type InboxTexts, LEAD_STATUSES, type LeadStatus } from "./inbox-texts.ts";

export const INBOX_PAGE_SIZE = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The inbox's filters as the address holds them: ?form=&status=&owner=&from=&to=&page= */
export interface InboxFilters {
  form: string;
  status: LeadStatus | "";
  /** A user id, "none" (nobody took it) or "" (anyone). */
  owner: string;
  from: string;
  to: string;
  page: number;
}

export const NO_INBOX_FILTERS: InboxFilters = {
  form: "",
  status: "",
  owner: "",
  from: "",
  to: "",
  page: 1,
};

/** The filters in the address; anything the API would refuse is left out. */
export function inboxFiltersOf(search: URLSearchParams): InboxFilters {
  const form = search.get("form") ?? "";
  const status = search.get("status") ?? "";
  const owner = search.get("owner") ?? "";
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  const page = Number(search.get("page") ?? "1");
  return {
    form: /^[1-9]\d{0,9}$/.test(form) ? form : "",
    status: LEAD_STATUSES.find((s) => s === status) ?? "",
    owner: /^(none|[1-9]\d{0,9})$/.test(owner) ? owner : "",
    from: DATE.test(from) ? from : "",
    to: DATE.test(to) ? to : "",
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

/** The address's query for the filters, empty ones and the first page left out. */
export function inboxSearchOf(filters: InboxFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ["form", "status", "owner", "from", "to"] as const)
    if (filters[key]) search.set(key, filters[key]);
  if (filters.page !== 1) search.set("page", String(filters.page));
  return search;
}

/** GET /api/admin/leads's query for the filters. */
export function inboxQueryOf(filters: InboxFilters): AdminLeadsQuery {
  return {
    ...(filters.form ? { form: Number(filters.form) } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.owner ? { owner: filters.owner } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page: filters.page,
    items: INBOX_PAGE_SIZE,
  };
}

/** Whether any filter narrows the list (the page aside). */
export const isFiltered = (filters: InboxFilters): boolean =>
  inboxSearchOf({ ...filters, page: 1 }).toString() !== "";

/**
 * Who sent a lead, as its list row names them: the first two filled text values (a first and
 * last name, or a name and an e-mail), else the first value at all.
 */
export function leadName(lead: AdminLead, fallback: string): string {
  const filled = lead.attributes.fields.filter((f) => f.is_current && f.text.trim() !== "");
  const texts = filled.filter((f) => f.kind === "text").slice(0, 2);
  const chosen = texts.length > 0 ? texts : filled.slice(0, 1);
  return chosen.map((f) => f.text).join(" ") || fallback;
}

type HistoryEntry = NonNullable<AdminLead["attributes"]["history"]>[number];

/** A history entry as a sentence in the admin's language. */
export function historyText(entry: HistoryEntry, t: InboxTexts): string {
  const status = (value: string | null) =>
    LEAD_STATUSES.find((s) => s === value) ? t.statuses[value as LeadStatus] : (value ?? "");
  switch (entry.kind) {
    case "received":
      return t.events.received;
    case "status":
      return t.events.status(status(entry.before), status(entry.after));
    case "owner":
      return entry.after ? t.events.ownerSet(entry.after) : t.events.ownerCleared;
    case "note":
      return t.events.note;
  }
}

type Delivery = NonNullable<AdminLead["attributes"]["deliveries"]>[number]["attributes"];

/**
 * A delivery's state as staff read it, never contradicting its attempts: delivered (when), not
 * yet (the next try), or given up.
 */
export function deliveryStateText(
  delivery: Delivery,
  t: InboxTexts,
  formatDate: (iso: string) => string,
): string {
  if (delivery.status === "delivered")
    return t.deliveryState.delivered(
      delivery.delivered_at ? formatDate(delivery.delivered_at) : "",
    );
  if (delivery.status === "pending")
    return t.deliveryState.pending(
      delivery.next_attempt_at ? formatDate(delivery.next_attempt_at) : "",
    );
  return t.deliveryState.dead;
}
