/**
 * Pure rules of the leads screens: the list's filters, sort and paging read from and written to
 * the address (so the export takes the same ones and going back keeps them), the sort choices a
 * form offers, and every lead value as plain text.
 */
import type { FormField, LeadExportQuery, LeadsQuery } from "../../../generated/types.ts";

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_ITEMS = 25;
export const DEFAULT_SORT = "-created_at";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SORT = /^-?[A-Za-z][A-Za-z0-9_.-]{0,63}(,-created_at)?$/;

/** The list's state as the address holds it: ?from=&to=&sort=&items=&page= */
export interface LeadFilters {
  from: string;
  to: string;
  sort: string;
  items: number;
  page: number;
}

function whole(text: string | null, fallback: number, min: number, max: number): number {
  if (text === null || !/^\d{1,6}$/.test(text)) return fallback;
  const n = Number(text);
  return n >= min && n <= max ? n : fallback;
}

/** The filters in the address; anything the API would refuse falls back to its default. */
export function filtersOf(search: URLSearchParams): LeadFilters {
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  const sort = search.get("sort") ?? "";
  return {
    from: DATE.test(from) ? from : "",
    to: DATE.test(to) ? to : "",
    sort: SORT.test(sort) ? sort : DEFAULT_SORT,
    items: whole(search.get("items"), DEFAULT_ITEMS, 1, 100),
    page: whole(search.get("page"), 1, 1, 100000),
  };
}

/** The address's query for the filters, defaults left out. */
export function searchOf(filters: LeadFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.from) search.set("from", filters.from);
  if (filters.to) search.set("to", filters.to);
  if (filters.sort !== DEFAULT_SORT) search.set("sort", filters.sort);
  if (filters.items !== DEFAULT_ITEMS) search.set("items", String(filters.items));
  if (filters.page !== 1) search.set("page", String(filters.page));
  return search;
}

/** The created_at window and sort, as both the list and the export take them. */
export function exportQueryOf(filters: LeadFilters): LeadExportQuery {
  const query: LeadExportQuery = { sort: filters.sort };
  if (filters.from) query["filter[created_at_gteq]"] = filters.from;
  if (filters.to) query["filter[created_at_lteq]"] = filters.to;
  return query;
}

/** GET /forms/:id/leads's query. */
export function leadsQueryOf(filters: LeadFilters): LeadsQuery {
  return { ...exportQueryOf(filters), items: filters.items, page: filters.page };
}

/** The window is backwards: its start after its end. */
export const isBackwards = (filters: Pick<LeadFilters, "from" | "to">): boolean =>
  filters.from !== "" && filters.to !== "" && filters.from > filters.to;

/** Kinds whose values are sortable text (not files, not lists). */
const isSortable = (field: FormField): boolean =>
  field.type !== "file" && !(field.type === "checkbox" && (field.options ?? []).length > 0);

/** The sort choices of a form: by date either way, then each field either way, newest first among equals. */
export function sortChoices(fields: readonly FormField[]): { value: string; label: string }[] {
  const choices = [
    { value: "-created_at", label: "الأحدث أولاً" },
    { value: "created_at", label: "الأقدم أولاً" },
  ];
  for (const field of fields.filter(isSortable)) {
    const name = field.label.trim() || field.name;
    choices.push(
      { value: `${field.name},-created_at`, label: `«${name}» تصاعدياً، ثم الأحدث` },
      { value: `-${field.name},-created_at`, label: `«${name}» تنازلياً، ثم الأحدث` },
    );
  }
  return choices;
}

/** The fields shown as columns of the list: the first few a visitor fills, as text. */
export function columnFields(fields: readonly FormField[], max = 4): FormField[] {
  return fields
    .filter((f) => f.type !== "file" && f.type !== "hidden" && f.type !== "ga_client_id")
    .slice(0, max);
}

/** Whether a form's leads need the locations' names to be read: it has a locations select. */
export const hasLocationField = (fields: readonly Pick<FormField, "source">[]): boolean =>
  fields.some((f) => f.source === "locations");

/** Each location's name by its id, as a locations select stores it ("3" → "معرض دبي"). */
export function locationNamesOf(
  locations: readonly { id: string; attributes: { name: string } }[],
): Map<string, string> {
  return new Map(locations.map((l) => [l.id, l.attributes.name.trim() || l.id]));
}

/**
 * A lead value as staff read it: an option's label instead of its value ("ديفندر", not
 * defender), a showroom's name instead of its id (from `locations`, when the field takes the
 * locations), yes or no for a single box, lists joined, objects as JSON; never markup.
 */
export function valueText(
  value: unknown,
  field?: Pick<FormField, "options" | "source">,
  locations?: ReadonlyMap<string, string>,
): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "نعم" : "لا";
  const label = (v: string) =>
    field?.source === "locations"
      ? (locations?.get(v) ?? v)
      : field?.options?.find((o) => o.value === v)?.label.trim() || v;
  if (Array.isArray(value))
    return value.length ? value.map((v) => label(String(v))).join("، ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  return label(String(value));
}

const sizeFormat = new Intl.NumberFormat("ar", { maximumFractionDigits: 1 });

/** A file size in Arabic units. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${sizeFormat.format(bytes)} بايت`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} ك.ب`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} م.ب`;
}

export const KIND_LABELS: Readonly<Record<string, string>> = {
  notification: "إشعار الفريق",
  confirmation: "تأكيد للزائر",
  integration: "تكامل",
  lead_export: "تصدير الطلبات",
};

export const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: "قيد الانتظار",
  delivered: "تم التسليم",
  dead: "متعثر",
};
