export interface OfferPeriod {
  /** Inclusive local date, "YYYY-MM-DD". */
  start: string;
  /** Inclusive local date, "YYYY-MM-DD". */
  end: string;
}

/** Local time (site time zone) a period opens on its start day; it closes at end-day 23:59:59. */
export const OFFER_DAY_OPENS_AT = "00:00:01";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// Building a DateTimeFormat is costly and SSR checks every block on every request.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A block is visible from 00:00:01 on a period's start day through 23:59:59 on its end day,
 * in the site's time zone. Local time is truncated to whole seconds, so 23:59:59.5 still counts
 * as 23:59:59. Throws RangeError for an unknown time zone or an invalid date.
 */
export function isWithinOfferSchedule(
  schedule: readonly OfferPeriod[] | undefined,
  now: Date,
  timeZone: string,
): boolean {
  if (!schedule || schedule.length === 0) return true;
  const { date, time } = localDateTime(now, timeZone);
  return schedule.some((period) => {
    // A malformed period cannot be placed in time; showing the offer anyway could advertise
    // an expired deal, so it never matches.
    if (!ISO_DATE.test(period.start) || !ISO_DATE.test(period.end)) return false;
    const started = date > period.start || (date === period.start && time >= OFFER_DAY_OPENS_AT);
    return started && date <= period.end;
  });
}

/** Zero-padded "YYYY-MM-DD" and "HH:MM:SS" so plain string comparison orders them. */
export function localDateTime(now: Date, timeZone: string): { date: string; time: string } {
  const parts = new Map(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.get(type) ?? "00";
  return {
    date: `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}:${part("second")}`,
  };
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Latin digits and h23 keep the parts comparable whatever the runtime's default locale is.
    formatter = new Intl.DateTimeFormat("en-US-u-nu-latn", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
