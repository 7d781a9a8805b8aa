import { type SQL, sql } from "drizzle-orm";

/**
 * A lead export's filters (000 §4 "Lead export"): the lead list's created_at window, as the query
 * gave it. The lead list reads its window with the same rules (runtime/features/leads/store.ts
 * filterCondition), so a list and its export hold the same leads.
 */

/** The query an export was asked with, as given (filter[created_at_gteq], ..., sort). */
export type LeadExportFilters = Record<string, string>;

export const FROM_FILTER = "filter[created_at_gteq]";
export const TO_FILTER = "filter[created_at_lteq]";

const DATE_BOUND =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The instants a created_at filter stands for: from included, to included or (a date) excluded. */
interface LeadWindow {
  from: Date | null;
  /** The last instant included, or with `isToExclusive` the first one left out. */
  to: Date | null;
  isToExclusive: boolean;
}

/**
 * The instant a date bound names, or null when it names none (2024-02-30, 25:00). A date, or a
 * date-time without an offset, is UTC, as in the lead list; `dayOffset` 1 gives the start of the
 * next day (a date alone as 'to' means the whole day).
 */
function dateBoundInstant(value: string, dayOffset = 0): Date | null {
  const match = DATE_BOUND.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  // PostgreSQL has no year 0; setUTCFullYear, since Date.UTC reads a year below 100 as 19xx.
  if (year < 1) return null;
  const calendar = new Date(0);
  calendar.setUTCFullYear(year, month - 1, day);
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1) return null;
  if (calendar.getUTCDate() !== day) return null;
  const hours = Number(h ?? 0);
  const minutes = Number(mi ?? 0);
  const seconds = Number(s ?? 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const millis = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  let offsetMinutes = 0;
  if (offset && offset !== "Z") {
    const sign = offset.startsWith("-") ? -1 : 1;
    const [oh, om] = [Number(offset.slice(1, 3)), Number(offset.slice(-2))];
    if (oh > 23 || om > 59) return null;
    offsetMinutes = sign * (oh * 60 + om);
  }
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day + dayOffset);
  instant.setUTCHours(hours, minutes, seconds, millis);
  return new Date(instant.getTime() - offsetMinutes * 60_000);
}

/** The created_at filter that names no instant, or null when both are fine. */
export function badDateFilter(filters: LeadExportFilters): string | null {
  for (const key of [FROM_FILTER, TO_FILTER]) {
    const value = filters[key];
    if (value !== undefined && dateBoundInstant(value) === null) return key;
  }
  return null;
}

/** The window of the created_at filters, both ends included; a date alone as 'to' is its whole day. */
export function leadWindow(filters: LeadExportFilters): LeadWindow {
  const fromValue = filters[FROM_FILTER];
  const toValue = filters[TO_FILTER];
  const isDateOnly = toValue !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(toValue);
  return {
    from: fromValue === undefined ? null : dateBoundInstant(fromValue),
    to: toValue === undefined ? null : dateBoundInstant(toValue, isDateOnly ? 1 : 0),
    isToExclusive: isDateOnly,
  };
}

/** The leads of the form inside the window, written before the export started. */
export function windowCondition(formId: number, window: LeadWindow, cutoff: string): SQL {
  const conditions: SQL[] = [sql`form_id = ${formId}`, sql`created_at <= ${cutoff}::timestamptz`];
  if (window.from) conditions.push(sql`created_at >= ${window.from.toISOString()}::timestamptz`);
  if (window.to)
    conditions.push(
      window.isToExclusive
        ? sql`created_at < ${window.to.toISOString()}::timestamptz`
        : sql`created_at <= ${window.to.toISOString()}::timestamptz`,
    );
  return sql.join(conditions, sql` AND `);
}
