/**
 * The date field's calendar, as dates and words: ISO days (yyyy-mm-dd, the value the form sends)
 * counted in UTC so no time zone moves a day, and every word (months, weekdays, the chosen date)
 * from Intl in the page's language, so an Arabic page reads «ديسمبر» and its week starts on the
 * day its locale starts it (Saturday for Arabic in the Gulf, Sunday for Hebrew, Monday for en-GB).
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The day of an ISO date at midnight UTC, or null when the text is not a real date. */
function dayOf(iso: string): Date | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether a text is a real ISO day. */
export function isIsoDay(iso: string): boolean {
  return dayOf(iso) !== null;
}

/** The day `days` after (or before) an ISO day. */
export function addDays(iso: string, days: number): string {
  const date = dayOf(iso);
  return date ? isoOf(new Date(date.getTime() + days * DAY_MS)) : iso;
}

/** The same day `months` later (or earlier), the month's last day when it is shorter. */
export function addMonths(iso: string, months: number): string {
  const date = dayOf(iso);
  if (!date) return iso;
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), last));
  return isoOf(first);
}

/** Today in the visitor's own calendar day, as an ISO day. */
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The Intl locale of a site language code ("ms_MY" → "ms-MY"). */
export function localeOf(lang: string): string {
  return lang.replace("_", "-");
}

/** Intl.Locale's week data (a getter in older engines, a method in newer ones). */
interface WeekInfoLocale {
  weekInfo?: { firstDay?: number };
  getWeekInfo?: () => { firstDay?: number };
}

/** Where a week starts where no week data is at hand: Saturday in Arabic, else Monday. */
const FIRST_DAY_FALLBACK: Readonly<Record<string, number>> = { ar: 6, he: 7, en: 7 };

/** The locale's first day of the week, 1 (Monday) … 7 (Sunday). */
export function firstDayOfWeek(lang: string): number {
  const tag = localeOf(lang);
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & WeekInfoLocale;
    const first = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay;
    if (first !== undefined && first >= 1 && first <= 7) return first;
  } catch {
    // An unknown tag: the fallback below.
  }
  return FIRST_DAY_FALLBACK[tag.split("-")[0] ?? ""] ?? 1;
}

/** Intl's weekday (1 Monday … 7 Sunday) of an ISO day. */
function weekdayOf(date: Date): number {
  return date.getUTCDay() === 0 ? 7 : date.getUTCDay();
}

/**
 * The weeks of the month holding `iso`, each seven cells starting on `firstDay`; a cell is an
 * ISO day of that month, or null before its first and after its last day.
 */
export function monthWeeks(iso: string, firstDay: number): (string | null)[][] {
  const date = dayOf(iso);
  if (!date) return [];
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const first = new Date(Date.UTC(year, month, 1));
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const lead = (weekdayOf(first) - firstDay + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= length; d++) cells.push(isoOf(new Date(Date.UTC(year, month, d))));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The first and last day of the week holding `iso` (Home and End in the grid). */
export function weekBounds(iso: string, firstDay: number): { start: string; end: string } {
  const date = dayOf(iso);
  if (!date) return { start: iso, end: iso };
  const back = (weekdayOf(date) - firstDay + 7) % 7;
  return { start: addDays(iso, -back), end: addDays(iso, 6 - back) };
}

/** The words of a calendar in one language. */
export interface CalendarWords {
  /** "ديسمبر 2026". */
  month: (iso: string) => string;
  /** The day's number as the language writes it. */
  day: (iso: string) => string;
  /** "الأحد، 6 ديسمبر 2026": a day button's name and the chosen date's text. */
  full: (iso: string) => string;
  /** The seven weekdays from the first day of the week: narrow for the grid (a phone's column
   * is 40 px: «الأربعاء» would not fit), long for its abbr, which screen readers read. */
  weekdays: { short: string; long: string }[];
}

/**
 * The locale a calendar writes its words and days in: the page's number locale (its language with
 * the site's digits, runtime/core/number-format.ts digitLocale) when the calendar is in the page's
 * language, else the calendar's own language.
 */
export function calendarLocale(lang: string, numberLocale: string): string {
  const language = (tag: string) => tag.split("-")[0]?.toLowerCase() ?? "";
  const tag = localeOf(lang);
  return language(numberLocale) === language(tag) ? numberLocale : tag;
}

/** A calendar's words in `locale` (see calendarLocale). */
export function calendarWords(locale: string): CalendarWords {
  const tag = locale;
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" });
  const month = format({ month: "long", year: "numeric" });
  const day = format({ day: "numeric" });
  const full = format({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const short = format({ weekday: "narrow" });
  const long = format({ weekday: "long" });
  const firstDay = firstDayOfWeek(tag);
  // 2024-01-01 was a Monday: day n of the week is 2024-01-0n.
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const weekday = ((firstDay - 1 + i) % 7) + 1;
    const date = new Date(Date.UTC(2024, 0, weekday));
    return { short: short.format(date), long: long.format(date) };
  });
  const at = (f: Intl.DateTimeFormat) => (iso: string) => {
    const date = dayOf(iso);
    return date ? f.format(date) : "";
  };
  return { month: at(month), day: at(day), full: at(full), weekdays };
}
