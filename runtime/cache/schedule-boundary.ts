import { localDateTime, OFFER_DAY_OPENS_AT } from "../core/offer-schedule.ts";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds the zone's wall clock is ahead of UTC at `instant` (whole seconds). */
function zoneOffset(instant: number, timeZone: string): number {
  const { date, time } = localDateTime(new Date(instant), timeZone);
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time of `timeZone` happens (the later one around a DST change). */
export function zonedInstant(
  date: string,
  time: string,
  timeZone: string,
  dayOffset = 0,
): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [hours = 0, minutes = 0, seconds = 0] = time.split(":").map(Number);
  const wall = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]) + dayOffset,
    hours,
    minutes,
    seconds,
  );
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return Number.isFinite(instant) ? instant : null;
}

interface Period {
  start?: unknown;
  end?: unknown;
}

function schedulesOf(blocks: readonly unknown[]): Period[] {
  const out: Period[] = [];
  for (const block of blocks) {
    if (typeof block !== "object" || block === null) continue;
    const fields = (block as { fields?: unknown }).fields;
    if (typeof fields !== "object" || fields === null) continue;
    const schedule = (fields as { offer_schedule?: unknown }).offer_schedule;
    if (!Array.isArray(schedule)) continue;
    for (const period of schedule)
      if (typeof period === "object" && period !== null) out.push(period as Period);
  }
  return out;
}

/**
 * The first instant after `now` at which a block of the page appears or disappears by its offer
 * schedule (a period opens at 00:00:01 on its start day and closes after 23:59:59 on its end
 * day, in the site's time zone); null when no block has a schedule ahead. Cached HTML of the
 * page must not be served from then on.
 */
export function nextScheduleBoundary(
  blocks: readonly unknown[],
  now: Date,
  timeZone: string,
): number | null {
  let next: number | null = null;
  const consider = (instant: number | null) => {
    if (instant !== null && instant > now.getTime() && (next === null || instant < next))
      next = instant;
  };
  for (const period of schedulesOf(blocks)) {
    if (typeof period.start === "string")
      consider(zonedInstant(period.start, OFFER_DAY_OPENS_AT, timeZone));
    if (typeof period.end === "string") consider(zonedInstant(period.end, "00:00:00", timeZone, 1));
  }
  return next;
}
